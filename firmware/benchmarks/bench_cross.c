/* Cross-core wake-ups (images of an SMP kernel on a two-hart board, CL_SMP: FreeRTOS SMP on
 * qemu-rv32-smp), runnable by name and not listed (PROTOCOL.md): the runner on core 0 gives
 * through a kernel object to a helper task blocked on the core the `core` parameter pins it to,
 * and the region ends in the helper right after its wait returns, so it begins on the giving
 * core and ends on the woken one (DONE cores= shows both):
 *   xcore_notify  xTaskNotifyGive-style notification      xcore_sem    binary semaphore
 *   xcore_queue   one 4-byte item (depth 16)              xcore_event  one event bit, wait all
 * core=1 (default) pins the helper to core 1: give, IPI, the other core's switch and return; the
 * runner then blocks until the helper says it is done (outside the region), so core 0 sleeps
 * and hands its turn over at once (devices/qemu/README.md, "Two harts"). core=0 is the same pair
 * on one core for reference: the helper, at a higher priority, preempts the runner (as sem_wake).
 * xcore_pingpong: a round trip, core 0 to the helper and back by two binary semaphores: it
 * begins and ends on core 0 (cores=0>0), so its helper is pinned by the same setup as the
 * one-way benchmarks, whose cores= show where it runs. */
#include "bench.h"

#if CL_SMP

enum { XC_NOTIFY, XC_SEM, XC_QUEUE, XC_EVENT, XC_PINGPONG };
static uint32_t xc_mech, xc_core;

static void xc_waiter(void *arg) {
  (void)arg;
  uint32_t item;
  for (;;) {
    switch (xc_mech) {
    case XC_NOTIFY:
      cl_notify_take();
      break;
    case XC_SEM:
    case XC_PINGPONG:
      cl_sem_take(&cl_sem_a);
      break;
    case XC_QUEUE:
      cl_queue_recv(&cl_q, &item);
      break;
    default:
      (void)cl_event_wait_all_clear(&cl_evt, 1u);
      break;
    }
    if (xc_mech == XC_PINGPONG) {
      cl_sem_give(&cl_sem_b);
      continue;
    }
    cl_end();
    if (xc_core != 0u)
      cl_sem_give(&cl_sem_b); /* the runner waits on the other core */
  }
}

static int xc_setup(uint32_t mech, const uint32_t *pv) {
  xc_mech = mech;
  xc_core = pv[0];
  cl_sem_init(&cl_sem_a, 0, 1);
  cl_sem_init(&cl_sem_b, 0, 1);
  cl_queue_init(&cl_q, cl_arena, CL_QUEUE_DEPTH, CL_QUEUE_ITEM);
  cl_event_init(&cl_evt);
  cl_helper_start(0, xc_waiter, CL_PRIO_HIGH); /* on core 0: runs now and blocks */
  cl_task_set_core(&cl_helper[0], xc_core);    /* moves when it next wakes */
  return 0;
}
static int xc_notify_setup(const uint32_t *pv) { return xc_setup(XC_NOTIFY, pv); }
static int xc_sem_setup(const uint32_t *pv) { return xc_setup(XC_SEM, pv); }
static int xc_queue_setup(const uint32_t *pv) { return xc_setup(XC_QUEUE, pv); }
static int xc_event_setup(const uint32_t *pv) { return xc_setup(XC_EVENT, pv); }
static int xc_pingpong_setup(const uint32_t *pv) { return xc_setup(XC_PINGPONG, pv); }

static void xc_teardown(void) {
  cl_helpers_stop(1);
  cl_event_delete(&cl_evt);
  cl_queue_delete(&cl_q);
  cl_sem_delete(&cl_sem_b);
  cl_sem_delete(&cl_sem_a);
}

static void wait_helper(void) {
  if (xc_core != 0u)
    cl_sem_take(&cl_sem_b);
}

static void xc_notify_one(void) {
  cl_begin();
  cl_notify_give(&cl_helper[0]);
  wait_helper();
}
static void xc_sem_one(void) {
  cl_begin();
  cl_sem_give(&cl_sem_a);
  wait_helper();
}
static void xc_queue_one(void) {
  static const uint32_t item[CL_QUEUE_ITEM / 4u] = {0};
  cl_begin();
  cl_queue_send(&cl_q, item);
  wait_helper();
}
static void xc_event_one(void) {
  cl_begin();
  cl_event_set(&cl_evt, 1u);
  wait_helper();
}
static void xc_pingpong_one(void) {
  cl_begin();
  cl_sem_give(&cl_sem_a);
  cl_sem_take(&cl_sem_b);
  cl_end();
}

#define XC_PARAMS "core:1/0"
const cl_bench cl_xcore_notify = {"xcore_notify",  XC_PARAMS,     CL_KIND_REGION,
                                  xc_notify_setup, xc_notify_one, xc_teardown};
const cl_bench cl_xcore_sem = {"xcore_sem",  XC_PARAMS,  CL_KIND_REGION,
                               xc_sem_setup, xc_sem_one, xc_teardown};
const cl_bench cl_xcore_queue = {"xcore_queue",  XC_PARAMS,    CL_KIND_REGION,
                                 xc_queue_setup, xc_queue_one, xc_teardown};
const cl_bench cl_xcore_event = {"xcore_event",  XC_PARAMS,    CL_KIND_REGION,
                                 xc_event_setup, xc_event_one, xc_teardown};
const cl_bench cl_xcore_pingpong = {"xcore_pingpong",  XC_PARAMS,       CL_KIND_REGION,
                                    xc_pingpong_setup, xc_pingpong_one, xc_teardown};

#endif
