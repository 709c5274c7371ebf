// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Sevens table played at this computer: one seat of a TableSession running a SevensModule,
// told in the protocol's messages exactly as the LAN host tells a joined seat (the module's
// stateFor / eventFor / question / settlementJson and the table's matchOverMessage; timeUp as
// the host sends it), so that a desktop table, the host's own seat and a joined table are
// one and the same to SevensModel and the window.

#include "sevens/sevens_module.h"
#include "sevens/sevens_source.h"
#include "table/table_session.h"

#include <QPointer>

namespace qixing::session {

// The whole match as `module` keeps it, seen from `seat`.
MatchSummary matchRecordOf(const SevensModule &module, int seat);

class LocalSevensGame : public SevensSource
{
    Q_OBJECT
public:
    // Tells `seat` of `table` (not owned: a desktop table, or a table hosted from this window).
    // kPersonSeat: the seat the table's person plays, found at each deal (a match played on
    // from a record seats the person where the seat watched was).
    static constexpr int kPersonSeat = -1;
    LocalSevensGame(TableSession *table, int seat, QObject *parent = nullptr);

    TableSession *tableSession() const { return table_; }
    // The module in play, or nullptr (no match, or not Sevens).
    const SevensModule *module() const;

    bool active() const override { return module() != nullptr; }
    int localSeat() const override { return seat_; }
    QString seatName(int seat) const override;
    QString seatKind(int seat) const override;
    int penaltyBases() const override;
    int turnSeconds() const override;
    QList<QJsonObject> replay() const override;
    QString submit(const QJsonObject &action) override;
    int msLeft() const override;
    std::optional<MatchSummary> matchRecord() const override;
    void nextHand() override;

private:
    QPointer<TableSession> table_;
    int seat_;
    bool followsPerson_ = false;
};

} // namespace qixing::session
