/* CycleLab port for RT-Thread Nano (4.x), static objects only (rt_*_init / rt_*_detach). */
#include "cl_port.h"
#include <rthw.h>
#include "board.h" /* cl_rv_soft_irq */

#define STR2(x) #x
#define STR(x) STR2(x)
const char cl_port_kernel[] = "rtthread-nano";
#ifdef RT_VERSION_MAJOR /* 5.0 on */
const char cl_port_version[] =
    STR(RT_VERSION_MAJOR) "." STR(RT_VERSION_MINOR) "." STR(RT_VERSION_PATCH);
#else
const char cl_port_version[] = STR(RT_VERSION) "." STR(RT_SUBVERSION) "." STR(RT_REVISION);
#endif

#if !defined(__riscv)
#define SYST_CSR (*(volatile uint32_t *)0xE000E010u)
#define SYST_RVR (*(volatile uint32_t *)0xE000E014u)
#define SYST_CVR (*(volatile uint32_t *)0xE000E018u)
#endif

/* RT-Thread: 0 is the highest priority. cl 1..7 (7 highest) -> 9..3, well above finsh (21)
 * and idle (RT_THREAD_PRIORITY_MAX - 1). */
#define RT_PRIO(p) ((rt_uint8_t)(10u - (p)))
/* Round-robin slice for equal priorities, in ticks (RT-Thread's BSPs use 10-20). */
#define CL_RT_SLICE 10u

static cl_task runner;
static rt_uint8_t runner_stack[CL_RUNNER_STACK_WORDS * 4u] __attribute__((aligned(8)));

#ifdef RT_USING_CONSOLE
/* The harness speaks on the console UART, so RT-Thread's console has no UART: rt_kprintf
 * output (the start-up banner, finsh's prompt) is dropped here. */
void rt_hw_console_output(const char *str) { (void)str; }
#endif

#ifdef RT_USING_FINSH
int finsh_system_init(void);
/* finsh reads its input here (no RT_USING_DEVICE). With no UART behind it, the shell thread
 * stays blocked in this read for good, as on a board whose console never receives a key. */
static struct rt_semaphore no_console_input;
char rt_hw_console_getchar(void) {
  rt_sem_take(&no_console_input, RT_WAITING_FOREVER);
  return -1;
}
#endif

#if defined(__riscv)
/* Called by libcpu/risc-v/e310/interrupt_gcc.S (trap_entry) between rt_interrupt_enter and
 * rt_interrupt_leave, on the interrupt stack; the entry switches threads afterwards when
 * rt_hw_context_switch_interrupt asked for it (a thread switches by itself: no switch request).
 * The deadline moves by exactly one period before the hook, which reads the deadline that fired
 * back from the timer (PORTING.md). The board says which mcause is which (board_rv32.h). */
void handle_trap(rt_ubase_t mcause, rt_ubase_t epc, rt_ubase_t *sp) {
  (void)epc;
  (void)sp;
  if (mcause == CL_RV_MCAUSE_TICK) {
    if (cl_rv_tick_ack()) {
      cl_systick_hook();
      rt_tick_increase();
    }
  } else if (mcause == CL_RV_MCAUSE_SOFT) {
    cl_rv_soft_irq(); /* the benchmark interrupt lines */
  } else {
    for (;;) /* an exception: nothing here raises one, so stop where a debugger sees it */
      ;
  }
}

void trap_entry(void);
CL_RV_TRAP_VECTORS(trap_entry);

static void tick_start(uint32_t tick_hz) {
  __asm__ volatile("csrw mtvec, %0" ::"r"(CL_RV_MTVEC(trap_entry)));
  cl_rv_tick_start(tick_hz); /* the board's timer: CLINT mtime on virt, SYSTIMER on the C3 */
}
#else
void SysTick_Handler(void) {
  cl_systick_hook();
  rt_interrupt_enter();
  rt_tick_increase();
  rt_interrupt_leave();
}

static void tick_start(uint32_t cpu_hz, uint32_t tick_hz) {
  SYST_RVR = cpu_hz / tick_hz - 1u;
  SYST_CVR = 0;
  SYST_CSR = 7u; /* core clock, interrupt, enable; its priority is set lowest at start */
}
#endif

