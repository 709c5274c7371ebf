// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The games' screens of a main window, for the tests: the window knows them only as
// GameScreens (made through the GameUi registry), the tests reach each game's own.

#include "ui/mahjong/mahjong_table_screen.h"
#include "ui/sevens/sevens_table_screen.h"
#include "ui/shell/main_window.h"

inline qixing::ui::SevensTableScreen *sevensOf(const qixing::ui::MainWindow &w)
{
    return w.screen<qixing::ui::SevensTableScreen>();
}
inline qixing::ui::MahjongTableScreen *mahjongOf(const qixing::ui::MainWindow &w)
{
    return w.screen<qixing::ui::MahjongTableScreen>();
}
// Hosting as 開桌設定 with "Host on the LAN" does: true when the window hosts the table.
inline bool hostSevens(qixing::ui::MainWindow &w, const qixing::session::SessionSettings &settings,
                       const qixing::ui::LanHostOptions &options)
{
    sevensOf(w)->requestHost(settings, options);
    return w.lan()->hosting();
}
inline bool hostMahjong(qixing::ui::MainWindow &w, const qixing::session::MahjongSettings &settings,
                        const qixing::ui::LanHostOptions &options)
{
    mahjongOf(w)->requestHost(settings, options);
    return w.lan()->hosting();
}
