/* Measurement harness core: the cycle source and the timed-region macros every benchmark uses.
 *
 * A timed region is   cl_begin(); <operation>; cl_end();   possibly with cl_end() running in
 * another task or an ISR. cl_begin reads the cycle counter, then sets the probe pin; cl_end
 * resets the probe pin, then reads the counter. So the GPIO pulse spans the operation plus one
 * store, and the cycle window spans the pulse plus the two counter reads: both fixed overheads
 * are measured with the empty `baseline` region (identical shape) and subtracted. */
#pragma once
#include <stdint.h>
#include "board.h"

#define CL_BARRIER() __asm__ volatile("" ::: "memory")

extern volatile uint32_t *volatile cl_cyc_reg; /* DWT_CYCCNT or SysTick VAL */
extern volatile cl_pin_t *volatile cl_probe_set_reg; /* GPIO set register or a RAM dummy */
extern volatile cl_pin_t *volatile cl_probe_clr_reg;
extern volatile uint32_t cl_t0, cl_t1;
extern uint32_t cl_cyc_down;        /* 1: SysTick fallback (down-counter modulo its period) */
extern uint32_t cl_systick_period;  /* SysTick reload + 1 */
extern volatile uint32_t cl_tick_wraps;
#ifdef CL_SKEW
extern volatile uint32_t cl_skew_on;
/* Test-only image: ~40 instructions of work inside the cycle window but outside the pulse, and
 * absent while the overhead is calibrated: cross-validation must flag every benchmark. */
#define CL_SKEW_WORK()                                                                           \
  do {                                                                                           \
    if (cl_skew_on)                                                                              \
      __asm__ volatile(".rept 40\n nop\n .endr");                                                \
  } while (0)
#else
#define CL_SKEW_WORK() ((void)0)
#endif

/* Test-only fault images (CL_FAULT=<kind>, the fault-* variants of firmware/fw/images.cmake).
 * Kinds 1-3 put 20 instructions of work where one check of cross-validation must see it, only
 * while the benchmark CL_FAULT_BENCH records (cl_fault_on):
 *   1 counter only (after the start count, before the probe is set)
 *   2 pulse only   (after the end count, before the probe clears)
 *   3 both         (inside the pulse: real work, the minimum must rise by it)
 * 4: the short-region overhead is calibrated 50 cycles too large; 5: hang before HELLO. */
#define CL_FAULT_COUNTER_ONLY 1
#define CL_FAULT_PULSE_ONLY 2
#define CL_FAULT_BOTH 3
#define CL_FAULT_OVERSUBTRACT 4
#define CL_FAULT_HANG 5
#ifndef CL_FAULT
#define CL_FAULT 0
#endif
#if CL_FAULT && !defined(CL_FAULT_BENCH)
#define CL_FAULT_BENCH "sem_give_take"
#endif
extern volatile uint32_t cl_fault_on;
#define CL_FAULT_NOPS() __asm__ volatile(".rept 20\n nop\n .endr")

static inline __attribute__((always_inline)) void cl_begin(void) {
  CL_BARRIER();
  cl_t0 = *cl_cyc_reg;
  CL_SKEW_WORK();
#if CL_FAULT == CL_FAULT_COUNTER_ONLY
  if (cl_fault_on)
    CL_FAULT_NOPS();
#endif
  *cl_probe_set_reg = CL_PROBE_MASK;
  CL_BARRIER();
}

static inline __attribute__((always_inline)) void cl_end(void) {
  CL_BARRIER();
#if CL_FAULT == CL_FAULT_BOTH
  if (cl_fault_on)
    CL_FAULT_NOPS();
#endif
#if CL_FAULT == CL_FAULT_PULSE_ONLY
  if (cl_fault_on) {
    cl_t1 = *cl_cyc_reg;
    CL_FAULT_NOPS();
    *cl_probe_clr_reg = CL_PROBE_MASK;
    CL_BARRIER();
    return;
  }
#endif
  *cl_probe_clr_reg = CL_PROBE_MASK;
  cl_t1 = *cl_cyc_reg;
  CL_BARRIER();
}

/* Cycles between two raw counter reads (regions shorter than one SysTick period). */
static inline uint32_t cl_elapsed(uint32_t t0, uint32_t t1) {
  if (!cl_cyc_down)
    return t1 - t0;
  return t0 >= t1 ? t0 - t1 : t0 + cl_systick_period - t1;
}

/* Monotonic 32-bit cycle count for long regions (SysTick wraps counted by cl_systick_hook). */
uint32_t cl_cycles_long(void);

/* Long-region variants for tick_accuracy: same pin stores, counter extended over ticks. */
static inline __attribute__((always_inline)) void cl_begin_long(void) {
  CL_BARRIER();
  cl_t0 = cl_cycles_long();
  *cl_probe_set_reg = CL_PROBE_MASK;
  CL_BARRIER();
}
static inline __attribute__((always_inline)) void cl_end_long(void) {
  CL_BARRIER();
  *cl_probe_clr_reg = CL_PROBE_MASK;
  cl_t1 = cl_cycles_long();
  CL_BARRIER();
}

/* Set by the SysTick hook while a `critical_section_max` run is armed. */
extern volatile uint32_t cl_latency_armed, cl_latency_sample;

void cl_cycles_init(void);       /* before the kernel starts: DWT probe */
void cl_cycles_after_start(void); /* in the first task: SysTick period, fallback choice */
const char *cl_cycles_source(void);
void cl_gap(void); /* idle gap between samples so pulses stay separable */

/* Effective flash wait states (flash_ws.c): a branch chain timed in flash and copied into
 * `scratch` (RAM, at least 2.1 KB); CL_WS_UNKNOWN when scratch is too small. */
#define CL_WS_UNKNOWN 0xFFFFFFFFu
uint32_t cl_measure_flash_ws(uint32_t *scratch, uint32_t scratch_bytes);
