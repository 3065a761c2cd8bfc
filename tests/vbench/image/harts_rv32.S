/* Two harts on one probe line (qemu-rv32-smp: virt,aclint=on -smp 2, -bios none, so both harts
 * start here). The virtual analyzer's plugin counts the instructions of both harts in one
 * counter, which under -icount is QEMU's virtual clock: the harts run in turn on one thread.
 *   A: PULSES pulses raised and lowered by hart 1 alone while hart 0 sleeps: WIDTH instructions
 *      each, as on one hart.
 *   B: PULSES pulses raised by hart 0, lowered by hart 1 after an inter-processor interrupt, hart
 *      0 asleep (wfi) meanwhile: the hand-off's own instructions, HANDOFF_IPI of them (2 on hart
 *      0 after the rising store, 6 on hart 1 up to and including the falling one; the wfi that
 *      gives up the turn adds none).
 *   C: SPIN_PULSES pulses raised by hart 0, lowered by hart 1, both polling memory: hart 1 runs
 *      only once hart 0's turn ends, so a pulse spans the rest of hart 0's time slice.
 * Then "DONE\n" on the 16550 UART, and both harts sleep. */
    .equ PROBE_SET, 0x8007FFF0
    .equ PROBE_RESET, 0x8007FFF4
    .equ MSIP0, 0x02000000       /* CLINT software interrupt of hart 0; hart 1's at +4 */
    .equ UART, 0x10000000
    .equ WORDS, 0x80040000       /* flag, ack: a page no code shares */
    .equ PULSES, 20
    .equ SPIN_PULSES, 2
    .equ WIDTH, 24

    .section .text.start, "ax"
    .global _start
_start:
    li t0, 8                     /* mie.MSIE: wfi returns on a software interrupt; MIE stays off */
    csrw mie, t0
    li s0, PROBE_SET
    li s1, PROBE_RESET
    li s3, MSIP0
    li s4, WORDS
    sw zero, 0(s4)
    sw zero, 4(s4)
    li a0, 1
    csrr t0, mhartid
    bnez t0, hart1

hart0:
    /* A: let hart 1 pulse on its own, sleep until it is done */
    sw a0, 4(s3)
1:  wfi
    lw t1, 0(s3)
    beqz t1, 1b
    sw zero, 0(s3)
    /* B */
    li s2, 1
2:  sw a0, 0(s0)                 /* up, on hart 0 */
    sw s2, 0(s4)
    sw a0, 4(s3)                 /* interrupt hart 1 */
3:  wfi
    lw t1, 0(s3)
    beqz t1, 3b
    sw zero, 0(s3)
    addi s2, s2, 1
    li t1, PULSES
    ble s2, t1, 2b
    /* C */
    li s2, 1
4:  sw a0, 0(s0)
    sw s2, 0(s4)
5:  lw t1, 4(s4)
    bne t1, s2, 5b
    addi s2, s2, 1
    li t1, SPIN_PULSES
    ble s2, t1, 4b
    li a5, UART
    la t0, message
6:  lbu t1, 0(t0)
    beqz t1, 7f
    sb t1, 0(a5)
    addi t0, t0, 1
    j 6b
7:  wfi
    j 7b

hart1:
1:  wfi
    lw t1, 4(s3)
    beqz t1, 1b
    sw zero, 4(s3)
    /* A */
    li s2, PULSES
2:  sw a0, 0(s0)
    .rept WIDTH - 1
    nop
    .endr
    sw a0, 0(s1)
    .rept 8
    nop
    .endr
    addi s2, s2, -1
    bnez s2, 2b
    sw a0, 0(s3)                 /* wake hart 0 */
    /* B */
    li s2, 1
3:  wfi
    lw t1, 4(s3)
    beqz t1, 3b
    sw zero, 4(s3)
    lw t1, 0(s4)
    bne t1, s2, 3b
    sw a0, 0(s1)                 /* down, on hart 1 */
    sw a0, 0(s3)                 /* interrupt hart 0 */
    addi s2, s2, 1
    li t1, PULSES
    ble s2, t1, 3b
    /* C */
    li s2, 1
4:  lw t1, 0(s4)
    bne t1, s2, 4b
    sw a0, 0(s1)
    sw s2, 4(s4)
    addi s2, s2, 1
    li t1, SPIN_PULSES
    ble s2, t1, 4b
5:  wfi
    j 5b

message:
    .asciz "DONE\n"
