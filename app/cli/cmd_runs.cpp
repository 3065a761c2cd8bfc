// `cyclelab-cli runs`: list stored runs with their conditions and summary statistics.

#include "app/cli/cli_context.hpp"
#include "app/cli/cmd_runs_edit.hpp"
#include "core/campaign/failed_cells.hpp"
#include "core/common/suggest.hpp"
#include "core/model/thread_metric.hpp"
#include "core/report/run_json.hpp"
#include "core/store/run_store.hpp"

#include <cstdio>
#include <iostream>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace cyclelab::cli {
namespace {

struct RunsOptions {
    std::string db;
    bool json = false;
    std::optional<std::int64_t> campaign;
    std::string board, kernel, bench, opt, profile, status;
    RunsEdit edit;
};

std::string number(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string mhz(std::uint64_t hz) {
    return hz % 1000000 == 0 ? std::to_string(hz / 1000000) : number(hz / 1e6, 3);
}

core::Expected<core::RunFilter> makeFilter(const RunsOptions& o) {
    core::RunFilter f;
    f.campaignId = o.campaign;
    f.board = o.board;
    f.kernel = o.kernel;
    f.benchmark = o.bench;
    if (!o.opt.empty()) {
        f.opt = core::parseOptLevel(o.opt);
        if (!f.opt) {
            return core::Error::badInput("--opt: unknown optimisation level \"" + o.opt +
                                         "\" (use O0, O1, O2, O3 or Os)");
        }
    }
    if (!o.profile.empty()) {
        f.profile = core::parseConfigProfile(o.profile);
        if (!f.profile) {
            return core::Error::badInput("--profile: unknown profile \"" + o.profile +
                                         "\" (use default or minimal)");
        }
    }
    if (!o.status.empty()) {
        f.status = core::parseRunStatus(o.status);
        if (!f.status) {
            return core::Error::badInput("--status: unknown status \"" + o.status +
                                         "\" (use ok or implausible)");
        }
    }
    return f;
}

void printTable(const std::vector<core::RunSummary>& runs) {
    std::vector<std::string> header{"ID",  "CAMP",      "BOARD",  "KERNEL", "PROFILE", "OPT",
                                    "MHZ", "BENCHMARK", "N",      "MIN",    "MEDIAN",  "MEAN",
                                    "P99", "MAX",       "STATUS", "CHECK"};
    const bool withCyclesPerIteration = std::any_of(runs.begin(), runs.end(), [](const auto& s) {
        return core::isThreadMetric(s.run.benchmark.id);
    });
    if (withCyclesPerIteration) {
        header.push_back("CYC/ITER");
    }
    std::vector<std::vector<std::string>> rows;
    for (const auto& s : runs) {
        const core::Run& r = s.run;
        const auto& st = s.stats;
        rows.push_back({std::to_string(r.id), r.campaignId ? std::to_string(r.campaignId) : "-",
                        r.build.boardId, r.build.kernel.name,
                        std::string(core::toString(r.build.kernel.profile)),
                        std::string(core::toString(r.build.opt)), mhz(r.build.clock.cpuHz),
                        r.benchmark.key(), std::to_string(s.sampleCount),
                        st ? std::to_string(st->min) : "-", st ? number(st->median, 1) : "-",
                        st ? number(st->mean, 1) : "-", st ? number(st->p99, 1) : "-",
                        st ? std::to_string(st->max) : "-", std::string(core::toString(r.status)),
                        r.validation ? std::string(core::toString(r.validation->verdict)) : "-"});
        if (withCyclesPerIteration) { // Thread-Metric: the figure people compare
            const auto cpi = st ? core::cyclesPerIteration(r, st->mean) : std::nullopt;
            rows.back().push_back(cpi ? number(*cpi, 2) : "-");
        }
    }
    std::vector<std::size_t> width(header.size());
    for (std::size_t c = 0; c < header.size(); ++c) {
        width[c] = header[c].size();
        for (const auto& row : rows) {
            width[c] = std::max(width[c], row[c].size());
        }
    }
    // Text columns left-aligned, numbers right-aligned.
    auto numeric = [](std::size_t c) {
        return c == 0 || c == 1 || c == 6 || (c >= 8 && c <= 13) || c == 16;
    };
    auto printRow = [&](const std::vector<std::string>& row) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            const std::string pad(width[c] - row[c].size(), ' ');
            line += numeric(c) ? pad + row[c] : row[c] + (c + 1 < row.size() ? pad : "");
            if (c + 1 < row.size()) {
                line += "  ";
            }
        }
        std::cout << line << '\n';
    };
    printRow(header);
    for (const auto& row : rows) {
        printRow(row);
    }
}

