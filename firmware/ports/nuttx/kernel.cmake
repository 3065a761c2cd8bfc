# NuttX: -DNUTTX_PATH=<apache/nuttx checkout> -DNUTTX_APPS_PATH=<apache/nuttx-apps checkout>.
# The one kernel built by its own build system (make + Kconfig, build_image.cmake) rather than
# from a source list: the harness and benchmarks are a NuttX application (apps/cyclelab, copied
# into the nuttx-apps tree), the board is one NuttX custom board (board/) made into each CycleLab
# board by its profile (cl_nuttx_board_lines), one defconfig per MCU family and profile
# (board/configs/<family>-<profile>). So instead of cl_kernel_nuttx_sources() it
# defines cl_kernel_nuttx_images(), which fw/CMakeLists.txt calls in place of cl_add_image.
set(CL_KERNEL_NUTTX_PATH_VARS NUTTX_PATH NUTTX_APPS_PATH)
# RISC-V: QEMU virt on NuttX's qemu-rv chip (board-rv32virt/), one hart or, on a board with two
# (qemu-rv32-smp), NuttX SMP on both (cl_nuttx_rv32virt_lines); the ESP32-C3 on CycleLab's own
# chip layer (chip-esp32c3/, a NuttX custom chip) and board-esp32c3/.
set(CL_KERNEL_NUTTX_ARCHS arm riscv32 riscv32-smp)
set(NUTTX_PATH "" CACHE PATH "apache/nuttx checkout; empty skips the NuttX images")
set(NUTTX_APPS_PATH "" CACHE PATH "apache/nuttx-apps checkout (needed with NUTTX_PATH)")

function(cl_kernel_nuttx_check)
  # NuttX 13 gave STM32F1 and F4 directories of their own; before, they shared arch/arm/src/stm32
  # (and nxtask_init took a struct task_tcb_s until 12.13). 12.10.0 was tried: it builds with the
  # older layout but mutex_pi deadlocks and the default profile asserts within a campaign, so
  # such a tree is refused rather than built.
  if(EXISTS "${NUTTX_PATH}/arch/arm/src/stm32/Make.defs" AND
     NOT EXISTS "${NUTTX_PATH}/arch/arm/src/stm32f4/Make.defs")
    message(FATAL_ERROR "nuttx: '${NUTTX_PATH}' is a NuttX before 13.0 (STM32F1/F4 still in "
                        "arch/arm/src/stm32). The port needs NuttX 13.0 or later (tested with "
                        "13.0.0 and master 4ebc8a7291d, see firmware/PORTING.md): check out a "
                        "newer release of apache/nuttx and the matching apache/nuttx-apps.")
  endif()
  cl_kernel_require_files(nuttx "${NUTTX_PATH}" tools/configure.sh include/nuttx/sched.h
                          arch/arm/src/stm32f4/Make.defs arch/arm/src/stm32f1/Make.defs
                          arch/risc-v/src/qemu-rv/Make.defs)
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
# The profiles per MCU family (board/configs/<family>-<profile>): `minimal` is complete, `default`
# applies to NuttX's own configuration of the nearest in-tree board of the family.
set(CL_NUTTX_BASE_F4 "boards/arm/stm32f4/stm32f4discovery/configs/nsh/defconfig")
set(CL_NUTTX_BASE_F1 "boards/arm/stm32f1/stm32f103-minimum/configs/nsh/defconfig")
set(CL_NUTTX_BASE_RV32VIRT "boards/risc-v/qemu-rv/rv-virt/configs/nsh/defconfig")
set(CL_NUTTX_BASE_ESP32C3 "boards/risc-v/esp32c3/esp32c3-devkit/configs/nsh/defconfig")
# The custom board of each family: board/ (every STM32 board), board-rv32virt/ (QEMU virt RV32).
set(CL_NUTTX_BOARD_DIR_F4 board)
set(CL_NUTTX_BOARD_DIR_F1 board)
set(CL_NUTTX_BOARD_DIR_RV32VIRT board-rv32virt)
set(CL_NUTTX_BOARD_DIR_ESP32C3 board-esp32c3)
# A family whose chip is CycleLab's own NuttX custom chip (CONFIG_ARCH_CHIP_RISCV_CUSTOM): the
# ESP32-C3, whose in-tree NuttX chips expect Espressif's bootloader and code in flash.
set(CL_NUTTX_CHIP_DIR_ESP32C3 chip-esp32c3)
# NSH's console in `default`: the first of these (board/include/board.h maps their pins) that is
# not the harness's UART and whose pins the board profile leaves free.
set(CL_NUTTX_NSH_UARTS_F4 "USART2:PA2:PA3" "USART3:PD8:PD9")
set(CL_NUTTX_NSH_UARTS_F1 "USART2:PA2:PA3" "USART3:PB10:PB11")
# Images whose link overflows a region (ld's numbers at O2, apache/nuttx 4ebc8a7291d, the IDLE
# stack after .bss included): left out, the manifest's notBuilt says why (PORTING.md). qemu-f100's
# 8 KB hold the harness's own 6.9 KB (its 1000-sample buffer, runner and helper stacks) and
# little else.
set(CL_KERNEL_NUTTX_NO_FIT "qemu-f100:default:RAM:3572" "qemu-f100:minimal:RAM:1560")

