/* STM32F1 / GD32F10x family: probe, marker and console pins from the board profile
 * (CL_PROBE_*, CL_MARKER_*, CL_UART_* on the default, not remapped, USART pins). */
#include "board.h"
#include "usart_gpio.h"

#define RCC 0x40021000u
#define GPIO(port) (0x40010800u + 0x400u * (uint32_t)(port))
#if CL_UART_NUM == 1
#define CL_UART_BASE 0x40013800u
#endif

struct cl_clock cl_clock = {CL_CPU_HZ, CL_APB1_HZ, CL_APB2_HZ, CL_QEMU ? "qemu" : "pll-hse"};

/* CRL (pins 0-7) / CRH (pins 8-15): 4 bits per pin, MODE and CNF. */
static void pin_mode(uint32_t port, uint32_t pin, uint32_t bits) {
  uint32_t reg = GPIO(port) + (pin < 8u ? 0x00u : 0x04u), shift = (pin % 8u) * 4u;
  CL_REG(reg) = (CL_REG(reg) & ~(0xFu << shift)) | bits << shift;
}

void board_init(void) {
  board_clock_init();
  CL_REG(RCC + 0x18u) |= 1u | 1u << (2 + CL_PROBE_PORT) | 1u << (2 + CL_MARKER_PORT) |
                         1u << (2 + CL_UART_TX_PORT) | 1u << (2 + CL_UART_RX_PORT); /* AFIO, IOPx */
  if (CL_UART_NUM == 1)
    CL_REG(RCC + 0x18u) |= 1u << 14; /* APB2ENR: USART1 */
  else
    CL_REG(RCC + 0x1Cu) |= 1u << (15 + CL_UART_NUM); /* APB1ENR: USART2 (17) / USART3 (18) */
  (void)CL_REG(RCC + 0x18u);
  pin_mode(CL_PROBE_PORT, CL_PROBE_PIN, 0x3u); /* output push-pull, 50 MHz */
  pin_mode(CL_MARKER_PORT, CL_MARKER_PIN, 0x3u);
  pin_mode(CL_UART_TX_PORT, CL_UART_TX_PIN, 0xBu);               /* alternate push-pull, 50 MHz */
  pin_mode(CL_UART_RX_PORT, CL_UART_RX_PIN, 0x8u);               /* input with pull-up/down ... */
  CL_REG(GPIO(CL_UART_RX_PORT) + 0x0Cu) |= 1u << CL_UART_RX_PIN; /* ... up: ODR bit set.
     Not through BSRR: that is the probe's set address the virtual analyzer watches. */
  usart_setup(CL_UART_BASE);
}

void board_putc(char c) { usart_putc(CL_UART_BASE, c); }
int board_getc(void) { return usart_getc(CL_UART_BASE); }
