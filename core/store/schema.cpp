#include "core/store/schema.hpp"

#include <array>

namespace cyclelab::core {
namespace {

// v1. Conditions live in `builds` (one row per distinct image, shared by its runs); `runs`
// caches the summary statistics so listings never decode sample blobs. The large columns come
// last in `runs`: SQLite reaches a column stored after a blob by walking the blob's overflow
// pages, so listings that stop before them never touch the samples. Enumerations are stored
// as the model's text names so the file stays readable with the sqlite3 shell.
constexpr std::string_view kV1 = R"sql(
CREATE TABLE builds (
    id INTEGER PRIMARY KEY,
    fingerprint TEXT NOT NULL UNIQUE,
    image TEXT NOT NULL,
    board TEXT NOT NULL,
    kernel TEXT NOT NULL,
    kver TEXT NOT NULL,
    profile TEXT NOT NULL,
    opt TEXT NOT NULL,
    cpu_hz INTEGER NOT NULL,
    flash_ws INTEGER NOT NULL,
    toolchain TEXT NOT NULL,
    flags TEXT NOT NULL,
    text_bytes INTEGER NOT NULL,
    data_bytes INTEGER NOT NULL,
    bss_bytes INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    build_id TEXT NOT NULL,
    image_path TEXT NOT NULL,
    benchmarks_json TEXT NOT NULL
);
CREATE INDEX builds_conditions ON builds (board, kernel, opt, profile, cpu_hz);

CREATE TABLE campaigns (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    board TEXT NOT NULL,
    spec_json TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);

CREATE TABLE cells (
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    kernel TEXT NOT NULL,
    profile TEXT NOT NULL,
    opt TEXT NOT NULL,
    cpu_hz INTEGER NOT NULL,
    state TEXT NOT NULL,
    reason TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    PRIMARY KEY (campaign_id, idx)
);

CREATE TABLE runs (
    id INTEGER PRIMARY KEY,
    build_id INTEGER NOT NULL REFERENCES builds (id),
    campaign_id INTEGER REFERENCES campaigns (id) ON DELETE CASCADE,
    cell_index INTEGER,
    benchmark TEXT NOT NULL,
    params_key TEXT NOT NULL,
    params_json TEXT NOT NULL,
    warmup INTEGER NOT NULL,
    started_ms INTEGER NOT NULL,
    finished_ms INTEGER NOT NULL,
    status TEXT NOT NULL,
    reason TEXT NOT NULL,
    unit TEXT NOT NULL,
    cycle_source TEXT NOT NULL,
    cycle_hz INTEGER NOT NULL,
    harness_overhead INTEGER NOT NULL,
    n INTEGER NOT NULL,
    stat_min INTEGER,
    stat_max INTEGER,
    stat_mean REAL,
    stat_median REAL,
    stat_stddev REAL,
    stat_p90 REAL,
    stat_p99 REAL,
    stat_p999 REAL,
    stat_mad REAL,
    stat_outliers INTEGER,
    stat_outlier_k REAL,
    pulse_count INTEGER NOT NULL,
    analyzer_samplerate_hz REAL NOT NULL,
    capture_path TEXT NOT NULL,
    samples BLOB NOT NULL,
    pulses BLOB NOT NULL,
    serial_log TEXT NOT NULL
);
CREATE INDEX runs_campaign ON runs (campaign_id, cell_index);
CREATE INDEX runs_benchmark ON runs (benchmark);
CREATE INDEX runs_build ON runs (build_id);

CREATE TABLE validations (
    run_id INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
    verdict TEXT NOT NULL,
    reason TEXT NOT NULL,
    paired INTEGER NOT NULL,
    within REAL NOT NULL,
    tolerance_ns REAL NOT NULL,
    bias_ns REAL NOT NULL,
    loa_low_ns REAL NOT NULL,
    loa_high_ns REAL NOT NULL,
    max_dev_ns REAL NOT NULL,
    toggle_overhead_ns REAL NOT NULL,
    samplerate_hz REAL NOT NULL
);
)sql";

// v2. What the kernel port says of itself (display name, configuration and its difference
// between profiles, primitive per benchmark, port-implemented and n/a benchmarks), as the JSON
// of core/store/model_json.hpp's KernelPort form. Builds stored by v1 read as '{}'.
constexpr std::string_view kV2PortJson = R"sql(
ALTER TABLE builds ADD COLUMN port_json TEXT NOT NULL DEFAULT '{}';
)sql";

