# The layering of docs/ARCHITECTURE.md, read from the #include lines of the sources (the link
# check in Layering.cmake cannot see a header-only dependency):
#   - core/ includes no Qt, QCustomPlot, libsigrok or libserialport header, nothing from
#     devices/ or app/;
#   - devices/ includes nothing from app/;
#   - app/charts (the charts the GUI and the CLI's report both draw) includes nothing from
#     app/gui or app/cli;
#   - the QEMU plugin (devices/qemu/plugin, built alone against QEMU's plugin API) includes no
#     header of core/, devices/ or app/;
#   - inside core/ an area includes only its own headers and those of areas of a lower rank
#     (below), so the areas form no cycle. A new area gets a rank here.
# Used at configure time (Layering.cmake), by the `check_layering` build step and by ctest
# (check_layering.cmake in script mode).

set(CYCLELAB_CORE_AREA_RANKS
  common=0 model=1
  stats=2 bench_api=2 boards=2
  protocol=3 analysis=3 store=3
  campaign=4 compare=4
  report=5)

function(_cyclelab_core_rank area out)
  set(rank "")
  foreach(entry IN LISTS CYCLELAB_CORE_AREA_RANKS)
    if(entry MATCHES "^${area}=([0-9]+)$")
      set(rank ${CMAKE_MATCH_1})
    endif()
  endforeach()
  set(${out} "${rank}" PARENT_SCOPE)
endfunction()

# Sets `out` to the list of violations under `root`, one "file:line: why" each.
function(cyclelab_check_includes root out)
  set(violations "")
  file(GLOB_RECURSE sources RELATIVE "${root}"
       "${root}/core/*.hpp" "${root}/core/*.cpp" "${root}/core/*.h"
       "${root}/devices/*.hpp" "${root}/devices/*.cpp" "${root}/devices/*.h"
       "${root}/devices/qemu/plugin/*.c" "${root}/app/charts/*.hpp" "${root}/app/charts/*.cpp")
  list(SORT sources)
  foreach(rel IN LISTS sources)
    string(REGEX MATCH "^([a-z]+)/([a-z_]+)/" _ "${rel}")
    set(layer "${CMAKE_MATCH_1}")
    set(area "${CMAKE_MATCH_2}")
    file(STRINGS "${root}/${rel}" lines REGEX "^[ \t]*#[ \t]*include")
    foreach(line IN LISTS lines)
      if(NOT line MATCHES "#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"]")
        continue()
      endif()
      set(header "${CMAKE_MATCH_1}")
      set(why "")
      if(layer STREQUAL "core")
        if(header MATCHES "^Q[A-Za-z]+(/|$)|^Qt|^qcustomplot" )
          set(why "core must not include Qt (${header})")
        elseif(header MATCHES "^libsigrok|^libserialport")
          set(why "core must not include a device library (${header})")
        elseif(header MATCHES "^(devices|app)/")
          set(why "core must not include ${header}: core sits below devices and app")
        elseif(header MATCHES "^core/([a-z_]+)/")
          set(target "${CMAKE_MATCH_1}")
          if(NOT target STREQUAL area)
            _cyclelab_core_rank("${area}" own)
            _cyclelab_core_rank("${target}" other)
            if(own STREQUAL "" OR other STREQUAL "")
              set(why "core area '${area}' or '${target}' has no rank in cmake/LayeringIncludes.cmake")
            elseif(NOT other LESS own)
              set(why "core/${area} (rank ${own}) must not include ${header} (core/${target}, rank ${other}): areas include only lower ranks")
            endif()
          endif()
        endif()
      elseif(rel MATCHES "^devices/qemu/plugin/")
        if(header MATCHES "^(core|devices|app)/")
          set(why "the QEMU plugin is built alone against QEMU's plugin API: it must not include ${header}")
        endif()
      elseif(layer STREQUAL "devices")
        if(header MATCHES "^app/")
          set(why "devices must not include ${header}: devices sits below app")
        endif()
      elseif(layer STREQUAL "app" AND area STREQUAL "charts")
        if(header MATCHES "^app/(gui|cli)/")
          set(why "app/charts must not include ${header}: the GUI and the CLI use the charts, not the other way round")
        endif()
      endif()
      if(why)
        # file(STRINGS) keeps no line numbers: count the newlines before the include.
        file(READ "${root}/${rel}" content)
        string(FIND "${content}" "${line}" offset)
        string(SUBSTRING "${content}" 0 ${offset} before)
        string(REGEX MATCHALL "\n" newlines "${before}")
        list(LENGTH newlines lineno)
        math(EXPR lineno "${lineno} + 1")
        list(APPEND violations "${rel}:${lineno}: ${why}")
      endif()
    endforeach()
  endforeach()
  set(${out} "${violations}" PARENT_SCOPE)
endfunction()

# Stops (configure or script) with every violation under `root`, one per line.
function(cyclelab_require_layered_includes root)
  cyclelab_check_includes("${root}" violations)
  if(violations)
    list(JOIN violations "\n  " text)
    message(FATAL_ERROR "Layering: forbidden includes (see docs/ARCHITECTURE.md):\n  ${text}")
  endif()
endfunction()
