/* The board HAL arch/risc-v/riscv32/gcc includes (los_interrupt.c, los_timer.c), as a LiteOS-M
 * RISC-V device provides it: masking of one interrupt line. QEMU virt, one hart, no PLIC line
 * in use: the lines are the local interrupts of the mie register; the ESP32-C3: the CPU lines
 * of its interrupt matrix (no mie). Written for CycleLab in port_rv32.c. */
#pragma once
#include "los_compiler.h"
#include "soc.h"
#include "soc_common.h"

VOID HalIrqEnable(UINT32 vector);
VOID HalIrqDisable(UINT32 vector);
VOID HalSetLocalInterPri(UINT32 vector, UINT16 prior);
