#include "ui/i18n.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace qixing {
namespace ui {

namespace {
QTranslator *g_translator = nullptr;
QString g_current = QStringLiteral("en");
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
    if (g_translator) {
        QCoreApplication::removeTranslator(g_translator);
        delete g_translator;
        g_translator = nullptr;
    }
    if (code != QLatin1String("en")) {
        auto *t = new QTranslator;
        if (t->load(QStringLiteral(":/i18n/qixing_%1.qm").arg(code))) {
            QCoreApplication::installTranslator(t);
            g_translator = t;
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
