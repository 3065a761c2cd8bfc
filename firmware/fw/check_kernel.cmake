# cmake -P script: the configure-time check of one kernel's trees, on its own, so a script can
# verify a checkout the way configure will (scripts/kernels).
#   cmake -DKERNEL=<id> -D<OPTION>=<tree>... -P firmware/fw/check_kernel.cmake
# Exits non-zero with configure's own message (the path and the file it expected) when a tree
# is not that kernel, or is a version the port does not build with; prints the kernel's version.
cmake_minimum_required(VERSION 3.20)
if(NOT KERNEL)
  message(FATAL_ERROR "check_kernel.cmake: give -DKERNEL=<id> (firmware/fw/kernels.cmake)")
endif()
include("${CMAKE_CURRENT_LIST_DIR}/kernels.cmake")
if(NOT KERNEL IN_LIST CL_KERNEL_REGISTRY)
  message(FATAL_ERROR "check_kernel.cmake: '${KERNEL}' is not a kernel id (${CL_KERNEL_REGISTRY})")
endif()
cl_kernel_ident(${KERNEL} l u)
if(NOT COMMAND cl_kernel_${l}_check)
  message(STATUS "${KERNEL}: built from the project's own sources, nothing to check")
  return()
endif()
cmake_language(CALL cl_kernel_${l}_check)
message(STATUS "${KERNEL}: the trees are what configure expects")
