// The serial log's budgets count what the store keeps: a board babbling binary noise (every
// byte stored as a 4-character \xNN escape) fills the 256 KB noise budget with 256 KB of text,
// not with 1 MB.

#include "core/protocol/serial_log.hpp"

#include <gtest/gtest.h>

namespace {

using cyclelab::core::SerialLog;

TEST(SerialLog, TheNoiseBudgetCountsStoredBytes) {
    SerialLog log;
    const std::string noise(99, '\x01'); // 99 bytes received, 396 stored
    std::size_t received = 0;
    for (; received < 1024 * 1024; received += noise.size() + 1) {
        log.received(noise);
    }
    const std::string text = log.text();
    EXPECT_LE(text.size(), 256U * 1024 + 256) << "stored " << text.size() << " bytes";
    EXPECT_GE(text.size(), 255U * 1024); // the budget is used, not wasted
    // What was dropped is counted in received bytes.
    const std::size_t keptLines = (256U * 1024) / (noise.size() * 4 + 1);
    EXPECT_EQ(log.omittedBytes(), received - keptLines * (noise.size() + 1));
    EXPECT_NE(text.find("noise line(s) omitted"), std::string::npos);
}

TEST(SerialLog, PrintableLinesCostTheirLength) {
    SerialLog log(64, 100, 64, 64);
    log.received("0123456789"); // 11 bytes with its newline
    for (int i = 0; i < 8; ++i) {
        log.received("abcdefghij");
    }
    EXPECT_EQ(log.omittedLines(), 0U); // 9 * 11 = 99 <= 100
    log.received("x");
    EXPECT_EQ(log.omittedLines(), 1U);
}

} // namespace
