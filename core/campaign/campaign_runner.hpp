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
//
// In parts, each its own unit: boot planning (boot_plan.hpp), scheduling (part_scheduler.hpp),
// progress and ETA (progress_feed.hpp over progress_estimator.hpp), the claim and its
// heartbeat (campaign_claim.hpp), the store writes (cell_commit.hpp); the loop joining them is
// campaign_runner_cells.cpp. The GUI and the CLI receive the same events: both run a campaign
// through CampaignSession, which hands their ProgressFn to onProgress.

#include "core/bench_api/bench_interfaces.hpp"
#include "core/campaign/campaign_estimate.hpp"
#include "core/campaign/cell_executor.hpp"
#include "core/campaign/cell_timings.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/common/error.hpp"
#include "core/common/message.hpp"
#include "core/store/run_store.hpp"

#include <atomic>
#include <chrono>
#include <functional>
#include <string>

namespace cyclelab::core {

class CampaignClaim;

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
    Message text; // what happened, as data: the GUI says it in its language, the CLI english()
    // Pointers valid during the ProgressFn call only (they point into the runner's data): a
    // receiver on another thread copies what it needs (the GUI's queued signal does).
    const Run* run = nullptr; // BenchmarkDone: the run just measured
    int worker = 0;           // which bench (0-based) runs the cell
    int workers = 1;          // how many benches the campaign runs on
    int part = 0;             // which boot of the cell the event is about (cell_parts.hpp)
    const CellTimings* timings = nullptr; // CellDone: where the cell's time went
};
// Called on the thread that runs the campaign (run/resume), never on a cell worker's.
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

// Borrows everything it is given: the benches, the image catalog, the store and the control
// must outlive the runner (CampaignSession owns the store and the catalog, its caller the
// benches and the control, for the CLI and the GUI alike). run() and
// resume() are called on one thread, which becomes the store's only writer for the campaign;
// requestStop, setPaused and paused are safe from any thread.
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
    // The cell loop (campaign_runner_cells.cpp) over the boots planBoots gives.
    Expected<CampaignSummary> runCells(Campaign& campaign, CampaignClaim& claim);
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
