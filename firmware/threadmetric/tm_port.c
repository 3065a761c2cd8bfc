/* CycleLab's Thread-Metric porting layer (the tm_api.h functions) on cl_port.h, plus the
 * per-kernel calls of tm_ext.h, and the measurement of each reporting period.
 *
 * The tests run unchanged. Their reporting thread sleeps one period in tm_thread_sleep, wakes
 * on the kernel tick, reads the loop counters (the loop threads are preempted, so the counts
 * hold still) and prints its "Time Period Total". The harness adds nothing to the loops: it
 * timestamps each wake-up (the period edge) with the cycle counter and on the probe pin inside
 * tm_thread_sleep, and takes the total from the test's own printf (cl_tm_printf). */
#include <stdarg.h>
#include <string.h>
#include "bench.h"
#include "cl_proto.h"
#include "tm_porting_layer.h" /* ours: the test files get it forced in (threadmetric.cmake) */
#include "tm_api.h"
#include "tm_ext.h"
#include "tm_run.h"

#define TM_THREADS 6 /* the tests use ids 0..4 and 5 for the reporting thread */
#define TM_REPORTER 5
#define TM_STACK_WORDS 384u
#define TM_QUEUE_DEPTH 4u /* "at least one 16-byte message" */
#define TM_POOL_BLOCKS 4u /* "at least one 128-byte block" */
#define TM_EDGES (CL_TM_MAX_PERIODS + CL_TM_MAX_WARMUP + 1u)
#ifndef CL_DELAY_EXTRA_TICKS /* ticks a port's cl_task_delay(n) sleeps beyond n (cl_port_types.h)  \
                              */
#define CL_DELAY_EXTRA_TICKS 0u
#endif

static cl_task threads[TM_THREADS];
static uint32_t stacks[TM_THREADS][TM_STACK_WORDS] __attribute__((aligned(8)));
static void (*entries[TM_THREADS])(void);
static volatile uint8_t created[TM_THREADS], resumed[TM_THREADS];
static cl_sem sem;
static cl_queue queue;
static uint32_t queue_storage[TM_QUEUE_DEPTH * 4u];
static cl_pool pool;
static uint32_t pool_storage[TM_POOL_BLOCKS * 128u / 4u];
static uint8_t sem_made;
static cl_sem done;  /* given by the reporting thread after the last period */
static cl_sem never; /* the reporting thread waits here until the runner deletes it */

/* One run's state. edge[k] is the cycle counter at the k-th wake-up (edge 0: the first call of
 * tm_thread_sleep); total[k] the test's total for the period that edge k closed. */
static struct {
  uint32_t warm, n, period_ticks, edges;
  uint32_t edge[TM_EDGES], report_end[TM_EDGES], total[TM_EDGES];
  uint32_t errors; /* periods whose own counter check printed ERROR */
} run;

static uint32_t in_isr(void) {
#if defined(__riscv)
  /* A trap clears mstatus.MIE and the handlers leave it so; the tests' threads resume with
   * interrupts on. */
  uint32_t mstatus;
  __asm__ volatile("csrr %0, mstatus" : "=r"(mstatus));
  return !(mstatus & 0x8u);
#else
  uint32_t ipsr;
  __asm__ volatile("mrs %0, ipsr" : "=r"(ipsr));
  return ipsr & 0x1FFu;
#endif
}

/* Thread-Metric: 1 is the most urgent, 31 the least; the tests use 2 (reporting thread), 3 and
 * 6..10. cl_port.h: 1..7, 7 the most urgent. Distinct test priorities stay distinct and keep
 * their order; the runner (4) waits on `done` while a test runs. */
static unsigned cl_prio(int tm_prio) {
  if (tm_prio <= 2)
    return 7u;
  if (tm_prio <= 5)
    return 6u;
  if (tm_prio <= 10)
    return (unsigned)(11 - tm_prio);
  return 1u;
}

static cl_task init_task;
static uint32_t init_stack[256] __attribute__((aligned(8)));
static void init_fn(void *arg) {
  ((const cl_tm_test *)arg)->main();
  cl_sem_take(&never);
}

static void trampoline(void *arg) {
  unsigned id = (unsigned)(uintptr_t)arg;
  /* Created threads start suspended (tm_api.h); cl_task_create starts them, so a thread
   * suspends itself before its entry. Where a resume is counted, its wait consumes a resume
   * that came first. Otherwise a resume that came first leaves it going (a kernel that
   * time-slices may run the reporting thread before the initialisation ends: the check and the
   * suspend are one critical section, or a resume could fall between). */
  if (cl_tm_resume_is_counted) {
    cl_tm_suspend_self();
  } else {
    uint32_t k = cl_critical_enter();
    if (!resumed[id])
      cl_tm_suspend_self(); /* the switch happens when the critical section ends */
    cl_critical_exit(k);
  }
  entries[id]();
  cl_sem_take(&never);
}

void tm_initialize(void (*test_initialization_function)(void)) { test_initialization_function(); }

