#pragma once
// Compare page: a campaign or a set of runs, grouped by one condition; the comparison
// engine's charts side by side; runs of further databases (opened read-only) compared against
// the session's, grouped by database; the rank flips across a second condition, and exports
// (charts as PNG/SVG/PDF with captions, clipboard, the comparison as CSV, the report of
// `cyclelab-cli report`). An empty view says why it is empty.

#include "app/gui/pool_connection.hpp"
#include "core/compare/chart_plan.hpp"
#include "core/compare/comparison.hpp"
#include "core/compare/rank_analysis.hpp"
#include "core/compare/sorted_runs.hpp"
#include "core/model/model.hpp"
#include "core/store/run_store.hpp"

#include <QFutureWatcher>
#include <QList>
#include <QStringList>
#include <QWidget>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QTableWidget;
class QToolButton;

namespace cyclelab::app {

class ChartPanel;
class MessageBanner;
class StatsTable;
class StoreSession;

struct ChartExportFormat {
    QString extension = QStringLiteral("png"); // png, svg or pdf
    double pixelRatio = 2.0;                   // PNG only: 1 = 96 dpi, 2 = 192 dpi, 3 = 288 dpi
};

struct ChartExportResult {
    QStringList written;  // the files on disk, in chart order
    QStringList failures; // one message per chart not written
};

class ComparePage : public QWidget {
    Q_OBJECT
  public:
    explicit ComparePage(StoreSession* session, QWidget* parent = nullptr);
    // Waits for a load or an analysis still running on the pool: they must not outlive the
    // page (a window closed mid-load crashed the process at exit).
    ~ComparePage() override;

    const QList<ChartPanel*>& charts() const { return m_charts; }
    // True while runs are read (their sample blobs decoded) or analysed off the UI thread.
    // From the request until its charts are shown, queued signals in between included; the
    // campaigns' listing before them too (unless a hidden page lists them for later).
    // The statistics table's figures included.
    bool loading() const;
    // True once every chart shown is drawn (charts draw one per event-loop turn, those in view
    // first, after loading() turns false).
    bool chartsDrawn() const;
    // How many reads of runs this page has started: each decodes every sample of its runs.
    int loadsStarted() const { return m_loadGeneration; }
    MessageBanner* banner() const { return m_banner; }
    // Each group against a baseline, per benchmark (median change, CI, p, effect size).
    StatsTable* statistics() const { return m_stats; }
    // The line above the charts: the runs, the conditions all of them share, and what differs
    // among them that a figure pools (flagged).
    QString summaryText() const;
    // Why the view has no charts (nothing selected, nothing loaded, runs not comparable, no
    // samples); empty while it shows charts. Shown in the chart area.
    QString emptyReason() const;
    // True from writeReport() until reportWritten.
    bool writingReport() const { return m_report.isRunning() || m_reportPending; }
    // The databases compared beside the session's (absolute paths, in the order added) and the
    // label each one's runs carry in legends and captions (its file name; its folder too where
    // two share a name).
    QStringList comparedDatabases() const;
    QString databaseLabel(const QString& path) const;
    // From addDatabase() until databaseAdded (every database queued).
    bool addingDatabase() const { return m_databaseOpener.isRunning() || m_addingPending; }

  public slots:
    void compareRuns(const QList<qint64>& runIds);
    void compareCampaign(qint64 campaignId);
    void showNewestCampaign();
    // Lists the sources again (the database changed) and reads the one shown again, at once
    // while the page is visible, else when it is shown.
    void reloadSources();
    // Asks for a format and a folder and writes every chart there (exportChartsTo).
    void exportCharts();
    void exportCsv();
    // The report `cyclelab-cli report` writes (report.md/.html, charts, runs.csv, runs.json)
    // for the current source, into `dir`: runs read and files written on a pool thread, charts
    // drawn on the UI thread. reportWritten says how it went (also in the banner).
    void writeReport(const QString& dir);
    void chooseReportFolder();
    // Opens another database read-only (owner and schema checked as the session's, never
    // written or migrated) and lists its campaigns as sources beside the session's: Source and
    // Against may then come from different databases. databaseAdded says how it went (also in
    // the banner, naming the file); a refused file changes nothing.
    void addDatabase(const QString& path);
    void chooseDatabaseToAdd(); // a file dialog, then addDatabase
    // Its sources go; a source or Against of it falls back to the session's.
    void removeDatabase(const QString& path);

