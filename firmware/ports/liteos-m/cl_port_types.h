#pragma once
#include "los_event.h"
#include "los_membox.h"
#include "los_mux.h"
#include "los_queue.h"
#include "los_sem.h"
#include "los_task.h"

/* LiteOS-M hands out IDs into control-block arrays it carves from its heap at LOS_KernelInit;
 * stacks, event control blocks, queue storage and pools are the port's own memory. */
typedef struct {
  UINT32 id;
} cl_task;
typedef struct {
  UINT32 id;
} cl_sem;
typedef struct {
  UINT32 id;
} cl_mutex;
/* A queue message carries a 4-byte length word: the queue brings its own storage (depth 16 x
 * 32-byte items need 16 x 36 bytes, more than the benchmarks' 512). */
#define CL_LOS_Q_MAX_DEPTH 16u
#define CL_LOS_Q_MAX_ITEM 32u
typedef struct {
  UINT32 id;
  UINT32 item_size;
  UINT8 storage[CL_LOS_Q_MAX_DEPTH * (CL_LOS_Q_MAX_ITEM + sizeof(UINT32))]
      __attribute__((aligned(4)));
} cl_queue;
typedef struct {
  EVENT_CB_S cb;
} cl_event;
typedef struct {
  void *pool;
} cl_pool;
