/* µC/OS-III application settings: the values of the shipped Cfg/Template/os_cfg_app.h, except
 * the tick rate, which comes from the build (CL_TICK_HZ), and, in `minimal`, pools sized for
 * what the benchmarks use: a 16-message pool (one 16-deep queue) and an 80-word exception stack
 * (µC/OS-III moves MSP onto it at start; 320 bytes is the main-stack budget of the smallest
 * board, qemu-f100, and no handler here uses the FPU, so frames on it are basic). Sizes are in
 * stack words. */
#pragma once
#if CL_UCOS3_VENDOR_DEFAULT
#define OS_CFG_ISR_STK_SIZE 128u
#define OS_CFG_MSG_POOL_SIZE 32u
#else
#define OS_CFG_ISR_STK_SIZE 80u
#define OS_CFG_MSG_POOL_SIZE 16u
#endif
#define OS_CFG_TASK_STK_LIMIT_PCT_EMPTY 10u
#define OS_CFG_IDLE_TASK_STK_SIZE 64u
#define OS_CFG_STAT_TASK_PRIO ((OS_PRIO)(OS_CFG_PRIO_MAX - 2u))
#define OS_CFG_STAT_TASK_RATE_HZ 10u
#define OS_CFG_STAT_TASK_STK_SIZE 100u
#define OS_CFG_TICK_RATE_HZ CL_TICK_HZ
#define OS_CFG_TMR_TASK_PRIO ((OS_PRIO)(OS_CFG_PRIO_MAX - 3u))
#define OS_CFG_TMR_TASK_STK_SIZE 128u
#define OS_CFG_TMR_TASK_RATE_HZ 10u
