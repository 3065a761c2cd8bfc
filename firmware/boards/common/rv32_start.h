/* Start-up steps every RV32 board shares (rv32virt/start.S, esp32c3/start.S), as assembler
 * macros: each board's start.S keeps only what is its own (harts parked, watchdogs, its trap
 * vector mode) between them. Assembly only. */
#pragma once

/* gp for linker relaxation; the load itself must not be relaxed against a gp not yet set. */
.macro cl_rv_load_gp
    .option push
    .option norelax
    la gp, __global_pointer$
    .option pop
.endm

/* Clears .bss (word by word: the linker script aligns both ends to 4), calls main, and sleeps
 * should main ever return. */
.macro cl_rv_clear_bss_and_run_main
    la t0, _sbss
    la t1, _ebss
1:  bgeu t0, t1, 2f
    sw zero, 0(t0)
    addi t0, t0, 4
    j 1b
2:  call main
3:  wfi
    j 3b
.endm

/* Where a trap taken before the kernel installs its handler stops, for a debugger to find. */
.macro cl_rv_early_trap_stop
    .balign 4
    .global cl_rv_early_trap
cl_rv_early_trap:
    j cl_rv_early_trap
.endm
