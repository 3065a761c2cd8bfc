/* The two recursive locks FreeRTOS SMP takes (task lock, ISR lock). The images build for
 * rv32imc (no atomics in the toolchain's multilib), so the lock is Peterson's for two cores:
 * plain loads and stores with fences, enough for QEMU's harts, which run in turn on one thread. */
#pragma once
#ifndef __ASSEMBLER__
#include <stdint.h>
typedef struct {
  volatile uint32_t want[2];
  volatile uint32_t turn;
  volatile uint32_t owner;    /* core + 1, 0 when free */
  uint32_t depth;             /* recursion, the owner's only */
  volatile uint32_t sleep[2]; /* core waits in wfi: the release raises its software interrupt */
} arch_spinlock_t;
extern arch_spinlock_t arch_task_lock, arch_isr_lock;
void arch_spinlock_lock(int32_t core, arch_spinlock_t *lock);
void arch_spinlock_unlock(int32_t core, arch_spinlock_t *lock);
#endif
