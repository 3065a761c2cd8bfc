/* What the benchmarks share. Each benchmark fills `one` with exactly one timed region (see
 * cl_cycles.h) and is an entry of the harness's table (cl_bench.h); benchmarks and the
 * harness's region macros meet in the benchmark's translation unit. The harness never includes
 * this header: bench depends on harness, not the other way round. */
#pragma once
#include <stddef.h>
#include <stdint.h>
#include "cl_bench.h"
#include "cl_cycles.h"
#include "cl_port.h"

/* queue_send_recv's default queue (16 x 4 bytes, its params and the host's benchmark catalog):
 * HELLO's ram_queue sizes a queue of these (PROTOCOL.md). Only a test image changes them, to see
 * the figure follow (tests/firmware_build/ram_objects.cmake); the arena bounds both. */
#ifndef CL_QUEUE_DEPTH
#define CL_QUEUE_DEPTH 16
#endif
#ifndef CL_QUEUE_ITEM
#define CL_QUEUE_ITEM 4
#endif
#if CL_QUEUE_DEPTH > 16 || CL_QUEUE_ITEM > 32
#error "CL_QUEUE_DEPTH x CL_QUEUE_ITEM must fit cl_arena (16 x 32 bytes)"
#endif

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
#if CL_SMP
void cl_task_set_core(cl_task *t, unsigned core); /* an SMP port's: pin t to one core */
#endif

/* Software-pended benchmark interrupts: CL_BENCH_IRQ's handler is exactly cl_end() (isr_latency);
 * CL_BENCH_IRQ2's handler runs cl_irq_body (isr_to_task gives a semaphore there). */
extern void (*volatile cl_irq_body)(void);
void cl_irq_setup(void (*body)(void));
void cl_irq_teardown(void);
static inline __attribute__((always_inline)) void cl_irq_pend(unsigned irq) {
#if defined(CL_FAMILY_RV32VIRT)
  cl_rv_soft_lines = 1u << irq;
  CL_REG(CL_CLINT_MSIP) = 1u;
#elif defined(CL_FAMILY_ESP32C3)
  cl_rv_soft_lines = 1u << irq;
  CL_REG(CL_C3_FROM_CPU_SOFT) = 1u;
#else
  CL_REG(0xE000EF00u) = irq; /* NVIC STIR */
#endif
}
