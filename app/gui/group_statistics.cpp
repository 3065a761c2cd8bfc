#include "app/gui/group_statistics.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace cyclelab::app {

namespace {

template <typename T> std::string joined(const std::set<T>& values) {
    std::string out;
    for (const T& v : values) {
        if constexpr (std::is_arithmetic_v<T>)
            out += (out.empty() ? "" : " / ") + std::to_string(v);
        else
            out += (out.empty() ? "" : " / ") + v;
    }
    return out;
}

} // namespace

std::string statsGroupValue(const core::Run& run, const StatsGrouping& grouping) {
    if (grouping.condition)
        return core::conditionValue(run, *grouping.condition);
    return run.campaignId > 0 ? "campaign " + std::to_string(run.campaignId) : "no campaign";
}

std::vector<std::string> statsGroups(const std::vector<core::Run>& runs,
                                     const StatsGrouping& grouping) {
    if (grouping.condition)
        return core::distinctValues(core::pointersTo(runs), *grouping.condition);
    std::set<std::int64_t> ids;
    for (const core::Run& r : runs)
        ids.insert(r.campaignId);
    std::vector<std::string> out;
    for (std::int64_t id : ids) {
        core::Run probe;
        probe.campaignId = id;
        out.push_back(statsGroupValue(probe, grouping));
    }
    return out;
}

std::vector<std::string> pooledDifferences(const std::vector<const core::Run*>& runs) {
    std::set<std::uint32_t> warmups;
    std::set<std::size_t> sampleCounts;
    std::map<std::string, std::set<std::string>> builds; // image name -> binaries
    for (const core::Run* r : runs) {
        warmups.insert(r->warmup);
        sampleCounts.insert(r->samples.size());
        // A build with no hash recorded says nothing about its binary.
        const std::string& binary = r->build.sha256.empty() ? r->build.buildId : r->build.sha256;
        if (!binary.empty())
            builds[r->build.imageName].insert(binary);
    }
    std::vector<std::string> out;
    if (warmups.size() > 1)
        out.push_back("warm-up " + joined(warmups));
    if (sampleCounts.size() > 1)
        out.push_back("samples per run " + joined(sampleCounts));
    for (const auto& [image, binaries] : builds) {
        if (binaries.size() > 1)
            out.push_back("firmware of " + image + ": " + std::to_string(binaries.size()) +
                          " builds");
    }
    return out;
}

GroupStatistics groupStatistics(const std::vector<core::Run>& runs, const StatsGrouping& grouping,
                                std::string baseline, core::ValueUnit unit) {
    GroupStatistics out;
    out.grouping = grouping;
    out.options.unit = unit;
    out.groups = statsGroups(runs, grouping);
    if (out.groups.empty())
        return out;
    if (std::find(out.groups.begin(), out.groups.end(), baseline) == out.groups.end())
        baseline = out.groups.front();
    out.baseline = baseline;
    // compareRunSets takes runs by value: each run is copied once, into its group.
    std::map<std::string, std::vector<core::Run>> byGroup;
    for (const core::Run& r : runs)
        byGroup[statsGroupValue(r, grouping)].push_back(r);
    const std::vector<core::Run>& base = byGroup[baseline];
    std::map<std::int64_t, const core::Run*> byId;
    for (const core::Run& r : runs)
        byId[r.id] = &r;
    for (const std::string& group : out.groups) {
        if (group == baseline)
            continue;
        const core::SetComparison compared =
            core::compareRunSets(base, byGroup[group], out.options);
        for (const core::SetComparisonRow& row : compared.rows) {
            std::vector<const core::Run*> pooled;
            for (const auto* ids : {&row.runsA, &row.runsB})
                for (std::int64_t id : *ids)
                    pooled.push_back(byId.at(id));
            out.rows.push_back({row.key, group, row, pooledDifferences(pooled)});
        }
    }
    return out;
}

} // namespace cyclelab::app
