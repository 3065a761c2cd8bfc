// The campaign's cell loop: hands the planned boots (boot_plan.hpp) to idle workers (one per
// bench) in the scheduler's order (part_scheduler.hpp), and turns each worker's reports into
// store writes (cell_commit.hpp) and progress events (progress_feed.hpp) on this thread, the
// one writer.

#include "core/campaign/boot_plan.hpp"
#include "core/campaign/campaign_claim.hpp"
#include "core/campaign/campaign_runner.hpp"
#include "core/campaign/cell_commit.hpp"
#include "core/campaign/cell_workers.hpp"
#include "core/campaign/part_scheduler.hpp"
#include "core/campaign/progress_feed.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <tuple>

namespace cyclelab::core {
namespace {

using Clock = std::chrono::steady_clock;
using Kind = CampaignProgress::Kind;

// One session of the loop. Holds references to the runner's campaign, catalog, control, claim
// and publisher, all of which outlive it; runs on the runner's thread only.
class CellLoop {
  public:
    CellLoop(Campaign& campaign, BootPlan plan, const ImageCatalog& images,
             const std::vector<Bench*>& benches, const CellOptions& options,
             const DurationModel& model, CampaignControl& control, CampaignClaim& claim,
             RunStore& store, const std::function<void(CampaignProgress)>& publish);
    Expected<CampaignSummary> run();

  private:
    static std::size_t lanesFor(const BootPlan& plan, std::size_t benches) {
        return std::clamp<std::size_t>(plan.parts.size(), 1, benches);
    }
    static CellOptions optionsFor(CellOptions options, std::int64_t campaignId) {
        options.campaignId = campaignId; // capture files carry it: one per campaign
        return options;
    }
    double now() const { return std::chrono::duration<double>(Clock::now() - m_start).count(); }
    CampaignProgress event(Kind kind, const CampaignCell& cell, int worker, int part = 0) {
        CampaignProgress e = m_feed.event(kind, cell, worker, m_workers.size(), m_t);
        e.part = part;
        return e;
    }
    CampaignCell& cellAt(int index) {
        return *std::find_if(m_campaign.cells.begin(), m_campaign.cells.end(),
                             [&](const CampaignCell& c) { return c.index == index; });
    }
    void failWith(Error error);
    void tick();
    void startParts();
    std::optional<WorkerReport> nextReport(bool& over);
    void onAttempt(CampaignCell& cell, const WorkerReport& report);
    void onBenchmark(CampaignCell& cell, const WorkerReport& report);
    void onFinished(CampaignCell& cell, WorkerReport& report);
    void settleStopped(CampaignCell& cell, WorkerReport& report);
    void settle(CampaignCell& cell, WorkerReport& report);

