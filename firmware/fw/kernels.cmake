# Kernel registry: the one list of kernels the firmware knows. Included by the host build
# (firmware/CMakeLists.txt, to check the paths at configure time and pass them on) and by the
# cross build (firmware/fw, to compile the images).
#
# Each id has a port folder firmware/ports/<id>/ with:
#   kernel.cmake   sets CL_KERNEL_<ID>_PATH_VARS (cache variables naming the user's checkouts,
#                  the first one required) and defines
#                    cl_kernel_<id>_check()   FATAL_ERROR naming the path and what was expected
#                    cl_kernel_<id>_sources(out_sources out_includes out_defs out_version
#                                           profile family)
#                  and may set CL_KERNEL_<ID>_NO_FIT to the QEMU boards whose RAM cannot hold
#                  it (no images there; the comment beside it says by how much),
#                  CL_KERNEL_<ID>_ARCHS to the architectures it has a port for (default arm),
#                  and must set CL_KERNEL_<ID>_NO_PORT to "arch:why" for every board
#                  architecture it lacks (the manifest's noPort: a campaign asking for it on
#                  such a board is refused with that reason)
#   port.json      display name, profiles (source and settings) and, per benchmark, the kernel
#                  primitive used, or "port-implemented" / "n/a" with the reason
#   port_<id>.c, cl_port_types.h, config/<profile>/...
# A kernel built by its own build system defines cl_kernel_<id>_images() instead, which adds
# its images itself (ports/nuttx/kernel.cmake).
# (<id> in variable and function names: upper/lower case with '-' turned into '_'.)
# A kernel without kernel sources of its own (refkernel) has no path variables.
include("${CMAKE_CURRENT_LIST_DIR}/port_json.cmake")
set(CL_KERNEL_REGISTRY refkernel freertos threadx rtx5 ucos3 tencentos-tiny rtthread-nano liteos-m
    nuttx)

get_filename_component(CL_PORTS_DIR "${CMAKE_CURRENT_LIST_DIR}/../ports" ABSOLUTE)
set(cl_colours "")
foreach(id IN LISTS CL_KERNEL_REGISTRY)
  include("${CL_PORTS_DIR}/${id}/kernel.cmake")
  # Each kernel keeps one colour in every chart: two ports may not share one.
  file(READ "${CL_PORTS_DIR}/${id}/port.json" cl_pj)
  if(cl_pj MATCHES ";")
    # CMake reads ';' as a list separator: the manifest entry would come out broken.
    message(FATAL_ERROR "ports/${id}/port.json: ';' is not allowed (write ',' or ':' instead)")
  endif()
  string(JSON cl_colour GET "${cl_pj}" colour)
  string(TOUPPER "${cl_colour}" cl_colour)
  if(cl_colour IN_LIST cl_colours)
    message(FATAL_ERROR "ports/${id}/port.json: colour ${cl_colour} is already another kernel's")
  endif()
  list(APPEND cl_colours "${cl_colour}")
endforeach()

# cl_kernel_archs(id out): the architectures the kernel has a port for here:
# CL_KERNEL_<ID>_ARCHS from its kernel.cmake, "arm" when it sets none.
function(cl_kernel_archs id out)
  cl_kernel_ident(${id} l u)
  if(DEFINED CL_KERNEL_${u}_ARCHS)
    set(${out} ${CL_KERNEL_${u}_ARCHS} PARENT_SCOPE)
  else()
    set(${out} arm PARENT_SCOPE)
  endif()
endfunction()

# cl_kernel_no_port(id arch out): why the kernel has no port for `arch` (CL_KERNEL_<ID>_NO_PORT);
# configure stops when a kernel lacks a board architecture without saying why.
function(cl_kernel_no_port id arch out)
  cl_kernel_ident(${id} l u)
  foreach(e IN LISTS CL_KERNEL_${u}_NO_PORT)
    if(e MATCHES "^${arch}:(.+)$")
      set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  message(FATAL_ERROR "ports/${id}/kernel.cmake: no port for the ${arch} boards and no reason: "
                      "set CL_KERNEL_${u}_NO_PORT to \"${arch}:<why>\"")
endfunction()

