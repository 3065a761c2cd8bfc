/* The trap vector of FreeRTOS SMP images (qemu-rv32-smp), mtvec in vectored mode on both harts:
 * the community port's handlers save the context themselves, so each entry jumps to one with
 * every register intact. Cause 3 (the software interrupt: IPIs and the benchmark lines) goes to
 * the scheduler launch handler until the port has started hart 1, then to the IPI handler
 * (arch_trap_handler_install in port_freertos_smp.c), or once to the hooked one after xcore_ipi
 * raised it (cl_smp_msip_route, arch/trap_handler.h). */
#include "portContext.h"
#include "arch/trap_handler.h"

    .section .text.cl_smp_vector, "ax"
    .option push
    .option norvc              /* one 4-byte jump per cause: the table's stride */
    .balign 256
    .global cl_smp_vector
cl_smp_vector:
    j freertos_risc_v_exception_handler          /* 0: exceptions */
    j cl_smp_unexpected                          /* 1 */
    j cl_smp_unexpected                          /* 2 */
    j cl_smp_msip                                /* 3: machine software interrupt */
    j cl_smp_unexpected                          /* 4 */
    j cl_smp_unexpected                          /* 5 */
    j cl_smp_unexpected                          /* 6 */
    j freertos_risc_v_mtimer_interrupt_handler   /* 7: machine timer (hart 0's tick) */
    j cl_smp_unexpected                          /* 8 */
    j cl_smp_unexpected                          /* 9 */
    j cl_smp_unexpected                          /* 10 */
    j cl_smp_unexpected                          /* 11: external, never enabled at the PLIC */
    .option pop

/* t0 is borrowed below the interrupted stack and given back before the jump. The kernel's
 * path (MSIP_KERNEL) costs what it did before the other two existed. */
cl_smp_msip:
    addi sp, sp, -16
    sw t0, 0(sp)
    lw t0, cl_smp_msip_route
    bnez t0, 1f
    lw t0, 0(sp)
    addi sp, sp, 16
    j freertos_risc_v_msip_interrupt_handler
1:  addi t0, t0, -MSIP_LAUNCH
    bnez t0, 2f
    lw t0, 0(sp)
    addi sp, sp, 16
    j freertos_risc_v_scheduler_launch_handler
2:  lw t0, 0(sp)
    addi sp, sp, 16
    j cl_smp_msip_hooked

/* xcore_ipi's interrupt (benchmarks/bench_xcore.c): the port's own context save and restore
 * (its portContext.h macros, as its msip handler), with cl_smp_ipi_hooked between: the hook,
 * then the port's vPortIPIHandler. */
    .section .text.cl_smp_msip_hooked, "ax"
cl_smp_msip_hooked:
    portcontextSAVE_INTERRUPT_CONTEXT
    call cl_smp_ipi_hooked
    portcontextRESTORE_CONTEXT

/* A trap no handler expects stops here, as the port's own default handlers do. */
cl_smp_unexpected:
    j cl_smp_unexpected
