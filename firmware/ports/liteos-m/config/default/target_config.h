/* liteos-m `default` profile. kernel_liteos_m ships no target_config.h for a Cortex-M4 board, so
 * this profile is the kernel's own defaults (kernel/include/los_config.h: software timers,
 * kernel printf, LOS_ASSERT, memory waterline, multi-pool heap, 5 user tasks, 6 semaphores /
 * mutexes / queues, time slice 20 ms) plus what a board's target_config.h must say. */
#pragma once
#include "cl_liteos_board.h" /* clock, tick, timer and interrupt facts of the board */
/* Kernel heap (control blocks, idle and timer task stacks, queue storage): the default 64 KB
 * leaves no room for the harness's sample buffer, so the board's RAM decides. */
#if defined(CL_FAMILY_F4) || CL_LOS_RV32
#define LOSCFG_SYS_HEAP_SIZE 0x4000UL
#else
#define LOSCFG_SYS_HEAP_SIZE 0x1400UL
#endif
/* Thread-Metric (threadmetric.cmake defines CL_THREAD_METRIC in its images) runs 9 tasks at
 * once: the runner, the test's initialisation, its six threads and the software timer task.
 * The kernel's default of 5 is left to the images without it. */
#ifdef CL_THREAD_METRIC
#define LOSCFG_BASE_CORE_TSK_LIMIT 9
#endif
