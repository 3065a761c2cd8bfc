#include "core/common/message.hpp"
#include "core/protocol/protocol_parser.hpp"
#include "core/protocol/sample_payload.hpp"

#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace cyclelab::core;

namespace {

const std::string kHello =
    "HELLO proto=2 board=qemu-f405 kernel=refkernel kver=0.3 profile=minimal opt=O2 "
    "build=1a2b3c4d cpu_hz=168000000 flash_ws=5 cycle_src=systick cycle_hz=168000000 "
    "max_n=12000 git=dirty";

std::vector<ProtocolEvent> parseAll(std::string_view bytes) {
    ProtocolParser parser;
    parser.feed(bytes);
    return parser.drain();
}

ProtocolEvent parseOne(const std::string& line) {
    auto events = parseAll(line + "\n");
    EXPECT_EQ(events.size(), 1u) << line;
    return events.empty() ? ProtocolEvent(NoiseLine{}) : events.front();
}

std::string errorOf(const std::string& line) {
    auto event = parseOne(line);
    const auto* error = std::get_if<ProtocolError>(&event);
    EXPECT_NE(error, nullptr) << line;
    return error ? error->message : std::string();
}

} // namespace

TEST(ProtocolParser, GoldenHello) {
    auto event = parseOne(kHello);
    ASSERT_TRUE(std::holds_alternative<Hello>(event));
    const auto& h = std::get<Hello>(event);
    EXPECT_EQ(h.protoMajor, 2);
    EXPECT_EQ(h.board, "qemu-f405");
    EXPECT_EQ(h.kernel, "refkernel");
    EXPECT_EQ(h.kver, "0.3");
    EXPECT_EQ(h.profile, "minimal");
    EXPECT_EQ(h.opt, "O2");
    EXPECT_EQ(h.build, "1a2b3c4d");
    EXPECT_EQ(h.cpuHz, 168000000u);
    EXPECT_EQ(h.flashWs, 5);
    EXPECT_EQ(h.cycleSrc, "systick");
    EXPECT_EQ(h.cycleHz, 168000000u);
    EXPECT_EQ(h.maxN, 12000u);
    EXPECT_EQ(h.extra, (std::map<std::string, std::string>{{"git", "dirty"}}));
}

TEST(ProtocolParser, GoldenListRunAndErrorRecords) {
    const auto events =
        parseAll("BENCH id=queue_send params=depth:1/5/10,item:4/16\n"
                 "BENCH id=baseline params=-\n"
                 "END count=2\n"
                 "START bench=queue_send n=3 warmup=100 overhead=12 depth=5 item=4\n"
                 "D seq=0 n=3 crc=f4869cd1 p=Gk11\n"
                 "DONE bench=queue_send n=3 chunks=1\n"
                 "ERR code=bad_param msg=depth_must_be_one_of_1/5/10\n");
    ASSERT_EQ(events.size(), 7u);
    const BenchInfo queue{"queue_send", {{"depth", {"1", "5", "10"}}, {"item", {"4", "16"}}}};
    EXPECT_EQ(std::get<BenchInfo>(events[0]), queue);
    EXPECT_EQ(std::get<BenchInfo>(events[1]), (BenchInfo{"baseline", {}}));
    EXPECT_EQ(std::get<ListEnd>(events[2]).count, 2u);
    const RunStart start{"queue_send", 3, 100, 12, {{"depth", "5"}, {"item", "4"}}};
    EXPECT_EQ(std::get<RunStart>(events[3]), start);
    const SampleChunk chunk{0, 3, 0xf4869cd1u, {8, 31, 30}, true, ""};
    EXPECT_EQ(std::get<SampleChunk>(events[4]), chunk);
    EXPECT_EQ(std::get<RunDone>(events[5]), (RunDone{"queue_send", 3, 1}));
    EXPECT_EQ(std::get<FirmwareError>(events[6]),
              (FirmwareError{"bad_param", "depth must be one of 1/5/10"}));
}

