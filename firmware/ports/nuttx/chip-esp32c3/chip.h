/* CycleLab ESP32-C3 chip layer: what NuttX's common RISC-V code includes as "chip.h". Machine
 * mode, one hart: the interrupt stack is the common code's g_intstacktop (no setintstack macro
 * of its own). */
#ifndef __CL_CHIP_ESP32C3_CHIP_H
#define __CL_CHIP_ESP32C3_CHIP_H

#include <arch/chip/chip.h>

#include "riscv_internal.h"

#endif
