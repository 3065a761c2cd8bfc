#include "core/boards/board_profile_loader.hpp"

#include "core/boards/device_kinds.hpp"
#include "core/common/message.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <unistd.h>

namespace cyclelab::core {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

// Raised inside the loader only; loadBoardProfile() turns it into an Error.
struct FieldError {
    std::string field;
    Message message;
};

FieldError fieldError(std::string field, MessageId id, std::vector<MessageArg> args = {}) {
    return {std::move(field), message(id, std::move(args))};
}

std::string join(const std::string& parent, const std::string& key) {
    return parent.empty() ? key : parent + "." + key;
}

const json& member(const json& obj, const std::string& parent, const std::string& key) {
    auto it = obj.find(key);
    if (it == obj.end())
        throw fieldError(join(parent, key), MessageId::ErrBoardMissingRequired);
    return *it;
}

std::string text(const json& obj, const std::string& parent, const std::string& key) {
    const json& v = member(obj, parent, key);
    if (!v.is_string() || v.get<std::string>().empty())
        throw fieldError(join(parent, key), MessageId::ErrBoardNonEmptyString);
    return v.get<std::string>();
}

std::int64_t integer(const json& v, const std::string& field, std::int64_t lo, std::int64_t hi) {
    if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
        throw fieldError(field, MessageId::ErrBoardIntegerRange,
                         {std::to_string(lo), std::to_string(hi)});
    return v.get<std::int64_t>();
}

std::int64_t integer(const json& obj, const std::string& parent, const std::string& key,
                     std::int64_t lo, std::int64_t hi) {
    return integer(member(obj, parent, key), join(parent, key), lo, hi);
}

// Register addresses are written as "0x40020018" (or as plain integers).
std::uint32_t address(const json& obj, const std::string& parent, const std::string& key) {
    const json& v = member(obj, parent, key);
    const std::string field = join(parent, key);
    if (v.is_number_integer())
        return static_cast<std::uint32_t>(integer(v, field, 0, 0xFFFFFFFFll));
    if (v.is_string()) {
        const std::string s = v.get<std::string>();
        if (s.size() > 2 && s.size() <= 10 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') &&
            std::all_of(s.begin() + 2, s.end(), [](unsigned char c) { return std::isxdigit(c); }))
            return static_cast<std::uint32_t>(std::stoul(s, nullptr, 16));
    }
    throw fieldError(field, MessageId::ErrBoardAddress);
}

void onlyKeys(const json& obj, const std::string& parent, std::initializer_list<const char*> keys) {
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        const std::string& k = it.key();
        if (k.rfind('$', 0) == 0 || k == "notes")
            continue; // comments
        if (std::none_of(keys.begin(), keys.end(),
                         [&](const char* allowed) { return k == allowed; }))
            throw fieldError(join(parent, k), MessageId::ErrBoardUnknownField);
    }
}

const json& object(const json& obj, const std::string& parent, const std::string& key) {
    const json& v = member(obj, parent, key);
    if (!v.is_object())
        throw fieldError(join(parent, key), MessageId::ErrBoardExpectedObject);
    return v;
}

// The architectures a board's core can have ("architecture", default "arm"); each picks the
// firmware toolchain, the QEMU binary and the plugin's instruction decoder.
bool isRiscv(const json& root) {
    return root.value("architecture", "arm") == "riscv32";
}

// A port pin such as "PA0" or "PB10"; `isKey` checks the member name instead of its value. A
// RISC-V board without GPIO (QEMU virt) names its signals instead: "PROBE", "UART0_TX".
std::string pinName(const json& obj, const std::string& parent, const std::string& key,
                    bool isKey = false, bool named = false) {
    const std::string name = isKey ? key : text(obj, parent, key);
    static const std::regex form("P[A-K]([0-9]|1[0-5])");
    static const std::regex label("[A-Za-z][A-Za-z0-9_]{0,31}");
    if (named && !std::regex_match(name, label))
        throw fieldError(join(parent, key), MessageId::ErrBoardNotSignalName, {name});
    if (!named && !std::regex_match(name, form))
        throw fieldError(join(parent, key), MessageId::ErrBoardNotPin, {name});
    return name;
}

