/* The runner task: HELLO banner, command loop, RUN sampling, chunked result output. */
#include <string.h>
#include "cl_bench.h"
#include "cl_cycles.h"
#include "cl_idle.h"
#include "cl_port.h"
#include "cl_proto.h"
#ifdef CL_THREAD_METRIC
#include "tm_run.h"
#define BENCH_COUNT (cl_bench_count + cl_tm_bench_count)
#define BENCH_AT(i) ((i) < cl_bench_count ? cl_benches[i] : cl_tm_benches[(i)-cl_bench_count])
#else
#define BENCH_COUNT cl_bench_count
#define BENCH_AT(i) cl_benches[i]
#endif

#define STR2(x) #x
#define STR(x) STR2(x)

static uint32_t samples[CL_MAX_N];
static uint32_t last_n;
static uint32_t overhead;      /* CL_KIND_REGION harness cost */
static uint32_t overhead_long; /* CL_KIND_LONG harness cost (extended counter reads) */
static uint32_t ws_measured = CL_WS_UNKNOWN; /* flash wait states, measured at start-up */
/* A command is at most 71 bytes (PROTOCOL.md; the host checks): RAM is scarce on 8 KB parts. */
static char line[72];

static void probe_to(volatile cl_pin_t *set, volatile cl_pin_t *clr) {
  cl_probe_set_reg = set;
  cl_probe_clr_reg = clr;
}
#define PROBE_GPIO()                                                                               \
  probe_to((volatile cl_pin_t *)CL_PROBE_SET_ADDR, (volatile cl_pin_t *)CL_PROBE_CLR_ADDR)
#define PROBE_DUMMY() probe_to(&cl_pin_dummy, &cl_pin_dummy)

static uint32_t one_sample(const cl_bench *b) {
  b->one();
  if (b->kind == CL_KIND_REGION || b->kind == CL_KIND_CHECK)
    return cl_region_cycles();
  if (b->kind == CL_KIND_LONG)
    return cl_long_cycles();
  return cl_latency_sample;
}

/* Dither: sample i starts 2*(i % 32) instructions later. A counter that does not tick with the
 * instructions (SysTick under QEMU's -icount: 1.344 cycles per instruction at 168 MHz, 0.192 at
 * 24 MHz) reads a region as the floor or the ceiling of its length, by where the region starts
 * on the counter's grid. Without the dither the start was set by how the busy-wait gap ended,
 * which settles on a few grid positions that depend on the code around it: the calibration
 * and a run could settle on different ones, and every -Os baseline sample read -1. With it,
 * both cover the grid the same way, the overhead is the floor any run can read, and a
 * quantised count averages to the region's length. On a cycle-exact counter (DWT) it only
 * costs at most 64 instructions between samples. */
static void sample_loop(const cl_bench *b, uint32_t *out, uint32_t n, uint32_t ovh) {
  for (uint32_t i = 0; i < n; i++) {
    cl_spin(i & 31u);
#if CL_HARTS > 1
    cl_harts_before_sample();
#endif
    /* No clamp: a count below the overhead is sent as a negative two's-complement value, so
     * the host sees an over-subtraction or a wrapped counter instead of a perfect 0. */
    out[i] = one_sample(b) - ovh;
#if CL_HARTS > 1
    cl_harts_after_sample();
#endif
    cl_gap();
  }
}

#ifdef CL_SYNC_JITTER
/* Test-only image: a wake from the sleep below that lands anywhere up to 192 instructions
 * after the tick, by how many commands came before (tests/firmware, PhasePinned). */
static uint32_t commands;
#endif

/* Every run (and every calibration chunk) starts on a tick boundary, with the counter's phase
 * pinned where the code resumes: the command arrived at an arbitrary time, and under QEMU's
 * -icount the phase of the instruction stream against SysTick's count would otherwise shift
 * each result by one count from boot to boot (cl_pin_counter_phase). The sleep puts the
 * kernel in the same state after a tick every time. */
