// cellParts: a cell's benchmarks dealt out to its boots by expected time, the same split
// whatever is stored, each part with its calibration first and only part 0 keeping it; and
// CellShare: the parts' reports merged into one cell in cell order.

#include "core/campaign/benchmark_catalog.hpp"
#include "core/campaign/cell_benchmarks.hpp"
#include "core/campaign/cell_parts.hpp"
#include "core/campaign/cell_share.hpp"

#include <algorithm>
#include <gtest/gtest.h>

using namespace cyclelab::core;

namespace {

CampaignSpec spec() {
    CampaignSpec s;
    s.samples = 10000;
    s.warmup = 1000;
    for (const char* id : {"sem_give_take", "ctx_switch_yield", "critical_section_max",
                           "queue_send_recv", "tick_accuracy", "mutex_lock_unlock"}) {
        s.benchmarks.push_back({id, {}});
    }
    return s;
}

DurationModel virtualModel() {
    BoardProfile board;
    board.qemuMachine = "netduinoplus2";
    board.flasher = "qemu";
    return durationModelFor(board, DurationModel{});
}

std::vector<std::string> ids(const std::vector<BenchmarkSpec>& benches) {
    std::vector<std::string> out;
    for (const auto& b : benches) {
        out.push_back(b.id);
    }
    return out;
}

std::string key(const char* id) {
    return BenchmarkSpec{id, {}}.key();
}

// The runs a part keeps, as the executor decides (keptRun with the part's skipped keys).
std::vector<std::string> kept(const CellPart& part) {
    std::vector<std::string> out;
    for (const auto& b : part.benches) {
        if (keptRun(b, part.skipped)) {
            out.push_back(b.id);
        }
    }
    return out;
}

// The part numbered `n` (cellParts lists them longest first).
const CellPart& part(const std::vector<CellPart>& parts, int n) {
    const auto it =
        std::find_if(parts.begin(), parts.end(), [&](const CellPart& p) { return p.number == n; });
    EXPECT_NE(it, parts.end()) << "no part " << n;
    return it == parts.end() ? parts.front() : *it;
}

} // namespace

TEST(CellParts, TheBusiestBenchmarkGetsABootOfItsOwnAndEveryOtherIsInExactlyOnePart) {
    const auto parts = cellParts(spec(), FirmwareBuild{}, {}, 2, virtualModel());
    ASSERT_EQ(parts.size(), 2u);
    // Listed longest first: the runner starts critical_section_max's boot before the rest.
    EXPECT_EQ(parts[0].number, 1);
    EXPECT_GT(parts[0].expectedS, parts[1].expectedS);
    // critical_section_max (11,000 ticks of 1 ms, busy) outweighs the five others together.
    EXPECT_EQ(
        ids(part(parts, 0).benches),
        (std::vector<std::string>{"baseline", "baseline_long", "sem_give_take", "ctx_switch_yield",
                                  "queue_send_recv", "tick_accuracy", "mutex_lock_unlock"}));
    EXPECT_EQ(ids(part(parts, 1).benches),
              (std::vector<std::string>{"baseline", "critical_section_max"}));
    // Part 0 keeps the calibration (baseline_long is never kept), the others measure it only.
    EXPECT_EQ(kept(part(parts, 0)),
              (std::vector<std::string>{"baseline", "sem_give_take", "ctx_switch_yield",
                                        "queue_send_recv", "tick_accuracy", "mutex_lock_unlock"}));
    EXPECT_EQ(kept(part(parts, 1)), (std::vector<std::string>{"critical_section_max"}));
}

TEST(CellParts, TheDemosCellsStartWithCriticalSectionMaxsBoot) {
    // Every benchmark, 10,000 samples after 1,000 warm-up: critical_section_max is over half
    // of a cell on the virtual bench, so its boot starts first and the rest fills the tail.
    CampaignSpec demo;
    demo.samples = 10000;
    demo.warmup = 1000;
    demo.benchmarks = cyclelab::core::allBenchmarks();
    const auto parts = cellParts(demo, FirmwareBuild{}, {}, 2, virtualModel());
    ASSERT_EQ(parts.size(), 2u);
    EXPECT_EQ(kept(parts[0]), (std::vector<std::string>{"critical_section_max"}));
}

