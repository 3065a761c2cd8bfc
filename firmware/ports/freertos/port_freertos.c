/* CycleLab port for FreeRTOS (V10.4 or later), static allocation. */
#include "cl_port.h"

const char cl_port_kernel[] = "freertos";
const char cl_port_version[] = tskKERNEL_VERSION_NUMBER;

static cl_task runner;
static StackType_t runner_stack[CL_RUNNER_STACK_WORDS];
static StaticTask_t idle_tcb;
static StackType_t idle_stack[configMINIMAL_STACK_SIZE];
static cl_task *tasks[4];

void vApplicationGetIdleTaskMemory(StaticTask_t **tcb, StackType_t **stack, uint32_t *words) {
  *tcb = &idle_tcb;
  *stack = idle_stack;
  *words = configMINIMAL_STACK_SIZE;
}

#if configNUMBER_OF_CORES > 1
void cl_smp_idle(void);
void cl_smp_start(void);
void cl_smp_task_deleted(cl_task *t);
#endif
#if CL_FREERTOS_VENDOR_DEFAULT
volatile uint32_t cl_idle_loops, cl_tick_hooks;
void vApplicationTickHook(void) { cl_tick_hooks++; }
#endif
#if configUSE_IDLE_HOOK
void vApplicationIdleHook(void) {
#if CL_FREERTOS_VENDOR_DEFAULT
  cl_idle_loops++;
#endif
#if configNUMBER_OF_CORES > 1
  cl_smp_idle(); /* notes the idle task's entry on this core (idle time, cl_idle.h) */
#endif
}
#endif
#if configNUMBER_OF_CORES > 1
/* Idle time is counted on the two-hart board only (FreeRTOSConfig_common.h). */
uint32_t cl_port_idle_cores(void) { return configNUMBER_OF_CORES; }
#endif
#if CL_FREERTOS_VENDOR_DEFAULT
/* configCHECK_FOR_STACK_OVERFLOW 2 (default profile) calls this at a switch-out. A vendor demo
 * stops here; the stack_overflow check records the report and goes on (the task stays blocked
 * until the harness deletes it, and its stack's guard keeps the rest of RAM intact). */
void vApplicationStackOverflowHook(TaskHandle_t task, char *name) {
  (void)task;
  (void)name;
#ifndef CL_NA_stack_overflow
  cl_stack_overflow_seen();
#endif
}
#endif
#ifndef CL_NA_stack_overflow
int cl_port_stack_overflowed(cl_task *t) {
  (void)t;
  return 0; /* FreeRTOS reports through vApplicationStackOverflowHook */
}
#endif

#if configNUMBER_OF_CORES > 1
/* SMP: the trap vector is ours (smp/cl_smp_vector.S) and the benchmark lines come through the
 * port's IPI handler (arch_ipi_clear). */
#elif defined(CL_FAMILY_RV32VIRT)
void freertos_risc_v_trap_handler(void);
/* The port's trap handler (portASM.S) takes the timer itself (the hook runs from
 * traceTASK_INCREMENT_TICK, FreeRTOSConfig_common.h) and yields by ecall; any other interrupt
 * comes here: the machine software interrupt carries the benchmark lines. */
void freertos_risc_v_application_interrupt_handler(uint32_t mcause) {
  if (mcause == 0x80000003u) /* machine software interrupt */
    cl_rv_soft_irq();
}
#define CL_FREERTOS_MTVEC ((uintptr_t)freertos_risc_v_trap_handler) /* direct mode */
#elif defined(CL_FAMILY_ESP32C3)
/* The C3 takes traps in vectored mode only: every entry of the board's table goes to the port's
 * one trap handler, which tells them apart by mcause (exceptions, the ecall yield included, enter
 * at the base). The port has no timer here: the tick is the board's (board.h, cl_rv_tick_*). */
CL_RV_TRAP_VECTORS(freertos_risc_v_trap_handler);
#define CL_FREERTOS_MTVEC CL_RV_MTVEC(freertos_risc_v_trap_handler)

