# What the harness costs on each channel, from the image's own code (included by
# manifest_entry.cmake after the link; needs ELF, NAME, ARCH, OPT, NM and OBJDUMP; TEST_ONLY
# for the test-only variants).
#
# The empty region (`baseline_one`) carries four zero-size labels, cl_mark_<event>_<n>
# (harness/cl_cycles.h CL_MARK), each right after one event: the start count's read (t0), the
# probe-set store (set), the probe-clear store (clr) and the end count's read (t1). The
# instructions executed from after t0 up to and including t1 are the counter side's overhead;
# from after set up to and including clr, the pulse's. With every instruction one slot (QEMU's
# -icount), those counts are what the overheads must measure; a harness fault the code does not
# contain (an interrupt taken inside the window, a counter or probe that is off) shows as a
# difference (docs/VALIDATION.md, harness-cost).
#
# A call inside the window (Thumb `bl`, RISC-V `jal`) is followed: the call, the callee's
# instructions and its return are counted when the callee is straight-line code ending in a
# return. Anything else that branches cannot be counted: a shipped image then fails to build
# with a message naming it and the instruction, so no shipped manifest lacks the count (issue
# 38). Only the test-only variants whose harness has conditional code on purpose (-skew, fault
# images 1-3) go without it.
#
# Sets HARNESS_JSON to '"harnessSlots": {"counter": N, "pulse": M, "shippedCounter": N0,
# "shippedPulse": M0}, ' or, for a test-only image that cannot be counted, to "".
set(HARNESS_JSON "")

# The shipped harness's size on each side (cl_cycles.h, cl_cycles_rv32.h; docs/VALIDATION.md):
# the host warns on every run of an image whose harness is larger. At -O0 the compiler also
# spills each edge's five asm outputs to the stack and leaves a nop between the edges: 6 more
# on each side.
function(cl_harness_shipped arch opt out_counter out_pulse)
  if(arch STREQUAL "riscv32")
    set(counter 11)
    set(pulse 8)
  else()
    set(counter 18)
    set(pulse 15)
  endif()
  if(opt STREQUAL "O0")
    math(EXPR counter "${counter} + 6")
    math(EXPR pulse "${pulse} + 6")
  endif()
  set(${out_counter} ${counter} PARENT_SCOPE)
  set(${out_pulse} ${pulse} PARENT_SCOPE)
endfunction()

if(ARCH STREQUAL "riscv32")
  set(cl_branch "^(j|jal|jalr|jr|ret|call|tail|beq|bne|blt|bge|bltu|bgeu|beqz|bnez|blez|bgez|\
bltz|bgtz|bgt|ble|bgtu|bleu|mret|sret|ecall|ebreak|c\\.(j|jal|jr|jalr|beqz|bnez))$")
  set(cl_call "^(jal|call)$")
  set(cl_return "^ret$")
else()
  set(cl_branch "^(b|bl|blx|bx|cbz|cbnz|tbb|tbh|b(eq|ne|cs|cc|hs|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le))(\\.[nw])?$")
  set(cl_call "^(bl|blx)$")
  set(cl_return "^bx$") # with lr; pop {..., pc} is caught as a pc write
endif()

# cl_disassemble(<from> <to> <out lines>): objdump's instruction lines between two addresses,
# each "\n <addr>:\t<bytes>\t<mnemonic>\t<operands>".
function(cl_disassemble from to out)
  math(EXPR from_hex "${from}" OUTPUT_FORMAT HEXADECIMAL)
  math(EXPR to_hex "${to}" OUTPUT_FORMAT HEXADECIMAL)
  execute_process(COMMAND ${OBJDUMP} -d --start-address=${from_hex} --stop-address=${to_hex}
                          ${ELF}
                  OUTPUT_VARIABLE dis RESULT_VARIABLE rc ERROR_QUIET)
  set(lines "")
  if(rc EQUAL 0)
    # Square brackets and semicolons would split the list wrongly: operands only matter for pc.
    string(REGEX REPLACE "[][;]" "_" dis "${dis}")
    string(REGEX MATCHALL "\n *[0-9a-f]+:\t[^\n]*" lines "${dis}")
  endif()
  set(${out} "${lines}" PARENT_SCOPE)
endfunction()

