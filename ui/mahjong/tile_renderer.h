// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Mahjong tile pictures. Installed KDE mahjong tilesets (kmahjongglib/tilesets/*.svgz with a
// .desktop beside each, e.g. Debian's kdegames-mahjongg-data-kf5, GPL-2+) are found at run time
// and drawn from their SVG by element id; our own tiles, drawn with QPainter, are always there
// and legible at every size (small tiles get a simpler face). Pixmaps are cached per tile,
// logical size and device pixel ratio.

#include "mahjong/tile.h"
#include "ui/kit/kde_theme.h"

#include <QPixmap>
#include <QStandardPaths>

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
    // A KDE tileset's geometry from its .desktop, in SVG units: the whole tile with its
    // thickness (TileWidth × TileHeight) and the face on it (TileFaceWidth × TileFaceHeight).
    QSizeF tileSize, faceSize;
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
    int cacheSize() const { return cache_.size(); }

    // Our tiles first, then the installed tilesets that have every tile, by name.
    static QList<Tileset> tilesets(const QStringList &dataDirs = themeDataDirs());
    // Chooses a tileset by id; an unknown, missing or unreadable one means our own (false).
    bool setTileset(const QString &id, const QStringList &dataDirs = themeDataDirs());
    QString tilesetId() const { return tilesetId_; }
    // Whether a tile of this size is drawn from the chosen KDE tileset (which draws its own
    // thickness and edge: the table adds no shadow of its own under it).
    bool usesTileset(QSize size) const { return svg_ && size.height() >= kTilesetMinHeight; }
    static QString ownTilesetId() { return QStringLiteral("qixing"); }

    // Width / height of an upright tile (its picture, thickness included). A KDE tileset's
    // tile keeps its own proportions inside that box, standing on its bottom edge.
    static constexpr qreal kAspect = 3.0 / 4.0;
    // Our tiles shorter than this (logical px) get a compact face: a big numeral and a suit
    // sign rather than nine sticks or dots, and bold sans characters.
    static constexpr int kCompactHeight = 36;
    // A KDE tileset's tiles are drawn from this height up, in the hand, the rivers and the
    // melds alike; smaller tiles (rivers and melds on a small window, the other seats' backs
    // there) are ours, whose compact faces stay legible where a tileset's dots and sticks run
    // together below it (seen with `--view tiles` at 24, 32 and 40 px: the numerals of 萬
    // are a few pixels tall at 32).
    static constexpr int kTilesetMinHeight = 40;

    // Our own drawing (also what the tests look at).
    static void paintFace(QPainter &p, const QRectF &r, mahjong::Tile tile, bool selected = false);
    static void paintBack(QPainter &p, const QRectF &r);
    // The tile in characters: "3萬", "東", "白", "梅" (the UI's language picks 万/萬 …).
    static QString tileText(mahjong::Tile tile);
    // A tile's name as a screen reader says it, in the UI's language: "3 Dots", "East Wind";
    // 三筒, 東風 (东风 in zh_CN).
    static QString spokenTileName(mahjong::Tile tile);
    // The element of a KDE tileset's SVG holding the tile's face: "CHARACTER_3", "WIND_3" (東) …
    // A few tilesets order their flowers their own way; `tilesetId` says which one.
    static QString kdeElementId(mahjong::Tile tile, const QString &tilesetId = {});
    // A sheet of every kind (1m … 9m, 1s …, 1p …, 東 … 中, 梅 … 冬), the back and a selected
    // tile at each height, labelled, in the chosen tileset; with a KDE tileset, also its four
    // bodies as the SVG has them. For looking at a tileset: `qixing --screenshot F --view tiles`.
    QImage sheet(const QList<int> &heights);
    // A row of `tiles` `height` px tall drawn with the tileset `id` (ours when it is not found),
    // leaving the shared renderer's choice alone: the Settings dialog's preview.
    static QPixmap sample(const QString &id, const QList<mahjong::Tile> &tiles, int height, qreal dpr);
    // Every element a tileset must have to be offered: the 42 faces and the bodies we draw.
    static QStringList requiredElements();

private:
    TileRenderer();
    // The tileset's tile in `r`: its body (TILE_x or TILE_x_SEL) and, unless `face` is empty,
    // the face element on it; with `backColour` valid, the face area painted as a back; with a
    // `label`, that text in place of the English word under a flower's picture.
    void drawFromTileset(QPainter &p, const QRectF &r, const QString &face, bool selected, const QColor &backColour = {},
                         const QString &label = {});
    PixmapCache cache_;
    QString tilesetId_ = ownTilesetId();
    std::unique_ptr<QSvgRenderer> svg_;
    Tileset tileset_;
};

} // namespace qixing::ui
