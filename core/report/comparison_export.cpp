#include "core/report/comparison_export.hpp"

#include "core/common/markup.hpp"
#include "core/common/units.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace cyclelab::core {
namespace {

nlohmann::json finiteOrNull(double v) {
    return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr);
}

std::string signedPct(double v) {
    return (std::isfinite(v) && v > 0 ? "+" : "") + formatFixed(v, 2) + " %";
}

// Regressions (largest first), improvements (largest first), unchanged, one-sided rows.
std::vector<const SetComparisonRow*> readingOrder(const SetComparison& c) {
    std::vector<const SetComparisonRow*> rows;
    for (const auto& r : c.rows) {
        rows.push_back(&r);
    }
    auto rank = [](const SetComparisonRow* r) {
        if (!r->result) {
            return 3;
        }
        switch (r->result->verdict) {
        case ChangeVerdict::Regression:
            return 0;
        case ChangeVerdict::Improvement:
            return 1;
        case ChangeVerdict::NoChange:
            return 2;
        }
        return 3;
    };
    std::stable_sort(rows.begin(), rows.end(), [&](auto* x, auto* y) {
        if (rank(x) != rank(y)) {
            return rank(x) < rank(y);
        }
        if (x->result && y->result && rank(x) < 2) {
            return std::abs(x->result->changePct) > std::abs(y->result->changePct);
        }
        return false;
    });
    return rows;
}

std::string unitName(const SetComparison& c) {
    return std::string(toString(c.options.unit));
}

std::string changeSentence(const SetComparisonRow& r, const SetComparison& c) {
    const auto& s = *r.result;
    return std::string(toString(s.verdict)) + " " + signedPct(s.changePct) + ": median " +
           formatFixed(s.medianA, 1) + " -> " + formatFixed(s.medianB, 1) + " " + unitName(c) +
           ", p " + formatPValue(s.test.pTwoSided) + ", threshold " +
           formatFixed(c.options.thresholdPct, 1) + " %, alpha " + formatFixed(c.options.alpha, 3);
}

std::size_t oneSided(const SetComparison& c) {
    return static_cast<std::size_t>(
        std::count_if(c.rows.begin(), c.rows.end(), [](const auto& r) { return !r.result; }));
}

} // namespace

nlohmann::json comparisonToJson(const SetComparison& c, const ComparisonSources& sources) {
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
    return {{"schema", kCompareSchema},
            {"a", sources.a},
            {"b", sources.b},
            {"dbA", sources.dbA},
            {"dbB", sources.dbB},
            {"forcedDifferences", sources.forcedDifferences},
            {"conditionsA", c.conditionsA},
            {"conditionsB", c.conditionsB},
            {"unit", unitName(c)},
            {"thresholdPct", c.options.thresholdPct},
            {"alpha", c.options.alpha},
            {"bootstrapIterations", c.options.bootstrapIterations},
            {"seed", c.options.seed},
            {"rows", rows},
            {"regressions", c.regressions},
            {"improvements", c.improvements},
            {"worstRegressionPct", c.worstRegressionPct}};
}

std::string comparisonJunitXml(const SetComparison& c, const ComparisonSources& sources) {
    const std::size_t tests = c.rows.size();
    const std::size_t skipped = oneSided(c);
    std::ostringstream x;
    const std::string counts = "tests=\"" + std::to_string(tests) + "\" failures=\"" +
                               std::to_string(c.regressions) + "\" errors=\"0\" skipped=\"" +
                               std::to_string(skipped) + "\"";
    x << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<testsuites name=\"cyclelab compare\" " << counts << ">\n"
      << "  <testsuite name=\"cyclelab.compare\" " << counts << ">\n"
      << "    <properties>\n"
      << "      <property name=\"baseline\" value=\""
      << escapeMarkup(sources.a + " in " + sources.dbA) << "\"/>\n"
      << "      <property name=\"candidate\" value=\""
      << escapeMarkup(sources.b + " in " + sources.dbB) << "\"/>\n"
      << "      <property name=\"conditionsA\" value=\"" << escapeMarkup(c.conditionsA) << "\"/>\n"
      << "      <property name=\"conditionsB\" value=\"" << escapeMarkup(c.conditionsB) << "\"/>\n"
      << "    </properties>\n";
    for (const auto& r : c.rows) {
        x << "    <testcase classname=\"cyclelab.compare\" name=\"" << escapeMarkup(r.key) << "\"";
        if (!r.result) {
            x << ">\n      <skipped message=\"" << escapeMarkup(r.note)
              << "\"/>\n    </testcase>\n";
        } else if (r.result->verdict == ChangeVerdict::Regression) {
            const std::string why = changeSentence(r, c);
            x << ">\n      <failure type=\"regression\" message=\"" << escapeMarkup(why) << "\">"
              << escapeMarkup(why + "\nruns A: " + nlohmann::json(r.runsA).dump() +
                              ", runs B: " + nlohmann::json(r.runsB).dump())
              << "</failure>\n    </testcase>\n";
        } else {
            x << ">\n      <system-out>" << escapeMarkup(changeSentence(r, c))
              << "</system-out>\n    </testcase>\n";
        }
    }
    x << "  </testsuite>\n</testsuites>\n";
    return x.str();
}

