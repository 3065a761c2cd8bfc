#pragma once
// The three roles a bench is made of. The campaign runner sees only these; devices/ implements
// them for real hardware (libserialport, libsigrok, OpenOCD/st-flash/pyOCD) and for the
// virtual bench (QEMU, its unix-socket UART and the virtual logic analyzer plugin).
//
// Ownership and threads (docs/ARCHITECTURE.md, "Interfaces and their threads"): a Bench owns
// its Flasher and LogicAnalyzer for its whole life; whoever made the Bench (makeBench) owns it
// and must keep it until every user is done (a CampaignRunner or CellWorkers only borrows it).
// A bench is used by one thread at a time, a cell worker's (or a GUI pool thread's for a
// connection test), never the UI thread; none of these objects is safe for concurrent calls.

#include "core/common/error.hpp"
#include "core/common/samplerates.hpp"
#include "core/model/model.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::core {

struct FlashProgress {
    int percent = 0;   // 0..100, -1 when the tool does not say
    std::string stage; // "erase", "program", "verify", "boot"
};
// Called on the thread that calls Flasher::flash, during the call only (not kept).
using FlashProgressFn = std::function<void(const FlashProgress&)>;

// Puts an image on the target and starts it. For the virtual bench "flashing" starts QEMU
// paused; the target runs after the serial link is connected (see Flasher::release()).
// Owned by its Bench; the target (a QEMU process, a debug probe session) it starts lives until
// shutdown() or the Flasher's destruction, whichever comes first. One thread at a time.
class Flasher {
  public:
    virtual ~Flasher() = default;
    virtual std::string name() const = 0;
    virtual Status flash(const FirmwareBuild& image, const FlashProgressFn& progress) = 0;
    // Lets the target run from reset (hardware: no-op after "reset"; QEMU: QMP cont).
    virtual Status release() = 0;
    virtual Status reset() = 0;
    // Stops the target cleanly (QEMU: QMP quit and wait). Safe to call twice.
    virtual void shutdown() = 0;
    // Where the core is now, resolved with `image`'s ELF: "stuck in xPortStartScheduler,
    // port.c:356 (PC 0x..., called from ... LR 0x...)". For a target that stopped answering.
    // Flashers that cannot read the core's registers say so.
    virtual Expected<std::string> locateCore(const FirmwareBuild& image) {
        (void)image;
        return Error::runtime(name() + " cannot read the core's registers");
    }
    // How long the target has been given to run (QEMU: the emulator's CPU time), so timeouts
    // follow the target's progress, not the host's load. nullopt: use the wall clock.
    virtual std::optional<std::chrono::milliseconds> targetTime() { return std::nullopt; }
};

// A byte stream to the firmware's UART: a serial port, a TCP/unix socket. Owned by whoever
// Bench::connect() returned it to (a unique_ptr), for one target boot; it owns its port or
// socket and closes it on close() or destruction. One thread at a time (the cell worker's,
// through FirmwareClient, which borrows it).
class SerialLink {
  public:
    virtual ~SerialLink() = default;
    virtual std::string describe() const = 0;
    // Reads what is available, waiting at most `timeout`. Returns 0 bytes on timeout;
    // an error when the link is gone (unplugged, peer closed).
    virtual Expected<std::size_t> read(char* buffer, std::size_t capacity,
                                       std::chrono::milliseconds timeout) = 0;
    virtual Status write(std::string_view data) = 0;
    virtual void close() = 0;
};

// Receives logic data: `bytes` holds samples of `unitSize` bytes each, little-endian,
// channel i = bit i. Called in acquisition order, on the analyzer's acquisition thread (a
// libsigrok analyzer) or inside LogicAnalyzer::stop() on its caller's thread (the virtual
// analyzer); `data` is valid during the call only. Owned by the caller of
// LogicAnalyzer::start, which must keep it alive until stop() has returned.
class LogicSink {
  public:
    virtual ~LogicSink() = default;
    virtual void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) = 0;
    // The channels this sink reads (bit i = channel i). A source may then hand it samples
    // holding only the bytes those channels are in (channels 0-7 of a 16-channel capture as
    // 1-byte samples), which the capture-file reader does to copy less between its threads.
    // Constant for the sink's life: it may be asked on another thread than onLogic()'s.
    virtual std::uint64_t channelsRead() const { return ~std::uint64_t{0}; }
};

