/* Bare-metal pulse generator for the virtual logic analyzer tests. Raises the marker, emits
 * PULSES probe pulses each PULSE_NOPS nops wide, lowers the marker, prints "DONE\n" on USART1
 * and sleeps. Board addresses follow devices/qemu/README.md (probe PA0, marker on GPIOB). */
    .syntax unified
    .thumb

#if defined(BOARD_F1)
    .equ PROBE_SET, 0x40010810   /* GPIOA_BSRR */
    .equ PROBE_RESET, 0x40010814 /* GPIOA_BRR */
    .equ MARKER_SET, 0x40010C10  /* GPIOB_BSRR */
    .equ MARKER_RESET, 0x40010C14 /* GPIOB_BRR */
    .equ USART_BASE, 0x40013800
#define STORE_PIN str
#else
    .equ PROBE_SET, 0x40020018   /* GPIOA_BSRR, low half-word */
    .equ PROBE_RESET, 0x4002001A /* GPIOA_BSRR, high half-word */
    .equ MARKER_SET, 0x40020418
    .equ MARKER_RESET, 0x4002041A
    .equ USART_BASE, 0x40011000
#define STORE_PIN strh
#endif

#include "vectors.inc"
    ldr r0, =PROBE_SET
    ldr r1, =PROBE_RESET
    ldr r5, =MARKER_SET
    ldr r6, =MARKER_RESET
    movs r2, #1
    ldr r4, =PULSES
    STORE_PIN r2, [r5]
loop:
    STORE_PIN r2, [r0]
    .rept PULSE_NOPS
    nop
    .endr
    STORE_PIN r2, [r1]
    .rept GAP_NOPS
    nop
    .endr
    subs r4, #1
    bne loop
    STORE_PIN r2, [r6]

#include "done.inc"
