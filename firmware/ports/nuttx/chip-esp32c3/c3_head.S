/* CycleLab ESP32-C3 chip layer: NuttX's head object. _start is the board's own
 * (firmware/boards/esp32c3/start.S: gp, a stack at the top of RAM, watchdogs off, .bss cleared,
 * main), the one every C3 image boots through; main here hands over to NuttX: its IDLE stack
 * (from _ebss, as NuttX's g_idle_topstack expects), the vectored trap table (the C3 takes traps
 * in vectored mode only: every entry jumps to NuttX's exception_common, which reads mcause), then
 * nx_start. */
#include <nuttx/config.h>
#include <arch/irq.h>

#include "chip.h"
#include "riscv_macros.S"

#include "start.S"

    .section .text.main, "ax"
    .global main
    .type main, function
main:
    li a0, 0
    riscv_set_inital_sp _ebss, SMP_STACK_SIZE, a0
    la t0, c3_vectors
    ori t0, t0, 1
    csrw CSR_TVEC, t0
    jal x1, nx_start
1:  wfi
    j 1b

/* Exceptions enter at the base, line n at base + 4n; the base is 256-byte aligned. */
    .section .text.c3_vectors, "ax"
    .balign 256
    .global c3_vectors
c3_vectors:
    .rept 32
    j exception_common
    .endr
