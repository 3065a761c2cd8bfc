// cyclelab-cli selftest --board ID [--serial PORT] [--analyzer DRIVER] [--image NAME]
// Flashes the board's reference image and checks each link of the bench (core/campaign/
// bench_selftest.hpp), one PASS/FAIL/SKIP line per link. Exit 0 when nothing failed, 1 when a
// link failed, 2 on bad input.

#include "app/cli/cli_context.hpp"
#include "app/cli/data_paths.hpp"
#include "app/cli/exit_codes.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "core/campaign/bench_selftest.hpp"
#include "core/campaign/image_catalog.hpp"
#include "devices/benches/bench_factory.hpp"

#include <iostream>

namespace cyclelab::cli {
namespace {

struct SelftestArgs {
    std::string board, image, imagesDir, boardsDir, serialPort, analyzerDriver, analyzerConnection;
    double samplerateHz = 0;
};

// `name`, else the board's refkernel minimal O2 image at its default tier, else its first.
core::Expected<core::FirmwareBuild> referenceImage(const core::ImageCatalog& images,
                                                   const std::string& board,
                                                   const std::string& name) {
    const std::string wanted = name.empty() ? board + "-refkernel-minimal-O2" : name;
    const core::FirmwareBuild* first = nullptr;
    for (const auto& b : images.images()) {
        if (b.imageName == wanted && b.boardId == board)
            return b;
        if (!first && b.boardId == board && name.empty())
            first = &b;
    }
    if (first)
        return *first;
    return core::Error::badInput("no firmware image " + wanted + " for board " + board + " in " +
                                 images.dir() + "; build the firmware or pass --images");
}

int runSelftest(const SelftestArgs& args) {
    auto board = core::loadBoardProfile(boardsDir(args.boardsDir) + "/" + args.board + ".json");
    if (!board)
        return reportError(board.error());
    auto images = core::ImageCatalog::load(firmwareImagesDir(args.imagesDir));
    if (!images)
        return reportError(images.error());
    auto image = referenceImage(*images, board->id, args.image);
    if (!image)
        return reportError(image.error());
    devices::BenchConfig config;
    config.board = *board;
    config.serialPort = args.serialPort;
    config.analyzerDriver = args.analyzerDriver;
    config.analyzerConnection = args.analyzerConnection;
    auto bench = devices::makeBench(config);
    if (!bench)
        return reportError(bench.error());
    std::cout << "self-test of " << (*bench)->describe() << '\n' << std::flush;
    core::SelftestOptions options;
    options.samplerateHz = args.samplerateHz;
    options.log = [](const std::string& line) {
        if (line.rfind("PASS", 0) == 0 || line.rfind("FAIL", 0) == 0 || line.rfind("SKIP", 0) == 0)
            std::cout << line << '\n' << std::flush;
    };
    auto report = core::runBenchSelftest(**bench, *image, options);
    if (!report)
        return reportError(report.error());
    std::cout << (report->passed() ? "self-test passed" : "self-test FAILED") << '\n';
    return report->passed() ? kExitOk : kExitFailed;
}

} // namespace

void addSelftestCommand(CLI::App& app, CliContext& ctx) {
    auto* cmd = app.add_subcommand(
        "selftest", "Flash a board's reference image and check each link of the bench");
    auto args = std::make_shared<SelftestArgs>();
    cmd->add_option("--board", args->board, "board id (resources/boards/<id>.json)")->required();
    cmd->add_option("--image", args->image,
                    "firmware image to boot (default: <board>-refkernel-minimal-O2)");
    addBenchOptions(cmd, *args, true);
    cmd->add_option("--samplerate", args->samplerateHz,
                    "analyzer rate in Hz (default: the highest the analyzer offers)");
    cmd->callback([&ctx, args] { ctx.action = [args] { return runSelftest(*args); }; });
}

} // namespace cyclelab::cli
