/* Clock bring-up helpers shared by the boards' clock.c: every wait on a ready flag is bounded,
 * so a crystal that never starts (or a PLL that never locks) ends in a fallback to the internal
 * oscillator, reported in HELLO (clk_src=hsi clk_hz=...), instead of a silent hang before the
 * UART exists. */
#pragma once
#include "board.h"

/* Polls per wait: >= 100 ms at 16 MHz (about 6 cycles a poll), well above the crystal start-up
 * times the parts' datasheets give (2 ms typical) and ST's own HSE start-up timeout. */
#define CL_CLOCK_SPINS 300000u

/* HSERDY (STM32 RCC_CR) / HXTALSTB (GD32 RCU_CTL) is bit 17 on every supported part. The
 * CL_FORCE_HSE_TIMEOUT test variant waits on an empty mask, so the crystal never reports ready
 * and the timeout path runs for real (QEMU models no RCC, so this is how a test reaches it). */
#ifdef CL_FORCE_HSE_TIMEOUT
#define CL_HSE_READY_MASK 0u
#else
#define CL_HSE_READY_MASK (1u << 17)
#endif

/* 1 once (reg & mask) == want, 0 after CL_CLOCK_SPINS polls. */
static inline int cl_wait_bits(uint32_t addr, uint32_t mask, uint32_t want) {
  for (uint32_t n = 0; n < CL_CLOCK_SPINS; n++)
    if ((CL_REG(addr) & mask) == want)
      return 1;
  return 0;
}

/* The core and both buses run from the internal oscillator at `hz`, prescalers at /1. */
static inline void cl_clock_internal(uint32_t hz) {
  cl_clock.cpu_hz = hz;
  cl_clock.apb1_hz = hz;
  cl_clock.apb2_hz = hz;
  cl_clock.source = "hsi";
}

/* The bring-up reached the profile's tier: the clocks the build was configured for. */
static inline void cl_clock_tier(void) {
  cl_clock.cpu_hz = CL_CPU_HZ;
  cl_clock.apb1_hz = CL_APB1_HZ;
  cl_clock.apb2_hz = CL_APB2_HZ;
  cl_clock.source = "pll-hse";
}

/* The common start of every board's bring-up (RCC_CR: HSION 0, HSIRDY 1, HSEON 16, HSERDY 17,
 * PLLON 24, PLLRDY 25 on every supported part): run from the internal oscillator with the PLL
 * stopped (`on_hsi`, the board's fallback), then start the crystal. 1 when the crystal is
 * ready and the PLL may be programmed; 0 when it is not, after `on_hsi` ran again. */
static inline int cl_start_hse(uint32_t rcc_cr, void (*on_hsi)(void)) {
  CL_REG(rcc_cr) |= 1u; /* HSION; HSIRDY's wait may time out: QEMU's RCC reads 0 */
  cl_wait_bits(rcc_cr, 2u, 2u);
  on_hsi();
  if (!cl_wait_bits(rcc_cr, 1u << 25, 0u)) /* PLLRDY clears once the PLL has stopped */
    return 0;
  CL_REG(rcc_cr) |= 1u << 16; /* HSEON */
  if (!cl_wait_bits(rcc_cr, CL_HSE_READY_MASK, 1u << 17)) {
    on_hsi();
    return 0;
  }
  return 1;
}
