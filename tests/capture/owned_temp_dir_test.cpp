// Temporary directories (the virtual analyzer's cyclelab-vla-*, QEMU's cyclelab-qemu-*) are
// removed by a later start whatever moment their creator was killed at, including before it
// wrote the owner file, and never while their creator runs. Real processes, real SIGKILL.

#include "core/common/message.hpp"
#include "devices/common/owned_temp_dir.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;
using cyclelab::devices::makeOwnedTempDir;
using cyclelab::devices::removeStaleTempDirs;

namespace {

constexpr const char* kPrefix = "cyclelab-vla-";

struct Root {
    fs::path path = fs::temp_directory_path() / ("cyclelab-owned-" + std::to_string(getpid()));
    Root() { fs::create_directories(path); }
    ~Root() { fs::remove_all(path); }
    std::size_t entries() const {
        return static_cast<std::size_t>(std::distance(fs::directory_iterator(path), {}));
    }
};

pid_t deadPid() {
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::_exit(0);
    }
    ::waitpid(pid, nullptr, 0);
    return pid;
}

// What a SIGKILL between mkdtemp and the owner file leaves: no owner file, or an empty one.
TEST(OwnedTempDir, OwnerlessDirectoriesOfDeadCreatorsAreRemoved) {
    Root root;
    const std::string dead = std::to_string(deadPid());
    const std::string live = std::to_string(::getpid());
    fs::create_directories(root.path / (kPrefix + dead + "-aaaaaa"));
    fs::create_directories(root.path / (kPrefix + dead + "-bbbbbb"));
    std::ofstream(root.path / (kPrefix + dead + "-bbbbbb") / "owner");     // empty
    fs::create_directories(root.path / (kPrefix + live + "-cccccc"));      // being created now
    fs::create_directories(root.path / (std::string(kPrefix) + "dddddd")); // old naming, new
    fs::create_directories(root.path / (std::string(kPrefix) + "eeeeee")); // old naming, old
    fs::last_write_time(root.path / (std::string(kPrefix) + "eeeeee"),
                        fs::file_time_type::clock::now() - std::chrono::hours(2));
    EXPECT_EQ(removeStaleTempDirs(kPrefix, root.path.string()), 3);
    EXPECT_TRUE(fs::exists(root.path / (kPrefix + live + "-cccccc")));
    EXPECT_TRUE(fs::exists(root.path / (std::string(kPrefix) + "dddddd")));
    EXPECT_EQ(root.entries(), 2U);
}

// Children killed at 0 to ~10 ms into makeOwnedTempDir: whatever each had done, the next
// start leaves nothing of theirs, and keeps a running child's directory.
TEST(OwnedTempDir, ASigkillAtAnyMomentLeavesNothingForTheNextStart) {
    Root root;
    for (int i = 0; i < 40; ++i) {
        const pid_t child = ::fork();
        if (child == 0) {
            if (!makeOwnedTempDir(kPrefix, root.path.string())) {
                ::_exit(1);
            }
            ::pause();
            ::_exit(0);
        }
        ::usleep(static_cast<useconds_t>(250 * i));
        ::kill(child, SIGKILL);
        ::waitpid(child, nullptr, 0);
    }
    const pid_t running = ::fork();
    if (running == 0) {
        (void)makeOwnedTempDir(kPrefix, root.path.string());
        ::pause();
        ::_exit(0);
    }
    // Until the running child's own directory has its owner file (a killed child's may be the
    // first one listed, and its owner file proves nothing of the running one).
    const std::string runningPrefix = kPrefix + std::to_string(running) + "-";
    auto runningOwned = [&] {
        for (const auto& entry : fs::directory_iterator(root.path)) {
            if (entry.path().filename().string().rfind(runningPrefix, 0) == 0 &&
                fs::exists(entry.path() / "owner") && fs::file_size(entry.path() / "owner") > 0) {
                return true;
            }
        }
        return false;
    };
    while (!runningOwned()) {
        removeStaleTempDirs(kPrefix, root.path.string()); // the killed ones may still be there
        ::usleep(1000);
    }
    removeStaleTempDirs(kPrefix, root.path.string());
    EXPECT_EQ(root.entries(), 1U); // the running child's
    ::kill(running, SIGKILL);
    ::waitpid(running, nullptr, 0);
    removeStaleTempDirs(kPrefix, root.path.string());
    EXPECT_EQ(root.entries(), 0U);
}

} // namespace

TEST(OwnedTempDir, ARootThatIsNoDirectoryIsSaidAsASentence) {
    auto dir = cyclelab::devices::makeOwnedTempDir("cyclelab-test-", "/nonexistent-cyclelab-root");
    ASSERT_FALSE(dir.ok());
    EXPECT_EQ(dir.error().sentence(),
              cyclelab::core::message(cyclelab::core::MessageId::ErrTempDirCannotCreate,
                                      {"/nonexistent-cyclelab-root", std::strerror(ENOENT)}));
}