static void start_on_tick(void) {
  cl_task_delay(1);
#ifdef CL_SYNC_JITTER
  cl_spin((commands * 29u) % 97u);
#endif
  cl_pin_counter_phase();
}

/* why: "boot" for the banner after a reset, "info" for the reply to INFO. */
static void hello(const char *why) {
  cl_puts("HELLO proto=2.2");
  cl_put_kv("board", CL_BOARD);
  cl_put_kv("kernel", cl_port_kernel);
  cl_put_kv("kver", cl_port_version);
  cl_put_kv("profile", CL_PROFILE);
  cl_put_kv("opt", CL_OPT);
  cl_put_kv("build", CL_BUILD_ID);
  cl_put_kv_u32("cpu_hz", CL_CPU_HZ);
  cl_put_kv_u32("flash_ws", CL_FLASH_WS);
  cl_put_kv("cycle_src", cl_cycles_source());
  cl_put_kv_u32("cycle_hz", cl_clock.cpu_hz); /* the counter runs at the clock reached */
  cl_put_kv_u32("max_n", CL_MAX_N);
  cl_put_kv_u32("tick_hz", CL_TICK_HZ);
  /* Optional fields (PROTOCOL.md): the clock actually reached and its source, and the flash
   * wait states measured at start-up. */
  cl_put_kv("clk_src", cl_clock.source);
  cl_put_kv_u32("clk_hz", cl_clock.cpu_hz);
  if (ws_measured != CL_WS_UNKNOWN)
    cl_put_kv_u32("ws_meas", ws_measured);
  cl_ram_report(); /* optional since 2.1 */
  /* A host that asked INFO while the banner was on its way gets two HELLOs; the reply's
   * tag tells it the second one is not a reset. */
  cl_put_kv("why", why);
  cl_put_eol();
}

static void list(void) {
  for (unsigned i = 0; i < BENCH_COUNT; i++) {
    cl_puts("BENCH");
    cl_put_kv("id", BENCH_AT(i)->id);
    cl_put_kv("params", BENCH_AT(i)->params ? BENCH_AT(i)->params : "-");
    cl_put_kv("pulse", BENCH_AT(i)->kind == CL_KIND_LATENCY ? "0" : "1");
    cl_put_eol();
  }
  cl_puts("END");
  cl_put_kv_u32("count", BENCH_COUNT);
  cl_put_eol();
}

static int parse_u32(const char *s, uint32_t *out) {
  uint32_t v = 0;
  if (!*s)
    return 0;
  for (; *s; s++) {
    if (*s < '0' || *s > '9' || v > 429496728u)
      return 0;
    v = v * 10u + (uint32_t)(*s - '0');
  }
  *out = v;
  return 1;
}

/* Find `key=` among the tokens; returns its value or NULL. */
static const char *arg(char **tok, unsigned ntok, const char *key, size_t klen) {
  for (unsigned i = 2; i < ntok; i++)
    if (!strncmp(tok[i], key, klen) && tok[i][klen] == '=')
      return tok[i] + klen + 1;
  return 0;
}

/* Fill pv from the bench's parameter spec ("depth:16/1/5/10,item:4/16/32", first value is
 * the default); every key given must be n, warmup or one of the parameters. 0 on success. */
