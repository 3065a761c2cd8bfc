#include "devices/qemu/qemu_flasher.hpp"

#include "core/boards/device_kinds.hpp"
#include "core/common/message.hpp"
#include "devices/common/owned_temp_dir.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace cyclelab::devices {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;
namespace fs = std::filesystem;

constexpr std::size_t kKeptLines = 20;

// QEMU's option parser splits on ','; a literal comma is written twice.
std::string escapeOption(const std::string& value) {
    std::string out;
    for (char c : value) {
        out += c;
        if (c == ',') {
            out += ',';
        }
    }
    return out;
}

// The ELF machine the QEMU binary runs: ARM (40) for qemu-system-arm, RISC-V (243) otherwise.
core::Status checkImage(const core::FirmwareBuild& image, const std::string& qemuBinary) {
    const bool riscv = qemuBinary.find("riscv") != std::string::npos;
    const std::string& path = image.imagePath;
    if (path.empty()) {
        return core::Error::badInput(
            core::message(core::MessageId::ErrQemuImageNoPath, {image.imageName}));
    }
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        return core::Error::badInput(core::message(core::MessageId::ErrQemuImageMissing, {path}));
    }
    std::ifstream in(path, std::ios::binary);
    unsigned char header[20] = {};
    if (!in || !in.read(reinterpret_cast<char*>(header), sizeof header)) {
        if (!in.is_open()) {
            return core::Error::badInput(
                core::message(core::MessageId::ErrQemuImageUnreadable, {path}));
        }
        return core::Error::badInput(core::message(core::MessageId::ErrQemuImageTooShort, {path}));
    }
    if (header[0] != 0x7f || header[1] != 'E' || header[2] != 'L' || header[3] != 'F') {
        return core::Error::badInput(core::message(core::MessageId::ErrQemuImageNotElf, {path}));
    }
    const unsigned machine = header[18] | (header[19] << 8); // e_machine, little-endian
    if (header[4] != 1 || machine != (riscv ? 243u : 40u)) {
        return core::Error::badInput(core::message(core::MessageId::ErrQemuImageWrongArch,
                                                   {path, riscv ? "RISC-V" : "ARM", qemuBinary}));
    }
    return core::success();
}

std::string makeTempDir() {
    // Unix socket paths are limited to 107 bytes, so stay under /tmp rather than a long TMPDIR.
    // The directories of killed CycleLab processes are removed here, at the next start.
    auto dir = makeOwnedTempDir("cyclelab-qemu-");
    return dir ? *dir : std::string();
}

// Why QEMU did not come up: it exited, or never opened its control socket.
core::Message startFailure(bool exited, const ProcessResult& result, milliseconds timeout,
                           const std::string& image, const std::string& output) {
    const core::MessageArg last =
        output.empty() ? core::MessageArg(std::string())
                       : core::sub(core::message(core::MessageId::NoteQemuLastOutput, {output}));
    if (!exited) {
        return core::message(core::MessageId::ErrQemuNoControlSocket,
                             {std::to_string(timeout.count()), image, last});
    }
    if (!result.timedOut && !result.signaled) {
        return core::message(core::MessageId::ErrQemuExitedAtStartCode,
                             {std::to_string(result.exitCode), image, last});
    }
    return core::message(core::MessageId::ErrQemuExitedAtStart, {image, last});
}

} // namespace

core::Expected<QemuOptions> qemuOptionsFor(const core::BoardProfile& board) {
    if (!core::isVirtualBoard(board)) {
        return core::Error::badInput(
            core::message(core::MessageId::ErrQemuNotVirtualBoard, {board.id}));
    }
    QemuOptions options;
    options.machine = board.qemuMachine;
    options.icountShift = board.icountShift;
    if (core::isRiscvBoard(board)) {
        options.qemuBinary = "qemu-system-riscv32";
        options.qemuPackage = "qemu-system-misc";
        options.machineArgs = {"-bios", "none"};
    }
    options.machineOptions = board.qemuMachineOptions;
    if (board.harts > 1) {
        // Under -icount QEMU runs the harts in turn on one thread (docs: devices/qemu/README.md,
        // "Two harts"), so the virtual clock and the plugin's count stay one sequence.
        options.machineArgs.insert(options.machineArgs.end(),
                                   {"-smp", std::to_string(board.harts)});
    }
    return options;
}

