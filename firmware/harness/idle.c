/* Idle time per core (cl_idle.h). Each core writes only its own entry; the runner reads another
 * core's entry at the window's edges, again until two reads agree (the other core may be
 * between its writes). Counts are kept modulo 2^32: a window's differences are exact while the
 * window itself is shorter than the wrap. */
#include "cl_idle.h"
#include "cl_cycles.h"
#include "cl_port.h"
#include "cl_proto.h"

volatile uint32_t cl_idle_on[CL_IDLE_CORES], cl_idle_off_at[CL_IDLE_CORES];
static volatile uint32_t since[CL_IDLE_CORES];    /* count at the latest visit's entry */
static volatile uint32_t idle_sum[CL_IDLE_CORES]; /* the visits before the latest one */
static uint32_t window_t0, window_cycles, idle_t0[CL_IDLE_CORES], idle_in[CL_IDLE_CORES];
static uint32_t window_cores; /* cores counted in the last window; 0: no field */

#if !defined(__riscv)
/* A Cortex-M count may be stale once per SysTick reload (cl_cycles_long2). */
uint32_t cl_idle_now(void) {
  uint32_t first, second;
  return cl_cycles_long2(&first, &second) ? second : first;
}
#endif

/* Interrupts masked: a switch-out between the writes would end a visit not yet begun. The visit
 * that ended at the last switch-out (none yet: both counts 0) is added here. */
void cl_idle_enter(uint32_t core) {
  if (cl_idle_on[core])
    return;
  uint32_t k = cl_irq_save();
  idle_sum[core] += cl_idle_off_at[core] - since[core];
  since[core] = cl_idle_now();
  cl_idle_on[core] = 1u;
  cl_irq_restore(k);
}

/* Idle counts of `core` so far, the latest visit included (to now while it lasts). */
static uint32_t idle_so_far(uint32_t core) {
  for (;;) {
    uint32_t sum = idle_sum[core], on = cl_idle_on[core], at = since[core];
    uint32_t off = cl_idle_off_at[core], now = cl_idle_now();
    if (sum == idle_sum[core] && on == cl_idle_on[core] && at == since[core] &&
        off == cl_idle_off_at[core])
      return sum + ((on ? now : off) - at);
  }
}

static uint32_t counted_cores(void) {
  if (!cl_port_idle_cores)
    return 0;
  uint32_t n = cl_port_idle_cores();
  return n < CL_IDLE_CORES ? n : CL_IDLE_CORES;
}

void cl_idle_window_begin(void) {
  window_cores = 0;
  window_t0 = cl_idle_now();
  for (uint32_t c = 0, n = counted_cores(); c < n; c++)
    idle_t0[c] = idle_so_far(c);
}

/* A window of 2^32 counts or more has wrapped them: no figure rather than a wrong one. The raw
 * RISC-V counter runs 2^CL_MCYCLE_SHIFT times faster than the tick's cycles. */
void cl_idle_window_end(uint32_t ticks, uint32_t tick_cycles) {
  window_cycles = cl_idle_now() - window_t0;
  uint32_t n = counted_cores();
  for (uint32_t c = 0; c < n; c++)
    idle_in[c] = idle_so_far(c) - idle_t0[c];
#if defined(__riscv)
  const uint64_t counts = ((uint64_t)(ticks + 1u) * tick_cycles) << CL_MCYCLE_SHIFT;
#else
  const uint64_t counts = (uint64_t)(ticks + 1u) * tick_cycles;
#endif
  window_cores = counts < 0xFFFFFFFFu ? n : 0;
}

/* " idle=0:12.5/1:97.0": per core, idle cycles over window cycles in per mille, rounded. The
 * operands are scaled down until the product fits 32 bits (no 64-bit division in the image). */
void cl_idle_report(void) {
  if (!window_cores || !window_cycles)
    return;
  const char *sep = " idle=";
  for (uint32_t c = 0; c < window_cores; c++) {
    uint32_t idle = idle_in[c] < window_cycles ? idle_in[c] : window_cycles, w = window_cycles;
    while (w >= (1u << 22)) {
      w >>= 1;
      idle >>= 1;
    }
    uint32_t permille = (idle * 1000u + w / 2u) / w;
    cl_puts(sep);
    cl_put_u32(c);
    cl_puts(":");
    cl_put_u32(permille / 10u);
    cl_puts(".");
    cl_put_u32(permille % 10u);
    sep = "/";
  }
  window_cores = 0; /* a later run without a window (Thread-Metric) sends none */
}
