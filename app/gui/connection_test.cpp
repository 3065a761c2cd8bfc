#include "app/gui/connection_test.hpp"

#include "app/gui/core_text.hpp"
#include "core/campaign/bench_selftest.hpp"
#include "core/campaign/campaign_session.hpp"
#include "core/campaign/image_catalog.hpp"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

namespace cyclelab::app {

namespace {

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
    // Checked before a bench is made: no QEMU started for a board without images.
    if (auto image = core::connectionTestImage(*catalog, config.board.id); !image)
        return image.error();
    auto bench = devices::makeBench(config);
    if (!bench)
        return bench.error();
    auto check = core::checkConnection(**bench, *catalog, std::chrono::seconds(15));
    if (!check)
        return check.error();
    ConnectionReport report;
    report.benchDescription = QString::fromStdString(check->benchDescription);
    report.imageName = QString::fromStdString(check->image.imageName);
    report.banner = formatHello(check->hello);
    report.seconds = static_cast<double>(timer.elapsed()) / 1000.0;
    return report;
}

QString selftestLine(const core::SelftestStep& step) {
    using Outcome = core::SelftestStep::Outcome;
    const QString tag =
        step.outcome == Outcome::Pass   ? QCoreApplication::translate("SelftestStep", "PASS")
        : step.outcome == Outcome::Fail ? QCoreApplication::translate("SelftestStep", "FAIL")
                                        : QCoreApplication::translate("SelftestStep", "SKIP");
    //: A bench self-test line: PASS/FAIL/SKIP, the link of the bench, what was seen.
    return QCoreApplication::translate("SelftestStep", "%1  %2: %3")
        .arg(tag, CoreText::text(step.linkText), CoreText::text(step.detailText));
}

core::Expected<SelftestSummary> runSelftest(const devices::BenchConfig& config,
                                            const QString& imagesDir) {
    auto catalog = core::ImageCatalog::load(imagesDir.toStdString());
    if (!catalog)
        return catalog.error();
    auto image = core::connectionTestImage(*catalog, config.board.id);
    if (!image)
        return image.error();
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
        lines << selftestLine(step);
    out.lines = lines.join(QLatin1Char('\n'));
    out.passed = report->passed();
    return out;
}

} // namespace cyclelab::app
