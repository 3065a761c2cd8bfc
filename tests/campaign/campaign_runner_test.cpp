// CampaignRunner with a fake bench whose flasher fails on chosen cells: a failing cell is
// retried once, then recorded as failed with its reason, and the campaign goes on.

#include "core/campaign/benchmark_catalog.hpp"
#include "core/campaign/campaign_runner.hpp"
#include "core/common/message.hpp"

#include <algorithm>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <mutex>
#include <set>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace cyclelab::core;

namespace {

class FailingFlasher : public Flasher {
  public:
    std::string name() const override { return "fake"; }
    Status flash(const FirmwareBuild& image, const FlashProgressFn&) override {
        ++flashes;
        images.push_back(image.imageName);
        return Error::runtime("no debug probe found");
    }
    Status release() override { return success(); }
    Status reset() override { return success(); }
    void shutdown() override { ++shutdowns; }
    int flashes = 0;
    int shutdowns = 0;
    std::vector<std::string> images;
};

class FakeBench : public Bench {
  public:
    FakeBench() {
        m_board.id = "fake-board";
        m_board.clockTiers = {{72000000, 2}};
        m_board.probe.analyzerChannel = 0;
        m_board.marker.analyzerChannel = 1;
    }
    std::string describe() const override { return "fake"; }
    const BoardProfile& board() const override { return m_board; }
    Flasher& flasher() override { return m_flasher; }
    LogicAnalyzer* analyzer() override { return m_analyzer; }
    Expected<std::unique_ptr<SerialLink>> connect() override {
        return Error::runtime("not reached: every flash fails");
    }
    FailingFlasher m_flasher;
    LogicAnalyzer* m_analyzer = nullptr;

  private:
    BoardProfile m_board;
};

// An analyzer that offers what a 24 MHz fx2lafw offers, and must never be started here.
class Fx2Analyzer : public LogicAnalyzer {
  public:
    std::string name() const override { return "fx2lafw"; }
    Status start(const CaptureRequest& request, LogicSink&) override {
        rates.push_back(request.samplerateHz);
        return Error::runtime("stop here");
    }
    Expected<CaptureInfo> stop() override { return CaptureInfo{}; }
    SamplerateSupport samplerates() const override {
        SamplerateSupport s;
        s.listHz = {1000000, 12000000, 24000000};
        return s;
    }
    std::vector<double> rates;
};

struct TempDir {
    fs::path path = fs::temp_directory_path() / ("cyclelab-runner-" + std::to_string(::getpid()));
    TempDir() {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() { fs::remove_all(path); }
};

void writeManifest(const fs::path& dir) {
    std::ofstream(dir / "manifest.json") << R"([
 {"name": "fake-board-refkernel-minimal-O0", "board": "fake-board", "kernel": "refkernel",
  "profile": "minimal", "opt": "O0", "cpuHz": 72000000, "file": "a.elf"},
 {"name": "fake-board-refkernel-minimal-O2", "board": "fake-board", "kernel": "refkernel",
  "profile": "minimal", "opt": "O2", "cpuHz": 72000000, "file": "b.elf"}])";
}

// Flashers of several benches that count how many flash at the same moment: each waits (a
// bounded time) until another bench flashes too, so two benches running side by side both
// see 2, and one bench alone would only see 1.
struct Rendezvous {
    std::mutex mutex;
    std::condition_variable changed;
    int inside = 0;
    int peak = 0;
};

class MeetingFlasher : public FailingFlasher {
  public:
    explicit MeetingFlasher(Rendezvous& r) : m_r(r) {}
    Status flash(const FirmwareBuild& image, const FlashProgressFn& progress) override {
        std::unique_lock lock(m_r.mutex);
        ++m_r.inside;
        m_r.peak = std::max(m_r.peak, m_r.inside);
        m_r.changed.notify_all();
        m_r.changed.wait_for(lock, std::chrono::seconds(60), [&] { return m_r.peak >= 2; });
        --m_r.inside;
        lock.unlock();
        return FailingFlasher::flash(image, progress);
    }

  private:
    Rendezvous& m_r;
};

