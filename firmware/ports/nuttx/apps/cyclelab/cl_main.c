/* NuttX entry point: the harness's own main() (firmware/harness/main.c, unchanged) behind the
 * name NuttX starts: CONFIG_INIT_ENTRYPOINT in the minimal profile, the board's late
 * initialisation in the default profile (here for every CycleLab board: ports/nuttx/board,
 * board-rv32virt, board-esp32c3). */
#define main cl_harness_main
#include "main.c"
#undef main

#include <nuttx/board.h>
#include <nuttx/config.h>
#include <nuttx/fs/fs.h>
#include <sched.h>
#include <sys/mount.h>

int cyclelab_main(int argc, char *argv[]) {
  (void)argc;
  (void)argv;
  return cl_harness_main();
}

#ifdef CONFIG_BOARD_LATE_INITIALIZE
/* Default profile: NSH is the init task (on NuttX's console where the board has one, never the
 * harness's UART), /proc is mounted as NuttX's own boards do when procfs is enabled, and the
 * harness runs as its own task. */
void board_late_initialize(void) {
#ifdef CONFIG_FS_PROCFS
  nx_mount(NULL, "/proc", "procfs", 0, NULL);
#endif
  task_create("cyclelab", CONFIG_INIT_PRIORITY, CONFIG_INIT_STACKSIZE, cyclelab_main, NULL);
}
#endif
