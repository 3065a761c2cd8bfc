#include "app/gui/bench_page.hpp"

#include "app/gui/app_settings.hpp"
#include "app/gui/condition_tips.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/work_pool.hpp"
#include "core/boards/device_kinds.hpp"

#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace cyclelab::app {

namespace {
const QString kVirtual = QStringLiteral("virtual");
const QString kNetwork = QStringLiteral("network");
const QString kNone = QStringLiteral("none");
const QString kAsk = QStringLiteral("ask"); // a real bench's analyzer is chosen, never assumed

QString mhz(std::uint64_t hz) {
    return QString::number(static_cast<double>(hz) / 1e6, 'g', 4);
}
} // namespace

BenchPage::BenchPage(QWidget* parent) : QWidget(parent) {
    auto* outer = new QVBoxLayout(this);
    m_banner = new MessageBanner(this);
    outer->addWidget(m_banner);

    auto* split = new QSplitter(this);
    auto* boardsBox = new QGroupBox(tr("Board profiles"), split);
    auto* boardsLayout = new QVBoxLayout(boardsBox);
    m_boards = new QListWidget(boardsBox);
    m_boards->setObjectName(QStringLiteral("boardList"));
    m_boards->setToolTip(tips::board());
    boardsLayout->addWidget(m_boards);
    m_boardDetails = new QLabel(boardsBox);
    m_boardDetails->setWordWrap(true);
    m_boardDetails->setTextInteractionFlags(Qt::TextSelectableByMouse);
    boardsLayout->addWidget(m_boardDetails);

    auto* right = new QWidget(split);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto* devicesBox = new QGroupBox(tr("Connections"), right);
    auto* form = new QFormLayout(devicesBox);
    m_serial = new QComboBox(devicesBox);
    m_serial->setObjectName(QStringLiteral("serialCombo"));
    m_serial->setToolTip(tr("The UART the firmware prints its results on: a local serial port, "
                            "a network serial server (ser2net: tcp://host:port) or a unix "
                            "socket (unix:/path). Virtual boards use QEMU's UART socket."));
    form->addRow(tr("&Serial port:"), m_serial);
    m_network = new QLineEdit(devicesBox);
    m_network->setObjectName(QStringLiteral("networkSerial"));
    m_network->setPlaceholderText(QStringLiteral("tcp://lab-host:4001  |  unix:/run/ser2net.sock"));
    m_network->setToolTip(tr("Address of a network serial port: tcp://host:port or unix:/path"));
    form->addRow(tr("&Network address:"), m_network);
    m_form = form;
    m_analyzer = new QComboBox(devicesBox);
    m_analyzer->setObjectName(QStringLiteral("analyzerCombo"));
    m_analyzer->setToolTip(
        tr("The logic analyzer that captures the probe pin's pulses (libsigrok). "
           "Without one, runs are stored but not cross-validated (verdict "
           "'inconclusive'). Virtual boards use the QEMU analyzer plugin."));
    form->addRow(tr("&Logic analyzer:"), m_analyzer);
    m_flasher = new QLabel(devicesBox);
    m_flasher->setWordWrap(true);
    m_flasher->setToolTip(tr("The tool that puts firmware on the board, as the board profile "
                             "names it, and whether it is installed (found on PATH)."));
    form->addRow(tr("Flasher:"), m_flasher);
    rightLayout->addWidget(devicesBox);

    auto* testBox = new QGroupBox(tr("Connection test"), right);
    auto* testLayout = new QVBoxLayout(testBox);
    auto* buttons = new QHBoxLayout;
    m_testButton = new QPushButton(tr("&Test connection"), testBox);
    m_testButton->setToolTip(tr("Flash a firmware image, boot it and show the HELLO banner the "
                                "firmware prints: board, kernel, clock, cycle source."));
    m_rescanButton = new QPushButton(tr("Re&scan devices"), testBox);
    m_rescanButton->setToolTip(tr("Scan serial ports, logic analyzers and flash tools again (F5)"));
    m_selftestButton = new QPushButton(tr("Self-te&st"), testBox);
    m_selftestButton->setObjectName(QStringLiteral("selftestButton"));
    m_selftestButton->setToolTip(
        tr("Flash, boot and check each link of the bench: serial and protocol, core clock as the "
           "firmware and as the analyzer see it, flash wait states, probe and marker channels, "
           "analyzer rate."));
    buttons->addWidget(m_testButton);
    buttons->addWidget(m_selftestButton);
    buttons->addWidget(m_rescanButton);
    buttons->addStretch(1);
    testLayout->addLayout(buttons);
    m_testStatus = new QLabel(testBox);
    m_testStatus->setWordWrap(true);
    testLayout->addWidget(m_testStatus);
    m_hello = new QPlainTextEdit(testBox);
    m_hello->setObjectName(QStringLiteral("helloText"));
    m_hello->setReadOnly(true);
    m_hello->setPlaceholderText(tr("The firmware's HELLO banner appears here."));
    m_hello->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    testLayout->addWidget(m_hello, 1);
    rightLayout->addWidget(testBox, 1);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    outer->addWidget(split, 1);

    connect(m_boards, &QListWidget::currentRowChanged, this, [this] {
        fillBoardDetails();
        fillSerial();
        fillAnalyzers();
        updateFlasher();
        saveChoice();
        emit benchChanged();
    });
    connect(m_serial, &QComboBox::currentIndexChanged, this, [this] {
        updateNetworkField();
        saveChoice();
        emit benchChanged();
    });
    connect(m_network, &QLineEdit::editingFinished, this, [this] {
        saveChoice();
        emit benchChanged();
    });
    connect(m_analyzer, &QComboBox::currentIndexChanged, this, [this] {
        saveChoice();
        emit benchChanged();
    });
    connect(m_testButton, &QPushButton::clicked, this, &BenchPage::testConnection);
    connect(m_selftestButton, &QPushButton::clicked, this, &BenchPage::selftest);
    connect(&m_selftest, &QFutureWatcher<core::Expected<SelftestSummary>>::finished, this,
            &BenchPage::selftestDone);
    connect(m_rescanButton, &QPushButton::clicked, this, &BenchPage::refresh);
    connect(&m_scan, &QFutureWatcher<BenchInventory>::finished, this, [this] {
        m_inventory = m_scan.result();
        applyInventory();
    });
    connect(&m_test, &QFutureWatcher<core::Expected<ConnectionReport>>::finished, this,
            &BenchPage::connectionDone);
    refresh();
}

