# NuttX: -DNUTTX_PATH=<apache/nuttx checkout> -DNUTTX_APPS_PATH=<apache/nuttx-apps checkout>.
# The one kernel built by its own build system (make + Kconfig, build_image.cmake) rather than
# from a source list: the harness and benchmarks are a NuttX application (apps/cyclelab, copied
# into the nuttx-apps tree), the board is a NuttX custom board (board/), one defconfig per board
# and profile (board/configs/<board>-<profile>). So instead of cl_kernel_nuttx_sources() it
# defines cl_kernel_nuttx_images(), which fw/CMakeLists.txt calls in place of cl_add_image.
set(CL_KERNEL_NUTTX_PATH_VARS NUTTX_PATH NUTTX_APPS_PATH)
set(NUTTX_PATH "" CACHE PATH "apache/nuttx checkout; empty skips the NuttX images")
set(NUTTX_APPS_PATH "" CACHE PATH "apache/nuttx-apps checkout (needed with NUTTX_PATH)")

function(cl_kernel_nuttx_check)
  cl_kernel_require_files(nuttx "${NUTTX_PATH}" tools/configure.sh include/nuttx/sched.h
                          arch/arm/src/stm32f4/Make.defs)
  if(NOT NUTTX_APPS_PATH)
    message(FATAL_ERROR "nuttx: NUTTX_PATH is set but NUTTX_APPS_PATH is not: NuttX's build "
                        "needs the apache/nuttx-apps checkout too (-DNUTTX_APPS_PATH=<checkout>).")
  endif()
  cl_kernel_require_files(nuttx-apps "${NUTTX_APPS_PATH}" Application.mk Make.defs
                          nshlib/Makefile)
endfunction()

function(cl_kernel_nuttx_sources)
  message(FATAL_ERROR "nuttx is built by NuttX's make: cl_kernel_nuttx_images(), not cl_add_image")
endfunction()

set(CL_NUTTX_PORT "${CMAKE_CURRENT_LIST_DIR}")
# Default profiles start from NuttX's own configuration of the nearest in-tree board.
set(CL_NUTTX_BASE_qemu-f405 "boards/arm/stm32f4/stm32f4discovery/configs/nsh/defconfig")
set(CL_NUTTX_BASE_stm32f407-disco "${CL_NUTTX_BASE_qemu-f405}") # the board itself

# The NuttX image set: on qemu-f405 and the STM32F4 Discovery (compiled, untested on hardware),
# the profiles the board profile lists (firmware.imageProfiles, as for every kernel: the real
# boards build `minimal` only), at O2 only: a NuttX build takes minutes and a private copy of
# both trees, and the kernels campaign compares at O2. No F1 images: the custom board (board/)
# is an STM32F4 board; NuttX's stm32f103-minimum would need an F1 one.
function(cl_kernel_nuttx_images)
  foreach(board qemu-f405 stm32f407-disco)
    cl_load_board(${board})
    foreach(profile IN LISTS CL_IMAGE_PROFILES)
      cl_nuttx_image(${board} ${profile} O2)
    endforeach()
  endforeach()
endfunction()

