#include "core/compare/conditions.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <set>

namespace cyclelab::core {
namespace {

template <typename T, typename F>
std::vector<T> distinctOf(const std::vector<const Run*>& runs, F get) {
    std::set<T> values;
    for (const Run* r : runs) {
        values.insert(get(*r));
    }
    return {values.begin(), values.end()};
}

std::string folded(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c != ' ') {
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    return out;
}

std::string formatRate(double hz) {
    char buf[64];
    if (hz >= 1e6) {
        std::snprintf(buf, sizeof buf, "%g MS/s", hz / 1e6);
    } else if (hz >= 1e3) {
        std::snprintf(buf, sizeof buf, "%g kS/s", hz / 1e3);
    } else {
        std::snprintf(buf, sizeof buf, "%g S/s", hz);
    }
    return buf;
}

double mhzOf(const std::string& label) {
    try {
        return std::stod(label);
    } catch (...) {
        return -1;
    }
}

} // namespace

std::string_view toString(Condition condition) {
    switch (condition) {
    case Condition::Kernel:
        return "kernel";
    case Condition::CpuHz:
        return "cpuHz";
    case Condition::Opt:
        return "opt";
    case Condition::Profile:
        return "profile";
    case Condition::Board:
        return "board";
    case Condition::Database:
        return "database";
    }
    return "?";
}

std::optional<Condition> parseCondition(std::string_view text) {
    if (text == "kernel") {
        return Condition::Kernel;
    }
    if (text == "cpuHz" || text == "cpuhz" || text == "cpu" || text == "mhz" || text == "freq") {
        return Condition::CpuHz;
    }
    if (text == "opt") {
        return Condition::Opt;
    }
    if (text == "profile") {
        return Condition::Profile;
    }
    if (text == "board") {
        return Condition::Board;
    }
    return std::nullopt;
}

std::string formatMHz(std::uint64_t hz) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%g MHz", static_cast<double>(hz) / 1e6);
    return buf;
}

std::string conditionValue(const Run& run, Condition condition) {
    switch (condition) {
    case Condition::Kernel:
        return kernelLabel(run.build);
    case Condition::CpuHz:
        return formatMHz(run.build.clock.cpuHz);
    case Condition::Opt:
        return std::string(toString(run.build.opt));
    case Condition::Profile:
        return std::string(toString(run.build.kernel.profile));
    case Condition::Board:
        return run.build.boardId.empty() ? "?" : run.build.boardId;
    case Condition::Database:
        return run.database;
    }
    return "?";
}

bool conditionMatches(const Run& run, Condition condition, std::string_view wanted) {
    std::string want = folded(wanted);
    if (condition == Condition::CpuHz && !want.empty() &&
        std::all_of(want.begin(), want.end(), [](char c) { return std::isdigit(c) || c == '.'; })) {
        want += "mhz";
    }
    if (condition == Condition::Kernel && want == folded(run.build.kernel.name)) {
        return true;
    }
    return want == folded(conditionValue(run, condition));
}

std::string architectureOf(const FirmwareBuild& build) {
    auto flag = [&](std::string_view name) {
        const std::size_t at = build.flags.find(name);
        if (at == std::string::npos) {
            return std::string();
        }
        const std::size_t from = at + name.size();
        return build.flags.substr(from, build.flags.find(' ', from) - from);
    };
    // -march names it outright: RISC-V images, and NuttX's Arm ones (-march=armv7e-m -mtune=...).
    if (const std::string march = flag("-march=");
        march.rfind("rv", 0) == 0 || march.rfind("armv", 0) == 0) {
        return march;
    }
    const std::string cpu = flag("-mcpu=");
    if (cpu == "cortex-m4" || cpu == "cortex-m7") {
        return "armv7e-m";
    }
    if (cpu == "cortex-m3") {
        return "armv7-m";
    }
    if (cpu == "cortex-m0" || cpu == "cortex-m0plus" || cpu == "cortex-m1") {
        return "armv6-m";
    }
    if (cpu.rfind("cortex-m", 0) == 0) {
        return "armv8-m"; // cortex-m23, m33, m35p, m55, m85
    }
    return "";
}

bool architectureMatches(const FirmwareBuild& build, std::string_view wanted) {
    const std::string arch = architectureOf(build), want = folded(wanted);
    if (arch.empty() || want.empty()) {
        return false;
    }
    if (want == arch) {
        return true;
    }
    if (arch.rfind("arm", 0) == 0) {
        return want == "arm" || want == "cortex-m";
    }
    return want == "riscv32" || want == "riscv" || want == "rv32" || want == "risc-v";
}

