#pragma once
// The built cyclelab-cli as a subprocess for the end-to-end tests: its exit code and output, or
// a test failure when it could not be run or outlived `timeout`.

#include "devices/common/subprocess.hpp"

#include <chrono>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace cyclelab::testing {

inline std::string cliPath() {
    return std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli";
}

inline devices::ProcessResult cliProcess(const std::vector<std::string>& args,
                                         std::chrono::milliseconds timeout) {
    std::vector<std::string> argv{cliPath()};
    argv.insert(argv.end(), args.begin(), args.end());
    auto result = devices::runProcess(argv, timeout);
    EXPECT_TRUE(result.ok()) << result.error().message;
    return result.ok() ? *result : devices::ProcessResult{};
}

} // namespace cyclelab::testing
