#include "app/gui/screenshot_mode.hpp"

#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_matrix.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/main_window.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/run_detail_pane.hpp"
#include "app/gui/run_table_model.hpp"
#include "app/gui/runs_page.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/waveform_window.hpp"
#include "core/campaign/benchmark_catalog.hpp"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <cstdio>
#include <functional>

namespace cyclelab::app {

namespace {

void prepareRuns(RunsPage& runs) {
    // The newest validated run of a real benchmark shows the most of the detail pane.
    RunTableModel* model = runs.model();
    qint64 pick = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const core::Run& run = model->summaryAt(row).run;
        if (pick == 0)
            pick = run.id;
        if (run.benchmark.id != "baseline" && run.validation && !run.capturePath.empty()) {
            pick = run.id;
            break;
        }
    }
    if (pick > 0)
        runs.selectRun(pick);
}

// The fifth picture: the selected run's capture in the waveform view, at its worst sample.
void grabWaveformAndQuit(MainWindow& window, const QString& dir) {
    RunDetailPane* detail = window.runsPage()->detail();
    if (!detail->waveformButton()->isEnabled()) {
        // A database of runs without captures (a campaign without a capture folder): the four
        // pages are its pictures.
        std::fprintf(stderr, "cyclelab: no run with a kept capture; 5-waveform.png not written\n");
        QApplication::exit(0);
        return;
    }
    detail->openWaveform();
    WaveformWindow* wave = detail->waveformWindow();
    if (wave == nullptr) {
        std::fprintf(stderr, "cyclelab: no run selected for the waveform picture\n");
        QApplication::exit(1);
        return;
    }
    wave->resize(1280, 400);
    QObject::connect(
        wave, &WaveformWindow::loaded, &window,
        [wave, dir](bool ok) {
            wave->resize(wave->width(), wave->sizeHint().height()); // no blank space
            for (int pass = 0; pass < 5; ++pass)
                QApplication::processEvents();
            const QString path = QDir(dir).filePath(QStringLiteral("5-waveform.png"));
            const bool saved = ok && wave->grab().save(path);
            if (!saved)
                std::fprintf(stderr, "cyclelab: %s not written: %s\n", qPrintable(path),
                             qPrintable(wave->statusLabel()->text()));
            QApplication::exit(saved ? 0 : 1);
        },
        Qt::SingleShotConnection);
}

void grabAndQuit(MainWindow& window, const QString& dir) {
    prepareRuns(*window.runsPage());
    // The campaign with the most cells has the most to compare.
    qint64 richest = 0;
    std::size_t cells = 0;
    if (core::RunStore* store = window.session()->store()) {
        if (auto campaigns = store->listCampaigns()) {
            for (const auto& c : *campaigns) {
                if (c.cells.size() > cells) {
                    cells = c.cells.size();
                    richest = c.id;
                }
            }
        }
    }
    window.comparePage()->showNewestCampaign();
    if (richest > 0)
        window.comparePage()->compareCampaign(richest);
    QTimer::singleShot(500, &window, [&window, dir] {
        QString error;
        if (!window.grabPages(dir, &error)) {
            std::fprintf(stderr, "cyclelab: %s\n", qPrintable(error));
            QApplication::exit(1);
            return;
        }
        grabWaveformAndQuit(window, dir);
    });
}

void startCampaignThenGrab(MainWindow& window, const QString& dir) {
    core::CampaignSpec spec;
    spec.kernels = {"refkernel"};
    spec.profiles = {core::ConfigProfile::Minimal};
    spec.opts = {core::OptLevel::O2};
    for (const char* id : {"ctx_switch_yield", "sem_give_take", "queue_send_recv"}) {
        if (auto full = core::completeBenchmark({id, {}}, "screenshot"))
            spec.benchmarks.push_back(*full);
    }
    spec.samples = 2000;
    spec.warmup = 100;
    CampaignPage* campaign = window.campaignPage();
    campaign->matrix()->setSpec(spec);
    window.tabs()->setCurrentIndex(MainWindow::CampaignTab);
    QObject::connect(
        campaign, &CampaignPage::campaignFinished, &window,
        [&window, dir] { grabAndQuit(window, dir); }, Qt::SingleShotConnection);
    if (!campaign->start()) {
        std::fprintf(stderr, "cyclelab: the screenshot campaign did not start: %s\n",
                     qPrintable(campaign->banner()->text()));
        grabAndQuit(window, dir);
    }
}

// Calls `then` once no database is being opened (a failed opening may start the default one).
void whenOpened(MainWindow& window, const std::function<void()>& then) {
    if (!window.session()->opening()) {
        then();
        return;
    }
    QObject::connect(
        &window, &MainWindow::databaseOpened, &window,
        [&window, then] {
            // Queued: a fallback opening starts in another slot of the same signal.
            QTimer::singleShot(0, &window, [&window, then] { whenOpened(window, then); });
        },
        Qt::SingleShotConnection);
}

} // namespace

void runScreenshotMode(MainWindow& window, const QString& dir, bool runCampaign) {
    auto next = [&window, dir, runCampaign] {
        if (!runCampaign) {
            grabAndQuit(window, dir);
            return;
        }
        // The Bench page shows a real HELLO banner, the Campaign page a real campaign.
        QObject::connect(
            window.benchPage(), &BenchPage::connectionTested, &window,
            [&window, dir] { startCampaignThenGrab(window, dir); }, Qt::SingleShotConnection);
        window.benchPage()->testConnection();
    };
    BenchPage* bench = window.benchPage();
    if (bench->discovering()) {
        QObject::connect(
            bench, &BenchPage::inventoryReady, &window,
            [&window, next] { whenOpened(window, next); }, Qt::SingleShotConnection);
        return;
    }
    whenOpened(window, next);
}

} // namespace cyclelab::app