struct CaptureRequest {
    double samplerateHz = 100e6;
    std::vector<int> channels;      // analyzer channel numbers to enable
    int triggerChannel = -1;        // -1: no trigger
    std::uint64_t limitSamples = 0; // 0: until stop()
    std::string outputPath;         // where the capture file is kept (.sr or .vcd)
};

struct CaptureInfo {
    std::string path;
    double samplerateHz = 0.0;
    std::uint64_t totalSamples = 0;
};

// Owned by its Bench. start() and stop() are called on one thread (the cell worker's), in
// pairs; the const queries may be called from the campaign thread while no capture runs.
class LogicAnalyzer {
  public:
    virtual ~LogicAnalyzer() = default;
    virtual std::string name() const = 0;
    // Keeps a reference to `sink` (not ownership) until stop() returns: the sink must outlive
    // the acquisition. `request` is copied.
    virtual Status start(const CaptureRequest& request, LogicSink& sink) = 0;
    // The rates the device offers; unknown (any rate accepted) unless the analyzer says.
    virtual SamplerateSupport samplerates() const { return {}; }
    // Whether a rate can be captured exactly, for analyzers whose limits a list or range does
    // not describe (the virtual analyzer). Checked when a campaign is planned.
    virtual Status acceptsRate(double rateHz) const {
        (void)rateHz;
        return success();
    }
    // How far the analyzer's timebase may be off, in ppm (its crystal's tolerance): one term
    // of the cross-validation tolerance, with the board's own clock (BoardProfile::clockPpm).
    // An analyzer that does not say is taken at a common crystal's 20 ppm.
    virtual double timebasePpm() const { return 20.0; }
    // Whether the analyzer samples at a phase independent of the core's clock, so the mean of
    // many quantised pulse widths converges on the true width (docs/VALIDATION.md, dithered
    // mean). A real analyzer has its own crystal; the virtual one only in its independent-phase
    // mode.
    virtual bool samplePhaseIndependent() const { return true; }
    // Ends the acquisition. Every sample has reached the sink when this returns. The runner
    // calls it after Flasher::shutdown(), so a virtual analyzer may rely on the emulator
    // having exited and its capture file being complete.
    virtual Expected<CaptureInfo> stop() = 0;
};

// One bench: a board profile with its flasher, serial connection and (optional) analyzer.
// devices/ composes the real and the virtual bench from the roles above. The references and
// pointers it returns (board(), flasher(), analyzer()) stay valid as long as the Bench.
class Bench {
  public:
    virtual ~Bench() = default;
    virtual std::string describe() const = 0;
    virtual const BoardProfile& board() const = 0;
    virtual Flasher& flasher() = 0;
    virtual LogicAnalyzer* analyzer() = 0; // nullptr: no analyzer, runs are not validated
    // Opens the serial link to the flashed target (called after Flasher::flash()).
    virtual Expected<std::unique_ptr<SerialLink>> connect() = 0;
    // The rate the target's counter really runs at against the analyzer's timebase, given the
    // firmware's cycle source and nominal rate (HELLO) and its SysTick period in counter
    // cycles (DONE tick_cycles, 0 = unknown). Real boards: the nominal rate (their crystal's
    // error is a tolerance, not a known offset); the virtual bench knows its emulator's.
    virtual double counterHz(const std::string& cycleSource, double cycleHz,
                             std::uint32_t tickCycles) const {
        (void)cycleSource;
        (void)tickCycles;
        return cycleHz;
    }
};

} // namespace cyclelab::core
