/* Thread-Metric extension for ThreadX (tm_ext.h). */
#include "tm_ext.h"

const int cl_tm_resume_is_counted = 0;

void cl_tm_suspend_self(void) { tx_thread_suspend(tx_thread_identify()); }
/* tx_thread_resume answers TX_RESUME_ERROR for a thread that is not suspended: nothing done. */
void cl_tm_resume(cl_task *t) { tx_thread_resume(&t->thread); }
/* ThreadX services may be called from an ISR; the switch is a PendSV taken on return. */
void cl_tm_resume_isr(cl_task *t) { tx_thread_resume(&t->thread); }
