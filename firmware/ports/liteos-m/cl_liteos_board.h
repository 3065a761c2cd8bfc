/* What a LiteOS-M board's target_config.h must say, for both profiles (config/<profile>/). */
#pragma once
/* The clock the board reached (board.h, read at run time): after a fallback to the internal
 * oscillator a tick from the image's tier would be too long. */
#include "board.h"

#define LOSCFG_BASE_CORE_TICK_PER_SECOND CL_TICK_HZ /* the kernel's default is 100 */
/* The harness owns the tick (periodic) and, on Cortex-M, the vector table: port_liteos_m.c. */
#define LOSCFG_BASE_CORE_TICK_WTIMER 1
#define LOSCFG_USE_SYSTEM_DEFINED_INTERRUPT 0

/* arch/risc-v/riscv32 with the port's board part (rv32/): QEMU virt and the ESP32-C3. */
#if defined(CL_FAMILY_RV32VIRT) || defined(CL_FAMILY_ESP32C3)
#define CL_LOS_RV32 1
#else
#define CL_LOS_RV32 0
#endif

#if CL_LOS_RV32
#include "soc.h" /* rv32/: the CLINT (virt) and the interrupt table's size */
/* The kernel's time counts the board's tick timer (rv32/port_rv32.c: mtime on virt, 10 MHz; the
 * systimer on the C3, 16 MHz), whose 64 bits bound no response time the scheduler asks for: 32
 * bits of it are 429 s on virt, 268 s on the C3. */
#define OS_SYS_CLOCK CL_RV_TIMER_HZ
#define LOSCFG_BASE_CORE_TICK_RESPONSE_MAX 0xFFFFFFFFULL
/* arch/risc-v/riscv32 refuses to build without it: its handlers take an argument. */
#define LOSCFG_PLATFORM_HWI_WITH_ARG 1
/* Its fault report (los_interrupt.c) sizes a return-address list by it, backtrace built or not
 * (LOSCFG_BACKTRACE_TYPE 0: the list stays empty); the kernel's Kconfig default. */
#define LOSCFG_BACKTRACE_DEPTH 15
/* The idle task takes a trap on its own stack: a 32-word frame, then, when the handler readied a
 * task, the switch's calls and its 32-word frame (HalIrqEndCheckNeedSched); at -O0 that overran
 * the kernel's 384 bytes (the Cortex-M core stacks 8 words and switches in PendSV). */
#define LOSCFG_BASE_CORE_TSK_IDLE_STACK_SIZE 0x400UL
#else
#include "cl_liteos_device.h"
#define OS_SYS_CLOCK (cl_clock.cpu_hz)
#define LOSCFG_BASE_CORE_TICK_RESPONSE_MAX 0xFFFFFFUL /* SysTick: 24 bits */
#endif
