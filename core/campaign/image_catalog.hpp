#pragma once
// The firmware images a build or an installation ships, read from the firmware build's
// manifest.json, and the lookup of the image for one campaign cell.

#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <set>
#include <string>
#include <vector>

namespace cyclelab::core {

// An image the firmware build left out because it cannot link for the board: its memory
// region would overflow (a kernel too large for qemu-f100's 8 KB of RAM).
struct NotBuiltImage {
    std::string boardId, kernel;
    ConfigProfile profile = ConfigProfile::Minimal;
    std::string region; // "RAM"
    std::uint64_t overflowBytes = 0;
    std::string why() const;    // "RAM would overflow by 780 bytes"
    Message whyMessage() const; // the same as a sentence (core/common/message.hpp)
};

// A kernel the firmware has no port for on the boards of one architecture (RTX5 on riscv32):
// the manifest's noPort list, written for every kernel whether its sources were given or not.
struct NoPortKernel {
    std::string kernel;       // "rtx5"
    std::string architecture; // "riscv32", as board profiles name it
    std::string why;          // "no RISC-V port in CMSIS-RTX (Cortex-M only)"
};

class ImageCatalog {
  public:
    // Reads <dir>/manifest.json; image paths are resolved against `dir`.
    static Expected<ImageCatalog> load(const std::string& dir);

    const std::vector<FirmwareBuild>& images() const { return m_images; }
    const std::vector<NotBuiltImage>& notBuilt() const { return m_notBuilt; }
    const std::vector<NoPortKernel>& noPort() const { return m_noPort; }
    // Why `kernel` has no port for `architecture`; nullptr when the manifest does not say so.
    const NoPortKernel* noPortFor(const std::string& kernel, const std::string& architecture) const;
    const std::string& dir() const { return m_dir; }

    // The image for a cell. cpuHz 0 means the board's default tier (the first one listed for
    // that board in the manifest). The error lists what the catalog has for the board.
    Expected<FirmwareBuild> find(const std::string& boardId, const CampaignCell& cell) const;

    // Kernels with at least one shipped image for the board: refkernel first, then by id.
    std::vector<std::string> kernelsFor(const std::string& boardId) const;

  private:
    std::string m_dir;
    std::vector<FirmwareBuild> m_images;
    std::vector<NotBuiltImage> m_notBuilt;
    std::vector<NoPortKernel> m_noPort;
    bool isTestOnly(const FirmwareBuild& image) const;

    std::set<std::string> m_testOnly; // fault variants for tests: never picked for a cell
};

// A campaign file may ask for `kernels = "available"` (every kernel this build has images for:
// which ones depends on the kernel sources given at configure time). The file parser keeps the
// word; this replaces it with the catalog's kernels for the board, before planning, so the
// stored campaign names the kernels it really ran.
inline constexpr const char* kAvailableKernels = "available";
Expected<CampaignSpec> resolveAvailableKernels(CampaignSpec spec, const ImageCatalog& images);

} // namespace cyclelab::core
