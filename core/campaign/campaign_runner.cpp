#include "core/campaign/campaign_runner.hpp"

#include "core/common/samplerates.hpp"

#include <algorithm>
#include <thread>

#include "core/campaign/campaign_plan.hpp"

namespace cyclelab::core {

namespace {
using Clock = std::chrono::steady_clock;
}

std::string cellLabel(const CampaignCell& cell) {
    return cell.kernel + " " + std::string(toString(cell.profile)) + " " +
           std::string(toString(cell.opt)) + " " + std::to_string(cell.cpuHz / 1000000) + " MHz";
}

CampaignRunner::CampaignRunner(Bench& bench, const ImageCatalog& images, RunStore& store,
                               CellOptions options, CampaignControl* control)
    : m_bench(bench), m_images(images), m_store(store), m_options(std::move(options)),
      m_owner(thisProcessOwner()), m_control(control != nullptr ? control : &m_ownControl) {}

void CampaignRunner::publish(CampaignProgress event) {
    if (m_progress) {
        m_progress(event);
    }
}

double CampaignRunner::etaSeconds(const CampaignSpec& spec, int cellsLeft) const {
    const double perCell = m_cellsTimed == 0
                               ? estimateCellSeconds(spec, m_duration)
                               : std::chrono::duration<double>(m_cellTime).count() / m_cellsTimed;
    return perCell * cellsLeft;
}

Expected<CampaignSummary> CampaignRunner::run(const CampaignSpec& requested) {
    auto resolved = resolveAvailableKernels(requested, m_images);
    if (!resolved) {
        return resolved.error();
    }
    // The capture rate is settled against what the analyzer offers before anything is flashed
    // or stored: a rate it does not have is refused here (bad input), none means its highest.
    CampaignSpec spec = *resolved;
    if (const LogicAnalyzer* analyzer = m_bench.analyzer()) {
        auto rate = resolveSamplerate(spec.analyzerSamplerateHz, analyzer->samplerates(),
                                      analyzer->name());
        if (!rate) {
            return rate.error();
        }
        // Refused rather than captured at another rate and stored as this one.
        if (auto ok = analyzer->acceptsRate(*rate); !ok) {
            return Error::badInput("campaign analyzer_samplerate_hz: " + ok.error().message);
        }
        spec.analyzerSamplerateHz = *rate;
    } else if (spec.analyzerSamplerateHz <= 0) {
        spec.analyzerSamplerateHz = 100e6; // recorded only; nothing captures
    }
    // Every image must exist before anything is flashed or stored.
    auto cells = validateCampaign(spec, m_bench.board(), m_images);
    if (!cells) {
        return cells.error();
    }
    Campaign campaign;
    campaign.spec = spec;
    campaign.cells = std::move(*cells);
    campaign.createdAtMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::system_clock::now().time_since_epoch())
                               .count();
    // Created already claimed: a concurrent `--resume` cannot start on it in between.
    auto id = m_store.createCampaign(campaign, m_owner);
    if (!id) {
        return id.error();
    }
    campaign.id = *id;
    return runClaimed(campaign);
}

Expected<CampaignSummary> CampaignRunner::runClaimed(Campaign& campaign) {
    auto summary = runCells(campaign);
    // Released on every path; a process killed before this leaves a claim that the next one
    // takes over once it sees this process is gone.
    (void)m_store.releaseCampaign(campaign.id, m_owner);
    return summary;
}

Status CampaignRunner::heartbeat(const Campaign& campaign) {
    if (auto st = m_store.heartbeatCampaign(campaign.id, m_owner); !st) {
        return Error::runtime(st.error().message + ": stopping so that no cell is measured twice");
    }
    return success();
}

Expected<CampaignSummary> CampaignRunner::resume(std::int64_t campaignId) {
    auto campaign = m_store.loadCampaign(campaignId);
    if (!campaign) {
        return campaign.error();
    }
    if (campaign->spec.boardId != m_bench.board().id) {
        return Error::badInput("campaign " + std::to_string(campaignId) + " is for board '" +
                               campaign->spec.boardId + "', the bench has '" +
                               m_bench.board().id + "'");
    }
    // One process per campaign: a second resume (or a resume while the first run still goes
    // on) stops here instead of measuring and storing every cell again.
    if (auto claimed = m_store.claimCampaign(campaignId, m_owner); !claimed) {
        return claimed.error();
    }
    // Reloaded under the claim: cells finished by the previous owner count as done.
    campaign = m_store.loadCampaign(campaignId);
    if (!campaign) {
        (void)m_store.releaseCampaign(campaignId, m_owner);
        return campaign.error();
    }
    return runClaimed(*campaign);
}

bool CampaignRunner::waitWhilePaused(const Campaign& campaign, int cellIndex) {
    if (!m_control->paused) {
        return !m_control->stop;
    }
    CampaignProgress event;
    event.kind = CampaignProgress::Kind::Paused;
    event.campaignId = campaign.id;
    event.cellIndex = cellIndex;
    event.cellCount = static_cast<int>(campaign.cells.size());
    event.message = "paused before cell " + std::to_string(cellIndex + 1);
    publish(event);
    // Polled, not waited on: a signal handler may only set the flags.
    while (m_control->paused && !m_control->stop) {
        std::this_thread::sleep_for(kControlPoll);
    }
    return !m_control->stop;
}

