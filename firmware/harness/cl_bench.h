/* What a benchmark is to the harness: the benchmark table's entry, the table, and the hooks a
 * benchmark kind adds to DONE. The harness includes only this (and its own headers); the
 * benchmarks (firmware/benchmarks, firmware/threadmetric) implement it and build on the harness, so
 * the dependency goes one way: benchmarks -> harness. The harness calls setup once per RUN, then
 * `one` warmup + n times with an idle gap between, then teardown, and reads the result from
 * cl_t0/cl_t1 (cl_cycles.h) after `one` returns. */
#pragma once
#include <stddef.h>
#include <stdint.h>

enum cl_bench_kind {
  CL_KIND_REGION = 0,  /* cl_begin/cl_end, short region; probe pulse per sample */
  CL_KIND_LONG = 1,    /* cl_begin_long/cl_end_long (tick_accuracy); probe pulse per sample */
  CL_KIND_LATENCY = 2, /* SysTick entry latency (critical_section_max); no probe pulse */
  CL_KIND_CHECK = 3,   /* acceptance check (bench_accept.c): a short region, no warm-up */
  CL_KIND_TM = 4,      /* Thread-Metric test (threadmetric/): samples are iterations per period */
};

#define CL_MAX_PARAMS 2

typedef struct {
  const char *id;
  const char *params; /* NULL, or "name:default/v2/...,name2:..." */
  uint8_t kind;
  int (*setup)(const uint32_t *pv); /* 0 when ready; pv holds the parameter values in order */
  void (*one)(void);
  void (*teardown)(void);
} cl_bench;

/* A check's counts as extra ` key=value` fields of its DONE line (bench_accept.c). */
void cl_check_report(const cl_bench *b);
void cl_nesting_report(const cl_bench *b); /* irq_nesting's (bench_nesting.c); others: nothing */
/* Test hook `RUN reload_sweep`, not listed (harness/reload_sweep.c), and its DONE fields. */
extern const cl_bench cl_reload_sweep;
void cl_reload_sweep_report(void);
/* HELLO's ram_* fields: the bytes each kernel object takes (bench_common.c, cl_port_ram_sizes). */
void cl_ram_report(void);
#if CL_HARTS > 1
/* Cross-hart hand-offs without a kernel (bench_harts.c), runnable by name, not listed. */
extern const cl_bench cl_hart_ipi, cl_hart_spin;
#endif
#if CL_SMP
/* Cross-core wake-ups through the kernel (bench_cross.c), runnable by name, not listed. */
extern const cl_bench cl_xcore_notify, cl_xcore_sem, cl_xcore_queue, cl_xcore_event,
    cl_xcore_pingpong;
/* The IPI's latency and a contended kernel lock (bench_xcore.c), runnable by name, not listed. */
extern const cl_bench cl_xcore_ipi, cl_xcore_contend;
#endif

extern const cl_bench *const cl_benches[];
extern const unsigned cl_bench_count;
