/* NuttX SMP on the two-hart QEMU virt (qemu-rv32-smp): what a hart does while it waits for a
 * spinlock the other hart holds (NuttX's spin_lock polls up_testset and calls UP_WFE between
 * tries, which is empty on RISC-V). scripts/Make.defs includes this file ahead of every source
 * of the SMP build.
 *
 * Under -icount QEMU runs the harts in turn on one thread, and a hart keeps its turn until it
 * sleeps or the next virtual-clock deadline: the holder does not run while the waiter polls.
 * Measured (xcore_pingpong core=1, minimal, 300 samples): once the tick's deadline had ended
 * hart 0's turn inside a critical section, hart 1 polled the kernel's lock until QEMU's round-
 * robin kick, 100 ms later (one sample of 11.8 M cycles). So the waiter asks QEMU for its turn
 * to end: it arms hart 1's machine timer, which NuttX does not use (only hart 0 takes the tick;
 * hart 1's mie.MTIE, which NuttX turns on, the port turns off: cl_nx_smp.c), a few mtime ticks
 * ahead; a virtual-clock deadline earlier
 * than every other one sends the running hart back to QEMU's loop, which runs the other hart.
 * Hart 1's timer interrupt is left pending, masked. */
#pragma once

#ifndef __ASSEMBLY__
#define CL_SMP_MTIME_LO (*(volatile unsigned long *)0x0200BFF8ul)
#define CL_SMP_MTIME_HI (*(volatile unsigned long *)0x0200BFFCul)
#define CL_SMP_MTIMECMP1_LO (*(volatile unsigned long *)0x02004008ul)
#define CL_SMP_MTIMECMP1_HI (*(volatile unsigned long *)0x0200400Cul)

static inline void cl_smp_end_turn(void) {
  unsigned long hi = CL_SMP_MTIME_HI, lo = CL_SMP_MTIME_LO + 2ul;
  CL_SMP_MTIMECMP1_HI = 0xFFFFFFFFul; /* no deadline while the low word changes */
  CL_SMP_MTIMECMP1_LO = lo;
  CL_SMP_MTIMECMP1_HI = lo < 2ul ? hi + 1ul : hi;
}
#define UP_WFE() cl_smp_end_turn()
#endif
