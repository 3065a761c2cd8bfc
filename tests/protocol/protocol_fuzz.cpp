// libFuzzer entry point for the protocol parser and run collector. Built as a real fuzzer with
// clang (scripts/fuzz), and with any compiler against fuzz_replay_main.cpp, which replays the
// checked-in corpus as a unit test. A failed invariant aborts, which both drivers report.

#include "core/protocol/protocol_fields.hpp"
#include "core/protocol/protocol_parser.hpp"
#include "core/protocol/run_collector.hpp"
#include "core/protocol/sample_payload.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

void check(bool condition) {
    if (!condition) {
        std::abort();
    }
}

void checkChunkRoundTrip(const cyclelab::core::SampleChunk& chunk) {
    using namespace cyclelab::core;
    if (!chunk.valid) {
        return;
    }
    check(chunk.samples.size() == chunk.n && chunk.n <= kMaxChunkSamples);
    const std::string line = formatChunkLine(chunk.seq, chunk.samples);
    check(line.size() <= kMaxLineBytes);
    const auto reparsed = parseProtocolLine(std::string_view(line).substr(0, line.size() - 1));
    const auto* again = std::get_if<SampleChunk>(&reparsed);
    check(again != nullptr && again->valid && again->samples == chunk.samples);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cyclelab::core;
    const std::string_view input(reinterpret_cast<const char*>(data), size);

    ProtocolParser whole;
    whole.feed(input);
    const auto events = whole.drain();

    // Framing must not depend on how the bytes were split into reads.
    ProtocolParser pieces;
    const std::size_t step = size == 0 ? 1 : 1 + data[0] % 23;
    for (std::size_t at = 0; at < size; at += step) {
        pieces.feed(input.substr(at, step));
    }
    check(pieces.drain() == events);
    check(pieces.noiseLines() == whole.noiseLines());

    RunCollector collector;
    for (const auto& event : events) {
        if (const auto* chunk = std::get_if<SampleChunk>(&event)) {
            checkChunkRoundTrip(*chunk);
        }
        if (const auto* error = std::get_if<ProtocolError>(&event)) {
            check(!error->message.empty());
        }
        collector.accept(event);
        const auto missing = collector.missingChunks();
        check(missing.size() <= RunCollector::kMaxReportedMissing);
    }
    if (collector.complete()) {
        const auto samples = collector.samples();
        check(samples.ok() && samples->size() == collector.start()->n);
    }

    // The raw bytes as a payload: whatever decodes must re-encode to the same samples.
    const auto decoded = decodePayload(input, size);
    if (decoded.ok()) {
        const auto again = decodePayload(encodePayload(*decoded), decoded->size());
        check(again.ok() && *again == *decoded);
    }
    return 0;
}
