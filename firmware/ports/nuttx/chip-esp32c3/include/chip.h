/* CycleLab ESP32-C3 chip layer: nothing chip-wide for NuttX's public headers. */
#ifndef __CL_CHIP_ESP32C3_INCLUDE_CHIP_H
#define __CL_CHIP_ESP32C3_INCLUDE_CHIP_H
#endif
