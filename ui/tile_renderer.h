#pragma once
// Mahjong tile pictures. Installed KDE mahjong tilesets (kmahjongglib/tilesets/*.svgz with a
// .desktop beside each, e.g. Debian's kdegames-mahjongg-data-kf5) are found at run time and
// drawn from their SVG by element id; our own tiles, drawn with QPainter, are always there and
// legible at every size. Pixmaps are cached per tile, logical size and device pixel ratio.

#include "mahjong/tile.h"

#include <QHash>
#include <QPixmap>
#include <QStandardPaths>

#include <functional>
#include <memory>

class QPainter;
class QSvgRenderer;

namespace qixing::ui {

// A tileset the person can choose in Settings.
struct Tileset
{
    QString id;      // "qixing" for our own, else the file's base name ("default", "jade")
    QString name;    // from the .desktop, in the UI language when it has one
    QString svgFile; // empty for our own
};

class TileRenderer
{
public:
    static TileRenderer &shared();
    ~TileRenderer();

    // A face-up tile (body and face) of `size` logical pixels; `selected` is the highlighted body.
    QPixmap face(mahjong::Tile tile, QSize size, qreal dpr, bool selected = false);
    // A face-down tile (another seat's hand, a concealed kong shown to others, the wall).
    QPixmap back(QSize size, qreal dpr);
    void clear() { cache_.clear(); }
    int cacheSize() const { return int(cache_.size()); }

    // Our tiles first, then the installed tilesets that have every tile, by name.
    static QList<Tileset> tilesets(const QStringList &dataDirs = QStandardPaths::standardLocations(
                                       QStandardPaths::GenericDataLocation));
    // Chooses a tileset by id; an unknown, missing or unreadable one means our own (false).
    bool setTileset(const QString &id, const QStringList &dataDirs = QStandardPaths::standardLocations(
                                           QStandardPaths::GenericDataLocation));
    QString tilesetId() const { return tilesetId_; }
    static QString ownTilesetId() { return QStringLiteral("qixing"); }

    // Width / height of an upright tile's face.
    static constexpr qreal kAspect = 3.0 / 4.0;

    // Our own drawing (also what the tests look at).
    static void paintFace(QPainter &p, const QRectF &r, mahjong::Tile tile, bool selected = false);
    static void paintBack(QPainter &p, const QRectF &r);
    // The tile in characters: "3萬", "東", "白", "梅" (the UI's language picks 万/萬 …).
    static QString tileText(mahjong::Tile tile);
    // The element of a KDE tileset's SVG holding the tile's face: "CHARACTER_3", "WIND_1" …
    static QString kdeElementId(mahjong::Tile tile);

private:
    TileRenderer();
    QPixmap cached(const QString &key, QSize size, qreal dpr, const std::function<void(QPainter &, const QRectF &)> &draw);
    QHash<QString, QPixmap> cache_;
    QString tilesetId_ = ownTilesetId();
    std::unique_ptr<QSvgRenderer> svg_;
};

} // namespace qixing::ui
