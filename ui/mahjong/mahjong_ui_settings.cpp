// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mahjong/mahjong_ui_settings.h"

#include "mahjong/mahjong_module.h"
#include "ui/kit/settings_store.h"
#include "ui/mahjong/tile_renderer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>

namespace qixing::ui {

namespace {
// The keys, as earlier versions wrote them.
const QString kTileset = QStringLiteral("mahjong/tileset");
const QString kTable = QStringLiteral("mahjongTable/settings"); // the save format's JSON
const QString kPresets = QStringLiteral("mahjongTable/presets"); // a JSON list (core/table/presets.h)
} // namespace

MahjongUiSettings &MahjongUiSettings::shared()
{
    static MahjongUiSettings settings;
    return settings;
}

QString MahjongUiSettings::tileset() const
{
    return QSettings().value(kTileset, TileRenderer::ownTilesetId()).toString();
}

bool MahjongUiSettings::setTileset(const QString &tileset)
{
    const QString before = this->tileset();
    const bool ok = SettingsStore::shared().write(kTileset, tileset);
    if (tileset != before)
        emit tilesetChanged(tileset);
    return ok;
}

std::optional<session::MahjongSettings> MahjongUiSettings::lastTable() const
{
    // Read back with the save format's own checks; anything unreadable is as if never chosen.
    const QByteArray json = QSettings().value(kTable).toByteArray();
    if (json.isEmpty())
        return std::nullopt;
    try {
        return session::mahjongSettingsFrom(QJsonDocument::fromJson(json).object());
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

bool MahjongUiSettings::setLastTable(const session::MahjongSettings &settings)
{
    return SettingsStore::shared().write(kTable, QJsonDocument(session::mahjongSettingsTo(settings)).toJson(QJsonDocument::Compact));
}

QList<session::Preset> MahjongUiSettings::presets() const
{
    return session::presets::listFrom(QJsonDocument::fromJson(QSettings().value(kPresets).toByteArray()).array());
}

bool MahjongUiSettings::setPresets(const QList<session::Preset> &presets)
{
    return SettingsStore::shared().write(kPresets, QJsonDocument(session::presets::listTo(presets)).toJson(QJsonDocument::Compact));
}

} // namespace qixing::ui
