/* arch/risc-v/riscv32/gcc/los_exc.S as code: it puts its code in .interrupt.* sections declared
 * without flags, which GNU as makes neither allocated nor executable (the OpenHarmony devices'
 * linker scripts name them in their .text). Declared here first as code, they keep these flags
 * and ld places them with the code. */
    .section .interrupt.text, "ax", @progbits
    .section .interrupt.HalTrapVector.text, "ax", @progbits
#include "los_exc.S"
