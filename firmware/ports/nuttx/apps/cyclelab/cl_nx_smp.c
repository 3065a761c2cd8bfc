/* CycleLab port for NuttX SMP on the two-hart QEMU virt (qemu-rv32-smp, CONFIG_SMP): the idle
 * loop of both harts (CONFIG_ARCH_IDLE_CUSTOM: NuttX's own riscv_idle.c is left out), the
 * cross-core pinning. Every task starts on hart 0 (the build sets
 * CONFIG_SMP_DEFAULT_CPUSET=0x1, which every task inherits from its creator), so the runner and
 * every single-core benchmark run there; only a cross-core helper moves (cl_task_set_core). */
#include "bench.h"

#include <arch/irq.h>
#include <nuttx/arch.h>
#include <nuttx/config.h>
#include <nuttx/sched.h>
#include <sched.h>

#include "cl_idle.h"
#include "virt_turns.h"

static cl_task *volatile hart1_task;
static volatile uint32_t hart1_timer_off;

/* Hart 1's machine timer must stay masked: the turn-ending deadline (UP_WFE, cl_smp_wfe.h, and
 * bench_xcore.c's hand-off) arms it to end a hart's QEMU turn, not to interrupt hart 1. NuttX's
 * riscv_timer_secondary_init enables it on every secondary CPU; taken on hart 1, the port's tick
 * handler (port_nuttx_rv32.c) moved hart 0's deadline a period on, counted a tick and ran NuttX's
 * timer on hart 1. Measured before: xcore_ipi core=1 hung in 7 of 18 boots at 2000 samples, hart
 * 1 looping in NuttX's mtimer handler while hart 0 waited with its interrupts masked. So hart 1
 * masks it at its first pass through the idle loop, before any benchmark runs. */
static void hart1_timer_off_now(void) {
  up_disable_irq(RISCV_IRQ_MTIMER);
  hart1_timer_off = 1u;
}

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

/* Idle time per core (cl_idle.h): a visit begins in up_idle and ends at the next interrupt the
 * hart takes (port_nuttx_rv32.c), since NuttX's idle task leaves the core only through one (the
 * tick, an IPI, a benchmark line); back in the idle loop, up_idle begins the next visit. */
uint32_t cl_port_idle_cores(void) { return CONFIG_SMP_NCPUS; }

/* The idle loop of both harts (CONFIG_ARCH_IDLE_CUSTOM): the two-hart board's (boards/rv32virt/
 * virt_turns.c, the same as FreeRTOS SMP's). A visit to the idle task begins here (cl_idle_enter)
 * and ends at the hart's next interrupt (port_nuttx_rv32.c). */
void up_idle(void) {
  const uint32_t hart = up_cpu_index();
  if (hart != 0u && !hart1_timer_off)
    hart1_timer_off_now();
  cl_virt_idle(hart, hart1_task != 0);
}
