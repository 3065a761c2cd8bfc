/* refkernel on RV32 in machine mode (QEMU virt's CLINT): the tick, the first switch, the trap
 * dispatch and a new task's frame. The trap entry and the context switch are rk_arch_rv32.S.
 *
 * Interrupts (mcause, machine mode, nothing delegated): the machine timer (7) is the tick,
 * the supervisor software interrupt (1) is the switch request (RK_PEND_SWITCH sets mip.SSIP:
 * the lowest priority of the three, taken as soon as interrupts are on, as PendSV), the machine
 * software interrupt (3) belongs to the port (CycleLab's benchmark interrupts). Traps do not
 * nest: they run with mstatus.MIE clear. */
#include "rk.h"
#include "rk_arch.h"

#ifndef RK_RV_CLINT
#define RK_RV_CLINT 0x02000000u /* QEMU virt and SiFive boards */
#endif
#ifndef RK_RV_MTIME_HZ
#define RK_RV_MTIME_HZ 10000000u /* virt's mtime: 10 MHz */
#endif
#define MTIMECMP_LO (*(volatile uint32_t *)(RK_RV_CLINT + 0x4000u))
#define MTIMECMP_HI (*(volatile uint32_t *)(RK_RV_CLINT + 0x4004u))
#define MTIME_LO (*(volatile uint32_t *)(RK_RV_CLINT + 0xBFF8u))
#define MTIME_HI (*(volatile uint32_t *)(RK_RV_CLINT + 0xBFFCu))

#define MCAUSE_IRQ 0x80000000u
#define IRQ_SSI 1u
#define IRQ_MSI 3u
#define IRQ_MTI 7u
#define FRAME_WORDS 32u
#define FRAME_RA 0u
#define FRAME_A0 9u /* rk_arch_rv32.S's layout */
#define FRAME_MEPC 29u
#define FRAME_MSTATUS 30u

extern rk_task *volatile rk_current;
extern rk_task *volatile rk_next;
void rk_switch_hook(void);
void rk_trap_entry(void);

static uint32_t tick_period;
static uint64_t next_deadline;
uint32_t rk_isr_stack[256] __attribute__((aligned(16)));

static void set_deadline(uint64_t when) {
  MTIMECMP_HI = 0xFFFFFFFFu; /* no spurious match while the halves change */
  MTIMECMP_LO = (uint32_t)when;
  MTIMECMP_HI = (uint32_t)(when >> 32);
}

uint32_t *rk_arch_initial_frame(uintptr_t stack_end, void (*fn)(void *), void *arg,
                                void (*exit_fn)(void)) {
  uint32_t *sp = (uint32_t *)(stack_end & ~(uintptr_t)15u) - FRAME_WORDS;
  for (unsigned i = 0; i < FRAME_WORDS; i++)
    sp[i] = 0;
  sp[FRAME_RA] = (uint32_t)(uintptr_t)exit_fn;
  sp[FRAME_A0] = (uint32_t)(uintptr_t)arg;
  sp[FRAME_MEPC] = (uint32_t)(uintptr_t)fn;
  sp[FRAME_MSTATUS] = 3u << 11 | 1u << 7; /* MPP machine, MPIE: mret turns interrupts on */
  return sp;
}

void rk_arch_start(uint32_t tick_hz) {
  tick_period = RK_RV_MTIME_HZ / tick_hz;
  uint32_t hi, lo;
  do {
    hi = MTIME_HI;
    lo = MTIME_LO;
  } while (hi != MTIME_HI);
  next_deadline = ((uint64_t)hi << 32 | lo) + tick_period;
  set_deadline(next_deadline);
  __asm__ volatile("csrw mtvec, %0" ::"r"((uintptr_t)rk_trap_entry));
  __asm__ volatile("csrs mie, %0" ::"r"(1u << IRQ_MTI | 1u << IRQ_SSI));
  RK_PEND_SWITCH();
  __asm__ volatile("csrs mstatus, 8" ::: "memory"); /* the first switch is taken here */
  for (;;)
    ;
}

/* From rk_arch_rv32.S with the interrupted context saved, on rk_isr_stack. */
void rk_arch_trap(uint32_t mcause) {
  if (mcause == (MCAUSE_IRQ | IRQ_MTI)) {
    next_deadline += tick_period; /* a fixed grid, however late this handler runs */
    set_deadline(next_deadline);
    rk_port_tick_irq();
  } else if (mcause == (MCAUSE_IRQ | IRQ_MSI)) {
    rk_port_soft_irq();
  } else if (mcause != (MCAUSE_IRQ | IRQ_SSI)) {
    for (;;) /* an exception or an interrupt nobody enabled: stop here for the debugger */
      ;
  }
}

/* From rk_arch_rv32.S when rk_next differs from rk_current: the switch proper. */
void rk_arch_switch(void) {
#if RK_CFG_STATS || RK_CFG_STACK_CHECK
  rk_switch_hook();
#endif
  rk_current = rk_next;
}
