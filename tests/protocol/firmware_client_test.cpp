#include "core/common/message.hpp"
#include "core/protocol/firmware_client.hpp"
#include "core/protocol/sample_payload.hpp"

#include <algorithm>
#include <gtest/gtest.h>
#include <map>
#include <set>
#include <sstream>
#include <thread>

using namespace cyclelab::core;
using namespace std::chrono_literals;

namespace {

const std::string kHello =
    "HELLO proto=2 board=qemu-f405 kernel=refkernel kver=0.3 profile=minimal opt=O2 "
    "build=1a2b3c4d cpu_hz=168000000 flash_ws=5 cycle_src=systick cycle_hz=168000000 "
    "max_n=12000";

// Speaks the firmware side of PROTOCOL.md from a script, with faults injected on demand.
class FakeFirmware : public SerialLink {
  public:
    std::string helloLine = kHello;
    bool answerInfo = true;
    // The first INFO reaches a firmware still starting: its banner goes out, then the tail of
    // that INFO is read as a command of its own and refused (ERR unknown_cmd).
    bool firstInfoCut = false;
    std::vector<std::string> benchLines{"BENCH id=baseline params=-",
                                        "BENCH id=sem_give params=contended:0/1"};
    std::uint32_t listCount = 2;
    std::map<std::uint32_t, int> corruptTimes; // send chunk seq damaged this many times
    std::set<std::uint32_t> dropOnce;          // leave chunk seq out of the first pass
    std::set<std::uint32_t> duplicate;         // send chunk seq twice in the first pass
    bool resetAfterFirstChunk = false;
    bool silentAfterStart = false;
    std::string errReply; // answer RUN with this line instead
    bool broken = false;
    std::size_t readSplit = 13; // bytes per read(): lines arrive in pieces
    // A loaded host: a read that waits comes back this late with nothing (the thread was not
    // scheduled); what arrived meanwhile is there for the reads after it.
    std::chrono::milliseconds stall{0};
    std::vector<std::string> commands;
    std::string toHost;

    static std::vector<std::int32_t> samplesFor(std::uint32_t n) {
        std::vector<std::int32_t> s(n);
        for (std::uint32_t i = 0; i < n; ++i) {
            s[i] = static_cast<std::int32_t>(i % 97 == 0 ? 5000 + i : 300 + (i * 13) % 7);
        }
        return s;
    }

    std::string describe() const override { return "fake-firmware"; }

    Expected<std::size_t> read(char* buffer, std::size_t capacity,
                               std::chrono::milliseconds timeout) override {
        if (broken) {
            return Error::runtime("peer closed the socket");
        }
        if (toHost.empty() || (stall.count() > 0 && timeout.count() > 0 && !m_woke)) {
            std::this_thread::sleep_for(std::min(timeout, std::chrono::milliseconds(2)) +
                                        (timeout.count() > 0 ? stall : timeout));
            m_woke = !toHost.empty();
            return std::size_t{0};
        }
        const std::size_t k = std::min({capacity, readSplit, toHost.size()});
        std::copy_n(toHost.begin(), k, buffer);
        toHost.erase(0, k);
        m_woke = !toHost.empty();
        return k;
    }

    Status write(std::string_view data) override {
        m_partial += data;
        std::size_t nl;
        while ((nl = m_partial.find('\n')) != std::string::npos) {
            handle(m_partial.substr(0, nl));
            m_partial.erase(0, nl + 1);
        }
        return success();
    }

    void close() override {}

  private:
    bool m_woke = false;
    std::string chunk(std::uint32_t seq) {
        std::string line = m_chunks.at(seq);
        if (corruptTimes[seq] > 0) {
            --corruptTimes[seq];
            char& last = line[line.size() - 2]; // a one-character varint: count unchanged
            last = last == '1' ? '2' : '1';
        }
        return line;
    }

    void handle(const std::string& command) {
        commands.push_back(command);
        std::istringstream in(command);
        std::string verb;
        in >> verb;
        if (verb == "INFO" && firstInfoCut) {
            firstInfoCut = false;
            toHost += helloLine + "\nERR code=unknown_cmd msg=expected_INFO_LIST_RUN_or_RESEND\n";
        } else if (verb == "INFO" && answerInfo) {
            toHost += helloLine + " why=info\n";
        } else if (verb == "LIST") {
            for (const auto& line : benchLines) {
                toHost += line + "\n";
            }
            toHost += "END count=" + std::to_string(listCount) + "\n";
        } else if (verb == "RUN") {
            run(in);
        } else if (verb == "RESEND") {
            std::uint32_t seq = 0;
            in >> seq;
            toHost += seq < m_chunks.size() ? chunk(seq) : "ERR code=no_chunk msg=no_such_chunk\n";
        }
    }

