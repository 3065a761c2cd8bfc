# CMSIS-RTX (RTX5): -DRTX5_PATH=<ARM-software/CMSIS-RTX checkout> (5.x) and -DCMSIS6_PATH=
# <ARM-software/CMSIS_6 checkout> for the core headers, the RTOS2 API and the SysTick OS tick
# (default: CMSIS_6 next to the CMSIS-RTX checkout).
set(CL_KERNEL_RTX5_PATH_VARS RTX5_PATH CMSIS6_PATH)
# No RISC-V image: CMSIS-RTX runs on Cortex-M (Armv6-M, Armv7-M, Armv8-M) only.
set(CL_KERNEL_RTX5_NO_PORT "riscv32:no RISC-V port in CMSIS-RTX (Cortex-M only)"
    "riscv32-smp:CMSIS-RTX has no RISC-V port and runs on one core")
set(RTX5_PATH "" CACHE PATH "CMSIS-RTX checkout; empty skips RTX5 images")
if(RTX5_PATH AND NOT CMSIS6_PATH)
  get_filename_component(cl_rtx5_cmsis6 "${RTX5_PATH}/../CMSIS_6" ABSOLUTE)
  set(CMSIS6_PATH "${cl_rtx5_cmsis6}" CACHE PATH "CMSIS_6 checkout (core headers, RTOS2 API)")
endif()
# Images that cannot link on qemu-f100 (8 KB RAM; board:profile:region:overflow bytes as ld
# reports it): default's 32 KB global dynamic memory
# (OS_DYNAMIC_MEM_SIZE as shipped) alone is four times the RAM; minimal's .bss ends 180 bytes
# past the RAM (492 bytes short with the 320 kept for the main stack; RTX 5.9.1, O2): the idle
# thread's 512-byte stack and a message queue whose storage holds a 12-byte header per message.
set(CL_KERNEL_RTX5_NO_FIT "qemu-f100:default:RAM:33668" "qemu-f100:minimal:RAM:180")

set(CL_RTX5_FILES rtx_delay rtx_evflags rtx_evr rtx_kernel rtx_lib rtx_memory rtx_mempool
    rtx_msgqueue rtx_mutex rtx_semaphore rtx_system rtx_thread rtx_timer)

function(cl_kernel_rtx5_check)
  set(req Include/rtx_os.h Config/RTX_Config.h Config/RTX_Config.c Source/GCC/irq_armv7m.S)
  foreach(f IN LISTS CL_RTX5_FILES)
    list(APPEND req Source/${f}.c)
  endforeach()
  cl_kernel_require_files(rtx5 "${RTX5_PATH}" ${req})
  if(NOT CMSIS6_PATH)
    message(FATAL_ERROR "rtx5: no CMSIS 6 checkout: give -DCMSIS6_PATH=<ARM-software/CMSIS_6> "
                        "(default ${RTX5_PATH}/../CMSIS_6).")
  endif()
  foreach(f CMSIS/Core/Include/core_cm4.h CMSIS/Core/Include/core_cm3.h
          CMSIS/RTOS2/Include/cmsis_os2.h CMSIS/RTOS2/Source/os_systick.c)
    if(NOT EXISTS "${CMSIS6_PATH}/${f}")
      message(FATAL_ERROR "rtx5: CMSIS6_PATH '${CMSIS6_PATH}' is not a CMSIS_6 checkout: ${f} "
                          "is missing there. Point -DCMSIS6_PATH at ARM-software/CMSIS_6.")
    endif()
  endforeach()
  cl_rtx5_version(v)
  if(NOT v MATCHES "^5\\.")
    message(FATAL_ERROR "rtx5: '${RTX5_PATH}' holds RTX ${v}; the port needs RTX 5.x "
                        "(osRtxKernelId \"RTX V5...\" in Include/rtx_os.h).")
  endif()
endfunction()

# cl_rtx5_version(out): "5.9.1" from osRtxKernelId in Include/rtx_os.h.
function(cl_rtx5_version out)
  file(STRINGS "${RTX5_PATH}/Include/rtx_os.h" l REGEX "#define osRtxKernelId")
  set(v "?")
  if(l MATCHES "\"RTX V([0-9.]+)\"")
    set(v "${CMAKE_MATCH_1}")
  endif()
  set(${out} "${v}" PARENT_SCOPE)
endfunction()

function(cl_kernel_rtx5_sources srcs incs defs ver profile family)
  set(k "${RTX5_PATH}")
  set(c "${CMSIS6_PATH}/CMSIS")
  set(s ${k}/Config/RTX_Config.c ${c}/RTOS2/Source/os_systick.c)
  foreach(f IN LISTS CL_RTX5_FILES)
    list(APPEND s ${k}/Source/${f}.c)
  endforeach()
  set(irq ${k}/Source/GCC/irq_armv7m.S)
  # The kernel's own code is not ours to warn about; RTX's SysTick handler is renamed so the
  # port's handler can call cl_systick_hook() first (port_rtx5.c).
  set_source_files_properties(${s} PROPERTIES COMPILE_OPTIONS -w)
  set_source_files_properties(${irq} PROPERTIES COMPILE_DEFINITIONS
                              SysTick_Handler=rtx5_SysTick_Handler)
  set(${srcs} ${s} ${irq} ${CL_FW}/ports/rtx5/port_rtx5.c PARENT_SCOPE)
  set(${incs} ${k}/Include ${k}/Source ${k}/Config ${c}/Core/Include ${c}/RTOS2/Include
      ${CL_FW}/ports/rtx5 ${CL_FW}/ports/rtx5/config/${profile} PARENT_SCOPE)
  cl_rtx5_version(v)
  set(${defs} _RTE_ "RTE_RTX_CONFIG_H=\"cl_rtx_config.h\"" CL_RTX5_VERSION=${v} PARENT_SCOPE)
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()
