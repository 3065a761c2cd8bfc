#include "devices/sigrok/logic_pipeline.hpp"

#include <algorithm>
#include <cstring>

namespace cyclelab::devices::sigrok {

LogicPipeline::LogicPipeline(core::LogicSink& target, std::size_t slotBytes, std::size_t slots)
    // Whole 8-byte multiples: whole samples of every unit size sinks take (1, 2, 4, 8) fill
    // a slot exactly, so the target never sees a sample torn by the pipeline.
    : m_target(target), m_slotBytes(std::max<std::size_t>(8, slotBytes / 8 * 8)),
      m_slots(std::max<std::size_t>(2, slots)) {
    for (Slot& slot : m_slots) {
        slot.bytes = std::make_unique_for_overwrite<std::uint8_t[]>(m_slotBytes);
    }
    m_thread = std::thread([this] { run(); });
}

LogicPipeline::~LogicPipeline() {
    finish();
}

void LogicPipeline::onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) {
    if (m_open != nullptr && m_open->unitSize != unitSize) {
        publish(); // one unit size per slot: the target sees a change where it came
    }
    while (bytes > 0) {
        if (m_open == nullptr) {
            std::unique_lock lock(m_mutex);
            while (m_filled == m_slots.size()) {
                m_importerWaits = true;
                m_toImporter.wait(lock);
                m_importerWaits = false;
            }
            m_open = &m_slots[(m_head + m_filled) % m_slots.size()];
            m_open->size = 0;
            m_open->unitSize = unitSize;
        }
        const std::size_t n = std::min(bytes, m_slotBytes - m_open->size);
        std::memcpy(m_open->bytes.get() + m_open->size, data, n);
        m_open->size += n;
        data += n;
        bytes -= n;
        if (m_open->size == m_slotBytes) {
            publish();
        }
    }
}

void LogicPipeline::publish() {
    std::lock_guard lock(m_mutex);
    m_open = nullptr;
    ++m_filled;
    // The target is woken for half the slots at once: one wake-up per few MB, not per slot.
    if (m_targetWaits && m_filled >= m_slots.size() / 2) {
        m_toTarget.notify_one();
    }
}

void LogicPipeline::finish() {
    if (!m_thread.joinable()) {
        return;
    }
    if (m_open != nullptr && m_open->size > 0) {
        publish();
    }
    m_open = nullptr;
    {
        std::lock_guard lock(m_mutex);
        m_end = true;
    }
    m_toTarget.notify_one();
    m_thread.join();
}

// Once woken, drains every filled slot before waiting again; the importer, when it waits for a
// free slot, is likewise woken once half of them are free.
void LogicPipeline::run() {
    const std::size_t half = m_slots.size() / 2;
    std::unique_lock lock(m_mutex);
    for (;;) {
        while (!m_end && m_filled < half) {
            m_targetWaits = true;
            m_toTarget.wait(lock);
            m_targetWaits = false;
        }
        if (m_filled == 0) {
            return; // m_end, everything delivered
        }
        while (m_filled > 0) {
            Slot& slot = m_slots[m_head];
            lock.unlock();
            m_target.onLogic(slot.bytes.get(), slot.size, slot.unitSize);
            lock.lock();
            m_head = (m_head + 1) % m_slots.size();
            --m_filled;
            if (m_importerWaits && m_filled <= half) {
                m_toImporter.notify_one();
            }
        }
    }
}

} // namespace cyclelab::devices::sigrok
