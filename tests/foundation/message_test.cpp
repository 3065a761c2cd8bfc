// core::Message: the English a sentence-as-data gives, its stored JSON, and that a verdict
// reason cannot be a raw string (the GUI could not translate it).
#include "core/common/message.hpp"
#include "core/model/model.hpp"
#include "core/store/message_json.hpp"

#include <gtest/gtest.h>
#include <string>
#include <type_traits>

namespace cyclelab::core {
namespace {

// A reason assigned from text would reach the GUI untranslatable: only Message is accepted,
// and storedText() is the one way to wrap a text (for rows stored before schema v12).
static_assert(!std::is_assignable_v<decltype(Validation::reason)&, std::string>);
static_assert(!std::is_assignable_v<decltype(Validation::reason)&, const char*>);
static_assert(!std::is_constructible_v<Message, std::string>);
static_assert(std::is_same_v<decltype(Validation::reason), Message>);

TEST(Message, FillsArgumentsInOrderAndLeavesOtherPercentSignsAlone) {
    const Message m = message(MessageId::PeriodsTickDrifts,
                              {"1", "99.0000 ms", sub(message(MessageId::WordByCounter)),
                               "100.0000 ms", "1.000", sub(message(MessageId::WordFast)), "0.050"});
    EXPECT_EQ(english(m), "the kernel tick drifts: period 1 lasted 99.0000 ms by the counter "
                          "against 100.0000 ms asked (the tick runs 1.000 % fast, limit 0.050 %)");
}

TEST(Message, CountPicksTheEnglishPlural) {
    EXPECT_EQ(english(counted(MessageId::NoteFirstPulsesUnpaired, 1)),
              "; the first 1 pulse had no counter sample");
    EXPECT_EQ(english(counted(MessageId::NoteFirstPulsesUnpaired, 3)),
              "; the first 3 pulses had no counter sample");
    EXPECT_EQ(english(counted(MessageId::ReasonTooFewPairs, 1, {"10"})),
              "only 1 sample could be paired with a pulse, fewer than the 10 needed to decide");
    // Without a count "(s)" is the text's own.
    EXPECT_NE(english(message(MessageId::ReasonMidWindowShift, {"2", "12", "10"})).find("pulse(s)"),
              std::string::npos);
}

TEST(Message, ListsAndSequencesJoinTheirParts) {
    const Message m = sequence(
        {message(MessageId::PassAgree, {"9", "10", "21.9 ns",
                                        joined({message(MessageId::ToleranceAnalyzerSample),
                                                message(MessageId::ToleranceCounterCycles, {"2"})},
                                               " + ")}),
         sequence({}), counted(MessageId::NoteSampleOff, 5, {sub(message(MessageId::WordLow))})});
    EXPECT_EQ(english(m), "9 of 10 samples agree within 21.9 ns (1 analyzer sample + 2 counter "
                          "cycles); that sample reads 5 cycles too low");
    EXPECT_EQ(english(storedText("as it was stored %1 (s)")), "as it was stored %1 (s)");
}

TEST(Message, EveryIdHasANameThatParsesBackAndATemplate) {
    ASSERT_FALSE(messageIds().empty());
    for (const MessageId id : messageIds()) {
        const std::string_view name = messageName(id);
        ASSERT_FALSE(name.empty());
        EXPECT_EQ(parseMessageName(name), id) << name;
        EXPECT_FALSE(messageTemplate(id).empty()) << name;
    }
    EXPECT_FALSE(parseMessageName("NoSuchSentence"));
}

TEST(MessageJson, RoundTripsNestedArgumentsAndTheCount) {
    const Message m = sequence(
        {message(MessageId::PassAgree, {"9", "10", "21.9 ns",
                                        joined({message(MessageId::ToleranceAnalyzerSample),
                                                message(MessageId::ToleranceJitter, {"5 ns"})},
                                               " + ")}),
         counted(MessageId::NoteFirstSamplesUnpaired, 2)});
    const auto back = messageFromJson(nlohmann::json::parse(toJson(m).dump()));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(*back, m);
    EXPECT_EQ(english(*back), english(m));
}

TEST(MessageJson, AnUnknownIdOrArgumentIsAnErrorNamingIt) {
    const auto unknown = messageFromJson(nlohmann::json::parse(R"({"id":"Gone","args":[]})"));
    ASSERT_FALSE(unknown.ok());
    EXPECT_NE(unknown.error().message.find("\"Gone\""), std::string::npos);
    const auto badArg =
        messageFromJson(nlohmann::json::parse(R"({"id":"PassDisagree","args":[3]})"));
    ASSERT_FALSE(badArg.ok());
    EXPECT_NE(badArg.error().message.find("argument"), std::string::npos);
}

} // namespace
} // namespace cyclelab::core