core::Expected<std::set<std::string>> qemuMachines(const std::string& qemuBinary,
                                                   std::chrono::milliseconds timeout) {
    auto run = runProcess({qemuBinary, "-M", "help"}, timeout);
    if (!run) {
        return run.error();
    }
    if (run->timedOut || run->exitCode != 0) {
        return core::Error::runtime(
            core::message(core::MessageId::ErrQemuMachineHelpFailed, {qemuBinary, run->output}));
    }
    // "Supported machines are:" then one "<name>   <description>" line per machine.
    std::set<std::string> machines;
    std::istringstream lines(run->output);
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream words(line);
        std::string name;
        if (words >> name && line.rfind("Supported", 0) != 0) {
            machines.insert(name);
        }
    }
    return machines;
}

std::string defaultVlaPluginPath() {
    if (const char* env = std::getenv("CYCLELAB_VLA_PLUGIN"); env && *env) {
        return env;
    }
    // Beside an installation first (bin/../lib/cyclelab), so an installed or unpacked package
    // never loads a build tree's plugin; then the build tree.
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    const fs::path installed =
        exe.parent_path().parent_path() / CYCLELAB_INSTALL_LIBDIR / "cyclelab" / "cyclelab_vla.so";
    if (fs::exists(installed, ec)) {
        return installed.string();
    }
#ifdef CYCLELAB_VLA_BUILD_PATH
    if (fs::exists(CYCLELAB_VLA_BUILD_PATH, ec)) {
        return CYCLELAB_VLA_BUILD_PATH;
    }
#endif
    return installed.string();
}

QemuFlasher::QemuFlasher(QemuOptions options) : m_options(std::move(options)) {}

QemuFlasher::~QemuFlasher() {
    shutdown();
}

std::string QemuFlasher::name() const {
    return "qemu " + m_options.machine + " (icount shift " + std::to_string(m_options.icountShift) +
           ")";
}

std::string QemuFlasher::serialAddress() const {
    return m_tempDir.empty() ? std::string() : "unix:" + m_tempDir + "/serial.sock";
}

core::Status QemuFlasher::setPlugin(std::optional<QemuPlugin> plugin) {
    if (running()) {
        return core::Error::runtime(core::message(core::MessageId::ErrQemuAlreadyRunning));
    }
    m_plugin = std::move(plugin);
    return core::success();
}

bool QemuFlasher::running() {
    std::lock_guard lock(m_mutex);
    return m_started && m_process.running();
}

int QemuFlasher::pid() const {
    std::lock_guard lock(m_mutex);
    return m_started ? static_cast<int>(m_process.pid()) : -1;
}

std::string QemuFlasher::recentOutput() const {
    std::lock_guard lock(m_mutex);
    std::string text;
    for (const auto& line : m_lines) {
        text += line + "\n";
    }
    return text;
}

void QemuFlasher::pumpOutput() {
    auto keep = [this](const std::string& line) {
        m_lines.push_back(line);
        if (m_lines.size() > kKeptLines) {
            m_lines.pop_front();
        }
    };
    while (!m_pumpStop) {
        bool open;
        {
            std::lock_guard lock(m_mutex);
            open = m_process.pump(milliseconds(0), keep);
        }
        std::this_thread::sleep_for(milliseconds(open ? 20 : 100));
    }
}

void QemuFlasher::stopPump() {
    m_pumpStop = true;
    if (m_pump.joinable()) {
        m_pump.join();
    }
    m_pumpStop = false;
}

void QemuFlasher::removeTempDir() {
    if (!m_tempDir.empty()) {
        std::error_code ec;
        fs::remove_all(m_tempDir, ec);
        m_tempDir.clear();
    }
}

core::Status QemuFlasher::fail(core::Error error) {
    shutdown();
    return error;
}

