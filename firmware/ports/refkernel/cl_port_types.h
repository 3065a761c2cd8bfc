#pragma once
#include "rk.h"

typedef rk_task cl_task;
typedef rk_sem cl_sem;
typedef rk_mutex cl_mutex;
typedef rk_queue cl_queue;
typedef rk_event cl_event;
typedef rk_pool cl_pool;
