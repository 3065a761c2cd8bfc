/* The port installs the handler of the machine software interrupt (cause 3) twice: the
 * scheduler launch handler for the second hart's start, then the IPI handler. The vector table
 * (cl_smp_vector.S) reads which one from cl_smp_msip_route, which xcore_ipi's IPI also sets to
 * the hooked path (port_freertos_smp.c, cl_port_ipi_send): the next one taken goes there. */
#pragma once
#define MSIP_KERNEL 0 /* freertos_risc_v_msip_interrupt_handler */
#define MSIP_LAUNCH 1 /* freertos_risc_v_scheduler_launch_handler */
#define MSIP_HOOKED 2 /* cl_smp_msip_hooked: the same as MSIP_KERNEL's, cl_ipi_hook() first */
#ifndef __ASSEMBLER__
#include <stdint.h>
void arch_trap_handler_install(uint32_t cause, void (*handler)(void));
#endif
