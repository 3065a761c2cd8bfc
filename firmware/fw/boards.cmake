# Board facts come from the board profiles (resources/boards/<id>.json, schema in
# resources/boards/README.md), the one place a board is described. This file turns a profile
# into the CL_* variables the image build needs and checks the facts the firmware relies on
# (pin names vs register addresses, the console UART's pins), so a wrong profile fails the
# configure step with the file and the field instead of building an image that misbehaves.
#
# Adding a board in an existing family: one JSON file (plus firmware/boards/<id>/clock.c when
# its clock tree differs). Adding a core: one cl_cpu_flags_<core> line below.

set(CL_CPU_FLAGS_cortex-m3 -mcpu=cortex-m3 -mthumb)
set(CL_CPU_FLAGS_cortex-m4 -mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16)
# GCC 12 has no rv32imc multilib: -misa-spec=2.2 keeps csrr in the base ISA and links rv32im/ilp32.
set(CL_CPU_FLAGS_rv32imc -march=rv32imc -mabi=ilp32 -misa-spec=2.2)

# The architecture a board's profile names ("architecture", default "arm") decides which cross
# build makes its images: the one whose toolchain file sets the same CMAKE_SYSTEM_PROCESSOR
# (arm-none-eabi.cmake: arm, riscv32-unknown-elf.cmake: riscv32). Each family belongs to one.
set(CL_FAMILY_ARCH_F4 arm)
set(CL_FAMILY_ARCH_F1 arm)
set(CL_FAMILY_ARCH_RV32VIRT riscv32)
set(CL_FAMILY_ARCH_ESP32C3 riscv32)
# Where each family's linker script template lives (firmware/boards/<dir>/link.ld.in), and the
# RISC-V families' start-up and board support (the Cortex-M ones are stm32<family>.c + clock.c).
set(CL_FAMILY_DIR_F4 common)
set(CL_FAMILY_DIR_F1 common)
set(CL_FAMILY_DIR_RV32VIRT rv32virt)
set(CL_FAMILY_DIR_ESP32C3 esp32c3)
set(CL_FAMILY_SOURCES_RV32VIRT rv32virt/start.S rv32virt/board_virt.c)
set(CL_FAMILY_SOURCES_ESP32C3 esp32c3/start.S esp32c3/watchdogs.c esp32c3/board_esp32c3.c
    esp32c3/irq_esp32c3.c)
# Kernels whose port knows a family's timer and interrupts, where not every kernel of the
# architecture does; the others get no images there, with the reason. On the ESP32-C3 that is
# every kernel with a RISC-V port (NuttX through its own chip layer, ports/nuttx/chip-esp32c3);
# a new one comes here once it takes the board's tick and trap table (board.h, cl_rv_*).
set(CL_FAMILY_KERNELS_ESP32C3 refkernel freertos ucos3 rtthread-nano tencentos-tiny threadx
    liteos-m nuttx)
set(CL_FAMILY_NO_KERNEL_WHY_ESP32C3 "its RISC-V port does not take the ESP32-C3's tick and \
interrupt lines from the board yet (board.h cl_rv_*, firmware/boards/esp32c3/README.md)")

# GPIO port base and the set/reset register offsets of each family: F4 sets with a 16-bit
# store to BSRR (+0x18) and resets through its high half (+0x1A); F1 uses BSRR (+0x10) and BRR
# (+0x14). Ports are 0x400 apart in both.
set(CL_GPIO_BASE_F4 0x40020000)
set(CL_GPIO_SET_F4 0x18)
set(CL_GPIO_RESET_F4 0x1A)
set(CL_GPIO_BASE_F1 0x40010800)
set(CL_GPIO_SET_F1 0x10)
set(CL_GPIO_RESET_F1 0x14)
# Console UARTs the family code drives; on F1 only the default (not remapped) pins.
set(CL_UARTS_F4 "USART1:APB2" "USART2:APB1" "USART3:APB1")
set(CL_UARTS_F1 "USART1:APB2:PA9:PA10" "USART2:APB1:PA2:PA3" "USART3:APB1:PB10:PB11")
# QEMU virt (RV32VIRT): no GPIO. Probe and marker are stores to a RAM window the linker script
# reserves (boards/rv32virt/link.ld.in), each signal set through one word and cleared through
# another; "pins" are names only. The console is the 16550 UART0 at 0x10000000.
set(CL_UARTS_RV32VIRT "UART0:-")
# ESP32-C3: probe and marker are GPIOn, set through GPIO_OUT_W1TS and cleared through
# GPIO_OUT_W1TC (one bit per GPIO), on none of the pins the chip or the module needs: strapping
# (2, 8, 9), in-package flash (12-17), USB (18, 19), UART0 (20, 21, the console). The console is
# UART0 on GPIO21 (TX) / GPIO20 (RX), where the ROM leaves it.
math(EXPR CL_GPIO_W1TS_ESP32C3 "0x60004008")
math(EXPR CL_GPIO_W1TC_ESP32C3 "0x6000400C")
set(CL_GPIO_TAKEN_ESP32C3 2 8 9 12 13 14 15 16 17 18 19 20 21)
set(CL_UARTS_ESP32C3 "UART0:-:GPIO21:GPIO20")