# cl_callee_slots(<operands of the call> <syms> <out count> <out why>): the slots a call costs,
# the call itself included; why is set when the callee cannot be counted.
function(cl_callee_slots operands syms out_count out_why)
  set(${out_count} 0 PARENT_SCOPE)
  set(${out_why} "" PARENT_SCOPE)
  if(NOT operands MATCHES "([0-9a-f]+) <([^>]+)>")
    set(${out_why} "its target is not a fixed address" PARENT_SCOPE)
    return()
  endif()
  set(callee "${CMAKE_MATCH_2}")
  math(EXPR target "0x${CMAKE_MATCH_1} & ~1")
  if(NOT syms MATCHES "(^|\n)([0-9a-f]+) ([0-9a-f]+) [tT] ${callee}\n")
    set(${out_why} "${callee} has no size in the symbol table" PARENT_SCOPE)
    return()
  endif()
  math(EXPR end "(0x${CMAKE_MATCH_2} & ~1) + 0x${CMAKE_MATCH_3}")
  cl_disassemble(${target} ${end} lines)
  set(count 1) # the call
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "^\n *([0-9a-f]+):\t[^\t]*\t([^\t]+)\t?(.*)$")
      continue()
    endif()
    string(STRIP "${CMAKE_MATCH_2}" mnemonic)
    set(ops "${CMAKE_MATCH_3}")
    math(EXPR count "${count} + 1")
    if(mnemonic MATCHES "${cl_return}" AND (ARCH STREQUAL "riscv32" OR ops MATCHES "^lr"))
      set(${out_count} ${count} PARENT_SCOPE)
      return()
    endif()
    if(mnemonic MATCHES "${cl_branch}" OR mnemonic MATCHES "^it" OR mnemonic MATCHES "^\\."
       OR ops MATCHES "(^pc,|pc})")
      set(${out_why} "${callee} is not straight-line code (${mnemonic} at 0x${CMAKE_MATCH_1})"
          PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${out_why} "${callee} has no return" PARENT_SCOPE)
endfunction()

# cl_harness_slots(<out counter> <out pulse> <out why>): why says what stopped the count.
function(cl_harness_slots out_counter out_pulse out_why)
  set(${out_why} "" PARENT_SCOPE)
  if(NOT NM OR NOT OBJDUMP)
    set(${out_why} "no nm or objdump was given to count with" PARENT_SCOPE)
    return()
  endif()
  execute_process(COMMAND ${NM} -S --defined-only ${ELF} OUTPUT_VARIABLE syms
                  RESULT_VARIABLE rc ERROR_QUIET)
  if(NOT rc EQUAL 0 OR NOT syms MATCHES "(^|\n)([0-9a-f]+) ([0-9a-f]+) [tT] baseline_one\n")
    set(${out_why} "the empty region baseline_one is not in the symbol table" PARENT_SCOPE)
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
      set(${out_why} "baseline_one has ${n} cl_mark_${event} labels where one is expected"
          PARENT_SCOPE)
      return()
    endif()
    set(at_${event} ${found})
  endforeach()
  cl_disassemble(${start} ${end} lines)
  foreach(side counter pulse)
    if(side STREQUAL "counter")
      set(from ${at_t0})
      set(to ${at_t1})
    else()
      set(from ${at_set})
      set(to ${at_clr})
    endif()
    if(NOT from LESS to)
      set(${out_why} "the ${side} side's marks are out of order" PARENT_SCOPE)
      return()
    endif()
    set(count 0)
    foreach(line IN LISTS lines)
      if(NOT line MATCHES "^\n *([0-9a-f]+):\t[^\t]*\t([^\t]+)\t?(.*)$")
        continue()
      endif()
      set(at "0x${CMAKE_MATCH_1}")
      string(STRIP "${CMAKE_MATCH_2}" mnemonic)
      set(operands "${CMAKE_MATCH_3}")
      math(EXPR a "${at}")
      if(a LESS from OR a GREATER_EQUAL to)
        continue()
      endif()
      if(mnemonic MATCHES "${cl_call}")
        cl_callee_slots("${operands}" "${syms}" slots why)
        if(NOT "${why}" STREQUAL "")
          set(${out_why} "the call at ${at} (${mnemonic} ${operands}) cannot be followed: ${why}"
              PARENT_SCOPE)
          return()
        endif()
        math(EXPR count "${count} + ${slots}")
        continue()
      endif()
      if(mnemonic MATCHES "${cl_branch}" OR mnemonic MATCHES "^it" OR mnemonic MATCHES "^\\."
         OR operands MATCHES "(^pc,|pc})")
        set(why "the harness branches at ${at} (${mnemonic} ${operands}): a conditional path,")
        set(${out_why} "${why} which straight-line counting cannot follow" PARENT_SCOPE)
        return()
      endif()
      math(EXPR count "${count} + 1")
    endforeach()
    set(slots_${side} ${count})
  endforeach()
  set(${out_counter} ${slots_counter} PARENT_SCOPE)
  set(${out_pulse} ${slots_pulse} PARENT_SCOPE)
endfunction()

cl_harness_slots(harness_counter harness_pulse harness_why)
if(NOT "${harness_why}" STREQUAL "")
  if(NOT TEST_ONLY)
    message(FATAL_ERROR "firmware image ${NAME}: the harness cost cannot be counted: "
                        "${harness_why}. Every shipped image's manifest must state what its "
                        "harness costs (firmware/fw/harness_cost.cmake): keep the region edges "
                        "straight-line, or call only straight-line code that returns.")
  endif()
  message(STATUS "${NAME} (test-only): no harnessSlots: ${harness_why}")
else()
  cl_harness_shipped("${ARCH}" "${OPT}" shipped_counter shipped_pulse)
  set(HARNESS_JSON "\"harnessSlots\": {\"counter\": ${harness_counter}, \"pulse\": \
${harness_pulse}, \"shippedCounter\": ${shipped_counter}, \"shippedPulse\": ${shipped_pulse}}, ")
endif()
