/* rtthread-nano `default` profile: the values of the STM32F407 BSP that RT-Thread Nano ships
 * (bsp/stm32f407-msh/RT-Thread/rtconfig.h and its finsh_config.h, as shipped), with two
 * deviations every profile needs: the tick comes from the build (CL_TICK_HZ; the BSP's 1000 is
 * the same value) and the IPC/memory objects the benchmarks measure are switched on (the BSP
 * ships mutex, event, message queue and memory pool off). */
#pragma once

/* Basic */
#define RT_THREAD_PRIORITY_MAX 32
#define RT_TICK_PER_SECOND CL_TICK_HZ
#define RT_ALIGN_SIZE 4
#define RT_NAME_MAX 8
#define RT_USING_COMPONENTS_INIT /* shipped; the port calls finsh_system_init() itself */
#define RT_USING_USER_MAIN
#define RT_MAIN_THREAD_STACK_SIZE 1024

/* Debug, hooks: shipped off (RT_DEBUG, RT_USING_OVERFLOW_CHECK, RT_USING_HOOK and
 * RT_USING_IDLE_HOOK are commented out in the BSP file) */
#define RT_DEBUG_INIT 0

/* Software timers: shipped off */
#define RT_TIMER_THREAD_PRIO 4
#define RT_TIMER_THREAD_STACK_SIZE 512

/* IPC: the BSP ships only the semaphore; the benchmarks need the rest */
#define RT_USING_SEMAPHORE
#define RT_USING_MUTEX
#define RT_USING_EVENT
#define RT_USING_MESSAGEQUEUE

/* Memory: memory pool on for the benchmarks; no heap, as shipped */
#define RT_USING_MEMPOOL

/* Console: shipped on, 128-byte buffer; its output goes nowhere (see port_rtthread_nano.c) */
#define RT_USING_CONSOLE
#define RT_CONSOLEBUF_SIZE 128

/* FinSH (the BSP's finsh_config.h) */
#define RT_USING_FINSH
#define FINSH_USING_MSH
#define FINSH_USING_MSH_ONLY
#define FINSH_THREAD_PRIORITY 21
#define FINSH_THREAD_STACK_SIZE 1024
#define FINSH_USING_SYMTAB
#define FINSH_USING_DESCRIPTION

/* Device framework: shipped off */
