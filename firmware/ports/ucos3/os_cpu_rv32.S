/* µC/OS-III on QEMU virt (RV32, machine mode): the kernel's RISC-V port (Ports/RISC-V/RV32/GCC
 * os_cpu_a.S: OSStartHighRdy and the switch, Software_IRQHandler) plus the two pieces it leaves
 * to the board, a trap entry and the switch request.
 *
 * Upstream's trap entry lives in the vendor's BSP ("entry.S"): it saves the interrupted context
 * as OSTaskStkInit lays a new task's out (32 words: x1..x31 in order, mepc in the last; sp, gp
 * and tp slots unused) and hands its stack pointer to Software_IRQHandler in a2. Upstream
 * requests a switch by raising the machine software interrupt through the FE310's PRCI (MSIP at
 * 0x44000000, a PCIe window that ignores the store on virt); here the machine software
 * interrupt carries the benchmark lines (firmware/PORTING.md), so OSCtxSw and OSIntCtxSw set
 * the supervisor software interrupt's pending bit instead (mip.SSIP, nothing delegated: machine
 * mode takes it last of the three, as PendSV). Upstream's two are renamed out of the way. */
#define OSCtxSw cl_ucos3_prci_ctxsw
#define OSIntCtxSw cl_ucos3_prci_intctxsw
#include "os_cpu_a.S"
#undef OSCtxSw
#undef OSIntCtxSw

#define MCAUSE_SSI 0x80000001
#define MIP_SSIP 2

    .section .text.cl_ucos3_rv32, "ax"
    .global OSCtxSw
    .global OSIntCtxSw
/* From a task (OSSched, interrupts off): the switch is taken once they are back on. From an
 * interrupt (OSIntExit): the trap entry makes it before it returns. */
OSCtxSw:
OSIntCtxSw:
    csrsi mip, MIP_SSIP
    ret

/* Traps do not nest (mstatus.MIE stays clear): the interrupted context goes on its own stack,
 * the handler runs on cl_ucos3_isr_stack. A switch request (raised by the task, or by the
 * handler through OSIntExit) goes to Software_IRQHandler with the frame in a2, which stores it
 * in OSTCBCurPtr->StkPtr, restores OSTCBHighRdyPtr's and returns with mret. */
    .balign 4
    .global cl_ucos3_trap_entry
cl_ucos3_trap_entry:
    addi sp, sp, -32 * 4
    sw ra, 0 * 4(sp)
    sw t0, 4 * 4(sp)
    sw t1, 5 * 4(sp)
    sw t2, 6 * 4(sp)
    sw s0, 7 * 4(sp)
    sw s1, 8 * 4(sp)
    sw a0, 9 * 4(sp)
    sw a1, 10 * 4(sp)
    sw a2, 11 * 4(sp)
    sw a3, 12 * 4(sp)
    sw a4, 13 * 4(sp)
    sw a5, 14 * 4(sp)
    sw a6, 15 * 4(sp)
    sw a7, 16 * 4(sp)
    sw s2, 17 * 4(sp)
    sw s3, 18 * 4(sp)
    sw s4, 19 * 4(sp)
    sw s5, 20 * 4(sp)
    sw s6, 21 * 4(sp)
    sw s7, 22 * 4(sp)
    sw s8, 23 * 4(sp)
    sw s9, 24 * 4(sp)
    sw s10, 25 * 4(sp)
    sw s11, 26 * 4(sp)
    sw t3, 27 * 4(sp)
    sw t4, 28 * 4(sp)
    sw t5, 29 * 4(sp)
    sw t6, 30 * 4(sp)
    csrr t0, mepc
    sw t0, 31 * 4(sp)
    csrr a0, mcause
    li t0, MCAUSE_SSI
    beq a0, t0, 2f
    mv s0, sp /* callee-saved: the frame survives the call */
    la sp, cl_ucos3_isr_stack_top
    call cl_ucos3_trap
    mv sp, s0
    csrr t0, mip
    andi t0, t0, MIP_SSIP
    bnez t0, 2f
    lw t0, 31 * 4(sp)
    csrw mepc, t0
    lw ra, 0 * 4(sp)
    lw t0, 4 * 4(sp)
    lw t1, 5 * 4(sp)
    lw t2, 6 * 4(sp)
    lw s0, 7 * 4(sp)
    lw s1, 8 * 4(sp)
    lw a0, 9 * 4(sp)
    lw a1, 10 * 4(sp)
    lw a2, 11 * 4(sp)
    lw a3, 12 * 4(sp)
    lw a4, 13 * 4(sp)
    lw a5, 14 * 4(sp)
    lw a6, 15 * 4(sp)
    lw a7, 16 * 4(sp)
    lw s2, 17 * 4(sp)
    lw s3, 18 * 4(sp)
    lw s4, 19 * 4(sp)
    lw s5, 20 * 4(sp)
    lw s6, 21 * 4(sp)
    lw s7, 22 * 4(sp)
    lw s8, 23 * 4(sp)
    lw s9, 24 * 4(sp)
    lw s10, 25 * 4(sp)
    lw s11, 26 * 4(sp)
    lw t3, 27 * 4(sp)
    lw t4, 28 * 4(sp)
    lw t5, 29 * 4(sp)
    lw t6, 30 * 4(sp)
    addi sp, sp, 32 * 4
    mret
2:  csrci mip, MIP_SSIP
    mv a2, sp
    j Software_IRQHandler

/* The handlers' stack (the upstream RISC-V port runs them on the task's; 256 words as the
 * other RV32 ports of this bench give theirs). */
    .section .bss.cl_ucos3_isr_stack, "aw", @nobits
    .balign 16
cl_ucos3_isr_stack:
    .space 256 * 4
cl_ucos3_isr_stack_top:
