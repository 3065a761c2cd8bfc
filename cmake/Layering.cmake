# Enforces the layering of docs/ARCHITECTURE.md on the link graph and on the #include lines:
# core links no Qt and no device library; devices links no Qt Widgets; the include rules are
# in LayeringIncludes.cmake. A violation stops the configure step, and the check_layering step
# of every build (sources change without a reconfigure).
function(cyclelab_forbid_links target)
  get_target_property(libs ${target} LINK_LIBRARIES)
  get_target_property(ilibs ${target} INTERFACE_LINK_LIBRARIES)
  foreach(lib IN LISTS libs ilibs)
    foreach(pattern IN LISTS ARGN)
      if(lib MATCHES "${pattern}")
        message(FATAL_ERROR "Layering: ${target} must not link ${lib} (see docs/ARCHITECTURE.md)")
      endif()
    endforeach()
  endforeach()
endfunction()

cyclelab_forbid_links(cyclelab_core "Qt6::" "QCustomPlot" "sigrok" "serialport" "cyclelab_devices")
cyclelab_forbid_links(cyclelab_devices "Qt6::Widgets" "QCustomPlot")

include(${CMAKE_CURRENT_LIST_DIR}/LayeringIncludes.cmake)
cyclelab_require_layered_includes("${PROJECT_SOURCE_DIR}")
add_custom_target(check_layering ALL
  COMMAND ${CMAKE_COMMAND} -DROOT=${PROJECT_SOURCE_DIR} -P ${CMAKE_CURRENT_LIST_DIR}/check_layering.cmake
  COMMENT "Checking the include layering"
  VERBATIM)
