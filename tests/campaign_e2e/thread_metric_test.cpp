// Thread-Metric end to end on the virtual bench (docs/THREAD_METRIC.md): the tests built from
// the ThreadX checkout given at configure time run in QEMU on refkernel, every reporting period
// is cross-checked against the analyzer, two runs of one image agree within 0.1 %, and an
// image whose kernel tick runs 1 % fast is caught by the period check. Skipped, with the
// reason, in a build without -DTHREADX_PATH (the tests are not in the images then).

#include "core/model/thread_metric.hpp"
#include "tests/campaign_e2e/built_images.hpp"
#include "tests/campaign_e2e/cli_process.hpp"
#include "tests/campaign_e2e/vbench_cell.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab;

namespace {

const std::string& kImages = cyclelab::testing::kBuiltImagesDir;
const std::string kImage = "qemu-f405-refkernel-minimal-O2";

// The tests that suspend and resume threads, from a thread and from an interrupt handler, and the
// one whose threads never block: the calls each kernel's tm_<kernel>.c maps (THREAD_METRIC.md).
const std::vector<core::BenchmarkSpec> kPortTests = {
    {"tm_cooperative", {{"period_ms", "20"}}},
    {"tm_preemptive", {{"period_ms", "20"}}},
    {"tm_interrupt_preemption", {{"period_ms", "20"}}}};

// Short periods keep the test quick: 20 ms still holds 17,000 preemptive and 47,000
// synchronization iterations per period on refkernel.
const std::vector<core::BenchmarkSpec> kTests = {{"tm_synchronization", {{"period_ms", "20"}}},
                                                 {"tm_preemptive", {{"period_ms", "20"}}}};

std::optional<core::FirmwareBuild> image(const std::string& name) {
    return cyclelab::testing::builtImage(name);
}

bool hasThreadMetric(const core::FirmwareBuild& b) {
    return std::find(b.benchmarks.begin(), b.benchmarks.end(), "tm_synchronization") !=
           b.benchmarks.end();
}

core::Expected<std::vector<core::Run>>
runCell(const core::FirmwareBuild& build, const std::string& kernel = "refkernel",
        const std::vector<core::BenchmarkSpec>& tests = kTests) {
    core::CampaignSpec spec;
    spec.boardId = build.boardId;
    spec.benchmarks = tests;
    spec.samples = 5;
    spec.warmup = 1;
    core::CampaignCell cell;
    cell.kernel = kernel;
    return cyclelab::testing::runVirtualCell(build, spec, cell);
}

class ThreadMetric : public ::testing::Test {
  protected:
    void SetUp() override {
        m_build = image(kImage);
        ASSERT_TRUE(m_build) << kImage << " is not in " << kImages;
        if (!hasThreadMetric(*m_build)) {
            GTEST_SKIP() << "the firmware was built without -DTHREADX_PATH: its images hold no "
                            "Thread-Metric tests (firmware/threadmetric/README.md)";
        }
    }
    std::optional<core::FirmwareBuild> m_build;
};

} // namespace

