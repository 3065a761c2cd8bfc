/* Thread-Metric extension for RTX5 (tm_ext.h). CMSIS-RTOS2 forbids two of the calls where
 * Thread-Metric makes them: osThreadResume from an ISR (osErrorISR; the interrupt preemption
 * test resumes from its handler) and osThreadSuspend of the running thread while the kernel is
 * locked (osErrorResource; cl_critical_enter is osKernelLock here). A suspended thread waits for
 * a thread flag instead, which an ISR may set (RTX queues the set for PendSV, which switches). */
#include "tm_ext.h"

#define TM_RESUME_FLAG 0x1u

const int cl_tm_resume_is_counted = 1;

void cl_tm_suspend_self(void) {
  (void)osThreadFlagsWait(TM_RESUME_FLAG, osFlagsWaitAny, osWaitForever);
}
void cl_tm_resume(cl_task *t) { (void)osThreadFlagsSet(&t->cb, TM_RESUME_FLAG); }
void cl_tm_resume_isr(cl_task *t) { (void)osThreadFlagsSet(&t->cb, TM_RESUME_FLAG); }
