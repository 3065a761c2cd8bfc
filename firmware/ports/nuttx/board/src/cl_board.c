/* CycleLab custom board for NuttX: early initialisation, the QEMU clock set-up and the start of
 * the harness in the default profile. */
#include <nuttx/board.h>
#include <nuttx/config.h>
#include <nuttx/fs/fs.h>
#include <sched.h>
#include <sys/mount.h>

int cyclelab_main(int argc, char *argv[]);
void stm32_boardinitialize(void);
void stm32_board_clockconfig(void);

/* Called by stm32_start() once clocks and memory are set up; nothing on this board needs GPIO
 * before the harness configures its own pins. */
void stm32_boardinitialize(void) {}

#ifdef CONFIG_ARCH_BOARD_STM32_CUSTOM_CLOCKCONFIG
/* QEMU netduinoplus2: RCC is not modelled (reads return 0), so the standard set-up would wait
 * forever for HSE and PLL ready flags. The machine's core and SysTick already run at the
 * 168 MHz that board.h announces. */
void stm32_board_clockconfig(void) {}
#endif

#ifdef CONFIG_BOARD_LATE_INITIALIZE
/* Default profile: NSH is the init task on the console (USART2), /proc is mounted as NuttX's
 * boards do when procfs is enabled, and the harness runs as its own task on USART1. */
void board_late_initialize(void) {
#ifdef CONFIG_FS_PROCFS
  nx_mount(NULL, "/proc", "procfs", 0, NULL);
#endif
  task_create("cyclelab", CONFIG_INIT_PRIORITY, CONFIG_INIT_STACKSIZE, cyclelab_main, NULL);
}
#endif
