#pragma once
// Runs a campaign: matrix -> ordered cells -> per cell an image, a CellExecutor pass and one
// all-or-nothing store transaction. A failing cell is retried once, then recorded as failed
// with its reason and the campaign goes on. Resuming skips the cells already done, so no run
// is ever stored twice. A campaign is claimed by one process at a time (RunStore claims): a
// second resume of a campaign that is being run stops with an error naming the owner. Pause takes effect between cells; stop between benchmarks (the
// interrupted cell stays pending for a resume).

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>

#include "core/campaign/bench_interfaces.hpp"
#include "core/campaign/cell_executor.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/common/error.hpp"
#include "core/store/run_store.hpp"

namespace cyclelab::core {

struct CampaignProgress {
    enum class Kind { CellStarted, BenchmarkDone, CellDone, CellFailed, CellRetry, Log, Paused };
    Kind kind = Kind::Log;
    std::int64_t campaignId = 0;
    int cellIndex = 0;   // 0-based
    int cellCount = 0;
    std::string cellLabel;  // "refkernel minimal O2 168 MHz"
    std::size_t benchIndex = 0;
    std::size_t benchCount = 0;
    double fraction = 0.0;     // of the whole campaign, 0..1
    double etaSeconds = -1.0;  // -1: not known yet
    std::string message;
    const Run* run = nullptr;  // BenchmarkDone: the run just measured
};
using ProgressFn = std::function<void(const CampaignProgress&)>;

struct CampaignSummary {
    std::int64_t campaignId = 0;
    int cellsDone = 0;
    int cellsFailed = 0;
    int cellsSkipped = 0;  // already done before a resume
    std::size_t runsStored = 0;
    bool stopped = false;
};

class CampaignRunner {
public:
    CampaignRunner(Bench& bench, const ImageCatalog& images, RunStore& store, CellOptions options);

    void onProgress(ProgressFn fn) { m_progress = std::move(fn); }

    // Creates the campaign in the store and runs it.
    Expected<CampaignSummary> run(const CampaignSpec& spec);
    // Continues a stored campaign: cells done are skipped, the others run again.
    Expected<CampaignSummary> resume(std::int64_t campaignId);

    // Thread-safe controls for a GUI or a signal handler.
    void requestStop();
    void setPaused(bool paused);
    bool paused() const { return m_paused.load(); }

private:
    Expected<CampaignSummary> runClaimed(Campaign& campaign);
    Expected<CampaignSummary> runCells(Campaign& campaign);
    Status heartbeat(const Campaign& campaign);
    bool waitWhilePaused(const Campaign& campaign, int cellIndex);
    void publish(CampaignProgress event);
    double etaSeconds(int cellsLeft) const;

    Bench& m_bench;
    const ImageCatalog& m_images;
    RunStore& m_store;
    CellOptions m_options;
    ClaimOwner m_owner;  // this process, as recorded in the campaign's claim
    ProgressFn m_progress;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_paused{false};
    std::mutex m_pauseMutex;
    std::condition_variable m_pauseCv;
    std::chrono::steady_clock::duration m_cellTime{};
    int m_cellsTimed = 0;
};

std::string cellLabel(const CampaignCell& cell);

}  // namespace cyclelab::core
