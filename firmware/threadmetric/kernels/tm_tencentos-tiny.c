/* Thread-Metric extension for TencentOS-tiny (tm_ext.h). */
#include "tm_ext.h"

const int cl_tm_resume_is_counted = 0;

void cl_tm_suspend_self(void) { (void)tos_task_suspend(K_NULL); }
/* tos_task_resume leaves a task that is not suspended as it is. */
void cl_tm_resume(cl_task *t) { (void)tos_task_resume(&t->task); }
/* A TencentOS-tiny ISR brackets kernel calls with irq_enter/irq_leave: the resume only readies
 * the task, the leave schedules (PendSV) when it is more urgent than the interrupted one. */
void cl_tm_resume_isr(cl_task *t) {
  tos_knl_irq_enter();
  (void)tos_task_resume(&t->task);
  tos_knl_irq_leave();
}
