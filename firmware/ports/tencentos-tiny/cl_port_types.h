#pragma once
#include "tos_k.h"

/* The TCB comes first: cl_task_self() turns the current k_task_t back into its cl_task. */
typedef struct {
  k_task_t task;
} cl_task;
typedef struct {
  k_sem_t sem;
} cl_sem;
typedef struct {
  k_mutex_t mtx;
} cl_mutex;
typedef struct {
  k_mail_q_t mq;
  size_t item_size;
} cl_queue;
typedef struct {
  k_event_t evt;
} cl_event;
typedef struct {
  k_mmblk_pool_t pool;
} cl_pool;
