#include "core/report/report_writer.hpp"

#include "core/common/atomic_file.hpp"
#include "core/common/markup.hpp"
#include "core/report/cross_core_table.hpp"
#include "core/report/report_findings.hpp"
#include "core/report/report_tables.hpp"
#include "core/report/run_csv.hpp"
#include "core/report/run_json.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

namespace cyclelab::core {
namespace {

Status writeFile(const std::filesystem::path& file, const std::string& text) {
    return writeFileAtomically(file, text);
}

} // namespace

ReportPlan planReport(const std::vector<Run>& runs) {
    const auto varying = varyingConditions(pointersTo(runs));
    auto varies = [&](Condition c) {
        return std::find(varying.begin(), varying.end(), c) != varying.end();
    };
    ReportPlan plan;
    // Runs read from several databases (the Compare page's) are compared database against
    // database first: that is why they were put together.
    for (Condition c : {Condition::Database, Condition::Kernel, Condition::Opt, Condition::CpuHz,
                        Condition::Profile, Condition::Board}) {
        if (varies(c)) {
            plan.groupBy = c;
            break;
        }
    }
    // An across condition that moves with the grouping (each board in one database) would give
    // charts of one group each: it compares nothing.
    auto crosses = [&](Condition c) {
        std::map<std::string, std::set<std::string>> groupsOf;
        for (const Run& r : runs)
            groupsOf[conditionValue(r, c)].insert(conditionValue(r, plan.groupBy));
        return std::any_of(groupsOf.begin(), groupsOf.end(),
                           [](const auto& entry) { return entry.second.size() > 1; });
    };
    for (Condition c : {Condition::CpuHz, Condition::Opt, Condition::Profile, Condition::Board,
                        Condition::Kernel}) {
        if (c != plan.groupBy && varies(c) && crosses(c)) {
            plan.across = c;
            break;
        }
    }
    return plan;
}

namespace {

std::vector<std::string> splitIds(const std::string& cell) {
    std::vector<std::string> ids;
    std::string cur;
    for (char c : cell + ",") {
        if (c == ',') {
            if (!cur.empty()) {
                ids.push_back(cur);
            }
            cur.clear();
        } else if (c != ' ') {
            cur += c;
        }
    }
    return ids;
}

bool isIdColumn(const ReportTable& t, std::size_t column) {
    return std::find(t.runIdColumns.begin(), t.runIdColumns.end(), column) != t.runIdColumns.end();
}

std::string varyingLine(const std::vector<Run>& runs) {
    std::string out;
    for (Condition c : varyingConditions(pointersTo(runs))) {
        out += (out.empty() ? "" : ", ") + std::string(toString(c));
    }
    return out.empty() ? "nothing but the benchmark" : out;
}

// The tables, with the cross-core pairs' figures after the summary table when the runs hold
// some (issue 33: the ratio as text beside its chart).
std::vector<ReportTable> reportTables(const ReportContent& content) {
    std::vector<ReportTable> tables = buildReportTables(content);
    if (auto cross = crossCoreTable(content.runs)) {
        tables.insert(tables.begin() + std::min<std::ptrdiff_t>(1, std::ssize(tables)),
                      std::move(*cross));
    }
    return tables;
}

// The summary as (heading, items or the sentence that replaces an empty list) triples, the
// same for Markdown and HTML. The findings and the sentences that carry their counts are
// messages (report_findings.hpp); the report is written in English.
struct SummaryPart {
    std::string heading, lead;
    std::vector<std::string> items;
    std::string empty;
};

std::vector<std::string> inEnglish(const std::vector<Message>& messages) {
    std::vector<std::string> out;
    for (const Message& m : messages) {
        out.push_back(english(m));
    }
    return out;
}

std::vector<SummaryPart> summaryParts(const ReportContent& content) {
    const ReportFindings f = findReportFindings(content);
    const std::string g(toString(content.plan.groupBy));
    std::vector<SummaryPart> parts;
    parts.push_back({"Largest differences between " + g + " values",
                     "Slowest against fastest " + g +
                         " per benchmark, by median cycles; "
                         "significance by a two-sided Mann–Whitney test on all samples.",
                     inEnglish(f.effects),
                     english(message(MessageId::FindingsOneValue,
                                     {sub(conditionMessage(content.plan.groupBy))}))});
    if (f.ranked) {
        const std::string a(toString(*content.plan.across));
        const std::string within = std::to_string(f.flipsWithinNoise);
        parts.push_back({"Rank flips across " + a, flipNoiseRule(), inEnglish(f.flips),
                         english(message(MessageId::FindingsNoFlip, {within}))});
        if (!f.flips.empty() && f.flipsWithinNoise > 0) {
            parts.back().items.push_back(
                english(message(MessageId::FindingsFlipsWithinNoise, {within})));
        }
    }
    std::vector<Message> problems = f.problems;
    if (f.problemRuns > problems.size()) {
        problems.push_back(message(MessageId::FindingsMoreProblems,
                                   {std::to_string(f.problemRuns - problems.size())}));
    }
    parts.push_back(
        {english(message(MessageId::FindingsProblemsHeading,
                         {std::to_string(f.problemRuns), std::to_string(content.runs.size())})),
         "Verdict rules: docs/VALIDATION.md.", inEnglish(problems),
         english(message(MessageId::FindingsNoProblem))});
    return parts;
}

} // namespace

Status writeReportMarkdown(const ReportContent& content, const std::filesystem::path& file) {
    std::ostringstream md;
    md << "# " << content.title << "\n\n";
    md << "**Conditions shared by all " << content.runs.size() << " runs:** "
       << fixedConditionsCaption(pointersTo(content.runs)) << ".  \n**Varying:** "
       << varyingLine(content.runs) << ".\n\n";
    for (const auto& note : content.notes) {
        md << "> " << note << "\n\n";
    }
    md << "## Summary\n\n";
    for (const SummaryPart& part : summaryParts(content)) {
        md << "**" << part.heading << "**. _" << part.lead << "_\n\n";
        if (part.items.empty()) {
            md << part.empty << "\n\n";
            continue;
        }
        for (const auto& item : part.items) {
            md << "- " << item << "\n";
        }
        md << "\n";
    }
    md << "## Charts\n\n";
    for (const auto& c : content.charts) {
        // The caption is drawn into the image (a PNG copied elsewhere keeps its conditions),
        // and is the image's alt text, not printed a second time under it.
        md << "### " << c.title << "\n\n![" << c.title << ". " << c.caption << "](" << c.pngFile
           << ")\n\n";
        if (!c.svgFile.empty()) {
            md << "[SVG](" << c.svgFile << ")\n\n";
        }
    }
    if (content.charts.empty()) {
        md << "No charts were drawn.\n\n";
    }
    md << "## Tables\n\n";
    for (const auto& t : reportTables(content)) {
        md << "### " << t.heading << "\n\n";
        if (!t.caption.empty()) {
            md << "_" << t.caption << "_\n\n";
        }
        if (t.rows.empty()) {
            md << t.emptyText << "\n\n";
            continue;
        }
        md << "|";
        for (const auto& h : t.headers) {
            md << " " << escapeMarkdownCell(h) << " |";
        }
        md << "\n|";
        for (std::size_t i = 0; i < t.headers.size(); ++i) {
            md << " --- |";
        }
        md << "\n";
        for (const auto& row : t.rows) {
            md << "|";
            for (std::size_t i = 0; i < row.size(); ++i) {
                md << " ";
                if (t.rowsAreRuns && i == 0) {
                    md << "<a id=\"run-" << row[i] << "\"></a>" << row[i];
                } else if (isIdColumn(t, i)) {
                    const auto ids = splitIds(row[i]);
                    for (std::size_t k = 0; k < ids.size(); ++k) {
                        md << (k ? ", " : "") << "[" << ids[k] << "](#run-" << ids[k] << ")";
                    }
                } else {
                    md << escapeMarkdownCell(row[i]);
                }
                md << " |";
            }
            md << "\n";
        }
        md << "\n";
    }
    md << "Data: [runs.csv](runs.csv), [runs.json](runs.json).\n";
    return writeFile(file, md.str());
}

Status writeReportHtml(const ReportContent& content, const std::filesystem::path& file) {
    std::ostringstream h;
    h << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
      << escapeMarkup(content.title) << "</title>\n<style>"
      << "body{font-family:sans-serif;font-size:11pt;color:#111;max-width:1200px;margin:2em auto;"
         "padding:0 1em}"
      << ".conditions{background:#f3f5f8;border-left:4px solid #0072b2;padding:0.6em 1em}"
      << ".summary li{margin:0.25em 0}.lead{color:#444;font-style:italic}"
      << "table{border-collapse:collapse;margin:0.5em 0 1.5em;font-size:10pt}"
      << "th,td{border:1px solid #888;padding:3px 6px;text-align:left}"
      << "th{background:#e8e8e8}caption,.cap{font-style:italic;color:#333;text-align:left}"
      << "tr:target{background:#fff3b0}"
      << "figure{margin:1.5em 0}img{max-width:100%;border:1px solid #ccc}</style></head><body>\n";
    h << "<h1>" << escapeMarkup(content.title)
      << "</h1>\n<p class=\"conditions\"><b>Conditions shared "
      << "by all " << content.runs.size() << " runs:</b> "
      << escapeMarkup(fixedConditionsCaption(pointersTo(content.runs))) << ".<br><b>Varying:</b> "
      << escapeMarkup(varyingLine(content.runs)) << ".</p>\n";
    for (const auto& note : content.notes) {
        h << "<p><strong>" << escapeMarkup(note) << "</strong></p>\n";
    }
    h << "<h2>Summary</h2>\n<div class=\"summary\">\n";
    for (const SummaryPart& part : summaryParts(content)) {
        h << "<h3>" << escapeMarkup(part.heading) << "</h3>\n<p class=\"lead\">"
          << escapeMarkup(part.lead) << "</p>\n";
        if (part.items.empty()) {
            h << "<p>" << escapeMarkup(part.empty) << "</p>\n";
            continue;
        }
        h << "<ul>";
        for (const auto& item : part.items) {
            h << "<li>" << escapeMarkup(item) << "</li>";
        }
        h << "</ul>\n";
    }
    h << "</div>\n<h2>Charts</h2>\n";
    for (const auto& c : content.charts) {
        h << "<figure><img src=\"" << escapeMarkup(c.pngFile) << "\" alt=\""
          << escapeMarkup(c.title + ". " + c.caption) << "\"><figcaption class=\"cap\"><b>"
          << escapeMarkup(c.title) << ".</b>";
        if (!c.svgFile.empty()) {
            h << " (<a href=\"" << escapeMarkup(c.svgFile) << "\">SVG</a>)";
        }
        h << "</figcaption></figure>\n";
    }
    if (content.charts.empty()) {
        h << "<p>No charts were drawn.</p>\n";
    }
    h << "<h2>Tables</h2>\n";
    for (const auto& t : reportTables(content)) {
        h << "<h3>" << escapeMarkup(t.heading) << "</h3>\n";
        if (t.rows.empty()) {
            h << "<p>" << escapeMarkup(t.emptyText) << "</p>\n";
            continue;
        }
        h << "<table>";
        if (!t.caption.empty()) {
            h << "<caption>" << escapeMarkup(t.caption) << "</caption>";
        }
        h << "<tr>";
        for (const auto& c : t.headers) {
            h << "<th>" << escapeMarkup(c) << "</th>";
        }
        h << "</tr>\n";
        for (const auto& row : t.rows) {
            h << (t.rowsAreRuns ? "<tr id=\"run-" + escapeMarkup(row[0]) + "\">"
                                : std::string("<tr>"));
            for (std::size_t i = 0; i < row.size(); ++i) {
                h << "<td>";
                if (isIdColumn(t, i)) {
                    const auto ids = splitIds(row[i]);
                    for (std::size_t k = 0; k < ids.size(); ++k) {
                        h << (k ? ", " : "") << "<a href=\"#run-" << escapeMarkup(ids[k]) << "\">"
                          << escapeMarkup(ids[k]) << "</a>";
                    }
                } else {
                    h << escapeMarkup(row[i]);
                }
                h << "</td>";
            }
            h << "</tr>\n";
        }
        h << "</table>\n";
    }
    h << "<p>Data: <a href=\"runs.csv\">runs.csv</a>, <a href=\"runs.json\">runs.json</a>.</p>\n"
      << "</body></html>\n";
    return writeFile(file, h.str());
}

Status writeRunsCsv(const std::vector<Run>& runs, const std::filesystem::path& file) {
    return writeFile(file, runsCsv(runs));
}

Status writeRunsJson(const std::vector<Run>& runs, const std::filesystem::path& file) {
    std::vector<nlohmann::json> objects;
    for (const Run& r : runs) {
        objects.push_back(runToJson(r, /*withSamples=*/true));
    }
    return writeFile(file, runsDocument(std::move(objects)).dump(1) + "\n");
}

} // namespace cyclelab::core
