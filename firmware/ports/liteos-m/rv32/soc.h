/* The SoC facts a LiteOS-M RISC-V device gives arch/risc-v/riscv32/gcc (its los_timer.c and
 * los_arch_interrupt.h read them), for QEMU virt's hart 0 (boards/rv32virt) and the ESP32-C3
 * (boards/esp32c3). Included by the target configuration, so every kernel file sees them. */
#pragma once

#if defined(CL_FAMILY_RV32VIRT)
/* CLINT: mtime and hart 0's mtimecmp, 64 bits each, counting at CL_MTIME_HZ (10 MHz). The C3
 * has no CLINT and its images leave los_timer.c out (kernel.cmake). */
#define MTIMER 0x0200BFF8u
#define MTIMERCMP 0x02004000u
#endif

/* The local interrupts of mie/mip end at the machine external interrupt (11). On the C3 the
 * interrupts are the matrix's lines 1..31 (mcause = line); the port uses 2 and 3 (board_rv32.h),
 * inside the table as sized here. */
#define RISCV_SYS_MAX_IRQ 11
/* Entries of g_hwiForm past the local interrupts. The port routes no PLIC line (the harness
 * uses none), but los_interrupt.c's initialiser of g_hwiForm spells out 26 entries, 14 of them
 * past the local ones: the table must hold them. */
#define RISCV_PLIC_VECTOR_CNT 14
