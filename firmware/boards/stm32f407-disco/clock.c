/* STM32F407 Discovery: 168 MHz from the 8 MHz HSE (RM0090 6.3, 3.5.1).
 * PLL: VCO in = 8 MHz / M(8) = 1 MHz, VCO = 1 MHz * N(336) = 336 MHz, SYSCLK = VCO / P(2) =
 * 168 MHz, USB clock = VCO / Q(7) = 48 MHz. AHB /1, APB1 /4 (42 MHz), APB2 /2 (84 MHz).
 * Flash: 5 wait states at 2.7-3.6 V for 150-168 MHz, prefetch + I/D caches on (as ST's
 * SystemInit does). Voltage scale 1 is required above 144 MHz. */
#include "board.h"

#define RCC 0x40023800u
#define RCC_CR CL_REG(RCC + 0x00u)
#define RCC_PLLCFGR CL_REG(RCC + 0x04u)
#define RCC_CFGR CL_REG(RCC + 0x08u)
#define RCC_APB1ENR CL_REG(RCC + 0x40u)
#define PWR_CR CL_REG(0x40007000u)
#define FLASH_ACR CL_REG(0x40023C00u)

void board_clock_init(void) {
  RCC_CR |= 1u << 16; /* HSEON */
  while (!(RCC_CR & (1u << 17)))
    ;
  RCC_APB1ENR |= 1u << 28; /* PWREN */
  (void)RCC_APB1ENR;
  PWR_CR |= 1u << 14;      /* VOS: scale 1 */
  RCC_CFGR = (RCC_CFGR & ~0xFCF0u) | 5u << 10 | 4u << 13; /* HPRE /1, PPRE1 /4, PPRE2 /2 */
  RCC_PLLCFGR = 8u | 336u << 6 | 0u << 16 | 1u << 22 | 7u << 24; /* M, N, P=/2, HSE, Q */
  RCC_CR |= 1u << 24; /* PLLON */
  while (!(RCC_CR & (1u << 25)))
    ;
  FLASH_ACR = 5u | 1u << 8 | 1u << 9 | 1u << 10; /* LATENCY 5, PRFTEN, ICEN, DCEN */
  while ((FLASH_ACR & 7u) != 5u)
    ;
  RCC_CFGR = (RCC_CFGR & ~3u) | 2u; /* SW = PLL */
  while (((RCC_CFGR >> 2) & 3u) != 2u)
    ;
}
