# cmake -P script: one manifest entry (JSON object) for a linked image. Runs after each link;
# uses arm-none-eabi-size (Berkeley format) and file(SHA256) so no python is needed.
execute_process(COMMAND ${SIZE} -B ${ELF} OUTPUT_VARIABLE size_out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${SIZE} failed on ${ELF}")
endif()
string(REGEX MATCH "\n[ \t]*([0-9]+)[ \t]+([0-9]+)[ \t]+([0-9]+)" m "${size_out}")
set(text ${CMAKE_MATCH_1})
set(data ${CMAKE_MATCH_2})
set(bss ${CMAKE_MATCH_3})
file(SHA256 ${ELF} sha)
include(${CMAKE_CURRENT_LIST_DIR}/harness_cost.cmake) # HARNESS_JSON
string(REPLACE "," "\", \"" bench_json "${BENCHES}")

# What the port says about itself (ports/<kernel>/port.json): display name, this profile's
# configuration, the settings in which the two profiles differ, and per benchmark the primitive
# measured, whether the port implemented it, or why it is not applicable.
file(READ ${PORT_JSON} pj)
string(JSON kname GET "${pj}" name)
string(JSON kcolour ERROR_VARIABLE no_colour GET "${pj}" colour)
# (CMake regular expressions have no {n} repetition.)
set(hex "[0-9A-Fa-f]")
if(no_colour OR NOT kcolour MATCHES "^#${hex}${hex}${hex}${hex}${hex}${hex}$")
  message(FATAL_ERROR "${PORT_JSON}: colour: expected \"#RRGGBB\" (the kernel's colour in every chart)")
endif()
string(JSON config GET "${pj}" profiles ${PROFILE} settings)
string(JSON config_src GET "${pj}" profiles ${PROFILE} source)
string(REPLACE "\"" "\\\"" config_src "${config_src}")
string(JSON nkeys LENGTH "${pj}" profiles default settings)
set(diff "")
math(EXPR last "${nkeys} - 1")
foreach(i RANGE ${last})
  string(JSON key MEMBER "${pj}" profiles default settings ${i})
  string(JSON dv GET "${pj}" profiles default settings ${key})
  string(JSON mv ERROR_VARIABLE missing GET "${pj}" profiles minimal settings ${key})
  if(missing)
    set(mv "")
  endif()
  if(NOT dv STREQUAL mv)
    list(APPEND diff "\"${key}\": {\"default\": \"${dv}\", \"minimal\": \"${mv}\"}")
  endif()
endforeach()
list(JOIN diff ", " diff)
set(prims "")
set(port_impl "")
set(na "")
string(JSON nb LENGTH "${pj}" benchmarks)
math(EXPR last "${nb} - 1")
foreach(i RANGE ${last})
  string(JSON b MEMBER "${pj}" benchmarks ${i})
  string(JSON status GET "${pj}" benchmarks ${b} status)
  if(status STREQUAL "n/a")
    string(JSON why GET "${pj}" benchmarks ${b} reason)
    string(REPLACE "\"" "\\\"" why "${why}")
    list(APPEND na "\"${b}\": \"${why}\"")
    continue()
  endif()
  string(JSON prim GET "${pj}" benchmarks ${b} primitive)
  string(REPLACE "\"" "\\\"" prim "${prim}")
  list(APPEND prims "\"${b}\": \"${prim}\"")
  if(status STREQUAL "port-implemented")
    list(APPEND port_impl "\"${b}\"")
  elseif(NOT status STREQUAL "kernel")
    message(FATAL_ERROR "${PORT_JSON}: benchmarks.${b}.status: expected kernel, port-implemented or n/a")
  endif()
endforeach()
list(JOIN prims ", " prims)
list(JOIN port_impl ", " port_impl)
list(JOIN na ", " na)
file(WRITE ${OUT} "  {\"file\": \"${NAME}.elf\", \"bin\": \"${NAME}.bin\", \"name\": \"${NAME}\", \
\"board\": \"${BOARD}\", \"kernel\": \"${KERNEL}\", \"kernelVersion\": \"${KVER}\", \
\"profile\": \"${PROFILE}\", \"opt\": \"${OPT}\", \"cpuHz\": ${CPU_HZ}, \
\"flashWaitStates\": ${WS}, \"toolchain\": \"${TOOLCHAIN}\", \"flags\": \"${FLAGS}\", \
\"text\": ${text}, \"data\": ${data}, \"bss\": ${bss}, \"sha256\": \"${sha}\", \
\"buildId\": \"${BUILD_ID}\", \"maxN\": ${MAX_N}, ${EXTRA}${HARNESS_JSON}\"benchmarks\": [\"${bench_json}\"], \
\"kernelName\": \"${kname}\", \"kernelColour\": \"${kcolour}\", \"configSource\": \"${config_src}\", \"config\": ${config}, \
\"configDiff\": {${diff}}, \"primitives\": {${prims}}, \"portImplemented\": [${port_impl}], \
\"notApplicable\": {${na}}}")
