/* ThreadX on RV32 in machine mode, the C half of CycleLab's port layer (tx_port.h, tx_rv32.S):
 * the first frame of a thread, the interrupt posture, the tick, the scheduler's wait and what
 * happens to the running thread when a trap ends or it gives up the CPU. */
#include "cl_port.h"

#include "board.h"
#include "tx_api.h"
#include "tx_initialize.h"
#include "tx_thread.h"
#include "tx_timer.h"

#define FRAME_WORDS 36u
#define SLOT_MEPC 31u
#define SLOT_MSTATUS 32u
#define MSTATUS_MPP_M 0x1800u
#define MSTATUS_MPIE 0x80u

void cl_tx_trap_entry(void);
CL_RV_TRAP_VECTORS(cl_tx_trap_entry);
extern uint32_t _ebss;

/* A new thread resumes like an interrupted one: at its entry, interrupts on. */
VOID _tx_thread_stack_build(TX_THREAD *thread, VOID (*entry)(VOID)) {
  const uintptr_t top = ((uintptr_t)thread->tx_thread_stack_end + 1u) & ~(uintptr_t)15u;
  uint32_t *frame = (uint32_t *)(top - FRAME_WORDS * sizeof(uint32_t));
  for (unsigned i = 0; i < FRAME_WORDS; ++i)
    frame[i] = 0;
  frame[SLOT_MEPC] = (uint32_t)(uintptr_t)entry;
  frame[SLOT_MSTATUS] = MSTATUS_MPP_M | MSTATUS_MPIE;
  thread->tx_thread_stack_ptr = frame;
}

UINT _tx_thread_interrupt_control(UINT new_posture) {
  const UINT previous = cl_tx_int_disable();
  cl_tx_int_restore(new_posture);
  return previous;
}

/* Interrupts stay off until the scheduler resumes the first thread. */
VOID _tx_initialize_low_level(VOID) {
  (void)cl_tx_int_disable();
  _tx_initialize_unused_memory = (VOID *)&_ebss; /* unused: every object is static */
  __asm__ volatile("csrw mtvec, %0" ::"r"(CL_RV_MTVEC(cl_tx_trap_entry)));
  cl_rv_tick_start(CL_TICK_HZ); /* the board's timer on a fixed grid (board.h) */
}

/* ThreadX's tick: the system clock, the running thread's time slice and the timer wheel; what
 * expired is processed before the trap ends (the switch, if any, is made there). */
VOID _tx_timer_interrupt(VOID) {
  _tx_timer_system_clock++;
  if (_tx_timer_time_slice != 0u && --_tx_timer_time_slice == 0u)
    _tx_timer_expired_time_slice = TX_TRUE;
  if (*_tx_timer_current_ptr != TX_NULL) {
    _tx_timer_expired = TX_TRUE;
  } else if (++_tx_timer_current_ptr == _tx_timer_list_end) {
    _tx_timer_current_ptr = _tx_timer_list_start;
  }
  if (_tx_timer_expired != TX_FALSE)
    _tx_timer_expiration_process();
  if (_tx_timer_expired_time_slice != TX_FALSE)
    _tx_thread_time_slice();
}

static void halt(void) {
  (void)cl_tx_int_disable();
  for (;;)
    ;
}

/* The running thread leaves the CPU with its frame saved at `frame`: its time slice left goes
 * back into it, and no thread runs until the scheduler picks one. */
static void leave(TX_THREAD *thread, void *frame) {
  thread->tx_thread_stack_ptr = frame;
  if (_tx_timer_time_slice != 0u) {
    thread->tx_thread_time_slice = _tx_timer_time_slice;
    _tx_timer_time_slice = 0;
  }
  _tx_thread_current_ptr = TX_NULL;
}

void cl_tx_switch_out(void *frame) { leave(_tx_thread_current_ptr, frame); }

/* Every trap, on the handlers' stack with interrupts off. Returns the frame to resume, or 0
 * for the scheduler: after a trap taken while idle, or when the trap readied a thread that
 * should run instead (preemption not disabled). The board says which cause is the tick and
 * which the benchmark lines (board_rv32.h); an exception is a fault: stop (the host's run times
 * out). */
void *cl_tx_trap(void *frame, uint32_t mcause) {
  TX_THREAD *interrupted = _tx_thread_current_ptr;
  _tx_thread_system_state++;
  if (mcause == CL_RV_MCAUSE_TICK) {
    if (cl_rv_tick_ack()) {
      cl_systick_hook();
      _tx_timer_interrupt();
    }
  } else if (mcause == CL_RV_MCAUSE_SOFT) {
    cl_rv_soft_irq();
  } else {
    halt();
  }
  _tx_thread_system_state--;
  if (interrupted == TX_NULL)
    return 0;
  if (interrupted == _tx_thread_execute_ptr || _tx_thread_preempt_disable != 0u)
    return frame;
  leave(interrupted, frame);
  return 0;
}

/* ThreadX has no idle thread: the scheduler waits here, on its own stack. Asleep: WFI with
 * interrupts off (a pending one still wakes it), then a window to take it. Awake: interrupts on
 * until one readies a thread. Returns the picked thread's frame with interrupts off. */
static volatile unsigned char stay_awake;
void cl_idle_stay_awake(int on) { stay_awake = (unsigned char)(on != 0); }

void *cl_tx_schedule(void) {
  for (;;) {
    (void)cl_tx_int_disable();
    TX_THREAD *next = _tx_thread_execute_ptr;
    if (next != TX_NULL) {
      _tx_thread_current_ptr = next;
      next->tx_thread_run_count++;
      _tx_timer_time_slice = next->tx_thread_time_slice;
      return next->tx_thread_stack_ptr;
    }
    if (!stay_awake)
      __asm__ volatile("wfi" ::: "memory");
    cl_tx_int_restore(TX_INT_ENABLE);
    while (stay_awake && *(TX_THREAD *volatile *)&_tx_thread_execute_ptr == TX_NULL)
      ;
  }
}
