/* Thread-Metric extension for FreeRTOS (tm_ext.h). */
#include "tm_ext.h"

const int cl_tm_resume_is_counted = 0;

void cl_tm_suspend_self(void) { vTaskSuspend(NULL); }
void cl_tm_resume(cl_task *t) { vTaskResume(t->h); }
void cl_tm_resume_isr(cl_task *t) { portYIELD_FROM_ISR(xTaskResumeFromISR(t->h)); }
