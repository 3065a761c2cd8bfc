// The campaign session both front ends use: validation names every missing image and stores
// nothing, the connection test boots with the cell executor's HELLO check, the duration
// model's estimate and calibration agree, and a stop set the way the Ctrl-C handler sets it
// (a bare atomic store, nothing notified) ends a paused campaign.

#include "core/campaign/bench_selftest.hpp"
#include "core/campaign/benchmark_catalog.hpp"
#include "core/campaign/campaign_plan.hpp"
#include "core/campaign/campaign_session.hpp"
#include "core/common/message.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab::core;

namespace {

// Answers with a boot banner once connected; the board it claims is chosen by the test.
class BannerLink : public SerialLink {
  public:
    explicit BannerLink(std::string hello) : m_toHost(std::move(hello) + "\n") {}
    std::string describe() const override { return "fake-uart"; }
    Expected<std::size_t> read(char* buffer, std::size_t capacity,
                               std::chrono::milliseconds timeout) override {
        if (m_toHost.empty()) {
            std::this_thread::sleep_for(std::min(timeout, std::chrono::milliseconds(2)));
            return std::size_t{0};
        }
        const std::size_t k = std::min(capacity, m_toHost.size());
        std::copy_n(m_toHost.begin(), k, buffer);
        m_toHost.erase(0, k);
        return k;
    }
    Status write(std::string_view) override { return success(); }
    void close() override {}

  private:
    std::string m_toHost;
};

class FakeFlasher : public Flasher {
  public:
    std::string name() const override { return "fake"; }
    Status flash(const FirmwareBuild& image, const FlashProgressFn&) override {
        flashed.push_back(image.imageName);
        return failFlash ? Status(Error::runtime("no debug probe found")) : success();
    }
    Status release() override { return success(); }
    Status reset() override { return success(); }
    void shutdown() override { ++shutdowns; }
    bool failFlash = false;
    std::vector<std::string> flashed;
    int shutdowns = 0;
};

class FakeBench : public Bench {
  public:
    FakeBench() {
        m_board.id = "fake-board";
        m_board.clockTiers = {{72000000, 2}};
    }
    std::string describe() const override { return "fake bench"; }
    const BoardProfile& board() const override { return m_board; }
    Flasher& flasher() override { return m_flasher; }
    LogicAnalyzer* analyzer() override { return nullptr; }
    Expected<std::unique_ptr<SerialLink>> connect() override {
        return std::unique_ptr<SerialLink>(std::make_unique<BannerLink>(helloLine));
    }
    FakeFlasher m_flasher;
    std::string helloLine;

  private:
    BoardProfile m_board;
};

std::string helloFor(const std::string& board, const std::string& opt) {
    return "HELLO proto=2 board=" + board +
           " kernel=refkernel kver=0.3 profile=minimal opt=" + opt +
           " build=1a2b3c4d cpu_hz=72000000 flash_ws=2 cycle_src=dwt cycle_hz=72000000 " +
           "max_n=12000";
}

struct TempDir {
    fs::path path = fs::temp_directory_path() / ("cyclelab-session-" + std::to_string(::getpid()));
    TempDir() {
        fs::remove_all(path);
        fs::create_directories(path);
        std::ofstream(path / "manifest.json") << R"([
 {"name": "fake-board-refkernel-minimal-O0", "board": "fake-board", "kernel": "refkernel",
  "profile": "minimal", "opt": "O0", "cpuHz": 72000000, "file": "a.elf"},
 {"name": "fake-board-refkernel-minimal-O2", "board": "fake-board", "kernel": "refkernel",
  "profile": "minimal", "opt": "O2", "cpuHz": 72000000, "file": "b.elf"}])";
    }
    ~TempDir() { fs::remove_all(path); }
    SessionSetup setup() const {
        SessionSetup s;
        s.databasePath = (path / "runs.sqlite").string();
        s.imagesDir = path.string();
        return s;
    }
};

CampaignSpec specFor(std::vector<OptLevel> opts) {
    CampaignSpec spec;
    spec.name = "t";
    spec.boardId = "fake-board";
    spec.kernels = {"refkernel"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = std::move(opts);
    spec.benchmarks = {{"sem_give_take", {}}};
    return spec;
}

} // namespace

TEST(CampaignSession, ValidationNamesEveryMissingImageAndStoresNothing) {
    TempDir tmp;
    auto session = CampaignSession::open(tmp.setup());
    ASSERT_TRUE(session.ok()) << session.error().message;
    FakeBench bench;
    const CampaignSpec spec = specFor({OptLevel::O1, OptLevel::O2, OptLevel::O3});
    auto cells = session->validate(spec, bench.board());
    ASSERT_FALSE(cells.ok());
    EXPECT_NE(cells.error().message.find("refkernel-minimal-O1"), std::string::npos);
    EXPECT_NE(cells.error().message.find("refkernel-minimal-O3"), std::string::npos);
    EXPECT_EQ(cells.error().kind, ErrorKind::BadInput);

    CampaignControl control;
    auto summary = session->run(bench, spec, control, {});
    ASSERT_FALSE(summary.ok());
    EXPECT_EQ(summary.error().message, cells.error().message); // one check, one message
    EXPECT_TRUE(bench.m_flasher.flashed.empty());
    auto campaigns = session->store().listCampaigns();
    ASSERT_TRUE(campaigns.ok());
    EXPECT_TRUE(campaigns->empty());

    EXPECT_EQ(session->validate(specFor({OptLevel::O0, OptLevel::O2}), bench.board())->size(), 2u);
}