std::string comparisonMarkdown(const SetComparison& c, const ComparisonSources& sources) {
    const std::size_t missing = oneSided(c);
    const std::size_t unchanged = c.rows.size() - missing - c.regressions - c.improvements;
    std::ostringstream m;
    m << "### CycleLab comparison: " << c.regressions << " regression(s), " << c.improvements
      << " improvement(s), " << unchanged << " unchanged";
    if (missing > 0) {
        m << ", " << missing << " on one side only";
    }
    m << "\n\n"
      << "- **A** (baseline): " << escapeMarkdownCell(sources.a) << " in `" << sources.dbA
      << "`: " << escapeMarkdownCell(c.conditionsA) << "\n"
      << "- **B** (candidate): " << escapeMarkdownCell(sources.b) << " in `" << sources.dbB
      << "`: " << escapeMarkdownCell(c.conditionsB) << "\n"
      << "- Medians in " << unitName(c) << "; a change counts when it exceeds "
      << formatFixed(c.options.thresholdPct, 1) << " % and Mann-Whitney p < "
      << formatFixed(c.options.alpha, 3) << ".\n";
    for (const auto& d : sources.forcedDifferences) {
        m << "- Compared with --force although " << escapeMarkdownCell(d) << "\n";
    }
    // Changes first, in a table of their own; unchanged and one-sided rows folded away
    // (<details> opens on GitHub and GitLab pages), so a page with 60 rows leads with the 2
    // that moved.
    const std::string header = "| benchmark | median A | median B | change | 95 % CI of B-A | p "
                               "| verdict |\n|---|---:|---:|---:|---|---:|---|\n";
    std::ostringstream changed, rest;
    for (const SetComparisonRow* r : readingOrder(c)) {
        if (!r->result) {
            rest << "| " << escapeMarkdownCell(r->key) << " | | | | | | "
                 << escapeMarkdownCell(r->note) << " |\n";
            continue;
        }
        const auto& s = *r->result;
        const bool flagged = s.verdict != ChangeVerdict::NoChange;
        const std::string change = signedPct(s.changePct);
        (flagged ? changed : rest)
            << "| " << escapeMarkdownCell(r->key) << " | " << formatFixed(s.medianA, 1) << " | "
            << formatFixed(s.medianB, 1) << " | " << (flagged ? "**" + change + "**" : change)
            << " | [" << formatFixed(s.ci.low, 1) << ", " << formatFixed(s.ci.high, 1) << "] | "
            << formatPValue(s.test.pTwoSided) << " | "
            << (flagged ? "**" + std::string(toString(s.verdict)) + "**"
                        : std::string(toString(s.verdict)))
            << " |\n";
    }
    if (!changed.str().empty()) {
        m << "\n" << header << changed.str();
    }
    if (!rest.str().empty()) {
        m << "\n<details><summary>" << unchanged << " unchanged"
          << (missing > 0 ? ", " + std::to_string(missing) + " on one side only" : "")
          << "</summary>\n\n"
          << header << rest.str() << "\n</details>\n";
    }
    return m.str();
}

} // namespace cyclelab::core
