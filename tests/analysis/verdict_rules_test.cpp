// docs/VALIDATION.md and core/analysis apply the same verdict rules in the same order.

#include "core/analysis/verdict_rules.hpp"

#include <fstream>
#include <gtest/gtest.h>
#include <regex>
#include <set>
#include <sstream>

namespace cyclelab::core {
namespace {

TEST(VerdictRules, DocsListTheRulesInTheOrderTheCodeAppliesThem) {
    std::ifstream in(std::string(CYCLELAB_SOURCE_DIR) + "/docs/VALIDATION.md");
    ASSERT_TRUE(in) << "docs/VALIDATION.md is missing";
    std::stringstream text;
    text << in.rdbuf();
    const std::string doc = text.str();
    const auto section = doc.find("## 3. The verdict rules, in order");
    ASSERT_NE(section, std::string::npos);
    const auto end = doc.find("\n## ", section + 1);
    const std::string rules = doc.substr(section, end - section);
    // "1. `rates-known` — *inconclusive* ..."
    const std::regex item(R"((\d+)\. `([a-z-]+)` — \*([a-z]+)\*)");
    std::vector<std::pair<std::string, std::string>> documented;
    for (std::sregex_iterator it(rules.begin(), rules.end(), item), last; it != last; ++it) {
        EXPECT_EQ(std::stoul((*it)[1]), documented.size() + 1) << "numbering";
        documented.emplace_back((*it)[2], (*it)[3]);
    }
    const auto code = analysis_detail::verdictRules();
    ASSERT_EQ(documented.size(), code.size());
    for (std::size_t i = 0; i < code.size(); ++i) {
        EXPECT_EQ(documented[i].first, code[i].name) << "rule " << i + 1;
        EXPECT_EQ(documented[i].second, toString(code[i].verdict)) << code[i].name;
    }
}

// Only what cannot be decided is inconclusive: every other rule fails.
TEST(VerdictRules, InconclusiveOnlyForUndecidableCases) {
    for (const auto& rule : analysis_detail::verdictRules()) {
        if (rule.verdict != Verdict::Inconclusive) {
            EXPECT_EQ(rule.verdict, Verdict::Fail) << rule.name;
            continue;
        }
        static const std::set<std::string_view> undecidable{
            "rates-known",  "toggle-overhead-known", "counter-samples",
            "probe-pulses", "analyzer-resolves",     "enough-pairs"};
        EXPECT_TRUE(undecidable.contains(rule.name)) << rule.name;
    }
}

} // namespace
} // namespace cyclelab::core
