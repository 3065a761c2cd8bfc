/* CycleLab custom board for NuttX on the ESP32-C3: the start of the harness in the default
 * profile. The chip layer (ports/nuttx/chip-esp32c3) and the board's own code
 * (firmware/boards/esp32c3: clock, GPIO, UART0) do the rest; the harness drives UART0 itself,
 * NuttX has no serial driver here. */
#include <nuttx/board.h>
#include <nuttx/config.h>
#include <nuttx/fs/fs.h>
#include <sched.h>
#include <sys/mount.h>

int cyclelab_main(int argc, char *argv[]);

/* NuttX's low-level character output: UART0 is the harness's, NuttX must not write to it. It
 * goes nowhere; in `default` the syslog has its RAM log. */
void up_putc(int ch) { (void)ch; }

#ifdef CONFIG_BOARD_LATE_INITIALIZE
/* Default profile: NSH is the init task, /proc is mounted, and the harness runs as its own
 * task. */
void board_late_initialize(void) {
#ifdef CONFIG_FS_PROCFS
  nx_mount(NULL, "/proc", "procfs", 0, NULL);
#endif
  task_create("cyclelab", CONFIG_INIT_PRIORITY, CONFIG_INIT_STACKSIZE, cyclelab_main, NULL);
}
#endif
