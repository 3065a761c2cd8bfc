#include "devices/sigrok/session_archive.hpp"

#include "core/common/message.hpp"
#include "devices/sigrok/capture_limits.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <glib.h>
#include <libdeflate.h>
#include <libsigrok/libsigrok.h>
#include <memory>
#include <zip.h>

extern "C" [[gnu::visibility("default")]] int zip_fclose(zip_file_t* file);

namespace cyclelab::devices::sigrok {
namespace {

using core::Error;
using core::MessageId;

thread_local ArchiveCheck* t_closing = nullptr; // LibzipVerdicts' check on this thread

// The zip_fclose defined below is the one libsigrok calls: the program's symbols come first.
bool libzipVerdictsSeen() {
    return dlsym(RTLD_DEFAULT, "zip_fclose") == reinterpret_cast<void*>(&::zip_fclose);
}

struct ArchiveCloser {
    void operator()(zip_t* z) const { zip_discard(z); }
};

std::string hex32(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08x", v);
    return buf;
}

// What went wrong, then what to do about a damaged file.
Error damaged(core::Message what) {
    return Error::badInput(
        core::sequence({std::move(what), core::message(MessageId::NoteArchiveDamaged)}));
}

// libsigrok reads the metadata whole, and makes a channel for every "total probes": bounds
// that keep any archive's memory small, far above what a real capture holds.
constexpr std::uint64_t kMaxMetadataBytes = 1024 * 1024;
constexpr std::uint64_t kMaxChannels = 4096;
// libsigrok 0.5.2 drops the tail of samples wider than this (a 1,000,000-byte unit loses bytes
// between its read buffers); 4096 bytes hold 32768 channels.
constexpr std::uint64_t kMaxUnitBytes = 4096;

// The metadata text, read with a size cap; "" when the archive has none (libsigrok then
// refuses the file itself).
core::Expected<std::string> readMetadataText(zip_t* archive, const std::string& path) {
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_stat(archive, "metadata", 0, &st) != 0 || !(st.valid & ZIP_STAT_SIZE))
        return std::string();
    if (st.size > kMaxMetadataBytes)
        return damaged(
            core::message(MessageId::ErrArchiveMetadataTooBig,
                          {path, std::to_string(st.size), std::to_string(kMaxMetadataBytes)}));
    zip_file_t* file = zip_fopen(archive, "metadata", 0);
    if (!file)
        return damaged(core::message(MessageId::ErrArchiveMetadataUnreadable, {path}));
    std::string text(static_cast<std::size_t>(st.size), '\0');
    const zip_int64_t n = zip_fread(file, text.data(), text.size());
    zip_fclose(file);
    if (n != static_cast<zip_int64_t>(text.size()))
        return damaged(core::message(MessageId::ErrArchiveMetadataShort, {path}));
    return text;
}

// A count field ("total probes", "unitsize"): absent is fine (0), otherwise 1..max.
core::Status checkCount(GKeyFile* keys, const char* group, const std::string& path,
                        const char* field, std::uint64_t min, std::uint64_t max) {
    gchar* value = g_key_file_get_string(keys, group, field, nullptr);
    if (!value)
        return core::success();
    const std::string text = value;
    g_free(value);
    char* end = nullptr;
    const unsigned long long n = g_ascii_strtoull(text.c_str(), &end, 10);
    if (text.empty() || text.find('-') != std::string::npos || *end != '\0' || n < min || n > max)
        return Error::badInput(
            core::message(MessageId::ErrArchiveFieldNotCount,
                          {path, field, text, std::to_string(min), std::to_string(max)}));
    return core::success();
}

core::Status checkSamplerate(GKeyFile* keys, const char* group, const std::string& path) {
    gchar* value = g_key_file_get_string(keys, group, "samplerate", nullptr);
    if (!value)
        return core::success();
    const std::string text = value;
    g_free(value);
    std::uint64_t hz = 0;
    // libsigrok's own parser, which reads "-1 MHz" as 2^64 - 10^6 Hz.
    if (text.find('-') != std::string::npos || sr_parse_sizestring(text.c_str(), &hz) != SR_OK ||
        !acceptedSamplerate(static_cast<double>(hz)))
        return Error::badInput(
            core::message(MessageId::ErrArchiveFieldBadSamplerate, {path, text}));
    return core::success();
}

// The one device section of the metadata. libsigrok makes a device, its channels and a capture
// for every section named "device <anything>", and walks its channel list once per channel and
// per probe key: more than one section, or more keys than channels could have, is not a
// capture any recorder writes, and would cost libsigrok time that grows with their square.
core::Expected<std::string> deviceSection(GKeyFile* keys, const std::string& path) {
    gchar** groups = g_key_file_get_groups(keys, nullptr);
    std::vector<std::string> devices;
    for (gchar** g = groups; g && *g; ++g)
        if (std::string(*g).rfind("device ", 0) == 0)
            devices.push_back(*g);
    g_strfreev(groups);
    if (devices.size() != 1)
        return Error::badInput(core::message(MessageId::ErrArchiveDeviceSections,
                                             {path, std::to_string(devices.size())}));
    gsize keyCount = 0;
    g_strfreev(g_key_file_get_keys(keys, devices[0].c_str(), &keyCount, nullptr));
    const std::uint64_t maxKeys = 2 * kMaxChannels + 16; // a name per channel, and the fields
    if (keyCount > maxKeys)
        return Error::badInput(
            core::message(MessageId::ErrArchiveTooManyKeys,
                          {path, devices[0], std::to_string(keyCount), std::to_string(maxKeys),
                           std::to_string(kMaxChannels)}));
    return devices[0];
}

// The capture file name of the session's device ("logic-1" when absent), after checking the
// fields that size what libsigrok allocates or divides by.
core::Expected<std::string> captureFileName(zip_t* archive, const std::string& path) {
    auto text = readMetadataText(archive, path);
    if (!text)
        return text.error();
    std::string name = "logic-1";
    GKeyFile* keys = g_key_file_new();
    struct KeysFree {
        GKeyFile* keys;
        ~KeysFree() { g_key_file_free(keys); }
    } freeKeys{keys};
    if (text->empty() ||
        !g_key_file_load_from_data(keys, text->data(), text->size(), G_KEY_FILE_NONE, nullptr))
        return name; // libsigrok refuses it with its own words
    auto section = deviceSection(keys, path);
    if (!section)
        return section.error();
    const char* group = section->c_str();
    if (gchar* value = g_key_file_get_string(keys, group, "capturefile", nullptr)) {
        name = value;
        g_free(value);
    }
    // libsigrok names logic members "logic-<device>"; anything else ("metadata", "version")
    // would be read as samples.
    const bool logicName = name.size() > 6 && name.rfind("logic-", 0) == 0 &&
                           name.find_first_not_of("0123456789", 6) == std::string::npos;
    if (!logicName)
        return Error::badInput(core::message(MessageId::ErrArchiveFieldNotLogic, {path, name}));
    for (auto st : {checkCount(keys, group, path, "unitsize", 1, kMaxUnitBytes),
                    checkCount(keys, group, path, "total probes", 0, kMaxChannels),
                    checkCount(keys, group, path, "total analog", 0, kMaxChannels),
                    checkSamplerate(keys, group, path)}) {
        if (!st)
            return st.error();
    }
    return name;
}

// A zip archive begins with a local file header, "PK\3\4".
bool startsLikeZip(const std::string& path) {
    char magic[4] = {};
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f)
        return false;
    const std::size_t n = std::fread(magic, 1, sizeof magic, f);
    std::fclose(f);
    return n == 4 && magic[0] == 'P' && magic[1] == 'K' && magic[2] == 3 && magic[3] == 4;
}

} // namespace

