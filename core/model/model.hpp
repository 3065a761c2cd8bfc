#pragma once
// The data model shared by every layer: what was measured, on what, under which conditions.
// Plain value types; parsing, storage and presentation live elsewhere.

#include "core/common/message.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::core {

enum class OptLevel { O0, O1, O2, O3, Os };
enum class ConfigProfile { Default, Minimal }; // vendor default vs scheduler+sync+memory only

std::string_view toString(OptLevel opt);                      // "O0" ... "Os"
std::optional<OptLevel> parseOptLevel(std::string_view text); // accepts "O2" and "-O2"
std::string_view toString(ConfigProfile profile);             // "default" / "minimal"
std::optional<ConfigProfile> parseConfigProfile(std::string_view text);

struct CpuClock {
    std::uint64_t cpuHz = 0;
    int flashWaitStates = 0;
    friend bool operator==(const CpuClock&, const CpuClock&) = default;
};

struct KernelId {
    std::string name; // "refkernel", "freertos"
    std::string version;
    ConfigProfile profile = ConfigProfile::Minimal;
    // Where the sources came from (manifest kernelCommit / kernelPin / kernelPinNote): the
    // upstream commit of each tree, "+"-joined in the order of the kernel's configure options
    // ("-dirty" after one with local changes, "none" for a tree outside git; empty for
    // refkernel and older images). pin: "pinned" when every tree is at its commit in
    // firmware/kernels.lock, "differs" when one is not (pinNote says which and how), empty
    // when the kernel has no pin. A version alone does not name a tree: two commits of one
    // release measure differently.
    std::string commit{}; // "{}": {name, version, profile} initialisers stay complete
    std::string pin{};
    std::string pinNote{};
    friend bool operator==(const KernelId&, const KernelId&) = default;
};

// A GPIO line the firmware drives and an analyzer watches. Set and reset go through two
// different registers (BSRR low/high half-word, or BSRR/BRR), which is also what lets the
// virtual analyzer see edges without seeing stored values.
struct ProbePin {
    std::string name; // "PA0"
    std::uint32_t setAddress = 0;
    std::uint32_t resetAddress = 0;
    int analyzerChannel = 0;
};

struct BoardProfile {
    std::string id; // "qemu-f405"
    std::string name;
    std::string mcu;  // "STM32F405RG"
    std::string core; // "cortex-m4"
    std::vector<CpuClock> clockTiers;
    ProbePin probe;   // one pulse per measured sample
    ProbePin marker;  // high while a run records samples
    std::string uart; // "USART1"
    int baud = 115200;
    std::string uartTx; // console pins, "PA9" / "PA10"
    std::string uartRx;
    // Pins the board itself uses (button, LED, USB, crystal, debug), pin -> what: console,
    // probe and marker must stay off them.
    std::map<std::string, std::string> boardPins;
    std::string flasher; // "openocd", "st-flash", "pyocd", "esptool", "qemu"
    std::map<std::string, std::string> flasherConfig; // tool-specific (interface, target, machine)
    std::string qemuMachine;                          // non-empty for virtual boards
    int icountShift = 0;                              // virtual boards: -icount shift
    std::string qemuMachineOptions; // ",aclint=on" style properties after -M <machine>
    int harts = 1; // cores the board runs the firmware on (qemu-rv32-smp: 2, QEMU -smp)
    // Tolerance of the clock the cycle counter runs from, in ppm (the crystal's; 0 on virtual
    // boards): a term of the cross-validation tolerance with the analyzer's timebase ppm.
    double clockPpm = 20.0;
    std::size_t maxSamples = 0;      // firmware sample buffer capacity
    std::vector<std::string> images; // firmware image name patterns
};

