// HELLO's optional clock and wait-state fields: parsed when present, judged by hello_checks.

#include "core/protocol/hello_checks.hpp"
#include "core/protocol/protocol_fields.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;

namespace {

const std::string kBase = "HELLO proto=2 board=stm32f407-disco kernel=refkernel kver=1.0.0 "
                          "profile=minimal opt=O2 build=48ad52a2 cpu_hz=168000000 flash_ws=5 "
                          "cycle_src=dwt cycle_hz=168000000 max_n=16384";

Hello parse(const std::string& line) {
    auto event = parseProtocolLine(line);
    const Hello* hello = std::get_if<Hello>(&event);
    EXPECT_NE(hello, nullptr) << line;
    return hello ? *hello : Hello{};
}

} // namespace

TEST(HelloChecks, OlderFirmwareWithoutTheFieldsPasses) {
    Hello h = parse(kBase);
    EXPECT_EQ(h.clockHz, 0u);
    EXPECT_EQ(h.flashWsMeasured, -1);
    EXPECT_FALSE(clockProblem(h, 168000000));
    EXPECT_FALSE(flashWaitStateWarning(h));
}

TEST(HelloChecks, FallbackToTheInternalOscillatorIsAProblem) {
    Hello h = parse(kBase + " clk_src=hsi clk_hz=16000000 ws_meas=5");
    EXPECT_EQ(h.clockSource, "hsi");
    EXPECT_EQ(h.clockHz, 16000000u);
    EXPECT_TRUE(h.extra.empty());
    const auto problem = clockProblem(h, 168000000);
    ASSERT_TRUE(problem);
    EXPECT_EQ(problem->id, MessageId::ErrClockNotReached);
    const std::string text = english(*problem);
    EXPECT_NE(text.find("runs at 16000000 Hz from hsi, not at the 168000000 Hz"), std::string::npos)
        << text;
    EXPECT_NE(english(*clockProblem(parse(kBase + " clk_hz=16000000"), 168000000))
                  .find("from an unnamed source"),
              std::string::npos);
    EXPECT_FALSE(clockProblem(parse(kBase + " clk_src=pll-hse clk_hz=168000000"), 168000000));
}

TEST(HelloChecks, MeasuredWaitStatesThatDisagreeWarn) {
    EXPECT_FALSE(flashWaitStateWarning(parse(kBase + " ws_meas=5")));
    const auto warning = flashWaitStateWarning(parse(kBase + " ws_meas=0"));
    ASSERT_TRUE(warning);
    EXPECT_EQ(warning->id, MessageId::WarnFlashWaitStates);
    EXPECT_EQ(warning->args, (std::vector<MessageArg>{std::string("0"), std::string("5")}));
    EXPECT_NE(english(*warning).find("flash wait states measured 0, configured 5"),
              std::string::npos)
        << english(*warning);
}

TEST(HelloChecks, AMalformedOptionalFieldIsAnError) {
    auto event = parseProtocolLine(kBase + " clk_hz=fast");
    EXPECT_NE(std::get_if<ProtocolError>(&event), nullptr);
}

TEST(HelloChecks, WhyTellsAnInfoReplyFromABootBanner) {
    EXPECT_FALSE(parse(kBase).infoReply); // older firmware: every HELLO may be a reset
    EXPECT_FALSE(parse(kBase + " why=boot").infoReply);
    const Hello reply = parse(kBase + " why=info");
    EXPECT_TRUE(reply.infoReply);
    EXPECT_TRUE(reply.extra.empty());
}
