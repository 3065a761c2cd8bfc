#pragma once
// The threads a campaign's cells run on: one per bench (one QEMU each on the virtual bench),
// each executing one cell at a time with a CellExecutor and a retry. Workers never touch the
// store or the progress callback: they post reports, and the runner's thread (the one writer
// to the store) takes them with next(). A report carries copies, never pointers into a
// worker's data.

#include "core/bench_api/bench_interfaces.hpp"
#include "core/campaign/cell_executor.hpp"
#include "core/campaign/cell_timings.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace cyclelab::core {

struct WorkerReport {
    enum class Kind { Attempt, Log, BenchmarkDone, Finished };
    Kind kind = Kind::Log;
    int worker = 0;
    int cellIndex = 0;
    int part = 0;       // which boot of the cell (cell_parts.hpp)
    int attempt = 0;    // Attempt: 0 first, 1 the retry
    std::string text;   // Log: the message; Attempt 1 and a failed Finished: the failure
    Message sentence{}; // the same as text, as a sentence (text is its English)
    std::size_t benchIndex = 0;
    std::size_t benchCount = 0;
    std::optional<Run> run; // BenchmarkDone: the run just measured
    // Finished: the cell's runs when it succeeded, or when a stop ended it part-way the runs
    // of the benchmarks it finished (stopped is set then too)
    std::optional<std::vector<Run>> runs;
    bool stopped = false; // Finished: a stop was asked before the cell's last benchmark
    CellTimings timings;  // Finished: the last attempt's phases, wallS its time on the bench
};

class CellWorkers {
  public:
    // One worker per bench. `stop` is polled between benchmarks. Borrows the benches and
    // `stop`, which must outlive this object (the destructor joins every worker first). Every
    // member function is for the runner's thread only; the workers own their cell's copies.
    CellWorkers(std::vector<Bench*> benches, CellOptions options, const std::atomic<bool>& stop);
    ~CellWorkers(); // joins every worker (each stops at its next benchmark once stop is set)
    CellWorkers(const CellWorkers&) = delete;
    CellWorkers& operator=(const CellWorkers&) = delete;

    int size() const { return static_cast<int>(m_benches.size()); }
    // An idle worker's index, or -1 when every worker runs a cell.
    int idleWorker() const;
    int busyCount() const;
    // Runs `cell` of `spec` with `image` on worker `worker` (which must be idle). `skipped`:
    // the benchmarks not measured (stored already by a stopped pass of the cell, or another
    // part's); `part`: which boot of the cell this is; `resumed`: the cell has stored runs
    // (its capture gets a pass number of its own, so theirs is kept).
    void start(int worker, const CampaignSpec& spec, const CampaignCell& cell,
               Expected<FirmwareBuild> image, std::set<std::string> skipped = {}, int part = 0,
               bool resumed = false);
    // The next report, waiting at most `timeout`. A Finished report makes its worker idle.
    std::optional<WorkerReport> next(std::chrono::milliseconds timeout);

  private:
    void work(int worker, CampaignSpec spec, CampaignCell cell, Expected<FirmwareBuild> image,
              std::set<std::string> skipped, int part, bool resumed);
    void post(WorkerReport report);

    std::vector<Bench*> m_benches;
    CellOptions m_options;
    const std::atomic<bool>& m_stop;
    std::vector<std::thread> m_threads;
    std::vector<bool> m_busy; // runner thread only
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<WorkerReport> m_reports;
};

} // namespace cyclelab::core
