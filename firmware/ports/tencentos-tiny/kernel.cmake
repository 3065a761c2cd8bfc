# TencentOS-tiny: -DTENCENTOS_TINY_PATH=<TencentOS-tiny checkout> (TOS_VERSION 2.x).
set(CL_KERNEL_TENCENTOS_TINY_PATH_VARS TENCENTOS_TINY_PATH)
# Cortex-M3/M4 (arch/arm/arm-v7m) and RV32 in machine mode (arch/risc-v/rv32i with the CLINT
# addresses of arch/risc-v/spike, as upstream's board/QEMU_Spike builds it; on the ESP32-C3 with
# the board's tick instead of the CLINT's).
set(CL_KERNEL_TENCENTOS_TINY_ARCHS arm riscv32)
set(CL_KERNEL_TENCENTOS_TINY_NO_PORT
    "riscv32-smp:TencentOS-tiny is single-core (one k_curr_task, no SMP build in the kernel)")
set(TENCENTOS_TINY_PATH "" CACHE PATH "TencentOS-tiny checkout; empty skips its images")

set(CL_TOS_CORE_SOURCES tos_barrier.c tos_binary_heap.c tos_bitmap.c tos_char_fifo.c
    tos_completion.c tos_countdownlatch.c tos_event.c tos_global.c tos_mail_queue.c
    tos_message_queue.c tos_mmblk.c tos_mmheap.c tos_mutex.c tos_pend.c
    tos_priority_mail_queue.c tos_priority_message_queue.c tos_priority_queue.c tos_ring_queue.c
    tos_robin.c tos_rwlock.c tos_sched.c tos_sem.c tos_stopwatch.c tos_sys.c tos_task.c
    tos_tick.c tos_time.c tos_timer.c)

function(cl_kernel_tencentos_tiny_check)
  set(k "${TENCENTOS_TINY_PATH}")
  set(files "")
  foreach(f IN LISTS CL_TOS_CORE_SOURCES)
    list(APPEND files kernel/core/${f})
  endforeach()
  cl_kernel_require_files(tencentos-tiny "${k}" kernel/core/include/tos_k.h
                          kernel/core/include/tos_version.h ${files}
                          arch/arm/arm-v7m/common/tos_cpu.c arch/arm/arm-v7m/common/tos_fault.c
                          arch/arm/arm-v7m/common/include/tos_cpu.h
                          arch/arm/arm-v7m/cortex-m4/gcc/port_s.S
                          arch/arm/arm-v7m/cortex-m4/gcc/port.h
                          arch/arm/arm-v7m/cortex-m3/gcc/port_s.S
                          arch/arm/arm-v7m/cortex-m3/gcc/port.h
                          arch/risc-v/common/tos_cpu.c arch/risc-v/common/include/tos_cpu.h
                          arch/risc-v/rv32i/gcc/port_s.S arch/risc-v/rv32i/gcc/port_c.c
                          arch/risc-v/spike/gcc/riscv_port.h)
  cl_kernel_tencentos_tiny_version(v)
  if(v VERSION_LESS 2.0)
    message(FATAL_ERROR "tencentos-tiny: '${k}' holds TencentOS-tiny ${v}; the port needs 2.0 "
                        "or later (mail queue and mmblk API).")
  endif()
endfunction()

function(cl_kernel_tencentos_tiny_version out)
  set(h "${TENCENTOS_TINY_PATH}/kernel/core/include/tos_version.h")
  file(STRINGS "${h}" v REGEX "#define +TOS_VERSION +\"")
  string(REGEX REPLACE ".*\"([^\"]*)\".*" "\\1" v "${v}")
  if(NOT v)
    message(FATAL_ERROR "tencentos-tiny: no TOS_VERSION string in '${h}'.")
  endif()
  set(${out} "${v}" PARENT_SCOPE)
endfunction()

function(cl_kernel_tencentos_tiny_sources srcs incs defs ver profile family)
  set(k "${TENCENTOS_TINY_PATH}")
  # cortex-m4/gcc saves S16-S31 for tasks that used the FPU (extended frame); cortex-m3/gcc has
  # no FPU code. port_c.c is not compiled: it needs a CMSIS device header (SysTick_Config,
  # NVIC_SetPriority); the CycleLab port provides its three functions.
  set(s "")
  foreach(f IN LISTS CL_TOS_CORE_SOURCES)
    list(APPEND s ${k}/kernel/core/${f})
  endforeach()
  if(family MATCHES "^(RV32VIRT|ESP32C3)$")
    # rv32i/gcc: the switch, the trap entry (rv32_exception_entry) and port_systick_config (the
    # CLINT timer); spike/gcc gives only riscv_port.h (the CLINT addresses, virt's too): its
    # interrupt table has no machine software interrupt, so the CycleLab port brings its own.
    # The ESP32-C3 has no CLINT and no mie: the board's SYSTIMER tick replaces port_c.c
    # (port_tencentos_tiny.c) and port_s_rv32_c3.S replaces the start that enables mie.MTIE.
    set(port_dir ${k}/arch/risc-v/rv32i/gcc)
    set(common ${k}/arch/risc-v/common)
    if(family STREQUAL "ESP32C3")
      list(APPEND s ${common}/tos_cpu.c ${CL_FW}/ports/tencentos-tiny/port_s_rv32_c3.S)
    else()
      list(APPEND s ${common}/tos_cpu.c ${port_dir}/port_s.S ${port_dir}/port_c.c)
    endif()
    set(arch_inc ${common}/include ${port_dir} ${k}/arch/risc-v/spike/gcc)
  else()
    if(family STREQUAL "F4")
      set(port_dir ${k}/arch/arm/arm-v7m/cortex-m4/gcc)
    else()
      set(port_dir ${k}/arch/arm/arm-v7m/cortex-m3/gcc)
    endif()
    list(APPEND s ${k}/arch/arm/arm-v7m/common/tos_cpu.c ${k}/arch/arm/arm-v7m/common/tos_fault.c
         ${port_dir}/port_s.S)
    set(arch_inc ${k}/arch/arm/arm-v7m/common/include ${port_dir})
  endif()
  list(APPEND s ${CL_FW}/ports/tencentos-tiny/port_tencentos_tiny.c)
  set(${srcs} ${s} PARENT_SCOPE)
  set(${incs} ${k}/kernel/core/include ${arch_inc} ${CL_FW}/ports/tencentos-tiny
      ${CL_FW}/ports/tencentos-tiny/config/${profile} PARENT_SCOPE)
  set(${defs} "" PARENT_SCOPE)
  cl_kernel_tencentos_tiny_version(v)
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()

# Images that cannot link ("board:profile:region:bytes": the overflow as ld reports it, the
# 320-byte main-stack reserve comes on top; measured with arm-none-eabi-gcc 12.2): the board
# configuration's TLSF heap control block (k_mmheap_ctl, 3.2 KB) and the 512-byte idle stack
# dynamic task creation requires do not fit qemu-f100's 8 KB of RAM.
set(CL_KERNEL_TENCENTOS_TINY_NO_FIT "qemu-f100:default:RAM:3048")
