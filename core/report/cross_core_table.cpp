#include "core/report/cross_core_table.hpp"

#include "core/compare/cross_core_view.hpp"

#include <algorithm>
#include <iterator>

namespace cyclelab::core {
namespace {

std::string idsOf(const CrossCoreBar& bar) {
    std::string out;
    for (std::int64_t id : bar.runIds) {
        if (!out.empty()) {
            out += ',';
        }
        out += std::to_string(id);
    }
    return out;
}

// "312.0 (298.0–340.0)": median and p10–p90, as the chart's bar and whiskers.
std::string figureOf(const CrossCoreBar& bar) {
    if (!bar.present) {
        return "—";
    }
    return formatNumber(bar.median, 1) + " (" + formatNumber(bar.p10, 1) + "–" +
           formatNumber(bar.p90, 1) + ")";
}

std::string verdictOf(const CrossCoreBar& bar) {
    return bar.verdict ? std::string(toString(*bar.verdict)) : "—";
}

} // namespace

std::optional<ReportTable> crossCoreTable(const std::vector<Run>& runs) {
    std::vector<const Run*> xcore;
    for (const Run& r : runs) {
        if (isCrossCoreBenchmark(r.benchmark)) {
            xcore.push_back(&r);
        }
    }
    if (xcore.empty()) {
        return std::nullopt;
    }
    const CrossCoreView view = makeCrossCore(xcore, SortedRuns(xcore));
    if (!hasCrossCorePair(view)) {
        return std::nullopt;
    }
    ReportTable t;
    t.heading = "Same core vs across cores";
    t.caption = "Median cycles (p10–p90) of each cross-core mechanism with its woken side on the "
                "same core (core=0) and on the other core (core=1); ratio = across ÷ same. " +
                english(view.caption);
    t.headers = {"conditions",       "mechanism",     "same core cyc",
                 "across cores cyc", "across ÷ same", "validation (same / across)",
                 "same run ids",     "across run ids"};
    t.runIdColumns = {6, 7};
    for (const CrossCorePair& p : view.pairs) {
        const auto ratio = p.ratio();
        t.rows.push_back({p.group, p.mechanism, figureOf(p.same), figureOf(p.cross),
                          ratio ? formatNumber(*ratio, 2) : "—",
                          verdictOf(p.same) + " / " + verdictOf(p.cross), idsOf(p.same),
                          idsOf(p.cross)});
    }
    return t;
}

} // namespace cyclelab::core
