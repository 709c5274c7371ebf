// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The LAN client of a high card seat (net/client.h: TableClient): keeps its cards and the
// plays it is told, and answers a question with act().
#include "net/client.h"

#include <vector>

namespace qixing::net {

class HighCardClient : public TableClient
{
    Q_OBJECT
public:
    using TableClient::TableClient;
    const std::vector<QString> &cards() const { return cards_; }
    int handNumber() const { return hand_; }
    int turn() const { return turn_; }
    // Plays `card` ("c07") for the question open now.
    void act(const QString &card);

protected:
    QString game() const override { return QStringLiteral("highcard"); }
    void gameMessage(const QString &type, const QJsonObject &m) override;

private:
    std::vector<QString> cards_;
    int hand_ = -1;
    int turn_ = 0;
};

} // namespace qixing::net
