/* ThreadX on RV32 in machine mode: the trap entry, the frame restore, _tx_thread_schedule and
 * _tx_thread_system_return (CycleLab's own port layer, tx_port.h). Every saved context is one
 * frame of 36 words (16-byte aligned): ra, t0-t2, s0-s1, a0-a7, s2-s11, t3-t6 at the slots of
 * their register numbers minus one (x1 in slot 0; the sp, gp and tp slots unused), mepc in slot 31 and the mstatus to
 * return with in slot 32. A trap saves it whole; a thread giving up the CPU
 * (_tx_thread_system_return) saves the registers a call must keep, with its return address as
 * mepc and its interrupt posture as MPIE, so every context resumes through the same mret.
 * Traps do not nest (mstatus.MIE stays clear in the handler). The scheduler idles on its own
 * stack and handlers run on another, so a trap taken while idle abandons nothing needed. */

#define FRAME_BYTES (36 * 4)
#define SLOT(n) ((n) * 4)

    .macro SAVE_REG r, n
    sw \r, SLOT(\n)(sp)
    .endm
    .macro LOAD_REG r, n
    lw \r, SLOT(\n)(sp)
    .endm

    .section .text.cl_tx_rv32, "ax"
    .balign 4
    .global cl_tx_trap_entry
cl_tx_trap_entry:
    addi sp, sp, -FRAME_BYTES
    SAVE_REG ra, 1 - 1
    SAVE_REG t0, 5 - 1
    SAVE_REG t1, 6 - 1
    SAVE_REG t2, 7 - 1
    SAVE_REG a0, 10 - 1
    SAVE_REG a1, 11 - 1
    SAVE_REG a2, 12 - 1
    SAVE_REG a3, 13 - 1
    SAVE_REG a4, 14 - 1
    SAVE_REG a5, 15 - 1
    SAVE_REG a6, 16 - 1
    SAVE_REG a7, 17 - 1
    SAVE_REG t3, 28 - 1
    SAVE_REG t4, 29 - 1
    SAVE_REG t5, 30 - 1
    SAVE_REG t6, 31 - 1
    call save_kept
    csrr t0, mepc
    sw t0, SLOT(31)(sp)
    csrr t0, mstatus
    sw t0, SLOT(32)(sp)
    mv a0, sp
    csrr a1, mcause
    la sp, cl_tx_isr_stack_top
    call cl_tx_trap
    beqz a0, _tx_thread_schedule
    mv sp, a0
    j restore

/* The registers a call keeps (s0-s11) into the frame at sp; called with ra already saved. */
save_kept:
    SAVE_REG s0, 8 - 1
    SAVE_REG s1, 9 - 1
    SAVE_REG s2, 18 - 1
    SAVE_REG s3, 19 - 1
    SAVE_REG s4, 20 - 1
    SAVE_REG s5, 21 - 1
    SAVE_REG s6, 22 - 1
    SAVE_REG s7, 23 - 1
    SAVE_REG s8, 24 - 1
    SAVE_REG s9, 25 - 1
    SAVE_REG s10, 26 - 1
    SAVE_REG s11, 27 - 1
    ret

/* Resumes the frame at sp, interrupts off: mepc and mstatus first, then the registers. */
restore:
    lw t0, SLOT(31)(sp)
    csrw mepc, t0
    lw t0, SLOT(32)(sp)
    csrw mstatus, t0
    LOAD_REG ra, 1 - 1
    LOAD_REG t0, 5 - 1
    LOAD_REG t1, 6 - 1
    LOAD_REG t2, 7 - 1
    LOAD_REG s0, 8 - 1
    LOAD_REG s1, 9 - 1
    LOAD_REG a0, 10 - 1
    LOAD_REG a1, 11 - 1
    LOAD_REG a2, 12 - 1
    LOAD_REG a3, 13 - 1
    LOAD_REG a4, 14 - 1
    LOAD_REG a5, 15 - 1
    LOAD_REG a6, 16 - 1
    LOAD_REG a7, 17 - 1
    LOAD_REG s2, 18 - 1
    LOAD_REG s3, 19 - 1
    LOAD_REG s4, 20 - 1
    LOAD_REG s5, 21 - 1
    LOAD_REG s6, 22 - 1
    LOAD_REG s7, 23 - 1
    LOAD_REG s8, 24 - 1
    LOAD_REG s9, 25 - 1
    LOAD_REG s10, 26 - 1
    LOAD_REG s11, 27 - 1
    LOAD_REG t3, 28 - 1
    LOAD_REG t4, 29 - 1
    LOAD_REG t5, 30 - 1
    LOAD_REG t6, 31 - 1
    addi sp, sp, FRAME_BYTES
    mret

/* Waits on the scheduler's stack for a thread to run (cl_tx_schedule), then resumes it. */
    .global _tx_thread_schedule
_tx_thread_schedule:
    la sp, cl_tx_system_stack_top
    call cl_tx_schedule
    mv sp, a0
    j restore

/* The running thread gives up the CPU: its frame, then the scheduler. Returns (through mret)
 * when the scheduler picks it again, with the interrupt posture it was called with. */
    .global _tx_thread_system_return
_tx_thread_system_return:
    csrrci t0, mstatus, 8
    addi sp, sp, -FRAME_BYTES
    SAVE_REG ra, 1 - 1
    sw ra, SLOT(31)(sp)
    andi t1, t0, 8       /* MIE -> MPIE (bit 7) */
    slli t1, t1, 4
    li t2, 0x1800        /* MPP = machine */
    or t1, t1, t2
    sw t1, SLOT(32)(sp)
    call save_kept
    mv a0, sp
    la sp, cl_tx_system_stack_top
    call cl_tx_switch_out
    j _tx_thread_schedule

/* 256 words each, as the other RV32 ports of this bench give their handlers. */
    .section .bss.cl_tx_stacks, "aw", @nobits
    .balign 16
cl_tx_isr_stack:
    .space 256 * 4
cl_tx_isr_stack_top:
cl_tx_system_stack:
    .space 256 * 4
    .global cl_tx_system_stack_top
cl_tx_system_stack_top:
