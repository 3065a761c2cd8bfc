#pragma once
// Shared helpers of the virtual-bench tests: the pulse test images, reading the firmware's
// serial output, and a small VCD reader for checking the plugin's file on its own.

#include "core/bench_api/bench_interfaces.hpp"
#include "core/model/model.hpp"

#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace vbench {

// Built by tests/vbench/CMakeLists.txt: PULSES probe pulses of PULSE_NOPS nops.
constexpr int kPulses = 100;
constexpr int kPulseNops = 60;
// The store that raises the probe and the one that lowers it are PULSE_NOPS + 1 instructions
// apart (the inline counter includes the reset store itself).
constexpr int kPulseInstructions = kPulseNops + 1;

// The shipped profile of board `id` (resources/boards); aborts the test binary if it does not load.
cyclelab::core::BoardProfile profile(const std::string& id);

std::string imageF405();
std::string imageF100();
// Pulses of kEncodingPulseInstructions raised and lowered by every kind of Thumb store, with I/O
// accesses inside them and stores at a page's end (image/encodings.S).
std::string imageEncodingsF405();
constexpr int kEncodingPulses = 12;
constexpr int kEncodingPulseInstructions = 24;
// The same for every kind of RISC-V store, compressed, FP and atomic ones included
// (image/encodings_rv32.S, qemu-rv32); "" when no RISC-V compiler built it.
std::string imageEncodingsRv32();
constexpr int kRv32EncodingPulses = 15;
// Pulses from the two harts of qemu-rv32-smp (image/harts_rv32.S); "" without a RISC-V compiler.
std::string imageHartsRv32();
constexpr int kHartsPulses = 20;    // per phase A and B
constexpr int kHartsSpinPulses = 2; // phase C
constexpr int kHartsPulseInstructions = 24;
constexpr int kHartsHandoffInstructions = 8; // phase B: 2 on hart 0, 6 on hart 1

inline cyclelab::core::FirmwareBuild build(const std::string& path, const std::string& board) {
    cyclelab::core::FirmwareBuild b;
    b.imageName = "pulses";
    b.boardId = board;
    b.imagePath = path;
    return b;
}

// Reads from `link` until `needle` shows up or `timeout` passes; returns everything read.
std::string readUntil(cyclelab::core::SerialLink& link, const std::string& needle,
                      std::chrono::milliseconds timeout);

struct Pulse {
    std::uint64_t start = 0; // samples
    std::uint64_t width = 0;
};

struct Vcd {
    std::string timescale;
    std::vector<std::string> wires;                   // names by position
    std::map<std::string, std::vector<Pulse>> pulses; // by wire name, in VCD time units
    std::uint64_t endTime = 0;
};

Vcd readVcd(const std::string& path);

// Pulses (high runs) of bit `bit` in a stream of logic samples.
class PulseSink : public cyclelab::core::LogicSink {
  public:
    explicit PulseSink(unsigned bit) : m_bit(bit) {}
    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override;
    std::vector<Pulse> pulses;
    std::uint64_t samples = 0;

  private:
    unsigned m_bit;
    bool m_high = false;
    std::uint64_t m_rise = 0;
};

bool processGone(int pid);

} // namespace vbench