BenchPage::~BenchPage() {
    m_scan.waitForFinished();
}

void BenchPage::refresh() {
    if (m_discovering)
        return;
    m_discovering = true;
    m_rescanButton->setEnabled(false);
    m_testStatus->setText(tr("Scanning serial ports, analyzers and flash tools…"));
    m_scan.setFuture(QtConcurrent::run(workPool(), &discoverBench));
}

void BenchPage::applyInventory() {
    m_rescanButton->setEnabled(true);
    m_testStatus->clear();
    QStringList problems;
    if (!m_inventory.boardsError.isEmpty())
        problems << tr("Board profiles: %1").arg(m_inventory.boardsError);
    if (!m_inventory.portsError.isEmpty())
        problems << tr("Serial ports: %1").arg(m_inventory.portsError);
    if (!m_inventory.analyzersError.isEmpty())
        problems << tr("Logic analyzers: %1").arg(m_inventory.analyzersError);
    if (problems.isEmpty())
        m_banner->clear();
    else
        m_banner->show(MessageBanner::Level::Warning, problems.join(QLatin1Char('\n')));

    QVariantMap saved = settings::benchChoice();
    QString wanted = saved.value(QStringLiteral("board")).toString();
    // Without hardware the virtual bench is the only thing that can work.
    if (wanted.isEmpty() || !m_inventory.hasHardware() || !m_inventory.board(wanted))
        wanted = QStringLiteral("qemu-f405");
    m_restoring = true;
    m_boards->clear();
    int select = -1;
    for (const auto& board : m_inventory.boards) {
        QString id = QString::fromStdString(board.id);
        auto* item = new QListWidgetItem(tr("%1 (%2)").arg(QString::fromStdString(board.name), id),
                                         m_boards);
        item->setData(Qt::UserRole, id);
        item->setToolTip(core::isVirtualBoard(board)
                             ? tr("Virtual board: the firmware runs in QEMU (%1)")
                                   .arg(QString::fromStdString(board.qemuMachine))
                             : tr("Real board: %1").arg(QString::fromStdString(board.mcu)));
        if (id == wanted)
            select = m_boards->count() - 1;
    }
    m_boards->setCurrentRow(select >= 0 ? select : (m_boards->count() > 0 ? 0 : -1));
    m_restoring = false;
    fillBoardDetails();
    fillSerial();
    fillAnalyzers();
    updateFlasher();
    m_discovering = false;
    emit benchChanged();
    emit inventoryReady();
}

const core::BoardProfile* BenchPage::currentBoard() const {
    QListWidgetItem* item = m_boards->currentItem();
    return item ? m_inventory.board(item->data(Qt::UserRole).toString()) : nullptr;
}

