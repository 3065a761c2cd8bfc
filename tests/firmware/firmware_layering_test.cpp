// firmware/benchmarks builds on firmware/harness, never the other way round: no file of the harness
// includes a header of firmware/benchmarks, directly or through the headers it includes from the
// harness or from firmware/threadmetric (the runner's Thread-Metric interface).
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

const fs::path kFirmware = fs::path(CYCLELAB_SOURCE_DIR) / "firmware";

std::vector<std::string> quotedIncludes(const fs::path& file) {
    static const std::regex include(R"re(^\s*#\s*include\s+"([^"]+)")re");
    std::vector<std::string> out;
    std::ifstream in(file);
    std::string line;
    std::smatch m;
    while (std::getline(in, line)) {
        if (std::regex_search(line, m, include)) {
            out.push_back(m[1]);
        }
    }
    return out;
}

} // namespace

TEST(FirmwareLayering, TheHarnessIncludesNothingOfTheBenchmarks) {
    std::vector<fs::path> todo;
    for (const auto& entry : fs::directory_iterator(kFirmware / "harness")) {
        todo.push_back(entry.path());
    }
    ASSERT_GT(todo.size(), 5u) << "no harness sources under " << kFirmware;
    std::set<fs::path> seen;
    while (!todo.empty()) {
        const fs::path file = todo.back();
        todo.pop_back();
        if (!seen.insert(file).second) {
            continue;
        }
        for (const std::string& name : quotedIncludes(file)) {
            EXPECT_FALSE(fs::exists(kFirmware / "benchmarks" / name))
                << file.lexically_relative(kFirmware).string() << " includes " << name
                << " of firmware/benchmarks: the harness must not depend on the benchmarks (move "
                   "what it needs into harness/cl_bench.h)";
            for (const char* dir : {"harness", "threadmetric"}) {
                if (fs::exists(kFirmware / dir / name)) {
                    todo.push_back(kFirmware / dir / name);
                }
            }
        }
    }
}