void writeFourCellManifest(const fs::path& dir) {
    std::ofstream(dir / "manifest.json") << R"([
 {"name": "fake-board-refkernel-minimal-O0", "board": "fake-board", "kernel": "refkernel",
  "profile": "minimal", "opt": "O0", "cpuHz": 72000000, "file": "a.elf"},
 {"name": "fake-board-refkernel-minimal-O1", "board": "fake-board", "kernel": "refkernel",
  "profile": "minimal", "opt": "O1", "cpuHz": 72000000, "file": "b.elf"},
 {"name": "fake-board-refkernel-minimal-O2", "board": "fake-board", "kernel": "refkernel",
  "profile": "minimal", "opt": "O2", "cpuHz": 72000000, "file": "c.elf"},
 {"name": "fake-board-refkernel-minimal-O3", "board": "fake-board", "kernel": "refkernel",
  "profile": "minimal", "opt": "O3", "cpuHz": 72000000, "file": "d.elf"}])";
}

CampaignSpec fourCells() {
    CampaignSpec spec;
    spec.name = "t";
    spec.boardId = "fake-board";
    spec.kernels = {"refkernel"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = {OptLevel::O0, OptLevel::O1, OptLevel::O2, OptLevel::O3};
    spec.benchmarks = {{"sem_give_take", {}}};
    return spec;
}

} // namespace

TEST(CampaignRunner, CellsRunSideBySideOneBenchEachAndTheStoreSeesEveryCell) {
    TempDir tmp;
    writeFourCellManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok()) << images.error().message;
    auto store = RunStore::open((tmp.path / "runs.sqlite").string());
    ASSERT_TRUE(store.ok()) << store.error().message;
    Rendezvous meet;
    FakeBench a;
    FakeBench b;
    MeetingFlasher fa(meet);
    MeetingFlasher fb(meet);
    struct Routed : FakeBench {
        Flasher* f = nullptr;
        Flasher& flasher() override { return *f; }
    } ra, rb;
    ra.f = &fa;
    rb.f = &fb;
    CampaignRunner runner(std::vector<Bench*>{&ra, &rb}, *images, *store, {});
    std::set<int> workersSeen;
    std::thread::id progressThread;
    bool oneThread = true;
    runner.onProgress([&](const CampaignProgress& e) {
        workersSeen.insert(e.worker);
        EXPECT_EQ(e.workers, 2);
        if (progressThread == std::thread::id()) {
            progressThread = std::this_thread::get_id();
        }
        oneThread = oneThread && progressThread == std::this_thread::get_id();
    });
    auto summary = runner.run(fourCells());
    ASSERT_TRUE(summary.ok()) << summary.error().message;
    EXPECT_EQ(meet.peak, 2); // two cells were being flashed at the same moment
    EXPECT_EQ(summary->cellsFailed, 4);
    EXPECT_EQ(fa.flashes + fb.flashes, 8); // every cell tried twice, on one bench or the other
    EXPECT_GT(fa.flashes, 0);
    EXPECT_GT(fb.flashes, 0);
    EXPECT_EQ(workersSeen, (std::set<int>{0, 1}));
    EXPECT_TRUE(oneThread) << "progress must come from the runner's thread only";
    EXPECT_EQ(progressThread, std::this_thread::get_id());
    auto campaign = store->loadCampaign(summary->campaignId);
    ASSERT_TRUE(campaign.ok());
    for (const auto& cell : campaign->cells) {
        EXPECT_EQ(cell.state, CellState::Failed) << cell.index;
        EXPECT_EQ(cell.attempts, 2) << cell.index;
    }
}

TEST(CampaignRunner, AShardRunsOnlyItsCellsAndStoresTheWholeCampaign) {
    TempDir tmp;
    writeFourCellManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok()) << images.error().message;
    auto store = RunStore::open((tmp.path / "runs.sqlite").string());
    ASSERT_TRUE(store.ok()) << store.error().message;
    FakeBench bench;
    CampaignRunner runner(bench, *images, *store, {});
    auto summary = runner.run(fourCells(), CampaignShard{2, 2});
    ASSERT_TRUE(summary.ok()) << summary.error().message;
    EXPECT_EQ(summary->cellsFailed, 2);
    EXPECT_EQ(bench.m_flasher.images,
              (std::vector<std::string>{
                  "fake-board-refkernel-minimal-O1", "fake-board-refkernel-minimal-O1",
                  "fake-board-refkernel-minimal-O3", "fake-board-refkernel-minimal-O3"}));
    auto campaign = store->loadCampaign(summary->campaignId);
    ASSERT_TRUE(campaign.ok());
    ASSERT_EQ(campaign->cells.size(), 4u);
    EXPECT_EQ(campaign->shard, (CampaignShard{2, 2}));
    EXPECT_EQ(campaign->identity, campaignIdentity(campaign->spec));
    EXPECT_EQ(campaign->cells[0].state, CellState::Pending); // shard 1's
    EXPECT_EQ(campaign->cells[1].state, CellState::Failed);
    EXPECT_EQ(campaign->cells[2].state, CellState::Pending);
    EXPECT_EQ(campaign->cells[3].state, CellState::Failed);

    auto bad = runner.run(fourCells(), CampaignShard{3, 2});
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().kind, ErrorKind::BadInput);
    EXPECT_EQ(bad.error().sentence(), message(MessageId::ErrShardInvalid, {"3", "2"}));
    EXPECT_EQ(bad.error().message, "shard 3/2: give K/N with 1 <= K <= N (shard K of N)");
}

