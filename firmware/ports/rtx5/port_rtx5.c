/* CycleLab port for CMSIS-RTX (RTX5) through the CMSIS-RTOS2 API, with static control blocks
 * and stacks (cb_mem / stack_mem / mq_mem / mp_mem): nothing comes from RTX's dynamic memory.
 *
 * RTX5 owns SVCall, PendSV and SysTick (Source/GCC/irq_armv7m.S). The build renames that
 * file's SysTick_Handler to rtx5_SysTick_Handler, and the port's SysTick_Handler calls
 * cl_systick_hook() first, then branches there with EXC_RETURN intact (RTX's handler ends in
 * its context-switch code, which needs it). */
#include "cl_port.h"

#include "cl_rtx5_device.h"

#define STR2(x) #x
#define STR(x) STR2(x)
const char cl_port_kernel[] = "rtx5";
/* osRtxVersionKernel is MMmmmpppp: 50090001 = 5.9.1. */
const char cl_port_version[] = STR(CL_RTX5_VERSION);

uint32_t SystemCoreClock;

static cl_task runner;
static uint64_t runner_stack[CL_RUNNER_STACK_WORDS / 2];

__attribute__((naked)) void SysTick_Handler(void) {
  __asm__ volatile("push {r0, lr}\n"
                   "bl cl_systick_hook\n"
                   "pop {r0, lr}\n"
                   "b rtx5_SysTick_Handler\n");
}

void cl_port_start(void (*main_fn)(void *), uint32_t cpu_hz, uint32_t tick_hz) {
  (void)tick_hz; /* OS_TICK_FREQ (RTX_Config.h) is 1000, CL_TICK_HZ */
  SystemCoreClock = cpu_hz;
  osKernelInitialize();
  cl_task_create(&runner, "runner", main_fn, 0, CL_PRIO_RUNNER, runner_stack, sizeof runner_stack);
  osKernelStart();
  for (;;)
    ;
}

/* CMSIS-RTOS2 priorities: runner (4) = osPriorityNormal (24), 2 = osPriorityBelowNormal (16),
 * 6 = osPriorityAboveNormal (32); all below RTX's timer thread (osPriorityHigh, 40). */
static osPriority_t rtx_prio(unsigned prio) { return (osPriority_t)(8u + 4u * prio); }

void cl_task_create(cl_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes) {
  const osThreadAttr_t attr = {.name = name,
                               .cb_mem = &t->cb,
                               .cb_size = sizeof t->cb,
                               .stack_mem = stack,
                               .stack_size = (uint32_t)stack_bytes,
                               .priority = rtx_prio(prio)};
  (void)osThreadNew(fn, arg, &attr);
}
void cl_task_delete(cl_task *t) { (void)osThreadTerminate(&t->cb); }
cl_task *cl_task_self(void) { return (cl_task *)osThreadGetId(); }
void cl_task_yield(void) { (void)osThreadYield(); }
void cl_task_delay(uint32_t ticks) { (void)osDelay(ticks); }

void cl_sem_init(cl_sem *s, uint32_t initial, uint32_t max) {
  const osSemaphoreAttr_t attr = {.name = "sem", .cb_mem = s, .cb_size = sizeof *s};
  (void)osSemaphoreNew(max, initial, &attr);
}
void cl_sem_delete(cl_sem *s) { (void)osSemaphoreDelete(s); }
void cl_sem_give(cl_sem *s) { (void)osSemaphoreRelease(s); }
void cl_sem_take(cl_sem *s) { (void)osSemaphoreAcquire(s, osWaitForever); }
/* From an ISR RTX queues the release for PendSV (osRtxPostProcess), which then switches. */
void cl_sem_give_isr(cl_sem *s) { (void)osSemaphoreRelease(s); }

void cl_mutex_init(cl_mutex *m) {
  const osMutexAttr_t attr = {
      .name = "mutex", .attr_bits = osMutexPrioInherit, .cb_mem = m, .cb_size = sizeof *m};
  (void)osMutexNew(&attr);
}
void cl_mutex_delete(cl_mutex *m) { (void)osMutexDelete(m); }
void cl_mutex_lock(cl_mutex *m) { (void)osMutexAcquire(m, osWaitForever); }
void cl_mutex_unlock(cl_mutex *m) { (void)osMutexRelease(m); }

void cl_queue_init(cl_queue *q, void *storage, uint32_t depth, uint32_t item_size) {
  (void)storage; /* see cl_port_types.h: RTX needs room for its message headers */
  if (depth > CL_RTX5_MQ_MAX_DEPTH || item_size > CL_RTX5_MQ_MAX_ITEM)
    return; /* osMessageQueueNew would fail the same way: no queue, callers block */
  const osMessageQueueAttr_t attr = {.name = "queue",
                                     .cb_mem = &q->cb,
                                     .cb_size = sizeof q->cb,
                                     .mq_mem = q->mem,
                                     .mq_size = osRtxMessageQueueMemSize(depth, item_size)};
  (void)osMessageQueueNew(depth, item_size, &attr);
}
void cl_queue_delete(cl_queue *q) { (void)osMessageQueueDelete(&q->cb); }
void cl_queue_send(cl_queue *q, const void *item) {
  (void)osMessageQueuePut(&q->cb, item, 0, osWaitForever);
}
void cl_queue_recv(cl_queue *q, void *item) {
  (void)osMessageQueueGet(&q->cb, item, 0, osWaitForever);
}

