/* QEMU virt (RV32, -bios none) start-up: the hart starts here in machine mode with every
 * interrupt off. QEMU loaded the whole ELF into RAM (and reloads it on a reset), so only .bss
 * is cleared. Traps before the kernel installs its handler stop in cl_rv_early_trap. */
    .section .text.start, "ax"
    .global _start
_start:
    .option push
    .option norelax
    la gp, __global_pointer$
    .option pop
    la sp, _estack
    csrw mie, zero
    csrci mstatus, 8
    la t0, cl_rv_early_trap
    csrw mtvec, t0
    la t0, _sbss
    la t1, _ebss
1:  bgeu t0, t1, 2f
    sw zero, 0(t0)
    addi t0, t0, 4
    j 1b
2:  call main
3:  wfi
    j 3b

    .balign 4
    .global cl_rv_early_trap
cl_rv_early_trap:
    j cl_rv_early_trap
