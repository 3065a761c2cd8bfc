# cmake -P script: one CycleLab image built by NuttX's own make + Kconfig build.
#   -DARGS=<file kernel.cmake wrote>, or by hand: -DNUTTX=<nuttx tree> -DAPPS=<nuttx-apps tree>
#   -DPORT=<firmware/ports/nuttx> -DFW=<firmware> -DWORK=<scratch dir> -DCONFIG=<board>-<profile>
#   [-DBASE=<NuttX defconfig the delta applies to>] -DOPT=O2 -DDEFS=<CL_* -D flags, ;-list>
#   -DELF=<output .elf> [-DINFO=<output .cmake: version and flags>]
# NuttX builds inside its source tree (.config, generated headers, objects), so WORK holds a
# private copy of both trees per image; the user's trees are never written. The board and the
# application directory are synchronised into the copy on every run.
cmake_minimum_required(VERSION 3.20)
if(ARGS) # written by kernel.cmake: the variables above plus the manifest entry's facts
  include("${ARGS}")
endif()

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    string(LENGTH "${out}" n)
    if(n GREATER 6000)
      math(EXPR from "${n} - 6000")
      string(SUBSTRING "${out}" ${from} -1 out)
    endif()
    list(JOIN ARGN " " cmd)
    message(FATAL_ERROR "NuttX build step failed (${rc}): ${cmd}\n${out}\n${err}")
  endif()
endfunction()

# Kconfig key of a defconfig line ("CONFIG_X=..." or "# CONFIG_X is not set"), or empty.
function(kconfig_key line out)
  set(key "")
  if(line MATCHES "^(CONFIG_[A-Za-z0-9_]+)=")
    set(key "${CMAKE_MATCH_1}")
  elseif(line MATCHES "^# (CONFIG_[A-Za-z0-9_]+) is not set")
    set(key "${CMAKE_MATCH_1}")
  endif()
  set(${out} "${key}" PARENT_SCOPE)
endfunction()

# The defconfig: NuttX's own (BASE) with the profile's lines replacing the same keys, or the
# profile's complete defconfig; then the board's lines from its profile (BOARD_LINES, chip, RAM,
# NSH's console), where the board lives and the image's optimisation level. Later lines replace
# earlier ones with the same key.
if(NOT BOARD_DIR) # the custom board: board/ (STM32), board-rv32virt/ (QEMU virt RV32)
  set(BOARD_DIR board)
endif()
file(STRINGS "${PORT}/${BOARD_DIR}/configs/${CONFIG}/defconfig" delta)
list(APPEND BOARD_LINES "CONFIG_ARCH_BOARD_CUSTOM_DIR=\"${WORK}/board\"" "CONFIG_HOST_LINUX=y"
     "CONFIG_DEBUG_CUSTOMOPT=y" "CONFIG_DEBUG_OPTLEVEL=\"-${OPT}\"")
# CycleLab's own chip layer (chip-esp32c3/), a NuttX custom chip copied next to the board.
# CONFIG_ARCH_CHIP_CUSTOM (which ARCH_CHIP_RISCV_CUSTOM selects) is stated too: NuttX's make reads
# it from the defconfig to copy the chip's Kconfig in before Kconfig first runs.
if(CHIP_DIR)
  list(APPEND BOARD_LINES "CONFIG_ARCH_CHIP_CUSTOM=y" "CONFIG_ARCH_CHIP_CUSTOM_DIR=\"${WORK}/chip\""
       "# CONFIG_ARCH_CHIP_CUSTOM_DIR_RELPATH is not set")
endif()
set(layers "")
if(BASE)
  file(STRINGS "${BASE}" base)
  set(kept "")
  foreach(line IN LISTS base)
    kconfig_key("${line}" key)
    # The base board's identity, its board-specific drivers (the custom board has no SPI,
    # button, LED or common board code) and its console UART (NSH's is chosen per board) do not
    # carry over.
    if(NOT key MATCHES "^CONFIG_(ARCH_BOARD(_.*)?|ARCH_CHIP_STM32F[0-9][0-9A-Z]+|HOST_WINDOWS|\
ARCH_BUTTONS|ARCH_LEDS|STM32_SPI1|STM32_USART[0-9]|USART[0-9]_SERIAL_CONSOLE)$")
      list(APPEND kept "${line}")
    endif()
  endforeach()
  list(APPEND layers kept)
endif()
list(APPEND layers delta BOARD_LINES)
set(lines "")
set(keys "")
foreach(layer IN LISTS layers)
  foreach(line IN LISTS ${layer})
    kconfig_key("${line}" key)
    if(key STREQUAL "")
      continue()
    endif()
    list(FIND keys "${key}" at)
    if(at GREATER_EQUAL 0)
      list(REMOVE_AT keys ${at})
      list(REMOVE_AT lines ${at})
    endif()
    list(APPEND keys "${key}")
    list(APPEND lines "${line}")
  endforeach()
endforeach()
list(JOIN lines "\n" text)

