/* refkernel scheduler: ready queues, delays, tick, context switch (Cortex-M here; RISC-V in
 * rk_arch_rv32.c/.S). */
#include "rk.h"
#include "rk_arch.h"

enum { RK_READY = 0, RK_BLOCKED = 1, RK_DELAYED = 2, RK_DELETED = 3, RK_SUSPENDED = 4 };

#define STACK_CANARY 0xC0FFEE11u

rk_task *volatile rk_current;
rk_task *volatile rk_next;
static rk_task *ready_head[RK_PRIORITIES];
static uint32_t ready_map;
static rk_task *delayed;
static volatile uint32_t tick_count;
static rk_task idle_task;
static uint32_t idle_stack[64] __attribute__((aligned(8)));
static rk_task boot_task; /* absorbs the context of the code that calls rk_start */

/* ---- ready queues (the running task stays at the head of its priority) ---- */
static void ready_append(rk_task *t) {
  rk_task **p = &ready_head[t->prio];
  while (*p)
    p = &(*p)->next;
  t->next = 0;
  *p = t;
  ready_map |= 1u << t->prio;
  t->state = RK_READY;
}

static void ready_remove(rk_task *t) {
  rk_task **p = &ready_head[t->prio];
  while (*p && *p != t)
    p = &(*p)->next;
  if (*p)
    *p = t->next;
  if (!ready_head[t->prio])
    ready_map &= ~(1u << t->prio);
}

/* Pick the most urgent ready task; pend PendSV if it is not the running one. */
static uint32_t slice_begin; /* tick at which the running task was last chosen */
void rk_reschedule(void) {
  rk_task *best = ready_head[31u - (uint32_t)__builtin_clz(ready_map)];
  if (best != rk_current) {
    slice_begin = tick_count;
    rk_next = best;
    RK_PEND_SWITCH();
  }
}

/* ---- wait lists (used by rk_sync.c) ---- */
void rk_wait_insert(rk_waitlist *w, rk_task *t) {
  rk_task **p = &w->head;
  while (*p && (*p)->prio >= t->prio)
    p = &(*p)->next;
  t->next = *p;
  *p = t;
  t->waiting_on = w;
}

/* Block the running task on w; the switch happens when the caller restores interrupts. */
void rk_block_current(rk_waitlist *w) {
  rk_task *t = rk_current;
  ready_remove(t);
  t->state = RK_BLOCKED;
  rk_wait_insert(w, t);
  rk_reschedule();
}

/* Make the first waiter of w ready; returns it (or NULL). Caller reschedules. */
rk_task *rk_wake_first(rk_waitlist *w) {
  rk_task *t = w->head;
  if (t) {
    w->head = t->next;
    t->waiting_on = 0;
    ready_append(t);
  }
  return t;
}

void rk_wake_task(rk_task *t) {
  rk_waitlist *w = t->waiting_on;
  rk_task **p = &w->head;
  while (*p != t)
    p = &(*p)->next;
  *p = t->next;
  t->waiting_on = 0;
  ready_append(t);
}

/* Change a task's effective priority (priority inheritance). A blocked task keeps its place in
 * its wait list: inheritance is one level deep, which is all the benchmarks exercise. */
void rk_set_prio(rk_task *t, unsigned prio) {
  if (t->state == RK_READY) {
    ready_remove(t);
    t->prio = (uint8_t)prio;
    ready_append(t);
  } else {
    t->prio = (uint8_t)prio;
  }
}

/* ---- tasks ---- */
static void task_exit(void) {
  for (;;)
    rk_delay(0xFFFFFFFFu);
}

void rk_task_create(rk_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes) {
  RK_ASSERT(prio < RK_PRIORITIES && stack_bytes >= 256u);
  uint32_t *lo = (uint32_t *)stack;
  t->sp = rk_arch_initial_frame((uintptr_t)stack + stack_bytes, fn, arg, task_exit);
  t->stack_lo = lo;
  lo[0] = STACK_CANARY;
  t->name = name;
  t->prio = t->base_prio = (uint8_t)prio;
  t->held = 0;
  t->waiting_on = 0;
  t->notify = 0;
#if RK_CFG_STATS
  t->switches_in = 0;
  t->run_cycles = 0;
#endif
  uint32_t pm = rk_irq_save();
  ready_append(t);
  if (rk_current)
    rk_reschedule();
  rk_irq_restore(pm);
}

