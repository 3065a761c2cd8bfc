/* GD32F103C8: 8 MHz HXTAL (GD32F10x User Manual, RCU and FMC chapters).
 * The GD32F10x PLL multiplier PLLMF is 5 bits (CFG0 bits 21:18 plus bit 27) and reaches x32.
 * 108 MHz: HXTAL / 2 (PREDV0) = 4 MHz x 27; AHB /1, APB1 /2 (54 MHz max), APB2 /1 (108 MHz).
 *  72 MHz: HXTAL x 9; APB1 /2.
 *  24 MHz: HXTAL x 3; all buses /1.
 * FMC_WS.WSCNT: 0 up to 24 MHz, 1 up to 48 MHz, 2 above; code in the first 256 KB runs from
 * GD's zero-wait area, so the setting mostly affects data reads from flash. */
#include "board.h"

#define RCU 0x40021000u
#define RCU_CTL CL_REG(RCU + 0x00u)
#define RCU_CFG0 CL_REG(RCU + 0x04u)
#define FMC_WS CL_REG(0x40022000u)

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

void board_clock_init(void) {
  RCU_CTL |= 1u << 16; /* HXTALEN */
  while (!(RCU_CTL & (1u << 17)))
    ;
  FMC_WS = (FMC_WS & ~7u) | (uint32_t)CL_FLASH_WS;
  RCU_CFG0 = PLL_BITS | 1u << 16 | APB1_BITS; /* PLLSEL = HXTAL (through PREDV0) */
  RCU_CTL |= 1u << 24; /* PLLEN */
  while (!(RCU_CTL & (1u << 25)))
    ;
  RCU_CFG0 |= 2u; /* SCS = PLL */
  while (((RCU_CFG0 >> 2) & 3u) != 2u)
    ;
}
