#pragma once
// Campaigns and what they report: campaign files, board profiles, image catalogues, shards, the
// runner and its cells, the bench self-test, progress events, report findings and port
// acceptance checks.
// Part of core/common/message_list.hpp (read its rules first): X(Name, "English template").

// clang-format off
#define CYCLELAB_MESSAGES_CAMPAIGN(X) \
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
