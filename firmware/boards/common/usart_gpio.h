/* USART register layout shared by STM32F1 and STM32F4 (SR, DR, BRR, CR1), and the console
 * USART's base address: USART1 on APB2, USART2/3 on APB1, at the same addresses on both
 * families except USART1. */
#pragma once
#include "board.h"

#if CL_UART_NUM == 2
#define CL_UART_BASE 0x40004400u
#elif CL_UART_NUM == 3
#define CL_UART_BASE 0x40004800u
#elif CL_UART_NUM != 1
#error "the console is USART1, USART2 or USART3"
#endif

/* The bus clock the console USART runs from, as reached (cl_clock). */
static inline uint32_t usart_clock_hz(void) {
  return CL_UART_NUM == 1 ? cl_clock.apb2_hz : cl_clock.apb1_hz;
}

static inline void usart_setup(uint32_t base) {
  CL_REG(base + 0x08u) = (usart_clock_hz() + CL_UART_BAUD / 2u) / CL_UART_BAUD;
  CL_REG(base + 0x0Cu) = (1u << 13) | (1u << 3) | (1u << 2); /* UE, TE, RE */
}
/* QEMU's USART model sends each byte at once (TXE is always set) and wakes its main loop at
 * every status read, so the QEMU images do not read it (devices/qemu/README.md). */
static inline void usart_putc(uint32_t base, char c) {
#if !CL_QEMU
  while (!(CL_REG(base) & (1u << 7))) /* TXE */
    ;
#endif
  CL_REG(base + 0x04u) = (uint8_t)c;
}
static inline int usart_getc(uint32_t base) {
  if (!(CL_REG(base) & (1u << 5))) /* RXNE */
    return -1;
  return (int)(CL_REG(base + 0x04u) & 0xFFu);
}