    void run(std::istringstream& in) {
        if (!errReply.empty()) {
            toHost += errReply + "\n";
            return;
        }
        std::string bench;
        in >> bench;
        std::map<std::string, std::string> fields{{"contended", "0"}};
        for (std::string token; in >> token;) {
            fields[token.substr(0, token.find('='))] = token.substr(token.find('=') + 1);
        }
        const auto n = static_cast<std::uint32_t>(std::stoul(fields["n"]));
        toHost += "START bench=" + bench + " n=" + fields["n"] + " warmup=" + fields["warmup"] +
                  " overhead=9 contended=" + fields["contended"] + "\n";
        if (silentAfterStart) {
            return;
        }
        const auto samples = samplesFor(n);
        m_chunks = formatChunkLines(samples);
        for (std::uint32_t seq = 0; seq < m_chunks.size(); ++seq) {
            if (dropOnce.count(seq) == 0) {
                toHost += chunk(seq);
            }
            if (duplicate.count(seq) != 0) {
                toHost += chunk(seq);
            }
            if (resetAfterFirstChunk) {
                toHost += std::string("\x00\xff reset\n", 9) + helloLine + "\n";
                return;
            }
        }
        toHost += "DONE bench=" + bench + " n=" + fields["n"] +
                  " chunks=" + std::to_string(m_chunks.size()) + "\n";
    }

    std::string m_partial;
    std::vector<std::string> m_chunks;
};

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::size_t countOf(const std::vector<std::string>& v, const std::string& s) {
    return static_cast<std::size_t>(std::count(v.begin(), v.end(), s));
}

const BenchmarkSpec kSemGive{"sem_give", {{"contended", "1"}}};

} // namespace

TEST(FirmwareClient, HelloUsesABannerThatAlreadyArrived) {
    FakeFirmware fw;
    fw.toHost = "boot rom\r\n" + kHello + "\r\n";
    FirmwareClient client(fw);
    auto hello = client.hello(2s);
    ASSERT_TRUE(hello.ok()) << hello.error().message;
    EXPECT_EQ(hello->board, "qemu-f405");
    EXPECT_TRUE(fw.commands.empty());
}

TEST(FirmwareClient, HelloSendsInfoWhenNoBannerComes) {
    FakeFirmware fw;
    FirmwareClient client(fw, FirmwareClientOptions{.bannerWait = 20ms});
    auto hello = client.hello(2s);
    ASSERT_TRUE(hello.ok()) << hello.error().message;
    EXPECT_EQ(fw.commands, std::vector<std::string>{"INFO"});
    EXPECT_EQ(client.lastHello()->maxN, 12000u);
}

TEST(FirmwareClient, HelloWithAShortTimeoutStillAsks) {
    FakeFirmware fw;
    FirmwareClient client(fw); // default bannerWait is longer than the whole timeout
    auto hello = client.hello(300ms);
    ASSERT_TRUE(hello.ok()) << hello.error().message;
    EXPECT_EQ(fw.commands, std::vector<std::string>{"INFO"});
}

// A banner that came while INFO was on its way may be followed by the firmware's refusal of
// that INFO's tail: hello() asks once more and reads up to the answer, so the refusal does not
// answer the RUN that follows (it did, and every later reply was one command late).
TEST(FirmwareClient, HelloAfterAnInfoCutByTheBootDropsItsRefusal) {
    FakeFirmware fw;
    fw.firstInfoCut = true;
    FirmwareClient client(fw, FirmwareClientOptions{.bannerWait = 20ms});
    auto hello = client.hello(2s);
    ASSERT_TRUE(hello.ok()) << hello.error().message;
    EXPECT_FALSE(hello->infoReply);
    EXPECT_EQ(fw.commands, (std::vector<std::string>{"INFO", "INFO"}));
    auto run = client.run(kSemGive, 100, 10, 5s);
    ASSERT_TRUE(run.ok()) << run.error().message;
    EXPECT_EQ(run->samples.size(), 100u);
}