TEST(ProtocolParser, AnySplitOfTheStreamGivesTheSameEvents) {
    std::string stream = "boot rom v1.2\r\n" + kHello + "\r\nBENCH id=b params=-\nEND count=1\n";
    stream += "START bench=b n=70 warmup=0 overhead=3\n";
    std::vector<std::int32_t> samples(70);
    for (std::size_t i = 0; i < samples.size(); ++i) {
        samples[i] = 300 + (i * 7919) % 5;
    }
    for (const auto& line : formatChunkLines(samples)) {
        stream += line;
    }
    stream += "DONE bench=b n=70 chunks=2\nERR code=busy msg=x\n";
    const auto whole = parseAll(stream);
    ASSERT_EQ(whole.size(), 9u);

    ProtocolParser bytewise;
    for (const char c : stream) {
        bytewise.feed(std::string_view(&c, 1));
    }
    EXPECT_EQ(bytewise.drain(), whole);

    for (std::size_t cut = 0; cut <= stream.size(); ++cut) {
        ProtocolParser parser;
        parser.feed(std::string_view(stream).substr(0, cut));
        parser.feed(std::string_view(stream).substr(cut));
        ASSERT_EQ(parser.drain(), whole) << "split at byte " << cut;
    }
}

TEST(ProtocolParser, GarbageThenRebootBannerResynchronises) {
    std::string stream("\x00\xff\xfe garbage without newline \x13", 30);
    stream += "\n\x7f\x80HELLO proto=2 half\n" + kHello + "\n";
    ProtocolParser parser;
    parser.feed(stream);
    const auto events = parser.drain();
    ASSERT_EQ(events.size(), 3u);
    EXPECT_TRUE(std::holds_alternative<NoiseLine>(events[0]));
    EXPECT_TRUE(std::holds_alternative<NoiseLine>(events[1])); // tag does not start the line
    ASSERT_TRUE(std::holds_alternative<Hello>(events[2]));
    EXPECT_EQ(parser.noiseLines(), 2u);
}

TEST(ProtocolParser, OverlongLineIsAnErrorAndParsingResumesAtTheNextNewline) {
    ProtocolParser parser;
    parser.feed("D seq=1 n=2 crc=00000000 p=" + std::string(600, '0'));
    auto events = parser.drain();
    ASSERT_EQ(events.size(), 1u); // reported as soon as the limit is passed
    const auto& error = std::get<ProtocolError>(events[0]);
    EXPECT_EQ(error.record, "D");
    EXPECT_NE(error.message.find("longer than 512 bytes"), std::string::npos);
    parser.feed(std::string(100, '1') + "\nEND count=0\n");
    events = parser.drain();
    ASSERT_EQ(events.size(), 1u);
    EXPECT_TRUE(std::holds_alternative<ListEnd>(events[0]));

    // 511 bytes + '\n' is the longest legal line; '\r' does not count.
    EXPECT_TRUE(std::holds_alternative<NoiseLine>(parseOne(std::string(511, 'x') + "\r")));
    EXPECT_TRUE(
        std::holds_alternative<ProtocolError>(parseAll(std::string(512, 'x') + "\n").at(0)));
}

TEST(ProtocolParser, MissingOrMalformedFieldsNameRecordAndField) {
    std::string noMax = kHello.substr(0, kHello.find(" max_n="));
    EXPECT_EQ(errorOf(noMax), "HELLO: required field max_n= is missing");
    EXPECT_NE(errorOf("START bench=b n=abc warmup=0 overhead=1").find("START: field n='abc'"),
              std::string::npos);
    EXPECT_NE(errorOf("START bench=b n=-1 warmup=0 overhead=1").find("unsigned"),
              std::string::npos);
    EXPECT_NE(errorOf("DONE bench=b n=99999999999 chunks=1").find("up to 4294967295"),
              std::string::npos);
    EXPECT_NE(errorOf("END count=1 count=2").find("count= appears twice"), std::string::npos);
    EXPECT_NE(errorOf("END oops").find("'oops' is not key=value"), std::string::npos);
    EXPECT_NE(errorOf("END Count=1").find("outside [a-z0-9_]"), std::string::npos);
    EXPECT_NE(errorOf("ERR code=x").find("ERR: required field msg="), std::string::npos);
    EXPECT_NE(errorOf("BENCH id=q params=depth").find("not name:value1/value2"), std::string::npos);
    EXPECT_NE(errorOf("BENCH id=q params=depth:1//2").find("empty allowed value"),
              std::string::npos);
    EXPECT_NE(errorOf("D n=1 crc=00000000 p=0").find("D: required field seq="), std::string::npos);
}

