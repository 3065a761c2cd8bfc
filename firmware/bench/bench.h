/* Benchmark table. Each benchmark fills `one` with exactly one timed region (see cl_cycles.h);
 * the harness calls setup once per RUN, then `one` warmup + n times with an idle gap between,
 * then teardown. Benchmarks and the harness's region macros meet in the benchmark's translation
 * unit; the harness reads the result from cl_t0/cl_t1 after `one` returns. */
#pragma once
#include <stddef.h>
#include <stdint.h>
#include "cl_cycles.h"
#include "cl_port.h"

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

#if CL_HARTS > 1
/* Cross-hart hand-offs without a kernel (bench_harts.c), runnable by name, not listed. */
extern const cl_bench cl_hart_ipi, cl_hart_spin;
#endif
extern const cl_bench *const cl_benches[];
extern const unsigned cl_bench_count;

/* Shared storage for helper tasks and kernel objects: one benchmark runs at a time, and the
 * 8 KB qemu-f100 has no room for a private set per benchmark. */
extern cl_sem cl_sem_a, cl_sem_b;
extern cl_mutex cl_mtx;
extern cl_queue cl_q;
#ifndef CL_NA_event_group_set_wait
extern cl_event cl_evt;
#endif
extern uint32_t cl_arena[16 * 32 / 4]; /* queue storage (depth 16 x 32 bytes) or pool blocks */
#define CL_HELPERS 2
extern cl_task cl_helper[CL_HELPERS];
extern uint32_t cl_helper_stack[CL_HELPERS][CL_HELPER_STACK_WORDS];
void cl_helper_start(unsigned i, void (*fn)(void *), unsigned prio);
void cl_helpers_stop(unsigned count);

/* Software-pended benchmark interrupts: CL_BENCH_IRQ's handler is exactly cl_end() (isr_latency);
 * CL_BENCH_IRQ2's handler runs cl_irq_body (isr_to_task gives a semaphore there). */
extern void (*volatile cl_irq_body)(void);
void cl_irq_setup(void (*body)(void));
void cl_irq_teardown(void);
static inline __attribute__((always_inline)) void cl_irq_pend(unsigned irq) {
#if defined(CL_FAMILY_RV32VIRT)
  cl_rv_soft_lines = 1u << irq;
  CL_REG(CL_CLINT_MSIP) = 1u;
#else
  CL_REG(0xE000EF00u) = irq; /* NVIC STIR */
#endif
}
