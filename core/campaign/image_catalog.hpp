#pragma once
// The firmware images a build or an installation ships, read from the firmware build's
// manifest.json, and the lookup of the image for one campaign cell.

#include <string>
#include <vector>

#include "core/common/error.hpp"
#include "core/model/model.hpp"

namespace cyclelab::core {

class ImageCatalog {
public:
    // Reads <dir>/manifest.json; image paths are resolved against `dir`.
    static Expected<ImageCatalog> load(const std::string& dir);

    const std::vector<FirmwareBuild>& images() const { return m_images; }
    const std::string& dir() const { return m_dir; }

    // The image for a cell. cpuHz 0 means the board's default tier (the first one listed for
    // that board in the manifest). The error lists what the catalog has for the board.
    Expected<FirmwareBuild> find(const std::string& boardId, const CampaignCell& cell) const;

private:
    std::string m_dir;
    std::vector<FirmwareBuild> m_images;
};

}  // namespace cyclelab::core
