// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The LAN client of a Sevens seat (net/client.h: TableClient).
#include "net/client.h"
#include "sevens/hand.h"
#include "sevens/rules.h"
#include "sevens/scoring.h"

#include <optional>

namespace qixing::net {

// A Sevens seat.
class SevensClient : public TableClient
{
    Q_OBJECT
public:
    using TableClient::TableClient;
    void act(sevens::Action action);
    const sevens::Rules &rules() const { return rules_; }
    int handNumber() const { return hand_; }
    // The hand as this seat knows it (a mirror: other seats' cards are placeholders no
    // HandView of this seat can see).
    const std::optional<sevens::HandState> &mirror() const { return mirror_; }
    sevens::HandView view() const { return sevens::HandView(*mirror_, seat_); }

protected:
    QString game() const override { return QStringLiteral("sevens"); }
    void gameMessage(const QString &type, const QJsonObject &m) override;
    bool readsFlat(QByteArrayView type) const override;
    void flatMessage(QByteArrayView type, const FlatJson &m) override;

private:
    sevens::Rules rules_;
    int hand_ = -1;
    sevens::SeatKnowledge knowledge_;
    std::optional<sevens::HandState> mirror_;
};

} // namespace qixing::net
