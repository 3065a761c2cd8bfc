/* Cycle source selection: DWT CYCCNT when the core has it and it really counts (real boards),
 * otherwise SysTick's current value at core clock (QEMU models no DWT: CYCCNT reads 0). The
 * kernel owns SysTick for its tick; the fallback measures VAL deltas modulo the reload for short
 * regions and adds counted wraps for long ones. */
#include "cl_cycles.h"

#define DEMCR CL_REG(0xE000EDFCu)
#define DWT_CTRL CL_REG(0xE0001000u)
#define DWT_CYCCNT_ADDR 0xE0001004u
#define SYST_RVR CL_REG(0xE000E014u)
#define SYST_CVR_ADDR 0xE000E018u
#define SCB_ICSR CL_REG(0xE000ED04u)

volatile cl_pin_t cl_pin_dummy;
volatile uint32_t *volatile cl_cyc_reg = (volatile uint32_t *)DWT_CYCCNT_ADDR;
volatile cl_pin_t *volatile cl_probe_set_reg = &cl_pin_dummy;
volatile cl_pin_t *volatile cl_probe_clr_reg = &cl_pin_dummy;
volatile uint32_t cl_t0[2], cl_t1[2];
uint32_t cl_cyc_down;
uint32_t cl_systick_period = 1;
volatile uint32_t cl_tick_wraps;
volatile uint32_t cl_latency_armed, cl_latency_sample;
#ifdef CL_SKEW
volatile uint32_t cl_skew_on;
#endif
#if CL_FAULT
volatile uint32_t cl_fault_on;
#endif

/* RAM on the 8 KB qemu-f100 is counted in words (FreeRTOS default -O0 had 4 bytes to spare):
 * whether CYCCNT counts is seen where the source is chosen, without a flag kept in between. */
void cl_cycles_init(void) {
  DEMCR |= 1u << 24;         /* TRCENA */
  if (DWT_CTRL & (1u << 25)) /* NOCYCCNT */
    return;
  CL_REG(DWT_CYCCNT_ADDR) = 0;
  DWT_CTRL |= 1u;
}

void cl_cycles_after_start(void) {
  cl_systick_period = SYST_RVR + 1u;
  uint32_t a = CL_REG(DWT_CYCCNT_ADDR);
  for (volatile int i = 0; i < 16; i++)
    ;
  uint32_t b = CL_REG(DWT_CYCCNT_ADDR);
  if (b == a) { /* absent, or not counting (QEMU: reads 0) */
    cl_cyc_reg = (volatile uint32_t *)SYST_CVR_ADDR;
    cl_cyc_down = 1;
  }
}

const char *cl_cycles_source(void) { return cl_cyc_down ? "systick" : "dwt"; }

/* cl_cycles_long's extended count of one read: wraps counted plus the down-counter's
 * progress, where a value past the middle with the SysTick pending is in the next period. */
static uint32_t extend(uint32_t w, uint32_t v, uint32_t pend) {
  if (pend && v > cl_systick_period / 2u)
    w++;
  return w * cl_systick_period + (cl_systick_period - 1u - v);
}

/* The long-region edges: two reads one instruction apart, as the short edges (cl_cycles.h). */
uint32_t cl_cycles_long2(uint32_t *first, uint32_t *second) {
  volatile uint32_t *r = cl_cyc_reg;
  if (!cl_cyc_down) {
    *first = *r;
    *second = *r;
    return 0;
  }
  uint32_t w1, v, v2, pend, w2;
  do {
    w1 = cl_tick_wraps;
    v = *r;
    v2 = *r;
    pend = SCB_ICSR & (1u << 26); /* as cl_cycles_long */
    w2 = cl_tick_wraps;
  } while (w1 != w2);
  *first = extend(w1, v, pend);
  *second = extend(w1, v2, pend);
  return cl_stale_read(v, v2);
}

/* One read, for the kernels' run-time statistics and bench_nesting's time budgets: they sit in
 * measured kernel paths, which keep this code as it was, and need no single-cycle accuracy
 * (QEMU's stale read at a reload, cl_cycles.h, makes this lag by 1-2 cycles, never go back). */
uint32_t cl_cycles_long(void) {
  if (!cl_cyc_down)
    return *cl_cyc_reg;
  uint32_t w1, v, pend, w2;
  do {
    w1 = cl_tick_wraps;
    v = *cl_cyc_reg;
    pend = SCB_ICSR & (1u << 26); /* PENDSTSET: wrapped, handler not run yet */
    w2 = cl_tick_wraps;
  } while (w1 != w2);
  if (pend && v > cl_systick_period / 2u)
    w1++;
  return w1 * cl_systick_period + (cl_systick_period - 1u - v);
}

/* The SysTick fallback's phase, pinned to the code that follows: a write to SYST_CVR restarts
 * the count from the reload at this very instruction (and, as on silicon, takes no exception),
 * so what a run reads from here on no longer depends on where the instruction stream stood
 * against the tick grid when it got here. The sleep before a run usually lands it on the
 * tick's deadline exactly, but not always on a busy host (QEMU warps its clock over the sleep),
 * and a kernel whose idle loop spins wakes wherever its loop stood: either shifted a whole run
 * by a count. The skipped rest of the tick is counted as a wrap,
 * so the extended count (cl_cycles_long) jumps forward, never back. */
void cl_pin_counter_phase(void) {
  if (!cl_cyc_down)
    return;
  uint32_t k = cl_irq_save();
  CL_REG(SYST_CVR_ADDR) = 0;
  cl_tick_wraps++;
  cl_irq_restore(k);
}

void cl_systick_hook(void) {
  if (cl_latency_armed) /* the counter reloaded at the wrap; what it lost since is latency */
    cl_latency_sample = cl_systick_period - 1u - *(volatile uint32_t *)SYST_CVR_ADDR;
  cl_tick_wraps++;
}

void cl_gap(void) {
  uint32_t t0 = *cl_cyc_reg;
  while (cl_elapsed(t0, *cl_cyc_reg) < cl_clock.cpu_hz / 400000u) /* 2.5 us at the clock reached */
    ;
}

#if defined(CL_HARNESS_CALL) /* test-only harness growth (cl_cycles.h) */
__attribute__((naked, noinline)) void cl_harness_callee(void) {
#if CL_HARNESS_CALL == 2
  __asm__ volatile("cmp r0, r0\n\tbeq 1f\n\tnop\n1:\n\tbx lr");
#else
  __asm__ volatile("nop\n\tnop\n\tnop\n\tnop\n\tbx lr");
#endif
}
#endif
