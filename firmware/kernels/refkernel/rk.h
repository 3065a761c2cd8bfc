/* refkernel: CycleLab's small preemptive priority kernel for Cortex-M3/M4 and RV32 (machine
 * mode).
 *
 * Static objects only (the caller owns every struct and stack), one ready queue per priority,
 * PendSV context switch and SysTick tick on Cortex-M; on RISC-V the switch is the supervisor
 * software interrupt taken in machine mode and the tick the CLINT timer (rk_arch_rv32.c). Higher
 * number = more urgent, 0 is the idle task. All blocking calls wait forever; the benchmarks never
 * need a timeout.
 *
 * Configuration (compile definitions, see rk_config.h): RK_CFG_ASSERT, RK_CFG_STATS,
 * RK_CFG_STACK_CHECK, RK_CFG_HOOKS. The `default` profile turns all on, `minimal` all off. */
#pragma once
#include <stddef.h>
#include <stdint.h>
#include "rk_config.h"

#define RK_VERSION "1.0.0"
#define RK_PRIORITIES 16u

typedef struct rk_task rk_task;
typedef struct rk_mutex rk_mutex;

/* Waiters on an object, highest priority first (FIFO among equals). */
typedef struct {
  rk_task *head;
} rk_waitlist;

struct rk_task {
  uint32_t *sp;  /* must stay first: the PendSV handler uses offset 0 */
  rk_task *next; /* ready queue or wait list */
  rk_task *delay_next;
  rk_waitlist *waiting_on;
  rk_mutex *held; /* mutexes this task owns (for priority inheritance) */
  uint32_t wake_tick;
  volatile uint32_t notify;
  void *xfer; /* queue item buffer while blocked on a queue */
  uint32_t evt_want;
  uint8_t prio;
  uint8_t base_prio;
  uint8_t state;
  uint8_t evt_flags;
  uint32_t *stack_lo;
  const char *name;
#if RK_CFG_STATS
  uint32_t switches_in;
  uint32_t run_cycles;
  uint32_t in_stamp;
#endif
};

typedef struct {
  rk_waitlist waiters;
  uint32_t count;
  uint32_t max;
#if RK_CFG_ASSERT
  uint32_t magic;
#endif
} rk_sem;

struct rk_mutex {
  rk_waitlist waiters;
  rk_task *owner;
  rk_mutex *next_held;
#if RK_CFG_ASSERT
  uint32_t magic;
#endif
};

typedef struct {
  rk_waitlist recv_waiters;
  rk_waitlist send_waiters;
  uint8_t *buf;
  uint32_t item_size;
  uint32_t depth;
  uint32_t head;
  uint32_t count;
} rk_queue;

typedef struct {
  rk_waitlist waiters;
  uint32_t bits;
} rk_event;

typedef struct {
  void *free;
  uint32_t block_size;
  uint32_t blocks;
} rk_pool;

#define RK_EVT_ALL 1u
#define RK_EVT_CLEAR 2u

/* Tasks and scheduler. */
void rk_init(void);

/* Non-zero: the idle task spins instead of executing `wfi`. A sleeping core stops DWT CYCCNT
 * on real parts, and under QEMU -icount a sleep warps virtual time past the instruction count
 * the virtual analyzer timestamps with; the harness keeps the core awake while it samples. */
extern volatile unsigned char rk_idle_stay_awake;
void rk_task_create(rk_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes);
void rk_task_delete(rk_task *t);  /* t must not be the running task */
void rk_task_suspend(rk_task *t); /* a ready or running task, until rk_task_resume */
void rk_task_resume(rk_task *t);  /* task or ISR; nothing if t is not suspended */
void rk_start(uint32_t cpu_hz, uint32_t tick_hz) __attribute__((noreturn));
void rk_yield(void);
void rk_delay(uint32_t ticks);
void rk_tick(void); /* call from the SysTick handler */
uint32_t rk_ticks(void);
rk_task *rk_self(void);

/* Synchronisation. */
void rk_sem_init(rk_sem *s, uint32_t initial, uint32_t max);
void rk_sem_give(rk_sem *s); /* task or ISR */
void rk_sem_take(rk_sem *s);
void rk_mutex_init(rk_mutex *m);
void rk_mutex_lock(rk_mutex *m);
void rk_mutex_unlock(rk_mutex *m);
void rk_queue_init(rk_queue *q, void *storage, uint32_t depth, uint32_t item_size);
void rk_queue_send(rk_queue *q, const void *item);
void rk_queue_recv(rk_queue *q, void *item);
void rk_notify_give(rk_task *t); /* task or ISR */
void rk_notify_take(void);
void rk_event_init(rk_event *e);
void rk_event_set(rk_event *e, uint32_t bits);
uint32_t rk_event_wait(rk_event *e, uint32_t bits, unsigned flags);
void rk_pool_init(rk_pool *p, void *storage, uint32_t block_size, uint32_t blocks);
void *rk_pool_alloc(rk_pool *p); /* NULL when empty */
void rk_pool_free(rk_pool *p, void *block);

/* Interrupt masking (PRIMASK; mstatus.MIE on RISC-V): the kernel's only critical section. */
#if defined(__riscv)
static inline uint32_t rk_irq_save(void) {
  uint32_t ie;
  __asm__ volatile("csrrci %0, mstatus, 8\n andi %0, %0, 8" : "=r"(ie)::"memory");
  return ie;
}
static inline void rk_irq_restore(uint32_t ie) {
  __asm__ volatile("csrs mstatus, %0" ::"r"(ie) : "memory");
}
/* The port's handlers, called from the kernel's trap entry: the tick (the timer is already
 * advanced by one period) and the machine software interrupt. */
void rk_port_tick_irq(void);
void rk_port_soft_irq(void);
#else
static inline uint32_t rk_irq_save(void) {
  uint32_t pm;
  __asm__ volatile("mrs %0, primask\n cpsid i" : "=r"(pm)::"memory");
  return pm;
}
static inline void rk_irq_restore(uint32_t pm) {
  __asm__ volatile("msr primask, %0" ::"r"(pm) : "memory");
}
#endif

#if RK_CFG_ASSERT
void rk_assert_failed(const char *file, int line) __attribute__((noreturn));
#define RK_ASSERT(c) ((c) ? (void)0 : rk_assert_failed(__FILE__, __LINE__))
#else
#define RK_ASSERT(c) ((void)0)
#endif
