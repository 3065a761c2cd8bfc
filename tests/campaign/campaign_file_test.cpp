#include "core/campaign/benchmark_catalog.hpp"
#include "core/campaign/campaign_file.hpp"
#include "core/common/message.hpp"

#include <gtest/gtest.h>

using namespace cyclelab::core;

TEST(CampaignFile, TomlFullSpec) {
    auto spec = parseCampaignToml(R"(
name = "f405 sweep"
board = "qemu-f405"
kernels = ["refkernel"]
profiles = ["minimal", "default"]
opts = ["O2", "-Os"]
samples = 500
warmup = 50
analyzer_samplerate_hz = 200e6
benchmarks = ["baseline", { id = "queue_send_recv", params = { item = 32 } }]
)",
                                  "c.toml");
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    EXPECT_EQ(spec->name, "f405 sweep");
    EXPECT_EQ(spec->profiles.size(), 2u);
    EXPECT_EQ(spec->opts[1], OptLevel::Os);
    EXPECT_EQ(spec->samples, 500u);
    EXPECT_DOUBLE_EQ(spec->analyzerSamplerateHz, 200e6);
    ASSERT_EQ(spec->benchmarks.size(), 2u);
    EXPECT_EQ(spec->benchmarks[1].key(), "queue_send_recv depth=16 item=32");
}

TEST(CampaignFile, JsonDefaultsToEveryBenchmark) {
    auto spec = parseCampaignJson(R"({"board": "qemu-f100"})", "c.json");
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    // Every benchmark but the Thread-Metric suite and the cross-core ones, which a campaign
    // names (thread-metric.toml, dual-core-notify.toml).
    std::vector<std::string> ids;
    for (const auto& info : benchmarkCatalog()) {
        if (!info.id.starts_with("tm_") && !info.crossCore) {
            ids.push_back(info.id);
        }
    }
    ASSERT_EQ(spec->benchmarks.size(), ids.size());
    for (std::size_t i = 0; i < spec->benchmarks.size(); ++i) {
        EXPECT_EQ(spec->benchmarks[i].id, ids[i]);
    }
    EXPECT_EQ(spec->benchmarks.front().id, "baseline");
    EXPECT_EQ(spec->samples, 10000u);
    EXPECT_EQ(spec->warmup, 1000u);
}

TEST(CampaignFile, ErrorsNameTheField) {
    struct Case {
        const char* text;
        const char* expect;
    };
    const Case cases[] = {
        {R"({"board": "x", "opts": ["O9"]})", "c.json: opts[0]: 'O9' is not an optimisation"},
        {R"({"board": "x", "samples": -3})", "c.json: samples: expected an integer"},
        {R"({"opts": ["O2"]})", "c.json: board: required"},
        {R"({"board": "x", "benchmarks": ["nope"]})", "c.json: benchmarks[0].id: unknown"},
        {R"({"board": "x", "benchmarks": [{"id": "queue_send_recv", "params": {"depth": 3}}]})",
         "benchmarks[0].params.depth: '3' is not allowed"},
        {R"({"board": "x", "colour": 1})", "c.json: colour: unknown field"},
        {R"({"board": "x", "sampels": 10})",
         "c.json: sampels: unknown field: did you mean 'samples'? (known: name,"},
        {R"({"board": "x", "benchmarks": ["sem_give_tak"]})",
         "c.json: benchmarks[0].id: unknown benchmark 'sem_give_tak': did you mean "
         "'sem_give_take'? (valid: baseline, ctx_switch_yield,"},
    };
    for (const auto& c : cases) {
        auto spec = parseCampaignJson(c.text, "c.json");
        ASSERT_FALSE(spec.ok()) << c.text;
        EXPECT_NE(spec.error().message.find(c.expect), std::string::npos) << spec.error().message;
        EXPECT_EQ(spec.error().kind, ErrorKind::BadInput);
    }
}

