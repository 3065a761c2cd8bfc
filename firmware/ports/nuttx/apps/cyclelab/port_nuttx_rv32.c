/* CycleLab port for NuttX on RV32 (machine mode): the board's interrupts behind NuttX's RISC-V
 * dispatch (riscv_dispatch_irq: mcause to an IRQ number, then irq_dispatch).
 * QEMU virt: the benchmark lines are the CLINT's machine software interrupt (board_rv32.h
 * CL_RV_MCAUSE_SOFT), which a single-hart NuttX leaves unused; the tick stays NuttX's own (its
 * CLINT mtimer driver and the alarm that calls nxsched_process_timer), with the harness's hook in
 * front. ESP32-C3 (CycleLab's chip layer, ports/nuttx/chip-esp32c3): the benchmark lines are
 * line 2 and the tick line 3 of the interrupt matrix, the tick the board's SYSTIMER grid. */
#include "bench.h"

#include "irq/irq.h" /* the kernel's own g_irqvector, from its sched/ folder (Makefile) */

#include <nuttx/arch.h>
#include <nuttx/config.h>
#include <nuttx/irq.h>

#ifdef CONFIG_SMP
#include "cl_idle.h"
#include "virt_turns.h"

/* NuttX SMP's IPI is the same interrupt (riscv_smp_call_handler, found in its vector table
 * before it is replaced): on hart 0 the pended benchmark lines run first, so a task they wake
 * is switched to by the kernel's handler, which always runs after them (a NuttX IPI raised
 * meanwhile is not lost: its handler looks for delivered tasks whatever MSIP says). */
static xcpt_t nx_ipi;
static void *nx_ipi_arg;
static int soft_irq(int irq, void *context, void *arg) {
  (void)arg;
  cl_ipi_hook(); /* xcore_ipi's region ends here; a no-op for every other IPI */
  CL_IDLE_SWITCHED_OUT(up_cpu_index()); /* an idle visit ends here (cl_nx_smp.c) */
  if (up_cpu_index() != 0)
    cl_virt_hart1_woken();
  else if (cl_rv_soft_lines)
    cl_rv_soft_irq();
  return nx_ipi(irq, context, nx_ipi_arg);
}

/* xcore_ipi (cl_port.h): NuttX's own IPI is the target hart's MSIP (riscv_ipi_send), and its
 * handler finds nothing to do in an IPI it did not ask for, so raising MSIP here keeps NuttX's
 * bookkeeping right; soft_irq ends the region before NuttX's handler runs. */
void cl_port_ipi_send(unsigned core) { CL_REG(CL_CLINT_MSIP + 4u * core) = 1u; }
#else
static int soft_irq(int irq, void *context, void *arg) {
  (void)irq, (void)context, (void)arg;
  cl_rv_soft_irq(); /* clears the line (MSIP, FROM_CPU_INTR1), runs the pended lines' handlers */
  return 0;
}
#endif

#if defined(CL_FAMILY_RV32VIRT)
#define CLINT_MTIMECMP_LO CL_REG(0x02004000u)
#define CLINT_MTIMECMP_HI CL_REG(0x02004004u)

/* NuttX's mtimer handler (riscv_mtimer.c), found in its vector table before it is replaced. */
static xcpt_t nx_tick;
static void *nx_tick_arg;

/* NuttX keeps its ticks on a grid of whole periods of mtime (mtimecmp = (tick + 1) * period,
 * arch_alarm.c) and moves the deadline on only after nxsched_process_timer. The harness's hook
 * reads the deadline that fired one period behind mtimecmp, as on every RISC-V port
 * (cycles_rv32.c): so mtimecmp moves on first, to where NuttX's handler then puts it again. */
static int tick_irq(int irq, void *context, void *arg) {
  (void)arg;
#ifdef CONFIG_SMP
  CL_IDLE_SWITCHED_OUT(up_cpu_index()); /* an idle visit ends here (cl_nx_smp.c) */
#endif
  uint64_t next = (uint64_t)CLINT_MTIMECMP_HI << 32 | CLINT_MTIMECMP_LO;
  next += CL_MTIME_HZ / CL_TICK_HZ;
  CLINT_MTIMECMP_HI = 0xFFFFFFFFu; /* no half-written deadline can match */
  CLINT_MTIMECMP_LO = (uint32_t)next;
  CLINT_MTIMECMP_HI = (uint32_t)(next >> 32);
  cl_systick_hook();
  return nx_tick(irq, context, nx_tick_arg);
}

void cl_nx_irqs_attach(uint32_t cpu_hz, uint32_t tick_hz) {
  (void)cpu_hz; /* NuttX's tick runs on mtime (CL_MTIME_HZ), not on the core clock */
  (void)tick_hz;
  irqstate_t f = enter_critical_section();
  nx_tick = g_irqvector[RISCV_IRQ_MTIMER].handler;
  nx_tick_arg = g_irqvector[RISCV_IRQ_MTIMER].arg;
  irq_attach(RISCV_IRQ_MTIMER, tick_irq, NULL);
#ifdef CONFIG_SMP
  nx_ipi = g_irqvector[RISCV_IRQ_MSOFT].handler;
  nx_ipi_arg = g_irqvector[RISCV_IRQ_MSOFT].arg;
#endif
  /* The benchmarks enable and disable mie.MSIE themselves (bench_common.c cl_irq_setup), except
   * under SMP, where it stays on for the kernel's IPIs. */
  irq_attach(RISCV_IRQ_MSOFT, soft_irq, NULL);
  leave_critical_section(f);
}
#elif defined(CL_FAMILY_ESP32C3)
/* The chip layer's tick handler (chip-esp32c3/c3_timer.c) with the harness's hook between the
 * acknowledgement, which moves the systimer's deadline on by one period (the hook reads the one
 * that fired back, as on every C3 port), and NuttX's tick. */
static int tick_irq(int irq, void *context, void *arg) {
  (void)irq, (void)context, (void)arg;
  if (!cl_rv_tick_ack())
    return 0;
  cl_systick_hook();
  nxsched_process_timer();
  return 0;
}

void cl_nx_irqs_attach(uint32_t cpu_hz, uint32_t tick_hz) {
  (void)cpu_hz; /* the tick runs on the 16 MHz systimer, not on the core clock */
  (void)tick_hz;
  irq_attach(ESP32C3_IRQ_TICK, tick_irq, NULL);
  /* The benchmarks route and enable line 2 in the matrix themselves (board_esp32c3.c
   * cl_irq_setup). */
  irq_attach(ESP32C3_IRQ_BENCH, soft_irq, NULL);
}
#endif

/* No interrupt priorities: NuttX's critical sections clear mstatus.MIE, masking every line. */
uint32_t cl_port_isr_priority(void) { return 0; }
