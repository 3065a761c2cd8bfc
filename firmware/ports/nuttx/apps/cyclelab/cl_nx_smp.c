/* CycleLab port for NuttX SMP on the two-hart QEMU virt (qemu-rv32-smp, CONFIG_SMP): the idle
 * loop of both harts (CONFIG_ARCH_IDLE_CUSTOM: NuttX's own riscv_idle.c is left out), the
 * cross-core pinning. Every task starts on hart 0 (the build sets
 * CONFIG_SMP_DEFAULT_CPUSET=0x1, which every task inherits from its creator), so the runner and
 * every single-core benchmark run there; only a cross-core helper moves (cl_task_set_core). */
#include "bench.h"

#include <nuttx/arch.h>
#include <nuttx/config.h>
#include <nuttx/sched.h>
#include <sched.h>

#include "cl_idle.h"
#include "virt_turns.h"

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

/* Idle time per core (cl_idle.h): a visit begins in up_idle and ends at the next interrupt the
 * hart takes (port_nuttx_rv32.c), since NuttX's idle task leaves the core only through one (the
 * tick, an IPI, a benchmark line); back in the idle loop, up_idle begins the next visit. */
uint32_t cl_port_idle_cores(void) { return CONFIG_SMP_NCPUS; }

/* The idle loop of both harts (CONFIG_ARCH_IDLE_CUSTOM): the two-hart board's (boards/rv32virt/
 * virt_turns.c, the same as FreeRTOS SMP's). A visit to the idle task begins here (cl_idle_enter)
 * and ends at the hart's next interrupt (port_nuttx_rv32.c). */
void up_idle(void) { cl_virt_idle(up_cpu_index(), hart1_task != 0); }
