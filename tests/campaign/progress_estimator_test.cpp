// ProgressEstimator on a fake clock (plain seconds): the ETA starts from the duration model
// at the first benchmark, is refined by every benchmark measured (per benchmark and clock),
// takes retries and benches side by side into account, and the fraction never goes back.

#include "core/campaign/cell_executor.hpp"
#include "core/campaign/progress_estimator.hpp"

#include <gtest/gtest.h>
#include <random>

using namespace cyclelab::core;

namespace {

constexpr std::uint64_t kHz = 168000000;

CampaignSpec spec() {
    CampaignSpec s;
    s.samples = 1000;
    s.warmup = 0;
    s.benchmarks = {{"sem_give_take", {}}, {"tick_accuracy", {}}};
    return s;
}

// 1 s per 1000 samples, 2 s boot, delays in full, no finish (one test has one): every figure
// below is easy to follow.
DurationModel model() {
    return DurationModel{.cellSetupSeconds = 2.0,
                         .cellFinishSeconds = 0.0,
                         .secondsPerSample = 0.001,
                         .delayWallFactor = 1.0};
}

// baseline, baseline_long, sem_give_take, tick_accuracy.
std::vector<BenchmarkSpec> benches() {
    return cellBenchmarks(spec());
}

} // namespace

TEST(DurationModel, EachBenchmarkCostsItsSamplesAndItsDelays) {
    const CampaignSpec s = spec();
    ASSERT_EQ(benches().size(), 4u);
    EXPECT_DOUBLE_EQ(expectedBenchmarkSeconds({"sem_give_take", {}}, s, model()), 1.0);
    // 1000 delays of 10 ms on top of the per-sample cost.
    EXPECT_DOUBLE_EQ(expectedBenchmarkSeconds({"tick_accuracy", {}}, s, model()), 11.0);
    // Boot + baseline + baseline_long + sem_give_take + tick_accuracy.
    EXPECT_DOUBLE_EQ(estimateCellSeconds(s, model()), 2.0 + 1.0 + 1.0 + 1.0 + 11.0);
    // Two benches: three cells take two rounds.
    EXPECT_DOUBLE_EQ(estimateCampaignSeconds(s, 3, 2, model()), 2 * 16.0);
    // The virtual bench skips most of an idle guest's delay.
    BoardProfile virtualBoard;
    virtualBoard.qemuMachine = "netduinoplus2";
    virtualBoard.flasher = "qemu";
    EXPECT_LT(durationModelFor(virtualBoard, model()).delayWallFactor, 1.0);
    EXPECT_DOUBLE_EQ(durationModelFor(BoardProfile{}, model()).delayWallFactor, 1.0);
    // critical_section_max waits a 1 ms tick per sample with the target busy: on a board in
    // full, emulated a few times slower.
    EXPECT_DOUBLE_EQ(expectedBenchmarkSeconds({"critical_section_max", {}}, s, model()),
                     1.0 + 1000 * 0.001);
    EXPECT_GT(durationModelFor(virtualBoard, model()).busyWallFactor, 1.0);
    // The finish reads the capture back: as long as the target time it covers.
    DurationModel capture = model();
    capture.captureWallFactor = 2.0;
    EXPECT_DOUBLE_EQ(expectedFinishSeconds({{"tick_accuracy", {}}}, s, capture), 2 * 10.0);
    EXPECT_DOUBLE_EQ(expectedFinishSeconds({{"sem_give_take", {}}}, s, capture), 0.0);
    EXPECT_GT(durationModelFor(virtualBoard, model()).captureWallFactor, 0.0);
    EXPECT_DOUBLE_EQ(durationModelFor(BoardProfile{}, model()).captureWallFactor, 0.0);
}

TEST(ProgressEstimator, TheEtaIsKnownBeforeTheFirstBenchmarkAndMovesWithEachOne) {
    ProgressEstimator p(spec(), model(), 1);
    p.addCell(0, kHz, benches());
    p.addCell(1, kHz, benches());
    EXPECT_DOUBLE_EQ(p.etaSeconds(0.0), 32.0); // the model, before anything ran
    p.attemptStarted(0, 0.0);
    EXPECT_DOUBLE_EQ(p.etaSeconds(0.0), 32.0);
    // Boot + baseline took 6 s instead of 3: twice the model. The same segment of cell 1 is
    // expected to take 6 s too; a boot says nothing about the benchmarks after it.
    p.benchmarkDone(0, 0, 6.0);
    EXPECT_DOUBLE_EQ(p.etaSeconds(6.0), 13.0 + 6.0 + 13.0);
    // baseline_long twice its model: the benchmarks not timed yet are expected twice theirs.
    p.benchmarkDone(0, 1, 8.0);
    EXPECT_DOUBLE_EQ(p.etaSeconds(8.0), 2 * 12.0 + 6.0 + 2.0 + 2 * 12.0);
    EXPECT_GT(p.fraction(), 0.0);
    EXPECT_LT(p.fraction(), 0.5);
}

TEST(ProgressEstimator, AMeasuredBenchmarkSetsItsOwnExpectationForTheNextCells) {
    ProgressEstimator p(spec(), model(), 1);
    p.addCell(0, kHz, benches());
    p.addCell(1, kHz, benches());
    p.attemptStarted(0, 0.0);
    p.benchmarkDone(0, 0, 3.0); // boot + baseline as modelled
    p.benchmarkDone(0, 1, 4.0);
    p.benchmarkDone(0, 2, 5.0);
    p.benchmarkDone(0, 3, 6.0); // tick_accuracy: 1 s, not 11 (the guest skipped its delays)
    p.cellEnded(0, 6.0);
    // Cell 1 is expected to take what cell 0 took, benchmark by benchmark.
    EXPECT_DOUBLE_EQ(p.etaSeconds(6.0), 6.0);
    // Time passing inside a benchmark shortens the wait, down to what the rest needs.
    p.attemptStarted(1, 6.0);
    EXPECT_DOUBLE_EQ(p.etaSeconds(7.0), 5.0);
    // Boot overdue (54 s of an expected 3): half its overrun is still ahead, and the rest.
    EXPECT_DOUBLE_EQ(p.etaSeconds(60.0), 0.5 * (54.0 - 3.0) + 3.0);
}

TEST(ProgressEstimator, ARetryPutsTheCellsWorkBackWithoutMovingTheBarBack) {
    ProgressEstimator p(spec(), model(), 1);
    p.addCell(0, kHz, benches());
    p.attemptStarted(0, 0.0);
    p.benchmarkDone(0, 0, 3.0);
    p.benchmarkDone(0, 1, 4.0);
    const double before = p.fraction();
    const double etaBefore = p.etaSeconds(4.0);
    p.attemptStarted(0, 4.0); // the retry starts the cell over
    EXPECT_EQ(p.fraction(), before);
    EXPECT_DOUBLE_EQ(p.etaSeconds(4.0), etaBefore + 3.0 + 1.0);
    p.benchmarkDone(0, 0, 7.0);
    EXPECT_GE(p.fraction(), before);
    for (std::size_t i = 1; i < 4; ++i) {
        p.benchmarkDone(0, i, 7.0 + static_cast<double>(i));
    }
    p.cellEnded(0, 10.0);
    EXPECT_DOUBLE_EQ(p.fraction(), 1.0);
    EXPECT_DOUBLE_EQ(p.etaSeconds(10.0), 0.0);
}

