/* CycleLab port for TencentOS-tiny (TOS_VERSION 2.x, arm-v7m and rv32i ports), static allocation.
 * Priorities: CycleLab 1 (low) .. 7 (high) become TencentOS-tiny 7 .. 1 (0 is the most urgent
 * there); the idle task sits at TOS_CFG_TASK_PRIO_MAX - 1. Critical sections mask with PRIMASK
 * (mstatus.MIE on RV32). */
#include <stddef.h>
#include "cl_port.h"

const char cl_port_kernel[] = "tencentos-tiny";
const char cl_port_version[] = TOS_VERSION;

/* A kernel call that fails outside a timed region (creating objects) stops the firmware: a
 * benchmark must never run on an object that does not exist. The host sees the run time out. */
static void check(k_err_t err) {
  if (err != K_ERR_NONE) {
#if defined(__riscv)
    __asm__ volatile("csrci mstatus, 8");
#else
    __asm__ volatile("cpsid i");
#endif
    for (;;)
      ;
  }
}

static k_prio_t prio_of(unsigned cl_prio) { return (k_prio_t)(8u - cl_prio); }

#if defined(__riscv)
/* What upstream's board/QEMU_Spike gives the rv32i port: rv32_exception_entry calls the handler
 * at index mcause & 0x7FFFFFFF of this table on k_irq_stk, then switches if k_next_task moved
 * (a task switches by itself: no switch request). The board says which cause is which
 * (board_rv32.h) and has no priorities to set. */
void rv32_exception_entry(void); /* port_s.S */
CL_RV_TRAP_VECTORS(rv32_exception_entry);
static void timer_irq(void);
static void soft_irq(void) { cl_rv_soft_irq(); } /* the benchmark interrupt lines */
#define CL_TOS_IRQ(mcause) ((mcause)&0x7FFFFFFF)
static void (*const irq_table[32])(void) = {[CL_TOS_IRQ(CL_RV_MCAUSE_SOFT)] = soft_irq,
                                            [CL_TOS_IRQ(CL_RV_MCAUSE_TICK)] = timer_irq};
void *port_get_irq_vector_table(void) { return (void *)irq_table; }
void port_cpu_init(void) {
  __asm__ volatile("csrw mtvec, %0" ::"r"(CL_RV_MTVEC(rv32_exception_entry)));
}
void port_systick_priority_set(uint32_t prio) { (void)prio; }

#if defined(CL_FAMILY_ESP32C3)
/* cpu_init's tick, in TOS_CFG_CPU_CLOCK (CL_RV_TIMER_HZ, tos_config.h) counts: the board's. */
void port_systick_config(uint32_t cycle_per_tick) {
  cl_rv_tick_start(CL_RV_TIMER_HZ / cycle_per_tick);
}
#endif

/* As QEMU_Spike's SysTick_IRQHandler, with the harness's hook after the re-arm. On virt the port
 * sets mtimecmp to the next multiple of the period after mtime, which is the deadline that fired
 * plus one period whenever the tick is taken within a period of its deadline; the C3's board
 * moves its deadline by exactly one period (PORTING.md). */
static void timer_irq(void) {
#if defined(CL_FAMILY_ESP32C3)
  if (!cl_rv_tick_ack())
    return;
#else
  port_systick_config((uint32_t)k_cpu_cycle_per_tick);
#endif
  cl_systick_hook();
  if (tos_knl_is_running()) {
    tos_knl_irq_enter();
    tos_tick_handler();
    tos_knl_irq_leave();
  }
}
#else
/* The three functions of the arm-v7m port_c.c, which needs a CMSIS device header: SysTick from
 * the core clock, its priority, and reset. */
