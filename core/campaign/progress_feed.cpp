#include "core/campaign/progress_feed.hpp"

#include "core/campaign/cell_benchmarks.hpp"

namespace cyclelab::core {
namespace {

// A part's own entry in the progress estimate: the parts of a cell may run side by side.
int estimateId(int cellIndex, int part) {
    return cellIndex * 64 + part;
}

} // namespace

ProgressFeed::ProgressFeed(const Campaign& campaign, const BootPlan& plan,
                           const ImageCatalog& images, const DurationModel& model, int lanes)
    : m_campaign(&campaign), m_ours(plan.ours), m_estimate(campaign.spec, model, lanes) {
    seed(plan, images);
}

void ProgressFeed::seed(const BootPlan& plan, const ImageCatalog& images) {
    const CampaignSpec& spec = m_campaign->spec;
    for (const CampaignCell& cell : m_campaign->cells) {
        if (!m_campaign->shard.holds(cell.index)) {
            continue;
        }
        if (cell.state == CellState::Done) {
            m_estimate.addDoneCell(cellBenchmarks(spec));
            continue;
        }
        // The same lists the executor measures: each part's, less what a stopped pass stored
        // (counted as done with the cell's first part).
        const auto keys = plan.storedKeys.find(cell.index);
        const bool haveImage = images.find(spec.boardId, cell).ok();
        const auto all = plannedBenchmarks(spec, images, cell);
        std::vector<BenchmarkSpec> done;
        for (const BenchmarkSpec& b : all) {
            if (!calibrationBenchmark(b.id) && keys != plan.storedKeys.end() &&
                keys->second.contains(b.key())) {
                done.push_back(b);
            }
        }
        bool first = true;
        for (const PartToStart& p : plan.parts) {
            if (m_campaign->cells[p.position].index == cell.index) {
                m_estimate.addCell(estimateId(cell.index, p.part.number), cell.cpuHz,
                                   haveImage ? p.part.benches : all,
                                   first ? done : std::vector<BenchmarkSpec>{});
                first = false;
            }
        }
    }
}

void ProgressFeed::attemptStarted(int cellIndex, int part, double nowS) {
    m_estimate.attemptStarted(estimateId(cellIndex, part), nowS);
}

void ProgressFeed::benchmarkDone(int cellIndex, int part, std::size_t benchIndex, double nowS) {
    m_estimate.benchmarkDone(estimateId(cellIndex, part), benchIndex, nowS);
}

void ProgressFeed::partEnded(int cellIndex, int part, double nowS, bool stopped) {
    m_estimate.cellEnded(estimateId(cellIndex, part), nowS, stopped);
}

CampaignProgress ProgressFeed::event(CampaignProgress::Kind kind, const CampaignCell& cell,
                                     int worker, int workers, double nowS) {
    CampaignProgress e;
    e.kind = kind;
    e.campaignId = m_campaign->id;
    e.cellIndex = cell.index;
    e.cellCount = static_cast<int>(m_campaign->cells.size());
    e.cellLabel = cellLabel(cell);
    e.worker = worker;
    e.workers = workers;
    e.fraction = m_ours == 0 ? 1.0 : m_estimate.advance(nowS);
    e.etaSeconds = m_estimate.etaSeconds(nowS);
    return e;
}

CampaignProgress ProgressFeed::tick(int workers, double nowS) {
    CampaignProgress e;
    e.kind = CampaignProgress::Kind::Tick;
    e.campaignId = m_campaign->id;
    e.cellIndex = -1;
    e.cellCount = static_cast<int>(m_campaign->cells.size());
    e.worker = -1;
    e.workers = workers;
    e.fraction = m_ours == 0 ? 1.0 : m_estimate.advance(nowS);
    e.etaSeconds = m_estimate.etaSeconds(nowS);
    return e;
}

} // namespace cyclelab::core
