#include "core/protocol/protocol_fields.hpp"
#include "core/protocol/run_collector.hpp"
#include "core/protocol/sample_payload.hpp"

#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace cyclelab::core;

namespace {

std::vector<std::int32_t> makeSamples(std::size_t n) {
    std::vector<std::int32_t> samples(n);
    for (std::size_t i = 0; i < n; ++i) {
        samples[i] = static_cast<std::int32_t>(400 + (i * 31) % 9);
    }
    return samples;
}

SampleChunk chunkEvent(const std::string& line) {
    return std::get<SampleChunk>(parseProtocolLine(line.substr(0, line.size() - 1)));
}

struct RunFixture {
    std::vector<std::int32_t> samples = makeSamples(200); // 4 chunks: 64, 64, 64, 8
    std::vector<std::string> lines = formatChunkLines(samples);
    RunStart start{"sem_give", 200, 10, 7, {{"contended", "0"}}};
    RunDone done{"sem_give", 200, 4};
};

} // namespace

TEST(RunCollector, AssemblesAnInOrderRun) {
    RunFixture f;
    RunCollector c("sem_give", 200);
    c.accept(f.start);
    for (const auto& line : f.lines) {
        c.accept(chunkEvent(line));
    }
    EXPECT_FALSE(c.complete());
    c.accept(f.done);
    ASSERT_TRUE(c.complete()) << c.failureReason();
    EXPECT_EQ(*c.samples(), f.samples);
    EXPECT_TRUE(c.issues().empty());
}

TEST(RunCollector, MissingChunkIsReportedAndRecoveredByAResend) {
    RunFixture f;
    RunCollector c("sem_give", 200);
    c.accept(f.start);
    c.accept(chunkEvent(f.lines[0]));
    c.accept(chunkEvent(f.lines[2]));
    EXPECT_EQ(c.missingChunks(), std::vector<std::uint32_t>{1}); // gap before DONE
    c.accept(f.done);
    EXPECT_EQ(c.missingChunks(), (std::vector<std::uint32_t>{1, 3})); // trailing one too
    EXPECT_FALSE(c.samples().ok());
    EXPECT_NE(c.samples().error().message.find("misses 2 chunk(s)"), std::string::npos);
    c.accept(chunkEvent(f.lines[3]));
    c.accept(chunkEvent(f.lines[1]));
    ASSERT_TRUE(c.complete());
    EXPECT_EQ(*c.samples(), f.samples);
}

TEST(RunCollector, BadCrcChunkNeedsResend) {
    RunFixture f;
    std::string corrupt = f.lines[2];
    corrupt[corrupt.size() - 3] = corrupt[corrupt.size() - 3] == '1' ? '2' : '1';
    RunCollector c;
    c.accept(f.start);
    for (std::size_t i = 0; i < f.lines.size(); ++i) {
        c.accept(chunkEvent(i == 2 ? corrupt : f.lines[i]));
    }
    c.accept(f.done);
    EXPECT_EQ(c.missingChunks(), std::vector<std::uint32_t>{2});
    EXPECT_EQ(c.invalidChunks(), 1u);
    ASSERT_EQ(c.issues().size(), 1u);
    EXPECT_NE(c.issues()[0].find("D seq=2: CRC mismatch"), std::string::npos);
    c.accept(chunkEvent(f.lines[2]));
    ASSERT_TRUE(c.complete());
    EXPECT_EQ(*c.samples(), f.samples);
}

TEST(RunCollector, DuplicateAndOutOfOrderChunksAreCountedAndHarmless) {
    RunFixture f;
    RunCollector c;
    c.accept(f.start);
    c.accept(chunkEvent(f.lines[1]));
    c.accept(chunkEvent(f.lines[0])); // out of order
    c.accept(chunkEvent(f.lines[0])); // duplicate
    c.accept(chunkEvent(f.lines[3]));
    c.accept(chunkEvent(f.lines[2])); // out of order
    c.accept(f.done);
    ASSERT_TRUE(c.complete()) << c.failureReason();
    EXPECT_EQ(c.duplicateChunks(), 1u);
    EXPECT_EQ(c.outOfOrderChunks(), 2u);
    EXPECT_EQ(*c.samples(), f.samples);
}

