#include "core/report/run_csv.hpp"

#include "core/report/run_json.hpp"

#include <sstream>

namespace cyclelab::core {
namespace {

std::string cell(const nlohmann::json& v) {
    std::string text;
    if (v.is_null()) {
        return text;
    }
    text = v.is_string() ? v.get<std::string>() : v.dump();
    if (text.find_first_of(",\"\n\r") == std::string::npos) {
        return text;
    }
    std::string quoted = "\"";
    for (char c : text) {
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    }
    return quoted + "\"";
}

const nlohmann::json& at(const nlohmann::json& run, const std::string& path) {
    static const nlohmann::json kNull;
    const auto dot = path.find('.');
    const std::string head = path.substr(0, dot);
    if (!run.is_object() || !run.contains(head)) {
        return kNull;
    }
    return dot == std::string::npos ? run[head] : at(run[head], path.substr(dot + 1));
}

} // namespace

const std::vector<std::string>& runCsvColumns() {
    static const std::vector<std::string> columns = {"id",
                                                     "campaign",
                                                     "cell",
                                                     "board",
                                                     "kernel",
                                                     "kernelVersion",
                                                     "kernelCommit",
                                                     "kernelPin",
                                                     "kernelPinNote",
                                                     "profile",
                                                     "opt",
                                                     "cpuHz",
                                                     "flashWaitStates",
                                                     "flashWaitStatesMeasured",
                                                     "benchmark",
                                                     "benchmarkKey",
                                                     "status",
                                                     "statusReason",
                                                     "unit",
                                                     "cycleSource",
                                                     "cycleHz",
                                                     "harnessOverheadCycles",
                                                     "harnessSlots.counter",
                                                     "harnessSlots.pulse",
                                                     "harnessSlots.shippedCounter",
                                                     "harnessSlots.shippedPulse",
                                                     "harnessWarning",
                                                     "idle.core0",
                                                     "idle.core1",
                                                     "warmup",
                                                     "n",
                                                     "stats.n",
                                                     "stats.min",
                                                     "stats.median",
                                                     "stats.mean",
                                                     "stats.max",
                                                     "stats.stddev",
                                                     "stats.p90",
                                                     "stats.p99",
                                                     "stats.p999",
                                                     "stats.mad",
                                                     "stats.outliers",
                                                     "stats.outlierK",
                                                     "cyclesPerIteration",
                                                     "pulses",
                                                     "analyzerSamplerateHz",
                                                     "validation.verdict",
                                                     "validation.reason",
                                                     "validation.paired",
                                                     "validation.withinTolerance",
                                                     "validation.toleranceNs",
                                                     "validation.biasNs",
                                                     "validation.loaLowNs",
                                                     "validation.loaHighNs",
                                                     "validation.maxDevNs",
                                                     "validation.toggleOverheadNs",
                                                     "validation.samplerateHz",
                                                     "validation.disagreeing",
                                                     "validation.unpaired",
                                                     "acceptance.verdict",
                                                     "acceptance.reason",
                                                     "image",
                                                     "buildId",
                                                     "sha256",
                                                     "toolchain",
                                                     "flags",
                                                     "textBytes",
                                                     "dataBytes",
                                                     "bssBytes",
                                                     "startedAtMs",
                                                     "finishedAtMs",
                                                     "capturePath"};
    return columns;
}

std::string runsCsv(const std::vector<nlohmann::json>& runObjects) {
    std::ostringstream out;
    const auto& columns = runCsvColumns();
    for (std::size_t i = 0; i < columns.size(); ++i) {
        out << (i ? "," : "") << columns[i];
    }
    out << '\n';
    for (const auto& run : runObjects) {
        for (std::size_t i = 0; i < columns.size(); ++i) {
            out << (i ? "," : "") << cell(at(run, columns[i]));
        }
        out << '\n';
    }
    return out.str();
}

std::string runsCsv(const std::vector<RunSummary>& runs) {
    std::vector<nlohmann::json> objects;
    for (const auto& r : runs) {
        objects.push_back(runToJson(r));
    }
    return runsCsv(objects);
}

std::string runsCsv(const std::vector<Run>& runs) {
    std::vector<nlohmann::json> objects;
    for (const auto& r : runs) {
        objects.push_back(runToJson(r));
    }
    return runsCsv(objects);
}

} // namespace cyclelab::core
