// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The LAN client of a Zhangzhou mahjong seat (net/client.h: TableClient).
#include "net/client.h"
#include "mahjong/mahjong_module.h"
#include "mahjong/players.h"

#include <QJsonArray>

#include <optional>
#include <vector>

namespace qixing::net {

// A Zhangzhou mahjong seat: keeps the events it was told and, when asked, the view the host
// sent, as a mirror HandState with the options offered.
class MahjongClient : public TableClient
{
    Q_OBJECT
public:
    using TableClient::TableClient;
    void act(const mahjong::Action &action);
    int handNumber() const { return hand_; }
    // The last state message and every event of the hand since, as this seat was told them.
    const QJsonObject &state() const { return state_; }
    const QJsonArray &events() const { return events_; }
    // Only while asked (after yourTurn): what the seat decides from.
    bool asked() const { return mirror_.has_value(); }
    bool inWindow() const { return window_; }
    mahjong::HandView view() const { return mahjong::HandView(*mirror_, seat_, &offered_); }
    // What view() reads, to be copied (the hint decides on another thread).
    const mahjong::HandState &mirror() const { return *mirror_; }
    const std::vector<mahjong::Action> &offered() const { return offered_; }

protected:
    QString game() const override { return QStringLiteral("mahjong"); }
    void gameMessage(const QString &type, const QJsonObject &m) override;

private:
    int hand_ = -1;
    int step_ = -1;
    bool window_ = false;
    QJsonObject state_;
    QJsonArray events_;
    std::optional<mahjong::HandState> mirror_;
    std::vector<mahjong::Action> offered_;
    session::DiscardHistory history_; // read from the events as they come
};

} // namespace qixing::net
