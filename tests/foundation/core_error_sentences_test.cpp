// The errors of core's store JSON, report, files, sample rates, analysis and statistics carry
// their sentence as data (issue 35): each provoked for real, its id and arguments checked, and
// its English the same as before sentences were data.
#include "core/analysis/sample_pairing.hpp"
#include "core/analysis/toggle_calibration.hpp"
#include "core/common/atomic_file.hpp"
#include "core/common/message.hpp"
#include "core/common/samplerate_check.hpp"
#include "core/common/samplerates.hpp"
#include "core/compare/views.hpp"
#include "core/report/report_job.hpp"
#include "core/report/thread_metric_report.hpp"
#include "core/stats/stats.hpp"
#include "core/store/message_json.hpp"
#include "core/store/model_json.hpp"
#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

namespace cyclelab::core {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> texts(const Message& m) {
    std::vector<std::string> out;
    for (const MessageArg& arg : m.args) {
        const auto* text = std::get_if<std::string>(&arg);
        out.push_back(text != nullptr ? *text : std::string("<sentence>"));
    }
    return out;
}

fs::path scratch(const std::string& name) {
    const fs::path dir =
        fs::temp_directory_path() / ("cyclelab-errsent-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

TEST(CoreErrorSentences, StoreJson) {
    auto bench = benchmarkSpecFromJson(nlohmann::json{{"id", "sem"}, {"params", {{"n", 3}}}});
    ASSERT_FALSE(bench);
    EXPECT_EQ(bench.error().sentence().id, MessageId::ErrBenchmarkJsonParam);
    EXPECT_EQ(texts(bench.error().sentence()), (std::vector<std::string>{"sem", "n"}));
    EXPECT_EQ(bench.error().message, "benchmark sem: parameter \"n\" must be a string");

    auto noId = benchmarkSpecFromJson(nlohmann::json::array());
    ASSERT_FALSE(noId);
    EXPECT_EQ(noId.error().message, "benchmark: expected an object with a string \"id\"");

    nlohmann::json spec{{"name", "c"},      {"boardId", "b"},
                        {"kernels", {"k"}}, {"profiles", {"x"}},
                        {"opts", {"O2"}},   {"cpuHz", {1}},
                        {"benchmarks", {}}, {"samples", 1},
                        {"warmup", 0},      {"analyzerSamplerateHz", 1.0}};
    auto profile = campaignSpecFromJson(spec);
    ASSERT_FALSE(profile);
    EXPECT_EQ(profile.error().sentence().id, MessageId::ErrCampaignSpecProfile);
    EXPECT_EQ(profile.error().message,
              "campaign spec: unknown profile \"x\" (use default or minimal)");
    spec["profiles"] = {"default"};
    spec["benchmarks"] = {nlohmann::json{{"id", "sem"}, {"params", 2}}};
    auto inner = campaignSpecFromJson(spec);
    ASSERT_FALSE(inner);
    const Message said = inner.error().sentence();
    ASSERT_EQ(said.id, MessageId::ErrCampaignSpecDetail);
    ASSERT_EQ(said.args.size(), 1u);
    EXPECT_EQ(std::get<MessageList>(said.args[0]).parts.at(0).id,
              MessageId::ErrBenchmarkJsonParams);
    EXPECT_EQ(inner.error().message, "campaign spec: benchmark sem: \"params\" must be an object");

    auto unknown = messageFromJson(nlohmann::json{{"id", "NoSuchSentence"}});
    ASSERT_FALSE(unknown);
    EXPECT_EQ(unknown.error().sentence().id, MessageId::ErrMessageJsonUnknownId);
    EXPECT_EQ(texts(unknown.error().sentence()), (std::vector<std::string>{"NoSuchSentence"}));
    auto args = messageFromJson(nlohmann::json{{"id", "ErrRunTheRun"}, {"args", 1}});
    ASSERT_FALSE(args);
    EXPECT_EQ(args.error().sentence().id, MessageId::ErrMessageJsonArgs);
    EXPECT_EQ(args.error().message, "message \"args\" is not an array");
}

// A row modified outside CycleLab: what the store could not read is a sentence inside the
// step that failed.
TEST(CoreErrorSentences, AnUnreadableStoredRow) {
    const fs::path dir = scratch("row");
    const std::string db = (dir / "runs.db").string();
    auto store = RunStore::open(db);
    ASSERT_TRUE(store);
    const std::int64_t id = store->insertRun(cyclelab::testing::makeRun(1, 10)).value();
    {
        SQLite::Database raw(db, SQLite::OPEN_READWRITE);
        raw.exec("UPDATE runs SET status = 'bogus'");
    }
    auto runs = store->loadRuns({});
    ASSERT_FALSE(runs);
    const Message said = runs.error().sentence();
    ASSERT_EQ(said.id, MessageId::ErrStoreStepFailed);
    ASSERT_EQ(said.args.size(), 3u);
    EXPECT_EQ(std::get<MessageList>(said.args[1]).parts.at(0),
              message(MessageId::StoreStepLoadingRuns));
    EXPECT_EQ(
        std::get<MessageList>(said.args[2]).parts.at(0),
        message(MessageId::ErrStoredRunUnknownValue, {std::to_string(id), "status", "bogus"}));
    EXPECT_EQ(runs.error().message, db + ": loading runs failed: run " + std::to_string(id) +
                                        " has an unknown status \"bogus\"");
    fs::remove_all(dir);
}

TEST(CoreErrorSentences, ReferenceFiguresAndReport) {
    const fs::path dir = scratch("report");
    const fs::path csv = dir / "ref.csv";
    std::ofstream(csv) << "test,kernel,board,cpu_mhz,cycles_per_iteration,source\n"
                       << "tm_basic,zephyr,f405,abc,12,paper\n";
    auto figures = loadReferenceFigures(csv);
    ASSERT_FALSE(figures);
    EXPECT_EQ(figures.error().sentence().id, MessageId::ErrReferenceNotPositive);
    EXPECT_EQ(texts(figures.error().sentence()),
              (std::vector<std::string>{csv.string(), "2", "cpu_mhz", "abc"}));
    EXPECT_EQ(figures.error().message,
              csv.string() + ": line 2, column cpu_mhz: 'abc' is not a positive number");
    auto missing = loadReferenceFigures(dir / "none.csv");
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().sentence().id, MessageId::ErrReferenceUnreadable);

    const std::string db = (dir / "runs.db").string();
    ASSERT_TRUE(RunStore::open(db));
    ReportRequest request;
    request.db = db;
    request.out = dir / "out";
    auto report = writeReport(request, {});
    ASSERT_FALSE(report);
    EXPECT_EQ(report.error().sentence().id, MessageId::ErrReportNoRuns);
    EXPECT_EQ(texts(report.error().sentence()), (std::vector<std::string>{db}));
    EXPECT_EQ(report.error().message,
              "no runs in " + db + ": run a campaign first, or check --db/--campaign");
    fs::remove_all(dir);
}

TEST(CoreErrorSentences, AtomicFile) {
    const fs::path file = fs::temp_directory_path() / "cyclelab-no-such-dir-errsent" / "x.txt";
    auto written = writeFileAtomically(file, "x");
    ASSERT_FALSE(written);
    EXPECT_EQ(written.error().sentence().id, MessageId::ErrCannotWriteCheckDir);
    EXPECT_EQ(texts(written.error().sentence()).at(0), file.string());
    EXPECT_EQ(written.error().message,
              "cannot write " + file.string() +
                  " (No such file or directory): check that the directory exists and is writable");
}

TEST(CoreErrorSentences, SampleRates) {
    auto low = checkSamplerate(10e6, 100.0);
    ASSERT_FALSE(low);
    EXPECT_EQ(low.error().sentence().id, MessageId::ErrSamplerateTooLow);
    EXPECT_EQ(low.error().message,
              "samplerate 10 MHz too low for this benchmark: its shortest pulse (100 ns) spans "
              "only 1.0 samples, a width error of up to 100%; use at least 200 MHz, or run the "
              "CPU at a lower clock so pulses get longer");
    SamplerateSupport fx2;
    fx2.listHz = {1000000, 24000000};
    auto bad = resolveSamplerate(100e6, fx2, "fx2lafw");
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().sentence().id, MessageId::ErrSamplerateUnsupported);
    EXPECT_EQ(texts(bad.error().sentence()).at(0), "fx2lafw");
    EXPECT_EQ(texts(bad.error().sentence()).at(3), "24 MHz");
}

TEST(CoreErrorSentences, AnalysisStatsAndViews) {
    auto stats = computeStats({});
    ASSERT_FALSE(stats);
    EXPECT_EQ(stats.error().sentence().id, MessageId::ErrStatsNoSamples);

    auto toggle = calibrateToggle({}, 24e6);
    ASSERT_FALSE(toggle);
    EXPECT_EQ(toggle.error().sentence().id, MessageId::ErrToggleNoPulses);

    core::Run run;
    run.id = 42;
    auto pairing = pairRunSamples(run);
    ASSERT_FALSE(pairing);
    EXPECT_EQ(pairing.error().sentence().id, MessageId::ErrRunNeverPaired);
    EXPECT_EQ(texts(pairing.error().sentence()), (std::vector<std::string>{"42"}));
    EXPECT_EQ(pairing.error().message, "run 42 has no verdict: its samples were never paired");

    auto bland = makeBlandAltman(run);
    ASSERT_FALSE(bland);
    EXPECT_EQ(bland.error().sentence().id, MessageId::ErrBlandAltmanNoClock);
    EXPECT_EQ(texts(bland.error().sentence()), (std::vector<std::string>{"42"}));
}

} // namespace
} // namespace cyclelab::core
