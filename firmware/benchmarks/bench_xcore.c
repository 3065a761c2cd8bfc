/* The inter-processor interrupt and a contended kernel lock (images of an SMP kernel on a two-hart
 * board, CL_SMP), runnable by name and not listed, like bench_cross.c's wake-ups:
 *   xcore_ipi      hart 0 raises the `core` parameter's hart's IPI through the kernel's own IPI
 *                  primitive (cl_port_ipi_send); the region ends in that hart's IPI handler at
 *                  the first statement the port controls (cl_ipi_hook), before the kernel's own
 *                  handling, which then runs unchanged (the kernel's own IPIs skip the hook).
 *                  core=1: cores=0>1, and hart 0 sleeps (wfi) until hart 1 has ended the
 *                  region, so its turn ends at once (devices/qemu/README.md, "Two harts"); hart
 *                  1 wakes it by an IPI, which hart 0 takes when it unmasks, outside the region.
 *                  core=0: hart 0 interrupts itself, the same path on one hart (cores=0>0).
 *   xcore_contend  hart 0 enters and leaves the kernel's critical section (cl_critical_enter/exit:
 *                  FreeRTOS SMP's task and ISR locks, NuttX's g_cpu_irqlock) while a helper
 *                  pinned to `core` takes the same lock. core=1: under QEMU's turns the helper
 *                  holds the lock when each sample begins (a hand-off before the region,
 *                  contend_one), so hart 0 always finds it held; on silicon it hammers. core=0:
 *                  the helper is on hart 0 too, below the runner, so it never holds the lock
 *                  while the runner samples (the uncontended reference). cores=0>0 both.
 * firmware/benchmarks/README.md ("The IPI and a contended lock") has the figures. */
#include "bench.h"

#if CL_SMP

/* ---- xcore_ipi ---- */

#define MIE_MSIE (1u << 3)
#define MSTATUS_MIE 8u

static volatile uint32_t ipi_seq, ipi_ack, ipi_core;

static uint32_t hart_id(void) {
  uint32_t hart;
  __asm__ volatile("csrr %0, mhartid" : "=r"(hart));
  return hart;
}

/* Only the benchmark's IPI, on the hart it was sent to, ends a region (hart 1's wake-up of hart 0
 * passes here too). Hart 1 wakes hart 0 through the kernel's primitive, which keeps the kernel's
 * own bookkeeping of pending IPIs right (a lock wait must not swallow it). */
void cl_ipi_hook(void) {
  if (ipi_seq == ipi_ack || hart_id() != ipi_core)
    return;
  cl_end();
  ipi_ack = ipi_seq;
  if (ipi_core != 0u)
    cl_port_ipi_send(0);
}

static int ipi_setup(const uint32_t *pv) {
  if (!cl_port_ipi_send)
    return -1; /* the port has no IPI primitive to offer (cl_port.h) */
  ipi_core = pv[0];
  ipi_ack = ipi_seq;
  return 0;
}

/* Hart 0 waits with interrupts masked and only its software interrupt enabled, as bench_harts.c's
 * hart_ipi: a tick due meanwhile would end every wfi at once and turn the wait into a poll of
 * its whole turn. The wake-up IPI stays pending and is taken (a yield that switches nothing)
 * once the interrupts are restored, with any tick that fell due. */
static void ipi_one(void) {
  uint32_t seq = ipi_seq + 1u, mie, mstatus;
  if (ipi_core == 0u) {
    cl_begin();
    ipi_seq = seq;
    cl_port_ipi_send(0); /* taken at once: interrupts are on */
    while (ipi_ack != seq)
      ;
    return;
  }
  __asm__ volatile("csrrci %0, mstatus, 8" : "=r"(mstatus));
  __asm__ volatile("csrrw %0, mie, %1" : "=r"(mie) : "r"(MIE_MSIE));
  cl_begin();
  ipi_seq = seq;
  cl_port_ipi_send(ipi_core);
  while (ipi_ack != seq)
    __asm__ volatile("wfi");
  __asm__ volatile("csrw mie, %0" ::"r"(mie));
  __asm__ volatile("csrs mstatus, %0" ::"r"(mstatus & MSTATUS_MIE));
}

/* ---- xcore_contend ---- */

static volatile uint32_t contend_stop, contend_core;
/* The hand-off under QEMU's turns: hart 0 asks for one holding (go), the helper says it holds the
 * lock (held) and that it has left it (done). Hart 0 reads them only where the helper's turns end:
 * inside the lock (held) or waiting for the next request (done == go). */
static volatile uint32_t contend_go, contend_done, contend_held;

#define MTIMECMP_LO(hart) CL_REG(0x02004000u + 8u * (hart))
#define MTIMECMP_HI(hart) CL_REG(0x02004004u + 8u * (hart))
#define MTIME_LO CL_REG(0x0200BFF8u)
#define MTIME_HI CL_REG(0x0200BFFCu)
/* Only QEMU's harts take turns; silicon's run at once, and the helper simply hammers. */
#if CL_QEMU && defined(CL_FAMILY_RV32VIRT)
#define CONTEND_TAKES_TURNS 1
#else
#define CONTEND_TAKES_TURNS 0
#endif
/* Hart 0's wait for the helper to hold the lock, in turns: far more than it ever takes (one or
 * two), so a helper that never runs costs a slow sample, not a hang. */
