#pragma once
// Errors of core/ below the campaign (Error::badInput(message(...))), one block per folder: the
// store, the protocol and a run's assembly, reports, common, analysis, statistics, comparisons.
// Part of core/common/message_list.hpp (read its rules first): X(Name, "English template").

// clang-format off
#define CYCLELAB_MESSAGES_CORE_ERRORS(X) \
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
    X(ErrBlandAltmanTooFew, "run %1 has fewer than 2 samples paired with analyzer pulses (samples %2, pulses %3): capture the probe pin to get a Bland-Altman plot")
// clang-format on
