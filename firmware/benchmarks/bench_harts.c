/* Cross-hart hooks of the harness on a board with two harts (qemu-rv32-smp), runnable by name
 * and not listed (PROTOCOL.md): the region begins on hart 0, the runner's, and ends on hart 1,
 * which the first run starts (cl_hart_start) and which runs no kernel, only the loop below. They
 * measure what a cross-core hand-off costs under QEMU's -icount, where the two harts run in turn
 * on one host thread (devices/qemu/README.md, "Two harts"), with no kernel in the way:
 *   hart_ipi:  hart 0 sets a word, raises hart 1's software interrupt and sleeps (wfi) until
 *              hart 1, woken from its own wfi, has ended the region and raised hart 0's. A
 *              sleeping hart gives up its turn at once, so this counts the hand-off's own
 *              instructions on both harts.
 *   hart_spin: both harts poll memory, hart 1 without sleeping. Hart 0 keeps its turn until its
 *              time slice ends, so a sample counts the rest of that slice: the interleaving
 *              itself, not a latency any silicon would show.
 * Each sample's begin and end harts are counted (DONE cores=), so a run taken on one hart shows. */
#include "bench.h"

#if CL_HARTS > 1

#define MSIP(hart) CL_REG(CL_CLINT_MSIP + 4u * (hart))
#define MIE_MSIE (1u << 3)
#define MSTATUS_MIE 8u

enum { MODE_SLEEP, MODE_SPIN };

static uint32_t hart1_stack[256] __attribute__((aligned(16)));
static volatile uint32_t handoff_seq, handoff_ack, handoff_mode;
static int hart1_started;

/* A hand-off is due while handoff_seq is ahead of handoff_ack. Hart 1 may first run after hart
 * 0's first hand-off (the harts run in turn), whose interrupt the park loop has already taken:
 * so it clears its interrupt, then looks, then sleeps; an interrupt raised after the look keeps
 * the wfi from sleeping. */
static void hart1_main(unsigned hart) {
  (void)hart;
  for (;;) {
    MSIP(1) = 0;
    uint32_t seq = handoff_seq;
    if (seq != handoff_ack) {
      cl_end();
      handoff_ack = seq;
      if (handoff_mode == MODE_SLEEP)
        MSIP(0) = 1;
    } else if (handoff_mode == MODE_SLEEP) {
      __asm__ volatile("wfi");
    }
  }
}

/* Hart 1's mode, and a wake-up so that a hart 1 asleep from the last run reads it. */
static int setup_mode(uint32_t mode) {
  handoff_mode = mode;
  handoff_ack = handoff_seq;
  __sync_synchronize();
  if (!hart1_started) {
    hart1_started = 1;
    cl_hart_start(1, hart1_main, hart1_stack + sizeof hart1_stack / sizeof hart1_stack[0]);
  } else {
    MSIP(1) = 1;
  }
  return 0;
}

static int setup_ipi(const uint32_t *pv) {
  (void)pv;
  return setup_mode(MODE_SLEEP);
}

static int setup_spin(const uint32_t *pv) {
  (void)pv;
  return setup_mode(MODE_SPIN);
}

/* Hart 0 waits with interrupts masked and only its software interrupt enabled: a tick falling
 * due while it waits would otherwise end every wfi at once (pending and enabled) and turn the
 * wait into a spin. The tick is taken when the interrupts are restored. */
static void one_ipi(void) {
  uint32_t seq = handoff_seq + 1u, mie, mstatus;
  __asm__ volatile("csrrci %0, mstatus, 8" : "=r"(mstatus));
  __asm__ volatile("csrrw %0, mie, %1" : "=r"(mie) : "r"(MIE_MSIE));
  cl_begin();
  handoff_seq = seq;
  MSIP(1) = 1;
  while (handoff_ack != seq)
    __asm__ volatile("wfi");
  MSIP(0) = 0;
  __asm__ volatile("csrw mie, %0" ::"r"(mie));
  __asm__ volatile("csrs mstatus, %0" ::"r"(mstatus & MSTATUS_MIE));
}

static void one_spin(void) {
  uint32_t seq = handoff_seq + 1u;
  cl_begin();
  handoff_seq = seq;
  while (handoff_ack != seq)
    ;
}

const cl_bench cl_hart_ipi = {"hart_ipi", 0, CL_KIND_REGION, setup_ipi, one_ipi, 0};
const cl_bench cl_hart_spin = {"hart_spin", 0, CL_KIND_REGION, setup_spin, one_spin, 0};

#endif
