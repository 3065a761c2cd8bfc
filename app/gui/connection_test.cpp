#include "app/gui/connection_test.hpp"

#include "core/campaign/bench_selftest.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/protocol/firmware_client.hpp"

#include <QElapsedTimer>
#include <QStringList>

namespace cyclelab::app {

namespace {

// Any image built for the board will answer HELLO; the reference kernel at -O2 is preferred
// because every firmware build has it.
const core::FirmwareBuild* pickImage(const core::ImageCatalog& catalog, const std::string& board) {
    const core::FirmwareBuild* any = nullptr;
    for (const auto& image : catalog.images()) {
        if (image.boardId != board)
            continue;
        if (image.kernel.name == "refkernel" && image.opt == core::OptLevel::O2)
            return &image;
        if (!any)
            any = &image;
    }
    return any;
}

QString formatHello(const core::Hello& h) {
    QStringList lines;
    auto add = [&](const char* key, const QString& value) {
        lines << QStringLiteral("%1=%2").arg(QLatin1String(key), value);
    };
    add("proto", QStringLiteral("%1.%2").arg(h.protoMajor).arg(h.protoMinor));
    add("board", QString::fromStdString(h.board));
    add("kernel", QString::fromStdString(h.kernel + " " + h.kver));
    add("profile", QString::fromStdString(h.profile));
    add("opt", QString::fromStdString(h.opt));
    add("build", QString::fromStdString(h.build));
    add("cpuHz", QString::number(h.cpuHz));
    add("flashWs", QString::number(h.flashWs));
    add("cycleSrc", QString::fromStdString(h.cycleSrc));
    add("cycleHz", QString::number(h.cycleHz));
    add("maxN", QString::number(h.maxN));
    if (!h.clockSource.empty())
        add("clockSource", QString::fromStdString(h.clockSource));
    if (h.clockHz != 0)
        add("clockHz", QString::number(h.clockHz));
    if (h.flashWsMeasured >= 0)
        add("flashWsMeasured", QString::number(h.flashWsMeasured));
    for (const auto& [key, value] : h.extra)
        lines << QString::fromStdString(key + "=" + value);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

core::Expected<ConnectionReport> testConnection(const devices::BenchConfig& config,
                                                const QString& imagesDir) {
    QElapsedTimer timer;
    timer.start();
    auto catalog = core::ImageCatalog::load(imagesDir.toStdString());
    if (!catalog)
        return catalog.error();
    const core::FirmwareBuild* image = pickImage(*catalog, config.board.id);
    if (!image) {
        return core::Error::badInput("the firmware images in " + imagesDir.toStdString() +
                                     " have none for board " + config.board.id +
                                     ": build the firmware for it or choose another board");
    }
    auto bench = devices::makeBench(config);
    if (!bench)
        return bench.error();
    core::Flasher& flasher = (*bench)->flasher();
    // Stops QEMU / releases the probe on every path out.
    struct Shutdown {
        core::Flasher& f;
        ~Shutdown() { f.shutdown(); }
    } shutdown{flasher};
    if (auto st = flasher.flash(*image, {}); !st)
        return st.error();
    auto link = (*bench)->connect();
    if (!link)
        return link.error();
    if (auto st = flasher.release(); !st)
        return st.error();
    core::FirmwareClient client(**link);
    auto hello = client.hello(std::chrono::seconds(15));
    if (!hello)
        return hello.error();
    ConnectionReport report;
    report.benchDescription = QString::fromStdString((*bench)->describe());
    report.imageName = QString::fromStdString(image->imageName);
    report.banner = formatHello(*hello);
    report.seconds = static_cast<double>(timer.elapsed()) / 1000.0;
    return report;
}

core::Expected<SelftestSummary> runSelftest(const devices::BenchConfig& config,
                                            const QString& imagesDir) {
    auto catalog = core::ImageCatalog::load(imagesDir.toStdString());
    if (!catalog)
        return catalog.error();
    const core::FirmwareBuild* image = pickImage(*catalog, config.board.id);
    if (!image)
        return core::Error::badInput("the firmware images in " + imagesDir.toStdString() +
                                     " have none for board " + config.board.id);
    auto bench = devices::makeBench(config);
    if (!bench)
        return bench.error();
    auto report = core::runBenchSelftest(**bench, *image, {});
    if (!report)
        return report.error();
    SelftestSummary out;
    out.benchDescription = QString::fromStdString((*bench)->describe());
    out.imageName = QString::fromStdString(image->imageName);
    QStringList lines;
    for (const auto& step : report->steps)
        lines << QString::fromStdString(core::formatStep(step));
    out.lines = lines.join(QLatin1Char('\n'));
    out.passed = report->passed();
    return out;
}

} // namespace cyclelab::app
