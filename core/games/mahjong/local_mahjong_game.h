// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A mahjong table played at this computer: one seat of a TableSession running a
// MahjongModule, told to the window in the protocol's messages exactly as the LAN host tells
// a joined seat (the same stateFor / eventFor / questionFor / settlementJson), so a desktop
// table, the host's own seat and a joined table are one and the same to the window.

#include "mahjong/mahjong_game.h"
#include "mahjong/mahjong_module.h"
#include "table/table_session.h"

#include <QPointer>

namespace qixing::session {

class LocalMahjongGame : public MahjongGame
{
    Q_OBJECT
public:
    // Plays `seat` of `table` (not owned: a desktop table, or a table hosted from this window).
    // kPersonSeat: the seat the table's person plays, found at each deal (a match played on
    // from a record seats the person where the seat watched was).
    static constexpr int kPersonSeat = -1;
    LocalMahjongGame(TableSession *table, int seat, QObject *parent = nullptr);

    static QString defaultSavePath();
    TableSession *tableSession() const { return table_; }
    // The module in play, or nullptr (no match, or not mahjong).
    const MahjongModule *module() const;
    // A hosted table deals by itself after a pause; a desktop table when the person says so.
    void setDealsNextHand(bool on) { dealsNextHand_ = on; }

    bool active() const override { return module() != nullptr; }
    int localSeat() const override { return seat_; }
    const mahjong::Rules &rules() const override;
    QString seatName(int seat) const override;
    QString seatKind(int seat) const override;
    int turnSeconds() const override;
    QList<QJsonObject> replay() const override;
    QString submit(const QJsonObject &action) override;
    int msLeft() const override;
    QJsonObject hint() const override;
    std::function<QJsonObject()> hintWork() const override;
    bool dealsNextHand() const override { return dealsNextHand_; }
    void nextHand() override;

private:
    QJsonObject stateMessage() const;

    QPointer<TableSession> table_;
    int seat_;
    bool followsPerson_ = false;
    bool dealsNextHand_ = true;
};

} // namespace qixing::session
