// .sr files that lie are refused, by name, with what is wrong: libsigrok 0.5.2 itself reads a
// chunk that fails its CRC, or is cut short, without a word. The archives are built here byte
// by byte (stored, uncompressed chunks, so a flipped byte keeps every size) and read through
// the real libsigrok session loader.

#include "core/common/message.hpp"
#include "devices/sigrok/capture_file.hpp"
#include "devices/sigrok/capture_writer.hpp"
#include "devices/sigrok/session_archive.hpp"
#include "tests/sigrok/logic_test_util.hpp"

#include <array>
#include <dlfcn.h>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <random>

// Defined by devices/sigrok/session_archive.cpp for libzip to call (zlib's signature).
extern "C" unsigned long crc32_z(unsigned long crc, const unsigned char* buf, std::size_t len);

namespace fs = std::filesystem;
using cyclelab::core::MessageId;
using cyclelab::devices::readCaptureFile;
using cyclelab::devices::sigrok::ArchiveCheck;
using cyclelab::testutil::PulseCounter;

namespace {

// The ids of a sentence's parts, one level down (a single sentence: its own id).
std::vector<MessageId> partIds(const cyclelab::core::Message& sentence) {
    if (sentence.id != MessageId::Sequence)
        return {sentence.id};
    std::vector<MessageId> out;
    for (const auto& arg : sentence.args)
        if (const auto* list = std::get_if<cyclelab::core::MessageList>(&arg))
            for (const auto& part : list->parts)
                for (MessageId id : partIds(part))
                    out.push_back(id);
    return out;
}

std::uint32_t crc32(const std::string& data) {
    std::uint32_t crc = 0xFFFFFFFFU;
    for (unsigned char c : data) {
        crc ^= c;
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xEDB88320U & (0U - (crc & 1U)));
    }
    return ~crc;
}

void put16(std::string& out, unsigned v) {
    out += static_cast<char>(v & 0xFF);
    out += static_cast<char>((v >> 8) & 0xFF);
}
void put32(std::string& out, std::uint32_t v) {
    put16(out, v & 0xFFFF);
    put16(out, v >> 16);
}

struct Entry {
    std::string name;
    std::string data;
    std::uint32_t crc = 0; // what the archive records; 0 = the data's own
};

// A zip archive of stored entries, as PKWARE's APPNOTE lays it out.
std::string storedZip(const std::vector<Entry>& entries) {
    std::string out, directory;
    for (const Entry& e : entries) {
        const std::uint32_t crc = e.crc != 0 ? e.crc : crc32(e.data);
        const auto offset = static_cast<std::uint32_t>(out.size());
        auto common = [&](std::string& s) {
            put16(s, 20);   // version needed
            put16(s, 0);    // flags
            put16(s, 0);    // stored
            put16(s, 0);    // time
            put16(s, 0x21); // date
            put32(s, crc);
            put32(s, static_cast<std::uint32_t>(e.data.size()));
            put32(s, static_cast<std::uint32_t>(e.data.size()));
            put16(s, static_cast<unsigned>(e.name.size()));
            put16(s, 0); // extra
        };
        put32(out, 0x04034b50);
        common(out);
        out += e.name + e.data;
        put32(directory, 0x02014b50);
        put16(directory, 20); // made by
        common(directory);
        put16(directory, 0); // comment
        put16(directory, 0); // disk
        put16(directory, 0); // internal attributes
        put32(directory, 0); // external attributes
        put32(directory, offset);
        directory += e.name;
    }
    const auto dirOffset = static_cast<std::uint32_t>(out.size());
    out += directory;
    put32(out, 0x06054b50);
    put16(out, 0);
    put16(out, 0);
    put16(out, static_cast<unsigned>(entries.size()));
    put16(out, static_cast<unsigned>(entries.size()));
    put32(out, static_cast<std::uint32_t>(directory.size()));
    put32(out, dirOffset);
    put16(out, 0);
    return out;
}

