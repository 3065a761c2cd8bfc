# cmake -P script: join the per-image entries into manifest.json (everything built) and
# manifest-shipped.json (without test-only images; installed as manifest.json), each
# {"images": [...], "notBuilt": [...]}: notBuilt names the images a port cannot fit on a board
# (board, kernel, profile, the memory region and by how many bytes it would overflow).
set(all "")
set(shipped "")
foreach(img IN LISTS IMAGES)
  file(READ ${ENTRIES}/${img}.json entry)
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
