// Opening a database under the conditions a hostile round found unsafe, with real processes and
// real SQLite: two processes creating the same NEW database wait for each other as writes do; a
// database whose -wal cannot be read (read-only directory, no -shm) is refused, never listed
// empty; creating one on a full disk leaves no file behind and says "disk full".

#include "core/store/run_store.hpp"
#include "tests/foundation/run_fixtures.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cyclelab::core {
namespace {

namespace fs = std::filesystem;
using testing::makeRun;
using testing::TempDir;

constexpr uid_t kNobody = 65534;

// Runs `body` in a forked child; its return value is the child's exit code (-1: signalled).
// `gate`: the read end of a pipe whose write end `release` the child closes, so that the
// parent closing its own releases every child at once.
template <typename Fn> pid_t spawn(int gate, int release, Fn body) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        if (release >= 0) {
            ::close(release);
        }
        char c = 0;
        if (gate >= 0 && ::read(gate, &c, 1) < 0) { // released when the parent closes it
            ::_exit(125);
        }
        ::_exit(body());
    }
    return pid;
}

int reap(pid_t pid) {
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// Each child's first error goes to a file named after its pid, for the failure message.
int openAndStore(const std::string& db, const fs::path& logDir) {
    auto store = RunStore::open(db);
    if (store) {
        auto id = store->insertRun(makeRun(static_cast<std::uint64_t>(::getpid()), 50));
        if (id) {
            return 0;
        }
        store = id.error();
    }
    std::ofstream(logDir / std::to_string(::getpid())) << store.error().message;
    return 1;
}

TEST(StoreOpen, TwoProcessesCreatingOneNewDatabaseBothSucceed) {
    TempDir dir;
    const fs::path logs = dir.path() / "logs";
    fs::create_directories(logs);
    for (int trial = 0; trial < 40; ++trial) {
        const std::string db = dir.file("new" + std::to_string(trial) + ".sqlite");
        int gate[2];
        ASSERT_EQ(::pipe(gate), 0);
        const pid_t a = spawn(gate[0], gate[1], [&] { return openAndStore(db, logs); });
        // The second starts 0 to 7 ms later: inside the first one's creation at some point.
        const pid_t b = spawn(gate[0], gate[1], [&] {
            ::usleep(static_cast<useconds_t>(500 * (trial % 15)));
            return openAndStore(db, logs);
        });
        ::close(gate[0]);
        ::close(gate[1]); // both start now
        const int ea = reap(a);
        const int eb = reap(b);
        std::string errors;
        for (const auto& e : fs::directory_iterator(logs)) {
            std::ifstream in(e.path());
            errors += std::string(std::istreambuf_iterator<char>(in), {}) + "\n";
        }
        ASSERT_EQ(ea, 0) << "trial " << trial << ": " << errors;
        ASSERT_EQ(eb, 0) << "trial " << trial << ": " << errors;
        auto store = RunStore::openReadOnly(db);
        ASSERT_TRUE(store) << store.error().message;
        EXPECT_EQ(store->listRuns()->size(), 2U);
    }
}

// A process that stored runs and died leaves them in the -wal. Without the -shm, in a directory
// SQLite cannot write, the -wal cannot be read: the runs are either read or the file refused.
TEST(StoreOpen, AWalThatCannotBeReadIsRefusedNotShownEmpty) {
    if (::geteuid() != 0) {
        GTEST_SKIP() << "needs root to drop to nobody (root ignores directory permissions)";
    }
    TempDir dir;
    const fs::path ro = dir.path() / "ro";
    fs::create_directories(ro);
    const std::string db = (ro / "runs.sqlite").string();
    const pid_t writer = spawn(-1, -1, [&] {
        auto store = RunStore::open(db);
        for (std::uint64_t seed = 1; store && seed <= 4; ++seed) {
            if (!store->insertRun(makeRun(seed, 50))) {
                return 1;
            }
        }
        ::_exit(store ? 0 : 2); // no close, no checkpoint: the runs stay in the -wal
    });
    ASSERT_EQ(reap(writer), 0);
    ASSERT_TRUE(fs::exists(db + "-wal"));
    fs::remove(db + "-shm");
    ::chmod(dir.path().c_str(), 0755);
    ::chmod(ro.c_str(), 0555);
    const std::string message = (dir.path() / "message").string();
    ::chmod(dir.path().c_str(), 0777);
    const pid_t reader = spawn(-1, -1, [&] {
        if (::setgid(kNobody) != 0 || ::setuid(kNobody) != 0) {
            return 126;
        }
        auto store = RunStore::openReadOnly(db);
        if (!store) {
            std::ofstream(message) << store.error().message;
            return 3;
        }
        auto runs = store->listRuns();
        return runs && runs->size() == 4 ? 0 : 1;
    });
    const int code = reap(reader);
    ::chmod(ro.c_str(), 0755);
    ASSERT_TRUE(code == 0 || code == 3) << "listed the wrong runs (exit " << code << ")";
    if (code == 3) {
        std::ifstream in(message);
        const std::string text(std::istreambuf_iterator<char>(in), {});
        EXPECT_NE(text.find("runs.sqlite-wal"), std::string::npos) << text;
        EXPECT_NE(text.find("-shm"), std::string::npos) << text;
    }
}

// A tmpfs of 8 KiB: room for the first page, not for the -wal and -shm.
TEST(StoreOpen, CreationOnAFullDiskLeavesNothingAndSaysDiskFull) {
    TempDir dir;
    const fs::path mnt = dir.path() / "full";
    fs::create_directories(mnt);
    if (::mount("tmpfs", mnt.c_str(), "tmpfs", 0, "size=8k") != 0) {
        GTEST_SKIP() << "cannot mount a small tmpfs here (" << std::strerror(errno)
                     << "): needs root with CAP_SYS_ADMIN";
    }
    struct Unmount {
        std::string path;
        ~Unmount() { ::umount2(path.c_str(), MNT_DETACH); }
    } unmount{mnt.string()};
    auto store = RunStore::open((mnt / "new.sqlite").string());
    ASSERT_FALSE(store);
    EXPECT_NE(store.error().message.find("disk full"), std::string::npos) << store.error().message;
    EXPECT_NE(store.error().message.find("new.sqlite"), std::string::npos) << store.error().message;
    EXPECT_TRUE(fs::is_empty(mnt)) << "left behind: " << fs::directory_iterator(mnt)->path();
}

} // namespace
} // namespace cyclelab::core
