#pragma once
// Realistic runs for the store tests and benchmark: every field set, samples that jitter by a
// few cycles around a typical value with rare large outliers, as real cycle counts do.

#include "core/model/model.hpp"

#include <bit>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <unistd.h>

namespace cyclelab::testing {

inline core::FirmwareBuild makeBuild(const std::string& board = "qemu-f405",
                                     const std::string& kernel = "refkernel",
                                     core::OptLevel opt = core::OptLevel::O2,
                                     core::ConfigProfile profile = core::ConfigProfile::Minimal) {
    core::FirmwareBuild b;
    b.imageName = board + "-" + kernel + "-" + std::string(toString(profile)) + "-" +
                  std::string(toString(opt));
    b.boardId = board;
    b.kernel = {kernel, "1.0.3", profile};
    b.opt = opt;
    b.clock = {168000000, 5};
    b.toolchain = "arm-none-eabi-gcc 12.2.1";
    b.flags = "-mcpu=cortex-m4 -mthumb -" + std::string(toString(opt));
    b.textBytes = 23456;
    b.dataBytes = 128;
    b.bssBytes = 44000;
    b.sha256 = std::string(64, 'a');
    b.buildId = "1a2b3c4d";
    b.imagePath = "/tmp/images/" + b.imageName + ".elf";
    b.benchmarks = {"baseline", "ctx_switch", "queue_send_recv"};
    b.port.displayName = "refkernel";
    b.port.colour = "#555555";
    b.port.configSource = "rk_config.h";
    b.port.config = {{"RK_CFG_ASSERT", "0"}};
    b.port.configDiff = {{"RK_CFG_ASSERT", {"1", "0"}}};
    b.port.primitives = {{"queue_send_recv", "rk_queue"}, {"mempool_alloc_free", "free list"}};
    b.port.portImplemented = {"mempool_alloc_free"};
    b.port.notApplicable = {{"notify_wake", "no task notification"}};
    b.harnessCounterSlots = 18;
    b.harnessPulseSlots = 15;
    b.harnessShippedCounterSlots = 18;
    b.harnessShippedPulseSlots = 15;
    return b;
}

inline std::vector<std::int32_t> realisticSamples(std::mt19937_64& rng, std::size_t n,
                                                  std::int32_t typical) {
    std::uniform_int_distribution<int> jitter(-3, 3);
    std::uniform_int_distribution<int> rare(0, 499);
    std::uniform_int_distribution<std::int32_t> spike(200, 5000);
    std::vector<std::int32_t> v(n);
    for (auto& s : v) {
        s = typical + jitter(rng);
        if (rare(rng) == 0) {
            s += spike(rng); // an interrupt landed inside the measured region
        }
    }
    return v;
}

// A refkernel campaign on qemu-f405 measuring `benchmark` in `cells` cells (index 0.., 168 MHz).
inline core::Campaign refkernelCampaign(const std::string& name, const std::string& benchmark,
                                        int cells) {
    core::Campaign c;
    c.spec.name = name;
    c.spec.boardId = "qemu-f405";
    c.spec.kernels = {"refkernel"};
    c.spec.benchmarks = {{benchmark, {}}};
    for (int i = 0; i < cells; ++i) {
        core::CampaignCell cell;
        cell.index = i;
        cell.kernel = "refkernel";
        cell.cpuHz = 168000000;
        c.cells.push_back(cell);
    }
    return c;
}

inline core::Run makeRun(std::uint64_t seed, std::size_t n = 1000) {
    std::mt19937_64 rng(seed);
    core::Run r;
    r.build = makeBuild();
    r.benchmark = {"queue_send_recv", {{"depth", "5"}, {"item", std::to_string(seed % 64)}}};
    r.warmup = 1000;
    r.startedAtMs = 1764400000000 + static_cast<std::int64_t>(seed);
    r.finishedAtMs = r.startedAtMs + 1234;
    r.status = core::RunStatus::Ok;
    r.statusReason = "seed=" + std::to_string(seed);
    r.cycleSource = "dwt";
    r.cycleHz = 168000000;
    r.harnessOverheadCycles = 11;
    r.flashWaitStatesMeasured = static_cast<int>(seed % 6);
    r.samples = realisticSamples(rng, n, 300 + static_cast<std::int32_t>(seed % 500));
    r.pulseWidths.resize(r.samples.size());
    for (std::size_t i = 0; i < n; ++i) { // 100 MHz analyzer: ~0.6 samples per cycle
        r.pulseWidths[i] = r.samples[i] * 100 / 168 + 6;
    }
    r.analyzerSamplerateHz = 100e6;
    core::Validation v;
    v.verdict = core::Verdict::Pass;
    v.reason = core::storedText("all pairs agree within one analyzer sample");
    v.paired = n;
    v.withinTolerance = 0.9987;
    v.toleranceNs = 10.0;
    v.biasNs = 1.0 / 3.0; // not representable in decimal: checks bit-exact storage
    v.loaLowNs = -7.25;
    v.loaHighNs = 7.9;
    v.maxDevNs = 9.999999;
    v.toggleOverheadNs = 59.523809523809526;
    v.samplerateHz = 100e6;
    v.disagreeing = 2;
    v.unpaired = 1;
    v.agreement.assign(n, 0);
    if (n > 2) {
        v.agreement[1] = 1;
        v.agreement[n - 1] = 2;
    }
    r.validation = v;
    r.serialLog =
        "HELLO proto=2 board=qemu-f405\nSTART bench=queue_send_recv n=" + std::to_string(n) +
        "\nDONE\n";
    r.capturePath = "/tmp/captures/run.sr";
    return r;
}

// A fresh directory under TMPDIR, removed with its contents at scope exit.
class TempDir {
  public:
    TempDir() {
        std::string tmpl =
            (std::filesystem::temp_directory_path() / "cyclelab-test-XXXXXX").string();
        if (mkdtemp(tmpl.data()) == nullptr) {
            std::abort();
        }
        m_path = tmpl;
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    std::string file(const std::string& name) const { return (m_path / name).string(); }
    const std::filesystem::path& path() const { return m_path; }

  private:
    std::filesystem::path m_path;
};

} // namespace cyclelab::testing
