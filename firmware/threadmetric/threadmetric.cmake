# Thread-Metric (eclipse-threadx/threadx utility/benchmarks/thread_metric, MIT): its eight test
# files are compiled from the user's ThreadX checkout (-DTHREADX_PATH, the same option as the
# ThreadX kernel), never from this repository, against CycleLab's porting layer (tm_port.c on
# cl_port.h, plus threadmetric/kernels/tm_<kernel>.c for suspend/resume). Included by
# fw/CMakeLists.txt; cl_tm_add() is called for every image.

set(CL_TM_DIR "${CMAKE_CURRENT_LIST_DIR}")
# RAM a Thread-Metric image needs beyond the harness: six thread stacks, the basic test's
# 4 KB array, queue and pool (qemu-f100's 8 KB do not hold it).
set(CL_TM_MIN_RAM_BYTES 65536)
# benchmark suffix -> the test file's name in the checkout
set(CL_TM_TESTS basic:tm_basic_processing_test cooperative:tm_cooperative_scheduling_test
    preemptive:tm_preemptive_scheduling_test interrupt:tm_interrupt_processing_test
    interrupt_preemption:tm_interrupt_preemption_processing_test
    message:tm_message_processing_test synchronization:tm_synchronization_processing_test
    memory:tm_memory_allocation_test)

# cl_tm_add(<target> <kernel> <profile> <benches variable>): builds Thread-Metric into the image and
# appends its benchmark ids to <benches variable>, when THREADX_PATH is given, the kernel has
# a kernels/tm_<kernel>.c and the board has the RAM.
# cl_tm_source(<kernel> <out>): the checkout's folder of the test files when this image (the
# board in scope) gets Thread-Metric: THREADX_PATH given, the kernel has a kernels/tm_<kernel>.c
# and the board has the RAM; empty otherwise.
function(cl_tm_source kernel out)
  set(src "${THREADX_PATH}/utility/benchmarks/thread_metric")
  set(${out} "" PARENT_SCOPE)
  if(NOT THREADX_PATH OR NOT EXISTS "${CL_TM_DIR}/kernels/tm_${kernel}.c"
     OR CL_RAM_BYTES LESS CL_TM_MIN_RAM_BYTES)
    return()
  endif()
  if(NOT EXISTS "${src}/tm_api.h")
    message(FATAL_ERROR "Thread-Metric: '${src}/tm_api.h' not found: THREADX_PATH must be an "
                        "eclipse-threadx/threadx checkout with utility/benchmarks/thread_metric")
  endif()
  set(${out} "${src}" PARENT_SCOPE)
endfunction()

function(cl_tm_add target kernel profile benches_var)
  cl_tm_source(${kernel} src)
  if(NOT src)
    return()
  endif()
  set(files ${CL_TM_DIR}/tm_port.c ${CL_TM_DIR}/tm_tests.c ${CL_TM_DIR}/kernels/tm_${kernel}.c)
  if(kernel STREQUAL "threadx") # services the port's source list (ports/threadx) leaves out
    set(tx tx_thread_suspend tx_thread_resume)
    if(profile STREQUAL "default") # error checking on: tx_api.h maps them to the txe_ checks
      list(APPEND tx txe_thread_suspend txe_thread_resume)
    endif()
    foreach(f IN LISTS tx)
      set_source_files_properties(${THREADX_PATH}/common/src/${f}.c PROPERTIES COMPILE_OPTIONS -w)
      list(APPEND files ${THREADX_PATH}/common/src/${f}.c)
    endforeach()
  endif()
  set(ids "")
  foreach(t IN LISTS CL_TM_TESTS)
    string(REPLACE ":" ";" t "${t}")
    list(GET t 0 id)
    list(GET t 1 file)
    # Every test file defines tm_main: one name per test lets the eight share an image. Ours
    # first, forced into the test files only (a port's own printf keeps its name): the
    # checkout's tm_porting_layer.h is then an empty include (its guard is set).
    set(opts -w -include ${CL_TM_DIR}/tm_porting_layer.h)
    if(id STREQUAL "basic")
      # Its loop calls nothing, so from -O1 on GCC's store motion keeps the counter in a
      # register for ever and the reporting thread reads 0: the flag keeps the store in the loop.
      list(APPEND opts -fno-tree-loop-im)
    endif()
    set_source_files_properties(${src}/${file}.c PROPERTIES
      COMPILE_DEFINITIONS "tm_main=cl_tm_main_${id}" COMPILE_OPTIONS "${opts}")
    list(APPEND files ${src}/${file}.c)
    list(APPEND ids tm_${id})
  endforeach()
  target_sources(${target} PRIVATE ${files})
  target_include_directories(${target} PRIVATE ${CL_TM_DIR} ${src})
  target_compile_definitions(${target} PRIVATE CL_THREAD_METRIC=1)
  set(${benches_var} ${${benches_var}} ${ids} PARENT_SCOPE)
endfunction()
