/* QEMU virt (RV32, -bios none) start-up: every hart starts here in machine mode with every
 * interrupt off. QEMU loaded the whole ELF into RAM (and reloads it on a reset), so only .bss
 * is cleared. Traps before the kernel installs its handler stop in cl_rv_early_trap.
 * With -smp (qemu-rv32-smp) every hart but hart 0 parks in wfi until cl_hart_start gives it an
 * entry (board_virt.c): its software interrupt wakes it, with mstatus.MIE off so no trap is
 * taken. The entries live in .data, which QEMU reloads on a reset: a hart never jumps to the
 * previous boot's entry before hart 0 has run. */
#include "../common/rv32_start.inc"

    .section .text.start, "ax"
    .global _start
_start:
    cl_rv_load_gp
    csrw mie, zero
#if CL_HARTS > 1
    csrr t0, mhartid
    bnez t0, cl_rv_park
#endif
    la sp, _estack
    csrci mstatus, 8
    la t0, cl_rv_early_trap
    csrw mtvec, t0
    cl_rv_clear_bss_and_run_main

#if CL_HARTS > 1
/* t0: this hart's id. cl_hart_entry[hart] is {fn, stack top}; MSIP[hart] is the wake-up. */
cl_rv_park:
    csrci mstatus, 8
    la t1, cl_rv_early_trap
    csrw mtvec, t1
    li t1, 8                     /* mie.MSIE: wfi returns on the software interrupt */
    csrw mie, t1
    la t2, cl_hart_entry
    slli t3, t0, 3
    add t2, t2, t3
    li t4, 0x02000000            /* CLINT MSIP of hart 0; hart N's is 4 N further */
    slli t3, t0, 2
    add t4, t4, t3
4:  wfi
    sw zero, 0(t4)
    lw t5, 0(t2)
    beqz t5, 4b
    lw sp, 4(t2)
    mv a0, t0
    jalr t5
    j 4b
#endif

    cl_rv_early_trap_stop
