#include "devices/sigrok/pipelined_sink.hpp"

#include <algorithm>
#include <cstring>

namespace cyclelab::devices::sigrok {

PipelinedSink::PipelinedSink(core::LogicSink& target) : m_target(target), m_blocks(kBlocks) {
    for (std::size_t i = 0; i < m_blocks.size(); ++i) {
        m_free.push_back(i);
    }
    m_worker = std::thread([this] { run(); });
}

PipelinedSink::~PipelinedSink() {
    finish();
}

void PipelinedSink::onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) {
    // Whole samples per block, so the target never sees one torn by the split.
    const std::size_t unit = std::max(1U, unitSize);
    const std::size_t piece = std::max(unit, kBlockBytes / unit * unit);
    while (bytes > 0) {
        std::size_t index = 0;
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return !m_free.empty(); });
            index = m_free.front();
            m_free.pop_front();
        }
        Block& block = m_blocks[index];
        block.used = std::min(bytes, piece);
        block.unitSize = unitSize;
        if (block.bytes.size() < block.used) {
            block.bytes.resize(piece);
        }
        std::memcpy(block.bytes.data(), data, block.used);
        data += block.used;
        bytes -= block.used;
        {
            std::lock_guard lock(m_mutex);
            m_full.push_back(index);
        }
        m_changed.notify_all();
    }
}

void PipelinedSink::run() {
    for (;;) {
        std::size_t index = 0;
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return !m_full.empty() || m_closing; });
            if (m_full.empty()) {
                return; // closing and nothing left
            }
            index = m_full.front();
            m_full.pop_front();
        }
        const Block& block = m_blocks[index];
        m_target.onLogic(block.bytes.data(), block.used, block.unitSize);
        {
            std::lock_guard lock(m_mutex);
            m_free.push_back(index);
        }
        m_changed.notify_all();
    }
}

void PipelinedSink::finish() {
    if (!m_worker.joinable()) {
        return;
    }
    {
        std::lock_guard lock(m_mutex);
        m_closing = true;
    }
    m_changed.notify_all();
    m_worker.join();
}

} // namespace cyclelab::devices::sigrok
