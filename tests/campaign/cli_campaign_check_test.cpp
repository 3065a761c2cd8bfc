// `cyclelab-cli run` refuses a campaign that cannot run as written before anything runs:
// exit 2, a message naming the file and the field, no database created. Real subprocess, real
// board profiles, an image catalog whose images are never reached.

#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace fs = std::filesystem;

namespace {

struct Result {
    int exitCode = -1;
    std::string err;
};

std::string readAll(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

class CliCampaignCheck : public ::testing::Test {
  protected:
    void SetUp() override {
        m_dir = fs::temp_directory_path() / ("cyclelab-check-" + std::to_string(::getpid()));
        fs::remove_all(m_dir);
        m_images = m_dir / "images";
        fs::create_directories(m_images);
        std::ofstream(m_dir / "images" / "manifest.json") << R"([
 {"name": "qemu-f405-refkernel-minimal-O2", "board": "qemu-f405", "kernel": "refkernel",
  "profile": "minimal", "opt": "O2", "cpuHz": 168000000, "file": "a.elf"},
 {"name": "qemu-f405-refkernel-minimal-O0", "board": "qemu-f405", "kernel": "refkernel",
  "profile": "minimal", "opt": "O0", "cpuHz": 168000000, "file": "b.elf"}])";
    }
    void TearDown() override { fs::remove_all(m_dir); }

    // Writes `text` to `name` and runs `run --campaign name` with `extra` arguments.
    Result run(const std::string& name, const std::string& text,
               std::vector<std::string> extra = {}) {
        if (!text.empty()) {
            std::ofstream(m_dir / name, std::ios::binary) << text;
        }
        std::vector<std::string> args{std::string(CYCLELAB_BINARY_DIR) + "/app/cli/cyclelab-cli",
                                      "run",
                                      "--campaign",
                                      (m_dir / name).string(),
                                      "--db",
                                      (m_dir / "runs.sqlite").string(),
                                      "--images",
                                      m_images.string(),
                                      "--boards",
                                      std::string(CYCLELAB_SOURCE_DIR) + "/resources/boards"};
        args.insert(args.end(), extra.begin(), extra.end());
        std::vector<char*> argv;
        for (auto& a : args) {
            argv.push_back(a.data());
        }
        argv.push_back(nullptr);
        const std::string errPath = (m_dir / "stderr.txt").string();
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 2, errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                         0644);
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        pid_t pid = -1;
        Result r;
        if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) == 0) {
            int status = 0;
            ::waitpid(pid, &status, 0);
            r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        }
        posix_spawn_file_actions_destroy(&actions);
        r.err = readAll(errPath);
        return r;
    }

    void expectRefused(const std::string& name, const std::string& text, const std::string& field,
                       std::vector<std::string> extra = {}) {
        SCOPED_TRACE(name + ": " + text.substr(0, 200));
        const Result r = run(name, text, std::move(extra));
        EXPECT_EQ(r.exitCode, 2) << r.err;
        EXPECT_NE(r.err.find(name), std::string::npos) << "file not named: " << r.err;
        EXPECT_NE(r.err.find(field), std::string::npos) << "field not named: " << r.err;
        EXPECT_LT(r.err.size(), 2000u) << "the message repeats the input";
        EXPECT_FALSE(fs::exists(m_dir / "runs.sqlite")) << "a database was created";
    }

    fs::path m_dir;
    fs::path m_images = m_dir / "images";
};

const std::string kHead = "board = \"qemu-f405\"\n";

TEST_F(CliCampaignCheck, DuplicatesAreRefused) {
    expectRefused("k.toml", kHead + "kernels = [\"refkernel\", \"refkernel\"]\n", "kernels[1]");
    expectRefused("o.toml", kHead + "opts = [\"O2\", \"-O2\"]\n", "opts[1]");
    expectRefused("p.toml", kHead + "profiles = [\"minimal\", \"minimal\"]\n", "profiles[1]");
    expectRefused("b.toml", kHead + "benchmarks = [\"sem_give_take\", \"sem_give_take\"]\n",
                  "benchmarks[1]");
    expectRefused("q.toml",
                  kHead + "benchmarks = [{ id = \"queue_send_recv\" },"
                          " { id = \"queue_send_recv\", params = { depth = 16, item = 4 } }]\n",
                  "benchmarks[1]");
    expectRefused("h.toml", kHead + "cpu_hz = [168000000, 168000000]\n", "cpu_hz[1]");
    expectRefused("d.json", R"({"board": "qemu-f405", "samples": 100, "samples": 200})", "samples");
}

