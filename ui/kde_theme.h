#pragma once
// What the card and the tile renderers share: a cache of drawn pixmaps per key, logical size
// and device pixel ratio, and the .desktop files that describe KDE's card decks and mahjong
// tilesets (read at run time; nothing of them is copied into the project).

#include <QHash>
#include <QPixmap>
#include <QString>

#include <functional>

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

// The key=value entries of a .desktop file (every group; comments skipped). Empty when the
// file cannot be read.
QHash<QString, QString> readDesktopFile(const QString &path);
// Its Name in the UI language (Name[zh_TW] …), else Name, else `fallback`.
QString desktopName(const QHash<QString, QString> &entries, const QString &fallback);

} // namespace qixing::ui
