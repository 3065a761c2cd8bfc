// Fuzz target: capture import through libsigrok. The first byte chooses what the rest is: an
// .sr session, a VCD or a CSV file as is, or (structure-aware) the metadata text and logic
// bytes of a session, split at the first NUL, that the target zips itself so that mutations
// of metadata keys, unit sizes and samplerates reach CycleLab's checks instead of failing the
// archive's CRC. Whatever the file holds, reading it returns; what reaches the sink is whole
// samples of one consistent unit size, and an accepted capture reports as many samples as
// were delivered.

#include "devices/sigrok/capture_file.hpp"
#include "tests/fuzz/fuzz_check.hpp"

#include <cstdint>
#include <fstream>
#include <string>
#include <unistd.h>
#include <zip.h>

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

// A session archive of `metadata` and one logic chunk, stored (not deflated): fast to write.
void writeSession(const std::string& path, const std::string& metadata, const std::string& logic) {
    int error = 0;
    zip_t* archive = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    if (!archive) {
        return;
    }
    const std::string version = "2";
    const std::pair<const char*, const std::string*> members[] = {
        {"version", &version}, {"metadata", &metadata}, {"logic-1-1", &logic}};
    for (const auto& [name, data] : members) {
        zip_source_t* src = zip_source_buffer(archive, data->data(), data->size(), 0);
        const zip_int64_t index = src ? zip_file_add(archive, name, src, 0) : -1;
        if (index < 0) {
            zip_source_free(src);
        } else {
            zip_set_file_compression(archive, static_cast<zip_uint64_t>(index), ZIP_CM_STORE, 0);
        }
    }
    zip_close(archive);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using cyclelab::fuzz::check;
    if (size == 0) {
        return 0;
    }
    static const char* const kExtensions[] = {".sr", ".vcd", ".csv", ".sr"};
    const unsigned mode = data[0] % 4;
    const std::string path =
        "/tmp/cyclelab-fuzz-capture-" + std::to_string(::getpid()) + kExtensions[mode];
    const std::string body(reinterpret_cast<const char*>(data) + 1, size - 1);
    if (mode == 3) {
        const auto nul = body.find('\0');
        writeSession(path, body.substr(0, nul),
                     nul == std::string::npos ? std::string() : body.substr(nul + 1));
    } else {
        std::ofstream(path, std::ios::binary) << body;
    }
    CountingSink sink;
    cyclelab::devices::CaptureReadOptions options;
    options.samplerateHz = 1e6;
    // The product reads VCD gaps up to 10^9 samples (about 2 s, ~20 s under ASan: libsigrok
    // expands every gap sample by sample); capture_input_safety_test checks that bound. Here a
    // smaller one keeps each input well inside libFuzzer's timeout, so a timeout found is a
    // real hang, not a legitimately long capture.
    options.maxVcdSpanSamples = 10'000'000;
    auto info = cyclelab::devices::readCaptureFile(path, sink, options);
    if (info) {
        check(info->totalSamples == sink.samples);
    } else {
        check(!info.error().message.empty());
    }
    ::unlink(path.c_str());
    return 0;
}
