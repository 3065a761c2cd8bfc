# The image set, derived from the board profiles: for every board, every kernel, every
# firmware.imageProfiles x firmware.imageOpts entry and every clock tier, plus the test-only
# variants below. The firmware build (fw/CMakeLists.txt) builds this list and the manifest test
# (tests/firmware_build/check_manifest.cmake) expects it, so the two cannot drift apart.
# Needs boards.cmake (and CL_BOARDS_DIR) first, and kernels.cmake for the ports' NO_FIT.
#
# Names: <board>-<kernel>-<profile>-<opt>, plus -<MHz>mhz for a tier other than the board's
# first (default) one, plus -<variant> for a test-only variant.

# Test-only variants: "<board>:<kernel>:<profile>:<opt>:<suffix>:<compile definition>[:<board
# whose clock.c to use>]". Every one is marked testOnly in the manifest, left out of
# manifest-shipped.json and never installed (cl_test_only_patterns below).
#   skew: the cycle counter disagrees with the probe pulses on purpose (cross-validation tests).
#   hsefail: the real boards' clock bring-up with a crystal that never starts (QEMU models no
#     RCC, so the define forces the timeout): it must reach HELLO on the internal oscillator,
#     and every kernel's tick must follow the clock reached (one image per kernel).
#   longcrit: irq_nesting's stress task holds a critical section for three timer periods, so
#     the high-rate interrupt loses updates: the check must fail.
#   noreport: the harness ignores the kernel's stack overflow report: stack_overflow must fail.
#   tickfast: the kernel tick runs 1 % fast (Thread-Metric's period cross-check must catch it).
#   syncjitter: the code resumes up to 192 instructions after the tick before each run, by how
#     many commands came before: with the counter's phase pinned, the samples must not change.
#   wrongclk: built for 336 MHz on a 168 MHz machine (CL_CPU_HZ_CLAIM replaces the tier's clock
#     everywhere, manifest included): a wrong PLL setting, which the bench self-test catches.
#   harts: refkernel (single-core, on hart 0) on the two-hart board, where no campaign may run
#     it (noPort riscv32-smp): the board's boot, hart 1 parked and started, the cross-hart hooks
#     hart_ipi / hart_spin (benchmarks/bench_harts.c) and the per-sample core ids (DONE cores=).
#   fault-<kind>: work injected on one channel or both in sem_give_take, or a harness fault
#     (firmware/harness/cl_cycles.h, CL_FAULT): the verdict rules must catch each one (kinds 1-3 on
#     qemu-rv32 too);
#     fault-harness*: an interrupt inside every region on one side, which only the harness-cost
#     check (fw/harness_cost.cmake) can see; fault-counterfifteen: 15 cycles of counter-only
#     work, less than one sample of a 24 MHz analyzer (the dithered mean's test).
set(CL_TEST_VARIANTS "qemu-f405:refkernel:minimal:O2:skew:CL_SKEW=1"
    "qemu-f405:refkernel:minimal:O2:fault-counteronly:CL_FAULT=1"
    "qemu-f405:refkernel:minimal:O2:fault-pulseonly:CL_FAULT=2"
    "qemu-f405:refkernel:minimal:O2:fault-both:CL_FAULT=3"
    "qemu-f405:refkernel:minimal:O2:fault-oversubtract:CL_FAULT=4"
    "qemu-f405:refkernel:minimal:O2:fault-hang:CL_FAULT=5"
    "qemu-f405:refkernel:minimal:O2:fault-harnesscounter:CL_FAULT=6"
    "qemu-f405:refkernel:minimal:O2:fault-harnesspulse:CL_FAULT=7"
    "qemu-f405:refkernel:minimal:O2:fault-counterfifteen:CL_FAULT=8"
    "qemu-rv32:refkernel:minimal:O2:fault-counteronly:CL_FAULT=1"
    "qemu-rv32:refkernel:minimal:O2:fault-pulseonly:CL_FAULT=2"
    "qemu-rv32:refkernel:minimal:O2:fault-both:CL_FAULT=3"
    "qemu-f405:refkernel:minimal:O2:wrongclk:CL_CPU_HZ_CLAIM=336000000"
    "qemu-f405:refkernel:minimal:O2:hsefail:CL_FORCE_HSE_TIMEOUT=1:stm32f407-disco"
    "qemu-f100:refkernel:minimal:O2:hsefail:CL_FORCE_HSE_TIMEOUT=1:stm32f103-bluepill"
    "qemu-f405:freertos:minimal:O2:hsefail:CL_FORCE_HSE_TIMEOUT=1:stm32f407-disco"
    "qemu-f405:threadx:minimal:O2:hsefail:CL_FORCE_HSE_TIMEOUT=1:stm32f407-disco"
    "qemu-f405:rtx5:minimal:O2:hsefail:CL_FORCE_HSE_TIMEOUT=1:stm32f407-disco"
    "qemu-f405:ucos3:minimal:O2:hsefail:CL_FORCE_HSE_TIMEOUT=1:stm32f407-disco"
    "qemu-f405:tencentos-tiny:minimal:O2:hsefail:CL_FORCE_HSE_TIMEOUT=1:stm32f407-disco"
    "qemu-f405:rtthread-nano:minimal:O2:hsefail:CL_FORCE_HSE_TIMEOUT=1:stm32f407-disco"
    "qemu-f405:liteos-m:minimal:O2:hsefail:CL_FORCE_HSE_TIMEOUT=1:stm32f407-disco"
    "qemu-f405:nuttx:minimal:O2:hsefail:CL_FORCE_HSE_TIMEOUT=1:stm32f407-disco"
    "qemu-f405:refkernel:default:O2:longcrit:CL_NEST_LONG_CRITICAL=1"
    "qemu-f405:refkernel:default:O2:noreport:CL_IGNORE_OVERFLOW_REPORT=1"
    "qemu-f405:refkernel:minimal:O2:syncjitter:CL_SYNC_JITTER=1"
    "qemu-f405:refkernel:minimal:O2:tickfast:CL_TICK_FAST=1"
    "qemu-rv32-smp:refkernel:minimal:O2:harts:-")

