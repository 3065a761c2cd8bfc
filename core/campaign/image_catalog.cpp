#include "core/campaign/image_catalog.hpp"

#include "core/common/message.hpp"
#include "core/store/model_json.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

namespace cyclelab::core {
namespace {

// The manifest's noPort list (older manifests have none).
Expected<std::vector<NoPortKernel>> parseNoPort(const nlohmann::json& root,
                                                const std::string& path) {
    std::vector<NoPortKernel> out;
    try {
        for (const auto& e : root.is_object() ? root.value("noPort", nlohmann::json::array())
                                              : nlohmann::json::array()) {
            out.push_back({e.at("kernel").get<std::string>(),
                           e.at("architecture").get<std::string>(),
                           e.at("why").get<std::string>()});
        }
    } catch (const nlohmann::json::exception& ex) {
        return Error::badInput(
            message(MessageId::ErrManifestNoPort, {path, std::string(ex.what())}));
    }
    return out;
}

} // namespace

Expected<ImageCatalog> ImageCatalog::load(const std::string& dir) {
    const std::string path = (std::filesystem::path(dir) / "manifest.json").string();
    std::ifstream in(path);
    if (!in) {
        return Error::badInput(message(MessageId::ErrManifestMissing, {path}));
    }
    nlohmann::json root;
    try {
        in >> root;
    } catch (const nlohmann::json::exception& e) {
        return Error::badInput(
            message(MessageId::ErrManifestNotJson, {path, std::string(e.what())}));
    }
    const nlohmann::json& list =
        root.is_object() && root.contains("images") ? root["images"] : root;
    if (!list.is_array()) {
        return Error::badInput(message(MessageId::ErrManifestNotArray, {path}));
    }
    ImageCatalog catalog;
    catalog.m_dir = dir;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const auto& e = list[i];
        try {
            FirmwareBuild b;
            b.imageName = e.at("name").get<std::string>();
            b.boardId = e.at("board").get<std::string>();
            b.kernel.name = e.at("kernel").get<std::string>();
            b.kernel.version = e.value("kernelVersion", "");
            b.kernel.commit = e.value("kernelCommit", "");
            b.kernel.pin = e.value("kernelPin", "");
            b.kernel.pinNote = e.value("kernelPinNote", "");
            auto profile = parseConfigProfile(e.at("profile").get<std::string>());
            auto opt = parseOptLevel(e.at("opt").get<std::string>());
            if (!profile || !opt) {
                return Error::badInput(
                    message(MessageId::ErrManifestBadProfileOpt, {path, std::to_string(i)}));
            }
            b.kernel.profile = *profile;
            b.opt = *opt;
            b.clock.cpuHz = e.at("cpuHz").get<std::uint64_t>();
            b.clock.flashWaitStates = e.value("flashWaitStates", 0);
            b.toolchain = e.value("toolchain", "");
            b.flags = e.value("flags", "");
            b.textBytes = e.value("text", 0u);
            b.dataBytes = e.value("data", 0u);
            b.bssBytes = e.value("bss", 0u);
            b.sha256 = e.value("sha256", "");
            b.buildId = e.value("buildId", "");
            b.imagePath = (std::filesystem::path(dir) / e.at("file").get<std::string>()).string();
            b.benchmarks = e.value("benchmarks", std::vector<std::string>{});
            if (e.contains("harnessSlots")) {
                const auto& h = e.at("harnessSlots");
                b.harnessCounterSlots = h.at("counter").get<std::uint32_t>();
                b.harnessPulseSlots = h.at("pulse").get<std::uint32_t>();
                b.harnessShippedCounterSlots = h.value("shippedCounter", 0u);
                b.harnessShippedPulseSlots = h.value("shippedPulse", 0u);
            }
            auto port = kernelPortFromJson(e);
            if (!port) {
                return Error::badInput(
                    message(MessageId::ErrManifestBadPort,
                            {path, std::to_string(i), sub(port.error().sentence())}));
            }
            b.port = std::move(port.value());
            if (e.value("testOnly", false)) {
                catalog.m_testOnly.insert(b.imageName);
            }
            catalog.m_images.push_back(std::move(b));
        } catch (const nlohmann::json::exception& ex) {
            return Error::badInput(message(MessageId::ErrManifestImage,
                                           {path, std::to_string(i), std::string(ex.what())}));
        }
    }
    if (root.is_object() && root.contains("notBuilt")) {
        try {
            for (const auto& e : root.at("notBuilt")) {
                NotBuiltImage nb;
                nb.boardId = e.at("board").get<std::string>();
                nb.kernel = e.at("kernel").get<std::string>();
                auto profile = parseConfigProfile(e.at("profile").get<std::string>());
                if (!profile) {
                    return Error::badInput(message(MessageId::ErrManifestNotBuiltProfile, {path}));
                }
                nb.profile = *profile;
                nb.region = e.at("region").get<std::string>();
                nb.overflowBytes = e.at("overflowBytes").get<std::uint64_t>();
                catalog.m_notBuilt.push_back(std::move(nb));
            }
        } catch (const nlohmann::json::exception& ex) {
            return Error::badInput(
                message(MessageId::ErrManifestNotBuilt, {path, std::string(ex.what())}));
        }
    }
    auto noPort = parseNoPort(root, path);
    if (!noPort) {
        return noPort.error();
    }
    catalog.m_noPort = std::move(*noPort);
    return catalog;
}