int tm_thread_create(int thread_id, int priority, void (*entry_function)(void)) {
  if (thread_id < 0 || thread_id >= TM_THREADS || created[thread_id])
    return TM_ERROR;
  entries[thread_id] = entry_function;
  created[thread_id] = 1;
  cl_task_create(&threads[thread_id], "tm", trampoline, (void *)(uintptr_t)thread_id,
                 cl_prio(priority), stacks[thread_id], sizeof stacks[thread_id]);
  return TM_SUCCESS;
}

int tm_thread_resume(int thread_id) {
  if (thread_id < 0 || thread_id >= TM_THREADS || !created[thread_id])
    return TM_ERROR;
  resumed[thread_id] = 1;
  if (in_isr())
    cl_tm_resume_isr(&threads[thread_id]);
  else
    cl_tm_resume(&threads[thread_id]);
  return TM_SUCCESS;
}

/* The tests only ever suspend the calling thread (and cl_task_self does not know threads
 * beyond the harness's own on every port). */
int tm_thread_suspend(int thread_id) {
  if (thread_id < 0 || thread_id >= TM_THREADS || !created[thread_id])
    return TM_ERROR;
  cl_tm_suspend_self();
  return TM_SUCCESS;
}

void tm_thread_relinquish(void) { cl_task_yield(); }

/* Probe: high for each recorded period (set at its opening edge, cleared at its closing one);
 * marker: high from the first recorded period's opening edge to the last one's closing edge. */
static void mark_edge(uint32_t k) {
  uint32_t first = run.warm, last = run.warm + run.n;
  if (k > first && k <= last)
    *(volatile cl_pin_t *)CL_PROBE_CLR_ADDR = CL_PROBE_MASK;
  if (k == first)
    *(volatile cl_pin_t *)CL_MARKER_SET_ADDR = CL_MARKER_MASK;
  if (k >= first && k < last)
    *(volatile cl_pin_t *)CL_PROBE_SET_ADDR = CL_PROBE_MASK;
  if (k == last)
    *(volatile cl_pin_t *)CL_MARKER_CLR_ADDR = CL_MARKER_MASK;
}

static void finish(void) {
  for (unsigned i = 0; i < TM_REPORTER; i++) /* every thread but this one, the reporting one */
    if (created[i])
      cl_task_delete(&threads[i]);
  cl_sem_give(&done);
  cl_sem_take(&never);
}

/* Only the reporting thread sleeps. `seconds` is TM_TEST_DURATION (the tests' default, 30):
 * one reporting period, whose length the host chooses (RUN period_ms=). */
void tm_thread_sleep(int seconds) {
  (void)seconds;
  if (run.edges == 0) { /* edge 0: the reporting thread's first call, before any period */
    run.edge[0] = cl_cycles_long();
    mark_edge(0);
    run.edges = 1;
  } else {
    run.report_end[run.edges - 1] = cl_cycles_long();
  }
  if (run.edges > run.warm + run.n)
    finish();
  cl_task_delay(run.period_ticks - CL_DELAY_EXTRA_TICKS); /* one period exactly */
  /* The edge: first thing after the wake-up, before the test reads its counters. */
  uint32_t k = run.edges;
  run.edge[k] = cl_cycles_long();
  mark_edge(k);
  run.edges = k + 1;
}

int cl_tm_printf(const char *fmt, ...) {
  uint32_t k = run.edges - 1; /* the period the reporting thread is reporting */
  if (!strncmp(fmt, "Time Period Total", 17)) {
    va_list ap;
    va_start(ap, fmt);
    run.total[k] = (uint32_t)va_arg(ap, unsigned long);
    va_end(ap);
  } else if (!strncmp(fmt, "ERROR", 5) && k > run.warm && k <= run.warm + run.n) {
    run.errors++;
  }
  return 0;
}

/* The queue is made when the run starts (cl_tm_run), before the test's threads: on NuttX a queue
 * is a descriptor of the task that opens it, which only tasks it creates afterwards inherit, and
 * the message test creates its queue after its thread. */
int tm_queue_create(int queue_id) { return queue_id == 0 ? TM_SUCCESS : TM_ERROR; }

int tm_queue_send(int queue_id, unsigned long *message_ptr) {
  if (queue_id != 0)
    return TM_ERROR;
  cl_queue_send(&queue, message_ptr);
  return TM_SUCCESS;
}

int tm_queue_receive(int queue_id, unsigned long *message_ptr) {
  if (queue_id != 0)
    return TM_ERROR;
  cl_queue_recv(&queue, message_ptr);
  return TM_SUCCESS;
}

/* A binary semaphore, available when created (the interrupt test takes it first). */
int tm_semaphore_create(int semaphore_id) {
  if (semaphore_id != 0)
    return TM_ERROR;
  if (sem_made)
    cl_sem_delete(&sem);
  cl_sem_init(&sem, 1u, 1u);
  sem_made = 1;
  return TM_SUCCESS;
}

