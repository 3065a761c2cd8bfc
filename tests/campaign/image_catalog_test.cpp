// The manifest's port description reaches the model, n/a benchmarks are left out of a cell,
// and `kernels = "available"` resolves to the kernels the catalog has for the board.
#include "core/campaign/campaign_plan.hpp"
#include "core/campaign/cell_executor.hpp"
#include "core/campaign/image_catalog.hpp"
#include "core/common/message.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

using namespace cyclelab::core;
namespace fs = std::filesystem;

namespace {

struct TempDir {
    fs::path path = fs::temp_directory_path() / ("cl-catalog-" + std::to_string(::getpid()));
    TempDir() {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() { fs::remove_all(path); }
};

void writeManifest(const fs::path& dir) {
    std::ofstream(dir / "manifest.json") << R"json([
 {"name": "b-zos-minimal-O2", "board": "b", "kernel": "zos", "kernelVersion": "6.4.2",
  "kernelCommit": "4269c69a16f924c11adeedbb31591f6fad9f41b2+7f62ddc8ab8e9af22039912b8f9f46a9290f49ba-dirty",
  "kernelPin": "differs", "kernelPinNote": "ZOS at 4269c69a16f9, pinned V1 (dbf70559b27d)",
  "profile": "minimal", "opt": "O2", "cpuHz": 168000000, "file": "z.elf",
  "benchmarks": ["baseline", "sem_give_take"],
  "harnessSlots": {"counter": 63, "pulse": 15, "shippedCounter": 18, "shippedPulse": 15},
  "kernelName": "ZOS", "kernelColour": "#E69F00", "configSource": "zos_user.h",
  "config": {"ZOS_CHECKS": "0"}, "configDiff": {"ZOS_CHECKS": {"default": "1", "minimal": "0"}},
  "primitives": {"sem_give_take": "zos_sem", "mempool_alloc_free": "free list"},
  "portImplemented": ["mempool_alloc_free"],
  "notApplicable": {"notify_wake": "ZOS has no task notification"}},
 {"name": "b-refkernel-minimal-O2", "board": "b", "kernel": "refkernel",
  "profile": "minimal", "opt": "O2", "cpuHz": 168000000, "file": "r.elf"},
 {"name": "b-refkernel-minimal-O2-skew", "board": "b", "kernel": "skewkernel",
  "profile": "minimal", "opt": "O2", "cpuHz": 168000000, "file": "s.elf"},
 {"name": "c-other-minimal-O2", "board": "c", "kernel": "other",
  "profile": "minimal", "opt": "O2", "cpuHz": 168000000, "file": "o.elf"}])json";
}

} // namespace

TEST(ImageCatalog, ReadsThePortDescription) {
    TempDir tmp;
    writeManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok()) << images.error().message;
    const FirmwareBuild& z = images->images().front();
    EXPECT_EQ(z.port.displayName, "ZOS");
    EXPECT_EQ(z.port.colour, "#E69F00");
    EXPECT_EQ(kernelLabel(z), "ZOS 6.4.2");
    EXPECT_EQ(z.port.configDiff.at("ZOS_CHECKS"),
              std::make_pair(std::string("1"), std::string("0")));
    EXPECT_TRUE(z.port.isPortImplemented("mempool_alloc_free"));
    EXPECT_FALSE(z.port.isPortImplemented("sem_give_take"));
    EXPECT_EQ(z.port.notApplicable.at("notify_wake"), "ZOS has no task notification");
    // An image from before ports described themselves keeps the kernel id as its label.
    EXPECT_EQ(kernelLabel(images->images()[1]), "refkernel");
}

