#pragma once
// A libsigrok logic analyzer as a core::LogicAnalyzer. Acquisition runs on a worker thread
// with its own sr_session and glib main context; logic data goes to the sink (and optionally
// to a capture file) on that thread as it arrives.
//
// Owns the opened device and, while a capture runs, the worker thread and the capture file;
// borrows the sink given to start() until stop() has joined the worker. The public functions
// are for one thread at a time (the bench's user), never the acquisition thread.

#include "core/bench_api/bench_interfaces.hpp"
#include "devices/sigrok/sigrok_scan.hpp"

#include <chrono>
#include <memory>
#include <string>

namespace cyclelab::devices {

class SigrokAnalyzer final : public core::LogicAnalyzer {
  public:
    // `spec`: "driver[:option=value...]" as in scanAnalyzers(), e.g. "fx2lafw", "demo",
    // "fx2lafw:conn=1.7". The first matching device with logic channels is opened.
    static core::Expected<std::unique_ptr<SigrokAnalyzer>> open(const std::string& spec);
    ~SigrokAnalyzer() override;
    SigrokAnalyzer(const SigrokAnalyzer&) = delete;
    SigrokAnalyzer& operator=(const SigrokAnalyzer&) = delete;

    std::string name() const override;
    const AnalyzerInfo& info() const;
    // The rates libsigrok lists for the device (SR_CONF_SAMPLERATE), as found when opened.
    core::SamplerateSupport samplerates() const override { return info().samplerates; }
    // From timebasePpmOf(driver).
    double timebasePpm() const override;

    // A driver option by its sigrok-cli name, like `--config key=value` (tried on the device,
    // then on each channel group): setConfig("pattern", "incremental") on the demo driver.
    core::Status setConfig(const std::string& key, const std::string& value);
    // Percentage of the capture kept from before the trigger (-1: driver default).
    void setPreTriggerPercent(int percent);

    // Bit i of every sample is analyzer channel i (disabled channels read 0). The sink is
    // called on the acquisition thread. Refuses a samplerate the device does not support,
    // listing the ones it does. request.outputPath (".sr", ".vcd", ".csv") also keeps the
    // capture on disk.
    core::Status start(const core::CaptureRequest& request, core::LogicSink& sink) override;
    // True once the acquisition ended by itself (sample/time limit, trigger capture done,
    // device lost) within `timeout`.
    bool waitFinished(std::chrono::milliseconds timeout);
    // Stops, joins the worker and closes the capture file. Fails when the device was lost,
    // delivered no data, or stopped short of the sample limit; the data received is in the
    // sink either way.
    core::Expected<core::CaptureInfo> stop() override;

  private:
    struct Impl;
    explicit SigrokAnalyzer(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};

// The timebase tolerance of a libsigrok driver's devices in ppm: a driver table (what the
// devices' crystals are specified to, where known); 20 ppm, a common crystal's tolerance, for a
// driver the table does not name. `demo` generates its samples in software: no crystal, 0.
double timebasePpmOf(const std::string& driver);

} // namespace cyclelab::devices
