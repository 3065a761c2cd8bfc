# Where a kernel's sources came from: the upstream commit of each of its trees and whether each
# is at its pin (firmware/kernels.lock). Included by manifest_merge.cmake, which runs on every
# build, so a tree moved to another commit shows in the next manifest.
#
# cl_kernel_upstream(<trees> <out_commit> <out_pin> <out_note>)
#   trees: "<OPTION>=<path>" of each tree the image was built from, in the order of the
#          kernel's configure options (an empty path is skipped)
#   out_commit: each tree's full commit, "+"-joined; "-dirty" after one with local changes,
#          "none" for a tree that is not a git checkout of its own
#   out_pin: "pinned" (every tree at its lock commit, no local changes), "differs", or ""
#          (no tree of the kernel is in the lock)
#   out_note: with "differs", which tree and how, e.g. "FreeRTOS-Kernel at 4269c69a16f9,
#          pinned V11.1.0 (dbf70559b27d)"

set(CL_UPSTREAM_DIR "${CMAKE_CURRENT_LIST_DIR}")

# cl_lock_read(): CL_LOCK_<OPTION> = "tree|pin|commit" for every option of the lock
# (firmware/kernels.lock; CL_KERNELS_LOCK names another one, for tests).
macro(cl_lock_read)
  if(NOT CL_KERNELS_LOCK)
    get_filename_component(CL_KERNELS_LOCK "${CL_UPSTREAM_DIR}/../kernels.lock" ABSOLUTE)
  endif()
  file(STRINGS "${CL_KERNELS_LOCK}" cl_lock_lines)
  foreach(cl_l IN LISTS cl_lock_lines)
    string(REGEX REPLACE "#.*" "" cl_l "${cl_l}")
    string(STRIP "${cl_l}" cl_l)
    if(cl_l STREQUAL "")
      continue()
    endif()
    string(REGEX REPLACE "[ \t]+" ";" cl_f "${cl_l}")
    list(GET cl_f 0 cl_tree)
    list(GET cl_f 2 cl_opts)
    list(GET cl_f 4 cl_pin)
    list(GET cl_f 5 cl_commit)
    string(REPLACE "," ";" cl_opts "${cl_opts}")
    foreach(cl_o IN LISTS cl_opts)
      set(CL_LOCK_${cl_o} "${cl_tree}|${cl_pin}|${cl_commit}")
    endforeach()
  endforeach()
endmacro()

# cl_tree_commit(<path> <out>): HEAD of the git checkout holding path (RT-Thread Nano's path may
# be its repository's rt-thread/ folder), "-dirty" with local changes under path; "none" when
# path is no tracked folder of a checkout (a plain copy, or one left untracked inside another
# repository) or lies in CycleLab's own.
function(cl_tree_commit path out)
  set(${out} none PARENT_SCOPE)
  find_program(CL_GIT git)
  if(NOT CL_GIT OR NOT IS_DIRECTORY "${path}")
    return()
  endif()
  # HEAD:./ resolves only when path is a folder HEAD tracks.
  execute_process(COMMAND "${CL_GIT}" -C "${path}" rev-parse --show-toplevel HEAD HEAD:./
                  OUTPUT_VARIABLE o RESULT_VARIABLE rc ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT rc EQUAL 0)
    return()
  endif()
  string(REPLACE "\n" ";" o "${o}")
  list(GET o 0 top)
  list(GET o 1 head)
  file(REAL_PATH "${CL_UPSTREAM_DIR}/../.." project_root)
  if(top STREQUAL project_root)
    return()
  endif()
  execute_process(COMMAND "${CL_GIT}" -C "${path}" --no-optional-locks status --porcelain
                          --untracked-files=no -- .
                  OUTPUT_VARIABLE changes ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(changes)
    string(APPEND head "-dirty")
  endif()
  set(${out} "${head}" PARENT_SCOPE)
endfunction()

function(cl_kernel_upstream trees out_commit out_pin out_note)
  cl_lock_read()
  set(commits "")
  set(notes "")
  set(pinned_trees 0)
  foreach(t IN LISTS trees)
    string(REGEX MATCH "^([A-Z0-9_]+)=(.*)$" m "${t}")
    set(option "${CMAKE_MATCH_1}")
    set(path "${CMAKE_MATCH_2}")
    if(path STREQUAL "")
      continue()
    endif()
    cl_tree_commit("${path}" c)
    list(APPEND commits "${c}")
    if(NOT DEFINED CL_LOCK_${option})
      continue()
    endif()
    math(EXPR pinned_trees "${pinned_trees} + 1")
    string(REPLACE "|" ";" lock "${CL_LOCK_${option}}")
    list(GET lock 0 tree)
    list(GET lock 1 pin)
    list(GET lock 2 want)
    string(SUBSTRING "${want}" 0 12 want12)
    if(c STREQUAL "none")
      list(APPEND notes "${tree} is not a git checkout, pinned ${pin} (${want12})")
    elseif(c MATCHES "-dirty$" AND c MATCHES "^${want}")
      list(APPEND notes "${tree} at its pin ${pin} with local changes")
    elseif(NOT c STREQUAL want)
      string(SUBSTRING "${c}" 0 12 c12)
      list(APPEND notes "${tree} at ${c12}, pinned ${pin} (${want12})")
    endif()
  endforeach()
  list(JOIN commits "+" commits)
  list(JOIN notes ", " notes)
  set(pin "")
  if(pinned_trees GREATER 0)
    if(notes)
      set(pin differs)
    else()
      set(pin pinned)
    endif()
  endif()
  set(${out_commit} "${commits}" PARENT_SCOPE)
  set(${out_pin} "${pin}" PARENT_SCOPE)
  set(${out_note} "${notes}" PARENT_SCOPE)
endfunction()