bool conditionValueLess(Condition condition, const std::string& a, const std::string& b) {
    if (condition == Condition::CpuHz) {
        return mhzOf(a) < mhzOf(b);
    }
    if (condition == Condition::Opt) {
        auto oa = parseOptLevel(a), ob = parseOptLevel(b);
        if (oa && ob) {
            return static_cast<int>(*oa) < static_cast<int>(*ob);
        }
    }
    return a < b;
}

std::vector<std::string> distinctValues(const std::vector<const Run*>& runs, Condition condition) {
    std::vector<std::string> values;
    for (const Run* r : runs) {
        std::string v = conditionValue(*r, condition);
        if (std::find(values.begin(), values.end(), v) == values.end()) {
            values.push_back(std::move(v));
        }
    }
    std::sort(values.begin(), values.end(), [condition](const auto& a, const auto& b) {
        return conditionValueLess(condition, a, b);
    });
    return values;
}

std::vector<Condition> varyingConditions(const std::vector<const Run*>& runs) {
    std::vector<Condition> out;
    for (Condition c : kAllConditions) {
        if (distinctValues(runs, c).size() > 1) {
            out.push_back(c);
        }
    }
    return out;
}

std::vector<Condition> varyingConditionsExcept(const std::vector<const Run*>& runs,
                                               const std::vector<Condition>& except) {
    std::vector<Condition> out;
    for (Condition c : varyingConditions(runs)) {
        if (std::find(except.begin(), except.end(), c) == except.end()) {
            out.push_back(c);
        }
    }
    return out;
}

std::string conditionValues(const Run& run, const std::vector<Condition>& conditions, bool named) {
    std::string out;
    for (Condition c : conditions) {
        out += (out.empty() ? "" : ", ") + (named ? std::string(toString(c)) + "=" : "") +
               conditionValue(run, c);
    }
    return out;
}

double nsPerCycle(const Run& run) {
    const std::uint64_t hz = run.build.clock.cpuHz != 0 ? run.build.clock.cpuHz : run.cycleHz;
    return hz == 0 ? 0.0 : 1e9 / static_cast<double>(hz);
}

Message conditionMessage(Condition condition) {
    switch (condition) {
    case Condition::Kernel:
        return message(MessageId::ConditionKernel);
    case Condition::CpuHz:
        return message(MessageId::ConditionCpuHz);
    case Condition::Opt:
        return message(MessageId::ConditionOpt);
    case Condition::Profile:
        return message(MessageId::ConditionProfile);
    case Condition::Board:
        return message(MessageId::ConditionBoard);
    case Condition::Database:
        return message(MessageId::ConditionDatabase);
    }
    return storedText(std::string(toString(condition)));
}

