/* STM32F4 family: GPIO (probe PA0, marker PB0, USART1 on PA9/PA10 AF7) and USART1. */
#include "board.h"
#include "usart_gpio.h"

#define RCC 0x40023800u
#define GPIOA 0x40020000u
#define GPIOB 0x40020400u
#define USART1 0x40011000u

void board_init(void) {
  board_clock_init();
  CL_REG(RCC + 0x30u) |= 3u;       /* AHB1ENR: GPIOA, GPIOB */
  CL_REG(RCC + 0x44u) |= 1u << 4;  /* APB2ENR: USART1 */
  (void)CL_REG(RCC + 0x44u);       /* let the enable settle before touching the peripherals */
  CL_REG(GPIOA + 0x00u) = (CL_REG(GPIOA + 0x00u) & ~(3u | 3u << 18 | 3u << 20)) |
                          1u | 2u << 18 | 2u << 20; /* PA0 out, PA9/PA10 AF */
  CL_REG(GPIOA + 0x08u) |= 3u;                      /* PA0 very high speed */
  CL_REG(GPIOA + 0x24u) = (CL_REG(GPIOA + 0x24u) & ~0xFF0u) | 7u << 4 | 7u << 8; /* AF7 */
  CL_REG(GPIOB + 0x00u) = (CL_REG(GPIOB + 0x00u) & ~3u) | 1u; /* PB0 out */
  CL_REG(GPIOB + 0x08u) |= 3u;
  usart_setup(USART1, (CL_APB2_HZ + 57600u) / 115200u);
}

void board_putc(char c) { usart_putc(USART1, c); }
int board_getc(void) { return usart_getc(USART1); }
