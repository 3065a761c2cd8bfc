/* irq_nesting, the port acceptance check of interrupt nesting under a high-rate interrupt
 * (seed 004, section 6.2; see bench_accept.c for the checks' conventions).
 *
 * A high-rate timer interrupt (TIM2 update, ~20 µs) at the port's kernel-aware priority, so the
 * kernel's critical sections mask it, fires all through the run while a low-priority stress task
 * hammers the kernel (mutex, semaphore, critical section, yield) and, once per sample, a
 * lower-priority kernel-aware ISR (CL_BENCH_IRQ2, one preemption group below) gives a semaphore and
 * stays busy until two timer interrupts have nested into it. The sample is that ISR's length,
 * nested interrupts included (pulse from the pend to its last statement).
 *
 * Raised vs handled: the number of update events is known from time alone, the handler counts
 * what it handled; a missed event (a second update while the interrupt was masked or still
 * pending) shows as raised > handled.
 * - Silicon: TIM3 counts 8 steps per TIM2 period from the same clock and is read each sample
 *   (extended past its 16 bits in software).
 * - QEMU 7.2 (CL_QEMU): its STM32 timer model counts on past ARR without wrapping and schedules
 *   each update (arr + offset) x (PSC + 1) ns after the previous one, where the offset is the
 *   machine's uptime in timer ticks less the last value written to CNT. So the firmware writes CNT
 *   from the uptime at the instant of the write (TIM4, never written, counts nanoseconds since
 *   reset; write_cnt_for_period) to get a 19,968 ns period in every boot, measures the period it
 *   got by polling the update flag (it is a whole number of 256 ns ticks), and counts raised
 *   events from TIM4's time.
 *
 * DONE raised= handled= nested=<samples whose ISR saw a nested interrupt> period_ns=; plus
 * source=none when no timer interrupted (a machine without a usable timer model, e.g. QEMU's
 * STM32F100): the samples are then the low-priority ISR alone and nothing was checked. */
#include "bench.h"
#include "cl_proto.h"

#define TIM2_BASE 0x40000000u
#define TIM3_BASE 0x40000400u
#define TIM4_BASE 0x40000800u
#define TIM_CR1 0x00u
#define TIM_DIER 0x0Cu
#define TIM_SR 0x10u
#define TIM_EGR 0x14u
#define TIM_CNT 0x24u
#define TIM_PSC 0x28u
#define TIM_ARR 0x2Cu
#define TIM(base, reg) CL_REG((base) + (reg))
#define TIM2_IRQ 28u
#if defined(CL_FAMILY_F4)
#define RCC_APB1ENR 0x40023840u
#else
#define RCC_APB1ENR 0x4002101Cu
#endif
#define NVIC_ISER0 CL_REG(0xE000E100u)
#define NVIC_ICER0 CL_REG(0xE000E180u)
#define NVIC_ICPR0 CL_REG(0xE000E280u)
#define NVIC_IPR_BYTE(n) (*(volatile uint8_t *)(0xE000E400u + (n)))
#define PERIOD_US 20u
#define REF_STEPS 8u   /* silicon: TIM3 steps per TIM2 period */
#define QEMU_PSC 255u  /* QEMU: 256 ns timer ticks, so the uptime fits CNT for 1100 s */
#define QEMU_ARR 1000u /* any value: the model's period is (ARR + offset) ticks */
_Static_assert(QEMU_PSC + 1u == 256u, "cnt_shape divides by the tick with a shift of 8");

/* State in the shared arena (bench.h): the 8 KB qemu-f100 images have no bytes to spare. */
struct nesting_state {
  uint32_t handled, nested_now, low_active, stress_on, no_source, nested_samples;
  uint32_t period_ticks, ref_last, raised_total, handled_total, period_ns;
  uint64_t ref;      /* silicon: TIM3 steps; QEMU: ns since reset */
  uint64_t first_ns; /* QEMU: when the update the count starts after fired */
};
_Static_assert(sizeof(struct nesting_state) <= sizeof cl_arena, "arena too small");
#define ns (*(volatile struct nesting_state *)cl_arena)

#define nest_sem cl_sem_a
#define stress_mtx cl_mtx

void cl_timer_irq_handler(void) {
  TIM(TIM2_BASE, TIM_SR) = 0; /* clear UIF */
  ns.handled++;
  if (ns.low_active)
    ns.nested_now++;
}

/* The low-priority ISR (CL_BENCH_IRQ2): give a semaphore as a kernel-aware ISR does, then stay
 * until two timer interrupts have nested into it. Bounded by a loop count, not the cycle
 * counter: SysTick cannot run in here to extend it. */
