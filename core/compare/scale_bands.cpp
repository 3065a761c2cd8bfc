#include "core/compare/scale_bands.hpp"

#include "core/common/units.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace cyclelab::core {
namespace {

// Each benchmark's largest run median (the upper middle sample); 0 for one without samples.
std::map<std::string, double> scalesOf(const std::vector<const Run*>& runs,
                                       const SortedRuns& sorted) {
    std::map<std::string, double> scale;
    for (const Run* r : runs) {
        double& s = scale[r->benchmark.key()];
        if (const std::vector<double>& cycles = *sorted.of(*r).cycles; !cycles.empty()) {
            s = std::max(s, cycles[cycles.size() / 2]);
        }
    }
    return scale;
}

struct Scaled {
    std::string key;
    double scale = 0;
};

// Cuts sorted[begin, end) (non-zero scales, ascending) at its widest jump until every part
// spans at most kBandSpan; appends the parts' [begin, end) index pairs in order.
void cut(const std::vector<Scaled>& sorted, std::size_t begin, std::size_t end,
         std::vector<std::pair<std::size_t, std::size_t>>& parts) {
    if (end - begin <= 1 || sorted[end - 1].scale <= kBandSpan * sorted[begin].scale) {
        parts.emplace_back(begin, end);
        return;
    }
    // The widest jump; of equally wide ones the one nearest the band's middle (in log scale),
    // so that an even spread is cut into halves rather than peeled off one by one.
    const double middle = std::log(sorted[begin].scale * sorted[end - 1].scale) / 2;
    std::size_t at = begin + 1;
    double widest = 0, offCentre = 0;
    for (std::size_t i = begin + 1; i < end; ++i) {
        const double jump = sorted[i].scale / sorted[i - 1].scale;
        const double off = std::abs(std::log(sorted[i].scale * sorted[i - 1].scale) / 2 - middle);
        const bool tie = std::abs(jump - widest) <= 1e-9 * widest;
        if ((!tie && jump > widest) || (tie && off < offCentre - 1e-9)) {
            widest = jump;
            offCentre = off;
            at = i;
        }
    }
    cut(sorted, begin, at, parts);
    cut(sorted, at, end, parts);
}

} // namespace

std::vector<ScaleBand> splitIntoScaleBands(const std::vector<const Run*>& runs,
                                           const SortedRuns& orders) {
    std::vector<Scaled> zero, sorted;
    for (const auto& [key, scale] : scalesOf(runs, orders)) {
        (scale > 0 ? sorted : zero).push_back({key, scale});
    }
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Scaled& a, const Scaled& b) { return a.scale < b.scale; });
    std::vector<std::pair<std::size_t, std::size_t>> parts;
    if (!sorted.empty()) {
        cut(sorted, 0, sorted.size(), parts);
    }
    std::vector<ScaleBand> bands(std::max<std::size_t>(parts.size(), zero.empty() ? 0 : 1));
    std::map<std::string, std::size_t> bandOf;
    for (const Scaled& z : zero) {
        bands[0].benchmarks.push_back(z.key);
        bandOf[z.key] = 0;
    }
    for (std::size_t b = 0; b < parts.size(); ++b) {
        ScaleBand& band = bands[b];
        band.low = bands[b].benchmarks.empty() ? sorted[parts[b].first].scale : 0;
        band.high = sorted[parts[b].second - 1].scale;
        for (std::size_t i = parts[b].first; i < parts[b].second; ++i) {
            band.benchmarks.push_back(sorted[i].key);
            bandOf[sorted[i].key] = b;
        }
    }
    for (const Run* r : runs) {
        bands[bandOf.at(r->benchmark.key())].runs.push_back(r);
    }
    return bands;
}

Message bandName(const ScaleBand& band, bool lowest) {
    if (band.benchmarks.size() == 1) {
        return storedText(band.benchmarks.front()); // a title names what is drawn, not a number
    }
    if (lowest) {
        return message(MessageId::BandUpTo, {formatCount(band.high)});
    }
    if (formatCount(band.low) == formatCount(band.high)) {
        return message(MessageId::BandOf, {formatCount(band.high)});
    }
    return message(MessageId::BandOf, {formatCount(band.low) + "–" + formatCount(band.high)});
}

std::string bandSlug(const ScaleBand& band) {
    // Named by what is drawn, so a folder of exported charts reads without opening them.
    if (band.benchmarks.empty()) {
        return "none";
    }
    if (band.benchmarks.size() == 1) {
        return band.benchmarks.front();
    }
    return band.benchmarks.front() + "_to_" + band.benchmarks.back();
}

std::vector<const Run*> withoutMillisecondScale(const std::vector<const Run*>& runs,
                                                const SortedRuns& sorted) {
    const std::map<std::string, double> scale = scalesOf(runs, sorted);
    std::vector<const Run*> out;
    std::copy_if(runs.begin(), runs.end(), std::back_inserter(out),
                 [&](const Run* r) { return scale.at(r->benchmark.key()) < kLongOperationCycles; });
    return out;
}

} // namespace cyclelab::core