// v3: one owner per campaign, and one stored run per (campaign, cell, benchmark).
// - campaign_claims: the process running a campaign (pid, host, the pid's start time so a
//   reused pid is told apart, a heartbeat). A claim is taken over only when its owner is
//   provably gone; see run_store_claims.cpp.
// - Databases written before v3 may already hold the same (campaign, cell, benchmark) twice
//   (two processes resumed one campaign at once). The unique index cannot be created over
//   them, and the measurements are real, so the later copies are kept but detached from the
//   campaign (campaign_id and cell_index set to NULL: they stay listed as single runs) instead
//   of being deleted. Runs filed under a campaign without a cell (cell_index -1: imported or
//   added by hand) are not cell measurements and stay outside the rule.
constexpr std::string_view kV3Claims = R"sql(
CREATE TABLE campaign_claims (
    campaign_id INTEGER PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
    host TEXT NOT NULL,
    pid INTEGER NOT NULL,
    pid_start TEXT NOT NULL,
    claimed_ms INTEGER NOT NULL,
    heartbeat_ms INTEGER NOT NULL
);
UPDATE runs SET campaign_id = NULL, cell_index = NULL
WHERE campaign_id IS NOT NULL AND cell_index >= 0 AND id NOT IN (
    SELECT min(id) FROM runs WHERE campaign_id IS NOT NULL AND cell_index >= 0
    GROUP BY campaign_id, cell_index, benchmark, params_key);
CREATE UNIQUE INDEX runs_one_per_cell_benchmark ON runs (campaign_id, cell_index, benchmark,
    params_key) WHERE campaign_id IS NOT NULL AND cell_index >= 0;
)sql";

// v4 (fidelity, docs/VALIDATION.md): every sample accounted for. `disagreeing` counts the pairs
// beyond the tolerance, `unpaired` the counter samples without a pulse plus the pulses without a
// sample, and `agreement` holds one byte per counter sample (0 agrees, 1 disagrees, 2 no pulse)
// so `show` can tell whether max/p99 come from a disagreeing sample. Runs stored before keep
// the defaults: nothing known per sample. (Run status 'implausible' needs no schema change:
// status is stored as text.)
constexpr std::string_view kV4Agreement = R"sql(
ALTER TABLE validations ADD COLUMN disagreeing INTEGER NOT NULL DEFAULT 0;
ALTER TABLE validations ADD COLUMN unpaired INTEGER NOT NULL DEFAULT 0;
ALTER TABLE validations ADD COLUMN agreement BLOB NOT NULL DEFAULT x'';
)sql";

// v5: the flash wait states the firmware measured in the cell a run comes from (HELLO ws_meas,
// next to the configured builds.flash_ws). NULL: not measured (older firmware, older runs).
constexpr std::string_view kV5FlashWsMeasured = R"sql(
ALTER TABLE runs ADD COLUMN flash_ws_measured INTEGER;
)sql";

// v6 (issue 13 item 7): a port acceptance check's own verdict and its reason with the counts
// (core/analysis/acceptance.hpp), beside the cross-validation verdict. '' for every other run
// and for runs stored before.
constexpr std::string_view kV6Acceptance = R"sql(
ALTER TABLE runs ADD COLUMN acceptance_verdict TEXT NOT NULL DEFAULT '';
ALTER TABLE runs ADD COLUMN acceptance_reason TEXT NOT NULL DEFAULT '';
)sql";

// v7 (scaling, docs/SCALING.md): a campaign run in shards on several machines and merged.
// - campaigns.identity: a hash of spec_json, equal for every shard of one campaign;
//   shard_index/shard_count: the cells this database runs (0/0: all of them).
// - run_origins: where a campaign run was measured (host) and, in a merged database, which
//   shard database it came from. Runs stored before v7 have no row: nothing known.
constexpr std::string_view kV7Shards = R"sql(
ALTER TABLE campaigns ADD COLUMN identity TEXT NOT NULL DEFAULT '';
ALTER TABLE campaigns ADD COLUMN shard_index INTEGER NOT NULL DEFAULT 0;
ALTER TABLE campaigns ADD COLUMN shard_count INTEGER NOT NULL DEFAULT 0;
CREATE TABLE run_origins (
    run_id INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
    host TEXT NOT NULL,
    shard_index INTEGER NOT NULL,
    shard_count INTEGER NOT NULL,
    source TEXT NOT NULL
);
)sql";

