# What the harness costs on each channel, from the image's own code (included by
# manifest_entry.cmake after the link; needs ELF, NM and OBJDUMP).
#
# The empty region (`baseline_one`) carries four zero-size labels, cl_mark_<event>_<n>
# (harness/cl_cycles.h CL_MARK), each right after one event: the start count's read (t0), the
# probe-set store (set), the probe-clear store (clr) and the end count's read (t1). The
# instructions executed from after t0 up to and including t1 are the counter side's overhead;
# from after set up to and including clr, the pulse's. With every instruction one slot (QEMU's
# -icount), those counts are what the overheads must measure; a harness fault the code does not
# contain (an interrupt taken inside the window, a counter or a probe that is off) shows as a
# difference (docs/VALIDATION.md, harness-cost).
#
# Sets HARNESS_JSON to '"harnessSlots": {"counter": N, "pulse": M}, ' or to "" when the count
# cannot be derived: marks missing or doubled, or a branch between them (a conditional path:
# the test-only -skew and fault images 1-3), which straight-line counting cannot follow.
set(HARNESS_JSON "")

function(cl_harness_slots elf out_counter out_pulse)
  set(${out_counter} "" PARENT_SCOPE)
  set(${out_pulse} "" PARENT_SCOPE)
  if(NOT NM OR NOT OBJDUMP)
    return()
  endif()
  execute_process(COMMAND ${NM} -S --defined-only ${elf} OUTPUT_VARIABLE syms
                  RESULT_VARIABLE rc ERROR_QUIET)
  if(NOT rc EQUAL 0 OR NOT syms MATCHES "(^|\n)([0-9a-f]+) ([0-9a-f]+) [tT] baseline_one\n")
    return()
  endif()
  math(EXPR start "0x${CMAKE_MATCH_2} & ~1") # a Thumb function's symbol has bit 0 set
  math(EXPR end "${start} + 0x${CMAKE_MATCH_3}")
  foreach(event t0 set clr t1)
    string(REGEX MATCHALL "(^|\n)[0-9a-f]+ [tT] cl_mark_${event}_[0-9]+" marks "${syms}")
    set(found "")
    foreach(m IN LISTS marks)
      string(REGEX MATCH "[0-9a-f]+" hex "${m}")
      math(EXPR a "0x${hex}")
      if(a GREATER_EQUAL start AND a LESS end)
        list(APPEND found ${a})
      endif()
    endforeach()
    list(LENGTH found n)
    if(NOT n EQUAL 1)
      return()
    endif()
    set(at_${event} ${found})
  endforeach()
  math(EXPR start_hex "${start}" OUTPUT_FORMAT HEXADECIMAL)
  math(EXPR end_hex "${end}" OUTPUT_FORMAT HEXADECIMAL)
  execute_process(COMMAND ${OBJDUMP} -d --start-address=${start_hex} --stop-address=${end_hex}
                          ${elf}
                  OUTPUT_VARIABLE dis RESULT_VARIABLE rc ERROR_QUIET)
  if(NOT rc EQUAL 0)
    return()
  endif()
  # Square brackets and semicolons would split the list wrongly: operands only matter for pc.
  string(REGEX REPLACE "[][;]" "_" dis "${dis}")
  string(REGEX MATCHALL "\n *[0-9a-f]+:\t[^\n]*" lines "${dis}")
  set(branch "^(b|bl|blx|bx|cbz|cbnz|tbb|tbh|b(eq|ne|cs|cc|hs|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le))(\\.[nw])?$")
  foreach(side counter pulse)
    if(side STREQUAL "counter")
      set(from ${at_t0})
      set(to ${at_t1})
    else()
      set(from ${at_set})
      set(to ${at_clr})
    endif()
    if(NOT from LESS to)
      return()
    endif()
    set(count 0)
    foreach(line IN LISTS lines)
      if(NOT line MATCHES "^\n *([0-9a-f]+):\t[^\t]*\t([^\t]+)\t?(.*)$")
        continue()
      endif()
      set(mnemonic "${CMAKE_MATCH_2}")
      set(operands "${CMAKE_MATCH_3}")
      math(EXPR a "0x${CMAKE_MATCH_1}")
      if(a LESS from OR a GREATER_EQUAL to)
        continue()
      endif()
      string(STRIP "${mnemonic}" mnemonic)
      if(mnemonic MATCHES "${branch}" OR mnemonic MATCHES "^it" OR mnemonic MATCHES "^\\."
         OR operands MATCHES "(^pc,|pc})")
        return()
      endif()
      math(EXPR count "${count} + 1")
    endforeach()
    set(slots_${side} ${count})
  endforeach()
  set(${out_counter} ${slots_counter} PARENT_SCOPE)
  set(${out_pulse} ${slots_pulse} PARENT_SCOPE)
endfunction()

cl_harness_slots(${ELF} harness_counter harness_pulse)
if(NOT harness_counter STREQUAL "" AND NOT harness_pulse STREQUAL "")
  set(HARNESS_JSON "\"harnessSlots\": {\"counter\": ${harness_counter}, \"pulse\": ${harness_pulse}}, ")
endif()
