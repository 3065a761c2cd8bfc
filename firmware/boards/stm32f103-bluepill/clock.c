/* Blue Pill (STM32F103C8): 8 MHz HSE (RM0008 7.2, 3.3.3).
 * 72 MHz: PLL = HSE x9, AHB /1, APB1 /2 (36 MHz max), APB2 /1; flash 2 wait states
 *         (48 < SYSCLK <= 72 MHz), prefetch buffer on.
 * 24 MHz: PLL = HSE x3, all buses /1; flash 0 wait states (SYSCLK <= 24 MHz).
 *
 * Order: run from HSI and stop the PLL first (a 24 MHz image started without a reset after a
 * 72 MHz one would otherwise keep the old PLL at 72 MHz with 0 wait states: PLLMUL can only be
 * written while the PLL is off), then HSE, wait states, PLL, switch. Every wait times out; any
 * failure falls back to the 8 MHz HSI with all buses /1, and HELLO says so. */
#include "board.h"
#include "clock_wait.h"

#define RCC 0x40021000u
#define RCC_CR (RCC + 0x00u)
#define RCC_CFGR (RCC + 0x04u)
#define FLASH_ACR 0x40022000u
#define HSI_HZ 8000000u

#if CL_CPU_HZ == 72000000
#define PLLMUL_BITS (7u << 18) /* x9 */
#define PPRE1_BITS (4u << 8)   /* APB1 /2 */
#elif CL_CPU_HZ == 24000000
#define PLLMUL_BITS (1u << 18) /* x3 */
#define PPRE1_BITS 0u
#else
#error "stm32f103-bluepill supports 24 and 72 MHz"
#endif

static void on_hsi(void) {
  CL_REG(RCC_CFGR) &= ~3u; /* SW = HSI */
  cl_wait_bits(RCC_CFGR, 0xCu, 0u);
  CL_REG(RCC_CR) &= ~(1u << 24 | 1u << 16); /* PLL and crystal off ... */
  cl_wait_bits(RCC_CR, 1u << 25, 0u);
  CL_REG(RCC_CFGR) = 0u; /* ... before its settings change; every bus /1 */
  cl_clock_internal(HSI_HZ);
}

void board_clock_init(void) {
  if (!cl_start_hse(RCC_CR, on_hsi))
    return;
  CL_REG(FLASH_ACR) = (uint32_t)CL_FLASH_WS | 1u << 4;    /* LATENCY, PRFTBE */
  CL_REG(RCC_CFGR) = PLLMUL_BITS | 1u << 16 | PPRE1_BITS; /* PLLSRC = HSE, HPRE /1, PPRE2 /1 */
  CL_REG(RCC_CR) |= 1u << 24;                             /* PLLON */
  if (!cl_wait_bits(RCC_CR, 1u << 25, 1u << 25)) {
    on_hsi();
    return;
  }
  CL_REG(RCC_CFGR) |= 2u; /* SW = PLL */
  if (!cl_wait_bits(RCC_CFGR, 0xCu, 0x8u)) {
    on_hsi();
    return;
  }
  cl_clock_tier();
}
