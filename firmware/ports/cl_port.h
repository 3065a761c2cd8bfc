/* The one interface the benchmarks use to reach a kernel. A port is one C file implementing
 * these functions plus a cl_port_types.h that defines the object types (so benchmarks can
 * allocate them statically). Priorities: 1 (low) .. 7 (high); the kernel's idle task sits below.
 * Every blocking call waits forever. See firmware/PORTING.md. */
#pragma once
#include <stddef.h>
#include <stdint.h>
#include "cl_port_types.h" /* cl_task, cl_sem, cl_mutex, cl_queue, cl_event, cl_pool */

#define CL_PRIO_LOW 2u
#define CL_PRIO_RUNNER 4u
#define CL_PRIO_HIGH 6u

extern const char cl_port_kernel[];  /* "refkernel", "freertos" */
extern const char cl_port_version[]; /* kernel version string */

/* Start the kernel with `main_fn` as the runner task; never returns. */
void cl_port_start(void (*main_fn)(void *), uint32_t cpu_hz, uint32_t tick_hz)
    __attribute__((noreturn));

void cl_task_create(cl_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes);
void cl_task_delete(cl_task *t);
cl_task *cl_task_self(void);
void cl_task_yield(void);
void cl_task_delay(uint32_t ticks);

void cl_sem_init(cl_sem *s, uint32_t initial, uint32_t max);
void cl_sem_delete(cl_sem *s);
void cl_sem_give(cl_sem *s);
void cl_sem_take(cl_sem *s);
void cl_sem_give_isr(cl_sem *s); /* from an ISR; requests the switch itself */

void cl_mutex_init(cl_mutex *m);
void cl_mutex_delete(cl_mutex *m);
void cl_mutex_lock(cl_mutex *m);
void cl_mutex_unlock(cl_mutex *m);

void cl_queue_init(cl_queue *q, void *storage, uint32_t depth, uint32_t item_size);
void cl_queue_delete(cl_queue *q);
void cl_queue_send(cl_queue *q, const void *item);
void cl_queue_recv(cl_queue *q, void *item);

void cl_notify_give(cl_task *t);
void cl_notify_take(void);

void cl_event_init(cl_event *e);
void cl_event_delete(cl_event *e);
void cl_event_set(cl_event *e, uint32_t bits);
uint32_t cl_event_wait_all_clear(cl_event *e, uint32_t bits);

void cl_pool_init(cl_pool *p, void *storage, uint32_t block_size, uint32_t blocks);
void *cl_pool_alloc(cl_pool *p);
void cl_pool_free(cl_pool *p, void *block);

uint32_t cl_critical_enter(void);
void cl_critical_exit(uint32_t state);

/* While on, the idle task must not sleep (see rk_idle_stay_awake in the refkernel): the harness
 * turns it on for warm-up and sampling, so delays inside a timed region are spent awake. */
void cl_idle_stay_awake(int on);

/* Bring an interrupt line to a priority from which kernel ISR calls are allowed. */
uint32_t cl_port_isr_priority(void);

/* stack_overflow check (benchmarks/bench_accept.c), unless port.json marks it n/a for the profile:
 * nonzero when the kernel, asked, says task t has overflowed its stack (a kernel that answers a
 * query, e.g. a stack scan). A kernel that reports through a hook or error callback instead has
 * the port call cl_stack_overflow_seen() from there, and returns 0 here. */
int cl_port_stack_overflowed(cl_task *t);
void cl_stack_overflow_seen(void); /* provided by the harness */

/* The RAM each kernel object takes (HELLO's ram_* fields, PROTOCOL.md), from the kernel's own
 * types and the sizes its allocation calls ask for, never typed in: what the kernel needs, not
 * the port's wrappers (handles, stand-in bookkeeping). `queue` is the control block plus the
 * storage the kernel needs for `depth` items of `item_bytes` (headers or link words included);
 * `task` the control block alone (the harness adds the stack it gives); `notify` what a task
 * notification adds to a task: 0 when the control block already holds it, a port stand-in's
 * own object otherwise (the harness leaves it out where port.json marks notifications n/a). */
typedef struct {
  uint32_t sem, mutex, queue, event, task, notify;
} cl_ram_sizes;
void cl_port_ram_sizes(cl_ram_sizes *out, uint32_t depth, uint32_t item_bytes)
    __attribute__((weak)); /* a port without it reports no ram_* fields */

/* xcore_ipi (benchmarks/bench_xcore.c), SMP ports (CL_SMP) only: raise core `core`'s
 * inter-processor interrupt through the kernel's own IPI primitive (FreeRTOS SMP: the port's
 * arch_ipi_send), so the kernel's bookkeeping of pending IPIs stays right; callable from a task
 * and from an interrupt handler. The handler of the interrupt it raised calls cl_ipi_hook() as
 * its first statement the port controls, then does the kernel's own handling unchanged; the
 * kernel's own IPIs keep their path without the call (FreeRTOS SMP routes only this one through
 * the hook: ports/freertos/smp). A port without it leaves it undefined (weak): RUN xcore_ipi
 * then answers ERR. */
void cl_port_ipi_send(unsigned core) __attribute__((weak));
void cl_ipi_hook(void); /* provided by the benchmarks */

/* Idle time per core (DONE idle=, PROTOCOL.md "Idle"): how many cores, from 0, the port counts
 * the kernel's idle task on. Such a port calls the harness's cl_idle_enter(core) from the
 * kernel's idle hook (each pass; it notes the first) and CL_IDLE_SWITCHED_OUT(core) from the
 * kernel's switch-out hook on the switching core (harness/cl_idle.h, PORTING.md "Idle time").
 * A port without it reports no idle= field. */
uint32_t cl_port_idle_cores(void) __attribute__((weak));

/* Provided by the harness; every port's SysTick handler calls it first. */
void cl_systick_hook(void);
