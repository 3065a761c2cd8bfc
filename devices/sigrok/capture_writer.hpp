#pragma once
// Writing logic data to a capture file while it streams: .sr (srzip, what PulseView opens),
// .vcd or .csv, through libsigrok's output modules.

#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/error.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cyclelab::devices {

// Owns its file and libsigrok output until finish() or destruction. onLogic() and finish()
// are called on one thread at a time (the acquisition thread, then the one that stops it).
class CaptureWriter : public core::LogicSink {
  public:
    // `format`: "" = by extension (.sr -> srzip, .vcd, .csv), or a libsigrok output module id.
    // `channelNames` name the logic channels, bit i = channelNames[i].
    static core::Expected<std::unique_ptr<CaptureWriter>>
    create(const std::string& path, double samplerateHz,
           const std::vector<std::string>& channelNames, const std::string& format = "");
    ~CaptureWriter() override;
    CaptureWriter(const CaptureWriter&) = delete;
    CaptureWriter& operator=(const CaptureWriter&) = delete;

    // Buffers and writes in large blocks (srzip rewrites its archive per block). A write
    // error is kept and reported by finish(); later data is dropped.
    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override;
    // Flushes and closes the file. Safe to call twice.
    core::Expected<core::CaptureInfo> finish();

    const std::string& path() const { return m_path; }

  private:
    struct Impl;
    explicit CaptureWriter(std::unique_ptr<Impl> impl, std::string path);
    core::Status flush();

    std::unique_ptr<Impl> m_impl;
    std::string m_path;
};

// Writes logic data already in memory (samples of unitSize bytes) as one capture file.
core::Status writeCaptureFile(const std::string& path, double samplerateHz,
                              const std::vector<std::string>& channelNames,
                              const std::uint8_t* data, std::size_t bytes, unsigned unitSize);

} // namespace cyclelab::devices