TEST(CampaignRunner, FailingCellsAreRetriedOnceRecordedAndTheCampaignGoesOn) {
    TempDir tmp;
    writeManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok()) << images.error().message;
    auto store = RunStore::open((tmp.path / "runs.sqlite").string());
    ASSERT_TRUE(store.ok()) << store.error().message;
    FakeBench bench;
    CampaignRunner runner(bench, *images, *store, {});
    std::vector<CampaignProgress::Kind> kinds;
    std::vector<Message> failed; // the CellFailed events' text, as data
    std::vector<Message> logs;
    runner.onProgress([&](const CampaignProgress& e) {
        kinds.push_back(e.kind);
        if (e.kind == CampaignProgress::Kind::CellFailed) {
            failed.push_back(e.text);
        }
        if (e.kind == CampaignProgress::Kind::Log) {
            logs.push_back(e.text);
        }
    });

    CampaignSpec spec;
    spec.name = "t";
    spec.boardId = "fake-board";
    spec.kernels = {"refkernel"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = {OptLevel::O0, OptLevel::O2};
    spec.benchmarks = {{"sem_give_take", {}}};
    auto summary = runner.run(spec);
    ASSERT_TRUE(summary.ok()) << summary.error().message;
    EXPECT_EQ(summary->cellsFailed, 2);
    EXPECT_EQ(summary->cellsDone, 0);
    EXPECT_EQ(summary->runsStored, 0u);
    EXPECT_EQ(bench.m_flasher.flashes, 4); // two cells, each tried twice
    EXPECT_EQ(bench.m_flasher.images[1], "fake-board-refkernel-minimal-O0");
    EXPECT_EQ(bench.m_flasher.images[2], "fake-board-refkernel-minimal-O2");
    EXPECT_GE(bench.m_flasher.shutdowns, 4); // the target is released on every path
    EXPECT_EQ(std::count(kinds.begin(), kinds.end(), CampaignProgress::Kind::CellRetry), 2);
    // The GUI says the event in its language: an id with the cell number and the reason apart.
    ASSERT_EQ(failed.size(), 2u);
    EXPECT_EQ(failed[0].id, MessageId::ProgressCellFailed);
    ASSERT_EQ(failed[0].args.size(), 2u);
    EXPECT_EQ(std::get<std::string>(failed[0].args[0]), "1");
    // The reason is the error's own sentence, said in the user's language too.
    const auto* reason = std::get_if<MessageList>(&failed[0].args[1]);
    ASSERT_NE(reason, nullptr);
    ASSERT_EQ(reason->parts.size(), 1u);
    EXPECT_NE(english(reason->parts[0]).find("no debug probe found"), std::string::npos);
    EXPECT_TRUE(english(failed[1]).starts_with("cell 2 failed: ")) << english(failed[1]);
    // A cell's log lines are sentences too.
    ASSERT_FALSE(logs.empty());
    EXPECT_EQ(logs.front(), message(MessageId::LogFlashing, {"fake-board-refkernel-minimal-O0"}));

    auto campaign = store->loadCampaign(summary->campaignId);
    ASSERT_TRUE(campaign.ok());
    for (const auto& cell : campaign->cells) {
        EXPECT_EQ(cell.state, CellState::Failed);
        EXPECT_EQ(cell.attempts, 2);
        EXPECT_NE(cell.reason.find("no debug probe found"), std::string::npos) << cell.reason;
    }
}

