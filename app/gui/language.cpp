#include "app/gui/language.hpp"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace cyclelab::app {

namespace {
// The catalogues installed now: a language change removes them first.
QPointer<QTranslator> g_ours, g_qt;

void removeInstalled(QApplication& app) {
    for (QPointer<QTranslator>* t : {&g_ours, &g_qt}) {
        if (*t) {
            app.removeTranslator(*t);
            delete t->data();
        }
    }
}
} // namespace

QList<LanguageChoice> languageChoices() {
    return {
        {QStringLiteral("system"), QApplication::translate("Language", "System")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
}

QString installLanguage(QApplication& app, const QString& code) {
    removeInstalled(app);
    QLocale locale = code == QLatin1String("system") ? QLocale::system() : QLocale(code);
    if (code == QLatin1String("en") || locale.language() != QLocale::Chinese) {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return QStringLiteral("en");
    }
    // Parented to the application so they live as long as it does.
    auto* ours = new QTranslator(&app);
    if (!ours->load(QStringLiteral(":/i18n/cyclelab_zh_CN.qm"))) {
        delete ours;
        return QStringLiteral("en");
    }
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    app.installTranslator(ours);
    g_ours = ours;
    auto* qt = new QTranslator(&app);
    if (qt->load(QStringLiteral("qtbase_zh_CN"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        app.installTranslator(qt);
        g_qt = qt;
    } else {
        delete qt;
    }
    return QStringLiteral("zh_CN");
}

} // namespace cyclelab::app
