# Eclipse ThreadX: -DTHREADX_PATH=<eclipse-threadx/threadx checkout> (6.x): common/ plus the GNU
# Cortex-M4 port (FPU-aware PendSV, for the hard-float F4 images) or Cortex-M3 port (F1).
set(CL_KERNEL_THREADX_PATH_VARS THREADX_PATH)
# No RISC-V image: the pinned tree (v6.4.2_rel+6) has a RISC-V 32 port for IAR only
# (ports/risc-v32/iar); ports/risc-v64/gnu is RV64 (64-bit registers and frames).
# RISC-V: ThreadX ships no GNU RV32 port (ports/risc-v32 is IAR only, ports/risc-v64/gnu is
# RV64), so on QEMU virt the kernel's common/ sources run on CycleLab's own port layer (rv32/).
set(CL_KERNEL_THREADX_ARCHS arm riscv32)
set(CL_KERNEL_THREADX_NO_PORT
    "riscv32-smp:CycleLab builds ThreadX's single-core kernel (common/) only; its SMP variant is not ported here")
set(THREADX_PATH "" CACHE PATH "Eclipse ThreadX checkout; empty skips ThreadX images")
# Images that cannot link: with the default profile's system timer thread (1024-byte stack,
# TX_TIMER_THREAD_STACK_SIZE as shipped) .bss ends 780 bytes past qemu-f100's 8 KB RAM (1100
# bytes short with the 320 kept for the main stack; ThreadX 6.4.2, O2). The minimal profile fits.
set(CL_KERNEL_THREADX_NO_FIT "qemu-f100:default:RAM:780")

# The kernel files the benchmarks reach (threads, timers, semaphores, mutexes, queues, event
# flags, block pools and what initialisation calls); the txe_* error-checking wrappers only in
# the default profile. Listed rather than globbed: 185 files per image would cost minutes.
set(CL_THREADX_FILES
    tx_initialize_high_level tx_initialize_kernel_enter tx_initialize_kernel_setup
    tx_thread_create tx_thread_delete tx_thread_identify tx_thread_initialize
    tx_thread_relinquish tx_thread_sleep tx_thread_system_preempt_check
    tx_thread_system_resume tx_thread_system_suspend tx_thread_terminate tx_thread_timeout
    tx_thread_shell_entry tx_thread_priority_change tx_thread_time_slice
    tx_timer_initialize tx_timer_expiration_process tx_timer_system_activate
    tx_timer_system_deactivate tx_timer_thread_entry
    tx_semaphore_initialize tx_semaphore_create tx_semaphore_delete tx_semaphore_get
    tx_semaphore_put tx_semaphore_cleanup
    tx_mutex_initialize tx_mutex_create tx_mutex_delete tx_mutex_get tx_mutex_put
    tx_mutex_cleanup tx_mutex_priority_change tx_mutex_prioritize
    tx_queue_initialize tx_queue_create tx_queue_delete tx_queue_send tx_queue_receive
    tx_queue_cleanup
    tx_event_flags_initialize tx_event_flags_create tx_event_flags_delete tx_event_flags_get
    tx_event_flags_set tx_event_flags_cleanup
    tx_block_pool_initialize tx_block_pool_create tx_block_pool_delete tx_block_allocate
    tx_block_release tx_block_pool_cleanup
    tx_byte_pool_initialize)
set(CL_THREADX_CHECKED_FILES
    txe_thread_create txe_thread_delete txe_thread_relinquish txe_thread_terminate
    txe_semaphore_create txe_semaphore_delete txe_semaphore_get txe_semaphore_put
    txe_mutex_create txe_mutex_delete txe_mutex_get txe_mutex_put
    txe_queue_create txe_queue_delete txe_queue_send txe_queue_receive
    txe_event_flags_create txe_event_flags_delete txe_event_flags_get txe_event_flags_set
    txe_block_pool_create txe_block_pool_delete txe_block_allocate txe_block_release)
