# Enforces the layering of DESIGN.md on the link graph: core links no Qt and no device
# library; devices links no Qt Widgets. A violation stops the configure step.
function(cyclelab_forbid_links target)
  get_target_property(libs ${target} LINK_LIBRARIES)
  get_target_property(ilibs ${target} INTERFACE_LINK_LIBRARIES)
  foreach(lib IN LISTS libs ilibs)
    foreach(pattern IN LISTS ARGN)
      if(lib MATCHES "${pattern}")
        message(FATAL_ERROR "Layering: ${target} must not link ${lib} (see DESIGN.md)")
      endif()
    endforeach()
  endforeach()
endfunction()

cyclelab_forbid_links(cyclelab_core "Qt6::" "QCustomPlot" "sigrok" "serialport" "cyclelab_devices")
cyclelab_forbid_links(cyclelab_devices "Qt6::Widgets" "QCustomPlot")
