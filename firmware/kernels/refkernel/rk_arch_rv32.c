/* refkernel on RV32 in machine mode (QEMU virt's CLINT, or the ESP32-C3's systimer and
 * interrupt matrix with RK_RV_ESP32C3): the tick, the first switch, the trap
 * dispatch and a new task's frame. The trap entry and the context switch are rk_arch_rv32.S.
 *
 * Interrupts (mcause, machine mode, nothing delegated): the machine timer (7) is the tick,
 * the supervisor software interrupt (1) is the switch request (RK_PEND_SWITCH sets mip.SSIP:
 * the lowest priority of the three, taken as soon as interrupts are on, as PendSV), the machine
 * software interrupt (3) belongs to the port (CycleLab's benchmark interrupts). Traps do not
 * nest: they run with mstatus.MIE clear. */
#include "rk.h"
#include "rk_arch.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define MCAUSE_IRQ 0x80000000u
#if defined(RK_RV_ESP32C3)
/* ESP32-C3: no CLINT and no standard mie/mip. The tick is SYSTIMER target 0 (unit 0 counts at
 * 16 MHz), the switch request FROM_CPU_INTR0 and the port's interrupt FROM_CPU_INTR1, each routed
 * by the interrupt matrix to a CPU line of its own (priorities: switch 1, port 2, tick 3; the
 * controller takes the highest pending one, and a trap runs with mstatus.MIE clear). */
#define RK_RV_MTIME_HZ 16000000u
#define ST 0x60023000u
#define ST_CONF REG(ST + 0x00u)
#define ST_UNIT0_OP REG(ST + 0x04u)
#define ST_TARGET0_HI REG(ST + 0x1Cu)
#define ST_TARGET0_LO REG(ST + 0x20u)
#define ST_TARGET0_CONF REG(ST + 0x34u)
#define ST_UNIT0_VALUE_HI REG(ST + 0x40u)
#define ST_UNIT0_VALUE_LO REG(ST + 0x44u)
#define ST_COMP0_LOAD REG(ST + 0x50u)
#define ST_INT_ENA REG(ST + 0x64u)
#define ST_INT_CLR REG(ST + 0x6Cu)
#define ST_INT_ST REG(ST + 0x70u)
#define ST_TARGET0_WORK_EN (1u << 24)
#define INTMTX 0x600C2000u
#define FROM_CPU_SWITCH REG(0x600C0028u)
#define SRC_SYSTIMER_TARGET0 37u
#define SRC_FROM_CPU_SWITCH 50u
#define SRC_FROM_CPU_PORT 51u
#define IRQ_SSI 1u /* the switch request's line */
#define IRQ_MSI 2u /* the port's line */
#define IRQ_MTI 3u /* the tick's line */
#else
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
#define IRQ_SSI 1u
#define IRQ_MSI 3u
#define IRQ_MTI 7u
#endif
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

#if defined(RK_RV_ESP32C3)
static void set_deadline(uint64_t when) {
  ST_TARGET0_HI = (uint32_t)(when >> 32);
  ST_TARGET0_LO = (uint32_t)when;
  ST_COMP0_LOAD = 1u; /* the comparator takes the new target */
}

static uint64_t timer_now(void) {
  ST_UNIT0_OP = 1u << 30; /* latch the counter */
  while (!(ST_UNIT0_OP & 1u << 29))
    ;
  return (uint64_t)ST_UNIT0_VALUE_HI << 32 | ST_UNIT0_VALUE_LO;
}

static void route(uint32_t source, uint32_t line, uint32_t priority) {
  REG(INTMTX + 4u * source) = line;
  REG(INTMTX + 0x108u) &= ~(1u << line);       /* level */
  REG(INTMTX + 0x114u + 4u * line) = priority; /* CPU_INT_PRI_n */
  REG(INTMTX + 0x194u) = 1u;                   /* threshold: every priority from 1 is taken */
  REG(INTMTX + 0x104u) |= 1u << line;          /* CPU_INT_ENABLE */
}

extern const uint32_t rk_vectors[];

static void timer_start(void) {
  ST_TARGET0_CONF = 0;                      /* one-shot target on unit 0 */
  ST_CONF |= 1u << 31 | ST_TARGET0_WORK_EN; /* register clock, comparator 0 */
  ST_INT_CLR = 1u;
  ST_INT_ENA |= 1u;
  FROM_CPU_SWITCH = 0;
  route(SRC_FROM_CPU_SWITCH, IRQ_SSI, 1u);
  route(SRC_SYSTIMER_TARGET0, IRQ_MTI, 3u);
  __asm__ volatile("csrw mtvec, %0" ::"r"((uintptr_t)rk_vectors | 1u)); /* vectored */
}

static int tick_pending(void) {
  if (!(ST_INT_ST & 1u))
    return 0;
  ST_INT_CLR = 1u;
  return 1;
}
#else
static void set_deadline(uint64_t when) {
  MTIMECMP_HI = 0xFFFFFFFFu; /* no spurious match while the halves change */
  MTIMECMP_LO = (uint32_t)when;
  MTIMECMP_HI = (uint32_t)(when >> 32);
}

static uint64_t timer_now(void) {
  uint32_t hi, lo;
  do {
    hi = MTIME_HI;
    lo = MTIME_LO;
  } while (hi != MTIME_HI);
  return (uint64_t)hi << 32 | lo;
}

static void timer_start(void) {
  __asm__ volatile("csrw mtvec, %0" ::"r"((uintptr_t)rk_trap_entry));
  __asm__ volatile("csrs mie, %0" ::"r"(1u << IRQ_MTI | 1u << IRQ_SSI));
}

static int tick_pending(void) { return 1; } /* mcause says it: nothing else raises MTI */
#endif

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
  next_deadline = timer_now() + tick_period;
  set_deadline(next_deadline);
  timer_start();
  RK_PEND_SWITCH();
  __asm__ volatile("csrs mstatus, 8" ::: "memory"); /* the first switch is taken here */
  for (;;)
    ;
}

/* From rk_arch_rv32.S with the interrupted context saved, on rk_isr_stack. */
void rk_arch_trap(uint32_t mcause) {
  if (mcause == (MCAUSE_IRQ | IRQ_MTI)) {
    if (!tick_pending())
      return;
    next_deadline += tick_period; /* a fixed grid, however late this handler runs */
    set_deadline(next_deadline);
    rk_port_tick_irq();
  } else if (mcause == (MCAUSE_IRQ | IRQ_MSI)) {
    rk_port_soft_irq();
  } else if (mcause == (MCAUSE_IRQ | IRQ_SSI)) {
#if defined(RK_RV_ESP32C3)
    FROM_CPU_SWITCH = 0; /* nothing to switch to: the request is spent */
    (void)FROM_CPU_SWITCH;
#endif
  } else {
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
#if defined(RK_RV_ESP32C3)
  FROM_CPU_SWITCH = 0; /* made here: no second trap for the same request */
  (void)FROM_CPU_SWITCH;
#endif
}
