// cyclelab-cli compare A B --db FILE [--against FILE]: regression check between two runs or two
// campaigns, in one database or across two (baseline and candidate of a CI job); with
// --by FACTOR=X,Y, one value of a factor against another inside A (or A's X against B's Y).
// Refuses (exit 2) what is not comparable (core/compare/comparability.hpp) unless --force;
// warns when both sides are the same runs.

#include "app/cli/cli_context.hpp"
#include "core/common/atomic_file.hpp"
#include "core/common/units.hpp"
#include "core/compare/comparability.hpp"
#include "core/compare/conditions.hpp"
#include "core/compare/regression.hpp"
#include "core/report/comparison_export.hpp"
#include "core/store/run_store.hpp"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

namespace cyclelab::cli {
namespace {

struct CompareArgs {
    std::string a, b, db, against, junit, markdown, by;
    bool json = false;
    bool force = false;
    std::optional<double> failOnRegressionPct;
    double thresholdPct = 5.0;
    double alpha = 0.05;
    std::string unit = "cycles";
    std::size_t bootstrap = 1000;
    std::uint64_t seed = 20260101;
};

struct Side {
    std::vector<core::Run> runs;
    bool single = false;
};

core::Expected<std::int64_t> campaignId(const core::RunStore& store, const std::string& text) {
    if (text == "last") {
        auto campaigns = store.listCampaigns();
        if (!campaigns) {
            return campaigns.error();
        }
        if (campaigns->empty()) {
            return core::Error::badInput("campaign:last: " + store.path() + " holds no campaign");
        }
        return campaigns->back().id;
    }
    std::size_t used = 0;
    const std::int64_t id = std::stoll(text, &used);
    if (used != text.size()) {
        throw std::invalid_argument(text);
    }
    return id;
}

core::Expected<Side> loadSide(const core::RunStore& store, const std::string& ref) {
    Side side;
    const std::string prefix = "campaign:";
    try {
        if (ref.rfind(prefix, 0) == 0) {
            auto id = campaignId(store, ref.substr(prefix.size()));
            if (!id) {
                return id.error();
            }
            auto campaign = store.loadCampaign(*id);
            if (!campaign) {
                return campaign.error();
            }
            core::RunFilter filter;
            filter.campaignId = *id;
            filter.status = core::RunStatus::Ok;
            auto runs = store.loadRuns(filter);
            if (!runs) {
                return runs.error();
            }
            if (runs->empty()) {
                return core::Error::badInput("campaign " + std::to_string(*id) + " in " +
                                             store.path() + " has no successful runs to compare");
            }
            side.runs = std::move(*runs);
            return side;
        }
        std::size_t used = 0;
        const std::int64_t id = std::stoll(ref, &used);
        if (used != ref.size()) {
            throw std::invalid_argument(ref);
        }
        auto run = store.loadRun(id);
        if (!run) {
            return run.error();
        }
        side.runs.push_back(std::move(*run));
        side.single = true;
        return side;
    } catch (const std::logic_error&) {
        return core::Error::badInput("'" + ref +
                                     "' is neither a run id (e.g. 42) nor campaign:ID (e.g. "
                                     "campaign:3, or campaign:last): list them with "
                                     "`cyclelab-cli runs`");
    }
}

// --by FACTOR=X,Y: side A keeps the runs whose FACTOR is X, side B those whose FACTOR is Y.
// FACTOR is a condition, or arch (the instruction-set architecture, which follows the board:
// no condition of its own, so charts keep grouping by board).
struct BySplit {
    std::optional<core::Condition> factor; // none: arch
    std::string valueA, valueB;
    std::string name() const { return factor ? std::string(core::toString(*factor)) : "arch"; }
    // Board and architecture are what such a split compares: their difference is no refusal.
    bool acrossBoards() const { return !factor || *factor == core::Condition::Board; }
};

core::Expected<BySplit> parseBy(const std::string& text) {
    const std::size_t eq = text.find('='), comma = text.find(',', eq);
    const std::string name = text.substr(0, eq);
    const bool arch = name == "arch" || name == "architecture";
    const auto factor = core::parseCondition(name);
    if (eq == std::string::npos || comma == std::string::npos || (!factor && !arch) ||
        text.find(',', comma + 1) != std::string::npos || comma == eq + 1 ||
        comma + 1 == text.size()) {
        return core::Error::badInput(
            "--by '" + text +
            "': write FACTOR=X,Y with FACTOR one of kernel, opt, profile, cpuHz, board, arch "
            "(e.g. --by opt=O0,O2, --by cpuHz=24,168 or --by arch=armv7e-m,rv32)");
    }
    return BySplit{factor, text.substr(eq + 1, comma - eq - 1), text.substr(comma + 1)};
}

core::Status keepValue(Side& side, const std::string& ref, const BySplit& by,
                       const std::string& value) {
    std::set<std::string> present;
    std::vector<core::Run> kept;
    for (core::Run& r : side.runs) {
        const std::string arch = core::architectureOf(r.build);
        present.insert(by.factor ? core::conditionValue(r, *by.factor)
                                 : (arch.empty() ? "?" : arch));
        if (by.factor ? core::conditionMatches(r, *by.factor, value)
                      : core::architectureMatches(r.build, value)) {
            kept.push_back(std::move(r));
        }
    }
    if (kept.empty()) {
        std::string values;
        for (const std::string& v : present) {
            values += (values.empty() ? "" : ", ") + v;
        }
        return core::Error::badInput(ref + " has no run with " + by.name() + "=" + value +
                                     "; its values: " + values);
    }
    side.runs = std::move(kept);
    side.single = false;
    return core::success();
}

std::set<std::int64_t> idsOf(const Side& side) {
    std::set<std::int64_t> ids;
    for (const core::Run& r : side.runs) {
        ids.insert(r.id);
    }
    return ids;
}

void printTable(const core::SetComparison& c) {
    std::cout << "A: " << c.conditionsA << "\nB: " << c.conditionsB << "\n"
              << "unit " << toString(c.options.unit) << ", threshold "
              << core::formatFixed(c.options.thresholdPct, 1) << " %, alpha " << c.options.alpha
              << ", Mann-Whitney U two-sided, bootstrap " << c.options.bootstrapIterations
              << " (seed " << c.options.seed << ")\n\n";
    std::printf("%-40s %6s %6s %10s %10s %8s %21s %9s %7s  %s\n", "benchmark", "nA", "nB",
                "median A", "median B", "change%", "95% CI of B-A", "p", "delta", "verdict");
    for (const auto& r : c.rows) {
        if (!r.result) {
            std::printf("%-40s %s\n", r.key.c_str(), r.note.c_str());
            continue;
        }
        const auto& s = *r.result;
        const std::string ci =
            "[" + core::formatFixed(s.ci.low, 1) + ", " + core::formatFixed(s.ci.high, 1) + "]";
        std::printf(
            "%-40s %6zu %6zu %10s %10s %8s %21s %9s %7s  %s\n", r.key.c_str(), s.nA, s.nB,
            core::formatFixed(s.medianA, 1).c_str(), core::formatFixed(s.medianB, 1).c_str(),
            core::formatFixed(s.changePct, 2).c_str(), ci.c_str(),
            core::formatPValue(s.test.pTwoSided).c_str(),
            core::formatFixed(s.cliffsDelta, 3).c_str(), std::string(toString(s.verdict)).c_str());
    }
    std::printf("\n%zu regression(s), %zu improvement(s)\n", c.regressions, c.improvements);
    std::fflush(stdout);
}

core::Error notComparable(const std::vector<std::string>& differences) {
    std::string msg = "A and B do not measure the same thing, so a change between them means "
                      "nothing:";
    bool boards = false;
    for (const auto& d : differences) {
        msg += "\n  - " + d;
        boards = boards || d.starts_with("board: ");
    }
    return core::Error::badInput(
        msg +
        "\nCompare runs of one benchmark on one board (kernel, profile, opt level and "
        "clock may differ)" +
        (boards ? ", split two boards' campaigns with --by board=X,Y or --by arch=X,Y (e.g. "
                  "--by arch=armv7e-m,rv32)"
                : "") +
        ", or pass --force to compare anyway.");
}

// What makes A and B incomparable; a split by board or architecture compares two boards, so
// their difference is left out.
std::vector<std::string> incomparable(const Side& a, const Side& b,
                                      const core::SetComparison& result,
                                      const std::optional<BySplit>& by) {
    auto out = a.single && b.single ? core::incomparableRuns(a.runs.front(), b.runs.front())
                                    : core::incomparableSets(a.runs, b.runs, result);
    if (by && by->acrossBoards()) {
        std::erase_if(out, [](const std::string& d) { return d.starts_with("board: "); });
    }
    return out;
}

int runCompare(const CompareArgs& args) {
    auto storeA = core::RunStore::openReadOnly(args.db);
    if (!storeA) {
        return reportError(storeA.error());
    }
    std::optional<core::RunStore> other;
    if (!args.against.empty()) {
        auto opened = core::RunStore::openReadOnly(args.against);
        if (!opened) {
            return reportError(opened.error());
        }
        other.emplace(std::move(*opened));
    }
    const core::RunStore& storeB = other ? *other : *storeA;
    std::optional<BySplit> by;
    if (!args.by.empty()) {
        auto parsed = parseBy(args.by);
        if (!parsed) {
            return reportError(parsed.error());
        }
        by = *parsed;
    } else if (args.b.empty()) {
        return reportError(core::Error::badInput(
            "compare needs B, or --by FACTOR=X,Y to compare two values of a factor inside A "
            "(e.g. cyclelab-cli compare campaign:1 --by opt=O0,O2 --db runs.sqlite)"));
    }
    const std::string refB = args.b.empty() ? args.a : args.b;
    auto a = loadSide(*storeA, args.a);
    if (!a) {
        return reportError(a.error());
    }
    auto b = loadSide(storeB, refB);
    if (!b) {
        return reportError(b.error());
    }
    if (by) {
        if (auto kept = keepValue(*a, args.a, *by, by->valueA); !kept) {
            return reportError(kept.error());
        }
        if (auto kept = keepValue(*b, refB, *by, by->valueB); !kept) {
            return reportError(kept.error());
        }
    }
    if (!other && idsOf(*a) == idsOf(*b)) {
        std::cerr << "cyclelab-cli: warning: A and B are the same " << a->runs.size()
                  << " run(s): every change is 0 by construction. Name two different runs or "
                     "campaigns, or split one with --by FACTOR=X,Y.\n";
    }
    core::RegressionOptions options;
    options.thresholdPct = args.failOnRegressionPct.value_or(args.thresholdPct);
    options.alpha = args.alpha;
    options.bootstrapIterations = args.bootstrap;
    options.seed = args.seed;
    options.unit = args.unit == "ns" ? core::ValueUnit::Ns : core::ValueUnit::Cycles;
    const bool runs = a->single && b->single;
    const core::SetComparison result =
        runs ? core::compareRuns(a->runs.front(), b->runs.front(), options)
             : core::compareRunSets(a->runs, b->runs, options);
    const auto label = [&](const std::string& ref, const std::string& value) {
        return by ? ref + " [" + by->name() + "=" + value + "]" : ref;
    };
    core::ComparisonSources sources{label(args.a, by ? by->valueA : ""),
                                    label(refB, by ? by->valueB : ""),
                                    args.db,
                                    args.against.empty() ? args.db : args.against,
                                    {}};
    const auto differences = incomparable(*a, *b, result, by);
    if (!differences.empty()) {
        if (!args.force) {
            return reportError(notComparable(differences));
        }
        sources.forcedDifferences = differences;
        for (const auto& d : differences) {
            std::cerr << "cyclelab-cli: warning: compared with --force although " << d << '\n';
        }
    }
    for (const auto& [file, text] :
         {std::pair{args.junit,
                    args.junit.empty() ? "" : core::comparisonJunitXml(result, sources)},
          std::pair{args.markdown,
                    args.markdown.empty() ? "" : core::comparisonMarkdown(result, sources)}}) {
        if (file.empty()) {
            continue;
        }
        if (auto written = core::writeFileAtomically(file, text); !written) {
            return reportError(written.error());
        }
    }
    if (args.json) {
        std::cout << core::comparisonToJson(result, sources).dump(2) << std::endl;
    } else {
        printTable(result);
    }
    if (args.failOnRegressionPct && result.regressions > 0) {
        return reportError({core::ErrorKind::Regression,
                            std::to_string(result.regressions) + " regression(s) beyond " +
                                core::formatFixed(*args.failOnRegressionPct, 1) + " % (worst +" +
                                core::formatFixed(result.worstRegressionPct, 2) + " %, p < " +
                                core::formatFixed(options.alpha, 2) + ")"});
    }
    return 0;
}

} // namespace

void addCompareCommand(CLI::App& app, CliContext& ctx) {
    auto args = std::make_shared<CompareArgs>();
    CLI::App* cmd = app.add_subcommand(
        "compare", "Regression check: run A vs run B, campaign:ID vs campaign:ID per benchmark, "
                   "or two values of a factor (--by opt=O0,O2)");
    cmd->add_option("A", args->a, "baseline: run id, campaign:ID or campaign:last")->required();
    cmd->add_option("B", args->b,
                    "candidate: run id, campaign:ID or campaign:last (with --by: A if not given)");
    cmd->add_option("--db", args->db, "SQLite run store (holds A, and B unless --against)")
        ->required();
    cmd->add_option("--against", args->against,
                    "a second run store that holds B (e.g. --db main.sqlite --against pr.sqlite)");
    cmd->add_option("--by", args->by,
                    "FACTOR=X,Y: A's runs with FACTOR X against B's with FACTOR Y (kernel, opt, "
                    "profile, cpuHz, board or arch; e.g. --by opt=O0,O2 inside one campaign, "
                    "--by arch=armv7e-m,rv32 across two boards' campaigns)");
    cmd->add_flag("--force", args->force,
                  "compare even when A and B differ in benchmark, board or unit");
    cmd->add_flag("--json", args->json, "print the comparison as JSON (schema cyclelab.compare/1)");
    cmd->add_option("--junit", args->junit,
                    "also write a JUnit XML report: one test case per benchmark, regressions fail");
    cmd->add_option("--markdown", args->markdown,
                    "also write a Markdown summary (regressions first) for a CI page");
    cmd->add_option("--fail-on-regression", args->failOnRegressionPct,
                    "exit 3 when a median got slower by more than PCT % (significant at alpha)")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--threshold", args->thresholdPct,
                    "verdict threshold in % when --fail-on-regression is not given")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--alpha", args->alpha, "significance level of the Mann-Whitney test")
        ->check(CLI::Range(0.0, 1.0));
    cmd->add_option("--unit", args->unit, "compare cycles or ns")
        ->check(CLI::IsMember({"cycles", "ns"}));
    cmd->add_option("--bootstrap", args->bootstrap, "bootstrap iterations for the CI")
        ->check(CLI::Range(1, 1000000));
    cmd->add_option("--seed", args->seed, "bootstrap seed (same seed, same CI)");
    cmd->callback([&ctx, args] { ctx.action = [args] { return runCompare(*args); }; });
}

} // namespace cyclelab::cli
