#include "app/gui/main_window.hpp"

#include "app/gui/app_settings.hpp"
#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_matrix.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/deferred_plot.hpp"
#include "app/gui/run_editor.hpp"
#include "app/gui/runs_page.hpp"
#include "app/gui/settings_dialog.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/wheel_guard.hpp"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>
#include <tuple>

namespace cyclelab::app {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    m_session = new StoreSession(this);
    m_editor = new RunEditor(m_session, this);
    connect(m_editor, &RunEditor::failed, this, [this](const QString& message) {
        QMessageBox::warning(this, tr("Edit failed"), message);
    });
    new WheelGuard(this);
    buildPages();
    buildMenus();
    connect(m_session, &StoreSession::openingStarted, this, [this](const QString& path) {
        updateDatabaseActions();
        updateTitle();
        statusBar()->showMessage(tr("Opening %1…").arg(QDir::toNativeSeparators(path)));
    });
    connect(m_session, &StoreSession::openFinished, this, &MainWindow::openingFinished);
    restoreWindow();
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildPages() {
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_bench = new BenchPage(this);
    m_tabs->addTab(m_bench, tr("&Bench"));
    m_campaign = new CampaignPage(m_bench, m_session, this);
    m_tabs->addTab(m_campaign, tr("&Campaign"));
    connect(m_campaign, &CampaignPage::cellStored, m_session, &StoreSession::notifyRunsChanged);
    m_runs = new RunsPage(m_session, m_editor, this);
    m_tabs->addTab(m_runs, tr("&Runs"));
    m_compare = new ComparePage(m_session, this);
    m_tabs->addTab(m_compare, tr("C&ompare"));
    connect(m_runs, &RunsPage::compareRequested, this, [this](const QList<qint64>& ids) {
        m_compare->compareRuns(ids);
        m_tabs->setCurrentIndex(CompareTab);
    });
    m_tabs->setTabToolTip(BenchTab, tr("Board, serial port, logic analyzer and flasher"));
    m_tabs->setTabToolTip(CampaignTab, tr("Choose a matrix of conditions and run it"));
    m_tabs->setTabToolTip(RunsTab, tr("Every stored run, its statistics and validation"));
    m_tabs->setTabToolTip(CompareTab, tr("Compare runs or a campaign by one condition"));
    setCentralWidget(m_tabs);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateDatabaseActions);
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open database…"), this, [this] { chooseDatabase(false); });
    open->setShortcut(QKeySequence::Open);
    open->setToolTip(tr("Open an existing CycleLab run database (.sqlite)"));
    QAction* create = file->addAction(tr("&New database…"), this, [this] { chooseDatabase(true); });
    create->setShortcut(QKeySequence::New);
    m_databaseActions = {open, create};
    QAction* addDatabase = file->addAction(tr("Add database to co&mpare…"), this, [this] {
        m_tabs->setCurrentIndex(CompareTab);
        m_compare->chooseDatabaseToAdd();
    });
    addDatabase->setToolTip(tr("Open another CycleLab database read-only and compare its runs "
                               "with this one's on the Compare page"));
    file->addSeparator();
    QAction* openCampaign = file->addAction(tr("Open &campaign file…"), this, [this] {
        m_tabs->setCurrentIndex(CampaignTab);
        m_campaign->chooseCampaignFileToOpen();
    });
    openCampaign->setToolTip(tr("Read a campaign file (.toml or .json) into the Campaign page"));
    QAction* saveCampaign = file->addAction(tr("&Save campaign file…"), this, [this] {
        m_tabs->setCurrentIndex(CampaignTab);
        m_campaign->chooseCampaignFileToSave();
    });
    saveCampaign->setShortcut(QKeySequence::Save);
    saveCampaign->setToolTip(tr("Write the Campaign page's matrix as a campaign file (.toml)"));
    QAction* report = file->addAction(tr("Write &report…"), this, [this] {
        m_tabs->setCurrentIndex(CompareTab);
        m_compare->chooseReportFolder();
    });
    report->setToolTip(tr("Write the report of the Compare page's runs (report.md/.html, "
                          "charts, runs.csv, runs.json), as cyclelab-cli report does"));
    m_databaseActions << report;
    file->addSeparator();
    m_exportAction = file->addAction(tr("&Export…"), this, [this] { exportCurrent(); });
    m_exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    m_exportAction->setToolTip(
        tr("Runs page: export the listed runs as CSV. Compare page: export the charts."));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    // Names and notes of runs and campaigns (the Runs page's context menu) can be undone.
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_editor->undoStack()->createUndoAction(edit, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("undoAction"));
    edit->addAction(undo);
    QAction* redo = m_editor->undoStack()->createRedoAction(edit, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setObjectName(QStringLiteral("redoAction"));
    edit->addAction(redo);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    const QString names[] = {tr("Bench"), tr("Campaign"), tr("Runs"), tr("Compare")};
    for (int i = 0; i < 4; ++i) {
        QAction* page = view->addAction(names[i], this, [this, i] { m_tabs->setCurrentIndex(i); });
        page->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    }
    view->addSeparator();
    QAction* refresh = view->addAction(tr("&Refresh"), this, [this] { refreshAll(); });
    refresh->setShortcut(QKeySequence::Refresh);
    refresh->setToolTip(tr("Rescan serial ports and analyzers, re-read the database"));

    QMenu* campaign = menuBar()->addMenu(tr("&Campaign"));
    m_startAction = campaign->addAction(tr("&Start campaign"), this, [this] {
        m_tabs->setCurrentIndex(CampaignTab);
        m_campaign->start();
    });
    m_startAction->setShortcut(QKeySequence(tr("Ctrl+R")));
    m_databaseActions << m_startAction;

    QMenu* settingsMenu = menuBar()->addMenu(tr("&Settings"));
    settingsMenu->addAction(tr("&Preferences…"), this, [this] { showSettings(); });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About CycleLab"), this, [this] { showAbout(); });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::restoreWindow() {
    if (!restoreGeometry(settings::windowGeometry()))
        resize(1280, 800);
    restoreState(settings::windowState());
    m_tabs->setCurrentIndex(qBound(0, settings::currentPage(), m_tabs->count() - 1));
    updateDatabaseActions();
}

bool MainWindow::openDatabase(const QString& path) {
    if (m_session->open(path))
        return true;
    statusBar()->showMessage(tr("Still opening %1: open another database once it is open.")
                                 .arg(QDir::toNativeSeparators(m_session->openingPath())),
                             5000);
    return false;
}

void MainWindow::openingFinished(bool ok, const QString& error) {
    updateDatabaseActions();
    updateTitle();
    if (ok) {
        settings::setDatabasePath(m_session->path());
        statusBar()->showMessage(
            tr("Database: %1").arg(QDir::toNativeSeparators(m_session->path())));
    } else {
        statusBar()->clearMessage();
        QMessageBox::critical(this, tr("Cannot open the database"), error);
    }
    emit databaseOpened(ok);
}

void MainWindow::updateDatabaseActions() {
    const bool ready = !m_session->opening();
    for (QWidget* page : {static_cast<QWidget*>(m_campaign), static_cast<QWidget*>(m_runs),
                          static_cast<QWidget*>(m_compare)})
        page->setEnabled(ready);
    for (QAction* action : m_databaseActions)
        action->setEnabled(ready);
    const int page = m_tabs->currentIndex();
    m_exportAction->setEnabled(ready && (page == RunsTab || page == CompareTab));
}

void MainWindow::chooseDatabase(bool create) {
    if (campaignRunning()) {
        QMessageBox::information(this, tr("Campaign running"),
                                 tr("Stop the running campaign before switching databases."));
        return;
    }
    const QString filter = tr("CycleLab databases (*.sqlite *.db);;All files (*)");
    QString dir = QFileInfo(m_session->path()).absolutePath();
    QString path = create ? QFileDialog::getSaveFileName(this, tr("New database"), dir, filter)
                          : QFileDialog::getOpenFileName(this, tr("Open database"), dir, filter);
    if (path.isEmpty())
        return;
    if (create && QFileInfo::exists(path)) {
        QMessageBox::warning(this, tr("File exists"),
                             tr("%1 already exists. Use File ▸ Open database to open it, or "
                                "choose a new file name.")
                                 .arg(QDir::toNativeSeparators(path)));
        return;
    }
    openDatabase(path);
}

bool MainWindow::campaignRunning() const {
    return m_campaign->running();
}

void MainWindow::exportCurrent() {
    if (m_tabs->currentIndex() == RunsTab)
        m_runs->exportCsv();
    else if (m_tabs->currentIndex() == CompareTab)
        m_compare->exportCharts();
}

void MainWindow::refreshAll() {
    m_bench->refresh();
    m_session->notifyRunsChanged();
    statusBar()->showMessage(tr("Refreshed"), 3000);
}

void MainWindow::showSettings() {
    SettingsDialog dialog(this);
    dialog.exec();
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About CycleLab"),
        tr("<h3>CycleLab %1</h3><p>RTOS micro-benchmarks on microcontrollers: cycle counts "
           "from the firmware, cross-validated against logic-analyzer pulse widths, stored in "
           "SQLite and compared across kernels, clocks and optimisation levels.</p>"
           "<p>Database: %2</p>")
            .arg(QStringLiteral(CYCLELAB_GUI_VERSION),
                 QDir::toNativeSeparators(m_session->path()).toHtmlEscaped()));
}

