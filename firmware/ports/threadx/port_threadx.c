/* CycleLab port for Eclipse ThreadX 6.x (GNU Cortex-M3/M4 ports; on QEMU virt RV32, CycleLab's
 * own port layer in rv32/), static allocation.
 *
 * ThreadX calls _tx_initialize_low_level() from tx_kernel_enter(); its GNU ports ship that
 * function only as an example file (vector table, SysTick at a fixed clock), so the port
 * supplies its own: SysTick from the build's clock and tick rate, and the system handler
 * priorities ThreadX requires (PendSV lowest, since the scheduler idles inside PendSV).
 * ThreadX masks interrupts with PRIMASK, so an ISR of any priority may call the kernel. */
#include "cl_port.h"

#include "tx_initialize.h"
#include "tx_thread.h"

#define STR2(x) #x
#define STR(x) STR2(x)
const char cl_port_kernel[] = "threadx";
const char cl_port_version[] =
    STR(THREADX_MAJOR_VERSION) "." STR(THREADX_MINOR_VERSION) "." STR(THREADX_PATCH_VERSION);

#if !defined(__riscv)
#define SYST_CSR (*(volatile uint32_t *)0xE000E010u)
#define SYST_RVR (*(volatile uint32_t *)0xE000E014u)
#define SYST_CVR (*(volatile uint32_t *)0xE000E018u)
#define SCB_SHPR2 (*(volatile uint32_t *)0xE000ED1Cu)
#define SCB_SHPR3 (*(volatile uint32_t *)0xE000ED20u)

/* Priorities in the top nibble, so they hold with 4 implemented bits (silicon) as with 8
 * (QEMU): the tick must preempt the PendSV idle loop, and the benchmark ISRs sit above it. */
#if CL_NVIC_PRIO_BITS < 4
#error "the ThreadX port expects at least 4 NVIC priority bits"
#endif
#define TICK_PRIO 0x40u
#define BENCH_ISR_PRIO 0x20u

extern uint32_t _estack, _ebss;
#endif

static cl_task runner;
static uint32_t runner_stack[CL_RUNNER_STACK_WORDS] __attribute__((aligned(8)));
static void (*runner_fn)(void *);
static uint32_t tick_reload;

void cl_port_start(void (*main_fn)(void *), uint32_t cpu_hz, uint32_t tick_hz) {
  runner_fn = main_fn;
  tick_reload = cpu_hz / tick_hz - 1u;
  tx_kernel_enter();
  for (;;)
    ;
}

void tx_application_define(void *first_unused_memory) {
  (void)first_unused_memory;
  cl_task_create(&runner, "runner", runner_fn, 0, CL_PRIO_RUNNER, runner_stack,
                 sizeof runner_stack);
}

#if !defined(__riscv)
void _tx_initialize_low_level(void) {
  __asm__ volatile("cpsid i" ::: "memory");
  _tx_initialize_unused_memory = (void *)&_ebss; /* unused: every object is static */
  _tx_thread_system_stack_ptr = (void *)&_estack;
  SYST_RVR = tick_reload;
  SYST_CVR = 0;
  SYST_CSR = 7u;                             /* core clock, interrupt, enable */
  SCB_SHPR2 = 0xFFu << 24;                   /* SVCall lowest */
  SCB_SHPR3 = TICK_PRIO << 24 | 0xFFu << 16; /* SysTick, PendSV lowest */
}

void _tx_timer_interrupt(void);
void SysTick_Handler(void) {
  cl_systick_hook();
  _tx_timer_interrupt();
}
#endif

/* ThreadX: 0 is the highest priority. */
static UINT tx_prio(unsigned prio) { return 8u - prio; }

static void task_entry(ULONG input) {
  cl_task *t = (cl_task *)input;
  t->fn(t->arg);
}

void cl_task_create(cl_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes) {
  t->fn = fn;
  t->arg = arg;
  tx_semaphore_create(&t->notify, (CHAR *)"notify", 0);
  tx_thread_create(&t->thread, (CHAR *)name, task_entry, (ULONG)t, stack, (ULONG)stack_bytes,
                   tx_prio(prio), tx_prio(prio), TX_NO_TIME_SLICE, TX_AUTO_START);
}
void cl_task_delete(cl_task *t) {
  tx_thread_terminate(&t->thread);
  tx_thread_delete(&t->thread);
  tx_semaphore_delete(&t->notify);
}
cl_task *cl_task_self(void) { return (cl_task *)tx_thread_identify(); }
void cl_task_yield(void) { tx_thread_relinquish(); }
void cl_task_delay(uint32_t ticks) { tx_thread_sleep(ticks); }

/* ThreadX semaphores are counting; `max` is not enforced (the benchmarks never give a binary
 * semaphore twice). The init functions re-create an object a benchmark left created. */
void cl_sem_init(cl_sem *s, uint32_t initial, uint32_t max) {
  (void)max;
  if (s->tx_semaphore_id != TX_CLEAR_ID)
    tx_semaphore_delete(s);
  tx_semaphore_create(s, (CHAR *)"sem", initial);
}
void cl_sem_delete(cl_sem *s) { tx_semaphore_delete(s); }
void cl_sem_give(cl_sem *s) { tx_semaphore_put(s); }
void cl_sem_take(cl_sem *s) { tx_semaphore_get(s, TX_WAIT_FOREVER); }
/* From an ISR the kernel sees IPSR != 0 and pends PendSV itself. */
void cl_sem_give_isr(cl_sem *s) { tx_semaphore_put(s); }