TEST(ImageCatalog, ReadsTheKernelsSourcesAndTheirPin) {
    TempDir tmp;
    writeManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok()) << images.error().message;
    const KernelId& z = images->images().front().kernel;
    EXPECT_EQ(z.commit, "4269c69a16f924c11adeedbb31591f6fad9f41b2+"
                        "7f62ddc8ab8e9af22039912b8f9f46a9290f49ba-dirty");
    EXPECT_EQ(z.pin, "differs");
    EXPECT_EQ(kernelSourceText(z), "4269c69a16f9+7f62ddc8ab8e-dirty, differs from its pin: ZOS at "
                                   "4269c69a16f9, pinned V1 (dbf70559b27d)");
    // An image from before commits were recorded: nothing to say, and nothing invented.
    EXPECT_EQ(images->images()[1].kernel.commit, "");
    EXPECT_EQ(kernelSourceText(images->images()[1].kernel), "");
    KernelId pinned{
        "k", "1", ConfigProfile::Minimal, "dbf70559b27d39c1fdb68dfb9a32140b6a6777a0", "pinned", ""};
    EXPECT_EQ(kernelSourceText(pinned), "dbf70559b27d, pinned");
    pinned.pin.clear(); // a kernel without a pin: the commit alone
    EXPECT_EQ(kernelSourceText(pinned), "dbf70559b27d");
}

TEST(ImageCatalog, NotApplicableBenchmarksAreLeftOutOfTheCell) {
    TempDir tmp;
    writeManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok());
    CampaignSpec spec;
    spec.benchmarks = {{"notify_wake", {}}, {"sem_give_take", {}}};
    std::vector<std::string> ids;
    for (const auto& b : cellBenchmarks(spec, images->images().front())) {
        ids.push_back(b.id);
    }
    EXPECT_EQ(ids, (std::vector<std::string>{"baseline", "sem_give_take"}));
    EXPECT_EQ(cellBenchmarks(spec, images->images()[1]).size(), 3u);
}

TEST(ImageCatalog, AvailableKernelsResolveToTheBoardsImages) {
    TempDir tmp;
    writeManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok());
    CampaignSpec spec;
    spec.boardId = "b";
    spec.kernels = {kAvailableKernels};
    auto resolved = resolveAvailableKernels(spec, *images);
    ASSERT_TRUE(resolved.ok()) << resolved.error().message;
    // refkernel first; the test-only -skew image does not make a kernel available.
    EXPECT_EQ(resolved->kernels, (std::vector<std::string>{"refkernel", "zos"}));

    spec.kernels = {"zos"};
    EXPECT_EQ(resolveAvailableKernels(spec, *images)->kernels, spec.kernels);

    spec.boardId = "nothing-here";
    spec.kernels = {kAvailableKernels};
    auto none = resolveAvailableKernels(spec, *images);
    ASSERT_FALSE(none.ok());
    EXPECT_NE(none.error().message.find("no images for board nothing-here"), std::string::npos);
}

TEST(ImageCatalog, MalformedPortDescriptionNamesTheImage) {
    TempDir tmp;
    std::ofstream(tmp.path / "manifest.json") << R"([
 {"name": "b-zos-minimal-O2", "board": "b", "kernel": "zos", "profile": "minimal",
  "opt": "O2", "cpuHz": 1, "file": "z.elf", "configDiff": {"X": {"default": "1"}}}])";
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_FALSE(images.ok());
    EXPECT_NE(images.error().message.find("images[0]"), std::string::npos)
        << images.error().message;
}

TEST(ImageCatalog, ImagesThatDoNotFitAreExplained) {
    TempDir tmp;
    std::ofstream(tmp.path / "manifest.json") << R"({"images": [
 {"name": "b-zos-minimal-O2", "board": "b", "kernel": "zos", "profile": "minimal",
  "opt": "O2", "cpuHz": 24000000, "file": "z.elf"}],
 "notBuilt": [{"board": "b", "kernel": "zos", "profile": "default", "region": "RAM",
  "overflowBytes": 780}]})";
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok()) << images.error().message;
    ASSERT_EQ(images->notBuilt().size(), 1u);
    EXPECT_EQ(images->notBuilt()[0].why(), "RAM would overflow by 780 bytes");
    CampaignCell cell;
    cell.kernel = "zos";
    cell.profile = ConfigProfile::Default;
    cell.opt = OptLevel::O2;
    auto image = images->find("b", cell);
    ASSERT_FALSE(image.ok());
    EXPECT_NE(image.error().message.find("zos (default profile) does not fit b: RAM would "
                                         "overflow by 780 bytes"),
              std::string::npos)
        << image.error().message;
}

