/* The CMSIS device header a LiteOS-M board supplies (kernel_liteos_m's arch files use CMSIS
 * core: SysTick, SCB, NVIC, __get_IPSR), reduced to what the Cortex-M3/M4 cores of the CycleLab
 * boards need; the core headers come from the CMSIS checkout (LITEOS_M_CMSIS_PATH). */
#pragma once

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
  CL_BENCH_IRQn = 0, /* the harness's two software-pended benchmark lines */
  CL_BENCH_IRQ2n = 1,
} IRQn_Type;

#define __NVIC_PRIO_BITS CL_NVIC_PRIO_BITS
#define __Vendor_SysTickConfig 0
#define __MPU_PRESENT 1

#if defined(CL_FAMILY_F4)
#define __CM4_REV 0x0001U
#define __FPU_PRESENT 1U
#include "core_cm4.h"
#else
#define __CM3_REV 0x0201U
#include "core_cm3.h"
#endif
