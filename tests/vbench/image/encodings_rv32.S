/* Probe pulses raised and lowered by every kind of RISC-V store (RV32 with C, F/D and A):
 * SB, SH, SW, FSW, FSD, the compressed C.SW, C.SWSP, C.FSW, C.FSD, C.FSWSP, C.FSDSP, every
 * AMO and SC.W, with I/O loads and stores to unwatched addresses inside them, a 32-bit store
 * that straddles a 4 KiB page and a store at a page's last halfword. Every pulse is WIDTH
 * instructions long: the reset store is WIDTH instructions after the set store (itself
 * included). The virtual analyzer's plugin must see every edge and count every instruction.
 * qemu-rv32 only (probe in the RAM window of resources/boards/qemu-rv32.json). Prints
 * "DONE\n" on the 16550 UART and sleeps. */
    .equ PROBE_SET, 0x8007FFF0
    .equ PROBE_RESET, 0x8007FFF4
    .equ UART, 0x10000000        /* THR; +5 LSR (an I/O load), +7 SCR (an I/O store) */
    .equ WIDTH, 24

/* Pads a pulse to WIDTH: `used` instructions after the set store, the reset store not included. */
    .macro pad used
    .rept WIDTH - 1 - \used
    nop
    .endr
    .endm

/* Between pulses: a gap, and the registers every pulse starts from (s0/s1 are x8/x9, which the
 * compressed stores can name). */
    .macro gap
    .rept 8
    nop
    .endr
    li s0, PROBE_SET
    li s1, PROBE_RESET
    .endm

    .section .text.start, "ax"
    .global _start
_start:
    li t0, 0x2000                /* mstatus.FS = initial: FP stores work */
    csrs mstatus, t0
    li a0, 1
    fcvt.s.w fa0, a0
    fcvt.d.w fa1, a0
    li a5, UART
    gap

    /* 1: SW up, SW down */
    sw a0, 0(s0)
    pad 0
    sw a0, 0(s1)
    gap
    /* 2: SH up; an I/O load inside; SB down */
    sh a0, 0(s0)
    lbu t1, 5(a5)
    pad 1
    sb a0, 0(s1)
    gap
    /* 3: C.SW up; an I/O store (SB) inside; C.SW down */
    c.sw a0, 0(s0)
    sb a0, 7(a5)
    addi t2, t2, 1
    pad 2
    c.sw a0, 0(s1)
    gap
    /* 4: C.SWSP up, C.SWSP down (sp holds the probe addresses) */
    mv t3, sp
    mv sp, s0
    c.swsp a0, 0(sp)
    mv sp, s1
    c.lwsp t1, 0(sp)
    pad 2
    c.swsp a0, 0(sp)
    mv sp, t3
    gap
    /* 5: FSW up; an I/O load (LW) inside; FSD down */
    fsw fa0, 0(s0)
    lw t1, 4(a5)
    pad 1
    fsd fa1, 0(s1)
    gap
    /* 6: C.FSW up; C.FLW inside; C.FSD down */
    c.fsw fa0, 0(s0)
    c.flw fa2, 0(s0)
    pad 1
    c.fsd fa1, 0(s1)
    gap
    /* 7: C.FSDSP up, C.FSWSP down */
    mv t3, sp
    mv sp, s0
    c.fsdsp fa1, 0(sp)
    mv sp, s1
    pad 1
    c.fswsp fa0, 0(sp)
    mv sp, t3
    gap
    /* 8: AMOSWAP.W up; LR.W inside; SC.W down (the reservation LR.W took) */
    amoswap.w t1, a0, (s0)
    lr.w t1, (s1)
    pad 1
    sc.w t2, a0, (s1)
    gap
    /* 9: AMOADD.W up, AMOOR.W down */
    amoadd.w t1, a0, (s0)
    pad 0
    amoor.w t1, a0, (s1)
    gap
    /* 10: AMOXOR.W up, AMOAND.W down */
    amoxor.w t1, a0, (s0)
    pad 0
    amoand.w t1, a0, (s1)
    gap
    /* 11: AMOMIN.W up, AMOMAX.W down */
    amomin.w t1, a0, (s0)
    pad 0
    amomax.w t1, a0, (s1)
    gap
    /* 12: AMOMINU.W up, AMOMAXU.W down */
    amominu.w t1, a0, (s0)
    pad 0
    amomaxu.w t1, a0, (s1)
    gap
    /* 13: SB up, SH down */
    sb a0, 0(s0)
    pad 0
    sh a0, 0(s1)
    gap
    j page_end

    /* 14: a 32-bit SW that starts at a page's last halfword (page + 4094) up, an I/O store
     * inside, SW down. */
    .balign 4096
    .space 4096 - 6
page_end:
    c.nop                        /* page + 4090 */
    c.nop                        /* page + 4092 */
    .option push
    .option norvc
    sw a0, 0(s0)                 /* page + 4094: straddles the page */
    .option pop
    sb a0, 7(a5)
    pad 1
    sw a0, 0(s1)
    gap
    j page_end2

    /* 15: C.SW down at a page's last halfword, a compressed instruction on the next page. */
    .balign 4096
    .space 4094 - 2 * WIDTH
page_end2:
    c.sw a0, 0(s0)               /* up */
    .rept WIDTH - 1
    c.nop
    .endr
    c.sw a0, 0(s1)               /* down at page + 4094 */
    c.nop

    /* DONE on the UART, then sleep for good */
    la t0, message
print:
    lbu t1, 0(t0)
    beqz t1, sleep
    sb t1, 0(a5)
    addi t0, t0, 1
    j print
sleep:
    csrci mstatus, 8
    wfi
    j sleep
message:
    .asciz "DONE\n"