# cl_kernel_nuttx_image_set(<out>): "<name>|<board>|<profile>|<opt>|<definition or ->|<test only
# 0/1>|<clock board or ->" for every board profile and the profiles it lists
# (firmware.imageProfiles, as for every kernel), less CL_KERNEL_NUTTX_NO_FIT, plus the nuttx
# entries of the test-only variants (CL_TEST_VARIANTS, fw/images.cmake: the -hsefail image); O2
# and the board's default tier only: a NuttX build takes minutes and a private copy of both
# trees, and the kernels campaign compares at O2. fw/CMakeLists.txt builds this set and the
# manifest test (tests/firmware_build/check_manifest.cmake) expects it.
function(cl_kernel_nuttx_image_set out)
  set(no_images "")
  foreach(e IN LISTS CL_KERNEL_NUTTX_NO_FIT)
    string(REGEX MATCH "^[^:]+:[^:]+" bp "${e}")
    list(APPEND no_images "${bp}")
  endforeach()
  set(entries "")
  cl_board_ids(boards)
  cl_kernel_archs(nuttx archs)
  foreach(board IN LISTS boards)
    cl_load_board(${board})
    # A family the port has no board for, or a core count it does not drive (qemu-rv32-smp).
    if(NOT DEFINED CL_NUTTX_BOARD_DIR_${CL_FAMILY} OR NOT CL_BOARD_PORT_ARCH IN_LIST archs)
      continue()
    endif()
    foreach(profile IN LISTS CL_IMAGE_PROFILES)
      if(NOT "${board}:${profile}" IN_LIST no_images)
        list(APPEND entries "${board}-nuttx-${profile}-O2|${board}|${profile}|O2|-|0|-")
      endif()
    endforeach()
  endforeach()
  foreach(v IN LISTS CL_TEST_VARIANTS)
    if(NOT v MATCHES "^([^:]+):nuttx:([^:]+):([^:]+):([^:]+):([^:]+):?([^:]*)$")
      continue()
    endif()
    set(clock "${CMAKE_MATCH_6}")
    if(clock STREQUAL "")
      set(clock -)
    endif()
    set(e "${CMAKE_MATCH_1}-nuttx-${CMAKE_MATCH_2}-${CMAKE_MATCH_3}-${CMAKE_MATCH_4}|\
${CMAKE_MATCH_1}|${CMAKE_MATCH_2}|${CMAKE_MATCH_3}|${CMAKE_MATCH_5}|1|${clock}")
    if(NOT "${CMAKE_MATCH_1}:${CMAKE_MATCH_2}" IN_LIST no_images AND CMAKE_MATCH_1 IN_LIST boards)
      list(APPEND entries "${e}")
    endif()
  endforeach()
  set(${out} "${entries}" PARENT_SCOPE)
endfunction()

function(cl_kernel_nuttx_images)
  cl_kernel_nuttx_image_set(entries)
  cl_image_filter(entries)
  foreach(e IN LISTS entries)
    string(REPLACE "|" ";" e "${e}")
    cl_nuttx_image(${e})
  endforeach()
