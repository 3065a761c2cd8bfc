#include "app/gui/campaign_page.hpp"

#include "app/gui/app_settings.hpp"
#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_matrix.hpp"
#include "app/gui/condition_tips.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/histogram_plot.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/worker_progress.hpp"
#include "core/boards/device_kinds.hpp"
#include "core/campaign/campaign_plan.hpp"
#include "core/campaign/campaign_runner.hpp"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTime>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace cyclelab::app {

core::DurationModel calibratedDurationModel() {
    core::DurationModel model;
    if (const double perSample = settings::secondsPerSample(); perSample > 0)
        model.secondsPerSample = perSample;
    return model;
}

QString formatDuration(double seconds) {
    if (seconds < 0)
        return CampaignPage::tr("unknown");
    auto s = static_cast<qint64>(seconds + 0.5);
    if (s < 60)
        return CampaignPage::tr("%1 s").arg(s);
    if (s < 3600)
        return CampaignPage::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return CampaignPage::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
}

CampaignPage::CampaignPage(BenchPage* bench, StoreSession* session, QWidget* parent)
    : QWidget(parent), m_bench(bench), m_session(session) {
    auto* outer = new QVBoxLayout(this);
    m_banner = new MessageBanner(this);
    outer->addWidget(m_banner);
    auto* split = new QSplitter(this);
    outer->addWidget(split, 1);

    QWidget* form = buildForm();
    buildActions(split, form);
    buildProgressPane(split);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

    m_worker = new CampaignWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &CampaignWorker::event, this, &CampaignPage::onEvent, Qt::QueuedConnection);
    connect(m_worker, &CampaignWorker::finished, this, &CampaignPage::onFinished,
            Qt::QueuedConnection);
    m_thread.setObjectName(QStringLiteral("campaign"));
    m_thread.start();

    connect(m_start, &QPushButton::clicked, this, &CampaignPage::start);
    connect(m_resume, &QPushButton::clicked, this, &CampaignPage::resume);
    connect(&m_resumeLookup, &QFutureWatcher<ResumeLookup>::finished, this,
            &CampaignPage::resumeLookedUp);
    connect(m_pause, &QPushButton::toggled, this, &CampaignPage::setPaused);
    connect(m_stop, &QPushButton::clicked, this, &CampaignPage::stop);
    connect(m_matrix, &CampaignMatrix::changed, this, &CampaignPage::updateSummary);
    connect(m_jobs, &QSpinBox::valueChanged, this, &CampaignPage::updateSummary);
    connect(m_session, &StoreSession::openingStarted, this, &CampaignPage::updateSummary);
    connect(m_session, &StoreSession::openFinished, this, &CampaignPage::updateSummary);
    connect(m_bench, &BenchPage::benchChanged, this, &CampaignPage::boardChanged);
    setRunning(false);
    boardChanged();
}

// The matrix, the campaign file buttons and the form of the run's settings (scrolled).
QWidget* CampaignPage::buildForm() {
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto* fileRow = new QHBoxLayout;
    auto* openFile = new QPushButton(tr("Open campaign file…"), left);
    openFile->setObjectName(QStringLiteral("openCampaignFile"));
    openFile->setToolTip(tr("Read a campaign file (.toml or .json, the format of cyclelab-cli "
                            "run --campaign) into the matrix"));
    auto* saveFile = new QPushButton(tr("Save campaign file…"), left);
    saveFile->setObjectName(QStringLiteral("saveCampaignFile"));
    saveFile->setToolTip(tr("Write this matrix as a campaign file (.toml) that cyclelab-cli run "
                            "--campaign reads"));
    fileRow->addWidget(openFile);
    fileRow->addWidget(saveFile);
    fileRow->addStretch(1);
    leftLayout->addLayout(fileRow);
    connect(openFile, &QPushButton::clicked, this, &CampaignPage::chooseCampaignFileToOpen);
    connect(saveFile, &QPushButton::clicked, this, &CampaignPage::chooseCampaignFileToSave);
    m_matrix = new CampaignMatrix(left);
    leftLayout->addWidget(m_matrix, 1);
    auto* form = new QFormLayout;
    m_name = new QLineEdit(left);
    m_name->setPlaceholderText(tr("campaign name (optional)"));
    form->addRow(tr("&Name:"), m_name);
    m_samplerate = new QComboBox(left);
    for (double hz : {24e6, 50e6, 100e6, 200e6, 500e6})
        m_samplerate->addItem(tr("%1 MHz").arg(hz / 1e6), hz);
    m_samplerate->setCurrentIndex(2);
    m_samplerate->setToolTip(tips::analyzerSamplerate());
    form->addRow(tr("&Analyzer sample rate:"), m_samplerate);
    m_jobs = new QSpinBox(left);
    m_jobs->setObjectName(QStringLiteral("jobsSpin"));
    m_jobs->setRange(0, 64);
    m_jobs->setSpecialValueText(tr("one per core"));
    m_jobs->setToolTip(tr("Virtual bench: cells measured side by side, one QEMU each "
                          "(cyclelab-cli run --jobs). A real board runs one cell at a time."));
    form->addRow(tr("&Benches side by side:"), m_jobs);
    leftLayout->addLayout(form);
    m_summary = new QLabel(left);
    m_summary->setWordWrap(true);
    leftLayout->addWidget(m_summary);
    return left;
}

