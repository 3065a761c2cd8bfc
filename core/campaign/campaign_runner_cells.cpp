// The campaign's cell loop: hands cells to idle workers (one per bench), and turns each
// worker's reports into store writes and progress events on this thread, the one writer.

#include "core/campaign/campaign_runner.hpp"
#include "core/campaign/cell_parts.hpp"
#include "core/campaign/cell_share.hpp"
#include "core/campaign/cell_workers.hpp"
#include "core/campaign/progress_estimator.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace cyclelab::core {
namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// The benchmark keys stored per cell of a campaign: a cell stopped part-way kept the runs it
// finished, and its next pass measures only the others.
Expected<std::map<int, std::set<std::string>>> storedKeys(const RunStore& store,
                                                          std::int64_t campaignId) {
    RunFilter filter;
    filter.campaignId = campaignId;
    auto runs = store.listRuns(filter);
    if (!runs) {
        return runs.error();
    }
    std::map<int, std::set<std::string>> out;
    for (const RunSummary& r : *runs) {
        if (r.run.cellIndex >= 0) {
            out[r.run.cellIndex].insert(r.run.benchmark.key());
        }
    }
    return out;
}

// A part's own entry in the progress estimate: the parts of a cell may run side by side.
int estimateId(int cellIndex, int part) {
    return cellIndex * 64 + part;
}

// A boot of a cell waiting for a bench: the cell's position in campaign.cells and its part.
struct PartToStart {
    std::size_t position = 0;
    CellPart part;
};

// The boot to start next: the first in cell order, but among the last few (two per bench) the
// longest, so that a campaign ends on short boots side by side, not on a long one alone. (Taking
// the longest all along would hold every cell's measured boot in memory until its other ends.)
std::deque<PartToStart>::iterator nextPart(std::deque<PartToStart>& parts, std::size_t lanes) {
    if (parts.size() > 2 * lanes) {
        return parts.begin();
    }
    return std::max_element(parts.begin(), parts.end(),
                            [](const PartToStart& a, const PartToStart& b) {
                                return a.part.expectedS < b.part.expectedS;
                            });
}

} // namespace

