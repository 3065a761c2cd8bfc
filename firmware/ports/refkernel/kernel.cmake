# refkernel: the project's own reference kernel, always built (no path variable).
set(CL_KERNEL_REFKERNEL_PATH_VARS "")

function(cl_kernel_refkernel_sources srcs incs defs ver profile family)
  set(${srcs} ${CL_FW}/kernels/refkernel/rk_sched.c ${CL_FW}/kernels/refkernel/rk_sync.c
      ${CL_FW}/ports/refkernel/port_refkernel.c PARENT_SCOPE)
  set(${incs} ${CL_FW}/kernels/refkernel ${CL_FW}/ports/refkernel PARENT_SCOPE)
  if(profile STREQUAL "default")
    set(${defs} RK_PROFILE_DEFAULT PARENT_SCOPE)
  else()
    set(${defs} "" PARENT_SCOPE)
  endif()
  file(STRINGS ${CL_FW}/kernels/refkernel/rk.h v REGEX "#define RK_VERSION ")
  string(REGEX REPLACE ".*\"(.*)\".*" "\\1" v "${v}")
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()