# cl_nuttx_image(<board> <profile> <opt>): image <board>-nuttx-<profile>-<opt>, its .bin and its
# manifest entry, like cl_add_image does for the source-list kernels.
function(cl_nuttx_image board profile opt)
  cl_load_board(${board}) # the board profile (firmware/fw/boards.cmake)
  list(GET CL_TIERS 0 tier)
  string(REPLACE ":" ";" tier "${tier}")
  list(GET tier 0 cpu_hz)
  list(GET tier 1 ws)
  list(GET tier 2 apb1)
  list(GET tier 3 apb2)
  set(name "${board}-nuttx-${profile}-${opt}")
  string(SHA256 digest "${name}")
  string(SUBSTRING "${digest}" 0 8 build_id)
  set(config "${board}-${profile}")
  if(NOT EXISTS "${CL_NUTTX_PORT}/board/configs/${config}/defconfig")
    message(FATAL_ERROR "No NuttX defconfig for ${config} in ${CL_NUTTX_PORT}/board/configs")
  endif()
  set(base "")
  if(profile STREQUAL "default")
    set(base "${NUTTX_PATH}/${CL_NUTTX_BASE_${board}}")
  endif()
  # The same CL_* facts cl_add_image passes, quoted for the shell that runs NuttX's make.
  set(defs "-DCL_BOARD='\"${board}\"'" -DCL_FAMILY_${CL_FAMILY}=1 -DCL_CPU_HZ=${cpu_hz}
      -DCL_APB1_HZ=${apb1}u -DCL_APB2_HZ=${apb2}u -DCL_FLASH_WS=${ws} -DCL_QEMU=${CL_QEMU} -DCL_MAX_N=${CL_MAX_N}u
      -DCL_TICK_HZ=1000u -DCL_RUNNER_STACK_WORDS=${CL_RUNNER_WORDS}
      -DCL_HELPER_STACK_WORDS=${CL_HELPER_WORDS} "-DCL_PROFILE='\"${profile}\"'"
      -DCL_NVIC_PRIO_BITS=${CL_NVIC_PRIO_BITS} "-DCL_OPT='\"${opt}\"'" "-DCL_BUILD_ID='\"${build_id}\"'"
      -DCL_RAM_BYTES=${CL_RAM_BYTES}u -DCL_PROBE_PORT=${CL_PROBE_PORT} -DCL_PROBE_PIN=${CL_PROBE_PIN}
      -DCL_PROBE_SET_ADDR=${CL_PROBE_SET}u -DCL_PROBE_CLR_ADDR=${CL_PROBE_RESET}u
      -DCL_MARKER_PORT=${CL_MARKER_PORT} -DCL_MARKER_PIN=${CL_MARKER_PIN}
      -DCL_MARKER_SET_ADDR=${CL_MARKER_SET}u -DCL_MARKER_CLR_ADDR=${CL_MARKER_RESET}u
      -DCL_UART_NUM=${CL_UART_NUM} -DCL_UART_BAUD=${CL_UART_BAUD}u -DCL_UART_TX_PORT=${CL_UART_TX_PORT}
      -DCL_UART_TX_PIN=${CL_UART_TX_PIN} -DCL_UART_RX_PORT=${CL_UART_RX_PORT}
      -DCL_UART_RX_PIN=${CL_UART_RX_PIN})
  # The manifest states the console and probe pins as cl_add_image does (the harness drives the
  # board profile's UART and pins here too; NSH's console moves off that UART).
  set(extra "\"console\": {\"uart\": \"${CL_UART_NAME}\", \"tx\": \"${CL_UART_TX}\", \
\"rx\": \"${CL_UART_RX}\", \"baud\": ${CL_UART_BAUD}}, \"probePin\": \"${CL_PROBE_NAME}\", \
\"markerPin\": \"${CL_MARKER_NAME}\", ")
  if(CL_QEMU)
    string(APPEND extra "\"qemuMachine\": \"${CL_QEMU_MACHINE}\", \"icountShift\": ${CL_ICOUNT_SHIFT}, ")
  endif()
  # The benchmarks port.json does not mark n/a for this profile, and CL_NA_<id> for the others.
  cl_kernel_na_defs(nuttx ${profile} na_defs)
  set(image_benches ${CL_BENCHMARKS})
  foreach(d IN LISTS na_defs)
    string(REGEX REPLACE "^CL_NA_(.*)=1$" "\\1" b "${d}")
    list(REMOVE_ITEM image_benches ${b})
    list(APPEND defs -D${d})
  endforeach()
  list(JOIN image_benches "," benches)
  set(args "${CMAKE_BINARY_DIR}/nuttx/${name}.args.cmake")
  file(CONFIGURE OUTPUT "${args}" CONTENT [[
set(NUTTX "@NUTTX_PATH@")
set(APPS "@NUTTX_APPS_PATH@")
set(PORT "@CL_NUTTX_PORT@")
set(FW "@CL_FW@")
set(WORK "@CMAKE_BINARY_DIR@/nuttx/@name@")
set(CONFIG "@config@")
set(BASE "@base@")
set(OPT "@opt@")
set(DEFS [=[@defs@]=])
set(ELF "@CL_IMAGE_DIR@/@name@.elf")
set(BIN "@CL_IMAGE_DIR@/@name@.bin")
set(OBJCOPY "@CMAKE_OBJCOPY@")
set(SIZE "@CMAKE_SIZE@")
set(ENTRY_SCRIPT "@CMAKE_CURRENT_SOURCE_DIR@/manifest_entry.cmake")
set(ENTRY "@CMAKE_BINARY_DIR@/entries/@name@.json")
set(NAME "@name@")
set(BOARD "@board@")
set(PROFILE "@profile@")
set(CPU_HZ "@cpu_hz@")
set(WS "@ws@")
set(TOOLCHAIN "@CL_TOOLCHAIN@")
set(BUILD_ID "@build_id@")
set(BENCHES "@benches@")
set(EXTRA [=[@extra@]=])
set(PORT_JSON "@CL_NUTTX_PORT@/port.json")
set(MAX_N "@CL_MAX_N@")
]] @ONLY)
  file(GLOB_RECURSE port_files "${CL_NUTTX_PORT}/apps/*" "${CL_NUTTX_PORT}/board/*")
  file(GLOB harness_files "${CL_FW}/harness/*" "${CL_FW}/bench/*" "${CL_FW}/boards/common/*")
  add_custom_command(OUTPUT "${CL_IMAGE_DIR}/${name}.elf" "${CMAKE_BINARY_DIR}/entries/${name}.json"
    COMMAND ${CMAKE_COMMAND} -DARGS=${args} -P ${CL_NUTTX_PORT}/build_image.cmake
    DEPENDS ${port_files} ${harness_files} ${args} ${CL_NUTTX_PORT}/build_image.cmake
            ${CMAKE_CURRENT_SOURCE_DIR}/manifest_entry.cmake ${CL_NUTTX_PORT}/port.json
            ${base}
    COMMENT "NuttX: building ${name} with NuttX's make (first build copies both trees)"
    VERBATIM)
  add_custom_target(${name} ALL DEPENDS "${CL_IMAGE_DIR}/${name}.elf")
  set_property(GLOBAL APPEND PROPERTY CL_ALL_IMAGES ${name})
endfunction()

