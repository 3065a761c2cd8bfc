/* CycleLab port for NuttX (flat build, the harness linked into the kernel image as an
 * application). POSIX calls where an application would use them (semaphores, mutex, message
 * queue, sleep); the kernel's own interface where POSIX has no equivalent: tasks on a caller's
 * TCB and stack (nxtask_init), event groups (nxevent), critical sections, interrupt attach. */
#include "bench.h"
#include "cl_proto.h"

#include "mqueue/mqueue.h" /* the kernel's own, from its sched/ folder (Makefile) */

#include <fcntl.h>
#include <nuttx/arch.h>
#include <nuttx/config.h>
#include <nuttx/irq.h>
#include <nuttx/version.h>
#include <sched.h>
#include <string.h>
#include <unistd.h>

const char cl_port_kernel[] = "nuttx";
const char cl_port_version[] = CONFIG_VERSION_STRING;

/* CycleLab priorities 1..7 sit above NSH and the init task (CONFIG_INIT_PRIORITY, 100) and the
 * low-priority work queue, below the high-priority work queue. */
#define CL_NX_PRIO(p) (200 + (int)(p))

static cl_task runner;

/* NuttX's idle loop sleeps in WFI (the STM32 and RISC-V up_idle). While the harness asks for
 * it, the task that started the harness (the init task in `minimal`, the board's harness task in
 * `default`) spins at NuttX priority 1, just above idle, so delays inside a timed region are
 * spent awake: under QEMU the analyzer's time advances only with executed instructions, so a WFI
 * inside tick_accuracy's delay would vanish from the pulse while the tick counts on. That task
 * has nothing else left to do, so no task or stack of its own is spent on this. */
#if defined(CONFIG_STM32_DISABLE_IDLE_SLEEP_DURING_DEBUG) && defined(CONFIG_DEBUG_SYMBOLS)
#define CL_NX_IDLE_AWAKE 1 /* f1-minimal: NuttX's idle loop never executes WFI */
#elif defined(CONFIG_SMP)
#define CL_NX_IDLE_AWAKE 1 /* the idle loop is the port's: cl_nx_smp.c keeps a hart awake */
void cl_nx_smp_task_deleted(cl_task *t);
#else
static sem_t awake_go;
static volatile int awake_on;
static void awake_spin(void) {
  for (;;) {
    while (sem_wait(&awake_go) != 0)
      ;
    while (awake_on)
      ;
  }
}
#endif
static uint32_t runner_stack[CL_RUNNER_STACK_WORDS] __attribute__((aligned(8)));

/* The tick and the benchmark lines attached behind NuttX's common dispatch (this file on
 * Cortex-M, port_nuttx_rv32.c on QEMU virt and the ESP32-C3). */
void cl_nx_irqs_attach(uint32_t cpu_hz, uint32_t tick_hz);

#if !defined(CL_FAMILY_RV32VIRT) && !defined(CL_FAMILY_ESP32C3) /* RV32: port_nuttx_rv32.c */
void cl_bench_irq_handler(void);
void cl_bench_irq2_handler(void);
void cl_timer_irq_handler(void);

/* NuttX dispatches every exception through its common vector; these are the attached handlers
 * of the two benchmark lines and of SysTick. */
static int bench_irq(int irq, void *context, void *arg) {
  (void)irq, (void)context, (void)arg;
  cl_bench_irq_handler();
  return 0;
}
static int bench_irq2(int irq, void *context, void *arg) {
  (void)irq, (void)context, (void)arg;
  cl_bench_irq2_handler();
  return 0;
}
/* The kernel's tick handler (arch/arm/src/common/stm32 timer ISR) is nxsched_process_timer()
 * alone; this one calls the harness hook first, as every port does. */
static int timer_irq(int irq, void *context, void *arg) {
  (void)irq, (void)context, (void)arg;
  cl_timer_irq_handler(); /* TIM2: irq_nesting's high-rate source */
  return 0;
}
static int tick_irq(int irq, void *context, void *arg) {
  (void)irq, (void)context, (void)arg;
  cl_systick_hook();
  nxsched_process_timer();
  return 0;
}

void cl_nx_irqs_attach(uint32_t cpu_hz, uint32_t tick_hz) {
  /* NuttX programs SysTick (clocked by HCLK) for board.h's frequency, the tier's, and a
   * CONFIG_USEC_PER_TICK tick (1000 us = CL_TICK_HZ). The board may have reached another clock
   * (the internal oscillator after a crystal failure): the tick follows the clock reached. */
  *(volatile uint32_t *)0xE000E014u = cpu_hz / tick_hz - 1u; /* SYST_RVR */
  *(volatile uint32_t *)0xE000E018u = 0u;                    /* SYST_CVR: reload now */
  irq_attach(STM32_IRQ_FIRST + CL_BENCH_IRQ, bench_irq, NULL);
  irq_attach(STM32_IRQ_FIRST + CL_BENCH_IRQ2, bench_irq2, NULL);
  irq_attach(STM32_IRQ_FIRST + 28, timer_irq, NULL);
  irq_attach(STM32_IRQ_SYSTICK, tick_irq, NULL);
}

