# FreeRTOS: -DFREERTOS_KERNEL_PATH=<FreeRTOS-Kernel checkout> (V10.4 or later; after V11.1.0 for SMP), and
# optionally -DFREERTOS_COMMUNITY_PORTS_PATH=<FreeRTOS-Kernel-Community-Supported-Ports checkout>
# for FreeRTOS SMP on the two-hart board (its GCC/RISC-V_RV32_SMP_QEMU_VIRT port; the arch layer
# that port leaves to the application is ours, smp/).
set(CL_KERNEL_FREERTOS_PATH_VARS FREERTOS_KERNEL_PATH FREERTOS_COMMUNITY_PORTS_PATH)
set(FREERTOS_KERNEL_PATH "" CACHE PATH "FreeRTOS-Kernel checkout; empty skips FreeRTOS images")
set(FREERTOS_COMMUNITY_PORTS_PATH "" CACHE PATH
    "FreeRTOS-Kernel-Community-Supported-Ports checkout; empty skips the FreeRTOS SMP images")
set(CL_FREERTOS_SMP_PORT GCC/RISC-V_RV32_SMP_QEMU_VIRT)
set(CL_KERNEL_FREERTOS_ARCHS arm riscv32) # ARM_CM3/ARM_CM4F and GCC/RISC-V
# The community port passes the core id to the kernel's lock and nesting macros, which
# FreeRTOS-Kernel does only after V11.1.0 (V11.1.0 calls portGET_TASK_LOCK() without it and
# fails to build): an older kernel gets no SMP images, and the noPort reason says why.
set(cl_freertos_smp_why "")
if(NOT FREERTOS_COMMUNITY_PORTS_PATH)
  set(cl_freertos_smp_why "FreeRTOS SMP (configNUMBER_OF_CORES 2) needs the community-supported RISC-V_RV32_SMP_QEMU_VIRT port: configure with -DFREERTOS_COMMUNITY_PORTS_PATH=<FreeRTOS-Kernel-Community-Supported-Ports checkout> (the single-core GCC/RISC-V port drives one hart only)")
elseif(EXISTS "${FREERTOS_KERNEL_PATH}/tasks.c")
  file(STRINGS "${FREERTOS_KERNEL_PATH}/tasks.c" cl_core_id_locks
       REGEX "portGET_TASK_LOCK\\( xCoreID \\)")
  if(NOT cl_core_id_locks)
    set(cl_freertos_smp_why "FreeRTOS SMP's community RISC-V_RV32_SMP_QEMU_VIRT port needs a FreeRTOS-Kernel newer than V11.1.0 (the core id in portGET_TASK_LOCK, V11.2.0 tested): the FreeRTOS-Kernel this build was configured with is older")
  endif()
endif()
if(cl_freertos_smp_why)
  set(CL_KERNEL_FREERTOS_NO_PORT "riscv32-smp:${cl_freertos_smp_why}")
else()
  list(APPEND CL_KERNEL_FREERTOS_ARCHS riscv32-smp) # the community SMP port
endif()

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
  if(NOT FREERTOS_COMMUNITY_PORTS_PATH)
    message(STATUS "Firmware: no FreeRTOS SMP images (qemu-rv32-smp): "
                   "-DFREERTOS_COMMUNITY_PORTS_PATH=<checkout> not given")
    return()
  endif()
  set(p ${CL_FREERTOS_SMP_PORT})
  cl_kernel_require_files(freertos "${FREERTOS_COMMUNITY_PORTS_PATH}" ${p}/port.c ${p}/portASM.S
                          ${p}/portmacro.h ${p}/portContext.h)
  if(cl_freertos_smp_why)
    message(WARNING "freertos: no FreeRTOS SMP images: ${cl_freertos_smp_why} "
                    "('${FREERTOS_KERNEL_PATH}').")
  endif()
endfunction()

function(cl_kernel_freertos_sources srcs incs defs ver profile family)
  set(k "${FREERTOS_KERNEL_PATH}")
  set(extra_src "")
  set(extra_inc "")
  if(family STREQUAL "F4")
    set(port_dir ${k}/portable/GCC/ARM_CM4F)
  elseif(family STREQUAL "RV32VIRT" AND CL_HARTS GREATER 1) # SMP: the community port
    set(port_dir ${FREERTOS_COMMUNITY_PORTS_PATH}/${CL_FREERTOS_SMP_PORT})
    set(extra_src ${port_dir}/portASM.S ${CL_FW}/ports/freertos/smp/port_freertos_smp.c
        ${CL_FW}/ports/freertos/smp/cl_smp_vector.S ${CL_FW}/boards/rv32virt/virt_turns.c)
    set(extra_inc ${port_dir}/chip_specific_extensions/RISCV_MTIME_CLINT_no_extensions
        ${CL_FW}/ports/freertos/smp ${CL_FW}/boards/rv32virt)
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
  if(family STREQUAL "RV32VIRT" AND CL_HARTS GREATER 1)
    # The SMP port writes GNU C's asm (images build -std=c11); CL_SMP adds the cross-core
    # benchmarks (benchmarks/bench_cross.c) and the port's core pinning.
    set(${defs} asm=__asm__ CL_SMP=1 PARENT_SCOPE)
  endif()
  file(STRINGS ${k}/include/task.h v REGEX "#define tskKERNEL_VERSION_NUMBER ")
  string(REGEX REPLACE ".*\"V?([^\"]*)\".*" "\\1" v "${v}")
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()