// The firmware build's section (read by firmware/fw/boards.cmake): checked here too, so a typo
// shows up in `cyclelab-cli devices` and the unit tests, not only in the cross build.
void firmwareSection(const json& root) {
    const bool riscv = isRiscv(root);
    const json& fw = object(root, "", "firmware");
    onlyKeys(fw, "firmware",
             {"family", "flashKB", "ramKB", "nvicPriorityBits", "runnerStackWords",
              "helperStackWords", "mainStackBytes", "imageOpts", "imageProfiles", "clock"});
    if (fw.contains("clock"))
        text(fw, "firmware", "clock");
    const std::string family = text(fw, "firmware", "family");
    if (riscv && family != "RV32VIRT" && family != "ESP32C3")
        throw fieldError("firmware.family", MessageId::ErrBoardRiscvFamily);
    if (!riscv && family != "F1" && family != "F4")
        throw fieldError("firmware.family", MessageId::ErrBoardArmFamily);
    integer(fw, "firmware", "flashKB", 1, 1 << 20);
    integer(fw, "firmware", "ramKB", 1, 1 << 20);
    if (!riscv || fw.contains("nvicPriorityBits")) // no NVIC on RISC-V
        integer(fw, "firmware", "nvicPriorityBits", 2, 8);
    integer(fw, "firmware", "runnerStackWords", 32, 1 << 20);
    integer(fw, "firmware", "helperStackWords", 32, 1 << 20);
    integer(fw, "firmware", "mainStackBytes", 64, 1 << 20);
    for (const char* key : {"imageOpts", "imageProfiles"}) {
        const json& list = member(fw, "firmware", key);
        const std::string field = join("firmware", key);
        if (!list.is_array() || list.empty())
            throw fieldError(field, MessageId::ErrCampaignExpectedStrings);
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string item = list[i].is_string() ? list[i].get<std::string>() : "";
            const bool ok = std::string(key) == "imageOpts" ? parseOptLevel(item).has_value()
                                                            : parseConfigProfile(item).has_value();
            if (!ok)
                throw fieldError(field + "[" + std::to_string(i) + "]",
                                 std::string(key) == "imageOpts" ? MessageId::ErrBoardImageOpt
                                                                 : MessageId::ErrBoardImageProfile);
        }
    }
}

ProbePin pin(const json& obj, const std::string& key) {
    const json& p = object(obj, "", key);
    onlyKeys(p, key, {"pin", "setAddress", "resetAddress", "analyzerChannel"});
    ProbePin out;
    out.name = pinName(p, key, "pin", false, isRiscv(obj));
    out.setAddress = address(p, key, "setAddress");
    out.resetAddress = address(p, key, "resetAddress");
    out.analyzerChannel = static_cast<int>(integer(p, key, "analyzerChannel", 0, 63));
    if (out.setAddress == out.resetAddress)
        throw fieldError(key + ".resetAddress", MessageId::ErrBoardSameAddress);
    return out;
}

