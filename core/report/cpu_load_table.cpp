#include "core/report/cpu_load_table.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <tuple>

namespace cyclelab::core {
namespace {

constexpr std::uint32_t kCores = 2; // the table's columns; the JSON carries any further core

std::string percent(std::uint32_t permille) {
    return std::to_string(permille / 10) + "." + std::to_string(permille % 10);
}

// The permille figures of one core over a row's runs: "97.0", or "96.8–97.2" when they differ.
std::string span(const std::vector<std::uint32_t>& permille) {
    if (permille.empty()) {
        return "—";
    }
    const auto [lo, hi] = std::minmax_element(permille.begin(), permille.end());
    return *lo == *hi ? percent(*lo) : percent(*lo) + "–" + percent(*hi);
}

bool anyVirtual(const std::vector<Run>& runs) {
    return std::any_of(runs.begin(), runs.end(), [](const Run& r) {
        return !r.idle.empty() && r.build.boardId.starts_with("qemu-");
    });
}

} // namespace

ReportTable cpuLoadTable(const std::vector<Run>& runs) {
    ReportTable t;
    t.heading = "CPU load per core";
    t.caption = "Each core's share of the recording window (first to last sample) spent in its "
                "kernel's idle task, in percent: the firmware reads the cycle counter when the "
                "idle task starts and when the kernel switches it out (DONE idle=, "
                "firmware/PROTOCOL.md \"Idle\"); the core's load is 100 % minus it. Several runs "
                "of a row: lowest–highest.";
    if (anyVirtual(runs)) {
        t.caption += " On the virtual bench (qemu-* boards, -icount) the harts run in turn and "
                     "both counters read one virtual clock that advances with whichever hart "
                     "executes, so the cores' loads add up to about 100 % (one hart at a time), "
                     "not up to 200 % as two parallel cores could: a share is of the harts' "
                     "interleaved instructions. An idle core 1 sleeps in wfi (its idle time is "
                     "core 0's instructions); while a run samples, an idle core 0 polls in its "
                     "idle task (its idle time is those polling instructions: "
                     "devices/qemu/README.md, \"Two harts\").";
    }
    t.headers = {"board",     "kernel",        "profile",       "opt",
                 "benchmark", "core 0 idle %", "core 1 idle %", "runs"};
    t.runIdColumns = {7};
    using Key = std::tuple<std::string, std::string, std::string, std::string, std::string>;
    struct Row {
        std::vector<std::uint32_t> permille[kCores];
        std::string ids;
    };
    std::map<Key, Row> rows;
    for (const Run& r : runs) {
        if (r.idle.empty()) {
            continue;
        }
        const FirmwareBuild& b = r.build;
        Row& row = rows[Key{b.boardId, kernelLabel(b), std::string(toString(b.kernel.profile)),
                            std::string(toString(b.opt)), r.benchmark.key()}];
        for (const CoreIdle& c : r.idle) {
            if (c.core < kCores) {
                row.permille[c.core].push_back(c.permille);
            }
        }
        row.ids += (row.ids.empty() ? "" : ",") + std::to_string(r.id);
    }
    for (const auto& [key, row] : rows) {
        t.rows.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), std::get<3>(key),
                          std::get<4>(key), span(row.permille[0]), span(row.permille[1]), row.ids});
    }
    t.emptyText = "No run's firmware counted its idle task (DONE idle=).";
    return t;
}

} // namespace cyclelab::core
