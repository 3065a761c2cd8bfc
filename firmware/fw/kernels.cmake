# Kernel table: cl_kernel_<id>_sources(out_sources out_includes out_defs out_version profile
# family) lists what one image of that kernel compiles. Adding a kernel = one such function +
# a port under firmware/ports/<id>/ + its name in CL_KERNELS (see firmware/PORTING.md).
function(cl_kernel_refkernel_sources srcs incs defs ver profile family)
  set(${srcs} ${CL_FW}/kernels/refkernel/rk_sched.c ${CL_FW}/kernels/refkernel/rk_sync.c
      ${CL_FW}/ports/refkernel/port_refkernel.c PARENT_SCOPE)
  set(${incs} ${CL_FW}/kernels/refkernel ${CL_FW}/ports/refkernel PARENT_SCOPE)
  set(${defs} "" PARENT_SCOPE)
  file(STRINGS ${CL_FW}/kernels/refkernel/rk.h v REGEX "#define RK_VERSION ")
  string(REGEX REPLACE ".*\"(.*)\".*" "\\1" v "${v}")
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()

function(cl_kernel_freertos_sources srcs incs defs ver profile family)
  set(k "${FREERTOS_KERNEL_PATH}")
  if(family STREQUAL "F4")
    set(port_dir ${k}/portable/GCC/ARM_CM4F)
  else()
    set(port_dir ${k}/portable/GCC/ARM_CM3)
  endif()
  set(${srcs} ${k}/tasks.c ${k}/queue.c ${k}/list.c ${k}/event_groups.c ${port_dir}/port.c
      ${CL_FW}/ports/freertos/port_freertos.c PARENT_SCOPE)
  set(${incs} ${k}/include ${port_dir} ${CL_FW}/ports/freertos
      ${CL_FW}/ports/freertos/config/${profile} PARENT_SCOPE)
  set(${defs} "" PARENT_SCOPE)
  file(STRINGS ${k}/include/task.h v REGEX "#define tskKERNEL_VERSION_NUMBER ")
  string(REGEX REPLACE ".*\"V?([^\"]*)\".*" "\\1" v "${v}")
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()