TEST(CampaignSession, ConnectionCheckBootsLikeACellAndChecksHello) {
    TempDir tmp;
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok());
    FakeBench bench;
    bench.helloLine = helloFor("fake-board", "O2");
    auto ok = checkConnection(bench, *images, std::chrono::seconds(5));
    ASSERT_TRUE(ok.ok()) << ok.error().message;
    EXPECT_EQ(ok->image.imageName, "fake-board-refkernel-minimal-O2"); // refkernel -O2 preferred
    EXPECT_EQ(ok->hello.cycleSrc, "dwt");
    EXPECT_EQ(bench.m_flasher.shutdowns, 1);

    // A target that answers as another board fails the test, as it would fail a cell.
    bench.helloLine = helloFor("other-board", "O2");
    auto wrong = checkConnection(bench, *images, std::chrono::seconds(5));
    ASSERT_FALSE(wrong.ok());
    EXPECT_NE(wrong.error().message.find("the target reports board=other-board"), std::string::npos)
        << wrong.error().message;
    EXPECT_EQ(bench.m_flasher.shutdowns, 2); // shut down on the error path too

    BoardProfile none;
    none.id = "no-such-board";
    auto missing = connectionTestImage(*images, none.id);
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().message.find("none for board no-such-board"), std::string::npos);
    EXPECT_EQ(missing.error().sentence(),
              message(MessageId::ErrSessionNoImages, {tmp.path.string(), "no-such-board"}));
}

TEST(CampaignSession, EstimateAndCalibrationUseOneModel) {
    CampaignSpec spec = specFor({OptLevel::O2});
    spec.samples = 2000;
    spec.warmup = 10;
    spec.benchmarks = {{"sem_give_take", {}}, {"tick_accuracy", {}}};
    const BenchmarkInfo* tick = findBenchmark("tick_accuracy");
    ASSERT_NE(tick, nullptr);
    ASSERT_GT(tick->maxSamples, 0u);
    ASSERT_LT(tick->maxSamples, 2000u);
    // baseline (added by the cell) + sem_give_take at 2000, tick_accuracy capped, and the
    // long-shape baseline tick_accuracy brings (1000 samples), warm-up each.
    EXPECT_DOUBLE_EQ(samplesPerCell(spec),
                     2010.0 + 2010.0 + tick->maxSamples + 10.0 + 1000.0 + 10.0);

    DurationModel model{
        .cellSetupSeconds = 2.0, .cellFinishSeconds = 0.5, .secondsPerSample = 0.001};
    const double cell = estimateCellSeconds(spec, model);
    // tick_accuracy's 10 ms delays (warm-up included) on top of the per-sample cost.
    EXPECT_DOUBLE_EQ(cell,
                     2.0 + 0.5 + samplesPerCell(spec) * 0.001 + (tick->maxSamples + 10.0) * 0.010);
    // A campaign that took exactly the estimate calibrates the model to itself.
    auto measured = measuredSecondsPerSample(spec, 3, 3 * cell, model);
    ASSERT_TRUE(measured.has_value());
    EXPECT_NEAR(*measured, 0.001, 1e-12);
    EXPECT_FALSE(measuredSecondsPerSample(spec, 0, 10.0, model).has_value());
    EXPECT_FALSE(measuredSecondsPerSample(spec, 2, 3.0, model).has_value()); // setup only
}

TEST(CampaignSession, FirstEtaComesFromTheModel) {
    TempDir tmp;
    SessionSetup setup = tmp.setup();
    setup.duration = {.cellSetupSeconds = 5.0, .secondsPerSample = 0.01};
    auto session = CampaignSession::open(setup);
    ASSERT_TRUE(session.ok()) << session.error().message;
    FakeBench bench;
    bench.m_flasher.failFlash = true;
    const CampaignSpec spec = specFor({OptLevel::O0, OptLevel::O2});
    std::vector<double> etas;
    CampaignControl control;
    auto summary = session->run(bench, spec, control, [&](const CampaignProgress& e) {
        if (e.kind == CampaignProgress::Kind::CellStarted) {
            etas.push_back(e.etaSeconds);
        }
    });
    ASSERT_TRUE(summary.ok()) << summary.error().message;
    ASSERT_EQ(etas.size(), 2u);
    EXPECT_DOUBLE_EQ(etas[0], session->estimateSeconds(spec, 2));
}

