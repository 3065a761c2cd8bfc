/* QEMU stm32vldiscovery (STM32F100): RCC is not modelled; SysTick runs at 24 MHz. */
#include "board.h"

void board_clock_init(void) {}
