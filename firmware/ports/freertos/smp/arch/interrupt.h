/* Interrupt masking for the community SMP port: mstatus.MIE, as the single-core RISC-V port. */
#pragma once
#ifndef __ASSEMBLER__
#include <stdint.h>
#define CL_MSTATUS_MIE 8u
static inline __attribute__((always_inline)) void arch_disable_interrupts(void) {
  __asm__ volatile("csrci mstatus, 8" ::: "memory");
}
static inline __attribute__((always_inline)) void arch_enable_interrupts(void) {
  __asm__ volatile("csrsi mstatus, 8" ::: "memory");
}
static inline __attribute__((always_inline)) uint32_t arch_save_and_disable_interrupts(void) {
  uint32_t mstatus;
  __asm__ volatile("csrrci %0, mstatus, 8" : "=r"(mstatus)::"memory");
  return mstatus & CL_MSTATUS_MIE;
}
static inline __attribute__((always_inline)) void arch_restore_interrupts(uint32_t state) {
  __asm__ volatile("csrs mstatus, %0" ::"r"(state & CL_MSTATUS_MIE) : "memory");
}
/* Traps do not nest on this port (MIE stays clear in a handler): the ISR mask is the same. */
#define arch_set_interrupt_mask_from_isr() arch_save_and_disable_interrupts()
#define arch_clear_interrupt_mask_from_isr(state) arch_restore_interrupts(state)
#endif
