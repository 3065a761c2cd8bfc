# LiteOS-M: -DLITEOS_M_PATH=<kernel_liteos_m checkout> (OpenHarmony; tested with the
# OpenHarmony-v7.0-Release tree). Its arch files use CMSIS core headers, which OpenHarmony takes
# from a third-party repository: -DLITEOS_M_CMSIS_PATH=<CMSIS checkout holding
# CMSIS/Core/Include> (CMSIS 5 or 6), by default ${LITEOS_M_PATH}/../CMSIS_6.
set(CL_KERNEL_LITEOS_M_PATH_VARS LITEOS_M_PATH LITEOS_M_CMSIS_PATH)
# Cortex-M3/M4 (arch/arm/cortex-m4/gcc) and RV32 in machine mode (arch/risc-v/riscv32/gcc, with
# the board part a LiteOS-M RISC-V device supplies written for QEMU virt and the ESP32-C3 in
# rv32/).
set(CL_KERNEL_LITEOS_M_ARCHS arm riscv32)
set(CL_KERNEL_LITEOS_M_NO_PORT
    "riscv32-smp:LiteOS-M runs on one core here (arch/risc-v/riscv32 is single-hart: one g_losTask, no LOSCFG_KERNEL_SMP)")
# qemu-f100 (8 KB) cannot hold it: at O2 .data + .bss = 10636 bytes (minimal: 3 KB of it the
# kernel heap LOS_KernelInit carves its control blocks and idle stack from, 584 the queue's own
# storage) and 12724 bytes (default: 5 KB heap, software timers), against 8192 - 320 (main
# stack) = 7872 available (ld: RAM overflowed by 2444 and 4532 bytes).
set(CL_KERNEL_LITEOS_M_NO_FIT "qemu-f100:minimal:RAM:2444" "qemu-f100:default:RAM:4532")
set(LITEOS_M_PATH "" CACHE PATH "kernel_liteos_m checkout; empty skips LiteOS-M images")
set(LITEOS_M_CMSIS_PATH "" CACHE PATH
    "CMSIS checkout for LiteOS-M (CMSIS/Core/Include); empty: <LITEOS_M_PATH>/../CMSIS_6")

function(cl_liteos_m_cmsis out)
  if(LITEOS_M_CMSIS_PATH)
    set(${out} "${LITEOS_M_CMSIS_PATH}" PARENT_SCOPE)
  else()
    get_filename_component(c "${LITEOS_M_PATH}/../CMSIS_6" ABSOLUTE)
    set(${out} "${c}" PARENT_SCOPE)
  endif()
endfunction()

# The tree has no version macro in its kernel sources; bundle.json states the component version.
function(cl_liteos_m_version out)
  file(READ "${LITEOS_M_PATH}/bundle.json" bj)
  string(JSON v ERROR_VARIABLE err GET "${bj}" version)
  if(err)
    set(v "")
  endif()
  set(${out} "${v}" PARENT_SCOPE)
endfunction()

function(cl_kernel_liteos_m_check)
  cl_kernel_require_files(liteos-m "${LITEOS_M_PATH}" bundle.json kernel/include/los_config.h
                          kernel/src/los_task.c kernel/src/los_sched.c kernel/src/mm/los_membox.c
                          arch/arm/cortex-m4/gcc/los_dispatch.S arch/arm/common/los_common_interrupt.c
                          arch/risc-v/riscv32/gcc/los_dispatch.S
                          arch/risc-v/riscv32/gcc/asm/soc_common.h
                          arch/risc-v/common/los_common_interrupt.c utils/los_debug.c)
  file(STRINGS "${LITEOS_M_PATH}/kernel/src/los_tick.c" wt REGEX "LOSCFG_BASE_CORE_TICK_WTIMER")
  file(STRINGS "${LITEOS_M_PATH}/kernel/include/los_queue.h" qs REGEX "LOS_QueueCreateStatic")
  if(NOT wt OR NOT qs)
    message(FATAL_ERROR "liteos-m: '${LITEOS_M_PATH}' is a kernel_liteos_m older than the port "
                        "needs (LOSCFG_BASE_CORE_TICK_WTIMER in kernel/src/los_tick.c and "
                        "LOS_QueueCreateStatic in kernel/include/los_queue.h: OpenHarmony 4.0 on).")
  endif()
  cl_liteos_m_cmsis(c)
  if(NOT EXISTS "${c}/CMSIS/Core/Include/core_cm4.h")
    message(FATAL_ERROR "liteos-m: no CMSIS core headers at '${c}' "
                        "(CMSIS/Core/Include/core_cm4.h expected): set -DLITEOS_M_CMSIS_PATH to a "
                        "CMSIS 5 or 6 checkout.")
  endif()
