#include "rcc_model.hpp"

namespace rcc {
namespace {

constexpr std::uint32_t HSION = 1u << 0, HSIRDY = 1u << 1, HSEON = 1u << 16, HSERDY = 1u << 17,
                        PLLON = 1u << 24, PLLRDY = 1u << 25;

} // namespace

Model& model() {
    static Model m;
    return m;
}

std::uint32_t Model::read(std::uint32_t addr) {
    return regs[addr];
}

void Model::write(std::uint32_t addr, std::uint32_t value) {
    const std::uint32_t CR = rccBase, CFGR = rccBase + (rccBase == 0x40023800u ? 0x08u : 0x04u);
    const std::uint32_t PLLCFGR = rccBase + 0x04u; // F4 only
    const bool f4 = rccBase == 0x40023800u;
    const bool pllRunning = regs[CR] & PLLON;
    if (addr == CR) {
        value = (value & ~(HSIRDY | HSERDY | PLLRDY)) | (value & HSION ? HSIRDY : 0) |
                (value & HSEON && crystalStarts ? HSERDY : 0) |
                (value & PLLON && pllLocks ? PLLRDY : 0);
        if (value & PLLON && !pllRunning && (regs[CFGR] & 3u) == 2u)
            violations.push_back("PLL started while selected as the system clock");
        if (!(value & PLLON) && pllRunning && ((regs[CFGR] >> 2) & 3u) == 2u)
            violations.push_back("PLL stopped while the core runs from it");
    } else if (addr == CFGR) {
        const std::uint32_t pllBits = f4 ? 0u : 0x3F0000u; // F1: PLLSRC, PLLXTPRE, PLLMUL
        if (pllRunning && ((regs[CFGR] ^ value) & pllBits))
            violations.push_back("PLL multiplier written while the PLL runs");
        if ((value & 3u) == 2u && !(regs[CR] & PLLRDY))
            violations.push_back("switched to a PLL that is not ready");
        value = (value & ~0xCu) | (value & 3u) << 2; // SWS follows SW
    } else if (f4 && addr == PLLCFGR && pllRunning) {
        violations.push_back("PLLCFGR written while the PLL runs");
    }
    regs[addr] = value;
}

} // namespace rcc
