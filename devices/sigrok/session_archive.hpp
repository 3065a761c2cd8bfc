#pragma once
// Internal to devices/sigrok: an .sr session file is a zip archive whose logic chunks
// (logic-1-1, logic-1-2, ...) carry their sizes and CRC-32s in the zip directory. libsigrok
// 0.5.2 reads a damaged chunk without a word (a chunk that fails its CRC, or is cut short,
// simply ends and the next one follows), so a corrupted capture would give wrong pulse
// statistics and exit 0. These check the archive before libsigrok opens it, and the bytes it
// delivers against the directory as they stream by.

#include "core/common/error.hpp"

#include <cstddef>
#include <cstdint>
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

// Follows the raw logic bytes in delivery order, chunk by chunk, computing each one's CRC-32.
class ArchiveCheck {
  public:
    ArchiveCheck(std::string path, std::vector<ArchiveChunk> chunks);
    void feed(const std::uint8_t* data, std::size_t bytes);
    // The first chunk whose CRC-32 differs, or a total that differs from the directory's.
    core::Status finish() const;

  private:
    void endChunk();

    std::string m_path;
    std::vector<ArchiveChunk> m_chunks;
    std::size_t m_chunk = 0;     // chunk the next byte belongs to
    std::uint64_t m_inChunk = 0; // bytes of it seen
    std::uint32_t m_crc = 0;     // of those bytes
    std::uint64_t m_delivered = 0;
    std::string m_firstFault;
};

} // namespace cyclelab::devices::sigrok