/* NVIC_SYSH_PRIORITY_DEFAULT, the level NuttX gives SysTick and every line it enables: masked
 * by its critical sections (PRIMASK, or BASEPRI with CONFIG_ARMV7M_USEBASEPRI). */
uint32_t cl_port_isr_priority(void) { return 0x80u; }

/* The board's clock bring-up already ran, from NuttX's stm32_boardinitialize() (cl_clock_nx.c);
 * the harness's board_init() must not switch clocks under a running kernel. */
void board_clock_init(void) {}
#endif

void cl_port_start(void (*main_fn)(void *), uint32_t cpu_hz, uint32_t tick_hz) {
  cl_nx_irqs_attach(cpu_hz, tick_hz);
#ifdef CL_NX_IDLE_AWAKE
  /* The idle loop never sleeps: this task is done, and its stack returns to the heap. */
  cl_task_create(&runner, "runner", main_fn, 0, CL_PRIO_RUNNER, runner_stack, sizeof runner_stack);
#ifdef CONFIG_SMP
  /* cl_port_start does not return: under SMP this task waits for good (falling off the end ran
   * into the next function's code, cl_task_delete, with a stale argument). */
  sem_t never;
  sem_init(&never, 0, 0);
  for (;;)
    sem_wait(&never);
#endif
#else
  sem_init(&awake_go, 0, 0);
  sem_setprotocol(&awake_go, SEM_PRIO_NONE);
  struct sched_param lowest = {.sched_priority = 1};
  sched_setparam(0,
                 &lowest); /* before the runner exists: from here on it runs only when all wait */
  cl_task_create(&runner, "runner", main_fn, 0, CL_PRIO_RUNNER, runner_stack, sizeof runner_stack);
  awake_spin();
#endif
}

static int task_entry(int argc, char *argv[]) {
  (void)argc, (void)argv;
  cl_task *t = (cl_task *)nxsched_self();
  t->fn(t->arg);
  return 0;
}

/* NuttX finds a task's TLS at the start of its stack (nxsched_get_tls) but writes it where the
 * stack's first frame may begin (up_stack_frame, at STACKFRAME_ALIGN): a stack given less aligned
 * than that has the two apart, and deleting the task reads a mutex list from the gap. RISC-V
 * frames are 16-byte aligned; the harness's stacks are 8-aligned, which is Cortex-M's. */
#if defined(__riscv)
#define CL_NX_STACK_ALIGN 16u
#else
#define CL_NX_STACK_ALIGN 8u
#endif

void cl_task_create(cl_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes) {
  uintptr_t skip = -(uintptr_t)stack & (CL_NX_STACK_ALIGN - 1u);
  stack = (uint8_t *)stack + skip;
  stack_bytes -= skip;
  memset(&t->tcb, 0, sizeof t->tcb);
  t->tcb.flags = TCB_FLAG_TTYPE_TASK; /* no TCB_FLAG_FREE_TCB: the TCB is ours */
  t->fn = fn;
  t->arg = arg;
  sem_init(&t->notify, 0, 0);
  sem_setprotocol(&t->notify, SEM_PRIO_NONE);
  if (nxtask_init(&t->tcb, name, CL_NX_PRIO(prio), stack, (uint32_t)stack_bytes, task_entry, NULL,
                  NULL, NULL) < 0) {
    cl_err("port", "nxtask_init_failed");
    return;
  }
  t->live = 1;
  nxtask_activate(&t->tcb);
}
void cl_task_delete(cl_task *t) {
  if (t->live) {
    t->live = 0;
    nxtask_delete(t->tcb.pid);
  }
#ifdef CONFIG_SMP
  cl_nx_smp_task_deleted(t);
#endif
  sem_destroy(&t->notify);
}
cl_task *cl_task_self(void) { return (cl_task *)nxsched_self(); }
void cl_task_yield(void) { sched_yield(); }
void cl_task_delay(uint32_t ticks) { usleep(ticks * CONFIG_USEC_PER_TICK); }

/* NuttX semaphores have no maximum: a binary semaphore is a counting one the benchmarks never
 * give twice. Signalling semaphores must not take part in priority inheritance. */
void cl_sem_init(cl_sem *s, uint32_t initial, uint32_t max) {
  (void)max;
  sem_init(s, 0, initial);
  sem_setprotocol(s, SEM_PRIO_NONE);
}
void cl_sem_delete(cl_sem *s) { sem_destroy(s); }
void cl_sem_give(cl_sem *s) { sem_post(s); }
void cl_sem_take(cl_sem *s) {
  while (sem_wait(s) != 0)
    ;
}
/* sem_post is interrupt-safe; the switch to a woken task happens on exception return. */
void cl_sem_give_isr(cl_sem *s) { sem_post(s); }

