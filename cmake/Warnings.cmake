# Project-wide warning flags for host code (the firmware sets its own).
function(cyclelab_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(CYCLELAB_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
      # GCC 12 reports false positives inside libstdc++'s std::string at -O3 (GCC bugs
      # 105329, 105651): keep them visible but not fatal.
      target_compile_options(${target} PRIVATE -Wno-error=restrict -Wno-error=array-bounds
                                               -Wno-error=stringop-overflow)
    endif()
  endif()
endfunction()
