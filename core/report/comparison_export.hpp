#pragma once
// A regression comparison in the forms CI pages read: the versioned JSON document of
// `cyclelab-cli compare --json` (schema cyclelab.compare/1, docs/JSON.md), a JUnit XML report
// (one test case per benchmark row; a regression is a failure, a row present on one side
// only is skipped) and a Markdown summary (regressions first).

#include "core/compare/regression.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace cyclelab::core {

// Where each side came from, for the reader: "campaign:3 in main.sqlite".
struct ComparisonSources {
    std::string a, b;
    std::string dbA, dbB;
    std::vector<std::string> forcedDifferences; // what --force overrode; empty otherwise
};

inline constexpr const char* kCompareSchema = "cyclelab.compare/1";

nlohmann::json comparisonToJson(const SetComparison& c, const ComparisonSources& sources);
std::string comparisonJunitXml(const SetComparison& c, const ComparisonSources& sources);
std::string comparisonMarkdown(const SetComparison& c, const ComparisonSources& sources);

} // namespace cyclelab::core