core::Status QemuFlasher::flash(const core::FirmwareBuild& image,
                                const core::FlashProgressFn& progress) {
    shutdown();
    if (m_options.machine.empty()) {
        return core::Error::badInput(
            core::message(core::MessageId::ErrQemuNoMachine, {image.boardId}));
    }
    if (!findExecutable(m_options.qemuBinary)) {
        return core::Error::runtime(core::message(core::MessageId::ErrQemuNotFound,
                                                  {m_options.qemuBinary, m_options.qemuPackage}));
    }
    if (auto ok = checkImage(image, m_options.qemuBinary); !ok) {
        return ok;
    }
    if (m_plugin) {
        std::error_code ec;
        if (!fs::exists(m_plugin->libraryPath, ec)) {
            return core::Error::runtime(
                core::message(core::MessageId::ErrQemuPluginMissing, {m_plugin->libraryPath}));
        }
    }
    m_tempDir = makeTempDir();
    if (m_tempDir.empty()) {
        return core::Error::runtime(core::message(core::MessageId::ErrQemuNoTempDir));
    }
    const std::string qmpPath = m_tempDir + "/qmp.sock";
    m_argv = {m_options.qemuBinary,
              "-M",
              m_options.machine +
                  (m_options.machineOptions.empty() ? "" : "," + m_options.machineOptions),
              "-kernel",
              image.imagePath,
              "-icount",
              "shift=" + std::to_string(m_options.icountShift) + ",sleep=off",
              "-nographic",
              "-monitor",
              "none",
              "-serial",
              "unix:" + escapeOption(m_tempDir + "/serial.sock") + ",server=on,wait=off",
              "-qmp",
              "unix:" + escapeOption(qmpPath) + ",server=on,wait=off",
              "-S"};
    m_argv.insert(m_argv.begin() + 3, m_options.machineArgs.begin(), m_options.machineArgs.end());
    if (m_plugin) {
        std::string spec = escapeOption(m_plugin->libraryPath);
        for (const auto& arg : m_plugin->args) {
            spec += "," + escapeOption(arg);
        }
        m_argv.insert(m_argv.end(), {"-plugin", spec});
    }
    if (progress) {
        progress({0, "boot"});
    }
    auto proc = Subprocess::start(m_argv);
    if (!proc) {
        return fail(proc.error());
    }
    {
        std::lock_guard lock(m_mutex);
        m_process = std::move(proc.value());
        m_started = true;
        m_lines.clear();
    }
    m_pump = std::thread([this] { pumpOutput(); });

    // QEMU creates its sockets a moment after start; an early exit means it refused to start.
    const auto deadline = Clock::now() + m_options.startTimeout;
    for (;;) {
        const auto left = std::max(
            milliseconds(1), std::chrono::duration_cast<milliseconds>(deadline - Clock::now()));
        auto qmp = QmpClient::connect(qmpPath, milliseconds(100), left);
        if (qmp) {
            m_qmp.emplace(std::move(qmp.value()));
            break;
        }
        if (!running() || Clock::now() >= deadline) {
            bool exited = !running();
            stopPump();
            ProcessResult result;
            {
                std::lock_guard lock(m_mutex);
                result = m_process.wait(milliseconds(1000), [this](const std::string& line) {
                    m_lines.push_back(line);
                });
            }
            std::string output = recentOutput();
            if (output.find("unsupported machine type") != std::string::npos) {
                return fail(core::Error::badInput(
                    core::message(core::MessageId::ErrQemuUnsupportedMachine,
                                  {m_options.machine, m_options.qemuBinary})));
            }
            return fail(core::Error::runtime(
                startFailure(exited, result, m_options.startTimeout, image.imagePath, output)));
        }
    }
    if (progress) {
        progress({100, "boot"});
    }
    return core::success();
}

core::Status QemuFlasher::release() {
    if (!m_qmp || !running()) {
        return core::Error::runtime(
            core::message(core::MessageId::ErrQemuNotRunningFor, {"release()"}));
    }
    auto r = m_qmp->execute("cont", m_options.commandTimeout);
    if (!r) {
        return r.error();
    }
    return core::success();
}

core::Status QemuFlasher::reset() {
    if (!m_qmp || !running()) {
        return core::Error::runtime(
            core::message(core::MessageId::ErrQemuNotRunningFor, {"reset()"}));
    }
    auto r = m_qmp->execute("system_reset", m_options.commandTimeout);
    if (!r) {
        return r.error();
    }
    return core::success();
}

void QemuFlasher::shutdown() {
    if (m_started) {
        if (m_qmp && running()) {
            // QEMU may close the socket before answering `quit`; the exit below is what counts.
            (void)m_qmp->execute("quit", milliseconds(1000));
        }
        stopPump();
        std::lock_guard lock(m_mutex);
        // wait() sends SIGTERM then SIGKILL itself when QEMU does not exit in time.
        m_process.wait(m_options.shutdownTimeout, [this](const std::string& line) {
            m_lines.push_back(line);
            if (m_lines.size() > kKeptLines) {
                m_lines.pop_front();
            }
        });
        m_process = Subprocess();
        m_started = false;
    }
    stopPump();
    m_qmp.reset();
    removeTempDir();
}

} // namespace cyclelab::devices
