#pragma once
// Internal to devices/sigrok: an .sr session file is a zip archive whose logic chunks
// (logic-1-1, logic-1-2, ...) carry their sizes and CRC-32s in the zip directory. libsigrok
// 0.5.2 reads a damaged chunk without a word (a chunk that fails its CRC, or is cut short,
// simply ends and the next one follows), so a corrupted capture would give wrong pulse
// statistics and exit 0. These check the archive before libsigrok opens it, and the bytes it
// delivers against the directory as they stream by.

#include "core/common/error.hpp"
#include "core/common/message.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cyclelab::devices::sigrok {

struct ArchiveChunk {
    std::string name;
    std::uint64_t bytes = 0;
    std::uint32_t crc = 0;
};

// The logic chunks of the session's first device, in the order libsigrok reads them. An
// error naming the file and the fault when the zip is not one, is truncated or its headers
// disagree with its directory.
core::Expected<std::vector<ArchiveChunk>> sessionLogicChunks(const std::string& path);

// Follows the raw logic bytes in delivery order, chunk by chunk. libzip checks each chunk's
// CRC-32 while libsigrok inflates it, and libsigrok drops the verdict; where this program sees
// libzip's verdicts (its zip_fclose goes through session_archive.cpp: LibzipVerdicts), those
// are used, else each chunk's CRC-32 is computed here, a second pass over every byte.
class ArchiveCheck {
  public:
    // libzip's verdicts where this program's zip_fclose is the one bound, else CRC-32s here.
    ArchiveCheck(std::string path, std::vector<ArchiveChunk> chunks);
    ArchiveCheck(std::string path, std::vector<ArchiveChunk> chunks, bool libzipVerdicts);
    void feed(const std::uint8_t* data, std::size_t bytes);
    // The first chunk that fails its CRC-32 or that libzip could not read whole, or a total that
    // differs from the directory's.
    core::Status finish() const;
    // libzip's verdicts are seen, so feed() computes no CRC-32.
    bool usesLibzipVerdicts() const { return m_libzipVerdicts; }
    // libzip closed the next logic chunk; 0, or its error (ZIP_ER_CRC, ...).
    void onChunkClosed(int zipError);

  private:
    void endChunk();

    std::string m_path;
    std::vector<ArchiveChunk> m_chunks;
    bool m_libzipVerdicts = false;
    std::size_t m_closed = 0;    // chunks libzip closed
    std::size_t m_chunk = 0;     // chunk the next byte belongs to
    std::uint64_t m_inChunk = 0; // bytes of it seen
    std::uint32_t m_crc = 0;     // of those bytes
    std::uint64_t m_delivered = 0;
    std::optional<core::Message> m_firstFault;
};

// While alive, every member libzip closes on this thread is the next logic chunk of `check`'s
// session (wrap libsigrok's replay in it, not its loading, which reads the metadata); nullptr:
// nothing to follow.
class LibzipVerdicts {
  public:
    // Borrows `check` (it must outlive this object) for the calling thread only; restores the
    // thread's previous check (m_previous, borrowed too) when destroyed, so guards nest.
    explicit LibzipVerdicts(ArchiveCheck* check);
    ~LibzipVerdicts();
    LibzipVerdicts(const LibzipVerdicts&) = delete;
    LibzipVerdicts& operator=(const LibzipVerdicts&) = delete;

  private:
    ArchiveCheck* m_previous;
};

} // namespace cyclelab::devices::sigrok