endfunction()

# cl_nuttx_board_lines(<out_lines> <out_header>): after cl_load_board, the defconfig lines and
# the board header (board/include/cl_profile.h) that make the custom board this board: chip
# (the profile's mcu; a GD32F10x part is configured as the STM32F10x it is register-compatible
# with, its clock bring-up being its own clock.c), RAM, FPU, NSH's console in `default`.
function(cl_nuttx_board_lines board profile out_lines out_header)
  if(CL_FAMILY STREQUAL "RV32VIRT" OR CL_FAMILY STREQUAL "ESP32C3")
    string(TOLOWER "${CL_FAMILY}" fam)
    cmake_language(CALL cl_nuttx_${fam}_lines ${board} ${profile} lines header)
    set(${out_lines} "${lines}" PARENT_SCOPE)
    set(${out_header} "${header}" PARENT_SCOPE)
    return()
  endif()
  string(JSON mcu GET "${cl_json_text}" mcu)
  string(REGEX REPLACE "^GD32" "STM32" chip "${mcu}")
  string(TOLOWER "${CL_FAMILY}" fam)
  file(STRINGS "${NUTTX_PATH}/arch/arm/src/stm32${fam}/Kconfig" known REGEX "^config ARCH_CHIP_${chip}$")
  if(NOT known)
    message(FATAL_ERROR "nuttx: ${cl_json_file}: mcu ${mcu}: NuttX has no ARCH_CHIP_${chip} in "
                        "${NUTTX_PATH}/arch/arm/src/stm32${fam}/Kconfig")
  endif()
  list(GET CL_TIERS 0 tier)
  string(REPLACE ":" ";" tier "${tier}")
  list(GET tier 0 cpu_hz)
  list(GET tier 2 apb1)
  list(GET tier 3 apb2)
  set(lines "CONFIG_ARCH_BOARD_CUSTOM=y" "CONFIG_ARCH_BOARD_CUSTOM_NAME=\"cyclelab-${board}\""
      "# CONFIG_ARCH_BOARD_CUSTOM_DIR_RELPATH is not set" "CONFIG_ARCH_BOARD_STM32_CUSTOM_CLOCKCONFIG=y"
      "CONFIG_ARCH_CHIP_${chip}=y" "CONFIG_RAM_START=0x20000000" "CONFIG_RAM_SIZE=${CL_RAM_BYTES}")
  if(CL_CPU_FLAGS MATCHES "-mfpu=")
    list(APPEND lines "CONFIG_ARCH_FPU=y") # hard float, like every kernel's image of the board
  endif()
  if(CL_QEMU)
    list(APPEND lines "CONFIG_MM_REGIONS=1") # QEMU models no CCM (the F4 base's second heap)
  endif()
  if(profile STREQUAL "default")
    string(JSON pins_json ERROR_VARIABLE no_pins GET "${cl_json_text}" boardPins)
    set(nsh "")
    foreach(u IN LISTS CL_NUTTX_NSH_UARTS_${CL_FAMILY})
      string(REPLACE ":" ";" u "${u}")
      list(GET u 0 name)
      list(GET u 1 tx)
      list(GET u 2 rx)
      set(free 1)
      foreach(pin ${tx} ${rx})
        string(JSON used ERROR_VARIABLE unused GET "${pins_json}" ${pin})
        if(NOT unused OR pin STREQUAL CL_PROBE_NAME OR pin STREQUAL CL_MARKER_NAME)
          set(free 0)
        endif()
      endforeach()
      if(nsh STREQUAL "" AND free AND NOT name STREQUAL CL_UART_NAME)
        set(nsh ${name})
      endif()
    endforeach()
    if(nsh STREQUAL "")
      message(FATAL_ERROR "nuttx: ${board}: no UART for NSH's console in the default profile "
                          "(${CL_NUTTX_NSH_UARTS_${CL_FAMILY}}) is free on the board")
    endif()
    list(APPEND lines "CONFIG_STM32_${nsh}=y" "CONFIG_${nsh}_SERIAL_CONSOLE=y")
  endif()
  set(header "/* Written by the build from ${board}'s profile (ports/nuttx/kernel.cmake). */
#pragma once
#define CL_NX_FAMILY_${CL_FAMILY} 1
#define CL_NX_CPU_HZ ${cpu_hz}
#define CL_NX_APB1_HZ ${apb1}
#define CL_NX_APB2_HZ ${apb2}
#define CL_NX_FLASH_KB ${CL_FLASH_KB}
#define CL_NX_RAM_KB ${CL_RAM_KB}
")
  set(${out_lines} "${lines}" PARENT_SCOPE)
  set(${out_header} "${header}" PARENT_SCOPE)
endfunction()

# QEMU virt (RV32): NuttX's qemu-rv chip with RAM from the profile, less the probe/marker window
# at its top (the heap ends below it: board-rv32virt/scripts/ld.script).
function(cl_nuttx_rv32virt_lines board profile out_lines out_header)
  math(EXPR ram_size "${CL_RAM_BYTES} - 16")
  set(lines "CONFIG_ARCH_BOARD_CUSTOM=y" "CONFIG_ARCH_BOARD_CUSTOM_NAME=\"cyclelab-${board}\""
      "# CONFIG_ARCH_BOARD_CUSTOM_DIR_RELPATH is not set" "CONFIG_RAM_START=0x80000000"
      "CONFIG_RAM_SIZE=${ram_size}")
  if(CL_HARTS GREATER 1)
    # NuttX SMP: its spinlocks are the A extension's amoswap (SMP needs ARCH_HAVE_TESTSET, which
    # only ISA_A selects on qemu-rv), so these images are rv32imac (board-rv32virt/scripts/
    # Make.defs); QEMU's virt hart has it. Every task starts on hart 0 (the default CPU set
    # every task inherits); cl_task_set_core moves a cross-core helper. The idle loop is the
    # port's (cl_nx_smp.c: one hart stays awake while a benchmark runs).
    list(APPEND lines "CONFIG_ARCH_CHIP_QEMU_RV_ISA_A=y" "CONFIG_SMP=y"
         "CONFIG_SMP_NCPUS=${CL_HARTS}" "CONFIG_SMP_DEFAULT_CPUSET=0x1" "CONFIG_ARCH_IDLE_CUSTOM=y")
  endif()
  set(${out_lines} "${lines}" PARENT_SCOPE)
  set(${out_header} "/* Written by the build from ${board}'s profile (ports/nuttx/kernel.cmake). */
#pragma once
#define CL_NX_FAMILY_${CL_FAMILY} 1
#define CL_NX_RAM_KB ${CL_RAM_KB}
" PARENT_SCOPE)
endfunction()

# ESP32-C3: the chip layer's RAM is the data bus's view of SRAM1 from 0x3FC80000, ramKB of it
# (board-esp32c3/scripts/ld.script); the build adds the chip directory's lines (build_image.cmake).
function(cl_nuttx_esp32c3_lines board profile out_lines out_header)
  set(lines "CONFIG_ARCH_BOARD_CUSTOM=y" "CONFIG_ARCH_BOARD_CUSTOM_NAME=\"cyclelab-${board}\""
      "# CONFIG_ARCH_BOARD_CUSTOM_DIR_RELPATH is not set" "CONFIG_RAM_START=0x3FC80000"
      "CONFIG_RAM_SIZE=${CL_RAM_BYTES}")
  set(${out_lines} "${lines}" PARENT_SCOPE)
  set(${out_header} "/* Written by the build from ${board}'s profile (ports/nuttx/kernel.cmake). */
#pragma once
#define CL_NX_FAMILY_${CL_FAMILY} 1
#define CL_NX_RAM_KB ${CL_RAM_KB}
#define CL_NX_FLASH_KB ${CL_FLASH_KB}
" PARENT_SCOPE)
endfunction()

# cl_nuttx_image(<entry of cl_kernel_nuttx_image_set, as a list>): the image, its .bin and its
# manifest entry, like cl_add_image does for the source-list kernels; a test-only variant adds
# its compile definition and may take another board's clock.c (the -hsefail image).
function(cl_nuttx_image name board profile opt variant_def test_only clock_board)
  cl_load_board(${board}) # the board profile (firmware/fw/boards.cmake)
  if(NOT clock_board STREQUAL "-")
    set(CL_CLOCK_BOARD ${clock_board})
  endif()
  list(GET CL_TIERS 0 tier)
  string(REPLACE ":" ";" tier "${tier}")
  list(GET tier 0 cpu_hz)
  list(GET tier 1 ws)
  list(GET tier 2 apb1)
  list(GET tier 3 apb2)
  string(SHA256 digest "${name}")
  string(SUBSTRING "${digest}" 0 8 build_id)
  string(TOLOWER "${CL_FAMILY}" fam)
  set(config "${fam}-${profile}")
  set(board_dir ${CL_NUTTX_BOARD_DIR_${CL_FAMILY}})
  if(NOT EXISTS "${CL_NUTTX_PORT}/${board_dir}/configs/${config}/defconfig")
    message(FATAL_ERROR "No NuttX defconfig for ${config} in ${CL_NUTTX_PORT}/${board_dir}/configs")
  endif()
  set(base "")
  if(profile STREQUAL "default")
    set(base "${NUTTX_PATH}/${CL_NUTTX_BASE_${CL_FAMILY}}")
  endif()
  cl_nuttx_board_lines(${board} ${profile} board_lines header)
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
  if(CL_FAMILY STREQUAL "RV32VIRT") # what cl_add_image gives every RV32 image besides
    list(APPEND defs -DCL_HARTS=${CL_HARTS} -DCL_ICOUNT_SHIFT=${CL_ICOUNT_SHIFT}
         -DCL_MTIME_HZ=10000000u)
    if(CL_HARTS GREATER 1) # NuttX SMP: benchmarks/bench_cross.c's cross-core wake-ups
      list(APPEND defs -DCL_SMP=1)
    endif()
  elseif(CL_FAMILY STREQUAL "ESP32C3")
    list(APPEND defs -DCL_HARTS=1)
  endif()
  # The manifest states the console and probe pins as cl_add_image does (the harness drives the
  # board profile's UART and pins here too; NSH's console moves off that UART).
  set(extra "\"console\": {\"uart\": \"${CL_UART_NAME}\", \"tx\": \"${CL_UART_TX}\", \
\"rx\": \"${CL_UART_RX}\", \"baud\": ${CL_UART_BAUD}}, \"probePin\": \"${CL_PROBE_NAME}\", \
\"markerPin\": \"${CL_MARKER_NAME}\", ")
  if(NOT CL_ARCH STREQUAL "arm")
    string(APPEND extra "\"architecture\": \"${CL_ARCH}\", ")
  endif()
  if(CL_QEMU)
    string(APPEND extra "\"qemuMachine\": \"${CL_QEMU_MACHINE}\", \"icountShift\": ${CL_ICOUNT_SHIFT}, ")
  endif()
  # The benchmarks port.json does not mark n/a for this profile, and CL_NA_<id> for the others.
  if(NOT variant_def STREQUAL "-")
    list(APPEND defs -D${variant_def})
  endif()
  if(test_only)
    string(APPEND extra "\"testOnly\": true, ")
  endif()
  cl_kernel_na_defs(nuttx ${profile} na_defs)
  set(image_benches ${CL_BENCHMARKS})
  foreach(d IN LISTS na_defs)
    string(REGEX REPLACE "^CL_NA_(.*)=1$" "\\1" b "${d}")
    list(REMOVE_ITEM image_benches ${b})
    list(APPEND defs -D${d})
  endforeach()
  # Thread-Metric: NuttX's make compiles the tests (apps/cyclelab/Makefile) from wrappers
  # build_image.cmake writes, one per test of CL_TM_TESTS (threadmetric.cmake).
  cl_tm_source(nuttx tm_src)
  set(tm_tests "")
  set(tm_files "")
  if(tm_src)
    set(tm_tests ${CL_TM_TESTS})
    foreach(t IN LISTS CL_TM_TESTS)
      string(REGEX REPLACE ":.*" "" id "${t}")
      list(APPEND image_benches tm_${id})
    endforeach()
    file(GLOB tm_files "${CL_TM_DIR}/*.[ch]" "${CL_TM_DIR}/kernels/tm_nuttx.c")
  endif()
  if(CL_HARTS GREATER 1)
    list(APPEND image_benches xcore_notify xcore_sem xcore_queue xcore_event xcore_pingpong
         xcore_ipi xcore_contend)
  endif()
  list(JOIN image_benches "," benches)
  set(chip_dir "${CL_NUTTX_CHIP_DIR_${CL_FAMILY}}")
  set(esp_seal "")
  if(CL_FAMILY STREQUAL "ESP32C3") # the .bin is the ESP image the ROM boots: sealed
    set(esp_seal "${CMAKE_CURRENT_SOURCE_DIR}/esp_image.cmake")
  endif()
  set(args "${CMAKE_BINARY_DIR}/nuttx/${name}.args.cmake")
  file(CONFIGURE OUTPUT "${args}" CONTENT [[
set(NUTTX "@NUTTX_PATH@")
set(APPS "@NUTTX_APPS_PATH@")
set(PORT "@CL_NUTTX_PORT@")
set(BOARD_DIR "@board_dir@")
set(CHIP_DIR "@chip_dir@")
set(ESP_IMAGE_SCRIPT "@esp_seal@")
set(FW "@CL_FW@")
set(WORK "@CMAKE_BINARY_DIR@/nuttx/@name@")
set(CONFIG "@config@")
set(BASE "@base@")
set(OPT "@opt@")
set(DEFS [=[@defs@]=])
set(BOARD_LINES [=[@board_lines@]=])
set(HEADER [=[@header@]=])
set(FAMILY "@fam@")
set(CLOCK_BOARD "@CL_CLOCK_BOARD@")
set(ELF "@CL_IMAGE_DIR@/@name@.elf")
set(BIN "@CL_IMAGE_DIR@/@name@.bin")
set(OBJCOPY "@CMAKE_OBJCOPY@")
set(SIZE "@CMAKE_SIZE@")
set(NM "@CMAKE_NM@")
set(OBJDUMP "@CMAKE_OBJDUMP@")
set(ENTRY_SCRIPT "@CMAKE_CURRENT_SOURCE_DIR@/manifest_entry.cmake")
set(ENTRY "@CMAKE_BINARY_DIR@/entries/@name@.json")
set(NAME "@name@")
set(ARCH "@CL_ARCH@")
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
set(TM_SRC "@tm_src@")
set(TM_TESTS "@tm_tests@")
set(TM_DIR "@CL_TM_DIR@")
]] @ONLY)
  file(GLOB_RECURSE port_files "${CL_NUTTX_PORT}/apps/*" "${CL_NUTTX_PORT}/${board_dir}/*")
  if(chip_dir)
    file(GLOB_RECURSE chip_files "${CL_NUTTX_PORT}/${chip_dir}/*")
    list(APPEND port_files ${chip_files})
  endif()
  file(GLOB harness_files "${CL_FW}/harness/*" "${CL_FW}/benchmarks/*" "${CL_FW}/boards/common/*"
       "${CL_FW}/boards/${CL_CLOCK_BOARD}/clock.c" "${CL_FW}/boards/${CL_FAMILY_DIR_${CL_FAMILY}}/*")
  add_custom_command(OUTPUT "${CL_IMAGE_DIR}/${name}.elf" "${CMAKE_BINARY_DIR}/entries/${name}.json"
    COMMAND ${CMAKE_COMMAND} -DARGS=${args} -P ${CL_NUTTX_PORT}/build_image.cmake
    DEPENDS ${port_files} ${harness_files} ${tm_files} ${args} ${CL_NUTTX_PORT}/build_image.cmake
            ${CMAKE_CURRENT_SOURCE_DIR}/manifest_entry.cmake ${CL_NUTTX_PORT}/port.json
            ${base}
    COMMENT "NuttX: building ${name} with NuttX's make (first build copies both trees)"
    VERBATIM)
  add_custom_target(${name} ALL DEPENDS "${CL_IMAGE_DIR}/${name}.elf")
  set_property(GLOBAL APPEND PROPERTY CL_ALL_IMAGES ${name})
endfunction()