void vPortSetupTimerInterrupt(void) { cl_rv_tick_start(CL_TICK_HZ); }

void freertos_risc_v_application_interrupt_handler(uint32_t mcause) {
  if (mcause == CL_RV_MCAUSE_TICK) {
    if (cl_rv_tick_ack() && xTaskIncrementTick() != pdFALSE)
      vTaskSwitchContext();
  } else if (mcause == CL_RV_MCAUSE_SOFT) {
    cl_rv_soft_irq();
  }
}
#else
void xPortSysTickHandler(void);
void SysTick_Handler(void) {
  cl_systick_hook();
  xPortSysTickHandler();
}
#endif

void cl_port_start(void (*main_fn)(void *), uint32_t cpu_hz, uint32_t tick_hz) {
  (void)cpu_hz; /* FreeRTOSConfig.h takes both from the build */
  (void)tick_hz;
  cl_task_create(&runner, "runner", main_fn, 0, CL_PRIO_RUNNER, runner_stack, sizeof runner_stack);
#if configNUMBER_OF_CORES > 1
  cl_smp_start(); /* the trap vector on hart 0, and hart 1 waiting for the scheduler's launch */
#elif defined(__riscv)
  /* The RISC-V port leaves installing its trap handler to the application. */
  __asm__ volatile("csrw mtvec, %0" ::"r"(CL_FREERTOS_MTVEC));
#endif
  vTaskStartScheduler();
  for (;;)
    ;
}

void cl_task_create(cl_task *t, const char *name, void (*fn)(void *), void *arg, unsigned prio,
                    void *stack, size_t stack_bytes) {
  for (unsigned i = 0; i < sizeof tasks / sizeof tasks[0]; i++)
    if (!tasks[i] || tasks[i] == t) {
      tasks[i] = t;
      break;
    }
#if configNUMBER_OF_CORES > 1
  /* Pinned from its creation to hart 0, where every single-core benchmark runs: created
   * unpinned, it could start on hart 1 first. */
  t->h = xTaskCreateStaticAffinitySet(fn, name, (uint32_t)(stack_bytes / sizeof(StackType_t)), arg,
                                      (UBaseType_t)prio, (StackType_t *)stack, &t->tcb, 1u);
#else
  t->h = xTaskCreateStatic(fn, name, (uint32_t)(stack_bytes / sizeof(StackType_t)), arg,
                           (UBaseType_t)prio, (StackType_t *)stack, &t->tcb);
#endif
}
void cl_task_delete(cl_task *t) {
#if configNUMBER_OF_CORES > 1
  cl_smp_task_deleted(t);
#endif
  vTaskDelete(t->h);
}
cl_task *cl_task_self(void) {
  TaskHandle_t me = xTaskGetCurrentTaskHandle();
  for (unsigned i = 0; i < sizeof tasks / sizeof tasks[0]; i++)
    if (tasks[i] && tasks[i]->h == me)
      return tasks[i];
  return 0;
}
void cl_task_yield(void) { taskYIELD(); }
void cl_task_delay(uint32_t ticks) { vTaskDelay((TickType_t)ticks); }

void cl_sem_init(cl_sem *s, uint32_t initial, uint32_t max) {
  if (max == 1) {
    s->h = xSemaphoreCreateBinaryStatic(&s->buf);
    if (initial)
      xSemaphoreGive(s->h);
  } else {
    s->h = xSemaphoreCreateCountingStatic(max, initial, &s->buf);
  }
}
void cl_sem_delete(cl_sem *s) { vSemaphoreDelete(s->h); }
void cl_sem_give(cl_sem *s) { xSemaphoreGive(s->h); }
void cl_sem_take(cl_sem *s) { xSemaphoreTake(s->h, portMAX_DELAY); }
void cl_sem_give_isr(cl_sem *s) {
  BaseType_t woken = pdFALSE;
  xSemaphoreGiveFromISR(s->h, &woken);
  portYIELD_FROM_ISR(woken);
}

