#include "app/gui/core_text.hpp"

#include "core/compare/views.hpp"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>
#include <functional>
#include <variant>
#include <vector>

namespace cyclelab::app {

namespace {

using Match = QRegularExpressionMatch;

// In English core's own sentences are the text (with their exact plurals): nothing to retell.
bool english() {
    return QLocale().language() == QLocale::English || QLocale().language() == QLocale::C;
}

struct Rule {
    QRegularExpression pattern;
    std::function<QString(const Match&)> say;
};

QString retell(const std::vector<Rule>& rules, const QString& text) {
    for (const Rule& rule : rules) {
        if (const Match m = rule.pattern.match(text); m.hasMatch())
            return rule.say(m);
    }
    return text;
}

QRegularExpression whole(const char* pattern) {
    return QRegularExpression(QStringLiteral("^") + QString::fromUtf8(pattern) +
                              QStringLiteral("$"));
}

QString conditionWord(const QString& condition) {
    if (condition == QLatin1String("kernel"))
        return CoreText::tr("kernel");
    if (condition == QLatin1String("cpuHz"))
        return CoreText::tr("core clock");
    if (condition == QLatin1String("opt"))
        return CoreText::tr("optimisation level");
    if (condition == QLatin1String("profile"))
        return CoreText::tr("profile");
    if (condition == QLatin1String("board"))
        return CoreText::tr("board");
    if (condition == QLatin1String("database"))
        return CoreText::tr("database");
    return condition;
}

QString unitWord(const QString& unit) {
    return unit == QLatin1String("cycles") ? CoreText::tr("cycles") : unit;
}

// " at -O2", " (benchmarks up to 437 cycles)", " (benchmarks of 50–437 cycles)",
// " (tick_accuracy)": what chart_plan.cpp appends to a title (the scale band:
// core/compare/scale_bands.hpp; a band of one benchmark is named by it).
QString titleSuffix(const QString& suffix) {
    static const QRegularExpression shape(
        QStringLiteral("^(?: at (.+?))?(?: \\((?:benchmarks (?:up to (.+)|of (.+)) "
                       "cycles|([A-Za-z0-9_]+))\\))?$"));
    const Match m = shape.match(suffix);
    if (!m.hasMatch())
        return suffix;
    QString out;
    if (!m.captured(1).isEmpty())
        out += CoreText::tr(" at %1").arg(m.captured(1));
    if (!m.captured(2).isEmpty())
        out += CoreText::tr(" (benchmarks up to %1 cycles)").arg(m.captured(2));
    if (!m.captured(3).isEmpty())
        out += CoreText::tr(" (benchmarks of %1 cycles)").arg(m.captured(3));
    if (!m.captured(4).isEmpty())
        out += QStringLiteral(" (%1)").arg(m.captured(4));
    return out;
}

QString argText(const core::MessageArg& arg);

// The template's %1..%99 from args, in one pass (an argument's own "%1" stays as it is).
QString fill(const QString& text, const QStringList& args) {
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c != QLatin1Char('%') || i + 1 >= text.size() || !text[i + 1].isDigit() ||
            text[i + 1] == QLatin1Char('0')) {
            out += c;
            continue;
        }
        qsizetype end = i + 2;
        int number = text[i + 1].digitValue();
        if (end < text.size() && text[end].isDigit() &&
            number * 10 + text[end].digitValue() <= args.size()) {
            number = number * 10 + text[end].digitValue();
            ++end;
        }
        out += number <= args.size() ? args[number - 1] : text.mid(i, end - i);
        i = end - 1;
    }
    return out;
}

QString translated(const core::Message& message) {
    if (message.id == core::MessageId::Stored || message.id == core::MessageId::Sequence) {
        QString out;
        for (const core::MessageArg& arg : message.args)
            out += argText(arg);
        return out;
    }
    const char* source = CoreText::source(message.id);
    if (source == nullptr)
        return QString::fromStdString(core::english(message));
    QStringList args;
    for (const core::MessageArg& arg : message.args)
        args << argText(arg);
    const int n = message.count ? static_cast<int>(*message.count) : -1;
    return fill(QCoreApplication::translate("CoreText", source, nullptr, n), args);
}

QString argText(const core::MessageArg& arg) {
    if (const auto* text = std::get_if<std::string>(&arg))
        return QString::fromStdString(*text);
    const auto& list = std::get<core::MessageList>(arg);
    QStringList parts;
    for (const core::Message& part : list.parts)
        parts << translated(part);
    return parts.join(QString::fromStdString(list.separator));
}

} // namespace

