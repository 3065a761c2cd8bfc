// `cyclelab-cli runs --rename / --annotate / --delete`: what a lab does to its stored runs and
// campaigns after the fact. Deleting asks for --yes: there is no undo on the command line.

#include "app/cli/cmd_runs_edit.hpp"

#include "core/store/run_store.hpp"

#include <charconv>
#include <filesystem>
#include <iostream>

namespace cyclelab::cli {
namespace {

// "42" (a run) or "campaign:3".
struct Target {
    bool campaign = false;
    std::int64_t id = 0;
};

core::Expected<Target> parseTarget(const std::string& option, const std::string& text) {
    const std::string prefix = "campaign:";
    Target t;
    std::string digits = text;
    if (text.rfind(prefix, 0) == 0) {
        t.campaign = true;
        digits = text.substr(prefix.size());
    }
    const auto* end = digits.data() + digits.size();
    const auto [ptr, ec] = std::from_chars(digits.data(), end, t.id);
    if (digits.empty() || ec != std::errc() || ptr != end || t.id <= 0) {
        return core::Error::badInput(option + ": '" + text +
                                     "' is neither a run id (e.g. 42) nor campaign:ID (e.g. "
                                     "campaign:3): list them with `cyclelab-cli runs --db FILE`");
    }
    return t;
}

std::string describe(const Target& t) {
    return (t.campaign ? "campaign " : "run ") + std::to_string(t.id);
}

} // namespace

bool RunsEdit::any() const {
    return !rename.empty() || !annotate.empty() || !remove.empty();
}

int runRunsEdit(const std::string& db, const RunsEdit& edit) {
    const int chosen = (edit.rename.empty() ? 0 : 1) + (edit.annotate.empty() ? 0 : 1) +
                       (edit.remove.empty() ? 0 : 1);
    if (chosen > 1) {
        return reportError(
            core::Error::badInput("--rename, --annotate and --delete: give one of them at a time"));
    }
    const std::string option =
        !edit.rename.empty() ? "--rename" : (!edit.annotate.empty() ? "--annotate" : "--delete");
    auto target = parseTarget(option, !edit.rename.empty()
                                          ? edit.rename
                                          : (!edit.annotate.empty() ? edit.annotate : edit.remove));
    if (!target) {
        return reportError(target.error());
    }
    if (!edit.remove.empty() && !edit.yes) {
        return reportError(
            core::Error::badInput("--delete " + edit.remove + ": deleting " + describe(*target) +
                                  (target->campaign ? " (with every run of it)" : "") +
                                  " cannot be undone; add --yes to delete it"));
    }
    if (!edit.rename.empty() && !edit.to) {
        return reportError(core::Error::badInput("--rename needs --to NAME (the new name)"));
    }
    if (!edit.annotate.empty() && !edit.note) {
        return reportError(core::Error::badInput("--annotate needs --note TEXT (\"\" clears it)"));
    }
    // A write must not create a database: the read-only opening refuses a missing file.
    if (auto exists = core::RunStore::openReadOnly(db); !exists) {
        return reportError(exists.error());
    }
    auto store = core::RunStore::open(db);
    if (!store) {
        return reportError(store.error());
    }
    const Target t = *target;
    core::Status done = core::success();
    if (!edit.remove.empty()) {
        if (t.campaign) {
            auto runs = store->deleteCampaign(t.id);
            if (!runs) {
                return reportError(runs.error());
            }
            std::cout << "deleted campaign " << t.id << " and its " << *runs << " runs from " << db
                      << '\n';
            return 0;
        }
        done = store->deleteRun(t.id);
    } else if (t.campaign) {
        done = edit.to ? store->renameCampaign(t.id, *edit.to)
                       : store->annotateCampaign(t.id, *edit.note);
    } else {
        auto run = store->loadSummary(t.id);
        if (!run) {
            return reportError(run.error());
        }
        done = store->labelRun(t.id, edit.to.value_or(run->name), edit.note.value_or(run->note));
    }
    if (!done) {
        return reportError(done.error());
    }
    std::cout << (!edit.remove.empty() ? "deleted " : (edit.to ? "renamed " : "annotated "))
              << describe(t) << " in " << db << '\n';
    return 0;
}

} // namespace cyclelab::cli