// The GUI says a malformed record in the user's language: the error carries its sentence as
// an id with the record and the field's problem as arguments, not only its English.
TEST(ProtocolParser, AMalformedRecordIsASentenceWithTheRecordAndTheField) {
    const auto event = parseOne("START bench=b n=abc warmup=0 overhead=1");
    const auto& error = std::get<ProtocolError>(event);
    EXPECT_EQ(error.text, message(MessageId::ErrProtocolRecord,
                                  {"START", sub(message(MessageId::ErrProtocolNotNumber,
                                                        {"n", "'abc'", "4294967295"}))}));
    EXPECT_EQ(english(error.text), error.message);

    const auto chunk = parseAll("D seq=1 n=2 crc=00000000 p=" + std::string(600, '0'));
    const auto& overlong = std::get<ProtocolError>(chunk.at(0));
    EXPECT_EQ(overlong.text, message(MessageId::ErrProtocolRecordLineTooLong, {"D", "512"}));

    std::string v3 = kHello;
    v3.replace(v3.find("proto=2"), 7, "proto=3");
    const auto newer = parseOne(v3);
    EXPECT_EQ(std::get<ProtocolError>(newer).text,
              message(MessageId::ErrProtocolVersionNewer, {"3", "2"}));
    // A bad params= carries protocol_text's own sentence inside the record's.
    const auto bench = parseOne("BENCH id=q params=depth:1//2");
    EXPECT_EQ(std::get<ProtocolError>(bench).text,
              message(MessageId::ErrProtocolRecord,
                      {"BENCH",
                       sub(message(MessageId::ErrProtocolBadParams,
                                   {sub(message(MessageId::ErrParamsEmptyValue, {"depth"}))}))}));
}

TEST(ProtocolParser, UnknownMajorVersionNamesBothVersions) {
    std::string v3 = kHello;
    v3.replace(v3.find("proto=2"), 7, "proto=3");
    auto event = parseOne(v3);
    const auto& error = std::get<ProtocolError>(event);
    EXPECT_TRUE(error.versionMismatch);
    EXPECT_NE(error.message.find("protocol version 3"), std::string::npos);
    EXPECT_NE(error.message.find("this host speaks version 2"), std::string::npos);

    std::string minor = kHello;
    minor.replace(minor.find("proto=2"), 7, "proto=2.3");
    const auto hello = std::get<Hello>(parseOne(minor));
    EXPECT_EQ(hello.protoMinor, 3);
    EXPECT_NE(errorOf("HELLO proto=x").find("not a version"), std::string::npos);
}

// Version 1 firmware clamped a count below the harness overhead to 0; its samples cannot be
// checked for plausibility, so the host refuses it and says to re-flash.
TEST(ProtocolParser, OlderFirmwareIsToldToReflash) {
    std::string v1 = kHello;
    v1.replace(v1.find("proto=2"), 7, "proto=1");
    const auto event = parseOne(v1);
    const auto& error = std::get<ProtocolError>(event);
    EXPECT_TRUE(error.versionMismatch);
    EXPECT_NE(error.message.find("protocol version 1"), std::string::npos) << error.message;
    EXPECT_NE(error.message.find("re-flash"), std::string::npos) << error.message;
}