void MainWindow::updateTitle() {
    QString db = m_session->isOpen() ? QFileInfo(m_session->path()).fileName() : tr("no database");
    if (m_session->opening())
        db = tr("opening %1…").arg(QFileInfo(m_session->openingPath()).fileName());
    setWindowTitle(tr("CycleLab — %1").arg(db));
}

bool MainWindow::grabPages(const QString& dir, QString* error) {
    if (!QDir().mkpath(dir)) {
        *error = tr("Cannot create %1").arg(dir);
        return false;
    }
    const char* names[] = {"bench", "campaign", "runs", "compare"};
    for (int i = 0; i < m_tabs->count() && i < 4; ++i) {
        m_tabs->setCurrentIndex(i);
        // Layouts and plots settle over a few event-loop passes. Charts draw one per turn:
        // the rest now; drawing can raise a plot's minimum height (ChartPanel keeps the plot
        // area tall), which lays the page out again, so settle and draw once more after it.
        for (int round = 0; round < 3; ++round) {
            for (int pass = 0; pass < 5; ++pass)
                QApplication::processEvents();
            DeferredPlot::drawAllShown();
        }
        QString path =
            QDir(dir).filePath(QStringLiteral("%1-%2.png").arg(i + 1).arg(QLatin1String(names[i])));
        if (!grab().save(path)) {
            *error = tr("Cannot write %1").arg(path);
            return false;
        }
    }
    return true;
}

