/* CycleLab port for OpenHarmony LiteOS-M (kernel_liteos_m, Cortex-M3/M4 GCC port; on QEMU virt
 * and the ESP32-C3 its RV32 GCC port with rv32/port_rv32.c). */
#include "cl_port.h"
#include "los_arch_interrupt.h"
#include "los_tick.h"
#include "los_timer.h"

const char cl_port_kernel[] = "liteos-m";
const char cl_port_version[] = CL_LITEOS_M_VERSION; /* the checkout's bundle.json (kernel.cmake) */

/* LiteOS-M: 0 is the highest priority, the idle task has 31. cl 1..7 -> 9..3, around the
 * kernel's default task priority (10) and below its software-timer task (0). */
#define LOS_PRIO(p) ((UINT16)(10u - (p)))

static cl_task runner;
static UINT32 runner_stack[CL_RUNNER_STACK_WORDS] __attribute__((aligned(8)));
static cl_task *tasks[4];

#if CL_LOS_RV32
/* rv32/port_rv32.c: the board's periodic tick, and mtvec and the benchmark lines' handler. */
const ArchTickTimer *cl_los_rv_tick_timer(void);
UINT32 cl_los_rv_init(void);
/* The kernel's trap entry (HalHwiInterruptDone) keeps the interrupt count itself. */
static inline void isr_enter(void) {}
static inline void isr_exit(void) {}
#else
/* ---- Tick: a periodic SysTick presented to the kernel as a wide timer ----
 * LiteOS-M is tickless: its own SysTick driver reprograms the reload for each next event. The
 * harness needs SysTick periodic at CL_TICK_HZ (its cycle source on QEMU and its tick hook), so
 * the port registers its own timer (LOS_TickTimerRegister, LOSCFG_BASE_CORE_TICK_WTIMER 1):
 * - the time it reports is the tick count in cycles (tick wraps x cycles per tick), so expiry
 *   times fall on tick boundaries and delay(n) ends on the n-th tick, as in a ticked kernel;
 * - its reload cannot move the next interrupt: it reports the response time asked for (clamped
 *   to SysTick's 24 bits, as the kernel's driver does), so the scheduler keeps its own notion of
 *   the next event; the periodic interrupt runs the kernel's tick handler at every boundary
 *   before it, which scans what expired and updates the time slice like at any other. */
static UINT32 tick_period;
static volatile UINT32 tick_wraps;
static HWI_PROC_FUNC tick_handler;

static UINT32 tick_init(HWI_PROC_FUNC handler) {
  tick_handler = handler;
  SysTick->LOAD = tick_period - 1u;
  SysTick->VAL = 0;
  SysTick->CTRL = SysTick_CTRL_CLKSOURCE_Msk | SysTick_CTRL_TICKINT_Msk | SysTick_CTRL_ENABLE_Msk;
  return LOS_OK;
}
static UINT64 tick_cycles(UINT32 *period) {
  UINT32 w1, v, pend, w2;
  if (period)
    *period = tick_period;
  do {
    w1 = tick_wraps;
    v = SysTick->VAL;
    pend = SCB->ICSR & SCB_ICSR_PENDSTSET_Msk; /* wrapped, handler not run yet */
    w2 = tick_wraps;
  } while (w1 != w2);
  if (pend && v > tick_period / 2u)
    w1++;
  return (UINT64)w1 * tick_period;
}
static UINT64 tick_reload(UINT64 cycles) { return cycles < 0xFFFFFFu ? cycles : 0xFFFFFFu; }
/* Only the interrupt is masked: the counter keeps running for the harness. */
static VOID tick_lock(VOID) { SysTick->CTRL &= ~SysTick_CTRL_TICKINT_Msk; }
static VOID tick_unlock(VOID) { SysTick->CTRL |= SysTick_CTRL_TICKINT_Msk; }

/* What HalInterrupt (the kernel's own interrupt entry, used with its vector table) does around
 * a handler: the interrupt count that OS_INT_ACTIVE reads. */
static inline void isr_enter(void) {
  UINT32 s = LOS_IntLock();
  g_intCount++;
  LOS_IntRestore(s);
}
static inline void isr_exit(void) {
  UINT32 s = LOS_IntLock();
  g_intCount--;
  LOS_IntRestore(s);
}

void SysTick_Handler(void) {
  cl_systick_hook();
  tick_wraps++;
  isr_enter();
  if (tick_handler)
    tick_handler();
  isr_exit();
}

/* The harness owns the vector table (LOSCFG_USE_SYSTEM_DEFINED_INTERRUPT 0): PendSV goes to the
 * kernel's switch, which needs the exception's own LR. */
void HalPendSV(void);
__attribute__((naked)) void PendSV_Handler(void) { __asm__ volatile("b HalPendSV"); }