const NoPortKernel* ImageCatalog::noPortFor(const std::string& kernel,
                                            const std::string& architecture) const {
    for (const auto& np : m_noPort) {
        if (np.kernel == kernel && np.architecture == architecture) {
            return &np;
        }
    }
    return nullptr;
}

std::string NotBuiltImage::why() const {
    return english(whyMessage());
}

Message NotBuiltImage::whyMessage() const {
    return message(MessageId::ErrImageOverflow, {region, std::to_string(overflowBytes)});
}

Expected<FirmwareBuild> ImageCatalog::find(const std::string& boardId,
                                           const CampaignCell& cell) const {
    std::uint64_t wantHz = cell.cpuHz;
    std::string have;
    for (const auto& image : m_images) {
        if (image.boardId != boardId) {
            continue;
        }
        if (wantHz == 0) {
            wantHz = image.clock.cpuHz; // the board's default tier
        }
        have += (have.empty() ? "" : ", ") + image.imageName;
        if (image.kernel.name == cell.kernel && image.kernel.profile == cell.profile &&
            image.opt == cell.opt && image.clock.cpuHz == wantHz && !isTestOnly(image)) {
            return image;
        }
    }
    for (const auto& nb : m_notBuilt) {
        if (nb.boardId == boardId && nb.kernel == cell.kernel && nb.profile == cell.profile) {
            return Error::badInput(message(
                MessageId::ErrImageDoesNotFit,
                {cell.kernel, std::string(toString(cell.profile)), boardId, sub(nb.whyMessage())}));
        }
    }
    const std::string want = boardId + "-" + cell.kernel + "-" +
                             std::string(toString(cell.profile)) + "-" +
                             std::string(toString(cell.opt));
    return Error::badInput(message(
        MessageId::ErrNoImage, {want, std::to_string(wantHz / 1000000), m_dir,
                                sub(have.empty() ? message(MessageId::ErrNoImageNoneForBoard)
                                                 : message(MessageId::ErrNoImageHave, {have}))}));
}

bool ImageCatalog::isTestOnly(const FirmwareBuild& image) const {
    // Fault variants for tests (manifest testOnly); older manifests only mark them by name.
    return m_testOnly.contains(image.imageName) ||
           image.imageName.find("-skew") != std::string::npos;
}

std::vector<std::string> ImageCatalog::kernelsFor(const std::string& boardId) const {
    std::vector<std::string> out;
    for (const auto& image : m_images) {
        if (image.boardId == boardId && !isTestOnly(image) &&
            std::find(out.begin(), out.end(), image.kernel.name) == out.end()) {
            out.push_back(image.kernel.name);
        }
    }
    std::sort(out.begin(), out.end(), [](const std::string& a, const std::string& b) {
        return std::make_pair(a != "refkernel", a) < std::make_pair(b != "refkernel", b);
    });
    return out;
}

Expected<CampaignSpec> resolveAvailableKernels(CampaignSpec spec, const ImageCatalog& images) {
    if (spec.kernels != std::vector<std::string>{kAvailableKernels}) {
        return spec;
    }
    spec.kernels = images.kernelsFor(spec.boardId);
    if (spec.kernels.empty()) {
        return Error::badInput(
            message(MessageId::ErrAvailableNoImages, {images.dir(), spec.boardId}));
    }
    return spec;
}

} // namespace cyclelab::core
