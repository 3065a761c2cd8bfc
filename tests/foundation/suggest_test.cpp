// "Did you mean": the distance and which names are offered.
#include "core/common/suggest.hpp"

#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

TEST(Suggest, EditDistanceCountsSwapsAsOneEdit) {
    EXPECT_EQ(editDistance("compare", "compare"), 0u);
    EXPECT_EQ(editDistance("comapre", "compare"), 1u); // adjacent swap
    EXPECT_EQ(editDistance("cmpare", "compare"), 1u);
    EXPECT_EQ(editDistance("", "abc"), 3u);
    EXPECT_EQ(editDistance("kitten", "sitting"), 3u);
}

TEST(Suggest, OffersOnlyTheClosestNames) {
    const std::vector<std::string> commands{"runs", "show", "demo", "run", "compare", "report"};
    EXPECT_EQ(closestNames("comapre", commands), std::vector<std::string>{"compare"});
    EXPECT_EQ(closestNames("reprot", commands), std::vector<std::string>{"report"});
    EXPECT_EQ(closestNames("rnus", commands), std::vector<std::string>{"runs"});
    EXPECT_TRUE(closestNames("zzzzzzzz", commands).empty());
}

TEST(Suggest, AnAbbreviationFindsTheFullName) {
    const std::vector<std::string> benches{"ctx_switch_yield", "sem_give_take", "tick_accuracy"};
    EXPECT_EQ(closestNames("tick", benches), std::vector<std::string>{"tick_accuracy"});
    EXPECT_EQ(closestNames("sem_give_tak", benches), std::vector<std::string>{"sem_give_take"});
}

TEST(Suggest, MessageNamesTheWordTheGuessAndTheValidList) {
    const std::string msg = unknownNameMessage("command", "comapre", {"compare", "report"});
    EXPECT_EQ(msg, "unknown command 'comapre': did you mean 'compare'? (valid: compare, report)");
    EXPECT_EQ(unknownNameMessage("command", "xyzzyx", {"compare", "report"}),
              "unknown command 'xyzzyx' (valid: compare, report)");
}

} // namespace
} // namespace cyclelab::core
