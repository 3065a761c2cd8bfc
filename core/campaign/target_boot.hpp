#pragma once
// Bringing a target up: flash an image, connect the serial link, let the target run, read its
// HELLO and check that it names the image that was flashed. The cell executor boots every
// cell this way and the desktop app's "Test connection" uses the same function, so a
// connection test passes exactly when a campaign cell would get past its handshake.

#include "core/bench_api/bench_interfaces.hpp"
#include "core/common/error.hpp"
#include "core/model/model.hpp"
#include "core/protocol/firmware_client.hpp"

#include <chrono>
#include <memory>

namespace cyclelab::core {

struct BootedTarget {
    std::unique_ptr<SerialLink> link;
    std::unique_ptr<FirmwareClient> client; // reads `link`; keeps bytes that arrived after HELLO
    Hello hello;
};

// The caller shuts the flasher down (also on error): the target may be running. The client
// times out on the target's own time where the flasher knows it (Flasher::targetTime).
Expected<BootedTarget> bootTarget(Bench& bench, const FirmwareBuild& image,
                                  std::chrono::milliseconds helloTimeout);

// A target that stopped answering (ErrorKind Timeout or NoBanner): the error
// with where its core is, function and line from the image's ELF (Flasher::locateCore), instead
// of leaving the user to guess between power, wiring and a hang. Other errors come back as is.
Error withCoreLocation(Flasher& flasher, Error error, const FirmwareBuild& image);

// Board, kernel, opt, profile and (when the image has one) build id of `hello` against
// `image`; the error names the field and what it means.
Status checkHello(const Hello& hello, const FirmwareBuild& image);

} // namespace cyclelab::core
