/* Profile switches; the build passes RK_PROFILE_DEFAULT or nothing (minimal). */
#pragma once

#ifdef RK_PROFILE_DEFAULT
#define RK_CFG_ASSERT 1      /* argument and object checks */
#define RK_CFG_STATS 1       /* per-switch run-time accounting */
#define RK_CFG_STACK_CHECK 1 /* stack watermark check on every switch-out */
#define RK_CFG_HOOKS 1       /* idle and tick hooks */
#else
#define RK_CFG_ASSERT 0
#define RK_CFG_STATS 0
#define RK_CFG_STACK_CHECK 0
#define RK_CFG_HOOKS 0
#endif

/* The port supplies the run-time counter used by RK_CFG_STATS. */
#if RK_CFG_STATS
#include <stdint.h>
uint32_t rk_port_runtime_counter(void);
#endif
#if RK_CFG_STACK_CHECK
struct rk_task;
void rk_stack_overflow_hook(struct rk_task *t); /* the port's: called inside PendSV */
#endif
#if RK_CFG_HOOKS
void rk_idle_hook(void);
void rk_tick_hook(void);
#endif
