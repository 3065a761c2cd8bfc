/* The Thread-Metric benchmarks of an image (tm_tests.c) and one run of one (tm_port.c), called
 * by the harness's runner for a benchmark of kind CL_KIND_TM. */
#pragma once
#include <stdint.h>
#include "cl_bench.h"

#define CL_TM_MAX_PERIODS 24u /* DONE carries every period's cycles on one 512-byte line */
#define CL_TM_MAX_WARMUP 4u
/* The reporting periods a RUN may ask for (period_ms=, first the default): a period's cycle
 * count must fit the 32-bit counter (2^32 cycles is 25.6 s at 168 MHz). */
#define CL_TM_PERIODS_MS "period_ms:100/10/20/50/200/500/1000/2000/5000/10000/20000"

typedef struct {
  cl_bench bench;     /* id tm_<test>, kind CL_KIND_TM */
  void (*main)(void); /* the test's tm_main (renamed per test at compile time) */
  void (*irq)(void);  /* the test's interrupt handler, or 0 */
} cl_tm_test;

extern const cl_bench *const cl_tm_benches[];
extern const unsigned cl_tm_bench_count;

/* Sends START, runs warm + n periods of period_ms and stores recorded period i's iterations
 * (the test's own "Time Period Total") in totals[i]; returns the recorded kernel ticks, or 0
 * after sending ERR for parameters out of range. */
uint32_t cl_tm_run(const cl_bench *b, uint32_t n, uint32_t warm, uint32_t period_ms,
                   uint32_t *totals);
void cl_tm_report(void); /* DONE's tm_ fields for the last run */
