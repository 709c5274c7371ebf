// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window remembers of Zhangzhou mahjong, typed as ui/kit/settings.h is for the
// program: the tileset (the Settings dialog's row, ui/mahjong/mahjong_game_ui.cpp) and the
// last table chosen in 開桌設定. The keys and formats are those of earlier versions, when the
// program's Settings class held them: a player's choices read back.

#include "table/presets.h"

#include <QObject>
#include <QString>

#include <optional>

namespace qixing::session {
struct MahjongSettings;
}

namespace qixing::ui {

class MahjongUiSettings : public QObject
{
    Q_OBJECT
public:
    static MahjongUiSettings &shared();

    // The tileset's id (TileRenderer). False when not stored (SettingsStore::writeFailed).
    QString tileset() const;
    bool setTileset(const QString &tileset);

    // The last table chosen (nothing when none was, or it does not read back).
    std::optional<session::MahjongSettings> lastTable() const;
    bool setLastTable(const session::MahjongSettings &settings);

    // The player's own presets of table settings (issue 30), in the order saved; an entry that
    // does not read back is left out. False when not stored (SettingsStore::writeFailed).
    QList<session::Preset> presets() const;
    bool setPresets(const QList<session::Preset> &presets);

signals:
    // Emitted when the setter changes the value (also when it could not be stored).
    void tilesetChanged(const QString &tileset);

private:
    MahjongUiSettings() = default;
};

} // namespace qixing::ui