TEST(CampaignRunner, MissingImageIsRefusedBeforeAnythingIsStored) {
    TempDir tmp;
    writeManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok());
    auto store = RunStore::open((tmp.path / "runs.sqlite").string());
    ASSERT_TRUE(store.ok());
    FakeBench bench;
    CampaignRunner runner(bench, *images, *store, {});
    CampaignSpec spec;
    spec.boardId = "fake-board";
    spec.kernels = {"refkernel"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = {OptLevel::O3};
    spec.benchmarks = allBenchmarks();
    auto summary = runner.run(spec);
    ASSERT_FALSE(summary.ok());
    EXPECT_NE(summary.error().message.find("no firmware image for fake-board-refkernel-minimal-O3"),
              std::string::npos)
        << summary.error().message;
    EXPECT_EQ(bench.m_flasher.flashes, 0);
    auto campaigns = store->listCampaigns();
    ASSERT_TRUE(campaigns.ok());
    EXPECT_TRUE(campaigns->empty());
}

// The analyzer's rates are checked when the campaign is planned: a rate it does not have is bad
// input (CLI exit 2) before anything is flashed or stored; no rate means its highest.
TEST(CampaignRunner, AnalyzerRateIsCheckedBeforeAnythingRuns) {
    TempDir tmp;
    writeManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok());
    auto store = RunStore::open((tmp.path / "runs.sqlite").string());
    ASSERT_TRUE(store.ok());
    FakeBench bench;
    Fx2Analyzer analyzer;
    bench.m_analyzer = &analyzer;
    CampaignRunner runner(bench, *images, *store, {});
    CampaignSpec spec;
    spec.boardId = "fake-board";
    spec.kernels = {"refkernel"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = {OptLevel::O2};
    spec.benchmarks = {{"sem_give_take", {}}};
    spec.analyzerSamplerateHz = 100e6;
    auto refused = runner.run(spec);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().kind, ErrorKind::BadInput);
    EXPECT_NE(refused.error().message.find("analyzer fx2lafw cannot sample at 100 MHz; it offers "
                                           "1 MHz, 12 MHz, 24 MHz"),
              std::string::npos)
        << refused.error().message;
    EXPECT_EQ(bench.m_flasher.flashes, 0);
    EXPECT_TRUE(store->listCampaigns()->empty());

    spec.analyzerSamplerateHz = 0; // the campaign file named no rate
    auto summary = runner.run(spec);
    ASSERT_TRUE(summary.ok()) << summary.error().message;
    auto campaign = store->loadCampaign(summary->campaignId);
    ASSERT_TRUE(campaign.ok());
    EXPECT_EQ(campaign->spec.analyzerSamplerateHz, 24e6);
}

TEST(CampaignRunner, CaptureFilesAreNamedPerCampaign) {
    // Two campaigns of the same image share a capture folder: each cell's capture must get a
    // name of its own, or the second campaign overwrites the first one's runs' captures.
    TempDir tmp;
    writeManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok());
    auto store = RunStore::open((tmp.path / "runs.sqlite").string());
    ASSERT_TRUE(store.ok());
    FakeBench bench;
    std::vector<std::string> paths;
    struct Recording : Fx2Analyzer {
        std::vector<std::string>* paths = nullptr;
        Status start(const CaptureRequest& request, LogicSink&) override {
            paths->push_back(request.outputPath);
            return Error::runtime("stop here");
        }
    } recording;
    recording.paths = &paths;
    bench.m_analyzer = &recording;
    CellOptions options;
    options.captureDir = (tmp.path / "captures").string();
    CampaignRunner runner(bench, *images, *store, options);
    CampaignSpec spec;
    spec.boardId = "fake-board";
    spec.kernels = {"refkernel"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = {OptLevel::O2};
    spec.benchmarks = {{"sem_give_take", {}}};
    spec.analyzerSamplerateHz = 24e6;
    auto first = runner.run(spec);
    auto second = runner.run(spec);
    ASSERT_TRUE(first.ok()) << first.error().message;
    ASSERT_TRUE(second.ok()) << second.error().message;
    ASSERT_EQ(paths.size(), 4u); // each cell tried twice
    EXPECT_NE(paths.front(), paths.back());
    EXPECT_NE(paths.front().find("campaign" + std::to_string(first->campaignId) + "-"),
              std::string::npos)
        << paths.front();
    EXPECT_NE(paths.back().find("campaign" + std::to_string(second->campaignId) + "-"),
              std::string::npos)
        << paths.back();
}
