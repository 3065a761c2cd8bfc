/* CycleLab custom board for NuttX on QEMU virt (RV32): the start of the harness in the default
 * profile. NuttX's qemu-rv chip code does the rest (no clocks to bring up); the harness drives
 * the 16550 UART itself (firmware/boards/rv32virt/board_virt.c), which NuttX never configures. */
#include <nuttx/board.h>
#include <nuttx/config.h>
#include <nuttx/fs/fs.h>
#include <sched.h>
#include <sys/mount.h>

int cyclelab_main(int argc, char *argv[]);

#ifndef CONFIG_16550_UART
/* NuttX's low-level character output (its start-up progress with CONFIG_DEBUG_FEATURES, which
 * rv-virt:nsh sets): the 16550 driver would provide it on the harness's UART, which NuttX must
 * not write to. It goes nowhere; the syslog has its RAM log. */
void up_putc(int ch) { (void)ch; }
#endif

#ifdef CONFIG_BOARD_LATE_INITIALIZE
/* Default profile: NSH is the init task, /proc is mounted as NuttX's rv-virt board does, and the
 * harness runs as its own task. */
void board_late_initialize(void) {
#ifdef CONFIG_FS_PROCFS
  nx_mount(NULL, "/proc", "procfs", 0, NULL);
#endif
  task_create("cyclelab", CONFIG_INIT_PRIORITY, CONFIG_INIT_STACKSIZE, cyclelab_main, NULL);
}
#endif
