// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one Sevens game the table window reads: the protocol's messages for one seat
// (SevensSource), folded into that seat's view of the hand, the move log, the balances and
// the settlements. It is fed by messages only, so it knows exactly what the seat was told
// (other seats' cards are placeholders of the seat's mirror, sevens::HandState::mirror), and
// a desktop, hosted, joined or replayed table is one path. The move the person makes is
// checked against the seat's own view first, so a refusal is explained at once, without a
// round trip. Qt Core only.

#include "sevens/sevens_game.h"
#include "sevens/sevens_source.h"

#include "sevens/hand.h"

#include <QPointer>

#include <functional>
#include <optional>

namespace qixing::session {

class SevensModel : public SevensGame
{
    Q_OBJECT
public:
    // Reads `source` (not owned; a model made as the source's child dies with it).
    explicit SevensModel(SevensSource *source, QObject *parent = nullptr);

    SevensSource *source() const { return source_; }
    // Forget what was told (a new match at a desktop table begins).
    void forget();
    // forget(), then fold source()->replay(): the table as it is now.
    void reload();

    bool active() const override;
    sevens::Seat localSeat() const override;
    sevens::HandView localView() const override;
    bool handInProgress() const override;
    bool isMatchFinished() const override;
    const sevens::Rules &rules() const override { return rules_; }
    QString seatName(sevens::Seat s) const override;
    QString seatKind(sevens::Seat s) const override;
    int handIndex() const override { return std::max(0, hand_); }
    int handsInMatch() const override { return hands_; }
    int penaltyBases() const override;
    int turnSeconds() const override;
    std::int64_t balance(sevens::Seat s) const override { return balances_[std::size_t(s)]; }
    const std::vector<MoveRecord> &moveLog() const override { return log_; }
    sevens::MoveError submitLocal(sevens::Action a) override;
    // The heuristic player's choice from the seat's own view: the same as the module's hint
    // (SevensModule::hint), which decides from that view too.
    std::optional<sevens::Action> localHint() const override;
    // The same as work for another thread: it owns a copy of the seat's view.
    std::function<std::optional<sevens::Action>()> localHintWork() const;
    int secondsLeft() const override;
    int msLeft() const override;
    // Of msLeft(), the seat's clock bank as its question said ("bank", issue 30): 0 without.
    int questionBankMs() const override { return bankMs_; }
    sevens::CardSet coveredAtEnd(sevens::Seat s) const override;
    MatchSummary summary() const override;
    bool dealsNextHand() const override;
    void nextHand() override;

    // The last settlement folded (since the last state), for tests and a replay's reader.
    const std::optional<sevens::Settlement> &lastSettlement() const { return settlement_; }

private:
    void fold(const QJsonObject &m);
    void onState(const QJsonObject &m);
    void onMove(const QJsonObject &m);
    void onSettlement(const QJsonObject &m);
    // Between hands the host swapped two seats (docs/protocol.md, "Host tools").
    void onSeatsSwapped(const QJsonObject &m);
    // The plates' names and balances a state, a seat swap or matchOver tells: true when
    // the balances were there to read.
    bool readSeating(const QJsonObject &m);
    void rebuildLog();

    QPointer<SevensSource> source_;
    sevens::Rules rules_;
    std::array<QString, sevens::kSeats> names_ {};
    std::array<std::int64_t, sevens::kSeats> balances_ {};
    std::array<std::int64_t, sevens::kSeats> opening_ {};
    bool haveOpening_ = false;
    int hands_ = 0;
    int hand_ = -1;
    sevens::SeatKnowledge knowledge_;
    std::optional<sevens::HandState> mirror_; // the hand as the seat knows it
    bool settled_ = false;
    int bankMs_ = 0; // the last question's "bank"
    bool matchOver_ = false;
    std::array<sevens::CardSet, sevens::kSeats> covered_ {};
    std::optional<sevens::Settlement> settlement_;
    std::vector<MoveRecord> log_;
    std::vector<sevens::Match::BookedHand> booked_;
};

} // namespace qixing::session
