/* USART1 register layout shared by STM32F1 and STM32F4 (SR, DR, BRR, CR1). */
#pragma once
#include "board.h"

static inline void usart_setup(uint32_t base, uint32_t brr) {
  CL_REG(base + 0x08u) = brr;
  CL_REG(base + 0x0Cu) = (1u << 13) | (1u << 3) | (1u << 2); /* UE, TE, RE */
}
static inline void usart_putc(uint32_t base, char c) {
  while (!(CL_REG(base) & (1u << 7))) /* TXE */
    ;
  CL_REG(base + 0x04u) = (uint8_t)c;
}
static inline int usart_getc(uint32_t base) {
  if (!(CL_REG(base) & (1u << 5))) /* RXNE */
    return -1;
  return (int)(CL_REG(base + 0x04u) & 0xFFu);
}
