// withCoreLocation decides on the error's kind, not on its words: a silent target gets the
// core's location, an error that merely mentions a timeout does not.
#include "core/campaign/target_boot.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;

namespace {

class LocatingFlasher : public Flasher {
  public:
    std::string name() const override { return "locating"; }
    Status flash(const FirmwareBuild&, const FlashProgressFn&) override { return success(); }
    Status release() override { return success(); }
    Status reset() override { return success(); }
    void shutdown() override {}
    Expected<std::string> locateCore(const FirmwareBuild&) override {
        ++asked;
        return std::string("stuck in spin, main.c:7");
    }
    int asked = 0;
};

} // namespace

TEST(TargetBoot, ASilentTargetIsLocated) {
    LocatingFlasher flasher;
    const FirmwareBuild image;
    for (ErrorKind kind : {ErrorKind::Timeout, ErrorKind::NoBanner}) {
        const Error located = withCoreLocation(flasher, Error{kind, "no reply"}, image);
        EXPECT_EQ(located.message, "no reply; the target is stuck in spin, main.c:7");
        EXPECT_EQ(located.kind, kind);
    }
    EXPECT_EQ(flasher.asked, 2);
}

TEST(TargetBoot, AnAnsweringTargetIsNotLocatedWhateverTheMessageSays) {
    LocatingFlasher flasher;
    const FirmwareBuild image;
    for (ErrorKind kind : {ErrorKind::Runtime, ErrorKind::RefusedInput, ErrorKind::BadInput}) {
        const Error error{kind, "the firmware answered ERR code=x (timed out, no HELLO)"};
        EXPECT_EQ(withCoreLocation(flasher, error, image).message, error.message);
    }
    EXPECT_EQ(flasher.asked, 0);
}
