/* Thread-Metric extension for refkernel (tm_ext.h). */
#include "tm_ext.h"

const int cl_tm_resume_is_counted = 0;

void cl_tm_suspend_self(void) { rk_task_suspend(rk_self()); }
void cl_tm_resume(cl_task *t) { rk_task_resume(t); }
/* refkernel's calls work from an ISR; the switch is a pended PendSV taken on return. */
void cl_tm_resume_isr(cl_task *t) { rk_task_resume(t); }
