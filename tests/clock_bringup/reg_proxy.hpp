#pragma once
// The CL_REG(addr) of firmware/boards/common/board.h for firmware code run on the host against a
// register model (rcc_model.hpp, esp32c3_watchdogs_test.cpp): each read and write of the
// "register" goes through the model that get() returns, which records and answers like silicon.

#include <cstdint>

template <typename ModelT, ModelT& (*get)()> class RegProxy {
  public:
    explicit RegProxy(std::uint32_t addr) : m_addr(addr) {}
    operator std::uint32_t() const { return get().read(m_addr); }
    RegProxy& operator=(std::uint32_t v) {
        get().write(m_addr, v);
        return *this;
    }
    RegProxy& operator|=(std::uint32_t v) { return *this = get().read(m_addr) | v; }
    RegProxy& operator&=(std::uint32_t v) { return *this = get().read(m_addr) & v; }

  private:
    std::uint32_t m_addr;
};
