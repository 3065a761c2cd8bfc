// Fuzz target: capture import through libsigrok (.sr session, VCD or CSV, chosen by the first
// byte). Whatever the file holds, reading it returns; what reaches the sink is whole samples of
// one consistent unit size, and an accepted capture reports as many samples as were delivered.

#include "devices/sigrok/capture_file.hpp"
#include "tests/fuzz/fuzz_check.hpp"

#include <cstdint>
#include <fstream>
#include <string>
#include <unistd.h>

namespace {

class CountingSink : public cyclelab::core::LogicSink {
  public:
    void onLogic(const std::uint8_t*, std::size_t bytes, unsigned unitSize) override {
        cyclelab::fuzz::check(unitSize >= 1 && unitSize <= 8 && bytes % unitSize == 0);
        cyclelab::fuzz::check(m_unitSize == 0 || m_unitSize == unitSize);
        m_unitSize = unitSize;
        samples += bytes / unitSize;
    }
    std::uint64_t samples = 0;

  private:
    unsigned m_unitSize = 0;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using cyclelab::fuzz::check;
    if (size == 0) {
        return 0;
    }
    static const char* const kExtensions[] = {".sr", ".vcd", ".csv"};
    const std::string path =
        "/tmp/cyclelab-fuzz-capture-" + std::to_string(::getpid()) + kExtensions[data[0] % 3];
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(data) + 1, static_cast<std::streamsize>(size - 1));
    CountingSink sink;
    cyclelab::devices::CaptureReadOptions options;
    options.samplerateHz = 1e6;
    auto info = cyclelab::devices::readCaptureFile(path, sink, options);
    if (info) {
        check(info->totalSamples == sink.samples);
    } else {
        check(!info.error().message.empty());
    }
    ::unlink(path.c_str());
    return 0;
}
