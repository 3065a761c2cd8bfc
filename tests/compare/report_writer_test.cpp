#include "core/report/report_writer.hpp"
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
    EXPECT_NE(md.find("![Bars. board qemu-f405](bars.png)"), std::string::npos);
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
                                            .reason = storedText("pulses are 238 ns shorter"),
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

// Every run of an image whose harness grew is listed with the warning (issue 38); a report
// whose runs all use the shipped harness has no such table.
TEST(ReportWriter, ListsRunsOfAnImageWithAGrownHarness) {
    const fs::path dir = fs::path(CYCLELAB_BINARY_DIR) / "tests" / "compare_report_harness";
    fs::remove_all(dir);
    fs::create_directories(dir);
    ReportContent content;
    content.runs = sweep();
    content.plan = planReport(content.runs);
    ASSERT_TRUE(writeReportMarkdown(content, dir / "plain.md").ok());
    EXPECT_EQ(slurp(dir / "plain.md").find("Harness warnings"), std::string::npos);
    for (core::Run& r : content.runs) {
        r.build.imageName = "img-" + r.build.kernel.name;
        r.build.harnessCounterSlots = r.build.kernel.name == "k2" ? 63 : 18;
        r.build.harnessPulseSlots = 15;
        r.build.harnessShippedCounterSlots = 18;
        r.build.harnessShippedPulseSlots = 15;
    }
    ASSERT_TRUE(writeReportMarkdown(content, dir / "report.md").ok());
    const std::string md = slurp(dir / "report.md");
    EXPECT_NE(md.find("Harness warnings"), std::string::npos) << md;
    for (const char* id : {"| [2](#run-2) |", "| [4](#run-4) |"}) {
        const auto row = md.find(std::string(id) + " yield | img-k2 | 63 counter / 15 pulse "
                                                   "instructions (the shipped harness: 18 / 15) "
                                                   "| the harness of img-k2 is larger");
        EXPECT_NE(row, std::string::npos) << id << "\n" << md;
    }
    EXPECT_EQ(md.find("the harness of img-k1"), std::string::npos) << md;
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
        core::Run r =
            makeRun({.id = i + 1,
                     .benchmark = "mempool_alloc_free",
                     .kernel = "zos",
                     .profile = i ? core::ConfigProfile::Default : core::ConfigProfile::Minimal,
                     .samples = around(50)});
        r.build.kernel.version = "6.4.2";
        r.build.kernel.commit = i ? "4269c69a16f924c11adeedbb31591f6fad9f41b2"
                                  : "dbf70559b27d39c1fdb68dfb9a32140b6a6777a0";
        r.build.kernel.pin = i ? "differs" : "pinned";
        r.build.kernel.pinNote = i ? "ZOS at 4269c69a16f9, pinned V1 (dbf70559b27d)" : "";
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
    EXPECT_NE(
        md.find("| ZOS 6.4.2 | 4269c69a16f9, differs from its pin: ZOS at 4269c69a16f9, "
                "pinned V1 (dbf70559b27d) | default | zos_user.h as shipped | ZOS_CHECKS=1 |"),
        std::string::npos)
        << md;
    EXPECT_NE(md.find("| ZOS 6.4.2 | dbf70559b27d, pinned | minimal | zos_user.h, checks off | "
                      "ZOS_CHECKS=0 |"),
              std::string::npos);
    EXPECT_NE(md.find("| ZOS 6.4.2 | notify_wake | N/A | ZOS has no task notification |"),
              std::string::npos);
    EXPECT_NE(md.find("| ZOS 6.4.2 | mempool_alloc_free | port-implemented | free list under a "
                      "lock |"),
              std::string::npos);
    EXPECT_NE(md.find("(port-implemented)"), std::string::npos);
}