void cl_mutex_init(cl_mutex *m) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_INHERIT);
  memset(m, 0, sizeof *m); /* a deleted holder may have left it locked */
  pthread_mutex_init(m, &a);
  pthread_mutexattr_destroy(&a);
}
void cl_mutex_delete(cl_mutex *m) { pthread_mutex_destroy(m); }
void cl_mutex_lock(cl_mutex *m) { pthread_mutex_lock(m); }
void cl_mutex_unlock(cl_mutex *m) { pthread_mutex_unlock(m); }

/* POSIX message queue: its messages come from NuttX's own preallocated pool
 * (CONFIG_PREALLOC_MQ_MSGS), so `storage` is unused. */
void cl_queue_init(cl_queue *q, void *storage, uint32_t depth, uint32_t item_size) {
  (void)storage;
  static const char hex[] = "0123456789abcdef";
  uintptr_t a = (uintptr_t)q;
  q->name[0] = 'q';
  for (int i = 0; i < 8; i++)
    q->name[1 + i] = hex[(a >> (28 - 4 * i)) & 0xFu];
  q->name[9] = 0;
  struct mq_attr attr = {0};
  attr.mq_maxmsg = (long)depth;
  attr.mq_msgsize = (long)item_size;
  q->item_bytes = item_size;
  mq_unlink(q->name);
  q->mq = mq_open(q->name, O_RDWR | O_CREAT, 0600, &attr);
  if (q->mq == (mqd_t)-1)
    cl_err("port", "mq_open_failed");
}
void cl_queue_delete(cl_queue *q) {
  mq_close(q->mq);
  mq_unlink(q->name);
}
void cl_queue_send(cl_queue *q, const void *item) {
  (void)mq_send(q->mq, (const char *)item, q->item_bytes, 0);
}
void cl_queue_recv(cl_queue *q, void *item) {
  (void)mq_receive(q->mq, (char *)item, q->item_bytes, NULL);
}

void cl_notify_give(cl_task *t) { sem_post(&t->notify); }
void cl_notify_take(void) {
  cl_task *me = cl_task_self();
  while (sem_wait(&me->notify) != 0)
    ;
}

void cl_event_init(cl_event *e) { nxevent_init(e, 0); }
void cl_event_delete(cl_event *e) { nxevent_destroy(e); }
void cl_event_set(cl_event *e, uint32_t bits) { (void)nxevent_post(e, bits, 0); }
uint32_t cl_event_wait_all_clear(cl_event *e, uint32_t bits) {
  return (uint32_t)nxevent_wait(e, bits, NXEVENT_WAIT_ALL);
}

void cl_pool_init(cl_pool *p, void *storage, uint32_t block_size, uint32_t blocks) {
  uint8_t *b = (uint8_t *)storage;
  p->free = 0;
  for (uint32_t i = blocks; i--;) {
    *(void **)(b + i * block_size) = p->free;
    p->free = b + i * block_size;
  }
}
void *cl_pool_alloc(cl_pool *p) {
  irqstate_t f = enter_critical_section();
  void *b = p->free;
  if (b)
    p->free = *(void **)b;
  leave_critical_section(f);
  return b;
}
void cl_pool_free(cl_pool *p, void *block) {
  irqstate_t f = enter_critical_section();
  *(void **)block = p->free;
  p->free = block;
  leave_critical_section(f);
}

uint32_t cl_critical_enter(void) { return (uint32_t)enter_critical_section(); }
void cl_critical_exit(uint32_t state) { leave_critical_section((irqstate_t)state); }

#ifndef CONFIG_SMP /* SMP: cl_nx_smp.c */
void cl_idle_stay_awake(int on) {
#ifdef CL_NX_IDLE_AWAKE
  (void)on;
#else
  awake_on = on;
  if (on)
    sem_post(&awake_go);
#endif
}
#endif

/* A POSIX message queue is the struct mqueue_inode_s mq_open allocates plus, per queued item, one
 * message of the kernel's fixed size (sized for CONFIG_MQ_MAXMSGSIZE, whatever the item's, and
 * aligned as mq_initialize lays out its pool). A task is its TCB plus the task group nxtask_init
 * allocates; the notification is the port's stand-in semaphore in cl_task. */
void cl_port_ram_sizes(cl_ram_sizes *out, uint32_t depth, uint32_t item_bytes) {
  const uint32_t msg = (uint32_t)((MQ_MSG_SIZE(MQ_MAX_BYTES) + sizeof(void *) - 1u) /
                                  sizeof(void *) * sizeof(void *));
  (void)item_bytes;
  out->sem = sizeof(sem_t);
  out->mutex = sizeof(pthread_mutex_t);
  out->queue = sizeof(struct mqueue_inode_s) + depth * msg;
  out->event = sizeof(nxevent_t);
  out->task = sizeof(struct tcb_s) + sizeof(struct task_group_s);
  out->notify = sizeof(sem_t);
}