endfunction()

function(cl_kernel_liteos_m_sources srcs incs defs ver profile family)
  set(k "${LITEOS_M_PATH}")
  set(p ${CL_FW}/ports/liteos-m)
  set(ks ${k}/kernel/src)
  set(s ${ks}/los_event.c ${ks}/los_init.c ${ks}/los_mux.c ${ks}/los_queue.c ${ks}/los_sched.c
      ${ks}/los_sem.c ${ks}/los_sortlink.c ${ks}/los_swtmr.c ${ks}/los_task.c ${ks}/los_tick.c
      ${ks}/mm/los_membox.c ${ks}/mm/los_memory.c ${k}/utils/los_debug.c ${k}/utils/los_error.c
      ${k}/utils/los_hook.c ${p}/port_liteos_m.c)
  if(family MATCHES "^(RV32VIRT|ESP32C3)$")
    # riscv32/gcc: the switch (a call that saves a 32-word frame and returns by mret), the trap
    # vector HalTrapVector, the interrupt table g_hwiForm and the CLINT timer driver. The board
    # part it includes (riscv_hal.h, soc.h) and the interrupt stack (rv32_isr_stack.ld) are the
    # port's, in rv32/; its two assembly files are built through rv32/*_rv32.S (section flags).
    # The ESP32-C3 has no CLINT: there rv32/port_rv32.c gives what los_timer.c gave.
    set(a ${k}/arch/risc-v/riscv32/gcc)
    set(timer "")
    if(family STREQUAL "RV32VIRT")
      set(timer ${a}/los_timer.c)
    endif()
    list(APPEND s ${a}/los_context.c ${p}/rv32/los_dispatch_rv32.S ${p}/rv32/los_exc_rv32.S
         ${a}/los_interrupt.c ${timer} ${k}/arch/risc-v/common/los_common_interrupt.c
         ${p}/rv32/port_rv32.c ${p}/rv32/rv32_isr_stack.ld)
    set_source_files_properties(${p}/rv32/rv32_isr_stack.ld PROPERTIES EXTERNAL_OBJECT TRUE)
    set(arch_inc ${p}/rv32 ${a} ${a}/asm ${k}/arch/risc-v/common)
  else()
    # kernel_liteos_m has no GCC port for Cortex-M3 (arch/arm/cortex-m3 holds Keil only). Its
    # Cortex-M4 GCC port checks CPACR at run time and saves FP state only with the FPU on, so
    # the F1 images use it too: on a Cortex-M3 CPACR reads 0 and no FP instruction runs.
    cl_liteos_m_cmsis(c)
    set(a ${k}/arch/arm/cortex-m4/gcc)
    list(APPEND s ${a}/los_context.c ${a}/los_dispatch.S ${a}/los_exc.S ${a}/los_interrupt.c
         ${a}/los_timer.c ${k}/arch/arm/common/los_common_interrupt.c)
    set(arch_inc ${a} ${k}/arch/arm/common ${c}/CMSIS/Core/Include)
  endif()
  set(${srcs} ${s} PARENT_SCOPE)
  set(${incs} ${p} ${p}/config/${profile} ${k}/kernel/include ${k}/utils ${k}/arch/include
      ${arch_inc} PARENT_SCOPE)
  cl_liteos_m_version(v)
  set(${defs} "CL_LITEOS_M_VERSION=\"${v}\"" PARENT_SCOPE)
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()
