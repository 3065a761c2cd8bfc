/* CycleLab TencentOS-tiny profile `minimal`: tasks, semaphore, mutex, event, mail queue and
 * mmblk only. No object verification, dynamic creation, heap, timers, message or priority
 * queues, stack draught-depth detection, power management or fault backtrace. Priorities and
 * the idle stack as in `default`. */
#pragma once
#define CL_TOS_VENDOR_DEFAULT 0

#define TOS_CFG_TASK_PRIO_MAX 10u
#define TOS_CFG_ROUND_ROBIN_EN 0u
#define TOS_CFG_OBJECT_VERIFY_EN 0u
#define TOS_CFG_TASK_DYNAMIC_CREATE_EN 0u
#define TOS_CFG_EVENT_EN 1u
#define TOS_CFG_MMBLK_EN 1u
#define TOS_CFG_MMHEAP_EN 0u
#define TOS_CFG_MMHEAP_DEFAULT_POOL_EN 0u
#define TOS_CFG_MUTEX_EN 1u
#define TOS_CFG_MESSAGE_QUEUE_EN 0u
#define TOS_CFG_MAIL_QUEUE_EN 1u
#define TOS_CFG_PRIORITY_MESSAGE_QUEUE_EN 0u
#define TOS_CFG_PRIORITY_MAIL_QUEUE_EN 0u
#define TOS_CFG_TIMER_EN 0u
#define TOS_CFG_PWR_MGR_EN 0u
#define TOS_CFG_TICKLESS_EN 0u
#define TOS_CFG_SEM_EN 1u
#define TOS_CFG_TASK_STACK_DRAUGHT_DEPTH_DETACT_EN 0u
#define TOS_CFG_FAULT_BACKTRACE_EN 0u
#define TOS_CFG_LIBC_PRINTF_EN 0u
#define TOS_CFG_IDLE_TASK_STK_SIZE 128u
#define TOS_CFG_CPU_TICK_PER_SECOND CL_TICK_HZ
/* The clock the board reached (board.h), read by cpu_init() at run time: after a fallback to
 * the internal oscillator a tick from the image's tier would be too long. */
#include "board.h"
#if defined(__riscv)
/* port_systick_config counts the board's timer (CLINT mtime, the C3's SYSTIMER), not core
 * cycles. Traps run on k_irq_stk (the bench interrupts' handlers call the kernel there); each
 * one saves its 32-word frame on the interrupted task's stack first, so the idle task needs more
 * than 128 bytes. */
#define TOS_CFG_CPU_CLOCK CL_RV_TIMER_HZ
#define TOS_CFG_IRQ_STK_SIZE 1024u
#undef TOS_CFG_IDLE_TASK_STK_SIZE
#define TOS_CFG_IDLE_TASK_STK_SIZE 512u
#else
#define TOS_CFG_CPU_CLOCK (cl_clock.cpu_hz)
#endif
