/* Inter-processor interrupts for the community SMP port: the CLINT's machine software
 * interrupt (MSIP) of each hart, which also carries the harness's benchmark interrupt lines on
 * hart 0 (cl_rv_soft_lines): arch_ipi_clear dispatches those before the port's yield. */
#pragma once
#ifndef __ASSEMBLER__
#include <stdint.h>
#define CL_SMP_MSIP(hart) (*(volatile uint32_t *)(0x02000000u + 4u * (hart)))
void arch_ipi_send(uint32_t hart);
void arch_ipi_clear(void);
#endif
