#include "core/report/object_ram_table.hpp"

#include "core/compare/conditions.hpp"

#include <map>
#include <set>
#include <string>
#include <tuple>

namespace cyclelab::core {
namespace {

std::string bytes(std::uint32_t n) {
    return std::to_string(n);
}

std::string optionalBytes(const std::optional<std::uint32_t>& n, const std::string& prefix) {
    return n ? prefix + bytes(*n) : std::string("—");
}

} // namespace

ReportTable objectRamTable(const std::vector<Run>& runs) {
    ReportTable t;
    t.heading = "RAM per kernel object";
    t.caption = "Bytes of RAM each kernel object takes, computed by each image from its kernel's "
                "own types and allocation sizes (sizeof, compiled in, reported at boot): a "
                "binary semaphore, a mutex, a queue of N items of M bytes (control block and "
                "storage), an event group, a task (control block and the stack the benchmarks "
                "give it) and what a task notification adds to a task. — : the kernel has no "
                "such object. Images: the ones the runs measured.";
    t.headers = {"architecture", "kernel",      "profile",      "semaphore",    "mutex",
                 "queue",        "event group", "task (stack)", "notification", "images"};
    using Key = std::tuple<std::string, std::string, std::string, std::string>;
    std::map<Key, std::set<std::string>> images; // row -> image names
    std::map<Key, std::vector<std::string>> cells;
    for (const Run& r : runs) {
        const FirmwareBuild& b = r.build;
        if (!b.objectRam) {
            continue;
        }
        const KernelObjectRam& ram = *b.objectRam;
        const std::vector<std::string> figures = {
            bytes(ram.semBytes),
            bytes(ram.mutexBytes),
            bytes(ram.queueBytes) + " (" + bytes(ram.queueDepth) + " × " +
                bytes(ram.queueItemBytes) + " B)",
            optionalBytes(ram.eventBytes, ""),
            bytes(ram.taskBytes) + " (" + bytes(ram.taskStackBytes) + ")",
            optionalBytes(ram.notifyBytes, "+")};
        std::string joined;
        for (const auto& f : figures) {
            joined += f + "|";
        }
        const std::string arch = architectureOf(b);
        const Key key{arch.empty() ? b.boardId : arch, kernelLabel(b),
                      std::string(toString(b.kernel.profile)), joined};
        images[key].insert(b.imageName);
        cells.emplace(key, figures);
    }
    for (const auto& [key, figures] : cells) {
        std::vector<std::string> row = {std::get<0>(key), std::get<1>(key), std::get<2>(key)};
        row.insert(row.end(), figures.begin(), figures.end());
        std::string names;
        for (const auto& name : images.at(key)) {
            names += (names.empty() ? "" : ", ") + name;
        }
        row.push_back(names);
        t.rows.push_back(std::move(row));
    }
    t.emptyText = "No run's image reported its kernel objects' RAM (images before protocol 2.1).";
    return t;
}

} // namespace cyclelab::core