QString CoreText::chartTitle(const std::string& title) {
    if (english())
        return QString::fromStdString(title);
    static const std::vector<Rule> rules = {
        {whole("Median (cycles|ns) by (\\w+) \\(whiskers: min to p99\\)(.*)"),
         [](const Match& m) {
             return tr("Median %1 by %2 (whiskers: min to p99)")
                        .arg(unitWord(m.captured(1)), conditionWord(m.captured(2))) +
                    titleSuffix(m.captured(3));
         }},
        {whole("Distribution of (cycles|ns) by (\\w+) \\(Tukey box, whiskers 1\\.5 IQR\\)(.*)"),
         [](const Match& m) {
             return tr("Distribution of %1 by %2 (Tukey box, whiskers 1.5 IQR)")
                        .arg(unitWord(m.captured(1)), conditionWord(m.captured(2))) +
                    titleSuffix(m.captured(3));
         }},
        {whole("Frequency scaling: median ns and cycles vs core clock"),
         [](const Match&) { return tr("Frequency scaling: median ns and cycles vs core clock"); }},
        {whole("Frequency scaling of (.+): median ns and cycles vs core clock"),
         [](const Match& m) {
             return tr("Frequency scaling of %1: median ns and cycles vs core clock")
                 .arg(m.captured(1));
         }},
        {whole("Median cycles by optimisation level"),
         [](const Match&) { return tr("Median cycles by optimisation level"); }},
        {whole("ROM/RAM per firmware image \\(text, data, bss\\)"),
         [](const Match&) { return tr("ROM/RAM per firmware image (text, data, bss)"); }},
        {whole("Counter vs analyzer, run (\\d+) \\((.+)\\)"),
         [](const Match& m) {
             return tr("Counter vs analyzer, run %1 (%2)").arg(m.captured(1), m.captured(2));
         }},
    };
    return retell(rules, QString::fromStdString(title));
}

QString CoreText::chartCaption(const std::string& caption) {
    if (english())
        return QString::fromStdString(caption);
    QString text = QString::fromStdString(caption);
    QString note;
    const QString unconfirmed = QString::fromUtf8(core::kUnconfirmedNote);
    if (text.endsWith(unconfirmed)) {
        text.chop(unconfirmed.size());
        text = text.trimmed();
        note = tr("Hatched: the analyzer did not confirm these numbers (cross-validation fail or "
                  "inconclusive, docs/VALIDATION.md).");
    }
    static const std::vector<Rule> parts = {
        {whole("board (.+)"), [](const Match& m) { return tr("board %1").arg(m.captured(1)); }},
        {whole("kernel (.+)"), [](const Match& m) { return tr("kernel %1").arg(m.captured(1)); }},
        {whole("profile (.+)"), [](const Match& m) { return tr("profile %1").arg(m.captured(1)); }},
        {whole("n=(\\S+) per run"),
         [](const Match& m) { return tr("n=%1 per run").arg(m.captured(1)); }},
        {whole("cycle source (.+)"),
         [](const Match& m) { return tr("cycle source %1").arg(m.captured(1)); }},
        {whole("analyzer (.+)"),
         [](const Match& m) { return tr("analyzer %1").arg(m.captured(1)); }},
        {whole("virtual cycles \\(QEMU instruction slots: no exception entry, pipeline stalls or "
               "flash wait states\\)"),
         [](const Match&) {
             return tr("virtual cycles (QEMU instruction slots: no exception entry, pipeline "
                       "stalls or flash wait states)");
         }},
        {whole("no runs"), [](const Match&) { return tr("no runs"); }},
    };
    QStringList out;
    for (const QString& part : text.split(QStringLiteral(" · "), Qt::SkipEmptyParts))
        out << retell(parts, part);
    QString joined = out.join(QStringLiteral(" · "));
    if (!note.isEmpty())
        joined += (joined.isEmpty() ? QString() : QStringLiteral(" ")) + note;
    return joined;
}

QString CoreText::verdict(core::Verdict verdict) {
    switch (verdict) {
    case core::Verdict::Pass:
        return tr("pass");
    case core::Verdict::Fail:
        return tr("fail");
    case core::Verdict::Inconclusive:
        return tr("inconclusive");
    }
    return {};
}

QString CoreText::verdictOf(const core::Run& run) {
    return run.validation ? verdict(run.validation->verdict) : tr("not validated");
}

QString CoreText::text(const core::Message& message) {
    if (english())
        return QString::fromStdString(core::english(message));
    return translated(message);
}

QString CoreText::virtualCyclesNote(const std::string& note) {
    if (note == "virtual cycles: QEMU -icount instruction slots, no exception entry, pipeline "
                "stalls or flash wait states; not a hardware cycle count")
        return tr("virtual cycles: QEMU -icount instruction slots, no exception entry, pipeline "
                  "stalls or flash wait states; not a hardware cycle count");
    return QString::fromStdString(note);
}

} // namespace cyclelab::app
