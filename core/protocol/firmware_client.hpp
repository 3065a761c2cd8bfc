#pragma once
// Talks to the benchmark firmware over a SerialLink: waits for (or asks for) the HELLO banner,
// lists the benchmarks, runs one and brings back every sample, recovering damaged chunks with
// RESEND. Single-threaded and blocking; call it from a worker, never from a UI thread.

#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"
#include "core/protocol/protocol_events.hpp"
#include "core/protocol/protocol_parser.hpp"
#include "core/protocol/run_collector.hpp"
#include "core/protocol/serial_log.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::core {

struct FirmwareClientOptions {
    std::chrono::milliseconds resendTimeout{3000}; // per RESEND try
    int maxResendTries = 3;                        // per chunk
    std::chrono::milliseconds bannerWait{1500};    // hello(): before sending INFO
    std::chrono::milliseconds infoRetry{2000};     // hello(): between INFO commands
    std::size_t logChunkBudgetBytes = 64 * 1024;   // D lines kept in RunResult::serialLog
    // The clock hello() and run() time out on (Flasher::targetTime: the emulator's CPU time on the
    // virtual bench, so a busy host does not fail a run); unset or nullopt: the wall clock.
    std::function<std::optional<std::chrono::milliseconds>()> targetTime{};
};

struct RunResult {
    RunStart start; // effective bench, n, warmup, overhead and parameters, from START
    std::vector<std::int32_t> samples; // cycles, harness overhead subtracted (signed)
    std::uint32_t overheadCycles = 0;
    std::map<std::string, std::string> params; // effective parameters, defaults filled in
    std::uint32_t chunks = 0;
    // Upper bound of the recording window in counter cycles, from DONE ticks= and
    // tick_cycles= ((ticks + 1) x tick_cycles); 0 when the firmware does not say.
    std::uint64_t windowCycles = 0;
    std::uint32_t tickCycles = 0; // the SysTick period in counter cycles (DONE tick_cycles=)
    std::map<std::string, std::string> checkFields{}; // DONE's acceptance-check counts, if any
    std::vector<CorePair> cores{}; // DONE cores=: samples per (begin core, end core), if sent
    std::vector<CoreIdle> idle{};  // DONE idle=: each core's idle share of the window, if sent
    std::size_t resendCount = 0;   // RESEND commands sent
    std::size_t noiseLines = 0;
    std::vector<std::string> issues; // anomalies recovered from (bad CRC, duplicates, ...)
    std::string serialLog;
    // Received but not kept in serialLog (its budgets); the log's last line says so too.
    std::size_t logLinesDropped = 0;
    std::size_t logBytesDropped = 0;
};

// A generous budget for one run: sampling at up to ~15 ms per iteration (tick_accuracy runs
// ~10 ms each) plus the transfer at 115200 baud, plus a fixed margin for start-up.
std::chrono::milliseconds defaultRunTimeout(std::uint32_t n, std::uint32_t warmup);

class FirmwareClient {
  public:
    // Borrows `link` (owned by the caller, who keeps it open until the client is gone); one
    // thread at a time, the one reading the link (a cell worker's).
    explicit FirmwareClient(SerialLink& link, FirmwareClientOptions options = {});

    // Returns the boot banner if one arrives (or already arrived) within bannerWait (at most
    // half of `timeout`), else sends INFO (again every infoRetry) until `timeout`. A HELLO of
    // another major protocol version is an error naming both versions. A banner that comes after
    // an INFO was sent is followed by one more INFO, answered in order: the firmware may have
    // started while that INFO was on the wire and read only its tail, an unknown command whose
    // ERR would otherwise answer the next command sent.
    Expected<Hello> hello(std::chrono::milliseconds timeout);

    Expected<std::vector<BenchInfo>>
    list(std::chrono::milliseconds timeout = std::chrono::seconds(5));

    // `timeout` covers the RUN until DONE (see defaultRunTimeout); each RESEND try then has
    // options.resendTimeout of its own.
    Expected<RunResult> run(const BenchmarkSpec& spec, std::uint32_t n, std::uint32_t warmup,
                            std::chrono::milliseconds timeout);

    // The last HELLO seen, from hello() or a banner that arrived in between.
    const std::optional<Hello>& lastHello() const { return m_hello; }
    // The log of the last list()/run(), also when it failed: keep it with a failed run.
    const std::string& lastSerialLog() const { return m_lastLog; }

  private:
    using Clock = std::chrono::steady_clock;

    // The next event, or nullopt when `deadline` passes first.
    Expected<std::optional<ProtocolEvent>> nextEvent(Clock::time_point deadline);
    Status send(std::string_view command);
    // Parses whatever is already buffered so stale lines do not answer the next command.
    Status discardPending();
    // After a banner that came while INFO was in flight: INFO again, and everything up to its
    // why=info reply (a stray ERR included) read and dropped, within `deadline`.
    Status resynchronize(Clock::time_point deadline);
    void beginLog(std::size_t chunkBudget);
    void endLog();
    Error failRun(Error error);
    std::string describeLink() const;
    // The RUN command line for a run, or why it cannot be sent (checked before anything is).
    Expected<std::string> runCommand(const BenchmarkSpec& spec, std::uint32_t n,
                                     std::uint32_t warmup) const;
    // Feeds the collector until DONE (or its failure); a timeout on the target's clock fails.
    Status collectUntilDone(RunCollector& collector, const BenchmarkSpec& spec, std::uint32_t n,
                            std::chrono::milliseconds timeout, std::size_t& issuesLogged);
    // Asks again for every chunk still missing after DONE; the number of RESENDs sent.
    Expected<std::size_t> recoverMissingChunks(RunCollector& collector, const BenchmarkSpec& spec,
                                               std::size_t& issuesLogged);
    // Notes the collector's issues not logged yet.
    void logNewIssues(const RunCollector& collector, std::size_t& issuesLogged);

    SerialLink& m_link;
    FirmwareClientOptions m_options;
    ProtocolParser m_parser;
    std::optional<Hello> m_hello;
    std::optional<SerialLog> m_log;
    std::string m_lastLog;
    std::size_t m_lastLogDroppedLines = 0;
    std::size_t m_lastLogDroppedBytes = 0;
};

} // namespace cyclelab::core