// What a kernel port says of itself (firmware/ports/<kernel>/port.json, carried by the
// manifest): the kernel's display name, this profile's configuration and where the two
// profiles differ, and per benchmark the primitive measured, the port's own stand-ins and the
// benchmarks the kernel has no primitive for.
struct KernelPort {
    std::string displayName; // "FreeRTOS"; empty for images built before ports described themselves
    std::string colour;      // "#0072B2": the kernel's one colour in every chart
    std::string configSource; // which configuration file and values the profile took
    std::map<std::string, std::string> config; // setting -> value in this image's profile
    std::map<std::string, std::pair<std::string, std::string>> configDiff; // -> (default, minimal)
    std::map<std::string, std::string> primitives;    // benchmark id -> primitive measured
    std::vector<std::string> portImplemented;         // benchmark ids measured on a port stand-in
    std::map<std::string, std::string> notApplicable; // benchmark id -> why the kernel has none
    bool isPortImplemented(std::string_view benchmarkId) const;
    friend bool operator==(const KernelPort&, const KernelPort&) = default;
};

// The RAM each kernel object takes, as the image computed it from the kernel's own types and
// allocation sizes (HELLO ram_* fields since protocol 2.1, firmware/PROTOCOL.md). An event group
// or a task notification the kernel lacks has no figure.
struct KernelObjectRam {
    std::uint32_t semBytes = 0; // a binary semaphore
    std::uint32_t mutexBytes = 0;
    std::uint32_t queueBytes = 0; // control block + storage for queueDepth x queueItemBytes
    std::uint32_t queueDepth = 0;
    std::uint32_t queueItemBytes = 0;
    std::optional<std::uint32_t> eventBytes;
    std::uint32_t taskBytes = 0; // control block + taskStackBytes
    std::uint32_t taskStackBytes = 0;
    std::optional<std::uint32_t> notifyBytes; // what a notification adds to a task (0: nothing)
    friend bool operator==(const KernelObjectRam&, const KernelObjectRam&) = default;
};

struct FirmwareBuild {
    std::string imageName; // "qemu-f405-refkernel-minimal-O2"
    std::string boardId;
    KernelId kernel;
    OptLevel opt = OptLevel::O2;
    CpuClock clock;
    std::string toolchain; // "arm-none-eabi-gcc 12.2.1"
    std::string flags;
    std::uint32_t textBytes = 0;
    std::uint32_t dataBytes = 0;
    std::uint32_t bssBytes = 0;
    std::string sha256;
    std::string buildId; // as reported by the firmware's HELLO
    std::string imagePath;
    std::vector<std::string> benchmarks;
    KernelPort port;
    // What the empty region's harness costs in instructions, counted in the image's own code
    // at build time (manifest harnessSlots): the counter side (start read to end read) and the
    // pulse (probe set to probe clear), and what the shipped harness costs for the image's
    // architecture and optimisation level. 0: not derived (older manifests, test-only images
    // with conditional harness code). Stored with the build (schema 9).
    std::uint32_t harnessCounterSlots = 0;
    std::uint32_t harnessPulseSlots = 0;
    std::uint32_t harnessShippedCounterSlots = 0;
    std::uint32_t harnessShippedPulseSlots = 0;
    // From the image's HELLO (stored beside the port description); none for older images.
    std::optional<KernelObjectRam> objectRam{};
};

// "semaphore 80 B, mutex 80 B, queue of 16 x 4 B 144 B, event group 32 B, task 1172 B (1024 B
// stack), notification +0 B" (a kernel object the kernel lacks: "none").
std::string objectRamText(const KernelObjectRam& ram);

// "18 counter / 15 pulse instructions (the shipped harness)", or what is not known.
std::string harnessSizeText(const FirmwareBuild& build);
// Set when the image's harness is larger than the shipped one on either side: work written
// into the harness itself, which the calibration cancels from every figure, but which makes
// the image's harness another one than the shipped (issue 38).
std::optional<std::string> harnessSizeWarning(const FirmwareBuild& build);

// "FreeRTOS 10.5.1": the kernel as every chart, caption and table names it.
std::string kernelLabel(const FirmwareBuild& build);

// The kernel's sources for people: "dbf70559b27d, pinned" or "4269c69a16f9, differs from its
// pin: FreeRTOS-Kernel at 4269c69a16f9, pinned V11.1.0 (dbf70559b27d)"; each commit cut to 12
// digits; empty when the image did not record one.
std::string kernelSourceText(const KernelId& kernel);

// The empty region every cell measures first: the harness's own cost, subtracted from every
// benchmark of the cell (so its own figures are 0 once subtracted).
inline constexpr const char* kBaselineBenchmark = "baseline";

