/* CycleLab port for µC/OS-III (V3.08 or later; its ARMv7-M port, or its RISC-V RV32 port on
 * QEMU virt and the ESP32-C3 with os_cpu_rv32.S) with uC-CPU and uC-LIB. Every
 * object is allocated by the caller (µC/OS-III never allocates). Priorities: CycleLab 1 (low) ..
 * 7 (high) become µC/OS-III 6 .. 0 (0 is the most urgent there); idle, statistics and timer
 * tasks sit at the bottom (OS_CFG_PRIO_MAX - 1, - 2, - 3). */
#include "cl_port.h"

#include <string.h>
#if defined(__riscv)
#include "board.h" /* cl_rv_soft_irq, cl_rv_tick_*, the trap table */
#endif

const char cl_port_kernel[] = "ucos3";
const char cl_port_version[] = CL_UCOS3_VERSION; /* from OS_VERSION in os.h */

static void halt(void) {
#if defined(__riscv)
  __asm__ volatile("csrci mstatus, 8");
#else
  __asm__ volatile("cpsid i");
#endif
  for (;;)
    ;
}

/* A kernel call that fails outside a timed region (creating objects) stops the firmware: a
 * benchmark must never run on an object that does not exist. The host sees the run time out. */
static void check(OS_ERR err) {
  if (err != OS_ERR_NONE)
    halt();
}

static OS_PRIO prio_of(unsigned cl_prio) { return (OS_PRIO)(7u - cl_prio); }

#if CL_UCOS3_VENDOR_DEFAULT
/* As a vendor application installs them: hooks that a product would use to feed a watchdog or
 * gather load figures. */
volatile uint32_t cl_idle_loops, cl_tick_hooks;
static void idle_hook(void) { cl_idle_loops++; }
static void tick_hook(void) { cl_tick_hooks++; }
#define TASK_OPT (OS_OPT_TASK_STK_CHK | OS_OPT_TASK_STK_CLR) /* for the statistics task */
#else
#define TASK_OPT OS_OPT_TASK_NONE
#endif

static cl_task runner;
static CPU_STK runner_stack[CL_RUNNER_STACK_WORDS] __attribute__((aligned(8)));
static void (*runner_main)(void *);
static uint32_t tick_cpu_hz;

#if defined(__riscv)
/* The tick is the board's timer (CLINT mtime on virt, SYSTIMER on the C3): each interrupt moves
 * the deadline on by exactly one period, so ticks do not drift with the handler's latency. */
void cl_ucos3_trap_entry(void);
CL_RV_TRAP_VECTORS(cl_ucos3_trap_entry);
/* Ports/RISC-V/RV32/GCC/os_cpu_c.c's tick ISR: OSIntEnter, OSTimeTick, OSIntExit. */
void SysTick_Handler(void);
/* Every trap but the switch request (os_cpu_rv32.S), with interrupts off. The benchmark lines
 * have an interrupt of their own; an exception is a fault: stop (the host's run times out). */
void cl_ucos3_trap(uint32_t mcause) {
  if (mcause == CL_RV_MCAUSE_TICK) {
    if (cl_rv_tick_ack()) {
      cl_systick_hook();
      SysTick_Handler();
    }
  } else if (mcause == CL_RV_MCAUSE_SOFT) {
    cl_rv_soft_irq();
  } else {
    halt();
  }
}
#else
void SysTick_Handler(void) {
  cl_systick_hook();
  OS_CPU_SysTickHandler();
}
#endif

/* µC/OS-III starts the tick from the first task, once the scheduler runs. */
static void runner_entry(void *arg) {
  OS_ERR err;
#if defined(__riscv)
  cl_rv_tick_start(CL_TICK_HZ); /* the board's timer, not the core's clock */
#else
  OS_CPU_SysTickInitFreq(tick_cpu_hz);
#endif
#if OS_CFG_STAT_TASK_EN > 0u
  OSStatTaskCPUUsageInit(&err); /* calibrates the idle counter over 1/10 s, as vendors do */
  check(err);
#endif
  OSSchedRoundRobinCfg(DEF_TRUE, 0, &err); /* yield needs round-robin on (default quantum) */
  check(err);
  runner_main(arg);
}

void cl_port_start(void (*main_fn)(void *), uint32_t cpu_hz, uint32_t tick_hz) {
  OS_ERR err;
  (void)tick_hz; /* OS_CFG_TICK_RATE_HZ is CL_TICK_HZ (os_cfg_app.h) */
  CPU_Init();
  OSInit(&err);
  check(err);
#if CL_UCOS3_VENDOR_DEFAULT
  OS_AppIdleTaskHookPtr = idle_hook;
  OS_AppTimeTickHookPtr = tick_hook;
#endif
  runner_main = main_fn;
  tick_cpu_hz = cpu_hz;
  cl_task_create(&runner, "runner", runner_entry, 0, CL_PRIO_RUNNER, runner_stack,
                 sizeof runner_stack);
#if defined(__riscv)
  /* The RISC-V port leaves the trap vector and the switch request to the board. */
  __asm__ volatile("csrw mtvec, %0" ::"r"(CL_RV_MTVEC(cl_ucos3_trap_entry)));
  cl_rv_switch_enable();
#endif
  OSStart(&err);
  for (;;)
    ;
}