/* RTX5's task notification is the thread flags word; bit 0 stands for "given". */
void cl_notify_give(cl_task *t) { (void)osThreadFlagsSet(&t->cb, 1u); }
void cl_notify_take(void) { (void)osThreadFlagsWait(1u, osFlagsWaitAny, osWaitForever); }

void cl_event_init(cl_event *e) {
  const osEventFlagsAttr_t attr = {.name = "event", .cb_mem = e, .cb_size = sizeof *e};
  (void)osEventFlagsNew(&attr);
}
void cl_event_delete(cl_event *e) { (void)osEventFlagsDelete(e); }
void cl_event_set(cl_event *e, uint32_t bits) { (void)osEventFlagsSet(e, bits); }
uint32_t cl_event_wait_all_clear(cl_event *e, uint32_t bits) {
  return osEventFlagsWait(e, bits, osFlagsWaitAll, osWaitForever); /* clears unless NoClear */
}

/* The pool benchmark re-initialises without deleting; delete a pool still live first. */
void cl_pool_init(cl_pool *p, void *storage, uint32_t block_size, uint32_t blocks) {
  if (p->id == osRtxIdMemoryPool)
    (void)osMemoryPoolDelete(p);
  const osMemoryPoolAttr_t attr = {.name = "pool",
                                   .cb_mem = p,
                                   .cb_size = sizeof *p,
                                   .mp_mem = storage,
                                   .mp_size = osRtxMemoryPoolMemSize(blocks, block_size)};
  (void)osMemoryPoolNew(blocks, block_size, &attr);
}
void *cl_pool_alloc(cl_pool *p) { return osMemoryPoolAlloc(p, 0); }
void cl_pool_free(cl_pool *p, void *block) { (void)osMemoryPoolFree(p, block); }

/* RTX5 has no interrupt-masking API for threads (its own critical paths run in SVC): its
 * critical section is the scheduler lock. */
uint32_t cl_critical_enter(void) { return (uint32_t)osKernelLock(); }
void cl_critical_exit(uint32_t state) { (void)osKernelRestoreLock((int32_t)state); }

/* RTX5 never masks interrupts on ARMv7-M: ISRs of any priority may call it (their calls are
 * queued for PendSV). Two levels above the lowest, where RTX puts SysTick and PendSV (lowest)
 * and SVCall (one above). */
uint32_t cl_port_isr_priority(void) {
  return ((1u << CL_NVIC_PRIO_BITS) - 3u) << (8u - CL_NVIC_PRIO_BITS);
}

/* RTX_Config.c's error callback is weak: this one reports a stack overflow (OS_STACK_CHECK, the
 * default profile: checked when a thread's context is saved; RTX then switches away without
 * saving it, and the harness deletes the thread) and stops on anything else, as RTX's does. */
uint32_t osRtxErrorNotify(uint32_t code, void *object_id) {
  (void)object_id;
#ifndef CL_NA_stack_overflow
  if (code == osRtxErrorStackOverflow) {
    cl_stack_overflow_seen();
    return 0;
  }
#endif
  (void)code;
  for (;;) {
  }
}
#ifndef CL_NA_stack_overflow
int cl_port_stack_overflowed(cl_task *t) {
  (void)t;
  return 0; /* RTX reports through osRtxErrorNotify */
}
#endif

/* The idle thread: RTX_Config.c's is a weak empty loop meant to be replaced by the
 * application. This one sleeps (WFI) unless the harness keeps it awake. */
static volatile unsigned char stay_awake;
__attribute__((noreturn)) void osRtxIdleThread(void *argument) {
  (void)argument;
  for (;;)
    if (!stay_awake)
      __asm__ volatile("wfi");
}
void cl_idle_stay_awake(int on) { stay_awake = (unsigned char)(on != 0); }

/* Thread flags (the notification the benchmarks use) are a field of osRtxThread_t. A queue's
 * memory is what osRtxMessageQueueMemSize asks for: each message with its 12-byte header. */
void cl_port_ram_sizes(cl_ram_sizes *out, uint32_t depth, uint32_t item_bytes) {
  out->sem = sizeof(osRtxSemaphore_t);
  out->mutex = sizeof(osRtxMutex_t);
  out->queue = sizeof(osRtxMessageQueue_t) + osRtxMessageQueueMemSize(depth, item_bytes);
  out->event = sizeof(osRtxEventFlags_t);
  out->task = sizeof(osRtxThread_t);
  out->notify = 0;
}