#define SCB_SHPR3 (*(volatile uint32_t *)0xE000ED20u)
#define SCB_AIRCR (*(volatile uint32_t *)0xE000ED0Cu)
#define SYST_CSR (*(volatile uint32_t *)0xE000E010u)
#define SYST_RVR (*(volatile uint32_t *)0xE000E014u)
#define SYST_CVR (*(volatile uint32_t *)0xE000E018u)
void port_systick_config(uint32_t cycle_per_tick) {
  SYST_RVR = cycle_per_tick - 1u;
  SYST_CVR = 0;
  SYST_CSR = 7u; /* core clock, interrupt, enable */
}
void port_systick_priority_set(uint32_t prio) {
  uint32_t b = (prio << (8u - CL_NVIC_PRIO_BITS)) & 0xFFu;
  SCB_SHPR3 = (SCB_SHPR3 & 0x00FFFFFFu) | b << 24;
}
void port_cpu_reset(void) {
  __asm__ volatile("dsb" ::: "memory");
  SCB_AIRCR = 0x05FA0004u; /* VECTKEY | SYSRESETREQ */
  for (;;)
    ;
}
#endif

#if TOS_CFG_MMHEAP_EN == 0
/* Without the kernel heap, TencentOS-tiny's *_dyn functions call libc malloc/calloc/free
 * (tos_mmheap.h). The port uses none of them (--gc-sections drops them), but their references
 * would link newlib's allocator. These fail instead: no allocator in the image, and no dynamic
 * allocation can succeed unnoticed. */
void *malloc(size_t size) {
  (void)size;
  return 0;
}
void *calloc(size_t n, size_t size) {
  (void)n;
  (void)size;
  return 0;
}
void free(void *p) { (void)p; }
#endif

#if !defined(__riscv)
/* As the TencentOS-tiny board projects write it, after the harness's hook. */
void SysTick_Handler(void) {
  cl_systick_hook();
  if (tos_knl_is_running()) {
    tos_knl_irq_enter();
    tos_tick_handler();
    tos_knl_irq_leave();
  }
}
#endif

static cl_task runner;
static k_stack_t runner_stack[CL_RUNNER_STACK_WORDS * 4] __attribute__((aligned(8)));

/* tos_knl_init() starts SysTick (cpu_init, TOS_CFG_CPU_CLOCK / TOS_CFG_CPU_TICK_PER_SECOND at
 * TOS_CFG_CPU_SYSTICK_PRIO, left at the kernel default 0). */
void cl_port_start(void (*main_fn)(void *), uint32_t cpu_hz, uint32_t tick_hz) {
  (void)cpu_hz; /* tos_config.h takes both from the build */
  (void)tick_hz;
  check(tos_knl_init());
  cl_task_create(&runner, "runner", main_fn, 0, CL_PRIO_RUNNER, runner_stack, sizeof runner_stack);
  tos_knl_start();
  for (;;)
    ;
}

void cl_task_create(cl_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes) {
  check(tos_task_create(&t->task, (char *)name, fn, arg, prio_of(prio), (k_stack_t *)stack,
                        stack_bytes, 0));
}
void cl_task_delete(cl_task *t) { (void)tos_task_destroy(&t->task); }
cl_task *cl_task_self(void) { return (cl_task *)tos_task_curr_task_get(); }
void cl_task_yield(void) { tos_task_yield(); }
void cl_task_delay(uint32_t ticks) { (void)tos_task_delay((k_tick_t)ticks); }

void cl_sem_init(cl_sem *s, uint32_t initial, uint32_t max) {
  check(tos_sem_create_max(&s->sem, (k_sem_cnt_t)initial, (k_sem_cnt_t)max));
}
void cl_sem_delete(cl_sem *s) { (void)tos_sem_destroy(&s->sem); }
void cl_sem_give(cl_sem *s) { (void)tos_sem_post(&s->sem); }
void cl_sem_take(cl_sem *s) { (void)tos_sem_pend(&s->sem, TOS_TIME_FOREVER); }
/* A TencentOS-tiny ISR brackets kernel calls with irq_enter/irq_leave; leave schedules (PendSV)
 * when the post readied a more urgent task. */
void cl_sem_give_isr(cl_sem *s) {
  tos_knl_irq_enter();
  (void)tos_sem_post(&s->sem);
  tos_knl_irq_leave();
}

void cl_mutex_init(cl_mutex *m) { check(tos_mutex_create(&m->mtx)); }
void cl_mutex_delete(cl_mutex *m) { (void)tos_mutex_destroy(&m->mtx); }
void cl_mutex_lock(cl_mutex *m) { (void)tos_mutex_pend(&m->mtx); }
void cl_mutex_unlock(cl_mutex *m) { (void)tos_mutex_post(&m->mtx); }

