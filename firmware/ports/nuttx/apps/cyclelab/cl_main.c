/* NuttX entry point: the harness's own main() (firmware/harness/main.c, unchanged) behind the
 * name NuttX starts: CONFIG_INIT_ENTRYPOINT in the minimal profile, the board's late
 * initialisation in the default profile. */
#define main cl_harness_main
#include "main.c"
#undef main

int cyclelab_main(int argc, char *argv[]) {
  (void)argc;
  (void)argv;
  return cl_harness_main();
}
