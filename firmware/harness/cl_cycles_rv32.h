/* The RISC-V region edges (included by cl_cycles.h), the counterpart of the Cortex-M ones there:
 * one block of assembly per edge, so every region has the same harness cost on both channels.
 *
 * Cycle source: mcycle. Under QEMU 7.2's -icount, mcycle reads the virtual clock in ns
 * (target/riscv/csr.c get_ticks: icount_get), so each instruction adds exactly 2^shift; the
 * harness keeps raw reads and cl_elapsed shifts the difference right by CL_MCYCLE_SHIFT (the
 * board's icountShift), which makes one count one instruction slot, at cpuHz = 10^9 >> shift
 * (qemu-rv32: shift 3, 125 MHz). On silicon the shift is 0 and mcycle counts core cycles.
 * A csrr of mcycle under -icount ends QEMU's translation block, so each read is exact.
 *
 * Interrupts are masked (mstatus.MIE saved and restored, so a caller that had them masked keeps
 * them masked) across both events of an edge, as on Cortex-M: QEMU takes a pending interrupt
 * at the end of a translation block, which every csrr ends. Each address is built with lui and a
 * 12-bit offset, which the linker may relax to one gp-relative access: the manifest's
 * harnessSlots count the empty region's cost from the image (11 slots on the counter side and 8
 * on the pulse side in the qemu-rv32 images). */
#pragma once

#if CL_QEMU
#define CL_MCYCLE_SHIFT CL_ICOUNT_SHIFT
#else
#define CL_MCYCLE_SHIFT 0
#endif
/* The ESP32-C3 has no mcycle: its cycle counter is mpccr (CSR 0x7E2, 32 bits, started by
 * board_esp32c3.c through mpcer/mpcmr), read the same way. */
#if defined(CL_FAMILY_ESP32C3)
#define CL_RV_CYCLE_CSR "0x7E2"
#else
#define CL_RV_CYCLE_CSR "mcycle"
#endif

static inline __attribute__((always_inline)) uint32_t cl_cycles_now(void) {
  uint32_t c;
  __asm__ volatile("csrr %0, " CL_RV_CYCLE_CSR : "=r"(c));
  return c;
}

/* On a board with more than one hart (qemu-rv32-smp) each region notes the hart its begin edge
 * and its end edge ran on, outside both windows (before the begin edge's start count, after the
 * end edge's end count), so the harness's cost is unchanged: a cross-core sample begins on one
 * hart and ends on the other, and the runner counts the pairs (DONE cores=, PROTOCOL.md). */
#if CL_HARTS > 1
#define CL_HART_NONE 0xFFu
extern volatile uint32_t cl_hart_at[2];
void cl_harts_reset(void);         /* before a run's recorded samples */
void cl_harts_before_sample(void); /* marks both edges unseen */
void cl_harts_after_sample(void);  /* counts the sample's (begin, end) hart pair */
void cl_harts_report(void);        /* DONE's cores= field */
#define CL_RV_HART_AT(i)                                                                           \
  do {                                                                                             \
    uint32_t hart_;                                                                                \
    __asm__ volatile("csrr %0, mhartid" : "=r"(hart_));                                            \
    cl_hart_at[i] = hart_;                                                                         \
  } while (0)
#else
#define CL_RV_HART_AT(i) ((void)0)
#endif

#if CL_FIXED_EDGES == 2
/* One instruction a line, as the assembler reads it. */
/* clang-format off */
#define CL_RV_BEGIN_EDGE                                          \
  "andi %[k], %[k], 8\n\t"                                        \
  "lui %[p], %%hi(cl_probe_set_reg)\n\t"                          \
  "lw %[p], %%lo(cl_probe_set_reg)(%[p])\n\t"                     \
  "li %[m], %[mask]\n\t"                                          \
  "csrr %[a], " CL_RV_CYCLE_CSR "\n"                              \
  "cl_mark_t0_%=:\n\t"                                            \
  "csrr %[c], " CL_RV_CYCLE_CSR "\n\t"                            \
  CL_HARNESS_GROWTH                                               \
  "sw %[m], 0(%[p])\n"                                            \
  "cl_mark_set_%=:\n\t"                                           \
  "csrs mstatus, %[k]\n\t"                                        \
  "lui %[p], %%hi(cl_t0)\n\t"                                     \
  "sw %[a], %%lo(cl_t0)(%[p])\n\t"                                \
  "sw %[c], %%lo(cl_t0+4)(%[p])"

static inline __attribute__((always_inline)) void cl_begin(void) {
  uint32_t a, c, p, m, k;
  CL_RV_HART_AT(0);
  __asm__ volatile("csrrci %[k], mstatus, 8\n\t"
                   CL_RV_BEGIN_EDGE
                   : [a] "=&r"(a), [c] "=&r"(c), [p] "=&r"(p), [m] "=&r"(m), [k] "=&r"(k)
                   : [mask] "i"(CL_PROBE_MASK)
                   : "memory" CL_HARNESS_CLOBBER);
}

/* As on Cortex-M: *flag zeroed with interrupts already masked, before the start count. */
static inline __attribute__((always_inline)) void cl_begin_clear(volatile uint32_t *flag) {
  uint32_t a, c, p, m, k;
  CL_RV_HART_AT(0);
  __asm__ volatile("csrrci %[k], mstatus, 8\n\t"
                   "sw zero, 0(%[f])\n\t"
                   CL_RV_BEGIN_EDGE
                   : [a] "=&r"(a), [c] "=&r"(c), [p] "=&r"(p), [m] "=&r"(m), [k] "=&r"(k)
                   : [mask] "i"(CL_PROBE_MASK), [f] "r"(flag)
                   : "memory" CL_HARNESS_CLOBBER);
}

static inline __attribute__((always_inline)) void cl_end(void) {
  uint32_t a, c, p, m, k;
  __asm__ volatile("csrrci %[k], mstatus, 8\n\t"
                   "andi %[k], %[k], 8\n\t"
                   "lui %[p], %%hi(cl_probe_clr_reg)\n\t"
                   "lw %[p], %%lo(cl_probe_clr_reg)(%[p])\n\t"
                   "li %[m], %[mask]\n\t"
                   "sw %[m], 0(%[p])\n"
                   "cl_mark_clr_%=:\n\t"
                   "csrr %[a], " CL_RV_CYCLE_CSR "\n"
                   "cl_mark_t1_%=:\n\t"
                   "csrr %[c], " CL_RV_CYCLE_CSR "\n\t"
                   "csrs mstatus, %[k]\n\t"
                   "lui %[p], %%hi(cl_t1)\n\t"
                   "sw %[a], %%lo(cl_t1)(%[p])\n\t"
                   "sw %[c], %%lo(cl_t1+4)(%[p])"
                   : [a] "=&r"(a), [c] "=&r"(c), [p] "=&r"(p), [m] "=&r"(m), [k] "=&r"(k)
                   : [mask] "i"(CL_PROBE_MASK)
                   : "memory");
  CL_RV_HART_AT(1);
}
/* clang-format on */
#endif