  public:
    // Writes every chart into `dir`, each under its own file name (the chart plan's stem;
    // "_2", "_3", ... where a file of that name exists: nothing is overwritten). What is on
    // disk afterwards is what `written` lists.
    ChartExportResult exportChartsTo(const QString& dir, const ChartExportFormat& format) const;

  signals:
    void reportWritten(bool ok, const QString& message);
    void databaseAdded(bool ok, const QString& message);

    // The runs of the current source are loaded and the charts rebuilt.
    void runsLoaded();

  protected:
    void showEvent(QShowEvent* event) override;

  private:
    // The runs of the current source, implausible ones left out, with their samples sorted once
    // for every analysis of them (core::SortedRuns, which refers to these runs: never copied).
    // Made on the pool thread that loaded them; shared with the analyses, never changed.
    struct RunSet {
        explicit RunSet(std::vector<core::Run> loaded = {});
        RunSet(const RunSet&) = delete;
        RunSet& operator=(const RunSet&) = delete;
        std::vector<core::Run> runs;
        core::SortedRuns sorted;
    };
    struct Loaded {
        int generation = 0;
        bool chooseAxes = false;
        std::shared_ptr<const RunSet> set;
        QString error;
    };
    // What the charts and the flip table show, computed on a pool thread from the runs (the
    // comparison, the chart plan with its views, the rank analysis): the sorting and binning of
    // every sample held the UI thread for seconds on 100 runs (tests/gui/gui_stall_bench.cpp).
    struct Analysis {
        int generation = 0;
        bool afterLoad = false; // runsLoaded is emitted once it is shown
        core::Comparison comparison;
        core::ChartPlan plan;
        std::optional<core::RankAnalysis> ranks;
    };
    // What follows the campaigns' listing: the source shown read again if it is still there
    // (the database changed), or the source a caller chose (a choice replaces a reload).
    enum class AfterListing { Reload, Newest, Campaign };
    struct SourceCampaign {
        qint64 id = 0;
        QString name, board;
    };
    // A database's campaigns, newest first, into `campaigns`; the store's message if it cannot.
    static QString listCampaigns(core::RunStore& store, std::vector<SourceCampaign>& campaigns);
    struct ListedSources {
        std::vector<SourceCampaign> campaigns; // newest first
        QString error;
    };
    // A database compared beside the session's: its own read-only connection for the loads.
    struct OtherDatabase {
        int key = 0; // in its sources' data ("db3:all", "db3:12"): paths may be long
        QString path, label;
        std::shared_ptr<PoolConnection> connection;
        std::vector<SourceCampaign> campaigns;
    };
    struct OpenedDatabase {
        QString path;
        std::shared_ptr<PoolConnection> connection;
        std::vector<SourceCampaign> campaigns;
        QString error;
    };
    // One source's runs to read: from which connection, which of them, and the label they get
    // when the runs read come from several databases.
    struct SourceRead {
        std::shared_ptr<PoolConnection> connection;
        std::string path; // the session's: opened on first use; others are open
        core::RunFilter filter;
        std::string label;
    };
    std::optional<SourceRead> readOf(const QVariant& source) const;
    std::vector<SourceRead> sourceReads() const; // Source, then Against unless the same
    bool readsOtherDatabases() const;
    void openNextDatabase();
    void databaseOpened();
    void relabelDatabases();
    void fillDatabaseMenu();
    void addSourceItems(QComboBox* box) const;
    QHBoxLayout* againstRow(); // Against and the Databases button, built once
    // Lists the database's campaigns on a pool thread with the loads' connection;
    // sourcesListed() takes the newest listing on the UI thread and does `after`.
    void listSources(AfterListing after);
    void sourcesListed();
    void showSources(ListedSources listed);
    // Lists the campaigns last listed, the Runs page's selection and all runs as sources; true
    // when the source shown before is still among them (and stays chosen).
    bool refillSources();
    void chooseCampaign(qint64 campaignId);
    void sourceChosen();
    // Reads the current source's runs on a pool thread with its own database connection;
    // runsDone() takes the newest result on the UI thread. chooseAxes: set group-by and across
    // as the report would once the runs are there.
    void loadRuns(bool chooseAxes);
    void runsDone();
    // Starts the analysis of m_runs with the page's current choices; analysisDone() shows it.
    void rebuild();
    void analyse(bool afterLoad);
    void analysisDone();
    void buildCharts(core::ChartPlan plan);
    void buildFlips(const std::optional<core::RankAnalysis>& ranks);
    void showEmptyReason();
    bool sourceIsSelection() const; // the runs selected on the Runs page
    bool sourceIsAll() const;       // every run in the database
    void reportDone();
    core::Condition groupBy() const;
    std::optional<core::Condition> across() const;

