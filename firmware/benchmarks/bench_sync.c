/* Scheduler and synchronisation benchmarks. Each `one` is one timed region; comments give the
 * cycle window (cl_begin .. cl_end) and the probe pulse (set .. reset store, inside the window).
 * Interrupt policy: interrupts stay enabled, as in an application; a tick landing inside a
 * region shows up as an outlier in max, not in min or median. */
#include "bench.h"

#define sem cl_sem_a
#define ready cl_sem_b
#define mtx cl_mtx
#define evt cl_evt
#ifndef CL_NA_mempool_alloc_free
static cl_pool pool;
#endif
#ifndef CL_NA_notify_give_take
static cl_task *self;
#endif

/* baseline: nothing between the two stores; its minimum is the harness overhead. */
static void baseline_one(void) {
  cl_begin();
  cl_end();
}
const cl_bench bench_baseline = {"baseline", 0, CL_KIND_REGION, 0, baseline_one, 0};

/* ctx_switch_yield: runner yields to a ready task of the same priority; the region ends when
 * that task resumes (yield call + PendSV switch + return into the partner's yield, and its
 * check of the flag). A tick's time slice can switch back to the runner before the partner
 * reached cl_end(); the runner then yields again until the partner has ended the region (the
 * sample then includes the tick: an outlier in max, matched by its pulse). The partner ends a
 * region only while one is open (partner_ended == 0, cleared by the runner before cl_begin):
 * a tick that rotates the tasks after the partner ended the region, before the runner read the
 * end count, used to run the partner's cl_end() a second time, so the count took in the tick
 * and the pulse (already low, no edge) did not, and cross-validation failed. The flag is
 * cleared inside the start edge, interrupts masked, before the start count (cl_begin_clear):
 * cleared just before cl_begin, a tick in between let the partner end the region before it
 * began, and the sample read a SysTick period minus the gap (7 of 10,000 refkernel samples
 * once the harness's layout moved the tick there). */
static volatile uint32_t partner_ended;
static void yield_partner(void *arg) {
  (void)arg;
  for (;;) {
    while (partner_ended)
      cl_task_yield();
    cl_end();
    partner_ended = 1;
  }
}
static int yield_setup(const uint32_t *pv) {
  (void)pv;
  cl_helper_start(0, yield_partner, CL_PRIO_RUNNER);
  return 0;
}
static void yield_one(void) {
  cl_begin_clear(&partner_ended);
  do
    cl_task_yield();
  while (!partner_ended);
}
static void stop_one_helper(void) { cl_helpers_stop(1); }
const cl_bench bench_ctx_switch_yield = {"ctx_switch_yield", 0,         CL_KIND_REGION,
                                         yield_setup,        yield_one, stop_one_helper};

/* sem_give_take: give then take of a binary semaphore nobody waits on. */
static int sem_setup(const uint32_t *pv) {
  (void)pv;
  cl_sem_init(&sem, 0, 1);
  return 0;
}
static void sem_one(void) {
  cl_begin();
  cl_sem_give(&sem);
  cl_sem_take(&sem);
  cl_end();
}
static void sem_teardown(void) { cl_sem_delete(&sem); }
const cl_bench bench_sem_give_take = {"sem_give_take", 0,       CL_KIND_REGION,
                                      sem_setup,       sem_one, sem_teardown};

/* sem_wake: give wakes a higher-priority task blocked in take; the region ends in that task
 * right after its take returns (give + wake + switch + return from take). */
static void sem_waiter(void *arg) {
  (void)arg;
  for (;;) {
    cl_sem_take(&sem);
    cl_end();
  }
}
static int sem_wake_setup(const uint32_t *pv) {
  sem_setup(pv);
  cl_helper_start(0, sem_waiter, CL_PRIO_HIGH);
  return 0;
}
static void sem_wake_one(void) {
  cl_begin();
  cl_sem_give(&sem);
}
static void sem_wake_teardown(void) {
  cl_helpers_stop(1);
  cl_sem_delete(&sem);
}
const cl_bench bench_sem_wake = {"sem_wake",       0, CL_KIND_REGION, sem_wake_setup, sem_wake_one,
                                 sem_wake_teardown};

