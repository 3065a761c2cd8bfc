#pragma once
#include "FreeRTOS.h"
#include "event_groups.h"
#include "queue.h"
#include "semphr.h"
#include "task.h"

typedef struct {
  StaticTask_t tcb;
  TaskHandle_t h;
} cl_task;
typedef struct {
  StaticSemaphore_t buf;
  SemaphoreHandle_t h;
} cl_sem;
typedef cl_sem cl_mutex;
typedef struct {
  StaticQueue_t buf;
  QueueHandle_t h;
} cl_queue;
typedef struct {
  StaticEventGroup_t buf;
  EventGroupHandle_t h;
} cl_event;
/* FreeRTOS has no fixed-block allocator: the port keeps a free list under a critical section. */
typedef struct {
  void *free;
} cl_pool;