// On a host so loaded that every wait comes back long after its deadline, hello() still asks
// and still reads the answer that arrived meanwhile (it used to give up before sending INFO).
TEST(FirmwareClient, HelloOnAStalledHostStillAsksAndReadsTheAnswer) {
    FakeFirmware fw;
    fw.stall = 400ms; // longer than the whole timeout
    FirmwareClient client(fw);
    auto hello = client.hello(300ms);
    ASSERT_TRUE(hello.ok()) << hello.error().message;
    EXPECT_EQ(fw.commands, std::vector<std::string>{"INFO"});
}

// The timeout follows the target's clock when it has one: a target that has not run for the
// timeout yet is still waited for, however long the host took.
TEST(FirmwareClient, HelloTimesOutOnTheTargetsClock) {
    FakeFirmware fw;
    fw.answerInfo = false;
    std::chrono::milliseconds target{0};
    FirmwareClientOptions options{.bannerWait = 10ms, .infoRetry = 20ms};
    options.targetTime = [&] {
        target += 10ms; // the target runs 10 ms per look
        return std::optional(target);
    };
    FirmwareClient client(fw, options);
    auto hello = client.hello(200ms);
    ASSERT_FALSE(hello.ok());
    EXPECT_TRUE(contains(hello.error().message, "within 0.2 s of target time"))
        << hello.error().message;
    const Message said = hello.error().sentence();
    ASSERT_GE(said.args.size(), 2u);
    EXPECT_EQ(std::get<MessageList>(said.args[1]).parts.at(0),
              message(MessageId::ErrDurationTargetTime, {"0.2 s"}));
}

TEST(FirmwareClient, HelloRefusesAnotherProtocolVersion) {
    FakeFirmware fw;
    fw.helloLine.replace(fw.helloLine.find("proto=2"), 7, "proto=3");
    fw.toHost = fw.helloLine + "\n";
    FirmwareClient client(fw);
    auto hello = client.hello(2s);
    ASSERT_FALSE(hello.ok());
    EXPECT_TRUE(contains(hello.error().message, "protocol version 3"));
    EXPECT_TRUE(contains(hello.error().message, "this host speaks version 2"));
    EXPECT_EQ(hello.error().kind, ErrorKind::Runtime) << "a banner came, just not ours";
}

TEST(FirmwareClient, HelloTimeoutSaysWhatWasAwaitedAndForHowLong) {
    FakeFirmware fw;
    fw.answerInfo = false;
    fw.toHost = "garbage\n";
    FirmwareClient client(fw, FirmwareClientOptions{.bannerWait = 10ms, .infoRetry = 40ms});
    auto hello = client.hello(200ms);
    ASSERT_FALSE(hello.ok());
    EXPECT_TRUE(contains(hello.error().message, "no HELLO from the firmware on fake-firmware "
                                                "within 0.2 s"))
        << hello.error().message;
    EXPECT_TRUE(contains(hello.error().message, "1 noise line(s)"));
    EXPECT_EQ(hello.error().kind, ErrorKind::NoBanner);
    EXPECT_GE(countOf(fw.commands, "INFO"), 2u);
}

TEST(FirmwareClient, ListReturnsTheBenchmarksAndChecksTheCount) {
    FakeFirmware fw;
    FirmwareClient client(fw);
    auto list = client.list();
    ASSERT_TRUE(list.ok()) << list.error().message;
    ASSERT_EQ(list->size(), 2u);
    EXPECT_EQ((*list)[1].params.at(0).values, (std::vector<std::string>{"0", "1"}));

    fw.listCount = 3;
    auto bad = client.list();
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().message, "LIST reply ended with END count=3 but 2 BENCH line(s) arrived");
    EXPECT_EQ(bad.error().kind, ErrorKind::Runtime);
}

TEST(FirmwareClient, RunCollectsEverySample) {
    FakeFirmware fw;
    fw.toHost = kHello + "\nDONE bench=sem_give n=300 chunks=5\n"; // stale lines
    FirmwareClient client(fw);
    ASSERT_TRUE(client.hello(1s).ok());
    auto run = client.run(kSemGive, 300, 20, 5s);
    ASSERT_TRUE(run.ok()) << run.error().message;
    EXPECT_EQ(run->samples, FakeFirmware::samplesFor(300));
    EXPECT_EQ(run->overheadCycles, 9u);
    EXPECT_EQ(run->params, (std::map<std::string, std::string>{{"contended", "1"}}));
    EXPECT_EQ(run->chunks, 5u);
    EXPECT_EQ(run->resendCount, 0u);
    EXPECT_TRUE(contains(run->serialLog, "> RUN sem_give n=300 warmup=20 contended=1\n"));
    EXPECT_TRUE(contains(run->serialLog, "START bench=sem_give n=300 warmup=20 overhead=9"));
    EXPECT_TRUE(contains(run->serialLog, "DONE bench=sem_give n=300 chunks=5\n"));
    EXPECT_TRUE(contains(run->serialLog, "D seq=4 n=44 "));
}