Expected<CampaignSummary> CampaignRunner::runCells(Campaign& campaign) {
    CampaignSummary summary;
    summary.campaignId = campaign.id;
    const int count = static_cast<int>(campaign.cells.size());
    std::deque<std::size_t> cellsToStart; // positions in campaign.cells, in cell order
    std::deque<PartToStart> partsToStart; // their parts, each cell's longest first
    int ours = 0;                         // cells of this shard
    for (std::size_t i = 0; i < campaign.cells.size(); ++i) {
        const CampaignCell& cell = campaign.cells[i];
        if (!campaign.shard.holds(cell.index)) {
            continue; // another shard's: left pending here, measured there
        }
        ++ours;
        if (cell.state == CellState::Done) {
            ++summary.cellsSkipped;
        } else {
            cellsToStart.push_back(i);
        }
    }
    auto stored = storedKeys(m_store, campaign.id);
    if (!stored) {
        return stored.error();
    }
    // The split is the cell's own: a model of defaults, the same for every session and bench.
    const BoardProfile& board = m_benches.front()->board();
    const DurationModel splitModel = durationModelFor(board, DurationModel{});
    std::map<int, CellShare> shares; // by cell index: the cells being measured, part by part
    for (const std::size_t position : cellsToStart) {
        const CampaignCell& cell = campaign.cells[position];
        const std::set<std::string>& keys = (*stored)[cell.index];
        auto image = m_images.find(campaign.spec.boardId, cell);
        std::vector<CellPart> parts;
        if (image) {
            parts = cellParts(campaign.spec, *image, keys, bootsPerCell(board), splitModel);
        }
        if (parts.empty()) { // no image (the worker fails the cell with why), or nothing left
            parts.push_back(CellPart{0, keys, {}});
        }
        std::vector<std::string> order;
        for (const BenchmarkSpec& b :
             image ? cellBenchmarks(campaign.spec, *image) : cellBenchmarks(campaign.spec)) {
            order.push_back(b.key());
        }
        std::size_t measurements = 0;
        for (const CellPart& part : parts) {
            measurements += part.benches.size();
        }
        shares.insert_or_assign(
            cell.index, CellShare(std::move(order), static_cast<int>(parts.size()), measurements));
        for (CellPart& part : parts) {
            partsToStart.push_back(PartToStart{position, std::move(part)});
        }
    }
    const auto lanes = std::clamp<std::size_t>(partsToStart.size(), 1, m_benches.size());
    const auto sessionStart = Clock::now();
    const auto now = [&] { return secondsSince(sessionStart); };
    double t = 0.0; // the time of what is handled now: its estimate and its event agree
    ProgressEstimator estimate(campaign.spec,
                               durationModelFor(m_benches.front()->board(), m_duration),
                               static_cast<int>(lanes));
    for (const CampaignCell& cell : campaign.cells) {
        if (!campaign.shard.holds(cell.index)) {
            continue;
        }
        if (cell.state == CellState::Done) {
            estimate.addDoneCell(cellBenchmarks(campaign.spec));
            continue;
        }
        // The same lists the executor measures: each part's, less what a stopped pass stored
        // (counted as done with the cell's first part).
        const std::set<std::string>& keys = (*stored)[cell.index];
        auto image = m_images.find(campaign.spec.boardId, cell);
        const auto all =
            image ? cellBenchmarks(campaign.spec, *image) : cellBenchmarks(campaign.spec);
        std::vector<BenchmarkSpec> done;
        for (const BenchmarkSpec& b : all) {
            if (!calibrationBenchmark(b.id) && keys.contains(b.key())) {
                done.push_back(b);
            }
        }
        bool first = true;
        for (const PartToStart& p : partsToStart) {
            if (campaign.cells[p.position].index == cell.index) {
                estimate.addCell(estimateId(cell.index, p.part.number), cell.cpuHz,
                                 image ? p.part.benches : all,
                                 first ? done : std::vector<BenchmarkSpec>{});
                first = false;
            }
        }
    }
    CellOptions options = m_options;
    options.campaignId = campaign.id; // capture files carry it: one per campaign
    CellWorkers workers(std::vector<Bench*>(m_benches.begin(), m_benches.begin() + lanes), options,
                        m_control->stop);
    std::set<int> begun; // cells with a part started in this session
    std::optional<Error> fatal;
    bool pauseAnnounced = false;

    auto cellAt = [&](int index) -> CampaignCell& {
        return *std::find_if(campaign.cells.begin(), campaign.cells.end(),
                             [&](const CampaignCell& c) { return c.index == index; });
    };
    auto event = [&](CampaignProgress::Kind kind, const CampaignCell& cell, int worker) {
        CampaignProgress e;
        e.kind = kind;
        e.campaignId = campaign.id;
        e.cellIndex = cell.index;
        e.cellCount = count;
        e.cellLabel = cellLabel(cell);
        e.worker = worker;
        e.workers = workers.size();
        e.fraction = ours == 0 ? 1.0 : estimate.advance(t);
        e.etaSeconds = estimate.etaSeconds(t);
        return e;
    };
    double lastTickS = 0.0;
    // Between benchmarks the bar and the ETA still move with the time passed (not while the
    // benches are idle: paused, or ending).
    auto tick = [&] {
        if (workers.busyCount() == 0 ||
            t - lastTickS < std::chrono::duration<double>(kProgressTick).count()) {
            return;
        }
        lastTickS = t;
        CampaignProgress e;
        e.kind = CampaignProgress::Kind::Tick;
        e.campaignId = campaign.id;
        e.cellIndex = -1;
        e.cellCount = count;
        e.worker = -1;
        e.workers = workers.size();
        e.fraction = ours == 0 ? 1.0 : estimate.advance(t);
        e.etaSeconds = estimate.etaSeconds(t);
        publish(e);
    };
    auto failWith = [&](Error error) {
        if (!fatal) {
            fatal = std::move(error);
            m_control->stop = true; // the other workers give up their cells at once
        }
    };

    for (;;) {
        t = now();
        while (!fatal && !m_control->stop && !partsToStart.empty() && workers.idleWorker() >= 0) {
            const auto chosen = nextPart(partsToStart, lanes);
            CampaignCell& cell = campaign.cells[chosen->position];
            if (m_control->paused) {
                if (!pauseAnnounced) {
                    CampaignProgress e = event(CampaignProgress::Kind::Paused, cell, 0);
                    e.message = "paused before cell " + std::to_string(cell.index + 1);
                    publish(e);
                    pauseAnnounced = true;
                }
                break;
            }
            pauseAnnounced = false;
            if (auto alive = heartbeat(campaign); !alive) {
                failWith(alive.error());
                break;
            }
            PartToStart next = std::move(*chosen);
            partsToStart.erase(chosen);
            workers.start(workers.idleWorker(), campaign.spec, cell,
                          m_images.find(campaign.spec.boardId, cell), std::move(next.part.skipped),
                          next.part.number, !(*stored)[cell.index].empty());
        }
        std::optional<WorkerReport> report;
        if (workers.busyCount() == 0 && (partsToStart.empty() || m_control->stop || fatal)) {
            // A stop before a started cell's other part: that part ends unstarted, so the cell
            // settles (pending, with what its finished part stored) like any stopped cell.
            const auto open =
                std::find_if(partsToStart.begin(), partsToStart.end(), [&](const PartToStart& p) {
                    return begun.contains(campaign.cells[p.position].index);
                });
            if (open == partsToStart.end()) {
                break;
            }
            report.emplace();
            report->kind = WorkerReport::Kind::Finished;
            report->cellIndex = campaign.cells[open->position].index;
            report->part = open->part.number;
            report->stopped = true;
            report->runs.emplace();
            partsToStart.erase(open);
        } else {
            report = workers.next(kControlPoll); // polled: a signal handler sets stop
        }
        t = now();
        if (!report) {
            tick();
            continue;
        }
        CampaignCell& cell = cellAt(report->cellIndex);
        const int worker = report->worker;
        switch (report->kind) {
        case WorkerReport::Kind::Attempt: {
            estimate.attemptStarted(estimateId(cell.index, report->part), t);
            // The cell's attempts count its first start in this session and every retry.
            const bool firstOfCell = report->attempt == 0 && begun.insert(cell.index).second;
            const std::string boot =
                report->part > 0 ? ", boot " + std::to_string(report->part + 1) : "";
            if (report->attempt > 0 || firstOfCell) {
                cell.attempts += 1;
                cell.state = CellState::Running;
                if (auto st = m_store.updateCell(campaign.id, cell); !st) {
                    failWith(st.error());
                    break;
                }
            }
            CampaignProgress e = event(report->attempt == 0 ? CampaignProgress::Kind::CellStarted
                                                            : CampaignProgress::Kind::CellRetry,
                                       cell, worker);
            e.part = report->part;
            e.message = report->attempt == 0 ? "cell " + std::to_string(cell.index + 1) + "/" +
                                                   std::to_string(count) + ": " + e.cellLabel + boot
                                             : "retrying cell " + std::to_string(cell.index + 1) +
                                                   boot + " after: " + report->text;
            publish(e);
            break;
        }
        case WorkerReport::Kind::Log: {
            CampaignProgress e = event(CampaignProgress::Kind::Log, cell, worker);
            e.part = report->part;
            e.message = report->text;
            publish(e);
            break;
        }
        case WorkerReport::Kind::BenchmarkDone: {
            (void)heartbeat(campaign); // for people reading a claim; a failure shows at the
                                       // next cell
            estimate.benchmarkDone(estimateId(cell.index, report->part), report->benchIndex, t);
            CampaignProgress e = event(CampaignProgress::Kind::BenchmarkDone, cell, worker);
            e.part = report->part;
            std::tie(e.benchIndex, e.benchCount) = shares.at(cell.index).measured();
            e.message = report->run->benchmark.key();
            e.run = &*report->run;
            publish(e);
            break;
        }
        case WorkerReport::Kind::Finished: {
            estimate.cellEnded(estimateId(cell.index, report->part), t, report->stopped);
            // Merged into the cell's share; the cell is settled when its last part ends.
            if (!shares.at(cell.index).finish(*report)) {
                CampaignProgress e = event(CampaignProgress::Kind::PartDone, cell, worker);
                e.part = report->part;
                e.message = "cell " + std::to_string(cell.index + 1) + ", boot " +
                            std::to_string(report->part + 1) + " done on bench " +
                            std::to_string(worker + 1) + "; the rest of the cell goes on";
                publish(e);
                break;
            }
            shares.erase(cell.index);
            if (fatal || report->stopped) {
                cell.state = CellState::Pending; // interrupted: a resume runs it again
                summary.stopped = summary.stopped || report->stopped;
                if (!fatal && report->stopped && report->runs && !report->runs->empty()) {
                    keepStoppedPass(campaign, cell, *report->runs, summary,
                                    event(CampaignProgress::Kind::Log, cell, worker));
                } else {
                    (void)m_store.updateCell(campaign.id, cell);
                }
                break;
            }
            CampaignProgress e = event(CampaignProgress::Kind::CellDone, cell, worker);
            if (report->runs) {
                for (auto& run : *report->runs) {
                    run.campaignId = campaign.id;
                    run.cellIndex = cell.index;
                }
                cell.state = CellState::Done;
                cell.reason.clear();
                // commitCell waits (bounded) for another process's write lock; the measured
                // runs stay in the report until it returns.
                const auto commitStart = Clock::now();
                auto ids = m_store.commitCell(campaign.id, cell, *report->runs);
                report->timings.storeCommitS = secondsSince(commitStart);
                report->timings.wallS += report->timings.storeCommitS;
                if (!ids) {
                    // The store failing is not a cell problem: stop here, and say how to go on.
                    cell.state = CellState::Pending;
                    (void)m_store.updateCell(campaign.id, cell);
                    failWith(
                        Error{ids.error().kind,
                              "cell " + std::to_string(cell.index + 1) + " (" + e.cellLabel +
                                  ") was measured but could not be stored: " + ids.error().message +
                                  ". Nothing of it was stored; run the campaign again with "
                                  "--resume to measure it and the cells after it"});
                    break;
                }
                summary.runsStored += ids->size();
                ++summary.cellsDone;
                summary.timings.push_back(
                    CellTiming{cell.index, e.cellLabel, worker, report->timings});
                e.message = "cell " + std::to_string(cell.index + 1) + " done";
                e.timings = &summary.timings.back().timings;
            } else {
                ++summary.cellsFailed;
                cell.state = CellState::Failed;
                cell.reason = report->text;
                if (auto st = m_store.updateCell(campaign.id, cell); !st) {
                    failWith(st.error());
                    break;
                }
                e.kind = CampaignProgress::Kind::CellFailed;
                e.message = "cell " + std::to_string(cell.index + 1) + " failed: " + report->text;
            }
            e.fraction = ours == 0 ? 1.0 : estimate.advance(t);
            e.etaSeconds = estimate.etaSeconds(t);
            publish(e);
            break;
        }
        }
    }
    if (fatal) {
        return *fatal;
    }
    if (m_control->stop && !partsToStart.empty()) {
        summary.stopped = true;
    }
    return summary;
}

} // namespace cyclelab::core
