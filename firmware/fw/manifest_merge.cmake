# cmake -P script: join the per-image entries into manifest.json (everything built) and
# manifest-shipped.json (without test-only images; installed as manifest.json), each
# {"images": [...], "notBuilt": [...]}: notBuilt names the images a port cannot fit on a board
# (board, kernel, profile, the memory region and by how many bytes it would overflow).
# KERNEL_TREES, "<kernel>:<OPTION>=<path>|...": each entry gets its kernel's kernelCommit,
# kernelPin and kernelPinNote (kernel_upstream.cmake), read now, so the manifest follows the trees.
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
string(REPLACE ";" ",\n" all "${all}")
string(REPLACE ";" ",\n" shipped "${shipped}")
file(READ ${NOT_BUILT} not_built)
file(WRITE ${OUT}.tmp "{\"images\": [\n${all}\n],\n\"notBuilt\": ${not_built}}\n")
file(WRITE ${SHIPPED_OUT}.tmp "{\"images\": [\n${shipped}\n],\n\"notBuilt\": ${not_built}}\n")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
file(COPY_FILE ${SHIPPED_OUT}.tmp ${SHIPPED_OUT} ONLY_IF_DIFFERENT)
file(REMOVE ${OUT}.tmp ${SHIPPED_OUT}.tmp)
