// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/kde_theme.h"

#include "ui/kit/i18n.h"

#include <QCoreApplication>
#include <QFile>
#include <QPainter>
#include <QStandardPaths>
#include <QTextStream>

#include <cmath>

namespace qixing::ui {

QStringList themeDataDirs()
{
    QStringList dirs = QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation);
#if defined(Q_OS_WIN)
    const QString packaged = QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/data"));
#elif defined(Q_OS_MACOS)
    const QString packaged = QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../Resources"));
#else
    const QString packaged; // the distribution's packages install into the standard locations
#endif
    if (!packaged.isEmpty() && !dirs.contains(packaged))
        dirs << packaged;
    return dirs;
}

QPixmap PixmapCache::get(const QString &key, QSize size, qreal dpr, const Draw &draw)
{
    const QString k = key + QLatin1Char('@') + QString::number(size.width()) + QLatin1Char('x')
        + QString::number(size.height()) + QLatin1Char('@') + QString::number(dpr, 'f', 2);
    if (auto it = map_.constFind(k); it != map_.constEnd())
        return *it;
    if (map_.size() > 600) // a window resized many times; what is on screen is drawn again
        map_.clear();
    QPixmap pm(QSize(int(std::ceil(size.width() * dpr)), int(std::ceil(size.height() * dpr))));
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        draw(p, QRectF(0, 0, size.width(), size.height()));
    }
    map_.insert(k, pm);
    return pm;
}

QHash<QString, QString> readDesktopFile(const QString &path)
{
    QHash<QString, QString> entries;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return entries;
    QTextStream in(&f);
    while (!in.atEnd()) {
        const QString line = in.readLine().trimmed();
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq <= 0 || line.startsWith(QLatin1Char('#')))
            continue;
        entries.insert(line.left(eq).trimmed(), line.mid(eq + 1).trimmed());
    }
    return entries;
}

QString desktopName(const QHash<QString, QString> &entries, const QString &fallback)
{
    const QString local = entries.value(QStringLiteral("Name[%1]").arg(Language::current()));
    if (!local.isEmpty())
        return local;
    return entries.value(QStringLiteral("Name"), fallback);
}

QString themeFile(const QDir &dir, const QString &name)
{
    if (name.isEmpty() || name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\')))
        return {};
    if (dir.exists(name))
        return dir.filePath(name);
    if (name.endsWith(QLatin1String(".svgz"), Qt::CaseInsensitive)) {
        const QString svg = name.chopped(1);
        if (dir.exists(svg))
            return dir.filePath(svg);
    }
    return {};
}

} // namespace qixing::ui
