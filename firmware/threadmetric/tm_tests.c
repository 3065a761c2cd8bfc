/* The eight Thread-Metric tests as benchmarks: each test file is compiled from the user's
 * ThreadX checkout with its tm_main renamed cl_tm_main_<test> (threadmetric.cmake). */
#include "tm_run.h"

#define TM_TEST(name)                                                                              \
  void cl_tm_main_##name(void);                                                                    \
  static const cl_tm_test tm_##name = {                                                            \
      {"tm_" #name, CL_TM_PERIODS_MS, CL_KIND_TM, 0, cl_tm_main_##name, 0}, cl_tm_main_##name, 0}

void tm_interrupt_handler(void);
void tm_interrupt_preemption_handler(void);

TM_TEST(basic);
TM_TEST(cooperative);
TM_TEST(preemptive);
TM_TEST(message);
TM_TEST(synchronization);
TM_TEST(memory);
void cl_tm_main_interrupt(void);
void cl_tm_main_interrupt_preemption(void);
static const cl_tm_test tm_interrupt = {
    {"tm_interrupt", CL_TM_PERIODS_MS, CL_KIND_TM, 0, cl_tm_main_interrupt, 0},
    cl_tm_main_interrupt,
    tm_interrupt_handler};
static const cl_tm_test tm_interrupt_preemption = {{"tm_interrupt_preemption", CL_TM_PERIODS_MS,
                                                    CL_KIND_TM, 0, cl_tm_main_interrupt_preemption,
                                                    0},
                                                   cl_tm_main_interrupt_preemption,
                                                   tm_interrupt_preemption_handler};

/* The order of the readme: basic first (the board's baseline processing rate). */
const cl_bench *const cl_tm_benches[] = {&tm_basic.bench,
                                         &tm_cooperative.bench,
                                         &tm_preemptive.bench,
                                         &tm_interrupt.bench,
                                         &tm_interrupt_preemption.bench,
                                         &tm_message.bench,
                                         &tm_synchronization.bench,
                                         &tm_memory.bench};
const unsigned cl_tm_bench_count = sizeof cl_tm_benches / sizeof cl_tm_benches[0];
