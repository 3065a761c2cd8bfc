#pragma once
// The user interface language: "system" follows the locale, "en" is the source text,
// "zh_CN" loads the compiled Simplified Chinese catalogue embedded in the binary.

#include <QString>
#include <QStringList>

class QApplication;

namespace cyclelab::app {

struct LanguageChoice {
    QString code;  // "system", "en", "zh_CN"
    QString label; // as shown in the language combo, in its own language
};

QList<LanguageChoice> languageChoices();

// Installs the translators for `code` (Qt's own strings included, when available), replacing
// those installed before: every widget gets a LanguageChange event. Returns the language
// actually used ("en" when the catalogue for the locale does not exist).
QString installLanguage(QApplication& app, const QString& code);

} // namespace cyclelab::app
