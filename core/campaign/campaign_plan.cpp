#include "core/campaign/campaign_plan.hpp"

#include "core/boards/device_kinds.hpp"
#include "core/campaign/benchmark_catalog.hpp"
#include "core/common/message.hpp"
#include "core/model/thread_metric.hpp"

#include <algorithm>
#include <optional>

namespace cyclelab::core {

Expected<std::vector<CampaignCell>> planCells(const CampaignSpec& spec, const BoardProfile& board) {
    if (spec.boardId != board.id) {
        return Error::badInput(
            message(MessageId::ErrCampaignOtherBoard, {spec.name, spec.boardId, board.id}));
    }
    // The firmware keeps every sample of a run in RAM; more than it holds fails only on the
    // bench, after flashing and a retry.
    if (board.maxSamples > 0 && spec.samples > board.maxSamples) {
        return Error::badInput(
            message(MessageId::ErrCampaignSamplesAboveBoard,
                    {std::to_string(spec.samples), std::to_string(board.maxSamples), board.id}));
    }
    std::vector<std::uint64_t> tiers = spec.cpuHz;
    if (tiers.empty()) {
        if (board.clockTiers.empty()) {
            return Error::badInput(message(MessageId::ErrCampaignNoClockTiers, {board.id}));
        }
        tiers.push_back(board.clockTiers.front().cpuHz);
    }
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        bool known = std::any_of(board.clockTiers.begin(), board.clockTiers.end(),
                                 [&](const CpuClock& c) { return c.cpuHz == tiers[i]; });
        if (!known) {
            std::string list;
            for (const auto& c : board.clockTiers) {
                list += (list.empty() ? "" : ", ") + std::to_string(c.cpuHz);
            }
            return Error::badInput(
                message(MessageId::ErrCampaignNotClockTier,
                        {std::to_string(i), std::to_string(tiers[i]), board.id, list}));
        }
    }
    if (spec.kernels.empty() || spec.profiles.empty() || spec.opts.empty() ||
        spec.benchmarks.empty()) {
        return Error::badInput(message(MessageId::ErrCampaignEmptyAxis, {spec.name}));
    }
    std::vector<CampaignCell> cells;
    for (const auto& kernel : spec.kernels) {
        for (auto profile : spec.profiles) {
            for (auto hz : tiers) {
                for (auto opt : spec.opts) {
                    CampaignCell cell;
                    cell.index = static_cast<int>(cells.size());
                    cell.kernel = kernel;
                    cell.profile = profile;
                    cell.opt = opt;
                    cell.cpuHz = hz;
                    cells.push_back(cell);
                }
            }
        }
    }
    return cells;
}

namespace {

// A Thread-Metric benchmark the image was built without (no -DTHREADX_PATH, or a kernel
// without a Thread-Metric port): said before anything runs, not as a failed cell.
std::optional<Message> threadMetricMissing(const CampaignSpec& spec, const FirmwareBuild& image) {
    for (const auto& b : spec.benchmarks) {
        if (isThreadMetric(b.id) && std::find(image.benchmarks.begin(), image.benchmarks.end(),
                                              b.id) == image.benchmarks.end()) {
            return message(MessageId::ErrNoThreadMetric, {image.imageName, b.id});
        }
    }
    return std::nullopt;
}

// A cross-core benchmark the image lacks: a one-hart board, or a kernel without an SMP port.
std::optional<Message> crossCoreMissing(const CampaignSpec& spec, const FirmwareBuild& image) {
    for (const auto& b : spec.benchmarks) {
        if (isCrossCore(b.id) && std::find(image.benchmarks.begin(), image.benchmarks.end(),
                                           b.id) == image.benchmarks.end()) {
            return message(MessageId::ErrNoCrossCore, {image.imageName, b.id});
        }
    }
    return std::nullopt;
}

// The kernels of the spec that have no port for the board's architecture, one line each with
// the port's reason and the kernels the board does have: no image could ever exist, so the
// user is told that rather than which image is missing.
void kernelsWithoutPort(const CampaignSpec& spec, const BoardProfile& board,
                        const ImageCatalog& images, std::vector<Message>& lines) {
    const std::string arch = boardPortArchitecture(board);
    for (const auto& kernel : spec.kernels) {
        if (const NoPortKernel* np = images.noPortFor(kernel, arch); np != nullptr) {
            std::string have;
            for (const auto& k : images.kernelsFor(board.id)) {
                have += (have.empty() ? "" : ", ") + k;
            }
            lines.push_back(
                message(MessageId::ErrKernelNoPort,
                        {kernel, board.id, arch, np->why,
                         have.empty() ? sub(message(MessageId::ErrKernelsNoneIn, {images.dir()}))
                                      : MessageArg(have)}));
        }
    }
}

// The problems one per line ("\n" between them, as stored text every language writes alike).
Message lineByLine(const std::vector<Message>& lines) {
    std::vector<Message> parts;
    for (const Message& line : lines) {
        if (!parts.empty()) {
            parts.push_back(storedText("\n"));
        }
        parts.push_back(line);
    }
    return sequence(std::move(parts));
}

} // namespace

Expected<std::vector<CampaignCell>>
validateCampaign(const CampaignSpec& spec, const BoardProfile& board, const ImageCatalog& images) {
    auto cells = planCells(spec, board);
    if (!cells) {
        return cells.error();
    }
    std::vector<Message> missing;
    kernelsWithoutPort(spec, board, images, missing);
    for (const auto& cell : *cells) {
        if (images.noPortFor(cell.kernel, boardPortArchitecture(board)) != nullptr) {
            continue; // said once per kernel above
        }
        if (auto image = images.find(spec.boardId, cell); !image) {
            missing.push_back(image.error().sentence());
        } else if (auto why = threadMetricMissing(spec, *image)) {
            missing.push_back(std::move(*why));
        } else if (auto no = crossCoreMissing(spec, *image)) {
            missing.push_back(std::move(*no));
        }
    }
    if (!missing.empty()) {
        return Error::badInput(lineByLine(missing));
    }
    return cells;
}

} // namespace cyclelab::core
