/* The wait-state probe (flash_ws.c): 64 taken branches, each to the next 32-byte line, then
 * return. Each hop lands on a line the prefetcher has not fetched, so from flash it pays the
 * flash wait states; copied to RAM (it is position-independent) it pays none. 2 KB, more than
 * the STM32F4 ART instruction cache, so repeated calls do not run from the cache either. */
  .syntax unified
  .thumb
  .section .text.cl_ws_chain, "ax", %progbits
  .balign 32
  .global cl_ws_chain
  .global cl_ws_chain_end
  .type cl_ws_chain, %function
  .thumb_func
cl_ws_chain:
  .rept 64
  b 1f
  .balign 32
1:
  .endr
  bx lr
cl_ws_chain_end:
  .size cl_ws_chain, . - cl_ws_chain