TEST(CellParts, EvenCostsAreDealtOutInTurnAndEachPartKeepsCellOrder) {
    CampaignSpec s;
    s.samples = 1000;
    s.benchmarks = {{"sem_give_take", {}},
                    {"ctx_switch_yield", {}},
                    {"queue_send_recv", {}},
                    {"mutex_lock_unlock", {}}};
    const auto parts = cellParts(s, FirmwareBuild{}, {}, 2, virtualModel());
    ASSERT_EQ(parts.size(), 2u);
    EXPECT_EQ(kept(part(parts, 0)),
              (std::vector<std::string>{"baseline", "sem_give_take", "queue_send_recv"}));
    EXPECT_EQ(kept(part(parts, 1)),
              (std::vector<std::string>{"ctx_switch_yield", "mutex_lock_unlock"}));
    // The same split every time: nothing in it depends on the machine or the call.
    const auto again = cellParts(s, FirmwareBuild{}, {}, 2, virtualModel());
    ASSERT_EQ(again.size(), 2u);
    EXPECT_EQ(part(again, 1).skipped, part(parts, 1).skipped);
}

TEST(CellParts, OneBootIsTheWholeCellAndABenchmarkAloneIsNotSplit) {
    const auto whole = cellParts(spec(), FirmwareBuild{}, {}, 1, virtualModel());
    ASSERT_EQ(whole.size(), 1u);
    EXPECT_EQ(ids(whole[0].benches), ids(cellBenchmarks(spec(), FirmwareBuild{})));
    EXPECT_TRUE(whole[0].skipped.empty());

    CampaignSpec one;
    one.samples = 100;
    one.benchmarks = {{"sem_give_take", {}}};
    const auto parts = cellParts(one, FirmwareBuild{}, {}, 2, virtualModel());
    ASSERT_EQ(parts.size(), 1u);
    EXPECT_EQ(kept(parts[0]), (std::vector<std::string>{"baseline", "sem_give_take"}));
}

TEST(CellParts, AResumeKeepsTheSplitAndDropsAPartWithNothingLeft) {
    // Part 1 (critical_section_max) was stored by a stopped pass, with the baseline and
    // sem_give_take of part 0.
    const std::set<std::string> stored{key("baseline"), key("sem_give_take"),
                                       key("critical_section_max")};
    const auto parts = cellParts(spec(), FirmwareBuild{}, stored, 2, virtualModel());
    ASSERT_EQ(parts.size(), 1u);
    EXPECT_EQ(parts[0].number, 0);
    EXPECT_EQ(ids(parts[0].benches),
              (std::vector<std::string>{"baseline", "baseline_long", "ctx_switch_yield",
                                        "queue_send_recv", "tick_accuracy", "mutex_lock_unlock"}));
    EXPECT_EQ(kept(parts[0]), (std::vector<std::string>{"ctx_switch_yield", "queue_send_recv",
                                                        "tick_accuracy", "mutex_lock_unlock"}));

    // Everything stored but critical_section_max: only its part runs, without baseline_long.
    std::set<std::string> allButOne;
    for (const auto& b : cellBenchmarks(spec())) {
        allButOne.insert(b.key());
    }
    allButOne.erase(key("critical_section_max"));
    const auto rest = cellParts(spec(), FirmwareBuild{}, allButOne, 2, virtualModel());
    ASSERT_EQ(rest.size(), 1u);
    EXPECT_EQ(rest[0].number, 1);
    EXPECT_EQ(ids(rest[0].benches), (std::vector<std::string>{"baseline", "critical_section_max"}));
    EXPECT_EQ(kept(rest[0]), (std::vector<std::string>{"critical_section_max"}));
}

