/* CycleLab port for LiteOS-M, RV32 part (machine mode, arch/risc-v/riscv32/gcc) for QEMU virt and
 * the ESP32-C3: what a LiteOS-M RISC-V device gives the kernel (riscv_hal.h's line masking, the
 * trap vector in mtvec) and the periodic tick the harness needs, both taken from the board
 * (board.h, board_rv32.h: cl_rv_*). The kernel's trap vector HalTrapVector runs every interrupt
 * through its table g_hwiForm (indexed by mcause) on the interrupt stack (rv32_isr_stack.ld),
 * with the interrupt count kept, and switches on the way out when a handler readied a more
 * urgent task (HalIrqEndCheckNeedSched). A switch is a call or the end of a trap: the board's
 * switch request (line 1 on the C3) is not used. */
#include "board.h"
#include "cl_port.h"
#include "los_arch_interrupt.h"
#include "los_tick.h"
#include "los_timer.h"
#include "riscv_hal.h"

/* The kernel's table index of an interrupt: its mcause without the interrupt bit. */
#define LINE_TICK (CL_RV_MCAUSE_TICK & MCAUSE_INT_ID_MASK)
#define LINE_SOFT (CL_RV_MCAUSE_SOFT & MCAUSE_INT_ID_MASK)

#if defined(CL_FAMILY_RV32VIRT)
/* Local interrupts only: mie holds one enable bit per line. */
VOID HalIrqEnable(UINT32 vector) {
  if (vector <= RISCV_SYS_MAX_IRQ)
    SET_CSR(mie, 1u << vector);
}
VOID HalIrqDisable(UINT32 vector) {
  if (vector <= RISCV_SYS_MAX_IRQ)
    CLEAR_CSR(mie, 1u << vector);
}
#else
/* The C3's core has no mie: a CPU line is enabled in the interrupt matrix (board.h), whose enable
 * register the harness also writes from tasks (the benchmark line): changed under the lock. */
VOID HalIrqEnable(UINT32 vector) {
  UINT32 save = LOS_IntLock();
  CL_REG(CL_C3_INT_ENABLE) |= 1u << vector;
  LOS_IntRestore(save);
}
VOID HalIrqDisable(UINT32 vector) {
  UINT32 save = LOS_IntLock();
  CL_REG(CL_C3_INT_ENABLE) &= ~(1u << vector);
  LOS_IntRestore(save);
}
/* arch/risc-v/riscv32/gcc/los_timer.c drives a CLINT, which the C3 lacks, so it is not built
 * here: the port gives the kernel what it took from there, the slot LOS_TickTimerRegister copies
 * the port's timer into and the idle task's sleep. */
ArchTickTimer *ArchSysTickTimerGet(VOID) {
  static ArchTickTimer slot;
  return &slot;
}
UINT32 ArchEnterSleep(VOID) {
  __asm__ volatile("wfi");
  return LOS_OK;
}
#endif
/* ArchHwiCreate asks for it only for the lines past the standard local interrupts (PLIC lines
 * on a standard core), which the port never creates. */
VOID HalSetLocalInterPri(UINT32 vector, UINT16 prior) {
  (void)vector;
  (void)prior;
}

/* ---- Tick: the board's timer on a fixed grid, presented to the kernel as a wide timer ----
 * LiteOS-M is tickless: its own driver (los_timer.c) moves the CLINT's mtimecmp to each next
 * event. The harness needs the timer periodic at CL_TICK_HZ, the deadline advanced by exactly one
 * period before its hook (it reads the deadline that fired back from there), so the port
 * registers its own timer (LOS_TickTimerRegister, LOSCFG_BASE_CORE_TICK_WTIMER 1), as on
 * Cortex-M: the time it reports is the tick count in timer counts (CL_RV_TIMER_HZ: mtime on
 * virt, the systimer on the C3), and its reload reports the response time asked for while the
 * periodic interrupt runs the kernel's tick handler at every tick. */
#define TICK_COUNTS (CL_RV_TIMER_HZ / CL_TICK_HZ)
static volatile UINT32 tick_wraps;
static HWI_PROC_FUNC tick_handler;

static VOID tick_irq(VOID *arg) {
  (void)arg;
  if (!cl_rv_tick_ack()) /* the deadline one period on; on virt always the tick */
    return;
  cl_systick_hook();
  tick_wraps++;
  tick_handler(NULL);
}
static UINT32 tick_init(HWI_PROC_FUNC handler) {
  tick_handler = handler;
  UINT32 ret = LOS_HwiCreate(LINE_TICK, OS_HWI_PRIO_LOWEST, 0, tick_irq, NULL);
  if (ret != LOS_OK)
    return ret;
  cl_rv_tick_start(CL_TICK_HZ); /* from the timer's clock; enables its line */
  return LOS_OK;
}
/* A deadline that passed while interrupts were off leaves the tick pending until the handler
 * moves the deadline on: that tick has begun, as SysTick's pending bit says on Cortex-M. */
static inline UINT32 tick_pending(void) {
#if defined(CL_FAMILY_RV32VIRT)
  return READ_CSR(mip) & RISCV_MIE_MTIE;
#else
  return (UINT32)cl_c3_tick_pending();
#endif
}
static UINT64 tick_cycles(UINT32 *period) {
  UINT32 w1, pend, w2;
  if (period)
    *period = TICK_COUNTS;
  do {
    w1 = tick_wraps;
    pend = tick_pending();
    w2 = tick_wraps;
  } while (w1 != w2);
  if (pend)
    w1++;
  return (UINT64)w1 * TICK_COUNTS;
}
static UINT64 tick_reload(UINT64 cycles) {
  return cycles < LOSCFG_BASE_CORE_TICK_RESPONSE_MAX ? cycles : LOSCFG_BASE_CORE_TICK_RESPONSE_MAX;
}
/* Only the interrupt is masked: the timer keeps running for the harness. */
static VOID tick_lock(VOID) { HalIrqDisable(LINE_TICK); }
static VOID tick_unlock(VOID) { HalIrqEnable(LINE_TICK); }

const ArchTickTimer *cl_los_rv_tick_timer(void) {
  static const ArchTickTimer periodic = {
      .freq = CL_RV_TIMER_HZ, /* the kernel's time counts the board's timer, not core cycles */
      .irqNum = LINE_TICK,
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

/* The benchmark lines (the harness enables their interrupt around the benchmarks that pend it). */
static VOID soft_irq(VOID *arg) {
  (void)arg;
  cl_rv_soft_irq();
}

/* The kernel leaves mtvec to the device (its start-up code). virt: direct mode, HalTrapVector is
 * 16-byte aligned; the C3: vectored mode only, a table of jumps to it (board.h). */
void HalTrapVector(void);
CL_RV_TRAP_VECTORS(HalTrapVector);
UINT32 cl_los_rv_init(void) {
  __asm__ volatile("csrw mtvec, %0" ::"r"(CL_RV_MTVEC(HalTrapVector)));
#if defined(CL_FAMILY_ESP32C3)
  /* g_hwiForm's initialiser, written for a standard core, marks entry 2 reserved (no handler can
   * be created there); on the C3 it is a line of the matrix, the benchmark lines': free it. */
  g_hwiForm[LINE_SOFT].pfnHook = HalHwiDefaultHandler;
#endif
  return LOS_HwiCreate(LINE_SOFT, OS_HWI_PRIO_LOWEST, 0, soft_irq, NULL);
}