/* los_dispatch.S asks on every switch for a signal context to restore; the signal component
 * (components/signal, which needs POSIX siginfo_t) is not built, so there never is one. */
UINTPTR OsSignalTaskContextRestore(VOID) { return 0; }

#endif

#if (LOSCFG_KERNEL_PRINTF == 1)
/* Kernel log output (PRINTK, PRINT_ERR): the harness speaks on the only UART, so it goes nowhere.
 */
INT32 printf(const CHAR *fmt, ...) {
  (void)fmt;
  return 0;
}
#endif

void cl_port_start(void (*main_fn)(void *), uint32_t cpu_hz, uint32_t tick_hz) {
#if CL_LOS_RV32
  (void)cpu_hz; /* the tick counts the board's timer (CL_RV_TIMER_HZ), not core cycles */
  (void)tick_hz;
  const ArchTickTimer *periodic = cl_los_rv_tick_timer();
#else
  static ArchTickTimer arm_periodic = {
      .freq = 0, /* the clock reached, below */
      .irqNum = SysTick_IRQn,
      .periodMax = 0xFFFFFFu, /* SysTick's 24-bit counter */
      .init = tick_init,
      .getCycle = tick_cycles,
      .reload = tick_reload,
      .lock = tick_lock,
      .unlock = tick_unlock,
      .tickHandler = NULL,
  };
  arm_periodic.freq = cpu_hz; /* the clock the board reached, not the image's tier */
  tick_period = cpu_hz / tick_hz;
  const ArchTickTimer *periodic = &arm_periodic;
#endif
  (void)LOS_IntLock();
  if (LOS_TickTimerRegister(periodic, NULL) != LOS_OK || LOS_KernelInit() != LOS_OK)
    for (;;) /* a configuration error: HELLO never comes */
      ;
#if CL_LOS_RV32
  if (cl_los_rv_init() != LOS_OK)
    for (;;)
      ;
#else
  /* LOS_KernelInit's HalHwiInit sets PRIGROUP 7: every priority bit a subpriority, so no
   * interrupt ever preempts another (irq_nesting's timer interrupts never nested and 92% were
   * lost). Every kernel here runs under one priority grouping, the reset value 0 (all implemented
   * bits preempt), as the method fixes it for all kernels: a different grouping changes what the
   * ISR benchmarks measure. LiteOS-M stays safe nested: LOS_IntLock masks with PRIMASK,
   * HalPendSV switches under PRIMASK, SysTick and PendSV share the lowest priority and the ISRs
   * keep the kernel's interrupt count (isr_enter). */
  NVIC_SetPriorityGrouping(0);
#endif
  cl_task_create(&runner, "runner", main_fn, 0, CL_PRIO_RUNNER, runner_stack, sizeof runner_stack);
  LOS_Start();
  for (;;)
    ;
}

void cl_task_create(cl_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes) {
  TSK_INIT_PARAM_S p = {0};
  p.pfnTaskEntry = (TSK_ENTRY_FUNC)fn;
  p.usTaskPrio = LOS_PRIO(prio);
  p.uwArg = (UINT32)(UINTPTR)arg;
  p.stackAddr = (UINTPTR)stack;
  p.uwStackSize = (UINT32)stack_bytes;
  p.pcName = (CHAR *)name;
  for (unsigned i = 0; i < sizeof tasks / sizeof tasks[0]; i++)
    if (!tasks[i] || tasks[i] == t) {
      tasks[i] = t;
      break;
    }
  LOS_TaskCreate(&t->id, &p);
}
void cl_task_delete(cl_task *t) { LOS_TaskDelete(t->id); }
cl_task *cl_task_self(void) {
  UINT32 me = LOS_CurTaskIDGet();
  for (unsigned i = 0; i < sizeof tasks / sizeof tasks[0]; i++)
    if (tasks[i] && tasks[i]->id == me)
      return tasks[i];
  return 0;
}
void cl_task_yield(void) { LOS_TaskYield(); }
void cl_task_delay(uint32_t ticks) { LOS_TaskDelay(ticks); }

void cl_sem_init(cl_sem *s, uint32_t initial, uint32_t max) {
  if (max == 1)
    LOS_BinarySemCreate((UINT16)initial, &s->id);
  else
    LOS_SemCreate((UINT16)initial, &s->id);
}
void cl_sem_delete(cl_sem *s) { LOS_SemDelete(s->id); }
void cl_sem_give(cl_sem *s) { LOS_SemPost(s->id); }
void cl_sem_take(cl_sem *s) { LOS_SemPend(s->id, LOS_WAIT_FOREVER); }
/* LOS_SemPost from an interrupt: the switch is pended (PendSV; on RV32 g_sysNeedSched) and taken
 * on the way out. */
