// The ESP32-C3 images of the firmware build, parsed against Espressif's documented image format
// ("App Image Format": esp_image_header_t, esp_image_extended_header_t, segment headers, the
// checksum and the appended SHA-256) and the chip's memory map, as the mask ROM reads them when
// it boots an image from flash offset 0 without the second-stage bootloader: every segment in
// SRAM (the ROM maps no flash), below the ROM's own boot-time stack and data, entry point in
// the loaded code. The ELF beside each image shows the boot order: watchdogs off before .bss and
// main. The parser is this test's own, independent of the CMake script that seals the images.

#include "devices/common/subprocess.hpp"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iomanip>
#include <iterator>
#include <map>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using Bytes = std::vector<std::uint8_t>;

namespace {

const fs::path kImages = fs::path(CYCLELAB_BINARY_DIR) / "firmware" / "images";

// The C3's memory map (Technical Reference Manual, "System and Memory"): SRAM1 through the
// instruction bus and the data bus (the same 384 KB, 0x700000 apart), and the flash windows.
constexpr std::uint32_t kIramLo = 0x40380000, kIramHi = 0x403E0000;
constexpr std::uint32_t kDramLo = 0x3FC80000, kDramHi = 0x3FCE0000;
constexpr std::uint32_t kIbusToDbus = 0x700000;
// The ROM's stack and data while it loads the image (ESP-IDF's bootloader memory map).
constexpr std::uint32_t kRomBootData = 0x3FCDC710;
constexpr std::uint32_t kIromLo = 0x42000000, kIromHi = 0x42800000;
constexpr std::uint32_t kDromLo = 0x3C000000, kDromHi = 0x3C800000;

struct Segment {
    std::uint32_t address = 0;
    std::uint32_t length = 0;
};

struct EspImage {
    std::uint32_t entry = 0;
    std::vector<Segment> segments;
    std::size_t checkedBytes = 0; // header, segments, padding and checksum: what the hash covers
    std::vector<std::string> problems;
};

std::uint32_t le(const Bytes& b, std::size_t at, int n) {
    std::uint32_t v = 0;
    for (int i = n - 1; i >= 0; --i)
        v = v << 8 | b[at + static_cast<std::size_t>(i)];
    return v;
}

std::string hex(std::uint32_t v) {
    std::ostringstream out;
    out << "0x" << std::hex << std::uppercase << v;
    return out.str();
}

void checkHeader(const Bytes& b, EspImage& img) {
    auto& p = img.problems;
    if (b[0] != 0xE9)
        p.push_back("magic " + hex(b[0]) + ", not 0xE9");
    if (b[1] == 0 || b[1] > 16)
        p.push_back(std::to_string(b[1]) + " segments (1..16)");
    if (b[2] > 3)
        p.push_back("SPI flash mode " + std::to_string(b[2]) + " (QIO 0, QOUT 1, DIO 2, DOUT 3)");
    if ((b[3] >> 4) > 4)
        p.push_back("flash size code " + std::to_string(b[3] >> 4) + " (1 MB 0 .. 16 MB 4)");
    const int freq = b[3] & 0xF;
    if (freq != 0x0 && freq != 0x1 && freq != 0x2 && freq != 0xF)
        p.push_back("flash frequency code " + std::to_string(freq));
    img.entry = le(b, 4, 4);
    if (b[8] != 0xEE)
        p.push_back("WP pin " + hex(b[8]) + ", expected 0xEE (none)");
    if (le(b, 12, 2) != 5)
        p.push_back("chip id " + std::to_string(le(b, 12, 2)) + ", the ESP32-C3 is 5");
    if (le(b, 15, 2) > le(b, 17, 2))
        p.push_back("minimum chip revision above the maximum");
    if (b[23] != 1)
        p.push_back("hash_appended " + std::to_string(b[23]) + ": the ROM checks a SHA-256");
}

// Where a segment lands: "" when the ROM can load it, else why not.
std::string placement(const Segment& s) {
    const std::uint64_t end = std::uint64_t{s.address} + s.length;
    if (s.address >= kIramLo && end <= kIramHi)
        return end - kIbusToDbus <= kRomBootData ? "" : "reaches the ROM's boot-time stack";
    if (s.address >= kDramLo && end <= kDramHi)
        return end <= kRomBootData ? "" : "reaches the ROM's boot-time stack";
    if ((s.address >= kIromLo && end <= kIromHi) || (s.address >= kDromLo && end <= kDromHi))
        return "is flash-mapped: only the second-stage bootloader maps flash, the ROM loads SRAM";
    return "lies outside the ESP32-C3's SRAM and flash windows";
}

std::uint32_t dbus(std::uint32_t a) {
    return a >= kIramLo ? a - kIbusToDbus : a;
}

void checkSegments(const Bytes& b, EspImage& img, std::size_t& off) {
    auto& p = img.problems;
    for (int i = 0; i < b[1]; ++i) {
        if (off + 8 > b.size()) {
            p.push_back("segment " + std::to_string(i) + "'s header runs past the file");
            return;
        }
        Segment s{le(b, off, 4), le(b, off + 4, 4)};
        off += 8;
        if (off + s.length > b.size()) {
            p.push_back("segment " + std::to_string(i) + "'s data runs past the file");
            return;
        }
        if (s.address % 4 != 0 || s.length % 4 != 0)
            p.push_back("segment " + std::to_string(i) + " not word-aligned");
        if (auto why = placement(s); !why.empty())
            p.push_back("segment " + std::to_string(i) + " at " + hex(s.address) + " " + why);
        for (const auto& o : img.segments)
            if (dbus(s.address) < dbus(o.address) + o.length &&
                dbus(o.address) < dbus(s.address) + s.length)
                p.push_back("segment " + std::to_string(i) + " overlaps another in SRAM");
        img.segments.push_back(s);
        off += s.length;
    }
}

std::optional<std::string> sha256Hex(const Bytes& b, std::size_t n, const fs::path& scratch) {
    std::ofstream(scratch, std::ios::binary)
        .write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(n));
    auto run =
        cyclelab::devices::runProcess({"sha256sum", scratch.string()}, std::chrono::seconds(30));
    if (!run || run->exitCode != 0 || run->output.size() < 64)
        return std::nullopt;
    return run->output.substr(0, 64);
}