static void low_isr_body(void) {
  ns.low_active = 1;
  cl_sem_give_isr(&nest_sem);
  uint32_t start = ns.handled, spins = ns.no_source ? 0 : cl_clock.cpu_hz / 10000u;
  while (ns.handled - start < 2u && spins)
    spins--;
  ns.low_active = 0;
  cl_end();
}

/* The reference count, extended in software: called at least every few milliseconds. */
static void ref_update(void) {
#if CL_QEMU
  uint32_t now = TIM(TIM4_BASE, TIM_CNT);
  ns.ref += now - ns.ref_last;
#else
  uint32_t now = TIM(TIM3_BASE, TIM_CNT) & 0xFFFFu;
  ns.ref += (now - ns.ref_last) & 0xFFFFu;
#endif
  ns.ref_last = now;
}

static void nest_stress(void *arg) {
  (void)arg;
  while (ns.stress_on) {
    cl_mutex_lock(&stress_mtx);
    cl_sem_give(&cl_sem_b);
    cl_sem_take(&cl_sem_b);
    cl_mutex_unlock(&stress_mtx);
    uint32_t cs = cl_critical_enter();
#ifdef CL_NEST_LONG_CRITICAL /* test-only image: a critical section three timer periods long */
    for (uint32_t t0 = cl_cycles_long();
         cl_cycles_long() - t0 < 3u * PERIOD_US * (cl_clock.cpu_hz / 1000000u);)
      ;
#endif
    cl_critical_exit(cs);
    cl_task_yield();
  }
  for (;;)
    cl_task_delay(0xFFFFu);
}

/* Waits (interrupts masked) for TIM2's update flag, then clears it; 0 after `budget` cycles. */
static int wait_update(uint32_t budget) {
  for (uint32_t t0 = cl_cycles_long(); cl_cycles_long() - t0 < budget;) {
    if (TIM(TIM2_BASE, TIM_SR) & 1u) {
      ref_update();
      TIM(TIM2_BASE, TIM_SR) = 0;
      return 1;
    }
  }
  return 0;
}

#if CL_QEMU
/* TIM2's CNT written from the uptime so that the model's period is exactly `want` ticks, in
 * every boot. The model takes its offset as the uptime in whole 256 ns ticks *at the write* less
 * the value written, so the value must be computed from the uptime the write will happen at, not
 * the one read a few instructions earlier: across a tick boundary between the two the period
 * came out one tick longer (20,224 instead of 19,968 ns), and the samples with it, depending on
 * where the run's first instruction fell on the 256 ns grid (a busy host moves it).
 *
 * `cnt_shape` reads TIM4 (the uptime in ns) and, four instructions later, stores
 * (uptime + ahead) / 256 + base to TIM2's CNT; `cnt_probe` is the same instructions ending in a
 * second read of TIM4, which measures `ahead`: how much the clock moves from the read to the
 * store. Under -icount every instruction moves it the same, so the two shapes agree. */
#define TIM4_CNT_ADDR (TIM4_BASE + TIM_CNT)
#define TIM2_CNT_ADDR (TIM2_BASE + TIM_CNT)
static uint32_t cnt_probe(uint32_t base) {
  uint32_t t1, v, t2;
  __asm__ volatile("ldr %0, [%3]\n\t"
                   "adds %1, %0, %4\n\t"
                   "lsrs %1, %1, #8\n\t"
                   "adds %1, %1, %4\n\t"
                   "ldr %2, [%3]\n\t"
                   : "=&l"(t1), "=&l"(v), "=&l"(t2)
                   : "l"(TIM4_CNT_ADDR), "l"(base)
                   : "cc", "memory");
  (void)v;
  return t2 - t1;
}

static uint32_t cnt_shape(uint32_t ahead, uint32_t base) {
  uint32_t t, v;
  __asm__ volatile("ldr %0, [%2]\n\t"
                   "adds %1, %0, %3\n\t"
                   "lsrs %1, %1, #8\n\t"
                   "adds %1, %1, %4\n\t"
                   "str %1, [%5]\n\t"
                   : "=&l"(t), "=&l"(v)
                   : "l"(TIM4_CNT_ADDR), "l"(ahead), "l"(base), "l"(TIM2_CNT_ADDR)
                   : "cc", "memory");
  return t;
}

/* 0 when TIM4's 32 bits wrapped between the extension and the store (once in 4.3 s of uptime:
 * the caller writes again). */
static int write_cnt_for_period(uint32_t want) {
  ref_update();
  uint32_t lo = ns.ref_last, base = ((uint32_t)(ns.ref >> 32) << 24) + QEMU_ARR - want;
  uint32_t ahead = cnt_probe(base);
  uint32_t seen = cnt_shape(ahead, base);
  return seen >= lo && seen + ahead >= seen;
}

