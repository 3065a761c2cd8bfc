#pragma once
#include <rtthread.h>

/* The kernel object comes first: cl_task_self() turns rt_thread_self() back into a cl_task. */
typedef struct {
  struct rt_thread thread;
} cl_task;
/* RT-Thread has one semaphore type (counting, capped at 65535): binary is initial value 0/1. */
typedef struct {
  struct rt_semaphore sem;
} cl_sem;
typedef struct {
  struct rt_mutex mutex;
} cl_mutex;
/* A message queue keeps a link word before each message in its pool, so it brings its own
 * pool (the benchmarks' depth 16 x 32-byte storage has no room for the links). */
#define CL_RT_MQ_MAX_DEPTH 16u
#define CL_RT_MQ_MAX_ITEM 32u
typedef struct {
  struct rt_messagequeue mq;
  uint8_t pool[CL_RT_MQ_MAX_DEPTH * (CL_RT_MQ_MAX_ITEM + sizeof(void *))]
      __attribute__((aligned(4)));
} cl_queue;
typedef struct {
  struct rt_event event;
} cl_event;
typedef struct {
  struct rt_mempool mp;
  uint8_t live; /* the benchmark re-inits its pool on every RUN without deleting it */
} cl_pool;
