/* CycleLab custom board for NuttX on the ESP32-C3: NuttX's character output kept off the
 * harness's UART (the harness starts from apps/cyclelab/cl_main.c). The chip layer
 * (ports/nuttx/chip-esp32c3) and the board's own code (firmware/boards/esp32c3: clock, GPIO, UART0)
 * do the rest; the harness drives UART0 itself, NuttX has no serial driver here. */
#include <nuttx/board.h>
#include <nuttx/config.h>

/* NuttX's low-level character output: UART0 is the harness's, NuttX must not write to it. It
 * goes nowhere; in `default` the syslog has its RAM log. */
void up_putc(int ch) { (void)ch; }
