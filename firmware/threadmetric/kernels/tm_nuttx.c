/* Thread-Metric extension for NuttX (tm_ext.h). NuttX has no call that suspends a task until
 * another resumes it (only SIGSTOP / SIGCONT, off unless CONFIG_SIG_SIGSTOP_ACTION), and none a
 * test's interrupt handler could make. A suspended task waits on its port semaphore
 * (cl_task.notify, which the benchmarks' notification uses; Thread-Metric's threads are tasks of
 * their own), which sem_post may give from an interrupt handler. */
#include "tm_ext.h"

const int cl_tm_resume_is_counted = 1;

void cl_tm_suspend_self(void) {
  while (sem_wait(&cl_task_self()->notify) != 0) /* a signal's EINTR: wait again */
    ;
}
void cl_tm_resume(cl_task *t) { sem_post(&t->notify); }
/* NuttX's interrupt dispatch switches on the way out when the post readied a more urgent task. */
void cl_tm_resume_isr(cl_task *t) { sem_post(&t->notify); }
