// Fuzz target: the firmware client's line handling during a RUN. The input is what the board
// sends after the RUN command (its first byte chooses how the bytes are split into reads); when
// it is used up the link fails, as an unplugged board does. Whatever arrives, the client
// returns, a successful run has exactly n samples, and the serial log and the issue list stay
// within their budgets.

#include "core/protocol/firmware_client.hpp"
#include "core/protocol/run_collector.hpp"
#include "tests/fuzz/fuzz_check.hpp"

#include <algorithm>
#include <cstdint>
#include <string>

namespace {

using namespace cyclelab::core;

class ReplayLink : public SerialLink {
  public:
    ReplayLink(std::string_view bytes, std::size_t split) : m_bytes(bytes), m_split(split) {}
    std::string describe() const override { return "fuzz input"; }
    Expected<std::size_t> read(char* buffer, std::size_t capacity,
                               std::chrono::milliseconds) override {
        if (!m_started) {
            return std::size_t{0}; // nothing before the command
        }
        if (m_at >= m_bytes.size()) {
            return Error::runtime("end of fuzz input");
        }
        const std::size_t k = std::min({capacity, m_split, m_bytes.size() - m_at});
        std::copy_n(m_bytes.data() + m_at, k, buffer);
        m_at += k;
        return k;
    }
    Status write(std::string_view data) override {
        m_started = m_started || data.starts_with("RUN ");
        return success();
    }
    void close() override {}

  private:
    std::string_view m_bytes;
    std::size_t m_split;
    std::size_t m_at = 0;
    bool m_started = false;
};

// D 64 KB + records 256 KB + noise 256 KB + notes 64 KB, plus commands, markers, failure note.
constexpr std::size_t kLogBound = (64 + 256 + 256 + 64 + 16) * 1024;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using cyclelab::fuzz::check;
    if (size == 0) {
        return 0;
    }
    const std::size_t split = 1 + data[0] % 64;
    ReplayLink link(std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1), split);
    FirmwareClientOptions options;
    options.resendTimeout = std::chrono::milliseconds(1);
    FirmwareClient client(link, options);
    constexpr std::uint32_t n = 16;
    auto run = client.run({"sem_give_take", {}}, n, 0, std::chrono::seconds(5));
    if (run) {
        check(run->samples.size() == n);
        check(run->serialLog.size() <= kLogBound);
        check(run->issues.size() <= RunCollector::kMaxIssues);
    } else {
        check(!run.error().message.empty());
    }
    check(client.lastSerialLog().size() <= kLogBound);
    return 0;
}