# The architecture of a board profile (default "arm").
function(cl_board_arch file out)
  file(READ "${file}" text)
  string(JSON arch ERROR_VARIABLE err GET "${text}" architecture)
  if(err)
    set(arch arm)
  endif()
  set(${out} ${arch} PARENT_SCOPE)
endfunction()

# Every board id that has a profile for this build's architecture (CL_ARCH), sorted.
# cl_board_port_arch(file out): what a kernel needs a port for to run on the board: the
# architecture, plus "-smp" when the profile's "harts" is above 1 ("riscv32-smp": a single-core
# port does not drive the second core). CL_KERNEL_<ID>_ARCHS and the manifest's noPort use it.
function(cl_board_port_arch file out)
  cl_board_arch("${file}" arch)
  file(READ "${file}" text)
  string(JSON harts ERROR_VARIABLE err GET "${text}" harts)
  if(NOT err AND harts GREATER 1)
    string(APPEND arch "-smp")
  endif()
  set(${out} ${arch} PARENT_SCOPE)
endfunction()

function(cl_board_ids out)
  file(GLOB files "${CL_BOARDS_DIR}/*.json")
  set(ids "")
  foreach(f IN LISTS files)
    get_filename_component(id "${f}" NAME_WE)
    cl_board_arch("${f}" arch)
    if(NOT DEFINED CL_ARCH OR arch STREQUAL CL_ARCH)
      list(APPEND ids "${id}")
    endif()
  endforeach()
  list(SORT ids)
  set(${out} "${ids}" PARENT_SCOPE)
endfunction()

# cl_json(<out> <member path...>): a required member of the profile being read.
macro(cl_json out)
  string(JSON ${out} ERROR_VARIABLE cl_json_err GET "${cl_json_text}" ${ARGN})
  if(cl_json_err)
    string(REPLACE ";" "." cl_json_path "${ARGN}")
    message(FATAL_ERROR "${cl_json_file}: ${cl_json_path}: missing or not readable "
                        "(${cl_json_err}); see resources/boards/README.md")
  endif()
endmacro()

# "PA0" -> port index 0, pin 0; fails on anything else.
function(cl_parse_pin field name out_port out_pin)
  if(NOT name MATCHES "^P([A-K])([0-9]|1[0-5])$")
    message(FATAL_ERROR "${cl_json_file}: ${field}: '${name}' is not a pin such as PA0..PK15")
  endif()
  string(FIND "ABCDEFGHIJK" "${CMAKE_MATCH_1}" port)
  set(${out_port} ${port} PARENT_SCOPE)
  set(${out_pin} ${CMAKE_MATCH_2} PARENT_SCOPE)
endfunction()

