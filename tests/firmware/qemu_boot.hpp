#pragma once
// How every firmware test on the virtual bench starts: an image of the build's catalogue
// booted on its QEMU board, the serial link open, HELLO read. Time outs run on the emulator's
// time (FirmwareClientOptions::targetTime), never on the host's load.

#include "core/boards/board_profile_loader.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/protocol/firmware_client.hpp"
#include "devices/net/socket_link.hpp"
#include "devices/qemu/qemu_flasher.hpp"

#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace cyclelab::fwtest {

inline const std::string kImagesDir = CYCLELAB_BINARY_DIR "/firmware/images";

// Members in this order: the client reads the link, the link and the client's clock need QEMU.
struct QemuBoot {
    std::unique_ptr<devices::QemuFlasher> qemu;
    std::unique_ptr<core::SerialLink> link;
    std::unique_ptr<core::FirmwareClient> client;
    core::Hello hello;
};

inline const core::FirmwareBuild* findImage(const core::ImageCatalog& catalog,
                                            const std::string& imageName) {
    for (const auto& b : catalog.images())
        if (b.imageName == imageName)
            return &b;
    return nullptr;
}

// Each failure names the image and the step (board profile, launcher, flash, link, HELLO with
// QEMU's last output). `plugin`: a TCG plugin QEMU loads (the virtual analyzer's).
inline core::Expected<QemuBoot>
bootOnQemu(const core::FirmwareBuild& image, std::chrono::milliseconds helloTimeout,
           std::optional<devices::QemuPlugin> plugin = std::nullopt) {
    const auto failed = [&](const std::string& step, const std::string& why) {
        return core::Error::runtime(image.imageName + ": " + step + ": " + why);
    };
    auto board =
        core::loadBoardProfile(CYCLELAB_SOURCE_DIR "/resources/boards/" + image.boardId + ".json");
    if (!board)
        return failed("board " + image.boardId, board.error().message);
    auto options = devices::qemuOptionsFor(*board);
    if (!options)
        return failed("QEMU launcher", options.error().message);
    QemuBoot boot;
    boot.qemu = std::make_unique<devices::QemuFlasher>(*options);
    if (auto set = boot.qemu->setPlugin(std::move(plugin)); !set)
        return failed("QEMU plugin", set.error().message);
    if (auto flashed = boot.qemu->flash(image, {}); !flashed)
        return failed("flash", flashed.error().message);
    auto link = devices::openSocketLink(boot.qemu->serialAddress(), std::chrono::seconds(5));
    if (!link)
        return failed("serial link", link.error().message);
    boot.link = std::move(link).value();
    if (auto released = boot.qemu->release(); !released)
        return failed("release", released.error().message);
    core::FirmwareClientOptions clientOptions;
    clientOptions.targetTime = [qemu = boot.qemu.get()] { return qemu->targetTime(); };
    boot.client = std::make_unique<core::FirmwareClient>(*boot.link, clientOptions);
    auto hello = boot.client->hello(helloTimeout);
    if (!hello)
        return failed("HELLO", hello.error().message + "\nQEMU: " + boot.qemu->recentOutput());
    boot.hello = *hello;
    return boot;
}

inline core::Expected<QemuBoot>
bootOnQemu(const std::string& imageName, std::chrono::milliseconds helloTimeout,
           std::optional<devices::QemuPlugin> plugin = std::nullopt) {
    auto catalog = core::ImageCatalog::load(kImagesDir);
    if (!catalog)
        return catalog.error();
    const core::FirmwareBuild* image = findImage(*catalog, imageName);
    if (!image)
        return core::Error::runtime(imageName + " is not in the manifest of " + kImagesDir);
    return bootOnQemu(*image, helloTimeout, std::move(plugin));
}

} // namespace cyclelab::fwtest
