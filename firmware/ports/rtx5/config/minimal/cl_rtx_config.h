/* RTX5 `minimal` profile: scheduler, synchronisation and memory only. Config/RTX_Config.h
 * with no event generation, no stack checks, no timer thread and no global dynamic memory
 * (the port gives every object and stack its own static memory). */
#pragma once
#define OS_DYNAMIC_MEM_SIZE 0
#define OS_STACK_CHECK 0
#define OS_STACK_WATERMARK 0
#define OS_TIMER_THREAD_STACK_SIZE 0 /* no osTimer use: no timer thread */
#define EVR_RTX_DISABLE
#define OS_EVR_MEMORY 0
#define OS_EVR_KERNEL 0
#define OS_EVR_THREAD 0
#define OS_EVR_WAIT 0
#define OS_EVR_THFLAGS 0
#define OS_EVR_EVFLAGS 0
#define OS_EVR_TIMER 0
#define OS_EVR_MUTEX 0
#define OS_EVR_SEMAPHORE 0
#define OS_EVR_MEMPOOL 0
#define OS_EVR_MSGQUEUE 0
