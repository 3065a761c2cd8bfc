# refkernel: the project's own reference kernel, always built (no path variable).
set(CL_KERNEL_REFKERNEL_PATH_VARS "")
set(CL_KERNEL_REFKERNEL_ARCHS arm riscv32) # Cortex-M3/M4 and RV32 (rk_arch_rv32.c/.S)

function(cl_kernel_refkernel_sources srcs incs defs ver profile family)
  set(s ${CL_FW}/kernels/refkernel/rk_sched.c ${CL_FW}/kernels/refkernel/rk_sync.c
      ${CL_FW}/ports/refkernel/port_refkernel.c)
  if(family MATCHES "^(RV32VIRT|ESP32C3)$") # the C3's timer and interrupts: RK_RV_ESP32C3
    list(APPEND s ${CL_FW}/kernels/refkernel/rk_arch_rv32.c ${CL_FW}/kernels/refkernel/rk_arch_rv32.S)
  endif()
  set(${srcs} ${s} PARENT_SCOPE)
  set(${incs} ${CL_FW}/kernels/refkernel ${CL_FW}/ports/refkernel PARENT_SCOPE)
  set(d "")
  if(profile STREQUAL "default")
    list(APPEND d RK_PROFILE_DEFAULT)
  endif()
  if(family STREQUAL "ESP32C3")
    list(APPEND d RK_RV_ESP32C3)
  endif()
  set(${defs} "${d}" PARENT_SCOPE)
  file(STRINGS ${CL_FW}/kernels/refkernel/rk.h v REGEX "#define RK_VERSION ")
  string(REGEX REPLACE ".*\"(.*)\".*" "\\1" v "${v}")
  set(${ver} "${v}" PARENT_SCOPE)
endfunction()
