/* QEMU netduinoplus2 (STM32F405): RCC is not modelled (reads 0), so no clock bring-up: the
 * machine's SysTick already runs at 168 MHz. Never wait on RCC ready flags here. */
#include "board.h"

void board_clock_init(void) {}
