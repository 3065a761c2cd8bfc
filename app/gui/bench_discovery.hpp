#pragma once
// What the Bench page offers: board profiles, serial ports, logic analyzers and flash tools.
// Discovery touches devices (libserialport, libsigrok scans, PATH lookups), so it is blocking
// and runs in a worker thread; the result is a plain value handed to the UI thread.

#include "core/model/model.hpp"

#include <QList>
#include <QMetaType>
#include <QString>
#include <vector>

namespace cyclelab::app {

struct PortInfo {
    QString name;        // "/dev/ttyUSB0"
    QString description; // "CP2102 USB to UART"
};

struct AnalyzerInfo {
    QString driver;     // libsigrok driver, "fx2lafw"
    QString connection; // conn= string, may be empty
    QString label;      // "Saleae Logic (fx2lafw) 24 MHz"
};

struct ToolInfo {
    QString name; // "openocd"
    QString path; // empty: not installed
    QString version;
    QString debianPackage;
};

struct BenchInventory {
    std::vector<core::BoardProfile> boards;
    QString boardsDir;
    QString boardsError;
    QList<PortInfo> ports;
    QString portsError;
    QList<AnalyzerInfo> analyzers;
    QString analyzersError;
    QList<ToolInfo> tools;

    const core::BoardProfile* board(const QString& id) const;
    const ToolInfo* tool(const QString& name) const;
    bool hasHardware() const { return !ports.isEmpty() || !analyzers.isEmpty(); }
};

// Blocking: call from a worker.
BenchInventory discoverBench();

// The executable a board's flasher needs ("qemu" -> qemu-system-arm, or qemu-system-riscv32
// for a RISC-V board).
QString flasherExecutable(const core::BoardProfile& board);

} // namespace cyclelab::app

Q_DECLARE_METATYPE(cyclelab::app::BenchInventory)
