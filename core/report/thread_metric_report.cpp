#include "core/report/thread_metric_report.hpp"

#include "core/common/message.hpp"
#include "core/model/thread_metric.hpp"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <map>
#include <numeric>
#include <sstream>

namespace cyclelab::core {
namespace {

std::vector<std::string> splitCsv(const std::string& line) {
    std::vector<std::string> out;
    std::string cell;
    bool quoted = false;
    for (char c : line) {
        if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            out.push_back(cell);
            cell.clear();
        } else if (c != '\r') {
            cell += c;
        }
    }
    out.push_back(cell);
    return out;
}

std::optional<double> toDouble(const std::string& text) {
    double v = 0.0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc{} || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return v;
}

const std::vector<std::string> kColumns = {
    "test", "kernel", "board", "cpu_mhz", "cycles_per_iteration", "source"};

} // namespace

Expected<std::vector<ReferenceFigure>> loadReferenceFigures(const std::filesystem::path& csv) {
    std::ifstream in(csv);
    if (!in) {
        return Error::badInput(message(MessageId::ErrReferenceUnreadable, {csv.string()}));
    }
    std::string line;
    std::getline(in, line);
    const auto header = splitCsv(line);
    std::map<std::string, std::size_t> column;
    for (const auto& name : kColumns) {
        const auto it = std::find(header.begin(), header.end(), name);
        if (it == header.end()) {
            return Error::badInput(message(MessageId::ErrReferenceNoColumn, {csv.string(), name}));
        }
        column[name] = static_cast<std::size_t>(it - header.begin());
    }
    std::vector<ReferenceFigure> out;
    for (int number = 2; std::getline(in, line); ++number) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        const auto cells = splitCsv(line);
        if (cells.size() != header.size()) {
            return Error::badInput(
                message(MessageId::ErrReferenceCellCount,
                        {csv.string(), std::to_string(number), std::to_string(cells.size()),
                         std::to_string(header.size())}));
        }
        ReferenceFigure f{
            cells[column["test"]],  cells[column["kernel"]], cells[column["board"]], 0.0, 0.0,
            cells[column["source"]]};
        for (const char* name : {"cpu_mhz", "cycles_per_iteration"}) {
            const auto v = toDouble(cells[column[name]]);
            if (!v || *v <= 0.0) {
                return Error::badInput(
                    message(MessageId::ErrReferenceNotPositive,
                            {csv.string(), std::to_string(number), name, cells[column[name]]}));
            }
            (std::string(name) == "cpu_mhz" ? f.cpuMhz : f.cyclesPerIteration) = *v;
        }
        out.push_back(std::move(f));
    }
    return out;
}

std::vector<ReportTable> threadMetricTables(const std::vector<Run>& runs,
                                            const std::vector<ReferenceFigure>& references) {
    std::map<std::string, std::vector<std::pair<double, const Run*>>> byTest;
    for (const Run& r : runs) {
        if (!isThreadMetric(r.benchmark.id) || r.status != RunStatus::Ok || r.samples.empty()) {
            continue;
        }
        if (const auto cpi = cyclesPerIteration(r)) {
            byTest[r.benchmark.key()].push_back({*cpi, &r});
        }
    }
    std::vector<ReportTable> out;
    for (auto& [test, ranked] : byTest) {
        std::sort(ranked.begin(), ranked.end(),
                  [](const auto& a, const auto& b) { return a.first < b.first; });
        ReportTable t;
        t.heading = "Thread-Metric: " + test;
        t.caption = "Ranked from the fewest cycles per iteration (the reporting period in "
                    "cycles over its mean iterations). Validation: every period cross-checked "
                    "against the analyzer; own check: the test's own counter check. Published "
                    "figures below the ranking, with their source.";
        t.headers = {"rank", "kernel",           "profile",           "opt",        "board",
                     "MHz",  "cycles/iteration", "iterations/period", "validation", "run ids"};
        t.runIdColumns = {9};
        int rank = 0;
        for (const auto& [cpi, r] : ranked) {
            const double mean = std::accumulate(r->samples.begin(), r->samples.end(), 0.0) /
                                static_cast<double>(r->samples.size());
            t.rows.push_back({std::to_string(++rank), kernelLabel(r->build),
                              std::string(toString(r->build.kernel.profile)),
                              std::string(toString(r->build.opt)), r->build.boardId,
                              formatNumber(static_cast<double>(r->build.clock.cpuHz) / 1e6, 0),
                              formatNumber(cpi, 2), formatNumber(mean, 1),
                              r->validation ? std::string(toString(r->validation->verdict)) : "—",
                              r->acceptance ? std::string(toString(r->acceptance->verdict)) : "—",
                              std::to_string(r->id)});
        }
        const std::string id = ranked.front().second->benchmark.id;
        for (const auto& f : references) {
            if (f.test == id) {
                t.rows.push_back({"published", f.kernel, "—", "—", f.board,
                                  formatNumber(f.cpuMhz, 0), formatNumber(f.cyclesPerIteration, 1),
                                  "—", f.source, "—", ""});
            }
        }
        out.push_back(std::move(t));
    }
    return out;
}

} // namespace cyclelab::core