void cl_task_create(cl_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes) {
  OS_ERR err;
  CPU_STK_SIZE words = (CPU_STK_SIZE)(stack_bytes / sizeof(CPU_STK));
  OSTaskCreate(&t->tcb, (CPU_CHAR *)name, fn, arg, prio_of(prio), (CPU_STK *)stack, words / 10u,
               words, 0, 0, 0, TASK_OPT, &err);
  check(err);
}
void cl_task_delete(cl_task *t) {
  OS_ERR err;
  OSTaskDel(&t->tcb, &err);
}
cl_task *cl_task_self(void) { return (cl_task *)OSTCBCurPtr; }
void cl_task_yield(void) {
  OS_ERR err;
  OSSchedRoundRobinYield(&err); /* OS_ERR_ROUND_ROBIN_1 when no peer is ready: no switch */
}
void cl_task_delay(uint32_t ticks) {
  OS_ERR err;
  OSTimeDly((OS_TICK)ticks, OS_OPT_TIME_DLY, &err);
}

/* µC/OS-III semaphores are counting only: a binary semaphore is one created at 0 or 1 (the
 * benchmarks never give a full binary semaphore). */
void cl_sem_init(cl_sem *s, uint32_t initial, uint32_t max) {
  OS_ERR err;
  (void)max;
  OSSemCreate(&s->sem, (CPU_CHAR *)"sem", (OS_SEM_CTR)initial, &err);
  check(err);
}
void cl_sem_delete(cl_sem *s) {
  OS_ERR err;
  (void)OSSemDel(&s->sem, OS_OPT_DEL_ALWAYS, &err);
}
void cl_sem_give(cl_sem *s) {
  OS_ERR err;
  (void)OSSemPost(&s->sem, OS_OPT_POST_1, &err);
}
void cl_sem_take(cl_sem *s) {
  OS_ERR err;
  (void)OSSemPend(&s->sem, 0, OS_OPT_PEND_BLOCKING, (CPU_TS *)0, &err);
}
/* A kernel-aware ISR in µC/OS-III brackets its kernel calls with OSIntEnter/OSIntExit; the
 * exit pends the switch (PendSV) when the post readied a more urgent task. */
void cl_sem_give_isr(cl_sem *s) {
  OS_ERR err;
  CPU_SR_ALLOC();
  CPU_CRITICAL_ENTER();
  OSIntEnter();
  CPU_CRITICAL_EXIT();
  (void)OSSemPost(&s->sem, OS_OPT_POST_1, &err);
  OSIntExit();
}

void cl_mutex_init(cl_mutex *m) {
  OS_ERR err;
  OSMutexCreate(&m->mtx, (CPU_CHAR *)"mutex", &err);
  check(err);
}
void cl_mutex_delete(cl_mutex *m) {
  OS_ERR err;
  (void)OSMutexDel(&m->mtx, OS_OPT_DEL_ALWAYS, &err);
}
void cl_mutex_lock(cl_mutex *m) {
  OS_ERR err;
  OSMutexPend(&m->mtx, 0, OS_OPT_PEND_BLOCKING, (CPU_TS *)0, &err);
}
void cl_mutex_unlock(cl_mutex *m) {
  OS_ERR err;
  OSMutexPost(&m->mtx, OS_OPT_POST_NONE, &err);
}

/* Port-implemented copying queue: OS_Q passes pointers. The caller's storage is cut into
 * `depth` slots of `item_size` bytes that circulate between the `free` and `data` OS_Qs (both
 * FIFO, both blocking): send takes a free slot, copies the item in and posts the slot; receive
 * takes a posted slot, copies the item out and returns the slot. */
void cl_queue_init(cl_queue *q, void *storage, uint32_t depth, uint32_t item_size) {
  OS_ERR err;
  uint8_t *slot = (uint8_t *)storage;
  q->item_size = (OS_MSG_SIZE)item_size;
  OSQCreate(&q->data, (CPU_CHAR *)"queue", (OS_MSG_QTY)depth, &err);
  check(err);
  OSQCreate(&q->free, (CPU_CHAR *)"slots", (OS_MSG_QTY)depth, &err);
  check(err);
  for (uint32_t i = 0; i < depth; i++, slot += item_size) {
    OSQPost(&q->free, slot, q->item_size, OS_OPT_POST_FIFO, &err);
    check(err);
  }
}
void cl_queue_delete(cl_queue *q) {
  OS_ERR err;
  (void)OSQDel(&q->data, OS_OPT_DEL_ALWAYS, &err);
  (void)OSQDel(&q->free, OS_OPT_DEL_ALWAYS, &err);
}
void cl_queue_send(cl_queue *q, const void *item) {
  OS_ERR err;
  OS_MSG_SIZE size;
  void *slot = OSQPend(&q->free, 0, OS_OPT_PEND_BLOCKING, &size, (CPU_TS *)0, &err);
  memcpy(slot, item, q->item_size);
  OSQPost(&q->data, slot, q->item_size, OS_OPT_POST_FIFO, &err);
}
void cl_queue_recv(cl_queue *q, void *item) {
  OS_ERR err;
  OS_MSG_SIZE size;
  void *slot = OSQPend(&q->data, 0, OS_OPT_PEND_BLOCKING, &size, (CPU_TS *)0, &err);
  memcpy(item, slot, q->item_size);
  OSQPost(&q->free, slot, q->item_size, OS_OPT_POST_FIFO, &err);
}

