# Included by the cmake -P tests that build a firmware image of their own from the project's
# sources with test-only definitions (ram_objects.cmake, harness_growth.cmake).
#
# cl_test_variant(IMAGE DEFS DIR OUT_RC OUT_LOG): configures firmware/fw for the one image IMAGE
# (its board's toolchain: qemu-rv32-* RISC-V, any other Arm) with CL_EXTRA_DEFINITIONS=DEFS in
# DIR/build, and builds its manifest into DIR/images. A configure failure stops the test (it is
# never what a test expects); the build's exit code and output are returned, since a test may
# expect the build to refuse the image. Needs SRC (the source tree).
function(cl_test_variant image defs dir out_rc out_log)
  if(image MATCHES "^qemu-rv32")
    set(toolchain ${SRC}/firmware/fw/riscv32-unknown-elf.cmake)
  else()
    set(toolchain ${SRC}/firmware/fw/arm-none-eabi.cmake)
  endif()
  file(REMOVE_RECURSE ${dir})
  execute_process(COMMAND ${CMAKE_COMMAND} -S ${SRC}/firmware/fw -B ${dir}/build -G Ninja
                          -DCMAKE_TOOLCHAIN_FILE=${toolchain} -DCL_IMAGE_DIR=${dir}/images
                          "-DCL_IMAGE_FILTER=^${image}$" "-DCL_EXTRA_DEFINITIONS=${defs}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${image} with ${defs}: configure failed:\n${out}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${dir}/build --target manifest
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(${out_rc} ${rc} PARENT_SCOPE)
  set(${out_log} "${out}" PARENT_SCOPE)
endfunction()
