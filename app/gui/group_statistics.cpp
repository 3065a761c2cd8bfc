#include "app/gui/group_statistics.hpp"

#include <QCoreApplication>
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
    // Campaign ids are a database's own: campaign 1 of two databases are two campaigns.
    const std::string in = run.database.empty() ? "" : " (" + run.database + ")";
    return (run.campaignId > 0 ? "campaign " + std::to_string(run.campaignId) : "no campaign") + in;
}

std::vector<std::string> statsGroups(const std::vector<core::Run>& runs,
                                     const StatsGrouping& grouping) {
    if (grouping.condition)
        return core::distinctValues(core::pointersTo(runs), *grouping.condition);
    std::set<std::pair<std::string, std::int64_t>> campaigns;
    for (const core::Run& r : runs)
        campaigns.emplace(r.database, r.campaignId);
    std::vector<std::string> out;
    for (const auto& [database, id] : campaigns) {
        core::Run probe;
        probe.database = database;
        probe.campaignId = id;
        out.push_back(statsGroupValue(probe, grouping));
    }
    return out;
}

namespace {

// Across databases what the bench measured may differ where one database never would: a board,
// or a cycle that is an instruction slot in one and a core cycle in the other.
void addBenchDifferences(const std::vector<const core::Run*>& runs,
                         std::optional<core::Condition> compared,
                         std::vector<PoolDifference>& out) {
    using Kind = PoolDifference::Kind;
    std::set<std::string> databases, boards, sources;
    std::set<bool> virtualCycles;
    for (const core::Run* r : runs) {
        databases.insert(r->database);
        boards.insert(core::conditionValue(*r, core::Condition::Board));
        sources.insert(r->cycleSource.empty() ? "?" : r->cycleSource);
        virtualCycles.insert(r->build.boardId.rfind("qemu-", 0) == 0);
    }
    if (databases.size() < 2)
        return; // one database: the board is a condition of the chart, said where it varies
    if (compared != core::Condition::Database)
        out.push_back({Kind::Database, joined(databases)});
    if (compared != core::Condition::Board && boards.size() > 1)
        out.push_back({Kind::Board, joined(boards)});
    if (sources.size() > 1)
        out.push_back({Kind::CycleSource, joined(sources)});
    if (virtualCycles.size() > 1)
        out.push_back({Kind::CycleKind, {}});
}

// Whether `run` can be one of a row's (compareRunSets' key: the benchmark, then the varying
// conditions as " [database=lab.sqlite, ...]"): ids repeat across databases.
bool inRow(const std::string& key, const core::Run& run) {
    const std::string benchmark = run.benchmark.key();
    if (key != benchmark && key.rfind(benchmark + " [", 0) != 0)
        return false;
    const std::string named = "database=" + run.database;
    const std::size_t at = key.find("database=");
    return at == std::string::npos ||
           (key.compare(at, named.size(), named) == 0 &&
            (key[at + named.size()] == ',' || key[at + named.size()] == ']'));
}

} // namespace

std::string english(const PoolDifference& d) {
    using Kind = PoolDifference::Kind;
    switch (d.kind) {
    case Kind::Warmup:
        return "warm-up " + d.values;
    case Kind::SamplesPerRun:
        return "samples per run " + d.values;
    case Kind::Firmware:
        return "firmware of " + d.values + ": " + std::to_string(d.builds) + " builds";
    case Kind::Database:
        return "database " + d.values;
    case Kind::Board:
        return "board " + d.values;
    case Kind::CycleSource:
        return "cycle source " + d.values;
    case Kind::CycleKind:
        return "cycles real / virtual (QEMU)";
    }
    return d.values;
}

QString said(const PoolDifference& d) {
    using Kind = PoolDifference::Kind;
    const QString values = QString::fromStdString(d.values);
    switch (d.kind) {
    case Kind::Warmup:
        return QCoreApplication::translate("GroupStatistics", "warm-up %1").arg(values);
    case Kind::SamplesPerRun:
        return QCoreApplication::translate("GroupStatistics", "samples per run %1").arg(values);
    case Kind::Firmware: // flagged from two binaries on
        return QCoreApplication::translate("GroupStatistics", "firmware of %1: %2 builds")
            .arg(values)
            .arg(d.builds);
    case Kind::Database:
        return QCoreApplication::translate("GroupStatistics", "database %1").arg(values);
    case Kind::Board:
        return QCoreApplication::translate("GroupStatistics", "board %1").arg(values);
    case Kind::CycleSource:
        return QCoreApplication::translate("GroupStatistics", "cycle source %1").arg(values);
    case Kind::CycleKind:
        return QCoreApplication::translate("GroupStatistics", "cycles real / virtual (QEMU)");
    }
    return values;
}

std::vector<PoolDifference> pooledDifferences(const std::vector<const core::Run*>& runs,
                                              std::optional<core::Condition> compared) {
    using Kind = PoolDifference::Kind;
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
    std::vector<PoolDifference> out;
    if (warmups.size() > 1)
        out.push_back({Kind::Warmup, joined(warmups)});
    if (sampleCounts.size() > 1)
        out.push_back({Kind::SamplesPerRun, joined(sampleCounts)});
    for (const auto& [image, binaries] : builds) {
        if (binaries.size() > 1)
            out.push_back({Kind::Firmware, image, binaries.size()});
    }
    addBenchDifferences(runs, compared, out);
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
    // Runs of a side by id; one id may name a run in each of several databases, told apart by
    // the row they were compared in (benchmark and varying conditions: rowKey).
    auto byIdOf = [](const std::vector<core::Run>& side) {
        std::multimap<std::int64_t, const core::Run*> byId;
        for (const core::Run& r : side)
            byId.emplace(r.id, &r);
        return byId;
    };
    const auto baseById = byIdOf(base);
    for (const std::string& group : out.groups) {
        if (group == baseline)
            continue;
        const std::vector<core::Run>& other = byGroup[group];
        const core::SetComparison compared = core::compareRunSets(base, other, out.options);
        const auto otherById = byIdOf(other);
        for (const core::SetComparisonRow& row : compared.rows) {
            std::vector<const core::Run*> pooled;
            for (const auto& [ids, byId] :
                 {std::pair{&row.runsA, &baseById}, std::pair{&row.runsB, &otherById}})
                for (std::int64_t id : *ids)
                    for (auto [it, end] = byId->equal_range(id); it != end; ++it)
                        if (inRow(row.key, *it->second))
                            pooled.push_back(it->second);
            out.rows.push_back(
                {row.key, group, row, pooledDifferences(pooled, grouping.condition)});
        }
    }
    return out;
}

} // namespace cyclelab::app
