#include "core/protocol/firmware_client.hpp"

#include "core/common/message.hpp"
#include "core/protocol/run_collector.hpp"

#include <algorithm>
#include <cstdio>
#include <utility>

namespace cyclelab::core {
namespace {

std::string seconds(std::chrono::milliseconds ms) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f s", static_cast<double>(ms.count()) / 1000.0);
    return buf;
}

bool isKeyText(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
}

bool isValueText(std::string_view text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '!' && c <= '~'; });
}

// A timeout measured on the target's clock when it has one, else on the wall clock.
class RunTimer {
  public:
    using TargetTime = std::function<std::optional<std::chrono::milliseconds>()>;
    explicit RunTimer(const TargetTime& target) : m_target(target) {
        if (auto t = now()) {
            m_start = *t;
            m_onTarget = true;
        } else {
            m_wallStart = std::chrono::steady_clock::now();
        }
    }
    std::chrono::milliseconds elapsed() const {
        if (m_onTarget) {
            if (auto t = now()) {
                return *t - m_start;
            }
        }
        return std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - m_wallStart);
    }
    // A timeout as said in a message: "12.0 s", or "12.0 s of target time" on the target's clock.
    MessageArg describe(std::chrono::milliseconds timeout) const {
        if (m_onTarget) {
            return sub(message(MessageId::ErrDurationTargetTime, {seconds(timeout)}));
        }
        return seconds(timeout);
    }

  private:
    std::optional<std::chrono::milliseconds> now() const {
        return m_target ? m_target() : std::nullopt;
    }
    const TargetTime& m_target;
    bool m_onTarget = false;
    std::chrono::milliseconds m_start{0};
    std::chrono::steady_clock::time_point m_wallStart = std::chrono::steady_clock::now();
};

} // namespace

