// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/deal_check.h"

#include "table/game_registry.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QtEndian>

#include <limits>
#include <vector>

using namespace Qt::StringLiterals;

namespace qixing::net {

QString dealCommitment(std::uint64_t seed, const QByteArray &salt)
{
    QByteArray bytes(8, Qt::Uninitialized);
    qToBigEndian<quint64>(seed, bytes.data());
    bytes += salt;
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QByteArray newDealSalt()
{
    quint32 words[kDealSaltBytes / 4];
    QRandomGenerator::system()->fillRange(words);
    return QByteArray(reinterpret_cast<const char *>(words), kDealSaltBytes);
}

DealCheck::DealCheck(const QString &game, QObject *parent) : QObject(parent), game_(game) {}

void DealCheck::follow(const QJsonObject &m)
{
    const QString type = m.value("type"_L1).toString();
    if (type == "dealCommit"_L1) {
        const int hand = m.value("hand"_L1).toInt(-1);
        if (hand < 0)
            return;
        if (matchOver_) { // a new match numbers its hands from 0 again
            verdicts_.clear();
            hands_.clear();
            matchOver_ = false;
        }
        unrevealed(hand);
        Hand &h = hands_[hand];
        const QString commit = m.value("commit"_L1).toString().toLower();
        if (h.commit.isEmpty())
            h.commit = commit; // the first one binds (a reconnect hears it again)
        else if (h.commit != commit)
            h.commitChanged = true;
        return;
    }
    if (type == "dealReveal"_L1)
        return reveal(m);
    if (type == "matchOver"_L1) {
        unrevealed(std::numeric_limits<int>::max());
        matchOver_ = true;
        return;
    }
    // What the seat is told of a hand: the messages that name it.
    if (!m.contains("hand"_L1))
        return;
    const int hand = m.value("hand"_L1).toInt(-1);
    if (hand < 0)
        return;
    if (matchOver_) {
        verdicts_.clear();
        hands_.clear();
        matchOver_ = false;
    }
    if (verdicts_.count(hand))
        return; // revealed already: nothing told after it counts
    hands_[hand].told.append(m);
}

void DealCheck::unrevealed(int before)
{
    // Hands shown but never revealed (a hand a restarted host resumed, a host that does not
    // keep its word) are judged so and let go.
    const auto end = hands_.lower_bound(before);
    std::vector<int> judged;
    for (auto it = hands_.begin(); it != end; ++it)
        if (!it->second.told.isEmpty() && !verdicts_.count(it->first))
            judged.push_back(it->first);
    hands_.erase(hands_.begin(), end);
    for (int hand : judged) {
        verdicts_[hand] = QStringLiteral("notRevealed");
        emit checked(hand, verdicts_[hand]);
    }
}

void DealCheck::reveal(const QJsonObject &m)
{
    const int hand = m.value("hand"_L1).toInt(-1);
    if (hand < 0 || verdicts_.count(hand))
        return;
    const auto it = hands_.find(hand);
    const Hand h = it == hands_.end() ? Hand {} : it->second;
    if (it != hands_.end())
        hands_.erase(it);
    QString problem;
    bool ok = false;
    const std::uint64_t seed = m.value("seed"_L1).toString().toULongLong(&ok, 10);
    const QByteArray salt = QByteArray::fromHex(m.value("salt"_L1).toString().toLatin1());
    if (!ok || salt.size() != kDealSaltBytes || m.value("salt"_L1).toString().size() != 2 * kDealSaltBytes) {
        problem = QStringLiteral("badReveal");
    } else if (h.commit.isEmpty()) {
        problem = QStringLiteral("noCommitment");
    } else if (h.commitChanged || dealCommitment(seed, salt) != h.commit) {
        problem = QStringLiteral("commitment");
    } else if (const session::GameInfo *game = session::GameRegistry::find(game_); game && game->verifyDeal) {
        QJsonObject rules;
        for (const QJsonObject &told : h.told)
            if (told.value("type"_L1).toString() == "state"_L1) {
                rules = told.value("rules"_L1).toObject();
                break;
            }
        problem = game->verifyDeal(rules, seed, h.told);
    }
    verdicts_[hand] = problem;
    emit checked(hand, problem);
}

std::optional<QString> DealCheck::verdict(int hand) const
{
    const auto it = verdicts_.find(hand);
    return it == verdicts_.end() ? std::nullopt : std::optional(it->second);
}

} // namespace qixing::net
