// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window remembers of Sevens, typed as ui/kit/settings.h is for the program: the card
// deck and its colours (the Settings dialog's rows, ui/sevens/sevens_game_ui.cpp) and the last
// table chosen in 開桌設定. The keys and formats are those of earlier versions, when the
// program's Settings class held them: a player's choices read back.

#include "table/presets.h"

#include <QObject>
#include <QString>

#include <optional>

namespace qixing::session {
struct SessionSettings;
}

namespace qixing::ui {

class SevensUiSettings : public QObject
{
    Q_OBJECT
public:
    static SevensUiSettings &shared();

    // The card deck's id (CardRenderer) and four suit colours on our cards; one write for both
    // (the Settings dialog's choice). False when not stored (SettingsStore::writeFailed).
    QString deck() const;
    bool fourColour() const;
    bool setDeck(const QString &deck, bool fourColour);

    // The last table chosen, over `defaults` (nothing when none was chosen yet).
    std::optional<session::SessionSettings> lastTable(const session::SessionSettings &defaults) const;
    bool setLastTable(const session::SessionSettings &settings);

    // The player's own presets of table settings (issue 30), in the order saved; an entry that
    // does not read back is left out. False when not stored (SettingsStore::writeFailed).
    QList<session::Preset> presets() const;
    bool setPresets(const QList<session::Preset> &presets);

signals:
    // Emitted when a setter changes the value (also when it could not be stored).
    void deckChanged(const QString &deck);
    void fourColourChanged(bool on);

private:
    SevensUiSettings() = default;
};

} // namespace qixing::ui
