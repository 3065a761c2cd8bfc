/* CycleLab ESP32-C3 chip layer: NuttX's interrupt interface on the C3's interrupt matrix. A line
 * is enabled or masked in the matrix's enable register (boards/common/board.h CL_C3_INT_ENABLE),
 * never in mie, which the core lacks; sources are routed to lines by the board's code
 * (irq_esp32c3.c cl_c3_route_irq: the tick, board_esp32c3.c: the benchmark lines). Traps reach
 * riscv_dispatch_irq from exception_common through the vectored table in c3_head.S. */
#include <nuttx/config.h>

#include <nuttx/arch.h>
#include <nuttx/irq.h>

#include "board.h"
#include "riscv_internal.h"

/* NuttX numbers line n RISCV_IRQ_ASYNC + n (riscv_dispatch_irq below): the board's lines must be
 * where include/irq.h names them. */
_Static_assert(ESP32C3_IRQ_TICK == RISCV_IRQ_ASYNC + CL_C3_LINE_TICK, "tick line");
_Static_assert(ESP32C3_IRQ_BENCH == RISCV_IRQ_ASYNC + CL_C3_LINE_SOFT, "benchmark line");
_Static_assert((CL_RV_MCAUSE_TICK & ~RISCV_IRQ_BIT) == CL_C3_LINE_TICK, "tick cause");
_Static_assert((CL_RV_MCAUSE_SOFT & ~RISCV_IRQ_BIT) == CL_C3_LINE_SOFT, "benchmark cause");

/* Exceptions and line 0 (never taken) have no enable bit. The harness writes the same register
 * from tasks, hence the lock. */
static void line_mask(int irq, bool enable) {
  if (irq < ESP32C3_IRQ_LINE(1) || irq >= NR_IRQS)
    return;
  irqstate_t flags = up_irq_save();
  cl_c3_line_enable((uint32_t)(irq - RISCV_IRQ_ASYNC), enable);
  up_irq_restore(flags);
}

void up_enable_irq(int irq) { line_mask(irq, true); }

void up_disable_irq(int irq) { line_mask(irq, false); }

void up_irqinitialize(void) {
  up_irq_save();
  CL_REG(CL_C3_INT_ENABLE) = 0; /* whatever the ROM left enabled */
  riscv_exception_attach();
#ifndef CONFIG_SUPPRESS_INTERRUPTS
  up_irq_enable();
#endif
}

/* Only mstatus.MIE: each line is enabled in the matrix by whoever routes a source to it. */
irqstate_t up_irq_enable(void) { return READ_AND_SET_CSR(CSR_STATUS, STATUS_IE); }

void *riscv_dispatch_irq(uintreg_t vector, uintreg_t *regs) {
  uintreg_t cause = vector & ~RISCV_IRQ_BIT;
  if (vector & RISCV_IRQ_BIT)
    return riscv_doirq(RISCV_IRQ_ASYNC + cause, regs);
  return riscv_doirq(cause, regs);
}
