#include "cl_cycles.h"
#include "cl_port.h"

void cl_runner(void *arg);

#ifdef CL_TICK_FAST /* test-only (-tickfast image): the kernel tick runs 1 % fast */
#define CL_KERNEL_TICK_HZ (CL_TICK_HZ * 101u / 100u)
#else
#define CL_KERNEL_TICK_HZ CL_TICK_HZ
#endif

int main(void) {
  board_init();
  cl_cycles_init();
  cl_port_start(cl_runner, cl_clock.cpu_hz, CL_KERNEL_TICK_HZ); /* the clock reached */
}