// A benchmark and its parameters, e.g. queue_send_recv {depth=5, item=16}.

struct BenchmarkSpec {
    std::string id;
    std::map<std::string, std::string> params;
    std::string key() const; // "queue_send_recv depth=5 item=16" (params sorted)
    friend bool operator==(const BenchmarkSpec&, const BenchmarkSpec&) = default;
};

// Implausible: the samples hold values that cannot be true (negative after the overhead,
// longer than the run, 0 for an operation that cannot be free); statusReason says which.
// Such a run is kept for diagnosis but never shown as a result.
// A run is stored when its cell completed, or when a stop ended its cell after it (the cell
// stays pending and a resume measures only its missing benchmarks); a failed cell stores
// nothing and is measured again on resume. Implausible: its samples cannot be true.
enum class RunStatus { Ok, Implausible };
std::string_view toString(RunStatus status);
std::optional<RunStatus> parseRunStatus(std::string_view text);

enum class Verdict { Pass, Fail, Inconclusive };
std::string_view toString(Verdict verdict);
std::optional<Verdict> parseVerdict(std::string_view text);

// Cycle counter vs logic analyzer for one run (see core/analysis).
struct Validation {
    Verdict verdict = Verdict::Inconclusive;
    // One sentence a user can read, as data (english(reason) is what the CLI, JSON and reports
    // print); never a raw string, so the GUI can say it in the user's language.
    Message reason;
    std::size_t paired = 0;
    double withinTolerance = 0.0; // fraction of pairs within toleranceNs
    double toleranceNs = 0.0;
    double biasNs = 0.0;   // mean(analyzer - counter)
    double loaLowNs = 0.0; // Bland-Altman limits of agreement
    double loaHighNs = 0.0;
    double maxDevNs = 0.0;
    double toggleOverheadNs = 0.0;
    double samplerateHz = 0.0;
    std::size_t disagreeing = 0; // pairs beyond toleranceNs
    std::size_t unpaired = 0;    // counter samples without a pulse plus pulses without a sample
    // Per counter sample: 0 agrees, 1 disagrees, 2 no pulse (empty: nothing was paired).
    std::vector<std::uint8_t> agreement{};
};

// The outcome of a port acceptance check (stack_overflow, irq_nesting; see
// core/analysis/acceptance.hpp), decided from the counts the firmware sends with the run. Its
// own verdict, beside the cross-validation one: a check can pass cross-validation and fail.
struct Acceptance {
    Verdict verdict = Verdict::Inconclusive;
    // One sentence a user can read, with the counts, as data (english(reason) is what the CLI,
    // JSON and reports print), so the GUI says it in the user's language.
    Message reason;
    friend bool operator==(const Acceptance&, const Acceptance&) = default;
};

// On a board with more than one core: how many of a run's recorded samples began on one core
// and ended on another (or the same) one, from the firmware's DONE cores= (PROTOCOL.md). A
// cross-core benchmark's samples must all begin on one core and end on the other.
struct CorePair {
    std::uint32_t beginCore = 0;
    std::uint32_t endCore = 0;
    std::uint32_t samples = 0;
    friend bool operator==(const CorePair&, const CorePair&) = default;
};
// The wire and store form "0>1:100/0>0:3" ("" for none) and back; nullopt for a malformed text.
std::string formatCorePairs(const std::vector<CorePair>& pairs);
std::optional<std::vector<CorePair>> parseCorePairs(std::string_view text);

// The share of a run's recording window one core spent in its kernel's idle task (DONE idle=,
// PROTOCOL.md "Idle"), in per mille: 125 is 12.5 %.
struct CoreIdle {
    std::uint32_t core = 0;
    std::uint32_t permille = 0;
    friend bool operator==(const CoreIdle&, const CoreIdle&) = default;
};
// The wire and store form "0:12.5/1:97.0" (percent, one decimal; "" for none) and back; nullopt
// for a malformed text or a share above 100 %.
std::string formatCoreIdle(const std::vector<CoreIdle>& idle);
std::optional<std::vector<CoreIdle>> parseCoreIdle(std::string_view text);