// A Thread-Metric campaign on an image built without the tests is refused before anything
// runs, naming the image and the configure option.
TEST(ImageCatalog, ThreadMetricOnAnImageWithoutItIsRefusedUpFront) {
    TempDir tmp;
    writeManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok()) << images.error().message;
    BoardProfile board;
    board.id = "b";
    board.clockTiers = {{168000000, 5}};
    CampaignSpec spec;
    spec.boardId = "b";
    spec.kernels = {"zos"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = {OptLevel::O2};
    spec.benchmarks = {{"sem_give_take", {}}};
    EXPECT_TRUE(validateCampaign(spec, board, *images).ok());
    spec.benchmarks.push_back({"tm_message", {{"period_ms", "100"}}});
    auto refused = validateCampaign(spec, board, *images);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().message.find("b-zos-minimal-O2 has no Thread-Metric tests "
                                           "(tm_message): configure with -DTHREADX_PATH"),
              std::string::npos)
        << refused.error().message;
}

// A kernel the manifest lists without a port for the board's architecture is refused naming
// the kernel, the board, the reason and the kernels the board has; the same kernel passes on a
// board of an architecture it has a port for.
TEST(ImageCatalog, KernelWithoutAPortForTheBoardsArchitectureIsRefusedWithTheReason) {
    TempDir tmp;
    std::ofstream(tmp.path / "manifest.json") << R"({"images": [
 {"name": "v-refkernel-minimal-O2", "board": "v", "kernel": "refkernel", "profile": "minimal",
  "opt": "O2", "cpuHz": 125000000, "file": "r.elf"},
 {"name": "a-zos-minimal-O2", "board": "a", "kernel": "zos", "profile": "minimal",
  "opt": "O2", "cpuHz": 125000000, "file": "z.elf"}],
 "notBuilt": [],
 "noPort": [{"kernel": "zos", "architecture": "riscv32", "why": "no RISC-V port in ZOS"}]})";
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok()) << images.error().message;
    ASSERT_EQ(images->noPort().size(), 1u);
    EXPECT_EQ(images->noPortFor("zos", "arm"), nullptr);
    BoardProfile rv;
    rv.id = "v";
    rv.core = "rv32imc";
    rv.clockTiers = {{125000000, 0}};
    CampaignSpec spec;
    spec.boardId = "v";
    spec.kernels = {"refkernel", "zos"};
    spec.profiles = {ConfigProfile::Minimal, ConfigProfile::Default};
    spec.opts = {OptLevel::O2};
    spec.benchmarks = {{"sem_give_take", {}}};
    auto refused = validateCampaign(spec, rv, *images);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().kind, ErrorKind::BadInput);
    // One line for zos (not one per cell), and refkernel's missing default image still named.
    EXPECT_NE(refused.error().message.find("zos cannot run on v (riscv32): no RISC-V port in "
                                           "ZOS; kernels with images for v: refkernel"),
              std::string::npos)
        << refused.error().message;
    EXPECT_EQ(refused.error().message.find("no firmware image for v-zos"), std::string::npos)
        << refused.error().message;
    EXPECT_NE(refused.error().message.find("no firmware image for v-refkernel-default"),
              std::string::npos)
        << refused.error().message;

    BoardProfile arm = rv;
    arm.id = "a";
    arm.core = "cortex-m4";
    spec.boardId = "a";
    spec.kernels = {"zos"};
    spec.profiles = {ConfigProfile::Minimal};
    EXPECT_TRUE(validateCampaign(spec, arm, *images).ok());
}

