// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mahjong/tile_renderer.h"

#include "ui/kit/i18n.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <optional>

namespace qixing::ui {

using mahjong::Tile;

namespace {

// Inks of our tiles, as printed on real ones.
const QColor kInk(0x1a, 0x1c, 0x22);
const QColor kRed(0xc3, 0x1d, 0x26);
const QColor kGreen(0x16, 0x7a, 0x3c);
const QColor kBlue(0x1c, 0x4c, 0x9a);
const QColor kIvory(0xfb, 0xf7, 0xea);
const QColor kIvorySelected(0xff, 0xe9, 0xa8);
const QColor kBackGreen(0x1f, 0x7a, 0x55);
const QColor kBackDark(0x12, 0x52, 0x38);

// The parts of our upright tile: the face, and under it the thickness (an ivory layer, then
// the coloured back layer), as a tile standing on the table is seen from a little above.
struct Body
{
    QRectF face;
    qreal radius = 0;
    qreal thickness = 0;
};

Body bodyOf(const QRectF &r)
{
    Body b;
    b.thickness = std::max<qreal>(2.0, r.height() * 0.085);
    b.radius = std::max<qreal>(1.5, r.width() * 0.11);
    b.face = QRectF(r.left() + 0.5, r.top() + 0.5, r.width() - 1, r.height() - 1 - b.thickness);
    return b;
}

// The tile's base: the back layer's rounded block, with the ivory layer's edge above it.
void paintBase(QPainter &p, const QRectF &r, const Body &b, const QColor &top)
{
    const QRectF all = r.adjusted(0.5, 0.5, -0.5, -0.5);
    p.setPen(QPen(kBackDark, 1));
    p.setBrush(kBackGreen);
    p.drawRoundedRect(all, b.radius, b.radius);
    // The ivory layer's edge shows as a band between the face and the back layer.
    const QRectF ivoryEdge = b.face.adjusted(0, 0, 0, b.thickness * 0.5);
    p.setPen(Qt::NoPen);
    p.setBrush(top.darker(118));
    p.drawRoundedRect(ivoryEdge, b.radius, b.radius);
}

// CJK glyphs drawn as outlines: a bold serif (明體/宋體, as tiles are printed), whichever the
// system has; small tiles get a bold sans (黑體), whose even strokes stay legible at a few
// pixels.
QFont tileFont(bool sans)
{
    QFont f;
    const QStringList serif {QStringLiteral("Noto Serif CJK TC"), QStringLiteral("Source Han Serif TC"),
                             QStringLiteral("Noto Serif CJK SC"), QStringLiteral("PMingLiU"), QStringLiteral("MingLiU"),
                             QStringLiteral("Songti TC"), QStringLiteral("STSong"), QStringLiteral("SimSun")};
    const QStringList gothic {QStringLiteral("Noto Sans CJK TC"), QStringLiteral("Source Han Sans TC"),
                              QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Microsoft JhengHei"),
                              QStringLiteral("PingFang TC"), QStringLiteral("Heiti TC"), QStringLiteral("Microsoft YaHei")};
    f.setFamilies(sans ? gothic + serif : serif + gothic);
    f.setPixelSize(200);
    f.setBold(true);
    return f;
}

// `text` filling `box` as far as its em allows (so that 一 stays a thin stroke and does not
// swell to fill the box), its ink centred in the box.
void drawGlyphs(QPainter &p, const QRectF &box, const QString &text, const QColor &color, bool latin = false,
                bool sans = false)
{
    static const QFont serifFont = tileFont(false), sansFont = tileFont(true);
    QFont f = sans ? sansFont : serifFont;
    if (latin)
        f.setFamilies({QStringLiteral("DejaVu Serif"), QStringLiteral("Georgia"), QStringLiteral("Times New Roman"), QStringLiteral("serif")});
    QPainterPath path;
    path.addText(0, 0, f, text);
    const QRectF ink = path.boundingRect();
    if (ink.isEmpty())
        return;
    const QFontMetricsF fm(f);
    // An em per character for CJK, the digits' own advance and cap height for latin.
    const qreal emW = latin ? fm.horizontalAdvance(text) : f.pixelSize() * text.size();
    const qreal emH = latin ? fm.capHeight() : f.pixelSize() * 0.9;
    const qreal s = std::min(box.width() / std::max(emW, ink.width()), box.height() / std::max(emH, ink.height()));
    QTransform t;
    t.translate(box.center().x(), box.center().y());
    t.scale(s, s);
    t.translate(-ink.center().x(), -ink.center().y());
    p.fillPath(t.map(path), color);
}

const char *const kNumerals[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};

// A bamboo stick (條) in `s`: a rounded stalk with joints, or a plain bar when it is small.
void drawStick(QPainter &p, const QRectF &s, const QColor &c)
{
    const qreal rad = s.width() * 0.45;
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    p.drawRoundedRect(s, rad, rad);
    if (s.width() < 3)
        return;
    // Joints at the ends and the middle, and a light stripe down the stalk.
    p.setBrush(kIvory);
    const qreal jh = std::max<qreal>(0.8, s.height() * 0.06);
    for (const qreal y : {0.22, 0.5, 0.78})
        p.drawRect(QRectF(s.left(), s.top() + s.height() * y - jh / 2, s.width(), jh));
    p.setBrush(c);
    for (const qreal y : {0.22, 0.5, 0.78})
        p.drawEllipse(QPointF(s.center().x(), s.top() + s.height() * y), s.width() * 0.58, jh * 0.9);
    QColor light = c.lighter(165);
    light.setAlpha(150);
    p.setBrush(light);
    p.drawRect(QRectF(s.center().x() - s.width() * 0.08, s.top() + s.height() * 0.06, s.width() * 0.16, s.height() * 0.88));
}

// A dot (筒): a coin with a ring and a centre, or a plain disc when it is small.
void drawDot(QPainter &p, QPointF c, qreal r, const QColor &color)
{
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(c, r, r);
    if (r < 2.5)
        return;
    p.setBrush(kIvory);
    p.drawEllipse(c, r * 0.68, r * 0.68);
    p.setBrush(color);
    p.drawEllipse(c, r * 0.5, r * 0.5);
    p.setBrush(kIvory);
    p.drawEllipse(c, r * 0.18, r * 0.18);
}

struct Mark
{
    qreal x, y; // centre in the face's content box, 0..1
    char ink;   // 'r' red, 'g' green, 'b' blue
};

QColor inkOf(char c)
{
    return c == 'r' ? kRed : c == 'b' ? kBlue : kGreen;
}

// Where the dots of 2–9 筒 go and their colours, as on printed tiles.
const QList<Mark> &dotLayout(int rank)
{
    static const QList<Mark> layouts[10] = {
        {},
        {},
        {{0.5, 0.22, 'g'}, {0.5, 0.78, 'b'}},
        {{0.2, 0.17, 'b'}, {0.5, 0.5, 'r'}, {0.8, 0.83, 'g'}},
        {{0.25, 0.22, 'b'}, {0.75, 0.22, 'g'}, {0.25, 0.78, 'g'}, {0.75, 0.78, 'b'}},
        {{0.22, 0.18, 'b'}, {0.78, 0.18, 'g'}, {0.5, 0.5, 'r'}, {0.22, 0.82, 'g'}, {0.78, 0.82, 'b'}},
        {{0.27, 0.14, 'g'}, {0.73, 0.14, 'g'}, {0.27, 0.54, 'r'}, {0.73, 0.54, 'r'}, {0.27, 0.86, 'r'}, {0.73, 0.86, 'r'}},
        {{0.18, 0.1, 'g'}, {0.5, 0.2, 'g'}, {0.82, 0.3, 'g'}, {0.27, 0.6, 'r'}, {0.73, 0.6, 'r'}, {0.27, 0.88, 'r'},
         {0.73, 0.88, 'r'}},
        {{0.27, 0.11, 'b'}, {0.73, 0.11, 'b'}, {0.27, 0.37, 'b'}, {0.73, 0.37, 'b'}, {0.27, 0.63, 'b'}, {0.73, 0.63, 'b'},
         {0.27, 0.89, 'b'}, {0.73, 0.89, 'b'}},
        {{0.17, 0.15, 'b'}, {0.5, 0.15, 'b'}, {0.83, 0.15, 'b'}, {0.17, 0.5, 'r'}, {0.5, 0.5, 'r'}, {0.83, 0.5, 'r'},
         {0.17, 0.85, 'g'}, {0.5, 0.85, 'g'}, {0.83, 0.85, 'g'}},
    };
    return layouts[rank];
}

// The sticks of 2–9 條, row by row ('.' an empty place), as on printed tiles.
const QList<const char *> &bambooLayout(int rank)
{
    static const QList<const char *> layouts[10] = {
        {}, {}, {"g", "g"}, {"g", "gg"}, {"gg", "gg"}, {"g.g", "g.g"}, {"ggg", "ggg"},
        {".r.", "ggg", "ggg"}, {"gggg", "gggg"}, {"grg", "grg", "grg"},
    };
    return layouts[rank];
}

// 1 條: a bamboo shoot with leaves (the printed ones show a bird; this keeps it plain).
void drawOneBamboo(QPainter &p, const QRectF &c)
{
    const QRectF stalk(c.center().x() - c.width() * 0.13, c.top() + c.height() * 0.08, c.width() * 0.26, c.height() * 0.84);
    drawStick(p, stalk, kGreen);
    p.setPen(Qt::NoPen);
    p.setBrush(kRed);
    QPainterPath leaf;
    leaf.moveTo(stalk.center().x(), c.top() + c.height() * 0.36);
    leaf.quadTo(c.left() + c.width() * 0.05, c.top() + c.height() * 0.3, c.left() + c.width() * 0.06, c.top() + c.height() * 0.1);
    leaf.quadTo(c.left() + c.width() * 0.3, c.top() + c.height() * 0.14, stalk.center().x(), c.top() + c.height() * 0.36);
    p.drawPath(leaf);
    p.drawPath(QTransform().translate(2 * stalk.center().x(), 0).scale(-1, 1).map(leaf).translated(0, c.height() * 0.3));
}

// 1 筒: one large coin with a patterned ring.
void drawOneDot(QPainter &p, const QRectF &c)
{
    const QPointF m = c.center();
    const qreal r = std::min(c.width(), c.height()) * 0.48;
    p.setPen(Qt::NoPen);
    p.setBrush(kGreen);
    p.drawEllipse(m, r, r);
    p.setBrush(kIvory);
    p.drawEllipse(m, r * 0.8, r * 0.8);
    if (r >= 8) {
        // A ring of small petals.
        p.setBrush(kBlue);
        for (int i = 0; i < 12; ++i) {
            const qreal a = i * M_PI / 6;
            p.drawEllipse(m + QPointF(std::cos(a), std::sin(a)) * r * 0.64, r * 0.1, r * 0.1);
        }
    }
    p.setBrush(kRed);
    p.drawEllipse(m, r * 0.42, r * 0.42);
    p.setBrush(kIvory);
    p.drawEllipse(m, r * 0.16, r * 0.16);
}

// 白: a blue double frame on a blank face.
void drawWhiteDragon(QPainter &p, const QRectF &c)
{
    const QRectF outer = c.adjusted(c.width() * 0.1, c.height() * 0.04, -c.width() * 0.1, -c.height() * 0.04);
    const qreal w = std::max<qreal>(1.0, c.width() * 0.07);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(kBlue, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(outer.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    if (c.width() >= 20) {
        p.setPen(QPen(kBlue, std::max<qreal>(0.8, w * 0.4)));
        p.drawRect(outer.adjusted(w * 2, w * 2, -w * 2, -w * 2));
    }
}

} // namespace

TileRenderer &TileRenderer::shared()
{
    static TileRenderer r;
    return r;
}

TileRenderer::TileRenderer() = default;
TileRenderer::~TileRenderer() = default;

QString TileRenderer::tileText(Tile t)
{
    // Tiles are named as the UI's region writes them (萬/万, 發/发 …); English keeps the
    // characters printed on the tiles.
    const bool simplified = Language::current() == QLatin1String("zh_CN");
    static const char *const suits[2][3] = {{"萬", "條", "筒"}, {"万", "条", "筒"}};
    static const char *const honours[2][7] = {{"東", "南", "西", "北", "白", "發", "中"}, {"东", "南", "西", "北", "白", "发", "中"}};
    static const char *const flowers[2][8] = {{"梅", "蘭", "竹", "菊", "春", "夏", "秋", "冬"}, {"梅", "兰", "竹", "菊", "春", "夏", "秋", "冬"}};
    if (t.isFlower())
        return QString::fromUtf8(flowers[simplified][t.rank() - 1]);
    if (t.isHonour())
        return QString::fromUtf8(honours[simplified][t.rank() - 1]);
    return QString::number(t.rank()) + QString::fromUtf8(suits[simplified][t.suit()]);
}

QString TileRenderer::spokenTileName(Tile t)
{
    // Whole names in each language here rather than in the translation files: the Chinese ones
    // take the rank as a numeral word (三筒), which no "%1" template gives.
    const QString lang = Language::current();
    if (lang.startsWith(QLatin1String("zh"))) {
        const bool simplified = lang == QLatin1String("zh_CN");
        static const char *const numerals[9] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
        static const char *const honours[2][7] = {{"東風", "南風", "西風", "北風", "白板", "發財", "紅中"},
                                                  {"东风", "南风", "西风", "北风", "白板", "发财", "红中"}};
        if (t.isFlower())
            return tileText(t) + QString::fromUtf8("（花牌）");
        if (t.isHonour())
            return QString::fromUtf8(honours[simplified][t.rank() - 1]);
        return QString::fromUtf8(numerals[t.rank() - 1]) + tileText(t).mid(1);
    }
    static const char *const suits[2][3] = {{"Character", "Bamboo", "Dot"}, {"Characters", "Bamboo", "Dots"}};
    static const char *const honours[7] = {"East Wind", "South Wind", "West Wind", "North Wind",
                                           "White Dragon", "Green Dragon", "Red Dragon"};
    static const char *const flowers[8] = {"Plum", "Orchid", "Bamboo", "Chrysanthemum", "Spring", "Summer", "Autumn", "Winter"};
    if (t.isFlower())
        return QStringLiteral("%1 flower").arg(QLatin1String(flowers[t.rank() - 1]));
    if (t.isHonour())
        return QLatin1String(honours[t.rank() - 1]);
    return QStringLiteral("%1 %2").arg(t.rank()).arg(QLatin1String(suits[t.rank() > 1][t.suit()]));
}

namespace {
// The number printed on a flower tile: 梅 1, 蘭 2, 菊 3, 竹 4 (so our 3f 竹 bears a 4), 春 1 … 冬 4,
// as on real tiles and most KDE tilesets.
int flowerNumber(Tile t)
{
    static const int numbers[] = {1, 2, 4, 3, 1, 2, 3, 4};
    return numbers[t.rank() - 1];
}

// Tilesets whose FLOWER_n are not 梅 蘭 菊 竹 in that order: the FLOWER_n of 梅 蘭 竹 菊 (seen on
// their faces: "classic" has Orchid, Plum, Mum, Bamboo).
std::optional<std::array<int, 4>> flowerElements(const QString &tilesetId)
{
    if (tilesetId == QLatin1String("classic"))
        return std::array {2, 1, 4, 3};
    return std::nullopt;
}

// Installed KDE tilesets that are complete but not a mahjong set one can play with: their
// faces are letters and digits ("alphabet"), or pictures that do not say which wind or dragon
// they are, with every flower and every season alike ("egypt"). Seen with `--view tiles`.
bool unreadable(const QString &tilesetId)
{
    return tilesetId == QLatin1String("alphabet") || tilesetId == QLatin1String("egypt");
}

// Tilesets whose flowers and seasons carry an English word under the picture ("Traditional":
// PLUM, ORC, BAM, MUM, SPR …), and where on the face that word begins (a fraction of its
// height). Seen with `--view tiles`; the others print no words, or Chinese ones.
std::optional<qreal> englishFlowerLabel(const QString &tilesetId)
{
    if (tilesetId == QLatin1String("traditional"))
        return 0.68;
    return std::nullopt;
}
} // namespace

QString TileRenderer::kdeElementId(Tile t, const QString &tilesetId)
{
    // Checked by looking at every installed tileset (`--view tiles`): WIND_1 北, WIND_2 南,
    // WIND_3 東, WIND_4 西 (their corner letters N S E W); DRAGON_1 白 (the blank or framed
    // face), DRAGON_2 發, DRAGON_3 中; FLOWER_1..4 plum, orchid, chrysanthemum, bamboo (but see
    // flowerElements); SEASON_1..4 春 夏 秋 冬.
    if (t.isFlower()) {
        if (t.rank() > 4)
            return QStringLiteral("SEASON_%1").arg(t.rank() - 4);
        const auto own = flowerElements(tilesetId);
        return QStringLiteral("FLOWER_%1").arg(own ? (*own)[t.rank() - 1] : flowerNumber(t));
    }
    if (t.isHonour()) {
        static const int winds[] = {3, 2, 4, 1}; // 東 南 西 北
        return t.rank() <= 4 ? QStringLiteral("WIND_%1").arg(winds[t.rank() - 1]) : QStringLiteral("DRAGON_%1").arg(t.rank() - 4);
    }
    static const char *const suits[] = {"CHARACTER", "BAMBOO", "ROD"};
    return QStringLiteral("%1_%2").arg(QLatin1String(suits[t.suit()])).arg(t.rank());
}

namespace {
// The body element we draw an upright tile with (see drawFromTileset).
const QString kBody = QStringLiteral("TILE_1");
const QString kBodySelected = QStringLiteral("TILE_1_SEL");
} // namespace

QStringList TileRenderer::requiredElements()
{
    QStringList ids {kBody, kBodySelected};
    for (int k = 0; k < mahjong::kAllKinds; ++k)
        ids << kdeElementId(Tile(k));
    return ids;
}

void TileRenderer::paintFace(QPainter &p, const QRectF &r, Tile tile, bool selected)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QColor top = selected ? kIvorySelected : kIvory;
    const Body b = bodyOf(r);
    paintBase(p, r, b, top);
    QLinearGradient bg(b.face.topLeft(), b.face.bottomLeft());
    bg.setColorAt(0, top.lighter(103));
    bg.setColorAt(1, top.darker(104));
    p.setPen(QPen(top.darker(140), 0.8));
    p.setBrush(bg);
    p.drawRoundedRect(b.face, b.radius, b.radius);

    const qreal w = b.face.width(), h = b.face.height();
    const bool compact = r.height() < kCompactHeight;
    const QRectF c = b.face.adjusted(w * 0.1, h * 0.07, -w * 0.1, -h * 0.07); // what is printed keeps off the edge
    const int rank = tile.rank();
    if (tile.isFlower()) {
        // The flower or season large, its number (1–4) in the corner, as printed.
        const QColor ink = rank <= 4 ? kGreen : kBlue;
        const QString ch = QString::fromUtf8(std::array {"梅", "蘭", "竹", "菊", "春", "夏", "秋", "冬"}[rank - 1]);
        drawGlyphs(p, QRectF(c.left(), c.top(), c.width() * 0.4, c.height() * 0.3), QString::number(flowerNumber(tile)), kRed, true);
        const qreal side = std::min(c.width() * 0.86, c.height() * 0.7);
        drawGlyphs(p, QRectF(c.right() - side, c.bottom() - side, side, side), ch, ink, false, compact);
    } else if (tile.isHonour()) {
        if (rank == 5)
            drawWhiteDragon(p, c);
        else
            drawGlyphs(p, c.adjusted(0, c.height() * 0.12, 0, -c.height() * 0.12),
                       QString::fromUtf8(std::array {"東", "南", "西", "北", "白", "發", "中"}[rank - 1]),
                       rank == 7 ? kRed : rank == 6 ? kGreen : kInk, false, compact);
    } else if (tile.suit() == 0) {
        // 萬: the numeral, and 萬 in red under it.
        // Small tiles give the numeral more room: it is what tells them apart.
        const qreal split = compact ? 0.56 : 0.44;
        drawGlyphs(p, QRectF(c.left(), c.top(), c.width(), c.height() * split), QString::fromUtf8(kNumerals[rank - 1]), kInk,
                   false, compact);
        drawGlyphs(p, QRectF(c.left(), c.top() + c.height() * (split + 0.06), c.width(), c.height() * (0.94 - split)),
                   QString::fromUtf8("萬"), kRed, false, compact);
    } else if (compact) {
        // Small 條 and 筒: the number large, a stick or a coin under it.
        const QColor ink = tile.suit() == 1 ? kGreen : kBlue;
        drawGlyphs(p, QRectF(c.left(), c.top(), c.width(), c.height() * 0.5), QString::number(rank), ink, true);
        const QRectF sign(c.left(), c.top() + c.height() * 0.62, c.width(), c.height() * 0.38);
        if (tile.suit() == 1) {
            const qreal sw = std::max<qreal>(1.6, sign.width() * 0.16);
            drawStick(p, QRectF(sign.center().x() - sw * 1.4, sign.top(), sw, sign.height()), kGreen);
            drawStick(p, QRectF(sign.center().x() + sw * 0.4, sign.top(), sw, sign.height()), kGreen);
        } else {
            const qreal rr = std::min(sign.width(), sign.height()) * 0.5;
            p.setPen(QPen(kBlue, std::max<qreal>(1.0, rr * 0.38)));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(sign.center(), rr * 0.78, rr * 0.78);
        }
    } else if (tile.suit() == 1) {
        if (rank == 1) {
            drawOneBamboo(p, c);
        } else {
            const auto &rows = bambooLayout(rank);
            const qreal rowH = c.height() / rows.size();
            const auto stickWidth = [rowH](qreal colW) { return std::min(colW * 0.42, rowH * 0.26); };
            for (int i = 0; i < rows.size(); ++i) {
                const int n = int(std::strlen(rows[i]));
                const qreal colW = c.width() / std::max(n, 3);
                const qreal sw = stickWidth(colW);
                const qreal x0 = c.center().x() - colW * n / 2;
                for (int j = 0; j < n; ++j) {
                    if (rows[i][j] == '.')
                        continue;
                    const qreal cx = x0 + colW * (j + 0.5);
                    drawStick(p, QRectF(cx - sw / 2, c.top() + rowH * i + rowH * 0.06, sw, rowH * 0.88), inkOf(rows[i][j]));
                }
            }
            if (rank == 5) { // the red stick in the middle, between the two rows
                const qreal sw = stickWidth(c.width() / 3);
                drawStick(p, QRectF(c.center().x() - sw / 2, c.center().y() - rowH * 0.44, sw, rowH * 0.88), kRed);
            }
        }
    } else {
        if (rank == 1) {
            drawOneDot(p, c);
        } else {
            const qreal unit = std::min(c.width(), c.height() * 0.75);
            const qreal rr = unit * (rank <= 2 ? 0.27 : rank <= 5 ? 0.19 : rank <= 7 ? 0.155 : 0.15);
            for (const Mark &m : dotLayout(rank))
                drawDot(p, QPointF(c.left() + m.x * c.width(), c.top() + m.y * c.height()), rr, inkOf(m.ink));
        }
    }
    p.restore();
}

void TileRenderer::paintBack(QPainter &p, const QRectF &r)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const Body b = bodyOf(r);
    // Face down we see the back layer; the ivory layer shows as the edge under it.
    const QRectF all = r.adjusted(0.5, 0.5, -0.5, -0.5);
    p.setPen(QPen(kBackDark, 1));
    p.setBrush(kIvory.darker(112));
    p.drawRoundedRect(all, b.radius, b.radius);
    QLinearGradient bg(b.face.topLeft(), b.face.bottomRight());
    bg.setColorAt(0, kBackGreen.lighter(118));
    bg.setColorAt(1, kBackGreen);
    p.setPen(QPen(kBackDark, 0.8));
    p.setBrush(bg);
    p.drawRoundedRect(b.face, b.radius, b.radius);
    if (r.height() >= kCompactHeight) {
        // A fine inner line, as on moulded backs.
        QColor line = kBackGreen.lighter(150);
        line.setAlpha(140);
        const qreal in = b.face.width() * 0.12;
        p.setPen(QPen(line, std::max<qreal>(0.8, b.face.width() * 0.025)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(b.face.adjusted(in, in, -in, -in), b.radius * 0.6, b.radius * 0.6);
    }
    p.restore();
}

void TileRenderer::drawFromTileset(QPainter &p, const QRectF &r, const QString &face, bool selected, const QColor &backColour,
                                   const QString &label)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    // The tileset's tile keeps its proportions, standing on the bottom of our box.
    const QSizeF ts = tileset_.tileSize, fs = tileset_.faceSize;
    const qreal s = std::min(r.width() / ts.width(), r.height() / ts.height());
    const QRectF body(r.center().x() - ts.width() * s / 2, r.bottom() - ts.height() * s, ts.width() * s, ts.height() * s);
    svg_->render(&p, selected ? kBodySelected : kBody, body);
    // TILE_1's thickness lies along its left and bottom edges; the face fills the rest.
    const QRectF faceRect(body.right() - fs.width() * s, body.top(), fs.width() * s, fs.height() * s);
    if (backColour.isValid()) {
        const qreal rad = faceRect.width() * 0.08;
        p.setPen(Qt::NoPen);
        p.setBrush(backColour);
        p.drawRoundedRect(faceRect.adjusted(1, 1, -1, -1), rad, rad);
    } else if (!label.isEmpty()) {
        // The picture above the tileset's English word, and the flower's character in its place.
        const auto cut = englishFlowerLabel(tilesetId_);
        p.save();
        p.setClipRect(QRectF(faceRect.left(), faceRect.top(), faceRect.width(), faceRect.height() * *cut));
        svg_->render(&p, face, faceRect);
        p.restore();
        const QRectF word(faceRect.left() + faceRect.width() * 0.2, faceRect.top() + faceRect.height() * (*cut + 0.02),
                          faceRect.width() * 0.6, faceRect.height() * (0.94 - *cut));
        drawGlyphs(p, word, label, kInk);
    } else if (!face.isEmpty()) {
        svg_->render(&p, face, faceRect);
    }
    if (selected) {
        // Our own mark on top of the tileset's selected body, whose change of colour is faint
        // in some tilesets (Imperial Jade's is all but the same green): a warm veil and a rim.
        const qreal rad = faceRect.width() * 0.08;
        p.setPen(QPen(QColor(0xff, 0xa8, 0x1c), std::max<qreal>(1.5, faceRect.width() * 0.05)));
        p.setBrush(QColor(0xff, 0xc8, 0x40, 80));
        p.drawRoundedRect(faceRect.adjusted(1, 1, -1, -1), rad, rad);
    }
    p.restore();
}

QPixmap TileRenderer::face(Tile tile, QSize size, qreal dpr, bool selected)
{
    const QString sel = selected ? QStringLiteral("/sel") : QString();
    if (usesTileset(size))
        return cache_.get(tilesetId_ + QLatin1Char(':') + QString::number(tile.kind()) + sel, size, dpr,
                          [this, tile, selected](QPainter &p, const QRectF &r) {
                              // No English words on a flower, whatever the tileset.
                              const QString label = tile.isFlower() && englishFlowerLabel(tilesetId_)
                                  ? QString::fromUtf8(std::array {"梅", "蘭", "竹", "菊", "春", "夏", "秋", "冬"}[tile.rank() - 1])
                                  : QString();
                              drawFromTileset(p, r, kdeElementId(tile, tilesetId_), selected, {}, label);
                          });
    return cache_.get(QString::number(tile.kind()) + sel, size, dpr,
                      [tile, selected](QPainter &p, const QRectF &r) { paintFace(p, r, tile, selected); });
}

QPixmap TileRenderer::back(QSize size, qreal dpr)
{
    if (usesTileset(size))
        return cache_.get(tilesetId_ + QStringLiteral(":back"), size, dpr,
                          [this](QPainter &p, const QRectF &r) { drawFromTileset(p, r, {}, false, kBackGreen); });
    return cache_.get(QStringLiteral("back"), size, dpr, [](QPainter &p, const QRectF &r) { paintBack(p, r); });
}

QImage TileRenderer::sheet(const QList<int> &heights)
{
    // Rows: 萬, 條, 筒, the honours with the back and a selected 5萬, the flowers.
    QList<QList<int>> rows(5);
    for (int k = 0; k < mahjong::kAllKinds; ++k)
        rows[k < 27 ? k / 9 : k < mahjong::kKinds ? 3 : 4] << k;
    rows[3] << -1 << -2;
    const int gap = 6, label = 14;
    int width = 0, height = gap;
    for (int h : heights) {
        width = std::max(width, gap + 9 * (int(h * kAspect) + gap));
        height += label + 5 * (h + label + gap);
    }
    const bool bodies = bool(svg_);
    if (bodies)
        height += 120 + label;
    QImage img(std::max(width, 600), height, QImage::Format_ARGB32_Premultiplied);
    img.fill(QColor(0x2f, 0x5d, 0x46)); // the felt
    QPainter p(&img);
    QFont small = p.font();
    small.setPixelSize(11);
    p.setFont(small);
    p.setPen(Qt::white);
    int y = gap;
    for (int h : heights) {
        const QSize size(int(h * kAspect), h);
        p.drawText(QRectF(gap, y, 400, label), Qt::AlignLeft | Qt::AlignVCenter,
                   QStringLiteral("%1 — %2 px").arg(tilesetId_).arg(h));
        y += label;
        for (const QList<int> &row : rows) {
            int x = gap;
            for (int k : row) {
                const QPixmap pm = k == -1 ? back(size, 1.0) : face(Tile(k < 0 ? 4 : k), size, 1.0, k == -2);
                p.drawPixmap(x, y, pm);
                const QString name = k == -1 ? QStringLiteral("back") : k == -2 ? QStringLiteral("sel")
                                                                                : QString::fromStdString(Tile(k).toString());
                p.drawText(QRectF(x - gap / 2, y + h, size.width() + gap, label), Qt::AlignCenter, name);
                x += size.width() + gap;
            }
            y += h + label + gap;
        }
    }
    if (bodies) {
        p.drawText(QRectF(gap, y, 400, label), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("TILE_1..4, TILE_1_SEL as drawn by the SVG"));
        y += label;
        const QSizeF ts = tileset_.tileSize * (110.0 / tileset_.tileSize.height());
        int x = gap;
        for (const QString &id : {QStringLiteral("TILE_1"), QStringLiteral("TILE_2"), QStringLiteral("TILE_3"),
                                  QStringLiteral("TILE_4"), QStringLiteral("TILE_1_SEL")}) {
            svg_->render(&p, id, QRectF(QPointF(x, y), ts));
            x += int(ts.width()) + 2 * gap;
        }
    }
    return img;
}

QPixmap TileRenderer::sample(const QString &id, const QList<Tile> &tiles, int height, qreal dpr)
{
    TileRenderer r;
    r.setTileset(id);
    const QSize size(int(height * kAspect), height);
    const int gap = std::max(2, height / 16);
    QPixmap pm(QSize(int(tiles.size()) * (size.width() + gap), height) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    for (int i = 0; i < tiles.size(); ++i)
        p.drawPixmap(i * (size.width() + gap), 0, r.face(tiles[i], size, dpr));
    return pm;
}

namespace {

// One tileset's .desktop ([KMahjonggTileset]: Name, FileName, TileWidth …) and its SVG beside it.
std::optional<Tileset> readTileset(const QFileInfo &desktop)
{
    const QHash<QString, QString> e = readDesktopFile(desktop.filePath());
    const QString file = themeFile(desktop.dir(), e.value(QStringLiteral("FileName")));
    if (file.isEmpty())
        return std::nullopt;
    Tileset t;
    t.id = desktop.completeBaseName();
    t.name = desktopName(e, t.id);
    t.svgFile = file;
    t.tileSize = QSizeF(e.value(QStringLiteral("TileWidth")).toDouble(), e.value(QStringLiteral("TileHeight")).toDouble());
    t.faceSize = QSizeF(e.value(QStringLiteral("TileFaceWidth")).toDouble(), e.value(QStringLiteral("TileFaceHeight")).toDouble());
    if (t.tileSize.isEmpty() || t.faceSize.isEmpty() || t.faceSize.width() > t.tileSize.width()
        || t.faceSize.height() > t.tileSize.height())
        return std::nullopt;
    return t;
}

// Whether the SVG has every element we draw. Asked once per file and modification time: the
// Settings dialog lists the tilesets each time it opens.
bool complete(const QString &svgFile, std::unique_ptr<QSvgRenderer> *keep = nullptr)
{
    static QHash<QString, bool> known;
    const QString key = svgFile + QLatin1Char('@') + QString::number(QFileInfo(svgFile).lastModified().toMSecsSinceEpoch());
    if (!keep)
        if (auto it = known.constFind(key); it != known.constEnd())
            return *it;
    auto svg = std::make_unique<QSvgRenderer>(svgFile);
    bool ok = svg->isValid();
    for (const QString &id : TileRenderer::requiredElements())
        ok = ok && svg->elementExists(id);
    known.insert(key, ok);
    if (ok && keep)
        *keep = std::move(svg);
    return ok;
}

} // namespace

QList<Tileset> TileRenderer::tilesets(const QStringList &dataDirs)
{
    QList<Tileset> found = findThemes<Tileset>(dataDirs, QStringLiteral("kmahjongglib/tilesets"), QStringLiteral("*.desktop"),
                                               QDir::Files, [](const QFileInfo &desktop) {
                                                   auto t = readTileset(desktop);
                                                   return t && !unreadable(t->id) && complete(t->svgFile) ? t : std::nullopt;
                                               });
    found.prepend(Tileset {ownTilesetId(), QCoreApplication::translate("TileRenderer", "Qixing (built in)"), {}, {}, {}});
    return found;
}

bool TileRenderer::setTileset(const QString &id, const QStringList &dataDirs)
{
    if (id == tilesetId_ && (svg_ || id == ownTilesetId()))
        return true;
    cache_.clear();
    svg_.reset();
    tileset_ = {};
    tilesetId_ = ownTilesetId();
    if (id == ownTilesetId())
        return true;
    for (const Tileset &t : tilesets(dataDirs)) {
        if (t.id != id)
            continue;
        std::unique_ptr<QSvgRenderer> svg;
        if (!complete(t.svgFile, &svg))
            return false;
        svg_ = std::move(svg);
        tileset_ = t;
        tilesetId_ = id;
        return true;
    }
    return false;
}

} // namespace qixing::ui