set(CL_THREADX_PORT_FILES
    tx_thread_context_restore.S tx_thread_context_save.S tx_thread_interrupt_control.S
    tx_thread_schedule.S tx_thread_stack_build.S tx_thread_system_return.S
    tx_timer_interrupt.S)

function(cl_kernel_threadx_check)
  set(req common/inc/tx_api.h ports/cortex_m4/gnu/inc/tx_port.h
      ports/cortex_m3/gnu/inc/tx_port.h)
  foreach(f IN LISTS CL_THREADX_FILES CL_THREADX_CHECKED_FILES)
    list(APPEND req common/src/${f}.c)
  endforeach()
  foreach(f IN LISTS CL_THREADX_PORT_FILES)
    list(APPEND req ports/cortex_m4/gnu/src/${f} ports/cortex_m3/gnu/src/${f})
  endforeach()
  cl_kernel_require_files(threadx "${THREADX_PATH}" ${req})
  cl_threadx_version(v)
  if(NOT v MATCHES "^6\\.")
    message(FATAL_ERROR "threadx: '${THREADX_PATH}' holds ThreadX ${v}; the port needs 6.x "
                        "(THREADX_MAJOR_VERSION 6 in common/inc/tx_api.h).")
  endif()
endfunction()

# cl_threadx_version(out): "6.4.2" from THREADX_MAJOR/MINOR/PATCH_VERSION in tx_api.h.
function(cl_threadx_version out)
  file(STRINGS "${THREADX_PATH}/common/inc/tx_api.h" lines
       REGEX "#define THREADX_(MAJOR|MINOR|PATCH)_VERSION")
  set(parts "")
  foreach(part MAJOR MINOR PATCH)
    set(n "?")
    foreach(l IN LISTS lines)
      if(l MATCHES "THREADX_${part}_VERSION[ \t]+([0-9]+)")
        set(n "${CMAKE_MATCH_1}")
      endif()
    endforeach()
    list(APPEND parts "${n}")
  endforeach()
  list(JOIN parts "." v)
  set(${out} "${v}" PARENT_SCOPE)
endfunction()

function(cl_kernel_threadx_sources srcs incs defs ver profile family)
  set(k "${THREADX_PATH}")
  if(family MATCHES "^(RV32VIRT|ESP32C3)$")
    set(port_dir ${CL_FW}/ports/threadx/rv32)
  elseif(family STREQUAL "F4")
    set(port_dir ${k}/ports/cortex_m4/gnu)
  else()
    set(port_dir ${k}/ports/cortex_m3/gnu)
  endif()
  set(files ${CL_THREADX_FILES})
  if(profile STREQUAL "default")
    list(APPEND files ${CL_THREADX_CHECKED_FILES})
  endif()
  set(s "")
  foreach(f IN LISTS files)
    list(APPEND s ${k}/common/src/${f}.c)
  endforeach()
  if(family MATCHES "^(RV32VIRT|ESP32C3)$")
    set(port_src ${port_dir}/tx_rv32.S ${port_dir}/tx_rv32.c)
  else()
    set(port_src "")
    foreach(f IN LISTS CL_THREADX_PORT_FILES)
      list(APPEND s ${port_dir}/src/${f})
    endforeach()
    set(port_dir ${port_dir}/inc)
  endif()
  # The kernel's own code is not ours to warn about (-Wextra on upstream sources is noise).
  set_source_files_properties(${s} PROPERTIES COMPILE_OPTIONS -w)
  set(${srcs} ${s} ${port_src} ${CL_FW}/ports/threadx/port_threadx.c PARENT_SCOPE)
  set(${incs} ${k}/common/inc ${port_dir} ${CL_FW}/ports/threadx
      ${CL_FW}/ports/threadx/config/${profile} PARENT_SCOPE)
  # TX_LOW_POWER: the scheduler's idle loop calls the port's hooks (cl_idle_stay_awake).
  set(${defs} TX_INCLUDE_USER_DEFINE_FILE TX_LOW_POWER PARENT_SCOPE)
  cl_threadx_version(v)
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()