// A manifest whose noPort entry lacks a field is refused naming the list, not half-read.
TEST(ImageCatalog, MalformedNoPortIsRefused) {
    TempDir tmp;
    std::ofstream(tmp.path / "manifest.json")
        << R"({"images": [], "noPort": [{"kernel": "zos", "why": "?"}]})";
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_FALSE(images.ok());
    EXPECT_NE(images.error().message.find("noPort:"), std::string::npos) << images.error().message;
}

// The catalog's errors are sentences as data (ids and arguments), their English unchanged.
TEST(ImageCatalog, ErrorsAreSentences) {
    TempDir tmp;
    const std::string path = (tmp.path / "manifest.json").string();
    auto none = ImageCatalog::load(tmp.path.string());
    ASSERT_FALSE(none.ok());
    EXPECT_EQ(none.error().sentence(), message(MessageId::ErrManifestMissing, {path}));

    std::ofstream(path) << "{\"images\": 3}";
    auto notArray = ImageCatalog::load(tmp.path.string());
    ASSERT_FALSE(notArray.ok());
    EXPECT_EQ(notArray.error().sentence(), message(MessageId::ErrManifestNotArray, {path}));
    EXPECT_EQ(notArray.error().message, path + ": expected an array of images");

    std::ofstream(path) << R"([{"name": "b-zos-minimal-O2", "board": "b", "kernel": "zos",
  "profile": "tiny", "opt": "O2", "cpuHz": 1, "file": "z.elf"}])";
    auto badProfile = ImageCatalog::load(tmp.path.string());
    ASSERT_FALSE(badProfile.ok());
    EXPECT_EQ(badProfile.error().sentence(),
              message(MessageId::ErrManifestBadProfileOpt, {path, "0"}));

    std::ofstream(path) << R"({"images": [
 {"name": "b-zos-minimal-O2", "board": "b", "kernel": "zos", "profile": "minimal",
  "opt": "O2", "cpuHz": 24000000, "file": "z.elf"}],
 "notBuilt": [{"board": "b", "kernel": "zos", "profile": "default", "region": "RAM",
  "overflowBytes": 780}]})";
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok()) << images.error().message;
    CampaignCell cell;
    cell.kernel = "zos";
    cell.profile = ConfigProfile::Default;
    cell.opt = OptLevel::O2;
    auto tooLarge = images->find("b", cell);
    ASSERT_FALSE(tooLarge.ok());
    EXPECT_EQ(tooLarge.error().sentence(),
              message(MessageId::ErrImageDoesNotFit,
                      {"zos", "default", "b",
                       sub(message(MessageId::ErrImageOverflow, {"RAM", "780"}))}));
    cell.profile = ConfigProfile::Minimal;
    cell.opt = OptLevel::O3;
    auto missing = images->find("b", cell);
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().sentence(),
              message(MessageId::ErrNoImage,
                      {"b-zos-minimal-O3", "24", tmp.path.string(),
                       sub(message(MessageId::ErrNoImageHave, {"b-zos-minimal-O2"}))}));
    EXPECT_EQ(missing.error().message,
              "no firmware image for b-zos-minimal-O3 at 24 MHz in " + tmp.path.string() +
                  " (have: b-zos-minimal-O2); external kernels need their source path at "
                  "configure time (firmware/PORTING.md)");
    auto otherBoard = images->find("c", cell);
    ASSERT_FALSE(otherBoard.ok());
    EXPECT_EQ(otherBoard.error().sentence().args.at(3),
              sub(message(MessageId::ErrNoImageNoneForBoard)));

    CampaignSpec spec;
    spec.boardId = "c";
    spec.kernels = {kAvailableKernels};
    auto available = resolveAvailableKernels(spec, *images);
    ASSERT_FALSE(available.ok());
    EXPECT_EQ(available.error().sentence(),
              message(MessageId::ErrAvailableNoImages, {tmp.path.string(), "c"}));
}

