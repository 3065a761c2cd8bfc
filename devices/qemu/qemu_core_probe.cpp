// What a hung virtual target is doing, and how much CPU the emulator has had: the parts of
// QemuFlasher that look at the emulated core rather than start and stop it.

#include "core/common/message.hpp"
#include "devices/common/subprocess.hpp"
#include "devices/qemu/qemu_flasher.hpp"

#include <cstdio>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <unistd.h>

namespace cyclelab::devices {
namespace {

std::string hex32(std::uint32_t value) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08x", value);
    return buf;
}

// "R15=08000a3c" in HMP `info registers` output (M-profile: R14 is LR, R15 is PC).
std::optional<std::uint32_t> registerValue(const std::string& text, const std::string& name) {
    const std::regex re(name + "=([0-9a-fA-F]{8})");
    std::smatch m;
    if (!std::regex_search(text, m, re)) {
        return std::nullopt;
    }
    return static_cast<std::uint32_t>(std::stoul(m[1].str(), nullptr, 16));
}

// addr2line -f prints a function line then a file:line line per address.
struct Place {
    std::string function;
    std::string line; // "runner.c:245"
};

std::vector<Place> resolve(const std::string& elf, const std::vector<std::uint32_t>& addresses) {
    std::vector<std::string> argv{"arm-none-eabi-addr2line", "-f", "-s", "-e", elf};
    for (std::uint32_t a : addresses) {
        argv.push_back(hex32(a & ~1U)); // the Thumb bit is not part of the address
    }
    std::vector<Place> places;
    auto result = runProcess(argv, std::chrono::seconds(20));
    if (!result || result->exitCode != 0) {
        return places;
    }
    std::istringstream lines(result->output);
    Place p;
    while (std::getline(lines, p.function) && std::getline(lines, p.line)) {
        // " (discriminator 1)" is noise for a person reading the error
        p.line = p.line.substr(0, p.line.find(' '));
        places.push_back(p);
    }
    return places;
}

} // namespace

core::Expected<std::string> QemuFlasher::locateCore(const core::FirmwareBuild& image) {
    if (!m_qmp || !running()) {
        return core::Error::runtime(core::message(core::MessageId::ErrQemuNotRunningCore));
    }
    // Three looks, the most frequent function wins: one look may land in the tick interrupt
    // that keeps running next to a hung task.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> looks; // PC, LR
    for (int i = 0; i < 3; ++i) {
        auto text = m_qmp->execute("human-monitor-command", R"({"command-line": "info registers"})",
                                   m_options.commandTimeout);
        if (!text) {
            return text.error();
        }
        // The reply is a JSON string: its escapes do not matter to the register pattern.
        const auto pc = registerValue(*text, "R15");
        if (!pc) {
            return core::Error::runtime(core::message(core::MessageId::ErrQemuNoPc));
        }
        looks.emplace_back(*pc, registerValue(*text, "R14").value_or(0));
        ::usleep(30000);
    }
    std::vector<std::uint32_t> addresses;
    for (const auto& [pc, lr] : looks) {
        addresses.push_back(pc);
        addresses.push_back(lr);
    }
    const auto places = resolve(image.imagePath, addresses);
    std::size_t best = 0;
    if (places.size() == addresses.size()) {
        std::map<std::string, int> votes;
        for (std::size_t i = 0; i < looks.size(); ++i) {
            if (++votes[places[2 * i].function] > votes[places[2 * best].function]) {
                best = i;
            }
        }
    }
    const auto [pc, lr] = looks[best];
    std::string where = "PC " + hex32(pc) + ", LR " + hex32(lr);
    if (places.size() != addresses.size() || places[2 * best].function == "??") {
        return "stuck at " + where + " (not found in the symbols of " + image.imagePath + ")";
    }
    const Place& at = places[2 * best];
    const Place& from = places[2 * best + 1];
    where = "stuck in " + at.function + ", " + at.line + " (" + where;
    if (from.function != "??") {
        where += " in " + from.function + ", " + from.line;
    }
    return where + ")";
}

std::optional<std::chrono::milliseconds> QemuFlasher::targetTime() {
    const int id = pid();
    if (id <= 0) {
        return std::nullopt;
    }
    std::ifstream in("/proc/" + std::to_string(id) + "/stat");
    std::string stat;
    if (!std::getline(in, stat)) {
        return std::nullopt;
    }
    // Fields after the ")" that closes the command name: state is field 3, utime 14, stime 15.
    std::istringstream fields(stat.substr(stat.rfind(')') + 2));
    std::string field;
    unsigned long long utime = 0;
    unsigned long long stime = 0;
    for (int i = 3; i <= 15 && fields >> field; ++i) {
        if (i == 14) {
            utime = std::stoull(field);
        } else if (i == 15) {
            stime = std::stoull(field);
        }
    }
    const long ticks = ::sysconf(_SC_CLK_TCK);
    return std::chrono::milliseconds((utime + stime) * 1000 /
                                     static_cast<unsigned long long>(ticks > 0 ? ticks : 100));
}

} // namespace cyclelab::devices
