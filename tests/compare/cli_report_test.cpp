// cyclelab-cli report, end to end: real SQLite file, real subprocess, charts on the offscreen
// platform (the CLI selects it itself when no display is set).

#include "tests/compare/cli_fixture.hpp"

#include <QImage>
#include <fstream>
#include <sstream>

using namespace cyclelab::core::testing;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

} // namespace

TEST(CliReport, WritesReportDataAndCharts) {
    CliDb db = makeCliDb("cli_report", 150);
    const fs::path out = db.dir / "report";
    auto r = runCli({"report", "--db", db.db.string(), "--campaign", std::to_string(db.campaignA),
                     "--out", out.string()});
    ASSERT_EQ(r.exitCode, 0) << r.output;
    for (const char* f : {"report.md", "report.html", "runs.csv", "runs.json"}) {
        ASSERT_TRUE(fs::exists(out / f)) << f;
        EXPECT_GT(fs::file_size(out / f), 200u) << f;
    }
    int pngs = 0;
    const std::string md = slurp(out / "report.md");
    const std::string html = slurp(out / "report.html");
    for (const auto& entry : fs::directory_iterator(out)) {
        if (entry.path().extension() != ".png") {
            continue;
        }
        QImage img(QString::fromStdString(entry.path().string()));
        EXPECT_FALSE(img.isNull()) << entry.path();
        EXPECT_GT(img.width(), 1000) << entry.path();
        const std::string name = entry.path().filename().string();
        EXPECT_NE(md.find("](" + name + ")"), std::string::npos) << name;
        EXPECT_NE(html.find("src=\"" + name + "\""), std::string::npos) << name;
        EXPECT_TRUE(fs::exists(fs::path(entry.path()).replace_extension(".svg"))) << name;
        ++pngs;
    }
    EXPECT_GE(pngs, 4);
    // Each chart's caption drawn into the image (a PNG copied into another document keeps its
    // conditions; issue 36) and given as its alt text, not printed a second time under it.
    for (std::size_t at = html.find("<figure>"); at != std::string::npos;
         at = html.find("<figure>", at + 1)) {
        const std::string figure = html.substr(at, html.find("</figure>", at) - at);
        const std::string title =
            figure.substr(figure.find("<b>") + 3, figure.find(".</b>") - figure.find("<b>") - 3);
        const std::size_t from = figure.find("alt=\"") + 5;
        const std::string alt = figure.substr(from, figure.find('"', from) - from);
        ASSERT_EQ(alt.rfind(title + ". ", 0), 0u) << figure;
        const std::string caption = alt.substr(title.size() + 2);
        const std::size_t hrefAt = figure.find("href=\"") + 6;
        const std::string svgName = figure.substr(hrefAt, figure.find('"', hrefAt) - hrefAt);
        SCOPED_TRACE(svgName);
        ASSERT_GT(caption.size(), 10u) << figure;
        const std::string firstPart = caption.substr(0, caption.find(" · "));
        EXPECT_EQ(figure.find("</b> " + firstPart), std::string::npos) << "caption printed twice";
        std::string svg = slurp(out / svgName);
        const std::size_t desc = svg.find("<desc>");
        if (desc != std::string::npos) {
            svg.erase(desc, svg.find("</desc>", desc) - desc); // metadata, not drawn
        }
        EXPECT_NE(svg.find(firstPart), std::string::npos) << "caption not drawn into " << svgName;
        EXPECT_NE(svg.find(title.substr(0, 12)), std::string::npos) << "title not drawn";
    }
    // freertos pays more per flash wait state: at -O2 mutex_lock is 66 vs 70 cycles at 24 MHz
    // (0 WS) but 66*1.35 = 89 vs 70*1.10 = 77 at 168 MHz (5 WS): the pair flips.
    EXPECT_NE(md.find("## Rank flips"), std::string::npos);
    EXPECT_NE(md.find("| mutex_lock [opt=O2] | freertos | refkernel | 24 MHz | 168 MHz |"),
              std::string::npos)
        << md;
    EXPECT_NE(md.find("168 MHz (5 WS)"), std::string::npos);
    // One CSV line per run plus the header.
    const std::string csv = slurp(out / "runs.csv");
    EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 97);
}

TEST(CliReport, EmptyDatabaseIsBadInput) {
    const fs::path dir = fs::path(CYCLELAB_BINARY_DIR) / "tests" / "cli_report_empty";
    fs::remove_all(dir);
    fs::create_directories(dir);
    ASSERT_TRUE(cyclelab::core::RunStore::open((dir / "empty.sqlite").string())
                    .ok()); // a store with no runs
    auto r = runCli(
        {"report", "--db", (dir / "empty.sqlite").string(), "--out", (dir / "out").string()});
    EXPECT_EQ(r.exitCode, 2) << r.output;
    EXPECT_NE(r.output.find("no runs"), std::string::npos) << r.output;
}
