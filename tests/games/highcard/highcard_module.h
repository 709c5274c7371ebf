// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// High card (highcard.h) as a game module of the table layer, and its registration. Actions
// are {"play": "c07"}; what a seat is told is a "state" (its own cards, every play so far) and
// a "move" per play; the save replays every play from the match's seed.

#include "highcard.h"
#include "table/game_module.h"

#include <optional>

namespace qixing::session {

// The game's settings JSON: "names", "kinds", "seed" (as every game's), "hands" (1..20) and
// "turnSeconds" (0..600).
struct HighCardSettings
{
    std::array<QString, kTableSeats> names {}, kinds {};
    std::uint64_t seed = 1;
    int hands = 2;
    int turnSeconds = 0;
};
// Throws std::invalid_argument with why the settings are not valid.
HighCardSettings highCardSettingsFrom(const QJsonObject &o);
QJsonObject highCardSettingsTo(const HighCardSettings &s);

class HighCardModule final : public GameModule
{
public:
    explicit HighCardModule(const HighCardSettings &settings);
    static std::unique_ptr<GameModule> restore(const QJsonObject &save, std::array<QString, kTableSeats> &kindsNow);
    static bool isComputerKind(const QString &kind);
    const highcard::Hand *hand() const { return hand_ ? &*hand_ : nullptr; }

    QString game() const override { return QStringLiteral("highcard"); }
    QString seatName(int seat) const override { return settings_.names[std::size_t(seat)]; }
    QString openingKind(int seat) const override { return settings_.kinds[std::size_t(seat)]; }
    int turnSeconds() const override { return settings_.turnSeconds; }
    std::uint64_t seed() const override { return settings_.seed; }
    // High card deals from the match's seed and the hand's number and registers no verifyDeal:
    // the host commits to none of its deals.
    std::uint64_t handSeed() const override { return settings_.seed; }

    bool handInProgress() const override { return hand_ && !hand_->finished(); }
    bool matchFinished() const override { return handNumber_ + 1 >= settings_.hands && !handInProgress(); }
    int handNumber() const override { return handNumber_; }
    void dealNextHand() override;
    std::array<std::int64_t, kTableSeats> balances() const override { return balances_; }

    DecisionPoint decision() const override;
    int step() const override;
    QString check(int seat, const QJsonObject &action) const override;
    void apply(int seat, const QJsonObject &action) override;
    std::vector<QJsonObject> legalActions(int seat) const override;
    QJsonObject timeoutAction(int seat) const override;
    QJsonObject askFor(int seat) const override;
    QuestionPoint answerPoint(const QJsonObject &act) const override;
    int questionPoint(int seat) const override;

    bool knowsComputer(const QString &kind) const override { return isComputerKind(kind); }
    QString defaultComputer() const override { return QStringLiteral("high"); }
    std::unique_ptr<ComputerBrain> makeComputer(const QString &kind, std::uint64_t seed) const override;

    int eventCount() const override { return hand_ ? int(hand_->plays().size()) : 0; }
    QJsonObject eventFor(int viewer, int index) const override;
    int eventOwner(int) const override { return -1; } // every play is public
    QJsonObject stateFor(int viewer, int shownEvents) const override;
    QJsonObject settlementJson() const override;
    std::vector<HiddenPiece> hiddenFrom(int viewer) const override;

    std::int64_t leave(int) override { return 0; }
    void playOut(const std::array<QString, kTableSeats> &kinds, std::uint64_t seed) override;
    QJsonObject save(const std::array<QString, kTableSeats> &kindsNow) const override;

protected:
    void swapSeatState(int a, int b) override;

private:
    void play(int seat, int card);
    HighCardSettings settings_;
    std::optional<highcard::Hand> hand_;
    int handNumber_ = -1;
    std::array<std::int64_t, kTableSeats> balances_ {};
    std::vector<std::vector<int>> playedHands_; // the cards played in each hand, in order
    SeatMoves seatMoves_; // the save replays each hand by chair: when seats were swapped
};

// Registers "highcard" with the GameRegistry (once; the tests that use it call it).
void registerGame_highcard();

} // namespace qixing::session