// Two chunks of one-byte samples at 1 MHz: probe pulses of 3 samples every 10 samples.
std::vector<Entry> session() {
    std::string logic(4000, '\0');
    for (std::size_t s = 0; s < logic.size(); ++s)
        logic[s] = (s % 10 >= 4 && s % 10 < 7) ? 1 : 0;
    return {{"version", "2"},
            {"metadata", "[global]\nsigrok version=0.5.2\n\n[device 1]\ncapturefile=logic-1\n"
                         "total probes=2\nsamplerate=1 MHz\ntotal analog=0\nprobe1=probe\n"
                         "probe2=marker\nunitsize=1\n"},
            {"logic-1-1", logic.substr(0, 2000)},
            {"logic-1-2", logic.substr(2000)}};
}

class SessionArchiveTest : public ::testing::Test {
  protected:
    void SetUp() override {
        m_dir = fs::path(CYCLELAB_BINARY_DIR) / "test-tmp" /
                ::testing::UnitTest::GetInstance()->current_test_info()->name();
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    std::string write(const std::string& name, const std::string& bytes) const {
        const std::string path = (m_dir / name).string();
        std::ofstream(path, std::ios::binary) << bytes;
        return path;
    }
    fs::path m_dir;
};

TEST_F(SessionArchiveTest, AnIntactArchiveReadsAsWritten) {
    const std::string path = write("good.sr", storedZip(session()));
    PulseCounter counter(2);
    auto info = readCaptureFile(path, counter);
    ASSERT_TRUE(info.ok()) << info.error().message;
    EXPECT_EQ(info->totalSamples, 4000U);
    EXPECT_EQ(counter.widths(0).size(), 400U);
}

TEST_F(SessionArchiveTest, AChunkFailingItsCrcIsRefusedByName) {
    auto entries = session();
    entries[3].crc = crc32(entries[3].data); // the archive keeps the true CRC...
    entries[3].data[1234] ^= 1;              // ...of data that changed since
    const std::string path = write("flipped.sr", storedZip(entries));
    PulseCounter counter(2);
    auto info = readCaptureFile(path, counter);
    ASSERT_FALSE(info.ok()) << "a damaged chunk was read as a capture";
    const std::string& msg = info.error().message;
    EXPECT_NE(msg.find(path), std::string::npos) << msg;
    EXPECT_NE(msg.find("logic-1-2"), std::string::npos) << msg;
    EXPECT_NE(msg.find("CRC-32"), std::string::npos) << msg;
    EXPECT_EQ(
        partIds(info.error().sentence()),
        (std::vector<MessageId>{MessageId::ErrCampaignCtxFile, MessageId::ArchiveChunkCrcLibzip,
                                MessageId::NoteArchiveDamaged}))
        << msg;
}

// libzip checks every chunk's CRC-32 as libsigrok reads it, and libsigrok drops the verdict:
// this program takes it from zip_fclose (session_archive.cpp) instead of a CRC-32 pass of its
// own, and libzip's CRC-32 is libdeflate's (crc32_z, defined in the program).
TEST_F(SessionArchiveTest, LibzipsVerdictIsTakenAndItsCrcIsLibdeflates) {
    EXPECT_TRUE(ArchiveCheck("x.sr", {}).usesLibzipVerdicts());
    EXPECT_EQ(dlsym(RTLD_DEFAULT, "crc32_z"), reinterpret_cast<void*>(&crc32_z));
    const std::string digits = "123456789";
    const auto* bytes = reinterpret_cast<const unsigned char*>(digits.data());
    EXPECT_EQ(crc32_z(0, nullptr, 0), 0UL); // zlib's initial value
    EXPECT_EQ(crc32_z(0, bytes, digits.size()), 0xCBF43926UL);
    EXPECT_EQ(crc32_z(crc32_z(0, bytes, 4), bytes + 4, 5), 0xCBF43926UL);

    auto entries = session();
    entries[2].crc = crc32(entries[2].data) ^ 0x10U; // logic-1-1's recorded CRC-32 is wrong
    const std::string path = write("badcrc.sr", storedZip(entries));
    PulseCounter counter(2);
    auto info = readCaptureFile(path, counter);
    ASSERT_FALSE(info.ok());
    EXPECT_NE(info.error().message.find("logic-1-1 fails its CRC-32 check (libzip"),
              std::string::npos)
        << info.error().message;
}

// Where libzip's verdicts are not seen, every CRC-32 is computed here; where they are, a chunk
// libzip never closed has no verdict and is not taken as checked.
TEST(ArchiveCheck, WithoutLibzipsVerdictsTheCrcIsComputedAndWithThemEveryChunkNeedsOne) {
    const std::string data = "abcd";
    const std::vector<cyclelab::devices::sigrok::ArchiveChunk> chunks = {
        {"logic-1-1", 4, crc32(data)}};
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(data.data());
    ArchiveCheck intact("x.sr", chunks, false);
    intact.feed(bytes, 4);
    EXPECT_TRUE(intact.finish().ok());
    const std::string changed = "abce";
    ArchiveCheck damaged("x.sr", chunks, false);
    damaged.feed(reinterpret_cast<const std::uint8_t*>(changed.data()), 4);
    ASSERT_FALSE(damaged.finish().ok());
    EXPECT_NE(damaged.finish().error().message.find("logic-1-1 fails its CRC-32 check"),
              std::string::npos);
    ArchiveCheck unclosed("x.sr", chunks, true);
    unclosed.feed(bytes, 4);
    ASSERT_FALSE(unclosed.finish().ok());
    EXPECT_NE(unclosed.finish().error().message.find("libzip closed 0 of 1"), std::string::npos);
    ArchiveCheck closed("x.sr", chunks, true);
    closed.feed(reinterpret_cast<const std::uint8_t*>(changed.data()), 4); // not looked at
    closed.onChunkClosed(0);
    EXPECT_TRUE(closed.finish().ok());
}

TEST_F(SessionArchiveTest, ATruncatedArchiveIsRefusedBeforeLibsigrokReadsIt) {
    const std::string whole = storedZip(session());
    const std::string path = write("cut.sr", whole.substr(0, whole.size() * 2 / 3));
    PulseCounter counter(2);
    auto info = readCaptureFile(path, counter);
    ASSERT_FALSE(info.ok());
    EXPECT_NE(info.error().message.find("truncated"), std::string::npos) << info.error().message;
    EXPECT_EQ(
        partIds(info.error().sentence()),
        (std::vector<MessageId>{MessageId::ErrArchiveNoDirectory, MessageId::NoteArchiveDamaged}))
        << info.error().message;
    EXPECT_EQ(counter.samples(), 0U);
}

TEST_F(SessionArchiveTest, HeadersThatDisagreeWithTheDirectoryAreRefused) {
    std::string bytes = storedZip(session());
    // The first local header of logic-1-1 claims one byte less than the directory records.
    const auto at = bytes.find(std::string("logic-1-1")) - 30 + 18;
    bytes[at] = static_cast<char>(bytes[at] - 1);
    const std::string path = write("inconsistent.sr", bytes);
    PulseCounter counter(2);
    auto info = readCaptureFile(path, counter);
    ASSERT_FALSE(info.ok());
    EXPECT_NE(info.error().message.find("damaged"), std::string::npos) << info.error().message;
    EXPECT_EQ(counter.samples(), 0U);
}

TEST_F(SessionArchiveTest, ACompressedChunkDamagedInTheMiddleIsRefused) {
    // libsigrok's own writer (deflated chunks); one byte of compressed data flipped.
    std::vector<std::uint8_t> logic(1'000'000);
    std::mt19937 rng(3);
    for (auto& sample : logic)
        sample = static_cast<std::uint8_t>(rng() & 3U);
    const std::string path = (m_dir / "deflated.sr").string();
    ASSERT_TRUE(
        cyclelab::devices::writeCaptureFile(path, 1e6, {"a", "b"}, logic.data(), logic.size(), 1)
            .ok());
    std::string bytes;
    {
        std::ifstream in(path, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    // The chunk's local header: sizes at +18, name and extra-field lengths at +26 and +28.
    const auto name = bytes.find("logic-1-1");
    ASSERT_NE(name, std::string::npos);
    auto field = [&](std::size_t at, unsigned size) {
        std::uint32_t v = 0;
        for (unsigned k = 0; k < size; ++k)
            v |= static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + k])) << (8 * k);
        return v;
    };
    const std::size_t header = name - 30;
    const std::size_t compressed = field(header + 18, 4);
    const std::size_t data = name + field(header + 26, 2) + field(header + 28, 2);
    ASSERT_GT(compressed, 50000U);
    ASSERT_LT(data + compressed, bytes.size());
    bytes[data + compressed / 2] ^= 0x10;
    const std::string damaged = write("damaged.sr", bytes);
    PulseCounter counter(2);
    auto info = readCaptureFile(damaged, counter);
    ASSERT_FALSE(info.ok()) << "read " << counter.samples() << " samples of a damaged file";
    EXPECT_NE(info.error().message.find("logic-1-1"), std::string::npos) << info.error().message;
}

} // namespace

