#include "vbench_support.hpp"

#include "core/boards/board_profile_loader.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <signal.h>
#include <sstream>

namespace vbench {

cyclelab::core::BoardProfile profile(const std::string& id) {
    auto board =
        cyclelab::core::loadBoardProfile(CYCLELAB_SOURCE_DIR "/resources/boards/" + id + ".json");
    if (!board) {
        std::fprintf(stderr, "%s\n", board.error().message.c_str());
        std::abort();
    }
    return *board;
}

std::string imageF405() {
    return CYCLELAB_BINARY_DIR "/tests/vbench/pulses_f405.elf";
}
std::string imageF100() {
    return CYCLELAB_BINARY_DIR "/tests/vbench/pulses_f100.elf";
}
std::string imageEncodingsF405() {
    return CYCLELAB_BINARY_DIR "/tests/vbench/encodings_f405.elf";
}
std::string imageEncodingsRv32() {
    return CYCLELAB_RV32_IMAGE ? CYCLELAB_BINARY_DIR "/tests/vbench/encodings_rv32.elf" : "";
}

std::string imageHartsRv32() {
    return CYCLELAB_RV32_IMAGE ? CYCLELAB_BINARY_DIR "/tests/vbench/harts_rv32.elf" : "";
}

std::string readUntil(cyclelab::core::SerialLink& link, const std::string& needle,
                      std::chrono::milliseconds timeout) {
    std::string text;
    char buf[512];
    auto deadline = std::chrono::steady_clock::now() + timeout;
    while (text.find(needle) == std::string::npos && std::chrono::steady_clock::now() < deadline) {
        auto n = link.read(buf, sizeof buf, std::chrono::milliseconds(50));
        if (!n) {
            break;
        }
        text.append(buf, *n);
    }
    return text;
}

Vcd readVcd(const std::string& path) {
    Vcd vcd;
    std::ifstream in(path);
    std::string line;
    std::map<char, std::string> names;
    std::map<char, bool> level;
    std::map<char, std::uint64_t> rise;
    std::uint64_t now = 0;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::string first;
        words >> first;
        if (first == "$timescale") {
            std::string number, unit;
            words >> number >> unit;
            vcd.timescale = number + " " + unit;
        } else if (first == "$var") {
            std::string type, size, id, name;
            words >> type >> size >> id >> name;
            names[id[0]] = name;
            vcd.wires.push_back(name);
        } else if (!first.empty() && first[0] == '#') {
            now = std::stoull(first.substr(1));
            vcd.endTime = now;
        } else if (first.size() == 2 && (first[0] == '0' || first[0] == '1')) {
            char id = first[1];
            bool high = first[0] == '1';
            if (high && !level[id]) {
                rise[id] = now;
            } else if (!high && level[id]) {
                vcd.pulses[names[id]].push_back({rise[id], now - rise[id]});
            }
            level[id] = high;
        }
    }
    return vcd;
}

void PulseSink::onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) {
    for (std::size_t i = 0; i + unitSize <= bytes; i += unitSize) {
        bool high = (data[i + m_bit / 8] >> (m_bit % 8)) & 1;
        if (high && !m_high) {
            m_rise = samples;
        } else if (!high && m_high) {
            pulses.push_back({m_rise, samples - m_rise});
        }
        m_high = high;
        ++samples;
    }
}

bool processGone(int pid) {
    return pid > 0 && kill(pid, 0) != 0 && errno == ESRCH;
}

} // namespace vbench
