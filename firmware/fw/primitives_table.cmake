# The one table of which kernel primitive each benchmark measures, per kernel, written from the
# ports' own port.json files (the only place the mapping is kept) into firmware/PORTING.md
# between the two marker lines below. Run as a script:
#   cmake -P firmware/fw/primitives_table.cmake          check: exit 1 naming the difference
#   cmake -DUPDATE=ON -P firmware/fw/primitives_table.cmake   rewrite the table in PORTING.md
# The ctest `porting_primitives_table` runs the check, so a port.json edit without the table
# (or the reverse) fails the suite.
cmake_minimum_required(VERSION 3.20)
include("${CMAKE_CURRENT_LIST_DIR}/port_json.cmake")
get_filename_component(fw_root "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
set(doc "${fw_root}/PORTING.md")
set(begin_mark "<!-- primitives table: written by fw/primitives_table.cmake from ports/*/port.json -->")
set(end_mark "<!-- end of primitives table -->")

# The registry's order (fw/kernels.cmake), read without including it: it needs a build.
file(READ "${CMAKE_CURRENT_LIST_DIR}/kernels.cmake" reg)
string(REGEX MATCH "set\\(CL_KERNEL_REGISTRY([^)]*)\\)" _ "${reg}")
string(REGEX REPLACE "[ \t\r\n]+" ";" kernels "${CMAKE_MATCH_1}")
list(FILTER kernels EXCLUDE REGEX "^$")

set(header "| benchmark |")
set(rule "| --- |")
set(benches "")
foreach(k IN LISTS kernels)
  file(READ "${fw_root}/ports/${k}/port.json" pj_${k})
  string(JSON name GET "${pj_${k}}" name)
  string(APPEND header " ${name} (`${k}`) |")
  string(APPEND rule " --- |")
  string(JSON n LENGTH "${pj_${k}}" benchmarks)
  math(EXPR last "${n} - 1")
  foreach(i RANGE ${last})
    string(JSON b MEMBER "${pj_${k}}" benchmarks ${i})
    if(NOT b IN_LIST benches)
      list(APPEND benches ${b})
    endif()
  endforeach()
endforeach()

# One cell: the primitive; "port-implemented: ..." or "n/a: reason"; a profile that differs
# from `default` is added as "(minimal: ...)". Pipes would end the cell: they become slashes.
function(cell_text pj bench profile out)
  string(JSON has ERROR_VARIABLE missing GET "${pj}" benchmarks ${bench})
  if(missing)
    set(${out} "not listed" PARENT_SCOPE)
    return()
  endif()
  cl_port_bench_status("${pj}" ${bench} ${profile} status prim why)
  if(status STREQUAL "n/a")
    set(t "n/a: ${why}")
  elseif(status STREQUAL "port-implemented")
    set(t "port-implemented: ${prim}")
  else()
    set(t "${prim}")
  endif()
  string(REPLACE "|" "/" t "${t}")
  set(${out} "${t}" PARENT_SCOPE)
endfunction()

set(table "${header}\n${rule}\n")
foreach(b IN LISTS benches)
  set(row "| `${b}` |")
  foreach(k IN LISTS kernels)
    cell_text("${pj_${k}}" ${b} default d)
    cell_text("${pj_${k}}" ${b} minimal m)
    if(NOT m STREQUAL d)
      string(APPEND d " (minimal: ${m})")
    endif()
    string(APPEND row " ${d} |")
  endforeach()
  string(APPEND table "${row}\n")
endforeach()

file(READ "${doc}" text)
string(FIND "${text}" "${begin_mark}" at_begin)
string(FIND "${text}" "${end_mark}" at_end)
if(at_begin LESS 0 OR at_end LESS at_begin)
  message(FATAL_ERROR "${doc}: the marker lines '${begin_mark}' and '${end_mark}' are missing "
                      "or out of order; put them where the table belongs, then run "
                      "cmake -DUPDATE=ON -P firmware/fw/primitives_table.cmake")
endif()
string(LENGTH "${begin_mark}\n" skip)
math(EXPR body_begin "${at_begin} + ${skip}")
math(EXPR body_len "${at_end} - ${body_begin}")
string(SUBSTRING "${text}" ${body_begin} ${body_len} current)
if(current STREQUAL table)
  return()
endif()
if(UPDATE)
  string(SUBSTRING "${text}" 0 ${body_begin} head)
  string(SUBSTRING "${text}" ${at_end} -1 tail)
  file(WRITE "${doc}" "${head}${table}${tail}")
  message(STATUS "${doc}: primitives table rewritten from ports/*/port.json")
else()
  message(FATAL_ERROR "${doc}: the primitives table differs from ports/*/port.json. Run "
                      "cmake -DUPDATE=ON -P firmware/fw/primitives_table.cmake and commit "
                      "the result.")
endif()