Message fixedConditions(const std::vector<const Run*>& runs, const std::vector<Condition>& omit) {
    if (runs.empty()) {
        return message(MessageId::CaptionNoRuns);
    }
    auto omitted = [&](Condition c) {
        return std::find(omit.begin(), omit.end(), c) != omit.end();
    };
    std::vector<Message> parts;
    auto addIfFixed = [&](Condition c, MessageId id) {
        auto values = distinctValues(runs, c);
        if (values.size() == 1 && !omitted(c)) {
            parts.push_back(message(id, {values.front()}));
        }
    };
    if (auto boards = distinctValues(runs, Condition::Board);
        boards.size() == 1 && !omitted(Condition::Board)) {
        const std::string arch = architectureOf(runs.front()->build);
        parts.push_back(arch.empty()
                            ? message(MessageId::CaptionBoard, {boards.front()})
                            : message(MessageId::CaptionBoardArch, {boards.front(), arch}));
    }
    addIfFixed(Condition::Kernel, MessageId::CaptionKernel);
    addIfFixed(Condition::Profile, MessageId::CaptionProfile);
    if (auto opts = distinctValues(runs, Condition::Opt);
        opts.size() == 1 && !omitted(Condition::Opt)) {
        parts.push_back(storedText("-" + opts.front()));
    }
    if (!omitted(Condition::CpuHz)) {
        auto clocks = distinctOf<std::pair<std::uint64_t, int>>(runs, [](const Run& r) {
            return std::pair{r.build.clock.cpuHz, r.build.clock.flashWaitStates};
        });
        if (clocks.size() == 1) {
            parts.push_back(message(MessageId::CaptionClock, {formatMHz(clocks[0].first),
                                                              std::to_string(clocks[0].second)}));
        }
    }
    auto toolchains = distinctOf<std::string>(runs, [](const Run& r) { return r.build.toolchain; });
    if (toolchains.size() == 1 && !toolchains[0].empty()) {
        parts.push_back(storedText(toolchains[0]));
    }
    auto ns = distinctOf<std::size_t>(runs, [](const Run& r) { return r.samples.size(); });
    parts.push_back(
        message(MessageId::CaptionSamples,
                {ns.size() == 1 ? std::to_string(ns[0])
                                : std::to_string(ns.front()) + ".." + std::to_string(ns.back())}));
    auto sources = distinctOf<std::string>(runs, [](const Run& r) { return r.cycleSource; });
    std::string src;
    for (const auto& s : sources) {
        src += (src.empty() ? "" : "/") + (s.empty() ? std::string("?") : s);
    }
    parts.push_back(message(MessageId::CaptionCycleSource, {src}));
    auto rates = distinctOf<double>(runs, [](const Run& r) { return r.analyzerSamplerateHz; });
    if (rates.size() == 1 && rates[0] > 0) {
        parts.push_back(message(MessageId::CaptionAnalyzer, {formatRate(rates[0])}));
    } else if (rates.size() > 1) {
        parts.push_back(message(MessageId::CaptionAnalyzer,
                                {formatRate(rates.front()) + ".." + formatRate(rates.back())}));
    }
    // On QEMU a cycle is an -icount instruction slot (virtual boards are the qemu-* profiles):
    // every figure from the virtual bench says so, and a figure of both kinds says it holds both.
    const auto virtualRuns = std::count_if(runs.begin(), runs.end(), [](const Run* r) {
        return r->build.boardId.rfind("qemu-", 0) == 0;
    });
    if (virtualRuns > 0) {
        parts.push_back(message(static_cast<std::size_t>(virtualRuns) == runs.size()
                                    ? MessageId::CaptionVirtualCycles
                                    : MessageId::CaptionMixedCycles));
    }
    // One sequence of one list: the parts joined by " · " in every language.
    return Message{MessageId::Sequence, {joined(std::move(parts), " · ")}, std::nullopt};
}

std::string fixedConditionsCaption(const std::vector<const Run*>& runs,
                                   const std::vector<Condition>& omit) {
    return english(fixedConditions(runs, omit));
}

std::vector<const Run*> pointersTo(const std::vector<Run>& runs) {
    std::vector<const Run*> out;
    out.reserve(runs.size());
    for (const Run& r : runs) {
        out.push_back(&r);
    }
    return out;
}

} // namespace cyclelab::core

namespace cyclelab::core {

std::vector<const Run*> sliceRuns(const std::vector<const Run*>& all,
                                  const std::vector<Condition>& keep,
                                  std::vector<std::string>* chosen) {
    std::vector<std::pair<Condition, std::string>> fixed;
    // A condition the kept ones determine (the board of each database compared) pools nothing:
    // fixing it would drop whole groups instead.
    auto determined = [&](Condition c) {
        std::map<std::string, std::string> valueOf;
        for (const Run* r : all) {
            const auto [it, added] =
                valueOf.emplace(conditionValues(*r, keep, false), conditionValue(*r, c));
            if (!added && it->second != conditionValue(*r, c)) {
                return false;
            }
        }
        return !keep.empty();
    };
    for (Condition c : varyingConditions(all)) {
        if (std::find(keep.begin(), keep.end(), c) != keep.end() || determined(c)) {
            continue;
        }
        const auto values = distinctValues(all, c);
        std::string value = values.front();
        if (c == Condition::Opt && std::find(values.begin(), values.end(), "O2") != values.end()) {
            value = "O2";
        } else if (c == Condition::CpuHz) {
            value = values.back();
        }
        fixed.emplace_back(c, value);
        if (chosen != nullptr) {
            chosen->push_back(std::string(toString(c)) + "=" + value);
        }
    }
    std::vector<const Run*> out;
    for (const Run* r : all) {
        bool match = true;
        for (const auto& [c, v] : fixed) {
            match = match && conditionValue(*r, c) == v;
        }
        if (match) {
            out.push_back(r);
        }
    }
    return out;
}

} // namespace cyclelab::core
