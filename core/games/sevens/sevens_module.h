// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sevens as a game module of the table layer: one match (core/sevens Table, the authority)
// with the seats chosen in 開桌設定. Actions are {"play": "7S"} or {"cover": "KD"}; what a
// seat is told is the LAN protocol's Sevens messages (sevens_wire.h); the save is the Sevens
// save file (sevens_save.h).

#include "table/game_module.h"
#include "sevens/sevens_save.h"

#include "sevens/table.h"

namespace qixing::session {

class SevensModule final : public GameModule
{
public:
    // Settings must be valid. Every seat opens with settings.startingBalance.
    explicit SevensModule(const SessionSettings &settings);
    // A saved match; throws (std::exception) when it does not read back or a move does not apply.
    static std::unique_ptr<GameModule> restore(const QJsonObject &save, std::array<QString, kTableSeats> &kindsNow);

    const SessionSettings &settings() const { return settings_; }
    const sevens::Table &table() const { return *table_; }
    sevens::Table &table() { return *table_; }
    // The action JSON of a Sevens action and back (nullopt: not a Sevens action).
    static QJsonObject actionTo(sevens::Action a);
    static std::optional<sevens::Action> actionFrom(const QJsonObject &o);
    // The computer's choice for the seat to move (the hint and the time limit).
    std::optional<sevens::Action> hint(sevens::Seat seat) const;

    QString game() const override { return QStringLiteral("sevens"); }
    QString seatName(int seat) const override { return settings_.names[std::size_t(seat)]; }
    QString openingKind(int seat) const override { return settings_.kinds[std::size_t(seat)]; }
    int turnSeconds() const override { return settings_.turnSeconds; }
    int bankSeconds() const override { return settings_.bankSeconds; }
    std::uint64_t seed() const override { return settings_.match.seed; }
    std::uint64_t handSeed() const override;

    bool handInProgress() const override { return table_->handInProgress(); }
    bool matchFinished() const override { return table_->match().finished(); }
    int handNumber() const override { return table_->handNumber(); }
    void dealNextHand() override { table_->startHand(); }
    std::array<std::int64_t, kTableSeats> balances() const override { return table_->match().balances(); }

    DecisionPoint decision() const override;
    int step() const override;
    QString check(int seat, const QJsonObject &action) const override;
    void apply(int seat, const QJsonObject &action) override;
    std::vector<QJsonObject> legalActions(int seat) const override;
    QJsonObject timeoutAction(int seat) const override;
    QJsonObject askFor(int seat) const override;
    QByteArray questionJson(int seat, int deadlineMs) const override;
    QuestionPoint answerPoint(const QJsonObject &act) const override;
    int questionPoint(int seat) const override;

    bool knowsComputer(const QString &kind) const override;
    QString defaultComputer() const override { return QStringLiteral("heuristic"); }
    std::unique_ptr<ComputerBrain> makeComputer(const QString &kind, std::uint64_t seed) const override;

    int eventCount() const override { return table_->hand().turn(); }
    QJsonObject eventFor(int viewer, int index) const override;
    QByteArray eventJson(int viewer, int index) const override;
    int eventOwner(int index) const override;
    QJsonObject stateFor(int viewer, int shownEvents) const override;
    QByteArray stateJson(int viewer, int shownEvents, int table) const override;
    QJsonObject settlementJson() const override;
    QByteArray settlementText() const override;

    std::vector<HiddenPiece> hiddenFrom(int viewer) const override;

    std::int64_t leave(int seat) override;
    void playOut(const std::array<QString, kTableSeats> &kinds, std::uint64_t seed) override;
    QJsonObject save(const std::array<QString, kTableSeats> &kindsNow) const override;

protected:
    void swapSeatState(int a, int b) override;

private:
    SevensModule() = default;
    // What `viewer` (a seat or kSpectator) knows of the hand in play.
    sevens::SeatKnowledge knowledgeFor(int viewer) const;
    SessionSettings settings_;
    std::unique_ptr<sevens::Table> table_;
    // The rules and names of every state as JSON text: the settings do not change once the
    // module is made, and Qt writes them (names may need escaping) once, not every hand.
    mutable QByteArray rulesJson_, namesJson_;
};

} // namespace qixing::session