# An ESP32-C3 signal: "GPIO<n>" on a free pin, set and cleared through W1TS / W1TC.
macro(cl_read_c3_signal key prefix name set_addr reset_addr)
  if(NOT "${name}" MATCHES "^GPIO([0-9]|1[0-9]|2[01])$")
    message(FATAL_ERROR "${cl_json_file}: ${key}.pin: '${name}' is not a pin GPIO0..GPIO21")
  endif()
  set(cl_c3_pin ${CMAKE_MATCH_1})
  if(cl_c3_pin IN_LIST CL_GPIO_TAKEN_ESP32C3)
    message(FATAL_ERROR "${cl_json_file}: ${key}.pin: ${name} is a strapping, flash, USB or "
                        "console pin of the ESP32-C3; use GPIO0, 1, 3, 4, 5, 6, 7 or 10")
  endif()
  math(EXPR cl_c3_set "${set_addr}")
  math(EXPR cl_c3_reset "${reset_addr}")
  if(NOT cl_c3_set EQUAL "${CL_GPIO_W1TS_ESP32C3}" OR NOT cl_c3_reset EQUAL "${CL_GPIO_W1TC_ESP32C3}")
    message(FATAL_ERROR "${cl_json_file}: ${key}: ${name} is set at 0x60004008 "
                        "(GPIO_OUT_W1TS) and cleared at 0x6000400C (GPIO_OUT_W1TC), "
                        "the profile says ${set_addr} and ${reset_addr}")
  endif()
  set(${prefix}_NAME ${name})
  set(${prefix}_PORT ${CL_SIGNAL_INDEX}) # one GPIO bank; the pins differ (checked by the caller)
  set(${prefix}_PIN ${cl_c3_pin})
  math(EXPR ${prefix}_SET "${cl_c3_set}" OUTPUT_FORMAT HEXADECIMAL)
  math(EXPR ${prefix}_RESET "${cl_c3_reset}" OUTPUT_FORMAT HEXADECIMAL)
endmacro()

# Reads probe or marker and checks its addresses against the family's GPIO layout.
function(cl_read_signal key prefix)
  cl_json(name ${key} pin)
  cl_json(set_addr ${key} setAddress)
  cl_json(reset_addr ${key} resetAddress)
  if(CL_FAMILY STREQUAL "ESP32C3")
    cl_read_c3_signal(${key} ${prefix} "${name}" "${set_addr}" "${reset_addr}")
    foreach(v NAME PORT PIN SET RESET)
      set(${prefix}_${v} ${${prefix}_${v}} PARENT_SCOPE)
    endforeach()
    return()
  endif()
  if(NOT DEFINED CL_GPIO_BASE_${CL_FAMILY}) # no GPIO (RV32VIRT): a named store pair, bit 0
    math(EXPR have_set "${set_addr}" OUTPUT_FORMAT HEXADECIMAL)
    math(EXPR have_reset "${reset_addr}" OUTPUT_FORMAT HEXADECIMAL)
    if(have_set STREQUAL have_reset)
      message(FATAL_ERROR "${cl_json_file}: ${key}: setAddress and resetAddress must differ")
    endif()
    set(${prefix}_NAME ${name} PARENT_SCOPE)
    set(${prefix}_PORT ${CL_SIGNAL_INDEX} PARENT_SCOPE)
    set(${prefix}_PIN 0 PARENT_SCOPE)
    set(${prefix}_SET ${have_set} PARENT_SCOPE)
    set(${prefix}_RESET ${have_reset} PARENT_SCOPE)
    return()
  endif()
  cl_parse_pin("${key}.pin" "${name}" port pin)
  math(EXPR want_set "${CL_GPIO_BASE_${CL_FAMILY}} + ${port} * 0x400 + ${CL_GPIO_SET_${CL_FAMILY}}"
       OUTPUT_FORMAT HEXADECIMAL)
  math(EXPR want_reset
       "${CL_GPIO_BASE_${CL_FAMILY}} + ${port} * 0x400 + ${CL_GPIO_RESET_${CL_FAMILY}}"
       OUTPUT_FORMAT HEXADECIMAL)
  math(EXPR have_set "${set_addr}" OUTPUT_FORMAT HEXADECIMAL)
  math(EXPR have_reset "${reset_addr}" OUTPUT_FORMAT HEXADECIMAL)
  if(NOT have_set STREQUAL want_set OR NOT have_reset STREQUAL want_reset)
    message(FATAL_ERROR "${cl_json_file}: ${key}: pin ${name} on family ${CL_FAMILY} is set at "
                        "${want_set} and reset at ${want_reset}, the profile says ${have_set} and "
                        "${have_reset}; fix the addresses or the pin")
  endif()
  set(${prefix}_NAME ${name} PARENT_SCOPE)
  set(${prefix}_PORT ${port} PARENT_SCOPE)
  set(${prefix}_PIN ${pin} PARENT_SCOPE)
  set(${prefix}_SET ${have_set} PARENT_SCOPE)
  set(${prefix}_RESET ${have_reset} PARENT_SCOPE)
endfunction()

