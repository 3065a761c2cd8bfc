# cmake -P: the RAM per kernel object (HELLO ram_*, issue 32) comes from the image, not from a
# table: a refkernel image built from the project's own sources with queue_send_recv's default
# queue at depth 8 instead of 16 (firmware/benchmarks/bench.h CL_QUEUE_DEPTH) must report a queue
# exactly (16 - 8) x item bytes smaller than the shipped image does, everything else the same.
# Both images run one short cell on the virtual bench; the figures are read back from the store
# through `show --json`, and `show` states them in text.
# Needs SRC (the source tree), WORK (a scratch folder), CLI (cyclelab-cli), IMAGES (the build's
# image folder) and IMAGE (the shipped image to vary, qemu-rv32-... or qemu-f405-...).

function(fail)
  string(JOIN "" text ${ARGN})
  message(FATAL_ERROR "ram_objects: ${text}")
endfunction()

include(${CMAKE_CURRENT_LIST_DIR}/variant_image.cmake)

set(depth 8)
string(REGEX MATCH "^[a-z0-9]+-[a-z0-9]+" board "${IMAGE}")
cl_test_variant(${IMAGE} CL_QUEUE_DEPTH=${depth} ${WORK} rc out)
if(NOT rc EQUAL 0)
  fail("build failed:\n${out}")
endif()

# One cell of each image: the store keeps the HELLO figures with the image's build.
file(WRITE ${WORK}/c.toml "board = \"${board}\"\nkernels = [\"refkernel\"]\n"
                          "profiles = [\"minimal\"]\nopts = [\"O2\"]\nsamples = 20\nwarmup = 2\n"
                          "benchmarks = [\"queue_send_recv\"]\n")
foreach(side shipped variant)
  if(side STREQUAL "shipped")
    set(ENV{CYCLELAB_FIRMWARE_DIR} ${IMAGES})
  else()
    set(ENV{CYCLELAB_FIRMWARE_DIR} ${WORK}/images)
  endif()
  execute_process(COMMAND ${CLI} run --campaign ${WORK}/c.toml --db ${WORK}/${side}.sqlite
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    fail("the ${side} image's cell failed (exit ${rc}):\n${out}")
  endif()
  execute_process(COMMAND ${CLI} show 1 --db ${WORK}/${side}.sqlite --json
                  RESULT_VARIABLE rc OUTPUT_VARIABLE json_${side} ERROR_VARIABLE err)
  string(JSON ram_${side} ERROR_VARIABLE bad GET "${json_${side}}" objectRam)
  if(NOT rc EQUAL 0 OR bad OR ram_${side} STREQUAL "null")
    fail("show --json of the ${side} image's run has no objectRam:\n${json_${side}}${err}")
  endif()
  execute_process(COMMAND ${CLI} show 1 --db ${WORK}/${side}.sqlite
                  RESULT_VARIABLE rc OUTPUT_VARIABLE text ERROR_VARIABLE err)
  string(JSON q GET "${ram_${side}}" queueBytes)
  if(NOT text MATCHES "kernel RAM +semaphore [0-9]+ B, mutex [0-9]+ B, queue of [0-9]+ x 4 B ${q} B")
    fail("show of the ${side} image's run does not state its kernel RAM:\n${text}${err}")
  endif()
  message(STATUS "${side}: ${ram_${side}}")
endforeach()

string(JSON item GET "${ram_shipped}" queueItemBytes)
string(JSON shipped_depth GET "${ram_shipped}" queueDepth)
string(JSON variant_depth GET "${ram_variant}" queueDepth)
string(JSON shipped_q GET "${ram_shipped}" queueBytes)
string(JSON variant_q GET "${ram_variant}" queueBytes)
if(NOT variant_depth EQUAL depth)
  fail("the variant image reports a queue of depth ${variant_depth}, built with ${depth}")
endif()
math(EXPR want "${shipped_q} - (${shipped_depth} - ${depth}) * ${item}")
if(NOT variant_q EQUAL want)
  fail("queue ${shipped_q} B at depth ${shipped_depth} became ${variant_q} B at depth ${depth}; "
       "(${shipped_depth} - ${depth}) x ${item} B less is ${want} B")
endif()
foreach(key semBytes mutexBytes eventBytes taskBytes taskStackBytes notifyBytes)
  string(JSON a GET "${ram_shipped}" ${key})
  string(JSON b GET "${ram_variant}" ${key})
  if(NOT a STREQUAL b)
    fail("${key} changed with the queue's depth: ${a} -> ${b}")
  endif()
endforeach()
message(STATUS "queue ${shipped_q} B (${shipped_depth} x ${item} B) -> ${variant_q} B "
               "(${depth} x ${item} B): moved by (${shipped_depth} - ${depth}) x ${item} B")