/* Starts QEMU's TIM2 model at ~PERIOD_US and measures the period it really got (see top). */
static int start_timer(void) {
  __asm__ volatile("cpsid i" ::: "memory"); /* ~100 µs: the polled updates must not wait */
  ns.ref_last = TIM(TIM4_BASE, TIM_CNT);
  /* TIM4 reads the uptime modulo 2^32 ns; the kernel tick count says how many wraps. */
  uint64_t est = (uint64_t)cl_tick_wraps * (1000000000u / CL_TICK_HZ);
  uint64_t wraps = (est + 0x80000000u - ns.ref_last) >> 32;
  ns.ref = (wraps << 32) + ns.ref_last;
  TIM(TIM2_BASE, TIM_DIER) = 0;
  TIM(TIM2_BASE, TIM_CR1) = 1;
  TIM(TIM2_BASE, TIM_PSC) = QEMU_PSC;
  TIM(TIM2_BASE, TIM_ARR) = QEMU_ARR;
  uint32_t want = PERIOD_US * 1000u / (QEMU_PSC + 1u);
  for (unsigned i = 0; i < 3u && !write_cnt_for_period(want); i++)
    ;
  TIM(TIM2_BASE, TIM_SR) = 0;
  TIM(TIM2_BASE, TIM_DIER) = 1;
  uint32_t budget = 10u * PERIOD_US * (cl_clock.cpu_hz / 1000000u);
  int ok = wait_update(budget);
  uint64_t a = ns.ref;
  for (unsigned i = 0; ok && i < 16u; i++)
    ok = wait_update(budget);
  uint64_t b = ns.ref;
  __asm__ volatile("cpsie i" ::: "memory");
  /* The period is a whole number of ticks; each poll sees its update within ~200 ns, so over 16
   * periods the tick count is exact. */
  uint32_t tick = QEMU_PSC + 1u;
  ns.period_ns = (uint32_t)(((b - a) / 16u + tick / 2u) / tick * tick);
  ns.first_ns = b; /* seen a little after it fired: the count never includes one too many */
  return ok && ns.period_ns >= PERIOD_US * 500u && ns.period_ns <= PERIOD_US * 2000u;
}
#else
/* Silicon: TIM2 period from the timer clock measured against the cycle counter, a multiple of
 * REF_STEPS; TIM3 steps REF_STEPS times per period from the same clock. */
static int start_timer(void) {
  TIM(TIM3_BASE, TIM_CR1) = 0;
  TIM(TIM3_BASE, TIM_PSC) = 0;
  TIM(TIM3_BASE, TIM_ARR) = 0xFFFFu;
  TIM(TIM3_BASE, TIM_EGR) = 1; /* load PSC */
  TIM(TIM3_BASE, TIM_CNT) = 0;
  uint32_t window = cl_clock.cpu_hz / 100000u; /* 10 µs */
  uint32_t t0 = cl_cycles_long();
  TIM(TIM3_BASE, TIM_CR1) = 1;
  while (cl_cycles_long() - t0 < window)
    ;
  uint32_t p = (TIM(TIM3_BASE, TIM_CNT) & 0xFFFFu) * (PERIOD_US / 10u);
  TIM(TIM3_BASE, TIM_CR1) = 0;
  p -= p % REF_STEPS;
  if (p < 64u)
    return 0; /* the timer does not count */
  ns.period_ticks = p > 65528u ? 65528u : p;
  ns.period_ns = (uint32_t)((uint64_t)ns.period_ticks * 1000u * PERIOD_US / p);
  TIM(TIM3_BASE, TIM_PSC) = ns.period_ticks / REF_STEPS - 1u;
  TIM(TIM3_BASE, TIM_EGR) = 1;
  TIM(TIM2_BASE, TIM_CR1) = 0;
  TIM(TIM2_BASE, TIM_PSC) = 0;
  TIM(TIM2_BASE, TIM_ARR) = ns.period_ticks - 1u;
  TIM(TIM2_BASE, TIM_EGR) = 1;
  TIM(TIM2_BASE, TIM_SR) = 0;
  TIM(TIM2_BASE, TIM_DIER) = 1;
  __asm__ volatile("cpsid i" ::: "memory"); /* both counters from 0 as close together as can be */
  TIM(TIM2_BASE, TIM_CNT) = 0;
  TIM(TIM3_BASE, TIM_CNT) = 0;
  TIM(TIM2_BASE, TIM_CR1) = 1;
  TIM(TIM3_BASE, TIM_CR1) = 1;
  ns.ref_last = 0;
  ns.ref = 0;
  int ok = wait_update(3u * PERIOD_US * (cl_clock.cpu_hz / 1000000u));
  __asm__ volatile("cpsie i" ::: "memory");
  return ok;
}
#endif