# cl_load_board(<id>): sets CL_FAMILY, CL_CPU_FLAGS, CL_FLASH_KB, CL_RAM_KB, CL_TIERS
# ("<cpuHz>:<wait states>:<APB1 Hz>:<APB2 Hz>", default tier first), CL_QEMU,
# CL_QEMU_MACHINE, CL_ICOUNT_SHIFT, CL_MAX_N, CL_RUNNER_WORDS, CL_HELPER_WORDS, CL_MSP_BYTES,
# CL_NVIC_PRIO_BITS, CL_CLOCK_BOARD, CL_PROBE_*, CL_MARKER_*, CL_UART_* and CL_IMAGE_OPTS/CL_IMAGE_PROFILES.
macro(cl_load_board id)
  set(cl_json_file "${CL_BOARDS_DIR}/${id}.json")
  if(NOT EXISTS "${cl_json_file}")
    message(FATAL_ERROR "board '${id}' has no profile ${cl_json_file}")
  endif()
  file(READ "${cl_json_file}" cl_json_text)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${cl_json_file}")
  cl_json(CL_FAMILY firmware family)
  if(NOT DEFINED CL_FAMILY_ARCH_${CL_FAMILY})
    message(FATAL_ERROR "${cl_json_file}: firmware.family: '${CL_FAMILY}' has no board support "
                        "(firmware/boards/common/stm32<family>.c, firmware/boards/rv32virt); use "
                        "F4, F1 or RV32VIRT")
  endif()
  cl_board_arch("${cl_json_file}" CL_BOARD_ARCH)
  cl_board_port_arch("${cl_json_file}" CL_BOARD_PORT_ARCH)
  if(NOT CL_BOARD_ARCH STREQUAL CL_FAMILY_ARCH_${CL_FAMILY})
    message(FATAL_ERROR "${cl_json_file}: architecture: '${CL_BOARD_ARCH}' but family "
                        "${CL_FAMILY} is ${CL_FAMILY_ARCH_${CL_FAMILY}}")
  endif()
  cl_json(cl_core core)
  if(NOT DEFINED CL_CPU_FLAGS_${cl_core})
    message(FATAL_ERROR "${cl_json_file}: core: no compiler flags for '${cl_core}'; add "
                        "CL_CPU_FLAGS_${cl_core} to firmware/fw/boards.cmake")
  endif()
  set(CL_CPU_FLAGS ${CL_CPU_FLAGS_${cl_core}})
  cl_json(CL_FLASH_KB firmware flashKB)
  cl_json(CL_RAM_KB firmware ramKB)
  math(EXPR CL_RAM_BYTES "${CL_RAM_KB} * 1024")
  if(CL_BOARD_ARCH STREQUAL "arm")
    cl_json(CL_NVIC_PRIO_BITS firmware nvicPriorityBits)
  else()
    set(CL_NVIC_PRIO_BITS 0) # no NVIC
  endif()
  cl_json(CL_RUNNER_WORDS firmware runnerStackWords)
  cl_json(CL_HELPER_WORDS firmware helperStackWords)
  cl_json(CL_MSP_BYTES firmware mainStackBytes)
  cl_json(CL_MAX_N maxSamples)
  string(JSON CL_HARTS ERROR_VARIABLE cl_err GET "${cl_json_text}" harts)
  if(cl_err)
    set(CL_HARTS 1)
  endif()
  # The clock bring-up: firmware/boards/<firmware.clock, default the board id>/clock.c, so a
  # board with the same clock tree as another reuses its file.
  string(JSON CL_CLOCK_BOARD ERROR_VARIABLE cl_err GET "${cl_json_text}" firmware clock)
  if(cl_err)
    set(CL_CLOCK_BOARD ${id})
  endif()
  if(NOT DEFINED CL_GPIO_BASE_${CL_FAMILY}) # QEMU virt: no clock tree to bring up
    set(CL_CLOCK_BOARD "")
  elseif(NOT EXISTS "${CL_FW}/boards/${CL_CLOCK_BOARD}/clock.c")
    message(FATAL_ERROR "${cl_json_file}: firmware.clock: no firmware/boards/${CL_CLOCK_BOARD}/"
                        "clock.c; add one or name the board whose clock bring-up this one shares")
  endif()
  set(CL_IMAGE_OPTS "")
  set(CL_IMAGE_PROFILES "")
  foreach(cl_what OPTS:imageOpts PROFILES:imageProfiles)
    string(REPLACE ":" ";" cl_what "${cl_what}")
    list(GET cl_what 0 cl_var)
    list(GET cl_what 1 cl_key)
    cl_json(cl_n firmware ${cl_key})
    string(JSON cl_n LENGTH "${cl_json_text}" firmware ${cl_key})
    math(EXPR cl_last "${cl_n} - 1")
    foreach(cl_i RANGE ${cl_last})
      cl_json(cl_v firmware ${cl_key} ${cl_i})
      list(APPEND CL_IMAGE_${cl_var} ${cl_v})
    endforeach()
  endforeach()

  set(CL_TIERS "")
  string(JSON cl_n LENGTH "${cl_json_text}" clockTiers)
  math(EXPR cl_last "${cl_n} - 1")
  foreach(cl_i RANGE ${cl_last})
    cl_json(cl_hz clockTiers ${cl_i} cpuHz)
    cl_json(cl_ws clockTiers ${cl_i} flashWaitStates)
    cl_json(cl_apb1 clockTiers ${cl_i} apb1Hz)
    cl_json(cl_apb2 clockTiers ${cl_i} apb2Hz)
    list(APPEND CL_TIERS "${cl_hz}:${cl_ws}:${cl_apb1}:${cl_apb2}")
  endforeach()

  string(JSON CL_QEMU_MACHINE ERROR_VARIABLE cl_err GET "${cl_json_text}" qemu machine)
  if(cl_err)
    set(CL_QEMU 0)
    set(CL_QEMU_MACHINE "")
  else()
    set(CL_QEMU 1)
    cl_json(CL_ICOUNT_SHIFT qemu icountShift)
  endif()

  set(CL_SIGNAL_INDEX 0)
  cl_read_signal(probe CL_PROBE)
  set(CL_SIGNAL_INDEX 1)
  cl_read_signal(marker CL_MARKER)
  if(CL_PROBE_NAME STREQUAL CL_MARKER_NAME)
    message(FATAL_ERROR "${cl_json_file}: marker.pin: ${CL_MARKER_NAME} is the probe's pin")
  endif()
  if(CL_PROBE_PORT EQUAL CL_MARKER_PORT)
    message(FATAL_ERROR "${cl_json_file}: marker.pin: ${CL_MARKER_NAME} is on the probe's port "
                        "(${CL_PROBE_NAME}); they share set/reset registers, so the virtual "
                        "analyzer could not tell their edges apart: use another port")
  endif()

  cl_json(CL_UART_NAME uart name)
  cl_json(CL_UART_BAUD uart baud)
  cl_json(CL_UART_TX uart tx)
  cl_json(CL_UART_RX uart rx)
  if(DEFINED CL_GPIO_BASE_${CL_FAMILY})
    cl_parse_pin(uart.tx "${CL_UART_TX}" CL_UART_TX_PORT CL_UART_TX_PIN)
    cl_parse_pin(uart.rx "${CL_UART_RX}" CL_UART_RX_PORT CL_UART_RX_PIN)
  else()
    foreach(cl_v TX_PORT TX_PIN RX_PORT RX_PIN)
      set(CL_UART_${cl_v} 0)
    endforeach()
  endif()
  set(cl_uart_ok 0)
  foreach(cl_u IN LISTS CL_UARTS_${CL_FAMILY})
    string(REPLACE ":" ";" cl_u "${cl_u}")
    list(GET cl_u 0 cl_uname)
    if(cl_uname STREQUAL CL_UART_NAME)
      list(GET cl_u 1 CL_UART_BUS)
      list(LENGTH cl_u cl_ulen)
      if(cl_ulen GREATER 2)
        list(GET cl_u 2 cl_utx)
        list(GET cl_u 3 cl_urx)
        if(NOT cl_utx STREQUAL CL_UART_TX OR NOT cl_urx STREQUAL CL_UART_RX)
          message(FATAL_ERROR "${cl_json_file}: uart: ${CL_UART_NAME} on family ${CL_FAMILY} "
                              "is on TX ${cl_utx} / RX ${cl_urx} (remapping is not supported)")
        endif()
      endif()
      set(cl_uart_ok 1)
    endif()
  endforeach()
  if(NOT cl_uart_ok)
    message(FATAL_ERROR "${cl_json_file}: uart.name: '${CL_UART_NAME}' is not a console the "
                        "${CL_FAMILY} board support drives (${CL_UARTS_${CL_FAMILY}})")
  endif()
  string(REGEX REPLACE "^U(S)?ART" "" CL_UART_NUM "${CL_UART_NAME}")
endmacro()
