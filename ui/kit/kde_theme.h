// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the card and the tile renderers share: a cache of drawn pixmaps per key, logical size
// and device pixel ratio, and the .desktop files that describe KDE's card decks and tilesets
// (read at run time; nothing of them is copied into the project).

#include <QDir>
#include <QHash>
#include <QPixmap>
#include <QString>

#include <algorithm>
#include <functional>
#include <optional>

class QPainter;

namespace qixing::ui {

class PixmapCache
{
public:
    using Draw = std::function<void(QPainter &, const QRectF &)>;
    // The pixmap for `key` at `size` logical pixels and `dpr`, drawn by `draw` (in logical
    // coordinates) the first time it is asked for.
    QPixmap get(const QString &key, QSize size, qreal dpr, const Draw &draw);
    void clear() { map_.clear(); }
    int size() const { return int(map_.size()); }

private:
    QHash<QString, QPixmap> map_;
};

// Where installed themes are looked for: the standard data directories (on Linux /usr/share
// and the person's own) and, on Windows and macOS, the folder where the packages put the KDE
// decks and tilesets they carry (docs/packaging.md): <program folder>/data, the bundle's
// Resources.
QStringList themeDataDirs();

// The key=value entries of a .desktop file (every group; comments skipped). Empty when the
// file cannot be read.
QHash<QString, QString> readDesktopFile(const QString &path);
// Its Name in the UI language (Name[zh_TW] …), else Name, else `fallback`.
QString desktopName(const QHash<QString, QString> &entries, const QString &fallback);

// The path of the file `name` that a .desktop file in `dir` names (SVG=, FileName=, Preview=),
// or empty when there is none or `name` leaves the folder. A `.svgz` that is missing is
// found as the `.svg` beside it: KDE's source trees ship `.svg` and only their build
// compresses it, so the decks and tilesets the Windows and macOS packages carry from those
// trees name files they do not have (docs/packaging.md).
QString themeFile(const QDir &dir, const QString &name);

// The themes (decks, tilesets: anything with an id and a name) in `subdir` of every data
// directory, from the entries matching `pattern` that `read` makes a theme of; where two
// directories have one with the same id the first (the person's own) wins. Sorted by name.
template<class Theme, class Read>
QList<Theme> findThemes(const QStringList &dataDirs, const QString &subdir, const QString &pattern, QDir::Filters filters,
                        Read read)
{
    QList<Theme> found;
    QStringList seen;
    for (const QString &base : dataDirs) {
        const QDir dir(QDir(base).filePath(subdir));
        for (const QFileInfo &entry : dir.entryInfoList({pattern}, filters | QDir::NoDotAndDotDot, QDir::Name)) {
            const std::optional<Theme> theme = read(entry);
            if (theme && !seen.contains(theme->id)) {
                seen << theme->id;
                found << *theme;
            }
        }
    }
    std::sort(found.begin(), found.end(),
              [](const Theme &a, const Theme &b) { return QString::localeAwareCompare(a.name, b.name) < 0; });
    return found;
}

} // namespace qixing::ui