    // Enough to see flips side by side without a wall of charts; exports get the same set.
    static constexpr std::size_t kMaxChartsPerKind = 4;

    StoreSession* m_session;
    QList<qint64> m_selectedRuns;
    // Shared with the analysis running on a pool thread; replaced, never changed in place.
    std::shared_ptr<const RunSet> m_set = std::make_shared<const RunSet>();
    core::Comparison m_comparison;
    QList<ChartPanel*> m_charts;
    // The loads' own database connection on pool threads: opened as soon as the session opens
    // a database (its integrity check then runs while the Runs page lists).
    void connectLoader();
    std::shared_ptr<PoolConnection> m_loaderStore = std::make_shared<PoolConnection>();
    std::vector<SourceCampaign> m_campaigns;
    QFutureWatcher<ListedSources> m_sourceLister;
    // From the listing's start until sourcesListed() has shown the newest one.
    bool m_listingSources = false;
    bool m_relistSources = false; // the database changed while a listing ran
    AfterListing m_after = AfterListing::Reload;
    qint64 m_wantedCampaign = 0; // for AfterListing::Campaign
    QFutureWatcher<Loaded> m_loader;
    int m_loadGeneration = 0;     // results of older loads are dropped
    bool m_reloadPending = false; // a load was asked while one ran
    bool m_stale = false;         // the database changed while the page was hidden
    // Changes of the database told (opened, runs stored), and how many the newest load had
    // seen when it started: a listing that ends after a load began reads nothing new.
    int m_changes = 0;
    int m_changesLoaded = -1;
    bool m_pendingChooseAxes = false;
    QFutureWatcher<Analysis> m_analyser;
    int m_analysisGeneration = 0;    // analyses of older choices are dropped
    bool m_reanalysePending = false; // the choices changed while an analysis ran
    bool m_pendingAfterLoad = false;
    bool m_busy = false;
    struct ReportOutcome {
        bool ok = false;
        QString message;
    };
    QFutureWatcher<ReportOutcome> m_report;
    bool m_reportPending = false;
    // Set when the page goes: a report still running draws no more charts.
    std::shared_ptr<std::atomic<bool>> m_reportCancelled = std::make_shared<std::atomic<bool>>();

    MessageBanner* m_banner = nullptr;
    QComboBox* m_source = nullptr;
    QComboBox* m_against = nullptr;
    QToolButton* m_databaseButton = nullptr;
    std::vector<OtherDatabase> m_databases;
    int m_nextDatabaseKey = 1;
    QStringList m_databasesToAdd; // queued: one opens at a time
    bool m_addingPending = false;
    QFutureWatcher<OpenedDatabase> m_databaseOpener;
    QComboBox* m_group = nullptr;
    QComboBox* m_across = nullptr;
    QComboBox* m_unit = nullptr;
    QPushButton* m_exportCharts = nullptr;
    QPushButton* m_exportCsv = nullptr;
    QPushButton* m_writeReport = nullptr;
    QLabel* m_empty = nullptr;
    QLabel* m_summary = nullptr;
    QGridLayout* m_grid = nullptr;
    StatsTable* m_stats = nullptr;
    QLabel* m_flipCaption = nullptr;
    QTableWidget* m_flips = nullptr;
};

// The comparison as CSV rows (benchmark, group, n, cycles statistics, ns median, analyzer
// median, verdict, run ids); returns an error message or empty.
QString writeComparisonCsv(const QString& path, const core::Comparison& comparison);

} // namespace cyclelab::app
