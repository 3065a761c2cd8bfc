#pragma once
// Bench page: which board, serial port, logic analyzer and flasher make up the bench, and a
// "Test connection" that boots the firmware and shows its HELLO banner. Device scans and the
// connection test run in worker threads.

#include "app/gui/bench_discovery.hpp"
#include "app/gui/connection_test.hpp"
#include "devices/benches/bench_factory.hpp"

#include <QFutureWatcher>
#include <QWidget>
#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace cyclelab::app {

class MessageBanner;

class BenchPage : public QWidget {
    Q_OBJECT
  public:
    explicit BenchPage(QWidget* parent = nullptr);
    // Waits for a device scan still running on the pool: it must not outlive the page (the
    // window rebuilds its pages on a language change; a scan running at exit crashed).
    ~BenchPage() override;

    // The bench as chosen, or nullopt with the reason (no board, no port, ...).
    std::optional<devices::BenchConfig> benchConfig(QString* whyNot) const;
    const core::BoardProfile* currentBoard() const;
    // Chooses the board with this profile id (a campaign file's board); false when no profile
    // has it.
    bool selectBoard(const QString& boardId);
    // True from a scan's start until its result is applied (the watcher's finished signal
    // arrives after the future itself stops running).
    bool discovering() const { return m_discovering; }
    const BenchInventory& inventory() const { return m_inventory; }

  public slots:
    void refresh();
    void testConnection();
    void selftest(); // the bench self-test, lines in the HELLO pane

  signals:
    void benchChanged();
    void inventoryReady();
    void connectionTested(bool ok);

  private:
    void applyInventory();
    void fillBoardDetails();
    void fillSerial();
    void fillAnalyzers();
    void updateFlasher();
    void updateNetworkField();
    void saveChoice();
    void connectionDone();
    void selftestDone();

    BenchInventory m_inventory;
    QFutureWatcher<BenchInventory> m_scan;
    QFutureWatcher<core::Expected<ConnectionReport>> m_test;
    QFutureWatcher<core::Expected<SelftestSummary>> m_selftest;
    MessageBanner* m_banner = nullptr;
    QListWidget* m_boards = nullptr;
    QLabel* m_boardDetails = nullptr;
    QComboBox* m_serial = nullptr;
    QLineEdit* m_network = nullptr;
    QComboBox* m_analyzer = nullptr;
    QLabel* m_flasher = nullptr;
    QPushButton* m_testButton = nullptr;
    QPushButton* m_rescanButton = nullptr;
    QPushButton* m_selftestButton = nullptr;
    QLabel* m_testStatus = nullptr;
    QPlainTextEdit* m_hello = nullptr;
    bool m_restoring = false;
    bool m_discovering = false;
    QFormLayout* m_form = nullptr;
};

} // namespace cyclelab::app
