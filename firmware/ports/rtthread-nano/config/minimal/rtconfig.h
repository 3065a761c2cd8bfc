/* rtthread-nano `minimal` profile: scheduler, synchronisation and memory only. Against the
 * shipped STM32F407 BSP configuration (config/default/rtconfig.h): no finsh shell and no
 * console; debug, overflow check, hooks, software timers, heap and device framework stay off
 * (off there too). */
#pragma once

#define RT_THREAD_PRIORITY_MAX 32
#define RT_TICK_PER_SECOND CL_TICK_HZ
#define RT_ALIGN_SIZE 4
#define RT_NAME_MAX 8

#define RT_TIMER_THREAD_PRIO 4
#define RT_TIMER_THREAD_STACK_SIZE 512

#define RT_USING_SEMAPHORE
#define RT_USING_MUTEX
#define RT_USING_EVENT
#define RT_USING_MESSAGEQUEUE
#define RT_USING_MEMPOOL
