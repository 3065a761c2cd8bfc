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

namespace {

// The first byte of each `Unit`-byte sample; a constant stride the compiler vectorises.
template <unsigned Unit>
void firstBytes(const std::uint8_t* in, std::size_t samples, std::uint8_t* out) {
    for (std::size_t i = 0; i < samples; ++i) {
        out[i] = in[i * Unit];
    }
}

void copyFirstBytes(const std::uint8_t* in, std::size_t samples, unsigned unit, std::uint8_t* out) {
    switch (unit) {
    case 2:
        firstBytes<2>(in, samples, out);
        break;
    case 4:
        firstBytes<4>(in, samples, out);
        break;
    default:
        firstBytes<8>(in, samples, out);
        break;
    }
}

} // namespace

void LogicPipeline::onLogic(const std::uint8_t* data, std::size_t bytes, unsigned unitSize) {
    // A target that reads channels 0-7 only is given their byte: the copy, and the target's
    // own narrowing, shrink with the sample width.
    const bool narrow = (unitSize == 2 || unitSize == 4 || unitSize == 8) &&
                        bytes % unitSize == 0 && m_target.channelsRead() <= 0xFFU;
    if (narrow) {
        onNarrowed(data, bytes / unitSize, unitSize);
        return;
    }
    if (m_open != nullptr && m_open->unitSize != unitSize) {
        publish(); // one unit size per slot: the target sees a change where it came
    }
    while (bytes > 0) {
        Slot& slot = openSlot(unitSize);
        const std::size_t n = std::min(bytes, m_slotBytes - slot.size);
        std::memcpy(slot.bytes.get() + slot.size, data, n);
        slot.size += n;
        data += n;
        bytes -= n;
        if (slot.size == m_slotBytes) {
            publish();
        }
    }
}

void LogicPipeline::onNarrowed(const std::uint8_t* data, std::size_t samples, unsigned unitSize) {
    if (m_open != nullptr && m_open->unitSize != 1) {
        publish();
    }
    while (samples > 0) {
        Slot& slot = openSlot(1);
        const std::size_t n = std::min(samples, m_slotBytes - slot.size);
        copyFirstBytes(data, n, unitSize, slot.bytes.get() + slot.size);
        slot.size += n;
        data += n * unitSize;
        samples -= n;
        if (slot.size == m_slotBytes) {
            publish();
        }
    }
}

LogicPipeline::Slot& LogicPipeline::openSlot(unsigned unitSize) {
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
    return *m_open;
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
