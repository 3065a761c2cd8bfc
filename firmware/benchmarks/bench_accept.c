/* Port acceptance checks (seed 004, section 6.2; irq_nesting is in bench_nesting.c): each is a
 * benchmark whose samples are real
 * cycle counts with a probe pulse, like every other, plus counts the host turns into a pass/fail
 * verdict (sent as extra DONE fields, firmware/PROTOCOL.md). Neither warms up: a trial is not a
 * code path to bring into steady state, and a stack overflow is not something to repeat for
 * nothing. */
#include "bench.h"
#include "cl_proto.h"

/* The checks' state lives in the shared arena (bench.h), which neither uses otherwise: the 8 KB
 * qemu-f100 images have no bytes to spare for it. */
struct overflow_state {
  uint32_t seen, detected, trials;
};
#define so (*(volatile struct overflow_state *)cl_arena)

/* ---- stack_overflow -------------------------------------------------------------------------
 * A sacrificial task whose stack, as the kernel knows it, is the upper of the two helper stacks;
 * the lower one lies right below it and is the guard: nothing else lives there, so running past
 * the bottom corrupts nothing of the run. The task descends (frames written in full, so a
 * fill-pattern or canary check sees them) until its stack pointer is CL_OVERFLOW_BYTES below the
 * kernel's bottom, then blocks: the kernel's switch-out check sees the overflow. A kernel that
 * reports through a hook calls cl_stack_overflow_seen() there (which ends the region); for one
 * that answers a query, the runner asks cl_port_stack_overflowed() once the task has blocked and
 * ends the region after the answer. Either way the task never runs again: the runner deletes it
 * while it is still blocked. It blocks for 0xFFFF ticks, not one: when it blocked just before a
 * tick, a one-tick delay ended before the runner had asked or deleted it, and the task ran again
 * (at -O0, whose deeper descent is slower: TencentOS-tiny's scan then found the bottom words put
 * back and missed 6 of 1000 overflows; RTX, which treats the task as deleted and never saved its
 * context, restored it from garbage and hard-faulted). Sample: cycles from the start of the
 * descent to the kernel's report; DONE detected=<trials the kernel reported> trials=<n>. */
#ifndef CL_NA_stack_overflow
#define CL_OVERFLOW_BYTES 64u
#define victim_task cl_helper[1]
#define victim_stack cl_helper_stack[1]

void cl_stack_overflow_seen(void) {
#ifdef CL_IGNORE_OVERFLOW_REPORT /* test-only image: as if the kernel had said nothing */
  return;
#endif
  if (!so.seen) {
    cl_end();
    so.seen = 1;
  }
}

static uint32_t sp_now(void) {
  uint32_t sp;
#if defined(__riscv)
  __asm__ volatile("mv %0, sp" : "=r"(sp));
#else
  __asm__ volatile("mov %0, sp" : "=r"(sp));
#endif
  return sp;
}

/* noinline + a volatile frame: each level really takes ~80 bytes of stack and writes them. */
__attribute__((noinline)) static void descend(uint32_t floor) {
  volatile uint32_t frame[16];
  for (unsigned i = 0; i < 16; i++)
    frame[i] = 0x5A5A5A5Au ^ i;
  if (sp_now() > floor) {
    descend(floor);
  } else {
    /* The frames above may leave an alignment word unwritten, and a fill-pattern scan looks at
     * the very bottom words: write them as an overflow does (kept, and put back should the task
     * ever run again, since they lie inside the frames above). */
    uint32_t kept[4];
    for (unsigned i = 0; i < 4; i++) {
      kept[i] = victim_stack[i];
      victim_stack[i] = 0x5A5A5A5Au;
    }
    /* Blocked below the bottom: the kernel's switch-out check runs now. Long enough that the
     * runner deletes the task before it could wake (see top). */
    cl_task_delay(0xFFFFu);
    for (unsigned i = 0; i < 4; i++)
      victim_stack[i] = kept[i];
  }
  (void)frame[0];
}

static void victim(void *arg) {
  (void)arg;
  cl_begin();
  descend((uint32_t)(uintptr_t)&victim_stack[0] - CL_OVERFLOW_BYTES);
  for (;;) /* never reached: the runner deletes the task while it is blocked in descend() */
    cl_task_delay(0xFFFFu);
}

static int overflow_setup(const uint32_t *pv) {
  (void)pv;
  so.detected = so.trials = 0;
  return 0;
}

static void overflow_one(void) {
  so.seen = 0;
  /* More urgent than the runner: runs at once, and the runner resumes when it blocks. */
  cl_task_create(&victim_task, "victim", victim, 0, CL_PRIO_HIGH, victim_stack,
                 sizeof victim_stack);
  int reported = cl_port_stack_overflowed(&victim_task);
  if (reported)
    cl_stack_overflow_seen(); /* a query-only kernel: its answer is the report */
  else if (!so.seen)
    cl_end();
  so.detected += reported || so.seen;
  so.trials++;
  cl_task_delete(&victim_task);
}

const cl_bench bench_stack_overflow = {"stack_overflow", 0, CL_KIND_CHECK, overflow_setup,
                                       overflow_one,     0};
#endif

void cl_check_report(const cl_bench *b) {
  (void)b;
#ifndef CL_NA_stack_overflow
  if (b == &bench_stack_overflow) {
    cl_put_kv_u32("detected", so.detected);
    cl_put_kv_u32("trials", so.trials);
  }
#endif
#ifndef CL_NA_irq_nesting
  cl_nesting_report(b);
#endif
}
