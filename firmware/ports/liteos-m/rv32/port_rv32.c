/* CycleLab port for LiteOS-M, RV32 part (QEMU virt, machine mode, arch/risc-v/riscv32/gcc): what
 * a LiteOS-M RISC-V device gives the kernel (riscv_hal.h's line masking, the trap vector in
 * mtvec) and the periodic CLINT tick the harness needs. The kernel's trap vector HalTrapVector
 * runs every interrupt through its table g_hwiForm (indexed by mcause) on the interrupt stack
 * (rv32_isr_stack.ld), with the interrupt count kept, and switches on the way out when a handler
 * readied a more urgent task (HalIrqEndCheckNeedSched). */
#include "board.h"
#include "cl_port.h"
#include "los_arch_interrupt.h"
#include "los_tick.h"
#include "los_timer.h"
#include "riscv_hal.h"

/* Local interrupts only: mie holds one enable bit per line. */
VOID HalIrqEnable(UINT32 vector) {
  if (vector <= RISCV_SYS_MAX_IRQ)
    SET_CSR(mie, 1u << vector);
}
VOID HalIrqDisable(UINT32 vector) {
  if (vector <= RISCV_SYS_MAX_IRQ)
    CLEAR_CSR(mie, 1u << vector);
}
/* ArchHwiCreate asks for it only for the lines past the local interrupts (PLIC lines), which
 * the port never creates: the CLINT's local interrupts have no priority to set. */
VOID HalSetLocalInterPri(UINT32 vector, UINT16 prior) {
  (void)vector;
  (void)prior;
}

/* ---- Tick: the CLINT timer on a fixed grid, presented to the kernel as a wide timer ----
 * LiteOS-M is tickless: its own driver (los_timer.c) moves mtimecmp to each next event. The
 * harness needs the timer periodic at CL_TICK_HZ, mtimecmp advanced by exactly one period before
 * its hook (it reads the deadline that fired back from there), so the port registers its own
 * timer (LOS_TickTimerRegister, LOSCFG_BASE_CORE_TICK_WTIMER 1), as on Cortex-M: the time it
 * reports is the tick count in mtime counts, and its reload reports the response time asked for
 * while the periodic interrupt runs the kernel's tick handler at every tick. */
#define TICK_MTIME (CL_MTIME_HZ / CL_TICK_HZ)
static volatile UINT32 tick_wraps;
static HWI_PROC_FUNC tick_handler;

static VOID tick_irq(VOID *arg) {
  (void)arg;
  cl_rv_tick_next(); /* boards/rv32virt/board_virt.c: mtimecmp one period on */
  cl_systick_hook();
  tick_wraps++;
  tick_handler(NULL);
}
static UINT32 tick_init(HWI_PROC_FUNC handler) {
  tick_handler = handler;
  UINT32 ret = LOS_HwiCreate(RISCV_MACH_TIMER_IRQ, OS_HWI_PRIO_LOWEST, 0, tick_irq, NULL);
  if (ret != LOS_OK)
    return ret;
  cl_rv_tick_start(CL_TICK_HZ); /* from mtime's clock; sets mie.MTIE */
  return LOS_OK;
}
/* A deadline that passed while interrupts were off leaves MTIP pending until the handler moves
 * mtimecmp on: that tick has begun, as SysTick's pending bit says on Cortex-M. */
static UINT64 tick_cycles(UINT32 *period) {
  UINT32 w1, pend, w2;
  if (period)
    *period = TICK_MTIME;
  do {
    w1 = tick_wraps;
    pend = READ_CSR(mip) & RISCV_MIE_MTIE;
    w2 = tick_wraps;
  } while (w1 != w2);
  if (pend)
    w1++;
  return (UINT64)w1 * TICK_MTIME;
}
static UINT64 tick_reload(UINT64 cycles) {
  return cycles < LOSCFG_BASE_CORE_TICK_RESPONSE_MAX ? cycles : LOSCFG_BASE_CORE_TICK_RESPONSE_MAX;
}
/* Only the interrupt is masked: mtime keeps running for the harness. */
static VOID tick_lock(VOID) { HalIrqDisable(RISCV_MACH_TIMER_IRQ); }
static VOID tick_unlock(VOID) { HalIrqEnable(RISCV_MACH_TIMER_IRQ); }

const ArchTickTimer *cl_los_rv_tick_timer(void) {
  static const ArchTickTimer periodic = {
      .freq = CL_MTIME_HZ, /* the kernel's time counts mtime, not core cycles */
      .irqNum = RISCV_MACH_TIMER_IRQ,
      .periodMax = LOSCFG_BASE_CORE_TICK_RESPONSE_MAX,
      .init = tick_init,
      .getCycle = tick_cycles,
      .reload = tick_reload,
      .lock = tick_lock,
      .unlock = tick_unlock,
      .tickHandler = NULL,
  };
  return &periodic;
}

/* The benchmark lines: the CLINT machine software interrupt (the harness sets mie.MSIE around
 * the benchmarks that pend it). */
static VOID soft_irq(VOID *arg) {
  (void)arg;
  cl_rv_soft_irq();
}

/* The kernel leaves mtvec to the device (its start-up code): direct mode, HalTrapVector is
 * 16-byte aligned. */
void HalTrapVector(void);
UINT32 cl_los_rv_init(void) {
  __asm__ volatile("csrw mtvec, %0" ::"r"((UINTPTR)HalTrapVector));
  return LOS_HwiCreate(RISCV_MACH_SOFT_IRQ, OS_HWI_PRIO_LOWEST, 0, soft_irq, NULL);
}