TEST(CellParts, ABenchmarkTheKernelLacksIsInNoPart) {
    FirmwareBuild image;
    image.port.notApplicable = {{"critical_section_max", "the kernel has no such primitive"}};
    const auto parts = cellParts(spec(), image, {}, 2, virtualModel());
    for (const auto& part : parts) {
        const auto measured = ids(part.benches);
        EXPECT_EQ(std::count(measured.begin(), measured.end(), "critical_section_max"), 0);
    }
    EXPECT_EQ(parts.size(), 2u);
}

TEST(CellParts, OnABoardACellIsOneBoot) {
    EXPECT_EQ(bootsPerCell(BoardProfile{}), 1);
    BoardProfile qemu;
    qemu.qemuMachine = "netduinoplus2";
    qemu.flasher = "qemu";
    EXPECT_EQ(bootsPerCell(qemu), 2);
}

namespace {

Run runOf(const char* id) {
    Run r;
    r.benchmark = {id, {}};
    return r;
}

WorkerReport finished(std::vector<Run> runs, double wallS, double emulationS) {
    WorkerReport r;
    r.kind = WorkerReport::Kind::Finished;
    r.runs = std::move(runs);
    r.timings.wallS = wallS;
    r.timings.emulationS = emulationS;
    return r;
}

std::vector<std::string> order() {
    return {key("baseline"), key("sem_give_take"), key("critical_section_max"),
            key("tick_accuracy")};
}

} // namespace

TEST(CellShare, ThePartsMergeInCellOrderWithTheirTimesAddedUp) {
    CellShare share(order(), 2, 4);
    WorkerReport second = finished({runOf("critical_section_max")}, 5.0, 4.0);
    EXPECT_FALSE(share.finish(second));
    WorkerReport first =
        finished({runOf("baseline"), runOf("sem_give_take"), runOf("tick_accuracy")}, 3.0, 2.0);
    ASSERT_TRUE(share.finish(first));
    ASSERT_TRUE(first.runs);
    std::vector<std::string> got;
    for (const cyclelab::core::Run& r : *first.runs) {
        got.push_back(r.benchmark.id);
    }
    EXPECT_EQ(got, (std::vector<std::string>{"baseline", "sem_give_take", "critical_section_max",
                                             "tick_accuracy"}));
    EXPECT_DOUBLE_EQ(first.timings.wallS, 8.0);
    EXPECT_DOUBLE_EQ(first.timings.emulationS, 6.0);
    EXPECT_FALSE(first.stopped);
}

TEST(CellShare, AFailedPartFailsTheCellAndAStopKeepsWhatWasFinished) {
    CellShare failing(order(), 2, 4);
    WorkerReport bad = finished({}, 1.0, 0.0);
    bad.runs.reset();
    bad.text = "target did not answer";
    EXPECT_FALSE(failing.finish(bad));
    WorkerReport good = finished({runOf("baseline")}, 1.0, 1.0);
    ASSERT_TRUE(failing.finish(good));
    EXPECT_FALSE(good.runs);
    EXPECT_EQ(good.text, "target did not answer");

    CellShare stopped(order(), 2, 4);
    WorkerReport part = finished({runOf("critical_section_max")}, 1.0, 1.0);
    part.stopped = true;
    EXPECT_FALSE(stopped.finish(part));
    WorkerReport whole = finished({runOf("baseline")}, 1.0, 1.0);
    ASSERT_TRUE(stopped.finish(whole));
    EXPECT_TRUE(whole.stopped);
    ASSERT_TRUE(whole.runs);
    EXPECT_EQ(whole.runs->size(), 2u);
}

TEST(CellShare, ProgressCountsOverBothPartsAndNeverGoesBack) {
    CellShare share(order(), 2, 3); // e.g. baseline, sem_give_take; baseline, tick_accuracy
    using P = std::pair<std::size_t, std::size_t>;
    EXPECT_EQ(share.measured(), (P{0, 3}));
    EXPECT_EQ(share.measured(), (P{1, 3}));
    EXPECT_EQ(share.measured(), (P{2, 3}));
    EXPECT_EQ(share.measured(), (P{3, 4})); // a retry measures again: the count grows with it
}
