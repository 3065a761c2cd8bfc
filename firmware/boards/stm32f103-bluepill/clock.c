/* Blue Pill (STM32F103C8): 8 MHz HSE (RM0008 7.2, 3.3.3).
 * 72 MHz: PLL = HSE x9, AHB /1, APB1 /2 (36 MHz max), APB2 /1; flash 2 wait states
 *         (48 < SYSCLK <= 72 MHz), prefetch buffer on.
 * 24 MHz: PLL = HSE x3, all buses /1; flash 0 wait states (SYSCLK <= 24 MHz). */
#include "board.h"

#define RCC 0x40021000u
#define RCC_CR CL_REG(RCC + 0x00u)
#define RCC_CFGR CL_REG(RCC + 0x04u)
#define FLASH_ACR CL_REG(0x40022000u)

#if CL_CPU_HZ == 72000000
#define PLLMUL_BITS (7u << 18) /* x9 */
#define PPRE1_BITS (4u << 8)   /* APB1 /2 */
#elif CL_CPU_HZ == 24000000
#define PLLMUL_BITS (1u << 18) /* x3 */
#define PPRE1_BITS 0u
#else
#error "stm32f103-bluepill supports 24 and 72 MHz"
#endif

void board_clock_init(void) {
  RCC_CR |= 1u << 16; /* HSEON */
  while (!(RCC_CR & (1u << 17)))
    ;
  FLASH_ACR = (uint32_t)CL_FLASH_WS | 1u << 4; /* LATENCY, PRFTBE */
  RCC_CFGR = PLLMUL_BITS | 1u << 16 | PPRE1_BITS; /* PLLSRC = HSE, HPRE /1, PPRE2 /1 */
  RCC_CR |= 1u << 24; /* PLLON */
  while (!(RCC_CR & (1u << 25)))
    ;
  RCC_CFGR |= 2u; /* SW = PLL */
  while (((RCC_CFGR >> 2) & 3u) != 2u)
    ;
}
