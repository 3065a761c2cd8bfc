/* Idle time per core (DONE idle=, PROTOCOL.md "Idle"): the share of the recording window each
 * core spent in its kernel's idle task, from the cycle counter read at idle entry and exit.
 * A port counts it by implementing cl_port_idle_cores (cl_port.h) and calling cl_idle_enter
 * from its kernel's idle hook and CL_IDLE_SWITCHED_OUT from the kernel's switch-out hook. */
#pragma once
#include <stdint.h>

#define CL_IDLE_CORES 2u

/* The counter idle time is read with; only ratios of its differences are reported, so it needs
 * no scaling. RISC-V: the raw cycle CSR, one instruction (mcycle counts virtual ns under QEMU's
 * -icount, cl_cycles_rv32.h). Cortex-M: the harness's long count (SysTick wraps included). */
#if defined(__riscv)
static inline __attribute__((always_inline)) uint32_t cl_idle_now(void) {
  uint32_t c;
#if defined(CL_FAMILY_ESP32C3)
  __asm__ volatile("csrr %0, 0x7E2" : "=r"(c)); /* mpccr (cl_cycles_rv32.h) */
#else
  __asm__ volatile("csrr %0, mcycle" : "=r"(c));
#endif
  return c;
}
#else
uint32_t cl_idle_now(void);
#endif

extern volatile uint32_t cl_idle_on[CL_IDLE_CORES], cl_idle_off_at[CL_IDLE_CORES];
/* `core` runs its idle task: called at each pass of the idle loop, it notes only the first. */
void cl_idle_enter(uint32_t core);
/* In the kernel's switch-out hook, on the switching core, with its interrupts masked: a flag
 * test when the idle task was not running (a load and a branch), else the exit's count and two
 * stores (the visit is summed at the next entry, outside any measured region). */
#define CL_IDLE_SWITCHED_OUT(core)                                                                 \
  do {                                                                                             \
    if (cl_idle_on[core]) {                                                                        \
      cl_idle_off_at[core] = cl_idle_now();                                                        \
      cl_idle_on[core] = 0u;                                                                       \
    }                                                                                              \
  } while (0)

void cl_idle_window_begin(void);
/* `ticks`, `tick_cycles`: the window in ticks, to leave the field out of a window longer than
 * the 32-bit counter's wrap. */
void cl_idle_window_end(uint32_t ticks, uint32_t tick_cycles);
void cl_idle_report(void); /* DONE's " idle=" field; nothing when the port counts no core */
