// Bounded memory for whatever a board sends: a fake board on a local unix socket answers RUN
// with START, then 150 MB of valid-looking records and 150 MB of malformed lines, then the
// real chunks and DONE. The run must still succeed, its serial log stay within its budgets
// (and say what it dropped), and this process's peak RSS stay under 100 MB.

#include "core/protocol/firmware_client.hpp"
#include "core/protocol/run_collector.hpp"
#include "core/protocol/sample_payload.hpp"
#include "devices/net/socket_link.hpp"

#include <filesystem>
#include <gtest/gtest.h>
#include <sstream>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

using namespace cyclelab;
using namespace std::chrono_literals;

namespace {

constexpr std::size_t kFloodBytes = 150u << 20; // each kind
constexpr std::uint32_t kN = 2000;

bool sendAll(int fd, const std::string& data) {
    std::size_t off = 0;
    while (off < data.size()) {
        const ssize_t n = ::send(fd, data.data() + off, data.size() - off, MSG_NOSIGNAL);
        if (n <= 0) {
            return false;
        }
        off += static_cast<std::size_t>(n);
    }
    return true;
}

// `line` repeated into a block, the block sent until `bytes` have gone out.
bool flood(int fd, const std::string& line, std::size_t bytes) {
    std::string block;
    while (block.size() < (1u << 16)) {
        block += line;
    }
    for (std::size_t sent = 0; sent < bytes; sent += block.size()) {
        if (!sendAll(fd, block)) {
            return false;
        }
    }
    return true;
}

std::vector<std::int32_t> samples() {
    std::vector<std::int32_t> s(kN);
    for (std::uint32_t i = 0; i < kN; ++i) {
        s[i] = static_cast<std::int32_t>(300 + i % 7);
    }
    return s;
}

// Serves one connection: HELLO on INFO, and one RUN answered with the flood around real data.
void fakeBoard(int listener) {
    const int fd = ::accept(listener, nullptr, nullptr);
    if (fd < 0) {
        return;
    }
    std::string pending;
    char buf[512];
    for (;;) {
        const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
        if (n <= 0) {
            break;
        }
        pending.append(buf, static_cast<std::size_t>(n));
        std::size_t nl;
        while ((nl = pending.find('\n')) != std::string::npos) {
            const std::string command = pending.substr(0, nl);
            pending.erase(0, nl + 1);
            if (command == "INFO") {
                sendAll(fd, "HELLO proto=2 board=fake kernel=refkernel kver=1 profile=minimal "
                            "opt=O2 build=1 cpu_hz=72000000 flash_ws=2 cycle_src=dwt "
                            "cycle_hz=72000000 max_n=100000\n");
            } else if (command.rfind("RUN ", 0) == 0) {
                const auto chunks = core::formatChunkLines(samples());
                const bool ok = sendAll(fd, "START bench=sem_give_take n=" + std::to_string(kN) +
                                                " warmup=0 overhead=9\n") &&
                                flood(fd, "BENCH id=flood_" + std::string(60, 'x') + " params=-\n",
                                      kFloodBytes) &&
                                flood(fd, "D seq=1 " + std::string(60, '!') + "\n", kFloodBytes);
                std::string tail;
                for (const auto& c : chunks) {
                    tail += c;
                }
                tail += "DONE bench=sem_give_take n=" + std::to_string(kN) +
                        " chunks=" + std::to_string(chunks.size()) + "\n";
                if (!ok || !sendAll(fd, tail)) {
                    break;
                }
            }
        }
    }
    ::close(fd);
}

long peakRssKb() {
    rusage usage{};
    ::getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

} // namespace

TEST(Flood, ThreeHundredMegabytesDuringARunKeepMemoryAndLogBounded) {
    const std::string path = (std::filesystem::temp_directory_path() /
                              ("cyclelab-flood-" + std::to_string(::getpid()) + ".sock"))
                                 .string();
    ::unlink(path.c_str());
    const int listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    std::snprintf(addr.sun_path, sizeof addr.sun_path, "%s", path.c_str());
    ASSERT_EQ(::bind(listener, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
    ASSERT_EQ(::listen(listener, 1), 0);
    std::thread board(fakeBoard, listener);

    auto link = devices::openSocketLink("unix:" + path, 10s);
    ASSERT_TRUE(link.ok()) << link.error().message;
    core::FirmwareClient client(**link, core::FirmwareClientOptions{.bannerWait = 10ms});
    ASSERT_TRUE(client.hello(30s).ok());
    const long before = peakRssKb();
    auto run = client.run({"sem_give_take", {}}, kN, 0, 15min);
    (*link)->close();
    board.join();
    ::close(listener);
    ::unlink(path.c_str());

    ASSERT_TRUE(run.ok()) << run.error().message;
    EXPECT_EQ(run->samples.size(), kN);
    const long peak = peakRssKb();
    std::printf("peak RSS %ld KB (before the run %ld KB); serial log %zu bytes, %zu lines "
                "(%zu bytes) dropped\n",
                peak, before, run->serialLog.size(), run->logLinesDropped, run->logBytesDropped);
    EXPECT_LT(peak, 100L * 1024) << "peak RSS in KB";
    // 64 KB of D lines, 256 KB of other records, 256 KB of noise, 64 KB of notes, plus markers.
    EXPECT_LT(run->serialLog.size(), 700u * 1024);
    EXPECT_GT(run->logBytesDropped, 2 * kFloodBytes - (1u << 20));
    EXPECT_NE(run->serialLog.find("received but not kept"), std::string::npos);
    EXPECT_LE(run->issues.size(), core::RunCollector::kMaxIssues);
}
