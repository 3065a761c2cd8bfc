#include "core/compare/sorted_runs.hpp"

#include "core/compare/comparison.hpp"
#include "core/compare/conditions.hpp"
#include "core/compare/sample_stats.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>

namespace cyclelab::core {
namespace {

// Least significant byte first, one counting pass per byte in which the values differ: a few
// passes over the data instead of std::sort's n log n comparisons (cycle counts of one run
// share their high bytes).
std::vector<std::uint32_t> sortedCopy(const std::vector<std::uint32_t>& values) {
    if (values.empty()) {
        return {};
    }
    std::vector<std::uint32_t> out = values, spare(values.size());
    std::uint32_t differing = 0;
    for (std::uint32_t v : values) {
        differing |= v ^ values.front();
    }
    for (int shift = 0; shift < 32; shift += 8) {
        if (((differing >> shift) & 0xFFu) == 0) {
            continue; // every value has this byte: the pass would keep the order
        }
        std::size_t start[257] = {};
        for (std::uint32_t v : out) {
            ++start[((v >> shift) & 0xFFu) + 1];
        }
        for (int d = 0; d < 256; ++d) {
            start[d + 1] += start[d];
        }
        for (std::uint32_t v : out) {
            spare[start[(v >> shift) & 0xFFu]++] = v;
        }
        out.swap(spare);
    }
    return out;
}

// Signed counts: flipping the sign bit maps int32 order onto uint32 order.
std::vector<std::int32_t> sortedCopy(const std::vector<std::int32_t>& values) {
    std::vector<std::uint32_t> flipped;
    flipped.reserve(values.size());
    for (std::int32_t v : values) {
        flipped.push_back(static_cast<std::uint32_t>(v) ^ 0x80000000U);
    }
    std::vector<std::int32_t> out;
    out.reserve(values.size());
    for (std::uint32_t v : sortedCopy(flipped)) {
        out.push_back(static_cast<std::int32_t>(v ^ 0x80000000U));
    }
    return out;
}

// Multiplying by a factor >= 0 and subtracting a constant keep the order (IEEE rounding is
// monotonic), so the sorted integers converted are the converted values sorted.
RunOrder orderOf(const Run& run) {
    RunOrder o;
    o.nsPerCycle = nsPerCycle(run);
    const std::vector<std::int32_t> samples = sortedCopy(run.samples);
    o.cycles = std::make_shared<const std::vector<double>>(samples.begin(), samples.end());
    if (const std::optional<PulseScale> scale = pulseScaleOf(run)) {
        o.pulses = sortedCopy(run.pulseWidths);
        o.pulseScale = *scale;
    }
    return o;
}

// fn(i) for every i < n, on up to one thread per core; the first exception is rethrown here.
template <typename Fn> void forEachIndex(std::size_t n, Fn fn) {
    const std::size_t threads =
        std::min<std::size_t>(n, std::max(1u, std::thread::hardware_concurrency()));
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failureMutex;
    auto work = [&] {
        try {
            for (std::size_t i = next++; i < n; i = next++) {
                fn(i);
            }
        } catch (...) {
            const std::lock_guard lock(failureMutex);
            failure = failure ? failure : std::current_exception();
        }
    };
    {
        std::vector<std::jthread> helpers;
        for (std::size_t t = 1; t < threads; ++t) {
            helpers.emplace_back(work);
        }
        work();
    }
    if (failure) {
        std::rethrow_exception(failure);
    }
}

} // namespace

SortedRuns::SortedRuns(const std::vector<const Run*>& runs)
    : m_orders(runs.size()), m_ns(runs.size()) {
    for (std::size_t i = 0; i < runs.size(); ++i) {
        m_index.emplace(runs[i], i);
    }
    forEachIndex(runs.size(), [&](std::size_t i) { m_orders[i] = orderOf(*runs[i]); });
}

SortedRuns::SortedRuns(const std::vector<Run>& runs) : SortedRuns(pointersTo(runs)) {}

std::size_t SortedRuns::indexOf(const Run& run) const {
    const auto it = m_index.find(&run);
    if (it == m_index.end()) {
        throw std::out_of_range("run " + std::to_string(run.id) +
                                " is not one of the runs that were sorted");
    }
    return it->second;
}

const RunOrder& SortedRuns::of(const Run& run) const {
    return m_orders[indexOf(run)];
}

SortedValues SortedRuns::nsOf(const Run& run) const {
    const std::size_t i = indexOf(run);
    const std::lock_guard lock(m_nsMutex);
    if (!m_ns[i]) {
        const RunOrder& o = m_orders[i];
        std::vector<double> ns;
        ns.reserve(o.cycles->size());
        for (double c : *o.cycles) {
            ns.push_back(c * o.nsPerCycle);
        }
        m_ns[i] = std::make_shared<const std::vector<double>>(std::move(ns));
    }
    return m_ns[i];
}

std::optional<PulseScale> pulseScaleOf(const Run& run) {
    if (run.analyzerSamplerateHz <= 0) {
        return std::nullopt;
    }
    return PulseScale{1e9 / run.analyzerSamplerateHz,
                      run.validation ? run.validation->toggleOverheadNs : 0.0};
}

std::span<const double> valuesOf(const SortedValues& v) {
    return v ? std::span<const double>(*v) : std::span<const double>();
}

SortedValues pooled(const std::vector<SortedValues>& parts) {
    if (parts.size() <= 1) {
        return parts.empty() ? nullptr : parts.front();
    }
    std::vector<std::span<const double>> spans;
    for (const SortedValues& p : parts) {
        spans.push_back(valuesOf(p));
    }
    return std::make_shared<const std::vector<double>>(mergeSorted(spans));
}

std::vector<double> mergeSorted(const std::vector<std::span<const double>>& parts) {
    std::vector<ScaledPart> unscaled; // times 1.0: every value exactly itself
    for (std::span<const double> p : parts) {
        unscaled.push_back({p, 1.0});
    }
    std::vector<double> out;
    mergeScaledInto(unscaled, out);
    return out;
}

namespace {

// The merge into `out` of ascending parts, part p's value i being value(p, i) and its length
// size(p).
template <typename Size, typename Value>
void mergeParts(std::size_t count, Size size, Value value, std::vector<double>& out) {
    out.clear();
    if (count == 2) { // the usual pool, two runs: straight into `out`
        out.reserve(size(0) + size(1));
        std::size_t i = 0, j = 0;
        while (i < size(0) && j < size(1)) {
            const double x = value(0, i);
            const double y = value(1, j);
            // Equal values from the first part first, as std::merge takes them.
            y < x ? (out.push_back(y), ++j) : (out.push_back(x), ++i);
        }
        for (; i < size(0); ++i) {
            out.push_back(value(0, i));
        }
        for (; j < size(1); ++j) {
            out.push_back(value(1, j));
        }
        return;
    }
    std::vector<std::size_t> bounds{0};
    for (std::size_t p = 0; p < count; ++p) {
        for (std::size_t i = 0; i < size(p); ++i) {
            out.push_back(value(p, i));
        }
        bounds.push_back(out.size());
    }
    // Neighbours merged pairwise, level by level: every value is moved log2(parts) times.
    while (bounds.size() > 2) {
        std::vector<std::size_t> merged{0};
        std::size_t i = 0;
        for (; i + 2 < bounds.size(); i += 2) {
            const auto at = [&](std::size_t k) {
                return out.begin() + static_cast<std::ptrdiff_t>(bounds[k]);
            };
            std::inplace_merge(at(i), at(i + 1), at(i + 2));
            merged.push_back(bounds[i + 2]);
        }
        if (i + 1 < bounds.size()) {
            merged.push_back(bounds.back());
        }
        bounds = std::move(merged);
    }
}

} // namespace

void mergeScaledInto(const std::vector<ScaledPart>& parts, std::vector<double>& out) {
    mergeParts(
        parts.size(), [&](std::size_t p) { return parts[p].values.size(); },
        [&](std::size_t p, std::size_t i) { return parts[p].values[i] * parts[p].factor; }, out);
}

std::optional<double> pooledPulseMedianNs(const std::vector<const RunOrder*>& runs,
                                          std::vector<double>& scratch) {
    mergeParts(
        runs.size(), [&](std::size_t p) { return runs[p]->pulses.size(); },
        [&](std::size_t p, std::size_t i) { return runs[p]->pulseNs(i); }, scratch);
    if (scratch.empty()) {
        return std::nullopt;
    }
    return quantileOfSorted(scratch, 0.5);
}

} // namespace cyclelab::core
