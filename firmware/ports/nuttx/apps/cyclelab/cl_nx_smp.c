/* CycleLab port for NuttX SMP on the two-hart QEMU virt (qemu-rv32-smp, CONFIG_SMP): the idle
 * loop of both harts (CONFIG_ARCH_IDLE_CUSTOM: NuttX's own riscv_idle.c is left out), the
 * cross-core pinning and the hart-1 wake-up mark. Every task starts on hart 0 (the build sets
 * CONFIG_SMP_DEFAULT_CPUSET=0x1, which every task inherits from its creator), so the runner and
 * every single-core benchmark run there; only a cross-core helper moves (cl_task_set_core). */
#include "bench.h"

#include <nuttx/arch.h>
#include <nuttx/config.h>
#include <nuttx/sched.h>
#include <sched.h>

#include "cl_idle.h"

#define MSIP(hart) CL_REG(CL_CLINT_MSIP + 4u * (hart))

static volatile uint32_t stay_awake, hart1_asleep, hart0_handed_over;
static cl_task *volatile hart1_task;

/* NuttX's affinity API; the task moves when it next runs (a blocked helper: when woken). */
void cl_task_set_core(cl_task *t, unsigned core) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(core, &set);
  if (sched_setaffinity(t->tcb.pid, sizeof set, &set) != 0)
    cl_err("port", "sched_setaffinity_failed");
  hart1_task = core != 0u ? t : (hart1_task == t ? 0 : hart1_task);
}

void cl_nx_smp_task_deleted(cl_task *t) {
  if (hart1_task == t)
    hart1_task = 0;
}

void cl_idle_stay_awake(int on) { stay_awake = on != 0; }

/* Idle time per core (cl_idle.h): a visit begins in up_idle and ends at the next interrupt the
 * hart takes (port_nuttx_rv32.c), since NuttX's idle task leaves the core only through one (the
 * tick, an IPI, a benchmark line); back in the idle loop, up_idle begins the next visit. */
uint32_t cl_port_idle_cores(void) { return CONFIG_SMP_NCPUS; }

/* Hart 1's software interrupt (port_nuttx_rv32.c): an IPI wakes it into a task before its idle
 * loop's next instruction, so the mark is cleared here. */
void cl_nx_smp_hart1_woken(void) { hart1_asleep = 0u; }

/* Under -icount QEMU runs the harts in turn, and a hart keeps its turn until it sleeps (wfi) or
 * the next timer deadline (devices/qemu/README.md, "Two harts"). So an idle hart sleeps; but
 * with both asleep QEMU warps the virtual clock to the next tick, which mcycle follows and the
 * analyzer's instruction count does not. So while the harness runs a benchmark, hart 0's idle
 * polls (as the single-core port's spinning task does), unless hart 1 has work: awake, or an
 * IPI pending while a helper is pinned there (a cross-core wake-up). Then hart 0 hands its turn
 * over in wfi, and hart 1 wakes it (a spare IPI, which NuttX's handler finds empty) when it goes
 * back to sleep. The same scheme as FreeRTOS SMP's (ports/freertos/smp). */
void up_idle(void) {
  cl_idle_enter(up_cpu_index()); /* idle time: notes the first pass of a visit */
  if (up_cpu_index() == 0) {
    if (stay_awake) {
      if (hart1_asleep && !(hart1_task && MSIP(1)))
        return; /* NuttX's idle loop calls again: hart 0 polls */
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
