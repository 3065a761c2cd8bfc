// Subprocess::start on its own: what a child costs the process that starts it, and what the
// child inherits.

#include "core/common/message.hpp"
#include "devices/common/subprocess.hpp"

#include <chrono>
#include <cstring>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

using namespace std::chrono_literals;
using cyclelab::devices::runProcess;

namespace {

long minorFaults() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}

} // namespace

// fork() would make every page of the parent copy-on-write until the child exec'd, and each
// later write to each page would fault (in the GUI: its whole heap, its window's backing store,
// every QEMU a campaign starts). Counted in page faults, not time.
TEST(Subprocess, StartingAChildLeavesTheParentsMemoryWritable) {
    const long page = sysconf(_SC_PAGESIZE);
    const std::size_t pages = 16384; // 64 MiB
    std::vector<char> memory(pages * static_cast<std::size_t>(page));
    std::memset(memory.data(), 1, memory.size()); // every page faulted in and written
    const long before = minorFaults();
    auto result = runProcess({"true"}, 10s);
    ASSERT_TRUE(result.ok()) << result.error().message;
    EXPECT_EQ(result->exitCode, 0);
    for (std::size_t i = 0; i < pages; ++i)
        memory[i * static_cast<std::size_t>(page)] = 2;
    EXPECT_LT(minorFaults() - before, static_cast<long>(pages / 8))
        << "writing the parent's pages after starting a child faulted again";
}

// Signals are blocked while the child is being set up; the child gets the caller's mask back,
// and the caller keeps its own.
TEST(Subprocess, ChildAndCallerKeepTheCallersSignalMask) {
    sigset_t none, mine, after;
    sigemptyset(&none);
    ASSERT_EQ(pthread_sigmask(SIG_SETMASK, &none, &mine), 0);
    auto result = runProcess({"grep", "^SigBlk:", "/proc/self/status"}, 10s);
    ASSERT_TRUE(result.ok()) << result.error().message;
    EXPECT_EQ(result->output, "SigBlk:\t0000000000000000\n");
    ASSERT_EQ(pthread_sigmask(SIG_SETMASK, &mine, &after), 0);
    EXPECT_EQ(sigismember(&after, SIGTERM), 0);
    EXPECT_EQ(sigismember(&after, SIGUSR1), 0);
}

TEST(Subprocess, AProgramThatCannotRunSaysSo) {
    auto missing = runProcess({"cyclelab-no-such-program"}, 10s);
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().message.find("'cyclelab-no-such-program' not found on PATH"),
              std::string::npos);
    EXPECT_EQ(missing.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrProcessNotFound,
                                      {"cyclelab-no-such-program"}));
    auto none = runProcess({}, 10s);
    ASSERT_FALSE(none.ok());
    EXPECT_EQ(none.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrProcessNoProgram));
}