/* Task notification: the task semaphore every µC/OS-III task has. */
void cl_notify_give(cl_task *t) {
  OS_ERR err;
  (void)OSTaskSemPost(&t->tcb, OS_OPT_POST_NONE, &err);
}
void cl_notify_take(void) {
  OS_ERR err;
  (void)OSTaskSemPend(0, OS_OPT_PEND_BLOCKING, (CPU_TS *)0, &err);
}

void cl_event_init(cl_event *e) {
  OS_ERR err;
  OSFlagCreate(&e->grp, (CPU_CHAR *)"event", 0, &err);
  check(err);
}
void cl_event_delete(cl_event *e) {
  OS_ERR err;
  (void)OSFlagDel(&e->grp, OS_OPT_DEL_ALWAYS, &err);
}
void cl_event_set(cl_event *e, uint32_t bits) {
  OS_ERR err;
  (void)OSFlagPost(&e->grp, (OS_FLAGS)bits, OS_OPT_POST_FLAG_SET, &err);
}
uint32_t cl_event_wait_all_clear(cl_event *e, uint32_t bits) {
  OS_ERR err;
  return OSFlagPend(&e->grp, (OS_FLAGS)bits, 0,
                    OS_OPT_PEND_FLAG_SET_ALL | OS_OPT_PEND_FLAG_CONSUME | OS_OPT_PEND_BLOCKING,
                    (CPU_TS *)0, &err);
}

void cl_pool_init(cl_pool *p, void *storage, uint32_t block_size, uint32_t blocks) {
  OS_ERR err;
  OSMemCreate(&p->mem, (CPU_CHAR *)"pool", storage, (OS_MEM_QTY)blocks, (OS_MEM_SIZE)block_size,
              &err);
  check(err);
}
void *cl_pool_alloc(cl_pool *p) {
  OS_ERR err;
  return OSMemGet(&p->mem, &err);
}
void cl_pool_free(cl_pool *p, void *block) {
  OS_ERR err;
  OSMemPut(&p->mem, block, &err);
}

/* uC-CPU's critical section: BASEPRI at the kernel-aware boundary, previous value returned. */
uint32_t cl_critical_enter(void) {
  CPU_SR_ALLOC();
  CPU_CRITICAL_ENTER();
  return (uint32_t)cpu_sr;
}
void cl_critical_exit(uint32_t state) {
  CPU_SR cpu_sr = (CPU_SR)state;
  CPU_CRITICAL_EXIT();
}

/* The most urgent kernel-aware priority: the boundary itself (BASEPRI masks it in kernel
 * critical sections). SysTick sits there too (OS_CPU_SysTickInit), PendSV at the lowest. */
#ifndef CL_NA_stack_overflow
/* µC/OS-III raises no error of its own here (OS_CFG_TASK_STK_REDZONE_EN is 0 in the shipped
 * os_cfg.h): its stack check is OSTaskStkChk, the scan the statistics task runs over stacks
 * created with OS_OPT_TASK_STK_CHK | OS_OPT_TASK_STK_CLR (default profile). No free entry left at
 * the bottom: the stack overflowed. */
int cl_port_stack_overflowed(cl_task *t) {
  OS_ERR err;
  CPU_STK_SIZE free_words = 0, used_words = 0;
  OSTaskStkChk(&t->tcb, &free_words, &used_words, &err);
  return err == OS_ERR_NONE && free_words == 0u;
}
#endif

#if defined(__riscv)
uint32_t cl_port_isr_priority(void) { return 0; } /* no interrupt priorities: mstatus.MIE */
#else
uint32_t cl_port_isr_priority(void) {
  return (uint32_t)CPU_CFG_KA_IPL_BOUNDARY << (8u - CPU_CFG_NVIC_PRIO_BITS);
}
#endif

/* µC/OS-III's idle task spins (OSIdleTaskHook, no WFI): nothing to keep awake. */
void cl_idle_stay_awake(int on) { (void)on; }

/* The task semaphore (the notification) is part of OS_TCB. A copying queue is the port's two
 * OS_Qs plus, per item, its slot and the one OS_MSG from the kernel's pool that carries it
 * (each slot sits in exactly one of the two queues). */
void cl_port_ram_sizes(cl_ram_sizes *out, uint32_t depth, uint32_t item_bytes) {
  out->sem = sizeof(OS_SEM);
  out->mutex = sizeof(OS_MUTEX);
  out->queue = 2u * sizeof(OS_Q) + depth * (item_bytes + sizeof(OS_MSG));
  out->event = sizeof(OS_FLAG_GRP);
  out->task = sizeof(OS_TCB);
  out->notify = 0;
}
