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
