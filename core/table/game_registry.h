// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The games this program plays, each registered once from its own files (as OpenSpiel's
// REGISTER_SPIEL_GAME and kpat's DealerInfo): the table layer, the LAN host and the programs
// find a game here by its id, and refuse an id that is not registered. Which games are built
// in is one list in core/games/CMakeLists.txt (QIXING_GAMES); each game `x` defines
// registerGame_x() in its own files. Tests may add games of their own.

#include "table/game_module.h"
#include "table/table_session.h"

#include <QCommandLineOption>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace qixing::session {

// One option of a seat's decision as the review (復盤) values it: the action (as
// legalActions() writes it), its estimated result for the seat in the game's unit per hand
// (its bet or base; higher is better), and a reason code, "" or a short
// lowerCamel word the window maps to its own text (docs/records.md, "Review").
struct OptionValue
{
    QJsonObject action;
    double value = 0;
    QString reason;
};

struct GameInfo
{
    QString id;              // in the protocol, the saves and on the command line
    QString name;            // in English; the window translates its own
    QString defaultComputer; // the game's usual computer player
    // Whether `kind` names a computer player of this game (a kind, a level, kind:options).
    std::function<bool(const QString &kind)> knowsComputer;
    // A saved match back as a module (the game's own save format); throws when it does not
    // read back.
    TableSession::Restore restore;

    // --- a table's settings: the game's own JSON (its settings codec: the rules and limits
    // of 開桌設定). Every game's settings hold "names" and "kinds" (four strings each: the
    // seats' names, and "person", "remote" or a computer kind) and "seed" (the match's), which
    // the table layer fills in for each match.
    // The settings of a table opened with the game's defaults (qixing-server without
    // options, the tests); names and kinds empty.
    std::function<QJsonObject()> defaultSettings;
    // Empty when a table can be opened with `settings`, else why not (English).
    std::function<QString(const QJsonObject &settings)> checkSettings;
    // A new match from checked settings.
    std::function<std::unique_ptr<GameModule>(const QJsonObject &settings)> newMatch;
    // What a lobby shows of the settings: the game's fields of a TableInfo ("rules",
    // "turnSeconds" and the game's own, docs/protocol.md).
    std::function<QJsonObject(const QJsonObject &settings)> lobbyInfo;
    // What one hand's settlement (GameModule::settlementJson, or as a joined seat received
    // it) says of `seat` for statistics (戰績): a small JSON object of the game's own facts,
    // kept with each hand's record (docs/records.md lists them). Empty when unset.
    std::function<QJsonObject(const QJsonObject &settlement, int seat)> handFacts;
    // Verifiable deals (docs/protocol.md): whether the deal dealt from `handSeed` is what one
    // seat was told of its hand (`told`: every message of the hand that seat got, in order,
    // from its first state to the settlement; `rules`: the state's "rules"). Returns "" when
    // every card or tile shown agrees, else what differs as "piece@seat" words separated by
    // spaces (the piece as the game's messages name it, the seat it was shown of), e.g.
    // "5H@2 9C@1". Unset: the game's deals are not committed to. A game that sets it reads
    // "oneWayHandSeeds": true in its settings (the host sets it for every match): each hand's
    // seed then tells nothing of the match's seed, so none of another hand.
    std::function<QString(const QJsonObject &rules, std::uint64_t handSeed, const QList<QJsonObject> &told)> verifyDeal;

    // --- qixing-server: the options for this game's tables, shown by its --help. Each reads
    // its value (its default when not given) into the settings every table of the game
    // shares, in this order; it returns "" or why the value is not accepted. Options of
    // different games have different names.
    struct HostOption
    {
        QCommandLineOption option;
        std::function<QString(QJsonObject &settings, const QString &value)> apply;
    };
    QString tablesOption;  // the option that says how many tables of this game to open
    int defaultTables = 0;
    std::function<std::vector<HostOption>()> hostOptions;

    // --- the review (復盤): every option of `seat`'s decision now, valued by the game's
    // strongest computer from what that seat may see alone (never another seat's hidden
    // cards); the first is the computer's choice, the rest best first (a game that values
    // its choice on worlds of its own may show it a little below another). Deterministic for a position
    // (its randomness is seeded from the seat's view). May take a second: call it off the
    // GUI thread. Empty when the seat is not asked or has a single option. Unset: the game
    // has no review.
    std::function<std::vector<OptionValue>(const GameModule &m, int seat)> reviewOptions;
};

// A whole number from `text` within [min, max], or why not (host options).
std::optional<int> wholeNumber(const QString &text, int min, int max, QString *why);
// The JSON object in the file at `path` (a host option's rules file); throws
// std::runtime_error with a readable reason.
QJsonObject jsonObjectFile(const QString &path);

// The seats' names or kinds in a game's settings ("names", "kinds"): four strings.
std::array<QString, kTableSeats> seatStrings(const QJsonObject &settings, QLatin1StringView key);
// The settings with the seats' names and kinds and the match's seed replaced.
QJsonObject withSeats(QJsonObject settings, const std::array<QString, kTableSeats> &names,
                      const std::array<QString, kTableSeats> &kinds, std::uint64_t seed);

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
