/* CycleLab port types for NuttX (flat build). Benchmarks allocate these statically; the task
 * embeds its TCB so no task object comes from the heap (NuttX still allocates the task group,
 * once, when the task is created). */
#pragma once
#include <mqueue.h>
#include <nuttx/config.h>
#include <nuttx/event.h>
#include <nuttx/sched.h>
#include <pthread.h>
#include <semaphore.h>

typedef struct {
  struct tcb_s tcb; /* first: nxsched_self() is the address of the cl_task */
  void (*fn)(void *);
  void *arg;
  sem_t notify; /* port-implemented notification: NuttX has no direct-to-task notification */
  uint8_t live;
} cl_task;
/* cl_task_delay is usleep, which sleeps at least the time asked: one tick more than asked from a
 * tick boundary (Thread-Metric's reporting period takes it off, tm_port.c). */
#define CL_DELAY_EXTRA_TICKS 1u
typedef sem_t cl_sem;
typedef pthread_mutex_t cl_mutex;
typedef struct {
  mqd_t mq;
  size_t item_bytes;
  char name[12];
} cl_queue;
typedef nxevent_t cl_event;
/* NuttX's mempool allocates its blocks from the heap; the port keeps a free list over the
 * caller's storage under enter_critical_section(), as the FreeRTOS port does. */
typedef struct {
  void *free;
} cl_pool;
