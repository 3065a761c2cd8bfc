#pragma once
// What the end-to-end tests run: an image of this build's firmware manifest
// (build/firmware/images) and a board profile of the project's (resources/boards).

#include "core/boards/board_profile_loader.hpp"
#include "core/campaign/image_catalog.hpp"

#include <gtest/gtest.h>
#include <optional>
#include <string>

namespace cyclelab::testing {

inline const std::string kBuiltImagesDir = std::string(CYCLELAB_BINARY_DIR) + "/firmware/images";

// The image named so in the build's manifest; nullopt when the build has none of that name.
inline std::optional<core::FirmwareBuild> builtImage(const std::string& name) {
    auto images = core::ImageCatalog::load(kBuiltImagesDir);
    EXPECT_TRUE(images.ok()) << images.error().message;
    if (images.ok()) {
        for (const core::FirmwareBuild& b : images->images()) {
            if (b.imageName == name) {
                return b;
            }
        }
    }
    return std::nullopt;
}

// The same for a test that needs it: a failure naming it, and an empty build, when absent.
inline core::FirmwareBuild requiredImage(const std::string& name) {
    auto build = builtImage(name);
    EXPECT_TRUE(build.has_value()) << name << " is not in the manifest";
    return build.value_or(core::FirmwareBuild{});
}

// resources/boards/<id>.json, as the CLI loads it.
inline core::Expected<core::BoardProfile> projectBoard(const std::string& id) {
    return core::loadBoardProfile(std::string(CYCLELAB_SOURCE_DIR) + "/resources/boards/" + id +
                                  ".json");
}

} // namespace cyclelab::testing
