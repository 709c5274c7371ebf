// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/settings.h"

#include "ui/cards/card_renderer.h"
#include "ui/kit/animation_speed.h"
#include "ui/kit/settings_store.h"
#include "ui/kit/table_options.h"
#include "ui/kit/texts.h"
#include "ui/mahjong/tile_renderer.h"

#include "mahjong/mahjong_module.h"
#include "sevens/sevens_save.h"

#include <QJsonDocument>
#include <QSettings>

#include <algorithm>

namespace qixing::ui {

namespace {
// The keys, as earlier versions wrote them.
const QString kLanguage = QStringLiteral("ui/language");
const QString kAnimation = QStringLiteral("ui/animation");
const QString kTextSize = QStringLiteral("ui/textSize");
const QString kDeck = QStringLiteral("cards/deck");
const QString kFourColour = QStringLiteral("cards/fourColour");
const QString kTileset = QStringLiteral("mahjong/tileset");
const QString kVolume = QStringLiteral("sound/volume");
const QString kMuted = QStringLiteral("sound/muted");
const QString kKeepRecords = QStringLiteral("records/keep");
const QString kWindowSize = QStringLiteral("window/size");
const QString kWindowMaximized = QStringLiteral("window/maximized");
const QString kLanName = QStringLiteral("lan/name");
const QString kLanTableName = QStringLiteral("lan/tableName");
const QString kLanPort = QStringLiteral("lan/port");
const QString kLanSeats = QStringLiteral("lan/seats");
const QString kSevensTable = QStringLiteral("table"); // a group: preset, headTail …
const QString kMahjongTable = QStringLiteral("mahjongTable/settings"); // the save format's JSON

constexpr int kDefaultVolume = 70;

QVariant stored(const QString &key, const QVariant &fallback = {})
{
    return QSettings().value(key, fallback);
}

AnimationSpeed speedFrom(int stored)
{
    return AnimationSpeed(std::clamp(stored, int(AnimationSpeed::Off), int(AnimationSpeed::Slow)));
}
} // namespace

Settings &Settings::shared()
{
    static Settings settings;
    return settings;
}

QString Settings::language() const
{
    const QString code = stored(kLanguage, QStringLiteral("system")).toString();
    return code.isEmpty() ? QStringLiteral("system") : code;
}

bool Settings::setLanguage(const QString &code)
{
    return SettingsStore::shared().write(kLanguage, code);
}

AnimationSpeed Settings::animationSpeed() const
{
    return speedFrom(stored(kAnimation, int(AnimationSpeed::Normal)).toInt());
}

bool Settings::setAnimationSpeed(AnimationSpeed speed)
{
    const AnimationSpeed before = animationSpeed();
    const bool ok = SettingsStore::shared().write(kAnimation, int(speed)); // writes only a change
    if (speed != before)
        emit animationSpeedChanged(speed);
    return ok;
}

QString Settings::deck() const
{
    return stored(kDeck, CardRenderer::ownDeckId()).toString();
}

bool Settings::fourColour() const
{
    return stored(kFourColour, false).toBool();
}

QString Settings::tileset() const
{
    return stored(kTileset, TileRenderer::ownTilesetId()).toString();
}

int Settings::textSize() const
{
    return std::clamp(stored(kTextSize, 1).toInt(), 0, int(textScales().size()) - 1);
}

bool Settings::setLooks(const Looks &looks)
{
    const Looks before {deck(), fourColour(), tileset(), textSize()};
    const int size = std::clamp(looks.textSize, 0, int(textScales().size()) - 1);
    const bool ok = SettingsStore::shared().write(
        {{kDeck, looks.deck}, {kFourColour, looks.fourColour}, {kTileset, looks.tileset}, {kTextSize, size}});
    if (looks.deck != before.deck)
        emit deckChanged(looks.deck);
    if (looks.fourColour != before.fourColour)
        emit fourColourChanged(looks.fourColour);
    if (looks.tileset != before.tileset)
        emit tilesetChanged(looks.tileset);
    if (size != before.textSize)
        emit textSizeChanged(size);
    return ok;
}

int Settings::volume() const
{
    return std::clamp(stored(kVolume, kDefaultVolume).toInt(), 0, 100);
}

bool Settings::muted() const
{
    return stored(kMuted, false).toBool();
}

bool Settings::setVolume(int volume)
{
    volume = std::clamp(volume, 0, 100);
    const int before = this->volume();
    const bool ok = SettingsStore::shared().write(kVolume, volume);
    if (volume != before)
        emit volumeChanged(volume);
    return ok;
}

bool Settings::setMuted(bool muted)
{
    const bool before = this->muted();
    const bool ok = SettingsStore::shared().write(kMuted, muted);
    if (muted != before)
        emit mutedChanged(muted);
    return ok;
}

bool Settings::keepRecords() const
{
    return stored(kKeepRecords, true).toBool();
}

bool Settings::setKeepRecords(bool on)
{
    const bool before = keepRecords();
    const bool ok = SettingsStore::shared().write(kKeepRecords, on);
    if (on != before)
        emit keepRecordsChanged(on);
    return ok;
}

QSize Settings::windowSize() const
{
    return stored(kWindowSize).toSize();
}

bool Settings::windowMaximized() const
{
    return stored(kWindowMaximized, false).toBool();
}

bool Settings::setWindowGeometry(QSize normalSize, bool maximized)
{
    return SettingsStore::shared().write({{kWindowSize, normalSize}, {kWindowMaximized, maximized}});
}

QString Settings::lanPlayerName() const
{
    return stored(kLanName, Texts::defaultName(0)).toString();
}

bool Settings::setLanPlayerName(const QString &name)
{
    return SettingsStore::shared().write(kLanName, name);
}

QString Settings::lanTableName() const
{
    return stored(kLanTableName).toString();
}

int Settings::lanPort() const
{
    return stored(kLanPort, int(kDefaultLanPort)).toInt();
}

bool Settings::setLanTable(const QString &name, int port)
{
    return SettingsStore::shared().write({{kLanTableName, name}, {kLanPort, port}});
}

QVariantList Settings::lanSeats() const
{
    return stored(kLanSeats).toList();
}

bool Settings::setLanSeats(const QVariantList &seats)
{
    return SettingsStore::shared().write(kLanSeats, seats);
}

std::optional<session::SessionSettings> Settings::sevensTable(const session::SessionSettings &defaults) const
{
    using namespace sevens;
    QSettings q;
    q.beginGroup(kSevensTable);
    if (!q.contains(QStringLiteral("preset")))
        return std::nullopt;
    session::SessionSettings s = defaults;
    Rules &r = s.match.rules;
    r.preset = q.value(QStringLiteral("preset")).toString() == QLatin1String("biqi") ? Preset::Biqi : Preset::Uniform;
    r.headTail = q.value(QStringLiteral("headTail")).toBool();
    r.allCovered100 = q.value(QStringLiteral("allCovered100")).toBool();
    r.sevenClearSix = q.value(QStringLiteral("sevenClearSix")).toBool();
    r.bigMidSmall = q.value(QStringLiteral("bigMidSmall")).toBool();
    r.betUnit = q.value(QStringLiteral("betUnit"), 10).toLongLong();
    s.match.hands = q.value(QStringLiteral("hands"), 12).toInt();
    s.match.penaltyBases = q.value(QStringLiteral("penaltyBases"), 1).toInt();
    s.turnSeconds = q.value(QStringLiteral("turnSeconds"), 0).toInt();
    s.startingBalance = q.value(QStringLiteral("startingBalance"), 3000).toLongLong();
    const QStringList names = q.value(QStringLiteral("names")).toStringList();
    const QStringList kinds = q.value(QStringLiteral("kinds")).toStringList();
    for (Seat i = 0; i < kSeats; ++i) {
        if (i < names.size() && !names[i].isEmpty())
            s.names[std::size_t(i)] = names[i];
        if (i > 0 && i < kinds.size()) // the first seat is always the person's
            s.kinds[std::size_t(i)] = kinds[i];
    }
    return s;
}

bool Settings::setSevensTable(const session::SessionSettings &s)
{
    using namespace sevens;
    QStringList names, kinds;
    for (Seat i = 0; i < kSeats; ++i) {
        names << s.names[std::size_t(i)];
        kinds << s.kinds[std::size_t(i)];
    }
    const QString g = kSevensTable + QLatin1Char('/');
    return SettingsStore::shared().write({
        {g + QStringLiteral("preset"), QString::fromLatin1(presetName(s.match.rules.preset))},
        {g + QStringLiteral("headTail"), s.match.rules.headTail},
        {g + QStringLiteral("allCovered100"), s.match.rules.allCovered100},
        {g + QStringLiteral("sevenClearSix"), s.match.rules.sevenClearSix},
        {g + QStringLiteral("bigMidSmall"), s.match.rules.bigMidSmall},
        {g + QStringLiteral("betUnit"), qint64(s.match.rules.betUnit)},
        {g + QStringLiteral("hands"), s.match.hands},
        {g + QStringLiteral("penaltyBases"), s.match.penaltyBases},
        {g + QStringLiteral("turnSeconds"), s.turnSeconds},
        {g + QStringLiteral("startingBalance"), qint64(s.startingBalance)},
        {g + QStringLiteral("names"), names},
        {g + QStringLiteral("kinds"), kinds},
    });
}

std::optional<session::MahjongSettings> Settings::mahjongTable() const
{
    // Read back with the save format's own checks; anything unreadable is as if never chosen.
    const QByteArray json = stored(kMahjongTable).toByteArray();
    if (json.isEmpty())
        return std::nullopt;
    try {
        return session::mahjongSettingsFrom(QJsonDocument::fromJson(json).object());
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

bool Settings::setMahjongTable(const session::MahjongSettings &settings)
{
    return SettingsStore::shared().write(kMahjongTable,
                                         QJsonDocument(session::mahjongSettingsTo(settings)).toJson(QJsonDocument::Compact));
}

} // namespace qixing::ui
