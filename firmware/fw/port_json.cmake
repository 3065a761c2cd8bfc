# Reading a port's port.json, shared by the cross build (kernels.cmake) and the manifest script
# (manifest_entry.cmake, cmake -P).
#
# cl_port_bench_status(<port.json text> <benchmark> <profile> <out_status> <out_primitive>
#                      <out_reason>): the benchmark's status ("kernel", "port-implemented" or
# "n/a"), primitive and reason for one profile. An entry may override them per profile, e.g. a
# check that only the `default` profile builds:
#   "stack_overflow": {"status": "kernel", "primitive": "...",
#                      "profiles": {"minimal": {"status": "n/a", "reason": "..."}}}
# and per architecture (CL_PORT_ARCH, the build's: arm, riscv32), applied after the profile's:
#   "irq_nesting": {..., "architectures": {"riscv32": {"status": "n/a", "reason": "..."}}}
function(cl_port_bench_status pj bench profile out_status out_primitive out_reason)
  string(JSON status GET "${pj}" benchmarks ${bench} status)
  string(JSON prim ERROR_VARIABLE no_prim GET "${pj}" benchmarks ${bench} primitive)
  string(JSON why ERROR_VARIABLE no_why GET "${pj}" benchmarks ${bench} reason)
  string(JSON over ERROR_VARIABLE no_over GET "${pj}" benchmarks ${bench} profiles ${profile})
  set(overrides "")
  if(NOT no_over)
    list(APPEND overrides "${over}")
  endif()
  if(CL_PORT_ARCH)
    string(JSON over ERROR_VARIABLE no_over GET "${pj}" benchmarks ${bench} architectures
           ${CL_PORT_ARCH})
    if(NOT no_over)
      list(APPEND overrides "${over}")
    endif()
  endif()
  foreach(over IN LISTS overrides)
    string(JSON st ERROR_VARIABLE no_st GET "${over}" status)
    if(NOT no_st)
      set(status "${st}")
    endif()
    string(JSON p ERROR_VARIABLE no_p GET "${over}" primitive)
    if(NOT no_p)
      set(prim "${p}")
      set(no_prim "")
    endif()
    string(JSON w ERROR_VARIABLE no_w GET "${over}" reason)
    if(NOT no_w)
      set(why "${w}")
      set(no_why "")
    endif()
  endforeach()
  if(no_prim)
    set(prim "")
  endif()
  if(no_why)
    set(why "")
  endif()
  set(${out_status} "${status}" PARENT_SCOPE)
  set(${out_primitive} "${prim}" PARENT_SCOPE)
  set(${out_reason} "${why}" PARENT_SCOPE)
endfunction()
