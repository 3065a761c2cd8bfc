/* CycleLab ESP32-C3 chip layer: NuttX's periodic tick (no tickless mode, no alarm driver) on the
 * board's SYSTIMER deadlines: a fixed grid of 1 / TICK_PER_SEC (irq_esp32c3.c cl_rv_tick_start,
 * cl_rv_tick_ack), target 0 routed to line 3. The CycleLab port attaches its own handler over
 * this one (ports/nuttx/apps/cyclelab/port_nuttx_rv32.c), the same steps with the harness's hook
 * between the acknowledgement and NuttX's tick. */
#include <nuttx/config.h>

#include <nuttx/arch.h>
#include <nuttx/clock.h>
#include <nuttx/irq.h>

#include "board.h"

static int c3_tick(int irq, void *context, void *arg) {
  (void)irq, (void)context, (void)arg;
  if (cl_rv_tick_ack())
    nxsched_process_timer();
  return 0;
}

void up_timer_initialize(void) {
  irq_attach(ESP32C3_IRQ_TICK, c3_tick, NULL);
  cl_rv_tick_start(TICK_PER_SEC);
}
