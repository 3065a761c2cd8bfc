// cyclelab-cli compare A B --db FILE: regression check between two runs or two campaigns.

#include "app/cli/cli_context.hpp"
#include "core/compare/regression.hpp"
#include "core/store/run_store.hpp"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

namespace cyclelab::cli {
namespace {

struct CompareArgs {
    std::string a, b, db;
    bool json = false;
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

core::Expected<Side> loadSide(const core::RunStore& store, const std::string& ref) {
    Side side;
    const std::string prefix = "campaign:";
    try {
        if (ref.rfind(prefix, 0) == 0) {
            const std::int64_t id = std::stoll(ref.substr(prefix.size()));
            auto campaign = store.loadCampaign(id);
            if (!campaign) {
                return campaign.error();
            }
            core::RunFilter filter;
            filter.campaignId = id;
            filter.status = core::RunStatus::Ok;
            auto runs = store.loadRuns(filter);
            if (!runs) {
                return runs.error();
            }
            if (runs->empty()) {
                return core::Error::badInput("campaign " + std::to_string(id) +
                                             " has no successful runs to compare");
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
                                     "campaign:3): list them with `cyclelab-cli runs`");
    }
}

std::string num(double v, int decimals) {
    if (!std::isfinite(v)) {
        return v > 0 ? "+inf" : (v < 0 ? "-inf" : "n/a");
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string pValue(double p) {
    char buf[32];
    std::snprintf(buf, sizeof buf, p < 1e-4 ? "%.1e" : "%.4f", p);
    return buf;
}

nlohmann::json finiteOrNull(double v) {
    return std::isfinite(v) ? nlohmann::json(v) : nullptr;
}

nlohmann::json toJson(const core::SetComparison& c) {
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& r : c.rows) {
        nlohmann::json j{{"key", r.key}, {"runsA", r.runsA}, {"runsB", r.runsB}, {"note", r.note}};
        if (r.result) {
            const auto& s = *r.result;
            j["nA"] = s.nA;
            j["nB"] = s.nB;
            j["medianA"] = s.medianA;
            j["medianB"] = s.medianB;
            j["medianDiff"] = s.medianDiff;
            j["changePct"] = finiteOrNull(s.changePct);
            j["u"] = s.test.u1;
            j["z"] = s.test.z;
            j["p"] = s.test.pTwoSided;
            j["pExact"] = s.test.exact;
            j["cliffsDelta"] = finiteOrNull(s.cliffsDelta);
            j["ci95"] = {finiteOrNull(s.ci.low), finiteOrNull(s.ci.high)};
            j["verdict"] = toString(s.verdict);
        }
        rows.push_back(std::move(j));
    }
    return {{"conditionsA", c.conditionsA},
            {"conditionsB", c.conditionsB},
            {"unit", toString(c.options.unit)},
            {"thresholdPct", c.options.thresholdPct},
            {"alpha", c.options.alpha},
            {"bootstrapIterations", c.options.bootstrapIterations},
            {"seed", c.options.seed},
            {"rows", rows},
            {"regressions", c.regressions},
            {"improvements", c.improvements},
            {"worstRegressionPct", c.worstRegressionPct}};
}

void printTable(const core::SetComparison& c) {
    std::cout << "A: " << c.conditionsA << "\nB: " << c.conditionsB << "\n"
              << "unit " << toString(c.options.unit) << ", threshold "
              << num(c.options.thresholdPct, 1) << " %, alpha " << c.options.alpha
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
        const std::string ci = "[" + num(s.ci.low, 1) + ", " + num(s.ci.high, 1) + "]";
        std::printf("%-40s %6zu %6zu %10s %10s %8s %21s %9s %7s  %s\n", r.key.c_str(), s.nA, s.nB,
                    num(s.medianA, 1).c_str(), num(s.medianB, 1).c_str(),
                    num(s.changePct, 2).c_str(), ci.c_str(), pValue(s.test.pTwoSided).c_str(),
                    num(s.cliffsDelta, 3).c_str(), std::string(toString(s.verdict)).c_str());
    }
    std::printf("\n%zu regression(s), %zu improvement(s)\n", c.regressions, c.improvements);
    std::fflush(stdout);
}

int runCompare(const CompareArgs& args) {
    auto store = core::RunStore::openReadOnly(args.db);
    if (!store) {
        return reportError(store.error());
    }
    auto a = loadSide(*store, args.a);
    if (!a) {
        return reportError(a.error());
    }
    auto b = loadSide(*store, args.b);
    if (!b) {
        return reportError(b.error());
    }
    core::RegressionOptions options;
    options.thresholdPct = args.failOnRegressionPct.value_or(args.thresholdPct);
    options.alpha = args.alpha;
    options.bootstrapIterations = args.bootstrap;
    options.seed = args.seed;
    options.unit = args.unit == "ns" ? core::ValueUnit::Ns : core::ValueUnit::Cycles;
    const core::SetComparison result =
        a->single && b->single ? core::compareRuns(a->runs.front(), b->runs.front(), options)
                               : core::compareRunSets(a->runs, b->runs, options);
    if (args.json) {
        std::cout << toJson(result).dump(2) << std::endl;
    } else {
        printTable(result);
    }
    if (args.failOnRegressionPct && result.regressions > 0) {
        return reportError({core::ErrorKind::Regression,
                            std::to_string(result.regressions) + " regression(s) beyond " +
                                num(*args.failOnRegressionPct, 1) + " % (worst +" +
                                num(result.worstRegressionPct, 2) + " %, p < " +
                                num(options.alpha, 2) + ")"});
    }
    return 0;
}

} // namespace

void addCompareCommand(CLI::App& app, CliContext& ctx) {
    auto args = std::make_shared<CompareArgs>();
    CLI::App* cmd = app.add_subcommand(
        "compare", "Regression check: run A vs run B, or campaign:ID vs campaign:ID per benchmark");
    cmd->add_option("A", args->a, "baseline: run id or campaign:ID")->required();
    cmd->add_option("B", args->b, "candidate: run id or campaign:ID")->required();
    cmd->add_option("--db", args->db, "SQLite run store")->required();
    cmd->add_flag("--json", args->json, "print the verdict table as JSON");
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
