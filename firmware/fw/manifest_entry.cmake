# cmake -P script: one manifest entry (JSON object) for a linked image. Runs after each link;
# uses arm-none-eabi-size (Berkeley format) and file(SHA256) so no python is needed.
execute_process(COMMAND ${SIZE} -B ${ELF} OUTPUT_VARIABLE size_out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${SIZE} failed on ${ELF}")
endif()
string(REGEX MATCH "\n[ \t]*([0-9]+)[ \t]+([0-9]+)[ \t]+([0-9]+)" m "${size_out}")
set(text ${CMAKE_MATCH_1})
set(data ${CMAKE_MATCH_2})
set(bss ${CMAKE_MATCH_3})
file(SHA256 ${ELF} sha)
string(REPLACE "," "\", \"" bench_json "${BENCHES}")
file(WRITE ${OUT} "  {\"file\": \"${NAME}.elf\", \"bin\": \"${NAME}.bin\", \"name\": \"${NAME}\", \
\"board\": \"${BOARD}\", \"kernel\": \"${KERNEL}\", \"kernelVersion\": \"${KVER}\", \
\"profile\": \"${PROFILE}\", \"opt\": \"${OPT}\", \"cpuHz\": ${CPU_HZ}, \
\"flashWaitStates\": ${WS}, \"toolchain\": \"${TOOLCHAIN}\", \"flags\": \"${FLAGS}\", \
\"text\": ${text}, \"data\": ${data}, \"bss\": ${bss}, \"sha256\": \"${sha}\", \
\"buildId\": \"${BUILD_ID}\", \"maxN\": ${MAX_N}, ${EXTRA}\"benchmarks\": [\"${bench_json}\"]}")