/* The mail queue copies items in and out of its ring. A post to a full mail queue fails
 * instead of blocking, so the port retries it a tick later (the benchmarks' timed regions never
 * post to a full queue; only the critical_section_max stress tasks could). */
void cl_queue_init(cl_queue *q, void *storage, uint32_t depth, uint32_t item_size) {
  q->item_size = item_size;
  check(tos_mail_q_create(&q->mq, storage, depth, item_size));
}
void cl_queue_delete(cl_queue *q) { (void)tos_mail_q_destroy(&q->mq); }
void cl_queue_send(cl_queue *q, const void *item) {
  while (tos_mail_q_post(&q->mq, (void *)item, q->item_size) == K_ERR_RING_Q_FULL)
    (void)tos_task_delay(1);
}
void cl_queue_recv(cl_queue *q, void *item) {
  size_t size;
  (void)tos_mail_q_pend(&q->mq, item, &size, TOS_TIME_FOREVER);
}

/* TencentOS-tiny has no task notification: notify_give_take and notify_wake are n/a
 * (port.json), so the build leaves both benchmarks out. Reaching these stops the firmware. */
void cl_notify_give(cl_task *t) {
  (void)t;
  check(K_ERR_OBJ_INVALID);
}
void cl_notify_take(void) { check(K_ERR_OBJ_INVALID); }

void cl_event_init(cl_event *e) { check(tos_event_create(&e->evt, 0)); }
void cl_event_delete(cl_event *e) { (void)tos_event_destroy(&e->evt); }
void cl_event_set(cl_event *e, uint32_t bits) { (void)tos_event_post_keep(&e->evt, bits); }
uint32_t cl_event_wait_all_clear(cl_event *e, uint32_t bits) {
  k_event_flag_t match = 0;
  (void)tos_event_pend(&e->evt, bits, &match, TOS_TIME_FOREVER,
                       TOS_OPT_EVENT_PEND_ALL | TOS_OPT_EVENT_PEND_CLR);
  return match;
}

void cl_pool_init(cl_pool *p, void *storage, uint32_t block_size, uint32_t blocks) {
  check(tos_mmblk_pool_create(&p->pool, storage, blocks, block_size));
}
void *cl_pool_alloc(cl_pool *p) {
  void *b = 0;
  (void)tos_mmblk_alloc(&p->pool, &b);
  return b;
}
void cl_pool_free(cl_pool *p, void *block) { (void)tos_mmblk_free(&p->pool, block); }

uint32_t cl_critical_enter(void) { return (uint32_t)tos_cpu_cpsr_save(); }
void cl_critical_exit(uint32_t state) { tos_cpu_cpsr_restore((cpu_cpsr_t)state); }

/* TencentOS-tiny masks with PRIMASK, so an ISR at any priority may call it; the benchmark
 * interrupts sit mid-range, below SysTick (priority 0) and above PendSV. */
#ifndef CL_NA_stack_overflow
/* TencentOS-tiny raises no report of its own: its stack check is the draught-depth scan
 * (TOS_CFG_TASK_STACK_DRAUGHT_DEPTH_DETACT_EN, default profile) over the 0xCC fill of the task's
 * stack, which answers K_ERR_TASK_STK_OVERFLOW when even the bottom byte was written. */
int cl_port_stack_overflowed(cl_task *t) {
  int depth = 0;
  return tos_task_stack_draught_depth(&t->task, &depth) == K_ERR_TASK_STK_OVERFLOW;
}
#endif

uint32_t cl_port_isr_priority(void) { return 0x80u; }

/* The idle task spins (no power management configured): nothing to keep awake. */
void cl_idle_stay_awake(int on) { (void)on; }

/* A mail queue copies items into the caller's pool of depth x item bytes. No task
 * notification (n/a in port.json: the harness leaves the figure out). */
void cl_port_ram_sizes(cl_ram_sizes *out, uint32_t depth, uint32_t item_bytes) {
  out->sem = sizeof(k_sem_t);
  out->mutex = sizeof(k_mutex_t);
  out->queue = sizeof(k_mail_q_t) + depth * item_bytes;
  out->event = sizeof(k_event_t);
  out->task = sizeof(k_task_t);
  out->notify = 0;
}
