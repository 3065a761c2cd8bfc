// PartScheduler: cell order while many boots wait, the longest among the last two per bench,
// and after a stop the unstarted boots of started cells only.

#include "core/campaign/part_scheduler.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;

namespace {

std::deque<PartToStart> parts(const std::vector<double>& expectedS) {
    std::deque<PartToStart> out;
    for (std::size_t i = 0; i < expectedS.size(); ++i) {
        PartToStart p;
        p.position = i;
        p.part.number = static_cast<int>(i % 2);
        p.part.expectedS = expectedS[i];
        out.push_back(p);
    }
    return out;
}

std::vector<std::size_t> order(PartScheduler& scheduler) {
    std::vector<std::size_t> out;
    while (!scheduler.empty()) {
        const std::size_t peeked = scheduler.peek().position;
        const PartToStart taken = scheduler.take();
        EXPECT_EQ(taken.position, peeked);
        out.push_back(taken.position);
    }
    return out;
}

} // namespace

TEST(PartScheduler, CellOrderFirstThenTheLongestOfTheTail) {
    // One bench: the last two boots go longest first; before that, in order.
    PartScheduler one(parts({1, 9, 2, 8, 3, 7}), 1);
    EXPECT_EQ(order(one), (std::vector<std::size_t>{0, 1, 2, 3, 5, 4}));
    // Two benches: the tail is four boots long.
    PartScheduler two(parts({1, 9, 2, 8, 3, 7}), 2);
    EXPECT_EQ(order(two), (std::vector<std::size_t>{0, 1, 3, 5, 4, 2}));
}

TEST(PartScheduler, AfterAStopOnlyBootsOfStartedCellsAreTaken) {
    std::vector<CampaignCell> cells(4);
    for (int i = 0; i < 4; ++i) {
        cells[i].index = 10 + i;
    }
    PartScheduler scheduler(parts({5, 5, 5, 5}), 4);
    EXPECT_FALSE(scheduler.takeUnstartedOf({}, cells));
    auto open = scheduler.takeUnstartedOf({12}, cells);
    ASSERT_TRUE(open);
    EXPECT_EQ(open->position, 2u);
    EXPECT_EQ(scheduler.size(), 3u);
    EXPECT_FALSE(scheduler.takeUnstartedOf({12}, cells));
}