core::Expected<std::vector<ArchiveChunk>> sessionLogicChunks(const std::string& path) {
    int code = 0;
    // ZIP_CHECKCONS: every local header must agree with the directory (sizes, names, offsets).
    std::unique_ptr<zip_t, ArchiveCloser> archive(
        zip_open(path.c_str(), ZIP_RDONLY | ZIP_CHECKCONS, &code));
    if (!archive) {
        zip_error_t error;
        zip_error_init_with_code(&error, code);
        std::string why = zip_error_strerror(&error);
        zip_error_fini(&error);
        if (code == ZIP_ER_NOZIP && !startsLikeZip(path))
            return Error::badInput(core::message(MessageId::ErrArchiveNotZip, {path, why}));
        if (code == ZIP_ER_NOZIP)
            return damaged(core::message(MessageId::ErrArchiveNoDirectory, {path}));
        return damaged(core::message(MessageId::ErrArchiveTruncated, {path, why}));
    }
    auto captureFile = captureFileName(archive.get(), path);
    if (!captureFile)
        return captureFile.error();
    const std::string base = *captureFile;
    std::vector<std::pair<std::uint64_t, ArchiveChunk>> found;
    const zip_int64_t entries = zip_get_num_entries(archive.get(), 0);
    for (zip_int64_t i = 0; i < entries; ++i) {
        zip_stat_t st;
        zip_stat_init(&st);
        if (zip_stat_index(archive.get(), static_cast<zip_uint64_t>(i), 0, &st) != 0 ||
            !(st.valid & ZIP_STAT_NAME))
            continue;
        const std::string name = st.name;
        std::uint64_t order = 0; // the bare capture file (old format) comes first
        if (name != base) {
            if (name.rfind(base + "-", 0) != 0)
                continue;
            const std::string digits = name.substr(base.size() + 1);
            if (digits.empty() || digits.size() > 9 ||
                !std::all_of(digits.begin(), digits.end(),
                             [](char c) { return c >= '0' && c <= '9'; }))
                continue;
            order = std::stoull(digits);
        }
        if (!(st.valid & ZIP_STAT_SIZE) || !(st.valid & ZIP_STAT_CRC))
            return damaged(core::message(MessageId::ErrArchiveChunkNoCrc, {path, name}));
        found.push_back({order, ArchiveChunk{name, st.size, st.crc}});
    }
    std::sort(found.begin(), found.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<ArchiveChunk> chunks;
    for (auto& [order, chunk] : found)
        chunks.push_back(std::move(chunk));
    return chunks;
}

LibzipVerdicts::LibzipVerdicts(ArchiveCheck* check) : m_previous(t_closing) {
    t_closing = check;
}

LibzipVerdicts::~LibzipVerdicts() {
    t_closing = m_previous;
}

ArchiveCheck::ArchiveCheck(std::string path, std::vector<ArchiveChunk> chunks)
    : ArchiveCheck(std::move(path), std::move(chunks), libzipVerdictsSeen()) {}

ArchiveCheck::ArchiveCheck(std::string path, std::vector<ArchiveChunk> chunks, bool libzipVerdicts)
    : m_path(std::move(path)), m_chunks(std::move(chunks)), m_libzipVerdicts(libzipVerdicts) {
    while (m_chunk < m_chunks.size() && m_chunks[m_chunk].bytes == 0)
        endChunk();
}

void ArchiveCheck::feed(const std::uint8_t* data, std::size_t bytes) {
    m_delivered += bytes;
    while (bytes > 0 && m_chunk < m_chunks.size()) {
        const std::uint64_t left = m_chunks[m_chunk].bytes - m_inChunk;
        const auto take = static_cast<std::size_t>(std::min<std::uint64_t>(left, bytes));
        if (!m_libzipVerdicts)
            m_crc = static_cast<std::uint32_t>(libdeflate_crc32(m_crc, data, take));
        m_inChunk += take;
        data += take;
        bytes -= take;
        while (m_chunk < m_chunks.size() && m_inChunk == m_chunks[m_chunk].bytes)
            endChunk();
    }
}

void ArchiveCheck::onChunkClosed(int zipError) {
    const std::size_t index = m_closed++;
    if (!m_libzipVerdicts || zipError == ZIP_ER_OK || m_firstFault)
        return;
    const core::MessageArg name =
        index < m_chunks.size()
            ? core::MessageArg(m_chunks[index].name)
            : core::sub(core::message(MessageId::WordLogicChunk, {std::to_string(index + 1)}));
    if (zipError == ZIP_ER_CRC && index < m_chunks.size()) {
        m_firstFault =
            core::message(MessageId::ArchiveChunkCrcLibzip, {name, hex32(m_chunks[index].crc)});
        return;
    }
    zip_error_t error;
    zip_error_init_with_code(&error, zipError);
    m_firstFault = core::message(MessageId::ArchiveChunkUnreadable,
                                 {name, std::string(zip_error_strerror(&error))});
    zip_error_fini(&error);
}

void ArchiveCheck::endChunk() {
    const ArchiveChunk& chunk = m_chunks[m_chunk];
    if (!m_firstFault && !m_libzipVerdicts && m_crc != chunk.crc)
        m_firstFault =
            core::message(MessageId::ArchiveChunkCrc, {chunk.name, hex32(chunk.crc), hex32(m_crc)});
    ++m_chunk;
    m_inChunk = 0;
    m_crc = 0;
}

core::Status ArchiveCheck::finish() const {
    std::uint64_t expected = 0;
    for (const ArchiveChunk& chunk : m_chunks)
        expected += chunk.bytes;
    const std::string delivered = std::to_string(m_delivered);
    const std::string held = std::to_string(expected);
    // The first chunk that fails is where the damage is; a short chunk shifts the ones after.
    if (m_firstFault) {
        core::Message where = core::message(MessageId::ErrCampaignCtxFile, {m_path});
        core::Message sizes = m_delivered != expected
                                  ? core::message(MessageId::NoteArchiveSizes, {delivered, held})
                                  : core::sequence({});
        return damaged(core::sequence({where, *m_firstFault, sizes}));
    }
    // Every chunk read was closed before libsigrok ended its replay; one that was not has no
    // verdict, and no CRC-32 was computed here.
    if (m_libzipVerdicts && m_delivered == expected && m_closed < m_chunks.size())
        return Error::runtime(
            core::message(MessageId::ErrArchiveChunksUnchecked,
                          {m_path, std::to_string(m_closed), std::to_string(m_chunks.size())}));
    if (m_delivered != expected) {
        core::MessageArg where = std::string();
        std::uint64_t before = 0;
        for (const ArchiveChunk& chunk : m_chunks) {
            if (m_delivered < before + chunk.bytes) {
                where = core::sub(core::message(MessageId::NoteArchiveChunkShort, {chunk.name}));
                break;
            }
            before += chunk.bytes;
        }
        return damaged(
            core::message(MessageId::ErrArchiveSizeMismatch, {m_path, delivered, held, where}));
    }
    return core::success();
}

} // namespace cyclelab::devices::sigrok

