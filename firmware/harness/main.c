#include "bench.h"

void cl_runner(void *arg);

int main(void) {
  board_init();
  cl_cycles_init();
  cl_port_start(cl_runner, cl_clock.cpu_hz, CL_TICK_HZ); /* the clock reached */
}
