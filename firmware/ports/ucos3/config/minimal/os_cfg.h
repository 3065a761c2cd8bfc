/* CycleLab µC/OS-III profile `minimal`: scheduler, synchronisation and memory only. No
 * argument, ISR-caller, object type or object-created checks, no statistics task, profiling,
 * timers, hooks, debug variables or trace; services the benchmarks do not call (task message
 * queues, suspend, priority change, pend-abort, flush, HMSM delays) left out, 8 priorities
 * instead of 64 (CycleLab uses 7 plus idle). Round-robin stays:
 * it is µC/OS-III's only way to yield to a task of equal priority. */
#pragma once
#define CL_UCOS3_VENDOR_DEFAULT 0

#define OS_CFG_APP_HOOKS_EN 0u
#define OS_CFG_ARG_CHK_EN 0u
#define OS_CFG_CALLED_FROM_ISR_CHK_EN 0u
#define OS_CFG_DBG_EN 0u
#define OS_CFG_TICK_EN 1u
#define OS_CFG_DYN_TICK_EN 0u
#define OS_CFG_INVALID_OS_CALLS_CHK_EN 0u
#define OS_CFG_OBJ_TYPE_CHK_EN 0u
#define OS_CFG_OBJ_CREATED_CHK_EN 0u
#define OS_CFG_TS_EN 0u

#define OS_CFG_PRIO_MAX 8u /* the 7 CycleLab task priorities (0..6) and idle (7) */
#define OS_CFG_SCHED_LOCK_TIME_MEAS_EN 0u
#define OS_CFG_SCHED_ROUND_ROBIN_EN 1u
#define OS_CFG_STK_SIZE_MIN 64u

#define OS_CFG_FLAG_EN 1u
#define OS_CFG_FLAG_DEL_EN 1u
#define OS_CFG_FLAG_MODE_CLR_EN 0u
#define OS_CFG_FLAG_PEND_ABORT_EN 0u

#define OS_CFG_MEM_EN 1u

#define OS_CFG_MUTEX_EN 1u
#define OS_CFG_MUTEX_DEL_EN 1u
#define OS_CFG_MUTEX_PEND_ABORT_EN 0u

#define OS_CFG_Q_EN 1u
#define OS_CFG_Q_DEL_EN 1u
#define OS_CFG_Q_FLUSH_EN 0u
#define OS_CFG_Q_PEND_ABORT_EN 0u

#define OS_CFG_SEM_EN 1u
#define OS_CFG_SEM_DEL_EN 1u
#define OS_CFG_SEM_PEND_ABORT_EN 0u
#define OS_CFG_SEM_SET_EN 0u

#define OS_CFG_STAT_TASK_EN 0u
#define OS_CFG_STAT_TASK_STK_CHK_EN 0u

#define OS_CFG_TASK_CHANGE_PRIO_EN 0u
#define OS_CFG_TASK_DEL_EN 1u
#define OS_CFG_TASK_IDLE_EN 1u
#define OS_CFG_TASK_PROFILE_EN 0u
#define OS_CFG_TASK_Q_EN 0u
#define OS_CFG_TASK_Q_PEND_ABORT_EN 0u
#define OS_CFG_TASK_REG_TBL_SIZE 0u
#define OS_CFG_TASK_STK_REDZONE_EN 0u
#define OS_CFG_TASK_STK_REDZONE_DEPTH 8u
#define OS_CFG_TASK_SEM_PEND_ABORT_EN 0u
#define OS_CFG_TASK_SUSPEND_EN 0u

#define OS_CFG_TLS_TBL_SIZE 0u

#define OS_CFG_TIME_DLY_HMSM_EN 0u
#define OS_CFG_TIME_DLY_RESUME_EN 0u

#define OS_CFG_TMR_EN 0u
#define OS_CFG_TMR_DEL_EN 0u

#define OS_CFG_TRACE_EN 0u
#define OS_CFG_TRACE_API_ENTER_EN 0u
#define OS_CFG_TRACE_API_EXIT_EN 0u
