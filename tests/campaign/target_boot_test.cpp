// withCoreLocation decides on the error's kind, not on its words: a silent target gets the
// core's location, an error that merely mentions a timeout does not.
#include "core/campaign/target_boot.hpp"
#include "core/common/message.hpp"

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
    // A sentence stays a sentence, the location one of its own after it.
    const Error said =
        Error::fromText(ErrorKind::Timeout, message(MessageId::ErrCellUnexpected, {"x"}));
    const Error located = withCoreLocation(flasher, said, image);
    EXPECT_EQ(located.sentence(),
              sequence({message(MessageId::ErrCellUnexpected, {"x"}),
                        message(MessageId::ErrTargetIsAt, {"stuck in spin, main.c:7"})}));
    EXPECT_EQ(located.message, "unexpected error: x; the target is stuck in spin, main.c:7");
}

// A target that answers as another image is refused with what it said and what was expected.
TEST(TargetBoot, AHelloOfAnotherImageIsASentence) {
    FirmwareBuild image;
    image.imageName = "b-refkernel-minimal-O2";
    image.boardId = "b";
    image.kernel.name = "refkernel";
    image.kernel.profile = ConfigProfile::Minimal;
    image.opt = OptLevel::O2;
    Hello hello;
    hello.board = "b";
    hello.kernel = "zos";
    const Status st = checkHello(hello, image);
    ASSERT_FALSE(st.ok());
    EXPECT_EQ(st.error().kind, ErrorKind::Runtime);
    EXPECT_EQ(st.error().sentence(),
              message(MessageId::ErrTargetMismatch,
                      {"kernel", "zos", "b-refkernel-minimal-O2", "refkernel"}));
    EXPECT_EQ(st.error().message, "the target reports kernel=zos but image b-refkernel-minimal-O2 "
                                  "has kernel=refkernel: the flash did not take, or the wrong "
                                  "board is connected");
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