TEST(RunCollector, ConflictingDuplicateFailsTheRun) {
    RunFixture f;
    RunCollector c;
    c.accept(f.start);
    c.accept(chunkEvent(f.lines[0]));
    const std::vector<std::int32_t> other(64, 1);
    c.accept(chunkEvent(formatChunkLine(0, other)));
    EXPECT_TRUE(c.failed());
    EXPECT_NE(c.failureReason().find("chunk seq=0 of run sem_give arrived twice with different"),
              std::string::npos);
}

TEST(RunCollector, BoardResetLosesTheRun) {
    RunFixture f;
    RunCollector c("sem_give", 200);
    c.accept(f.start);
    c.accept(chunkEvent(f.lines[0]));
    Hello hello;
    hello.board = "qemu-f405";
    c.accept(hello);
    ASSERT_TRUE(c.failed());
    EXPECT_EQ(c.failureReason(), "the board reset during run sem_give (HELLO from qemu-f405 "
                                 "arrived while samples were being sent); the samples are lost");
    EXPECT_FALSE(c.samples().ok());
}

// A host that sent INFO while the boot banner was late gets a second HELLO, tagged why=info,
// possibly after the next RUN: a reply, not a reset (it failed runs on a loaded host).
TEST(RunCollector, LateInfoReplyIsNotAReset) {
    RunFixture f;
    RunCollector c("sem_give", 200);
    Hello reply;
    reply.board = "qemu-f405";
    reply.infoReply = true;
    c.accept(reply);
    c.accept(f.start);
    c.accept(reply);
    for (const auto& line : f.lines) {
        c.accept(chunkEvent(line));
    }
    c.accept(f.done);
    EXPECT_FALSE(c.failed()) << c.failureReason();
    ASSERT_TRUE(c.samples().ok());
    EXPECT_EQ(c.samples()->size(), f.samples.size());
}

TEST(RunCollector, ErrorReplyFailsWithCodeAndMessage) {
    RunCollector c("sem_give", 200);
    c.accept(FirmwareError{"capacity", "n exceeds max_n 12000"});
    ASSERT_TRUE(c.failed());
    EXPECT_EQ(c.failureReason(),
              "the firmware answered ERR code=capacity (n exceeds max_n 12000) to RUN sem_give");
}

TEST(RunCollector, InconsistentCountsFailTheRun) {
    RunFixture f;
    {
        RunCollector c("sem_give", 100);
        c.accept(f.start);
        EXPECT_NE(c.failureReason().find("announces n=200 but RUN asked for n=100"),
                  std::string::npos);
    }
    {
        RunCollector c;
        c.accept(f.start);
        c.accept(RunDone{"sem_give", 199, 4});
        EXPECT_NE(c.failureReason().find("DONE of run sem_give says n=199 but START said n=200"),
                  std::string::npos);
    }
    {
        RunCollector c; // the chunks hold 192 + 3 samples, not 200
        c.accept(f.start);
        for (std::size_t i = 0; i < 3; ++i) {
            c.accept(chunkEvent(f.lines[i]));
        }
        c.accept(chunkEvent(formatChunkLine(3, std::vector<std::int32_t>{1, 2, 3})));
        c.accept(f.done);
        EXPECT_NE(c.failureReason().find("hold 195 samples, START and DONE announced n=200"),
                  std::string::npos);
    }
    {
        RunCollector c;
        c.accept(f.start);
        c.accept(f.done);
        c.accept(chunkEvent(formatChunkLine(9, std::vector<std::int32_t>{1})));
        EXPECT_NE(c.failureReason().find("chunk seq=9 is beyond the 4 chunks"), std::string::npos);
    }
    {
        RunCollector c;
        c.accept(f.start);
        c.accept(RunDone{"sem_give", 200, 2});
        EXPECT_NE(c.failureReason().find("2 chunks, which cannot carry n=200"), std::string::npos);
    }
}

