# µC/OS-III: -DUCOS3_PATH=<uC-OS3 checkout> (V3.08 or later). It needs uC-CPU and uC-LIB too:
# UC_CPU_PATH and UC_LIB_PATH default to the siblings ../uC-CPU and ../uC-LIB of UCOS3_PATH.
set(CL_KERNEL_UCOS3_PATH_VARS UCOS3_PATH UC_CPU_PATH UC_LIB_PATH)
# ARMv7-M, and on QEMU virt and the ESP32-C3 Ports/RISC-V/RV32/GCC with uC-CPU RISC-V/GCC
# (os_cpu_rv32.S).
set(CL_KERNEL_UCOS3_ARCHS arm riscv32)
set(CL_KERNEL_UCOS3_NO_PORT "riscv32-smp:uC/OS-III runs on one core (its RISC-V port is single-hart)")
set(UCOS3_PATH "" CACHE PATH "uC-OS3 checkout; empty skips the µC/OS-III images")
set(UC_CPU_PATH "" CACHE PATH "uC-CPU checkout (default: uC-CPU next to UCOS3_PATH)")
set(UC_LIB_PATH "" CACHE PATH "uC-LIB checkout (default: uC-LIB next to UCOS3_PATH)")
if(UCOS3_PATH AND NOT UC_CPU_PATH)
  get_filename_component(p "${UCOS3_PATH}/../uC-CPU" ABSOLUTE)
  set(UC_CPU_PATH "${p}" CACHE PATH "uC-CPU checkout (default: uC-CPU next to UCOS3_PATH)" FORCE)
endif()
if(UCOS3_PATH AND NOT UC_LIB_PATH)
  get_filename_component(p "${UCOS3_PATH}/../uC-LIB" ABSOLUTE)
  set(UC_LIB_PATH "${p}" CACHE PATH "uC-LIB checkout (default: uC-LIB next to UCOS3_PATH)" FORCE)
endif()

set(CL_UCOS3_PORT Ports/ARM-Cortex-M/ARMv7-M)
set(CL_UCOS3_PORT_RV32 Ports/RISC-V/RV32/GCC)
set(CL_UCOS3_SOURCES os_core.c os_flag.c os_mem.c os_msg.c os_mutex.c os_prio.c os_q.c os_sem.c
    os_stat.c os_task.c os_tick.c os_time.c os_tmr.c os_var.c os_cfg_app.c os_dbg.c)

function(cl_kernel_ucos3_check)
  set(files "")
  foreach(f IN LISTS CL_UCOS3_SOURCES)
    list(APPEND files Source/${f})
  endforeach()
  cl_kernel_require_files(ucos3 "${UCOS3_PATH}" Source/os.h ${files}
                          ${CL_UCOS3_PORT}/os_cpu_c.c ${CL_UCOS3_PORT}/GNU/os_cpu_a.S
                          ${CL_UCOS3_PORT}/GNU/os_cpu.h ${CL_UCOS3_PORT_RV32}/os_cpu_c.c
                          ${CL_UCOS3_PORT_RV32}/os_cpu_a.S ${CL_UCOS3_PORT_RV32}/os_cpu.h)
  cl_kernel_require_files("ucos3 uC-CPU (UC_CPU_PATH)" "${UC_CPU_PATH}" cpu_core.c cpu_core.h
                          cpu_def.h ARM-Cortex-M/ARMv7-M/GNU/cpu.h
                          ARM-Cortex-M/ARMv7-M/GNU/cpu_a.s RISC-V/GCC/cpu.h RISC-V/GCC/cpu_a.S)
  cl_kernel_require_files("ucos3 uC-LIB (UC_LIB_PATH)" "${UC_LIB_PATH}" lib_def.h lib_mem.h)
  cl_kernel_ucos3_version(v)
  if(v VERSION_LESS 3.08)
    message(FATAL_ERROR "ucos3: '${UCOS3_PATH}' holds µC/OS-III ${v}; the port needs V3.08 or "
                        "later (ARMv7-M port with a kernel-aware BASEPRI boundary).")
  endif()
