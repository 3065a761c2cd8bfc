#pragma once
// The virtual bench's "flasher": boots a firmware ELF in qemu-system-arm, paused, with a
// deterministic instruction clock (-icount shift=N,sleep=off), the UART on a unix socket and a
// QMP control socket. The app connects a SocketLink to serialAddress() before release(), so the
// firmware's banner is never lost. QEMU never outlives this object.
//
// Owns the QEMU process, its temporary folder (sockets) and the QMP connection. Its public
// functions are for one thread at a time (the bench's user); a pump thread of its own reads
// QEMU's output while it runs, sharing only m_process and m_lines under m_mutex, and is
// joined before QEMU is reaped.

#include "core/bench_api/bench_interfaces.hpp"
#include "devices/common/subprocess.hpp"
#include "devices/qemu/qmp_client.hpp"

#include <atomic>
#include <chrono>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace cyclelab::devices {

struct QemuOptions {
    std::string machine; // "netduinoplus2", "stm32vldiscovery"
    int icountShift = 5; // each guest instruction advances the virtual clock 2^shift ns
    std::string qemuBinary = "qemu-system-arm";  // qemu-system-riscv32 for RV32 boards
    std::string qemuPackage = "qemu-system-arm"; // the Debian package that has qemuBinary
    std::string machineOptions; // properties after "-M <machine>,": "aclint=on" (qemu-rv32-smp)
    std::vector<std::string> machineArgs; // after -M: "-bios", "none" on RISC-V virt, "-smp", "2"
    std::chrono::milliseconds startTimeout{10000};
    std::chrono::milliseconds commandTimeout{5000};
    std::chrono::milliseconds shutdownTimeout{3000}; // after QMP quit, before SIGKILL
};

// The launcher's options for a virtual board, from its profile's qemu section (machine, icount
// shift) and architecture (the QEMU binary: qemu-system-arm, or qemu-system-riscv32 with
// -bios none so the image starts at 0x80000000): the profile is the only place a QEMU board is
// described. Fails for a board without one.
core::Expected<QemuOptions> qemuOptionsFor(const core::BoardProfile& board);

// The machines `qemuBinary -M help` lists ("netduinoplus2", ...): what the launcher can start.
core::Expected<std::set<std::string>>
qemuMachines(const std::string& qemuBinary = "qemu-system-arm",
             std::chrono::milliseconds timeout = std::chrono::milliseconds(30000));

// A TCG plugin QEMU loads at start-up: its shared library and name=value arguments.
struct QemuPlugin {
    std::string libraryPath;
    std::vector<std::string> args;
};

class QemuFlasher : public core::Flasher {
  public:
    explicit QemuFlasher(QemuOptions options);
    ~QemuFlasher() override;
    QemuFlasher(const QemuFlasher&) = delete;
    QemuFlasher& operator=(const QemuFlasher&) = delete;

    std::string name() const override;
    core::Status flash(const core::FirmwareBuild& image,
                       const core::FlashProgressFn& progress) override;
    core::Status release() override; // QMP cont
    core::Status reset() override;   // QMP system_reset
    void shutdown() override;        // QMP quit, wait, SIGKILL after shutdownTimeout
    // PC and LR from HMP `info registers`, resolved with arm-none-eabi-addr2line.
    core::Expected<std::string> locateCore(const core::FirmwareBuild& image) override;
    // QEMU's user + system CPU time: virtual time only advances while QEMU runs.
    std::optional<std::chrono::milliseconds> targetTime() override;

    // "unix:/tmp/cyclelab-qemu-XXXXXX/serial.sock"; empty before flash().
    std::string serialAddress() const;
    const QemuOptions& options() const { return m_options; }
    bool running();
    // QEMU's process id while it runs, -1 otherwise.
    int pid() const;
    // QEMU's last output lines (stdout and stderr).
    std::string recentOutput() const;

    // Loaded at the next flash(); fails while QEMU runs (plugins load only at start-up).
    core::Status setPlugin(std::optional<QemuPlugin> plugin);

  private:
    core::Status fail(core::Error error);
    void pumpOutput();
    void stopPump();
    void removeTempDir();

    QemuOptions m_options;
    std::optional<QemuPlugin> m_plugin;
    std::string m_tempDir;
    std::vector<std::string> m_argv;

    mutable std::mutex m_mutex; // guards m_process and m_lines against the output pump
    Subprocess m_process;
    bool m_started = false;
    std::deque<std::string> m_lines;
    std::optional<QmpClient> m_qmp;
    std::thread m_pump;
    std::atomic<bool> m_pumpStop{false};
};

// The virtual logic analyzer plugin: $CYCLELAB_VLA_PLUGIN, else the installed one next to
// the executable (../lib/cyclelab/) when it exists, else the build tree's.
std::string defaultVlaPluginPath();

} // namespace cyclelab::devices
