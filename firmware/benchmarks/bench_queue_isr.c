/* Queue, interrupt and timing benchmarks (conventions as in bench_sync.c). */
#include "bench.h"

#define queue cl_q
#define queue_storage cl_arena
#define sem cl_sem_a
#define park cl_sem_b
#define stress_mtx cl_mtx
static uint32_t tx[8], rx[8];
static uint32_t item_bytes;

/* queue_send_recv: send one item into an empty queue and receive it back (two copies of
 * `item` bytes); params depth (storage slots) and item (bytes). */
static int queue_setup(const uint32_t *pv) {
  item_bytes = pv[1];
  cl_queue_init(&queue, queue_storage, pv[0], pv[1]);
  return 0;
}
static void queue_one(void) {
  cl_begin();
  cl_queue_send(&queue, tx);
  cl_queue_recv(&queue, rx);
  cl_end();
}
static void queue_teardown(void) { cl_queue_delete(&queue); }
const cl_bench bench_queue_send_recv = {"queue_send_recv", "depth:16/1/5/10,item:4/16/32",
                                        CL_KIND_REGION,    queue_setup,
                                        queue_one,         queue_teardown};

/* queue_wake: send a 4-byte item to a higher-priority task blocked in receive (depth 16);
 * ends in that task right after its receive returns. */
static void queue_waiter(void *arg) {
  (void)arg;
  for (;;) {
    cl_queue_recv(&queue, rx);
    cl_end();
  }
}
static int queue_wake_setup(const uint32_t *pv) {
  (void)pv;
  cl_queue_init(&queue, queue_storage, 16, 4);
  cl_helper_start(0, queue_waiter, CL_PRIO_HIGH);
  return 0;
}
static void queue_wake_one(void) {
  cl_begin();
  cl_queue_send(&queue, tx);
}
static void queue_wake_teardown(void) {
  cl_helpers_stop(1);
  cl_queue_delete(&queue);
}
const cl_bench bench_queue_wake = {
    "queue_wake", 0, CL_KIND_REGION, queue_wake_setup, queue_wake_one, queue_wake_teardown};

/* isr_latency: pend CL_BENCH_IRQ from the runner (NVIC STIR store); the handler's first
 * statement ends the region (pend + exception entry + handler prologue). */
void cl_bench_irq_handler(void) { cl_end(); }
static int isr_setup(const uint32_t *pv) {
  (void)pv;
  cl_irq_setup(0);
  return 0;
}
static void isr_one(void) {
  cl_begin();
  cl_irq_pend(CL_BENCH_IRQ);
  CL_IRQ_SYNC(); /* the exception is taken here at the latest */
}
const cl_bench bench_isr_latency = {"isr_latency", 0,       CL_KIND_REGION,
                                    isr_setup,     isr_one, cl_irq_teardown};

/* isr_to_task: pend CL_BENCH_IRQ2, whose handler gives a semaphore from ISR context; a
 * higher-priority task blocked on it ends the region when it runs. */
void cl_bench_irq2_handler(void) { cl_irq_body(); }
static void give_from_isr(void) { cl_sem_give_isr(&sem); }
static void isr_waiter(void *arg) {
  (void)arg;
  for (;;) {
    cl_sem_take(&sem);
    cl_end();
  }
}
static int isr_task_setup(const uint32_t *pv) {
  (void)pv;
  cl_sem_init(&sem, 0, 1);
  cl_helper_start(0, isr_waiter, CL_PRIO_HIGH);
  cl_irq_setup(give_from_isr);
  return 0;
}
static void isr_task_one(void) {
  cl_begin();
  cl_irq_pend(CL_BENCH_IRQ2);
  CL_IRQ_SYNC();
}
static void isr_task_teardown(void) {
  cl_irq_teardown();
  cl_helpers_stop(1);
  cl_sem_delete(&sem);
}
const cl_bench bench_isr_to_task = {
    "isr_to_task", 0, CL_KIND_REGION, isr_task_setup, isr_task_one, isr_task_teardown};

/* critical_section_max: two low-priority stress tasks hammer the kernel (mutex, queue,
 * semaphore, pool-free paths and yields, i.e. kernel critical sections and context switches)
 * while the runner sleeps one tick per sample. Each sample is the SysTick entry latency: cycles
 * from the counter's wrap to the first statement of the tick handler, read from SysTick VAL.
 * min = bare entry latency; max - min = the longest window the kernel kept the tick masked
 * (critical sections, or PendSV running at the tick's priority). No probe pulse: the start is
 * a hardware event. Overhead is not subtracted. */
static volatile uint32_t stress_run;
static void stress_a(void *arg) {
  (void)arg;
  uint32_t v = 0;
  while (stress_run) {
    cl_mutex_lock(&stress_mtx);
    cl_queue_send(&queue, &v);
    cl_mutex_unlock(&stress_mtx);
    cl_sem_give(&sem);
    cl_task_yield();
    v++;
  }
  cl_sem_take(&park);
}
static void stress_b(void *arg) {
  (void)arg;
  uint32_t v;
  while (stress_run) {
    cl_queue_recv(&queue, &v);
    cl_sem_take(&sem);
    uint32_t cs = cl_critical_enter();
    cl_critical_exit(cs);
    cl_task_yield();
  }
  cl_sem_take(&park);
}
static int cs_setup(const uint32_t *pv) {
  (void)pv;
  cl_queue_init(&queue, queue_storage, 16, 4);
  cl_sem_init(&sem, 0, 0xFFFFu);
  cl_sem_init(&park, 0, 1);
  cl_mutex_init(&stress_mtx);
  stress_run = 1;
  cl_helper_start(0, stress_a, CL_PRIO_LOW);
  cl_helper_start(1, stress_b, CL_PRIO_LOW);
  cl_latency_armed = 1;
  return 0;
}
static void cs_one(void) { cl_task_delay(1); }
static void cs_teardown(void) {
  cl_latency_armed = 0;
  stress_run = 0;
  cl_task_delay(2); /* let both stress tasks leave their loops before they are deleted */
  cl_helpers_stop(2);
  cl_queue_delete(&queue);
  cl_sem_delete(&sem);
  cl_sem_delete(&park);
  cl_mutex_delete(&stress_mtx);
}
const cl_bench bench_critical_section_max = {
    "critical_section_max", 0, CL_KIND_LATENCY, cs_setup, cs_one, cs_teardown};

/* tick_accuracy: one 10-tick delay (10 ms at the 1 kHz tick); the sample is its length in
 * cycles (counter extended across ticks), the pulse spans the delay call. */
static void tick_one(void) {
  cl_begin_long();
  cl_task_delay(10);
  cl_end_long();
}
const cl_bench bench_tick_accuracy = {"tick_accuracy", 0, CL_KIND_LONG, 0, tick_one, 0};
