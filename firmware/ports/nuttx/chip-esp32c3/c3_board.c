/* CycleLab ESP32-C3 chip layer: the board's own watchdog, systimer and interrupt-matrix code
 * (firmware/boards/esp32c3, the files every kernel's C3 image and the host tests in
 * tests/clock_bringup use), compiled into NuttX's chip library. Included rather than listed with
 * VPATH: NuttX's dependency generator (tools/mkdeps) does not find a source outside the
 * directories it is told. */
#include "watchdogs.c"
#include "irq_esp32c3.c"
