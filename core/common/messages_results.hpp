#pragma once
// What a run, a chart and a failed cell say: the cross-validation's reasons and notes,
// Thread-Metric periods, chart titles and captions, the same-core vs across-cores chart, a failed
// cell. Part of core/common/message_list.hpp (read its rules first): X(Name, "English template").

// clang-format off
#define CYCLELAB_MESSAGES_RESULTS(X) \
    /* Words the sentences below take as arguments. */ \
    X(WordLonger, "longer") \
    X(WordShorter, "shorter") \
    X(WordMore, "more") \
    X(WordLess, "less") \
    X(WordLow, "low") \
    X(WordHigh, "high") \
    X(WordFast, "fast") \
    X(WordSlow, "slow") \
    X(WordByAnalyzer, "by the analyzer") \
    X(WordByCounter, "by the counter") \
    /* The tolerance a sample pair must agree within, joined by " + ". */ \
    X(ToleranceAnalyzerSample, "1 analyzer sample") \
    X(ToleranceCounterCycle, "%1 counter cycle") \
    X(ToleranceCounterCycles, "%1 counter cycles") \
    X(ToleranceJitter, "%1 declared jitter") \
    X(ToleranceTimebase, "%1 timebase") \
    /* Which channel a one-sided deviation blames. */ \
    X(SideProbeShowsMore, "the probe pin shows work the counter does not count") \
    X(SideCounterSeesMore, "work inside the counter window is invisible on the probe pin") \
    /* Notes that end a reason. */ \
    X(NoteFirstPulsesUnpaired, "; the first %n pulse(s) had no counter sample") \
    X(NoteFirstSamplesUnpaired, "; the first %n counter sample(s) had no pulse") \
    X(NoteFiguresOff, "; the figures are %n cycle(s) too %1") \
    X(NoteSamplesOffUpTo, "; those samples read up to %n cycle(s) too %1") \
    X(NoteSamplesOff, "; those samples read %n cycle(s) too %1") \
    X(NoteSampleOff, "; that sample reads %n cycle(s) too %1") \
    /* A passing cross-validation. */ \
    X(PassAgree, "%1 of %2 samples agree within %3 (%4)") \
    X(PassDisagree, "; %1 disagree (largest deviation %2)") \
    X(PassOneEachSide, ", one on each side: too few to be systematic") \
    X(PassItsPulse, ", its pulse %1 than the counter: too few to be systematic") \
    X(PassAllPulses, ", all with pulses %1 than the counter: too few to be systematic") \
    X(PassBothSides, ", %1 with longer pulses and %2 with shorter ones: spread on both sides, as timing noise is") \
    X(DitheredMean, "the mean of %1 pulses, sampled at a phase independent of the core's clock, is %2 %3 than the counter ± %4 (99.9 % confidence)") \
    X(PassDitheredConfirms, "confirmed by the dithered mean: %1, within the %2 the mean may deviate, and %3") \
    X(PassDitheredAgrees, "; the dithered mean agrees: %1, within the %2 the mean may deviate") \
    /* The verdict rules (core/analysis/verdict_rules.cpp, docs/VALIDATION.md). */ \
    X(ReasonRatesUnknown, "cannot compare: the counter rate (%1) and the analyzer sample rate (%2) must both be known") \
    X(ReasonToggleUnknown, "the GPIO toggle overhead is unknown: the baseline run gave no probe pulses to calibrate it from") \
    X(ReasonCalibrationOff, "the harness overhead subtracted from every sample is %n cycle(s) %1 than the empty region costs (calibrated %2 cycles where the empty region's instructions take %3), so every figure is %n cycle(s) too %4: the pulses are %5 %6 than the counter says") \
    X(ReasonWorkInEveryWindow, "something runs inside every counter window, such as an interrupt taken in every region: the harness costs %n cycle(s) more on the counter side than this image's code (measured %1 cycles where the empty region's instructions take %2); the subtraction removes it from every figure, which stay right only while it costs the same %n cycle(s) in every region") \
    X(ReasonHarnessCounter, "the harness costs %1 cycles %2 on the counter side than this image's code: the empty region measures %3 cycles between the two counter reads where its instructions take %4 (something runs inside every counter window, such as an interrupt, or the counter is not what it claims); the subtraction hides it from every benchmark") \
    X(ReasonHarnessProbe, "the harness costs %1 %2 on the probe pin than this image's code: the empty region's pulse is %3 where its instructions take %4 (something runs inside every pulse, such as an interrupt, or the probe is not where it claims); the subtraction hides it from every benchmark") \
    X(ReasonNoCounterSamples, "the run has no counter samples to compare with the pulses") \
    X(ReasonWrapped, "%1 of %2 counter samples are negative (lowest %3 cycles): a count came out smaller than the harness overhead, so the counter wrapped or its overhead subtraction is wrong") \
    X(ReasonNoPulses, "no probe pulses in this run's marker window while the counter reported %1 samples: check the probe wiring and analyzer channel") \
    X(ReasonCounterStopped, "all %1 counter samples are 0 while the pulses show a median %2 of work: the cycle counter is not running (DWT not enabled or not emulated)") \
    X(ReasonCounterConstant, "all %1 counter samples are %2 cycles while the pulses vary from %3 to %4 (10th to 90th percentile): the counter does not measure the pulsed region") \
    X(ReasonMidWindowShift, "the first and the last quarter of the window pair at offsets %1 pulse(s) apart: %2 probe pulses for %3 counter samples, lost or added inside the window (check the analyzer sample rate, the probe wiring and that nothing else toggles the probe pin)") \
    X(ReasonPulsesLostOrAdded, "the analyzer saw %1 probe pulses but the counter reported %2 samples: pulses were lost or added inside the window, so samples cannot be paired (check the analyzer sample rate, the probe wiring and that nothing else toggles the probe pin)") \
    X(ReasonZeroCounts, "%1 of %2 samples read 0 cycles on the counter while their pulses show work: the counter missed them (read before it was enabled, or reset during the region)") \
    X(ReasonSystematicOffset, "pulses are %1 %2 than the counter says on %3 of %4 samples: %5") \
    X(ReasonOneSided, "%1 of %2 samples have pulses %3 %4 than the counter (median of those), beyond the %5 tolerance and all on one side: %6") \
    X(ReasonDitheredMeanOff, "%1, beyond the %2 the mean may deviate: %3") \
    X(ReasonAnalyzerTooSlow, "analyzer at %1 cannot resolve a %2-cycle operation at %3: one sample (%4) %5, more than the %6 allowed") \
    X(ShareOfOperation, "is %1 of it") \
    X(ShareLongerThanOperation, "is longer than it") \
    X(AnalyzerPhaseLocked, ", and its sample phase is locked to the core's clock, so no mean of pulses can stand in for a finer sample") \
    X(AnalyzerMeanUndecided, "; %1, which cannot decide within the %2 the mean may deviate") \
    X(AnalyzerPairsNeeded, ": about %1 samples would") \
    X(ReasonTooFewPairs, "only %n sample(s) could be paired with a pulse, fewer than the %1 needed to decide") \
    X(ReasonDisagreement, "only %1 of %2 samples agree within %3 (%4), limits of agreement %5 to %6, below the %7 needed to pass: the two channels do not time the same thing sample by sample") \
    X(ReasonCounterOnly, "%1 is counter-only: its samples are timed inside an interrupt handler from a hardware event, which no probe pulse can bracket") \
    X(ReasonCaptureWindows, "the capture has %1 marker windows for %2 runs: pulses cannot be assigned to runs") \
    /* Thread-Metric periods (core/analysis/thread_metric_check.cpp). */ \
    X(PeriodsNotSent, "the firmware sent no period lengths (DONE tm_cycles=): rebuild the image with this version's firmware/threadmetric") \
    X(PeriodsCountDiffer, "the probe pin shows %1 periods for the counter's %2: the firmware's period marks and its counts disagree") \
    X(PeriodsApart, "period %1 lasted %2 by the analyzer and %3 by the counter (%4 ns apart, tolerance %5 ns)") \
    X(PeriodsTickDrifts, "the kernel tick drifts: period %1 lasted %2 %3 against %4 asked (the tick runs %5 % %6, limit %7 %)") \
    X(PeriodsCounterOnly, "no analyzer capture: the %1 periods were timed by the counter only, which runs from the kernel's own clock") \
    X(PeriodsAgree, "%1 periods: analyzer and counter agree within %2 ns (tolerance %3 ns), every period within %4 ppm of %5") \
    /* What a chart's title names (core/compare/views.cpp, chart_plan.cpp): a grouping condition (conditions.hpp toString) and a unit. */ \
    X(ConditionKernel, "kernel") \
    X(ConditionCpuHz, "cpuHz") \
    X(ConditionOpt, "opt") \
    X(ConditionProfile, "profile") \
    X(ConditionBoard, "board") \
    X(ConditionDatabase, "database") \
    X(UnitCycles, "cycles") \
    X(UnitNs, "ns") \
    /* Chart titles; a title of bars or boxes may end in an across value and a scale band (scale_bands.hpp). */ \
    X(TitleMedianBy, "Median %1 by %2 (whiskers: min to p99)") \
    X(TitleDistributionBy, "Distribution of %1 by %2 (Tukey box, whiskers 1.5 IQR)") \
    X(TitleAt, " at %1") \
    X(TitleBand, " (%1)") \
    X(BandUpTo, "benchmarks up to %1 cycles") \
    X(BandOf, "benchmarks of %1 cycles") \
    X(TitleFrequencyScaling, "Frequency scaling: median ns and cycles vs core clock") \
    X(TitleFrequencyScalingOf, "Frequency scaling of %1: median ns and cycles vs core clock") \
    X(TitleOptHeatMap, "Median cycles by optimisation level") \
    X(TitleMemoryLedger, "ROM/RAM per firmware image (text, data, bss)") \
    X(TitleBlandAltman, "Counter vs analyzer, run %1 (%2)") \
    /* A caption's fixed conditions (conditions.hpp fixedConditions), joined by " · ". */ \
    X(CaptionBoard, "board %1") \
    X(CaptionBoardArch, "board %1 (%2)") \
    X(CaptionKernel, "kernel %1") \
    X(CaptionProfile, "profile %1") \
    X(CaptionClock, "%1 (%2 WS)") \
    X(CaptionSamples, "n=%1 per run") \
    X(CaptionCycleSource, "cycle source %1") \
    X(CaptionAnalyzer, "analyzer %1") \
    X(CaptionVirtualCycles, "virtual cycles (QEMU instruction slots: no exception entry, pipeline stalls or flash wait states)") \
    X(CaptionMixedCycles, "real and virtual cycles (on the qemu-* boards QEMU instruction slots: no exception entry, pipeline stalls or flash wait states)") \
    X(CaptionNoRuns, "no runs") \
    X(CaptionUnconfirmed, "Hatched: the analyzer did not confirm these numbers (cross-validation fail or inconclusive, docs/VALIDATION.md).") \
    /* Same core vs across cores, the dual-core study's chart (issue 33; core/compare/cross_core_view.cpp). */ \
    X(TitleCrossCore, "Same core vs across cores: median %1 per mechanism (whiskers: p10 to p90)") \
    X(TitleCrossCorePart, " (part %1 of %2)") \
    X(CaptionVirtualDualCore, "Virtual dual core: the two harts run in turn under QEMU -icount, so a figure across cores counts the instructions of the kernel's path from one core to the other (the give, the inter-processor interrupt, the woken core's switch) and predicts how that path compares between mechanisms and kernels, not the time it takes on silicon, which adds bus contention, cache coherency traffic and parallel execution that are not modelled here.") \
    /* core/analysis/verdict_summary.hpp virtualCyclesNote. */ \
    X(VirtualCyclesNote, "virtual cycles: QEMU -icount instruction slots, no exception entry, pipeline stalls or flash wait states; not a hardware cycle count") \
    /* A campaign cell that failed after its retry (core/campaign/failed_cells.hpp); %6 is the stored error. */ \
    X(FailedCell, "campaign %1 (%2) cell %3, %4: failed after %5 attempt(s): %6") \
    X(FailedCellNoReason, "no reason recorded")
// clang-format on
