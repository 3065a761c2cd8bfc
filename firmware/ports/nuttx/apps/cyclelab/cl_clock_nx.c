/* The board's clock bring-up (firmware/boards/<board>/clock.c, the file every kernel's image of
 * the board compiles: HSE with a timeout, fallback to the internal oscillator) under another
 * name: NuttX runs it early from the board's stm32_boardinitialize() (board/src/cl_board.c),
 * and the harness's own board_init() then finds the clock already set up (port_nuttx.c's
 * board_clock_init() does nothing). cl_clock holds what it reached for HELLO and the port. */
#define board_clock_init cl_nx_clock_init
#include "clock.c"
#undef board_clock_init
