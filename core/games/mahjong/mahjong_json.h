// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// JSON for Zhangzhou mahjong: tiles, hands with melds, rules, events, settlements and hand
// logs, as qixing-cli writes them (and later save files and the network). Qt JSON here; the
// engine beneath uses none. Readers are strict: an unknown field, a wrong type or a bad tile
// throws JsonError with a one-line English message.

#include "common/json_checks.h"
#include "mahjong/players.h"
#include "mahjong/scoring.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <stdexcept>

namespace qixing::mahjong::json {

using qixing::JsonError;
using qixing::requireOnly;
using qixing::wholeFrom;

QString tileName(Tile t);
Tile tileFrom(const QJsonValue &v, const QString &where, bool flowersAllowed = false);

// A hand as is-win and waits take it: {"hand": [...], "melds": [{"type", "tiles"}], "gold"}.
struct HandInput
{
    Counts hand {};
    std::vector<Meld> melds;
    Tile gold;
    int size() const; // concealed tiles + 3 per meld
};
HandInput handFrom(const QJsonObject &o);
// {"win": bool, "decomposition": [[tiles]…]}: melds first, then the concealed groups with
// golds shown as the gold's tile, the pair last.
QJsonObject winTo(const HandInput &h);
// {"waits": [tiles], "shanten": n}
QJsonObject waitsTo(const HandInput &h);

// Rules and the optional explicit deal: {"base", "streak": "linear"|"1-2-4", "claimSeconds",
// "rounds", "wall": [144 tiles], "dealer", "dice": [[a, b], …]}.
struct RulesInput
{
    Rules rules;
    bool hasWall = false;
    std::array<Tile, kTileCount> wall {};
    Seat dealer = -1; // -1: drawn by the match
    std::vector<std::pair<int, int>> dice;
};
RulesInput rulesFrom(const QJsonObject &o);
// Dice rolls [[a, b], …], each die 1-6, at most 16 rolls (HandSetup::dice).
std::vector<std::pair<int, int>> diceFrom(const QJsonValue &v, const QString &where);
QJsonObject rulesTo(const Rules &r);
std::array<Tile, kTileCount> wallFrom(const QJsonValue &v, const QString &where);

// The facts of a finished hand for `score`.
struct ScoreInput
{
    Rules rules;
    Outcome outcome;
    Seat dealer = 0;
    int streak = 1;
};
ScoreInput scoreFrom(const QJsonObject &o);
QJsonObject settlementTo(const Settlement &st);

QJsonObject eventTo(const Event &e);
QJsonObject actionTo(Seat seat, const Action &a);
Action actionFrom(const QJsonObject &o, Seat &seat, const QString &where);
// The deal as dealt from the wall, before 補花 (M4): the tiles each seat took, by seat.
QJsonArray dealTo(const HandSetup &setup);
// One hand's log line; `wallSeed` is the seed the wall was shuffled from (HandSetup::fromSeed),
// none for an explicit wall.
QJsonObject handLogTo(int handNumber, std::optional<std::uint64_t> wallSeed, const Rules &rules, const PlayedHand &hand);


} // namespace qixing::mahjong::json