namespace {

// libsigrok makes a device for every "[device N]" section, whatever N, and walks its channel
// list once per declared channel: every section is checked, not only [device 1].
std::string metadataOnly(const std::string& sections) {
    return "[global]\nsigrok version=0.5.2\n\n" + sections;
}

} // namespace

TEST_F(SessionArchiveTest, EveryDeviceSectionIsCheckedWhateverItsNumber) {
    auto entries = session();
    entries[1].data = metadataOnly("[device 0]\ncapturefile=logic-1\ntotal probes=100000000\n"
                                   "samplerate=1 MHz\nunitsize=1\n");
    const std::string path = write("device0.sr", storedZip(entries));
    PulseCounter counter(2);
    auto info = readCaptureFile(path, counter);
    ASSERT_FALSE(info.ok()) << "a section named [device 0] escaped the metadata checks";
    EXPECT_NE(info.error().message.find("'total probes'"), std::string::npos)
        << info.error().message;
    EXPECT_NE(info.error().message.find("100000000"), std::string::npos) << info.error().message;
}

TEST_F(SessionArchiveTest, MoreThanOneDeviceSectionIsRefused) {
    auto entries = session();
    const std::string device = "capturefile=logic-1\ntotal probes=2\nsamplerate=1 MHz\n"
                               "unitsize=1\nprobe1=probe\nprobe2=marker\n";
    entries[1].data = metadataOnly("[device 1]\n" + device + "[device 2]\n" + device);
    const std::string path = write("two.sr", storedZip(entries));
    PulseCounter counter(2);
    auto info = readCaptureFile(path, counter);
    ASSERT_FALSE(info.ok()) << "a session of two devices was read as one capture";
    EXPECT_NE(info.error().message.find("2 device sections"), std::string::npos)
        << info.error().message;
    EXPECT_NE(info.error().message.find(path), std::string::npos) << info.error().message;
    EXPECT_EQ(info.error().sentence(),
              cyclelab::core::message(MessageId::ErrArchiveDeviceSections, {path, "2"}));
}

TEST_F(SessionArchiveTest, MoreProbeKeysThanChannelsCouldHaveAreRefused) {
    auto entries = session();
    std::string device = "[device 1]\ncapturefile=logic-1\ntotal probes=2\nunitsize=1\n";
    for (int k = 1; k <= 9000; ++k)
        device += "probe" + std::to_string(k) + "=p\n";
    entries[1].data = metadataOnly(device);
    const std::string path = write("keys.sr", storedZip(entries));
    PulseCounter counter(2);
    auto info = readCaptureFile(path, counter);
    ASSERT_FALSE(info.ok());
    EXPECT_NE(info.error().message.find("9003 keys"), std::string::npos) << info.error().message;
}
