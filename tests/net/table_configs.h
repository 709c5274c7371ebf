// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A host's table settings written in each game's own terms: the host keeps them as the game's
// JSON (net::ServerTableConfig::settings), the tests think in SessionSettings/MahjongSettings.

#include "mahjong/mahjong_module.h"
#include "net/server.h"
#include "sevens/sevens_save.h"
#include "table/game_registry.h"

// A table's game settings changed in their own game's terms (the host keeps them as JSON).
template <typename Change>
inline void editSevens(qixing::net::ServerTableConfig &c, Change change)
{
    qixing::session::SessionSettings s = qixing::session::settingsFrom(c.settings.isEmpty() ? qixing::session::GameRegistry::find(QStringLiteral("sevens"))->defaultSettings() : c.settings);
    change(s);
    c.game = QStringLiteral("sevens");
    c.settings = qixing::session::settingsTo(s);
}
template <typename Change>
inline void editMahjong(qixing::net::ServerTableConfig &c, Change change)
{
    qixing::session::MahjongSettings s = qixing::session::mahjongSettingsFrom(c.settings.isEmpty() ? qixing::session::GameRegistry::find(QStringLiteral("mahjong"))->defaultSettings() : c.settings);
    change(s);
    c.game = QStringLiteral("mahjong");
    c.settings = qixing::session::mahjongSettingsTo(s);
}
inline qixing::net::ServerTableConfig sevensTableOf(const qixing::session::SessionSettings &s)
{
    qixing::net::ServerTableConfig c;
    editSevens(c, [&](qixing::session::SessionSettings &to) { to = s; });
    return c;
}

