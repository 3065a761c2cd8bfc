/* Thread-Metric extension for µC/OS-III (tm_ext.h). OSTaskResume refuses an ISR
 * (OS_ERR_TASK_RESUME_ISR; the interrupt preemption test resumes from its handler), and the
 * minimal profile compiles suspension out (OS_CFG_TASK_SUSPEND_EN 0). A suspended task waits on
 * its built-in task semaphore instead, which an ISR may post. */
#include "tm_ext.h"

const int cl_tm_resume_is_counted = 1;

void cl_tm_suspend_self(void) {
  OS_ERR err;
  (void)OSTaskSemPend(0u, OS_OPT_PEND_BLOCKING, (CPU_TS *)0, &err);
}
void cl_tm_resume(cl_task *t) {
  OS_ERR err;
  (void)OSTaskSemPost(&t->tcb, OS_OPT_POST_NONE, &err);
}
/* A kernel-aware ISR brackets its kernel calls with OSIntEnter/OSIntExit; the exit pends the
 * switch (PendSV) when the post readied a more urgent task. */
void cl_tm_resume_isr(cl_task *t) {
  OS_ERR err;
  CPU_SR_ALLOC();
  CPU_CRITICAL_ENTER();
  OSIntEnter();
  CPU_CRITICAL_EXIT();
  (void)OSTaskSemPost(&t->tcb, OS_OPT_POST_NONE, &err);
  OSIntExit();
}
