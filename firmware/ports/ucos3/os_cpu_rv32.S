/* µC/OS-III on RV32 in machine mode (QEMU virt, ESP32-C3): the kernel's RISC-V port
 * (Ports/RISC-V/RV32/GCC os_cpu_a.S: OSStartHighRdy and the switch, Software_IRQHandler) plus the
 * two pieces it leaves to the board, a trap entry and the switch request.
 *
 * Upstream's trap entry lives in the vendor's BSP ("entry.S"): it saves the interrupted context
 * as OSTaskStkInit lays a new task's out (32 words: x1..x31 in order, mepc in the last; sp, gp
 * and tp slots unused) and hands its stack pointer to Software_IRQHandler in a2. Upstream
 * requests a switch by raising the machine software interrupt through the FE310's PRCI (MSIP at
 * 0x44000000, a PCIe window that ignores the store on virt); here the switch request is the
 * board's (board_rv32.h): on virt the supervisor software interrupt's pending bit (mip.SSIP,
 * nothing delegated: machine mode takes it last of the three, as PendSV), since the machine
 * software interrupt carries the benchmark lines (firmware/PORTING.md); on the C3
 * FROM_CPU_INTR0 on line 1. Upstream's OSCtxSw and OSIntCtxSw are renamed out of the way, and on
 * the C3, where 0x44000000 is no peripheral to store to, Software_IRQHandler too: the switch
 * there is cl_ucos3_switch, the same steps (upstream's note 2) without the PRCI store. */
#define OSCtxSw cl_ucos3_prci_ctxsw
#define OSIntCtxSw cl_ucos3_prci_intctxsw
#if defined(CL_FAMILY_ESP32C3)
#define Software_IRQHandler cl_ucos3_prci_switch
#endif
#include "os_cpu_a.S"
#undef OSCtxSw
#undef OSIntCtxSw
#undef Software_IRQHandler
#include "board_rv32.h"

    .section .text.cl_ucos3_rv32, "ax"
    .global OSCtxSw
    .global OSIntCtxSw
/* From an interrupt (OSIntExit): the trap entry makes the switch before it returns. From a
 * task (OSSched, interrupts off): the switch is taken once they are back on. */
#if defined(CL_FAMILY_ESP32C3)
/* The C3's request crosses the interrupt matrix and is taken a few instructions after
 * interrupts are back on, by which time OSSched has returned and its caller may already read
 * what the switch should have changed. So the task waits here, interrupts on, until the switch
 * has been made (and, when it runs again, undone): the request is clear. ESP-IDF's vPortYield
 * waits the same way on this chip. */
OSCtxSw:
    CL_RV_SWITCH_RAISE t0, t1
    csrrsi t2, mstatus, 8
1:  CL_RV_SWITCH_PENDING t0
    bnez t0, 1b
    andi t2, t2, 8
    bnez t2, 2f
    csrci mstatus, 8
2:  ret
OSIntCtxSw:
    CL_RV_SWITCH_RAISE t0, t1
    ret
#else
OSCtxSw:
OSIntCtxSw:
    CL_RV_SWITCH_RAISE t0, t1
    ret
#endif

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
    li t0, CL_RV_MCAUSE_SWITCH
    beq a0, t0, 2f
    mv s0, sp /* callee-saved: the frame survives the call */
    la sp, cl_ucos3_isr_stack_top
    call cl_ucos3_trap
    mv sp, s0
    CL_RV_SWITCH_PENDING t0
    bnez t0, 2f
cl_ucos3_restore:
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
2:  CL_RV_SWITCH_CLEAR t0
    mv a2, sp
#if defined(CL_FAMILY_ESP32C3)
/* Upstream's Software_IRQHandler without the PRCI store: the frame in a2 becomes
 * OSTCBCurPtr->StkPtr, OSTaskSwHook runs, OSTCBHighRdyPtr becomes the current task and its frame
 * is restored. */
cl_ucos3_switch:
    la t0, OSTCBCurPtr
    lw t1, 0(t0)
    sw a2, 0(t1)
    call OSTaskSwHook
    la t0, OSPrioHighRdy
    lbu t1, 0(t0)
    la t0, OSPrioCur
    sb t1, 0(t0)
    la t0, OSTCBHighRdyPtr
    lw t1, 0(t0)
    la t0, OSTCBCurPtr
    sw t1, 0(t0)
    lw sp, 0(t1)
    j cl_ucos3_restore
#else
    j Software_IRQHandler
#endif

/* The handlers' stack (the upstream RISC-V port runs them on the task's; 256 words as the
 * other RV32 ports of this bench give theirs). */
    .section .bss.cl_ucos3_isr_stack, "aw", @nobits
    .balign 16
cl_ucos3_isr_stack:
    .space 256 * 4
cl_ucos3_isr_stack_top:
