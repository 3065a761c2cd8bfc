/* What a RISC-V kernel port needs to know of the board's interrupts, in C and in assembly: the
 * mcause of each of the three interrupts CycleLab uses, the rate of the tick's timer and the
 * switch request (the PendSV of the ports whose switch is an interrupt). QEMU virt has a CLINT
 * and the standard mie/mip; the ESP32-C3 has neither and routes peripheral sources to CPU lines
 * through its interrupt matrix (mcause = line), boards/esp32c3/README.md. The C side of the same
 * interface (tick start and acknowledge, switch enable, the trap table) is in board.h. */
#pragma once

#if defined(CL_FAMILY_RV32VIRT)
#define CL_RV_MCAUSE_SWITCH 0x80000001 /* supervisor software interrupt: mip.SSIP */
#define CL_RV_MCAUSE_SOFT 0x80000003   /* machine software interrupt (MSIP): benchmark lines */
#define CL_RV_MCAUSE_TICK 0x80000007   /* machine timer: mtimecmp */
#define CL_RV_TIMER_HZ CL_MTIME_HZ
#elif defined(CL_FAMILY_ESP32C3)
#define CL_RV_MCAUSE_SWITCH 0x80000001   /* line 1: FROM_CPU_INTR0 */
#define CL_RV_MCAUSE_SOFT 0x80000002     /* line 2: FROM_CPU_INTR1, the benchmark lines */
#define CL_RV_MCAUSE_TICK 0x80000003     /* line 3: SYSTIMER target 0 */
#define CL_RV_TIMER_HZ 16000000          /* SYSTIMER unit 0, from the 40 MHz crystal */
#define CL_C3_FROM_CPU_SWITCH 0x600C0028 /* SYSTEM_CPU_INTR_FROM_CPU_0_REG */
#endif

#if defined(__ASSEMBLER__)
/* clang-format off */
/* The switch request from assembly: raise it, clear it, or read it (\reg nonzero: raised).
 * On the C3 clearing reads the register back, so the line's level has fallen before mret. */
#if defined(CL_FAMILY_RV32VIRT)
.macro CL_RV_SWITCH_RAISE tmp1, tmp2
    csrsi mip, 2
.endm
.macro CL_RV_SWITCH_CLEAR tmp
    csrci mip, 2
.endm
.macro CL_RV_SWITCH_PENDING reg
    csrr \reg, mip
    andi \reg, \reg, 2
.endm
#elif defined(CL_FAMILY_ESP32C3)
.macro CL_RV_SWITCH_RAISE tmp1, tmp2
    li \tmp1, CL_C3_FROM_CPU_SWITCH
    li \tmp2, 1
    sw \tmp2, 0(\tmp1)
.endm
.macro CL_RV_SWITCH_CLEAR tmp
    li \tmp, CL_C3_FROM_CPU_SWITCH
    sw zero, 0(\tmp)
    lw \tmp, 0(\tmp)
.endm
.macro CL_RV_SWITCH_PENDING reg
    li \reg, CL_C3_FROM_CPU_SWITCH
    lw \reg, 0(\reg)
.endm
#endif
/* clang-format on */
#endif