TEST(FirmwareClient, CorruptChunkIsResentAndRecovered) {
    FakeFirmware fw;
    fw.corruptTimes[2] = 1;
    FirmwareClient client(fw);
    auto run = client.run(kSemGive, 300, 0, 5s);
    ASSERT_TRUE(run.ok()) << run.error().message;
    EXPECT_EQ(run->samples, FakeFirmware::samplesFor(300));
    EXPECT_EQ(run->resendCount, 1u);
    EXPECT_EQ(countOf(fw.commands, "RESEND 2"), 1u);
    ASSERT_EQ(run->issues.size(), 1u);
    EXPECT_TRUE(contains(run->issues[0], "D seq=2: CRC mismatch"));
    EXPECT_TRUE(contains(run->serialLog, "# D seq=2: CRC mismatch"));
    EXPECT_TRUE(contains(run->serialLog, "> RESEND 2\n"));
}

TEST(FirmwareClient, MissingChunksIncludingTheLastAreResent) {
    FakeFirmware fw;
    fw.dropOnce = {1, 4};
    FirmwareClient client(fw);
    auto run = client.run(kSemGive, 300, 0, 5s);
    ASSERT_TRUE(run.ok()) << run.error().message;
    EXPECT_EQ(run->samples, FakeFirmware::samplesFor(300));
    EXPECT_EQ(countOf(fw.commands, "RESEND 1"), 1u);
    EXPECT_EQ(countOf(fw.commands, "RESEND 4"), 1u);
    EXPECT_EQ(run->resendCount, 2u);
}

TEST(FirmwareClient, DuplicateChunkIsHarmless) {
    FakeFirmware fw;
    fw.duplicate = {0, 3};
    FirmwareClient client(fw);
    auto run = client.run(kSemGive, 300, 0, 5s);
    ASSERT_TRUE(run.ok()) << run.error().message;
    EXPECT_EQ(run->samples, FakeFirmware::samplesFor(300));
    EXPECT_EQ(run->resendCount, 0u);
    EXPECT_EQ(run->issues.size(), 2u);
}

TEST(FirmwareClient, ChunkThatStaysBrokenFailsAfterThreeResends) {
    FakeFirmware fw;
    fw.corruptTimes[1] = 4;
    FirmwareClient client(fw);
    auto run = client.run(kSemGive, 300, 0, 5s);
    ASSERT_FALSE(run.ok());
    EXPECT_EQ(countOf(fw.commands, "RESEND 1"), 3u);
    EXPECT_TRUE(contains(run.error().message, "chunk seq=1 of RUN sem_give could not be "
                                              "recovered after 3 RESEND tries (last problem: "
                                              "D seq=1: CRC mismatch"))
        << run.error().message;
    EXPECT_TRUE(contains(client.lastSerialLog(), "# failed: chunk seq=1"));
    // The last problem is the chunk's own sentence, not English glued in.
    const Message said = run.error().sentence();
    ASSERT_EQ(said.id, MessageId::ErrChunkUnrecoverable);
    ASSERT_EQ(said.args.size(), 4u);
    EXPECT_EQ(std::get<MessageList>(said.args[3]).parts.at(0).id, MessageId::ErrChunkCrcMismatch);
}

TEST(FirmwareClient, ErrReplyCarriesCodeAndText) {
    FakeFirmware fw;
    fw.errReply = "ERR code=bad_param msg=contended_must_be_0_or_1";
    FirmwareClient client(fw);
    auto run = client.run(kSemGive, 300, 0, 5s);
    ASSERT_FALSE(run.ok());
    EXPECT_EQ(run.error().message, "the firmware answered ERR code=bad_param (contended must be "
                                   "0 or 1) to RUN sem_give");
    EXPECT_EQ(run.error().kind, ErrorKind::RefusedInput);
    EXPECT_EQ(run.error().sentence().id, MessageId::ErrRunRefused);
}

