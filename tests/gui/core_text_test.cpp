// CoreText: core's sentences as data (core/common/message_list.hpp) said in the user's
// language from one table. Every id core can produce has the same English in the app's table,
// a finished zh_CN translation with the same placeholders, and is said in Chinese, arguments
// and plurals included, once the language is switched.

#include "app/gui/connection_test.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/language.hpp"
#include "core/boards/board_profile_loader.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <string>

namespace cyclelab::app {
namespace {

using core::MessageId;

struct Translation {
    QString text;
    bool finished = false;
    bool numerus = false;
};

// The CoreText context of the zh_CN catalogue, source -> translation.
std::map<QString, Translation> zhCatalogue() {
    QFile file(QStringLiteral(CYCLELAB_SOURCE_DIR "/resources/translations/cyclelab_zh_CN.ts"));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
    QXmlStreamReader xml(&file);
    std::map<QString, Translation> out;
    QString context, source;
    Translation current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Translation{};
            current.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (name == QLatin1String("translation") && context == QLatin1String("CoreText")) {
            current.finished = xml.attributes().value(QLatin1String("type")).isEmpty();
            if (!current.numerus)
                current.text = xml.readElementText();
            out[source] = current;
        } else if (name == QLatin1String("numerusform") && context == QLatin1String("CoreText")) {
            out[source].text = xml.readElementText();
        }
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return out;
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression marker(QStringLiteral("%(\\d+|n)"));
    QSet<QString> out;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        out << it.next().captured(0);
    return out;
}

// The sample message of an id: "<1>", "<2>"... as its arguments, a count of 2 if it has one.
core::Message sample(MessageId id) {
    std::vector<core::MessageArg> args;
    for (int i = 1; i <= core::messageArity(id); ++i)
        args.emplace_back(QStringLiteral("<%1>").arg(i).toStdString());
    return core::messageTemplate(id).find("%n") != std::string_view::npos
               ? core::counted(id, 2, std::move(args))
               : core::message(id, std::move(args));
}

TEST(CoreText, EveryIdHasTheSameEnglishInTheAppTable) {
    ASSERT_EQ(CoreText::sources().size(), core::messageIds().size());
    for (const MessageId id : core::messageIds()) {
        const std::string name(core::messageName(id));
        const char* source = CoreText::source(id);
        ASSERT_NE(source, nullptr) << name << " has no tr() source in core_text_table.cpp";
        EXPECT_EQ(std::string_view(source), core::messageTemplate(id)) << name;
        // What the CLI prints is the source with its arguments (and "(s)" for a count of 2).
        QString filled = QString::fromUtf8(source);
        for (int i = core::messageArity(id); i >= 1; --i)
            filled.replace(QStringLiteral("%%1").arg(i), QStringLiteral("<%1>").arg(i));
        if (filled.contains(QStringLiteral("%n")))
            filled.replace(QStringLiteral("%n"), QStringLiteral("2"))
                .replace(QStringLiteral("(s)"), QStringLiteral("s"));
        EXPECT_EQ(core::english(sample(id)), filled.toStdString()) << name;
    }
}

TEST(CoreText, EveryIdHasAFinishedChineseTranslationWithItsPlaceholders) {
    const auto zh = zhCatalogue();
    for (const MessageId id : core::messageIds()) {
        const std::string name(core::messageName(id));
        const QString source = QString::fromUtf8(CoreText::source(id));
        const auto it = zh.find(source);
        ASSERT_NE(it, zh.end()) << name << ": not in cyclelab_zh_CN.ts (run update_ts.py)";
        EXPECT_TRUE(it->second.finished) << name << ": unfinished or obsolete";
        EXPECT_FALSE(it->second.text.trimmed().isEmpty()) << name;
        EXPECT_EQ(it->second.numerus, source.contains(QStringLiteral("%n"))) << name;
        EXPECT_EQ(placeholders(it->second.text), placeholders(source))
            << name << ": " << it->second.text.toStdString();
    }
}

class CoreTextChinese : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_EQ(installLanguage(testing::guiApp(), QStringLiteral("zh_CN")),
                  QStringLiteral("zh_CN"));
    }
    void TearDown() override { installLanguage(testing::guiApp(), QStringLiteral("en")); }
};

TEST_F(CoreTextChinese, AReasonIsSaidFromItsIdWithItsArgumentsAndParts) {
    const core::Message reason = core::sequence(
        {core::message(MessageId::PassAgree,
                       {"9", "10", "21.9 ns",
                        core::joined({core::message(MessageId::ToleranceAnalyzerSample),
                                      core::message(MessageId::ToleranceCounterCycles, {"2"})},
                                     " + ")}),
         core::counted(MessageId::NoteFirstPulsesUnpaired, 3)});
    EXPECT_EQ(CoreText::text(reason),
              QStringLiteral(
                  "10 个样本中有 9 个在 21.9 ns 以内一致（1 个分析仪采样周期 + 2 个计数器周期）"
                  "；前 3 个脉冲没有对应的计数器样本"));
    // An argument that is itself a sentence is translated too; one that looks like a
    // placeholder is not filled again.
    EXPECT_EQ(CoreText::text(core::message(MessageId::PassItsPulse,
                                           {core::sub(core::message(MessageId::WordLonger))})),
              QStringLiteral("，其脉冲比计数器长：数量太少，不构成系统性偏差"));
    EXPECT_EQ(CoreText::text(core::message(MessageId::ReasonNoPulses, {"%1"}))
                  .count(QStringLiteral("%1")),
              1);
}