TEST_F(CliCampaignCheck, TyposAndImpossibleNumbersAreRefused) {
    expectRefused("t.toml",
                  kHead + "benchmarks = [{ id = \"queue_send_recv\", parms = { depth = 5 } }]\n",
                  "benchmarks[0].parms");
    expectRefused("f.toml", kHead + "cpu_hz = [168000000.7]\n", "cpu_hz[0]");
    expectRefused("e.toml", kHead + "cpu_hz = [1e300]\n", "cpu_hz[0]");
    expectRefused("n.toml", kHead + "analyzer_samplerate_hz = nan\n", "analyzer_samplerate_hz");
    expectRefused("i.toml", kHead + "analyzer_samplerate_hz = inf\n", "analyzer_samplerate_hz");
    expectRefused("s.toml", kHead + "samples = 100000\n", "samples");
    expectRefused("l.toml", kHead + "name = \"" + std::string(300000, 'x') + "\"\n", "name");
}

TEST_F(CliCampaignCheck, UnknownBoardTierOrImageAndDirectoriesAreRefused) {
    expectRefused("u.toml", "board = \"qemu-f999\"\n", "board");
    expectRefused("v.toml", "board = \"qemu-f450\"\n",
                  "board: unknown board profile 'qemu-f450': did you mean 'qemu-f405'?");
    expectRefused("c.toml", kHead + "cpu_hz = [48000000]\n", "cpu_hz[0]");
    expectRefused("m.toml", kHead + "opts = [\"O3\"]\n", "qemu-f405-refkernel-minimal-O3");
    fs::create_directories(m_dir / "dir.toml");
    expectRefused("dir.toml", "", "is a directory");
}

TEST_F(CliCampaignCheck, BenchOptionsForAVirtualBoardAreRefused) {
    expectRefused("v.toml", kHead, "--serial", {"--serial", "/dev/ttyUSB0"});
    expectRefused("w.toml", kHead, "--analyzer", {"--analyzer", "fx2lafw"});
}

} // namespace

// The firmware build's own manifest lists the kernels without a RISC-V port: asking for one on
// qemu-rv32 is refused naming kernel, board and reason, with what the board has, before any
// database exists (CI builds no kernel trees: the list does not depend on them).
TEST_F(CliCampaignCheck, KernelWithoutARiscvPortIsRefusedOnTheRiscvBoard) {
    m_images = fs::path(CYCLELAB_BINARY_DIR) / "firmware" / "images";
    if (!fs::exists(m_images / "manifest.json")) {
        GTEST_SKIP() << "no firmware build in " << m_images << " (CYCLELAB_BUILD_FIRMWARE=OFF)";
    }
    const std::string head = "board = \"qemu-rv32\"\nbenchmarks = [\"sem_give_take\"]\n";
    expectRefused("rtx5.toml", head + "kernels = [\"rtx5\"]\n",
                  "rtx5 cannot run on qemu-rv32 (riscv32): no RISC-V port in CMSIS-RTX "
                  "(Cortex-M only); kernels with images for qemu-rv32: refkernel");
}

// The two-hart board needs an SMP port (riscv32-smp): refkernel, single-core, is refused by
// name with its reason although a test-only image of it exists there, and so is every kernel.
TEST_F(CliCampaignCheck, SingleCoreKernelsAreRefusedOnTheTwoHartBoard) {
    m_images = fs::path(CYCLELAB_BINARY_DIR) / "firmware" / "images";
    if (!fs::exists(m_images / "manifest.json")) {
        GTEST_SKIP() << "no firmware build in " << m_images << " (CYCLELAB_BUILD_FIRMWARE=OFF)";
    }
    const std::string head = "board = \"qemu-rv32-smp\"\nbenchmarks = [\"sem_give_take\"]\n";
    expectRefused("rk.toml", head + "kernels = [\"refkernel\"]\n",
                  "refkernel cannot run on qemu-rv32-smp (riscv32-smp): refkernel is single-core: "
                  "one scheduler on one hart, it has no SMP build; kernels with images for "
                  "qemu-rv32-smp:");
    expectRefused("fr.toml", head + "kernels = [\"freertos\"]\n",
                  "freertos cannot run on qemu-rv32-smp (riscv32-smp): FreeRTOS SMP");
}

// NuttX has an SMP port (CONFIG_SMP): without its trees the two-hart board lacks its image, which
// the refusal names, rather than a port.
TEST_F(CliCampaignCheck, NuttxOnTheTwoHartBoardNeedsItsImageNotAPort) {
    m_images = fs::path(CYCLELAB_BINARY_DIR) / "firmware" / "images";
    if (!fs::exists(m_images / "manifest.json")) {
        GTEST_SKIP() << "no firmware build in " << m_images << " (CYCLELAB_BUILD_FIRMWARE=OFF)";
    }
    std::ifstream manifest(m_images / "manifest.json");
    const std::string text{std::istreambuf_iterator<char>(manifest), {}};
    if (text.find("\"qemu-rv32-smp-nuttx-") != std::string::npos) {
        GTEST_SKIP() << "this build has NuttX SMP images (configured with -DNUTTX_PATH)";
    }
    expectRefused("nx.toml",
                  "board = \"qemu-rv32-smp\"\nbenchmarks = [\"sem_give_take\"]\n"
                  "kernels = [\"nuttx\"]\n",
                  "no firmware image for qemu-rv32-smp-nuttx-minimal-O2 at 125 MHz");
}
