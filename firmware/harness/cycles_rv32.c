/* RISC-V cycle source: mcycle (cl_cycles_rv32.h says what it counts under QEMU's -icount). The
 * kernel's tick is the CLINT timer (mtimecmp), which every RISC-V port advances by exactly one
 * period before it calls cl_systick_hook: the hook reads the deadline that fired from there. */
#include "cl_cycles.h"

#if defined(CL_FAMILY_ESP32C3) /* the tick is SYSTIMER target 0, 16 MHz (rk_arch_rv32.c) */
#define ST_TARGET0_LO CL_REG(0x60023020u)
#else
#define CLINT_MTIMECMP_LO CL_REG(0x02004000u)
#define CLINT_MTIMECMP_HI CL_REG(0x02004004u)
#endif

volatile cl_pin_t cl_pin_dummy;
volatile cl_pin_t *volatile cl_probe_set_reg = &cl_pin_dummy;
volatile cl_pin_t *volatile cl_probe_clr_reg = &cl_pin_dummy;
/* 8-aligned: the edges address both words with one %hi (cl_cycles_rv32.h). */
volatile uint32_t cl_t0[2] __attribute__((aligned(8))), cl_t1[2] __attribute__((aligned(8)));
uint32_t cl_cyc_down; /* always 0: mcycle counts up */
uint32_t cl_systick_period = 1;
volatile uint32_t cl_tick_wraps;
volatile uint32_t cl_latency_armed, cl_latency_sample;
#ifdef CL_SKEW
volatile uint32_t cl_skew_on;
#endif
#if CL_FAULT
volatile uint32_t cl_fault_on;
#endif

void cl_cycles_init(void) {}

#if CL_HARTS > 1
#include <string.h>
#include "cl_proto.h"
volatile uint32_t cl_hart_at[2];
/* Recorded samples per (begin hart, end hart). */
static uint32_t hart_pairs[CL_HARTS][CL_HARTS];

void cl_harts_reset(void) { memset(hart_pairs, 0, sizeof hart_pairs); }

void cl_harts_before_sample(void) { cl_hart_at[0] = cl_hart_at[1] = CL_HART_NONE; }

/* A sample whose region did not note both edges (a latency sample) is not counted. */
void cl_harts_after_sample(void) {
  uint32_t b = cl_hart_at[0], e = cl_hart_at[1];
  if (b < CL_HARTS && e < CL_HARTS)
    hart_pairs[b][e]++;
}

/* DONE's " cores=B>E:N/..." (PROTOCOL.md): the pairs seen, begin hart major; nothing when none. */
void cl_harts_report(void) {
  const char *sep = " cores=";
  for (unsigned b = 0; b < CL_HARTS; b++)
    for (unsigned e = 0; e < CL_HARTS; e++)
      if (hart_pairs[b][e]) {
        cl_puts(sep);
        cl_put_u32(b);
        cl_puts(">");
        cl_put_u32(e);
        cl_puts(":");
        cl_put_u32(hart_pairs[b][e]);
        sep = "/";
      }
}
#endif

/* The tick period in cycles (DONE's tick_cycles); mcycle needs no probing. */
void cl_cycles_after_start(void) { cl_systick_period = cl_clock.cpu_hz / CL_TICK_HZ; }

#if defined(CL_FAMILY_ESP32C3)
const char *cl_cycles_source(void) { return "mpccr"; }
#else
const char *cl_cycles_source(void) { return "mcycle"; }
#endif

#if defined(CL_FAMILY_ESP32C3)
/* mpccr is 32 bits and wraps every 26.8 s at 160 MHz: long regions and the kernels' statistics
 * take its differences modulo 2^32, as the Cortex-M harness does with DWT's CYCCNT. */
uint32_t cl_cycles_long(void) { return cl_cycles_now(); }
#else
static uint64_t mcycle64(void) {
  uint32_t hi, lo, hi2;
  do {
    __asm__ volatile("csrr %0, mcycleh" : "=r"(hi));
    __asm__ volatile("csrr %0, mcycle" : "=r"(lo));
    __asm__ volatile("csrr %0, mcycleh" : "=r"(hi2));
  } while (hi != hi2);
  return (uint64_t)hi << 32 | lo;
}

/* Counts of the long regions and the kernels' run-time statistics: the 64-bit counter scaled to
 * instruction slots, so it keeps counting across the 32-bit wrap of the raw virtual ns. */
uint32_t cl_cycles_long(void) { return (uint32_t)(mcycle64() >> CL_MCYCLE_SHIFT); }
#endif

uint32_t cl_cycles_long2(uint32_t *first, uint32_t *second) {
  *first = cl_cycles_long();
  *second = cl_cycles_long();
  return 0; /* no stale read: mcycle is exact */
}

void cl_pin_counter_phase(void) {} /* mcycle has no reload period to be out of phase with */

/* critical_section_max: from the deadline that fired (mtimecmp, already advanced by one period,
 * at CL_MTIME_HZ) to here, in cycles. QEMU arms the timer from the virtual time of the mtimecmp
 * write, so the real deadline lies up to one mtime period (100 ns, 12 slots at shift 3) after
 * the one computed here: the samples carry that jitter. */
#if defined(CL_FAMILY_ESP32C3)
/* The deadline is in systimer counts (16 MHz): the latency is read on that clock and scaled to
 * core cycles, so its resolution is one systimer count (10 cycles at 160 MHz). */
void cl_systick_hook(void) {
  if (cl_latency_armed) {
    uint32_t due = ST_TARGET0_LO - CL_C3_SYSTIMER_HZ / CL_TICK_HZ;
    uint32_t late = cl_c3_systimer_lo() - due;
    cl_latency_sample = (uint32_t)((uint64_t)late * cl_clock.cpu_hz / CL_C3_SYSTIMER_HZ);
  }
  cl_tick_wraps++;
}
#else
void cl_systick_hook(void) {
  if (cl_latency_armed) {
    uint64_t cmp = (uint64_t)CLINT_MTIMECMP_HI << 32 | CLINT_MTIMECMP_LO;
    uint64_t due_ns = (cmp - CL_MTIME_HZ / CL_TICK_HZ) * (1000000000u / CL_MTIME_HZ);
    cl_latency_sample = (uint32_t)((mcycle64() - due_ns) >> CL_MCYCLE_SHIFT);
  }
  cl_tick_wraps++;
}
#endif

void cl_gap(void) {
  uint32_t t0 = cl_cycles_now();
  while (cl_elapsed(t0, cl_cycles_now()) < cl_clock.cpu_hz / 400000u) /* 2.5 us */
    ;
}

/* The image runs from RAM: there is no flash to measure wait states of. */
uint32_t cl_measure_flash_ws(uint32_t *scratch, uint32_t scratch_bytes) {
  (void)scratch;
  (void)scratch_bytes;
  return CL_WS_UNKNOWN;
}

#if defined(CL_HARNESS_CALL) /* test-only harness growth (cl_cycles.h) */
__attribute__((naked, noinline)) void cl_harness_callee(void) {
#if CL_HARNESS_CALL == 2
  __asm__ volatile("beq zero, zero, 1f\n\tnop\n1:\n\tret");
#else
  __asm__ volatile("nop\n\tnop\n\tnop\n\tnop\n\tret");
#endif
}
#endif