// A reader meets the conditions once, then the findings, then the charts, then compact tables:
// the runs table keeps only the columns that vary, and run ids link to their rows.
TEST(ReportWriter, LeadsWithFindingsAndKeepsTablesCompact) {
    const fs::path dir = fs::path(CYCLELAB_BINARY_DIR) / "tests" / "compare_report_findings";
    fs::remove_all(dir);
    fs::create_directories(dir);
    ReportContent content;
    content.title = "Findings";
    content.runs = sweep();
    content.plan = planReport(content.runs);
    content.charts.push_back({"Bars", "board qemu-f405", "bars.png", ""});
    ASSERT_TRUE(writeReportMarkdown(content, dir / "report.md").ok());
    ASSERT_TRUE(writeReportHtml(content, dir / "report.html").ok());
    const std::string md = slurp(dir / "report.md");
    const auto summary = md.find("## Summary"), charts = md.find("## Charts"),
               tables = md.find("## Tables");
    ASSERT_NE(summary, std::string::npos);
    EXPECT_LT(md.find("Conditions shared by all 4 runs"), summary);
    EXPECT_LT(summary, charts);
    EXPECT_LT(charts, tables);
    // The largest effect with its size and significance, and the flip beyond noise.
    EXPECT_NE(md.find("takes 1.18× the cycles of"), std::string::npos) << md;
    EXPECT_NE(md.find("Mann–Whitney p"), std::string::npos);
    EXPECT_NE(md.find("yield: k1 is faster than k2 at 48 MHz"), std::string::npos) << md;
    EXPECT_NE(md.find(flipNoiseRule()), std::string::npos);
    // The runs table: board and profile are the same everywhere, so not repeated per row.
    const std::string runs = md.substr(md.find("### Runs\n"));
    EXPECT_EQ(runs.find("| board |"), std::string::npos) << runs;
    EXPECT_NE(runs.find("<a id=\"run-3\"></a>3"), std::string::npos) << runs;
    EXPECT_NE(md.find("[1](#run-1)"), std::string::npos);
    const std::string html = slurp(dir / "report.html");
    EXPECT_NE(html.find("<tr id=\"run-2\">"), std::string::npos);
    EXPECT_NE(html.find("<a href=\"#run-2\">2</a>"), std::string::npos);
}

// Two kernels whose medians swap by less than their spread: not reported as a rank flip.
TEST(ReportWriter, RankFlipWithinNoiseIsNotListed) {
    auto spread = [](std::int32_t centre) {
        std::vector<std::int32_t> v;
        for (int i = 0; i < 200; ++i) {
            v.push_back(centre - 40 + static_cast<std::int32_t>((i * 37) % 81));
        }
        return v;
    };
    std::vector<core::Run> runs;
    runs.push_back(makeRun({.id = 1, .kernel = "k1", .cpuHz = 48'000'000, .samples = spread(100)}));
    runs.push_back(makeRun({.id = 2, .kernel = "k2", .cpuHz = 48'000'000, .samples = spread(101)}));
    runs.push_back(
        makeRun({.id = 3, .kernel = "k1", .cpuHz = 168'000'000, .samples = spread(102)}));
    runs.push_back(
        makeRun({.id = 4, .kernel = "k2", .cpuHz = 168'000'000, .samples = spread(100)}));
    const RankAnalysis ra = analyzeRanks(runs, Condition::Kernel, Condition::CpuHz);
    ASSERT_EQ(ra.flips.size(), 1u);             // the medians do swap...
    EXPECT_FALSE(ra.flips.front().beyondNoise); // ...by less than the noise
    const fs::path dir = fs::path(CYCLELAB_BINARY_DIR) / "tests" / "compare_report_noise";
    fs::remove_all(dir);
    fs::create_directories(dir);
    ReportContent content;
    content.title = "Noise";
    content.runs = runs;
    content.plan = planReport(runs);
    ASSERT_TRUE(writeReportMarkdown(content, dir / "report.md").ok());
    const std::string md = slurp(dir / "report.md");
    EXPECT_NE(md.find("No rank flip beyond noise (1 within noise)."), std::string::npos) << md;
    EXPECT_EQ(md.find("is faster than"), std::string::npos);
}