# A new configuration is applied after NuttX's distclean, or to fresh copies of both trees when
# there is no cleanly configured copy yet; an unchanged one rebuilds incrementally.
set(nx "${WORK}/nuttx")
set(apps "${WORK}/apps")
set(fresh 1)
set(changed 1)
if(EXISTS "${WORK}/configured.defconfig" AND EXISTS "${nx}/.config")
  file(READ "${WORK}/configured.defconfig" before)
  string(COMPARE NOTEQUAL "${before}" "${text}\n" changed)
  if(changed) # a tree that configured cleanly before can be reset by NuttX's own distclean
    file(REMOVE "${WORK}/configured.defconfig")
    execute_process(COMMAND make -C "${nx}" distclean RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    if(rc EQUAL 0)
      set(fresh 0)
    endif()
  endif()
endif()
if(changed AND fresh)
  file(REMOVE_RECURSE "${WORK}")
  file(MAKE_DIRECTORY "${WORK}")
  # Everything but the documentation (a third of the tree), which the build never reads.
  file(MAKE_DIRECTORY "${nx}")
  file(GLOB entries RELATIVE "${NUTTX}" "${NUTTX}/*" "${NUTTX}/.[a-z]*")
  list(REMOVE_ITEM entries Documentation .git)
  foreach(e IN LISTS entries)
    run(cp -a "${NUTTX}/${e}" "${nx}/")
  endforeach()
  run(cp -a "${APPS}" "${apps}")
endif()
file(COPY "${PORT}/${BOARD_DIR}/" DESTINATION "${WORK}/board")
if(CHIP_DIR)
  file(COPY "${PORT}/${CHIP_DIR}/" DESTINATION "${WORK}/chip")
  file(WRITE "${WORK}/cl_chip.mk.tmp" "CL_FW = ${FW}\n")
  file(COPY_FILE "${WORK}/cl_chip.mk.tmp" "${WORK}/chip/cl_chip.mk" ONLY_IF_DIFFERENT)
endif()
file(WRITE "${WORK}/cl_profile.h.tmp" "${HEADER}")
file(COPY_FILE "${WORK}/cl_profile.h.tmp" "${WORK}/board/include/cl_profile.h" ONLY_IF_DIFFERENT)
file(COPY "${PORT}/apps/cyclelab/" DESTINATION "${apps}/cyclelab")
list(JOIN DEFS " " defs)
file(WRITE "${apps}/cyclelab/cl_build.mk.tmp" "CL_FW = ${FW}\nCL_DEFS = ${defs}\n"
     "CL_FAMILY = ${FAMILY}\nCL_CLOCK_BOARD = ${CLOCK_BOARD}\nCL_TM_SRC = ${TM_SRC}\n")
# Thread-Metric: one wrapper per test, so NuttX's make needs no per-file flags. Each renames the
# test's tm_main (the eight share an image) and takes CycleLab's tm_porting_layer.h before the
# test's own (whose guard it sets), as threadmetric.cmake does with -D and -include.
file(GLOB stale "${apps}/cyclelab/cl_tm_*.c")
foreach(t IN LISTS TM_TESTS)
  string(REPLACE ":" ";" t "${t}")
  list(GET t 0 id)
  list(GET t 1 file)
  set(wrapper "/* Generated by build_image.cmake: Thread-Metric's ${file}.c as benchmark tm_${id}. */\n")
  if(id STREQUAL "basic") # the loop calls nothing: keep its counter's store in the loop
    string(APPEND wrapper "#pragma GCC optimize(\"no-tree-loop-im\")\n")
  endif()
  string(APPEND wrapper "#define tm_main cl_tm_main_${id}\n"
         "#include \"${TM_DIR}/tm_porting_layer.h\"\n#include \"${TM_SRC}/${file}.c\"\n")
  file(WRITE "${apps}/cyclelab/cl_tm_${id}.c.tmp" "${wrapper}")
  file(COPY_FILE "${apps}/cyclelab/cl_tm_${id}.c.tmp" "${apps}/cyclelab/cl_tm_${id}.c"
       ONLY_IF_DIFFERENT)
  list(REMOVE_ITEM stale "${apps}/cyclelab/cl_tm_${id}.c")
endforeach()
if(stale)
  file(REMOVE ${stale})
endif()
file(COPY_FILE "${apps}/cyclelab/cl_build.mk.tmp" "${apps}/cyclelab/cl_build.mk" ONLY_IF_DIFFERENT)
file(MAKE_DIRECTORY "${WORK}/board/configs/cl")
file(WRITE "${WORK}/board/configs/cl/defconfig" "${text}\n")
if(changed)
  run(${CMAKE_COMMAND} -E chdir "${nx}" ./tools/configure.sh -l -a ../apps
      "${WORK}/board/configs/cl")
  file(WRITE "${WORK}/configured.defconfig" "${text}\n")
endif()

# Version. The private copy has no .git, so NuttX's own tools/version.sh would say 0.0.0 there;
# and in a clone of master `git describe` reaches only an old tag (release tags sit on release
# branches). A .version in the user's tree is copied as it is. Otherwise: the release tag when
# HEAD is one, else the newest release notes the tree contains, marked +g<commit> (a git
# checkout) or +src (a source tree without git).
if(NOT EXISTS "${NUTTX}/.version")
  file(GLOB notes RELATIVE "${NUTTX}/Documentation/ReleaseNotes"
       "${NUTTX}/Documentation/ReleaseNotes/NuttX-*")
  set(latest "0.0.0")
  foreach(n IN LISTS notes)
    string(REGEX REPLACE "^NuttX-" "" v "${n}")
    if(v MATCHES "^[0-9]+\\.[0-9]+\\.[0-9]+$" AND v VERSION_GREATER latest)
      set(latest "${v}")
    endif()
  endforeach()
  set(suffix "+src")
  set(build "unknown")
  if(EXISTS "${NUTTX}/.git")
    execute_process(COMMAND git -C "${NUTTX}" describe --exact-match --tags --match "nuttx-*"
                    OUTPUT_VARIABLE tag RESULT_VARIABLE tag_rc OUTPUT_STRIP_TRAILING_WHITESPACE
                    ERROR_QUIET)
    execute_process(COMMAND git -C "${NUTTX}" rev-parse --short=12 HEAD OUTPUT_VARIABLE build
                    RESULT_VARIABLE rev_rc OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(tag_rc EQUAL 0 AND tag MATCHES "^nuttx-([0-9]+\\.[0-9]+\\.[0-9]+)$")
      set(latest "${CMAKE_MATCH_1}")
      set(suffix "")
    elseif(rev_rc EQUAL 0)
      set(suffix "+g${build}")
    else()
      set(build "unknown")
    endif()
  endif()
  string(REPLACE "." ";" parts "${latest}")
  list(GET parts 0 major)
  list(GET parts 1 minor)
  list(GET parts 2 patch)
  file(WRITE "${WORK}/version.tmp" "#!/bin/bash\n\nCONFIG_VERSION_STRING=\"${latest}${suffix}\"\n"
       "CONFIG_VERSION_MAJOR=${major}\nCONFIG_VERSION_MINOR=${minor}\n"
       "CONFIG_VERSION_PATCH=${patch}\nCONFIG_VERSION_BUILD=\"${build}\"\n")
  file(COPY_FILE "${WORK}/version.tmp" "${nx}/.version" ONLY_IF_DIFFERENT)
endif()

cmake_host_system_information(RESULT ncpu QUERY NUMBER_OF_LOGICAL_CORES)
# ccache when installed (NuttX's Config.mk puts $(CCACHE) before every compiler call): copies of
# the same tree for other images and profiles then mostly hit the cache.
find_program(ccache ccache)
set(make_ccache "")
if(ccache)
  set(make_ccache "CCACHE=${ccache}")
endif()
run(make -C "${nx}" -j${ncpu} ${make_ccache})
file(COPY_FILE "${nx}/nuttx" "${ELF}")

file(STRINGS "${nx}/.version" vline REGEX "^CONFIG_VERSION_STRING=")
string(REGEX REPLACE ".*=\"?([^\"]*)\"?" "\\1" version "${vline}")
execute_process(COMMAND make -s -C "${apps}/cyclelab" cl_flags "TOPDIR=${nx}" "APPDIR=${apps}"
                OUTPUT_VARIABLE cflags RESULT_VARIABLE rc)
string(REGEX MATCHALL "(^| )-(m|O|f|g)[^ ]*" flags "${cflags}")
string(STRIP "${flags}" flags)
string(REPLACE ";" "" flags "${flags}")
string(REGEX REPLACE "  +" " " flags "${flags}")
# The .bin and the manifest entry, written as cl_add_image writes them for the other kernels.
if(ENTRY)
  run(${OBJCOPY} -O binary "${ELF}" "${BIN}")
  if(ESP_IMAGE_SCRIPT) # the ESP32-C3's .bin is the ESP image the ROM boots: sealed as fw/ seals it
    run(${CMAKE_COMMAND} -DBIN=${BIN} -P ${ESP_IMAGE_SCRIPT})
  endif()
  run(${CMAKE_COMMAND} -DELF=${ELF} -DSIZE=${SIZE} -DNM=${NM} -DOBJDUMP=${OBJDUMP} -DOUT=${ENTRY} -DNAME=${NAME} -DBOARD=${BOARD}
      -DKERNEL=nuttx -DKVER=${version} -DPROFILE=${PROFILE} -DOPT=${OPT} -DCPU_HZ=${CPU_HZ}
      -DWS=${WS} "-DTOOLCHAIN=${TOOLCHAIN}" "-DFLAGS=${flags}" -DBUILD_ID=${BUILD_ID}
      -DBENCHES=${BENCHES} "-DEXTRA=${EXTRA}" -DMAX_N=${MAX_N} -DPORT_JSON=${PORT_JSON} -DARCH=${ARCH}
      -P ${ENTRY_SCRIPT})
endif()