void rk_task_delete(rk_task *t) {
  uint32_t pm = rk_irq_save();
  RK_ASSERT(t != rk_current && !t->held);
  if (t->state == RK_READY)
    ready_remove(t);
  else if (t->state == RK_BLOCKED)
    rk_wake_task(t), ready_remove(t);
  else if (t->state == RK_DELAYED) {
    rk_task **p = &delayed;
    while (*p != t)
      p = &(*p)->delay_next;
    *p = t->delay_next;
  }
  t->state = RK_DELETED;
  rk_irq_restore(pm);
}

/* Thread-Metric's preemptive and interrupt-preemption tests suspend a running task and resume
 * it from another task or an ISR; only a ready (or running) task can be suspended. */
void rk_task_suspend(rk_task *t) {
  uint32_t pm = rk_irq_save();
  RK_ASSERT(t->state == RK_READY);
  ready_remove(t);
  t->state = RK_SUSPENDED;
  rk_reschedule();
  rk_irq_restore(pm);
}

void rk_task_resume(rk_task *t) {
  uint32_t pm = rk_irq_save();
  if (t->state == RK_SUSPENDED) { /* resuming a task that is not suspended does nothing */
    ready_append(t);
    rk_reschedule();
  }
  rk_irq_restore(pm);
}

rk_task *rk_self(void) { return rk_current; }
uint32_t rk_ticks(void) { return tick_count; }

void rk_yield(void) {
  uint32_t pm = rk_irq_save();
  rk_task *t = rk_current;
  if (t->next) { /* another task of the same priority is ready: rotate */
    ready_remove(t);
    ready_append(t);
    rk_reschedule();
  }
  rk_irq_restore(pm);
}

void rk_delay(uint32_t ticks) {
  uint32_t pm = rk_irq_save();
  rk_task *t = rk_current;
  ready_remove(t);
  t->state = RK_DELAYED;
  t->wake_tick = tick_count + ticks;
  rk_task **p = &delayed;
  while (*p && (int32_t)((*p)->wake_tick - t->wake_tick) <= 0)
    p = &(*p)->delay_next;
  t->delay_next = *p;
  *p = t;
  rk_reschedule();
  rk_irq_restore(pm);
}

void rk_tick(void) {
  uint32_t pm = rk_irq_save();
  uint32_t now = ++tick_count;
  while (delayed && (int32_t)(now - delayed->wake_tick) >= 0) {
    rk_task *t = delayed;
    delayed = t->delay_next;
    ready_append(t);
  }
  /* Time slice among equal priorities, after a whole tick: a task switched in by a yield just
   * before the tick (PendSV is taken before SysTick) must not lose its turn at once, or
   * round-robin skips it (Thread-Metric's cooperative test saw uneven counters). */
  rk_task *cur = rk_current;
  if (cur->next && cur->state == RK_READY && now - slice_begin >= 2u) {
    ready_remove(cur);
    ready_append(cur);
  }
  rk_reschedule();
#if RK_CFG_HOOKS
  rk_tick_hook();
#endif
  rk_irq_restore(pm);
}

/* Awake, the idle task spins through a run of NOPs between its checks. To the measurement it is
 * the same wait (an exception is taken after any NOP, 1 cycle each), but an emulator dispatches
 * one translated block per loop pass: a 3-instruction loop made QEMU spend most of a campaign's
 * delays (tick_accuracy, critical_section_max) dispatching blocks, and more at -O2 than at -O0,
 * whose loop is longer. */
static void idle_fn(void *arg) {
  (void)arg;
  for (;;) {
#if RK_CFG_HOOKS
    rk_idle_hook();
#endif
    if (!rk_idle_stay_awake)
      __asm__ volatile("wfi");
    else
      __asm__ volatile(".rept 64\n nop\n .endr");
  }
}

volatile unsigned char rk_idle_stay_awake;

void rk_init(void) {
  rk_task_create(&idle_task, "idle", idle_fn, 0, 0, idle_stack, sizeof idle_stack);
}

