/* TencentOS-tiny's rv32i port (arch/risc-v/rv32i/gcc/port_s.S) on the ESP32-C3, which has no
 * mie CSR (interrupts are enabled in its interrupt matrix, board.h): upstream's
 * port_sched_start sets mie.MTIE first, an illegal instruction there. It is renamed out of the
 * way and replaced by the same start without that write: the first task's context, restored by
 * the port's own restore_context (the tick was enabled by port_systick_config, through the
 * board). The port's tickless helpers, which also touch mie and mip, are never called
 * (TOS_CFG_TICKLESS_EN 0). */
#define port_sched_start cl_tos_clint_sched_start
#include "port_s.S"
#undef port_sched_start

    .global port_sched_start
    .type port_sched_start, %function
port_sched_start:
    lw      t0, k_curr_task
    lw      sp, (t0)
    j       restore_context