void BenchPage::fillBoardDetails() {
    const core::BoardProfile* board = currentBoard();
    if (!board) {
        m_boardDetails->setText(tr("No board profile selected."));
        return;
    }
    QStringList tiers;
    for (const auto& tier : board->clockTiers)
        tiers << tr("%1 MHz (%2 WS)").arg(mhz(tier.cpuHz)).arg(tier.flashWaitStates);
    m_boardDetails->setText(
        tr("<b>%1</b><br>MCU %2, core %3<br>Clock tiers: %4<br>UART %5 "
           "at %6 baud<br>Probe pin %7, marker pin %8")
            .arg(QString::fromStdString(board->name).toHtmlEscaped(),
                 QString::fromStdString(board->mcu), QString::fromStdString(board->core),
                 tiers.join(QStringLiteral(", ")), QString::fromStdString(board->uart))
            .arg(board->baud)
            .arg(QString::fromStdString(board->probe.name),
                 QString::fromStdString(board->marker.name)));
    m_boardDetails->setToolTip(tips::cpuHz() + QStringLiteral("\n\n") + tips::flashWaitStates());
}

void BenchPage::fillSerial() {
    const core::BoardProfile* board = currentBoard();
    QSignalBlocker block(m_serial);
    m_serial->clear();
    if (board && core::isVirtualBoard(*board)) {
        m_serial->addItem(tr("Virtual (QEMU UART socket)"), kVirtual);
        m_serial->setEnabled(false);
    } else {
        for (const PortInfo& port : m_inventory.ports) {
            QString label = port.description.isEmpty()
                                ? port.name
                                : tr("%1 — %2").arg(port.name, port.description);
            m_serial->addItem(label, port.name);
        }
        m_serial->addItem(tr("Network…"), kNetwork);
        m_serial->setEnabled(board != nullptr);
        QVariantMap saved = settings::benchChoice();
        int index = m_serial->findData(saved.value(QStringLiteral("serial")));
        m_serial->setCurrentIndex(qMax(0, index));
        m_network->setText(saved.value(QStringLiteral("network")).toString());
    }
    updateNetworkField();
}

void BenchPage::fillAnalyzers() {
    const core::BoardProfile* board = currentBoard();
    QSignalBlocker block(m_analyzer);
    m_analyzer->clear();
    if (board && core::isVirtualBoard(*board)) {
        m_analyzer->addItem(tr("Virtual analyzer (QEMU plugin)"), kVirtual);
        m_analyzer->setEnabled(false);
        return;
    }
    // Not the first device scanned: libsigrok's synthetic "Demo device" is always among them.
    m_analyzer->addItem(tr("Choose the logic analyzer…"), kAsk);
    for (int i = 0; i < m_inventory.analyzers.size(); ++i)
        m_analyzer->addItem(m_inventory.analyzers[i].label, i);
    m_analyzer->addItem(tr("None (runs are not cross-validated)"), kNone);
    m_analyzer->setEnabled(board != nullptr);
    QVariantMap saved = settings::benchChoice();
    int index = m_analyzer->findText(saved.value(QStringLiteral("analyzer")).toString());
    m_analyzer->setCurrentIndex(qMax(0, index));
}

void BenchPage::updateFlasher() {
    const core::BoardProfile* board = currentBoard();
    if (!board) {
        m_flasher->clear();
        m_testButton->setEnabled(false);
        return;
    }
    QString exe = flasherExecutable(*board);
    const ToolInfo* tool = m_inventory.tool(exe);
    bool installed = tool && !tool->path.isEmpty();
    m_flasher->setText(installed ? tr("%1 — installed (%2)").arg(exe, tool->path)
                                 : tr("%1 — <b>missing</b>: install it (see scripts/deps) or "
                                      "choose another board")
                                       .arg(exe));
    m_testButton->setEnabled(installed && !m_test.isRunning());
    m_testButton->setToolTip(installed ? tr("Flash a firmware image, boot it and show the HELLO "
                                            "banner the firmware prints.")
                                       : tr("Needs %1, which is not installed.").arg(exe));
}

void BenchPage::updateNetworkField() {
    bool network = m_serial->currentData().toString() == kNetwork;
    m_network->setEnabled(network);
    m_form->setRowVisible(m_network, network);
}

void BenchPage::saveChoice() {
    if (m_restoring)
        return;
    QVariantMap choice = settings::benchChoice();
    if (const core::BoardProfile* board = currentBoard())
        choice[QStringLiteral("board")] = QString::fromStdString(board->id);
    if (m_serial->isEnabled())
        choice[QStringLiteral("serial")] = m_serial->currentData();
    choice[QStringLiteral("network")] = m_network->text();
    if (m_analyzer->isEnabled())
        choice[QStringLiteral("analyzer")] = m_analyzer->currentText();
    settings::setBenchChoice(choice);
}

