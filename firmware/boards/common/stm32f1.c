/* STM32F1 / GD32F10x family: GPIO (probe PA0, marker PB0, USART1 on PA9/PA10) and USART1. */
#include "board.h"
#include "usart_gpio.h"

#define RCC 0x40021000u
#define GPIOA 0x40010800u
#define GPIOB 0x40010C00u
#define USART1 0x40013800u

void board_init(void) {
  board_clock_init();
  CL_REG(RCC + 0x18u) |= 1u | 1u << 2 | 1u << 3 | 1u << 14; /* AFIO, GPIOA, GPIOB, USART1 */
  (void)CL_REG(RCC + 0x18u);
  /* CRL: PA0 push-pull 50 MHz; CRH: PA9 AF push-pull 50 MHz, PA10 floating input. */
  CL_REG(GPIOA + 0x00u) = (CL_REG(GPIOA + 0x00u) & ~0xFu) | 0x3u;
  CL_REG(GPIOA + 0x04u) = (CL_REG(GPIOA + 0x04u) & ~0xFF0u) | 0xB0u | 0x400u;
  CL_REG(GPIOB + 0x00u) = (CL_REG(GPIOB + 0x00u) & ~0xFu) | 0x3u;
  usart_setup(USART1, (CL_APB2_HZ + 57600u) / 115200u);
}

void board_putc(char c) { usart_putc(USART1, c); }
int board_getc(void) { return usart_getc(USART1); }