    Campaign& m_campaign;
    const ImageCatalog& m_images;
    CampaignControl& m_control;
    CampaignClaim& m_claim;
    const std::function<void(CampaignProgress)>& m_publish;
    CellCommit m_commit;
    BootPlan m_plan; // its parts move to the scheduler
    std::size_t m_lanes;
    Clock::time_point m_start = Clock::now();
    double m_t = 0.0; // the time of what is handled now: its estimate and its event agree
    ProgressFeed m_feed;
    PartScheduler m_scheduler;
    CellWorkers m_workers;
    CampaignSummary m_summary;
    std::set<int> m_begun; // cells with a part started in this session
    std::optional<Error> m_fatal;
    bool m_pauseAnnounced = false;
    double m_lastTickS = 0.0;
};

CellLoop::CellLoop(Campaign& campaign, BootPlan plan, const ImageCatalog& images,
                   const std::vector<Bench*>& benches, const CellOptions& options,
                   const DurationModel& model, CampaignControl& control, CampaignClaim& claim,
                   RunStore& store, const std::function<void(CampaignProgress)>& publish)
    : m_campaign(campaign), m_images(images), m_control(control), m_claim(claim),
      m_publish(publish), m_commit(store, campaign.id), m_plan(std::move(plan)),
      m_lanes(lanesFor(m_plan, benches.size())),
      m_feed(campaign, m_plan, images, model, static_cast<int>(m_lanes)),
      m_scheduler(std::move(m_plan.parts), m_lanes),
      m_workers(std::vector<Bench*>(benches.begin(), benches.begin() + m_lanes),
                optionsFor(options, campaign.id), control.stop) {
    m_summary.campaignId = campaign.id;
    m_summary.cellsSkipped = m_plan.cellsSkipped;
}

void CellLoop::failWith(Error error) {
    if (!m_fatal) {
        m_fatal = std::move(error);
        m_control.stop = true; // the other workers give up their cells at once
    }
}

void CellLoop::startParts() {
    while (!m_fatal && !m_control.stop && !m_scheduler.empty() && m_workers.idleWorker() >= 0) {
        CampaignCell& cell = m_campaign.cells[m_scheduler.peek().position];
        if (m_control.paused) {
            if (!m_pauseAnnounced) {
                CampaignProgress e = event(Kind::Paused, cell, 0);
                e.text = message(MessageId::ProgressPausedBefore, {std::to_string(cell.index + 1)});
                m_publish(e);
                m_pauseAnnounced = true;
            }
            return;
        }
        m_pauseAnnounced = false;
        if (auto alive = m_claim.heartbeat(); !alive) {
            failWith(alive.error());
            return;
        }
        PartToStart next = m_scheduler.take();
        m_workers.start(m_workers.idleWorker(), m_campaign.spec, cell,
                        m_images.find(m_campaign.spec.boardId, cell), std::move(next.part.skipped),
                        next.part.number, !m_plan.storedKeys[cell.index].empty());
    }
}

// The next report to handle; `over` when nothing runs and nothing more will.
std::optional<WorkerReport> CellLoop::nextReport(bool& over) {
    if (m_workers.busyCount() > 0 || (!m_scheduler.empty() && !m_control.stop && !m_fatal)) {
        return m_workers.next(kControlPoll); // polled: a signal handler sets stop
    }
    // A stop before a started cell's other part: that part ends unstarted, so the cell settles
    // (pending, with what its finished part stored) like any stopped cell.
    auto open = m_scheduler.takeUnstartedOf(m_begun, m_campaign.cells);
    if (!open) {
        over = true;
        return std::nullopt;
    }
    WorkerReport report;
    report.kind = WorkerReport::Kind::Finished;
    report.cellIndex = m_campaign.cells[open->position].index;
    report.part = open->part.number;
    report.stopped = true;
    report.runs.emplace();
    return report;
}

// Between benchmarks the bar and the ETA still move with the time passed (not while the benches
// are idle: paused, or ending).
void CellLoop::tick() {
    if (m_workers.busyCount() == 0 ||
        m_t - m_lastTickS < std::chrono::duration<double>(kProgressTick).count()) {
        return;
    }
    m_lastTickS = m_t;
    m_publish(m_feed.tick(static_cast<int>(m_workers.size()), m_t));
}

Expected<CampaignSummary> CellLoop::run() {
    for (bool over = false;;) {
        m_t = now();
        startParts();
        auto report = nextReport(over);
        if (over) {
            break;
        }
        m_t = now();
        if (!report) {
            tick();
            continue;
        }
        CampaignCell& cell = cellAt(report->cellIndex);
        switch (report->kind) {
        case WorkerReport::Kind::Attempt:
            onAttempt(cell, *report);
            break;
        case WorkerReport::Kind::Log: {
            CampaignProgress e = event(Kind::Log, cell, report->worker, report->part);
            e.text = report->sentence;
            m_publish(e);
            break;
        }
        case WorkerReport::Kind::BenchmarkDone:
            onBenchmark(cell, *report);
            break;
        case WorkerReport::Kind::Finished:
            onFinished(cell, *report);
            break;
        }
    }
    if (m_fatal) {
        return *m_fatal;
    }
    if (m_control.stop && !m_scheduler.empty()) {
        m_summary.stopped = true;
    }
    return std::move(m_summary);
}

void CellLoop::onAttempt(CampaignCell& cell, const WorkerReport& report) {
    m_feed.attemptStarted(cell.index, report.part, m_t);
    // The cell's attempts count its first start in this session and every retry.
    const bool firstOfCell = report.attempt == 0 && m_begun.insert(cell.index).second;
    if (report.attempt > 0 || firstOfCell) {
        if (auto st = m_commit.started(cell); !st) {
            failWith(st.error());
            return;
        }
    }
    const MessageArg boot =
        report.part > 0 ? sub(message(MessageId::ProgressBoot, {std::to_string(report.part + 1)}))
                        : MessageArg{std::string()};
    CampaignProgress e = event(report.attempt == 0 ? Kind::CellStarted : Kind::CellRetry, cell,
                               report.worker, report.part);
    const std::string number = std::to_string(cell.index + 1);
    e.text = report.attempt == 0
                 ? message(MessageId::ProgressCellStarted,
                           {number, std::to_string(e.cellCount), e.cellLabel, boot})
                 : message(MessageId::ProgressCellRetry, {number, boot, sub(report.sentence)});
    m_publish(e);
}

void CellLoop::onBenchmark(CampaignCell& cell, const WorkerReport& report) {
    (void)m_claim.heartbeat(); // for people reading a claim; a failure shows at the next cell
    m_feed.benchmarkDone(cell.index, report.part, report.benchIndex, m_t);
    CampaignProgress e = event(Kind::BenchmarkDone, cell, report.worker, report.part);
    std::tie(e.benchIndex, e.benchCount) = m_plan.shares.at(cell.index).measured();
    e.text = storedText(report.run->benchmark.key());
    e.run = &*report.run;
    m_publish(e);
}

void CellLoop::onFinished(CampaignCell& cell, WorkerReport& report) {
    m_feed.partEnded(cell.index, report.part, m_t, report.stopped);
    // Merged into the cell's share; the cell is settled when its last part ends.
    if (!m_plan.shares.at(cell.index).finish(report)) {
        CampaignProgress e = event(Kind::PartDone, cell, report.worker, report.part);
        e.text = message(MessageId::ProgressPartDone,
                         {std::to_string(cell.index + 1), std::to_string(report.part + 1),
                          std::to_string(report.worker + 1)});
        m_publish(e);
        return;
    }
    m_plan.shares.erase(cell.index);
    if (m_fatal || report.stopped) {
        settleStopped(cell, report);
    } else {
        settle(cell, report);
    }
}

// Interrupted: a resume runs the cell again, measuring only what a stopped pass did not store.
void CellLoop::settleStopped(CampaignCell& cell, WorkerReport& report) {
    m_summary.stopped = m_summary.stopped || report.stopped;
    if (m_fatal || !report.stopped || !report.runs || report.runs->empty()) {
        m_commit.interrupted(cell);
        return;
    }
    CampaignProgress e = event(Kind::Log, cell, report.worker);
    auto kept = m_commit.stopped(cell, *report.runs);
    m_summary.runsStored += kept.runsStored;
    e.text = std::move(kept.message);
    m_publish(e);
}

void CellLoop::settle(CampaignCell& cell, WorkerReport& report) {
    CampaignProgress e = event(Kind::CellDone, cell, report.worker);
    if (report.runs) {
        auto stored = m_commit.done(cell, *report.runs, report.timings, e.cellLabel);
        if (!stored) {
            failWith(stored.error());
            return;
        }
        m_summary.runsStored += *stored;
        ++m_summary.cellsDone;
        m_summary.timings.push_back(
            CellTiming{cell.index, e.cellLabel, report.worker, report.timings});
        e.text = message(MessageId::ProgressCellDone, {std::to_string(cell.index + 1)});
        e.timings = &m_summary.timings.back().timings;
    } else {
        ++m_summary.cellsFailed;
        if (auto st = m_commit.failed(cell, report.text); !st) {
            failWith(st.error());
            return;
        }
        e.kind = Kind::CellFailed;
        e.text = message(MessageId::ProgressCellFailed,
                         {std::to_string(cell.index + 1), sub(report.sentence)});
    }
    const CampaignProgress now = event(e.kind, cell, report.worker);
    e.fraction = now.fraction;
    e.etaSeconds = now.etaSeconds;
    m_publish(e);
}

} // namespace

Expected<CampaignSummary> CampaignRunner::runCells(Campaign& campaign, CampaignClaim& claim) {
    const BoardProfile& board = m_benches.front()->board();
    auto plan = planBoots(campaign, m_store, m_images, board);
    if (!plan) {
        return plan.error();
    }
    const std::function<void(CampaignProgress)> publish = [this](CampaignProgress e) {
        this->publish(std::move(e));
    };
    CellLoop loop(campaign, std::move(*plan), m_images, m_benches, m_options,
                  durationModelFor(board, m_duration), *m_control, claim, m_store, publish);
    return loop.run();
}

} // namespace cyclelab::core
