// Report outputs appear complete or not at all. The CLI runs under a file size limit
// (RLIMIT_FSIZE, SIGXFSZ ignored so writes fail with EFBIG like on a full disk) that cuts its
// writes off at different points; afterwards every file under its real name is either the
// complete file of an unlimited run or the previous report's file, and no temporary is left.

#include "tests/compare/cli_fixture.hpp"

#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <map>
#include <sstream>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace cyclelab::core::testing;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::map<std::string, std::string> filesIn(const fs::path& dir) {
    std::map<std::string, std::string> out;
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
        if (e.is_regular_file()) {
            out[fs::relative(e.path(), dir).string()] = slurp(e.path());
        }
    }
    return out;
}

const std::string kHtmlEnd = "</body></html>\n";

std::string lastLine(const std::string& text) {
    const auto end = text.find_last_not_of('\n');
    const auto start = text.rfind('\n', end);
    return text.substr(start == std::string::npos ? 0 : start + 1);
}

// Runs cyclelab-cli with every file it writes limited to `maxBytes`; returns the exit status.
int runCliLimited(const std::vector<std::string>& args, rlim_t maxBytes, const fs::path& log) {
    std::vector<std::string> all{std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli"};
    all.insert(all.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : all) {
        argv.push_back(a.data());
    }
    argv.push_back(nullptr);
    const int logFd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(logFd, 1);
        ::dup2(logFd, 2);
        ::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{maxBytes, maxBytes};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    ::close(logFd);
    int status = 0;
    ::waitpid(pid, &status, 0);
    return status;
}

} // namespace

TEST(CliReportAtomic, ACutOffWriteLeavesNoTruncatedOutput) {
    CliDb db = makeCliDb("cli_report_atomic", 100);
    const fs::path ref = db.dir / "ref";
    auto full = runCli({"report", "--db", db.db.string(), "--out", ref.string()});
    ASSERT_EQ(full.exitCode, 0) << full.output;
    const auto complete = filesIn(ref);
    ASSERT_GE(complete.size(), 6u);

    for (const rlim_t limit : {rlim_t{2000}, rlim_t{20000}, rlim_t{60000}, rlim_t{150000}}) {
        SCOPED_TRACE("file size limit " + std::to_string(limit));
        const fs::path out = db.dir / ("out-" + std::to_string(limit));
        fs::create_directories(out);
        // A previous report: its files must survive a failed new one, whole.
        std::map<std::string, std::string> previous;
        for (const auto& [name, bytes] : complete) {
            if (name.find('/') == std::string::npos) {
                previous[name] = "previous " + name + "\n";
                std::ofstream(out / name, std::ios::binary) << previous[name];
            }
        }
        const int status = runCliLimited({"report", "--db", db.db.string(), "--out", out.string()},
                                         limit, db.dir / "log.txt");
        ASSERT_TRUE(WIFEXITED(status)) << slurp(db.dir / "log.txt");
        bool cut = false;
        for (const auto& [name, bytes] : filesIn(out)) {
            EXPECT_NE(fs::path(name).filename().string().front(), '.')
                << "temporary file left: " << name;
            // The report documents list the charts that could not be drawn, so they differ
            // from the unlimited run's; complete means they end as a report ends.
            const bool document = name == "report.md" || name == "report.html";
            const std::string& ending = name == "report.html"  ? kHtmlEnd
                                        : complete.count(name) ? lastLine(complete.at(name))
                                                               : kHtmlEnd;
            const bool whole = complete.count(name) &&
                               (document ? bytes.ends_with(ending) : complete.at(name) == bytes);
            const bool old = previous.count(name) && previous.at(name) == bytes;
            EXPECT_TRUE(whole || old)
                << name << " is truncated or damaged (" << bytes.size() << " bytes)";
            cut = cut || !whole;
        }
        // The limit really cut something off, or the test proves nothing.
        EXPECT_TRUE(cut || WEXITSTATUS(status) != 0);
    }
}