#define CONTEND_MAX_TURNS 100000u

static uint64_t mtime_now(void) {
  uint32_t hi, lo;
  do {
    hi = MTIME_HI;
    lo = MTIME_LO;
  } while (MTIME_HI != hi); /* the low word wrapped between the reads */
  return (uint64_t)hi << 32 | lo;
}

/* Under -icount a hart keeps its turn until it sleeps or the next timer deadline (devices/qemu/
 * README.md, "Two harts"). This ends the running hart's turn where it is called: hart 1's machine
 * timer, which neither SMP port uses (its interrupt stays off, as NuttX's UP_WFE also uses it),
 * is set `ahead` mtime counts (100 ns each) on, and the hart polls mtime until that is due. The
 * virtual clock reaches the deadline during the poll, QEMU runs the other hart, and the poll
 * returns once this hart runs again. */
static void contend_pass_turn(uint32_t ahead) {
  uint64_t due = mtime_now() + ahead;
  MTIMECMP_HI(1) = 0xFFFFFFFFu; /* no earlier deadline while the low word changes */
  MTIMECMP_LO(1) = (uint32_t)due;
  MTIMECMP_HI(1) = (uint32_t)(due >> 32);
  while (mtime_now() < due)
    ;
}

/* Starts once pinned (the runner gives cl_sem_a), takes and leaves the lock until told to stop,
 * says so. On hart 1 under QEMU's turns (hand-off) it holds the lock once per request: it enters,
 * says it holds it, ends its turn inside, and leaves when it runs again, which is while hart 0
 * waits for the lock; then it passes its turns until the next request, so it cannot take the lock
 * back before hart 0 has had it (NuttX's test-and-set lock would starve hart 0 otherwise). On
 * silicon, or on hart 0 (core=0), it hammers. */
static void contend_helper(void *arg) {
  (void)arg;
  cl_sem_take(&cl_sem_a);
  const int handoff = CONTEND_TAKES_TURNS && hart_id() != 0u;
  while (!contend_stop) {
    if (handoff && contend_go == contend_done) {
      contend_pass_turn(2u);
      continue;
    }
    uint32_t state = cl_critical_enter();
    if (handoff) {
      contend_held = 1u;
      contend_pass_turn(1u);
      contend_held = 0u;
      contend_done = contend_go;
    }
    cl_critical_exit(state);
  }
  if (handoff) { /* no deadline left behind */
    MTIMECMP_HI(1) = 0xFFFFFFFFu;
    MTIMECMP_LO(1) = 0xFFFFFFFFu;
  }
  cl_sem_give(&cl_sem_b);
  cl_sem_take(&cl_sem_a); /* blocked until deleted */
}

static int contend_setup(const uint32_t *pv) {
  contend_stop = 0;
  contend_core = pv[0];
  contend_go = contend_done = contend_held = 0;
  cl_sem_init(&cl_sem_a, 0, 1);
  cl_sem_init(&cl_sem_b, 0, 1);
  cl_helper_start(0, contend_helper, CL_PRIO_LOW); /* pinned to core 0, below the runner */
  cl_task_set_core(&cl_helper[0], pv[0]);
  cl_sem_give(&cl_sem_a);
  return 0;
}

/* The runner blocks until the helper has left its loop: on core 1 hart 0 then sleeps and hands
 * its turn over; on core 0 the helper runs now, below the runner. */
static void contend_teardown(void) {
  contend_stop = 1;
  cl_sem_take(&cl_sem_b);
  /* Deleted before it had blocked (hart 0 took the turn between its give and its take), the
   * helper was still switching out on hart 1 when the next run created a task on its memory:
   * the next cross-core run hung. Two ticks of sleep give hart 1 the turn to finish. */
  cl_task_delay(2);
  cl_helpers_stop(1);
  cl_sem_delete(&cl_sem_b);
  cl_sem_delete(&cl_sem_a);
}

/* core=1 under QEMU's turns: before the region hart 0 asks the helper for one holding and passes
 * its turns until the helper holds the lock, so every sample finds it held: the region is hart
 * 0's failed try, the hand-over to hart 1, hart 1's rest of the critical section and its release,
 * the hand-back and hart 0's own enter and exit. */
static void contend_one(void) {
  if (CONTEND_TAKES_TURNS && contend_core != 0u) {
    contend_go = contend_go + 1u;
    for (uint32_t n = 0; !contend_held && n < CONTEND_MAX_TURNS; n++) {
      contend_pass_turn(2u);
      /* The helper held the lock and left it, but not for the region: hart 0's tick handler
       * (which takes the same lock) waited for it. Ask again. Measured before this (NuttX, 400
       * iterations): each tick left hart 0 and the helper passing turns for the whole bound. */
      if (!contend_held && contend_done == contend_go)
        contend_go = contend_go + 1u;
    }
  }
  cl_begin();
  uint32_t state = cl_critical_enter();
  cl_critical_exit(state);
  cl_end();
}

#define XC_PARAMS "core:1/0"
const cl_bench cl_xcore_ipi = {"xcore_ipi", XC_PARAMS, CL_KIND_REGION, ipi_setup, ipi_one, 0};
const cl_bench cl_xcore_contend = {"xcore_contend", XC_PARAMS,   CL_KIND_REGION,
                                   contend_setup,   contend_one, contend_teardown};

#endif
