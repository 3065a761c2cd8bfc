/* STM32F4 family: probe, marker and console pins from the board profile (CL_PROBE_*,
 * CL_MARKER_*, CL_UART_*), the console USART (AF7 for USART1..3). */
#include "board.h"
#include "usart_gpio.h"

#define RCC 0x40023800u
#define GPIO(port) (0x40020000u + 0x400u * (uint32_t)(port))
#if CL_UART_NUM == 1
#define CL_UART_BASE 0x40011000u
#endif

struct cl_clock cl_clock = {CL_CPU_HZ, CL_APB1_HZ, CL_APB2_HZ, CL_QEMU ? "qemu" : "pll-hse"};

static void field(uint32_t reg, uint32_t pin, uint32_t width, uint32_t value) {
  uint32_t shift = pin * width, mask = ((1u << width) - 1u) << shift;
  CL_REG(reg) = (CL_REG(reg) & ~mask) | value << shift;
}

static void output_pin(uint32_t port, uint32_t pin) {
  field(GPIO(port) + 0x00u, pin, 2, 1u); /* MODER: output */
  field(GPIO(port) + 0x08u, pin, 2, 3u); /* OSPEEDR: very high */
}

static void usart_pin(uint32_t port, uint32_t pin, uint32_t pull) {
  field(GPIO(port) + 0x00u, pin, 2, 2u);                           /* MODER: alternate */
  field(GPIO(port) + 0x0Cu, pin, 2, pull);                         /* PUPDR */
  field(GPIO(port) + (pin < 8u ? 0x20u : 0x24u), pin % 8u, 4, 7u); /* AFR: AF7 */
}

void board_init(void) {
  board_clock_init();
  CL_REG(RCC + 0x30u) |= 1u << CL_PROBE_PORT | 1u << CL_MARKER_PORT | 1u << CL_UART_TX_PORT |
                         1u << CL_UART_RX_PORT; /* AHB1ENR: the GPIO ports used */
  if (CL_UART_NUM == 1)
    CL_REG(RCC + 0x44u) |= 1u << 4; /* APB2ENR: USART1 */
  else
    CL_REG(RCC + 0x40u) |= 1u << (15 + CL_UART_NUM); /* APB1ENR: USART2 (17) / USART3 (18) */
  (void)CL_REG(RCC + 0x44u); /* let the enable settle before touching the peripherals */
  output_pin(CL_PROBE_PORT, CL_PROBE_PIN);
  output_pin(CL_MARKER_PORT, CL_MARKER_PIN);
  usart_pin(CL_UART_TX_PORT, CL_UART_TX_PIN, 0u);
  usart_pin(CL_UART_RX_PORT, CL_UART_RX_PIN, 1u); /* pull-up: an open RX line reads idle */
  usart_setup(CL_UART_BASE);
}

void board_putc(char c) { usart_putc(CL_UART_BASE, c); }
int board_getc(void) { return usart_getc(CL_UART_BASE); }