endfunction()

# OS_VERSION in os.h is Vx.yy.zz times 10000 (30802 = 3.08.02).
function(cl_kernel_ucos3_version out)
  file(STRINGS "${UCOS3_PATH}/Source/os.h" v REGEX "#define +OS_VERSION +[0-9]+")
  string(REGEX REPLACE ".*OS_VERSION +([0-9]+).*" "\\1" v "${v}")
  if(NOT v)
    message(FATAL_ERROR "ucos3: no OS_VERSION in '${UCOS3_PATH}/Source/os.h'.")
  endif()
  math(EXPR major "${v} / 10000")
  math(EXPR minor "(${v} / 100) % 100")
  math(EXPR patch "${v} % 100")
  if(minor LESS 10)
    set(minor "0${minor}")
  endif()
  if(patch LESS 10)
    set(patch "0${patch}")
  endif()
  set(${out} "${major}.${minor}.${patch}" PARENT_SCOPE)
endfunction()

function(cl_kernel_ucos3_sources srcs incs defs ver profile family)
  set(s "")
  foreach(f IN LISTS CL_UCOS3_SOURCES)
    list(APPEND s ${UCOS3_PATH}/Source/${f})
  endforeach()
  cl_kernel_ucos3_version(v)
  if(family MATCHES "^(RV32VIRT|ESP32C3)$")
    # os_cpu_rv32.S includes the port's os_cpu_a.S and adds the trap entry and switch request
    # (the board's: board_rv32.h).
    set(os_port ${UCOS3_PATH}/${CL_UCOS3_PORT_RV32})
    set(cpu_port ${UC_CPU_PATH}/RISC-V/GCC)
    list(APPEND s ${os_port}/os_cpu_c.c ${CL_FW}/ports/ucos3/os_cpu_rv32.S ${cpu_port}/cpu_a.S)
    set(d CL_UCOS3_VERSION="${v}")
  else()
    # The same ARMv7-M port serves the M3 (F1) and the M4F (F4): os_cpu_a.S saves S16-S31 when
    # a task has used the FPU (lazy stacking), selected by the compiler's __VFP_FP__.
    set(os_port ${UCOS3_PATH}/${CL_UCOS3_PORT}/GNU)
    set(cpu_port ${UC_CPU_PATH}/ARM-Cortex-M/ARMv7-M/GNU)
    list(APPEND s ${UCOS3_PATH}/${CL_UCOS3_PORT}/os_cpu_c.c ${os_port}/os_cpu_a.S
         ${cpu_port}/cpu_a.s)
    # The port's PendSV handler goes straight into the vector table (os_cpu_a.S is preprocessed).
    set(d OS_CPU_PendSVHandler=PendSV_Handler CL_UCOS3_VERSION="${v}")
  endif()
  list(APPEND s ${UC_CPU_PATH}/cpu_core.c ${CL_FW}/ports/ucos3/port_ucos3.c)
  set(${srcs} ${s} PARENT_SCOPE)
  set(${incs} ${UCOS3_PATH}/Source ${os_port} ${UC_CPU_PATH} ${cpu_port} ${UC_LIB_PATH}
      ${CL_FW}/ports/ucos3 ${CL_FW}/ports/ucos3/config/${profile} PARENT_SCOPE)
  set(${defs} ${d} PARENT_SCOPE)
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()

# Images that cannot link ("board:profile:region:bytes": the overflow as ld reports it, the
# 320-byte main-stack reserve comes on top; measured with arm-none-eabi-gcc 12.2): the vendor
# template's statistics and timer tasks, 64 priorities and 128-word exception stack do not fit
# qemu-f100's 8 KB of RAM next to the harness's sample buffer.
set(CL_KERNEL_UCOS3_NO_FIT "qemu-f100:default:RAM:2152")