// Every image a campaign lacks is one line of its own, each a sentence.
TEST(ImageCatalog, MissingImagesAreOneSentencePerLine) {
    TempDir tmp;
    std::ofstream(tmp.path / "manifest.json") << R"({"images": [
 {"name": "v-refkernel-minimal-O2", "board": "v", "kernel": "refkernel", "profile": "minimal",
  "opt": "O2", "cpuHz": 125000000, "file": "r.elf"}],
 "noPort": [{"kernel": "zos", "architecture": "riscv32", "why": "no RISC-V port in ZOS"}]})";
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok()) << images.error().message;
    BoardProfile rv;
    rv.id = "v";
    rv.core = "rv32imc";
    rv.clockTiers = {{125000000, 0}};
    CampaignSpec spec;
    spec.boardId = "v";
    spec.kernels = {"refkernel", "zos"};
    spec.profiles = {ConfigProfile::Minimal};
    spec.opts = {OptLevel::O2};
    spec.benchmarks = {{"tm_message", {{"period_ms", "100"}}}};
    auto refused = validateCampaign(spec, rv, *images);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().sentence(),
              sequence({message(MessageId::ErrKernelNoPort,
                                {"zos", "v", "riscv32", "no RISC-V port in ZOS", "refkernel"}),
                        storedText("\n"),
                        message(MessageId::ErrNoThreadMetric,
                                {"v-refkernel-minimal-O2", "tm_message"})}));
    EXPECT_EQ(refused.error().message.find("zos cannot run on v (riscv32): no RISC-V port in "
                                           "ZOS; kernels with images for v: refkernel\n"
                                           "v-refkernel-minimal-O2 has no Thread-Metric tests"),
              0u)
        << refused.error().message;
}

// The harness's size reaches the model, and a harness larger than the shipped one warns with
// by how much on which side (issue 38); an image without a count says so instead.
TEST(ImageCatalog, ReadsTheHarnessSizeAndWarnsWhenItGrew) {
    TempDir tmp;
    writeManifest(tmp.path);
    auto images = ImageCatalog::load(tmp.path.string());
    ASSERT_TRUE(images.ok()) << images.error().message;
    const FirmwareBuild& z = images->images().front();
    EXPECT_EQ(z.harnessCounterSlots, 63u);
    EXPECT_EQ(z.harnessPulseSlots, 15u);
    EXPECT_EQ(z.harnessShippedCounterSlots, 18u);
    EXPECT_EQ(z.harnessShippedPulseSlots, 15u);
    EXPECT_EQ(harnessSizeText(z),
              "63 counter / 15 pulse instructions (the shipped harness: 18 / 15)");
    const auto warning = harnessSizeWarning(z);
    ASSERT_TRUE(warning.has_value());
    EXPECT_NE(warning->find("b-zos-minimal-O2 is larger than the shipped one: 63 counter / 15 "
                            "pulse instructions where the shipped harness has 18 / 15 (45 more "
                            "on the counter side)"),
              std::string::npos)
        << *warning;

    FirmwareBuild shipped = z;
    shipped.harnessCounterSlots = 18;
    EXPECT_FALSE(harnessSizeWarning(shipped).has_value());
    EXPECT_EQ(harnessSizeText(shipped), "18 counter / 15 pulse instructions (the shipped harness)");
    shipped.harnessPulseSlots = 16;
    ASSERT_TRUE(harnessSizeWarning(shipped).has_value());
    EXPECT_NE(harnessSizeWarning(shipped)->find("(1 more on the pulse side)"), std::string::npos);

    const FirmwareBuild& uncounted = images->images().at(1);
    EXPECT_FALSE(harnessSizeWarning(uncounted).has_value());
    EXPECT_EQ(harnessSizeText(uncounted).rfind("not counted", 0), 0u);
}