static void stop_timer(void) {
  TIM(TIM2_BASE, TIM_DIER) = 0;
  TIM(TIM2_BASE, TIM_CR1) = 0;
  TIM(TIM3_BASE, TIM_CR1) = 0;
  NVIC_ICER0 = 1u << TIM2_IRQ;
  NVIC_ICPR0 = 1u << TIM2_IRQ;
}

static int nest_setup(const uint32_t *pv) {
  (void)pv;
  CL_REG(RCC_APB1ENR) |= 7u; /* TIM2, TIM3, TIM4 */
  (void)CL_REG(RCC_APB1ENR);
  ns.handled = ns.nested_samples = ns.no_source = ns.raised_total = ns.handled_total = 0;
  cl_sem_init(&nest_sem, 0, 1);
  cl_sem_init(&cl_sem_b, 0, 1);
  cl_mutex_init(&stress_mtx);
  /* Two kernel-aware levels one preemption group apart: 0x10 is a group step on silicon's 4
   * priority bits and, on QEMU's 8, under any PRIGROUP up to 3 (reset value 0 makes bit 0 a
   * subpriority: 0x80 and 0x81 would not nest). Below the port's level if there is room above
   * the tick and PendSV, else above it. */
  uint32_t high = cl_port_isr_priority(), low = high + 0x10u;
  if (low > 0xE0u)
    low = high, high -= 0x10u;
  NVIC_IPR_BYTE(TIM2_IRQ) = (uint8_t)high;
  cl_irq_setup(low_isr_body);
  NVIC_IPR_BYTE(CL_BENCH_IRQ2) = (uint8_t)low;
  if (!start_timer()) {
    stop_timer();
    ns.no_source = 1;
  } else {
    ns.handled = 0; /* count from the update just seen */
    NVIC_ICPR0 = 1u << TIM2_IRQ;
    NVIC_ISER0 = 1u << TIM2_IRQ;
  }
  ns.stress_on = 1;
  cl_helper_start(0, nest_stress, CL_PRIO_LOW);
  return 0;
}

static void nest_one(void) {
  cl_task_delay(1); /* the stress task runs for a tick with the timer firing */
  ref_update();
  ns.nested_now = 0;
  cl_begin();
  cl_irq_pend(CL_BENCH_IRQ2);
  __asm__ volatile("dsb\n isb" ::: "memory");
  ns.nested_samples += ns.nested_now != 0;
  cl_sem_take(&nest_sem); /* given by the ISR: never blocks */
}

static void nest_teardown(void) {
  if (!ns.no_source) {
    __asm__ volatile("cpsid i" ::: "memory"); /* freeze the count while the time is read */
    ref_update();
#if !CL_QEMU
    uint32_t cnt2 = TIM(TIM2_BASE, TIM_CNT) & 0xFFFFu;
#endif
    uint32_t pending = TIM(TIM2_BASE, TIM_SR) & 1u; /* raised, not yet taken: not lost */
    stop_timer();
    __asm__ volatile("cpsie i" ::: "memory");
#if CL_QEMU
    uint64_t raised = (ns.ref - ns.first_ns) / ns.period_ns;
#else
    /* TIM3's count gives the elapsed timer ticks to within one step; the updates in them are
     * whole periods (the count started right after the update seen at setup). */
    int64_t elapsed = (int64_t)ns.ref * (ns.period_ticks / REF_STEPS) - (int64_t)cnt2;
    int64_t periods = (elapsed + ns.period_ticks / 2u) / (int64_t)ns.period_ticks - 1;
    uint64_t raised = periods > 0 ? (uint64_t)periods : 0u;
#endif
    ns.raised_total = (uint32_t)raised;
    ns.handled_total = ns.handled + pending;
  }
  cl_irq_teardown();
  ns.stress_on = 0;
  cl_task_delay(2); /* let the stress task leave its loop before it is deleted */
  cl_helpers_stop(1);
  cl_sem_delete(&nest_sem);
  cl_sem_delete(&cl_sem_b);
  cl_mutex_delete(&stress_mtx);
}

const cl_bench bench_irq_nesting = {"irq_nesting", 0,        CL_KIND_CHECK,
                                    nest_setup,    nest_one, nest_teardown};

void cl_nesting_report(const cl_bench *b) {
  if (b != &bench_irq_nesting)
    return;
  cl_put_kv_u32("raised", ns.raised_total);
  cl_put_kv_u32("handled", ns.handled_total);
  cl_put_kv_u32("nested", ns.nested_samples);
  cl_put_kv_u32("period_ns", ns.period_ns);
  if (ns.no_source)
    cl_put_kv("source", "none");
}