// Start, Resume, Pause and Stop under the scrolled form, and why Start is unavailable.
void CampaignPage::buildActions(QSplitter* split, QWidget* left) {
    // The actions sit under the scrolled form, not in it: always in view, at 1280x800 too.
    auto* leftColumn = new QWidget(split);
    auto* columnLayout = new QVBoxLayout(leftColumn);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(leftColumn);
    scroll->setWidget(left);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(380);
    columnLayout->addWidget(scroll, 1);
    auto* buttons = new QHBoxLayout;
    m_start = new QPushButton(tr("&Start"), leftColumn);
    m_start->setToolTip(tr("Run every cell of the matrix on the bench chosen on the Bench page "
                           "(Ctrl+R)"));
    m_resume = new QPushButton(tr("&Resume"), leftColumn);
    m_resume->setToolTip(
        tr("Continue the newest unfinished campaign of this board in the open "
           "database: cells done and benchmarks a stopped cell stored are skipped, no run is "
           "stored twice"));
    m_pause = new QPushButton(leftColumn);
    m_pause->setObjectName(QStringLiteral("pauseButton"));
    m_pause->setCheckable(true);
    showPaused(false);
    m_stop = new QPushButton(tr("S&top"), leftColumn);
    m_stop->setObjectName(QStringLiteral("stopButton"));
    m_stop->setToolTip(tr("Stop after the current benchmark: the benchmarks the cell finished "
                          "are stored, and Resume measures only the ones it lacks"));
    buttons->addWidget(m_start);
    buttons->addWidget(m_resume);
    buttons->addWidget(m_pause);
    buttons->addWidget(m_stop);
    columnLayout->addLayout(buttons);
    m_startReason = new QLabel(leftColumn);
    m_startReason->setObjectName(QStringLiteral("startReason"));
    m_startReason->setWordWrap(true);
    m_startReason->setTextFormat(Qt::PlainText);
    columnLayout->addWidget(m_startReason);
}

