/* liteos-m `minimal` profile: scheduler, synchronisation and memory only. Against `default`
 * (the kernel's los_config.h defaults): no software timers (and their task), no kernel printf,
 * no LOS_ASSERT (print level below error), no heap waterline or multi-pool bookkeeping, queues
 * on static storage; CPU usage, trace, backtrace, exception info and shell stay off (off by
 * default too). The heap only holds what LOS_KernelInit carves (control blocks, idle stack). */
#pragma once
#include "cl_liteos_board.h" /* clock, tick, timer and interrupt facts of the board */

#define LOSCFG_BASE_CORE_SWTMR 0
#define LOSCFG_KERNEL_PRINTF 0
#define PRINT_LEVEL LOG_EMG_LEVEL /* below LOG_ERR_LEVEL: LOS_ASSERT compiles to nothing */
#define LOSCFG_MEM_WATERLINE 0
#define LOSCFG_MEM_MUL_POOL 0
#define LOSCFG_BASE_IPC_QUEUE_STATIC 1
#if CL_LOS_RV32 /* 640 bytes more for the idle stack (cl_liteos_board.h) */
#define LOSCFG_SYS_HEAP_SIZE 0x1400UL
#elif defined(CL_THREAD_METRIC) /* the task control blocks of the task limit below: heap */
#define LOSCFG_SYS_HEAP_SIZE 0x1000UL
#else
#define LOSCFG_SYS_HEAP_SIZE 0xC00UL
#endif
/* Thread-Metric (threadmetric.cmake defines CL_THREAD_METRIC in its images) runs 8 tasks at
 * once: the runner, the test's initialisation, its six threads. The kernel's default of
 * 5 is left to the images without it. */
#ifdef CL_THREAD_METRIC
#define LOSCFG_BASE_CORE_TSK_LIMIT 8
#endif
