#pragma once
// The exact distribution of pulse widths in samples, kept as a count per distinct width
// instead of a list of every pulse: a capture's summary (min, median, max, any order
// statistic) comes out exactly as a sorted copy of all widths would give it, in memory that
// does not grow with the number of pulses.
//
// Widths below kDenseWidths are counted in a flat array (grown on demand to the widest such
// width seen, at most kDenseWidths counters: 512 KiB); wider ones in an ordered map. A pulse
// of width w occupies w samples, so the map holds at most (samples in the capture) /
// kDenseWidths entries: 15,259 for a 1 G-sample capture, however many pulses it has.

#include <cstddef>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace cyclelab::core {

class WidthHistogram {
  public:
    static constexpr std::uint64_t kDenseWidths = 1U << 16;

    void add(std::uint64_t widthSamples) {
        if (widthSamples < m_dense.size()) {
            ++m_dense[widthSamples];
        } else {
            addWide(widthSamples, 1);
        }
        ++m_count;
    }
    // `pulses` pulses of one width at once.
    void add(std::uint64_t widthSamples, std::uint64_t pulses) {
        if (widthSamples < m_dense.size()) {
            m_dense[widthSamples] += pulses;
        } else {
            addWide(widthSamples, pulses);
        }
        m_count += pulses;
    }

    std::uint64_t count() const { return m_count; }
    bool empty() const { return m_count == 0; }
    // Both 0 when empty. Looked up, not tracked: add() is on the path of every pulse.
    std::uint64_t min() const;
    std::uint64_t max() const;
    // The k-th smallest width (k from 0), as element k of the sorted widths; k < count().
    std::uint64_t nth(std::uint64_t k) const;
    // The middle width; the mean of the middle two for an even count. 0 when empty.
    double median() const;

    // (width, pulses of that width) in increasing width: one entry per distinct width.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> entries() const;
    std::size_t distinctWidths() const;
    // Bytes held by the counters, for the memory figures in docs/PERFORMANCE.md.
    std::size_t memoryBytes() const;

    friend bool operator==(const WidthHistogram& a, const WidthHistogram& b) {
        return a.entries() == b.entries();
    }

  private:
    void addWide(std::uint64_t widthSamples, std::uint64_t pulses);

    std::vector<std::uint64_t> m_dense;            // m_dense[w]: pulses w samples wide
    std::map<std::uint64_t, std::uint64_t> m_wide; // widths >= kDenseWidths
    std::uint64_t m_count = 0;
};

} // namespace cyclelab::core
