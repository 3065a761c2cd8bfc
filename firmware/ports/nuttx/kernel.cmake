# NuttX images, built by NuttX's own make + Kconfig system (build_image.cmake) rather than by
# compiling a source list: the harness and benchmarks are a NuttX application (apps/cyclelab,
# copied into the nuttx-apps tree as an external application), the board is a NuttX custom board
# (board/), one defconfig per board and profile (board/configs/<board>-<profile>), and port.json
# says which NuttX defconfig a default profile starts from and which primitive each benchmark
# uses. Included by fw/CMakeLists.txt when paths.cmake found both trees.
set(CL_NUTTX_PORT "${CL_FW}/ports/nuttx")
# Default profiles start from NuttX's own configuration of the nearest in-tree board.
set(CL_NUTTX_BASE_qemu-f405 "boards/arm/stm32f4/stm32f4discovery/configs/nsh/defconfig")
set(CL_NUTTX_BASE_stm32f407-disco "boards/arm/stm32f4/stm32f4discovery/configs/nsh/defconfig")

# cl_nuttx_image(<board> <profile> <opt>): image <board>-nuttx-<profile>-<opt>, its .bin and its
# manifest entry, like cl_add_image does for the source-list kernels.
function(cl_nuttx_image board profile opt)
  string(REPLACE "-" "_" board_macro "${board}")
  cmake_language(CALL cl_board_${board_macro})
  list(GET CL_TIERS 0 tier)
  string(REPLACE ":" ";" tier "${tier}")
  list(GET tier 0 mhz)
  list(GET tier 1 ws)
  list(GET tier 2 apb2)
  math(EXPR cpu_hz "${mhz} * 1000000")
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
      -DCL_APB2_HZ=${apb2}u -DCL_FLASH_WS=${ws} -DCL_QEMU=${CL_QEMU} -DCL_MAX_N=${CL_MAX_N}u
      -DCL_TICK_HZ=1000u -DCL_RUNNER_STACK_WORDS=${CL_RUNNER_WORDS}
      -DCL_HELPER_STACK_WORDS=${CL_HELPER_WORDS} "-DCL_PROFILE='\"${profile}\"'"
      "-DCL_OPT='\"${opt}\"'" "-DCL_BUILD_ID='\"${build_id}\"'")
  set(extra "")
  if(CL_QEMU)
    set(extra "\"qemuMachine\": \"${CL_QEMU_MACHINE}\", \"icountShift\": ${CL_ICOUNT_SHIFT}, ")
  endif()
  list(JOIN CL_BENCHMARKS "," benches)
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
set(MAX_N "@CL_MAX_N@")
]] @ONLY)
  file(GLOB_RECURSE port_files "${CL_NUTTX_PORT}/apps/*" "${CL_NUTTX_PORT}/board/*")
  file(GLOB harness_files "${CL_FW}/harness/*" "${CL_FW}/bench/*" "${CL_FW}/boards/common/*")
  add_custom_command(OUTPUT "${CL_IMAGE_DIR}/${name}.elf" "${CMAKE_BINARY_DIR}/entries/${name}.json"
    COMMAND ${CMAKE_COMMAND} -DARGS=${args} -P ${CL_NUTTX_PORT}/build_image.cmake
    DEPENDS ${port_files} ${harness_files} ${args} ${CL_NUTTX_PORT}/build_image.cmake
            ${base}
    COMMENT "NuttX: building ${name} with NuttX's make (first build copies both trees)"
    VERBATIM)
  add_custom_target(${name} ALL DEPENDS "${CL_IMAGE_DIR}/${name}.elf")
  set_property(GLOBAL APPEND PROPERTY CL_ALL_IMAGES ${name})
endfunction()

cl_nuttx_image(qemu-f405 default O2)
cl_nuttx_image(qemu-f405 minimal O2)
