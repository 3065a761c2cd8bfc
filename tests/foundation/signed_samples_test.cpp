// Negative cycle samples (a calibration that over-subtracts) are signed on every surface: the
// statistics, the store and a store written before samples were signed, `runs` and `show`
// (text and JSON), the report's tables, CSV and JSON.
#include "core/stats/stats.hpp"
#include "core/store/run_store.hpp"
#include "core/store/sample_codec.hpp"
#include "tests/foundation/cli_runner.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace cyclelab::core {
namespace {

using nlohmann::json;
using testing::CliResult;
using testing::readAll;
using testing::runCli;
using testing::TempDir;

// The case: the harness overhead 20 cycles above the empty region's cost leaves the
// empty region's samples at -20 (and -19 where a read fell late).
core::Run overSubtractedRun() {
    core::Run r = testing::makeRun(7, 200);
    r.benchmark = {"baseline", {}};
    r.samples.assign(200, -20);
    for (std::size_t i = 0; i < r.samples.size(); i += 10) {
        r.samples[i] = -19;
    }
    r.pulseWidths.assign(200, 6);
    r.validation.reset();
    return r;
}

void expectNoUnsignedImage(const std::string& text, const std::string& what) {
    EXPECT_EQ(text.find("4294967"), std::string::npos) << what << ":\n" << text;
}

TEST(SignedSamples, StatisticsAreSigned) {
    const Stats s = computeStats(overSubtractedRun().samples).value();
    EXPECT_EQ(s.min, -20);
    EXPECT_EQ(s.max, -19);
    EXPECT_DOUBLE_EQ(s.median, -20.0);
    EXPECT_DOUBLE_EQ(s.mean, -19.9);
    const Histogram h = makeHistogram(std::vector<std::int32_t>{-20, -19, -20, 5});
    EXPECT_DOUBLE_EQ(h.firstEdge, -20.5);
}

TEST(SignedSamples, CodecKeepsSignsAndReadsOldBlobsAsTwosComplement) {
    const std::vector<std::int32_t> values{-20, -19, 0, 7, INT32_MIN, INT32_MAX, -1};
    const auto blob = encodeSamples(std::span<const std::int32_t>(values));
    EXPECT_EQ(blob[0], kSignedSampleCodecFormat);
    EXPECT_EQ(decodeSignedSamples(blob).value(), values);
    // What a store before v8 wrote for the same counts: the firmware's bits, unsigned.
    const std::vector<std::uint32_t> legacy{4294967276U, 4294967277U, 0,          7,
                                            0x80000000U, 0x7FFFFFFFU, 0xFFFFFFFFU};
    EXPECT_EQ(decodeSignedSamples(encodeSamples(std::span<const std::uint32_t>(legacy))).value(),
              values);
    // Pulse widths stay unsigned: a signed blob is not a pulse series.
    EXPECT_FALSE(decodeSamples(blob).ok());
}

class SignedSurfaces : public ::testing::Test {
  protected:
    void SetUp() override {
        auto store = RunStore::open(m_dir.file("runs.sqlite"));
        ASSERT_TRUE(store.ok());
        m_id = store->insertRun(overSubtractedRun()).value();
    }
    CliResult cli(std::vector<std::string> args) {
        args.insert(args.end(), {"--db", "runs.sqlite"});
        CliResult r = runCli(m_dir, args);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        return r;
    }
    TempDir m_dir;
    std::int64_t m_id = 0;
};

TEST_F(SignedSurfaces, RunsAndShowPrintNegativeCounts) {
    const CliResult list = cli({"runs"});
    expectNoUnsignedImage(list.out, "runs");
    EXPECT_NE(list.out.find("-20"), std::string::npos) << list.out;

    const json runs = json::parse(cli({"runs", "--json"}).out).at("runs");
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0]["stats"]["min"], -20);
    EXPECT_EQ(runs[0]["stats"]["max"], -19);
    EXPECT_DOUBLE_EQ(runs[0]["stats"]["median"].get<double>(), -20.0);

    const CliResult show = cli({"show", std::to_string(m_id)});
    expectNoUnsignedImage(show.out, "show");
    EXPECT_NE(show.out.find("-20 (-119.0 ns)"), std::string::npos) << show.out;

    const json shown = json::parse(cli({"show", std::to_string(m_id), "--json", "--samples"}).out);
    expectNoUnsignedImage(shown.dump(), "show --json");
    EXPECT_EQ(shown.at("stats").at("min"), -20);
    EXPECT_EQ(shown.at("samples").at(1), -20);
}

TEST_F(SignedSurfaces, ReportTablesCsvAndJsonAreSigned) {
    cli({"report", "--out", "report"});
    for (const char* file : {"report/report.md", "report/runs.csv", "report/runs.json"}) {
        const std::string text = readAll(m_dir.file(file));
        ASSERT_FALSE(text.empty()) << file;
        expectNoUnsignedImage(text, file);
    }
    EXPECT_NE(readAll(m_dir.file("report/runs.csv")).find(",-20,"), std::string::npos);
}

// A store written before v8 holds the same counts unsigned, with statistics computed over
// them (min 4294967276 ...): opening it, read-write or read-only, reads them signed.
TEST(SignedSamples, StoreWrittenUnsignedReadsSigned) {
    TempDir dir;
    const std::string path = dir.file("old.sqlite");
    const core::Run run = overSubtractedRun();
    {
        auto store = RunStore::open(path);
        ASSERT_TRUE(store.ok());
        ASSERT_TRUE(store->insertRun(run).ok());
    }
    {
        SQLite::Database db(path, SQLite::OPEN_READWRITE);
        std::vector<std::uint32_t> bits(run.samples.begin(), run.samples.end());
        const auto blob = encodeSamples(std::span<const std::uint32_t>(bits));
        SQLite::Statement st(db, "UPDATE runs SET samples = ?, stat_min = 4294967276, "
                                 "stat_max = 4294967277, stat_median = 4294967276.0, "
                                 "stat_mean = 4294967276.1");
        st.bind(1, blob.data(), static_cast<int>(blob.size()));
        st.exec();
        db.exec("DROP TABLE run_labels;"
                "ALTER TABLE campaigns DROP COLUMN note;"
                "ALTER TABLE builds DROP COLUMN harness_counter;"
                "ALTER TABLE builds DROP COLUMN harness_pulse;"
                "ALTER TABLE builds DROP COLUMN harness_shipped_counter;"
                "ALTER TABLE builds DROP COLUMN harness_shipped_pulse;"
                "ALTER TABLE runs DROP COLUMN cores;"
                "ALTER TABLE runs DROP COLUMN idle;"
                "ALTER TABLE validations DROP COLUMN reason_msg;"
                "ALTER TABLE runs DROP COLUMN acceptance_reason_msg;"
                "PRAGMA user_version = 7");
    }
    auto readOnly = RunStore::openReadOnly(path);
    ASSERT_TRUE(readOnly.ok()) << readOnly.error().message;
    auto listed = readOnly->listRuns({});
    ASSERT_TRUE(listed.ok());
    ASSERT_EQ(listed->size(), 1u);
    ASSERT_TRUE(listed->front().stats);
    EXPECT_EQ(listed->front().stats->min, -20);
    EXPECT_EQ(listed->front().stats->max, -19);
    EXPECT_DOUBLE_EQ(listed->front().stats->median, -20.0);

    auto store = RunStore::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
    const core::Run back = store->loadRun(listed->front().run.id).value();
    EXPECT_EQ(back.samples, run.samples);
    EXPECT_EQ(store->listRuns({}).value().front().stats->mean, -19.9);
}

} // namespace
} // namespace cyclelab::core
