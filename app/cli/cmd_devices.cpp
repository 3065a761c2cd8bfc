// `cyclelab-cli devices`: what this machine offers for a bench — serial ports, logic analyzers
// libsigrok finds, flash tools with versions, and the board profiles.

#include "app/cli/cli_context.hpp"
#include "app/cli/data_paths.hpp"
#include "app/cli/exit_codes.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "core/campaign/image_catalog.hpp"
#include "devices/flash/flash_tools.hpp"
#include "devices/qemu/qemu_flasher.hpp"
#include "devices/serial/serial_port_link.hpp"
#include "devices/sigrok/sigrok_scan.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>

namespace cyclelab::cli {
namespace {

using nlohmann::json;

struct DevicesOptions {
    bool asJson = false;
    std::string driver;
    std::string boardsDir;
    std::string imagesDir;
};

// The firmware this installation has: per board, the kernels with images, the images a port
// could not fit on the board (with the region and the overflow) and the kernels without a port
// for an architecture (with the reason), so a missing cell is explained rather than silently
// absent. No manifest is not a problem of the bench.
json firmwareJson(const std::string& imagesDir) {
    json out = {{"imagesDir", imagesDir},
                {"vlaPlugin", devices::defaultVlaPluginPath()},
                {"kernels", json::object()},
                {"notBuilt", json::array()},
                {"noPort", json::array()}};
    auto images = core::ImageCatalog::load(imagesDir);
    if (!images) {
        out["note"] = images.error().message;
        return out;
    }
    for (const auto& image : images->images()) {
        json& list = out["kernels"][image.boardId];
        const std::string label = core::kernelLabel(image) + " (" + image.kernel.name + ")";
        if (!image.imageName.ends_with("-skew") &&
            std::find(list.begin(), list.end(), label) == list.end()) {
            list.push_back(label);
        }
    }
    for (const auto& nb : images->notBuilt()) {
        out["notBuilt"].push_back({{"board", nb.boardId},
                                   {"kernel", nb.kernel},
                                   {"profile", std::string(core::toString(nb.profile))},
                                   {"why", nb.why()}});
    }
    for (const auto& np : images->noPort()) {
        out["noPort"].push_back(
            {{"kernel", np.kernel}, {"architecture", np.architecture}, {"why", np.why}});
    }
    return out;
}

std::string hex(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08X", v);
    return buf;
}

json pinJson(const core::ProbePin& p) {
    return {{"pin", p.name},
            {"setAddress", hex(p.setAddress)},
            {"resetAddress", hex(p.resetAddress)},
            {"analyzerChannel", p.analyzerChannel}};
}

json samplerateJson(const devices::SamplerateSupport& s) {
    json out = {{"text", s.describe()}};
    if (!s.listHz.empty())
        out["listHz"] = s.listHz;
    else if (s.maxHz > 0)
        out.update({{"minHz", s.minHz}, {"maxHz", s.maxHz}, {"stepHz", s.stepHz}});
    return out;
}

struct Report {
    json doc = json::object();
    std::optional<core::Error> firstError;
    void problem(const std::string& section, const core::Error& e) {
        doc["problems"].push_back({{"section", section}, {"message", e.message}});
        if (!firstError)
            firstError = e;
    }
};

Report collect(const DevicesOptions& opt) {
    Report r;
    r.doc["schema"] = "cyclelab.devices/1";
    r.doc["problems"] = json::array();

    r.doc["serialPorts"] = json::array();
    if (auto ports = devices::listSerialPorts()) {
        for (const auto& p : *ports)
            r.doc["serialPorts"].push_back({{"name", p.name},
                                            {"description", p.description},
                                            {"transport", p.transport},
                                            {"usbVidPid", p.vidPid()},
                                            {"manufacturer", p.manufacturer},
                                            {"product", p.product},
                                            {"serialNumber", p.serialNumber}});
    } else {
        r.problem("serialPorts", ports.error());
    }

    r.doc["analyzers"] = json::array();
    if (auto found = devices::scanAnalyzers(opt.driver)) {
        for (const auto& a : *found)
            r.doc["analyzers"].push_back({{"driver", a.driver},
                                          {"spec", a.spec()},
                                          {"vendor", a.vendor},
                                          {"model", a.model},
                                          {"version", a.version},
                                          {"serialNumber", a.serialNumber},
                                          {"connection", a.connection},
                                          {"logicChannels", a.logicChannels},
                                          {"samplerates", samplerateJson(a.samplerates)}});
    } else {
        r.problem("analyzers", found.error());
    }

    r.doc["flashTools"] = json::array();
    for (const auto& t : devices::detectTools())
        r.doc["flashTools"].push_back({{"tool", t.tool},
                                       {"found", t.found},
                                       {"path", t.path},
                                       {"version", t.version},
                                       {"debianPackage", t.debianPackage},
                                       {"installHint", t.installHint}});

    const std::string dir = opt.boardsDir.empty() ? core::defaultBoardsDir() : opt.boardsDir;
    r.doc["boardsDir"] = dir;
    r.doc["boards"] = json::array();
    if (auto boards = core::loadBoardProfiles(dir)) {
        for (const auto& b : *boards) {
            json tiers = json::array();
            for (const auto& c : b.clockTiers)
                tiers.push_back({{"cpuHz", c.cpuHz}, {"flashWaitStates", c.flashWaitStates}});
            r.doc["boards"].push_back({{"id", b.id},
                                       {"name", b.name},
                                       {"mcu", b.mcu},
                                       {"core", b.core},
                                       {"clockTiers", tiers},
                                       {"probe", pinJson(b.probe)},
                                       {"marker", pinJson(b.marker)},
                                       {"uart", b.uart},
                                       {"baud", b.baud},
                                       {"flasher", b.flasher},
                                       {"flasherConfig", b.flasherConfig},
                                       {"qemuMachine", b.qemuMachine},
                                       {"icountShift", b.icountShift},
                                       {"maxSamples", b.maxSamples},
                                       {"images", b.images}});
        }
    } else {
        r.problem("boards", boards.error());
    }
    r.doc["firmware"] = firmwareJson(firmwareImagesDir(opt.imagesDir));
    return r;
}

void printText(const json& d) {
    std::cout << "Serial ports:\n";
    if (d["serialPorts"].empty())
        std::cout << "  (none)\n";
    for (const auto& p : d["serialPorts"]) {
        std::cout << "  " << p["name"].get<std::string>() << "  "
                  << p["description"].get<std::string>();
        if (!p["usbVidPid"].get<std::string>().empty())
            std::cout << "  [usb " << p["usbVidPid"].get<std::string>() << " serial "
                      << p["serialNumber"].get<std::string>() << "]";
        std::cout << '\n';
    }
    std::cout << "\nLogic analyzers (libsigrok):\n";
    if (d["analyzers"].empty())
        std::cout << "  (none)\n";
    for (const auto& a : d["analyzers"]) {
        std::cout << "  " << a["spec"].get<std::string>() << "  " << a["vendor"].get<std::string>()
                  << ' ' << a["model"].get<std::string>() << ", " << a["logicChannels"].size()
                  << " logic channels, samplerates " << a["samplerates"]["text"].get<std::string>()
                  << '\n';
    }
    std::cout << "\nFlash tools:\n";
    for (const auto& t : d["flashTools"]) {
        std::cout << "  " << t["tool"].get<std::string>() << "  ";
        if (t["found"].get<bool>())
            std::cout << t["version"].get<std::string>() << "  " << t["path"].get<std::string>();
        else
            std::cout << "not installed: " << t["installHint"].get<std::string>();
        std::cout << '\n';
    }
    std::cout << "\nBoard profiles (" << d["boardsDir"].get<std::string>() << "):\n";
    for (const auto& b : d["boards"]) {
        std::cout << "  " << b["id"].get<std::string>() << "  " << b["mcu"].get<std::string>()
                  << ", flasher " << b["flasher"].get<std::string>();
        if (!b["qemuMachine"].get<std::string>().empty())
            std::cout << " (machine " << b["qemuMachine"].get<std::string>() << ")";
        std::cout << ", tiers ";
        const char* sep = "";
        for (const auto& c : b["clockTiers"]) {
            std::cout << sep << c["cpuHz"].get<std::uint64_t>() / 1000000 << " MHz/"
                      << c["flashWaitStates"].get<int>() << " WS";
            sep = ", ";
        }
        std::cout << '\n';
    }
    const json& fw = d["firmware"];
    std::cout << "\nFirmware images (" << fw["imagesDir"].get<std::string>()
              << "; virtual analyzer " << fw["vlaPlugin"].get<std::string>() << "):\n";
    if (fw.contains("note"))
        std::cout << "  " << fw["note"].get<std::string>() << '\n';
    for (const auto& [board, kernels] : fw["kernels"].items()) {
        std::cout << "  " << board << ": ";
        const char* sep = "";
        for (const auto& k : kernels) {
            std::cout << sep << k.get<std::string>();
            sep = ", ";
        }
        std::cout << '\n';
    }
    for (const auto& nb : fw["notBuilt"])
        std::cout << "  not built: " << nb["board"].get<std::string>() << " "
                  << nb["kernel"].get<std::string>() << " " << nb["profile"].get<std::string>()
                  << " (" << nb["why"].get<std::string>() << ")\n";
    for (const auto& np : fw["noPort"])
        std::cout << "  no port: " << np["kernel"].get<std::string>() << " on "
                  << np["architecture"].get<std::string>() << " boards ("
                  << np["why"].get<std::string>() << ")\n";
}

} // namespace

void addDevicesCommand(CLI::App& app, CliContext& ctx) {
    auto opt = std::make_shared<DevicesOptions>();
    auto* cmd = app.add_subcommand(
        "devices", "List serial ports, logic analyzers, flash tools and board profiles");
    cmd->add_flag("--json", opt->asJson, "Print one JSON document (schema cyclelab.devices/1)");
    cmd->add_option("--driver", opt->driver,
                    "Scan only this libsigrok driver (driver[:option=value], e.g. fx2lafw)");
    cmd->add_option("--boards-dir", opt->boardsDir, "Board profile folder (default: installed)");
    cmd->add_option("--images", opt->imagesDir,
                    "Firmware images folder with manifest.json (default: installed)");
    cmd->callback([opt, &ctx] {
        ctx.action = [opt]() -> int {
            Report r = collect(*opt);
            if (opt->asJson) {
                std::cout << r.doc.dump(2) << '\n';
            } else {
                printText(r.doc);
                for (const auto& p : r.doc["problems"])
                    std::cerr << "cyclelab-cli: " << p["section"].get<std::string>() << ": "
                              << p["message"].get<std::string>() << '\n';
            }
            return r.firstError ? exitCodeFor(*r.firstError) : 0;
        };
    });
}

} // namespace cyclelab::cli
