/* CycleLab custom board for NuttX on the ESP32-C3: nothing for the chip layer to take from here
 * (no LEDs, buttons or clocks; the board's own code in firmware/boards/esp32c3 does the rest).
 * The memory map is in scripts/ld.script, from the board profile through cl_profile.h, which the
 * build writes next to this file. */
#pragma once

#include <nuttx/config.h>