static int parse_params(const cl_bench *b, char **tok, unsigned ntok, uint32_t *pv) {
  unsigned matched = 0;
  for (unsigned i = 2; i < ntok; i++)
    if (!strncmp(tok[i], "n=", 2) || !strncmp(tok[i], "warmup=", 7))
      matched++;
  const char *p = b->params;
  for (unsigned k = 0; p && *p && k < CL_MAX_PARAMS; k++) {
    const char *colon = strchr(p, ':');
    const char *given = arg(tok, ntok, p, (size_t)(colon - p));
    uint32_t want = 0;
    if (given && !parse_u32(given, &want))
      return -1;
    int found = 0;
    const char *v = colon + 1;
    for (int first = 1;; first = 0) {
      uint32_t val = 0;
      while (*v >= '0' && *v <= '9')
        val = val * 10u + (uint32_t)(*v++ - '0');
      if ((!given && first) || (given && want == val)) {
        pv[k] = val;
        found = 1;
      }
      if (*v != '/')
        break;
      v++;
    }
    if (!found)
      return -1;
    matched += given != 0;
    p = *v == ',' ? v + 1 : v;
  }
  return matched == ntok - 2 ? 0 : -1;
}

static void empty_long(void) {
  cl_begin_long();
  cl_end_long();
}
/* The empty region in the long-region shape, so tick_accuracy subtracts its own harness cost;
 * also runnable as `RUN baseline_long` (not listed) so the host calibrates the probe-toggle
 * overhead of this shape from its pulses, as it does for short regions from `baseline`. */
static const cl_bench baseline_long = {"baseline_long", 0, CL_KIND_LONG, 0, empty_long, 0};
/* Runnable by name, not listed: calibration and test hooks. */
#if defined(__riscv) && CL_SMP
static const cl_bench *const hidden[] = {
    &baseline_long,  &cl_hart_ipi,    &cl_hart_spin,      &cl_xcore_notify, &cl_xcore_sem,
    &cl_xcore_queue, &cl_xcore_event, &cl_xcore_pingpong, &cl_xcore_ipi,    &cl_xcore_contend};
#elif defined(__riscv) && CL_HARTS > 1
static const cl_bench *const hidden[] = {&baseline_long, &cl_hart_ipi, &cl_hart_spin};
#elif defined(__riscv) /* reload_sweep probes SysTick's reload: Cortex-M only */
static const cl_bench *const hidden[] = {&baseline_long};
#else
static const cl_bench *const hidden[] = {&baseline_long, &cl_reload_sweep};
#endif

/* The run's samples as chunks, then DONE with the recording window and any check's counts. */
static void send_result(const cl_bench *b, uint32_t n, uint32_t ticks) {
  last_n = n;
  uint32_t chunks = (n + 63u) / 64u;
  for (uint32_t c = 0; c < chunks; c++)
    cl_send_chunk(&samples[c * 64u], n - c * 64u < 64u ? n - c * 64u : 64u, c);
  cl_puts("DONE");
  cl_put_kv("bench", b->id);
  cl_put_kv_u32("n", n);
  cl_put_kv_u32("chunks", chunks);
  /* The recording window's length in kernel ticks: no sample can be longer than the run. */
  cl_put_kv_u32("ticks", ticks);
  cl_put_kv_u32("tick_cycles", cl_systick_period);
  if (b->kind == CL_KIND_CHECK)
    cl_check_report(b); /* the counts the host's verdict rests on */
#if !defined(__riscv)
  if (b == &cl_reload_sweep)
    cl_reload_sweep_report();
#endif
#ifdef CL_THREAD_METRIC
  if (b->kind == CL_KIND_TM)
    cl_tm_report();
#endif
#if CL_HARTS > 1
  cl_harts_report(); /* which hart each recorded sample began and ended on */
#endif
  cl_idle_report(); /* optional since 2.2 */
  cl_put_eol();
}

