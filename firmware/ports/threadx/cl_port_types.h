#pragma once
#include "tx_api.h"

/* The thread comes first so a TX_THREAD pointer (tx_thread_identify) is the cl_task pointer.
 * `notify` is the port's stand-in for a task notification (ThreadX has none): a counting
 * semaphore owned by the thread. */
typedef struct {
  TX_THREAD thread;
  TX_SEMAPHORE notify;
  void (*fn)(void *);
  void *arg;
} cl_task;
typedef TX_SEMAPHORE cl_sem;
typedef TX_MUTEX cl_mutex;
typedef TX_QUEUE cl_queue;
typedef TX_EVENT_FLAGS_GROUP cl_event;
typedef TX_BLOCK_POOL cl_pool;
