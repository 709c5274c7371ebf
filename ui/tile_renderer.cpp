#include "ui/tile_renderer.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

namespace qixing::ui {

using mahjong::Tile;

// A first, plain drawing: a body and the tile's characters. The KDE tilesets and the finished
// own drawing replace it.

TileRenderer &TileRenderer::shared()
{
    static TileRenderer r;
    return r;
}

TileRenderer::TileRenderer() = default;
TileRenderer::~TileRenderer() = default;

QPixmap TileRenderer::cached(const QString &key, QSize size, qreal dpr,
                             const std::function<void(QPainter &, const QRectF &)> &draw)
{
    const QString full = QStringLiteral("%1/%2x%3@%4").arg(key).arg(size.width()).arg(size.height()).arg(dpr);
    if (auto it = cache_.constFind(full); it != cache_.constEnd())
        return *it;
    QPixmap pm(size * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        draw(p, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    cache_.insert(full, pm);
    return pm;
}

QPixmap TileRenderer::face(Tile tile, QSize size, qreal dpr, bool selected)
{
    return cached(QStringLiteral("f%1%2").arg(tile.kind()).arg(selected ? "s" : ""), size, dpr,
                  [&](QPainter &p, const QRectF &r) { paintFace(p, r, tile, selected); });
}

QPixmap TileRenderer::back(QSize size, qreal dpr)
{
    return cached(QStringLiteral("b"), size, dpr, [](QPainter &p, const QRectF &r) { paintBack(p, r); });
}

QList<Tileset> TileRenderer::tilesets(const QStringList &)
{
    return {Tileset {ownTilesetId(), QCoreApplication::translate("TileRenderer", "Qixing"), {}}};
}

bool TileRenderer::setTileset(const QString &id, const QStringList &)
{
    cache_.clear();
    tilesetId_ = ownTilesetId();
    return id == ownTilesetId();
}

QString TileRenderer::tileText(Tile t)
{
    static const char *const suits[] = {"萬", "條", "筒"};
    static const char *const honours[] = {"東", "南", "西", "北", "白", "發", "中"};
    static const char *const flowers[] = {"梅", "蘭", "竹", "菊", "春", "夏", "秋", "冬"};
    if (t.isFlower())
        return QString::fromUtf8(flowers[t.rank() - 1]);
    if (t.isHonour())
        return QString::fromUtf8(honours[t.rank() - 1]);
    return QString::number(t.rank()) + QString::fromUtf8(suits[t.suit()]);
}

QString TileRenderer::kdeElementId(Tile t)
{
    if (t.isFlower())
        return t.rank() <= 4 ? QStringLiteral("FLOWER_%1").arg(t.rank()) : QStringLiteral("SEASON_%1").arg(t.rank() - 4);
    if (t.isHonour())
        return t.rank() <= 4 ? QStringLiteral("WIND_%1").arg(t.rank()) : QStringLiteral("DRAGON_%1").arg(t.rank() - 4);
    static const char *const suits[] = {"CHARACTER", "BAMBOO", "ROD"};
    return QStringLiteral("%1_%2").arg(QLatin1String(suits[t.suit()])).arg(t.rank());
}

void TileRenderer::paintFace(QPainter &p, const QRectF &r, Tile tile, bool selected)
{
    const QRectF body = r.adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal radius = r.width() * 0.1;
    p.setPen(QPen(QColor(90, 80, 60), 1));
    p.setBrush(selected ? QColor(255, 240, 190) : QColor(250, 247, 236));
    p.drawRoundedRect(body, radius, radius);
    QFont f = p.font();
    f.setPixelSize(std::max(6, int(r.height() * 0.28)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(tile.isSuited() && tile.suit() == 0 ? QColor(170, 20, 20) : QColor(20, 40, 30));
    p.drawText(body, Qt::AlignCenter | Qt::TextWordWrap, tileText(tile));
}

void TileRenderer::paintBack(QPainter &p, const QRectF &r)
{
    const QRectF body = r.adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal radius = r.width() * 0.1;
    p.setPen(QPen(QColor(30, 60, 40), 1));
    p.setBrush(QColor(40, 120, 80));
    p.drawRoundedRect(body, radius, radius);
}

} // namespace qixing::ui
