/* Measurement harness core: the cycle source and the timed-region macros every benchmark uses.
 *
 * A timed region is   cl_begin(); <operation>; cl_end();   possibly with cl_end() running in
 * another task or an ISR. cl_begin reads the cycle counter, then sets the probe pin; cl_end
 * resets the probe pin, then reads the counter. So the GPIO pulse spans the operation plus one
 * store, and the cycle window spans the pulse plus the two counter reads: both fixed overheads
 * are measured with the empty `baseline` region (identical shape) and subtracted.
 *
 * Each edge reads the counter twice, one instruction apart: [0] is the edge's count, [1] the
 * same counter one instruction later, so the [1] pair spans exactly as many instructions as the
 * [0] pair. QEMU's SysTick (7.2, hw/core/ptimer.c) reads 1 when its reload is due but QEMU has
 * not run the reload yet, and under -icount that is what the one read whose instruction ends at
 * or after the deadline sees (the CPU stops for the timer only after that instruction; the read
 * sees the time after itself): 1 where the counter is really at 0 or at the reload value, so a
 * region that ended on that read lost 1-2 cycles and one that started on it gained 1-2. The
 * next read is exact, and at most one read per reload is wrong, so cl_region_cycles takes the
 * [1] pair when a [0] read is that stale 1 (docs/VALIDATION.md, SysTick reload). */
#pragma once
#include <stdint.h>
#include "board.h"

#define CL_BARRIER() __asm__ volatile("" ::: "memory")

extern volatile uint32_t *volatile cl_cyc_reg;       /* DWT_CYCCNT or SysTick VAL */
extern volatile cl_pin_t *volatile cl_probe_set_reg; /* GPIO set register or a RAM dummy */
extern volatile cl_pin_t *volatile cl_probe_clr_reg;
extern volatile cl_pin_t cl_pin_dummy;       /* where the probe stores go outside a recorded run */
extern volatile uint32_t cl_t0[2], cl_t1[2]; /* per edge: [0] the count, [1] one read later */
extern uint32_t cl_cyc_down;       /* 1: SysTick fallback (down-counter modulo its period) */
extern uint32_t cl_systick_period; /* SysTick reload + 1 */
extern volatile uint32_t cl_tick_wraps;
#ifdef CL_SKEW
extern volatile uint32_t cl_skew_on;
/* Test-only image: ~40 instructions of work inside the cycle window but outside the pulse, and
 * absent while the overhead is calibrated: cross-validation must flag every benchmark. */
