/* What the scheduler asks of the core (rk_sched.c): how to request a context switch and how a
 * new task's first context looks. Cortex-M: PendSV and an exception frame; RISC-V (machine
 * mode): the supervisor software interrupt pending bit, which machine mode can set in mip and
 * takes at the lowest priority when nothing delegates it (the PendSV of this port), and the
 * trap frame of rk_arch_rv32.S. */
#pragma once
#include <stdint.h>

#if defined(__riscv) && defined(RK_RV_ESP32C3)
/* ESP32-C3: no writable mip; the switch request is FROM_CPU_INTR0 on CPU line 1, the lowest
 * priority of the kernel's lines (rk_arch_rv32.c). */
#define RK_PEND_SWITCH() (*(volatile uint32_t *)0x600C0028u = 1u)
#elif defined(__riscv)
#define RK_PEND_SWITCH() __asm__ volatile("csrs mip, %0" ::"r"(2u) : "memory") /* SSIP */
#endif
#if defined(__riscv)
uint32_t *rk_arch_initial_frame(uintptr_t stack_end, void (*fn)(void *), void *arg,
                                void (*exit_fn)(void));
void rk_arch_start(uint32_t tick_hz) __attribute__((noreturn));
#else
#define SCB_ICSR (*(volatile uint32_t *)0xE000ED04u)
#define SCB_SHPR3 (*(volatile uint32_t *)0xE000ED20u)
#define SYST_CSR (*(volatile uint32_t *)0xE000E010u)
#define SYST_RVR (*(volatile uint32_t *)0xE000E014u)
#define SYST_CVR (*(volatile uint32_t *)0xE000E018u)
#define ICSR_PENDSVSET (1u << 28)
#define RK_PEND_SWITCH() (SCB_ICSR = ICSR_PENDSVSET)

static inline uint32_t *rk_arch_initial_frame(uintptr_t stack_end, void (*fn)(void *), void *arg,
                                              void (*exit_fn)(void)) {
  uint32_t *sp = (uint32_t *)(stack_end & ~(uintptr_t)7u);
  *--sp = 0x01000000u;                   /* xPSR: Thumb */
  *--sp = (uint32_t)(uintptr_t)fn & ~1u; /* PC */
  *--sp = (uint32_t)(uintptr_t)exit_fn;  /* LR */
  sp -= 4;                               /* r12, r3, r2, r1 */
  *--sp = (uint32_t)(uintptr_t)arg;      /* r0 */
  *--sp = 0xFFFFFFFDu;                   /* EXC_RETURN: thread, PSP, no FP frame */
  sp -= 8;                               /* r4-r11 */
  return sp;
}
#endif
