#pragma once
// Internal to devices/sigrok: hands logic blocks to a second thread, so that libsigrok
// decompresses or parses the next block of a capture file while the sink (the pulse
// extractor) works through this one. A dense capture then costs about the longer of the two
// instead of their sum. A fixed number of fixed-size buffers: memory does not grow with the
// capture.

#include "core/bench/bench_interfaces.hpp"

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace cyclelab::devices::sigrok {

class PipelinedSink final : public core::LogicSink {
  public:
    static constexpr std::size_t kBlockBytes = 4 * 1024 * 1024;
    static constexpr std::size_t kBlocks = 3;

    explicit PipelinedSink(core::LogicSink& target);
    ~PipelinedSink() override;
    PipelinedSink(const PipelinedSink&) = delete;
    PipelinedSink& operator=(const PipelinedSink&) = delete;

    // Copies the data (waiting while every buffer is still in use) and returns.
    void onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) override;
    // Returns once the target has been given every block, in order. Safe to call twice.
    void finish();

  private:
    struct Block {
        std::vector<std::uint8_t> bytes;
        std::size_t used = 0;
        unsigned unitSize = 1;
    };
    void run();

    core::LogicSink& m_target;
    std::vector<Block> m_blocks;
    std::deque<std::size_t> m_free;
    std::deque<std::size_t> m_full;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    bool m_closing = false;
    std::thread m_worker;
};

} // namespace cyclelab::devices::sigrok
