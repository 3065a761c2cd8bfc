#include "core/campaign/campaign_runner.hpp"

#include "core/campaign/campaign_claim.hpp"
#include "core/campaign/campaign_plan.hpp"
#include "core/common/message.hpp"
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
        return Error::badInput(message(MessageId::ErrShardInvalid,
                                       {std::to_string(shard.index), std::to_string(shard.count)}));
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
            return Error::badInput(
                sequence({message(MessageId::ErrCtxSamplerate), ok.error().sentence()}));
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
    // Released on every path when the claim goes out of scope.
    CampaignClaim claim(m_store, campaign.id, m_owner);
    return runCells(campaign, claim);
}

Expected<CampaignSummary> CampaignRunner::resume(std::int64_t campaignId) {
    auto campaign = m_store.loadCampaign(campaignId);
    if (!campaign) {
        return campaign.error();
    }
    if (campaign->spec.boardId != m_benches.front()->board().id) {
        return Error::badInput(message(
            MessageId::ErrCampaignBenchOtherBoard,
            {std::to_string(campaignId), campaign->spec.boardId, m_benches.front()->board().id}));
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

} // namespace cyclelab::core
