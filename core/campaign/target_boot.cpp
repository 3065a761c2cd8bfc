#include "core/campaign/target_boot.hpp"

#include "core/common/message.hpp"
#include "core/protocol/hello_checks.hpp"

namespace cyclelab::core {

Status checkHello(const Hello& hello, const FirmwareBuild& image) {
    auto mismatch = [&](const std::string& field, const std::string& got, const std::string& want) {
        return Error::runtime(
            message(MessageId::ErrTargetMismatch, {field, got, image.imageName, want}));
    };
    if (hello.board != image.boardId) {
        return mismatch("board", hello.board, image.boardId);
    }
    if (hello.kernel != image.kernel.name) {
        return mismatch("kernel", hello.kernel, image.kernel.name);
    }
    if (hello.opt != toString(image.opt)) {
        return mismatch("opt", hello.opt, std::string(toString(image.opt)));
    }
    if (hello.profile != toString(image.kernel.profile)) {
        return mismatch("profile", hello.profile, std::string(toString(image.kernel.profile)));
    }
    if (!image.buildId.empty() && hello.build != image.buildId) {
        return mismatch("build", hello.build, image.buildId);
    }
    // A board that fell back to its internal oscillator would label every number with a clock
    // it does not run at.
    if (auto problem = clockProblem(hello, image.clock.cpuHz)) {
        return Error::runtime(*problem).withContext(
            message(MessageId::ErrCampaignCtxFile, {image.imageName}));
    }
    return success();
}

Error withCoreLocation(Flasher& flasher, Error error, const FirmwareBuild& image) {
    if (error.kind != ErrorKind::Timeout && error.kind != ErrorKind::NoBanner) {
        return error; // the target answered: where its core is says nothing
    }
    if (auto where = flasher.locateCore(image)) {
        error = Error::fromText(
            error.kind, sequence({error.sentence(), message(MessageId::ErrTargetIsAt, {*where})}));
    }
    return error;
}

Expected<BootedTarget> bootTarget(Bench& bench, const FirmwareBuild& image,
                                  std::chrono::milliseconds helloTimeout) {
    if (auto st = bench.flasher().flash(image, {}); !st) {
        return st.error();
    }
    auto link = bench.connect();
    if (!link) {
        return link.error();
    }
    // Released only once the link is open, so the boot banner is not missed.
    if (auto st = bench.flasher().release(); !st) {
        return st.error();
    }
    BootedTarget target;
    target.link = std::move(link).value();
    FirmwareClientOptions clientOptions;
    Flasher& flasher = bench.flasher();
    clientOptions.targetTime = [&flasher] { return flasher.targetTime(); };
    target.client = std::make_unique<FirmwareClient>(*target.link, clientOptions);
    auto hello = target.client->hello(helloTimeout);
    if (!hello) {
        return withCoreLocation(flasher, hello.error(), image);
    }
    if (auto st = checkHello(*hello, image); !st) {
        return st.error();
    }
    target.hello = std::move(hello).value();
    return target;
}

} // namespace cyclelab::core
