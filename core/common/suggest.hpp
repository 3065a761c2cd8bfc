#pragma once
// "Did you mean ...?" for names typed by hand: subcommands, options, benchmark ids.

#include "core/common/message.hpp"

#include <string>
#include <vector>

namespace cyclelab::core {

// Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent swaps).
std::size_t editDistance(const std::string& a, const std::string& b);

// The candidates closest to `word`, best first: those within a distance of a third of the
// word's length (at least 2), plus any candidate that starts with `word` (an abbreviation).
std::vector<std::string> closestNames(const std::string& word,
                                      const std::vector<std::string>& candidates);

// "unknown <what> 'word': did you mean 'x'? (valid: a, b, c)"; without a close match only
// the valid list.
std::string unknownNameMessage(const std::string& what, const std::string& word,
                               const std::vector<std::string>& candidates);

// The same sentence as data; `what` names the kind of name (MessageId::NameBenchmark, ...).
Message unknownName(MessageId what, const std::string& word,
                    const std::vector<std::string>& candidates);

} // namespace cyclelab::core