/* mutex_lock_unlock: lock and unlock of a free mutex. */
static int mutex_setup(const uint32_t *pv) {
  (void)pv;
  cl_mutex_init(&mtx);
  return 0;
}
static void mutex_one(void) {
  cl_begin();
  cl_mutex_lock(&mtx);
  cl_mutex_unlock(&mtx);
  cl_end();
}
static void mutex_teardown(void) { cl_mutex_delete(&mtx); }
const cl_bench bench_mutex_lock_unlock = {"mutex_lock_unlock", 0,         CL_KIND_REGION,
                                          mutex_setup,         mutex_one, mutex_teardown};

#ifndef CL_NA_mutex_pi
/* mutex_pi: the runner (high) locks a mutex a low-priority task holds; the low task inherits
 * the runner's priority and the region ends when it runs (lock attempt + inheritance + block +
 * switch). The low task then unlocks, the runner gets the mutex and releases it (outside the
 * region); `ready` tells the runner the low task holds the mutex again. */
static void pi_owner(void *arg) {
  (void)arg;
  for (;;) {
    cl_mutex_lock(&mtx);
    cl_sem_give(&ready);
    cl_end();
    cl_mutex_unlock(&mtx);
  }
}
static int pi_setup(const uint32_t *pv) {
  (void)pv;
  cl_mutex_init(&mtx);
  cl_sem_init(&ready, 0, 1);
  cl_helper_start(0, pi_owner, CL_PRIO_LOW);
  return 0;
}
static void pi_one(void) {
  cl_sem_take(&ready);
  cl_begin();
  cl_mutex_lock(&mtx);
  cl_mutex_unlock(&mtx);
}
static void pi_teardown(void) {
  cl_helpers_stop(1);
  cl_mutex_delete(&mtx);
  cl_sem_delete(&ready);
}
const cl_bench bench_mutex_pi = {"mutex_pi", 0, CL_KIND_REGION, pi_setup, pi_one, pi_teardown};
#endif

#ifndef CL_NA_notify_give_take
/* notify_give_take: the runner notifies itself and takes the notification. */
static int notify_setup(const uint32_t *pv) {
  (void)pv;
  self = cl_task_self();
  return 0;
}
static void notify_one(void) {
  cl_begin();
  cl_notify_give(self);
  cl_notify_take();
  cl_end();
}
const cl_bench bench_notify_give_take = {"notify_give_take", 0,          CL_KIND_REGION,
                                         notify_setup,       notify_one, 0};
#endif

#ifndef CL_NA_notify_wake
/* notify_wake: notifying a higher-priority task blocked in notify_take; ends when it runs. */
static void notify_waiter(void *arg) {
  (void)arg;
  for (;;) {
    cl_notify_take();
    cl_end();
  }
}
static int notify_wake_setup(const uint32_t *pv) {
  (void)pv;
  cl_helper_start(0, notify_waiter, CL_PRIO_HIGH);
  return 0;
}
static void notify_wake_one(void) {
  cl_begin();
  cl_notify_give(&cl_helper[0]);
}
const cl_bench bench_notify_wake = {
    "notify_wake", 0, CL_KIND_REGION, notify_wake_setup, notify_wake_one, stop_one_helper};
#endif

#ifndef CL_NA_event_group_set_wait
/* event_group_set_wait: set bit 0, then wait for it (already set, cleared on exit). */
static int evt_setup(const uint32_t *pv) {
  (void)pv;
  cl_event_init(&evt);
  return 0;
}
static void evt_one(void) {
  cl_begin();
  cl_event_set(&evt, 1u);
  (void)cl_event_wait_all_clear(&evt, 1u);
  cl_end();
}
static void evt_teardown(void) { cl_event_delete(&evt); }
const cl_bench bench_event_group_set_wait = {
    "event_group_set_wait", 0, CL_KIND_REGION, evt_setup, evt_one, evt_teardown};
#endif

#ifndef CL_NA_mempool_alloc_free
/* mempool_alloc_free: allocate one 16-byte block from an 8-block pool and free it. */
static int pool_setup(const uint32_t *pv) {
  (void)pv;
  cl_pool_init(&pool, cl_arena, 16, 8);
  return 0;
}
static void pool_one(void) {
  cl_begin();
  void *b = cl_pool_alloc(&pool);
  cl_pool_free(&pool, b);
  cl_end();
}
const cl_bench bench_mempool_alloc_free = {"mempool_alloc_free", 0,        CL_KIND_REGION,
                                           pool_setup,           pool_one, 0};
#endif
