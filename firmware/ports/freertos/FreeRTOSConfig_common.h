/* Settings shared by CycleLab's `default` and `minimal` FreeRTOS profiles (config/<profile>/
 * FreeRTOSConfig.h sets the profile switches first). Static allocation only: no heap. */
#pragma once
#ifndef __ASSEMBLER__ /* the SMP port's portContext.h reads this file into its assembly */
#include <stdint.h>
#include "board.h"
#endif

#if defined(CL_FAMILY_RV32VIRT)
/* RISC-V (portable/GCC/RISC-V): the port clocks its tick from mtime, and takes
 * configCPU_CLOCK_HZ as mtime's rate in a constant initialiser: virt's CLINT, 10 MHz. Its tick
 * handler advances mtimecmp by one period, then calls xTaskIncrementTick. */
#define configCPU_CLOCK_HZ CL_MTIME_HZ
#define configMTIME_BASE_ADDRESS 0x0200BFF8u
#define configMTIMECMP_BASE_ADDRESS 0x02004000u
#elif defined(CL_FAMILY_ESP32C3)
/* ESP32-C3: no CLINT, so no mtime for the port: it calls vPortSetupTimerInterrupt, which the
 * CycleLab port gives the SYSTIMER (port_freertos.c, board.h cl_rv_tick_start), and passes every
 * interrupt to freertos_risc_v_application_interrupt_handler. The port still divides
 * configCPU_CLOCK_HZ in a constant initialiser it then never reads: the image's clock. */
#define configCPU_CLOCK_HZ CL_CPU_HZ
#define configMTIME_BASE_ADDRESS 0
#define configMTIMECMP_BASE_ADDRESS 0
#else
/* The clock the board reached (board.h), not the image's tier: after a fallback to the internal
 * oscillator the core runs slower, and a tick computed from the tier would be that much longer.
 * The port only reads it at run time (vPortSetupTimerInterrupt). */
#define configCPU_CLOCK_HZ (cl_clock.cpu_hz)
#endif
#if defined(__riscv)
/* xTaskIncrementTick's trace macro runs the harness's hook first (cycles_rv32.c reads the
 * deadline back from the timer, which the tick handler has already advanced by one period). */
#define configISR_STACK_SIZE_WORDS 256
#ifndef __ASSEMBLER__
void cl_systick_hook(void);
#endif
#define traceTASK_INCREMENT_TICK(count) cl_systick_hook()
#endif
/* configSYSTICK_CLOCK_HZ left undefined: the port then clocks SysTick from the core clock. */
#define configTICK_RATE_HZ ((TickType_t)CL_TICK_HZ)
#define configUSE_PREEMPTION 1
#if CL_HARTS > 1
/* No time slicing on two cores: with it, every tick yields the core that runs an idle task
 * while the other idle task is ready too, an IPI to hart 1 per tick that each costs a
 * single-core benchmark on hart 0 the few slots QEMU's clock moves across hart 1's halt more
 * than the analyzer counts (tick_accuracy: 30 cycles in 10 ticks, a fail). No benchmark
 * depends on slicing: tasks that share a priority (ctx_switch_yield) yield explicitly. */
#define configUSE_TIME_SLICING 0
#else
#define configUSE_TIME_SLICING 1
#endif
#if CL_HARTS > 1
/* FreeRTOS SMP on the two-hart board (the community RISC-V_RV32_SMP_QEMU_VIRT port, kernel.cmake):
 * every task CycleLab creates is pinned to a core (hart 0 unless a benchmark pins it elsewhere),
 * tasks of any priority may run at once on the two cores, and both idle tasks call a hook that
 * lets an idle hart sleep (ports/freertos/smp/port_freertos_smp.c says why), in both profiles. */
#define configNUMBER_OF_CORES 2
#define configRUN_MULTIPLE_PRIORITIES 1
#define configUSE_CORE_AFFINITY 1
#define configUSE_TASK_PREEMPTION_DISABLE 0
#define configUSE_PASSIVE_IDLE_HOOK 1
#define configUSE_PORT_OPTIMISED_TASK_SELECTION 0 /* required by SMP */
#else
#define configUSE_PORT_OPTIMISED_TASK_SELECTION 1
#endif
#define configUSE_TICKLESS_IDLE 0
#define configMAX_PRIORITIES 8
#define configMINIMAL_STACK_SIZE ((uint16_t)64)
#define configMAX_TASK_NAME_LEN 8
#define configUSE_16_BIT_TICKS 0
#define configSTACK_DEPTH_TYPE uint32_t
#define configIDLE_SHOULD_YIELD 1
#define configUSE_TASK_NOTIFICATIONS 1
#define configUSE_MUTEXES 1
#define configUSE_RECURSIVE_MUTEXES 0
#define configUSE_COUNTING_SEMAPHORES 1
#define configUSE_EVENT_GROUPS 1
#define configUSE_STREAM_BUFFERS 0
#define configUSE_TIMERS 0
#define configUSE_CO_ROUTINES 0
#define configSUPPORT_STATIC_ALLOCATION 1
#define configSUPPORT_DYNAMIC_ALLOCATION 0
#define configCHECK_HANDLER_INSTALLATION 0
#define configUSE_MALLOC_FAILED_HOOK 0
#define configUSE_DAEMON_TASK_STARTUP_HOOK 0
#define configUSE_STATS_FORMATTING_FUNCTIONS 0

