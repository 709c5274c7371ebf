// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table settings of a Sevens session and its save file. The save file is JSON written
// with QSaveFile (a crash or a kill leaves either the old or the new file, never half of
// one); reading it is strict, and a file that does not read back is moved aside, never
// trusted.

#include "table/save_file.h"
#include "sevens/match.h"
#include "sevens/table.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace qixing::session {

inline constexpr int kSaveVersion = 1;

// Everything chosen in 開桌設定 (S44): the match options plus who sits where.
struct SessionSettings
{
    sevens::MatchSettings match;
    // Seat 0 is the local person; seats 1..3 are 下家, 對家, 上家 (S3).
    std::array<QString, sevens::kSeats> names {};
    // "person" for seat 0; a kind from sevens::playerKinds() for the others.
    std::array<QString, sevens::kSeats> kinds {};
    int turnSeconds = 0;                 // 0: no limit
    int bankSeconds = 0;                 // the clock bank per seat per match; 0: none
    std::int64_t startingBalance = 1000; // each seat's money when the table opens

    // Empty when valid, else an English reason (the dialog shows its own translated text).
    QString validate() const;
    friend bool operator==(const SessionSettings &, const SessionSettings &) = default;
};

QJsonObject settingsTo(const SessionSettings &s);
SessionSettings settingsFrom(const QJsonValue &v); // throws sevens::json::JsonError

// A match as saved: its settings, the opening balances, what was booked, and the moves
// of the hand in play.
struct SavedGame
{
    SessionSettings settings;
    std::array<std::int64_t, sevens::kSeats> openingBalances {};
    std::vector<sevens::Match::BookedHand> booked;
    std::vector<sevens::Match::Leaving> leavings;
    int handNumber = -1;      // the hand in play, or -1 between hands
    std::vector<sevens::Action> moves;
    std::array<QString, sevens::kSeats> kindsNow {}; // after takeovers

    QJsonObject toJson() const;
    static SavedGame fromJson(const QJsonObject &o); // throws sevens::json::JsonError
};

struct LoadResult
{
    enum class Status { Missing, Ok, Damaged } status = Status::Missing;
    SavedGame game;
    QString error;     // why it is damaged
    QString movedTo;   // where the damaged file was put aside
};
// Reads a save file. A damaged one is renamed to "<path>.damaged-<time>" and reported.
LoadResult loadSave(const QString &path);

// "7", "-11/3" and back.
QString fractionText(Fraction f);
Fraction fractionFrom(const QString &text); // throws sevens::json::JsonError

} // namespace qixing::session

