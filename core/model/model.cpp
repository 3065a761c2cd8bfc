#include "core/model/model.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <utility>

namespace cyclelab::core {
namespace {

template <typename E, std::size_t N>
std::optional<E> lookup(const std::array<std::pair<E, std::string_view>, N>& table,
                        std::string_view text) {
    for (const auto& [value, name] : table) {
        if (name == text) {
            return value;
        }
    }
    return std::nullopt;
}

template <typename E, std::size_t N>
std::string_view nameOf(const std::array<std::pair<E, std::string_view>, N>& table, E value) {
    for (const auto& [v, name] : table) {
        if (v == value) {
            return name;
        }
    }
    return "?";
}

constexpr std::array<std::pair<OptLevel, std::string_view>, 5> kOpt{{{OptLevel::O0, "O0"},
                                                                     {OptLevel::O1, "O1"},
                                                                     {OptLevel::O2, "O2"},
                                                                     {OptLevel::O3, "O3"},
                                                                     {OptLevel::Os, "Os"}}};
constexpr std::array<std::pair<ConfigProfile, std::string_view>, 2> kProfile{
    {{ConfigProfile::Default, "default"}, {ConfigProfile::Minimal, "minimal"}}};
constexpr std::array<std::pair<RunStatus, std::string_view>, 2> kStatus{
    {{RunStatus::Ok, "ok"}, {RunStatus::Implausible, "implausible"}}};
constexpr std::array<std::pair<Verdict, std::string_view>, 3> kVerdict{
    {{Verdict::Pass, "pass"}, {Verdict::Fail, "fail"}, {Verdict::Inconclusive, "inconclusive"}}};
constexpr std::array<std::pair<CellState, std::string_view>, 4> kCell{
    {{CellState::Pending, "pending"},
     {CellState::Running, "running"},
     {CellState::Done, "done"},
     {CellState::Failed, "failed"}}};

} // namespace

std::string_view toString(OptLevel opt) {
    return nameOf(kOpt, opt);
}
std::optional<OptLevel> parseOptLevel(std::string_view text) {
    if (text.starts_with('-')) {
        text.remove_prefix(1);
    }
    return lookup(kOpt, text);
}
std::string_view toString(ConfigProfile profile) {
    return nameOf(kProfile, profile);
}
std::optional<ConfigProfile> parseConfigProfile(std::string_view text) {
    return lookup(kProfile, text);
}
std::string_view toString(RunStatus status) {
    return nameOf(kStatus, status);
}
std::optional<RunStatus> parseRunStatus(std::string_view text) {
    return lookup(kStatus, text);
}
std::string_view toString(Verdict verdict) {
    return nameOf(kVerdict, verdict);
}
std::optional<Verdict> parseVerdict(std::string_view text) {
    return lookup(kVerdict, text);
}
std::string formatCorePairs(const std::vector<CorePair>& pairs) {
    std::string out;
    for (const auto& p : pairs) {
        out += (out.empty() ? "" : "/") + std::to_string(p.beginCore) + ">" +
               std::to_string(p.endCore) + ":" + std::to_string(p.samples);
    }
    return out;
}

namespace {

bool readNumber(std::string_view& text, std::uint32_t& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    if (ec != std::errc{} || end == text.data()) {
        return false;
    }
    text.remove_prefix(static_cast<std::size_t>(end - text.data()));
    return true;
}

bool readChar(std::string_view& text, char c) {
    if (text.empty() || text.front() != c) {
        return false;
    }
    text.remove_prefix(1);
    return true;
}

} // namespace

std::optional<std::vector<CorePair>> parseCorePairs(std::string_view text) {
    std::vector<CorePair> pairs;
    while (!text.empty()) {
        CorePair p;
        if (!pairs.empty() && !readChar(text, '/')) {
            return std::nullopt;
        }
        if (!readNumber(text, p.beginCore) || !readChar(text, '>') ||
            !readNumber(text, p.endCore) || !readChar(text, ':') || !readNumber(text, p.samples)) {
            return std::nullopt;
        }
        pairs.push_back(p);
    }
    return pairs;
}

std::string formatCoreIdle(const std::vector<CoreIdle>& idle) {
    std::string out;
    for (const auto& c : idle) {
        out += (out.empty() ? "" : "/") + std::to_string(c.core) + ":" +
               std::to_string(c.permille / 10) + "." + std::to_string(c.permille % 10);
    }
    return out;
}

std::optional<std::vector<CoreIdle>> parseCoreIdle(std::string_view text) {
    std::vector<CoreIdle> idle;
    while (!text.empty()) {
        CoreIdle c;
        std::uint32_t whole = 0;
        if (!idle.empty() && !readChar(text, '/')) {
            return std::nullopt;
        }
        // one decimal digit, exactly: the firmware's format, and no way to read 9.75 as 9.7
        if (!readNumber(text, c.core) || !readChar(text, ':') || !readNumber(text, whole) ||
            !readChar(text, '.') || text.empty() || text.front() < '0' || text.front() > '9') {
            return std::nullopt;
        }
        const auto tenth = static_cast<std::uint32_t>(text.front() - '0');
        text.remove_prefix(1);
        if (whole > 100) {
            return std::nullopt;
        }
        c.permille = whole * 10 + tenth;
        if (c.permille > 1000) {
            return std::nullopt;
        }
        idle.push_back(c);
    }
    return idle;
}

std::string_view toString(CellState state) {
    return nameOf(kCell, state);
}
std::optional<CellState> parseCellState(std::string_view text) {
    return lookup(kCell, text);
}

std::string BenchmarkSpec::key() const {
    std::string out = id;
    for (const auto& [name, value] : params) { // std::map: sorted by name
        out += ' ';
        out += name;
        out += '=';
        out += value;
    }
    return out;
}

bool KernelPort::isPortImplemented(std::string_view benchmarkId) const {
    return std::find(portImplemented.begin(), portImplemented.end(), benchmarkId) !=
           portImplemented.end();
}

std::string kernelSourceText(const KernelId& kernel) {
    if (kernel.commit.empty()) {
        return {};
    }
    std::string commits;
    std::size_t from = 0;
    while (from <= kernel.commit.size()) {
        const std::size_t plus = std::min(kernel.commit.find('+', from), kernel.commit.size());
        std::string one = kernel.commit.substr(from, plus - from);
        const bool dirty = one.ends_with("-dirty");
        if (dirty) {
            one.resize(one.size() - 6);
        }
        if (!commits.empty()) {
            commits += '+';
        }
        commits.append(one, 0, 12);
        if (dirty) {
            commits += "-dirty";
        }
        from = plus + 1;
    }
    if (kernel.pin == "pinned") {
        return commits + ", pinned";
    }
    if (kernel.pin == "differs") {
        return commits + ", differs from its pin" +
               (kernel.pinNote.empty() ? "" : ": " + kernel.pinNote);
    }
    return commits;
}

std::string kernelLabel(const FirmwareBuild& build) {
    std::string name = build.port.displayName.empty() ? build.kernel.name : build.port.displayName;
    if (name.empty()) {
        name = "?";
    }
    return build.kernel.version.empty() ? name : name + " " + build.kernel.version;
}

std::string objectRamText(const KernelObjectRam& ram) {
    auto bytes = [](std::uint32_t n) { return std::to_string(n) + " B"; };
    auto maybe = [&](const std::optional<std::uint32_t>& n, const char* prefix) {
        return n ? prefix + bytes(*n) : std::string("none");
    };
    return "semaphore " + bytes(ram.semBytes) + ", mutex " + bytes(ram.mutexBytes) + ", queue of " +
           std::to_string(ram.queueDepth) + " x " + bytes(ram.queueItemBytes) + " " +
           bytes(ram.queueBytes) + ", event group " + maybe(ram.eventBytes, "") + ", task " +
           bytes(ram.taskBytes) + " (" + bytes(ram.taskStackBytes) + " stack), notification " +
           maybe(ram.notifyBytes, "+");
}

std::string harnessSizeText(const FirmwareBuild& build) {
    if (build.harnessCounterSlots == 0 || build.harnessPulseSlots == 0) {
        return "not counted (an image built before the harness was counted, or a test-only "
               "image whose harness branches)";
    }
    std::string text = std::to_string(build.harnessCounterSlots) + " counter / " +
                       std::to_string(build.harnessPulseSlots) + " pulse instructions";
    if (build.harnessShippedCounterSlots == 0) {
        return text;
    }
    if (build.harnessCounterSlots == build.harnessShippedCounterSlots &&
        build.harnessPulseSlots == build.harnessShippedPulseSlots) {
        return text + " (the shipped harness)";
    }
    return text + " (the shipped harness: " + std::to_string(build.harnessShippedCounterSlots) +
           " / " + std::to_string(build.harnessShippedPulseSlots) + ")";
}

std::optional<std::string> harnessSizeWarning(const FirmwareBuild& build) {
    const auto more = [](std::uint32_t slots, std::uint32_t shipped) {
        return shipped > 0 && slots > shipped ? slots - shipped : 0u;
    };
    const std::uint32_t counter = more(build.harnessCounterSlots, build.harnessShippedCounterSlots);
    const std::uint32_t pulse = more(build.harnessPulseSlots, build.harnessShippedPulseSlots);
    if (counter == 0 && pulse == 0) {
        return std::nullopt;
    }
    std::string where;
    if (counter > 0) {
        where = std::to_string(counter) + " more on the counter side";
    }
    if (pulse > 0) {
        where += (where.empty() ? "" : ", ") + std::to_string(pulse) + " more on the pulse side";
    }
    return "the harness of " + build.imageName +
           " is larger than the shipped one: " + std::to_string(build.harnessCounterSlots) +
           " counter / " + std::to_string(build.harnessPulseSlots) +
           " pulse instructions where the shipped " + "harness has " +
           std::to_string(build.harnessShippedCounterSlots) + " / " +
           std::to_string(build.harnessShippedPulseSlots) + " (" + where +
           "). The calibration subtracts it from every figure, so the figures stay right only "
           "while every region costs what the empty one does; the image does not measure with "
           "the shipped harness (firmware/harness/cl_cycles.h)";
}

} // namespace cyclelab::core