int tm_semaphore_get(int semaphore_id) {
  if (semaphore_id != 0)
    return TM_ERROR;
  cl_sem_take(&sem);
  return TM_SUCCESS;
}

int tm_semaphore_put(int semaphore_id) {
  if (semaphore_id != 0)
    return TM_ERROR;
  if (in_isr())
    cl_sem_give_isr(&sem);
  else
    cl_sem_give(&sem);
  return TM_SUCCESS;
}

int tm_memory_pool_create(int pool_id) {
  if (pool_id != 0)
    return TM_ERROR;
  cl_pool_init(&pool, pool_storage, 128u, TM_POOL_BLOCKS);
  return TM_SUCCESS;
}

int tm_memory_pool_allocate(int pool_id, unsigned char **memory_ptr) {
  if (pool_id != 0)
    return TM_ERROR;
  *memory_ptr = cl_pool_alloc(&pool);
  return *memory_ptr ? TM_SUCCESS : TM_ERROR;
}

int tm_memory_pool_deallocate(int pool_id, unsigned char *memory_ptr) {
  if (pool_id != 0 || !memory_ptr)
    return TM_ERROR;
  cl_pool_free(&pool, memory_ptr);
  return TM_SUCCESS;
}

/* ---- the software-triggered interrupt: CL_BENCH_IRQ2, pended through NVIC STIR, whose
 * handler runs cl_irq_body (benchmarks/bench_common.c), here the test's interrupt handler ---- */
void tm_cause_interrupt(void) {
  cl_irq_pend(CL_BENCH_IRQ2);
  CL_IRQ_SYNC(); /* taken here (board.h) */
}

/* ---- one run (tm_run.h) ---- */
static void start_line(const cl_bench *b, uint32_t n, uint32_t warm, uint32_t period_ms) {
  cl_puts("START");
  cl_put_kv("bench", b->id);
  cl_put_kv_u32("n", n);
  cl_put_kv_u32("warmup", warm);
  cl_put_kv_u32("overhead", 0);
  cl_put_kv_u32("period_ms", period_ms);
  cl_put_eol();
}

uint32_t cl_tm_run(const cl_bench *b, uint32_t n, uint32_t warm, uint32_t period_ms,
                   uint32_t *totals) {
  const cl_tm_test *t = (const cl_tm_test *)b; /* the bench is its first member */
  uint32_t period_ticks = period_ms * CL_TICK_HZ / 1000u;
  if (n > CL_TM_MAX_PERIODS || warm > CL_TM_MAX_WARMUP || warm == 0 || period_ticks == 0) {
    cl_err("bad_param", "Thread-Metric_takes_n<=24_periods_and_1<=warmup<=4");
    return 0;
  }
  start_line(b, n, warm, period_ms);
  memset(&run, 0, sizeof run);
  memset((void *)created, 0, sizeof created);
  memset((void *)resumed, 0, sizeof resumed);
  run.warm = warm;
  run.n = n;
  run.period_ticks = period_ticks;
  cl_sem_init(&done, 0, 1);
  cl_sem_init(&never, 0, 1);
  if (t->irq)
    cl_irq_setup(t->irq);
  cl_queue_init(&queue, queue_storage, TM_QUEUE_DEPTH, 16u); /* tm_queue_create */
  /* The test's tm_main (tm_initialize runs its initialisation) on a thread at the reporting
   * thread's priority, the highest a test uses: no thread it creates or resumes preempts it,
   * so none starts before the initialisation is done, as when a kernel is not yet started. */
  cl_task_create(&init_task, "tm_init", init_fn, (void *)t, 7u, init_stack, sizeof init_stack);
  cl_sem_take(&done);
  cl_task_delete(&init_task);
  if (created[TM_REPORTER]) /* it deleted the others (finish) */
    cl_task_delete(&threads[TM_REPORTER]);
  if (t->irq)
    cl_irq_teardown();
  cl_task_delay(2); /* kernels that free deleted tasks in their idle task (FreeRTOS) do it now */
  cl_queue_delete(&queue);
  cl_sem_delete(&done);
  cl_sem_delete(&never);
  for (uint32_t i = 0; i < n; i++)
    totals[i] = run.total[warm + 1u + i];
  return n * period_ticks;
}

/* DONE's Thread-Metric fields (PROTOCOL.md): each recorded period's length in counter cycles
 * and the cycles its reporting took, "/"-separated, and the periods the test flagged. */
void cl_tm_report(void) {
  cl_puts(" tm_cycles=");
  for (uint32_t i = 0; i < run.n; i++) {
    if (i)
      cl_puts("/");
    cl_put_u32(run.edge[run.warm + 1u + i] - run.edge[run.warm + i]);
  }
  cl_puts(" tm_report=");
  for (uint32_t i = 0; i < run.n; i++) {
    if (i)
      cl_puts("/");
    uint32_t k = run.warm + 1u + i;
    cl_put_u32(run.report_end[k] - run.edge[k]);
  }
  cl_put_kv_u32("tm_err", run.errors);
  cl_put_kv_u32("period_ticks", run.period_ticks);
}