/* What rtthread_startup() does (components.c), minus its main thread: the runner takes its
 * place, and finsh is started directly where rt_components_init() would start it. */
void cl_port_start(void (*main_fn)(void *), uint32_t cpu_hz, uint32_t tick_hz) {
  rt_hw_interrupt_disable(); /* until the first thread starts */
#if defined(__riscv)
  (void)cpu_hz; /* the board's timer has a clock of its own (CL_RV_TIMER_HZ) */
  tick_start(tick_hz);
#else
  tick_start(cpu_hz, tick_hz);
#endif
#ifdef RT_USING_CONSOLE
  rt_show_version();
#endif
  rt_system_timer_init();
  rt_system_scheduler_init();
  rt_thread_init(&runner.thread, "runner", main_fn, 0, runner_stack, sizeof runner_stack,
                 RT_PRIO(CL_PRIO_RUNNER), CL_RT_SLICE);
  rt_thread_startup(&runner.thread);
  rt_system_timer_thread_init();
  rt_thread_idle_init();
#ifdef RT_USING_FINSH
  /* A reference from kept code keeps every finsh command through --gc-sections (fsymtab.ld). */
  extern const int __start_FSymTab;
  __asm__ volatile("" ::"r"(&__start_FSymTab));
  rt_sem_init(&no_console_input, "nocons", 0, RT_IPC_FLAG_PRIO);
  finsh_system_init();
#endif
  rt_system_scheduler_start();
  for (;;)
    ;
}

void cl_task_create(cl_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes) {
  rt_thread_init(&t->thread, name, fn, arg, stack, (rt_uint32_t)stack_bytes, RT_PRIO(prio),
                 CL_RT_SLICE);
  rt_thread_startup(&t->thread);
}
/* A detached thread is only unlinked from the object list by the idle thread; the benchmarks
 * re-init the same cl_task right after, so wait here (outside any timed region) until it is. */
/* rt_thread_detach leaves the reclaim (rt_object_detach) to the idle thread, which runs only
 * when no other thread is ready: threads that never block (Thread-Metric's loops) starve it, and
 * the struct cannot be reused before. The caller reclaims as the idle thread does; every thread
 * here is static, so there is nothing to free. */
void cl_task_delete(cl_task *t) {
  rt_thread_detach(&t->thread);
  for (rt_thread_t dead; (dead = rt_thread_defunct_dequeue()) != RT_NULL;)
    rt_object_detach((rt_object_t)dead);
}
cl_task *cl_task_self(void) { return (cl_task *)rt_thread_self(); }
void cl_task_yield(void) { rt_thread_yield(); }
void cl_task_delay(uint32_t ticks) { rt_thread_delay((rt_tick_t)ticks); }

void cl_sem_init(cl_sem *s, uint32_t initial, uint32_t max) {
  (void)max;
  rt_sem_init(&s->sem, "sem", (rt_uint32_t)initial, RT_IPC_FLAG_PRIO);
}
void cl_sem_delete(cl_sem *s) { rt_sem_detach(&s->sem); }
void cl_sem_give(cl_sem *s) { rt_sem_release(&s->sem); }
void cl_sem_take(cl_sem *s) { rt_sem_take(&s->sem, RT_WAITING_FOREVER); }
/* As an RT-Thread ISR does it: the scheduler pends PendSV while the nest count is non-zero. */
void cl_sem_give_isr(cl_sem *s) {
  rt_interrupt_enter();
  rt_sem_release(&s->sem);
  rt_interrupt_leave();
}

void cl_mutex_init(cl_mutex *m) { rt_mutex_init(&m->mutex, "mtx", RT_IPC_FLAG_PRIO); }
void cl_mutex_delete(cl_mutex *m) { rt_mutex_detach(&m->mutex); }
void cl_mutex_lock(cl_mutex *m) { rt_mutex_take(&m->mutex, RT_WAITING_FOREVER); }
void cl_mutex_unlock(cl_mutex *m) { rt_mutex_release(&m->mutex); }

