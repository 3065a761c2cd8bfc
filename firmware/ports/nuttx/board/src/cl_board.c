/* CycleLab custom board for NuttX: the clock bring-up (the harness starts from
 * apps/cyclelab/cl_main.c). */
#include <nuttx/board.h>
#include <nuttx/config.h>

void cl_nx_clock_init(void);
void stm32_boardinitialize(void);
void stm32_board_clockconfig(void);

/* NuttX's own set-up (CONFIG_ARCH_BOARD_STM32_CUSTOM_CLOCKCONFIG is set on every board) would
 * wait without a timeout for HSE and PLL ready flags, which QEMU never sets (it models no RCC)
 * and a board with a dead crystal never sets either. NuttX has reset RCC to the internal
 * oscillator before this; the bring-up proper follows in stm32_boardinitialize(). */
void stm32_board_clockconfig(void) {}

/* Called by stm32_start() once .data and .bss are set up, before the scheduler and its SysTick
 * start: the board's own clock bring-up (firmware/boards/<board>/clock.c through the
 * application's cl_clock_nx.c), the same one every kernel's image of this board runs; what it
 * reached (cl_clock) survives, as it would not from stm32_board_clockconfig(). */
void stm32_boardinitialize(void) { cl_nx_clock_init(); }
