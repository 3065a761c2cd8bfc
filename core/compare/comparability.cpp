#include "core/compare/comparability.hpp"

#include <set>

namespace cyclelab::core {
namespace {

std::string runLabel(const Run& r) {
    return "run " + std::to_string(r.id);
}

std::string joined(const std::set<std::string>& values) {
    std::string out;
    for (const auto& v : values) {
        out += (out.empty() ? "" : ", ") + v;
    }
    return out;
}

template <typename Field>
std::set<std::string> distinct(const std::vector<Run>& runs, Field field) {
    std::set<std::string> out;
    for (const Run& r : runs) {
        out.insert(field(r));
    }
    return out;
}

void unusable(const Run& r, std::vector<std::string>& out) {
    if (r.status != RunStatus::Ok) {
        out.push_back(runLabel(r) + " is " + std::string(toString(r.status)) +
                      (r.statusReason.empty() ? "" : " (" + r.statusReason + ")") +
                      ": only ok runs are compared");
    } else if (r.samples.empty()) {
        out.push_back(runLabel(r) + " holds no samples");
    }
}

} // namespace

std::vector<std::string> incomparableRuns(const Run& a, const Run& b) {
    std::vector<std::string> out;
    auto differs = [&](const char* what, const std::string& va, const std::string& vb) {
        if (va != vb) {
            out.push_back(std::string(what) + ": " + va + " (" + runLabel(a) + ") vs " + vb + " (" +
                          runLabel(b) + ")");
        }
    };
    differs("benchmark", a.benchmark.key(), b.benchmark.key());
    differs("board", a.build.boardId, b.build.boardId);
    differs("unit", a.unit, b.unit);
    unusable(a, out);
    if (b.id != a.id) {
        unusable(b, out);
    }
    return out;
}

std::vector<std::string> incomparableSets(const std::vector<Run>& a, const std::vector<Run>& b,
                                          const SetComparison& matched) {
    std::vector<std::string> out;
    auto differs = [&](const char* what, const std::set<std::string>& va,
                       const std::set<std::string>& vb) {
        if (va != vb) {
            out.push_back(std::string(what) + ": " + joined(va) + " (A) vs " + joined(vb) + " (B)");
        }
    };
    differs("board", distinct(a, [](const Run& r) { return r.build.boardId; }),
            distinct(b, [](const Run& r) { return r.build.boardId; }));
    differs("unit", distinct(a, [](const Run& r) { return r.unit; }),
            distinct(b, [](const Run& r) { return r.unit; }));
    bool common = false;
    for (const auto& row : matched.rows) {
        common = common || (!row.runsA.empty() && !row.runsB.empty());
    }
    if (!common) {
        out.push_back(
            "nothing in common: no benchmark was measured under the same varying conditions in "
            "A and B (A has " +
            joined(distinct(a, [](const Run& r) { return r.benchmark.key(); })) + "; B has " +
            joined(distinct(b, [](const Run& r) { return r.benchmark.key(); })) + ")");
    }
    return out;
}

} // namespace cyclelab::core