struct Run {
    std::int64_t id = 0;
    std::int64_t campaignId = 0; // 0: not part of a campaign
    int cellIndex = -1;
    FirmwareBuild build;
    BenchmarkSpec benchmark;
    std::uint32_t warmup = 0;
    std::int64_t startedAtMs = 0; // unix epoch milliseconds
    std::int64_t finishedAtMs = 0;
    RunStatus status = RunStatus::Ok;
    std::string statusReason;
    std::string unit = "cycles";
    std::string cycleSource; // "dwt", "systick", "tim2"
    std::uint64_t cycleHz = 0;
    std::uint32_t harnessOverheadCycles = 0; // already subtracted from samples
    // Flash wait states the firmware measured at start-up (HELLO ws_meas), next to the
    // configured build.clock.flashWaitStates; -1 when the firmware did not measure them.
    int flashWaitStatesMeasured = -1;
    // Cycles, harness baseline subtracted, signed: an over-subtraction arrives negative
    // (protocol 2 sends it unclamped), is stored and shown as such, and makes the run
    // implausible.
    std::vector<std::int32_t> samples;
    std::vector<std::uint32_t> pulseWidths; // analyzer samples, one per pulse, in order
    // Begin and end core of the samples (DONE cores=); empty: a one-core board, or firmware
    // that does not say.
    std::vector<CorePair> cores;
    // Each core's idle share of the recording window (DONE idle=); empty: a port that does not
    // count it, older firmware or runs stored before.
    std::vector<CoreIdle> idle;
    double analyzerSamplerateHz = 0.0;
    std::optional<Validation> validation;
    std::optional<Acceptance> acceptance; // acceptance checks only
    std::string serialLog;
    std::string capturePath; // capture file this run's pulses came from, if kept
    // The database file a comparison read the run from when it reads several (the Compare
    // page's label: its file name, with its folder where two share a name). Not stored; empty
    // when one database is read, where ids alone tell runs apart.
    std::string database;
};

enum class CellState { Pending, Running, Done, Failed };
std::string_view toString(CellState state);
std::optional<CellState> parseCellState(std::string_view text);

// The matrix a campaign sweeps: every combination is one cell (one firmware image).
struct CampaignSpec {
    std::string name;
    std::string boardId;
    std::vector<std::string> kernels;
    std::vector<ConfigProfile> profiles;
    std::vector<OptLevel> opts;
    std::vector<std::uint64_t> cpuHz; // empty: the board's default tier
    std::vector<BenchmarkSpec> benchmarks;
    std::uint32_t samples = 10000;
    std::uint32_t warmup = 1000;
    double analyzerSamplerateHz = 100e6; // 0: the highest the analyzer offers
    // The virtual analyzer's independent-phase mode and its seed (campaign
    // analyzer_phase_seed; docs/VALIDATION.md, dithered mean). nullopt: phase locked to the
    // instruction clock on the virtual bench; a real analyzer's is independent anyway.
    std::optional<std::uint64_t> analyzerPhaseSeed;
};

struct CampaignCell {
    int index = 0;
    std::string kernel;
    ConfigProfile profile = ConfigProfile::Minimal;
    OptLevel opt = OptLevel::O2;
    std::uint64_t cpuHz = 0;
    CellState state = CellState::Pending;
    std::string reason;
    int attempts = 0;
};

// A deterministic part of a campaign's cells, for running one campaign on several machines
// (`run --shard K/N`): shard K of N holds the cells whose index i has i % N == K - 1, so cells
// of every kind spread over the shards. count 0: the whole campaign.
struct CampaignShard {
    int index = 0; // 1..count
    int count = 0;
    bool whole() const { return count == 0; }
    bool holds(int cellIndex) const { return whole() || cellIndex % count == index - 1; }
    friend bool operator==(const CampaignShard&, const CampaignShard&) = default;
};

struct Campaign {
    std::int64_t id = 0;
    CampaignSpec spec;
    std::vector<CampaignCell> cells;
    std::int64_t createdAtMs = 0;
    CampaignShard shard; // the cells this database runs; the others are another shard's
    // The same for every shard of one campaign (a hash of the stored spec, set by the store):
    // what `cyclelab-cli merge` matches shard databases by.
    std::string identity;
};

} // namespace cyclelab::core
