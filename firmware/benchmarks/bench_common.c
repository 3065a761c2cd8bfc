/* Benchmark table, helper tasks and the benchmark interrupt lines. */
#include "bench.h"
#include "cl_proto.h"

extern const cl_bench bench_baseline, bench_ctx_switch_yield, bench_sem_give_take, bench_sem_wake,
    bench_mutex_lock_unlock, bench_mutex_pi, bench_queue_send_recv, bench_queue_wake,
    bench_notify_give_take, bench_notify_wake, bench_event_group_set_wait, bench_mempool_alloc_free,
    bench_isr_latency, bench_isr_to_task, bench_critical_section_max, bench_tick_accuracy,
    bench_stack_overflow, bench_irq_nesting;

/* baseline must stay first: the harness calibrates its overhead with it. A port declares a
 * benchmark whose primitive its kernel lacks "n/a" in port.json; the build then defines
 * CL_NA_<id> and the benchmark is left out (only these five, and the stack_overflow check where
 * the kernel or the profile has no detection, may be: the rest of cl_port.h is what every
 * kernel has), and irq_nesting where the port.json's "architectures" entry says the architecture
 * cannot nest the way it measures. */
const cl_bench *const cl_benches[] = {
    &bench_baseline,
    &bench_ctx_switch_yield,
    &bench_sem_give_take,
    &bench_sem_wake,
    &bench_mutex_lock_unlock,
#ifndef CL_NA_mutex_pi
    &bench_mutex_pi,
#endif
    &bench_queue_send_recv,
    &bench_queue_wake,
#ifndef CL_NA_notify_give_take
    &bench_notify_give_take,
#endif
#ifndef CL_NA_notify_wake
    &bench_notify_wake,
#endif
#ifndef CL_NA_event_group_set_wait
    &bench_event_group_set_wait,
#endif
#ifndef CL_NA_mempool_alloc_free
    &bench_mempool_alloc_free,
#endif
    &bench_isr_latency,
    &bench_isr_to_task,
    &bench_critical_section_max,
    &bench_tick_accuracy,
#ifndef CL_NA_stack_overflow
    &bench_stack_overflow,
#endif
#ifndef CL_NA_irq_nesting
    &bench_irq_nesting,
#endif
};
const unsigned cl_bench_count = sizeof cl_benches / sizeof cl_benches[0];

cl_sem cl_sem_a, cl_sem_b;
cl_mutex cl_mtx;
cl_queue cl_q;
#ifndef CL_NA_event_group_set_wait
cl_event cl_evt;
#endif
uint32_t cl_arena[16 * 32 / 4];
cl_task cl_helper[CL_HELPERS];
uint32_t cl_helper_stack[CL_HELPERS][CL_HELPER_STACK_WORDS] __attribute__((aligned(8)));

void cl_ram_report(void) {
  cl_ram_sizes r;
  if (!cl_port_ram_sizes)
    return;
  cl_port_ram_sizes(&r, CL_QUEUE_DEPTH, CL_QUEUE_ITEM);
  cl_put_kv_u32("ram_sem", r.sem);
  cl_put_kv_u32("ram_mutex", r.mutex);
  cl_put_kv_u32("ram_queue", r.queue);
  cl_put_kv_u32("ram_q_depth", CL_QUEUE_DEPTH);
  cl_put_kv_u32("ram_q_item", CL_QUEUE_ITEM);
#ifndef CL_NA_event_group_set_wait
  cl_put_kv_u32("ram_event", r.event);
#endif
  /* A task as the benchmarks create one: control block plus a helper's stack. */
  cl_put_kv_u32("ram_task", r.task + (uint32_t)sizeof cl_helper_stack[0]);
  cl_put_kv_u32("ram_stack", (uint32_t)sizeof cl_helper_stack[0]);
#ifndef CL_NA_notify_give_take
  cl_put_kv_u32("ram_notify", r.notify);
#endif
}

void cl_helper_start(unsigned i, void (*fn)(void *), unsigned prio) {
  static const char *const names[CL_HELPERS] = {"helper0", "helper1"};
  cl_task_create(&cl_helper[i], names[i], fn, 0, prio, cl_helper_stack[i],
                 sizeof cl_helper_stack[i]);
}

void cl_helpers_stop(unsigned count) {
  for (unsigned i = 0; i < count; i++)
    cl_task_delete(&cl_helper[i]);
}

void (*volatile cl_irq_body)(void);

#if defined(CL_FAMILY_RV32VIRT)
/* Both lines are MSIP (board.h): no priority to set, the kernel takes it like its tick. */
/* An SMP kernel's IPIs come on MSIP too (FreeRTOS SMP yields by them): there the interrupt
 * stays enabled and a pending one is left to the kernel, or hart 0 would stop switching. */
void cl_irq_setup(void (*body)(void)) {
  cl_irq_body = body;
  cl_rv_soft_lines = 0;
#if !CL_SMP
  CL_REG(CL_CLINT_MSIP) = 0;
#endif
  __asm__ volatile("csrs mie, %0" ::"r"(1u << 3) : "memory"); /* MSIE */
}

void cl_irq_teardown(void) {
#if CL_SMP
  cl_rv_soft_lines = 0;
#else
  __asm__ volatile("csrc mie, %0" ::"r"(1u << 3) : "memory");
  CL_REG(CL_CLINT_MSIP) = 0;
#endif
}
#elif defined(CL_FAMILY_ESP32C3) /* interrupt matrix: boards/esp32c3/board_esp32c3.c */
#else
#define NVIC_ISER0 CL_REG(0xE000E100u)
#define NVIC_ICER0 CL_REG(0xE000E180u)
#define NVIC_ICPR0 CL_REG(0xE000E280u)
#define NVIC_IPR_BYTE(n) (*(volatile uint8_t *)(0xE000E400u + (n)))

void cl_irq_setup(void (*body)(void)) {
  cl_irq_body = body;
  NVIC_IPR_BYTE(CL_BENCH_IRQ) = (uint8_t)cl_port_isr_priority();
  NVIC_IPR_BYTE(CL_BENCH_IRQ2) = (uint8_t)cl_port_isr_priority();
  NVIC_ICPR0 = 1u << CL_BENCH_IRQ | 1u << CL_BENCH_IRQ2;
  NVIC_ISER0 = 1u << CL_BENCH_IRQ | 1u << CL_BENCH_IRQ2;
}

void cl_irq_teardown(void) {
  NVIC_ICER0 = 1u << CL_BENCH_IRQ | 1u << CL_BENCH_IRQ2;
  __asm__ volatile("dsb\n isb" ::: "memory");
}
#endif
