/* CycleLab port for refkernel: thin forwarding to rk_*. */
#include "cl_port.h"
#include "cl_cycles.h"

const char cl_port_kernel[] = "refkernel";
const char cl_port_version[] = RK_VERSION;

static rk_task runner_task;
static uint32_t runner_stack[CL_RUNNER_STACK_WORDS] __attribute__((aligned(8)));

void cl_port_start(void (*main_fn)(void *), uint32_t cpu_hz, uint32_t tick_hz) {
  rk_init();
  rk_task_create(&runner_task, "runner", main_fn, 0, CL_PRIO_RUNNER, runner_stack,
                 sizeof runner_stack);
  rk_start(cpu_hz, tick_hz);
}

#if defined(__riscv)
/* The CLINT timer, already advanced one period by the kernel (cycles_rv32.c relies on it). */
void rk_port_tick_irq(void) {
  cl_systick_hook();
  rk_tick();
}
void rk_port_soft_irq(void) { cl_rv_soft_irq(); } /* the benchmark interrupt lines */
#else
void SysTick_Handler(void) {
  cl_systick_hook();
  rk_tick();
}
#endif

#if RK_CFG_STATS
uint32_t rk_port_runtime_counter(void) { return cl_cycles_long(); }
#endif
#if RK_CFG_HOOKS
/* A vendor build would feed a watchdog or gather load figures here. */
volatile uint32_t cl_idle_loops, cl_tick_hooks;
void rk_idle_hook(void) { cl_idle_loops++; }
void rk_tick_hook(void) { cl_tick_hooks++; }
#endif

#if RK_CFG_STACK_CHECK
/* refkernel's switch-out stack check (default profile) reports here. */
void rk_stack_overflow_hook(struct rk_task *t) {
  (void)t;
#ifndef CL_NA_stack_overflow
  cl_stack_overflow_seen();
#endif
}
#endif
#ifndef CL_NA_stack_overflow
int cl_port_stack_overflowed(cl_task *t) {
  (void)t;
  return 0; /* reported through rk_stack_overflow_hook */
}
#endif

void cl_task_create(cl_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes) {
  rk_task_create(t, name, fn, arg, prio, stack, stack_bytes);
}
void cl_task_delete(cl_task *t) { rk_task_delete(t); }
cl_task *cl_task_self(void) { return rk_self(); }
void cl_task_yield(void) { rk_yield(); }
void cl_task_delay(uint32_t ticks) { rk_delay(ticks); }

void cl_sem_init(cl_sem *s, uint32_t initial, uint32_t max) { rk_sem_init(s, initial, max); }
void cl_sem_delete(cl_sem *s) { (void)s; }
void cl_sem_give(cl_sem *s) { rk_sem_give(s); }
void cl_sem_take(cl_sem *s) { rk_sem_take(s); }
void cl_sem_give_isr(cl_sem *s) { rk_sem_give(s); }

void cl_mutex_init(cl_mutex *m) { rk_mutex_init(m); }
void cl_mutex_delete(cl_mutex *m) { (void)m; }
void cl_mutex_lock(cl_mutex *m) { rk_mutex_lock(m); }
void cl_mutex_unlock(cl_mutex *m) { rk_mutex_unlock(m); }

void cl_queue_init(cl_queue *q, void *storage, uint32_t depth, uint32_t item_size) {
  rk_queue_init(q, storage, depth, item_size);
}
void cl_queue_delete(cl_queue *q) { (void)q; }
void cl_queue_send(cl_queue *q, const void *item) { rk_queue_send(q, item); }
void cl_queue_recv(cl_queue *q, void *item) { rk_queue_recv(q, item); }

void cl_notify_give(cl_task *t) { rk_notify_give(t); }
void cl_notify_take(void) { rk_notify_take(); }

void cl_event_init(cl_event *e) { rk_event_init(e); }
void cl_event_delete(cl_event *e) { (void)e; }
void cl_event_set(cl_event *e, uint32_t bits) { rk_event_set(e, bits); }
uint32_t cl_event_wait_all_clear(cl_event *e, uint32_t bits) {
  return rk_event_wait(e, bits, RK_EVT_ALL | RK_EVT_CLEAR);
}

void cl_pool_init(cl_pool *p, void *storage, uint32_t block_size, uint32_t blocks) {
  rk_pool_init(p, storage, block_size, blocks);
}
void *cl_pool_alloc(cl_pool *p) { return rk_pool_alloc(p); }
void cl_pool_free(cl_pool *p, void *block) { rk_pool_free(p, block); }

uint32_t cl_critical_enter(void) { return rk_irq_save(); }
void cl_critical_exit(uint32_t state) { rk_irq_restore(state); }

/* refkernel masks with PRIMASK, so any priority may call it; keep ISRs above the tick. */
uint32_t cl_port_isr_priority(void) { return 0x80u; }

void cl_idle_stay_awake(int on) { rk_idle_stay_awake = (unsigned char)(on != 0); }

/* The task's notification word is a field of rk_task: a notification adds nothing. */
void cl_port_ram_sizes(cl_ram_sizes *out, uint32_t depth, uint32_t item_bytes) {
  out->sem = sizeof(rk_sem);
  out->mutex = sizeof(rk_mutex);
  out->queue = sizeof(rk_queue) + depth * item_bytes; /* rk_queue_init's caller storage */
  out->event = sizeof(rk_event);
  out->task = sizeof(rk_task);
  out->notify = 0;
}