void cl_mutex_init(cl_mutex *m) { m->h = xSemaphoreCreateMutexStatic(&m->buf); }
void cl_mutex_delete(cl_mutex *m) { vSemaphoreDelete(m->h); }
void cl_mutex_lock(cl_mutex *m) { xSemaphoreTake(m->h, portMAX_DELAY); }
void cl_mutex_unlock(cl_mutex *m) { xSemaphoreGive(m->h); }

void cl_queue_init(cl_queue *q, void *storage, uint32_t depth, uint32_t item_size) {
  q->h = xQueueCreateStatic(depth, item_size, (uint8_t *)storage, &q->buf);
}
void cl_queue_delete(cl_queue *q) { vQueueDelete(q->h); }
void cl_queue_send(cl_queue *q, const void *item) { xQueueSend(q->h, item, portMAX_DELAY); }
void cl_queue_recv(cl_queue *q, void *item) { xQueueReceive(q->h, item, portMAX_DELAY); }

void cl_notify_give(cl_task *t) { xTaskNotifyGive(t->h); }
void cl_notify_take(void) { (void)ulTaskNotifyTake(pdFALSE, portMAX_DELAY); }

void cl_event_init(cl_event *e) { e->h = xEventGroupCreateStatic(&e->buf); }
void cl_event_delete(cl_event *e) { vEventGroupDelete(e->h); }
void cl_event_set(cl_event *e, uint32_t bits) { (void)xEventGroupSetBits(e->h, bits); }
uint32_t cl_event_wait_all_clear(cl_event *e, uint32_t bits) {
  return xEventGroupWaitBits(e->h, bits, pdTRUE, pdTRUE, portMAX_DELAY);
}

void cl_pool_init(cl_pool *p, void *storage, uint32_t block_size, uint32_t blocks) {
  uint8_t *b = (uint8_t *)storage;
  p->free = 0;
  for (uint32_t i = blocks; i--;) {
    *(void **)(b + i * block_size) = p->free;
    p->free = b + i * block_size;
  }
}
void *cl_pool_alloc(cl_pool *p) {
  taskENTER_CRITICAL();
  void *b = p->free;
  if (b)
    p->free = *(void **)b;
  taskEXIT_CRITICAL();
  return b;
}
void cl_pool_free(cl_pool *p, void *block) {
  taskENTER_CRITICAL();
  *(void **)block = p->free;
  p->free = block;
  taskEXIT_CRITICAL();
}

uint32_t cl_critical_enter(void) {
  taskENTER_CRITICAL();
  return 0;
}
void cl_critical_exit(uint32_t state) {
  (void)state;
  taskEXIT_CRITICAL();
}

/* At or below configMAX_SYSCALL_INTERRUPT_PRIORITY: allowed to call FromISR functions (not used
 * on RISC-V, where traps do not nest). */
uint32_t cl_port_isr_priority(void) { return 0x60u; }

#if configNUMBER_OF_CORES == 1
/* FreeRTOS's idle task never sleeps here (configUSE_TICKLESS_IDLE 0, no idle hook). */
void cl_idle_stay_awake(int on) { (void)on; }
#endif

/* The Static*_t types are the kernel's own sizes of its objects (it asserts them against the
 * private structs under configASSERT). The notification value and state are fields of the TCB
 * (configUSE_TASK_NOTIFICATIONS): a notification adds nothing to a task. */
void cl_port_ram_sizes(cl_ram_sizes *out, uint32_t depth, uint32_t item_bytes) {
  out->sem = sizeof(StaticSemaphore_t);
  out->mutex = sizeof(StaticSemaphore_t);
  out->queue = sizeof(StaticQueue_t) + depth * item_bytes; /* xQueueCreateStatic's storage */
  out->event = sizeof(StaticEventGroup_t);
  out->task = sizeof(StaticTask_t);
  out->notify = 0;
}
