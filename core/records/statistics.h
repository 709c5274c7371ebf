// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Statistics (戰績) and the night's ledger, aggregated from the rows the record store keeps:
// pure functions, no SQL, no game names. A game's own figures (脫手, 游金, 番 …) come from the
// facts GameInfo::handFacts wrote for each seat of each hand, aggregated by their JSON type:
// a true bool is counted, a number is summed and averaged over the hands that have it, a
// string is counted per value ("" is no value). docs/statistics.md lists each game's facts.

#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <array>

namespace qixing::records {

// One hand as statistics reads it (hand_seats rows).
struct StatsHandRow
{
    int number = 0;                   // 0-based, in the match
    std::array<QString, 4> names;     // the seats' names as the hand started
    std::array<qint64, 4> results {}; // the hand's money per seat
    std::array<QJsonObject, 4> facts; // GameInfo::handFacts per seat ({} when none)
};

// One match (matches and match_seats rows) with its hands in order.
struct StatsMatchRow
{
    QString uid, game;
    QString rulesKey; // the match's rules (RecordStore: rulesKey), "" when unknown
    QDateTime started;
    std::array<QString, 4> names;      // as the match started
    std::array<qint64, 4> balances {}; // the match's balances after its last hand
    bool finished = false;             // played to its end
    // Whether `balances` are the match's own (its match document was written, or the store
    // kept them after each hand). Then a seat's net is its balance less the table's mean
    // balance: every seat starts with the same balance and money only moves between seats
    // (S43: a leaving penalty too), so this counts a leaving penalty. Otherwise a seat's net
    // is the sum of its hands' results.
    bool balancesKnown = false;
    QList<StatsHandRow> hands;
};

// Each seat's net over the match (see balancesKnown).
std::array<qint64, 4> matchNets(const StatsMatchRow &match);

// Each seat's placement share over the match by net: 1st … 4th. Tied seats share the places
// they occupy together, as 大中小頭 shares positions (S23): two tied for first hold
// half a first and half a second each. Each row sums to 1.
std::array<std::array<double, 4>, 4> placementShares(const std::array<qint64, 4> &nets);

struct FactTotals
{
    QMap<QString, int> counts;            // bool facts: hands where true
    QMap<QString, double> sums;           // number facts: their sum …
    QMap<QString, int> present;           // … over this many hands
    QMap<QString, QMap<QString, int>> values; // string facts: hands per non-empty value
    void add(const QJsonObject &facts);
    double mean(const QString &key) const; // 0 when no hand has it
};

struct PlayerStats
{
    QString name, game;
    QString rulesKey; // the rules these figures are of; "" for every rules together
    int matches = 0, finishedMatches = 0, hands = 0;
    qint64 total = 0;                   // the sum of its hands' results
    std::array<double, 4> placements {}; // 1st … 4th, ties shared
    struct MatchPoint
    {
        QString uid;
        QDateTime started;
        qint64 net = 0;        // over the match
        qint64 cumulative = 0; // over this and every earlier match
    };
    QList<MatchPoint> balance;  // balance over matches, oldest first
    QList<qint64> handResults;  // result per hand, oldest first
    FactTotals facts;

    double meanPerHand() const { return hands ? double(total) / hands : 0.0; }
    // Share of hands (0…1) where a bool fact was true.
    double share(const QString &fact) const { return hands ? double(facts.counts.value(fact)) / hands : 0.0; }
    QJsonObject toJson() const;
};

struct StatsFilter
{
    QString game;   // "" for every game
    QString player; // "" for every name (exact)
    QString rulesKey; // "" for every rules; else only matches by these rules (RecordStore: rulesKey)
    bool eachRules = false; // with rulesKey "": figures per rules apart rather than together
};

// Per player name, game and rules (every rules together unless the filter says otherwise),
// ordered by game, rules, then name. Matches are taken oldest first
// whatever the order given; a name seated twice at one table counts each seat.
QList<PlayerStats> playerStatistics(const QList<StatsMatchRow> &matches, const StatsFilter &filter = {});

// --- the night's ledger (算數): an evening runs from 12:00 local time on its date to 12:00
// the next day, so a session past midnight stays one night.
QDateTime eveningStart(const QDate &evening);
QDateTime eveningEnd(const QDate &evening);
// The evening a moment belongs to.
QDate eveningOf(const QDateTime &moment);

struct Ledger
{
    QDate evening;
    int matches = 0;
    struct Net
    {
        QString name;
        qint64 net = 0;
        int matches = 0;
    };
    QList<Net> nets; // every name seated that evening, most won first (ties by name)
    struct Payment
    {
        QString from, to;
        qint64 amount = 0;
    };
    // Who pays whom to settle every net: the largest debtor pays the largest creditor as
    // much as either needs, and again until all are settled (at most one fewer payments
    // than people with a non-zero net).
    QList<Payment> payments;
    QJsonObject toJson() const;
};

// Every match (of every game and table) started during the evening.
Ledger nightLedger(const QList<StatsMatchRow> &matches, const QDate &evening);
// The greedy settlement of nets. Nets that do not sum to zero (a damaged record) settle as
// far as they can: what is left over stays unpaid.
QList<Ledger::Payment> settleNets(const QList<Ledger::Net> &nets);

} // namespace qixing::records
