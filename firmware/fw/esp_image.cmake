# cmake -DBIN=<image>.bin -P esp_image.cmake
# Seals an ESP32-C3 image (the layout boards/esp32c3/link.ld.in gives `objcopy -O binary`: the
# ESP image header, then each segment's header and bytes) the way the mask ROM checks it, as
# Espressif's "App Image Format" documents: zero padding so that the checksum byte ends a
# 16-byte block, the checksum (0xEF XOR every byte of every segment's data), then, as the header's
# hash_appended byte announces, the SHA-256 of everything before it. The project's image test
# (tests/firmware_build/esp_image_test.cpp) parses the result against the same format.
cmake_minimum_required(VERSION 3.20)
if(NOT EXISTS "${BIN}")
  message(FATAL_ERROR "esp_image.cmake: ${BIN} not found (run objcopy -O binary first)")
endif()
file(SIZE "${BIN}" size)

# A little-endian word of the file as a number.
function(cl_le32 offset out)
  file(READ "${BIN}" h OFFSET ${offset} LIMIT 4 HEX)
  string(REGEX REPLACE "(..)(..)(..)(..)" "\\4\\3\\2\\1" h "${h}")
  math(EXPR v "0x${h}")
  set(${out} ${v} PARENT_SCOPE)
endfunction()

file(READ "${BIN}" head OFFSET 0 LIMIT 2 HEX)
string(SUBSTRING "${head}" 0 2 magic)
string(SUBSTRING "${head}" 2 2 segments)
if(NOT magic STREQUAL "e9")
  message(FATAL_ERROR "esp_image.cmake: ${BIN}: first byte 0x${magic}, not the ESP image magic "
                      "0xE9; is the image linked with boards/esp32c3/link.ld.in?")
endif()
math(EXPR segments "0x${segments}")
set(offset 24) # esp_image_header_t (8) + esp_image_extended_header_t (16)
set(sum 0xEF)
foreach(i RANGE 1 ${segments})
  cl_le32(${offset} address)
  math(EXPR at "${offset} + 4")
  cl_le32(${at} length)
  math(EXPR offset "${offset} + 8")
  if(length GREATER 0)
    file(READ "${BIN}" data OFFSET ${offset} LIMIT ${length} HEX)
    string(LENGTH "${data}" digits)
    math(EXPR want "${length} * 2")
    if(NOT digits EQUAL want OR NOT length MATCHES "^[0-9]+$")
      message(FATAL_ERROR "esp_image.cmake: ${BIN}: segment ${i} needs ${length} bytes at offset "
                          "${offset}, the file is ${size} bytes")
    endif()
    math(EXPR last "${digits} - 8")
    foreach(d RANGE 0 ${last} 8) # 32 bits at a time; folded to one byte below
      string(SUBSTRING "${data}" ${d} 8 word)
      math(EXPR sum "${sum} ^ 0x${word}")
    endforeach()
  endif()
  math(EXPR offset "${offset} + ${length}")
endforeach()
if(NOT offset EQUAL size)
  message(FATAL_ERROR "esp_image.cmake: ${BIN}: the segments end at ${offset}, the file is ${size} "
                      "bytes (sealed twice, or a section outside the image's segments)")
endif()
math(EXPR sum "(${sum} ^ (${sum} >> 8) ^ (${sum} >> 16) ^ (${sum} >> 24)) & 0xFF")

# Zero padding, then the checksum as the last byte of a 16-byte block.
math(EXPR pad "15 - ${size} % 16")
set(tail "")
if(pad GREATER 0)
  string(REPEAT "\\x00" ${pad} tail)
endif()
math(EXPR sum_hex "${sum}" OUTPUT_FORMAT HEXADECIMAL)
string(REGEX REPLACE "^0x" "" sum_hex "${sum_hex}")
string(LENGTH "${sum_hex}" n)
if(n EQUAL 1)
  set(sum_hex "0${sum_hex}")
endif()
string(APPEND tail "\\x${sum_hex}")

# Bytes are written by coreutils' printf (CMake writes text only), then concatenated.
function(cl_append escaped)
  execute_process(COMMAND printf "${escaped}" OUTPUT_FILE "${BIN}.tail" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "esp_image.cmake: printf failed (${rc}) writing ${BIN}.tail")
  endif()
  execute_process(COMMAND cat "${BIN}" "${BIN}.tail" OUTPUT_FILE "${BIN}.new" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "esp_image.cmake: cat failed (${rc}) writing ${BIN}.new")
  endif()
  file(RENAME "${BIN}.new" "${BIN}")
  file(REMOVE "${BIN}.tail")
endfunction()
cl_append("${tail}")
file(SHA256 "${BIN}" digest)
string(REGEX REPLACE "(..)" "\\\\x\\1" digest "${digest}")
cl_append("${digest}")