# cl_test_only_patterns(<out>): a file-name glob per test-only variant, "*-<suffix>.*": these
# images are for the tests only and are never installed (firmware/CMakeLists.txt; the package
# test checks every image the manifest marks testOnly).
function(cl_test_only_patterns out)
  set(patterns "")
  foreach(v IN LISTS CL_TEST_VARIANTS)
    string(REPLACE ":" ";" v "${v}")
    list(GET v 4 suffix)
    list(APPEND patterns "*-${suffix}.*")
  endforeach()
  list(REMOVE_DUPLICATES patterns)
  set(${out} "${patterns}" PARENT_SCOPE)
endfunction()

# cl_image_set(<out> <kernels...>): entries "<name>|<board>|<kernel>|<profile>|<opt>|<tier
# index>|<definition or ->|<test only 0/1>|<clock board or ->".
function(cl_image_set out)
  set(kernels ${ARGN})
  set(entries "")
  cl_board_ids(boards)
  foreach(kernel IN LISTS kernels)
    # A port may list images that cannot link (CL_KERNEL_<ID>_NO_FIT in its kernel.cmake,
    # "board:profile:region:bytes"): they are left out, not failed.
    string(REPLACE "-" "_" kernel_u "${kernel}")
    string(TOUPPER "${kernel_u}" kernel_u)
    set(no_images "")
    foreach(e IN LISTS CL_KERNEL_${kernel_u}_NO_FIT)
      if(e MATCHES "^([^:]+):([^:]+):")
        list(APPEND no_images "${CMAKE_MATCH_1}:${CMAKE_MATCH_2}")
      endif()
    endforeach()
    cl_kernel_archs(${kernel} kernel_archs)
    foreach(board IN LISTS boards)
      cl_load_board(${board})
      if(NOT CL_BOARD_PORT_ARCH IN_LIST kernel_archs) # no port for this board's core(s)
        continue()
      endif()
      if(DEFINED CL_FAMILY_KERNELS_${CL_FAMILY} AND NOT kernel IN_LIST CL_FAMILY_KERNELS_${CL_FAMILY})
        message(STATUS "Firmware: no ${kernel} images for ${board}: "
                       "${CL_FAMILY_NO_KERNEL_WHY_${CL_FAMILY}}")
        continue()
      endif()
      list(LENGTH CL_TIERS ntiers)
      math(EXPR last_tier "${ntiers} - 1")
      foreach(opt IN LISTS CL_IMAGE_OPTS)
        foreach(profile IN LISTS CL_IMAGE_PROFILES)
          if("${board}:${profile}" IN_LIST no_images)
            continue()
          endif()
          foreach(tier RANGE ${last_tier})
            set(name "${board}-${kernel}-${profile}-${opt}")
            if(tier GREATER 0)
              list(GET CL_TIERS ${tier} t)
              string(REGEX MATCH "^[0-9]+" hz "${t}")
              math(EXPR mhz "${hz} / 1000000")
              string(APPEND name "-${mhz}mhz")
            endif()
            list(APPEND entries "${name}|${board}|${kernel}|${profile}|${opt}|${tier}|-|0|-")
          endforeach()
        endforeach()
      endforeach()
    endforeach()
  endforeach()
  foreach(v IN LISTS CL_TEST_VARIANTS)
    string(REPLACE ":" ";" v "${v}")
    list(GET v 0 board)
    list(GET v 1 kernel)
    list(GET v 2 profile)
    list(GET v 3 opt)
    list(GET v 4 suffix)
    list(GET v 5 def)
    set(clock -)
    list(LENGTH v n)
    if(n GREATER 6)
      list(GET v 6 clock)
    endif()
    if(kernel IN_LIST kernels AND board IN_LIST boards)
      list(APPEND entries "${board}-${kernel}-${profile}-${opt}-${suffix}|${board}|${kernel}|\
${profile}|${opt}|0|${def}|1|${clock}")
    endif()
  endforeach()
  set(${out} "${entries}" PARENT_SCOPE)
endfunction()
