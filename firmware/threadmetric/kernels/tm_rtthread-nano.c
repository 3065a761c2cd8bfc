/* Thread-Metric extension for RT-Thread Nano (tm_ext.h). */
#include "tm_ext.h"

const int cl_tm_resume_is_counted = 0;

/* rt_thread_suspend only takes the running thread off the ready list; the switch is the
 * rt_schedule after it (inside a critical section it is a pended PendSV taken at its end). */
void cl_tm_suspend_self(void) {
  rt_thread_suspend(rt_thread_self());
  rt_schedule();
}
/* rt_thread_resume answers -RT_ERROR for a thread that is not suspended: nothing done. */
void cl_tm_resume(cl_task *t) {
  if (rt_thread_resume(&t->thread) == RT_EOK)
    rt_schedule();
}
/* As an RT-Thread ISR does it: inside the nest count rt_schedule pends PendSV. */
void cl_tm_resume_isr(cl_task *t) {
  rt_interrupt_enter();
  if (rt_thread_resume(&t->thread) == RT_EOK)
    rt_schedule();
  rt_interrupt_leave();
}