static void run(char **tok, unsigned ntok) {
  const cl_bench *b = 0;
  for (unsigned i = 0; ntok > 1 && i < BENCH_COUNT; i++)
    if (!strcmp(tok[1], BENCH_AT(i)->id))
      b = BENCH_AT(i);
  for (unsigned i = 0; !b && ntok > 1 && i < sizeof hidden / sizeof hidden[0]; i++)
    if (!strcmp(tok[1], hidden[i]->id))
      b = hidden[i];
  if (!b) {
    cl_err("unknown_bench", ntok > 1 ? tok[1] : "missing_benchmark_id");
    return;
  }
  uint32_t n = CL_MAX_N < 10000u ? CL_MAX_N : 10000u, warm = 1000, pv[CL_MAX_PARAMS] = {0, 0};
  const char *s = arg(tok, ntok, "n", 1), *w = arg(tok, ntok, "warmup", 6);
  if ((s && !parse_u32(s, &n)) || (w && !parse_u32(w, &warm)) || n == 0 ||
      parse_params(b, tok, ntok, pv)) {
    cl_err("bad_param", "unknown_parameter_or_value_not_in_the_BENCH_list");
    return;
  }
  if (b->kind == CL_KIND_CHECK)
    warm = 0; /* a check's trial is not a path to warm up (bench_accept.c) */
  if (n > CL_MAX_N) {
    cl_err("capacity", "n_exceeds_max_n");
    return;
  }
  last_n = 0;
#ifdef CL_THREAD_METRIC
  if (b->kind == CL_KIND_TM) { /* threadmetric/tm_port.c: n reporting periods of period_ms */
    uint32_t ticks = cl_tm_run(b, n, warm, pv[0], samples);
    if (ticks)
      send_result(b, n, ticks);
    return;
  }
#endif
  start_on_tick();
  if (b->setup && b->setup(pv)) {
    cl_err("bad_param", "benchmark_setup_failed");
    return;
  }
  uint32_t ovh = b->kind == CL_KIND_LATENCY ? 0
                 : b->kind == CL_KIND_LONG  ? overhead_long
                                            : overhead;
  cl_puts("START");
  cl_put_kv("bench", b->id);
  cl_put_kv_u32("n", n);
  cl_put_kv_u32("warmup", warm);
  cl_put_kv_u32("overhead", ovh);
  const char *p = b->params;
  for (unsigned k = 0; p && *p && k < CL_MAX_PARAMS; k++) {
    board_putc(' ');
    while (*p != ':')
      board_putc(*p++);
    board_putc('=');
    cl_put_u32(pv[k]);
    while (*p && *p != ',')
      p++;
    if (*p == ',')
      p++;
  }
  cl_put_eol();
#ifdef CL_SKEW
  cl_skew_on = 1;
#endif
  PROBE_DUMMY();
  cl_idle_stay_awake(1);
  sample_loop(b, samples, warm < CL_MAX_N ? warm : CL_MAX_N, ovh);
  for (uint32_t extra = warm > CL_MAX_N ? warm - CL_MAX_N : 0; extra; extra--)
    (void)one_sample(b), cl_gap();
  *(volatile cl_pin_t *)CL_MARKER_SET_ADDR = CL_MARKER_MASK;
  uint32_t ticks0 = cl_tick_wraps;
  cl_idle_window_begin(); /* the marker's window: each core's idle share (DONE idle=) */
  PROBE_GPIO();
#if CL_HARTS > 1
  cl_harts_reset();
#endif
#ifdef CL_FAULT_BENCH
  cl_fault_on = !strcmp(b->id, CL_FAULT_BENCH);
#endif
  sample_loop(b, samples, n, ovh);
#if CL_FAULT
  cl_fault_on = 0;
#endif
  PROBE_DUMMY();
  uint32_t ticks = cl_tick_wraps - ticks0;
  cl_idle_window_end(ticks, cl_systick_period);
  *(volatile cl_pin_t *)CL_MARKER_CLR_ADDR = CL_MARKER_MASK;
  cl_idle_stay_awake(0);
#ifdef CL_SKEW
  cl_skew_on = 0;
#endif
  if (b->teardown)
    b->teardown();
  send_result(b, n, ticks);
}

static void resend(char **tok, unsigned ntok) {
  uint32_t seq;
  if (ntok < 2 || !parse_u32(tok[1], &seq) || seq >= (last_n + 63u) / 64u) {
    cl_err("no_chunk", "no_such_chunk_in_the_last_run");
    return;
  }
  uint32_t left = last_n - seq * 64u;
  cl_send_chunk(&samples[seq * 64u], left < 64u ? left : 64u, seq);
}

