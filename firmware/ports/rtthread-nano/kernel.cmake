# RT-Thread Nano: -DRTTHREAD_NANO_PATH=<rtthread-nano checkout>, either the repository root
# (which holds rt-thread/) or its rt-thread/ folder itself. Tested with 4.1.1.
set(CL_KERNEL_RTTHREAD_NANO_PATH_VARS RTTHREAD_NANO_PATH)
# Cortex-M3/M4 (libcpu/arm) and RV32 in machine mode (libcpu/risc-v: common + e310's trap entry;
# QEMU virt and the ESP32-C3).
set(CL_KERNEL_RTTHREAD_NANO_ARCHS arm riscv32)
set(CL_KERNEL_RTTHREAD_NANO_NO_PORT
    "riscv32-smp:CycleLab builds RT-Thread Nano single-core (RT_USING_SMP is not built, libcpu/risc-v/common's SMP paths are not ported)")
set(RTTHREAD_NANO_PATH "" CACHE PATH
    "RT-Thread Nano checkout (repository root or its rt-thread/); empty skips its images")
# Boards whose RAM cannot hold the kernel with the harness: no images there. qemu-f100 (8 KB),
# measured with 4.1.1 at O2: .data + .bss = 8320 bytes (minimal; 576 of them the message
# queue's own pool, 256 the 32-priority ready table) and 9896 bytes (default: + finsh's 1 KB
# thread stack and shell state), against 8192 - 320 (main stack) = 7872 available.
set(CL_KERNEL_RTTHREAD_NANO_NO_FIT "qemu-f100:minimal:RAM:128" "qemu-f100:default:RAM:1704")

# cl_rtthread_nano_root(out): the folder holding src/, include/, libcpu/ and components/.
function(cl_rtthread_nano_root out)
  if(EXISTS "${RTTHREAD_NANO_PATH}/rt-thread/include/rtdef.h")
    set(${out} "${RTTHREAD_NANO_PATH}/rt-thread" PARENT_SCOPE)
  else()
    set(${out} "${RTTHREAD_NANO_PATH}" PARENT_SCOPE)
  endif()
endfunction()

# cl_rtthread_nano_version(root out): "major.minor.patch" from include/rtdef.h (RT_VERSION /
# RT_SUBVERSION / RT_REVISION up to 4.x, RT_VERSION_MAJOR / _MINOR / _PATCH from 5.0).
function(cl_rtthread_nano_version root out)
  file(STRINGS "${root}/include/rtdef.h" lines
       REGEX "#define RT_(VERSION|SUBVERSION|REVISION|VERSION_MAJOR|VERSION_MINOR|VERSION_PATCH)[ \t]+[0-9]+")
  foreach(l IN LISTS lines)
    string(REGEX MATCH "#define (RT_[A-Z_]+)[ \t]+([0-9]+)" m "${l}")
    set(${CMAKE_MATCH_1} ${CMAKE_MATCH_2})
  endforeach()
  if(DEFINED RT_VERSION_MAJOR)
    set(${out} "${RT_VERSION_MAJOR}.${RT_VERSION_MINOR}.${RT_VERSION_PATCH}" PARENT_SCOPE)
  elseif(DEFINED RT_VERSION AND DEFINED RT_SUBVERSION)
    set(${out} "${RT_VERSION}.${RT_SUBVERSION}.${RT_REVISION}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

function(cl_kernel_rtthread_nano_check)
  cl_rtthread_nano_root(r)
  if(NOT EXISTS "${r}/include/rtdef.h")
    message(FATAL_ERROR "rtthread-nano: '${RTTHREAD_NANO_PATH}' is not an RT-Thread Nano checkout: "
                        "neither include/rtdef.h nor rt-thread/include/rtdef.h is there. Point "
                        "the path at the repository root or its rt-thread/ folder.")
  endif()
  cl_kernel_require_files(rtthread-nano "${r}" include/rtdef.h include/rtthread.h src/thread.c
                          src/scheduler.c src/ipc.c src/mempool.c
                          libcpu/arm/cortex-m4/context_gcc.S libcpu/arm/cortex-m3/context_gcc.S
                          libcpu/risc-v/common/context_gcc.S libcpu/risc-v/common/cpuport.c
                          libcpu/risc-v/e310/interrupt_gcc.S
                          components/finsh/shell.c components/finsh/msh.c)
  cl_rtthread_nano_version("${r}" v)
  if(NOT v MATCHES "^[0-9]+\\.[0-9]+\\.[0-9]+$" OR v VERSION_LESS 4.0)
    message(FATAL_ERROR "rtthread-nano: '${r}/include/rtdef.h' gives version '${v}'; the port "
                        "needs RT-Thread 4.x (Nano 4.1 or later: rt_mq_send_wait, static objects).")
  endif()
endfunction()

function(cl_kernel_rtthread_nano_sources srcs incs defs ver profile family)
  cl_rtthread_nano_root(r)
  set(p ${CL_FW}/ports/rtthread-nano)
  set(arch_src "")
  set(arch_inc "")
  if(family STREQUAL "F4")
    set(cpu ${r}/libcpu/arm/cortex-m4) # saves s16-s31 for threads that used the FPU
  elseif(family MATCHES "^(RV32VIRT|ESP32C3)$")
    # The common RISC-V switch and stack frame, and the machine-mode trap entry of the e310: it
    # saves the frame, runs handle_trap() (the port) on the stack at _sp (rv32_isr_stack.ld) and
    # switches when the handler asked for it. Nothing in it is the e310's but the name: the
    # board gives the tick and the trap table (board.h, cl_rv_tick_start, CL_RV_TRAP_VECTORS).
    set(cpu ${r}/libcpu/risc-v/common)
    set(arch_src ${r}/libcpu/risc-v/e310/interrupt_gcc.S ${p}/rv32_isr_stack.ld)
    set_source_files_properties(${p}/rv32_isr_stack.ld PROPERTIES EXTERNAL_OBJECT TRUE)
    set(arch_inc ${cpu})
  else()
    set(cpu ${r}/libcpu/arm/cortex-m3)
  endif()
  # The kernel as a Nano BSP builds it, without components.c: the harness owns main(), so the
  # port runs rtthread_startup()'s steps itself (see port_rtthread_nano.c).
  set(s ${r}/src/clock.c ${r}/src/idle.c ${r}/src/ipc.c ${r}/src/irq.c ${r}/src/kservice.c
      ${r}/src/mempool.c ${r}/src/object.c ${r}/src/scheduler.c ${r}/src/thread.c
      ${r}/src/timer.c ${cpu}/cpuport.c ${cpu}/context_gcc.S ${arch_src} ${p}/port_rtthread_nano.c)
  if(profile STREQUAL "default")
    # finsh (msh) as the STM32F407 BSP links it; msh_file.c needs a file system (DFS): left out.
    # fsymtab.ld is an implicit linker script giving finsh the bounds of its command table.
    set(f ${r}/components/finsh)
    list(APPEND s ${f}/shell.c ${f}/msh.c ${f}/msh_parse.c ${f}/cmd.c ${p}/fsymtab.ld)
    set_source_files_properties(${p}/fsymtab.ld PROPERTIES EXTERNAL_OBJECT TRUE)
    set(i ${f})
  else()
    set(i "")
  endif()
  set(${srcs} ${s} PARENT_SCOPE)
  set(${incs} ${r}/include ${i} ${arch_inc} ${p} ${p}/config/${profile} PARENT_SCOPE)
  set(${defs} "" PARENT_SCOPE)
  cl_rtthread_nano_version("${r}" v)
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()
