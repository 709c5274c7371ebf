// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/game_ui.h"

#include <memory>
#include <stdexcept>
#include <vector>

namespace qixing::ui {

void registerBuiltInGameUis(); // generated from QIXING_UI_GAMES (registered_game_uis.cpp)

namespace {
// The GUI thread alone uses this registry (widgets), so it needs no lock.
std::vector<std::unique_ptr<GameUi>> &games()
{
    static std::vector<std::unique_ptr<GameUi>> g; // unique_ptr: a GameUi found stays put
    return g;
}

// The built-in games register on first use, not from static constructors: a static
// library's object file that nothing names would be left out of the program.
std::vector<std::unique_ptr<GameUi>> &withBuiltIn()
{
    static const bool registered = [] {
        registerBuiltInGameUis();
        return true;
    }();
    Q_UNUSED(registered);
    return games();
}
} // namespace

const GameUi *GameUis::find(const QString &id)
{
    for (const auto &g : withBuiltIn())
        if (g->id == id)
            return g.get();
    return nullptr;
}

QList<const GameUi *> GameUis::all()
{
    QList<const GameUi *> out;
    for (const auto &g : withBuiltIn())
        out.append(g.get());
    return out;
}

QStringList GameUis::ids()
{
    QStringList out;
    for (const auto &g : withBuiltIn())
        out.append(g->id);
    return out;
}

void GameUis::add(GameUi game)
{
    for (const auto &g : games())
        if (g->id == game.id)
            throw std::logic_error("the game screens of \"" + game.id.toStdString() + "\" are registered twice");
    games().push_back(std::make_unique<GameUi>(std::move(game)));
}

} // namespace qixing::ui