Expected<CampaignSummary> CampaignRunner::runCells(Campaign& campaign) {
    CampaignSummary summary;
    summary.campaignId = campaign.id;
    const int count = static_cast<int>(campaign.cells.size());
    int left = static_cast<int>(std::count_if(campaign.cells.begin(), campaign.cells.end(),
                                              [](const CampaignCell& c) {
                                                  return c.state != CellState::Done;
                                              }));
    for (auto& cell : campaign.cells) {
        CampaignProgress base;
        base.campaignId = campaign.id;
        base.cellIndex = cell.index;
        base.cellCount = count;
        base.cellLabel = cellLabel(cell);
        if (cell.state == CellState::Done) {
            ++summary.cellsSkipped;
            continue;
        }
        if (!waitWhilePaused(campaign, cell.index)) {
            summary.stopped = true;
            break;
        }
        if (auto alive = heartbeat(campaign); !alive) {
            return alive.error();
        }
        auto image = m_images.find(campaign.spec.boardId, cell);
        const auto started = Clock::now();
        std::string failure;
        bool done = false;
        for (int attempt = 0; attempt < 2 && !done && !m_control->stop; ++attempt) {
            cell.attempts += 1;
            cell.state = CellState::Running;
            if (auto st = m_store.updateCell(campaign.id, cell); !st) {
                return st.error();
            }
            CampaignProgress ev = base;
            ev.kind = attempt == 0 ? CampaignProgress::Kind::CellStarted
                                   : CampaignProgress::Kind::CellRetry;
            ev.fraction = static_cast<double>(count - left) / count;
            ev.etaSeconds = etaSeconds(campaign.spec, left);
            ev.message = attempt == 0 ? "cell " + std::to_string(cell.index + 1) + "/" +
                                            std::to_string(count) + ": " + base.cellLabel
                                      : "retrying cell " + std::to_string(cell.index + 1) +
                                            " after: " + failure;
            publish(ev);
            if (!image) {
                failure = image.error().message;
                break;  // a missing image does not get better on retry
            }
            CellEvents events;
            events.log = [&](const std::string& msg) {
                CampaignProgress e = base;
                e.kind = CampaignProgress::Kind::Log;
                e.message = msg;
                publish(e);
            };
            events.benchmarkDone = [&](std::size_t i, std::size_t n, const Run& run) {
                (void)heartbeat(campaign);  // for people reading a claim; a failure shows at
                                            // the next cell
                CampaignProgress e = base;
                e.kind = CampaignProgress::Kind::BenchmarkDone;
                e.benchIndex = i;
                e.benchCount = n;
                e.fraction = (count - left + static_cast<double>(i + 1) / n) / count;
                e.etaSeconds = etaSeconds(campaign.spec, left);
                e.message = run.benchmark.key();
                e.run = &run;
                publish(e);
            };
            CellExecutor executor(m_bench, m_options, m_control->stop);
            auto runs = executor.execute(campaign.spec, cell, *image, events);
            if (m_control->stop) {
                break;
            }
            if (!runs) {
                failure = runs.error().message;
                continue;
            }
            for (auto& run : *runs) {
                run.campaignId = campaign.id;
                run.cellIndex = cell.index;
            }
            cell.state = CellState::Done;
            cell.reason.clear();
            // commitCell waits (bounded) for another process's write lock; the measured runs
            // stay in *runs until it returns.
            auto ids = m_store.commitCell(campaign.id, cell, *runs);
            if (!ids) {
                // The store failing is not a cell problem: stop here, and say how to go on.
                cell.state = CellState::Pending;
                (void)m_store.updateCell(campaign.id, cell);
                return Error{ids.error().kind,
                             "cell " + std::to_string(cell.index + 1) + " (" + base.cellLabel +
                                 ") was measured but could not be stored: " +
                                 ids.error().message +
                                 ". Nothing of it was stored; run the campaign again with "
                                 "--resume to measure it and the cells after it"};
            }
            summary.runsStored += ids->size();
            done = true;
        }
        if (m_control->stop) {
            cell.state = CellState::Pending;  // interrupted: a resume runs it again
            (void)m_store.updateCell(campaign.id, cell);
            summary.stopped = true;
            break;
        }
        m_cellTime += Clock::now() - started;
        ++m_cellsTimed;
        --left;
        CampaignProgress ev = base;
        ev.fraction = static_cast<double>(count - left) / count;
        ev.etaSeconds = etaSeconds(campaign.spec, left);
        if (done) {
            ++summary.cellsDone;
            ev.kind = CampaignProgress::Kind::CellDone;
            ev.message = "cell " + std::to_string(cell.index + 1) + " done";
        } else {
            ++summary.cellsFailed;
            cell.state = CellState::Failed;
            cell.reason = failure;
            if (auto st = m_store.updateCell(campaign.id, cell); !st) {
                return st.error();
            }
            ev.kind = CampaignProgress::Kind::CellFailed;
            ev.message = "cell " + std::to_string(cell.index + 1) + " failed: " + failure;
        }
        publish(ev);
    }
    return summary;
}

}  // namespace cyclelab::core
