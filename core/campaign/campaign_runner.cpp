#include "core/campaign/campaign_runner.hpp"

#include "core/campaign/campaign_plan.hpp"
#include "core/common/samplerates.hpp"

namespace cyclelab::core {

std::string cellLabel(const CampaignCell& cell) {
    return cell.kernel + " " + std::string(toString(cell.profile)) + " " +
           std::string(toString(cell.opt)) + " " + std::to_string(cell.cpuHz / 1000000) + " MHz";
}

CampaignRunner::CampaignRunner(Bench& bench, const ImageCatalog& images, RunStore& store,
                               CellOptions options, CampaignControl* control)
    : CampaignRunner(std::vector<Bench*>{&bench}, images, store, std::move(options), control) {}

CampaignRunner::CampaignRunner(std::vector<Bench*> benches, const ImageCatalog& images,
                               RunStore& store, CellOptions options, CampaignControl* control)
    : m_benches(std::move(benches)), m_images(images), m_store(store),
      m_options(std::move(options)), m_owner(thisProcessOwner()),
      m_control(control != nullptr ? control : &m_ownControl) {}

void CampaignRunner::publish(CampaignProgress event) {
    if (m_progress) {
        m_progress(event);
    }
}

Expected<CampaignSummary> CampaignRunner::run(const CampaignSpec& requested, CampaignShard shard) {
    if (!shard.whole() && (shard.count < 1 || shard.index < 1 || shard.index > shard.count)) {
        return Error::badInput("shard " + std::to_string(shard.index) + "/" +
                               std::to_string(shard.count) +
                               ": give K/N with 1 <= K <= N (shard K of N)");
    }
    Bench& bench = *m_benches.front();
    auto resolved = resolveAvailableKernels(requested, m_images);
    if (!resolved) {
        return resolved.error();
    }
    // The capture rate is settled against what the analyzer offers before anything is flashed
    // or stored: a rate it does not have is refused here (bad input), none means its highest.
    CampaignSpec spec = *resolved;
    if (const LogicAnalyzer* analyzer = bench.analyzer()) {
        auto rate =
            resolveSamplerate(spec.analyzerSamplerateHz, analyzer->samplerates(), analyzer->name());
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
    auto cells = validateCampaign(spec, bench.board(), m_images);
    if (!cells) {
        return cells.error();
    }
    Campaign campaign;
    campaign.spec = spec;
    campaign.cells = std::move(*cells);
    campaign.shard = shard;
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
    if (campaign->spec.boardId != m_benches.front()->board().id) {
        return Error::badInput("campaign " + std::to_string(campaignId) + " is for board '" +
                               campaign->spec.boardId + "', the bench has '" +
                               m_benches.front()->board().id + "'");
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