TEST_F(CoreTextChinese, EveryIdIsSaidInChinese) {
    for (const MessageId id : core::messageIds()) {
        const core::Message m = sample(id);
        const QString said = CoreText::text(m);
        EXPECT_NE(said, QString::fromStdString(core::english(m))) << core::messageName(id);
        for (int i = 1; i <= core::messageArity(id); ++i)
            EXPECT_TRUE(said.contains(QStringLiteral("<%1>").arg(i)))
                << core::messageName(id) << ": " << said.toStdString();
    }
}

TEST_F(CoreTextChinese, AReasonStoredBeforeSentencesWereDataIsShownAsStored) {
    const std::string old = "300 of 300 samples agree within 10 ns (1 analyzer sample)";
    EXPECT_EQ(CoreText::text(core::storedText(old)), QString::fromStdString(old));
}

TEST_F(CoreTextChinese, AnErrorIsSaidFromItsSentenceAndAStringErrorAsItIs) {
    const core::Error e =
        core::Error::badInput(core::message(MessageId::ErrDatabaseIsDirectory, {"/tmp/runs"}));
    EXPECT_EQ(CoreText::error(e), QStringLiteral("/tmp/runs 是一个目录：请给出数据库文件的路径"));
    EXPECT_EQ(CoreText::error(e.withContext(core::storedText("runs.db: "))),
              QStringLiteral("runs.db: /tmp/runs 是一个目录：请给出数据库文件的路径"));
    EXPECT_EQ(CoreText::error(core::Error::runtime("the bench is gone")),
              QStringLiteral("the bench is gone"));
}

// A board profile's error, as the Bench page shows it: the file and the field, then the
// problem, each part said in Chinese from its id.
TEST_F(CoreTextChinese, ABoardProfileErrorIsSaidInChinese) {
    const auto dir = std::filesystem::path(CYCLELAB_BINARY_DIR) / "test-tmp" / "core-text-board";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string file = (dir / "qemu-f405.json").string();
    std::ifstream in(CYCLELAB_SOURCE_DIR "/resources/boards/qemu-f405.json");
    std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const std::string from = "\"flashWaitStates\": 0";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), "\"flashWaitStates\": 16");
    std::ofstream(file) << text;
    const auto profile = core::loadBoardProfile(file);
    ASSERT_FALSE(profile);
    EXPECT_EQ(CoreText::error(profile.error()),
              QString::fromStdString(file) +
                  QStringLiteral("：clockTiers[0].flashWaitStates：应为 0..15 之间的整数"));
    const auto folder = core::loadBoardProfiles((dir / "none").string());
    ASSERT_FALSE(folder);
    EXPECT_EQ(
        CoreText::error(folder.error()),
        QStringLiteral("开发板配置文件夹 %1 不存在；请设置 CYCLELAB_BOARDS_DIR 或重新安装 CycleLab")
            .arg(QString::fromStdString((dir / "none").string())));
}

// A bench self-test line as the Bench page lists it: the outcome, the link and what was seen.
TEST_F(CoreTextChinese, ASelftestLineIsSaidInChinese) {
    core::SelftestStep step;
    step.outcome = core::SelftestStep::Outcome::Skip;
    step.linkText = core::message(MessageId::SelftestLinkRate);
    step.detailText = core::message(MessageId::SelftestNeedsSerial);
    EXPECT_EQ(selftestLine(step), QStringLiteral("跳过  分析仪采样率与最短基准测试：需要串口链路"));
    step.outcome = core::SelftestStep::Outcome::Pass;
    step.linkText = core::message(MessageId::SelftestLinkFlash);
    step.detailText = core::message(MessageId::SelftestFlashed, {"qemu-f405-refkernel", "qemu"});
    EXPECT_EQ(selftestLine(step), QStringLiteral("通过  烧录：qemu-f405-refkernel，通过 qemu"));
}

TEST(CoreTextEnglish, SaysWhatTheCliPrints) {
    installLanguage(testing::guiApp(), QStringLiteral("en"));
    const core::Message m = core::counted(MessageId::ReasonTooFewPairs, 1, {"10"});
    EXPECT_EQ(CoreText::text(m), QString::fromStdString(core::english(m)));
    EXPECT_EQ(CoreText::text(m),
              QStringLiteral("only 1 sample could be paired with a pulse, fewer than the 10 "
                             "needed to decide"));
}

} // namespace
} // namespace cyclelab::app