// The clock tiers, the default first; each cpuHz once.
std::vector<CpuClock> clockTiers(const json& root) {
    std::vector<CpuClock> out;
    const json& tiers = member(root, "", "clockTiers");
    if (!tiers.is_array() || tiers.empty())
        throw fieldError("clockTiers", MessageId::ErrBoardClockTiersList);
    std::set<std::uint64_t> seen;
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        const std::string field = "clockTiers[" + std::to_string(i) + "]";
        if (!tiers[i].is_object())
            throw fieldError(field, MessageId::ErrBoardClockTierObject);
        onlyKeys(tiers[i], field, {"cpuHz", "flashWaitStates", "apb1Hz", "apb2Hz"});
        CpuClock c;
        c.cpuHz = static_cast<std::uint64_t>(integer(tiers[i], field, "cpuHz", 1, 2'000'000'000));
        c.flashWaitStates = static_cast<int>(integer(tiers[i], field, "flashWaitStates", 0, 15));
        for (const char* bus : {"apb1Hz", "apb2Hz"}) // the firmware build reads them
            integer(tiers[i], field, bus, 1, static_cast<std::int64_t>(c.cpuHz));
        if (!seen.insert(c.cpuHz).second)
            throw fieldError(field + ".cpuHz", MessageId::ErrBoardDuplicateTier,
                             {std::to_string(c.cpuHz)});
        out.push_back(c);
    }
    return out;
}

// The flash tool and its settings, checked against the tool's required and optional keys.
const FlasherKind* flasherSection(const json& root, BoardProfile& b) {
    const json& flasher = object(root, "", "flasher");
    b.flasher = text(flasher, "flasher", "tool");
    const FlasherKind* kind = findFlasherKind(b.flasher);
    if (kind == nullptr)
        throw fieldError("flasher.tool", MessageId::ErrBoardFlasherTool, {flasherKindNames()});
    for (auto it = flasher.begin(); it != flasher.end(); ++it) {
        const std::string& key = it.key();
        if (key == "tool" || key.rfind('$', 0) == 0)
            continue;
        const auto known = [&](const std::vector<std::string_view>& keys) {
            return std::find(keys.begin(), keys.end(), key) != keys.end();
        };
        if (!known(kind->requiredKeys) && !known(kind->optionalKeys))
            throw fieldError("flasher." + key, MessageId::ErrBoardFlasherSetting, {b.flasher});
        if (!it.value().is_string())
            throw fieldError("flasher." + key, MessageId::ErrCampaignExpectedString);
        b.flasherConfig[key] = it.value().get<std::string>();
    }
    for (std::string_view key : kind->requiredKeys)
        text(flasher, "flasher", std::string(key));
    return kind;
}

BoardProfile parse(const json& root, const std::string& stem) {
    if (!root.is_object())
        throw fieldError("(top level)", MessageId::ErrBoardTopLevel);
    onlyKeys(root, "",
             {"schemaVersion", "id", "name", "mcu", "core", "architecture", "clockTiers", "probe",
              "marker", "boardPins", "uart", "flasher", "qemu", "maxSamples", "firmware", "images",
              "clockPpm", "harts"});
    if (root.contains("schemaVersion"))
        integer(root, "", "schemaVersion", 1, 1);
    BoardProfile b;
    b.id = text(root, "", "id");
    if (b.id != stem)
        throw fieldError("id", MessageId::ErrBoardIdFileName, {b.id, stem});
    b.name = text(root, "", "name");
    b.mcu = text(root, "", "mcu");
    b.core = text(root, "", "core");
    if (root.contains("architecture")) {
        const std::string arch = text(root, "", "architecture");
        if (arch != "arm" && arch != "riscv32")
            throw fieldError("architecture", MessageId::ErrBoardArchitecture);
    }
    const bool riscv = isRiscv(root); // BoardProfile keeps it as the core's name (isRiscvBoard)
    if (!riscv && b.core.rfind("cortex-m", 0) != 0)
        throw fieldError("core", MessageId::ErrBoardCortexCore);
    if (riscv && b.core.rfind("rv32", 0) != 0)
        throw fieldError("core", MessageId::ErrBoardRv32Core);

    b.clockTiers = clockTiers(root);

    b.probe = pin(root, "probe");
    b.marker = pin(root, "marker");
    if (b.probe.analyzerChannel == b.marker.analyzerChannel)
        throw fieldError("marker.analyzerChannel", MessageId::ErrBoardSameChannel);

    const json& uart = object(root, "", "uart");
    onlyKeys(uart, "uart", {"name", "baud", "tx", "rx"});
    b.uart = text(uart, "uart", "name");
    b.baud = static_cast<int>(integer(uart, "uart", "baud", 300, 12'000'000));
    b.uartTx = pinName(uart, "uart", "tx", false, riscv);
    b.uartRx = pinName(uart, "uart", "rx", false, riscv);

    if (root.contains("boardPins")) {
        const json& used = object(root, "", "boardPins");
        for (auto it = used.begin(); it != used.end(); ++it) {
            if (it.key().rfind('$', 0) == 0)
                continue;
            pinName(used, "boardPins", it.key(), true, riscv);
            b.boardPins[it.key()] = text(used, "boardPins", it.key());
        }
    }
    firmwareSection(root);

    const FlasherKind* kind = flasherSection(root, b);

    if (root.contains("qemu")) {
        const json& q = object(root, "", "qemu");
        onlyKeys(q, "qemu", {"machine", "machineOptions", "icountShift"});
        b.qemuMachine = text(q, "qemu", "machine");
        if (q.contains("machineOptions")) {
            b.qemuMachineOptions = text(q, "qemu", "machineOptions");
            const std::string& o = b.qemuMachineOptions;
            if (o.empty() || o.front() == ',' || o.find(' ') != std::string::npos)
                throw fieldError("qemu.machineOptions", MessageId::ErrBoardMachineOptions);
        }
        b.icountShift = static_cast<int>(integer(q, "qemu", "icountShift", 0, 10));
    }
    if (kind->isVirtual && b.qemuMachine.empty())
        throw fieldError("qemu", MessageId::ErrBoardQemuMissing, {b.flasher});
    if (!kind->isVirtual && !b.qemuMachine.empty())
        throw fieldError("qemu", MessageId::ErrBoardQemuNotVirtual);

    // The cycle clock's tolerance: 0 where the emulator's one clock drives the CPU and the
    // analyzer, a common crystal's 20 ppm where the profile does not say.
    b.clockPpm = kind->isVirtual ? 0.0 : 20.0;
    if (root.contains("clockPpm")) {
        const json& ppm = root["clockPpm"];
        if (!ppm.is_number() || ppm.get<double>() < 0.0 || ppm.get<double>() > 1000.0)
            throw fieldError("clockPpm", MessageId::ErrBoardClockPpm);
        b.clockPpm = ppm.get<double>();
    }

    b.maxSamples = static_cast<std::size_t>(integer(root, "", "maxSamples", 1, 100'000'000));
    if (root.contains("harts")) {
        b.harts = static_cast<int>(integer(root, "", "harts", 1, 8));
        if (b.harts > 1 && !riscv)
            throw fieldError("harts", MessageId::ErrBoardHarts);
    }
    const json& images = member(root, "", "images");
    if (!images.is_array() || images.empty())
        throw fieldError("images", MessageId::ErrBoardImagesList);
    for (std::size_t i = 0; i < images.size(); ++i) {
        if (!images[i].is_string() || images[i].get<std::string>().empty())
            throw fieldError("images[" + std::to_string(i) + "]",
                             MessageId::ErrBoardNonEmptyString);
        b.images.push_back(images[i].get<std::string>());
    }
    return b;
}

std::string exeDir() {
    std::error_code ec;
    auto exe = fs::read_symlink("/proc/self/exe", ec);
    return ec ? std::string() : exe.parent_path().string();
}

} // namespace

