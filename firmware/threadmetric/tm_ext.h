/* What Thread-Metric needs from a kernel beyond cl_port.h: suspending the running task and
 * resuming a suspended one from a task or from an ISR, with the kernel's own services. One
 * file per kernel under kernels/ (tm_<kernel>.c); a kernel without one gets no Thread-Metric
 * benchmarks (threadmetric.cmake). */
#pragma once
#include "cl_port.h"

void cl_tm_suspend_self(void);
/* Resuming a task that is not suspended (not yet run) must do nothing. */
void cl_tm_resume(cl_task *t);
void cl_tm_resume_isr(cl_task *t); /* from an ISR; requests the switch itself */
