# Toolchain file for the RISC-V benchmark firmware: bare-metal RV32 with Debian's
# gcc-riscv64-unknown-elf and picolibc-riscv64-unknown-elf. The compiler is multilib: the board's
# flags (firmware/fw/boards.cmake, core rv32imc) pick the rv32im/ilp32 libraries; GCC 12 has no
# rv32imc multilib, and -march=rv32imc_zicsr would fall back to the rv64 default one, so the
# boards use -misa-spec=2.2 (csrr/csrw are part of the base ISA there).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR riscv32)
set(CMAKE_C_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_ASM_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_C_FLAGS_INIT "-march=rv32imc -mabi=ilp32 -misa-spec=2.2 --specs=picolibc.specs")
set(CMAKE_ASM_FLAGS_INIT "-march=rv32imc -mabi=ilp32 -misa-spec=2.2")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-march=rv32imc -mabi=ilp32 -misa-spec=2.2")
set(CMAKE_OBJCOPY riscv64-unknown-elf-objcopy CACHE FILEPATH "")
set(CMAKE_SIZE riscv64-unknown-elf-size CACHE FILEPATH "")
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
