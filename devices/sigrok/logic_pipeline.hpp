#pragma once
// Internal to devices/sigrok: hands logic blocks from libsigrok's importing thread to a second
// thread that runs the caller's sink, so that inflating a capture and extracting its edges use
// both cores. libsigrok reuses its buffer once its datafeed callback returns, so each block is
// copied into one of a few fixed slots: memory is bounded by the slots, whatever the capture's
// length, and the importer waits when the sink falls behind.

#include "core/bench_api/bench_interfaces.hpp"

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace cyclelab::devices::sigrok {

class LogicPipeline final : public core::LogicSink {
  public:
    // 8 slots of 256 KiB: a slot stays in the shared L3 cache between its two threads, and
    // the extractor wakes a few hundred times per GB (it waits for half the slots to fill).
    static constexpr std::size_t kSlotBytes = 256 * 1024;
    static constexpr std::size_t kSlots = 8;

    // Borrows `target`, which must outlive the pipeline; `target` is called on the pipeline's
    // thread only, in the order the blocks arrived, the same bytes split at other places.
    explicit LogicPipeline(core::LogicSink& target, std::size_t slotBytes = kSlotBytes,
                           std::size_t slots = kSlots);
    // Delivers what is left, as finish().
    ~LogicPipeline() override;
    LogicPipeline(const LogicPipeline&) = delete;
    LogicPipeline& operator=(const LogicPipeline&) = delete;

    // Called by one thread (the importer's). Returns once the bytes are copied: only the
    // first byte of each sample when the target reads channels 0-7 alone (channelsRead()),
    // which it then gets as 1-byte samples.
    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override;
    // Returns once `target` has been given every byte and its thread has ended: what the
    // target did is then visible to the caller. No onLogic() after it.
    void finish();

  private:
    struct Slot {
        std::unique_ptr<std::uint8_t[]> bytes; // m_slotBytes of them, not zeroed
        std::size_t size = 0;                  // bytes filled
        unsigned unitSize = 0;
    };
    void onNarrowed(const std::uint8_t* data, std::size_t samples, unsigned unitSize);
    Slot& openSlot(unsigned unitSize); // m_open, or the next free slot once there is one
    void publish();
    void run();

    core::LogicSink& m_target;
    const std::size_t m_slotBytes;
    std::vector<Slot> m_slots;
    // The ring: slots [m_head, m_head + m_filled) wait for the target, the importer fills the
    // slot at m_head + m_filled (mod size) and publishes it whole.
    std::mutex m_mutex;
    std::condition_variable m_toTarget;   // slots filled, or the end
    std::condition_variable m_toImporter; // a slot freed
    std::size_t m_head = 0;
    std::size_t m_filled = 0;
    bool m_end = false;
    bool m_targetWaits = false;
    bool m_importerWaits = false;
    Slot* m_open = nullptr; // the importer's slot being filled; owned by it alone
    std::thread m_thread;
};

} // namespace cyclelab::devices::sigrok
