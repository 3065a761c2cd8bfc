/* Effective flash wait states, measured rather than assumed: the same branch chain
 * (flash_ws_chain.S) timed with the cycle counter where it lies in flash and again copied to
 * RAM; the extra cycles per hop are the wait states the part really applies. Reported in HELLO
 * as ws_meas= next to the configured flash_ws= (the host warns when they disagree: on the
 * GD32F103 the zero-wait code area, or WSCNT without WSEN, make them differ). */
#include <string.h>
#include "cl_cycles.h"

#define CL_WS_HOPS 64u
#define CL_WS_REPEAT 8u

extern const char cl_ws_chain[], cl_ws_chain_end[];

/* Fewest cycles of CL_WS_REPEAT calls: a tick interrupt in one of them does not count. */
static uint32_t fastest(void (*fn)(void)) {
  uint32_t best = 0xFFFFFFFFu;
  for (uint32_t r = 0; r < CL_WS_REPEAT; r++) {
    CL_BARRIER();
    uint32_t t0 = *cl_cyc_reg;
    fn();
    uint32_t t1 = *cl_cyc_reg;
    CL_BARRIER();
    uint32_t c = cl_elapsed(t0, t1);
    if (c < best)
      best = c;
  }
  return best;
}

uint32_t cl_measure_flash_ws(uint32_t *scratch, uint32_t scratch_bytes) {
  /* The symbol of a Thumb function has bit 0 set; its bytes start at the even address. */
  const char *start = (const char *)((uintptr_t)cl_ws_chain & ~(uintptr_t)1u);
  uint32_t size = (uint32_t)(cl_ws_chain_end - start);
  if (size > scratch_bytes)
    return CL_WS_UNKNOWN;
  memcpy(scratch, start, size);
  __asm__ volatile("dsb\n isb" ::: "memory");
  void (*from_flash)(void) = (void (*)(void))((uintptr_t)start | 1u);
  void (*from_ram)(void) = (void (*)(void))((uintptr_t)scratch | 1u);
  uint32_t flash = fastest(from_flash), ram = fastest(from_ram);
  return flash > ram ? (flash - ram + CL_WS_HOPS / 2u) / CL_WS_HOPS : 0u;
}
