/* Probe pulses raised and lowered by every kind of Thumb store (16- and 32-bit, halfword, byte,
 * multiple, dual, FP), with I/O loads and stores to unwatched addresses inside them, and a store
 * at the last halfword of a 4 KiB page. Every pulse is WIDTH instructions long: the reset store
 * is WIDTH instructions after the set store (itself included). The virtual analyzer's plugin
 * must see every edge and count every instruction, however QEMU cuts and replays the blocks.
 * qemu-f405 only (probe on GPIOA BSRR as in pulses.S). Prints "DONE\n" on USART1 and sleeps. */
    .syntax unified
    .thumb

    .equ PROBE_SET, 0x40020018   /* GPIOA_BSRR, low half-word */
    .equ PROBE_RESET, 0x4002001A /* GPIOA_BSRR, high half-word */
    .equ GPIOA_ODR, 0x40020014   /* not watched: an I/O store the plugin must count past */
    .equ GPIOA_IDR, 0x40020010   /* not watched: an I/O load */
    .equ USART_BASE, 0x40011000
    .equ CPACR, 0xE000ED88
    .equ WIDTH, 24

/* Pads a pulse to WIDTH: `used` instructions after the set store, the reset store not included. */
    .macro pad used
    .rept WIDTH - 1 - \used
    nop
    .endr
    .endm

/* Between pulses: a gap, and the registers every pulse starts from. */
    .macro gap
    .rept 8
    nop
    .endr
    ldr r0, =PROBE_SET
    ldr r1, =PROBE_RESET
    .endm

#include "vectors.inc"
    ldr r3, =CPACR           /* FP on, for VSTR */
    ldr r4, [r3]
    orr r4, r4, #(0xF << 20)
    str r4, [r3]
    dsb
    isb
    movs r2, #1
    vmov s0, r2
    movs r7, #0
    ldr r6, =GPIOA_ODR
    ldr r10, =GPIOA_ODR
    ldr r11, =GPIOA_IDR
    gap

    /* 1: STRH (16-bit) up, STRH (16-bit) down */
    strh r2, [r0]
    pad 0
    strh r2, [r1]
    gap
    /* 2: STR (16-bit imm) up; an I/O load inside; STRB (16-bit imm) down */
    str r2, [r0]
    nop
    adds r5, r2, #1
    ldr r9, [r11]
    pad 3
    strb r2, [r1]
    gap
    /* 3: STR (16-bit register) up; I/O stores (32- and 16-bit) and a 16-bit I/O load inside;
     * STRH (16-bit register) down */
    str r2, [r0, r7]
    mov r8, r2
    str r2, [r10]
    str r2, [r6]
    ldr r4, [r6]
    pad 4
    strh r2, [r1, r7]
    gap
    /* 4: STM (16-bit) up; LDRH.W and LDRB (I/O) inside; STRB (16-bit register) down */
    mov r3, r0
    stmia r3!, {r2}
    ldrh.w r9, [r11, #0]
    add r5, r5, #3
    ldrb r9, [r11]
    pad 3
    strb r2, [r1, r7]
    gap
    /* 5: STR.W (imm12) up; LDM (16-bit, I/O) inside; STRH.W (imm12) down */
    str.w r2, [r0, #0]
    mov r3, r11
    ldmia r3!, {r4}
    pad 2
    strh.w r2, [r1, #0]
    gap
    /* 6: STR (imm8, negative offset) up; LDRD (I/O) inside; STRB.W down */
    add r3, r0, #4
    str r2, [r3, #-4]
    ldrd r4, r5, [r11]
    pad 1
    strb.w r2, [r1, #0]
    gap
    /* 7: STR.W (register) up; LDR literal inside; STRH (imm8, post-indexed) down */
    mov r3, r1
    str.w r2, [r0, r7, lsl #0]
    ldr r4, =0x12345678
    pad 1
    strh r2, [r3], #2
    gap
    /* 8: STRD up; an I/O store with writeback inside; STRH (imm8, pre-indexed) down */
    mov r3, r10
    sub r8, r1, #2
    strd r2, r7, [r0]
    str r2, [r3], #4
    pad 1
    strh r2, [r8, #2]!
    gap
    /* 9: STMDB (32-bit) up; STRH.W (register) down (STM cannot: the reset half-word is not
     * word-aligned) */
    add r3, r0, #8
    stmdb r3, {r2, r7}
    pad 0
    strh.w r2, [r1, r7]
    gap
    /* 10: VSTR up; VLDR (I/O) inside; STRH down */
    vstr s0, [r0]
    vldr s1, [r11]
    pad 1
    strh r2, [r1]
    gap
    b page_end

    .ltorg

    /* 11 and 12 straddle a 4 KiB page: the store in its last word's upper halfword is followed
     * by a 16-bit instruction, which QEMU reads into that store's bytes. */
    .balign 4096
    .space 4096 - 12
page_end:                    /* page + 4084 */
    strh.w r2, [r0, #0]      /* 11 up */
    orr r9, r9, #1
    str r2, [r6]             /* page + 4092: a 16-bit I/O store */
    nop                      /* page + 4094 */
    pad 3
    strh r2, [r1]
    gap
    b page_end2

    .ltorg
    .balign 4096
    .space 4090 - 2 * WIDTH
page_end2:
    strh r2, [r0]            /* 12 up */
    .rept WIDTH - 2
    nop
    .endr
    orr r9, r9, #1
    strh r2, [r1]            /* 12 down at page + 4092 */
    nop                      /* page + 4094 */

#include "done.inc"
