/* The arch layer the community RISC-V_RV32_SMP_QEMU_VIRT port expects (portmacro.h, portASM.S):
 * the core id is the hart id, read in C and, as a macro, in the port's assembly. */
#pragma once
#ifdef __ASSEMBLER__
/* clang-format off */
.macro arch_cpuid reg
  csrr \reg, mhartid
.endm
/* clang-format on */
#else
#include <stdint.h>
static inline __attribute__((always_inline)) uint32_t arch_cpuid(void) {
  uint32_t hart;
  __asm__ volatile("csrr %0, mhartid" : "=r"(hart));
  return hart;
}
#endif
