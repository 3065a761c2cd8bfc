#include "app/gui/core_text.hpp"

// One tr() source per id of core/common/message_list.hpp, the same English text (a test checks
// it): lupdate reads the sources here, CoreText::text() translates through them. %n marks a
// counted sentence (QT_TRANSLATE_N_NOOP, a plural form per language).

namespace cyclelab::app {

using core::MessageId;

namespace {

// clang-format off
constexpr CoreText::Source kSources[] = {
    {MessageId::WordLonger, QT_TRANSLATE_NOOP("CoreText", "longer")},
    {MessageId::WordShorter, QT_TRANSLATE_NOOP("CoreText", "shorter")},
    {MessageId::WordMore, QT_TRANSLATE_NOOP("CoreText", "more")},
    {MessageId::WordLess, QT_TRANSLATE_NOOP("CoreText", "less")},
    {MessageId::WordLow, QT_TRANSLATE_NOOP("CoreText", "low")},
    {MessageId::WordHigh, QT_TRANSLATE_NOOP("CoreText", "high")},
    {MessageId::WordFast, QT_TRANSLATE_NOOP("CoreText", "fast")},
    {MessageId::WordSlow, QT_TRANSLATE_NOOP("CoreText", "slow")},
    {MessageId::WordByAnalyzer, QT_TRANSLATE_NOOP("CoreText", "by the analyzer")},
    {MessageId::WordByCounter, QT_TRANSLATE_NOOP("CoreText", "by the counter")},
    {MessageId::ToleranceAnalyzerSample, QT_TRANSLATE_NOOP("CoreText", "1 analyzer sample")},
    {MessageId::ToleranceCounterCycle, QT_TRANSLATE_NOOP("CoreText", "%1 counter cycle")},
    {MessageId::ToleranceCounterCycles, QT_TRANSLATE_NOOP("CoreText", "%1 counter cycles")},
    {MessageId::ToleranceJitter, QT_TRANSLATE_NOOP("CoreText", "%1 declared jitter")},
    {MessageId::ToleranceTimebase, QT_TRANSLATE_NOOP("CoreText", "%1 timebase")},
    {MessageId::SideProbeShowsMore, QT_TRANSLATE_NOOP("CoreText", "the probe pin shows work the counter does not count")},
    {MessageId::SideCounterSeesMore, QT_TRANSLATE_NOOP("CoreText", "work inside the counter window is invisible on the probe pin")},
    {MessageId::NoteFirstPulsesUnpaired, QT_TRANSLATE_N_NOOP("CoreText", "; the first %n pulse(s) had no counter sample")},
    {MessageId::NoteFirstSamplesUnpaired, QT_TRANSLATE_N_NOOP("CoreText", "; the first %n counter sample(s) had no pulse")},
    {MessageId::NoteFiguresOff, QT_TRANSLATE_N_NOOP("CoreText", "; the figures are %n cycle(s) too %1")},
    {MessageId::NoteSamplesOffUpTo, QT_TRANSLATE_N_NOOP("CoreText", "; those samples read up to %n cycle(s) too %1")},
    {MessageId::NoteSamplesOff, QT_TRANSLATE_N_NOOP("CoreText", "; those samples read %n cycle(s) too %1")},
    {MessageId::NoteSampleOff, QT_TRANSLATE_N_NOOP("CoreText", "; that sample reads %n cycle(s) too %1")},
    {MessageId::PassAgree, QT_TRANSLATE_NOOP("CoreText", "%1 of %2 samples agree within %3 (%4)")},
    {MessageId::PassDisagree, QT_TRANSLATE_NOOP("CoreText", "; %1 disagree (largest deviation %2)")},
    {MessageId::PassOneEachSide, QT_TRANSLATE_NOOP("CoreText", ", one on each side: too few to be systematic")},
    {MessageId::PassItsPulse, QT_TRANSLATE_NOOP("CoreText", ", its pulse %1 than the counter: too few to be systematic")},
    {MessageId::PassAllPulses, QT_TRANSLATE_NOOP("CoreText", ", all with pulses %1 than the counter: too few to be systematic")},
    {MessageId::PassBothSides, QT_TRANSLATE_NOOP("CoreText", ", %1 with longer pulses and %2 with shorter ones: spread on both sides, as timing noise is")},
    {MessageId::DitheredMean, QT_TRANSLATE_NOOP("CoreText", "the mean of %1 pulses, sampled at a phase independent of the core's clock, is %2 %3 than the counter ± %4 (99.9 % confidence)")},
    {MessageId::PassDitheredConfirms, QT_TRANSLATE_NOOP("CoreText", "confirmed by the dithered mean: %1, within the %2 the mean may deviate, and %3")},
    {MessageId::PassDitheredAgrees, QT_TRANSLATE_NOOP("CoreText", "; the dithered mean agrees: %1, within the %2 the mean may deviate")},
    {MessageId::ReasonRatesUnknown, QT_TRANSLATE_NOOP("CoreText", "cannot compare: the counter rate (%1) and the analyzer sample rate (%2) must both be known")},
    {MessageId::ReasonToggleUnknown, QT_TRANSLATE_NOOP("CoreText", "the GPIO toggle overhead is unknown: the baseline run gave no probe pulses to calibrate it from")},
    {MessageId::ReasonCalibrationOff, QT_TRANSLATE_N_NOOP("CoreText", "the harness overhead subtracted from every sample is %n cycle(s) %1 than the empty region costs (calibrated %2 cycles where the empty region's instructions take %3), so every figure is %n cycle(s) too %4: the pulses are %5 %6 than the counter says")},
    {MessageId::ReasonWorkInEveryWindow, QT_TRANSLATE_N_NOOP("CoreText", "something runs inside every counter window, such as an interrupt taken in every region: the harness costs %n cycle(s) more on the counter side than this image's code (measured %1 cycles where the empty region's instructions take %2); the subtraction removes it from every figure, which stay right only while it costs the same %n cycle(s) in every region")},
    {MessageId::ReasonHarnessCounter, QT_TRANSLATE_NOOP("CoreText", "the harness costs %1 cycles %2 on the counter side than this image's code: the empty region measures %3 cycles between the two counter reads where its instructions take %4 (something runs inside every counter window, such as an interrupt, or the counter is not what it claims); the subtraction hides it from every benchmark")},
    {MessageId::ReasonHarnessProbe, QT_TRANSLATE_NOOP("CoreText", "the harness costs %1 %2 on the probe pin than this image's code: the empty region's pulse is %3 where its instructions take %4 (something runs inside every pulse, such as an interrupt, or the probe is not where it claims); the subtraction hides it from every benchmark")},
    {MessageId::ReasonNoCounterSamples, QT_TRANSLATE_NOOP("CoreText", "the run has no counter samples to compare with the pulses")},
    {MessageId::ReasonWrapped, QT_TRANSLATE_NOOP("CoreText", "%1 of %2 counter samples are negative (lowest %3 cycles): a count came out smaller than the harness overhead, so the counter wrapped or its overhead subtraction is wrong")},
    {MessageId::ReasonNoPulses, QT_TRANSLATE_NOOP("CoreText", "no probe pulses in this run's marker window while the counter reported %1 samples: check the probe wiring and analyzer channel")},
    {MessageId::ReasonCounterStopped, QT_TRANSLATE_NOOP("CoreText", "all %1 counter samples are 0 while the pulses show a median %2 of work: the cycle counter is not running (DWT not enabled or not emulated)")},
    {MessageId::ReasonCounterConstant, QT_TRANSLATE_NOOP("CoreText", "all %1 counter samples are %2 cycles while the pulses vary from %3 to %4 (10th to 90th percentile): the counter does not measure the pulsed region")},
    {MessageId::ReasonMidWindowShift, QT_TRANSLATE_NOOP("CoreText", "the first and the last quarter of the window pair at offsets %1 pulse(s) apart: %2 probe pulses for %3 counter samples, lost or added inside the window (check the analyzer sample rate, the probe wiring and that nothing else toggles the probe pin)")},
    {MessageId::ReasonPulsesLostOrAdded, QT_TRANSLATE_NOOP("CoreText", "the analyzer saw %1 probe pulses but the counter reported %2 samples: pulses were lost or added inside the window, so samples cannot be paired (check the analyzer sample rate, the probe wiring and that nothing else toggles the probe pin)")},
    {MessageId::ReasonZeroCounts, QT_TRANSLATE_NOOP("CoreText", "%1 of %2 samples read 0 cycles on the counter while their pulses show work: the counter missed them (read before it was enabled, or reset during the region)")},
    {MessageId::ReasonSystematicOffset, QT_TRANSLATE_NOOP("CoreText", "pulses are %1 %2 than the counter says on %3 of %4 samples: %5")},
    {MessageId::ReasonOneSided, QT_TRANSLATE_NOOP("CoreText", "%1 of %2 samples have pulses %3 %4 than the counter (median of those), beyond the %5 tolerance and all on one side: %6")},
    {MessageId::ReasonDitheredMeanOff, QT_TRANSLATE_NOOP("CoreText", "%1, beyond the %2 the mean may deviate: %3")},
    {MessageId::ReasonAnalyzerTooSlow, QT_TRANSLATE_NOOP("CoreText", "analyzer at %1 cannot resolve a %2-cycle operation at %3: one sample (%4) %5, more than the %6 allowed")},
    {MessageId::ShareOfOperation, QT_TRANSLATE_NOOP("CoreText", "is %1 of it")},
    {MessageId::ShareLongerThanOperation, QT_TRANSLATE_NOOP("CoreText", "is longer than it")},
    {MessageId::AnalyzerPhaseLocked, QT_TRANSLATE_NOOP("CoreText", ", and its sample phase is locked to the core's clock, so no mean of pulses can stand in for a finer sample")},
    {MessageId::AnalyzerMeanUndecided, QT_TRANSLATE_NOOP("CoreText", "; %1, which cannot decide within the %2 the mean may deviate")},
    {MessageId::AnalyzerPairsNeeded, QT_TRANSLATE_NOOP("CoreText", ": about %1 samples would")},
    {MessageId::ReasonTooFewPairs, QT_TRANSLATE_N_NOOP("CoreText", "only %n sample(s) could be paired with a pulse, fewer than the %1 needed to decide")},
    {MessageId::ReasonDisagreement, QT_TRANSLATE_NOOP("CoreText", "only %1 of %2 samples agree within %3 (%4), limits of agreement %5 to %6, below the %7 needed to pass: the two channels do not time the same thing sample by sample")},
    {MessageId::ReasonCounterOnly, QT_TRANSLATE_NOOP("CoreText", "%1 is counter-only: its samples are timed inside an interrupt handler from a hardware event, which no probe pulse can bracket")},
    {MessageId::ReasonCaptureWindows, QT_TRANSLATE_NOOP("CoreText", "the capture has %1 marker windows for %2 runs: pulses cannot be assigned to runs")},
    {MessageId::PeriodsNotSent, QT_TRANSLATE_NOOP("CoreText", "the firmware sent no period lengths (DONE tm_cycles=): rebuild the image with this version's firmware/threadmetric")},
    {MessageId::PeriodsCountDiffer, QT_TRANSLATE_NOOP("CoreText", "the probe pin shows %1 periods for the counter's %2: the firmware's period marks and its counts disagree")},
    {MessageId::PeriodsApart, QT_TRANSLATE_NOOP("CoreText", "period %1 lasted %2 by the analyzer and %3 by the counter (%4 ns apart, tolerance %5 ns)")},
    {MessageId::PeriodsTickDrifts, QT_TRANSLATE_NOOP("CoreText", "the kernel tick drifts: period %1 lasted %2 %3 against %4 asked (the tick runs %5 % %6, limit %7 %)")},
    {MessageId::PeriodsCounterOnly, QT_TRANSLATE_NOOP("CoreText", "no analyzer capture: the %1 periods were timed by the counter only, which runs from the kernel's own clock")},
    {MessageId::PeriodsAgree, QT_TRANSLATE_NOOP("CoreText", "%1 periods: analyzer and counter agree within %2 ns (tolerance %3 ns), every period within %4 ppm of %5")},
    {MessageId::ConditionKernel, QT_TRANSLATE_NOOP("CoreText", "kernel")},
    {MessageId::ConditionCpuHz, QT_TRANSLATE_NOOP("CoreText", "cpuHz")},
    {MessageId::ConditionOpt, QT_TRANSLATE_NOOP("CoreText", "opt")},
    {MessageId::ConditionProfile, QT_TRANSLATE_NOOP("CoreText", "profile")},
    {MessageId::ConditionBoard, QT_TRANSLATE_NOOP("CoreText", "board")},
    {MessageId::ConditionDatabase, QT_TRANSLATE_NOOP("CoreText", "database")},
    {MessageId::UnitCycles, QT_TRANSLATE_NOOP("CoreText", "cycles")},
    {MessageId::UnitNs, QT_TRANSLATE_NOOP("CoreText", "ns")},
    {MessageId::TitleMedianBy, QT_TRANSLATE_NOOP("CoreText", "Median %1 by %2 (whiskers: min to p99)")},
    {MessageId::TitleDistributionBy, QT_TRANSLATE_NOOP("CoreText", "Distribution of %1 by %2 (Tukey box, whiskers 1.5 IQR)")},
    {MessageId::TitleAt, QT_TRANSLATE_NOOP("CoreText", " at %1")},
    {MessageId::TitleBand, QT_TRANSLATE_NOOP("CoreText", " (%1)")},
    {MessageId::BandUpTo, QT_TRANSLATE_NOOP("CoreText", "benchmarks up to %1 cycles")},
    {MessageId::BandOf, QT_TRANSLATE_NOOP("CoreText", "benchmarks of %1 cycles")},
    {MessageId::TitleFrequencyScaling, QT_TRANSLATE_NOOP("CoreText", "Frequency scaling: median ns and cycles vs core clock")},
    {MessageId::TitleFrequencyScalingOf, QT_TRANSLATE_NOOP("CoreText", "Frequency scaling of %1: median ns and cycles vs core clock")},
    {MessageId::TitleOptHeatMap, QT_TRANSLATE_NOOP("CoreText", "Median cycles by optimisation level")},
    {MessageId::TitleMemoryLedger, QT_TRANSLATE_NOOP("CoreText", "ROM/RAM per firmware image (text, data, bss)")},
    {MessageId::TitleBlandAltman, QT_TRANSLATE_NOOP("CoreText", "Counter vs analyzer, run %1 (%2)")},
    {MessageId::CaptionBoard, QT_TRANSLATE_NOOP("CoreText", "board %1")},
    {MessageId::CaptionBoardArch, QT_TRANSLATE_NOOP("CoreText", "board %1 (%2)")},
    {MessageId::CaptionKernel, QT_TRANSLATE_NOOP("CoreText", "kernel %1")},
    {MessageId::CaptionProfile, QT_TRANSLATE_NOOP("CoreText", "profile %1")},
    {MessageId::CaptionClock, QT_TRANSLATE_NOOP("CoreText", "%1 (%2 WS)")},
    {MessageId::CaptionSamples, QT_TRANSLATE_NOOP("CoreText", "n=%1 per run")},
    {MessageId::CaptionCycleSource, QT_TRANSLATE_NOOP("CoreText", "cycle source %1")},
    {MessageId::CaptionAnalyzer, QT_TRANSLATE_NOOP("CoreText", "analyzer %1")},
    {MessageId::CaptionVirtualCycles, QT_TRANSLATE_NOOP("CoreText", "virtual cycles (QEMU instruction slots: no exception entry, pipeline stalls or flash wait states)")},
    {MessageId::CaptionMixedCycles, QT_TRANSLATE_NOOP("CoreText", "real and virtual cycles (on the qemu-* boards QEMU instruction slots: no exception entry, pipeline stalls or flash wait states)")},
    {MessageId::CaptionNoRuns, QT_TRANSLATE_NOOP("CoreText", "no runs")},
    {MessageId::CaptionUnconfirmed, QT_TRANSLATE_NOOP("CoreText", "Hatched: the analyzer did not confirm these numbers (cross-validation fail or inconclusive, docs/VALIDATION.md).")},
    {MessageId::VirtualCyclesNote, QT_TRANSLATE_NOOP("CoreText", "virtual cycles: QEMU -icount instruction slots, no exception entry, pipeline stalls or flash wait states; not a hardware cycle count")},
    {MessageId::FailedCell, QT_TRANSLATE_NOOP("CoreText", "campaign %1 (%2) cell %3, %4: failed after %5 attempt(s): %6")},
    {MessageId::FailedCellNoReason, QT_TRANSLATE_NOOP("CoreText", "no reason recorded")},
    // Errors, one block per folder of core. core/store:
    {MessageId::ErrDatabaseIsDirectory, QT_TRANSLATE_NOOP("CoreText", "%1 is a directory: give the path of a database file")},
    {MessageId::ErrCannotReadPath, QT_TRANSLATE_NOOP("CoreText", "cannot read %1 (%2): check the path and its permissions")},
    // core/store: opening a database (run_store_open.cpp)
    {MessageId::ErrCannotReadPermissions, QT_TRANSLATE_NOOP("CoreText", "cannot read %1: check its permissions")},
    {MessageId::ErrNotSqliteDatabase, QT_TRANSLATE_NOOP("CoreText", "%1 is not a SQLite database (it does not start with the SQLite header): give a CycleLab database file, or a new file name to create one")},
    {MessageId::ErrDamagedDatabase, QT_TRANSLATE_NOOP("CoreText", "%1 is a damaged SQLite database (%2): restore it from a backup, or use another file")},
    {MessageId::ErrForeignDatabase, QT_TRANSLATE_NOOP("CoreText", "%1 is a SQLite database of another application, not a CycleLab run store: use another file")},
    {MessageId::ErrNewerSchema, QT_TRANSLATE_NOOP("CoreText", "%1 was written by a newer CycleLab (schema %2, this build supports %3): upgrade CycleLab or use another file")},
    {MessageId::ErrDiskFullCreating, QT_TRANSLATE_NOOP("CoreText", "cannot create %1: disk full while %2 (%3): free space on that disk or choose another location; nothing was left behind")},
    {MessageId::ErrDiskFullOpening, QT_TRANSLATE_NOOP("CoreText", "cannot open %1: disk full while %2 (%3): free space on that disk or choose another location")},
    {MessageId::ErrCannotOpenDatabase, QT_TRANSLATE_NOOP("CoreText", "cannot open %1 (%2): check that its directory exists and is writable")},
    {MessageId::ErrCannotOpenWhile, QT_TRANSLATE_NOOP("CoreText", "cannot open %1 while %2: %3")},
    {MessageId::ErrNoSuchDatabase, QT_TRANSLATE_NOOP("CoreText", "%1: no such database file: check the name (a read command never creates one)")},
    {MessageId::ErrDatabaseEmpty, QT_TRANSLATE_NOOP("CoreText", "%1 is empty: it holds no CycleLab runs")},
    {MessageId::ErrWalNeedsShm, QT_TRANSLATE_NOOP("CoreText", "%1-wal holds changes not yet written into %1, and SQLite cannot read them here: it needs %1-shm, which it cannot create in this read-only directory. Copy the database with its -wal file to a writable directory (or open it once where it is writable, which folds the -wal in) and read that copy")},
    {MessageId::ErrCannotReadDetail, QT_TRANSLATE_NOOP("CoreText", "cannot read %1: %2")},
    // core/store: runs, campaigns and writes
    {MessageId::ErrNoCampaignListThem, QT_TRANSLATE_NOOP("CoreText", "%1 has no campaign %2: list the campaigns with `cyclelab-cli runs --db %1`")},
    {MessageId::ErrNoRunListThem, QT_TRANSLATE_NOOP("CoreText", "%1 has no run %2: list the runs with `cyclelab-cli runs --db %1`")},
    {MessageId::ErrNoRunNothingDeleted, QT_TRANSLATE_NOOP("CoreText", "%1 has no run %2: nothing was deleted; list the runs with `cyclelab-cli runs --db %1`")},
    {MessageId::ErrNoCampaign, QT_TRANSLATE_NOOP("CoreText", "%1 has no campaign %2")},
    {MessageId::ErrNoRun, QT_TRANSLATE_NOOP("CoreText", "%1 has no run %2")},
    {MessageId::ErrCampaignNameEmpty, QT_TRANSLATE_NOOP("CoreText", "a campaign's name cannot be empty: give it one")},
    {MessageId::ErrCampaignClaimed, QT_TRANSLATE_NOOP("CoreText", "campaign %1 in %2 is being run by %3: wait for it to finish, or stop it and run --resume again")},
    {MessageId::ErrCampaignClaimLost, QT_TRANSLATE_NOOP("CoreText", "campaign %1 in %2 is no longer claimed by this process")},
    {MessageId::ErrCampaignRunningNoDelete, QT_TRANSLATE_NOOP("CoreText", "campaign %1 in %2 is being run by process %3 on %4: stop it first, then delete the campaign")},
    {MessageId::ErrCampaignNoCell, QT_TRANSLATE_NOOP("CoreText", "%1: campaign %2 has no cell %3")},
    {MessageId::ErrCampaignSpecUnreadable, QT_TRANSLATE_NOOP("CoreText", "%1: campaign %2 has an unreadable spec: %3")},
    {MessageId::ErrCellAlreadyStored, QT_TRANSLATE_NOOP("CoreText", "%1: campaign %2 cell %3 already has a stored run of %4 (another process measured it): nothing of this cell was stored again")},
    {MessageId::ErrRunFromTwoShards, QT_TRANSLATE_NOOP("CoreText", "cell %1 %2 comes twice (again from %3): each run may come from one shard database only")},
    {MessageId::ErrRunUnknownCampaign, QT_TRANSLATE_NOOP("CoreText", "run refers to campaign %1, which does not exist in this database")},
    {MessageId::ErrStoreStepFailed, QT_TRANSLATE_NOOP("CoreText", "%1: %2 failed: %3")},
    {MessageId::ErrStoreWriteLockHeld, QT_TRANSLATE_NOOP("CoreText", "%1: %2 failed: %3 (another process held the write lock for more than %4 s)")},
    {MessageId::ErrStoredDataDamaged, QT_TRANSLATE_NOOP("CoreText", "%1 is damaged (%2): the database file was modified outside CycleLab")},
    {MessageId::ErrUndoSchemaChanged, QT_TRANSLATE_NOOP("CoreText", "%1: the deletion cannot be undone: the database's schema changed from version %2 to %3 since; nothing was restored")},
    {MessageId::ErrUndoColumnsChanged, QT_TRANSLATE_NOOP("CoreText", "%1: the deletion cannot be undone: table %2 no longer has the columns it had; nothing was restored")},
    {MessageId::ErrUndoRowStoredAgain, QT_TRANSLATE_NOOP("CoreText", "%1: the deletion cannot be undone: %2 %3 %4 was stored again since (%5); nothing was restored")},
};
// clang-format on

} // namespace

std::span<const CoreText::Source> CoreText::sources() {
    return kSources;
}

const char* CoreText::source(MessageId id) {
    for (const Source& s : kSources) {
        if (s.id == id) {
            return s.text;
        }
    }
    return nullptr;
}

} // namespace cyclelab::app
