/* STM32F407 Discovery: 168 MHz from the 8 MHz HSE (RM0090 6.3, 3.5.1).
 * PLL: VCO in = 8 MHz / M(8) = 1 MHz, VCO = 1 MHz * N(336) = 336 MHz, SYSCLK = VCO / P(2) =
 * 168 MHz, USB clock = VCO / Q(7) = 48 MHz. AHB /1, APB1 /4 (42 MHz), APB2 /2 (84 MHz).
 * Flash: CL_FLASH_WS (5 at 2.7-3.6 V for 150-168 MHz), prefetch + I/D caches on (as ST's
 * SystemInit does). Voltage scale 1 is required above 144 MHz.
 *
 * Order: run from HSI and stop the PLL first (a warm start after another image, or a debugger
 * reset, may find the PLL running and selected: it can only be reprogrammed while off), then
 * HSE, PLL, wait states, switch. Every wait times out; any failure falls back to the 16 MHz HSI
 * with all buses /1, and HELLO says so. */
#include "board.h"
#include "clock_wait.h"

#define RCC 0x40023800u
#define RCC_CR (RCC + 0x00u)
#define RCC_PLLCFGR (RCC + 0x04u)
#define RCC_CFGR (RCC + 0x08u)
#define RCC_APB1ENR (RCC + 0x40u)
#define PWR_CR 0x40007000u
#define FLASH_ACR 0x40023C00u
#define HSI_HZ 16000000u
#define BUS_PRESCALERS 0xFCF0u /* CFGR HPRE, PPRE1, PPRE2 */

static void on_hsi(void) {
  CL_REG(RCC_CFGR) &= ~(3u | BUS_PRESCALERS); /* SW = HSI, every bus /1 */
  cl_wait_bits(RCC_CFGR, 0xCu, 0u);
  CL_REG(RCC_CR) &= ~(1u << 24 | 1u << 16); /* PLL and HSE off */
  cl_clock_internal(HSI_HZ);
}

void board_clock_init(void) {
  if (!cl_start_hse(RCC_CR, on_hsi))
    return;
  CL_REG(RCC_APB1ENR) |= 1u << 28; /* PWREN */
  (void)CL_REG(RCC_APB1ENR);
  CL_REG(PWR_CR) |= 1u << 14;                                                    /* VOS: scale 1 */
  CL_REG(RCC_CFGR) = (CL_REG(RCC_CFGR) & ~BUS_PRESCALERS) | 5u << 10 | 4u << 13; /* /1 /4 /2 */
  CL_REG(RCC_PLLCFGR) = 8u | 336u << 6 | 0u << 16 | 1u << 22 | 7u << 24; /* M, N, P=/2, HSE, Q */
  CL_REG(RCC_CR) |= 1u << 24;                                            /* PLLON */
  if (!cl_wait_bits(RCC_CR, 1u << 25, 1u << 25)) {
    on_hsi();
    return;
  }
  CL_REG(FLASH_ACR) = (uint32_t)CL_FLASH_WS | 1u << 8 | 1u << 9 | 1u << 10; /* PRFTEN ICEN DCEN */
  if (!cl_wait_bits(FLASH_ACR, 7u, (uint32_t)CL_FLASH_WS)) {
    on_hsi();
    return;
  }
  CL_REG(RCC_CFGR) = (CL_REG(RCC_CFGR) & ~3u) | 2u; /* SW = PLL */
  if (!cl_wait_bits(RCC_CFGR, 0xCu, 0x8u)) {
    on_hsi();
    return;
  }
  cl_clock_tier();
}
