#pragma once
// Shared by `run` and `demo`: open the store, load the board and images, compose the bench,
// run or resume the campaign with a progress display and Ctrl-C handling.

#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace cyclelab::cli {

struct SessionOptions {
    std::string db;
    std::string imagesDir; // "" = default search (data_paths.hpp)
    std::string boardsDir;
    std::string captureDir; // keep capture files here ("" = discard them)
    std::string serialPort; // real boards
    std::string analyzerDriver;
    std::string analyzerConnection;
    int jobs = 0;              // cells side by side (virtual bench); 0 = one per core
    core::CampaignShard shard; // run only shard K/N of the campaign
    bool timings = false;      // print where each cell's time went
    std::string timingsJson;   // and write it as JSON here
};

struct SessionResult {
    std::int64_t campaignId = 0;
    int cellsDone = 0;
    int cellsFailed = 0;
    bool stopped = false;
    bool anyVerdictFailure = false; // a run of the campaign fails or is implausible
};

// Runs `spec` (or resumes `resumeId` when set). Errors are returned before anything is
// stored when the input is bad (unknown board, missing image, unreadable database).
core::Expected<SessionResult> runCampaignSession(const std::optional<core::CampaignSpec>& spec,
                                                 std::optional<std::int64_t> resumeId,
                                                 const SessionOptions& options);

// Exit code for a finished session: 1 some cells failed or stopped, else 4
// (kExitVerdictFail) when a run fails cross-validation or is implausible, else 0.
int sessionExitCode(const SessionResult& result);

} // namespace cyclelab::cli