/* The harness's own cost: minimum of the empty `baseline` region through the same loop, with
 * the probe on the real GPIO registers as in a recorded run (no marker, so the host ignores
 * these pulses), in 8 chunks each from a fresh tick boundary like a run's. sample_loop's
 * dither makes the calibration and every run see the same spread of grid positions, so the
 * minimum is the floor a run reads. */
#define CL_CAL_CHUNKS 8u
#define CL_CAL_CHUNK 32u
#if CL_MAX_N < CL_CAL_CHUNKS * CL_CAL_CHUNK
#error "CL_MAX_N must hold the overhead calibration's samples"
#endif
static uint32_t min_of_empty(const cl_bench *empty) {
  for (uint32_t c = 0; c < CL_CAL_CHUNKS; c++) {
    start_on_tick();
    PROBE_GPIO();
    sample_loop(empty, &samples[c * CL_CAL_CHUNK], CL_CAL_CHUNK, 0);
    PROBE_DUMMY();
  }
  uint32_t m = samples[0];
  for (unsigned i = 1; i < CL_CAL_CHUNKS * CL_CAL_CHUNK; i++)
    if (samples[i] < m)
      m = samples[i];
  return m;
}

#if CL_FAULT == CL_FAULT_HARNESS_COUNTER || CL_FAULT == CL_FAULT_HARNESS_PULSE
/* Test-only: the interrupt every region takes (cl_cycles.h, CL_FAULT_IRQ). */
void cl_fault_irq_handler(void) { CL_FAULT_NOPS(); }
#endif

static void calibrate(void) {
#if CL_FAULT == CL_FAULT_HARNESS_COUNTER || CL_FAULT == CL_FAULT_HARNESS_PULSE
  *(volatile uint8_t *)(0xE000E400u + CL_FAULT_IRQ_LINE) = 0;  /* NVIC IPR: highest */
  *(volatile uint32_t *)0xE000E100u = 1u << CL_FAULT_IRQ_LINE; /* NVIC ISER0 */
#endif
  overhead = min_of_empty(cl_benches[0]);
  overhead_long = min_of_empty(&baseline_long);
#if CL_FAULT == CL_FAULT_OVERSUBTRACT
  overhead += 50; /* test-only: every short region reads below its overhead */
#endif
}

#if CL_FAULT == CL_FAULT_HANG
/* Test-only: the target stops answering before HELLO; the host must name this function. */
__attribute__((noinline)) static void cl_fault_hang(void) {
  for (;;)
    __asm__ volatile("nop");
}
#endif

void cl_runner(void *arg) {
  (void)arg;
  cl_cycles_after_start();
  calibrate();
  ws_measured = cl_measure_flash_ws(samples, sizeof samples); /* samples: free until a RUN */
#if CL_FAULT == CL_FAULT_HANG
  cl_fault_hang();
#endif
  hello("boot");
  for (;;) {
    cl_read_line(line, sizeof line);
    char *tok[8];
    unsigned ntok = 0;
    for (char *c = line; *c && ntok < 8;) {
      while (*c == ' ')
        *c++ = 0;
      if (!*c)
        break;
      tok[ntok++] = c;
      while (*c && *c != ' ')
        c++;
    }
    if (!ntok)
      continue;
#ifdef CL_SYNC_JITTER
    commands++;
#endif
    if (!strcmp(tok[0], "INFO"))
      hello("info");
    else if (!strcmp(tok[0], "LIST"))
      list();
    else if (!strcmp(tok[0], "RUN"))
      run(tok, ntok);
    else if (!strcmp(tok[0], "RESEND"))
      resend(tok, ntok);
    else
      cl_err("unknown_cmd", "expected_INFO_LIST_RUN_or_RESEND");
  }
}
