#pragma once
// Runs, campaigns and their cells in one SQLite file (WAL journal, foreign keys on, schema
// versioned by PRAGMA user_version). Samples and pulse widths are stored as compact BLOBs
// (core/store/sample_codec.hpp); summary statistics are cached per run at insert time.
//
// Opening never modifies a file it refuses: a non-SQLite file, a corrupt database, a database
// of another application or written by a newer CycleLab are all reported as Error::badInput
// (naming the file and what to do) before anything is written.

#include "core/common/error.hpp"
#include "core/model/model.hpp"
#include "core/stats/stats.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::core {

// Empty strings / unset optionals / an empty id list match everything.
struct RunFilter {
    std::optional<std::int64_t> campaignId;
    std::string board;
    std::string kernel;
    std::string benchmark; // BenchmarkSpec::id
    std::optional<OptLevel> opt;
    std::optional<ConfigProfile> profile;
    std::optional<RunStatus> status;
    std::vector<std::int64_t> ids;
};

struct RunSummary {
    Run run;                    // samples, pulseWidths and serialLog left empty
    std::optional<Stats> stats; // nullopt when the run has no samples
    std::size_t sampleCount = 0;
    std::size_t pulseCount = 0;
};

class RunStore {
  public:
    // Opens `path`, creating and migrating it when it is missing or empty.
    static Expected<RunStore> open(const std::string& path);

    RunStore(RunStore&&) noexcept;
    RunStore& operator=(RunStore&&) noexcept;
    RunStore(const RunStore&) = delete;
    RunStore& operator=(const RunStore&) = delete;
    ~RunStore();

    const std::string& path() const;
    static int schemaVersion();

    // All-or-nothing in one transaction; statistics are computed and cached. run.id is ignored;
    // run.campaignId (if non-zero) must name an existing campaign.
    Expected<std::int64_t> insertRun(const Run& run);
    // Everything: samples, pulses, validation, serial log.
    Expected<Run> loadRun(std::int64_t id) const;
    Expected<RunSummary> loadSummary(std::int64_t id) const;
    // Ordered by id.
    Expected<std::vector<RunSummary>> listRuns(const RunFilter& filter = {}) const;
    Expected<std::vector<Run>> loadRuns(const RunFilter& filter) const; // with samples
    Status deleteRun(std::int64_t id);

    // Stores the spec and its cells; campaign.id is ignored, createdAtMs 0 means now.
    Expected<std::int64_t> createCampaign(const Campaign& campaign);
    Expected<Campaign> loadCampaign(std::int64_t id) const;
    Expected<std::vector<Campaign>> listCampaigns() const; // ordered by id
    Status updateCell(std::int64_t campaignId, const CampaignCell& cell);
    // Atomic: the runs of one finished cell and the cell's new state in ONE transaction, so a
    // resumed campaign never duplicates runs. Each run's campaignId/cellIndex are set from the
    // arguments. Returns the new run ids in order.
    Expected<std::vector<std::int64_t>>
    commitCell(std::int64_t campaignId, const CampaignCell& cell, const std::vector<Run>& runs);

    struct Impl;

  private:
    explicit RunStore(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};

} // namespace cyclelab::core
