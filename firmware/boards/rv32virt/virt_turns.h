/* The two-hart QEMU virt (qemu-rv32-smp) under -icount: what an SMP kernel's idle hart does so
 * that QEMU's turns between the harts neither warp the clock nor stall a cross-core benchmark
 * (virt_turns.c). Both SMP ports (ports/freertos/smp, ports/nuttx/apps/cyclelab/cl_nx_smp.c)
 * call it from their idle loop and mark hart 1 awake from its software interrupt. */
#pragma once
#include <stdint.h>

/* One pass of hart `hart`'s idle loop: it returns when the hart has something to do (or, on hart
 * 0 while a benchmark runs, at once: it polls). `hart1_has_task`: a task is pinned to hart 1. */
void cl_virt_idle(uint32_t hart, int hart1_has_task);
/* Hart 1's software interrupt: an IPI wakes it into a task before its idle loop's next
 * instruction, so its sleep mark is cleared there. */
void cl_virt_hart1_woken(void);
