#include "app/gui/core_text.hpp"

#include <QLocale>
#include <QStringList>
#include <variant>

namespace cyclelab::app {

namespace {

// In English core's own sentences are the text (with their exact plurals): nothing to retell.
bool english() {
    return QLocale().language() == QLocale::English || QLocale().language() == QLocale::C;
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

QString CoreText::error(const core::Error& error) {
    return text(error.sentence());
}

} // namespace cyclelab::app
