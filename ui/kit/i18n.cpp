// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace qixing {
namespace ui {

namespace {
QTranslator *g_translator = nullptr;
QTranslator *g_qtTranslator = nullptr; // Qt's own texts: a message box's Yes and No, …
QString g_current = QStringLiteral("en");

// Qt's translations of its own texts, where Qt keeps them (Debian: qt6-translations-l10n) or
// beside the program (a Windows or macOS bundle). Without them Qt's texts stay English.
QTranslator *qtTranslator(const QString &code)
{
    auto *t = new QTranslator;
    const QString name = QStringLiteral("qtbase_") + code;
    for (const QString &dir : {QLibraryInfo::path(QLibraryInfo::TranslationsPath),
                               QCoreApplication::applicationDirPath() + QStringLiteral("/translations")})
        if (t->load(name, dir))
            return t;
    delete t;
    return nullptr;
}
} // namespace

QStringList Language::codes()
{
    return {QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN")};
}

QString Language::nativeName(const QString &code)
{
    if (code == QLatin1String("zh_TW"))
        return QStringLiteral("繁體中文（台灣）");
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文（中国大陆）");
    return QStringLiteral("English");
}

QString Language::systemCode()
{
    const QLocale l = QLocale::system();
    if (l.language() != QLocale::Chinese)
        return QStringLiteral("en");
    if (l.script() == QLocale::TraditionalChineseScript || l.territory() == QLocale::Taiwan
        || l.territory() == QLocale::HongKong || l.territory() == QLocale::Macao)
        return QStringLiteral("zh_TW");
    return QStringLiteral("zh_CN");
}

QString Language::apply(const QString &requested)
{
    QString code = requested;
    if (code.isEmpty() || code == QLatin1String("system"))
        code = systemCode();
    if (!codes().contains(code))
        code = QStringLiteral("en");
    for (QTranslator **old : {&g_translator, &g_qtTranslator})
        if (*old) {
            QCoreApplication::removeTranslator(*old);
            delete *old;
            *old = nullptr;
        }
    if (code != QLatin1String("en")) {
        auto *t = new QTranslator;
        if (t->load(QStringLiteral(":/i18n/qixing_%1.qm").arg(code))) {
            QCoreApplication::installTranslator(t);
            g_translator = t;
            if ((g_qtTranslator = qtTranslator(code)))
                QCoreApplication::installTranslator(g_qtTranslator);
        } else {
            delete t;
            code = QStringLiteral("en");
        }
    }
    g_current = code;
    return code;
}

QString Language::current()
{
    return g_current;
}

} // namespace ui
} // namespace qixing