TEST_F(ThreadMetric, CampaignStoresCrossValidatedFiguresAndTheReportRanksThem) {
    const fs::path dir = fs::temp_directory_path() / ("cyclelab-tm-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ofstream(dir / "tm.toml")
        << "name = \"tm\"\nboard = \"qemu-f405\"\nkernels = [\"refkernel\"]\n"
           "profiles = [\"minimal\"]\nopts = [\"O2\"]\nsamples = 5\nwarmup = 1\nbenchmarks = [\n"
           "  { id = \"tm_synchronization\", params = { period_ms = 20 } },\n"
           "  { id = \"tm_preemptive\", params = { period_ms = 20 } },\n]\n";
    const std::string db = (dir / "tm.sqlite").string();
    auto cli = [](const std::vector<std::string>& args) {
        return cyclelab::testing::cliProcess(args, std::chrono::minutes(5));
    };
    auto run =
        cli({"run", "--campaign", (dir / "tm.toml").string(), "--db", db, "--images", kImages});
    ASSERT_EQ(run.exitCode, 0) << run.output;
    auto list = cli({"runs", "--db", db, "--json"});
    ASSERT_EQ(list.exitCode, 0) << list.output;
    int tm = 0;
    const auto listed = nlohmann::json::parse(list.output);
    for (const auto& r : listed.at("runs")) {
        if (r["benchmark"].get<std::string>().starts_with("tm_")) {
            ++tm;
            EXPECT_EQ(r["unit"], "iterations/period") << r.dump();
            EXPECT_EQ(r["n"], 5) << r.dump();
            EXPECT_EQ(r["validation"]["verdict"], "pass") << r.dump();
            EXPECT_EQ(r["acceptance"]["verdict"], "pass") << r.dump();
            EXPECT_GT(r["cyclesPerIteration"].get<double>(), 0.0) << r.dump();
            auto show = cli({"show", std::to_string(r["id"].get<int>()), "--db", db});
            EXPECT_NE(show.output.find("cycles/iteration"), std::string::npos) << show.output;
        }
    }
    EXPECT_EQ(tm, 2) << list.output;
    auto report =
        cli({"report", "--db", db, "--out", (dir / "report").string(), "--no-charts", "--reference",
             std::string(CYCLELAB_SOURCE_DIR) + "/docs/campaigns/thread-metric-reference.csv"});
    ASSERT_EQ(report.exitCode, 0) << report.output;
    std::ifstream md(dir / "report" / "report.md");
    const std::string text((std::istreambuf_iterator<char>(md)), {});
    EXPECT_NE(text.find("Thread-Metric: tm_preemptive period_ms=20"), std::string::npos);
    EXPECT_NE(text.find("| published | FreeRTOS 10.3.1 | — | — | STM32L432 | 80 | 550.7"),
              std::string::npos)
        << text;
    fs::remove_all(dir);
}

TEST_F(ThreadMetric, TwoRunsOfOneImageAgreeWithinATenthOfAPercent) {
    auto first = runCell(*m_build);
    ASSERT_TRUE(first.ok()) << first.error().message;
    auto second = runCell(*m_build);
    ASSERT_TRUE(second.ok()) << second.error().message;
    for (const auto& spec : kTests) {
        SCOPED_TRACE(spec.id);
        const core::Run& a = cyclelab::testing::findRun(*first, spec.id);
        const core::Run& b = cyclelab::testing::findRun(*second, spec.id);
        ASSERT_TRUE(a.validation && b.validation);
        EXPECT_EQ(a.validation->verdict, core::Verdict::Pass) << english(a.validation->reason);
        const auto cpiA = core::cyclesPerIteration(a);
        const auto cpiB = core::cyclesPerIteration(b);
        ASSERT_TRUE(cpiA && cpiB);
        EXPECT_LT(std::abs(*cpiA / *cpiB - 1.0), 1e-3) << *cpiA << " vs " << *cpiB;
    }
}

TEST_F(ThreadMetric, ATickOnePercentFastFailsThePeriodCheck) {
    const auto fast = image(kImage + "-tickfast");
    ASSERT_TRUE(fast) << kImage << "-tickfast is not in the manifest";
    auto runs = runCell(*fast);
    ASSERT_TRUE(runs.ok()) << runs.error().message;
    for (const auto& spec : kTests) {
        const core::Run& r = cyclelab::testing::findRun(*runs, spec.id);
        ASSERT_TRUE(r.validation) << spec.id;
        EXPECT_EQ(r.validation->verdict, core::Verdict::Fail) << english(r.validation->reason);
        EXPECT_NE(english(r.validation->reason).find("the kernel tick drifts"), std::string::npos)
            << english(r.validation->reason);
        EXPECT_NE(english(r.validation->reason).find("% fast"), std::string::npos)
            << english(r.validation->reason);
    }
}

// Every kernel this build has a Thread-Metric image of, on both architectures (refkernel in every
// build with -DTHREADX_PATH, the others with their sources) runs the porting layer's suspend,
// resume and interrupt paths with every period cross-checked: a port whose resume is lost, or
// whose thread deletion needs the idle task, hangs or fails here.
TEST_F(ThreadMetric, EveryKernelsPortRunsTheSuspendResumeAndInterruptTests) {
    int ran = 0;
    for (const char* board : {"qemu-f405", "qemu-rv32"}) {
        for (const char* kernel : {"refkernel", "freertos", "threadx", "rtx5", "ucos3",
                                   "tencentos-tiny", "rtthread-nano", "liteos-m", "nuttx"}) {
            for (const char* profile : {"minimal", "default"}) {
                const std::string name = std::string(board) + "-" + kernel + "-" + profile + "-O2";
                const auto build = image(name);
                if (!build || !hasThreadMetric(*build)) {
                    continue;
                }
                SCOPED_TRACE(name);
                ++ran;
                auto runs = runCell(*build, kernel, kPortTests);
                ASSERT_TRUE(runs.ok()) << runs.error().message;
                for (const auto& spec : kPortTests) {
                    const core::Run& r = cyclelab::testing::findRun(*runs, spec.id);
                    ASSERT_TRUE(r.validation) << spec.id;
                    EXPECT_EQ(r.validation->verdict, core::Verdict::Pass)
                        << spec.id << ": " << english(r.validation->reason);
                }
            }
        }
    }
    EXPECT_GE(ran, 2) << "refkernel's two profiles at least";
}