Expected<BoardProfile> loadBoardProfile(const std::string& file) {
    std::ifstream in(file);
    if (!in)
        return Error::badInput(
            message(MessageId::ErrBoardCannotOpen, {file, std::string(std::strerror(errno))}));
    json root;
    try {
        root = json::parse(in);
    } catch (const json::parse_error& e) {
        return Error::badInput(message(MessageId::ErrFileNotJson, {file, std::string(e.what())}));
    }
    try {
        return parse(root, fs::path(file).stem().string());
    } catch (const FieldError& e) {
        return Error::badInput(e.message).withContext(
            message(MessageId::ErrCampaignCtxField, {file, e.field}));
    }
}

Expected<std::vector<BoardProfile>> loadBoardProfiles(const std::string& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return Error::badInput(message(MessageId::ErrBoardsDirMissing, {dir}));
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        if (entry.is_regular_file() && entry.path().extension() == ".json")
            files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    std::vector<BoardProfile> out;
    std::map<std::string, std::string> byId;
    for (const auto& f : files) {
        auto profile = loadBoardProfile(f);
        if (!profile)
            return profile.error();
        auto [it, inserted] = byId.emplace(profile->id, f);
        if (!inserted)
            return Error::badInput(
                message(MessageId::ErrBoardIdTwice, {f, profile->id, it->second}));
        out.push_back(std::move(*profile));
    }
    if (out.empty())
        return Error::badInput(message(MessageId::ErrBoardsDirEmpty, {dir}));
    return out;
}

std::string defaultBoardsDir() {
    std::vector<std::string> candidates;
    if (const char* env = std::getenv("CYCLELAB_BOARDS_DIR"); env && *env)
        candidates.push_back(env);
    if (auto dir = exeDir(); !dir.empty())
        candidates.push_back((fs::path(dir) / ".." / "share" / "cyclelab" / "boards").string());
    candidates.push_back(CYCLELAB_SOURCE_BOARDS_DIR);
    candidates.push_back(CYCLELAB_INSTALLED_BOARDS_DIR);
    std::error_code ec;
    for (const auto& c : candidates)
        if (fs::is_directory(c, ec))
            return fs::weakly_canonical(c, ec).string();
    return candidates.back();
}

} // namespace cyclelab::core