EspImage parseEspImage(const Bytes& b, const fs::path& scratch) {
    EspImage img;
    if (b.size() < 24 + 8 + 1 + 32) {
        img.problems.push_back("only " + std::to_string(b.size()) + " bytes");
        return img;
    }
    checkHeader(b, img);
    std::size_t off = 24;
    checkSegments(b, img, off);
    if (!img.problems.empty())
        return img;
    std::uint8_t sum = 0xEF;
    std::size_t at = 24;
    for (const auto& s : img.segments) {
        at += 8;
        for (std::uint32_t i = 0; i < s.length; ++i)
            sum ^= b[at + i];
        at += s.length;
    }
    while ((off + 1) % 16 != 0 && off < b.size())
        if (b[off++] != 0)
            img.problems.push_back("non-zero padding before the checksum");
    if (off >= b.size() || b[off] != sum)
        img.problems.push_back("checksum " + (off < b.size() ? hex(b[off]) : "missing") +
                               ", the segments give " + hex(sum));
    img.checkedBytes = off + 1;
    if (b.size() != img.checkedBytes + 32) {
        img.problems.push_back(std::to_string(b.size() - img.checkedBytes) +
                               " bytes after the checksum, the SHA-256 is 32");
        return img;
    }
    auto digest = sha256Hex(b, img.checkedBytes, scratch);
    std::string appended;
    for (std::size_t i = img.checkedBytes; i < b.size(); ++i)
        appended += (hex(b[i] | 0x100u).substr(3));
    for (auto& c : appended)
        c = static_cast<char>(std::tolower(c));
    if (!digest || *digest != appended)
        img.problems.push_back("appended SHA-256 " + appended + ", the image hashes to " +
                               digest.value_or("(sha256sum failed)"));
    bool entryLoaded = false;
    for (const auto& s : img.segments)
        entryLoaded = entryLoaded || (img.entry >= s.address && img.entry < s.address + s.length &&
                                      s.address >= kIramLo && s.address < kIramHi);
    if (!entryLoaded)
        img.problems.push_back("entry point " + hex(img.entry) + " is in no loaded code segment");
    return img;
}

Bytes readFile(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return Bytes(std::istreambuf_iterator<char>(in), {});
}

std::vector<fs::path> c3Images() {
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(kImages, ec)) {
        const auto name = e.path().filename().string();
        if (name.rfind("esp32c3-devkitm-", 0) == 0 && e.path().extension() == ".bin")
            out.push_back(e.path());
    }
    return out;
}