/* ---- context switch ---- */
#if RK_CFG_STATS || RK_CFG_STACK_CHECK
/* Runs inside PendSV with interrupts masked, between saving and restoring the contexts. */
void rk_switch_hook(void) {
  rk_task *out = rk_current, *in = rk_next;
#if RK_CFG_STACK_CHECK
  /* The task leaving ran past its stack's bottom (canary overwritten or the saved context below
   * the lowest usable words): report it; the task stays blocked or ready as it was. */
  if (out->stack_lo[0] != STACK_CANARY || out->sp <= out->stack_lo + 8)
    rk_stack_overflow_hook(out);
#endif
#if RK_CFG_STATS
  uint32_t now = rk_port_runtime_counter();
  out->run_cycles += now - out->in_stamp;
  in->in_stamp = now;
  in->switches_in++;
#endif
  (void)out;
  (void)in;
}
#define RK_SWITCH_HOOK_CALL "  push {r0, r3}\n  bl rk_switch_hook\n  pop {r0, r3}\n"
#else
#define RK_SWITCH_HOOK_CALL ""
#endif

#if !defined(__riscv)
#if defined(__ARM_FP) && !defined(__SOFTFP__)
#define RK_FP_SAVE "  tst lr, #0x10\n  it eq\n  vstmdbeq r0!, {s16-s31}\n"
#define RK_FP_LOAD "  tst lr, #0x10\n  it eq\n  vldmiaeq r0!, {s16-s31}\n"
#else
#define RK_FP_SAVE ""
#define RK_FP_LOAD ""
#endif

/* One instruction a line, as the assembler reads it. */
/* clang-format off */
__attribute__((naked)) void PendSV_Handler(void) {
  __asm__ volatile("  mrs r0, psp\n"
                   RK_FP_SAVE
                   "  stmdb r0!, {r4-r11, lr}\n"
                   "  ldr r3, =rk_current\n"
                   "  cpsid i\n"
                   "  ldr r2, [r3]\n"
                   "  str r0, [r2]\n"
                   RK_SWITCH_HOOK_CALL
                   "  ldr r1, =rk_next\n"
                   "  ldr r1, [r1]\n"
                   "  str r1, [r3]\n"
                   "  cpsie i\n"
                   "  ldr r0, [r1]\n"
                   "  ldmia r0!, {r4-r11, lr}\n"
                   RK_FP_LOAD
                   "  msr psp, r0\n"
                   "  isb\n"
                   "  bx lr\n"
                   "  .ltorg\n");
}
/* clang-format on */

#if defined(__ARM_FP) && !defined(__SOFTFP__)
#define BOOT_PSP_WORDS 96 /* room for an extended (FP) exception frame */
#else
#define BOOT_PSP_WORDS 48
#endif

void rk_start(uint32_t cpu_hz, uint32_t tick_hz) {
  static uint32_t boot_psp[BOOT_PSP_WORDS] __attribute__((aligned(8)));
  __asm__ volatile("cpsid i");
  SCB_SHPR3 |= 0xFFu << 16 | 0xFFu << 24; /* PendSV and SysTick: lowest priority */
  SYST_RVR = cpu_hz / tick_hz - 1u;
  SYST_CVR = 0;
  SYST_CSR = 7u; /* core clock, interrupt, enable */
  boot_task.stack_lo = boot_psp;
  boot_psp[0] = STACK_CANARY;
  rk_current = &boot_task;
  uint32_t top = (uint32_t)(uintptr_t)&boot_psp[BOOT_PSP_WORDS];
  __asm__ volatile("msr psp, %0\n mov r0, #2\n msr control, r0\n isb" ::"r"(top) : "r0", "memory");
  rk_next = ready_head[31u - (uint32_t)__builtin_clz(ready_map)];
  SCB_ICSR = ICSR_PENDSVSET;
  __asm__ volatile("cpsie i\n isb" ::: "memory");
  for (;;)
    ;
}

#else  /* __riscv */

/* The first switch leaves the caller's context on the main stack, saved for good in boot_task
 * (never made ready): the trap handler then runs on its own stack. */
void rk_start(uint32_t cpu_hz, uint32_t tick_hz) {
  static uint32_t boot_lo[4];
  (void)cpu_hz;
  (void)rk_irq_save();
  boot_task.stack_lo = boot_lo;
  boot_lo[0] = STACK_CANARY;
  rk_current = &boot_task;
  rk_next = ready_head[31u - (uint32_t)__builtin_clz(ready_map)];
  rk_arch_start(tick_hz); /* tick on, switch pended, interrupts on: never returns */
}
#endif /* __riscv */

#if RK_CFG_ASSERT
void rk_assert_failed(const char *file, int line) {
  (void)file;
  (void)line;
  (void)rk_irq_save();
  for (;;)
    ;
}
#endif
