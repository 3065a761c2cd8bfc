#pragma once
// What the firmware says, one typed event per received line (firmware/PROTOCOL.md).
// Plain values with ==, so tests and the fuzzer can compare parses of the same bytes.

#include "core/common/message.hpp"
#include "core/model/model.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace cyclelab::core {

// HELLO: the boot banner and the reply to INFO.
struct Hello {
    int protoMajor = 0;
    int protoMinor = 0;
    std::string board;
    std::string kernel;
    std::string kver;
    std::string profile; // "default" / "minimal"
    std::string opt;     // "O0".."Os"
    std::string build;   // 8 hex digits identifying the image
    std::uint64_t cpuHz = 0;
    int flashWs = 0;
    std::string cycleSrc; // "dwt", "systick", "tim2", "tim5"
    std::uint64_t cycleHz = 0;
    std::uint32_t maxN = 0;
    // Optional (absent from older firmware): the clock the board really reached and where it
    // comes from ("pll-hse", "hsi" after a crystal/PLL failure, "qemu"), and the flash wait
    // states measured at start-up (-1: not reported).
    std::string clockSource;
    std::uint64_t clockHz = 0;
    int flashWsMeasured = -1;
    // Optional why=info: the reply to an INFO the host sent, not a banner after a reset (a
    // host that asked while the banner was on its way gets both; the second is no reset).
    bool infoReply = false;
    // Optional since 2.1 (ram_* fields, all or none): the RAM each kernel object takes.
    std::optional<KernelObjectRam> objectRam;
    std::map<std::string, std::string> extra; // keys this host does not know
    friend bool operator==(const Hello&, const Hello&) = default;
};

struct BenchParam {
    std::string name;
    std::vector<std::string> values; // allowed values, the first is the default
    friend bool operator==(const BenchParam&, const BenchParam&) = default;
};

// BENCH: one benchmark in a LIST reply.
struct BenchInfo {
    std::string id;
    std::vector<BenchParam> params;
    friend bool operator==(const BenchInfo&, const BenchInfo&) = default;
};

// END: closes a LIST reply.
struct ListEnd {
    std::uint32_t count = 0;
    friend bool operator==(const ListEnd&, const ListEnd&) = default;
};

// START: a RUN was accepted. `params` holds every other key, i.e. the effective parameters.
struct RunStart {
    std::string bench;
    std::uint32_t n = 0;
    std::uint32_t warmup = 0;
    std::uint32_t overheadCycles = 0;
    std::map<std::string, std::string> params;
    friend bool operator==(const RunStart&, const RunStart&) = default;
};

// D: one chunk. A line whose seq= is readable but whose other fields, CRC or payload are wrong
// still becomes a chunk, with valid=false and `error` saying why, so the host can ask for
// exactly that seq again.
struct SampleChunk {
    std::uint32_t seq = 0;
    std::uint32_t n = 0;
    std::uint32_t crc = 0;
    std::vector<std::int32_t> samples; // signed counts (protocol 2)
    bool valid = false;
    std::string error; // why it is not valid, in English
    Message text{};    // `error` as a sentence the GUI can translate
    friend bool operator==(const SampleChunk&, const SampleChunk&) = default;
};

// DONE: every chunk of the run has been sent once.
struct RunDone {
    std::string bench;
    std::uint32_t n = 0;
    std::uint32_t chunks = 0;
    // Optional: kernel ticks during the recording window and the counter cycles per tick, so
    // the host knows how long the whole run was (0 when the firmware does not say).
    std::uint32_t ticks = 0;
    std::uint32_t tickCycles = 0;
    // An acceptance check's counts (PROTOCOL.md: detected=, trials=, raised=, handled=,
    // nested=, period_ns=, source=), as sent; empty for other benchmarks.
    std::map<std::string, std::string> checkFields{};
    // Optional (proto 2.1, boards with more than one core): samples per (begin core, end core).
    std::vector<CorePair> cores{};
    // Optional (proto 2.2, ports that count it): each core's idle share of the window.
    std::vector<CoreIdle> idle{};
    friend bool operator==(const RunDone&, const RunDone&) = default;
};

// ERR: a command failed. `msg` has its underscores turned back into spaces.
struct FirmwareError {
    std::string code;
    std::string msg;
    friend bool operator==(const FirmwareError&, const FirmwareError&) = default;
};

// A line that is not a record (boot ROM text, debugger output).
struct NoiseLine {
    std::string line;
    friend bool operator==(const NoiseLine&, const NoiseLine&) = default;
};

// A line that starts with a known tag but breaks the protocol, or a line that is too long.
struct ProtocolError {
    std::string record;           // "HELLO", "D", ...; empty for an over-long line
    std::string line;             // the offending line, cut to a readable length
    std::string message;          // names the record, the field and what is wrong
    bool versionMismatch = false; // HELLO from a firmware with another major version
    Message text{};               // `message` as a sentence the GUI can translate
    friend bool operator==(const ProtocolError&, const ProtocolError&) = default;
};

using ProtocolEvent = std::variant<Hello, BenchInfo, ListEnd, RunStart, SampleChunk, RunDone,
                                   FirmwareError, NoiseLine, ProtocolError>;

} // namespace cyclelab::core