TEST(RunCollector, MalformedStartOrDoneFailsAndStrayLinesAreNoted) {
    RunFixture f;
    RunCollector c("sem_give");
    c.accept(chunkEvent(f.lines[0])); // before START
    ASSERT_EQ(c.issues().size(), 1u);
    EXPECT_NE(c.issues()[0].find("before START"), std::string::npos);
    c.accept(parseProtocolLine("START bench=sem_give warmup=1 overhead=2"));
    EXPECT_NE(c.failureReason().find("START line of run sem_give is malformed: START: required "
                                     "field n= is missing"),
              std::string::npos);
}

TEST(RunCollector, HugeAnnouncedCountsDoNotMakeHugeMissingLists) {
    RunCollector c;
    c.accept(RunStart{"b", 4000000000u, 0, 0, {}});
    c.accept(RunDone{"b", 4000000000u, 4000000000u / 64 + 1});
    EXPECT_EQ(c.missingChunks().size(), RunCollector::kMaxReportedMissing);
}

TEST(RunCollector, TailOfAnEarlierRunBeforeStartIsIgnored) {
    RunFixture f;
    RunCollector c("sem_give", 200);
    c.accept(chunkEvent(f.lines[3]));
    c.accept(RunDone{"queue_send", 640, 10});
    EXPECT_FALSE(c.failed());
    EXPECT_EQ(c.issues().size(), 2u);
    c.accept(f.start);
    for (const auto& line : f.lines) {
        c.accept(chunkEvent(line));
    }
    c.accept(f.done);
    ASSERT_TRUE(c.complete()) << c.failureReason();
    EXPECT_EQ(*c.samples(), f.samples);
}

// Issue 35: a run's failure and its issues are sentences the GUI can translate, with the same
// English as before.
TEST(RunCollector, FailuresAndIssuesAreSentences) {
    RunFixture f;
    RunCollector c("sem_give", 200);
    c.accept(f.start);
    std::string damaged = f.lines[2];
    damaged[damaged.find("crc=") + 4] = damaged[damaged.find("crc=") + 4] == '0' ? '1' : '0';
    c.accept(chunkEvent(damaged));
    c.accept(chunkEvent(f.lines[0]));
    c.accept(chunkEvent(f.lines[0]));
    ASSERT_EQ(c.issueTexts().size(), 2u);
    EXPECT_EQ(c.issueTexts()[0].id, MessageId::ErrChunkCrcMismatch);
    EXPECT_EQ(english(c.issueTexts()[0]), c.issues()[0]);
    EXPECT_EQ(c.issueTexts()[1], message(MessageId::IssueChunkTwiceIdentical, {"0"}));
    EXPECT_EQ(c.issues()[1], "chunk seq=0 arrived twice (identical copies); the second is ignored");

    auto pending = c.samples();
    ASSERT_FALSE(pending);
    EXPECT_EQ(pending.error().sentence().id, MessageId::ErrRunNoDoneYet);
    EXPECT_EQ(pending.error().message, "run sem_give has no DONE yet");

    Hello hello;
    hello.board = "qemu-f405";
    c.accept(hello);
    ASSERT_TRUE(c.failed());
    const Message& reason = c.failureText();
    EXPECT_EQ(reason.id, MessageId::ErrRunResetWhileSending);
    ASSERT_EQ(reason.args.size(), 2u);
    EXPECT_EQ(std::get<MessageList>(reason.args[0]).parts.at(0),
              message(MessageId::ErrRunNamed, {"sem_give"}));
    EXPECT_EQ(std::get<std::string>(reason.args[1]), "qemu-f405");
    EXPECT_EQ(english(reason), c.failureReason());
    auto failed = c.samples();
    ASSERT_FALSE(failed);
    EXPECT_EQ(failed.error().sentence(), reason);
}

TEST(RunCollector, AnErrReplyIsARefusalSentence) {
    RunCollector c("sem_give", 200);
    c.accept(FirmwareError{"E_PARAM", "unknown bench"});
    ASSERT_TRUE(c.failed());
    EXPECT_EQ(c.failureKind(), ErrorKind::RefusedInput);
    EXPECT_EQ(c.failureText(),
              message(MessageId::ErrRunRefused, {"E_PARAM", "unknown bench", "sem_give"}));
    EXPECT_EQ(c.failureReason(), "the firmware answered ERR code=E_PARAM (unknown bench) to RUN "
                                 "sem_give");
}
