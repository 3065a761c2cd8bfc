/* CycleLab's tm_porting_layer.h for the Thread-Metric tests, force-included (-include) before
 * every test file so the tests compile unchanged from the user's ThreadX checkout: defining
 * TM_PORTING_LAYER_H first makes the checkout's own header (an IAR `SVC #0`) a no-op. */
#ifndef TM_PORTING_LAYER_H
#define TM_PORTING_LAYER_H
#include <stdio.h>

/* A real software-triggered interrupt: the NVIC line is pended and taken before the call
 * returns (tm_port.c). SVC is not used: several kernels own SVCall. */
void tm_cause_interrupt(void);
#define TM_CAUSE_INTERRUPT tm_cause_interrupt();

/* The tests' reporting threads print their figures; the harness keeps each period's
 * "Time Period Total" and notes an "ERROR" line instead of formatting text (tm_port.c). */
int cl_tm_printf(const char *fmt, ...);
#define printf cl_tm_printf

#endif
