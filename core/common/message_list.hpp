#pragma once
// Every sentence core builds for a user, as X(Name, "English template"): the one list the
// MessageId enum, english() and the GUI's translation table (app/gui/core_text.cpp) are
// checked against (tests/gui/core_text_test.cpp walks it). %1..%9: arguments; %n: the count,
// which also makes "(s)" a plural. A name is stored (validations.reason_msg): never rename one.

// clang-format off
#define CYCLELAB_MESSAGES(X) \
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
    X(FailedCellNoReason, "no reason recorded") \
    /* Errors (core/common/error.hpp Error::badInput(message(...))), one block per folder. */ \
    /* core/store */ \
    X(ErrDatabaseIsDirectory, "%1 is a directory: give the path of a database file") \
    X(ErrCannotReadPath, "cannot read %1 (%2): check the path and its permissions") \
    /* core/store: opening a database (run_store_open.cpp) */ \
    X(ErrCannotReadPermissions, "cannot read %1: check its permissions") \
    X(ErrNotSqliteDatabase, "%1 is not a SQLite database (it does not start with the SQLite header): give a CycleLab database file, or a new file name to create one") \
    X(ErrDamagedDatabase, "%1 is a damaged SQLite database (%2): restore it from a backup, or use another file") \
    X(ErrForeignDatabase, "%1 is a SQLite database of another application, not a CycleLab run store: use another file") \
    X(ErrNewerSchema, "%1 was written by a newer CycleLab (schema %2, this build supports %3): upgrade CycleLab or use another file") \
    X(ErrDiskFullCreating, "cannot create %1: disk full while %2 (%3): free space on that disk or choose another location; nothing was left behind") \
    X(ErrDiskFullOpening, "cannot open %1: disk full while %2 (%3): free space on that disk or choose another location") \
    X(ErrCannotOpenDatabase, "cannot open %1 (%2): check that its directory exists and is writable") \
    X(ErrCannotOpenWhile, "cannot open %1 while %2: %3") \
    X(ErrNoSuchDatabase, "%1: no such database file: check the name (a read command never creates one)") \
    X(ErrDatabaseEmpty, "%1 is empty: it holds no CycleLab runs") \
    X(ErrWalNeedsShm, "%1-wal holds changes not yet written into %1, and SQLite cannot read them here: it needs %1-shm, which it cannot create in this read-only directory. Copy the database with its -wal file to a writable directory (or open it once where it is writable, which folds the -wal in) and read that copy") \
    X(ErrCannotReadDetail, "cannot read %1: %2") \
    /* core/store: runs, campaigns and writes */ \
    X(ErrNoCampaignListThem, "%1 has no campaign %2: list the campaigns with `cyclelab-cli runs --db %1`") \
    X(ErrNoRunListThem, "%1 has no run %2: list the runs with `cyclelab-cli runs --db %1`") \
    X(ErrNoRunNothingDeleted, "%1 has no run %2: nothing was deleted; list the runs with `cyclelab-cli runs --db %1`") \
    X(ErrNoCampaign, "%1 has no campaign %2") \
    X(ErrNoRun, "%1 has no run %2") \
    X(ErrCampaignNameEmpty, "a campaign's name cannot be empty: give it one") \
    X(ErrCampaignClaimed, "campaign %1 in %2 is being run by %3: wait for it to finish, or stop it and run --resume again") \
    X(ErrCampaignClaimLost, "campaign %1 in %2 is no longer claimed by this process") \
    X(ErrCampaignRunningNoDelete, "campaign %1 in %2 is being run by process %3 on %4: stop it first, then delete the campaign") \
    X(ErrCampaignNoCell, "%1: campaign %2 has no cell %3") \
    X(ErrCampaignSpecUnreadable, "%1: campaign %2 has an unreadable spec: %3") \
    X(ErrCellAlreadyStored, "%1: campaign %2 cell %3 already has a stored run of %4 (another process measured it): nothing of this cell was stored again") \
    X(ErrRunFromTwoShards, "cell %1 %2 comes twice (again from %3): each run may come from one shard database only") \
    X(ErrRunUnknownCampaign, "run refers to campaign %1, which does not exist in this database") \
    X(ErrStoreStepFailed, "%1: %2 failed: %3") \
    X(ErrStoreWriteLockHeld, "%1: %2 failed: %3 (another process held the write lock for more than %4 s)") \
    X(ErrStoredDataDamaged, "%1 is damaged (%2): the database file was modified outside CycleLab") \
    X(ErrUndoSchemaChanged, "%1: the deletion cannot be undone: the database's schema changed from version %2 to %3 since; nothing was restored") \
    X(ErrUndoColumnsChanged, "%1: the deletion cannot be undone: table %2 no longer has the columns it had; nothing was restored") \
    X(ErrUndoRowStoredAgain, "%1: the deletion cannot be undone: %2 %3 %4 was stored again since (%5); nothing was restored") \
    /* core/protocol: a malformed record (protocol_fields.cpp ProtocolError::text) */ \
    X(ErrProtocolRecord, "%1: %2") \
    X(ErrProtocolFieldMissing, "required field %1= is missing") \
    X(ErrProtocolNotNumber, "field %1=%2 is not an unsigned decimal number up to %3") \
    X(ErrProtocolNotKeyValue, "field %1 is not key=value") \
    X(ErrProtocolEmptyKey, "field %1 has an empty key") \
    X(ErrProtocolKeyChars, "key %1 has characters outside [a-z0-9_]") \
    X(ErrProtocolValueByte, "field %1= has byte %2; values are printable ASCII without spaces") \
    X(ErrProtocolFieldTwice, "field %1= appears twice") \
    X(ErrProtocolBadVersion, "field proto=%1 is not a version like 1 or 1.2") \
    X(ErrProtocolBadParams, "field params=: %1") \
    X(ErrProtocolChunkLimit, "field n=%1 is outside the chunk limit of 1..%2 samples") \
    X(ErrProtocolBadCrc, "field crc=%1 is not 8 hex digits") \
    X(ErrProtocolBadCores, "field cores=: expected begin>end:samples pairs joined by '/' (0>1:100/0>0:3)") \
    X(ErrProtocolVersionOlder, "HELLO: the firmware speaks protocol version %1, this host speaks version %2; this image predates the host: rebuild the firmware images and re-flash the board (version 1 images clamped counts below the harness overhead to 0, so their samples cannot be checked)") \
    X(ErrProtocolVersionNewer, "HELLO: the firmware speaks protocol version %1, this host speaks version %2; flash a firmware built by this CycleLab version or update CycleLab") \
    X(ErrProtocolLineTooLong, "line is longer than %1 bytes, the protocol limit; skipped up to the next newline") \
    X(ErrProtocolRecordLineTooLong, "%1 line is longer than %2 bytes, the protocol limit; skipped up to the next newline") \
    X(ErrPayloadEndsInVarint, "payload ends inside the varint of sample %1 (offset %2)") \
    X(ErrPayloadBadChar, "payload has %1 at offset %2, which is not in the alphabet") \
    X(ErrPayloadVarintTooLong, "varint of sample %1 at offset %2 is longer than 7 characters") \
    X(ErrPayloadVarintOverflow, "varint of sample %1 at offset %2 does not fit in 32 bits") \
    X(ErrPayloadTooMany, "payload holds more than the n=%1 samples announced") \
    X(ErrPayloadCountMismatch, "payload holds %1 samples, n= announced %2") \
    X(ErrParamsEntry, "entry '%1' is not name:value1/value2/... (params=- when there are none)") \
    X(ErrParamsNameChars, "parameter name '%1' has characters outside [a-z0-9_]") \
    X(ErrParamsEmptyValue, "parameter %1 has an empty allowed value") \
    /* core/protocol: talking to the firmware (firmware_client.cpp) */ \
    X(ErrClockNotReached, "the target runs at %1 Hz from %2, not at the %3 Hz its image is built for: the crystal or the PLL did not start (check the crystal, its solder joints and load capacitors, or the board's HSE bypass setting)") \
    X(WordUnnamedClockSource, "an unnamed source") \
    X(WarnFlashWaitStates, "warning: flash wait states measured %1, configured %2: the part does not apply the configured setting (on a GD32F103, code in the zero-wait area, or WSCNT without WSEN); runs record both") \
    X(ErrSerialLinkFailed, "the serial link %1 failed: %2") \
    X(ErrCannotSend, "could not send %1 to %2: %3") \
    X(ErrNoHello, "no HELLO from the firmware on %1 within %2 (waited for the boot banner, then sent INFO %3 time(s); %4 noise line(s) so far); check that the board is powered and flashed and the serial settings") \
    X(ErrNoHelloMalformed, "no HELLO from the firmware on %1 within %2 (waited for the boot banner, then sent INFO %3 time(s); %4 noise line(s) so far); the last HELLO was malformed: %5") \
    X(ErrListTimeout, "timed out after %1 waiting for END of the LIST reply on %2 (%3 BENCH line(s) so far)") \
    X(ErrListCountMismatch, "LIST reply ended with END count=%1 but %2 BENCH line(s) arrived") \
    X(ErrListRefused, "the firmware answered LIST with ERR code=%1 (%2)") \
    X(ErrListBoardReset, "the board reset while answering LIST (a HELLO arrived)") \
    X(ErrListMalformed, "malformed LIST reply: %1") \
    X(ErrBenchIdInvalid, "benchmark id '%1' must be non-empty printable ASCII without spaces or '='") \
    X(ErrRunParamInvalid, "parameter '%1=%2' of %3: names are [a-z0-9_]+, values printable ASCII without spaces") \
    X(ErrRunNeedsSamples, "a run of %1 needs n of at least 1 sample") \
    X(ErrCommandTooLong, "command '%1' is %2 bytes; the firmware reads at most %3: use shorter parameter values") \
    X(ErrRunExceedsMaxN, "n=%1 exceeds the %2 samples the firmware on %3 can keep (HELLO max_n)") \
    X(ErrRunTimeoutNoStart, "timed out after %1 waiting for START of RUN %2 n=%3 on %4 (%5 chunk(s) so far); the benchmark may hang, or the timeout is too short for n=%3") \
    X(ErrRunTimeoutNoDone, "timed out after %1 waiting for DONE of RUN %2 n=%3 on %4 (START received, %5 chunk(s) so far); the benchmark may hang, or the timeout is too short for n=%3") \
    X(ErrChunkUnrecoverable, "chunk seq=%1 of RUN %2 could not be recovered after %3 RESEND tries (last problem: %4)") \
    /* core/protocol: assembling a run (run_collector.cpp; a bad chunk, protocol_fields.cpp); Issue* are the run's notes */ \
    X(ErrRunTheRun, "the run") \
    X(ErrRunNamed, "run %1") \
    X(ErrDurationTargetTime, "%1 of target time") \
    X(IssueLateInfoReply, "a late reply to INFO arrived during %1; ignored") \
    X(ErrRunResetAfterDone, "the board reset during %1 (HELLO from %2 arrived after DONE, before every chunk was recovered); the samples are lost") \
    X(ErrRunResetWhileSending, "the board reset during %1 (HELLO from %2 arrived while samples were being sent); the samples are lost") \
    X(ErrRunResetBeforeStart, "the board reset during %1 (HELLO from %2 arrived before START); the samples are lost") \
    X(ErrRunRefusedDuring, "the firmware answered ERR code=%1 (%2) during %3") \
    X(ErrRunRefused, "the firmware answered ERR code=%1 (%2) to RUN %3") \
    X(ErrRunResetMalformedHello, "the board reset during %1 (a HELLO line arrived, itself malformed: %2)") \
    X(ErrRunStartMalformed, "the START line of %1 is malformed: %2") \
    X(ErrRunDoneMalformed, "the DONE line of %1 is malformed: %2") \
    X(ErrRunErrMalformed, "the firmware reported an error in a malformed ERR line: %1") \
    X(ErrRunSecondStart, "a second START (bench %1) arrived during %2") \
    X(ErrRunStartBenchMismatch, "START names bench %1 but RUN asked for %2") \
    X(ErrRunStartCountMismatch, "START of %1 announces n=%2 but RUN asked for n=%3") \
    X(IssueChunkBeforeStart, "chunk seq=%1 arrived before START; ignored") \
    X(ErrChunkBeyondDone, "chunk seq=%1 is beyond the %2 chunks DONE announced for %3") \
    X(IssueChunkBeyondCount, "chunk seq=%1 is beyond the n=%2 samples of %3; ignored") \
    X(IssueChunkInvalid, "chunk seq=%1 is invalid") \
    X(ErrChunkTwiceDifferent, "chunk seq=%1 of %2 arrived twice with different samples") \
    X(IssueChunkTwiceIdentical, "chunk seq=%1 arrived twice (identical copies); the second is ignored") \
    X(IssueChunkOutOfOrder, "chunk seq=%1 arrived out of order, after seq=%2") \
    X(ErrChunksExceedCount, "the chunks of %1 hold more than the n=%2 samples START announced") \
    X(IssueStaleDone, "DONE (bench %1) arrived before START; ignored as stale") \
    X(IssueSecondDone, "a second DONE arrived for %1; ignored") \
    X(ErrDoneBenchMismatch, "DONE names bench %1 but START named %2") \
    X(ErrDoneCountMismatch, "DONE of %1 says n=%2 but START said n=%3") \
    X(ErrDoneChunksImpossible, "DONE of %1 says %2 chunks, which cannot carry n=%3 samples") \
    X(ErrChunksTotalMismatch, "the %1 chunks of %2 hold %3 samples, START and DONE announced n=%4") \
    X(ErrRunNoStartYet, "%1 has no START yet") \
    X(ErrRunNoDoneYet, "%1 has no DONE yet") \
    X(ErrRunMissesChunks, "%1 still misses %2 chunk(s)") \
    X(ErrChunkCrcMismatch, "D seq=%1: CRC mismatch (line says %2, payload gives %3)") \
    X(ErrChunkBadPayload, "D seq=%1: field p=: %2") \
    X(IssueNoValidCopy, "no valid copy arrived") \
    /* core/store: JSON of specs and sentences (model_json.cpp, message_json.cpp) */ \
    X(ErrBenchmarkJsonNoId, "benchmark: expected an object with a string \"id\"") \
    X(ErrBenchmarkJsonParams, "benchmark %1: \"params\" must be an object") \
    X(ErrBenchmarkJsonParam, "benchmark %1: parameter \"%2\" must be a string") \
    X(ErrCampaignSpecNotObject, "campaign spec: expected a JSON object") \
    X(ErrCampaignSpecProfile, "campaign spec: unknown profile \"%1\" (use default or minimal)") \
    X(ErrCampaignSpecOpt, "campaign spec: unknown opt \"%1\" (use O0, O1, O2, O3 or Os)") \
    X(ErrCampaignSpecDetail, "campaign spec: %1") \
    X(ErrKernelPortDetail, "kernel port description: %1") \
    X(ErrMessageJsonArg, "message argument is neither text nor {\"parts\":[...]}") \
    X(ErrMessageJsonNoId, "message has no \"id\" text") \
    X(ErrMessageJsonUnknownId, "message id \"%1\" is not one this version knows") \
    X(ErrMessageJsonCount, "message \"count\" is not an integer") \
    X(ErrMessageJsonArgs, "message \"args\" is not an array") \
    /* core/store: what a store step was doing, the %2 of ErrStoreStepFailed and ErrCannotOpenWhile (run_store*.cpp) */ \
    X(StoreStepStoringRun, "storing a run") \
    X(StoreStepListingRuns, "listing runs") \
    X(StoreStepLoadingRuns, "loading runs") \
    X(StoreStepDeletingRun, "deleting a run") \
    X(StoreStepCreatingCampaign, "creating a campaign") \
    X(StoreStepLoadingCampaign, "loading a campaign") \
    X(StoreStepListingCampaigns, "listing campaigns") \
    X(StoreStepUpdatingCell, "updating a campaign cell") \
    X(StoreStepCommittingCell, "committing a campaign cell") \
    X(StoreStepReadingOrigin, "reading where a run came from") \
    X(StoreStepStoringMerged, "storing a merged campaign") \
    X(StoreStepClaiming, "claiming campaign %1") \
    X(StoreStepRefreshingClaim, "refreshing the claim of campaign %1") \
    X(StoreStepReleasing, "releasing campaign %1") \
    X(StoreStepDeletingCampaign, "deleting campaign %1") \
    X(StoreStepDeletingRuns, "deleting runs") \
    X(StoreStepUndoing, "undoing a deletion") \
    X(StoreStepNamingRun, "naming run %1") \
    X(StoreStepRenamingCampaign, "renaming campaign %1") \
    X(StoreStepAnnotatingCampaign, "annotating campaign %1") \
    X(StoreStepReadingNote, "reading a campaign's note") \
    X(StoreStepOpening, "opening it") \
    X(StoreStepSwitchingToWal, "switching it to WAL") \
    X(StoreStepMigrating, "creating or migrating its tables") \
    /* core/store: a stored row it cannot read (run_row.cpp, run_store_campaigns.cpp; the %3 of ErrStoreStepFailed) */ \
    X(ErrStoredRunUnknownValue, "run %1 has an unknown %2 \"%3\"") \
    X(ErrStoredRunDetail, "run %1: %2") \
    X(ErrStoredCellUnknownValue, "unknown cell %1 \"%2\"") \
    /* core/report: reference figures and the report job (thread_metric_report.cpp, report_job.cpp) */ \
    X(ErrReferenceUnreadable, "%1: cannot read the reference figures") \
    X(ErrReferenceNoColumn, "%1: line 1 lacks the column '%2' (columns: test,kernel,board,cpu_mhz,cycles_per_iteration,source)") \
    X(ErrReferenceCellCount, "%1: line %2 has %3 cells for %4 columns") \
    X(ErrReferenceNotPositive, "%1: line %2, column %3: '%4' is not a positive number") \
    X(ErrReportNoRuns, "no runs in %1: run a campaign first, or check --db/--campaign") \
    X(ErrReportNoRunsInCampaign, "no runs in %1 for campaign %2: run a campaign first, or check --db/--campaign") \
    X(ErrReportCannotCreateDir, "cannot create report directory %1: %2") \
    /* core/common: files and sample rates (atomic_file.cpp, samplerate_check.cpp, samplerates.cpp) */ \
    X(ErrCannotWriteCheckDir, "cannot write %1 (%2): check that the directory exists and is writable") \
    X(ErrCannotWriteDetail, "cannot write %1 (%2)") \
    X(ErrWritingFailedNothingWritten, "writing %1 failed (%2): nothing was written under that name") \
    X(ErrWritingFailed, "writing %1 failed (%2)") \
    X(ErrSamplerateNotPositive, "analyzer samplerate must be positive") \
    X(ErrSamplerateTooLow, "samplerate %1 too low for this benchmark: its shortest pulse (%2 ns) spans only %3 samples, a width error of up to %4%; use at least %5, or run the CPU at a lower clock so pulses get longer") \
    X(ErrSamplerateUnsupported, "analyzer %1 cannot sample at %2; it offers %3: set analyzer_samplerate_hz to one of these (or leave it out to use the highest, %4)") \
    /* core/analysis, core/stats, core/compare: a run's samples (sample_pairing.cpp, toggle_calibration.cpp, stats.cpp, views.cpp) */ \
    X(ErrRunNeverPaired, "run %1 has no verdict: its samples were never paired") \
    X(ErrRunNoPairedSamples, "run %1 has no samples paired with probe pulses (samples %2, pulses %3)") \
    X(ErrRunNoRates, "run %1 has no counter or analyzer rate: its samples and pulses cannot be compared") \
    X(ErrToggleRateNotPositive, "cannot calibrate the GPIO toggle overhead: analyzer sample rate %1 Hz is not positive") \
    X(ErrToggleNoPulses, "cannot calibrate the GPIO toggle overhead: the baseline run has no probe pulses (check the probe channel and that the baseline ran inside a marker window)") \
    X(ErrStatsNoSamples, "no samples: statistics need at least one sample (the run recorded none; check its status and serial log)") \
    X(ErrBlandAltmanNoClock, "run %1 has no core clock (build.clock.cpuHz and cycleHz are 0): cannot convert cycles to ns") \
    X(ErrBlandAltmanTooFew, "run %1 has fewer than 2 samples paired with analyzer pulses (samples %2, pulses %3): capture the probe pin to get a Bland-Altman plot") \
    /* devices/flash: flash tools (tool_flasher.cpp and its flashers) */ \
    X(ErrFlashToolNotFound, "%1 not found on PATH; install it: %2") \
    X(ErrFlashToolTimedOut, "%1 timed out after %2 s %3; unplug and replug the probe, then retry") \
    X(ErrFlashToolTimedOutOutput, "%1 timed out after %2 s %3 (last output: %4); unplug and replug the probe, then retry") \
    X(ErrFlashToolFailed, "%1 failed %2 (exit code %3): %4") \
    X(ErrFlashImageMissing, "firmware image '%1' of %2 does not exist; build the firmware first") \
    X(ErrFlashRawImageMissing, "%1 needs %2: %3 not found next to %4; %5") \
    X(ErrPyocdNeedsTarget, "pyocd needs a target type (board profile flasherConfig \"target\", e.g. \"stm32f407vg\"; `pyocd list --targets`)") \
    X(ErrOpenocdNeedsConfig, "openocd needs an interface and a target config (board profile flasherConfig: \"interface\": \"interface/stlink.cfg\", \"target\": \"target/stm32f4x.cfg\")") \
    X(ErrEsptoolNeedsChip, "esptool needs the chip (board profile flasher \"chip\", e.g. \"esp32c3\")") \
    X(ErrNotEspImage, "%1 is not an ESP image (its first byte is not 0xE9): the ROM would not boot it; flash the .bin the firmware build made for an ESP32 board") \
    X(ErrFlasherVirtualBoard, "board %1 is a virtual board: QEMU loads its image, not a flash tool (use the virtual bench)") \
    X(ErrFlasherUnknown, "board %1: unknown flasher '%2'; use %3") \
    /* devices/qemu: the virtual bench (qemu_flasher.cpp) */ \
    X(ErrQemuImageNoPath, "firmware image '%1' has no file path; build the firmware first") \
    X(ErrQemuImageMissing, "firmware image %1 does not exist; build the firmware or fix the path") \
    X(ErrQemuImageUnreadable, "firmware image %1 cannot be read (check its permissions)") \
    X(ErrQemuImageTooShort, "firmware image %1 is too short to be an ELF file") \
    X(ErrQemuImageNotElf, "firmware image %1 is not an ELF file; QEMU boots the .elf the firmware build produces, not a .bin or .hex") \
    X(ErrQemuImageWrongArch, "firmware image %1 is not a 32-bit %2 ELF, which %3 runs (built for another target?)") \
    X(ErrQemuNotVirtualBoard, "board %1 is not a virtual board: its profile has no qemu section (machine, icountShift), so QEMU cannot launch it") \
    X(ErrQemuMachineHelpFailed, "%1 -M help failed: %2") \
    X(ErrQemuAlreadyRunning, "QEMU is already running: attach and start the virtual analyzer before flash(), plugins are loaded only when QEMU starts") \
    X(ErrQemuNoMachine, "no QEMU machine given for board '%1'") \
    X(ErrQemuNotFound, "%1 not found on PATH; install the Debian package %2 (apt install %2)") \
    X(ErrQemuPluginMissing, "QEMU plugin %1 does not exist; build the cyclelab_vla target or set CYCLELAB_VLA_PLUGIN") \
    X(ErrQemuNoTempDir, "cannot create a temporary directory under /tmp") \
    X(ErrQemuUnsupportedMachine, "QEMU does not support machine '%1' (`%2 -machine help` lists the machines)") \
    /* devices/sigrok: reading a capture file (capture_file.cpp) */ \
    X(ErrSigrokNotSession, "%1: not a readable sigrok session file (%2); save it again from PulseView or sigrok-cli (-o FILE.sr).") \
    X(ErrSigrokSessionNoDevice, "%1: the session file holds no device.") \
    X(ErrSigrokReplayFailed, "%1: could not replay the session (%2).") \
    X(ErrSigrokUnknownFormat, "%1: unknown capture format '%2'; use .sr, .vcd or .csv, or name a libsigrok input format (see `sigrok-cli -L`).") \
    X(ErrSigrokImporterSetup, "%1: libsigrok could not set up its '%2' importer (%3).") \
    X(ErrSigrokCannotOpenFile, "cannot open capture file %1: %2; check the path and its permissions.") \
    X(ErrSigrokInvalidCapture, "%1: not a valid %2 capture (%3).") \
    X(ErrSigrokReadFailed, "reading capture file %1 failed: %2") \
    X(ErrSigrokNoHeader, "%1: no %2 header found (%3); is this really a %2 file?") \
    X(ErrSigrokNoHeaderEmpty, "%1: no %2 header found (empty or truncated file); is this really a %2 file?") \
    X(ErrSigrokImportFailed, "%1: import ended with an error (%2).") \
    X(ErrSigrokCannotReadFile, "cannot read capture file %1: %2; check the path and its permissions.") \
    X(ErrSigrokCaptureIsDirectory, "%1: is a directory, not a capture file; give the capture file itself.") \
    X(ErrSigrokCaptureNotRegular, "%1: is not a regular file, not a capture file; give the capture file itself.") \
    X(ErrSigrokUnknownExtension, "%1: unknown capture format (extension '%2'); give a .sr, .vcd or .csv file") \
    X(ErrSigrokBadSamplerate, "%1: samplerate %2 Hz is outside %3; check the file's samplerate or $timescale.") \
    /* devices/sigrok: a logic analyzer (sigrok_analyzer.cpp, sigrok_context.cpp, sigrok_scan.cpp) */ \
    X(WordTheSamplerate, "the samplerate") \
    X(WordThePreTriggerRatio, "the pre-trigger ratio") \
    X(WordAnyDriver, "any driver") \
    X(NoteLibsigrokLog, " (libsigrok: %1)") \
    X(ErrAnalyzerRefusedSetting, "%1 refused %2 (%3)") \
    X(ErrAnalyzerSamplerateUnsupported, "samplerate %1 is not supported by %2 (%3); supported: %4") \
    X(ErrAnalyzerNoChannel, "analyzer channel %1 does not exist on %2; it has channels 0..%3") \
    X(ErrAnalyzerTriggerNotEnabled, "trigger channel %1 is not among the enabled analyzer channels") \
    X(ErrAnalyzerNoTrigger, "%1 has no trigger; capture without one (triggerChannel -1)") \
    X(ErrAnalyzerNotFound, "no logic analyzer found for '%1'; check that it is plugged in, that its firmware is installed (e.g. sigrok-firmware-fx2lafw) and that udev gives you access (see packaging/HARDWARE.md); `cyclelab-cli devices` lists what libsigrok sees") \
    X(ErrAnalyzerCannotOpen, "cannot open analyzer %1 (%2); if it is a USB device, check its udev rules and that no other program (PulseView) holds it") \
    X(ErrAnalyzerOptionRefused, "%1 refused %2=%3 (%4); `sigrok-cli -d %1 --show` lists its options and values") \
    X(ErrAnalyzerAlreadyAcquiring, "%1 is already acquiring; stop() it first") \
    X(ErrAnalyzerStartFailed, "could not start %1: %2") \
    X(ErrAnalyzerNotAcquiring, "%1 is not acquiring") \
    X(ErrAnalyzerNoData, "no data from %1%2; check the USB connection, that the trigger channel toggles, or lower the samplerate") \
    X(ErrAnalyzerEndedOnItsOwn, "%1 ended the acquisition on its own after %2 samples: the device was lost or its buffer overran%3; check the USB cable and hub, lower the samplerate or enable fewer channels") \
    X(ErrAnalyzerStoppedShort, "%1 stopped after %2 of %3 samples: the device was lost or its buffer overran%4; check the USB cable and hub, lower the samplerate or enable fewer channels") \
    X(ErrLibsigrokInit, "libsigrok failed to initialise: %1") \
    X(ErrAnalyzerOptionUnknown, "unknown analyzer option '%1' (see `sigrok-cli --show` for the driver's options)") \
    X(ErrAnalyzerOptionNotSize, "analyzer option %1=%2: expected a number such as 1000, 1k or 24m") \
    X(ErrAnalyzerOptionNotNumber, "analyzer option %1=%2: expected a number") \
    X(ErrAnalyzerOptionNotInteger, "analyzer option %1=%2: expected an integer") \
    X(ErrAnalyzerOptionUnsettable, "analyzer option '%1' has a type CycleLab cannot set; use sigrok-cli for it") \
    X(ErrAnalyzerOptionNeedsValue, "analyzer '%1': option '%2' needs a value (driver:key=value, e.g. fx2lafw:conn=1.7)") \
    X(ErrAnalyzerCtxFilter, "analyzer '%1': ") \
    X(ErrAnalyzerNoDriver, "libsigrok has no driver '%1' (list them with `sigrok-cli -L`)") \
    /* devices/sigrok: writing a capture file (capture_writer.cpp) */ \
    X(ErrCaptureWriteFailed, "writing capture file %1 failed (%2); check free disk space and permissions.") \
    X(ErrCaptureWriteErrno, "writing capture file %1 failed: %2") \
    X(ErrCaptureNoChannel, "capture file %1: no logic channel to write.") \
    X(ErrCaptureUnknownOutput, "capture file %1: unknown output format '%2'; use .sr (PulseView), .vcd or .csv.") \
    X(ErrCaptureCannotCreate, "cannot create capture file %1: %2; check the folder and permissions.") \
    X(ErrCaptureWriterSetup, "capture file %1: libsigrok could not start its '%2' writer (%3).") \
    X(ErrCaptureUnitSizeChanged, "capture file %1: unit size changed from %2 to %3 bytes") \
    X(ErrCaptureCloseFailed, "closing capture file %1 failed: %2") \
    /* devices/sigrok: checking a session archive (session_archive.cpp); NoteArchiveDamaged ends a damaged file's error */ \
    X(NoteArchiveDamaged, "; the file is damaged: copy it again from where it was recorded, or save the capture again from PulseView or sigrok-cli (-o FILE.sr).") \
    X(ErrArchiveMetadataTooBig, "%1: the archive's metadata is %2 bytes, more than the %3 CycleLab reads (a real capture's is under 4 KiB)") \
    X(ErrArchiveMetadataUnreadable, "%1: its metadata cannot be read") \
    X(ErrArchiveMetadataShort, "%1: its metadata is cut short") \
    X(ErrArchiveFieldNotCount, "%1: metadata field '%2' is '%3', not a whole number from %4 to %5; save the capture again from PulseView or sigrok-cli (-o FILE.sr).") \
    X(ErrArchiveFieldBadSamplerate, "%1: metadata field 'samplerate' is '%2', outside the accepted range of 1 Hz to 1 PHz (1e15 Hz); save the capture again from PulseView or sigrok-cli (-o FILE.sr).") \
    X(ErrArchiveFieldNotLogic, "%1: metadata field 'capturefile' is '%2', not a logic member (logic-1); save the capture again from PulseView or sigrok-cli (-o FILE.sr).") \
    X(ErrArchiveDeviceSections, "%1: the metadata has %2 device sections ([device 1] in a file PulseView or sigrok-cli saves); CycleLab reads a session of exactly one device: save the capture again from PulseView or sigrok-cli (-o FILE.sr).") \
    X(ErrArchiveTooManyKeys, "%1: [%2] in the metadata has %3 keys, more than the %4 that %5 logic and analog channels each could need; save the capture again from PulseView or sigrok-cli (-o FILE.sr).") \
    X(ErrArchiveNotZip, "%1: not a sigrok session file (%2): an .sr file is a zip archive; give a VCD or CSV capture its own extension (.vcd, .csv).") \
    X(ErrArchiveNoDirectory, "%1: the session archive is truncated: it starts as a zip archive but its directory at the end is missing") \
    X(ErrArchiveTruncated, "%1: the session archive is truncated or damaged (%2)") \
    X(ErrArchiveChunkNoCrc, "%1: %2 has no size or CRC in the archive's directory") \
    X(WordLogicChunk, "logic chunk %1") \
    X(ArchiveChunkCrcLibzip, "%1 fails its CRC-32 check (libzip compared the data read with the %2 the archive records)") \
    X(ArchiveChunkUnreadable, "%1 could not be read whole (libzip: %2)") \
    X(ArchiveChunkCrc, "%1 fails its CRC-32 check (the archive records %2, the data read gives %3)") \
    X(NoteArchiveSizes, "; libsigrok read %1 bytes of logic data where the archive's chunks hold %2") \
    X(ErrArchiveChunksUnchecked, "%1: libzip closed %2 of %3 logic chunks, so the others' CRC-32 went unchecked; please report this with the file (libsigrok and libzip versions).") \
    X(NoteArchiveChunkShort, " (%1 is cut short or unreadable)") \
    X(ErrArchiveSizeMismatch, "%1: libsigrok read %2 bytes of logic data where the archive's chunks hold %3%4") \
    /* devices/sigrok: guarding a VCD or CSV capture (vcd_header.cpp, text_capture_guard.cpp); ErrCaptureCtxLine is their prefix */ \
    X(ErrCaptureCtxLine, "%1 line %2: ") \
    X(VcdTimescaleNoUnit, "$timescale is '%1': give a number and a unit, such as '1 ns' (s, ms, us, ns, ps or fs)") \
    X(VcdTimescaleZero, "$timescale is '%1': a VCD needs a positive time unit such as '1 ns'") \
    X(VcdTimescaleCoarse, "$timescale is '%1': coarser than 1 s, which libsigrok reads as a samplerate of 0 Hz; export the capture with a finer $timescale") \
    X(VcdHeaderOverrun, "the VCD header ends inside a section; every section is '$<keyword> ... $end', up to '$enddefinitions $end'") \
    X(VcdHeaderNoSection, "expected a VCD header section '$<keyword> ... $end' (such as '$timescale 1 ns $end') before '$enddefinitions $end'; is this a VCD file?") \
    X(VcdHeaderTooLong, "no '$enddefinitions $end' in the first %1 bytes: a VCD header longer than that is not read") \
    X(CaptureLineTooLong, "a line longer than %1 bytes: not a %2 capture (a sparse or binary file?)") \
    X(VcdTimeNegative, "timestamp '%1' is negative: VCD time starts at 0 and only grows") \
    X(VcdTimeNotWhole, "timestamp '%1' is not a whole number of time units below 10^18") \
    X(VcdTimeBackwards, "timestamp '%1' goes back in time (after '%2'): VCD timestamps must never decrease") \
    X(WordMoreThan1e18, "more than 10^18") \
    X(VcdSpanTooLong, "timestamp '%1' is %2 time units after '%3': more than the %4 samples CycleLab reads from a VCD (libsigrok expands every gap into samples); export it with a coarser $timescale") \
    /* devices/sigrok: a capture's channels and pulses (logic_forwarder.cpp, capture_pulses.cpp, capture_edge_index.cpp) */ \
    X(ErrCaptureCtxCapture, "capture %1: ") \
    X(ErrCaptureNoLogicChannels, "%1 has no logic channels; CycleLab needs at least one digital channel (probe pin).") \
    X(ErrCaptureTooManySelected, "%1: %2 channels selected; at most %3 can be read at once.") \
    X(ErrCaptureNoSuchChannel, "%1: channel %2 does not exist; it has %3 logic channels (0..%4).") \
    X(ErrCaptureNoSamples, "%1: the capture holds no samples") \
    /* devices/net: a socket link (socket_link.cpp) */ \
    X(WordConnectionRefused, "connection refused") \
    X(WordNoSocketFile, "no such socket file") \
    X(WordConnectionTimedOut, "connection timed out") \
    X(ErrSocketNoPath, "socket address '%1' has no path (expected unix:PATH or tcp://HOST:PORT)") \
    X(ErrSocketPathTooLong, "unix socket path '%1' is longer than %2 characters; use a shorter directory") \
    X(ErrSocketUnknownAddress, "unknown socket address '%1' (expected unix:PATH or tcp://HOST:PORT)") \
    X(ErrSocketNoPort, "socket address '%1' has no port (expected unix:PATH or tcp://HOST:PORT)") \
    X(ErrSocketMalformed, "socket address '%1' is malformed (expected unix:PATH or tcp://HOST:PORT)") \
    X(ErrSocketClosed, "%1: the link is closed") \
    X(ErrSocketPeerClosed, "%1: peer closed the connection") \
    X(ErrSocketWriteFailed, "%1: write failed: %2") \
    X(ErrSocketCannotResolve, "cannot resolve '%1' for %2: %3") \
    X(ErrSocketCannotConnect, "cannot connect to %1 within %2 ms: %3 (is the emulator or serial server running?)") \
    /* devices/serial: a serial port (serial_port_link.cpp) */ \
    X(ErrSerialCannotList, "cannot list serial ports: %1") \
    X(ErrSerialMissing, "serial port %1 does not exist; is the board plugged in? `cyclelab-cli devices` lists the serial ports found") \
    X(ErrSerialPermission, "permission denied on serial port %1; add yourself to the 'dialout' group (sudo usermod -aG dialout $USER), then log out and in again") \
    X(ErrSerialBusy, "serial port %1 is busy: another program (a terminal such as minicom or screen, ModemManager, or another CycleLab) has it open; close that program") \
    X(ErrSerialCannotOpen, "cannot open serial port %1: %2") \
    X(ErrSerialBadBaud, "serial port %1: baud rate must be positive") \
    X(ErrSerialPseudoTerminal, "%1 is a pseudo-terminal, which libserialport cannot open; connect to the emulator or ser2net through a socket (tcp:HOST:PORT or unix:PATH) instead") \
    X(ErrSerialNotSerial, "%1 is not a serial port (libserialport does not know it)") \
    X(ErrSerialCannotConfigure, "cannot configure serial port %1 for %2 baud 8N1: %3; check that the adapter supports this baud rate") \
    X(ErrSerialGone, "serial port %1 disappeared (device unplugged or reset?): %2; reconnect it and run again") \
    X(ErrSerialClosed, "serial port %1 is closed") \
    X(ErrSerialWriteTimeout, "writing to serial port %1 timed out after %2 s; is the device still running and is flow control off?") \
    /* devices/qemu: starting QEMU and its monitor (qemu_flasher.cpp, qmp_client.cpp, qemu_core_probe.cpp) */ \
    X(NoteQemuLastOutput, "; its last output:\n%1") \
    X(ErrQemuNoControlSocket, "QEMU did not open its control socket within %1 ms booting %2%3") \
    X(ErrQemuExitedAtStartCode, "QEMU exited during start-up (exit code %1) booting %2%3") \
    X(ErrQemuExitedAtStart, "QEMU exited during start-up booting %1%2") \
    X(ErrQemuNotRunningFor, "QEMU is not running: flash() an image before %1") \
    X(ErrQemuNotRunningCore, "QEMU is not running: no core to read") \
    X(ErrQemuNoPc, "QEMU's `info registers` shows no R15 (PC)") \
    X(ErrQmpNoBanner, "QMP socket %1 did not greet with a QMP banner: %2") \
    X(ErrQmpNoReply, "QMP (%1): no reply within %2 ms") \
    X(ErrQmpCtx, "QMP: ") \
    X(ErrQmpCtxCommand, "QMP %1: ") \
    X(ErrQmpUnreadableReply, "QMP %1: unreadable reply '%2'") \
    X(ErrQmpCommandFailed, "QMP %1 failed: %2") \
    /* devices/qemu: the virtual analyzer (virtual_analyzer.cpp) */ \
    X(ErrVlaChannelRange, "virtual analyzer channel %1 (%2) is outside 0..15") \
    X(ErrVlaChannelTwice, "two virtual analyzer pins use channel %1") \
    X(ErrVlaNoPin, "virtual analyzer has no pin on channel %1 (board probe/marker channels only)") \
    X(ErrVlaNoPins, "virtual analyzer: the board defines no probe or marker pin with set/reset addresses") \
    X(ErrVlaOutputNotVcd, "virtual analyzer output %1 must be a .vcd file (the plugin writes VCD)") \
    X(ErrVlaRateNotWhole, "virtual analyzer samplerate %1 Hz is not a whole number of Hz between 1 Hz and 1 THz") \
    X(ErrVlaRateInexact, "virtual analyzer samplerate %1 Hz cannot be captured exactly: above 1 GHz only rates whose period is 1, 10 or 100 x 10^k fs (10 GHz, 100 GHz) can be written; use one of those or 1 GHz or less") \
    X(ErrVlaStopWithoutStart, "virtual analyzer: stop() without start()") \
    X(ErrVlaQemuStillRunning, "virtual analyzer: QEMU is still running; shut the emulator down (Flasher::shutdown) before stop() so the capture is complete") \
    X(ErrVlaNoCapture, "virtual analyzer: QEMU wrote no capture %1 (did the emulator start with the plugin?)") \
    /* devices/common: processes and temporary directories (subprocess.cpp, owned_temp_dir.cpp) */ \
    X(ErrProcessNoProgram, "no program given to start") \
    X(ErrProcessNotFound, "program '%1' not found on PATH") \
    X(ErrProcessNoPipe, "cannot create a pipe: %1") \
    X(ErrProcessCannotStart, "cannot start a process: %1") \
    X(ErrTempDirCannotCreate, "cannot create a temporary directory under %1 (%2)") \
    /* devices/benches: making a bench (bench_factory.cpp, hardware_bench.cpp, virtual_bench.cpp) */ \
    X(ErrBenchVirtualBoardOption, "%1: board '%2' is a virtual board (QEMU with the virtual analyzer); serial port and analyzer options are for real boards: remove %1 or use a real board's profile") \
    X(ErrBenchPhaseSeedOnRealBoard, "analyzer_phase_seed: board '%1' is a real board, whose analyzer samples at a phase independent of the core's clock by nature; the seed is for the virtual analyzer only: remove it") \
    X(ErrBenchNeedsSerialPort, "board %1 is a real board: give its serial port (--serial /dev/ttyUSB0, tcp://host:port or unix:PATH)") \
    X(ErrBenchQemuNotRunning, "QEMU is not running: flash an image before connecting") \
    /* devices/flash: what a flash tool's output says (tool_flasher.cpp and the flashers' diagnose()) */ \
    X(FlashWhileFlashing, "while flashing %1") \
    X(FlashWhileResetting, "while resetting the target") \
    X(WordRawBinary, "a raw binary") \
    X(WordTheEspImage, "the ESP image") \
    X(RemedyObjcopy, "create it with `arm-none-eabi-objcopy -O binary %1 %2`") \
    X(RemedyRebuildFirmware, "rebuild the firmware (cyclelab_firmware), which writes it") \
    X(ErrFlashNoProbe, "%1: no debug probe found (%2); plug in the probe, check its USB cable and udev rules (see packaging/HARDWARE.md), and close other debuggers using it") \
    X(ErrFlashNoTarget, "%1: the probe is connected but the target does not answer (%2); check the SWD wiring (SWDIO, SWCLK, GND), that the board is powered, and try holding it in reset while connecting") \
    X(ErrFlashVerifyFailed, "%1: verify failed after programming %2 (%3): the flash does not hold the image; check for read/write protection (option bytes) and retry, or erase the chip first") \
    X(FlashFirstDiffOffset, "first difference at offset %1 from %2") \
    X(FlashFirstDiffAt, "first difference at %1: read %2, expected %3") \
    X(StFlashNoStLink, "st-flash found no ST-Link") \
    X(StFlashNoStLinkSerial, "st-flash found no ST-Link with serial %1") \
    X(StFlashNoMcu, "st-flash reached the ST-Link, not the MCU") \
    X(ErrStFlashProgramFailed, "st-flash: programming %1 failed (%2); the flash may be write-protected: unlock it with the vendor tool, then retry") \
    X(OpenOcdChecksumMismatch, "OpenOCD reported a checksum mismatch") \
    X(WordAnotherId, "another ID") \
    X(ErrOpenOcdWrongId, "openocd: the MCU answers with SWD/JTAG ID %1 but %2 expects %3 (a GD32 or another compatible part): set \"cpuTapId\": \"%1\" (or \"0\" to accept any ID) in the board profile's flasher section") \
    X(OpenOcdNoAdapter, "OpenOCD could not open the %1 adapter") \
    X(OpenOcdNoMcu, "OpenOCD reached the adapter, not the MCU") \
    X(ErrOpenOcdNoConfig, "openocd: config file not found (%1); check the board profile's flasherConfig interface/target names against /usr/share/openocd/scripts") \
    X(ErrOpenOcdProgramFailed, "openocd: programming %1 failed (%2); check that the image fits the MCU's flash and that the flash is not write-protected") \
    X(PyOcdNoProbe, "pyOCD sees no CMSIS-DAP, ST-Link or J-Link probe") \
    X(PyOcdNoProbeUid, "no probe with unique ID %1") \
    X(ErrPyOcdUnknownTarget, "pyocd: unknown target type '%1'; fix the board profile's flasherConfig target (`pyocd list --targets`, or install its CMSIS pack with `pyocd pack install %1`)") \
    X(PyOcdPageFailed, "pyOCD could not program and check a page: %1") \
    X(PyOcdNoMcu, "pyOCD reached the probe, not the MCU") \
    X(ErrEsptoolWrongChip, "esptool: the board holds an %1, the profile says %2 (flasher \"chip\": \"%3\"); connect the right board or fix the profile") \
    X(ErrEsptoolNoPort, "esptool: cannot open the serial port (none found) (%1); plug in the board's USB cable, check the port with `cyclelab-cli devices`, and that you may use it (group dialout)") \
    X(ErrEsptoolCannotOpenPort, "esptool: cannot open the serial port %1 (%2); plug in the board's USB cable, check the port with `cyclelab-cli devices`, and that you may use it (group dialout)") \
    X(ErrEsptoolNoDownloadMode, "esptool: the serial port answers but the chip does not enter its download mode (%1); hold BOOT (GPIO9) while pressing RESET, release BOOT, then retry") \
    /* core/campaign: campaign files (campaign_file.cpp, campaign_input.cpp, benchmark_catalog.cpp, */ \
    /* campaign_preflight.cpp). Ctx* are the "file: field: " prefixes (Error::withContext). */ \
    X(ErrCampaignCtxFile, "%1: ") \
    X(ErrCampaignCtxField, "%1: %2: ") \
    X(ErrCampaignCtxLine, "%1:%2:%3: ") \
    X(ErrCampaignIsDirectory, "%1: is a directory: give the campaign file (.toml or .json)") \
    X(ErrCampaignCannotOpen, "%1: cannot open the campaign file (check the path)") \
    X(ErrCampaignCannotRead, "%1: cannot read the campaign file") \
    X(ErrCampaignTooLarge, "%1: larger than %2 KiB: this is not a campaign file") \
    X(ErrCampaignFileType, "%1: unknown campaign file type: use .toml or .json") \
    X(ErrCampaignNotJson, "not valid JSON: %1") \
    X(ErrCampaignKeyTwice, "appears twice in one object: keep one") \
    X(ErrCampaignTopLevel, "expected a table/object at the top level") \
    X(ErrCampaignUnknownField, "unknown field (known: name, board, kernels, profiles, opts, cpu_hz, benchmarks, samples, warmup, analyzer_samplerate_hz, analyzer_phase_seed)") \
    X(ErrCampaignUnknownFieldClose, "unknown field: did you mean '%1'? (known: name, board, kernels, profiles, opts, cpu_hz, benchmarks, samples, warmup, analyzer_samplerate_hz, analyzer_phase_seed)") \
    X(ErrCampaignBoardRequired, "required: a board profile id such as \"qemu-f405\"") \
    X(ErrCampaignKernelsList, "expected an array of kernel ids or \"available\"") \
    X(ErrCampaignNotProfile, "'%1' is not a profile (default, minimal)") \
    X(ErrCampaignNotOpt, "'%1' is not an optimisation level (O0 O1 O2 O3 Os)") \
    X(ErrCampaignCpuHzList, "expected an array of frequencies in Hz") \
    X(ErrCampaignCpuHzValue, "expected a whole number of Hz from 1 to %1, got %2") \
    X(ErrCampaignSamplerate, "expected a samplerate in Hz from 1000 to 1e11, got %1") \
    X(ErrCampaignExpectedString, "expected a string") \
    X(ErrCampaignExpectedStrings, "expected a non-empty array of strings") \
    X(ErrCampaignTooManyEntries, "has %1 entries; at most %2 are allowed") \
    X(ErrCampaignSameValue, "the same as %1: list each value once") \
    X(ErrCampaignTooLong, "is %1 bytes long; at most %2 are allowed") \
    X(ErrCampaignPhaseSeed, "expected a whole number from 0 to 2^53 (the seed of the virtual analyzer's independent sample phase), got %1") \
    X(ErrCampaignIntegerRange, "expected an integer from %1 to %2") \
    X(ErrCampaignBenchmarksList, "expected \"all\" or a non-empty array of benchmark ids or tables { id = \"...\", params = { ... } }") \
    X(ErrCampaignBenchmarkField, "unknown field (a benchmark table has 'id' and 'params')") \
    X(ErrCampaignParamsTable, "expected a table of name = value") \
    X(ErrCampaignBenchmarkEntry, "expected a benchmark id or a table with an 'id' string") \
    X(ErrCampaignSameBenchmark, "'%1' is the same as benchmarks[%2]: list each benchmark once") \
    X(ErrUnknownName, "unknown %1 '%2' (valid: %3)") \
    X(ErrUnknownNameClose, "unknown %1 '%2': did you mean %3? (valid: %4)") \
    X(NameBenchmark, "benchmark") \
    X(NameBoardProfile, "board profile") \
    X(ErrBenchmarkNoParam, "'%1' has no parameter '%2'") \
    X(ErrBenchmarkParamValue, "'%1' is not allowed (allowed: %2)") \
    /* core/campaign/campaign_plan.cpp: a campaign against its board. */ \
    X(ErrCampaignOtherBoard, "campaign '%1' is for board '%2', not '%3'") \
    X(ErrCampaignSamplesAboveBoard, "samples: %1 is above the %2 samples '%3' can hold per run: use at most %2") \
    X(ErrCampaignNoClockTiers, "board '%1' lists no clock tiers") \
    X(ErrCampaignNotClockTier, "cpu_hz[%1]: %2 Hz is not a clock tier of '%3' (tiers: %4)") \
    X(ErrCampaignEmptyAxis, "campaign '%1' has an empty axis (kernels, profiles, opts or benchmarks)") \
    /* core/boards: board profiles (board_profile_loader.cpp; its "file: field: " prefix is */ \
    /* ErrCampaignCtxField) and the firmware manifest's board facts (board_consistency.cpp). */ \
    X(ErrBoardMissingRequired, "missing (required)") \
    X(ErrBoardNonEmptyString, "expected a non-empty string") \
    X(ErrBoardIntegerRange, "expected an integer %1..%2") \
    X(ErrBoardAddress, "expected a 32-bit address such as \"0x40020018\"") \
    X(ErrBoardUnknownField, "unknown field (check its spelling against resources/boards/README.md)") \
    X(ErrBoardExpectedObject, "expected an object { ... }") \
    X(ErrBoardNotSignalName, "'%1' is not a signal name such as PROBE") \
    X(ErrBoardNotPin, "'%1' is not a pin such as PA0 .. PK15") \
    X(ErrBoardRiscvFamily, "expected \"RV32VIRT\" or \"ESP32C3\" (the RISC-V families firmware/boards/rv32virt and firmware/boards/esp32c3 support)") \
    X(ErrBoardArmFamily, "expected \"F1\" or \"F4\" (the families firmware/boards/common supports)") \
    X(ErrBoardImageOpt, "expected an optimisation level such as \"O2\"") \
    X(ErrBoardImageProfile, "expected \"default\" or \"minimal\"") \
    X(ErrBoardSameAddress, "must differ from setAddress: the virtual analyzer tells edges apart by store address") \
    X(ErrBoardClockTiersList, "expected a non-empty array (first entry = default tier)") \
    X(ErrBoardClockTierObject, "expected an object {\"cpuHz\": ..., \"flashWaitStates\": ...}") \
    X(ErrBoardDuplicateTier, "duplicate tier %1 Hz") \
    X(ErrBoardFlasherTool, "expected one of %1") \
    X(ErrBoardFlasherSetting, "unknown setting for %1 (see resources/boards/README.md)") \
    X(ErrBoardTopLevel, "expected a JSON object { ... }") \
    X(ErrBoardIdFileName, "'%1' must match the file name (%2.json)") \
    X(ErrBoardArchitecture, "expected \"arm\" (default) or \"riscv32\"") \
    X(ErrBoardCortexCore, "expected a Cortex-M core such as \"cortex-m4\" (or set \"architecture\": \"riscv32\")") \
    X(ErrBoardRv32Core, "expected a RV32 core such as \"rv32imc\"") \
    X(ErrBoardSameChannel, "must differ from probe.analyzerChannel") \
    X(ErrBoardMachineOptions, "expected QEMU machine properties without spaces, such as \"aclint=on\"") \
    X(ErrBoardQemuMissing, "missing: a board flashed by \"%1\" needs {\"machine\": ..., \"icountShift\": ...}") \
    X(ErrBoardQemuNotVirtual, "only virtual boards (flasher.tool \"qemu\") have a qemu section") \
    X(ErrBoardClockPpm, "expected a number 0..1000 (the crystal's tolerance in ppm, 0 on a virtual board)") \
    X(ErrBoardHarts, "more than one core is supported on RISC-V virtual boards only (QEMU virt -smp); remove the field") \
    X(ErrBoardImagesList, "expected a non-empty array of image name patterns") \
    X(ErrBoardCannotOpen, "%1: cannot open board profile (%2)") \
    X(ErrFileNotJson, "%1: not valid JSON (%2)") \
    X(ErrBoardsDirMissing, "board profile folder %1 does not exist; set CYCLELAB_BOARDS_DIR or reinstall CycleLab") \
    X(ErrBoardIdTwice, "%1: id: '%2' is also used by %3") \
    X(ErrBoardsDirEmpty, "board profile folder %1 holds no *.json profile") \
    X(ErrManifestCannotOpen, "%1: cannot open; build the firmware first") \
    X(ErrManifestNotArray, "%1: expected an array of images") \
    X(ErrManifestEntry, "%1: [%2]: %3") \
    /* core/campaign: the firmware manifest (image_catalog.cpp) and a campaign's images (campaign_plan.cpp). */ \
    X(ErrManifestNoPort, "%1: noPort: %2; rebuild the firmware") \
    X(ErrManifestMissing, "%1: no firmware manifest here; build the firmware (cmake --build) or pass the images directory with --images") \
    X(ErrManifestNotJson, "%1: not valid JSON (%2); rebuild the firmware") \
    X(ErrManifestBadProfileOpt, "%1: images[%2]: bad profile or opt value") \
    X(ErrManifestBadPort, "%1: images[%2]: %3; rebuild the firmware") \
    X(ErrManifestImage, "%1: images[%2]: %3") \
    X(ErrManifestNotBuiltProfile, "%1: notBuilt: bad profile value") \
    X(ErrManifestNotBuilt, "%1: notBuilt: %2") \
    X(ErrImageOverflow, "%1 would overflow by %2 bytes") \
    X(ErrImageDoesNotFit, "%1 (%2 profile) does not fit %3: %4; choose a larger board or the other profile") \
    X(ErrNoImage, "no firmware image for %1 at %2 MHz in %3%4; external kernels need their source path at configure time (firmware/PORTING.md)") \
    X(ErrNoImageNoneForBoard, " (none for this board)") \
    X(ErrNoImageHave, " (have: %1)") \
    X(ErrAvailableNoImages, "kernels = \"available\": %1 has no images for board %2") \
    X(ErrNoThreadMetric, "%1 has no Thread-Metric tests (%2): configure with -DTHREADX_PATH=<threadx checkout>; kernels with a Thread-Metric port: refkernel, freertos, threadx (docs/THREAD_METRIC.md)") \
    X(ErrNoCrossCore, "%1 has no cross-core benchmarks (%2): they need a board with two harts (qemu-rv32-smp) and an SMP kernel: freertos, configured with -DFREERTOS_COMMUNITY_PORTS_PATH=<checkout> and a FreeRTOS-Kernel after V11.1.0, or nuttx, configured with -DNUTTX_PATH and -DNUTTX_APPS_PATH (firmware/kernels.lock)") \
    X(ErrKernelNoPort, "%1 cannot run on %2 (%3): %4; kernels with images for %2: %5") \
    X(ErrKernelsNoneIn, "none in %1") \
    /* core/campaign: merging shards (shard_merge.cpp). */ \
    X(ErrShardNone, "%1 holds no shard of a campaign: give the databases that `cyclelab-cli run --shard K/N` wrote") \
    X(ErrShardSeveral, "%1 holds %2 campaign shards: give one database per shard (run each shard with its own --db)") \
    X(ErrShardOtherCampaign, "%1 is a shard of another campaign ('%2', identity %3) than %4 ('%5', identity %6): merge only the shards of one campaign (same campaign file, same images)") \
    X(ErrShardOtherSplit, "%1 is shard %2, %3 shard %4: the shards of one merge must split the campaign the same way (the same N in --shard K/N)") \
    X(ErrShardTwice, "shard %1 comes twice: %2 and %3: give each shard once") \
    X(ErrShardRunOutside, "%1: run %2 is of cell %3, which is not in shard %4: this database was not written by one shard") \
    X(ErrMergeNeedsDatabases, "merge: give the output database and at least one shard database") \
    X(ErrMergeOutputExists, "%1 already exists: merge writes a new database; give another name or remove it first") \
    X(ErrMergeOutputAppeared, "%1 appeared while merging: nothing was written to it; give another name") \
    X(ErrMergeCannotRename, "cannot rename %1 to %2: %3") \
    /* core/campaign: running a campaign (campaign_session.cpp, campaign_runner.cpp, cell_executor.cpp, */ \
    /* cell_workers.cpp, target_boot.cpp, campaign_claim.cpp, campaign_file_writer.cpp). */ \
    X(ErrSessionNoImages, "the firmware images in %1 have none for board %2: build the firmware for it or choose another board") \
    X(ErrJobsInvalid, "--jobs %1: give a number of cells to run at once (1 or more)") \
    X(ErrJobsRealBoard, "--jobs %1: board '%2' is a real board, one bench: its cells run one after the other (leave --jobs out or give 1)") \
    X(ErrShardInvalid, "shard %1/%2: give K/N with 1 <= K <= N (shard K of N)") \
    X(ErrCtxSamplerate, "campaign analyzer_samplerate_hz: ") \
    X(ErrCampaignBenchOtherBoard, "campaign %1 is for board '%2', the bench has '%3'") \
    X(ErrBoardKeepsAtMost, "board %1 keeps at most %2 samples per run; %3 were asked (lower 'samples')") \
    X(ErrCellUnexpected, "unexpected error: %1") \
    X(ErrTargetMismatch, "the target reports %1=%2 but image %3 has %1=%4: the flash did not take, or the wrong board is connected") \
    X(ErrTargetIsAt, "; the target is %1") \
    X(ErrClaimStopping, "%1: stopping so that no cell is measured twice") \
    X(ErrCampaignCannotSave, "%1: cannot save the campaign file: %2") \
    X(ErrCellNotStored, "cell %1 (%2) was measured but could not be stored: %3. Nothing of it was stored; run the campaign again with --resume to measure it and the cells after it") \
    X(CellStoppedNotKept, "cell %1 stopped; its %2 finished benchmarks could not be stored (%3): --resume measures them again") \
    X(CellStoppedKept, "cell %1 stopped: %2 finished benchmarks stored; --resume measures only the others") \
    X(LogFlashing, "flashing %1") \
    X(LogTargetUp, "target up: %1 %2 %3, cycle source %4 at %5 Hz") \
    X(LogCapture, "capture: %1 samples at %2 Hz, %3 marker windows") \
    /* core/campaign/bench_selftest.cpp: the bench self-test's links and what each step saw. */ \
    X(SelftestLinkFlash, "flash") \
    X(SelftestLinkSerial, "serial link and protocol") \
    X(SelftestLinkFirmwareClock, "cycle source and core clock (firmware)") \
    X(SelftestLinkWaitStates, "flash wait states (measured vs configured)") \
    X(SelftestLinkAnalyzerClock, "core clock (analyzer)") \
    X(SelftestLinkPins, "probe and marker channels") \
    X(SelftestLinkRate, "analyzer rate vs shortest benchmark") \
    X(SelftestFlashed, "%1 via %2") \
    X(SelftestNoHello, "%1; check the adapter's RX on the board's %2 and TX on %3, common ground, and %4 baud") \
    X(SelftestWrongHello, "HELLO from board %1 build %2, expected %3 build %4: the flash did not take, or another board answers on this port") \
    X(SelftestHello, "HELLO protocol %1.%2 from %3 %4 build %5") \
    X(SelftestCycleSource, "%1 at %2%3, core %4%5") \
    X(SelftestFallbackCounter, " (fallback counter: the core has no working DWT)") \
    X(SelftestClockFrom, " from %1") \
    X(SelftestWaitStatesUnmeasured, "the firmware does not measure them (configured %1)") \
    X(SelftestWaitStatesAgree, "%1 measured = %2 configured") \
    X(SelftestPulsesMissing, "%1: %2 probe pulses for %3 samples%4") \
    X(SelftestPulsesReason, " (%1)") \
    X(SelftestCheckWires, "%1; check the wires: %2, and a common ground") \
    X(SelftestWiring, "probe %1 on channel %2, marker %3 on channel %4") \
    X(SelftestPinsPass, "%1: one pulse per sample in every marker window") \
    X(SelftestNeedsPulses, "needs the probe pulses") \
    X(SelftestSeenNothing, "nothing") \
    X(SelftestKnownPulses, " (%1: %2 pulses of known cycle counts)") \
    X(SelftestClockMismatch, "the analyzer sees %1, the firmware counts at %2%3: the PLL runs at another frequency than the image assumes (check the crystal frequency and the clock tier) or the analyzer's rate is off") \
    X(SelftestClockAgree, "%1 seen, %2 counted%3") \
    X(SelftestNoBenchmark, "no benchmark measured") \
    X(SelftestRateFail, "%1 (%2 ns): %3") \
    X(SelftestRatePass, "%1 resolves %2 (median %3 ns, %4 samples)") \
    X(SelftestNeedsFlash, "needs the flash") \
    X(SelftestNeedsSerial, "needs the serial link") \
    X(SelftestNoAnalyzer, "no logic analyzer on this bench") \
    X(SelftestCaptureFailed, "the captured benchmark run failed: %1") \
    X(SelftestNeedsCapture, "needs the captured run") \
    /* core/campaign/campaign_runner_cells.cpp: the CampaignProgress events' text (GUI log, CLI). */ \
    X(ProgressPausedBefore, "paused before cell %1") \
    X(ProgressBoot, ", boot %1") \
    X(ProgressCellStarted, "cell %1/%2: %3%4") \
    X(ProgressCellRetry, "retrying cell %1%2 after: %3") \
    X(ProgressPartDone, "cell %1, boot %2 done on bench %3; the rest of the cell goes on") \
    X(ProgressCellDone, "cell %1 done") \
    X(ProgressCellFailed, "cell %1 failed: %2") \
    /* Report findings and port acceptance checks (issue 35 item 1). */ \
    /* What a report says first (core/report/report_findings.cpp, its summary in report_writer.cpp). */ \
    X(FindingEffect, "%1: %2 takes %3 the cycles of %4 (median %5 vs %6 cycles; Mann–Whitney %7, n %8/%9)") \
    X(FindingFlip, "%1: %2 is faster than %3 at %4 (%5 vs %6 cycles) but slower at %7 (%8 vs %9)") \
    X(FindingProblem, "run %1 %2 (%3): %4, %5") \
    X(FindingImplausible, "implausible") \
    X(FindingFail, "fail") \
    X(FindingInconclusive, "inconclusive") \
    X(FindingsOneValue, "Only one %1 value: nothing to compare.") \
    X(FindingsNoFlip, "No rank flip beyond noise (%1 within noise).") \
    X(FindingsFlipsWithinNoise, "%1 further flip(s) within noise, not listed.") \
    X(FindingsMoreProblems, "and %1 more in the table below.") \
    X(FindingsNoProblem, "Every validated run passes cross-validation.") \
    X(FindingsProblemsHeading, "Runs that did not pass (%1 of %2)") \
    /* A port acceptance check's reason (core/analysis/acceptance.cpp, thread_metric_check.cpp, core/campaign/thread_metric_cell.cpp). */ \
    X(AcceptStackNoCounts, "the firmware sent no detected=/trials= counts (an image older than the check): nothing was checked") \
    X(AcceptStackNoTrial, "no overflow trial ran: nothing was checked") \
    X(AcceptStackMissed, "the kernel reported the stack overflow in only %1 of %2 trials: an overflow went unnoticed") \
    X(AcceptStackReported, "the kernel reported the stack overflow in %1 of %2 trials, and the run went on") \
    X(AcceptIrqNoTimer, "no timer interrupt was raised on this machine (no usable TIM2): nesting under a high-rate interrupt was not checked") \
    X(AcceptIrqNoCounts, "the firmware sent no raised=/handled=/nested= counts (an image older than the check): nothing was checked") \
    X(AcceptIrqNoneRaised, "the timer raised no interrupt during the run: nothing was checked") \
    X(AcceptIrqPeriod, " (one every %1 µs)") \
    X(AcceptIrqLost, "%1 of %2 high-rate timer interrupts%3 were lost (masked or pending too long)") \
    X(AcceptIrqNotNested, "the timer interrupt nested into the lower-priority ISR in only %1 of %2 samples") \
    X(AcceptIrqPassed, "all %1 high-rate timer interrupts%2 handled, nested into the lower-priority ISR in all %3 samples") \
    X(AcceptTmPassed, "the test's own counter check passed in all %1 periods") \
    X(AcceptTmFailed, "the test's own counter check failed in %1 of %2 periods (Thread-Metric: every thread within 1 of the average of its counters)") \
    X(AcceptTmNotACount, "DONE tm_err=%1 is not a count")
// clang-format on
