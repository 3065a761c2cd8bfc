/* ESP32-C3 start-up: the mask ROM loaded every segment of the ESP image into SRAM (code through
 * the instruction bus, data through the data bus, firmware/boards/esp32c3/link.ld.in) and jumps
 * here in machine mode on the ROM's stack, with the RTC and timer-group 0 watchdogs armed by the
 * flash boot. The watchdogs go first, before .bss and main, so nothing after can be cut short
 * by a reset; then gp, sp, .bss. The C3 takes traps in vectored mode only: until the kernel
 * installs its table every trap stops in cl_rv_early_trap. */
#include "../common/rv32_start.inc"

    .section .text.start, "ax"
    .global _start
_start:
    cl_rv_load_gp
    la sp, _estack
    csrci mstatus, 8
    la t0, cl_c3_early_vectors
    ori t0, t0, 1
    csrw mtvec, t0
    call cl_c3_watchdogs_off
    cl_rv_clear_bss_and_run_main

/* Vectored mode: exceptions enter at the base, interrupt n at base + 4n; the base is 256-byte
 * aligned (mtvec's low bits hold the mode). */
    .section .text.cl_c3_early_vectors, "ax"
    .balign 256
cl_c3_early_vectors:
    .rept 32
    j cl_rv_early_trap
    .endr

    cl_rv_early_trap_stop
