#pragma once
// The main window: four pages (Bench, Campaign, Runs, Compare), the File/Settings/Help menus,
// the run database and the persisted window state. Composes the pages; owns no device code.
// A language change (Settings ▸ Preferences) rebuilds the menus and pages in the new language
// at once, keeping the database, the page shown, the campaign matrix, the Runs filter and
// selection, the campaign's log, the self-test's lines and the campaign compared; while a
// campaign runs it waits for the campaign to end.

#include <QList>
#include <QMainWindow>
#include <QPointer>
#include <QString>

class QTabWidget;
class QAction;

namespace cyclelab::app {

class StoreSession;
class BenchPage;
class CampaignPage;
class RunsPage;
class ComparePage;
class RunEditor;
class CaptureWindow;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    enum Page { BenchTab = 0, CampaignTab = 1, RunsTab = 2, CompareTab = 3 };

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Starts opening the database (StoreSession::open, off the UI thread): until
    // databaseOpened() the title and status bar say "opening…", the Campaign, Runs and Compare
    // pages are greyed and the database actions wait. Then the database is remembered, or a
    // message box names the file and why, the previous database staying open. False, starting
    // nothing, while another database is being opened.
    bool openDatabase(const QString& path);

    QTabWidget* tabs() const { return m_tabs; }
    StoreSession* session() const { return m_session; }
    BenchPage* benchPage() const { return m_bench; }
    CampaignPage* campaignPage() const { return m_campaign; }
    RunsPage* runsPage() const { return m_runs; }
    ComparePage* comparePage() const { return m_compare; }
    RunEditor* runEditor() const { return m_editor; }
    // The window of the capture dropped last (nullptr when none or closed).
    CaptureWindow* lastCaptureWindow() const;

    // The pages are rebuilt after a language change: take these pointers afresh afterwards.
    // True while a rebuild waits for the running campaign.

    // Writes one PNG per page into `dir` (names 1-bench.png ... 4-compare.png).
    bool grabPages(const QString& dir, QString* error);

  signals:
    // The menus and pages were rebuilt in the current language.
    void retranslated();
    // An opening started by openDatabase() ended (after its message box, on failure).
    void databaseOpened(bool ok);

  protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    // A campaign file dropped on the window opens on the Campaign page, a capture file its
    // analysis (main_window_drop.cpp).
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

  private:
    void buildPages();
    void retranslate();
    void buildMenus();
    void restoreWindow();
    void chooseDatabase(bool create);
    void exportCurrent();
    void refreshAll();
    void showSettings();
    void showAbout();
    void updateTitle();
    // Greys the pages and actions that read or write the database while one is being opened.
    void updateDatabaseActions();
    void openingFinished(bool ok, const QString& error);
    bool campaignRunning() const;

    StoreSession* m_session = nullptr;
    RunEditor* m_editor = nullptr;
    QTabWidget* m_tabs = nullptr;
    BenchPage* m_bench = nullptr;
    CampaignPage* m_campaign = nullptr;
    RunsPage* m_runs = nullptr;
    ComparePage* m_compare = nullptr;
    QAction* m_startAction = nullptr;
    QAction* m_exportAction = nullptr;
    QList<QAction*> m_databaseActions; // open, new, write report, start campaign
    QPointer<CaptureWindow> m_lastCapture;
    bool m_retranslateQueued = false;
    bool m_retranslatePending = false;
};

} // namespace cyclelab::app
