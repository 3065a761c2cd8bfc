/* Thread-Metric extension for LiteOS-M (tm_ext.h). */
#include "tm_ext.h"

const int cl_tm_resume_is_counted = 0;

void cl_tm_suspend_self(void) { (void)LOS_TaskSuspend(LOS_CurTaskIDGet()); }
/* LOS_TaskResume answers LOS_ERRNO_TSK_NOT_SUSPENDED for a task that is not suspended: nothing
 * done. */
void cl_tm_resume(cl_task *t) { (void)LOS_TaskResume(t->id); }
/* From an ISR too: the resume readies the task and LOS_Schedule only pends PendSV, taken on the
 * way out of the interrupt (nothing on the path checks the interrupt count). */
void cl_tm_resume_isr(cl_task *t) { (void)LOS_TaskResume(t->id); }
