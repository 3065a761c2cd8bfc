#include "core/campaign/campaign_session.hpp"

#include "core/boards/device_kinds.hpp"
#include "core/campaign/campaign_plan.hpp"
#include "core/common/message.hpp"

#include <algorithm>
#include <thread>

namespace cyclelab::core {

CampaignSession::CampaignSession(SessionSetup setup, RunStore store, ImageCatalog images)
    : m_setup(std::move(setup)), m_store(std::move(store)), m_images(std::move(images)) {}

Expected<CampaignSession> CampaignSession::open(SessionSetup setup) {
    auto store = RunStore::open(setup.databasePath);
    if (!store) {
        return store.error();
    }
    auto images = ImageCatalog::load(setup.imagesDir);
    if (!images) {
        return images.error();
    }
    return CampaignSession(std::move(setup), std::move(store).value(), std::move(images).value());
}

Expected<CampaignSpec> CampaignSession::specOf(std::int64_t campaignId) {
    auto campaign = m_store.loadCampaign(campaignId);
    if (!campaign) {
        return campaign.error();
    }
    return campaign->spec;
}

Expected<std::vector<CampaignCell>> CampaignSession::validate(const CampaignSpec& spec,
                                                              const BoardProfile& board) const {
    auto resolved = resolveAvailableKernels(spec, m_images); // kernels = "available"
    if (!resolved) {
        return resolved.error();
    }
    return validateCampaign(*resolved, board, m_images);
}

double CampaignSession::estimateSeconds(const CampaignSpec& spec, std::size_t cells) const {
    return static_cast<double>(cells) * estimateCellSeconds(spec, m_setup.duration);
}

void CampaignSession::prepare(CampaignRunner& runner, const ProgressFn& progress) const {
    runner.setDurationModel(m_setup.duration);
    runner.onProgress(progress);
}

Expected<CampaignSummary> CampaignSession::run(Bench& bench, const CampaignSpec& spec,
                                               CampaignControl& control,
                                               const ProgressFn& progress) {
    return run(std::vector<Bench*>{&bench}, spec, {}, control, progress);
}

Expected<CampaignSummary> CampaignSession::resume(Bench& bench, std::int64_t campaignId,
                                                  CampaignControl& control,
                                                  const ProgressFn& progress) {
    return resume(std::vector<Bench*>{&bench}, campaignId, control, progress);
}

Expected<CampaignSummary> CampaignSession::run(const std::vector<Bench*>& benches,
                                               const CampaignSpec& spec, CampaignShard shard,
                                               CampaignControl& control,
                                               const ProgressFn& progress) {
    CampaignRunner runner(benches, m_images, m_store, m_setup.cell, &control);
    prepare(runner, progress);
    return runner.run(spec, shard);
}

Expected<CampaignSummary> CampaignSession::resume(const std::vector<Bench*>& benches,
                                                  std::int64_t campaignId, CampaignControl& control,
                                                  const ProgressFn& progress) {
    CampaignRunner runner(benches, m_images, m_store, m_setup.cell, &control);
    prepare(runner, progress);
    return runner.resume(campaignId);
}

Expected<VerdictSummary> CampaignSession::verdicts(std::int64_t campaignId) {
    RunFilter filter;
    filter.campaignId = campaignId;
    auto runs = m_store.loadRuns(filter);
    if (!runs) {
        return runs.error();
    }
    return summarizeVerdicts(*runs);
}

Expected<FirmwareBuild> connectionTestImage(const ImageCatalog& images,
                                            const std::string& boardId) {
    const FirmwareBuild* any = nullptr;
    for (const auto& image : images.images()) {
        if (image.boardId != boardId) {
            continue;
        }
        if (image.kernel.name == "refkernel" && image.opt == OptLevel::O2) {
            return image;
        }
        if (any == nullptr) {
            any = &image;
        }
    }
    if (any == nullptr) {
        return Error::badInput(message(MessageId::ErrSessionNoImages, {images.dir(), boardId}));
    }
    return *any;
}

Expected<ConnectionCheck> checkConnection(Bench& bench, const ImageCatalog& images,
                                          std::chrono::milliseconds helloTimeout) {
    auto image = connectionTestImage(images, bench.board().id);
    if (!image) {
        return image.error();
    }
    // Stops QEMU / releases the probe on every path out.
    struct Shutdown {
        Flasher& flasher;
        ~Shutdown() { flasher.shutdown(); }
    } shutdown{bench.flasher()};
    auto target = bootTarget(bench, *image, helloTimeout);
    if (!target) {
        return target.error();
    }
    return ConnectionCheck{bench.describe(), std::move(image).value(), target->hello};
}

Expected<int> benchCount(int jobs, const BoardProfile& board) {
    if (jobs < 0) {
        return Error::badInput(message(MessageId::ErrJobsInvalid, {std::to_string(jobs)}));
    }
    if (!isVirtualBoard(board)) {
        if (jobs > 1) {
            return Error::badInput(
                message(MessageId::ErrJobsRealBoard, {std::to_string(jobs), board.id}));
        }
        return 1;
    }
    if (jobs == 0) {
        return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    }
    return jobs;
}

} // namespace cyclelab::core
