# cmake -DROOT=<source tree> -P cmake/check_layering.cmake: fails naming every include that
# crosses a layer (rules in LayeringIncludes.cmake).
if(NOT ROOT)
  message(FATAL_ERROR "check_layering: pass -DROOT=<source tree>")
endif()
include(${CMAKE_CURRENT_LIST_DIR}/LayeringIncludes.cmake)
cyclelab_require_layered_includes("${ROOT}")