TEST(CampaignSession, StopSetLikeTheSignalHandlerEndsAPausedCampaign) {
    TempDir tmp;
    auto session = CampaignSession::open(tmp.setup());
    ASSERT_TRUE(session.ok()) << session.error().message;
    FakeBench bench;
    bench.m_flasher.failFlash = true;
    CampaignControl control;
    control.paused = true;
    std::atomic<bool> pausedSeen{false};
    Expected<CampaignSummary> summary = Error::runtime("not run");
    std::thread worker([&] {
        summary =
            session->run(bench, specFor({OptLevel::O0}), control, [&](const CampaignProgress& e) {
                if (e.kind == CampaignProgress::Kind::Paused) {
                    pausedSeen = true;
                }
            });
    });
    while (!pausedSeen) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    control.stop.store(true); // all a signal handler may do: no notify, no lock
    worker.join();
    ASSERT_TRUE(summary.ok()) << summary.error().message;
    EXPECT_TRUE(summary->stopped);
    EXPECT_EQ(summary->cellsDone + summary->cellsFailed, 0);
    EXPECT_TRUE(bench.m_flasher.flashed.empty());
}

// One bench count for the CLI's --jobs and the GUI's "Benches side by side": a real board is
// one bench whatever is asked (more than one refused, naming the board), a virtual one runs
// what is asked, or one QEMU per core for 0.
TEST(BenchCount, ARealBoardIsOneBenchAVirtualOneWhatIsAsked) {
    BoardProfile real;
    real.id = "nucleo-f446re";
    real.flasher = "openocd";
    BoardProfile virt;
    virt.id = "qemu-f405";
    virt.flasher = "qemu";
    virt.qemuMachine = "netduinoplus2";
    EXPECT_EQ(*benchCount(1, real), 1);
    EXPECT_EQ(*benchCount(0, real), 1);
    const auto many = benchCount(3, real);
    ASSERT_FALSE(many);
    EXPECT_NE(many.error().message.find("nucleo-f446re"), std::string::npos);
    EXPECT_EQ(many.error().sentence(),
              message(MessageId::ErrJobsRealBoard, {"3", "nucleo-f446re"}));
    EXPECT_EQ(benchCount(-1, virt).error().sentence(), message(MessageId::ErrJobsInvalid, {"-1"}));
    EXPECT_EQ(*benchCount(3, virt), 3);
    EXPECT_GE(*benchCount(0, virt), 1);
    EXPECT_FALSE(benchCount(-1, virt));
}

// The bench self-test says each step as a sentence (link and detail), its English the line the
// CLI prints.
TEST(BenchSelftest, StepsAreSentences) {
    FakeBench bench;
    bench.helloLine = helloFor("fake-board", "O2");
    FirmwareBuild image;
    image.imageName = "fake-board-refkernel-minimal-O2";
    image.boardId = "fake-board";
    image.kernel.name = "refkernel";
    image.clock.cpuHz = 72000000;
    SelftestOptions options;
    options.helloTimeout = std::chrono::seconds(5);
    auto report = runBenchSelftest(bench, image, options);
    ASSERT_TRUE(report.ok()) << report.error().message;
    ASSERT_EQ(report->steps.size(), 7u);
    const SelftestStep& flash = report->steps[0];
    EXPECT_EQ(flash.linkText, message(MessageId::SelftestLinkFlash));
    EXPECT_EQ(flash.detailText,
              message(MessageId::SelftestFlashed, {"fake-board-refkernel-minimal-O2", "fake"}));
    EXPECT_EQ(formatStep(flash), "PASS  flash: fake-board-refkernel-minimal-O2 via fake");
    EXPECT_EQ(report->steps[1].detailText.id, MessageId::SelftestHello);
    EXPECT_EQ(report->steps[2].detailText.id, MessageId::SelftestCycleSource);
    EXPECT_EQ(report->steps[3].detailText, message(MessageId::SelftestWaitStatesUnmeasured, {"2"}));
    EXPECT_EQ(formatStep(report->steps[3]),
              "SKIP  flash wait states (measured vs configured): the firmware does not measure "
              "them (configured 2)");
    for (std::size_t i = 4; i < 7; ++i) {
        EXPECT_EQ(report->steps[i].detailText, message(MessageId::SelftestNoAnalyzer)) << i;
        EXPECT_EQ(report->steps[i].link, english(report->steps[i].linkText)) << i;
    }

    bench.m_flasher.failFlash = true;
    report = runBenchSelftest(bench, image, options);
    ASSERT_TRUE(report.ok()) << report.error().message;
    ASSERT_EQ(report->steps.size(), 7u);
    EXPECT_EQ(report->steps[0].outcome, SelftestStep::Outcome::Fail);
    EXPECT_EQ(report->steps[0].detail, "no debug probe found");
    EXPECT_EQ(report->steps[1].linkText, message(MessageId::SelftestLinkSerial));
    EXPECT_EQ(report->steps[1].detailText, message(MessageId::SelftestNeedsFlash));
    EXPECT_EQ(report->steps[6].linkText, message(MessageId::SelftestLinkRate));
    EXPECT_EQ(formatStep(report->steps[6]),
              "SKIP  analyzer rate vs shortest benchmark: needs the serial link");
}
