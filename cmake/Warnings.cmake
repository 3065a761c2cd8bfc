# Project-wide warning flags for host code (the firmware sets its own).
function(cyclelab_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(CYCLELAB_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
