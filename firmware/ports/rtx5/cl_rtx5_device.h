/* Minimal CMSIS device definitions for the CycleLab boards (STM32F405/F407, STM32F100/F103,
 * GD32F103): the exception numbers, core revision and options the CMSIS core header needs. The
 * interrupt lines the harness uses are driven through raw NVIC registers, so only the line the
 * benchmarks pend is named. */
#pragma once
#include <stdint.h>

typedef enum IRQn {
  NonMaskableInt_IRQn = -14,
  HardFault_IRQn = -13,
  MemoryManagement_IRQn = -12,
  BusFault_IRQn = -11,
  UsageFault_IRQn = -10,
  SVCall_IRQn = -5,
  DebugMonitor_IRQn = -4,
  PendSV_IRQn = -2,
  SysTick_IRQn = -1,
  WWDG_IRQn = 0,
} IRQn_Type;

#define __NVIC_PRIO_BITS CL_NVIC_PRIO_BITS /* from the board profile: 4 on silicon, 8 on QEMU */
#define __Vendor_SysTickConfig 0U
#define __MPU_PRESENT 1U

#if defined(CL_FAMILY_F4)
#define __CM4_REV 0x0001U
#define __FPU_PRESENT 1U
#include "core_cm4.h"
#else
#define __CM3_REV 0x0201U
#include "core_cm3.h"
#endif

/* Core clock for the CMSIS OS tick (os_systick.c); set by the port before the kernel starts. */
extern uint32_t SystemCoreClock;
