# NuttX source trees given at configure time: -DNUTTX_PATH=<apache/nuttx checkout>
# -DNUTTX_APPS_PATH=<apache/nuttx-apps checkout>. Both empty: the NuttX images are skipped.
# Included by the host build (firmware/CMakeLists.txt) and by the firmware build (fw/), so a
# wrong path stops either configure with the path and what was expected there.
set(NUTTX_PATH "" CACHE PATH "apache/nuttx checkout; empty skips the NuttX images")
set(NUTTX_APPS_PATH "" CACHE PATH "apache/nuttx-apps checkout (needed with NUTTX_PATH)")
set(CL_NUTTX_ENABLED OFF)
if(NUTTX_PATH OR NUTTX_APPS_PATH)
  if(NOT NUTTX_PATH OR NOT NUTTX_APPS_PATH)
    message(FATAL_ERROR "NuttX images need both trees: NUTTX_PATH='${NUTTX_PATH}' "
                        "NUTTX_APPS_PATH='${NUTTX_APPS_PATH}'. Give both (apache/nuttx and "
                        "apache/nuttx-apps checkouts) or neither.")
  endif()
  foreach(f tools/configure.sh include/nuttx/sched.h arch/arm/src/stm32f4/Make.defs)
    if(NOT EXISTS "${NUTTX_PATH}/${f}")
      message(FATAL_ERROR "NUTTX_PATH=${NUTTX_PATH} is not a NuttX tree: ${f} is missing. "
                          "Point it at an apache/nuttx checkout (with arch/arm/src/stm32f4).")
    endif()
  endforeach()
  foreach(f Application.mk Make.defs nshlib/Makefile)
    if(NOT EXISTS "${NUTTX_APPS_PATH}/${f}")
      message(FATAL_ERROR "NUTTX_APPS_PATH=${NUTTX_APPS_PATH} is not a nuttx-apps tree: ${f} is "
                          "missing. Point it at an apache/nuttx-apps checkout.")
    endif()
  endforeach()
  set(CL_NUTTX_ENABLED ON)
endif()
