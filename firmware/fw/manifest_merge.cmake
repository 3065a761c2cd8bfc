# cmake -P script: join the per-image entries into manifest.json (everything built) and
# manifest-shipped.json (without test-only images; installed as manifest.json), each
# {"images": [...], "notBuilt": [...], "noPort": [...]}: notBuilt names the images a port cannot
# fit on a board (board, kernel, profile, the memory region and by how many bytes it would
# overflow); noPort (NO_PORT, written by the build that writes manifest.json; empty without it)
# the kernels without a port for an architecture of the boards (kernel, architecture, why).
#
# With PART=<arch> (the RISC-V build, CL_MANIFEST_PART) the entries go to
# PARTS_DIR/<arch>.{all,shipped,notbuilt} instead; the build writing manifest.json (the Arm one,
# which the host builds after the RISC-V one) appends every part it finds there.
# KERNEL_TREES, "<kernel>:<OPTION>=<path>|...": each entry gets its kernel's kernelCommit,
# kernelPin and kernelPinNote (kernel_upstream.cmake), read now, so the manifest follows the trees.
# A script runs with old policies unless told: CMP0054 NEW, or `if(kind STREQUAL "not_built")`
# reads the quoted word as the variable not_built and two parts with notBuilt entries would be
# joined by ';' (invalid JSON).
cmake_policy(SET CMP0054 NEW)
include(${CMAKE_CURRENT_LIST_DIR}/kernel_upstream.cmake)
string(REPLACE "|" ";" kernel_trees "${KERNEL_TREES}")
set(upstream_kernels "")
foreach(t IN LISTS kernel_trees)
  string(REGEX MATCH "^([^:]+):(.*)$" m "${t}")
  list(APPEND trees_${CMAKE_MATCH_1} "${CMAKE_MATCH_2}")
  list(APPEND upstream_kernels ${CMAKE_MATCH_1})
endforeach()
list(REMOVE_DUPLICATES upstream_kernels)
foreach(k IN LISTS upstream_kernels)
  cl_kernel_upstream("${trees_${k}}" commit pin note)
  set(upstream_${k} "\"kernelCommit\": \"${commit}\", \"kernelPin\": \"${pin}\", \
\"kernelPinNote\": \"${note}\", ")
endforeach()

set(all "")
set(shipped "")
foreach(img IN LISTS IMAGES)
  file(READ ${ENTRIES}/${img}.json entry)
  string(REGEX MATCH "\"kernel\": \"([^\"]+)\"" m "${entry}")
  if(m AND DEFINED upstream_${CMAKE_MATCH_1})
    string(REGEX REPLACE "(\"kernelVersion\": \"[^\"]*\", )" "\\1${upstream_${CMAKE_MATCH_1}}"
           entry "${entry}")
  endif()
  list(APPEND all "${entry}")
  if(NOT entry MATCHES "\"testOnly\": true")
    list(APPEND shipped "${entry}")
  endif()
endforeach()
file(READ ${NOT_BUILT} not_built)
string(REGEX REPLACE "^\\[(.*)\\]$" "\\1" not_built "${not_built}")
if(PART)
  file(MAKE_DIRECTORY ${PARTS_DIR})
  string(REPLACE ";" ",\n" all "${all}")
  string(REPLACE ";" ",\n" shipped "${shipped}")
  foreach(kind all shipped not_built)
    file(WRITE ${PARTS_DIR}/${PART}.${kind}.tmp "${${kind}}")
    file(COPY_FILE ${PARTS_DIR}/${PART}.${kind}.tmp ${PARTS_DIR}/${PART}.${kind} ONLY_IF_DIFFERENT)
    file(REMOVE ${PARTS_DIR}/${PART}.${kind}.tmp)
  endforeach()
  return()
endif()
file(GLOB parts ${PARTS_DIR}/*.all)
foreach(p IN LISTS parts)
  string(REGEX REPLACE "\\.all$" "" stem "${p}")
  foreach(kind all shipped not_built)
    file(READ ${stem}.${kind} text)
    if(NOT text STREQUAL "")
      if(kind STREQUAL "not_built")
        if(not_built STREQUAL "")
          set(not_built "${text}")
        else()
          set(not_built "${not_built},${text}")
        endif()
      else()
        list(APPEND ${kind} "${text}")
      endif()
    endif()
  endforeach()
endforeach()
string(REPLACE ";" ",\n" all "${all}")
string(REPLACE ";" ",\n" shipped "${shipped}")
set(no_port "[]")
if(NO_PORT)
  file(READ ${NO_PORT} no_port)
endif()
set(tail "\"notBuilt\": [${not_built}],\n\"noPort\": ${no_port}}\n")
file(WRITE ${OUT}.tmp "{\"images\": [\n${all}\n],\n${tail}")
file(WRITE ${SHIPPED_OUT}.tmp "{\"images\": [\n${shipped}\n],\n${tail}")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
file(COPY_FILE ${SHIPPED_OUT}.tmp ${SHIPPED_OUT} ONLY_IF_DIFFERENT)
file(REMOVE ${OUT}.tmp ${SHIPPED_OUT}.tmp)
