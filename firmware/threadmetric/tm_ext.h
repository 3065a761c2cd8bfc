/* What Thread-Metric needs from a kernel beyond cl_port.h: suspending the running task and
 * resuming a suspended one from a task or from an ISR, with the kernel's own services. One
 * file per kernel under kernels/ (tm_<kernel>.c); a kernel without one gets no Thread-Metric
 * benchmarks (threadmetric.cmake). */
#pragma once
#include "cl_port.h"

void cl_tm_suspend_self(void);
/* 0: the kernel's own suspend and resume (a resume of a task that is not suspended is lost).
 * 1: suspending waits for a per-task event that a resume sends and that is kept until taken
 * for kernels whose resume cannot be called from an ISR (docs/THREAD_METRIC.md). */
extern const int cl_tm_resume_is_counted;
/* Resuming a task that is not suspended (not yet run) must do nothing (where the resume is
 * kept, it lets the task's next suspension pass). */
void cl_tm_resume(cl_task *t);
void cl_tm_resume_isr(cl_task *t); /* from an ISR; requests the switch itself */