// v8 (issue 38): cycle samples are signed, stored as sample blob format 2
// (core/store/sample_codec.hpp); format-1 blobs read as two's complement. No column changes:
// the statistics cached over negative samples read unsigned are recomputed by
// restatSignedSamples() (core/store/signed_samples.hpp), which runs after this step.
constexpr std::string_view kV8SignedSamples = R"sql(
-- samples are signed from v8; see restatSignedSamples()
)sql";

// v9 (issue 38): what the image's harness costs in instructions on each side and what the
// shipped harness costs (manifest harnessSlots), so every run of an image with a grown harness
// says so. 0: not counted (builds stored before, test-only images whose harness branches).
constexpr std::string_view kV9HarnessSize = R"sql(
ALTER TABLE builds ADD COLUMN harness_counter INTEGER NOT NULL DEFAULT 0;
ALTER TABLE builds ADD COLUMN harness_pulse INTEGER NOT NULL DEFAULT 0;
ALTER TABLE builds ADD COLUMN harness_shipped_counter INTEGER NOT NULL DEFAULT 0;
ALTER TABLE builds ADD COLUMN harness_shipped_pulse INTEGER NOT NULL DEFAULT 0;
)sql";

// v10 (issue 36 item 7): runs and campaigns a lab names and annotates. A run's own name and
// note live beside it (gone with it); a campaign's name is its spec's (campaigns.name and
// spec_json's, renamed together; the identity column, which shards are merged by, stays), and
// its note a column of its own.
constexpr std::string_view kV10Labels = R"sql(
CREATE TABLE run_labels (
    run_id INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    note TEXT NOT NULL
);
ALTER TABLE campaigns ADD COLUMN note TEXT NOT NULL DEFAULT '';
)sql";

// v11 (issue 33): on a board with more than one core, how many of a run's samples began and
// ended on which core (DONE cores=, "0>1:100/0>0:3"). '': a one-core board, older firmware or
// runs stored before.
constexpr std::string_view kV11Cores = R"sql(
ALTER TABLE runs ADD COLUMN cores TEXT NOT NULL DEFAULT '';
)sql";

// v12 (issue 35 item 1): a verdict reason as data beside its English text, the JSON of
// core/store/message_json.hpp, so the GUI says it in the user's language. '': runs stored
// before, shown as their English text.
constexpr std::string_view kV12ReasonMessage = R"sql(
ALTER TABLE validations ADD COLUMN reason_msg TEXT NOT NULL DEFAULT '';
)sql";

// v13 (issue 33 item 4): each core's share of a run's recording window in its kernel's idle
// task (DONE idle=, "0:12.5/1:97.0"). '': a port that does not count it, older firmware or runs
// stored before.
constexpr std::string_view kV13Idle = R"sql(
ALTER TABLE runs ADD COLUMN idle TEXT NOT NULL DEFAULT '';
)sql";

// v14 (issue 35 item 1): a port acceptance check's reason as data beside its English text
// (acceptance_reason), as v12 did for verdict reasons. '': runs stored before, or no check.
constexpr std::string_view kV14AcceptanceMessage = R"sql(
ALTER TABLE runs ADD COLUMN acceptance_reason_msg TEXT NOT NULL DEFAULT '';
)sql";

constexpr std::array<std::string_view, 14> kMigrations{
    kV1,           kV2PortJson,       kV3Claims,        kV4Agreement,         kV5FlashWsMeasured,
    kV6Acceptance, kV7Shards,         kV8SignedSamples, kV9HarnessSize,       kV10Labels,
    kV11Cores,     kV12ReasonMessage, kV13Idle,         kV14AcceptanceMessage};

} // namespace

std::span<const std::string_view> storeMigrations() {
    return kMigrations;
}
int storeSchemaVersion() {
    return static_cast<int>(kMigrations.size());
}

} // namespace cyclelab::core
