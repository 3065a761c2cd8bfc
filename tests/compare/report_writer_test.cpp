#include "core/compare/report_writer.hpp"
#include "tests/compare/synthetic_runs.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace cyclelab::core;
namespace core = cyclelab::core; // TEST bodies see testing::Test::Run first
using namespace cyclelab::core::testing;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::vector<core::Run> sweep() {
    std::vector<core::Run> runs;
    runs.push_back(makeRun({.id = 1, .kernel = "k1", .cpuHz = 48'000'000, .samples = around(100)}));
    runs.push_back(makeRun({.id = 2, .kernel = "k2", .cpuHz = 48'000'000, .samples = around(120)}));
    runs.push_back(
        makeRun({.id = 3, .kernel = "k1", .cpuHz = 168'000'000, .samples = around(130)}));
    runs.push_back(
        makeRun({.id = 4, .kernel = "k2", .cpuHz = 168'000'000, .samples = around(110)}));
    return runs;
}

} // namespace

TEST(ReportPlan, KernelLegendAcrossFrequency) {
    ReportPlan plan = planReport(sweep());
    EXPECT_EQ(plan.groupBy, Condition::Kernel);
    ASSERT_TRUE(plan.across);
    EXPECT_EQ(*plan.across, Condition::CpuHz);
    std::vector<core::Run> one{makeRun({.id = 1, .samples = around(5)})};
    EXPECT_FALSE(planReport(one).across);
}

TEST(ReportWriter, WritesTablesFlipsAndChartReferences) {
    const fs::path dir = fs::path(CYCLELAB_BINARY_DIR) / "tests" / "compare_report_out";
    fs::remove_all(dir);
    fs::create_directories(dir);
    ReportContent content;
    content.title = "Test report";
    content.runs = sweep();
    content.plan = planReport(content.runs);
    content.charts.push_back({"Bars", "board qemu-f405", "bars.png", "bars.svg"});
    ASSERT_TRUE(writeReportMarkdown(content, dir / "report.md").ok());
    ASSERT_TRUE(writeReportHtml(content, dir / "report.html").ok());
    ASSERT_TRUE(writeRunsCsv(content.runs, dir / "runs.csv").ok());
    ASSERT_TRUE(writeRunsJson(content.runs, dir / "runs.json").ok());

    const std::string md = slurp(dir / "report.md");
    EXPECT_NE(md.find("![Bars](bars.png)"), std::string::npos);
    EXPECT_NE(md.find("Rank flips"), std::string::npos);
    // k1 faster at 48 MHz (100 vs 120), slower at 168 MHz (130 vs 110).
    EXPECT_NE(md.find("| yield | k1 | k2 | 48 MHz | 168 MHz | 100.0 vs 120.0 | 130.0 vs 110.0 |"),
              std::string::npos)
        << md;
    EXPECT_NE(md.find("-1.000"), std::string::npos); // tau-b of the reversed pair
    const std::string html = slurp(dir / "report.html");
    EXPECT_NE(html.find("<img src=\"bars.png\""), std::string::npos);
    EXPECT_NE(html.find("<a href=\"bars.svg\">"), std::string::npos);

    const std::string csv = slurp(dir / "runs.csv");
    EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 5);
    auto doc = nlohmann::json::parse(slurp(dir / "runs.json"));
    EXPECT_EQ(doc["schema"], "cyclelab.runs/1");
    const auto& json = doc["runs"];
    ASSERT_EQ(json.size(), 4u);
    EXPECT_EQ(json[2]["cpuHz"], 168000000);
    EXPECT_EQ(json[2]["samples"].size(), 3u);
}

// Runs that do not pass are listed with their reasons, and an implausible one says why.
TEST(ReportWriter, ListsFailingRunsWithTheirReasons) {
    const fs::path dir = fs::path(CYCLELAB_BINARY_DIR) / "tests" / "compare_report_reasons";
    fs::remove_all(dir);
    fs::create_directories(dir);
    ReportContent content;
    content.runs = sweep();
    content.runs[1].validation = Validation{.verdict = Verdict::Fail,
                                            .reason = "pulses are 238 ns shorter",
                                            .disagreeing = 7,
                                            .unpaired = 1};
    content.runs[2].status = RunStatus::Implausible;
    content.runs[2].statusReason = "1 of 3 samples are negative";
    content.plan = planReport(content.runs);
    ASSERT_TRUE(writeReportMarkdown(content, dir / "report.md").ok());
    const std::string md = slurp(dir / "report.md");
    EXPECT_NE(md.find("Runs that fail, are inconclusive or implausible"), std::string::npos);
    EXPECT_NE(md.find("| fail | 7 | 1 | pulses are 238 ns shorter |"), std::string::npos) << md;
    EXPECT_NE(md.find("| implausible | — | — | 1 of 3 samples are negative |"), std::string::npos)
        << md;
}

TEST(ReportWriter, UnwritablePathIsAnActionableError) {
    ReportContent content;
    content.title = "x";
    Status s = writeReportMarkdown(content, "/nonexistent-dir/report.md");
    ASSERT_FALSE(s.ok());
    EXPECT_NE(s.error().message.find("/nonexistent-dir/report.md"), std::string::npos);
}

TEST(ReportWriter, KernelsAreNamedWithVersionConfigurationAndStandIns) {
    const fs::path dir = fs::path(CYCLELAB_BINARY_DIR) / "tests" / "compare_report_kernels";
    fs::remove_all(dir);
    fs::create_directories(dir);
    ReportContent content;
    content.title = "Kernels";
    for (int i = 0; i < 2; ++i) {
        core::Run r = makeRun({.id = i + 1,
                               .benchmark = "mempool_alloc_free",
                               .kernel = "zos",
                               .profile = i ? core::ConfigProfile::Default
                                            : core::ConfigProfile::Minimal,
                               .samples = around(50)});
        r.build.kernel.version = "6.4.2";
        r.build.port.displayName = "ZOS";
        r.build.port.configSource = i ? "zos_user.h as shipped" : "zos_user.h, checks off";
        r.build.port.configDiff = {{"ZOS_CHECKS", {"1", "0"}}};
        r.build.port.primitives = {{"mempool_alloc_free", "free list under a lock"}};
        r.build.port.portImplemented = {"mempool_alloc_free"};
        r.build.port.notApplicable = {{"notify_wake", "ZOS has no task notification"}};
        content.runs.push_back(r);
    }
    content.plan = planReport(content.runs);
    ASSERT_TRUE(writeReportMarkdown(content, dir / "report.md").ok());
    const std::string md = slurp(dir / "report.md");
    EXPECT_NE(md.find("| ZOS 6.4.2 | default | zos_user.h as shipped | ZOS_CHECKS=1 |"),
              std::string::npos)
        << md;
    EXPECT_NE(md.find("| ZOS 6.4.2 | minimal | zos_user.h, checks off | ZOS_CHECKS=0 |"),
              std::string::npos);
    EXPECT_NE(md.find("| ZOS 6.4.2 | notify_wake | N/A | ZOS has no task notification |"),
              std::string::npos);
    EXPECT_NE(md.find("| ZOS 6.4.2 | mempool_alloc_free | port-implemented | free list under a "
                      "lock |"),
              std::string::npos);
    EXPECT_NE(md.find("(port-implemented)"), std::string::npos);
}