std::string run(const std::vector<std::string>& argv) {
    auto r = cyclelab::devices::runProcess(argv, std::chrono::seconds(60));
    EXPECT_TRUE(r && r->exitCode == 0) << argv[0] << (r ? r->output : r.error().message);
    return r ? r->output : "";
}

std::uint32_t symbol(const std::string& nm, const std::string& name) {
    std::istringstream in(nm);
    for (std::string line; std::getline(in, line);) {
        std::istringstream f(line);
        std::string addr, type, sym;
        if (f >> addr >> type >> sym && sym == name)
            return static_cast<std::uint32_t>(std::stoul(addr, nullptr, 16));
    }
    ADD_FAILURE() << "no symbol " << name;
    return 0;
}

class EspImageTest : public ::testing::Test {
  protected:
    void SetUp() override {
        m_images = c3Images();
        if (m_images.empty())
            GTEST_SKIP() << "no esp32c3-devkitm images in " << kImages
                         << " (the RISC-V firmware is not built)";
        m_scratch = fs::path(CYCLELAB_BINARY_DIR) / "test-tmp" / "esp_image" /
                    ::testing::UnitTest::GetInstance()->current_test_info()->name();
        fs::create_directories(m_scratch);
    }
    std::vector<fs::path> m_images;
    fs::path m_scratch;
};

TEST_F(EspImageTest, EveryImageFollowsTheDocumentedFormatAndMemoryMap) {
    for (const auto& path : m_images) {
        const auto img = parseEspImage(readFile(path), m_scratch / "prefix");
        EXPECT_TRUE(img.problems.empty()) << path.filename() << ": " << img.problems.front();
        ASSERT_EQ(img.segments.size(), 2u) << path.filename();
        EXPECT_EQ(img.segments[0].address, kIramLo) << "code at the start of SRAM1's IBus view";
        EXPECT_EQ(dbus(img.segments[0].address) + img.segments[0].length, img.segments[1].address)
            << "data right after the code's bytes, seen from the data bus";
    }
}

// The ELF beside each image: the entry is _start, which turns the watchdogs off before it clears
// .bss and calls main, and the stack ends below the ROM's boot-time data.
TEST_F(EspImageTest, BootTurnsTheWatchdogsOffBeforeMain) {
    for (auto path : m_images) {
        const auto img = parseEspImage(readFile(path), m_scratch / "prefix");
        path.replace_extension(".elf");
        const std::string nm = run({"riscv64-unknown-elf-nm", path.string()});
        EXPECT_EQ(symbol(nm, "_start"), img.entry) << path.filename();
        EXPECT_LE(symbol(nm, "_estack"), kRomBootData) << path.filename();
        const std::string dis =
            run({"riscv64-unknown-elf-objdump", "-d", "--disassemble=_start", path.string()});
        const auto wdt = dis.find("<cl_c3_watchdogs_off>");
        const auto bss = dis.find("sw\tzero,0(t0)");
        const auto main = dis.find("<main>");
        ASSERT_NE(wdt, std::string::npos) << path.filename() << dis;
        ASSERT_NE(main, std::string::npos) << path.filename() << dis;
        EXPECT_LT(wdt, bss) << path.filename() << ": watchdogs off after .bss is cleared";
        EXPECT_LT(wdt, main) << path.filename();
    }
}

// The C3's core has no mie or mip CSR (interrupts are enabled in the interrupt matrix): an access
// is an illegal instruction. Upstream kernel files still hold some (TencentOS-tiny's tickless
// helpers, the renamed CLINT start and µC/OS-III's PRCI switch request), so each function that
// touches them must be one nothing in the code calls or takes the address of, and whose address
// no loaded data holds (a table of handlers, a driver's operations: called through a pointer).
using MieMipUsers = std::map<std::string, std::string>; // start address (objdump's hex) -> name

MieMipUsers mieMipUsers(const std::string& dis) {
    MieMipUsers users;
    std::string fnAddr, fnName;
    static const std::regex label(R"(^([0-9a-f]{8}) <([^>]+)>:$)");
    static const std::regex csr(R"(\tcsr[a-z]*\t(.*,)?(mie|mip)(,|$))");
    std::istringstream in(dis);
    for (std::string line; std::getline(in, line);) {
        std::smatch m;
        if (std::regex_match(line, m, label)) {
            fnAddr = m[1];
            fnName = m[2];
        } else if (!fnAddr.empty() && std::regex_search(line, csr)) {
            users[fnAddr] = fnName;
        }
    }
    return users;
}