void MainWindow::changeEvent(QEvent* event) {
    // Installing a catalogue sends one LanguageChange per translator: rebuild once, after
    // the events are delivered (not while the widgets are being told).
    if (event->type() == QEvent::LanguageChange && !m_retranslateQueued && m_tabs) {
        m_retranslateQueued = true;
        QMetaObject::invokeMethod(this, &MainWindow::retranslate, Qt::QueuedConnection);
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
    m_retranslateQueued = false;
    if (m_campaign->running()) {
        // The running campaign's page stays as it is; the rebuild follows its end.
        if (!m_retranslatePending) {
            m_retranslatePending = true;
            connect(
                m_campaign, &CampaignPage::campaignFinished, this,
                [this] {
                    QMetaObject::invokeMethod(this, &MainWindow::retranslate, Qt::QueuedConnection);
                },
                Qt::SingleShotConnection);
            statusBar()->showMessage(
                tr("The new language applies when the running campaign ends."));
        }
        return;
    }
    m_retranslatePending = false;
    const int page = m_tabs->currentIndex();
    const core::CampaignSpec spec = m_campaign->currentSpec();
    const QString filter = m_runs->filterEdit()->text();
    const QList<qint64> selected = m_runs->selectedRunIds();
    // What the pages show and hold that a user would miss: the campaign's log, the self-test's
    // lines, the campaign compared (a page rebuilt empty waited for F5).
    auto text = [](QWidget* page, const char* name) {
        auto* edit = page->findChild<QPlainTextEdit*>(QLatin1String(name));
        return edit ? edit->toPlainText() : QString();
    };
    const QString log = text(m_campaign, "campaignLog");
    const QString hello = text(m_bench, "helloText");
    auto* source = m_compare->findChild<QComboBox*>(QStringLiteral("compareSource"));
    const QVariant compared = source ? source->currentData() : QVariant();
    const QStringList otherDatabases = m_compare->comparedDatabases();
    menuBar()->clear();
    buildMenus();
    // The Campaign page holds the Bench page: it goes first. setCentralWidget (buildPages)
    // disposes of the old tab widget, which is told nothing more (its tabs change as the pages
    // go).
    disconnect(m_tabs, nullptr, this, nullptr);
    delete m_compare;
    delete m_runs;
    delete m_campaign;
    delete m_bench;
    buildPages();
    m_tabs->setCurrentIndex(page);
    updateDatabaseActions();
    m_session->notifyRunsChanged();
    m_runs->filterEdit()->setText(filter);
    m_runs->selectRuns(selected);
    for (auto [page, name, value] :
         {std::tuple{static_cast<QWidget*>(m_campaign), "campaignLog", log},
          std::tuple{static_cast<QWidget*>(m_bench), "helloText", hello}})
        if (auto* edit = page->findChild<QPlainTextEdit*>(QLatin1String(name)))
            edit->setPlainText(value);
    if (compared.typeId() == QMetaType::LongLong)
        m_compare->compareCampaign(compared.toLongLong());
    for (const QString& path : otherDatabases) // opened again, read-only as before
        m_compare->addDatabase(path);
    // The matrix is rebuilt once the Bench page has its boards again.
    auto restore = [campaign = m_campaign, spec] {
        campaign->matrix()->setSpec(spec);
        campaign->nameEdit()->setText(QString::fromStdString(spec.name));
    };
    if (m_bench->discovering())
        connect(m_bench, &BenchPage::inventoryReady, m_campaign, restore, Qt::SingleShotConnection);
    else
        restore();
    updateTitle();
    if (m_session->isOpen())
        statusBar()->showMessage(
            tr("Database: %1").arg(QDir::toNativeSeparators(m_session->path())));
    emit retranslated();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (m_campaign->running()) {
        auto answer = QMessageBox::question(
            this, tr("Campaign running"),
            tr("A campaign is running. Stop it and quit? The interrupted cell stays pending "
               "and can be resumed later."));
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        m_campaign->stopAndWait();
    }
    settings::setWindow(saveGeometry(), saveState());
    settings::setCurrentPage(m_tabs->currentIndex());
    event->accept();
}

} // namespace cyclelab::app