#define CL_SKEW_WORK()                                                                             \
  do {                                                                                             \
    if (cl_skew_on)                                                                                \
      __asm__ volatile(".rept 40\n nop\n .endr");                                                  \
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
 * 4: the short-region overhead is calibrated 50 cycles too large; 5: hang before HELLO.
 * Kinds 6-7 are harness-wide, in every region and in the overhead calibration too, so the
 * overhead subtraction cancels them and only the harness-cost check can see them: an
 * interrupt (CL_FAULT_IRQ, a 20-instruction handler: work that is no part of the image's
 * harness code) taken on one side only:
 *   6 counter side (after the probe clears, before the end count)
 *   7 pulse side   (begin order swapped: after the probe is set, before the start count)
 * 8: as 1 with 11 instructions (15 cycles at 168 MHz and -icount shift 3), less than one
 *   sample of a 24 MHz analyzer: the dithered mean must catch it (docs/VALIDATION.md). */
#define CL_FAULT_COUNTER_ONLY 1
#define CL_FAULT_PULSE_ONLY 2
#define CL_FAULT_BOTH 3
#define CL_FAULT_OVERSUBTRACT 4
#define CL_FAULT_HANG 5
#define CL_FAULT_HARNESS_COUNTER 6
#define CL_FAULT_HARNESS_PULSE 7
#define CL_FAULT_COUNTER_ONLY_15 8
#ifndef CL_FAULT
#define CL_FAULT 0
#endif
#if CL_FAULT && !defined(CL_FAULT_BENCH)
#define CL_FAULT_BENCH "sem_give_take"
#endif
#if CL_FAULT
extern volatile uint32_t cl_fault_on;
#endif
#define CL_FAULT_NOPS() __asm__ volatile(".rept 20\n nop\n .endr")
#define CL_FAULT_IRQ_LINE 2u /* vector cl_fault_irq_handler (boards/common/startup.c) */
#define CL_FAULT_IRQ()                                                                             \
  do {                                                                                             \
    *(volatile uint32_t *)0xE000EF00u = CL_FAULT_IRQ_LINE; /* NVIC STIR */                         \
    __asm__ volatile("dsb\n isb" ::: "memory");            /* taken here */                        \
  } while (0)

/* Test-only harness growth, never in a shipped image: tests/firmware_build builds variants of
 * the project's own sources with CL_EXTRA_DEFINITIONS (fw/CMakeLists.txt) to check that the
 * build's count of the harness (fw/harness_cost.cmake) follows what the edges really run.
 * CL_HARNESS_EXTRA_NOPS=N puts N instructions into the start edge on the counter side only;
 * CL_HARNESS_CALL=1 a call there to straight-line code (cl_harness_callee: 4 instructions and a
 * return), which the count must follow; CL_HARNESS_CALL=2 a call to code that branches, which
 * the build must refuse. */
#define CL_XSTR(x) CL_STR(x)
#define CL_STR(x) #x
#if defined(CL_HARNESS_EXTRA_NOPS)
#define CL_HARNESS_GROWTH ".rept " CL_XSTR(CL_HARNESS_EXTRA_NOPS) "\n\tnop\n\t.endr\n\t"
#define CL_HARNESS_CLOBBER
#elif defined(CL_HARNESS_CALL)
void cl_harness_callee(void);
#if defined(__riscv)
#define CL_HARNESS_GROWTH "jal cl_harness_callee\n\t"
#define CL_HARNESS_CLOBBER , "ra"
#else
#define CL_HARNESS_GROWTH "bl cl_harness_callee\n\t"
#define CL_HARNESS_CLOBBER , "lr"
#endif
#else
#define CL_HARNESS_GROWTH ""
#define CL_HARNESS_CLOBBER
#endif

/* A zero-size label at one of the empty region's four events, cl_mark_<event>_<n> in the
 * image's symbol table (it adds no instruction). The firmware build counts the instructions
 * between the marks of `baseline` and records what the harness costs on each channel in the
 * manifest (fw/harness_cost.cmake); the host checks the measured overheads against it. */
#define CL_MARK(event) __asm__ volatile("cl_mark_" #event "_%=:" ::)

/* The shipped images' region edges are one block of assembly each, so every region has the
 * same harness cost on both channels, wherever it is and however the compiler allocated
 * registers around it: the empty `baseline` region then measures exactly what is subtracted.
 * With C, the loads of the counter and probe addresses were scheduled per call site (hoisted in
 * `baseline`, after the probe clear in irq_nesting's ISR), and a region could cost one
 * instruction more on the counter side than the one calibrated: irq_nesting's pulses read
 * 12 ns shorter than its counts on the virtual bench. Each address is built with movw/movt (two
 * instructions, no literal pool).
 * Interrupts are masked (PRIMASK saved and restored, so a caller that had them masked keeps
 * them masked) from before the counter read to after the probe store, and from before the
 * probe store to after the counter read: an interrupt can never be taken between the two
 * events of an edge, where it would lengthen the count and not the pulse. QEMU takes a pending
 * interrupt right after an I/O access, so without the mask a SysTick that expired during a
 * context switch was taken between the start count and the probe set in half of the ticks, and
 * ctx_switch_yield failed cross-validation by the tick handler's length (1.4 to 3.4 us).
 * An empty region costs 18 slots on the counter side (the second start read, the set, the 14
 * instructions between, the clear, the end read) and 15 on the pulse side (the 14 and the
 * clear; see docs/VALIDATION.md). The test-only skew and fault images keep the C edges below:
 * their faults go between the events, and the harness-cost rule reads their cost from their
 * own code. RISC-V has fault images 1-3 (the C edges, reading mcycle with csrr). */
#if defined(__riscv)
#if CL_FAULT > CL_FAULT_BOTH
#error                                                                                             \
    "RISC-V has the fault images 1-3 only: the others raise a Cortex-M interrupt or are tuned to its clock (firmware/fw/images.cmake)"
#endif
#if (defined(CL_SKEW) || CL_FAULT != 0) && CL_HARTS > 1
#error "the skew and fault test images are single-hart"
#endif
#if defined(CL_SKEW) || CL_FAULT != 0
#define CL_FIXED_EDGES 0
#else
#define CL_FIXED_EDGES 2 /* RISC-V: cl_cycles_rv32.h */
#endif
#elif !defined(CL_SKEW) && CL_FAULT == 0 && (defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__))
#define CL_FIXED_EDGES 1
#else
#define CL_FIXED_EDGES 0
#endif
#define CL_ADDR(reg, sym) "movw " reg ", #:lower16:" #sym "\n\tmovt " reg ", #:upper16:" #sym "\n\t"

/* One instruction a line, as the assembler reads it. */
/* clang-format off */
#if defined(__riscv)
#include "cl_cycles_rv32.h" /* the counter, and with CL_FIXED_EDGES 2 the edges */
#endif
#if CL_FIXED_EDGES == 2
#elif CL_FIXED_EDGES
#define CL_BEGIN_EDGE                                             \
  CL_ADDR("%[c]", cl_cyc_reg) "ldr %[c], [%[c]]\n\t"              \
  CL_ADDR("%[p]", cl_probe_set_reg) "ldr %[p], [%[p]]\n\t"        \
  "movw %[m], %[mask]\n\t"                                        \
  "ldr %[a], [%[c]]\n"                                            \
  "cl_mark_t0_%=:\n\t"                                            \
  "ldr %[c], [%[c]]\n\t"                                          \
  CL_HARNESS_GROWTH                                               \
  CL_PIN_STR " %[m], [%[p]]\n"                                    \
  "cl_mark_set_%=:\n\tmsr primask, %[k]\n\t"                      \
  CL_ADDR("%[p]", cl_t0) "str %[a], [%[p]]\n\t"                   \
  "str %[c], [%[p], #4]"
static inline __attribute__((always_inline)) void cl_begin(void) {
  uint32_t a, c, p, m, k;
  __asm__ volatile("mrs %[k], primask\n\tcpsid i\n\t"
                   CL_BEGIN_EDGE
                   : [a] "=&r"(a), [c] "=&r"(c), [p] "=&r"(p), [m] "=&r"(m), [k] "=&r"(k)
                   : [mask] "i"(CL_PROBE_MASK)
                   : "memory" CL_HARNESS_CLOBBER);
}

/* cl_begin that first zeroes *flag, with interrupts already masked: a task that ends the
 * region when the flag is 0 cannot run between the two, as it could after a plain store
 * before cl_begin (a tick's time slice there let it end a region not yet begun). The store
 * precedes the start count, so the region costs what baseline's does. */
static inline __attribute__((always_inline)) void cl_begin_clear(volatile uint32_t *flag) {
  uint32_t a, c, p, m, k;
  __asm__ volatile("mrs %[k], primask\n\tcpsid i\n\t"
                   "str %[z], [%[f]]\n\t"
                   CL_BEGIN_EDGE
                   : [a] "=&r"(a), [c] "=&r"(c), [p] "=&r"(p), [m] "=&r"(m), [k] "=&r"(k)
                   : [mask] "i"(CL_PROBE_MASK), [f] "r"(flag), [z] "r"(0u)
                   : "memory" CL_HARNESS_CLOBBER);
}

static inline __attribute__((always_inline)) void cl_end(void) {
  uint32_t a, c, p, m, k;
  __asm__ volatile("mrs %[k], primask\n\tcpsid i\n\t"
                   CL_ADDR("%[c]", cl_cyc_reg) "ldr %[c], [%[c]]\n\t"
                   CL_ADDR("%[p]", cl_probe_clr_reg) "ldr %[p], [%[p]]\n\t"
                   "movw %[m], %[mask]\n\t"
                   CL_PIN_STR " %[m], [%[p]]\n"
                   "cl_mark_clr_%=:\n\tldr %[a], [%[c]]\n"
                   "cl_mark_t1_%=:\n\tldr %[c], [%[c]]\n\t"
                   "msr primask, %[k]\n\t"
                   CL_ADDR("%[p]", cl_t1) "str %[a], [%[p]]\n\t"
                   "str %[c], [%[p], #4]"
                   : [a] "=&r"(a), [c] "=&r"(c), [p] "=&r"(p), [m] "=&r"(m), [k] "=&r"(k)
                   : [mask] "i"(CL_PROBE_MASK)
                   : "memory");
}
/* clang-format on */
#else
/* The C edges read the counter through a pointer loaded once per edge (DWT_CYCCNT or SysTick
 * VAL), or on RISC-V with csrr (nothing to load). */
#if defined(__riscv)
typedef int cl_counter_t;
#define CL_COUNTER_OPEN() 0
#define CL_COUNTER_READ(r) ((void)(r), cl_cycles_now())
#else
typedef volatile uint32_t *cl_counter_t;
#define CL_COUNTER_OPEN() cl_cyc_reg
#define CL_COUNTER_READ(r) (*(r))
#endif
static inline __attribute__((always_inline)) void cl_begin(void) {
  CL_BARRIER();
#if CL_FAULT == CL_FAULT_HARNESS_PULSE
  *cl_probe_set_reg = CL_PROBE_MASK;
  CL_MARK(set);
  CL_FAULT_IRQ();
#endif
  cl_counter_t r = CL_COUNTER_OPEN();
  uint32_t t0 = CL_COUNTER_READ(r);
  CL_MARK(t0);
  uint32_t t0b = CL_COUNTER_READ(r);
  cl_t0[0] = t0;
  cl_t0[1] = t0b;
  CL_SKEW_WORK();
#if CL_FAULT == CL_FAULT_COUNTER_ONLY
  if (cl_fault_on)
    CL_FAULT_NOPS();
#elif CL_FAULT == CL_FAULT_COUNTER_ONLY_15
  if (cl_fault_on)
    __asm__ volatile(".rept 11\n nop\n .endr");
#endif
#if CL_FAULT != CL_FAULT_HARNESS_PULSE
  *cl_probe_set_reg = CL_PROBE_MASK;
  CL_MARK(set);
#endif
  CL_BARRIER();
}

/* The test-only images' edges mask nothing: the store and the start as two steps. */
static inline __attribute__((always_inline)) void cl_begin_clear(volatile uint32_t *flag) {
  *flag = 0;
  cl_begin();
}

static inline __attribute__((always_inline)) void cl_end(void) {
  CL_BARRIER();
#if CL_FAULT == CL_FAULT_BOTH
  if (cl_fault_on)
    CL_FAULT_NOPS();
#endif
#if CL_FAULT == CL_FAULT_PULSE_ONLY
  if (cl_fault_on) {
    cl_counter_t r = CL_COUNTER_OPEN();
    cl_t1[0] = CL_COUNTER_READ(r);
    cl_t1[1] = CL_COUNTER_READ(r);
    CL_FAULT_NOPS();
    *cl_probe_clr_reg = CL_PROBE_MASK;
    CL_BARRIER();
    return;
  }
#endif
  *cl_probe_clr_reg = CL_PROBE_MASK;
  CL_MARK(clr);
#if CL_FAULT == CL_FAULT_HARNESS_COUNTER
  CL_FAULT_IRQ();
#endif
  cl_counter_t r = CL_COUNTER_OPEN();
  uint32_t t1 = CL_COUNTER_READ(r);
  CL_MARK(t1);
  uint32_t t1b = CL_COUNTER_READ(r);
  cl_t1[0] = t1;
  cl_t1[1] = t1b;
  CL_BARRIER();
}
#endif

/* Cycles between two raw counter reads (regions shorter than one SysTick period). */
static inline uint32_t cl_elapsed(uint32_t t0, uint32_t t1) {
#if defined(__riscv)
  return (t1 - t0) >> CL_MCYCLE_SHIFT; /* mcycle: QEMU's virtual ns (cl_cycles_rv32.h) */
#endif
  if (!cl_cyc_down)
    return t1 - t0;
  return t0 >= t1 ? t0 - t1 : t0 + cl_systick_period - t1;
}

/* A read of the SysTick fallback that QEMU served before running the reload that was due: it
 * reads 1, and the read one instruction later does not. A true 1 is followed by another 1
 * (true, or the stale one if the next read is the one at the deadline), a stale 1 by the
 * counter after the reload (0, the reload value or just below). Exact on QEMU; on a real
 * counter a true 1 followed by the reload value also matches, and the second pair is as exact
 * there. */
static inline uint32_t cl_stale_read(uint32_t first, uint32_t second) {
  return cl_cyc_down && first == 1u && second != 1u;
}

/* The short region just timed: the edges' counts, or the reads one instruction later when one
 * of the counts was stale. At most one read per reload is stale and reloads are a tick apart,
 * so in a region shorter than a tick the other pair is exact. */
static inline uint32_t cl_region_cycles(void) {
  if (cl_stale_read(cl_t0[0], cl_t0[1]) || cl_stale_read(cl_t1[0], cl_t1[1]))
    return cl_elapsed(cl_t0[1], cl_t1[1]);
  return cl_elapsed(cl_t0[0], cl_t1[0]);
}

/* Monotonic 32-bit cycle count for long regions (SysTick wraps counted by cl_systick_hook). */
uint32_t cl_cycles_long(void);
/* The same at two reads one instruction apart, *first and *second, for the long-region edges;
 * returns 1 when the first read was stale (cl_stale_read). */
uint32_t cl_cycles_long2(uint32_t *first, uint32_t *second);

/* Long-region variants for tick_accuracy: same pin stores, counter extended over ticks. */
/* PRIMASK saved and interrupts masked, for an edge whose two events must not be split. */
#if defined(__riscv) /* mstatus.MIE saved (bit 3) and cleared */
static inline __attribute__((always_inline)) uint32_t cl_irq_save(void) {
  uint32_t k;
  __asm__ volatile("csrrci %0, mstatus, 8\n\tandi %0, %0, 8" : "=r"(k) : : "memory");
  return k;
}
static inline __attribute__((always_inline)) void cl_irq_restore(uint32_t k) {
  __asm__ volatile("csrs mstatus, %0" : : "r"(k) : "memory");
}
#else
static inline __attribute__((always_inline)) uint32_t cl_irq_save(void) {
  uint32_t k;
  __asm__ volatile("mrs %0, primask\n\tcpsid i" : "=r"(k) : : "memory");
  return k;
}
static inline __attribute__((always_inline)) void cl_irq_restore(uint32_t k) {
  __asm__ volatile("msr primask, %0" : : "r"(k) : "memory");
}
#endif

/* The long edges keep in [1] the second read's distance from the first, with bit 31 set when
 * the first read was stale: no flag word (RAM on the 8 KB qemu-f100). */
#define CL_LONG_STALE 0x80000000u
static inline __attribute__((always_inline)) void cl_begin_long(void) {
  CL_BARRIER();
  uint32_t k = cl_irq_save(); /* as the short edges: no interrupt between count and probe */
  uint32_t a, b, s = cl_cycles_long2(&a, &b);
  *cl_probe_set_reg = CL_PROBE_MASK;
  cl_irq_restore(k);
  cl_t0[0] = a;
  cl_t0[1] = (b - a) | s << 31; /* no branch: the region costs the same either way */
  CL_BARRIER();
}
static inline __attribute__((always_inline)) void cl_end_long(void) {
  CL_BARRIER();
  uint32_t k = cl_irq_save();
  *cl_probe_clr_reg = CL_PROBE_MASK;
  uint32_t a, b, s = cl_cycles_long2(&a, &b);
  cl_irq_restore(k);
  cl_t1[0] = a;
  cl_t1[1] = (b - a) | s << 31;
  CL_BARRIER();
}
/* The long region just timed, from the exact pair (as cl_region_cycles). */
static inline uint32_t cl_long_cycles(void) {
  uint32_t n = cl_t1[0] - cl_t0[0];
  if ((cl_t0[1] | cl_t1[1]) & CL_LONG_STALE)
    n += (cl_t1[1] & ~CL_LONG_STALE) - (cl_t0[1] & ~CL_LONG_STALE);
  return n;
}

/* k+1 iterations of two instructions (subtract, branch while no borrow). */
static inline void cl_spin(uint32_t k) {
#if defined(__riscv) /* k < 2^31 */
  __asm__ volatile("1: addi %0, %0, -1\n\tbgez %0, 1b" : "+r"(k));
#else
  __asm__ volatile("1: subs %0, %0, #1\n\tbcs 1b" : "+l"(k) : : "cc");
#endif
}

/* Set by the SysTick hook while a `critical_section_max` run is armed. */
extern volatile uint32_t cl_latency_armed, cl_latency_sample;

void cl_cycles_init(void);        /* before the kernel starts: DWT probe */
void cl_cycles_after_start(void); /* in the first task: SysTick period, fallback choice */
void cl_pin_counter_phase(void);  /* before a run: the fallback counter restarts here */
const char *cl_cycles_source(void);
void cl_gap(void); /* idle gap between samples so pulses stay separable */

/* Effective flash wait states (flash_ws.c): a branch chain timed in flash and copied into
 * `scratch` (RAM, at least 2.1 KB); CL_WS_UNKNOWN when scratch is too small. */
#define CL_WS_UNKNOWN 0xFFFFFFFFu
uint32_t cl_measure_flash_ws(uint32_t *scratch, uint32_t scratch_bytes);