std::chrono::milliseconds defaultRunTimeout(std::uint32_t n, std::uint32_t warmup) {
    const auto iterations = static_cast<std::int64_t>(n) + warmup;
    // 15 ms per iteration of sampling, ~0.3 ms per sample on a 115200-baud wire, 10 s margin.
    return std::chrono::milliseconds(10'000 + iterations * 15 + static_cast<std::int64_t>(n) / 3);
}

FirmwareClient::FirmwareClient(SerialLink& link, FirmwareClientOptions options)
    : m_link(link), m_options(options) {}

std::string FirmwareClient::describeLink() const {
    return m_link.describe();
}

Expected<std::optional<ProtocolEvent>> FirmwareClient::nextEvent(Clock::time_point deadline) {
    char buffer[2048];
    while (true) {
        if (auto event = m_parser.next()) {
            if (const auto* hello = std::get_if<Hello>(&*event)) {
                m_hello = *hello;
            }
            return std::optional<ProtocolEvent>(std::move(*event));
        }
        const auto now = Clock::now();
        // Past the deadline, one last look without waiting: on a loaded host the reply may
        // have arrived while this thread was not running, and that is not a timeout.
        const bool late = now >= deadline;
        const auto wait =
            late ? std::chrono::milliseconds(0)
                 : std::max(std::chrono::milliseconds(1),
                            std::chrono::ceil<std::chrono::milliseconds>(deadline - now));
        auto got = m_link.read(buffer, sizeof buffer, wait);
        if (!got) {
            return Error::runtime(message(MessageId::ErrSerialLinkFailed,
                                          {describeLink(), sub(got.error().sentence())}));
        }
        if (*got == 0 && late) {
            return std::optional<ProtocolEvent>();
        }
        m_parser.feed(std::string_view(buffer, *got));
    }
}

Status FirmwareClient::send(std::string_view command) {
    if (m_log) {
        m_log->sent(command);
    }
    auto written = m_link.write(std::string(command) + "\n");
    if (!written) {
        return Error::runtime(
            message(MessageId::ErrCannotSend,
                    {std::string(command), describeLink(), sub(written.error().sentence())}));
    }
    return success();
}

Status FirmwareClient::resynchronize(Clock::time_point deadline) {
    if (auto sent = send("INFO"); !sent) {
        return sent.error();
    }
    while (true) {
        auto event = nextEvent(deadline);
        if (!event) {
            return event.error();
        }
        if (!*event) {
            // No reply in time: the banner stands; a stray reply still to come is what
            // discardPending() and the run's checks are for.
            return success();
        }
        if (const auto* hello = std::get_if<Hello>(&**event); hello && hello->infoReply) {
            m_hello = *hello;
            return success();
        }
    }
}

Status FirmwareClient::discardPending() {
    char buffer[2048];
    // Bounded: a link that never stops talking must not keep us here.
    for (int i = 0; i < 64; ++i) {
        auto got = m_link.read(buffer, sizeof buffer, std::chrono::milliseconds(0));
        if (!got) {
            return Error::runtime(message(MessageId::ErrSerialLinkFailed,
                                          {describeLink(), sub(got.error().sentence())}));
        }
        if (*got == 0) {
            break;
        }
        m_parser.feed(std::string_view(buffer, *got));
    }
    while (auto event = m_parser.next()) {
        if (const auto* hello = std::get_if<Hello>(&*event)) {
            m_hello = *hello;
        }
    }
    return success();
}

void FirmwareClient::beginLog(std::size_t chunkBudget) {
    m_log.emplace(chunkBudget);
    m_parser.setRawLineSink([this](std::string_view line) { m_log->received(line); });
}

void FirmwareClient::endLog() {
    m_parser.setRawLineSink({});
    if (m_log) {
        m_lastLog = m_log->text();
        m_lastLogDroppedLines = m_log->omittedLines();
        m_lastLogDroppedBytes = m_log->omittedBytes();
        m_log.reset();
    }
}

Error FirmwareClient::failRun(Error error) {
    if (m_log) {
        m_log->noteAlways("failed: " + error.message);
    }
    endLog();
    return error;
}

Expected<Hello> FirmwareClient::hello(std::chrono::milliseconds timeout) {
    // On the target's clock where it has one (a loaded host that does not run the emulator
    // does not use up the target's time), else on the wall clock.
    const RunTimer timer(m_options.targetTime);
    // With a short timeout, keep half of it for the INFO round trip.
    auto nextInfo = Clock::now() + std::min(m_options.bannerWait, timeout / 2);
    int infoSent = 0;
    std::optional<Message> malformed;
    while (true) {
        auto event = nextEvent(std::min(nextInfo, Clock::now() + std::chrono::milliseconds(200)));
        if (!event) {
            return event.error();
        }
        if (*event) {
            if (const auto* hello = std::get_if<Hello>(&**event)) {
                if (infoSent == 0 || hello->infoReply) {
                    return *hello;
                }
                const Hello banner = *hello;
                if (auto st = resynchronize(Clock::now() + timeout); !st) {
                    return st.error();
                }
                return banner;
            }
            if (const auto* error = std::get_if<ProtocolError>(&**event);
                error != nullptr && error->record == "HELLO") {
                if (error->versionMismatch) {
                    return Error::runtime(error->text);
                }
                malformed = error->text;
            }
            continue;
        }
        // Never give up without having asked: a host too busy to send INFO in time is not a
        // target that does not answer.
        if (infoSent > 0 && timer.elapsed() >= timeout) {
            break;
        }
        if (Clock::now() >= nextInfo || (infoSent == 0 && timer.elapsed() >= timeout)) {
            if (auto sent = send("INFO"); !sent) {
                return sent.error();
            }
            ++infoSent;
            nextInfo = Clock::now() + m_options.infoRetry;
        }
    }
    std::vector<MessageArg> args{describeLink(), timer.describe(timeout), std::to_string(infoSent),
                                 std::to_string(m_parser.noiseLines())};
    if (malformed) {
        args.push_back(sub(*malformed));
    }
    return Error::fromText(ErrorKind::NoBanner, message(malformed ? MessageId::ErrNoHelloMalformed
                                                                  : MessageId::ErrNoHello,
                                                        std::move(args)));
}

Expected<std::vector<BenchInfo>> FirmwareClient::list(std::chrono::milliseconds timeout) {
    if (auto st = discardPending(); !st) {
        return st.error();
    }
    beginLog(1024 * 1024);
    if (auto sent = send("LIST"); !sent) {
        return failRun(sent.error());
    }
    const auto deadline = Clock::now() + timeout;
    std::vector<BenchInfo> benches;
    while (true) {
        auto event = nextEvent(deadline);
        if (!event) {
            return failRun(event.error());
        }
        if (!*event) {
            return failRun(Error::fromText(
                ErrorKind::Timeout,
                message(MessageId::ErrListTimeout,
                        {seconds(timeout), describeLink(), std::to_string(benches.size())})));
        }
        const ProtocolEvent& e = **event;
        if (const auto* bench = std::get_if<BenchInfo>(&e)) {
            benches.push_back(*bench);
        } else if (const auto* end = std::get_if<ListEnd>(&e)) {
            if (end->count != benches.size()) {
                return failRun(Error::runtime(
                    message(MessageId::ErrListCountMismatch,
                            {std::to_string(end->count), std::to_string(benches.size())})));
            }
            endLog();
            return benches;
        } else if (const auto* err = std::get_if<FirmwareError>(&e)) {
            return failRun(
                Error::fromText(ErrorKind::RefusedInput,
                                message(MessageId::ErrListRefused, {err->code, err->msg})));
        } else if (const auto* hello = std::get_if<Hello>(&e); hello && !hello->infoReply) {
            return failRun(Error::runtime(message(MessageId::ErrListBoardReset)));
        } else if (const auto* perr = std::get_if<ProtocolError>(&e)) {
            if (perr->record == "BENCH" || perr->record == "END" || perr->record == "ERR") {
                return failRun(
                    Error::runtime(message(MessageId::ErrListMalformed, {sub(perr->text)})));
            }
        }
    }
}

Expected<std::string> FirmwareClient::runCommand(const BenchmarkSpec& spec, std::uint32_t n,
                                                 std::uint32_t warmup) const {
    if (!isValueText(spec.id) || spec.id.find('=') != std::string::npos) {
        return Error::badInput(message(MessageId::ErrBenchIdInvalid, {spec.id}));
    }
    std::string command =
        "RUN " + spec.id + " n=" + std::to_string(n) + " warmup=" + std::to_string(warmup);
    for (const auto& [key, value] : spec.params) {
        if (!isKeyText(key) || !isValueText(value)) {
            return Error::badInput(message(MessageId::ErrRunParamInvalid, {key, value, spec.id}));
        }
        command += " " + key + "=" + value;
    }
    if (n == 0) {
        return Error::badInput(message(MessageId::ErrRunNeedsSamples, {spec.id}));
    }
    // The firmware keeps 71 bytes of a command and would cut a longer one (PROTOCOL.md).
    constexpr std::size_t kMaxCommandBytes = 71;
    if (command.size() > kMaxCommandBytes) {
        return Error::badInput(
            message(MessageId::ErrCommandTooLong,
                    {command, std::to_string(command.size()), std::to_string(kMaxCommandBytes)}));
    }
    if (m_hello && m_hello->maxN != 0 && n > m_hello->maxN) {
        return Error::badInput(
            message(MessageId::ErrRunExceedsMaxN,
                    {std::to_string(n), std::to_string(m_hello->maxN), m_hello->board}));
    }
    return command;
}

void FirmwareClient::logNewIssues(const RunCollector& collector, std::size_t& issuesLogged) {
    for (; issuesLogged < collector.issueCount(); ++issuesLogged) {
        m_log->note(english(collector.issueText(issuesLogged)));
    }
}

Status FirmwareClient::collectUntilDone(RunCollector& collector, const BenchmarkSpec& spec,
                                        std::uint32_t n, std::chrono::milliseconds timeout,
                                        std::size_t& issuesLogged) {
    // Polled in short slices so the timer can follow the target's clock, which stands still
    // while a loaded host does not run the emulator.
    const RunTimer timer(m_options.targetTime);
    while (!collector.doneReceived() && !collector.failed()) {
        auto event = nextEvent(Clock::now() + std::chrono::milliseconds(200));
        if (!event) {
            return event.error();
        }
        if (!*event && timer.elapsed() < timeout) {
            continue;
        }
        if (!*event) {
            return Error::fromText(
                ErrorKind::Timeout,
                message(collector.started() ? MessageId::ErrRunTimeoutNoDone
                                            : MessageId::ErrRunTimeoutNoStart,
                        {timer.describe(timeout), spec.id, std::to_string(n), describeLink(),
                         std::to_string(collector.receivedChunks())}));
        }
        collector.accept(**event);
        logNewIssues(collector, issuesLogged);
    }
    return success();
}

Expected<std::size_t> FirmwareClient::recoverMissingChunks(RunCollector& collector,
                                                           const BenchmarkSpec& spec,
                                                           std::size_t& issuesLogged) {
    std::map<std::uint32_t, int> tries;
    std::size_t resends = 0;
    while (!collector.failed() && !collector.complete()) {
        const auto missing = collector.missingChunks();
        if (missing.empty()) {
            return collector.samples().error();
        }
        const std::uint32_t seq = missing.front();
        if (tries[seq] >= m_options.maxResendTries) {
            return Error::runtime(message(
                MessageId::ErrChunkUnrecoverable,
                {std::to_string(seq), spec.id, std::to_string(m_options.maxResendTries),
                 sub(collector.lastIssueFor(seq).value_or(message(MessageId::IssueNoValidCopy)))}));
        }
        ++tries[seq];
        ++resends;
        if (auto sent = send("RESEND " + std::to_string(seq)); !sent) {
            return sent.error();
        }
        const auto resendDeadline = Clock::now() + m_options.resendTimeout;
        while (!collector.failed()) {
            auto event = nextEvent(resendDeadline);
            if (!event) {
                return event.error();
            }
            if (!*event) {
                m_log->note("no reply to RESEND " + std::to_string(seq) + " within " +
                            seconds(m_options.resendTimeout));
                break;
            }
            collector.accept(**event);
            logNewIssues(collector, issuesLogged);
            const auto* chunk = std::get_if<SampleChunk>(&**event);
            if (chunk != nullptr && chunk->seq == seq) {
                break;
            }
        }
    }
    return resends;
}

Expected<RunResult> FirmwareClient::run(const BenchmarkSpec& spec, std::uint32_t n,
                                        std::uint32_t warmup, std::chrono::milliseconds timeout) {
    auto command = runCommand(spec, n, warmup);
    if (!command) {
        return command.error();
    }
    if (auto st = discardPending(); !st) {
        return st.error();
    }
    const std::size_t noiseBefore = m_parser.noiseLines();
    beginLog(m_options.logChunkBudgetBytes);
    if (auto sent = send(*command); !sent) {
        return failRun(sent.error());
    }
    RunCollector collector(spec.id, n);
    std::size_t issuesLogged = 0;
    if (auto st = collectUntilDone(collector, spec, n, timeout, issuesLogged); !st) {
        return failRun(st.error());
    }
    auto resends = recoverMissingChunks(collector, spec, issuesLogged);
    if (!resends) {
        return failRun(resends.error());
    }
    if (collector.failed()) {
        return failRun(Error::fromText(collector.failureKind(), collector.failureText()));
    }
    RunResult result;
    result.start = *collector.start();
    result.samples = std::move(collector.samples().value());
    result.overheadCycles = result.start.overheadCycles;
    result.params = result.start.params;
    const RunDone& done = *collector.done();
    result.chunks = done.chunks;
    if (done.tickCycles > 0) {
        result.tickCycles = done.tickCycles;
        result.windowCycles = (std::uint64_t{done.ticks} + 1) * done.tickCycles;
    }
    result.checkFields = done.checkFields;
    result.cores = done.cores;
    result.idle = done.idle;
    result.resendCount = *resends;
    result.noiseLines = m_parser.noiseLines() - noiseBefore;
    result.issues = collector.issues();
    if (collector.issuesDropped() > 0) {
        m_log->noteAlways(std::to_string(collector.issuesDropped()) +
                          " further issue(s) not listed (at most " +
                          std::to_string(RunCollector::kMaxIssues) + " are kept)");
    }
    endLog();
    result.serialLog = m_lastLog;
    result.logLinesDropped = m_lastLogDroppedLines;
    result.logBytesDropped = m_lastLogDroppedBytes;
    return result;
}

} // namespace cyclelab::core