void cl_queue_init(cl_queue *q, void *storage, uint32_t depth, uint32_t item_size) {
  (void)storage; /* the queue's own pool: see cl_port_types.h */
  rt_mq_init(&q->mq, "q", q->pool, item_size,
             depth * (RT_ALIGN(item_size, RT_ALIGN_SIZE) + sizeof(void *)), RT_IPC_FLAG_PRIO);
}
void cl_queue_delete(cl_queue *q) { rt_mq_detach(&q->mq); }
void cl_queue_send(cl_queue *q, const void *item) {
  rt_mq_send_wait(&q->mq, item, q->mq.msg_size, RT_WAITING_FOREVER);
}
void cl_queue_recv(cl_queue *q, void *item) {
  rt_mq_recv(&q->mq, item, q->mq.msg_size, RT_WAITING_FOREVER);
}

/* No task notification in RT-Thread: notify_give_take / notify_wake are n/a (port.json). */
void cl_notify_give(cl_task *t) { (void)t; }
void cl_notify_take(void) {}

void cl_event_init(cl_event *e) { rt_event_init(&e->event, "evt", RT_IPC_FLAG_PRIO); }
void cl_event_delete(cl_event *e) { rt_event_detach(&e->event); }
void cl_event_set(cl_event *e, uint32_t bits) { rt_event_send(&e->event, bits); }
uint32_t cl_event_wait_all_clear(cl_event *e, uint32_t bits) {
  rt_uint32_t got = 0;
  rt_event_recv(&e->event, bits, RT_EVENT_FLAG_AND | RT_EVENT_FLAG_CLEAR, RT_WAITING_FOREVER, &got);
  return got;
}

/* rt_mempool keeps a link word before each block: the 16 x 8 blocks take 160 of the 512 bytes
 * the benchmark gives. */
void cl_pool_init(cl_pool *p, void *storage, uint32_t block_size, uint32_t blocks) {
  if (p->live)
    rt_mp_detach(&p->mp);
  rt_mp_init(&p->mp, "pool", storage,
             blocks * (RT_ALIGN(block_size, RT_ALIGN_SIZE) + sizeof(rt_uint8_t *)), block_size);
  p->live = 1;
}
void *cl_pool_alloc(cl_pool *p) { return rt_mp_alloc(&p->mp, RT_WAITING_FOREVER); }
void cl_pool_free(cl_pool *p, void *block) {
  (void)p;
  rt_mp_free(block);
}

uint32_t cl_critical_enter(void) { return (uint32_t)rt_hw_interrupt_disable(); }
void cl_critical_exit(uint32_t state) { rt_hw_interrupt_enable((rt_base_t)state); }

/* RT-Thread masks with PRIMASK, so an ISR of any priority may call it. The middle of the
 * implemented range keeps the benchmark interrupts above SysTick and PendSV (set lowest).
 * Unused on RISC-V, where both benchmark lines are one software interrupt (board_rv32.h). */
uint32_t cl_port_isr_priority(void) {
#if defined(__riscv)
  return 0;
#else
  return (1u << (CL_NVIC_PRIO_BITS - 1u)) << (8u - CL_NVIC_PRIO_BITS);
#endif
}

/* RT-Thread's idle thread never sleeps (no RT_USING_PM): nothing to switch. */
void cl_idle_stay_awake(int on) { (void)on; }

/* A message queue's pool holds each message after a one-pointer link header, the message
 * rounded up to RT_ALIGN_SIZE: the size cl_queue_init gives rt_mq_init. No task notification
 * (n/a in port.json). */
void cl_port_ram_sizes(cl_ram_sizes *out, uint32_t depth, uint32_t item_bytes) {
  out->sem = sizeof(struct rt_semaphore);
  out->mutex = sizeof(struct rt_mutex);
  out->queue = sizeof(struct rt_messagequeue) +
               depth * (RT_ALIGN(item_bytes, RT_ALIGN_SIZE) + sizeof(void *));
  out->event = sizeof(struct rt_event);
  out->task = sizeof(struct rt_thread);
  out->notify = 0;
}
