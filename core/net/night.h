// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The night at one host (docs/protocol.md, "Duplicate tables and standings"): every hand any
// of its tables finished, each seat's result by name, and what the host tells from them:
// - a duplicate group's standings: tables of a group deal from the same seeds, so a seat's
//   result at a deal is compared with the same seat's at the other tables that played the
//   same deal (its result less the mean of that seat over those tables), and each person's
//   comparisons add up over the night;
// - the night across all the host's tables: each name's net and the ledger that settles it
//   (records::settleNets, the same greedy settlement as the statistics' ledger).
// Plain bookkeeping, no sockets: TableServer feeds it, tests fill it directly.

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <cstdint>
#include <map>

namespace qixing::net {

// Computer players are one party of the ledger (the house): a seat played by no person is
// booked under this name, which no person has (a person's name is never empty).
inline const QString kComputersName;

struct NightHand
{
    int table = 0;
    int group = 0;      // the table's duplicate group; 0: none
    QString game;
    // Which deal it was: hands are compared only when their keys are equal (the match's seed,
    // the hand's number, and whatever else decides the deal: GameModule::dealKey).
    QString deal;
    int hand = 0;       // 0-based, in its match
    std::array<QString, 4> names;     // kComputersName for a computer's seat
    std::array<qint64, 4> results {}; // the hand's money per seat
};

class Night
{
public:
    explicit Night(const QDate &evening = {}) : evening_(evening) {}
    QDate evening() const { return evening_; }
    const QList<NightHand> &hands() const { return hands_; }
    void add(const NightHand &hand) { hands_.append(hand); }

    // The seed every table of a group deals its first match from (later matches the next
    // ones), decided by the group's first match; 0 while none is decided.
    std::uint64_t groupSeed(int group) const;
    void setGroupSeed(int group, std::uint64_t seed) { groupSeeds_[group] = seed; }

    // The comparison of one seat at one finished hand of a group: its result, the mean of
    // the same seat over the group's tables that played the same deal, and how many did.
    struct Compared
    {
        qint64 result = 0;
        double mean = 0;
        int tables = 1;
        double diff() const { return double(result) - mean; }
    };
    Compared compare(int handIndex, int seat) const;

    // The "standings" message (without its type): the group's part (when group != 0) and the
    // night's. `recent` bounds the group's deals listed (their totals count every deal).
    QJsonObject standings(int group, int recent = 12) const;
    QJsonObject nightPart() const;
    // The night in words, for qixing-server's end and its console (English; names as given);
    // with a table: only its hands (the ledger of what moved there) and its duplicate group.
    QString report(int table = 0) const;

    // The state folder's copy ("night.json"): every hand and the groups' seeds.
    QJsonObject toJson() const;
    // Throws JsonError on a file that does not read.
    static Night fromJson(const QJsonObject &o);

private:
    // The nets and payments of these hands ("nightPart" of every hand).
    QJsonObject ledgerOf(const QList<NightHand> &hands) const;
    QDate evening_;
    QList<NightHand> hands_;
    std::map<int, std::uint64_t> groupSeeds_;
};

} // namespace qixing::net