TEST(ProtocolParser, DamagedChunksKeepTheirSeq) {
    auto bad = std::get<SampleChunk>(parseOne("D seq=4 n=3 crc=00000000 p=Gk11"));
    EXPECT_FALSE(bad.valid);
    EXPECT_EQ(bad.seq, 4u);
    EXPECT_EQ(bad.error, "D seq=4: CRC mismatch (line says 00000000, payload gives f4869cd1)");
    EXPECT_EQ(bad.text, message(MessageId::ErrChunkCrcMismatch, {"4", "00000000", "f4869cd1"}));

    auto count = std::get<SampleChunk>(parseOne("D seq=5 n=2 crc=f4869cd1 p=Gk11"));
    EXPECT_FALSE(count.valid);
    EXPECT_NE(count.error.find("more than the n=2"), std::string::npos);
    EXPECT_EQ(count.text.id, MessageId::ErrChunkBadPayload);
    EXPECT_EQ(english(count.text), count.error);

    auto noCrc = std::get<SampleChunk>(parseOne("D seq=6 n=3 p=Gk11"));
    EXPECT_FALSE(noCrc.valid);
    EXPECT_EQ(noCrc.error, "D seq=6: required field crc= is missing");
    EXPECT_EQ(noCrc.text.id, MessageId::ErrProtocolRecord);

    auto tooMany = std::get<SampleChunk>(parseOne("D seq=7 n=65 crc=0 p=0"));
    EXPECT_NE(tooMany.error.find("chunk limit of 1..64"), std::string::npos);
    auto empty = std::get<SampleChunk>(parseOne("D seq=9 n=0 crc=00000000 p="));
    EXPECT_FALSE(empty.valid);

    auto garbled = std::get<SampleChunk>(parseOne("D seq=8 n=3 crc=f4869cd1 p=G\x01k11"));
    EXPECT_FALSE(garbled.valid);
    EXPECT_NE(garbled.error.find("byte 0x01"), std::string::npos);
}

TEST(ProtocolParser, UnknownKeysAreIgnoredAndUnknownTagsAreNoise) {
    auto done = parseOne("DONE bench=b n=1 chunks=1 took_ms=5");
    EXPECT_EQ(std::get<RunDone>(done), (RunDone{"b", 1, 1}));
    EXPECT_TRUE(std::holds_alternative<NoiseLine>(parseOne("HELLOWORLD proto=1")));
    EXPECT_TRUE(std::holds_alternative<NoiseLine>(parseOne("")));
    EXPECT_EQ(std::get<NoiseLine>(parseOne("[boot] ok")).line, "[boot] ok");
}

TEST(ProtocolParser, DoneCarriesAnAcceptanceChecksCounts) {
    auto done = std::get<RunDone>(parseOne(
        "DONE bench=irq_nesting n=3 chunks=1 ticks=4 tick_cycles=168000 raised=200 handled=199 "
        "nested=3 period_ns=19968 took_ms=5"));
    const std::map<std::string, std::string> want{
        {"raised", "200"}, {"handled", "199"}, {"nested", "3"}, {"period_ns", "19968"}};
    EXPECT_EQ(done.checkFields, want) << "unknown keys (took_ms) stay ignored";
    EXPECT_TRUE(std::get<RunDone>(parseOne("DONE bench=b n=1 chunks=1")).checkFields.empty());
}

// Protocol 2.1: a two-core image says on which core each sample began and ended.
TEST(ProtocolParser, DoneCarriesTheCoresEachSampleBeganAndEndedOn) {
    auto done = std::get<RunDone>(parseOne("DONE bench=hart_ipi n=5 chunks=1 cores=0>1:3/1>1:2"));
    EXPECT_EQ(done.cores, (std::vector<CorePair>{{0, 1, 3}, {1, 1, 2}}));
    EXPECT_TRUE(std::get<RunDone>(parseOne("DONE bench=b n=1 chunks=1")).cores.empty());
    for (const char* bad : {"cores=0>1", "cores=0-1:3", "cores=0>1:3/", "cores=0>1:3//1>1:2",
                            "cores=x>1:3", "cores=0>1:99999999999"}) {
        auto event = parseOne(std::string("DONE bench=b n=1 chunks=1 ") + bad);
        ASSERT_TRUE(std::holds_alternative<ProtocolError>(event)) << bad;
        EXPECT_NE(std::get<ProtocolError>(event).message.find("cores="), std::string::npos)
            << std::get<ProtocolError>(event).message;
    }
}

