/* uC-CPU settings for both CycleLab µC/OS-III profiles: the shipped Cfg/Template/cpu_cfg.h
 * values (no CPU name, no timestamps, no interrupts-off time measurement, assembly CLZ), with the
 * NVIC facts from the board. */
#pragma once
#define CPU_CFG_MODULE_PRESENT
#define CPU_CFG_NAME_EN DEF_DISABLED
#define CPU_CFG_NAME_SIZE 16
#define CPU_CFG_TS_32_EN DEF_DISABLED
#define CPU_CFG_TS_64_EN DEF_DISABLED
#define CPU_CFG_TS_TMR_SIZE CPU_WORD_SIZE_32
#define CPU_CFG_INT_DIS_MEAS_OVRHD_NBR 1u
#if !defined(__riscv) /* uC-CPU's RISC-V cpu_a.S has no CPU_CntLeadZeros: C version */
#define CPU_CFG_LEAD_ZEROS_ASM_PRESENT
#define CPU_CFG_TRAIL_ZEROS_ASM_PRESENT
#endif
#define CPU_CFG_CACHE_MGMT_EN DEF_DISABLED

/* Implemented NVIC priority bits come from the board: 4 on STM32/GD32 silicon, 8 on QEMU's
 * NVIC. The template's kernel-aware boundary, level 4 of 16 (priority byte 0x40), is kept as the
 * same priority byte on either: BASEPRI masks 0x40 and below in kernel critical sections, and
 * SysTick runs at 0x40. */
#define CPU_CFG_NVIC_PRIO_BITS CL_NVIC_PRIO_BITS
#define CPU_CFG_KA_IPL_BOUNDARY (4u << (CL_NVIC_PRIO_BITS - 4u))
