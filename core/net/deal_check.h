// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Verifiable deals (docs/protocol.md, "Verifiable deals"): before each hand the host sends
// every seat a commitment, SHA-256 of the hand's seed and a secret salt; after the hand's
// settlement it reveals both. A DealCheck is a seat's side of it, for any game: it keeps each
// hand's commitment and every message the seat was told of the hand, and at the reveal checks
// the hash and has the game (GameInfo::verifyDeal) rebuild the deal and compare it with all
// that was shown.

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <cstdint>
#include <map>
#include <optional>

namespace qixing::net {

// The salt's size in bytes (32 hex digits in dealReveal).
inline constexpr int kDealSaltBytes = 16;

// The commitment to a hand's seed, as lower-case hex: SHA-256 of the seed as 8 bytes, most
// significant first, followed by the salt's bytes.
QString dealCommitment(std::uint64_t seed, const QByteArray &salt);
// A fresh secret salt (QRandomGenerator::system()).
QByteArray newDealSalt();

class DealCheck : public QObject
{
    Q_OBJECT
public:
    // `game`: the registered game's id whose verifyDeal rebuilds its deals.
    explicit DealCheck(const QString &game, QObject *parent = nullptr);

    // Every message the seat is told, in order (the lobby's and the chat are passed over).
    void follow(const QJsonObject &message);

    // A hand's verdict: nullopt while its deal is not revealed yet; "" when it was verified;
    // else what did not match: "commitment" (the seed and salt are not what was committed
    // to), "noCommitment" (the hand was shown before any commitment), "notRevealed" (the
    // next hand or the match's end came first: a hand a restarted host resumed has no
    // salt left to reveal), "badReveal" (the
    // reveal does not read), "unreadable" (a message of the hand does not read), or the
    // game's "piece@seat" words (GameInfo::verifyDeal).
    std::optional<QString> verdict(int hand) const;

signals:
    // A hand's deal was revealed and checked: `problem` as verdict() gives it.
    void checked(int hand, const QString &problem);

private:
    struct Hand
    {
        QString commit;
        bool commitChanged = false;   // a second, different commitment for the same hand
        QList<QJsonObject> told;
    };
    void reveal(const QJsonObject &message);
    // Judges the hands before `before` shown but not revealed, and lets them go.
    void unrevealed(int before);

    QString game_;
    std::map<int, Hand> hands_;        // hands committed to or shown, not revealed yet
    std::map<int, QString> verdicts_;  // hands revealed
    bool matchOver_ = false;           // the next hand is a new match's
};

} // namespace qixing::net