std::vector<std::string> reachableMieMipUsers(const std::string& dis) {
    const MieMipUsers users = mieMipUsers(dis);
    std::vector<std::string> reachable;
    std::istringstream again(dis);
    for (std::string line; std::getline(again, line);) {
        const auto colon = line.find(':');
        const std::string rest = colon == std::string::npos ? line : line.substr(colon + 1);
        for (const auto& [addr, name] : users)
            if (rest.find(addr) != std::string::npos)
                reachable.push_back(name + " (" + addr + "), referenced by: " + line);
    }
    return reachable;
}

// The words of the image's segments (as the ROM loads them) that hold such a function's address.
std::vector<std::string> storedMieMipUsers(const Bytes& b, const EspImage& img,
                                           const MieMipUsers& users) {
    std::vector<std::string> stored;
    std::size_t at = 24;
    for (const auto& s : img.segments) {
        at += 8;
        for (std::uint32_t i = 0; i + 4 <= s.length && at + i + 4 <= b.size(); i += 4) {
            std::ostringstream word;
            word << std::hex << std::setw(8) << std::setfill('0') << le(b, at + i, 4);
            if (auto u = users.find(word.str()); u != users.end())
                stored.push_back(u->second + " (" + u->first + "), its address stored at " +
                                 hex(s.address + i));
        }
        at += s.length;
    }
    return stored;
}

TEST_F(EspImageTest, NoCodeReachesTheCsrsTheCoreLacks) {
    for (auto path : m_images) {
        const Bytes bytes = readFile(path);
        const auto img = parseEspImage(bytes, m_scratch / "prefix");
        path.replace_extension(".elf");
        const std::string dis = run({"riscv64-unknown-elf-objdump", "-d", path.string()});
        ASSERT_NE(dis.find("<_start>:"), std::string::npos) << path.filename();
        for (const auto& r : reachableMieMipUsers(dis))
            ADD_FAILURE() << path.filename() << ": mie/mip accessed in " << r;
        for (const auto& r : storedMieMipUsers(bytes, img, mieMipUsers(dis)))
            ADD_FAILURE() << path.filename() << ": mie/mip accessed in " << r;
    }
    // The check can fail: a call to such a function is found, and its address in data.
    const std::string fake = "40380000 <f>:\n40380000:\t3042a073          \tcsrs\tmie,t0\n"
                             "40380010 <g>:\n40380010:\t2001                \tjal\t40380000 <f>\n";
    EXPECT_EQ(reachableMieMipUsers(fake).size(), 1u);
    EXPECT_TRUE(reachableMieMipUsers(fake.substr(0, fake.find("40380010 <g>"))).empty());
    Bytes data(24 + 8 + 8, 0);
    EspImage one;
    one.segments.push_back({0x3FC80000, 8});
    const MieMipUsers f = mieMipUsers(fake);
    EXPECT_TRUE(storedMieMipUsers(data, one, f).empty());
    for (std::size_t i = 0; i < 4; ++i) // 0x40380000, little-endian, segment 0's second word
        data[24 + 8 + 4 + i] = static_cast<std::uint8_t>(0x40380000u >> (8 * i));
    EXPECT_EQ(storedMieMipUsers(data, one, f).size(), 1u);
}

// The check can fail: each documented property, broken in a copy, is reported.
TEST_F(EspImageTest, CorruptedCopiesAreRefusedWithTheReason) {
    const Bytes good = readFile(m_images.front());
    const std::pair<void (*)(Bytes&), const char*> cases[] = {
        {[](Bytes& b) { b[24 + 8 + 100] ^= 0x01; }, "checksum"},
        {[](Bytes& b) { b[12] = 0; }, "chip id 0"},
        {[](Bytes& b) { b[0] = 0xE8; }, "magic"},
        {[](Bytes& b) { b.back() ^= 0xFF; }, "appended SHA-256"},
        {[](Bytes& b) { b[24 + 3] = 0x42; }, "flash-mapped"},
        {[](Bytes& b) { b[23] = 0; }, "hash_appended 0"},
    };
    for (const auto& [corrupt, expected] : cases) {
        Bytes bad = good;
        corrupt(bad);
        const auto img = parseEspImage(bad, m_scratch / "prefix");
        ASSERT_FALSE(img.problems.empty()) << expected;
        std::string all;
        for (const auto& p : img.problems)
            all += p + "; ";
        EXPECT_NE(all.find(expected), std::string::npos) << all;
    }
}

} // namespace
