/* GD32F103C8: 8 MHz HXTAL (GD32F10x User Manual, RCU and FMC chapters).
 * The GD32F10x PLL multiplier PLLMF is 5 bits (CFG0 bits 21:18 plus bit 27) and reaches x32.
 * 108 MHz: HXTAL / 2 (PREDV0) = 4 MHz x 27; AHB /1, APB1 /2 (54 MHz max), APB2 /1 (108 MHz).
 *  72 MHz: HXTAL x 9; APB1 /2.
 *  24 MHz: HXTAL x 3; all buses /1.
 * Flash: FMC_WS.WSCNT = CL_FLASH_WS (0 up to 24 MHz, 1 up to 48 MHz, 2 above) only takes effect
 * with FMC_WSEN.WSEN set, which GigaDevice's own start-up code leaves at reset; this file sets
 * both, and the harness measures the wait states the part really applies (HELLO ws_meas=). Code
 * in the first 256 KB runs from GD's zero-wait area, so the setting mostly affects other reads.
 *
 * Order as on the STM32F103: IRC8M first, PLL stopped, then HXTAL, wait states, PLL, switch;
 * every wait times out and falls back to the 8 MHz IRC8M (reported as clk_src=hsi). */
#include "board.h"
#include "clock_wait.h"

#define RCU 0x40021000u
#define RCU_CTL (RCU + 0x00u)
#define RCU_CFG0 (RCU + 0x04u)
#define FMC_WS 0x40022000u
#define FMC_WSEN 0x400220FCu
#define IRC8M_HZ 8000000u

#if CL_CPU_HZ == 108000000
#define PLL_BITS (1u << 27 | 0xAu << 18 | 1u << 17) /* PLLMF = 0b11010 (x27), PREDV0 = /2 */
#define APB1_BITS (4u << 8)
#elif CL_CPU_HZ == 72000000
#define PLL_BITS (7u << 18) /* x9 */
#define APB1_BITS (4u << 8)
#elif CL_CPU_HZ == 24000000
#define PLL_BITS (1u << 18) /* x3 */
#define APB1_BITS 0u
#else
#error "gd32f103c8 supports 24, 72 and 108 MHz"
#endif

static void on_irc8m(void) {
  CL_REG(RCU_CFG0) &= ~3u; /* SCS = IRC8M */
  cl_wait_bits(RCU_CFG0, 0xCu, 0u);
  CL_REG(RCU_CTL) &= ~(1u << 24 | 1u << 16); /* PLL and crystal off ... */
  cl_wait_bits(RCU_CTL, 1u << 25, 0u);
  CL_REG(RCU_CFG0) = 0u; /* ... before its settings change; every bus /1 */
  cl_clock_internal(IRC8M_HZ);
}

void board_clock_init(void) {
  CL_REG(RCU_CTL) |= 1u; /* IRC8MEN */
  cl_wait_bits(RCU_CTL, 2u, 2u);
  on_irc8m();
  if (!cl_wait_bits(RCU_CTL, 1u << 25, 0u)) /* PLLSTB clears once the PLL has stopped */
    return;
  CL_REG(RCU_CTL) |= 1u << 16; /* HXTALEN */
  if (!cl_wait_bits(RCU_CTL, CL_HSE_READY_MASK, 1u << 17)) {
    on_irc8m();
    return;
  }
  CL_REG(FMC_WS) = (CL_REG(FMC_WS) & ~7u) | (uint32_t)CL_FLASH_WS;
  if (CL_FLASH_WS > 0)
    CL_REG(FMC_WSEN) |= 1u;                           /* WSEN: without it WSCNT is ignored */
  CL_REG(RCU_CFG0) = PLL_BITS | 1u << 16 | APB1_BITS; /* PLLSEL = HXTAL (through PREDV0) */
  CL_REG(RCU_CTL) |= 1u << 24;                        /* PLLEN */
  if (!cl_wait_bits(RCU_CTL, 1u << 25, 1u << 25)) {
    on_irc8m();
    return;
  }
  CL_REG(RCU_CFG0) |= 2u; /* SCS = PLL */
  if (!cl_wait_bits(RCU_CFG0, 0xCu, 0x8u)) {
    on_irc8m();
    return;
  }
  cl_clock_tier();
}