TEST(ProgressEstimator, BenchesSideBySideShareTheWorkLeft) {
    ProgressEstimator p(spec(), model(), 2);
    for (int cell = 0; cell < 4; ++cell) {
        p.addCell(cell, kHz, benches());
    }
    EXPECT_DOUBLE_EQ(p.etaSeconds(0.0), 2 * 16.0); // two rounds of two cells
    {
        ProgressEstimator three(spec(), model(), 2);
        for (int cell = 0; cell < 3; ++cell) {
            three.addCell(cell, kHz, benches());
        }
        EXPECT_DOUBLE_EQ(three.etaSeconds(0.0), 2 * 16.0); // not 3 * 16 / 2: cells are whole
        EXPECT_DOUBLE_EQ(three.etaSeconds(0.0), estimateCampaignSeconds(spec(), 3, 2, model()));
    }
    // Three cells at the model's speed (one after the other, for simple times).
    double t = 0.0;
    for (int cell = 0; cell < 3; ++cell) {
        p.attemptStarted(cell, t);
        const double segments[] = {3.0, 1.0, 1.0, 11.0};
        for (std::size_t i = 0; i < 4; ++i) {
            t += segments[i];
            p.benchmarkDone(cell, i, t);
        }
        p.cellEnded(cell, t);
    }
    // One cell left: the second bench does not halve it.
    EXPECT_DOUBLE_EQ(p.etaSeconds(t), 16.0);
}

TEST(ProgressEstimator, TheFinishAfterTheLastBenchmarkIsWorkToo) {
    DurationModel withFinish = model();
    withFinish.cellFinishSeconds = 4.0;
    ProgressEstimator p(spec(), withFinish, 1);
    p.addCell(0, kHz, benches());
    p.addCell(1, kHz, benches());
    EXPECT_DOUBLE_EQ(p.etaSeconds(0.0), 2 * 20.0);
    p.attemptStarted(0, 0.0);
    const double segments[] = {3.0, 1.0, 1.0, 11.0};
    double t = 0.0;
    for (std::size_t i = 0; i < 4; ++i) {
        t += segments[i];
        p.benchmarkDone(0, i, t);
    }
    // Every benchmark measured, the capture still to read: not done, and time left.
    EXPECT_DOUBLE_EQ(p.fraction(), 16.0 / 40.0);
    EXPECT_DOUBLE_EQ(p.etaSeconds(t), 4.0 + 20.0);
    p.cellEnded(0, t + 8.0); // the finish took twice its model: so will cell 1's
    EXPECT_DOUBLE_EQ(p.fraction(), 0.5);
    EXPECT_DOUBLE_EQ(p.etaSeconds(t + 8.0), 16.0 + 8.0);
}

TEST(ProgressEstimator, TheFractionNeverGoesBackWithRetriesAndParallelCells) {
    std::mt19937 rng(7);
    for (int trial = 0; trial < 50; ++trial) {
        ProgressEstimator p(spec(), model(), 3);
        const int cells = 6;
        std::vector<std::size_t> next(cells, 0);
        std::vector<bool> retried(cells, false);
        for (int c = 0; c < cells; ++c) {
            p.addCell(c, kHz, benches());
            p.attemptStarted(c, 0.0);
        }
        double t = 0.0;
        double last = p.fraction();
        int open = cells;
        while (open > 0) {
            const int c = static_cast<int>(rng() % cells);
            if (next[c] > 4) {
                continue;
            }
            t += 1.0;
            if (!retried[c] && next[c] > 0 && rng() % 4 == 0) {
                retried[c] = true;
                next[c] = 0;
                p.attemptStarted(c, t);
            } else if (next[c] < 4) {
                p.benchmarkDone(c, next[c]++, t);
            } else {
                p.cellEnded(c, t);
                next[c] = 5;
                --open;
            }
            ASSERT_GE(p.fraction(), last) << "trial " << trial;
            last = p.fraction();
        }
        EXPECT_DOUBLE_EQ(p.fraction(), 1.0);
    }
}

TEST(ProgressEstimator, AResumeStartsFromWhatIsStored) {
    ProgressEstimator p(spec(), model(), 1);
    p.addDoneCell(benches());
    // Cell 1 stored baseline and sem_give_take before it was stopped: it measures the
    // calibration regions again and tick_accuracy.
    const std::vector<BenchmarkSpec> left = {
        {"baseline", {}}, {"baseline_long", {}}, {"tick_accuracy", {}}};
    p.addCell(1, kHz, left, {{"sem_give_take", {}}});
    // 16 s done of 16 + (2 + 1 + 1 + 11) + 1 in all.
    EXPECT_DOUBLE_EQ(p.fraction(), (16.0 + 1.0) / (16.0 + 15.0 + 1.0));
    EXPECT_DOUBLE_EQ(p.etaSeconds(0.0), 15.0);
}

