/* CycleLab custom board for NuttX: the clock bring-up, and the start of the harness in the
 * default profile. */
#include <nuttx/board.h>
#include <nuttx/config.h>
#include <nuttx/fs/fs.h>
#include <sched.h>
#include <sys/mount.h>

int cyclelab_main(int argc, char *argv[]);
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

#ifdef CONFIG_BOARD_LATE_INITIALIZE
/* Default profile: NSH is the init task on NuttX's console (not the harness's UART), /proc is
 * mounted as NuttX's boards do when procfs is enabled, and the harness runs as its own task. */
void board_late_initialize(void) {
#ifdef CONFIG_FS_PROCFS
  nx_mount(NULL, "/proc", "procfs", 0, NULL);
#endif
  task_create("cyclelab", CONFIG_INIT_PRIORITY, CONFIG_INIT_STACKSIZE, cyclelab_main, NULL);
}
#endif
