// SPDX-License-Identifier: GPL-3.0-or-later
// The mahjong tile renderer, offscreen: every kind maps to an element of each installed KDE
// tileset, our own faces tell every kind apart at every size, the pixmap cache keeps sizes
// and device pixel ratios apart, unknown or incomplete tilesets leave our own tiles, a
// tileset's face sits on its body where its .desktop says, and Settings remembers the choice.

#include "ui/kit/i18n.h"
#include "ui/shell/preferences_dialog.h"
#include "ui/mahjong/tile_renderer.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPainter>
#include <QSet>

#include <algorithm>
#include <QSettings>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace qixing;
using namespace qixing::ui;
using mahjong::Tile;

namespace {

QImage ownFace(Tile t, QSize size, bool selected = false)
{
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    TileRenderer::paintFace(p, QRectF(QPointF(0, 0), QSizeF(size)), t, selected);
    return img;
}

QSize tileSize(int height)
{
    return QSize(int(height * TileRenderer::kAspect), height);
}

// The installed tilesets' .desktop files, complete or not (QStandardPaths' data directories).
QStringList installedDesktopFiles()
{
    QStringList files;
    for (const QString &base : QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation)) {
        const QDir dir(QDir(base).filePath(QStringLiteral("kmahjongglib/tilesets")));
        for (const QString &f : dir.entryList({QStringLiteral("*.desktop")}, QDir::Files))
            files << dir.filePath(f);
    }
    return files;
}

// A tiny tileset: the body TILE_1 all red, every face all blue, `missing` left out.
// `named`: the extension FileName= gives (KDE's source trees name .svgz and ship .svg).
void writeTileset(const QDir &dir, const QString &id, const QString &missing = {}, bool geometry = true,
                  const QString &named = QStringLiteral(".svg"))
{
    QVERIFY(dir.mkpath(QStringLiteral(".")));
    QFile d(dir.filePath(id + QStringLiteral(".desktop")));
    QVERIFY(d.open(QIODevice::WriteOnly));
    d.write("[KMahjonggTileset]\nName=Test Tiles\nName[zh_TW]=\xe6\xb8\xac\xe8\xa9\xa6\xe7\x89\x8c\nVersionFormat=1\nFileName=");
    d.write((id + named + QStringLiteral("\n")).toUtf8());
    if (geometry)
        d.write("LevelOffsetX=12\nLevelOffsetY=12\nTileFaceHeight=89\nTileFaceWidth=69\nTileHeight=116\nTileWidth=96\n");
    d.close();
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2000\" height=\"400\">\n");
    int x = 0;
    for (const QString &el : TileRenderer::requiredElements()) {
        if (el == missing)
            continue;
        const bool body = el.startsWith(QLatin1String("TILE_"));
        svg += QStringLiteral("<rect id=\"%1\" x=\"%2\" y=\"0\" width=\"%3\" height=\"%4\" fill=\"%5\"/>\n")
                   .arg(el)
                   .arg(x)
                   .arg(body ? 96 : 69)
                   .arg(body ? 116 : 89)
                   .arg(body ? QStringLiteral("#ff0000") : QStringLiteral("#0000ff"));
        x += 100;
    }
    svg += QStringLiteral("</svg>\n");
    QFile f(dir.filePath(id + QStringLiteral(".svg")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(svg.toUtf8());
}

} // namespace