TEST(ProgressEstimator, StopHoldsTheFractionWhereTheMeasuredWorkPutsIt) {
    ProgressEstimator p(spec(), model(), 1);
    p.addCell(0, kHz, benches());
    p.attemptStarted(0, 0.0);
    p.benchmarkDone(0, 0, 3.0);
    p.benchmarkDone(0, 1, 4.0);
    const double before = p.fraction(); // 4 s of 16
    EXPECT_DOUBLE_EQ(before, 4.0 / 16.0);
    // Stopped after baseline_long: sem_give_take and tick_accuracy are not done, and the
    // bar does not say they are (it jumped to the end before).
    p.cellEnded(0, 4.5, /*stopped=*/true);
    EXPECT_DOUBLE_EQ(p.fraction(), before);
    EXPECT_DOUBLE_EQ(p.advance(10.0), before);
}

TEST(ProgressEstimator, TheFractionMovesInsideABenchmarkAsTimePasses) {
    ProgressEstimator p(spec(), model(), 1);
    p.addCell(0, kHz, benches());
    p.attemptStarted(0, 0.0);
    p.benchmarkDone(0, 0, 3.0);
    p.benchmarkDone(0, 1, 4.0);
    p.benchmarkDone(0, 2, 5.0);
    // tick_accuracy (11 s by the model, the others took theirs) runs from 5 s: every second
    // of it moves the bar, linearly up to 90 % of its share at its expected end...
    double last = p.advance(5.0);
    EXPECT_DOUBLE_EQ(last, 5.0 / 16.0);
    for (double t = 6.0; t <= 14.0; t += 1.0) {
        const double now = p.advance(t);
        EXPECT_GT(now, last) << t;
        last = now;
    }
    EXPECT_DOUBLE_EQ(p.advance(14.9), (5.0 + 0.9 * 11.0) / 16.0);
    last = p.advance(14.9);
    // ... then ever slower, never to its end while it overruns; the end credits the rest.
    EXPECT_GT(p.advance(30.0), last);
    EXPECT_LT(p.advance(60.0), 1.0);
    EXPECT_DOUBLE_EQ(p.fraction(), p.advance(60.0)); // recorded: fraction() never less
    p.benchmarkDone(0, 3, 61.0);
    p.cellEnded(0, 61.0);
    EXPECT_DOUBLE_EQ(p.fraction(), 1.0);
}

TEST(ProgressEstimator, TheEtaFollowsALoadThatChanges) {
    // Four cells of one benchmark each run at the model's speed, then the machine gets
    // loaded: every later one takes three times as long. The older timings fade, so the ETA
    // catches up within a cell instead of averaging the load away.
    CampaignSpec one = spec();
    one.benchmarks = {{"sem_give_take", {}}};
    const std::vector<BenchmarkSpec> list = {{"sem_give_take", {}}, {"sem_give_take", {}}};
    ProgressEstimator p(one, model(), 1);
    for (int c = 0; c < 8; ++c) {
        p.addCell(c, kHz, list);
    }
    double t = 0.0;
    auto runCell = [&](int c, double factor) {
        p.attemptStarted(c, t);
        t += 3.0 * factor; // boot + first
        p.benchmarkDone(c, 0, t);
        t += 1.0 * factor;
        p.benchmarkDone(c, 1, t);
        p.cellEnded(c, t);
    };
    for (int c = 0; c < 4; ++c) {
        runCell(c, 1.0);
    }
    EXPECT_DOUBLE_EQ(p.etaSeconds(t), 4 * 4.0);
    runCell(4, 3.0);
    runCell(5, 3.0);
    // Two cells left at 12 s each: two loaded cells bring the estimate within 20 % (2 * 10.1 s;
    // a plain average over all six cells said 2 * 6.7 s).
    EXPECT_NEAR(p.etaSeconds(t), 2 * 12.0, 0.2 * 24.0);
}
