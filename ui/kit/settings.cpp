// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/settings.h"

#include "ui/kit/animation_speed.h"
#include "ui/kit/settings_store.h"
#include "ui/kit/table_options.h"
#include "ui/kit/texts.h"

#include <QSettings>

#include <algorithm>

namespace qixing::ui {

namespace {
// The keys, as earlier versions wrote them.
const QString kLanguage = QStringLiteral("ui/language");
const QString kAnimation = QStringLiteral("ui/animation");
const QString kTextSize = QStringLiteral("ui/textSize");
const QString kVolume = QStringLiteral("sound/volume");
const QString kMuted = QStringLiteral("sound/muted");
const QString kKeepRecords = QStringLiteral("records/keep");
const QString kWindowSize = QStringLiteral("window/size");
const QString kWindowMaximized = QStringLiteral("window/maximized");
const QString kLanName = QStringLiteral("lan/name");
const QString kLanTableName = QStringLiteral("lan/tableName");
const QString kLanPort = QStringLiteral("lan/port");
const QString kLanSeats = QStringLiteral("lan/seats");
const QString kLanSpectators = QStringLiteral("lan/spectators");
const QString kLanSpectatorChat = QStringLiteral("lan/spectatorChat");
const QString kLanSpectatorsBehind = QStringLiteral("lan/spectatorsBehind");
const QString kLanDuplicateTables = QStringLiteral("lan/duplicateTables");

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

int Settings::textSize() const
{
    return std::clamp(stored(kTextSize, 1).toInt(), 0, int(textScales().size()) - 1);
}

bool Settings::setTextSize(int index)
{
    const int before = textSize();
    index = std::clamp(index, 0, int(textScales().size()) - 1);
    const bool ok = SettingsStore::shared().write(kTextSize, index);
    if (index != before)
        emit textSizeChanged(index);
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

Settings::LanParty Settings::lanParty() const
{
    LanParty p;
    p.spectators = stored(kLanSpectators, true).toBool();
    p.spectatorChat = stored(kLanSpectatorChat, false).toBool();
    p.spectatorsBehind = stored(kLanSpectatorsBehind, false).toBool();
    p.duplicateTables = std::clamp(stored(kLanDuplicateTables, 1).toInt(), 1, kMaxDuplicateTables);
    return p;
}

bool Settings::setLanParty(const LanParty &p)
{
    return SettingsStore::shared().write({{kLanSpectators, p.spectators},
                                          {kLanSpectatorChat, p.spectatorChat},
                                          {kLanSpectatorsBehind, p.spectatorsBehind},
                                          {kLanDuplicateTables, p.duplicateTables}});
}

QVariantList Settings::lanSeats() const
{
    return stored(kLanSeats).toList();
}

bool Settings::setLanSeats(const QVariantList &seats)
{
    return SettingsStore::shared().write(kLanSeats, seats);
}

} // namespace qixing::ui
