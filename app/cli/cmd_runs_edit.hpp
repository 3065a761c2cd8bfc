#pragma once
// `cyclelab-cli runs --rename TARGET --to NAME | --annotate TARGET --note TEXT |
// --delete TARGET --yes`, TARGET a run id or campaign:ID.

#include "app/cli/cli_context.hpp"

#include <optional>
#include <string>

namespace cyclelab::cli {

struct RunsEdit {
    std::string rename, annotate, remove; // the target of each, "" when not asked
    std::optional<std::string> to, note;
    bool yes = false;
    bool any() const;
};

// Exit code: 0 done, 2 bad input (unknown target, --delete without --yes), 1 a store failure.
int runRunsEdit(const std::string& db, const RunsEdit& edit);

} // namespace cyclelab::cli
