/* CycleLab custom board for NuttX on QEMU virt (RV32): NuttX's character output kept off the
 * harness's UART (the harness starts from apps/cyclelab/cl_main.c). NuttX's qemu-rv chip code does
 * the rest (no clocks to bring up); the harness drives the 16550 UART itself
 * (firmware/boards/rv32virt/board_virt.c), which NuttX never configures. */
#include <nuttx/board.h>
#include <nuttx/config.h>

#ifndef CONFIG_16550_UART
/* NuttX's low-level character output (its start-up progress with CONFIG_DEBUG_FEATURES, which
 * rv-virt:nsh sets): the 16550 driver would provide it on the harness's UART, which NuttX must
 * not write to. It goes nowhere; the syslog has its RAM log. */
void up_putc(int ch) { (void)ch; }
#endif
