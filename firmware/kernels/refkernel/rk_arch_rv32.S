/* refkernel RV32 trap entry and context switch (machine mode, no nesting). The interrupted
 * context is saved on its own stack as a 32-word frame: ra, t0-t2, s0-s1, a0-a7, s2-s11,
 * t3-t6, mepc, mstatus (gp and tp are constant). The handler runs on rk_isr_stack; on the way
 * out, a pending switch (rk_next != rk_current) is made and the switch request (mip.SSIP)
 * cleared, then the frame of rk_current is restored. */
    .section .text.rk_trap_entry, "ax"
    .balign 4
    .global rk_trap_entry
rk_trap_entry:
    addi sp, sp, -128
    sw ra, 0(sp)
    sw t0, 4(sp)
    sw t1, 8(sp)
    sw t2, 12(sp)
    sw s0, 16(sp)
    sw s1, 20(sp)
    sw a0, 36(sp)
    sw a1, 40(sp)
    sw a2, 44(sp)
    sw a3, 48(sp)
    sw a4, 52(sp)
    sw a5, 56(sp)
    sw a6, 60(sp)
    sw a7, 64(sp)
    sw s2, 68(sp)
    sw s3, 72(sp)
    sw s4, 76(sp)
    sw s5, 80(sp)
    sw s6, 84(sp)
    sw s7, 88(sp)
    sw s8, 92(sp)
    sw s9, 96(sp)
    sw s10, 100(sp)
    sw s11, 104(sp)
    sw t3, 108(sp)
    sw t4, 112(sp)
    sw t5, 24(sp)
    sw t6, 28(sp)
    csrr t0, mepc
    sw t0, 116(sp)
    csrr t0, mstatus
    sw t0, 120(sp)
    lui t0, %hi(rk_current)
    lw t0, %lo(rk_current)(t0)
    sw sp, 0(t0)
    la sp, rk_isr_stack + 1024
    csrr a0, mcause
    call rk_arch_trap
    lui t0, %hi(rk_current)
    lw t0, %lo(rk_current)(t0)
    lui t1, %hi(rk_next)
    lw t1, %lo(rk_next)(t1)
    beq t0, t1, 1f
    call rk_arch_switch
1:
#if !defined(RK_RV_ESP32C3) /* the C3 clears its switch request in rk_arch_switch */
    csrci mip, 2
#endif
    lui t0, %hi(rk_current)
    lw t0, %lo(rk_current)(t0)
    lw sp, 0(t0)
    lw t0, 116(sp)
    csrw mepc, t0
    lw t0, 120(sp)
    csrw mstatus, t0
    lw ra, 0(sp)
    lw t0, 4(sp)
    lw t1, 8(sp)
    lw t2, 12(sp)
    lw s0, 16(sp)
    lw s1, 20(sp)
    lw t5, 24(sp)
    lw t6, 28(sp)
    lw a0, 36(sp)
    lw a1, 40(sp)
    lw a2, 44(sp)
    lw a3, 48(sp)
    lw a4, 52(sp)
    lw a5, 56(sp)
    lw a6, 60(sp)
    lw a7, 64(sp)
    lw s2, 68(sp)
    lw s3, 72(sp)
    lw s4, 76(sp)
    lw s5, 80(sp)
    lw s6, 84(sp)
    lw s7, 88(sp)
    lw s8, 92(sp)
    lw s9, 96(sp)
    lw s10, 100(sp)
    lw s11, 104(sp)
    lw t3, 108(sp)
    lw t4, 112(sp)
    addi sp, sp, 128
    mret

#if defined(RK_RV_ESP32C3)
/* The ESP32-C3 takes traps in vectored mode only (exceptions at the base, interrupt n at
 * base + 4n, the base 256-byte aligned): every entry is the same trap entry, which dispatches
 * on mcause. */
    .section .text.rk_vectors, "ax"
    .balign 256
    .global rk_vectors
rk_vectors:
    .rept 32
    j rk_trap_entry
    .endr
#endif
