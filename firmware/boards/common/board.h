/* Board support interface. Each board provides board_clock_init() (boards/<board>/clock.c); the
 * family file (stm32f4.c / stm32f1.c) does GPIO and USART1. Board facts (CL_BOARD, CL_CPU_HZ,
 * CL_FLASH_WS, CL_FAMILY_F4/F1, CL_QEMU, CL_MAX_N, stack sizes) come from the build. */
#pragma once
#include <stdint.h>

void board_init(void);       /* clocks, flash wait states, probe/marker GPIO, USART1 115200 8N1 */
void board_clock_init(void); /* per board */
void board_putc(char c);
int board_getc(void); /* -1 when no byte waits */

/* Probe (PA0) and marker (PB0) pins: set and reset go through two different registers, and the
 * four stores hit four different addresses, so a QEMU 7.2 plugin that sees addresses but not
 * values can still tell every edge apart. */
#if defined(CL_FAMILY_F4)
typedef uint16_t cl_pin_t; /* 16-bit stores: BSRR low half sets, high half (+2) resets */
#define CL_PROBE_SET_ADDR 0x40020018u
#define CL_PROBE_CLR_ADDR 0x4002001Au
#define CL_MARKER_SET_ADDR 0x40020418u
#define CL_MARKER_CLR_ADDR 0x4002041Au
#elif defined(CL_FAMILY_F1)
typedef uint32_t cl_pin_t; /* RM0008: GPIO registers are word-accessed; BSRR sets, BRR resets */
#define CL_PROBE_SET_ADDR 0x40010810u
#define CL_PROBE_CLR_ADDR 0x40010814u
#define CL_MARKER_SET_ADDR 0x40010C10u
#define CL_MARKER_CLR_ADDR 0x40010C14u
#else
#error "define CL_FAMILY_F4 or CL_FAMILY_F1"
#endif
#define CL_PROBE_MASK 0x0001u  /* pin 0 of GPIOA */
#define CL_MARKER_MASK 0x0001u /* pin 0 of GPIOB */

/* The benchmark interrupts: NVIC lines no peripheral drives here (WWDG and PVD, never enabled),
 * pended by software through NVIC STIR. */
#define CL_BENCH_IRQ 0u
#define CL_BENCH_IRQ2 1u

#define CL_REG(addr) (*(volatile uint32_t *)(addr))