bool BenchPage::selectBoard(const QString& boardId) {
    for (int row = 0; row < m_boards->count(); ++row) {
        if (m_boards->item(row)->data(Qt::UserRole).toString() == boardId) {
            m_boards->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

std::optional<devices::BenchConfig> BenchPage::benchConfig(QString* whyNot) const {
    const core::BoardProfile* board = currentBoard();
    if (!board) {
        *whyNot = m_inventory.boards.empty()
                      ? tr("No board profiles were found in %1.").arg(m_inventory.boardsDir)
                      : tr("Choose a board on the Bench page.");
        return std::nullopt;
    }
    devices::BenchConfig config;
    config.board = *board;
    if (core::isVirtualBoard(*board))
        return config;
    QString serial = m_serial->currentData().toString();
    if (serial == kNetwork) {
        serial = m_network->text().trimmed();
        if (!core::isNetworkSerialAddress(serial.toStdString())) {
            *whyNot = tr("The network serial address must start with tcp:// or unix: (got '%1').")
                          .arg(serial);
            return std::nullopt;
        }
    }
    if (serial.isEmpty()) {
        *whyNot = tr("Choose a serial port on the Bench page.");
        return std::nullopt;
    }
    config.serialPort = serial.toStdString();
    QVariant analyzer = m_analyzer->currentData();
    if (analyzer.toString() == kAsk) {
        *whyNot = tr("Choose the logic analyzer on the Bench page (or None: the runs are then "
                     "not cross-validated).");
        return std::nullopt;
    }
    if (analyzer.typeId() == QMetaType::Int) {
        const AnalyzerInfo& info = m_inventory.analyzers.at(analyzer.toInt());
        config.analyzerDriver = info.driver.toStdString();
        config.analyzerConnection = info.connection.toStdString();
    }
    return config;
}

void BenchPage::testConnection() {
    if (m_test.isRunning())
        return;
    QString why;
    auto config = benchConfig(&why);
    if (!config) {
        m_banner->show(MessageBanner::Level::Error, why);
        emit connectionTested(false);
        return;
    }
    m_testButton->setEnabled(false);
    m_hello->clear();
    m_testStatus->setText(
        tr("Flashing and booting %1…").arg(QString::fromStdString(config->board.id)));
    QString images = settings::imagesDir();
    m_test.setFuture(QtConcurrent::run(
        workPool(), [cfg = *config, images] { return app::testConnection(cfg, images); }));
}

void BenchPage::selftest() {
    if (m_selftest.isRunning() || m_test.isRunning())
        return;
    QString why;
    auto config = benchConfig(&why);
    if (!config) {
        m_banner->show(MessageBanner::Level::Error, why);
        return;
    }
    m_selftestButton->setEnabled(false);
    m_hello->clear();
    m_testStatus->setText(tr("Self-test of %1: flashing, booting, capturing…")
                              .arg(QString::fromStdString(config->board.id)));
    QString images = settings::imagesDir();
    m_selftest.setFuture(QtConcurrent::run(
        workPool(), [cfg = *config, images] { return app::runSelftest(cfg, images); }));
}

void BenchPage::selftestDone() {
    m_selftestButton->setEnabled(true);
    auto result = m_selftest.result();
    if (!result) {
        m_testStatus->setText(tr("Self-test could not run."));
        m_banner->show(MessageBanner::Level::Error,
                       tr("Self-test: %1").arg(CoreText::error(result.error())));
        return;
    }
    m_banner->clear();
    m_testStatus->setText(result->passed
                              ? tr("Self-test passed on %1 with image %2.")
                                    .arg(result->benchDescription, result->imageName)
                              : tr("Self-test FAILED on %1 with image %2: see the FAIL lines.")
                                    .arg(result->benchDescription, result->imageName));
    m_hello->setPlainText(result->lines);
}

void BenchPage::connectionDone() {
    updateFlasher();
    auto result = m_test.result();
    if (!result) {
        m_testStatus->setText(tr("Connection test failed."));
        m_banner->show(MessageBanner::Level::Error,
                       tr("Connection test failed: %1").arg(CoreText::error(result.error())));
        emit connectionTested(false);
        return;
    }
    m_banner->clear();
    m_testStatus->setText(tr("%1 answered in %2 s with image %3.")
                              .arg(result->benchDescription)
                              .arg(result->seconds, 0, 'f', 1)
                              .arg(result->imageName));
    m_hello->setPlainText(result->banner);
    emit connectionTested(true);
}

} // namespace cyclelab::app
