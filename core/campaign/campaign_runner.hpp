#pragma once
// Runs a campaign: matrix -> ordered cells -> per cell an image, a CellExecutor pass and one
// all-or-nothing store transaction. A failing cell is retried once, then recorded as failed
// with its reason and the campaign goes on. Resuming skips the cells already done, so no run
// is ever stored twice. A campaign is claimed by one process at a time (RunStore claims): a
// second resume of a campaign that is being run stops with an error naming the owner. Pause
// takes effect between cells; stop between benchmarks: the benchmarks the interrupted cell
// finished are validated and stored, the cell stays pending, and a resume measures only the
// benchmarks it lacks. Progress (fraction and ETA) comes from a ProgressEstimator, updated at
// every benchmark and, between them, every kProgressTick.
//
// On the virtual bench a cell is measured in parts, one boot of the target each (two,
// cell_parts.hpp), split by the cell alone. Given several benches (`--jobs N`: N QEMUs), the
// parts of independent cells, and of one cell, run at the same time, one per bench, on worker
// threads (cell_workers.hpp); serially they run one after the other. Each part boots from reset
// and measures the same benchmarks after the same predecessors either way, so the runs are
// those of a serial campaign. The cell is stored once, in cell order, when its last part ends
// (cell_share.hpp); this thread stays the only writer to the store and the only caller of the
// progress callback. A sharded campaign (CampaignShard) runs only its own cells; the others are
// left to the other shards.

#include "core/bench/bench_interfaces.hpp"
#include "core/campaign/campaign_estimate.hpp"
#include "core/campaign/cell_executor.hpp"
#include "core/campaign/cell_timings.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/common/error.hpp"
#include "core/store/run_store.hpp"

#include <atomic>
#include <chrono>
#include <functional>
#include <string>

namespace cyclelab::core {

struct CampaignProgress {
    // PartDone: one boot of a cell ended on its bench (`worker` is free again) while another
    // part of the cell still runs; the cell is stored with its last part (CellDone).
    // Tick: no news, only the fraction and ETA as time passes inside the benchmarks running
    // (every kProgressTick while a bench is busy; cellIndex -1, no message).
    enum class Kind {
        CellStarted,
        BenchmarkDone,
        CellDone,
        CellFailed,
        CellRetry,
        Log,
        Paused,
        PartDone,
        Tick
    };
    Kind kind = Kind::Log;
    std::int64_t campaignId = 0;
    int cellIndex = 0; // 0-based
    int cellCount = 0;
    std::string cellLabel; // "refkernel minimal O2 168 MHz"
    std::size_t benchIndex = 0;
    std::size_t benchCount = 0;
    double fraction = 0.0;    // of the whole campaign, 0..1
    double etaSeconds = -1.0; // -1: not known yet
    std::string message;
    const Run* run = nullptr; // BenchmarkDone: the run just measured
    int worker = 0;           // which bench (0-based) runs the cell
    int workers = 1;          // how many benches the campaign runs on
    int part = 0;             // which boot of the cell the event is about (cell_parts.hpp)
    const CellTimings* timings = nullptr; // CellDone: where the cell's time went
};
using ProgressFn = std::function<void(const CampaignProgress&)>;

struct CampaignSummary {
    std::int64_t campaignId = 0;
    int cellsDone = 0;
    int cellsFailed = 0;
    int cellsSkipped = 0; // already done before a resume
    std::size_t runsStored = 0;
    bool stopped = false;
    std::vector<CellTiming> timings; // each cell done in this session, in the order finished
};

// Stop and pause requests for a running campaign: lock-free atomics, so any thread and a
// signal handler (Ctrl-C) may set them. The runner polls them: stop between benchmarks, pause
// between cells (checked every kControlPoll while paused).
struct CampaignControl {
    std::atomic<bool> stop{false};
    std::atomic<bool> paused{false};
};
static_assert(std::atomic<bool>::is_always_lock_free, "a signal handler sets CampaignControl");
inline constexpr std::chrono::milliseconds kControlPoll{50};
// How often a Tick event tells the front ends the time-based fraction and ETA.
inline constexpr std::chrono::milliseconds kProgressTick{500};

class CampaignRunner {
  public:
    // `control` null: the runner keeps its own, set through requestStop() and setPaused().
    CampaignRunner(Bench& bench, const ImageCatalog& images, RunStore& store, CellOptions options,
                   CampaignControl* control = nullptr);
    // Cells run concurrently, one per bench. Every bench must be of the same board.
    CampaignRunner(std::vector<Bench*> benches, const ImageCatalog& images, RunStore& store,
                   CellOptions options, CampaignControl* control = nullptr);

    void onProgress(ProgressFn fn) { m_progress = std::move(fn); }

    // Creates the campaign in the store and runs it; with a shard, only that shard's cells
    // (the campaign stores every cell, so shard databases merge into the whole campaign).
    Expected<CampaignSummary> run(const CampaignSpec& spec, CampaignShard shard = {});
    // Continues a stored campaign: cells done are skipped, the others run again.
    Expected<CampaignSummary> resume(std::int64_t campaignId);

    // Thread-safe: they only set the control's flags.
    void requestStop() { m_control->stop = true; }
    void setPaused(bool paused) { m_control->paused = paused; }
    bool paused() const { return m_control->paused.load(); }
    // The model the ETA starts from (durationModelFor the bench's board is applied to it).
    void setDurationModel(const DurationModel& model) { m_duration = model; }

  private:
    Expected<CampaignSummary> runClaimed(Campaign& campaign);
    Expected<CampaignSummary> runCells(Campaign& campaign);
    Status heartbeat(const Campaign& campaign);
    // Stores the runs a stopped cell finished (the cell stays pending) and says so.
    void keepStoppedPass(const Campaign& campaign, CampaignCell& cell, std::vector<Run>& runs,
                         CampaignSummary& summary, CampaignProgress e);
    void publish(CampaignProgress event);

    std::vector<Bench*> m_benches;
    const ImageCatalog& m_images;
    RunStore& m_store;
    CellOptions m_options;
    ClaimOwner m_owner; // this process, as recorded in the campaign's claim
    ProgressFn m_progress;
    CampaignControl m_ownControl;
    CampaignControl* m_control;
    DurationModel m_duration;
};

std::string cellLabel(const CampaignCell& cell);

} // namespace cyclelab::core
