#pragma once
// A register model of the STM32 RCC (F1 and F4 layouts share the bits used here) for running a
// board's clock.c on the host: ready flags follow their enable bits, the clock switch status
// follows the switch, and the model records what real silicon would refuse or misbehave on.

#include "reg_proxy.hpp"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace rcc {

struct Model {
    std::uint32_t rccBase = 0;
    bool crystalStarts = true;
    bool pllLocks = true;
    std::map<std::uint32_t, std::uint32_t> regs;
    std::vector<std::string> violations; // PLL reprogrammed while running, ...

    std::uint32_t cr() const { return rccBase; }
    std::uint32_t read(std::uint32_t addr);
    void write(std::uint32_t addr, std::uint32_t value);
};

Model& model();

// The CL_REG(addr) of board.h: reads and writes go through the model.
using Reg = RegProxy<Model, model>;

} // namespace rcc

#define CL_REG(addr) (rcc::Reg(static_cast<std::uint32_t>(addr)))
