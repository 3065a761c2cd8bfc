/* The virtual analyzer's instruction decoders (vla_decode.h). */
#include "vla_decode.h"

#include <stdbool.h>

/* What a Thumb instruction (ARMv7-M: the boards' Cortex-M3 and M4) can do to memory, read from its
 * first halfword (ARMv7-M ARM, A5.2 and A5.3). */

static int thumb16_access(uint16_t hw) {
    if ((hw & 0xF800) == 0x4800) { /* LDR (literal) */
        return ACCESS;
    }
    if ((hw & 0xF000) == 0x5000) { /* register offset: STR, STRH, STRB, then the loads */
        return ((hw >> 9) & 7) <= 2 ? ACCESS | MAY_STORE : ACCESS;
    }
    if ((hw & 0xE000) == 0x6000 || (hw & 0xF000) == 0x8000) { /* STR/LDR(B) imm, STRH/LDRH imm */
        return (hw & 0x0800) ? ACCESS : ACCESS | MAY_STORE;
    }
    if ((hw & 0xF000) == 0x9000 || (hw & 0xF600) == 0xB400) {
        /* SP-relative STR/LDR, PUSH/POP: the stack, never a GPIO port (an exception would stack
         * there too), so they are counted at but not watched */
        return ACCESS;
    }
    if ((hw & 0xF000) == 0xC000) { /* STM/LDM */
        return (hw & 0x0800) ? ACCESS : ACCESS | MAY_STORE;
    }
    return NO_ACCESS;
}

static int thumb32_access(uint16_t hw1) {
    /* load/store multiple, dual, exclusive, table branch; single data; coprocessor and FP
     * (VSTR, VPUSH, ...). In each group bit 4 of the first halfword is L (1: load) and bits 3..0
     * are the base register: a store based on SP (PUSH.W, VPUSH, ...) goes to the stack. */
    if ((hw1 & 0xFE00) == 0xE800 || (hw1 & 0xFE00) == 0xF800 || (hw1 & 0xEE00) == 0xEC00) {
        bool load = (hw1 & 0x0010) != 0;
        bool stack = (hw1 & 0x000F) == 13;
        return load || stack ? ACCESS : ACCESS | MAY_STORE;
    }
    return NO_ACCESS;
}

/* What a RISC-V instruction (RV32 with the C, F/D and A extensions) can do to memory, from its
 * encoding (RISC-V unprivileged ISA, "RV32/64G Instruction Set Listings" and "RVC Instruction
 * Set Listings"). The low two bits give the length: 11 a 32-bit instruction, else a 16-bit one.
 * Stores: SB/SH/SW (STORE), FSW/FSD (STORE-FP), every AMO and SC (AMO, all but LR); compressed
 * C.SW, C.FSW, C.FSD (quadrant 0) and C.SWSP, C.FSWSP, C.FSDSP (quadrant 2). SP-based stores are
 * watched too: RISC-V code may hold any address in sp, and the test image stores through it. */
static int riscv16_access(uint16_t hw) {
    unsigned quadrant = hw & 3u, funct3 = hw >> 13;
    if (quadrant == 0) { /* 000 C.ADDI4SPN, 100 reserved; 001-011 loads; 101-111 stores */
        if (funct3 == 0 || funct3 == 4) {
            return NO_ACCESS;
        }
        return funct3 >= 5 ? ACCESS | MAY_STORE : ACCESS;
    }
    if (quadrant == 2) { /* 001-011 SP loads, 101-111 SP stores; 000 C.SLLI, 100 C.JR/MV/ADD */
        if (funct3 >= 1 && funct3 <= 3) {
            return ACCESS;
        }
        return funct3 >= 5 ? ACCESS | MAY_STORE : NO_ACCESS;
    }
    return NO_ACCESS; /* quadrant 1: arithmetic, jumps and branches */
}

static int riscv32_access(uint32_t w) {
    switch (w & 0x7Fu) {
    case 0x03: /* LOAD */
    case 0x07: /* LOAD-FP */
        return ACCESS;
    case 0x23: /* STORE */
    case 0x27: /* STORE-FP */
        return ACCESS | MAY_STORE;
    case 0x2F: /* AMO: LR.W (funct5 00010) only loads */
        return (w >> 27) == 2u ? ACCESS : ACCESS | MAY_STORE;
    default:
        return NO_ACCESS;
    }
}

int vla_riscv_access(const uint8_t* bytes, size_t size) {
    uint16_t hw = (uint16_t)(bytes[0] | (bytes[1] << 8));
    if ((hw & 3u) != 3u) {
        return riscv16_access(hw);
    }
    if (size < 4) {
        return ACCESS | MAY_STORE;
    }
    return riscv32_access((uint32_t)hw | (uint32_t)bytes[2] << 16 | (uint32_t)bytes[3] << 24);
}

int vla_thumb_access(const uint8_t* bytes, size_t size) {
    uint16_t hw = (uint16_t)(bytes[0] | (bytes[1] << 8));
    bool wide = (hw >> 11) >= 0x1D; /* 0b11101, 0b11110, 0b11111: a 32-bit encoding */
    if (wide && size < 4) {
        return ACCESS | MAY_STORE;
    }
    return wide ? thumb32_access(hw) : thumb16_access(hw);
}