// Protocol 2.2: a port that counts its idle task says each core's idle share of the window.
TEST(ProtocolParser, DoneCarriesEachCoresIdleShare) {
    auto done = std::get<RunDone>(
        parseOne("DONE bench=xcore_sem n=5 chunks=1 cores=0>1:5 idle=0:12.5/1:100.0"));
    EXPECT_EQ(done.idle, (std::vector<CoreIdle>{{0, 125}, {1, 1000}}));
    EXPECT_EQ(formatCoreIdle(done.idle), "0:12.5/1:100.0");
    EXPECT_EQ(std::get<RunDone>(parseOne("DONE bench=b n=1 chunks=1 idle=0:0.0")).idle,
              (std::vector<CoreIdle>{{0, 0}}));
    EXPECT_TRUE(std::get<RunDone>(parseOne("DONE bench=b n=1 chunks=1")).idle.empty());
    for (const char* bad :
         {"idle=0:12", "idle=0:12.", "idle=0:12.55", "idle=0:100.1", "idle=0:101.0", "idle=0:12.5/",
          "idle=0-12.5", "idle=0:-1.0", "idle=0:1.5//1:2.0", "idle=x:1.0"}) {
        auto event = parseOne(std::string("DONE bench=b n=1 chunks=1 ") + bad);
        ASSERT_TRUE(std::holds_alternative<ProtocolError>(event)) << bad;
        EXPECT_NE(std::get<ProtocolError>(event).message.find("idle="), std::string::npos)
            << std::get<ProtocolError>(event).message;
    }
}

TEST(ProtocolParser, RawLineSinkSeesEveryLine) {
    ProtocolParser parser;
    std::vector<std::string> seen;
    parser.setRawLineSink([&](std::string_view line) { seen.emplace_back(line); });
    parser.feed("noise\r\nEND count=0\n" + std::string(700, 'z') + "\n");
    ASSERT_EQ(seen.size(), 3u);
    EXPECT_EQ(seen[0], "noise");
    EXPECT_EQ(seen[1], "END count=0");
    EXPECT_EQ(seen[2].substr(seen[2].size() - 3), "...");
    EXPECT_EQ(parser.lines(), 3u);
    EXPECT_EQ(parser.protocolErrors(), 1u);
}

// Protocol 2.1: the RAM each kernel object takes, all the ram_* fields or none; a 2.0 image has
// none and is still accepted.
TEST(ProtocolParser, HelloObjectRam) {
    EXPECT_FALSE(std::get<Hello>(parseOne(kHello)).objectRam.has_value());

    const std::string ram = " ram_sem=80 ram_mutex=84 ram_queue=144 ram_q_depth=16 ram_q_item=4 "
                            "ram_task=1124 ram_stack=1024";
    const auto hello = std::get<Hello>(parseOne(kHello + ram + " ram_event=32 ram_notify=0"));
    ASSERT_TRUE(hello.objectRam.has_value());
    const KernelObjectRam& r = *hello.objectRam;
    EXPECT_EQ(r.semBytes, 80u);
    EXPECT_EQ(r.mutexBytes, 84u);
    EXPECT_EQ(r.queueBytes, 144u);
    EXPECT_EQ(r.queueDepth, 16u);
    EXPECT_EQ(r.queueItemBytes, 4u);
    EXPECT_EQ(r.eventBytes, 32u);
    EXPECT_EQ(r.taskBytes, 1124u);
    EXPECT_EQ(r.taskStackBytes, 1024u);
    EXPECT_EQ(r.notifyBytes, 0u);
    EXPECT_TRUE(hello.extra.count("git")) << "unknown keys are still kept";
    EXPECT_FALSE(hello.extra.count("ram_sem")) << "the ram_* keys are known ones";

    // A kernel without event groups or notifications leaves those two out.
    const auto bare = std::get<Hello>(parseOne(kHello + ram));
    ASSERT_TRUE(bare.objectRam.has_value());
    EXPECT_FALSE(bare.objectRam->eventBytes.has_value());
    EXPECT_FALSE(bare.objectRam->notifyBytes.has_value());

    std::string missing = kHello + ram;
    missing.erase(missing.find(" ram_queue=144"), 14);
    EXPECT_NE(errorOf(missing).find("required field ram_queue= is missing"), std::string::npos);
    EXPECT_NE(errorOf(kHello + ram + " ram_event=-3").find("ram_event="), std::string::npos);
}
