// The campaign's cell loop: hands cells to idle workers (one per bench), and turns each
// worker's reports into store writes and progress events on this thread, the one writer.

#include "core/campaign/campaign_runner.hpp"
#include "core/campaign/cell_claims.hpp"
#include "core/campaign/cell_share.hpp"
#include "core/campaign/cell_workers.hpp"
#include "core/campaign/progress_estimator.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>

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

// What a bench is measuring: which cell, the cell's claims (shared by its passes), the keys
// the cell measures (calibration left out) and since when.
struct BenchPass {
    int cell = -1;
    int number = 0; // 0: the cell's first pass, in cell order; else a share from the end back
    std::shared_ptr<CellClaims> claims;
    std::vector<std::string> keys;
    Clock::time_point start;
};

} // namespace

Expected<CampaignSummary> CampaignRunner::runCells(Campaign& campaign) {
    CampaignSummary summary;
    summary.campaignId = campaign.id;
    const int count = static_cast<int>(campaign.cells.size());
    std::deque<std::size_t> cellsToStart; // positions in campaign.cells, in cell order
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
    // Every bench gets a lane, also with fewer cells than benches: an idle one takes a share of
    // a running cell's benchmarks.
    const auto lanes = cellsToStart.empty() ? std::size_t{1} : m_benches.size();
    auto stored = storedKeys(m_store, campaign.id);
    if (!stored) {
        return stored.error();
    }
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
        // The same lists the executor measures: the image's, less what a stopped pass stored.
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
        estimate.addCell(cell.index, cell.cpuHz,
                         image ? cellBenchmarks(campaign.spec, *image, keys) : all, done);
    }
    CellOptions options = m_options;
    options.campaignId = campaign.id; // capture files carry it: one per campaign
    CellWorkers workers(std::vector<Bench*>(m_benches.begin(), m_benches.begin() + lanes), options,
                        m_control->stop);
    std::map<int, Clock::time_point> started; // by cell index: when its first attempt began
    std::map<int, CellShare> shares;          // by cell index: the cells being measured
    std::vector<BenchPass> onBench(lanes);    // by worker
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
        e.fraction = ours == 0 ? 1.0 : estimate.fraction();
        e.etaSeconds = estimate.etaSeconds(t);
        return e;
    };
    auto failWith = [&](Error error) {
        if (!fatal) {
            fatal = std::move(error);
            m_control->stop = true; // the other workers give up their cells at once
        }
    };

    for (;;) {
        t = now();
        while (!fatal && !m_control->stop && !cellsToStart.empty() && workers.idleWorker() >= 0) {
            CampaignCell& cell = campaign.cells[cellsToStart.front()];
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
            cellsToStart.pop_front();
            started[cell.index] = Clock::now();
            auto image = m_images.find(campaign.spec.boardId, cell);
            const std::set<std::string>& keys = (*stored)[cell.index];
            const auto benches =
                image ? cellBenchmarks(campaign.spec, *image, keys) : std::vector<BenchmarkSpec>{};
            std::vector<std::string> order;    // every key, the runs' order in the store
            std::vector<std::string> measured; // what passes claim: calibration left out
            for (const BenchmarkSpec& b : benches) {
                order.push_back(b.key());
                if (!calibrationBenchmark(b.id)) {
                    measured.push_back(b.key());
                }
            }
            shares.insert_or_assign(cell.index, CellShare(std::move(order)));
            shares.at(cell.index).passStarted();
            const int w = workers.idleWorker();
            BenchPass& pass = onBench[static_cast<std::size_t>(w)];
            pass = BenchPass{cell.index, 0, std::make_shared<CellClaims>(), std::move(measured),
                             Clock::now()};
            workers.start(w, campaign.spec, cell, std::move(image), keys, pass.claims);
        }
        // No cell left to start (the tail of a campaign, or fewer cells than benches): an idle
        // bench joins the running cell with the most benchmarks nobody has started, from its
        // last benchmark back, until the two passes meet.
        while (!fatal && !m_control->stop && !m_control->paused && cellsToStart.empty() &&
               workers.idleWorker() >= 0) {
            const BenchPass* from = nullptr;
            std::size_t most = 1; // one benchmark left is not worth a second boot
            for (const BenchPass& p : onBench) {
                const std::size_t open = p.claims ? p.claims->unclaimed(p.keys) : 0;
                if (p.cell >= 0 && open > most) {
                    most = open;
                    from = &p;
                }
            }
            if (from == nullptr) {
                break;
            }
            CampaignCell& cell = cellAt(from->cell);
            CellShare& share = shares.at(cell.index);
            const int w = workers.idleWorker();
            BenchPass& pass = onBench[static_cast<std::size_t>(w)];
            pass =
                BenchPass{cell.index, 100 * share.passes(), from->claims, from->keys, Clock::now()};
            share.passStarted();
            CampaignProgress e = event(CampaignProgress::Kind::Log, cell, w);
            e.message = "bench " + std::to_string(w + 1) + " joins cell " +
                        std::to_string(cell.index + 1) + ": up to " + std::to_string(most) +
                        " of its benchmarks, from the last one back, from its own reset";
            publish(e);
            workers.start(w, campaign.spec, cell, m_images.find(campaign.spec.boardId, cell),
                          (*stored)[cell.index], pass.claims, pass.number);
        }
        if (workers.busyCount() == 0 && (cellsToStart.empty() || m_control->stop || fatal)) {
            break;
        }
        auto report = workers.next(kControlPoll); // polled: a signal handler sets stop
        if (!report) {
            continue;
        }
        t = now();
        CampaignCell& cell = cellAt(report->cellIndex);
        const int worker = report->worker;
        const bool sharePass = onBench[static_cast<std::size_t>(worker)].number > 0;
        if (sharePass && report->kind == WorkerReport::Kind::Attempt) {
            if (report->attempt > 0) { // the cell's own attempts count its first pass only
                CampaignProgress e = event(CampaignProgress::Kind::Log, cell, worker);
                e.message = "retrying the share of cell " + std::to_string(cell.index + 1) +
                            " on bench " + std::to_string(worker + 1) + " after: " + report->text;
                publish(e);
            }
            continue;
        }
        switch (report->kind) {
        case WorkerReport::Kind::Attempt: {
            cell.attempts += 1;
            cell.state = CellState::Running;
            estimate.attemptStarted(cell.index, t);
            if (auto st = m_store.updateCell(campaign.id, cell); !st) {
                failWith(st.error());
                break;
            }
            CampaignProgress e = event(report->attempt == 0 ? CampaignProgress::Kind::CellStarted
                                                            : CampaignProgress::Kind::CellRetry,
                                       cell, worker);
            e.message = report->attempt == 0 ? "cell " + std::to_string(cell.index + 1) + "/" +
                                                   std::to_string(count) + ": " + e.cellLabel
                                             : "retrying cell " + std::to_string(cell.index + 1) +
                                                   " after: " + report->text;
            publish(e);
            break;
        }
        case WorkerReport::Kind::Log: {
            CampaignProgress e = event(CampaignProgress::Kind::Log, cell, worker);
            e.message = report->text;
            publish(e);
            break;
        }
        case WorkerReport::Kind::BenchmarkDone: {
            (void)heartbeat(campaign); // for people reading a claim; a failure shows at the
                                       // next cell
            if (!sharePass) {          // a share's indices are its own list's
                estimate.benchmarkDone(cell.index, report->benchIndex, t);
            }
            CampaignProgress e = event(CampaignProgress::Kind::BenchmarkDone, cell, worker);
            e.benchIndex = report->benchIndex;
            e.benchCount = report->benchCount;
            e.message = report->run->benchmark.key();
            e.run = &*report->run;
            publish(e);
            break;
        }
        case WorkerReport::Kind::Finished: {
            // Merged into the cell's share; the cell is settled when its last pass finishes.
            BenchPass pass = std::exchange(onBench[static_cast<std::size_t>(worker)], {});
            CellShare& share = shares.at(cell.index);
            if (!share.finish(*report, secondsSince(pass.start))) {
                break;
            }
            const int passes = share.passes();
            const double passWallS = report->timings.wallS;
            shares.erase(cell.index);
            const Clock::time_point cellStart = started[cell.index];
            started.erase(cell.index);
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
                report->timings.wallS =
                    passes > 1 ? passWallS + report->timings.storeCommitS : secondsSince(cellStart);
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
            estimate.cellEnded(cell.index, t);
            e.fraction = ours == 0 ? 1.0 : estimate.fraction();
            e.etaSeconds = estimate.etaSeconds(t);
            publish(e);
            break;
        }
        }
    }
    if (fatal) {
        return *fatal;
    }
    if (m_control->stop && !cellsToStart.empty()) {
        summary.stopped = true;
    }
    return summary;
}

void CampaignRunner::keepStoppedPass(const Campaign& campaign, CampaignCell& cell,
                                     std::vector<Run>& runs, CampaignSummary& summary,
                                     CampaignProgress e) {
    // The cell stays pending; its finished benchmarks are stored with that state in one
    // transaction, so a resume finds exactly what is missing.
    for (Run& run : runs) {
        run.campaignId = campaign.id;
        run.cellIndex = cell.index;
    }
    auto ids = m_store.commitCell(campaign.id, cell, runs);
    if (!ids) {
        (void)m_store.updateCell(campaign.id, cell);
        e.message = "cell " + std::to_string(cell.index + 1) + " stopped; its " +
                    std::to_string(runs.size()) + " finished benchmarks could not be stored (" +
                    ids.error().message + "): --resume measures them again";
    } else {
        summary.runsStored += ids->size();
        e.message = "cell " + std::to_string(cell.index + 1) +
                    " stopped: " + std::to_string(ids->size()) +
                    " finished benchmarks stored; --resume measures only the others";
    }
    publish(e);
}

} // namespace cyclelab::core
