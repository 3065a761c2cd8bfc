#pragma once
#include "cmsis_os2.h"
#include "rtx_os.h"

/* Static control blocks: RTX5 takes them through the attribute structures (cb_mem), so the
 * object id is the control block's address and a cl_task pointer is the thread id. */
typedef struct {
  osRtxThread_t cb;
} cl_task;
typedef osRtxSemaphore_t cl_sem;
typedef osRtxMutex_t cl_mutex;
/* RTX5 keeps a 12-byte header in front of each message, so the storage the benchmarks pass
 * (depth x item bytes) is too small: the queue carries its own, sized for the largest case
 * the benchmarks use (16 x 32 bytes). */
#define CL_RTX5_MQ_MAX_DEPTH 16u
#define CL_RTX5_MQ_MAX_ITEM 32u
typedef struct {
  osRtxMessageQueue_t cb;
  uint32_t mem[osRtxMessageQueueMemSize(CL_RTX5_MQ_MAX_DEPTH, CL_RTX5_MQ_MAX_ITEM) / 4];
} cl_queue;
typedef osRtxEventFlags_t cl_event;
typedef osRtxMemoryPool_t cl_pool;
