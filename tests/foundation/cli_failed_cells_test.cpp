// Failed cells stay visible: a cell that failed after its retry stores no runs, and `runs` and
// the report list it with its reason instead of leaving it out without a word. Real SQLite
// file, the built cyclelab-cli as a subprocess.
#include "core/store/run_store.hpp"
#include "devices/common/subprocess.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <nlohmann/json.hpp>

namespace cyclelab::core {
namespace {

using testing::makeRun;
using testing::TempDir;

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

devices::ProcessResult cli(std::vector<std::string> args) {
    args.insert(args.begin(), std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli");
    auto r = devices::runProcess(args, std::chrono::minutes(2));
    EXPECT_TRUE(r.ok()) << r.error().message;
    return r.ok() ? *r : devices::ProcessResult{};
}

TEST(CliFailedCells, RunsAndTheReportListFailedCellsWithTheirReasons) {
    TempDir dir;
    const std::string db = dir.file("runs.sqlite");
    {
        auto store = RunStore::open(db);
        ASSERT_TRUE(store.ok());
        Campaign c;
        c.spec.name = "sweep";
        c.spec.boardId = "qemu-f405";
        for (int i = 0; i < 2; ++i) {
            CampaignCell cell;
            cell.index = i;
            cell.kernel = "refkernel";
            cell.opt = i == 0 ? OptLevel::O2 : OptLevel::Os;
            cell.cpuHz = 168000000;
            c.cells.push_back(cell);
        }
        const std::int64_t id = store->createCampaign(c).value();
        CampaignCell done = c.cells[0];
        done.state = CellState::Done;
        ASSERT_TRUE(store->commitCell(id, done, {makeRun(1, 200)}).ok());
        CampaignCell failed = c.cells[1];
        failed.state = CellState::Failed;
        failed.attempts = 2;
        failed.reason = "no debug probe found";
        ASSERT_TRUE(store->updateCell(id, failed).ok());
    }
    const auto runs = cli({"runs", "--db", db});
    ASSERT_EQ(runs.exitCode, 0) << runs.output;
    EXPECT_NE(runs.output.find("cell 2, refkernel minimal Os 168 MHz: failed after 2 attempt(s): "
                               "no debug probe found"),
              std::string::npos)
        << runs.output;

    // The JSON listing says the same, so a script never counts a failed cell as "no runs".
    const auto json = cli({"runs", "--db", db, "--json"});
    ASSERT_EQ(json.exitCode, 0) << json.output;
    const auto doc = nlohmann::json::parse(json.output);
    ASSERT_EQ(doc.at("failedCells").size(), 1u) << json.output;
    const auto& cell = doc["failedCells"][0];
    EXPECT_EQ(cell["cell"], 1);
    EXPECT_EQ(cell["opt"], "Os");
    EXPECT_EQ(cell["attempts"], 2);
    EXPECT_EQ(cell["reason"], "no debug probe found");
    EXPECT_EQ(doc.at("runs").size(), 1u);

    const std::string out = dir.file("report");
    const auto report = cli({"report", "--db", db, "--out", out, "--no-charts"});
    ASSERT_EQ(report.exitCode, 0) << report.output;
    for (const char* file : {"report.md", "report.html"}) {
        const std::string text = readAll(out + "/" + file);
        EXPECT_NE(text.find("no debug probe found"), std::string::npos) << file;
    }
}

} // namespace
} // namespace cyclelab::core