// libzip checks each member's CRC-32 as libsigrok inflates it, with zlib's crc32_z: 16 % of
// `analyze` on a pulse-dense capture (ac97_ad1981a_powerup1_100mhz.sr of sigrok-dumps), twice
// the inflating itself. An executable's symbols come first when the dynamic linker binds a
// library's calls, so defined in the program, this one is what libzip calls: the same CRC-32
// (zlib's convention: start from 0, continue from the last value) by libdeflate, about five
// times faster. Nothing else changes: libzip still checks, and its verdict reaches ArchiveCheck.
extern "C" [[gnu::visibility("default")]] unsigned long
crc32_z(unsigned long crc, const unsigned char* buf, std::size_t len) {
    if (buf == nullptr) {
        return 0; // zlib: the initial value
    }
    return libdeflate_crc32(static_cast<std::uint32_t>(crc), buf, len);
}

// libsigrok closes each logic chunk it has read to the end, or up to an error, and drops the
// error zip_fclose returns (ZIP_ER_CRC for a chunk whose data fails its CRC-32): passed on
// here to the ArchiveCheck of the session this thread replays.
extern "C" int zip_fclose(zip_file_t* file) {
    using Fclose = int (*)(zip_file_t*);
    static const auto real = reinterpret_cast<Fclose>(dlsym(RTLD_NEXT, "zip_fclose"));
    if (real == nullptr)
        std::abort(); // libzip is linked into this program: it always has one
    const int rc = real(file);
    if (auto* check = cyclelab::devices::sigrok::t_closing)
        check->onChunkClosed(rc);
    return rc;
}