void cl_sem_give_isr(cl_sem *s) {
  isr_enter();
  LOS_SemPost(s->id);
  isr_exit();
}

void cl_mutex_init(cl_mutex *m) { LOS_MuxCreate(&m->id); }
void cl_mutex_delete(cl_mutex *m) { LOS_MuxDelete(m->id); }
void cl_mutex_lock(cl_mutex *m) { LOS_MuxPend(m->id, LOS_WAIT_FOREVER); }
void cl_mutex_unlock(cl_mutex *m) { LOS_MuxPost(m->id); }

void cl_queue_init(cl_queue *q, void *storage, uint32_t depth, uint32_t item_size) {
  (void)storage; /* the queue's own storage: see cl_port_types.h */
  q->item_size = item_size;
#if (LOSCFG_BASE_IPC_QUEUE_STATIC == 1)
  LOS_QueueCreateStatic("q", (UINT16)depth, &q->id, q->storage, 0, (UINT16)item_size);
#else /* the kernel's default: queue storage from its heap, at creation only */
  LOS_QueueCreate("q", (UINT16)depth, &q->id, 0, (UINT16)item_size);
#endif
}
void cl_queue_delete(cl_queue *q) { LOS_QueueDelete(q->id); }
void cl_queue_send(cl_queue *q, const void *item) {
  LOS_QueueWriteCopy(q->id, (VOID *)item, q->item_size, LOS_WAIT_FOREVER);
}
void cl_queue_recv(cl_queue *q, void *item) {
  UINT32 size = q->item_size;
  LOS_QueueReadCopy(q->id, item, &size, LOS_WAIT_FOREVER);
}

/* No task notification in LiteOS-M: notify_give_take / notify_wake are n/a (port.json). */
void cl_notify_give(cl_task *t) { (void)t; }
void cl_notify_take(void) {}

void cl_event_init(cl_event *e) { LOS_EventInit(&e->cb); }
void cl_event_delete(cl_event *e) { LOS_EventDestroy(&e->cb); }
void cl_event_set(cl_event *e, uint32_t bits) { LOS_EventWrite(&e->cb, bits); }
uint32_t cl_event_wait_all_clear(cl_event *e, uint32_t bits) {
  return LOS_EventRead(&e->cb, bits, LOS_WAITMODE_AND | LOS_WAITMODE_CLR, LOS_WAIT_FOREVER);
}

/* LOS_Membox: a pool header, then blocks with a link word each (LOS_MEMBOX_SIZE). */
void cl_pool_init(cl_pool *p, void *storage, uint32_t block_size, uint32_t blocks) {
  p->pool = storage;
  LOS_MemboxInit(storage, LOS_MEMBOX_SIZE(block_size, blocks), block_size);
}
void *cl_pool_alloc(cl_pool *p) { return LOS_MemboxAlloc(p->pool); }
void cl_pool_free(cl_pool *p, void *block) { LOS_MemboxFree(p->pool, block); }

uint32_t cl_critical_enter(void) { return LOS_IntLock(); }
void cl_critical_exit(uint32_t state) { LOS_IntRestore(state); }

#if CL_LOS_RV32
uint32_t cl_port_isr_priority(void) { return 0; } /* LOS_IntLock masks all: mstatus.MIE */
#else
/* LiteOS-M masks with PRIMASK, so an ISR of any priority may call it. The middle of the
 * implemented range keeps the benchmark interrupts above SysTick and PendSV (0xF0). */
uint32_t cl_port_isr_priority(void) {
  return (1u << (CL_NVIC_PRIO_BITS - 1u)) << (8u - CL_NVIC_PRIO_BITS);
}
#endif

/* The idle task sleeps (WFI in ArchEnterSleep) unless a power-management hook is set; the
 * kernel's hook slot for that keeps it spinning while the harness asks. */
UINT32 OsPmEnterHandlerSet(VOID (*func)(VOID));
static VOID stay_awake(VOID) {}
void cl_idle_stay_awake(int on) { OsPmEnterHandlerSet(on ? stay_awake : NULL); }

/* LiteOS-M's semaphores, mutexes, queues and tasks are entries of control-block arrays the
 * kernel carves at LOS_KernelInit: one object takes one entry. A queue message carries a 4-byte
 * length word. No task notification (n/a in port.json). */
void cl_port_ram_sizes(cl_ram_sizes *out, uint32_t depth, uint32_t item_bytes) {
  out->sem = sizeof(LosSemCB);
  out->mutex = sizeof(LosMuxCB);
  out->queue = sizeof(LosQueueCB) + depth * (item_bytes + sizeof(UINT32));
  out->event = sizeof(EVENT_CB_S);
  out->task = sizeof(LosTaskCB);
  out->notify = 0;
}
