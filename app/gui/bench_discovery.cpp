#include "app/gui/bench_discovery.hpp"

#include "app/gui/core_text.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "core/boards/device_kinds.hpp"
#include "devices/flash/flash_tools.hpp"
#include "devices/serial/serial_port_link.hpp"
#include "devices/sigrok/sigrok_scan.hpp"

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
    return QString::fromStdString(core::boardTool(board).executable);
}

BenchInventory discoverBench() {
    BenchInventory inv;
    std::string dir = core::defaultBoardsDir();
    inv.boardsDir = QString::fromStdString(dir);
    if (auto boards = core::loadBoardProfiles(dir))
        inv.boards = std::move(boards).value();
    else
        inv.boardsError = CoreText::error(boards.error());

    if (auto ports = devices::listSerialPorts()) {
        for (const auto& p : *ports) {
            inv.ports.append(
                {QString::fromStdString(p.name), QString::fromStdString(p.description)});
        }
    } else {
        inv.portsError = CoreText::error(ports.error());
    }

    if (auto found = devices::scanAnalyzers()) {
        for (const auto& a : *found) {
            QString label = QString::fromStdString(a.vendor + " " + a.model).trimmed();
            label = QStringLiteral("%1 (%2)").arg(label, QString::fromStdString(a.driver));
            if (a.samplerates.known())
                label += QStringLiteral(", ") + QString::fromStdString(a.samplerates.describe());
            inv.analyzers.append(
                {QString::fromStdString(a.driver), QString::fromStdString(a.connection), label});
        }
    } else {
        inv.analyzersError = CoreText::error(found.error());
    }

    for (const auto& tool : devices::detectTools()) {
        inv.tools.append({QString::fromStdString(tool.tool),
                          tool.found ? QString::fromStdString(tool.path) : QString(),
                          QString::fromStdString(tool.version),
                          QString::fromStdString(tool.debianPackage)});
    }
    return inv;
}

} // namespace cyclelab::app
