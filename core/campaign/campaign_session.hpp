#pragma once
// One campaign session for both front ends (cyclelab-cli run/demo and the desktop app's
// Campaign page): the run database and the firmware images opened once, a spec validated,
// its duration estimated, a target booted to test a connection, a campaign run or resumed.
// The front end makes the bench (devices/, which core may not link) and passes it in; it also
// owns the CampaignControl its Stop/Pause buttons or its Ctrl-C handler set.

#include "core/analysis/verdict_summary.hpp"
#include "core/campaign/campaign_estimate.hpp"
#include "core/campaign/campaign_runner.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/campaign/target_boot.hpp"
#include "core/common/error.hpp"
#include "core/store/run_store.hpp"

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace cyclelab::core {

struct SessionSetup {
    std::string databasePath;
    std::string imagesDir; // holds manifest.json
    CellOptions cell;
    DurationModel duration;
};

class CampaignSession {
  public:
    // Opens (creating or migrating) the database, then reads the image manifest.
    static Expected<CampaignSession> open(SessionSetup setup);

    RunStore& store() { return m_store; }
    const ImageCatalog& images() const { return m_images; }

    // What a stored campaign was planned with (to build the bench for a resume: its board and
    // the analyzer's phase mode).
    Expected<CampaignSpec> specOf(std::int64_t campaignId);

    // The cells of `spec` on `board`, each with its image (see validateCampaign).
    Expected<std::vector<CampaignCell>> validate(const CampaignSpec& spec,
                                                 const BoardProfile& board) const;
    // Seconds `cells` cells of `spec` take by the session's duration model.
    double estimateSeconds(const CampaignSpec& spec, std::size_t cells) const;

    // Runs `spec` (validated first: nothing is stored when it fails), or continues a stored
    // campaign, on `bench`. Blocks; `progress` is called on the calling thread.
    Expected<CampaignSummary> run(Bench& bench, const CampaignSpec& spec, CampaignControl& control,
                                  const ProgressFn& progress);
    Expected<CampaignSummary> resume(Bench& bench, std::int64_t campaignId,
                                     CampaignControl& control, const ProgressFn& progress);
    // The same on several benches of one board, cells side by side (one per bench), and with
    // a shard only that shard's cells (a resume keeps the stored campaign's shard).
    Expected<CampaignSummary> run(const std::vector<Bench*>& benches, const CampaignSpec& spec,
                                  CampaignShard shard, CampaignControl& control,
                                  const ProgressFn& progress);
    Expected<CampaignSummary> resume(const std::vector<Bench*>& benches, std::int64_t campaignId,
                                     CampaignControl& control, const ProgressFn& progress);
    // The verdicts of every run a campaign stored (the summary a campaign ends with).
    Expected<VerdictSummary> verdicts(std::int64_t campaignId);

  private:
    CampaignSession(SessionSetup setup, RunStore store, ImageCatalog images);
    void prepare(CampaignRunner& runner, const ProgressFn& progress) const;

    SessionSetup m_setup;
    RunStore m_store;
    ImageCatalog m_images;
};

struct ConnectionCheck {
    std::string benchDescription;
    FirmwareBuild image;
    Hello hello;
};

// The image a connection test boots: the reference kernel at -O2 (every firmware build has
// it), else any image for the board; the error says to build the firmware for the board.
Expected<FirmwareBuild> connectionTestImage(const ImageCatalog& images, const std::string& boardId);

// Boots that image on `bench` with bootTarget (the cell executor's boot and HELLO check) and
// shuts the target down again. Blocking: QEMU start or flashing, then serial I/O.
Expected<ConnectionCheck> checkConnection(Bench& bench, const ImageCatalog& images,
                                          std::chrono::milliseconds helloTimeout);

// The benches a campaign of `board` runs on at once, for the CLI and the GUI alike: a virtual
// board runs `jobs` QEMUs side by side (0: one per core); a real board is one bench, so more
// than 1 there, or a negative count, is Error::badInput.
Expected<int> benchCount(int jobs, const BoardProfile& board);

} // namespace cyclelab::core