// Progress, ETA, worker lines, the cells, the live histogram and the log.
void CampaignPage::buildProgressPane(QSplitter* split) {
    auto* right = new QWidget(split);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto* progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(right);
    m_progress->setObjectName(QStringLiteral("campaignProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setFormat(QStringLiteral("%p%"));
    m_eta = new QLabel(right);
    m_eta->setObjectName(QStringLiteral("campaignEta"));
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_eta);
    rightLayout->addLayout(progressRow);
    m_workers = new WorkerProgress(right);
    rightLayout->addWidget(m_workers);
    auto* rightSplit = new QSplitter(Qt::Vertical, right);
    m_cells = new QTreeWidget(rightSplit);
    m_cells->setObjectName(QStringLiteral("cellList"));
    m_cells->setHeaderLabels({tr("#"), tr("Cell"), tr("State"), tr("Detail")});
    m_cells->setRootIsDecorated(false);
    m_cells->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_cells->setToolTip(tr("One cell per firmware image: kernel, profile, optimisation level "
                           "and clock tier. A failed cell is retried once."));
    m_histogram = new HistogramPlot(250, rightSplit);
    m_histogram->setToolTip(tr("Cycle samples of the run just measured, after the harness "
                               "baseline is subtracted"));
    m_log = new QPlainTextEdit(rightSplit);
    m_log->setObjectName(QStringLiteral("campaignLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    rightSplit->setStretchFactor(0, 2);
    rightSplit->setStretchFactor(1, 3);
    rightSplit->setStretchFactor(2, 2);
    rightLayout->addWidget(rightSplit, 1);
}

CampaignPage::~CampaignPage() {
    if (m_resumeLookup.isRunning()) // a taken result's future never reports finished again
        m_resumeLookup.waitForFinished();
    stopAndWait();
}

void CampaignPage::stopAndWait() {
    m_worker->requestStop();
    m_thread.quit();
    m_thread.wait();
}

void CampaignPage::boardChanged() {
    if (m_running)
        return;
    auto catalog = core::ImageCatalog::load(settings::imagesDir().toStdString());
    if (catalog) {
        m_catalog = std::move(catalog).value();
        m_catalogError.clear();
    } else {
        m_catalog.reset();
        m_catalogError = CoreText::error(catalog.error());
    }
    m_matrix->setBoard(m_bench->currentBoard(), m_catalog ? &*m_catalog : nullptr);
    const core::BoardProfile* board = m_bench->currentBoard();
    m_jobs->setEnabled(board && core::isVirtualBoard(*board));
    updateSummary();
}

double CampaignPage::estimateSeconds() const {
    // The model the runner's ETA starts from: the bench's, cells side by side as they will run.
    const core::BoardProfile* board = m_bench->currentBoard();
    const core::DurationModel model =
        board ? core::durationModelFor(*board, calibratedDurationModel())
              : calibratedDurationModel();
    const int lanes = board ? campaignBenches(m_jobs->value(), *board) : 1;
    return core::estimateCampaignSeconds(
        m_matrix->spec(), static_cast<std::size_t>(m_matrix->cellCount()), lanes, model);
}

void CampaignPage::updateSummary() {
    if (!m_catalogError.isEmpty()) {
        m_summary->setText(tr("No firmware images: %1").arg(m_catalogError));
    } else {
        const int cells = m_matrix->cellCount();
        const int benches = m_matrix->benchmarkCount();
        m_summary->setText(tr("%n cell(s) × %1 benchmarks, estimated duration %2", "", cells)
                               .arg(benches)
                               .arg(formatDuration(estimateSeconds())));
        m_summary->setToolTip(settings::secondsPerSample() > 0
                                  ? tr("Estimated from the speed of the last finished campaign.")
                                  : tr("A rough first guess; the first finished campaign "
                                       "calibrates it."));
    }
    // A disabled button says why, under it and in its tooltip, and stops saying it once fixed.
    const QString why = startBlocker();
    m_start->setEnabled(why.isEmpty());
    m_start->setToolTip(why.isEmpty() ? tr("Run every cell of the matrix on the bench chosen on "
                                           "the Bench page (Ctrl+R)")
                                      : tr("Start is unavailable: %1").arg(why));
    m_startReason->setText(why.isEmpty() || m_running ? QString()
                                                      : tr("Cannot start: %1").arg(why));
    m_startReason->setVisible(!m_startReason->text().isEmpty());
}

bool CampaignPage::refuse(const QString& message) {
    m_banner->show(MessageBanner::Level::Error, message);
    return false;
}

std::optional<devices::BenchConfig> CampaignPage::readyBench() {
    if (m_running || m_resuming)
        return std::nullopt;
    QString why;
    auto bench = m_bench->benchConfig(&why);
    if (!bench) {
        refuse(why);
        return std::nullopt;
    }
    if (m_session->opening()) {
        refuse(tr("The run database is still being opened: start once it is open."));
        return std::nullopt;
    }
    if (!m_session->isOpen()) {
        refuse(tr("No run database is open: use File ▸ Open database."));
        return std::nullopt;
    }
    return bench;
}

bool CampaignPage::start() {
    auto bench = readyBench();
    if (!bench)
        return false;
    auto fail = [this](const QString& message) { return refuse(message); };
    if (!m_catalog)
        return fail(tr("No firmware images: %1").arg(m_catalogError));
    if (const QString why = startBlocker(); !why.isEmpty())
        return fail(tr("Cannot start: %1").arg(why));
    core::CampaignSpec spec = currentSpec();
    spec.boardId = bench->board.id;
    if (spec.name.empty())
        spec.name =
            QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")).toStdString();
    // The check the runner repeats before it stores anything: shown here before the start.
    auto cells = core::validateCampaign(spec, bench->board, *m_catalog);
    if (!cells)
        return fail(CoreText::error(cells.error()));

    m_banner->clear();
    m_cells->clear();
    for (const auto& cell : *cells) {
        auto* item = new QTreeWidgetItem(m_cells, {QString::number(cell.index + 1),
                                                   QString::fromStdString(core::cellLabel(cell)),
                                                   tr("pending"), QString()});
        item->setData(0, Qt::UserRole, cell.index);
    }
    m_log->clear();
    m_histogram->clear();
    m_progress->setValue(0);
    m_workers->reset();
    m_eta->setText(tr("ETA %1").arg(formatDuration(estimateSeconds())));
    m_job = CampaignJob{};
    m_job.spec = spec;
    m_job.bench = *bench;
    m_job.imagesDir = settings::imagesDir();
    m_job.databasePath = m_session->path();
    m_job.captureDir =
        QFileInfo(m_session->path()).absoluteDir().filePath(QStringLiteral("captures"));
    m_job.duration = calibratedDurationModel();
    m_job.jobs = m_jobs->value();
    m_worker->setPaused(false);
    setRunning(true);
    appendLog(tr("Campaign '%1' on %2: %n cell(s)", "", static_cast<int>(cells->size()))
                  .arg(QString::fromStdString(spec.name), QString::fromStdString(spec.boardId)));
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, job = m_job] { worker->run(job); }, Qt::QueuedConnection);
    return true;
}

void CampaignPage::setPaused(bool paused) {
    if (!m_running)
        return;
    m_worker->setPaused(paused);
    if (!paused) {
        m_pauseHeld = false;
        markHeldCells(false);
    }
    showPaused(paused);
    appendLog(paused ? tr("Pause requested: the cells running finish first.") : tr("Resumed."));
}

void CampaignPage::showPaused(bool paused) {
    // One button, named for what a click does next.
    m_pause->setText(paused ? tr("Res&ume") : tr("&Pause"));
    m_pause->setToolTip(paused ? tr("Go on with the next cells")
                               : tr("Pause between cells: the cells running finish first"));
}

void CampaignPage::stop() {
    if (!m_running)
        return;
    m_worker->requestStop();
    m_stop->setEnabled(false);
    appendLog(tr("Stop requested: stopping after the current benchmark; the benchmarks the "
                 "cell finished are stored and Resume measures the rest."));
}

void CampaignPage::setRunning(bool running) {
    m_running = running;
    m_resume->setEnabled(!running);
    m_pause->setEnabled(running);
    m_stop->setEnabled(running);
    m_matrix->setEnabled(!running);
    m_name->setEnabled(!running);
    m_samplerate->setEnabled(!running);
    const core::BoardProfile* board = m_bench->currentBoard();
    m_jobs->setEnabled(!running && board && core::isVirtualBoard(*board));
    if (!running) {
        QSignalBlocker block(m_pause);
        m_pause->setChecked(false);
        m_pauseHeld = false;
        showPaused(false);
    }
    updateSummary();
}

void CampaignPage::setCellState(int index, const QString& state, const QString& reason) {
    if (index < 0 || index >= m_cells->topLevelItemCount())
        return;
    QTreeWidgetItem* item = m_cells->topLevelItem(index);
    item->setText(2, state);
    item->setText(3, reason);
    item->setToolTip(3, reason);
    m_cells->scrollToItem(item);
}

void CampaignPage::appendLog(const QString& line) {
    m_log->appendPlainText(QTime::currentTime().toString(QStringLiteral("HH:mm:ss  ")) + line);
}

} // namespace cyclelab::app
