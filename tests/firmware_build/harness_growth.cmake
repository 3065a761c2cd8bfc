# cmake -P: builds one refkernel image from the project's own sources with a test-only harness
# growth (firmware/harness/cl_cycles.h, CL_HARNESS_*) and checks what the build and the host
# make of it (issue 38, docs/VALIDATION.md harness-cost):
#   CASE=call      Thumb `bl` to straight-line code: the count follows it (18 + 6 counter slots)
#   CASE=rv-call   RISC-V `jal` to straight-line code: likewise (11 + 6)
#   CASE=branchy   a call to code that branches: the build fails naming the image and the call
#   CASE=grown     45 nops at the start edge: counted (63 / 15)
# Every image that builds then runs a short campaign (baseline + sem_give_take, 50 samples) on
# the virtual bench: it must pass (the harness-cost rule compares the count with what QEMU
# measures), and `show` of both runs states the harness size and warns that it is larger than
# the shipped one (text and JSON).
# Needs SRC (the source tree), WORK (a scratch folder) and CLI (cyclelab-cli).

function(fail)
  string(JOIN "" text ${ARGN})
  message(FATAL_ERROR "harness_growth ${CASE}: ${text}")
endfunction()

include(${CMAKE_CURRENT_LIST_DIR}/variant_image.cmake)

set(image qemu-f405-refkernel-minimal-O2)
if(CASE STREQUAL "call")
  set(defs CL_HARNESS_CALL=1)
elseif(CASE STREQUAL "rv-call")
  set(defs CL_HARNESS_CALL=1)
  set(image qemu-rv32-refkernel-minimal-O2)
elseif(CASE STREQUAL "branchy")
  set(defs CL_HARNESS_CALL=2)
elseif(CASE STREQUAL "grown")
  set(defs CL_HARNESS_EXTRA_NOPS=45)
else()
  fail("unknown CASE '${CASE}'")
endif()

set(dir ${WORK}/${CASE})
cl_test_variant(${image} ${defs} ${dir} rc out)

if(CASE STREQUAL "branchy")
  if(rc EQUAL 0)
    fail("the build accepted a harness it cannot count")
  endif()
  string(REGEX REPLACE "[ \n]+" " " flat "${out}")
  set(expected "firmware image ${image}: the harness cost cannot be counted: the call at 0x[0-9a-f]+ \\(bl [0-9a-f]+ <cl_harness_callee>\\) cannot be followed: cl_harness_callee is not straight-line code")
  if(NOT flat MATCHES "${expected}")
    fail("the build failed without naming the image and the call:\n${out}")
  endif()
  message(STATUS "refused: ${CMAKE_MATCH_0}")
  return()
endif()
if(NOT rc EQUAL 0)
  fail("build failed:\n${out}")
endif()

file(READ ${dir}/images/manifest.json manifest)
string(JSON entry GET "${manifest}" images 0)
string(JSON name GET "${entry}" name)
string(JSON counter ERROR_VARIABLE missing GET "${entry}" harnessSlots counter)
if(missing)
  fail("${name}: the manifest has no harnessSlots")
endif()
string(JSON pulse GET "${entry}" harnessSlots pulse)
string(JSON shipped_counter GET "${entry}" harnessSlots shippedCounter)
string(JSON shipped_pulse GET "${entry}" harnessSlots shippedPulse)
string(JSON flags GET "${entry}" flags)
message(STATUS "${name}: harnessSlots ${counter} / ${pulse}, shipped ${shipped_counter} / "
               "${shipped_pulse}, flags ${flags}")
# The call and the callee's four instructions and return: 6 slots on the counter side.
if(CASE STREQUAL "grown")
  math(EXPR want "${shipped_counter} + 45")
else()
  math(EXPR want "${shipped_counter} + 6")
endif()
if(NOT counter EQUAL want OR NOT pulse EQUAL shipped_pulse)
  fail("${name}: harnessSlots ${counter} / ${pulse}, expected ${want} / ${shipped_pulse}")
endif()
if(NOT flags MATCHES "-D${defs}")
  fail("${name}: the manifest's flags do not say -D${defs}: ${flags}")
endif()

# The image on the virtual bench: the harness-cost rule checks the count against what QEMU
# measures (a count that missed the callee fails the cell, exit 4), and every run of the image
# warns, in `show` and `show --json`.
math(EXPR extra "${counter} - ${shipped_counter}")
string(REGEX MATCH "^[a-z0-9]+-[a-z0-9]+" board "${image}")
file(WRITE ${dir}/c.toml "board = \"${board}\"\nsamples = 50\nwarmup = 5\n"
                         "benchmarks = [\"sem_give_take\"]\n")
set(ENV{CYCLELAB_FIRMWARE_DIR} ${dir}/images)
execute_process(COMMAND ${CLI} run --campaign ${dir}/c.toml --db ${dir}/runs.sqlite
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  fail("the campaign failed (exit ${rc}):\n${out}")
endif()
foreach(run 1 2)
  execute_process(COMMAND ${CLI} show ${run} --db ${dir}/runs.sqlite
                  RESULT_VARIABLE rc OUTPUT_VARIABLE show ERROR_VARIABLE err)
  set(warning "WARNING +the harness of ${image} is larger than the shipped one: ${counter} counter / ${pulse} pulse instructions where the shipped harness has ${shipped_counter} / ${shipped_pulse} .${extra} more on the counter side.")
  if(NOT rc EQUAL 0 OR NOT show MATCHES "harness +${counter} counter / ${pulse} pulse" OR
     NOT show MATCHES "${warning}")
    fail("show ${run} does not state the harness and its warning:\n${show}${err}")
  endif()
  execute_process(COMMAND ${CLI} show ${run} --db ${dir}/runs.sqlite --json
                  RESULT_VARIABLE rc OUTPUT_VARIABLE json ERROR_VARIABLE err)
  string(JSON w ERROR_VARIABLE bad GET "${json}" harnessWarning)
  string(JSON c ERROR_VARIABLE bad2 GET "${json}" harnessSlots counter)
  if(bad OR bad2 OR NOT w MATCHES "larger than the shipped one" OR NOT c EQUAL counter)
    fail("show ${run} --json lacks harnessSlots or harnessWarning:\n${json}${err}")
  endif()
endforeach()
message(STATUS "the campaign passed; show warns on both runs of ${image}")
