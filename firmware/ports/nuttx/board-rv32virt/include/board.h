/* CycleLab custom board for NuttX on QEMU virt (RV32): nothing for NuttX's qemu-rv chip code to
 * take from here (no LEDs, buttons or clocks). The RAM layout is in scripts/ld.script, from the
 * board profile through cl_profile.h, which the build writes next to this file. */
#pragma once

#include <nuttx/config.h>
