// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The games this program plays, each registered once from its own files (as OpenSpiel's
// REGISTER_SPIEL_GAME and kpat's DealerInfo): the table layer, the LAN host and the programs
// find a game here by its id, and refuse an id that is not registered. Which games are built
// in is one list in core/session/CMakeLists.txt (QIXING_GAMES); each game `x` defines
// registerGame_x() in its own files. Tests may add games of their own.

#include "session/table_session.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace qixing::session {

struct GameInfo
{
    QString id;              // "sevens": in the protocol, the saves and on the command line
    QString name;            // in English ("Sevens"); the window translates its own
    QString defaultComputer; // the game's usual computer player
    // Whether `kind` names a computer player of this game (a kind, a level, kind:options).
    std::function<bool(const QString &kind)> knowsComputer;
    // A saved match back as a module (the game's own save format); throws when it does not
    // read back.
    TableSession::Restore restore;
};

class GameRegistry
{
public:
    // The game with this id, or nullptr.
    static const GameInfo *find(const QString &id);
    // Every game's id, in the order registered.
    static QStringList ids();
    // Adds a game (its registerGame_x(), or a test's). A second game with the same id is a
    // programming error (std::logic_error).
    static void add(GameInfo game);
};

} // namespace qixing::session
