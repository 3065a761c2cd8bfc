#pragma once
// Errors of devices/, one block per folder: flash tools, QEMU, libsigrok and capture files,
// socket and serial links, common helpers, benches.
// Part of core/common/message_list.hpp (read its rules first): X(Name, "English template").

// clang-format off
#define CYCLELAB_MESSAGES_DEVICE_ERRORS(X) \
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
    X(ErrEsptoolNoDownloadMode, "esptool: the serial port answers but the chip does not enter its download mode (%1); hold BOOT (GPIO9) while pressing RESET, release BOOT, then retry")
// clang-format on
