#pragma once
// Runs, campaigns and their cells in one SQLite file (WAL journal, foreign keys on, schema
// versioned by PRAGMA user_version). Samples and pulse widths are stored as compact BLOBs
// (core/store/sample_codec.hpp); summary statistics are cached per run at insert time.
//
// Opening never modifies a file it refuses: a non-SQLite file, a corrupt database, a database
// of another application or written by a newer CycleLab are all reported as Error::badInput
// (naming the file and what to do) before anything is written.

#include "core/common/error.hpp"
#include "core/common/process_identity.hpp"
#include "core/model/model.hpp"
#include "core/stats/stats.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
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
    std::string name; // what the lab called the run ("" when never named)
    std::string note; // the lab's note on it
};

// The process that runs a campaign (core/common/process_identity.hpp).
using ClaimOwner = ProcessIdentity;
inline ClaimOwner thisProcessOwner() {
    return thisProcessIdentity();
}
// A claim is taken over only when its owner is provably gone (provablyGone): never on a
// heartbeat's age alone, and never from another host.
inline bool ownerProvablyGone(const ClaimOwner& owner) {
    return provablyGone(owner);
}

inline constexpr std::chrono::milliseconds kDefaultLockWait{120000};

// Where a campaign run was measured: the host, the shard of the campaign that ran it (0/0: the
// whole campaign ran in one database) and, in a database made by `cyclelab-cli merge`, the
// shard database it was copied from ("" when it was measured into this database).
struct RunOrigin {
    std::string host;
    CampaignShard shard;
    std::string source;
};

// One shard database's campaign as `cyclelab-cli merge` copies it (core/campaign/shard_merge).
struct MergeSource {
    std::string path;
    Campaign campaign;
};
// Yields the next run to store with its origin, or nullopt when there are no more runs.
struct MergedRun {
    Run run;
    RunOrigin origin;
};
using MergedRunSource = std::function<Expected<std::optional<MergedRun>>()>;

// Every row a deletion took from the database (core/store/run_store_delete.cpp), each column's
// value as SQLite stored it, so RunStore::restoreDeleted can put back exactly what was there,
// with the same ids. Cheap to copy (the rows are shared and never change).
class DeletedRows {
  public:
    std::size_t runCount() const;
    struct Data;
    explicit DeletedRows(std::shared_ptr<const Data> data) : m_data(std::move(data)) {}
    const Data& data() const { return *m_data; }

  private:
    std::shared_ptr<const Data> m_data;
};

// The identity every shard of one campaign shares: a hash of the spec as the store keeps it.
std::string campaignIdentity(const CampaignSpec& spec);

class RunStore {
  public:
    // Opens `path`, creating and migrating it when it is missing or empty.
    static Expected<RunStore> open(const std::string& path);
    // For commands that only read: never creates, migrates or writes the file, and works in a
    // directory the user cannot write. A missing or empty file is Error::badInput naming it.
    static Expected<RunStore> openReadOnly(const std::string& path);
    // Total time a write waits for another process's write lock before it fails (default
    // kDefaultLockWait).
    void setLockWait(std::chrono::milliseconds wait);

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
    // The runs and every row that belongs to them (validations, origins, labels) in ONE
    // transaction, refused whole when one id is unknown; their builds stay. Returns the rows
    // taken, for restoreDeleted.
    Expected<DeletedRows> deleteRunsUndoably(const std::vector<std::int64_t>& ids);
    // deleteCampaign, returning the rows it took (the campaign, cells, claim, runs and theirs,
    // the builds no run uses any more).
    Expected<DeletedRows> deleteCampaignUndoably(std::int64_t id);
    // Puts back every row a deletion took, with the same ids, in ONE transaction. Refused with
    // nothing written when a row would collide with one stored since (an id taken again) or
    // when the schema is no longer the one the rows were taken from.
    Status restoreDeleted(const DeletedRows& rows);
    // A run's name and note as the lab gives them (both "": none). An unknown run is
    // Error::badInput naming it.
    Status labelRun(std::int64_t id, const std::string& name, const std::string& note);

    // Stores the spec and its cells; campaign.id is ignored, createdAtMs 0 means now. With
    // `claimFor`, the new campaign is claimed for it in the same transaction, so no other
    // process can resume it before its creator starts running it.
    Expected<std::int64_t> createCampaign(const Campaign& campaign,
                                          const std::optional<ClaimOwner>& claimFor = std::nullopt);
    Expected<Campaign> loadCampaign(std::int64_t id) const;
    Expected<std::vector<Campaign>> listCampaigns() const; // ordered by id
    // The campaign's name (its spec's, what every listing and report shows; not empty) and
    // the lab's note on it. The identity shards are merged by does not change.
    Status renameCampaign(std::int64_t id, const std::string& name);
    Status annotateCampaign(std::int64_t id, const std::string& note);
    Expected<std::string> campaignNote(std::int64_t id) const;
    // The campaign, its cells and every run filed under it (with their validations, origins
    // and labels), and the builds no run uses any more, in ONE transaction: all or nothing.
    // Refused while a live process holds its claim (it is being run). Returns the runs deleted.
    Expected<std::size_t> deleteCampaign(std::int64_t id);
    Status updateCell(std::int64_t campaignId, const CampaignCell& cell);
    // Atomic: the runs of one finished cell and the cell's new state in ONE transaction, so a
    // resumed campaign never duplicates runs. Each run's campaignId/cellIndex are set from the
    // arguments. Returns the new run ids in order.
    // A (campaign, cell, benchmark) run stored twice is refused (the whole commit fails).
    // Each run is recorded as measured on this host in the campaign's shard (runOrigin).
    Expected<std::vector<std::int64_t>>
    commitCell(std::int64_t campaignId, const CampaignCell& cell, const std::vector<Run>& runs);
    // nullopt for a run stored outside a campaign or before schema v7.
    Expected<std::optional<RunOrigin>> runOrigin(std::int64_t runId) const;
    // ONE transaction: `campaign` (its cells as given), then every run `next` yields, filed
    // under it with its origin. Nothing is stored when any step fails. Returns the campaign id.
    Expected<std::int64_t> storeMergedCampaign(const Campaign& campaign,
                                               const MergedRunSource& next);

    // One process runs a campaign at a time. Claiming succeeds when the campaign is unclaimed,
    // already ours, or its owner is provably gone (ownerProvablyGone); otherwise it is an
    // Error::runtime naming the owner and its last heartbeat.
    Status claimCampaign(std::int64_t campaignId, const ClaimOwner& me);
    // Refreshes our claim's heartbeat; an error when the claim is no longer ours.
    Status heartbeatCampaign(std::int64_t campaignId, const ClaimOwner& me);
    Status releaseCampaign(std::int64_t campaignId, const ClaimOwner& me);
    struct ClaimInfo {
        ClaimOwner owner;
        std::int64_t claimedMs = 0;
        std::int64_t heartbeatMs = 0;
    };

    struct Impl;

  private:
    explicit RunStore(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};

} // namespace cyclelab::core
