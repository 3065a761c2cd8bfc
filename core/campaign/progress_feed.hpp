#pragma once
// Progress and ETA of a campaign session, as the events the GUI and the CLI both receive
// (CampaignProgress, through the runner's one ProgressFn): every event the cell loop publishes
// is made here, so its fraction and ETA are those of the ProgressEstimator (the ETA's one
// computation) at the time the loop handles it. Runner thread only.

#include "core/campaign/boot_plan.hpp"
#include "core/campaign/campaign_runner.hpp"
#include "core/campaign/progress_estimator.hpp"

namespace cyclelab::core {

class ProgressFeed {
  public:
    // `lanes`: benches the session runs on; `model`: the ETA's starting model.
    // Keeps a pointer to `campaign`, which must outlive the feed.
    ProgressFeed(const Campaign& campaign, const BootPlan& plan, const ImageCatalog& images,
                 const DurationModel& model, int lanes);

    // A boot of `cellIndex` started an attempt, measured a benchmark, or ended; `nowS` on the
    // session's clock.
    void attemptStarted(int cellIndex, int part, double nowS);
    void benchmarkDone(int cellIndex, int part, std::size_t benchIndex, double nowS);
    // A stopped part's unmeasured benchmarks do not count as done.
    void partEnded(int cellIndex, int part, double nowS, bool stopped);

    // An event about `cell` on bench `worker` of `workers`, with the fraction and ETA at `nowS`.
    // Not const: the fraction advances with the time passed (ProgressEstimator::advance).
    CampaignProgress event(CampaignProgress::Kind kind, const CampaignCell& cell, int worker,
                           int workers, double nowS);
    // A Tick: no news, the fraction and ETA at `nowS` while benchmarks run (cellIndex -1).
    CampaignProgress tick(int workers, double nowS);

  private:
    void seed(const BootPlan& plan, const ImageCatalog& images);

    const Campaign* m_campaign;
    int m_ours = 0;
    ProgressEstimator m_estimate;
};

} // namespace cyclelab::core
