/* The port installs the handler of the machine software interrupt (cause 3) twice: the
 * scheduler launch handler for the second hart's start, then the IPI handler. The vector table
 * (cl_smp_vector.S) reads which one from cl_smp_msip_launch. */
#pragma once
#ifndef __ASSEMBLER__
#include <stdint.h>
void arch_trap_handler_install(uint32_t cause, void (*handler)(void));
#endif
