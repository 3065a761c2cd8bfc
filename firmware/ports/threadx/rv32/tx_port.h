/* ThreadX port definitions for RV32 in machine mode (QEMU virt, ESP32-C3), written for CycleLab:
 * the ThreadX trees have no GNU RV32 port (ports/risc-v32 holds an IAR one, ports/risc-v64/gnu is
 * RV64), so the port layer (this header, tx_rv32.S and tx_rv32.c) is CycleLab's own. What a
 * port must provide is ThreadX's documented porting interface: the types, the interrupt
 * posture macros, the object extension hooks and the version string below, and the functions
 * _tx_initialize_low_level, _tx_thread_schedule, _tx_thread_system_return,
 * _tx_thread_stack_build, _tx_thread_interrupt_control and _tx_timer_interrupt. */
#ifndef TX_PORT_H
#define TX_PORT_H

#ifdef TX_INCLUDE_USER_DEFINE_FILE
#include "tx_user.h"
#endif

#include <stdlib.h>
#include <string.h>

#define VOID void
typedef char CHAR;
typedef unsigned char UCHAR;
typedef int INT;
typedef unsigned int UINT;
typedef long LONG;
typedef unsigned long ULONG;
typedef unsigned long long ULONG64;
typedef short SHORT;
typedef unsigned short USHORT;
#define ULONG64_DEFINED
#define ALIGN_TYPE_DEFINED
typedef unsigned long ALIGN_TYPE;

#ifndef TX_MAX_PRIORITIES
#define TX_MAX_PRIORITIES 32
#endif
/* A thread's first frame (tx_rv32.c: 36 words) plus a C call chain. */
#ifndef TX_MINIMUM_STACK
#define TX_MINIMUM_STACK 256
#endif
#ifndef TX_TIMER_THREAD_STACK_SIZE
#define TX_TIMER_THREAD_STACK_SIZE 1024
#endif
#ifndef TX_TIMER_THREAD_PRIORITY
#define TX_TIMER_THREAD_PRIORITY 0
#endif

/* The interrupt posture is mstatus.MIE (bit 3): what tx_interrupt_control takes and returns. */
#define TX_INT_DISABLE 0u
#define TX_INT_ENABLE 8u

#ifndef TX_TRACE_TIME_SOURCE
#define TX_TRACE_TIME_SOURCE cl_tx_cycles()
#endif
#ifndef TX_TRACE_TIME_MASK
#define TX_TRACE_TIME_MASK 0xFFFFFFFFUL
#endif
#define TX_PORT_SPECIFIC_BUILD_OPTIONS 0

#define TX_THREAD_EXTENSION_0
#define TX_THREAD_EXTENSION_1
#define TX_THREAD_EXTENSION_2
#define TX_THREAD_EXTENSION_3
#define TX_BLOCK_POOL_EXTENSION
#define TX_BYTE_POOL_EXTENSION
#define TX_EVENT_FLAGS_GROUP_EXTENSION
#define TX_MUTEX_EXTENSION
#define TX_QUEUE_EXTENSION
#define TX_SEMAPHORE_EXTENSION
#define TX_TIMER_EXTENSION
#ifndef TX_THREAD_USER_EXTENSION
#define TX_THREAD_USER_EXTENSION
#endif
#define TX_THREAD_CREATE_EXTENSION(thread_ptr)
#define TX_THREAD_DELETE_EXTENSION(thread_ptr)
#define TX_THREAD_COMPLETED_EXTENSION(thread_ptr)
#define TX_THREAD_TERMINATED_EXTENSION(thread_ptr)
#define TX_BLOCK_POOL_CREATE_EXTENSION(pool_ptr)
#define TX_BYTE_POOL_CREATE_EXTENSION(pool_ptr)
#define TX_EVENT_FLAGS_GROUP_CREATE_EXTENSION(group_ptr)
#define TX_MUTEX_CREATE_EXTENSION(mutex_ptr)
#define TX_QUEUE_CREATE_EXTENSION(queue_ptr)
#define TX_SEMAPHORE_CREATE_EXTENSION(semaphore_ptr)
#define TX_TIMER_CREATE_EXTENSION(timer_ptr)
#define TX_BLOCK_POOL_DELETE_EXTENSION(pool_ptr)
#define TX_BYTE_POOL_DELETE_EXTENSION(pool_ptr)
#define TX_EVENT_FLAGS_GROUP_DELETE_EXTENSION(group_ptr)
#define TX_MUTEX_DELETE_EXTENSION(mutex_ptr)
#define TX_QUEUE_DELETE_EXTENSION(queue_ptr)
#define TX_SEMAPHORE_DELETE_EXTENSION(semaphore_ptr)
#define TX_TIMER_DELETE_EXTENSION(timer_ptr)

/* Critical sections clear mstatus.MIE and put back what was there. */
static inline __attribute__((always_inline)) UINT cl_tx_int_disable(void) {
  UINT previous;
  __asm__ volatile("csrrci %0, mstatus, 8" : "=r"(previous)::"memory");
  return previous & TX_INT_ENABLE;
}
static inline __attribute__((always_inline)) void cl_tx_int_restore(UINT previous) {
  if (previous & TX_INT_ENABLE)
    __asm__ volatile("csrsi mstatus, 8" ::: "memory");
}
/* The ESP32-C3 has no mcycle: its cycle counter is mpccr (CSR 0x7E2). */
#if defined(CL_FAMILY_ESP32C3)
#define CL_TX_CYCLE_CSR "0x7E2"
#else
#define CL_TX_CYCLE_CSR "mcycle"
#endif
static inline __attribute__((always_inline)) ULONG cl_tx_cycles(void) {
  ULONG cycles;
  __asm__ volatile("csrr %0, " CL_TX_CYCLE_CSR : "=r"(cycles));
  return cycles;
}
#define TX_INTERRUPT_SAVE_AREA UINT interrupt_save;
#define TX_DISABLE interrupt_save = cl_tx_int_disable();
#define TX_RESTORE cl_tx_int_restore(interrupt_save);

#ifdef TX_THREAD_INIT
CHAR _tx_version_id[] = "ThreadX RV32 machine-mode port (CycleLab)";
#else
extern CHAR _tx_version_id[];
#endif

#endif