// A filter value no stored run has (a typo, usually) is an error naming the values that
// exist, the closest first; a value that exists but matches nothing with the other filters
// is just an empty list.
std::optional<core::Error> unknownFilterValue(const core::RunStore& store, const RunsOptions& o) {
    auto all = store.listRuns({});
    if (!all) {
        return all.error();
    }
    struct Field {
        const char* option;
        const char* what;
        const std::string& value;
        std::string (*of)(const core::Run&);
    };
    const Field fields[] = {
        {"--bench", "benchmark", o.bench, [](const core::Run& r) { return r.benchmark.id; }},
        {"--kernel", "kernel", o.kernel, [](const core::Run& r) { return r.build.kernel.name; }},
        {"--board", "board", o.board, [](const core::Run& r) { return r.build.boardId; }}};
    for (const Field& f : fields) {
        if (f.value.empty()) {
            continue;
        }
        std::set<std::string> stored;
        for (const auto& s : *all) {
            stored.insert(f.of(s.run));
        }
        if (!stored.empty() && stored.count(f.value) == 0) {
            return core::Error::badInput(
                std::string(f.option) + ": " + o.db + ": " +
                core::unknownNameMessage(f.what, f.value, {stored.begin(), stored.end()}));
        }
    }
    return std::nullopt;
}

int runRuns(const RunsOptions& o) {
    auto filter = makeFilter(o);
    if (!filter) {
        return reportError(filter.error());
    }
    auto store = core::RunStore::openReadOnly(o.db);
    if (!store) {
        return reportError(store.error());
    }
    auto runs = store->listRuns(filter.value());
    if (!runs) {
        return reportError(runs.error());
    }
    if (runs->empty()) {
        if (auto unknown = unknownFilterValue(*store, o)) {
            return reportError(*unknown);
        }
    }
    // Failed cells store no runs: listed after the table so they are not silently missing.
    auto cells = core::failedCells(store.value(), o.campaign);
    if (!cells) {
        return reportError(cells.error());
    }
    const std::vector<core::FailedCell> failed = std::move(*cells);
    if (o.json) {
        std::vector<nlohmann::json> objects;
        for (const auto& s : runs.value()) {
            objects.push_back(core::runToJson(s));
        }
        nlohmann::json doc = core::runsDocument(std::move(objects));
        doc["failedCells"] = nlohmann::json::array();
        for (const auto& f : failed) {
            doc["failedCells"].push_back(core::toJson(f));
        }
        std::cout << doc.dump(2) << '\n';
        return 0;
    } else if (runs->empty()) {
        const bool filtered = o.campaign || !o.board.empty() || !o.kernel.empty() ||
                              !o.bench.empty() || !o.opt.empty() || !o.profile.empty() ||
                              !o.status.empty();
        std::cout << "no runs in " << o.db << (filtered ? " match the filters" : "") << '\n';
    } else {
        printTable(runs.value());
        const bool tm = std::any_of(runs->begin(), runs->end(), [](const auto& s) {
            return core::isThreadMetric(s.run.benchmark.id);
        });
        std::cout << (tm ? "(cycles; Thread-Metric runs in iterations/period; " : "(cycles; ")
                  << runs->size() << " run" << (runs->size() == 1 ? "" : "s") << " in " << o.db
                  << ")\n";
    }
    if (!failed.empty()) {
        std::cout << "\nfailed cells (no runs stored):\n";
        for (const auto& f : failed) {
            std::cout << "  " << core::describe(f) << '\n';
        }
    }
    return 0;
}

} // namespace

void addRunsCommand(CLI::App& app, CliContext& ctx) {
    auto opts = std::make_shared<RunsOptions>();
    CLI::App* cmd = app.add_subcommand("runs", "List stored runs with conditions and statistics");
    cmd->add_option("--db", opts->db,
                    "Run database (SQLite file; opened read-only unless an edit is asked)")
        ->required();
    cmd->add_flag("--json", opts->json, "Print JSON instead of a table (schema cyclelab.runs/1)");
    cmd->add_option("--campaign", opts->campaign, "Only runs of this campaign id");
    cmd->add_option("--board", opts->board, "Only runs on this board id (e.g. qemu-f405)");
    cmd->add_option("--kernel", opts->kernel, "Only runs of this kernel (e.g. refkernel)");
    cmd->add_option("--bench", opts->bench, "Only runs of this benchmark id");
    cmd->add_option("--opt", opts->opt, "Only runs built with this optimisation (O0..O3, Os)");
    cmd->add_option("--profile", opts->profile, "Only this kernel profile (default, minimal)");
    cmd->add_option("--status", opts->status, "Only runs with this status (ok or implausible)");
    cmd->add_option("--rename", opts->edit.rename, "Rename a run (ID) or campaign:ID, with --to");
    cmd->add_option("--to", opts->edit.to, "The new name (--rename)");
    cmd->add_option("--annotate", opts->edit.annotate,
                    "Set the note of a run (ID) or campaign:ID, with --note");
    cmd->add_option("--note", opts->edit.note, "The note (--annotate; \"\" clears it)");
    cmd->add_option("--delete", opts->edit.remove,
                    "Delete a run (ID) or campaign:ID with all its runs (needs --yes)");
    cmd->add_flag("--yes", opts->edit.yes, "Confirm --delete: it cannot be undone");
    cmd->callback([&ctx, opts] {
        ctx.action = [opts] {
            return opts->edit.any() ? runRunsEdit(opts->db, opts->edit) : runRuns(*opts);
        };
    });
}

} // namespace cyclelab::cli