// The GUI says these in the user's language: each error is an id with the file and field
// apart from the sentence, and its English is what the CLI printed before.
TEST(CampaignFile, ErrorsAreMessagesWithTheFileAndFieldAsArguments) {
    auto spec = parseCampaignJson(R"({"board": "x", "sampels": 10})", "c.json");
    ASSERT_FALSE(spec.ok());
    const Message said = spec.error().sentence();
    EXPECT_EQ(said, sequence({message(MessageId::ErrCampaignCtxField, {"c.json", "sampels"}),
                              message(MessageId::ErrCampaignUnknownFieldClose, {"samples"})}));
    EXPECT_EQ(english(said), spec.error().message);

    spec = parseCampaignJson(R"({"board": "x", "opts": ["O9"]})", "c.json");
    ASSERT_FALSE(spec.ok());
    EXPECT_EQ(spec.error().message,
              "c.json: opts[0]: 'O9' is not an optimisation level (O0 O1 O2 O3 Os)");
    EXPECT_EQ(spec.error().sentence(),
              sequence({message(MessageId::ErrCampaignCtxField, {"c.json", "opts[0]"}),
                        message(MessageId::ErrCampaignNotOpt, {"O9"})}));

    // An unknown benchmark names what is unknown as a sentence of its own.
    spec = parseCampaignJson(R"({"board": "x", "benchmarks": ["nope"]})", "c.json");
    ASSERT_FALSE(spec.ok());
    const Message unknown = spec.error().sentence();
    ASSERT_EQ(unknown.id, MessageId::Sequence);
    const Message& last = std::get<MessageList>(unknown.args.back()).parts.front();
    EXPECT_EQ(last.id, MessageId::ErrUnknownName);
    EXPECT_EQ(std::get<MessageList>(last.args[0]).parts.front().id, MessageId::NameBenchmark);
    EXPECT_EQ(std::get<std::string>(last.args[1]), "nope");

    auto missing = loadCampaignFile("/nonexistent/c.toml");
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().sentence(),
              message(MessageId::ErrCampaignCannotOpen, {"/nonexistent/c.toml"}));
    EXPECT_EQ(missing.error().message,
              "/nonexistent/c.toml: cannot open the campaign file (check the path)");
}

TEST(CampaignFile, TomlSyntaxErrorHasLine) {
    auto spec = parseCampaignToml("board = \"qemu-f405\"\nopts = [\"O2\"\n", "bad.toml");
    ASSERT_FALSE(spec.ok());
    EXPECT_NE(spec.error().message.find("bad.toml:"), std::string::npos) << spec.error().message;
    // The place is data (file, line, column); toml++'s own description follows as it is.
    const Message said = spec.error().sentence();
    ASSERT_EQ(said.id, MessageId::Sequence);
    const Message& where = std::get<MessageList>(said.args.front()).parts.front();
    EXPECT_EQ(where.id, MessageId::ErrCampaignCtxLine);
    EXPECT_EQ(std::get<std::string>(where.args[0]), "bad.toml");
}

TEST(CampaignFile, MissingFileAndUnknownExtension) {
    auto missing = loadCampaignFile("/nonexistent/c.toml");
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().message.find("/nonexistent/c.toml"), std::string::npos);
    auto yaml = loadCampaignFile("/etc/hostname.yaml");
    ASSERT_FALSE(yaml.ok());
}

TEST(CampaignFile, DemoCampaign) {
    auto spec = demoCampaign(500, 50);
    EXPECT_EQ(spec.boardId, "qemu-f405");
    EXPECT_EQ(spec.opts.size(), 4u);
    EXPECT_EQ(spec.samples, 500u);
}

TEST(CampaignFile, AvailableKernelsIsKeptForTheCatalogToResolve) {
    auto spec = parseCampaignToml("board = \"qemu-f405\"\nkernels = \"available\"\n", "k.toml");
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    EXPECT_EQ(spec->kernels, (std::vector<std::string>{"available"}));
    auto wrong = parseCampaignToml("board = \"qemu-f405\"\nkernels = \"all\"\n", "k.toml");
    ASSERT_FALSE(wrong.ok());
    EXPECT_NE(wrong.error().message.find("k.toml: kernels: expected an array of kernel ids or "
                                         "\"available\""),
              std::string::npos)
        << wrong.error().message;
}

// The virtual analyzer's independent-phase seed: read, written back, and refused when it is
// not a whole number in range (docs/CAMPAIGNS.md).
TEST(CampaignFile, AnalyzerPhaseSeed) {
    auto none = parseCampaignToml("board = \"qemu-f405\"\n", "p.toml");
    ASSERT_TRUE(none.ok()) << none.error().message;
    EXPECT_FALSE(none->analyzerPhaseSeed.has_value());
    EXPECT_EQ(formatCampaignToml(*none).find("analyzer_phase_seed"), std::string::npos);

    auto spec = parseCampaignToml("board = \"qemu-f405\"\nanalyzer_phase_seed = 7\n", "p.toml");
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    ASSERT_TRUE(spec->analyzerPhaseSeed.has_value());
    EXPECT_EQ(*spec->analyzerPhaseSeed, 7u);
    auto again = parseCampaignToml(formatCampaignToml(*spec), "again.toml");
    ASSERT_TRUE(again.ok()) << again.error().message;
    EXPECT_EQ(again->analyzerPhaseSeed, spec->analyzerPhaseSeed);

    for (const char* bad : {"-1", "1.5", "\"7\"", "9007199254740993"}) {
        auto refused = parseCampaignToml(
            std::string("board = \"qemu-f405\"\nanalyzer_phase_seed = ") + bad + "\n", "p.toml");
        ASSERT_FALSE(refused.ok()) << bad;
        EXPECT_NE(refused.error().message.find("p.toml: analyzer_phase_seed: expected a whole "
                                               "number from 0 to 2^53"),
                  std::string::npos)
            << refused.error().message;
    }
}