void cl_mutex_init(cl_mutex *m) {
  if (m->tx_mutex_id != TX_CLEAR_ID)
    tx_mutex_delete(m);
  tx_mutex_create(m, (CHAR *)"mutex", TX_INHERIT);
}
void cl_mutex_delete(cl_mutex *m) { tx_mutex_delete(m); }
void cl_mutex_lock(cl_mutex *m) { tx_mutex_get(m, TX_WAIT_FOREVER); }
void cl_mutex_unlock(cl_mutex *m) { tx_mutex_put(m); }

/* Message sizes are whole 32-bit words (1..16): the benchmarks use 4, 16 and 32 bytes. */
void cl_queue_init(cl_queue *q, void *storage, uint32_t depth, uint32_t item_size) {
  if (q->tx_queue_id != TX_CLEAR_ID)
    tx_queue_delete(q);
  tx_queue_create(q, (CHAR *)"queue", item_size / sizeof(ULONG), storage, depth * item_size);
}
void cl_queue_delete(cl_queue *q) { tx_queue_delete(q); }
void cl_queue_send(cl_queue *q, const void *item) {
  tx_queue_send(q, (void *)item, TX_WAIT_FOREVER);
}
void cl_queue_recv(cl_queue *q, void *item) { tx_queue_receive(q, item, TX_WAIT_FOREVER); }

/* Port-implemented: ThreadX has no task notification; each thread owns a counting semaphore. */
void cl_notify_give(cl_task *t) { tx_semaphore_put(&t->notify); }
void cl_notify_take(void) {
  tx_semaphore_get(&((cl_task *)tx_thread_identify())->notify, TX_WAIT_FOREVER);
}

void cl_event_init(cl_event *e) {
  if (e->tx_event_flags_group_id != TX_CLEAR_ID)
    tx_event_flags_delete(e);
  tx_event_flags_create(e, (CHAR *)"event");
}
void cl_event_delete(cl_event *e) { tx_event_flags_delete(e); }
void cl_event_set(cl_event *e, uint32_t bits) { tx_event_flags_set(e, bits, TX_OR); }
uint32_t cl_event_wait_all_clear(cl_event *e, uint32_t bits) {
  ULONG actual = 0;
  tx_event_flags_get(e, bits, TX_AND_CLEAR, &actual, TX_WAIT_FOREVER);
  return actual;
}

/* Each block carries a one-pointer header in the pool's storage. */
void cl_pool_init(cl_pool *p, void *storage, uint32_t block_size, uint32_t blocks) {
  if (p->tx_block_pool_id != TX_CLEAR_ID)
    tx_block_pool_delete(p);
  tx_block_pool_create(p, (CHAR *)"pool", block_size, storage,
                       blocks * (block_size + sizeof(void *)));
}
void *cl_pool_alloc(cl_pool *p) {
  void *b = 0;
  tx_block_allocate(p, &b, TX_NO_WAIT);
  return b;
}
void cl_pool_free(cl_pool *p, void *block) {
  (void)p;
  tx_block_release(block);
}

uint32_t cl_critical_enter(void) { return tx_interrupt_control(TX_INT_DISABLE); }
void cl_critical_exit(uint32_t state) { tx_interrupt_control(state); }

#if defined(__riscv)
uint32_t cl_port_isr_priority(void) { return 0; } /* no interrupt priorities: mstatus.MIE */
#else
/* Any priority may call ThreadX (PRIMASK critical sections); stay above the tick. */
uint32_t cl_port_isr_priority(void) { return BENCH_ISR_PRIO; }

/* ThreadX idles inside PendSV (no idle thread): with TX_LOW_POWER (set by kernel.cmake) its
 * wait loop calls these hooks with interrupts masked. Asleep: WFI (a pending interrupt wakes
 * it; ThreadX unmasks right after the exit hook). Awake: wait with interrupts enabled until an
 * interrupt readies a thread. Both leave the same state as ThreadX's own loop; the awake loop
 * has no CPSIE per turn, which QEMU would otherwise emulate at a fraction of the rate. */
static volatile unsigned char stay_awake;
void tx_low_power_enter(void) {
  if (!stay_awake) {
    __asm__ volatile("dsb\n wfi\n isb" ::: "memory");
    return;
  }
  __asm__ volatile("cpsie i" ::: "memory");
  while (stay_awake && *(TX_THREAD *volatile *)&_tx_thread_execute_ptr == TX_NULL)
    ;
  __asm__ volatile("cpsid i" ::: "memory");
}
void tx_low_power_exit(void) {}

void cl_idle_stay_awake(int on) { stay_awake = (unsigned char)(on != 0); }
#endif

/* ThreadX has no task notification: the port's stand-in is one TX_SEMAPHORE per thread, so that
 * is what a notification adds. A queue's messages are whole ULONGs. */
void cl_port_ram_sizes(cl_ram_sizes *out, uint32_t depth, uint32_t item_bytes) {
  const uint32_t words = (item_bytes + sizeof(ULONG) - 1u) / sizeof(ULONG);
  out->sem = sizeof(TX_SEMAPHORE);
  out->mutex = sizeof(TX_MUTEX);
  out->queue = sizeof(TX_QUEUE) + depth * words * sizeof(ULONG);
  out->event = sizeof(TX_EVENT_FLAGS_GROUP);
  out->task = sizeof(TX_THREAD);
  out->notify = sizeof(TX_SEMAPHORE);
}
