#pragma once
#include "os.h"

/* The TCB comes first: cl_task_self() turns OSTCBCurPtr back into its cl_task. */
typedef struct {
  OS_TCB tcb;
} cl_task;
typedef struct {
  OS_SEM sem;
} cl_sem;
typedef struct {
  OS_MUTEX mtx;
} cl_mutex;
/* µC/OS-III queues pass pointers: the port copies each item into a slot of the caller's storage
 * and passes the slot through `data`; free slots wait in `free`, so a sender blocks on a full
 * queue as on any copying queue. */
typedef struct {
  OS_Q data;
  OS_Q free;
  OS_MSG_SIZE item_size;
} cl_queue;
typedef struct {
  OS_FLAG_GRP grp;
} cl_event;
typedef struct {
  OS_MEM mem;
} cl_pool;
