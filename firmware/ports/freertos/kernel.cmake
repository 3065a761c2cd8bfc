# FreeRTOS: -DFREERTOS_KERNEL_PATH=<FreeRTOS-Kernel checkout> (V10.4 or later).
set(CL_KERNEL_FREERTOS_PATH_VARS FREERTOS_KERNEL_PATH)
set(CL_KERNEL_FREERTOS_ARCHS arm riscv32) # ARM_CM3/ARM_CM4F and GCC/RISC-V
set(CL_KERNEL_FREERTOS_NO_PORT "riscv32-smp:FreeRTOS SMP (configNUMBER_OF_CORES 2, the community-supported RISC-V_RV32_SMP_QEMU_VIRT port) is not ported to CycleLab yet (the single-core GCC/RISC-V port drives one hart only)")
set(FREERTOS_KERNEL_PATH "" CACHE PATH "FreeRTOS-Kernel checkout; empty skips FreeRTOS images")

function(cl_kernel_freertos_check)
  cl_kernel_require_files(freertos "${FREERTOS_KERNEL_PATH}" tasks.c queue.c list.c
                          event_groups.c include/task.h portable/GCC/ARM_CM4F/port.c
                          portable/GCC/ARM_CM3/port.c portable/GCC/RISC-V/portASM.S)
  file(STRINGS "${FREERTOS_KERNEL_PATH}/include/task.h" v REGEX "#define tskKERNEL_VERSION_MAJOR")
  string(REGEX MATCH "[0-9]+" major "${v}")
  if(major LESS 10)
    message(FATAL_ERROR "freertos: '${FREERTOS_KERNEL_PATH}' holds FreeRTOS ${major}.x; the port "
                        "needs V10.4 or later (static allocation API).")
  endif()
endfunction()

function(cl_kernel_freertos_sources srcs incs defs ver profile family)
  set(k "${FREERTOS_KERNEL_PATH}")
  set(extra_src "")
  set(extra_inc "")
  if(family STREQUAL "F4")
    set(port_dir ${k}/portable/GCC/ARM_CM4F)
  elseif(family STREQUAL "RV32VIRT") # machine mode, CLINT mtime, no chip extensions
    set(port_dir ${k}/portable/GCC/RISC-V)
    set(extra_src ${port_dir}/portASM.S)
    set(extra_inc ${port_dir}/chip_specific_extensions/RISCV_MTIME_CLINT_no_extensions)
  elseif(family STREQUAL "ESP32C3") # machine mode, no mtime: the SYSTIMER tick (port_freertos.c)
    set(port_dir ${k}/portable/GCC/RISC-V)
    set(extra_src ${port_dir}/portASM.S)
    set(extra_inc ${port_dir}/chip_specific_extensions/RISCV_no_extensions)
  else()
    set(port_dir ${k}/portable/GCC/ARM_CM3)
  endif()
  set(${srcs} ${k}/tasks.c ${k}/queue.c ${k}/list.c ${k}/event_groups.c ${port_dir}/port.c
      ${extra_src} ${CL_FW}/ports/freertos/port_freertos.c PARENT_SCOPE)
  set(${incs} ${k}/include ${port_dir} ${extra_inc} ${CL_FW}/ports/freertos
      ${CL_FW}/ports/freertos/config/${profile} PARENT_SCOPE)
  set(${defs} "" PARENT_SCOPE)
  file(STRINGS ${k}/include/task.h v REGEX "#define tskKERNEL_VERSION_NUMBER ")
  string(REGEX REPLACE ".*\"V?([^\"]*)\".*" "\\1" v "${v}")
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()
