// cyclelab-cli report, end to end: real SQLite file, real subprocess, charts on the offscreen
// platform (the CLI selects it itself when no display is set).

#include "tests/compare/cli_fixture.hpp"

#include <QImage>
#include <fstream>
#include <sstream>
#include <tuple>

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
    // No cross-core runs: no same core vs across cores chart or table.
    EXPECT_FALSE(fs::exists(out / "cross_core.png"));
    EXPECT_EQ(md.find("Same core vs across cores"), std::string::npos);
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

// Issue 33: runs of cross-core benchmarks with core=0 and core=1 get the chart of same core
// against across cores (one pair of bars per mechanism and profile), its caption saying what a
// virtual dual-core figure predicts, and the table of the pairs with their ratio.
TEST(CliReport, SameCoreAgainstAcrossCoresWhenBothSidesExist) {
    const fs::path dir = fs::path(CYCLELAB_BINARY_DIR) / "tests" /
                         ("cli_report_xcore-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path db = dir / "dual.sqlite";
    {
        auto store = cyclelab::core::RunStore::open(db.string());
        ASSERT_TRUE(store.ok()) << store.error().message;
        cyclelab::core::Campaign c;
        c.spec.name = "dual-core-notify";
        c.spec.boardId = "qemu-rv32-smp";
        auto campaign = store->createCampaign(c);
        ASSERT_TRUE(campaign.ok());
        std::int64_t id = 1;
        for (auto profile :
             {cyclelab::core::ConfigProfile::Minimal, cyclelab::core::ConfigProfile::Default}) {
            for (const auto& [benchmark, same, cross] :
                 {std::tuple{"xcore_notify", 300, 900}, std::tuple{"xcore_sem", 400, 1000}}) {
                for (const char* core : {"0", "1"}) {
                    std::vector<std::int32_t> samples;
                    const std::int32_t median = core[0] == '0' ? same : cross;
                    for (int i = 0; i < 200; ++i) {
                        samples.push_back(median - 2 + i % 5);
                    }
                    cyclelab::core::Run r = makeRun({.id = id++,
                                                     .benchmark = benchmark,
                                                     .kernel = "freertos",
                                                     .cpuHz = 100'000'000,
                                                     .profile = profile,
                                                     .board = "qemu-rv32-smp",
                                                     .samples = samples});
                    r.benchmark.params["core"] = core;
                    r.campaignId = *campaign;
                    ASSERT_TRUE(store->insertRun(r).ok());
                }
            }
        }
    }
    const fs::path out = dir / "report";
    auto r = runCli({"report", "--db", db.string(), "--out", out.string()});
    ASSERT_EQ(r.exitCode, 0) << r.output;
    const QImage chart(QString::fromStdString((out / "cross_core.png").string()));
    ASSERT_FALSE(chart.isNull());
    EXPECT_GT(chart.width(), 1000);
    EXPECT_TRUE(fs::exists(out / "cross_core.svg"));
    const std::string md = slurp(out / "report.md");
    const std::string html = slurp(out / "report.html");
    EXPECT_NE(md.find("### Same core vs across cores: median cycles per mechanism"),
              std::string::npos)
        << md;
    EXPECT_NE(md.find("](cross_core.png)"), std::string::npos);
    EXPECT_NE(html.find("src=\"cross_core.png\""), std::string::npos);
    // The caption, in the chart's alt text and drawn into it, and in the table's caption.
    const std::string sentence = "Virtual dual core: the two harts run in turn under QEMU -icount";
    EXPECT_NE(md.find(sentence), std::string::npos);
    EXPECT_NE(slurp(out / "cross_core.svg").find("Virtual dual core"), std::string::npos);
    // The ratio as text, per mechanism and profile.
    EXPECT_NE(md.find("| freertos · minimal | xcore_notify | 300.0 (298.0–302.0) | 900.0 "
                      "(898.0–902.0) | 3.00 |"),
              std::string::npos)
        << md;
    EXPECT_NE(md.find("| freertos · default | xcore_sem | 400.0 (398.0–402.0) | 1000.0 "
                      "(998.0–1002.0) | 2.50 |"),
              std::string::npos);
}