# cl_kernel_ident(id out_lower out_upper): the identifier forms of a kernel id.
function(cl_kernel_ident id out_lower out_upper)
  string(REPLACE "-" "_" l "${id}")
  string(TOUPPER "${l}" u)
  set(${out_lower} "${l}" PARENT_SCOPE)
  set(${out_upper} "${u}" PARENT_SCOPE)
endfunction()

# cl_kernels_available(out_ids out_cmake_args): the kernels whose sources were given (checked,
# stopping configure on a wrong path), and the -D arguments that pass their paths on. Prints
# one message listing the kernels skipped for want of a path.
function(cl_kernels_available out_ids out_args)
  set(ids "")
  set(args "")
  set(skipped "")
  foreach(id IN LISTS CL_KERNEL_REGISTRY)
    cl_kernel_ident(${id} l u)
    set(vars ${CL_KERNEL_${u}_PATH_VARS})
    if(NOT vars)
      list(APPEND ids ${id})
      continue()
    endif()
    list(GET vars 0 main_var)
    if(NOT ${main_var})
      list(APPEND skipped "${id} (-D${main_var}=<checkout>)")
      continue()
    endif()
    cmake_language(CALL cl_kernel_${l}_check)
    list(APPEND ids ${id})
    foreach(v IN LISTS vars)
      list(APPEND args "-D${v}=${${v}}")
    endforeach()
  endforeach()
  if(skipped)
    list(JOIN skipped ", " s)
    message(STATUS "Firmware: kernels skipped, no source path given: ${s}")
  endif()
  set(${out_ids} "${ids}" PARENT_SCOPE)
  set(${out_args} "${args}" PARENT_SCOPE)
endfunction()

# cl_kernel_require_files(id path file...): stop configure unless every file exists under path.
function(cl_kernel_require_files id path)
  foreach(f IN LISTS ARGN)
    if(NOT EXISTS "${path}/${f}")
      message(FATAL_ERROR "${id}: '${path}' is not a ${id} checkout: ${f} is missing there. "
                          "Point the path at the kernel's source tree (see firmware/PORTING.md).")
    endif()
  endforeach()
endfunction()

# cl_kernel_na_defs(id profile out_defs): CL_NA_<benchmark> for each benchmark port.json marks
# "n/a" for that profile, so the benchmark table leaves it out (benchmarks/bench_common.c).
function(cl_kernel_na_defs id profile out_defs)
  file(READ "${CL_PORTS_DIR}/${id}/port.json" pj)
  string(JSON n LENGTH "${pj}" benchmarks)
  set(defs "")
  if(n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON bench MEMBER "${pj}" benchmarks ${i})
      cl_port_bench_status("${pj}" ${bench} ${profile} status prim why)
      if(status STREQUAL "n/a")
        list(APPEND defs CL_NA_${bench}=1)
      endif()
    endforeach()
  endif()
  set(${out_defs} "${defs}" PARENT_SCOPE)
endfunction()

# cl_image_filter(<list var>): keep the image set entries ("<name>|...", cl_image_set and the
# NuttX set) whose name matches CL_IMAGE_FILTER, a regular expression (empty: keep all), so a
# build can make only the images one campaign needs (scripts/demo --kernels).
function(cl_image_filter var)
  if(NOT CL_IMAGE_FILTER)
    return()
  endif()
  set(kept "")
  foreach(e IN LISTS ${var})
    string(REGEX MATCH "^[^|]*" name "${e}")
    if(name MATCHES "${CL_IMAGE_FILTER}")
      list(APPEND kept "${e}")
    endif()
  endforeach()
  set(${var} "${kept}" PARENT_SCOPE)
endfunction()

# cl_kernel_trees(<out> <id>...): "<id>:<OPTION>=<path>" of every tree of each kernel, "|"-joined,
# for the manifest's kernelCommit and kernelPin (kernel_upstream.cmake).
function(cl_kernel_trees out)
  set(trees "")
  foreach(id IN LISTS ARGN)
    cl_kernel_ident(${id} l u)
    foreach(v IN LISTS CL_KERNEL_${u}_PATH_VARS)
      list(APPEND trees "${id}:${v}=${${v}}")
    endforeach()
  endforeach()
  list(JOIN trees "|" trees)
  set(${out} "${trees}" PARENT_SCOPE)
endfunction()
