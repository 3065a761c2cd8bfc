#pragma once
// What a report says first: the largest effects with their size and significance, the rank
// flips that are larger than the noise, and the runs that did not pass, with their reasons.
// Each finding is a core::Message (core/common/message.hpp): the report prints english(), a
// front end in another language says it through its table.

#include "core/common/message.hpp"
#include "core/report/report_writer.hpp"

#include <string>
#include <vector>

namespace cyclelab::core {

struct ReportFindings {
    // "sem_give_take: O0 takes 2.41× the cycles of O2 (median 412 vs 171; Mann–Whitney
    // p < 0.001, n 300/300)", largest ratio first, at most kMaxEffects.
    std::vector<Message> effects;
    bool ranked = false;              // an across condition exists, flips were looked for
    std::vector<Message> flips;       // flips beyond noise (RankFlip::beyondNoise)
    std::size_t flipsWithinNoise = 0; // flips found but within the noise rule
    std::vector<Message> problems;    // failed, inconclusive, implausible runs with reasons
    std::size_t problemRuns = 0;      // all of them (problems lists at most kMaxProblems)
};

inline constexpr std::size_t kMaxEffects = 5;
inline constexpr std::size_t kMaxProblems = 8;

ReportFindings findReportFindings(const ReportContent& content);

} // namespace cyclelab::core
