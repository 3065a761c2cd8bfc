/* Test hook `RUN reload_sweep` (not listed; tests/firmware/systick_reload_test.cpp): the empty
 * `baseline` region, each sample started a chosen distance before the SysTick reload, the
 * distance stepped by two instructions from sample to sample, so that the reload falls before,
 * inside and after the region, and on each of its counter reads in turn. A region of fixed
 * length must read the floor or the ceiling of its length wherever the reload falls: 0 or 1
 * after the overhead is subtracted. DONE adds `reloads=` (samples whose region the reload fell
 * inside, at most 65535) and `stale=` (samples with a stale first read, cl_cycles.h: counted
 * from the second pair), both over warm-up and samples, so a test can tell that the sweep did
 * cross the reload. Two 16-bit counters and no other state: RAM on the 8 KB qemu-f100. */
#include "cl_bench.h"
#include "cl_cycles.h"
#include "cl_port.h"
#include "cl_proto.h"

#define SYST_CVR (*(volatile uint32_t *)0xE000E018u)
#define SCB_ICSR (*(volatile uint32_t *)0xE000ED04u)
#define PENDSTSET (1u << 26)
#define STEPS 32u

static uint16_t reloads, stale;

/* Counts that 45 instructions take, measured: on the virtual bench that depends on the board's
 * -icount shift (1.344 counts per instruction on qemu-f405, 0.768 on qemu-f100), which the
 * firmware is not told. Steps 6-15 of the 32 then put the reload inside the region, whose
 * counter reads span about 20 instructions. */
static uint32_t lead_counts(void) {
  uint32_t k = cl_irq_save();
  uint32_t t0 = SYST_CVR;
  cl_spin(127); /* 256 instructions */
  uint32_t t1 = SYST_CVR;
  cl_irq_restore(k);
  uint32_t lead = (t0 >= t1 ? t0 - t1 : t0 + cl_systick_period - t1) * 45u / 256u;
  return lead < 4u ? 4u : lead;
}

static int sweep_setup(const uint32_t *pv) {
  (void)pv;
  reloads = 0;
  stale = 0;
  return 0;
}

static void sweep_one(void) {
  uint32_t lead = lead_counts(), v;
  do /* interrupts on: the last sample's tick is handled meanwhile */
    v = SYST_CVR;
  while (v > lead || v < lead / 4u);
  uint32_t k = cl_irq_save();     /* the tick is taken after the region, not inside it */
  cl_spin(cl_tick_wraps % STEPS); /* one tick per sample: the next step each time */
  uint32_t before = SCB_ICSR & PENDSTSET;
  cl_begin();
  cl_end();
  if (!before && (SCB_ICSR & PENDSTSET) && reloads < 0xFFFFu)
    reloads++;
  cl_irq_restore(k);
  if ((cl_stale_read(cl_t0[0], cl_t0[1]) || cl_stale_read(cl_t1[0], cl_t1[1])) && stale < 0xFFFFu)
    stale++;
}

const cl_bench cl_reload_sweep = {"reload_sweep", 0, CL_KIND_REGION, sweep_setup, sweep_one, 0};

void cl_reload_sweep_report(void) {
  cl_put_kv_u32("reloads", reloads);
  cl_put_kv_u32("stale", stale);
}
