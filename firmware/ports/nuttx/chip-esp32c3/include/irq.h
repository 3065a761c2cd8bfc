/* CycleLab ESP32-C3 chip layer: NuttX's IRQ numbers. The C3's core has 31 interrupt lines, fed
 * by the interrupt matrix (firmware/boards/esp32c3/README.md); line n arrives with mcause
 * 0x80000000 | n and is NuttX IRQ RISCV_IRQ_ASYNC + n. The standard RISCV_IRQ_M* names do not
 * apply: the core has no CLINT, no mie and no mip. */
#ifndef __CL_CHIP_ESP32C3_INCLUDE_IRQ_H
#define __CL_CHIP_ESP32C3_INCLUDE_IRQ_H

#define ESP32C3_NLINES 32
#define ESP32C3_IRQ_LINE(n) (RISCV_IRQ_ASYNC + (n))

/* The lines CycleLab's board code routes (boards/common/board.h CL_C3_LINE_*). */
#define ESP32C3_IRQ_BENCH ESP32C3_IRQ_LINE(2) /* FROM_CPU_INTR1: the benchmark lines */
#define ESP32C3_IRQ_TICK ESP32C3_IRQ_LINE(3)  /* SYSTIMER target 0: the tick */

#define NR_IRQS (RISCV_IRQ_ASYNC + ESP32C3_NLINES)

#endif
