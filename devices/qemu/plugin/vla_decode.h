/* What an instruction can do to memory, for the virtual analyzer plugin (cyclelab_vla.c): it
 * adds up its instruction count at every instruction that accesses memory (a block can be left
 * there) and watches every one that may store. One decoder per instruction set; `bytes` holds
 * at least 2 of the instruction's `size` bytes, and QEMU may hand over more than the
 * instruction has (the next halfword near a page's end), so the length comes from the first
 * halfword. */
#pragma once
#include <stddef.h>
#include <stdint.h>

enum vla_access { NO_ACCESS = 0, ACCESS = 1, MAY_STORE = 2 };

int vla_thumb_access(const uint8_t* bytes, size_t size); /* ARMv7-M Thumb (Cortex-M3/M4) */
int vla_riscv_access(const uint8_t* bytes, size_t size); /* RV32 with C, F/D and A */