/* Implemented NVIC priority bits come from the board (4 on STM32/GD32 silicon, 8 on QEMU's
 * NVIC): V10.5+'s configASSERT in xPortStartScheduler checks them. Priorities are written in the
 * top nibble so they mean the same on both: syscall ceiling 5, benchmark ISRs 6 (the port's
 * cl_port_isr_priority), kernel lowest. With 8 bits V11 also asserts that the ceiling has no
 * sub-priority bit set, which 0x50 satisfies. */
#if !defined(__riscv)
#define configPRIO_BITS CL_NVIC_PRIO_BITS
#define configKERNEL_INTERRUPT_PRIORITY 0xFFu
#define configMAX_SYSCALL_INTERRUPT_PRIORITY 0x50u
#endif

#define INCLUDE_vTaskDelete 1
#define INCLUDE_vTaskDelay 1
#define INCLUDE_xTaskGetCurrentTaskHandle 1
#define INCLUDE_vTaskPrioritySet 0
#define INCLUDE_uxTaskPriorityGet 0
#define INCLUDE_vTaskSuspend 1
#define INCLUDE_xTaskGetSchedulerState 0

#if CL_FREERTOS_VENDOR_DEFAULT
/* As a vendor demo ships: tracing, run-time statistics, asserts, stack overflow checking and
 * hooks, all on. */
#define configUSE_TRACE_FACILITY 1
#define configGENERATE_RUN_TIME_STATS 1
#define configCHECK_FOR_STACK_OVERFLOW 2
#define configRECORD_STACK_HIGH_ADDRESS 1
#define configQUEUE_REGISTRY_SIZE 8
#define configUSE_IDLE_HOOK 1
#define configUSE_TICK_HOOK 1
#ifndef __ASSEMBLER__
uint32_t cl_cycles_long(void);
#endif
#define portCONFIGURE_TIMER_FOR_RUN_TIME_STATS()
#define portGET_RUN_TIME_COUNTER_VALUE() cl_cycles_long()
#if defined(__riscv)
#define CL_FREERTOS_IRQ_OFF "csrci mstatus, 8"
#else
#define CL_FREERTOS_IRQ_OFF "cpsid i"
#endif
#define configASSERT(x)                                                                            \
  do {                                                                                             \
    if (!(x)) {                                                                                    \
      __asm__ volatile(CL_FREERTOS_IRQ_OFF);                                                       \
      for (;;)                                                                                     \
        ;                                                                                          \
    }                                                                                              \
  } while (0)
#else
#define configUSE_TRACE_FACILITY 0
#define configGENERATE_RUN_TIME_STATS 0
#define configCHECK_FOR_STACK_OVERFLOW 0
#define configQUEUE_REGISTRY_SIZE 0
#define configUSE_IDLE_HOOK (CL_HARTS > 1) /* SMP: an idle hart sleeps (above), idle time */
#define configUSE_TICK_HOOK 0
#endif

/* Idle time per core (DONE idle=, harness/cl_idle.h), on the two-hart board only, where the
 * dual-core study asks for each core's load: the idle hooks note the idle task's entry, the
 * switch-out hook its exit. A single-core image counts nothing: the hook would add a few cycles
 * to every switch of every benchmark (+5 on qemu-f405, measured), and no other kernel pays it. */
#if CL_HARTS > 1
#ifndef __ASSEMBLER__
#include "cl_idle.h"
#endif
#define traceTASK_SWITCHED_OUT() CL_IDLE_SWITCHED_OUT(xCoreID) /* vTaskSwitchContext's core */
#endif

/* Exception handler names: the port's SVC and PendSV handlers go straight into the vector
 * table; SysTick goes through the CycleLab port (it counts SysTick wraps first). */
#if !defined(__riscv)
#define vPortSVCHandler SVC_Handler
#define xPortPendSVHandler PendSV_Handler
#endif
