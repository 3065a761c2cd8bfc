/* The idle loop of an SMP kernel on the two-hart QEMU virt (virt_turns.h).
 *
 * Under -icount QEMU runs the harts in turn, and a hart keeps its turn until it sleeps (wfi) or
 * the next timer deadline (devices/qemu/README.md, "Two harts"). So an idle hart sleeps; but with
 * both asleep QEMU warps the virtual clock to the next tick, which mcycle follows and the
 * analyzer's instruction count does not (tick_accuracy's pulses were 9.92 ms shorter than its
 * counter). So while the harness runs a benchmark (cl_idle_stay_awake), hart 0's idle polls as
 * the single-core ports' idle does, unless hart 1 has work: awake, or an IPI pending while a task
 * is pinned there (a cross-core benchmark). Then hart 0 hands its turn over in wfi, and hart 1
 * wakes it (a spare IPI, which the kernel's handler finds empty) when it goes back to sleep.
 * With no task of its own, hart 1's IPIs wait for the end of hart 0's turn, at its next tick:
 * handing over for each would add the few slots a hand-off through wfi costs the clock over the
 * analyzer (devices/qemu/README.md) to every tick, 60 cycles a tick_accuracy sample. */
#include "virt_turns.h"

#include "board.h"
#include "cl_idle.h"
#include "cl_port.h"

#define MSIP(hart) CL_REG(CL_CLINT_MSIP + 4u * (hart))

static volatile uint32_t stay_awake, hart1_asleep, hart0_handed_over;

void cl_idle_stay_awake(int on) { stay_awake = on != 0; }

void cl_virt_hart1_woken(void) { hart1_asleep = 0u; }

void cl_virt_idle(uint32_t hart, int hart1_has_task) {
  cl_idle_enter(hart); /* idle time: before a wfi, so the sleep counts as idle */
  if (hart == 0u) {
    if (stay_awake) {
      if (hart1_asleep && !(hart1_has_task && MSIP(1)))
        return; /* the idle loop calls again: hart 0 polls */
      hart0_handed_over = 1u;
    }
    __asm__ volatile("wfi");
    hart0_handed_over = 0u;
    return;
  }
  hart1_asleep = 1u;
  __asm__ volatile("fence" ::: "memory");
  if (hart0_handed_over) {
    hart0_handed_over = 0u;
    MSIP(0) = 1u;
  }
  __asm__ volatile("wfi");
  hart1_asleep = 0u;
}
