#include "app/gui/bench_discovery.hpp"

#include "core/boards/board_profile_loader.hpp"
#include "devices/common/subprocess.hpp"
#include "devices/flash/flash_tools.hpp"
#include "devices/serial/serial_ports.hpp"
#include "devices/sigrok/analyzer_scan.hpp"

#include <QCoreApplication>

namespace cyclelab::app {

const core::BoardProfile* BenchInventory::board(const QString& id) const {
    for (const auto& b : boards) {
        if (QString::fromStdString(b.id) == id)
            return &b;
    }
    return nullptr;
}

const ToolInfo* BenchInventory::tool(const QString& name) const {
    for (const auto& t : tools) {
        if (t.name == name)
            return &t;
    }
    return nullptr;
}

QString flasherExecutable(const core::BoardProfile& board) {
    if (board.flasher == "qemu")
        return QStringLiteral("qemu-system-arm");
    return QString::fromStdString(board.flasher);
}

BenchInventory discoverBench() {
    BenchInventory inv;
    std::string dir = core::defaultBoardsDir();
    inv.boardsDir = QString::fromStdString(dir);
    if (auto boards = core::loadBoardProfiles(dir))
        inv.boards = std::move(boards).value();
    else
        inv.boardsError = QString::fromStdString(boards.error().message);

    if (auto ports = devices::listSerialPorts()) {
        for (const auto& p : *ports) {
            inv.ports.append(
                {QString::fromStdString(p.name), QString::fromStdString(p.description)});
        }
    } else {
        inv.portsError = QString::fromStdString(ports.error().message);
    }

    if (auto found = devices::scanAnalyzers()) {
        for (const auto& a : *found) {
            inv.analyzers.append({QString::fromStdString(a.driver),
                                  QString::fromStdString(a.connection),
                                  QString::fromStdString(a.description)});
        }
    } else {
        inv.analyzersError = QString::fromStdString(found.error().message);
    }

    for (const auto& tool : devices::detectTools()) {
        inv.tools.append({QString::fromStdString(tool.name),
                          QString::fromStdString(tool.path.value_or(std::string()))});
    }
    // The virtual bench's "flasher" is QEMU itself.
    if (!inv.tool(QStringLiteral("qemu-system-arm"))) {
        auto qemu = devices::findExecutable("qemu-system-arm");
        inv.tools.append({QStringLiteral("qemu-system-arm"),
                          QString::fromStdString(qemu.value_or(std::string()))});
    }
    return inv;
}

} // namespace cyclelab::app
