#include "core/compare/report_writer.hpp"

#include "core/common/atomic_file.hpp"
#include "core/compare/report_tables.hpp"
#include "core/store/run_csv.hpp"
#include "core/store/run_json.hpp"

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace cyclelab::core {
namespace {

Status writeFile(const std::filesystem::path& file, const std::string& text) {
    return writeFileAtomically(file, text);
}

std::string mdCell(std::string s) {
    std::string out;
    for (char c : s) {
        out += c == '|' ? std::string("\\|") : std::string(1, c);
    }
    return out;
}

std::string html(const std::string& s) {
    std::string out;
    for (char c : s) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

} // namespace

ReportPlan planReport(const std::vector<Run>& runs) {
    const auto varying = varyingConditions(pointersTo(runs));
    auto varies = [&](Condition c) {
        return std::find(varying.begin(), varying.end(), c) != varying.end();
    };
    ReportPlan plan;
    for (Condition c : {Condition::Kernel, Condition::Opt, Condition::CpuHz, Condition::Profile,
                        Condition::Board}) {
        if (varies(c)) {
            plan.groupBy = c;
            break;
        }
    }
    for (Condition c : {Condition::CpuHz, Condition::Opt, Condition::Profile, Condition::Board,
                        Condition::Kernel}) {
        if (c != plan.groupBy && varies(c)) {
            plan.across = c;
            break;
        }
    }
    return plan;
}

Status writeReportMarkdown(const ReportContent& content, const std::filesystem::path& file) {
    std::ostringstream md;
    md << "# " << content.title << "\n\n";
    md << "Runs: " << content.runs.size()
       << ". Conditions shared by all runs: " << fixedConditionsCaption(pointersTo(content.runs))
       << ".\n\n";
    for (const auto& note : content.notes) {
        md << "> " << note << "\n\n";
    }
    for (const auto& t : buildReportTables(content)) {
        md << "## " << t.heading << "\n\n";
        if (!t.caption.empty()) {
            md << "_" << t.caption << "_\n\n";
        }
        if (t.rows.empty()) {
            md << t.emptyText << "\n\n";
            continue;
        }
        md << "|";
        for (const auto& h : t.headers) {
            md << " " << mdCell(h) << " |";
        }
        md << "\n|";
        for (std::size_t i = 0; i < t.headers.size(); ++i) {
            md << " --- |";
        }
        md << "\n";
        for (const auto& row : t.rows) {
            md << "|";
            for (const auto& c : row) {
                md << " " << mdCell(c) << " |";
            }
            md << "\n";
        }
        md << "\n";
    }
    md << "## Charts\n\n";
    for (const auto& c : content.charts) {
        md << "### " << c.title << "\n\n![" << c.title << "](" << c.pngFile << ")\n\n";
        md << "_" << c.caption << "_";
        if (!c.svgFile.empty()) {
            md << " ([SVG](" << c.svgFile << "))";
        }
        md << "\n\n";
    }
    if (content.charts.empty()) {
        md << "No charts were drawn.\n\n";
    }
    md << "Data: [runs.csv](runs.csv), [runs.json](runs.json).\n";
    return writeFile(file, md.str());
}

Status writeReportHtml(const ReportContent& content, const std::filesystem::path& file) {
    std::ostringstream h;
    h << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
      << html(content.title) << "</title>\n<style>"
      << "body{font-family:sans-serif;font-size:11pt;color:#111;max-width:1200px;margin:2em auto}"
      << "table{border-collapse:collapse;margin:0.5em 0 1.5em;font-size:10pt}"
      << "th,td{border:1px solid #888;padding:3px 6px;text-align:left}"
      << "th{background:#e8e8e8}caption,.cap{font-style:italic;color:#333;text-align:left}"
      << "img{max-width:100%;border:1px solid #ccc}</style></head><body>\n";
    h << "<h1>" << html(content.title) << "</h1>\n<p>Runs: " << content.runs.size()
      << ". Conditions shared by all runs: "
      << html(fixedConditionsCaption(pointersTo(content.runs))) << ".</p>\n";
    for (const auto& note : content.notes) {
        h << "<p><strong>" << html(note) << "</strong></p>\n";
    }
    for (const auto& t : buildReportTables(content)) {
        h << "<h2>" << html(t.heading) << "</h2>\n";
        if (t.rows.empty()) {
            h << "<p>" << html(t.emptyText) << "</p>\n";
            continue;
        }
        h << "<table>";
        if (!t.caption.empty()) {
            h << "<caption>" << html(t.caption) << "</caption>";
        }
        h << "<tr>";
        for (const auto& c : t.headers) {
            h << "<th>" << html(c) << "</th>";
        }
        h << "</tr>\n";
        for (const auto& row : t.rows) {
            h << "<tr>";
            for (const auto& c : row) {
                h << "<td>" << html(c) << "</td>";
            }
            h << "</tr>\n";
        }
        h << "</table>\n";
    }
    h << "<h2>Charts</h2>\n";
    for (const auto& c : content.charts) {
        h << "<figure><img src=\"" << html(c.pngFile) << "\" alt=\"" << html(c.title)
          << "\"><figcaption class=\"cap\">" << html(c.caption);
        if (!c.svgFile.empty()) {
            h << " (<a href=\"" << html(c.svgFile) << "\">SVG</a>)";
        }
        h << "</figcaption></figure>\n";
    }
    if (content.charts.empty()) {
        h << "<p>No charts were drawn.</p>\n";
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