class TestTiles : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QixingTest"));
        QCoreApplication::setApplicationName(QStringLiteral("qixing-tiles-test"));
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
    }

    void everyKindHasItsOwnElement()
    {
        // 42 kinds, 42 different elements, in our order and in a tileset with its own flowers.
        for (const QString &tileset : {QString(), QStringLiteral("classic")}) {
            QSet<QString> ids;
            for (int k = 0; k < mahjong::kAllKinds; ++k)
                ids.insert(TileRenderer::kdeElementId(Tile(k), tileset));
            QCOMPARE(ids.size(), mahjong::kAllKinds);
        }
        // What looking at the tilesets found (their N S E W corner letters, the blank 白).
        QCOMPARE(TileRenderer::kdeElementId(Tile::honour(1)), QStringLiteral("WIND_3")); // 東
        QCOMPARE(TileRenderer::kdeElementId(Tile::honour(4)), QStringLiteral("WIND_1")); // 北
        QCOMPARE(TileRenderer::kdeElementId(mahjong::kWhiteDragon), QStringLiteral("DRAGON_1"));
        QCOMPARE(TileRenderer::kdeElementId(Tile::flower(3)), QStringLiteral("FLOWER_4")); // 竹
        QCOMPARE(TileRenderer::kdeElementId(Tile::flower(1), QStringLiteral("classic")), QStringLiteral("FLOWER_2")); // 梅
        QCOMPARE(TileRenderer::kdeElementId(Tile::flower(5)), QStringLiteral("SEASON_1")); // 春
        QCOMPARE(TileRenderer::tileText(Tile::suited(0, 3)), QStringLiteral("3萬"));
    }

    void everyKindExistsInEachInstalledTileset()
    {
        const QStringList files = installedDesktopFiles();
        if (files.isEmpty())
            QSKIP("no KDE mahjong tileset is installed (kdegames-mahjongg-data-kf5)");
        for (const QString &file : files) {
            const QFileInfo fi(file);
            const QString svgFile = fi.dir().filePath(readDesktopFile(file).value(QStringLiteral("FileName")));
            QSvgRenderer svg(svgFile);
            QVERIFY2(svg.isValid(), qPrintable(svgFile));
            for (int k = 0; k < mahjong::kAllKinds; ++k) {
                const QString id = TileRenderer::kdeElementId(Tile(k), fi.completeBaseName());
                QVERIFY2(svg.elementExists(id), qPrintable(svgFile + QLatin1Char(' ') + id));
            }
        }
        // Each one offered can be chosen and draws differently from our own tiles.
        TileRenderer &r = TileRenderer::shared();
        const QList<Tileset> sets = TileRenderer::tilesets();
        QVERIFY(sets.size() > 1);
        QCOMPARE(sets[0].id, TileRenderer::ownTilesetId());
        const QSize big = tileSize(80);
        for (const Tileset &t : sets.mid(1)) {
            QVERIFY2(r.setTileset(t.id), qPrintable(t.id));
            QCOMPARE(r.tilesetId(), t.id);
            QVERIFY(r.face(Tile::honour(1), big, 1.0).toImage() != ownFace(Tile::honour(1), big));
            QVERIFY(r.face(Tile::honour(1), big, 1.0).toImage() != r.face(Tile::honour(2), big, 1.0).toImage());
        }
        // The ones whose faces do not tell the winds apart are not offered.
        for (const Tileset &t : sets)
            QVERIFY(t.id != QLatin1String("alphabet") && t.id != QLatin1String("egypt"));
        QVERIFY(r.setTileset(TileRenderer::ownTilesetId()));
    }

    void ownFacesAreDistinctAtEverySize()
    {
        for (int h : {18, 24, 35, 36, 40, 64, 100, 120}) {
            const QSize size = tileSize(h);
            QList<QImage> seen;
            for (int k = 0; k < mahjong::kAllKinds; ++k) {
                const QImage img = ownFace(Tile(k), size);
                for (int j = 0; j < seen.size(); ++j)
                    QVERIFY2(img != seen[j], qPrintable(QStringLiteral("%1 px: %2 looks like %3")
                                                            .arg(h)
                                                            .arg(QString::fromStdString(Tile(k).toString()),
                                                                 QString::fromStdString(Tile(j).toString()))));
                seen << img;
            }
            QImage back(size, QImage::Format_ARGB32_Premultiplied);
            back.fill(Qt::transparent);
            {
                QPainter p(&back);
                TileRenderer::paintBack(p, QRectF(QPointF(0, 0), QSizeF(size)));
            }
            QVERIFY(!seen.contains(back));
            QVERIFY(ownFace(Tile(4), size, true) != seen[4]);
        }
    }

    void cacheKeepsSizesAndPixelRatiosApart()
    {
        TileRenderer &r = TileRenderer::shared();
        QVERIFY(r.setTileset(TileRenderer::ownTilesetId()));
        r.clear();
        const QSize size = tileSize(40);
        const QPixmap one = r.face(Tile(3), size, 1.0);
        QCOMPARE(one.size(), size);
        QCOMPARE(r.cacheSize(), 1);
        QCOMPARE(r.face(Tile(3), size, 1.0).cacheKey(), one.cacheKey()); // drawn once
        QCOMPARE(r.cacheSize(), 1);
        const QPixmap two = r.face(Tile(3), size, 2.0);
        QCOMPARE(r.cacheSize(), 2);
        QCOMPARE(two.size(), size * 2);
        QCOMPARE(two.devicePixelRatio(), 2.0);
        QCOMPARE(two.deviceIndependentSize().toSize(), size);
        const QPixmap onePointFive = r.face(Tile(3), size, 1.5);
        QCOMPARE(onePointFive.size(), QSize(int(std::ceil(size.width() * 1.5)), 60));
        QCOMPARE(r.cacheSize(), 3);
        r.face(Tile(3), tileSize(64), 1.0);
        r.face(Tile(3), size, 1.0, true);
        r.back(size, 1.0);
        QCOMPARE(r.cacheSize(), 6);
        // What the cache gives is what our drawing paints.
        QCOMPARE(r.face(Tile(30), tileSize(64), 1.0).toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied),
                 ownFace(Tile(30), tileSize(64)));
    }

    void unknownTilesetMeansOurOwn()
    {
        TileRenderer &r = TileRenderer::shared();
        QVERIFY(!r.setTileset(QStringLiteral("no-such-tileset")));
        QCOMPARE(r.tilesetId(), TileRenderer::ownTilesetId());
        QCOMPARE(r.face(Tile(0), tileSize(64), 1.0).toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied),
                 ownFace(Tile(0), tileSize(64)));
        QVERIFY(!r.setTileset(QStringLiteral("default"), QStringList()));
        QCOMPARE(r.tilesetId(), TileRenderer::ownTilesetId());
        QCOMPARE(TileRenderer::tilesets(QStringList()).size(), 1);
    }

    void onlyCompleteTilesetsAreOfferedAndFacesSitOnTheirBody()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QDir data(tmp.path());
        const QDir sets(data.filePath(QStringLiteral("kmahjongglib/tilesets")));
        writeTileset(sets, QStringLiteral("whole"));
        writeTileset(sets, QStringLiteral("nowhite"), QStringLiteral("DRAGON_1"));
        writeTileset(sets, QStringLiteral("noselected"), QStringLiteral("TILE_1_SEL"));
        writeTileset(sets, QStringLiteral("nosize"), {}, false);
        writeTileset(sets, QStringLiteral("alphabet")); // complete, but letters for faces
        // As the Windows and macOS packages carry them from KDE's source tree: FileName names
        // a .svgz, the folder has the .svg.
        writeTileset(sets, QStringLiteral("source"), {}, true, QStringLiteral(".svgz"));
        const QStringList dirs {tmp.path()};
        Language::apply(QStringLiteral("zh_TW"));
        QList<Tileset> found = TileRenderer::tilesets(dirs);
        Language::apply(QStringLiteral("en"));
        QCOMPARE(found.size(), 3);
        const auto source = std::find_if(found.cbegin(), found.cend(), [](const Tileset &t) { return t.id == QLatin1String("source"); });
        QVERIFY(source != found.cend());
        QCOMPARE(source->svgFile, sets.filePath(QStringLiteral("source.svg")));
        found.erase(source); // the same name as "whole": their order is not fixed
        QVERIFY(TileRenderer::shared().setTileset(QStringLiteral("source"), dirs));
        QCOMPARE(TileRenderer::shared().face(Tile(27), tileSize(100), 1.0).toImage().pixelColor(60, 40), QColor(Qt::blue));
        QCOMPARE(found[1].name, QStringLiteral("測試牌"));
        QCOMPARE(found[1].tileSize, QSizeF(96, 116));
        QCOMPARE(TileRenderer::tilesets(dirs)[1].name, QStringLiteral("Test Tiles"));
        TileRenderer &r = TileRenderer::shared();
        QVERIFY(!r.setTileset(QStringLiteral("nowhite"), dirs));
        QCOMPARE(r.tilesetId(), TileRenderer::ownTilesetId());
        QVERIFY(r.setTileset(QStringLiteral("whole"), dirs));
        QCOMPARE(r.tilesetId(), QStringLiteral("whole"));

        // 100 px tall, 75 wide: the 96 × 116 tile keeps its shape (75 × 90.6, standing on the
        // bottom); the 69 × 89 face at its top right, the thickness along its left and bottom.
        const QImage img = r.face(Tile(27), tileSize(100), 1.0).toImage();
        QCOMPARE(img.pixelColor(60, 40), QColor(Qt::blue));
        QCOMPARE(img.pixelColor(5, 95), QColor(Qt::red));
        QCOMPARE(img.pixelColor(10, 40), QColor(Qt::red));
        QCOMPARE(img.pixelColor(60, 87), QColor(Qt::red));
        QCOMPARE(img.pixelColor(37, 3).alpha(), 0);
        // A back: the body with the face area in the back's colour.
        const QImage back = r.back(tileSize(100), 1.0).toImage();
        QVERIFY(back.pixelColor(60, 40).green() > back.pixelColor(60, 40).red());
        QCOMPARE(back.pixelColor(5, 95), QColor(Qt::red));
        // Small tiles are ours whatever the tileset.
        const QSize small = tileSize(TileRenderer::kTilesetMinHeight - 1);
        QCOMPARE(r.face(Tile(5), small, 1.0).toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied),
                 ownFace(Tile(5), small));
        // The Settings preview draws with a tileset without choosing it.
        const QImage preview = TileRenderer::sample(QStringLiteral("qixing"), {Tile(0), Tile(1)}, 64, 1.0).toImage();
        QCOMPARE(preview.height(), 64);
        QVERIFY(preview.width() >= 2 * tileSize(64).width());
        QCOMPARE(r.tilesetId(), QStringLiteral("whole"));
        QVERIFY(r.setTileset(TileRenderer::ownTilesetId()));
    }

    void tilesetChosenInSettingsIsRememberedAndApplied()
    {
        if (installedDesktopFiles().isEmpty())
            QSKIP("no KDE mahjong tileset is installed (kdegames-mahjongg-data-kf5)");
        TileRenderer &r = TileRenderer::shared();
        QVERIFY(r.setTileset(TileRenderer::ownTilesetId()));
        QString chosen;
        {
            PreferencesDialog d(AnimationSpeed::Normal);
            auto *box = d.findChild<QComboBox *>(QStringLiteral("tilesetBox"));
            QVERIFY(box);
            QCOMPARE(box->itemData(0).toString(), TileRenderer::ownTilesetId());
            QVERIFY(box->count() > 1);
            auto *preview = d.findChild<QLabel *>(QStringLiteral("tilesetPreview"));
            const QImage ours = preview->pixmap().toImage();
            box->setCurrentIndex(1);
            chosen = box->currentData().toString();
            QVERIFY(preview->pixmap().toImage() != ours);
            d.accept();
        }
        QCOMPARE(r.tilesetId(), chosen);
        QCOMPARE(QSettings().value(QStringLiteral("mahjong/tileset")).toString(), chosen);
        // At the next start the remembered tileset comes back; one that is gone leaves ours.
        r.setTileset(TileRenderer::ownTilesetId());
        PreferencesDialog::applySaved();
        QCOMPARE(r.tilesetId(), chosen);
        QSettings().setValue(QStringLiteral("mahjong/tileset"), QStringLiteral("uninstalled"));
        PreferencesDialog::applySaved();
        QCOMPARE(r.tilesetId(), TileRenderer::ownTilesetId());
        QSettings().remove(QStringLiteral("mahjong"));
    }

    // Issue 31: a selected tile is told from the others in every tileset (Imperial Jade's own
    // selected body is all but the same green), by the mean change of colour over the tile.
    void selectionIsVisibleInEveryInstalledTileset()
    {
        if (installedDesktopFiles().isEmpty())
            QSKIP("no KDE mahjong tileset is installed (kdegames-mahjongg-data-kf5)");
        TileRenderer &r = TileRenderer::shared();
        const QSize size = tileSize(TileRenderer::kTilesetMinHeight + 20);
        for (const Tileset &t : TileRenderer::tilesets()) {
            QVERIFY(r.setTileset(t.id));
            for (const Tile tile : {Tile(0), Tile(31), Tile(34)}) {
                const QImage plain = r.face(tile, size, 1.0, false).toImage();
                const QImage selected = r.face(tile, size, 1.0, true).toImage();
                double change = 0;
                for (int y = 0; y < plain.height(); ++y)
                    for (int x = 0; x < plain.width(); ++x) {
                        const QColor a = plain.pixelColor(x, y), b = selected.pixelColor(x, y);
                        change += std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
                    }
                change /= 3.0 * plain.width() * plain.height();
                QVERIFY2(change > 12, qPrintable(QStringLiteral("%1 %2: %3").arg(t.id).arg(tile.kind()).arg(change)));
            }
        }
        QVERIFY(r.setTileset(TileRenderer::ownTilesetId()));
    }

    // Issue 31: no English words on a flower in any tileset. Traditional prints PLUM, ORC …
    // under its flowers: the word's place shows the flower's character instead (dark ink where
    // the SVG alone, body and face, has something else).
    void flowersCarryNoEnglishWords()
    {
        const auto found = TileRenderer::tilesets();
        const auto it = std::find_if(found.begin(), found.end(), [](const Tileset &t) { return t.id == QLatin1String("traditional"); });
        if (it == found.end())
            QSKIP("the Traditional tileset is not installed (kdegames-mahjongg-data-kf5)");
        TileRenderer &r = TileRenderer::shared();
        QVERIFY(r.setTileset(it->id));
        QSvgRenderer svg(it->svgFile);
        const QSize size = tileSize(100);
        const qreal sc = std::min(size.width() / it->tileSize.width(), size.height() / it->tileSize.height());
        const QRectF body(size.width() / 2.0 - it->tileSize.width() * sc / 2, size.height() - it->tileSize.height() * sc,
                          it->tileSize.width() * sc, it->tileSize.height() * sc);
        const QRectF face(body.right() - it->faceSize.width() * sc, body.top(), it->faceSize.width() * sc, it->faceSize.height() * sc);
        const QRect word = QRectF(face.left(), face.top() + face.height() * 0.72, face.width(), face.height() * 0.22).toRect();
        for (int k = mahjong::kKinds; k < mahjong::kAllKinds; ++k) {
            const QImage drawn = r.face(Tile(k), size, 1.0).toImage().convertToFormat(QImage::Format_ARGB32);
            QImage raw(size, QImage::Format_ARGB32);
            raw.fill(Qt::transparent);
            {
                QPainter p(&raw);
                p.setRenderHint(QPainter::Antialiasing);
                svg.render(&p, QStringLiteral("TILE_1"), body);
                svg.render(&p, TileRenderer::kdeElementId(Tile(k), it->id), face);
            }
            int changed = 0;
            for (int y = word.top(); y <= word.bottom(); ++y)
                for (int x = word.left(); x <= word.right(); ++x)
                    changed += drawn.pixelColor(x, y) != raw.pixelColor(x, y) && drawn.pixelColor(x, y).lightness() < 90;
            QVERIFY2(changed > word.width() * word.height() / 20, qPrintable(QStringLiteral("%1: %2").arg(k).arg(changed)));
        }
        QVERIFY(r.setTileset(TileRenderer::ownTilesetId()));
    }
};

QTEST_MAIN(TestTiles)
#include "test_tiles.moc"