TEST(FirmwareClient, SilentFirmwareTimesOutNamingWhatWasAwaited) {
    FakeFirmware fw;
    fw.silentAfterStart = true;
    FirmwareClient client(fw);
    auto run = client.run(kSemGive, 300, 0, 200ms);
    ASSERT_FALSE(run.ok());
    EXPECT_TRUE(contains(run.error().message, "timed out after 0.2 s waiting for DONE of RUN "
                                              "sem_give n=300 on fake-firmware (START received"))
        << run.error().message;
    EXPECT_EQ(run.error().kind, ErrorKind::Timeout);
}

TEST(FirmwareClient, BoardResetMidRunLosesTheRun) {
    FakeFirmware fw;
    fw.resetAfterFirstChunk = true;
    FirmwareClient client(fw);
    auto run = client.run(kSemGive, 300, 0, 5s);
    ASSERT_FALSE(run.ok());
    EXPECT_TRUE(contains(run.error().message, "the board reset during run sem_give"));
    EXPECT_EQ(run.error().kind, ErrorKind::Runtime);
    EXPECT_TRUE(contains(client.lastSerialLog(), "HELLO proto=2"));
    EXPECT_TRUE(contains(client.lastSerialLog(), "\\x00\\xff reset\n"));
    EXPECT_EQ(client.lastHello()->board, "qemu-f405");
}

TEST(FirmwareClient, LinkErrorIsReported) {
    FakeFirmware fw;
    fw.broken = true;
    FirmwareClient client(fw);
    auto run = client.run(kSemGive, 300, 0, 5s);
    ASSERT_FALSE(run.ok());
    EXPECT_EQ(run.error().message, "the serial link fake-firmware failed: peer closed the socket");
}

TEST(FirmwareClient, BadRequestsAreRefusedBeforeSending) {
    FakeFirmware fw;
    fw.toHost = kHello + "\n";
    FirmwareClient client(fw);
    ASSERT_TRUE(client.hello(1s).ok());
    auto tooMany = client.run(kSemGive, 20000, 0, 5s);
    ASSERT_FALSE(tooMany.ok());
    EXPECT_EQ(tooMany.error().kind, ErrorKind::BadInput);
    EXPECT_TRUE(contains(tooMany.error().message, "exceeds the 12000 samples"));
    auto badParam = client.run({"sem_give", {{"Bad Name", "1"}}}, 10, 0, 5s);
    ASSERT_FALSE(badParam.ok());
    EXPECT_EQ(badParam.error().kind, ErrorKind::BadInput);
    // The firmware reads 71 bytes of a command: a longer one would be cut, not refused.
    auto tooLong = client.run({"queue_send_recv", {{"depth", "5"}, {"item", std::string(40, '9')}}},
                              10, 0, 5s);
    ASSERT_FALSE(tooLong.ok());
    EXPECT_EQ(tooLong.error().kind, ErrorKind::BadInput);
    EXPECT_TRUE(contains(tooLong.error().message, "at most 71"));
    EXPECT_TRUE(fw.commands.empty());
}

TEST(FirmwareClient, HugeRunKeepsRecordsButTruncatesChunkLines) {
    FakeFirmware fw;
    fw.readSplit = 4096;
    FirmwareClient client(fw, FirmwareClientOptions{.logChunkBudgetBytes = 2000});
    auto run = client.run(kSemGive, 10000, 0, 10s);
    ASSERT_TRUE(run.ok()) << run.error().message;
    EXPECT_EQ(run->samples.size(), 10000u);
    EXPECT_LT(run->serialLog.size(), 3000u);
    EXPECT_TRUE(contains(run->serialLog, "> RUN sem_give"));
    EXPECT_TRUE(contains(run->serialLog, "START bench=sem_give"));
    EXPECT_TRUE(contains(run->serialLog, "D line(s) omitted"));
    EXPECT_TRUE(contains(run->serialLog, "DONE bench=sem_give n=10000 chunks=157\n"));
}

TEST(FirmwareClient, DefaultRunTimeoutGrowsWithN) {
    EXPECT_GE(defaultRunTimeout(1000, 0), 20s); // tick_accuracy: ~10 ms per sample
    EXPECT_GT(defaultRunTimeout(10000, 1000), defaultRunTimeout(1000, 100));
}
