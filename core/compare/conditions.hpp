#pragma once
// The build and measurement conditions a run was taken under, as comparable labels. Every
// number the comparison engine shows carries them: what varies becomes an axis or legend,
// what is fixed goes into the caption.

#include "core/common/message.hpp"
#include "core/model/model.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cyclelab::core {

// Database: the file a run was read from (Run::database), when a comparison reads several; one
// value (empty) for runs of one database, so it never varies there.
enum class Condition { Kernel, CpuHz, Opt, Profile, Board, Database };
inline constexpr Condition kAllConditions[] = {Condition::Board,   Condition::Kernel,
                                               Condition::Profile, Condition::Opt,
                                               Condition::CpuHz,   Condition::Database};

// "kernel", "cpuHz", "opt", "profile", "board", "database"
std::string_view toString(Condition condition);
std::optional<Condition> parseCondition(std::string_view text); // also "cpu", "mhz", "freq"
// toString as a sentence part, for a chart title the GUI says in the user's language.
Message conditionMessage(Condition condition);

// "refkernel", "168 MHz", "O2", "minimal", "qemu-f405".
std::string conditionValue(const Run& run, Condition condition);
std::string formatMHz(std::uint64_t hz); // "168 MHz", "8.5 MHz"
// Whether `run`'s value of `condition` is `wanted` as a user types it: case and spaces ignored,
// a clock as "168", "168MHz" or "168 MHz", a kernel by its id ("freertos") or its label.
bool conditionMatches(const Run& run, Condition condition, std::string_view wanted);

// The instruction-set architecture an image was built for, read from its compiler flags
// (stored with every run): "armv7e-m" (-mcpu=cortex-m4/m7), "armv7-m" (cortex-m3), "armv6-m",
// "armv8-m", or the -march of a RISC-V image ("rv32imc") or of an Arm one that gives it (NuttX's
// "armv7e-m"); "" when the flags do not say.
std::string architectureOf(const FirmwareBuild& build);
// Whether the build's architecture is `wanted` as a user types it: the exact name
// ("armv7e-m", "rv32imc") or its family ("arm", "cortex-m"; "riscv32", "riscv", "rv32").
bool architectureMatches(const FirmwareBuild& build, std::string_view wanted);

// Distinct values of a condition over runs in natural order: frequencies ascending,
// optimisation levels O0..Os, everything else alphabetically.
std::vector<std::string> distinctValues(const std::vector<const Run*>& runs, Condition condition);
bool conditionValueLess(Condition condition, const std::string& a, const std::string& b);

// Conditions with more than one value among runs.
std::vector<Condition> varyingConditions(const std::vector<const Run*>& runs);
// The same without the conditions a view already lays out (its grouping, its axes).
std::vector<Condition> varyingConditionsExcept(const std::vector<const Run*>& runs,
                                               const std::vector<Condition>& except);

// A run's values of `conditions`, comma-separated: "O2, 168000000", or with `named`
// "opt=O2, cpuHz=168000000". The key that keeps runs of different conditions apart.
std::string conditionValues(const Run& run, const std::vector<Condition>& conditions, bool named);

// Clock the sample cycles are converted to time with: build.clock.cpuHz, else cycleHz.
// Returns 0 when neither is known.
double nsPerCycle(const Run& run);

// One line naming every condition that is the same for all runs: board, kernel, profile,
// opt, clock (with flash wait states), toolchain, samples per run, cycle source, analyzer
// sample rate. Conditions in `omit` (the chart's axes/legend) are left out even if fixed.
// As data (a chart's caption, said in the GUI's language) and as its English.
Message fixedConditions(const std::vector<const Run*>& runs,
                        const std::vector<Condition>& omit = {});
std::string fixedConditionsCaption(const std::vector<const Run*>& runs,
                                   const std::vector<Condition>& omit = {});

std::vector<const Run*> pointersTo(const std::vector<Run>& runs);

} // namespace cyclelab::core

namespace cyclelab::core {

// The runs whose conditions outside `keep` all equal one chosen value each, so a chart can
// vary only what it shows. Chosen values: -O2 when present (else the first opt level), the
// highest clock, the first value of anything else. `chosen` receives "opt=O2"-style notes
// for each condition that had to be fixed.
std::vector<const Run*> sliceRuns(const std::vector<const Run*>& runs,
                                  const std::vector<Condition>& keep,
                                  std::vector<std::string>* chosen = nullptr);

} // namespace cyclelab::core
