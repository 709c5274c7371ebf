// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Zhangzhou mahjong as a game module of the table layer: a match of rules.rounds 圈 (M3,
// dealer rotation and 連莊) over core/mahjong's HandState, the one authority. A discard that
// others may claim opens a claim window: every seat with a claim option is asked at once,
// answers are kept until the outcome can no longer change, then handed to the engine in its
// order, which resolves them by priority (M20). Actions are the engine's JSON
// ({"action": "discard", "tile": "3m"} …); a seat is told only what it may see (mahjongEventFor).

#include "table/game_module.h"
#include "table/game_registry.h"

#include "mahjong/players.h"

#include <optional>

namespace qixing::session {

struct MahjongSettings
{
    mahjong::Rules rules;
    std::array<QString, kTableSeats> names {};
    // "person" for the local person, "remote", or a kind from mahjong::playerKinds().
    std::array<QString, kTableSeats> kinds {};
    int turnSeconds = 0;       // 0: no limit
    int bankSeconds = 0;       // the clock bank per seat per match; 0: none
    std::uint64_t seed = 1;    // the match: the first dealer and every wall
    int firstDealer = -1;      // -1: drawn from the seed (M3)
    bool oneWayHandSeeds = false; // each wall's seed derived one way (mahjong::Match)

    // Empty when valid, else an English reason.
    QString validate() const;
};
QJsonObject mahjongSettingsTo(const MahjongSettings &s);
MahjongSettings mahjongSettingsFrom(const QJsonValue &v); // throws JsonError

// An event of the hand as `viewer` may know it: another seat's draws and replacements, the
// kind of its concealed kong and its passes carry no tile (a pass is not sent at all: who
// could claim is nobody else's business). {} when the viewer is told nothing.
QJsonObject mahjongEventFor(int viewer, const mahjong::Event &e);

// A LAN client's reading of yourTurn's "view" (written by MahjongModule::askFor): what the
// seat needs to decide, for HandState::mirror. Throws JsonError on anything malformed.
mahjong::HandState::SeatMirror seatMirrorFrom(const QJsonObject &view, int seat);

// The discard history (mahjong::DiscardRecord, in order) as a client reads it from the events
// it is told: every discard and 游金 discard with its seat, the seat that took it for a chow,
// pung or kong or won on it, and whether its turn began with that seat's own chow or pung.
// The events say all of it, so a question does not carry it again (it would grow to a
// hundred records by the end of a hand, sent at every question).
class DiscardHistory
{
public:
    // One event as mahjongEventFor() writes it; throws JsonError on one that cannot follow.
    void follow(const QJsonObject &event);
    void clear()
    {
        records_.clear();
        claimer_ = -1;
    }
    const std::vector<mahjong::DiscardRecord> &records() const { return records_; }

private:
    std::vector<mahjong::DiscardRecord> records_;
    int claimer_ = -1; // the seat whose chow or pung began the turn, until it discards
};

// Every option in `offered` of `view`'s seat valued by the strong player
// (StrongPlayer::value: the same `worlds` worlds for each), best first, each with its value in
// base per hand and a reason code (docs/records.md, "Review"): the review's values and the
// Hint's. The same view, seed and worlds give the same values.
std::vector<OptionValue> mahjongOptionValues(const mahjong::HandView &view, const std::vector<mahjong::Action> &offered,
                                             const mahjong::Rules &rules, std::uint64_t seed, int worlds);

// The review's worlds per decision (every option plays out on each).
inline constexpr int kReviewWorlds = 160;

// The Hint's answer for `view`'s seat: the option mahjongOptionValues values best (on
// kHintWorlds worlds), with every option's value beside it in "values" ([{"action", "value"}],
// best first) for the table to show, as the Sevens Hint shows the expert's; the efficient
// player's choice without values where the strong player does not value the view (the opening
// declarations). Thinks for a fraction of a second: not on the GUI thread.
inline constexpr int kHintWorlds = 48;
QJsonObject mahjongHint(const mahjong::HandView &view, const std::vector<mahjong::Action> &offered, const mahjong::Rules &rules,
                        std::uint64_t seed);

class MahjongModule final : public GameModule
{
public:
    explicit MahjongModule(const MahjongSettings &settings);
    // A saved match (format "qixing-mahjong-save"): every hand is replayed from the match's
    // seed and the answers saved; throws (std::exception) when it does not read back.
    static std::unique_ptr<GameModule> restore(const QJsonObject &save, std::array<QString, kTableSeats> &kindsNow);

    const MahjongSettings &settings() const { return settings_; }
    const mahjong::HandState &hand() const { return hand_; }
    // Tests only: changes each later hand's setup before it is dealt (a host that deals
    // other than it committed to, docs/protocol.md "Verifiable deals").
    std::function<void(mahjong::HandSetup &)> tamperForTests;
    const mahjong::Match &match() const { return match_; }
    const mahjong::EventLog &events() const { return events_; }
    mahjong::HandView view(int seat) const { return mahjong::HandView(hand_, seat); }
    const std::optional<mahjong::Settlement> &lastSettlement() const { return settlement_; }
    // The answer a seat gave in the open claim window (not yet resolved), if any.
    std::optional<mahjong::Action> windowAnswer(int seat) const { return window_[std::size_t(seat)]; }

    // What `seat` may answer now (in a claim window: its claim options, whatever the
    // engine's order).
    std::vector<mahjong::Action> options(int seat) const;
    static QJsonObject actionTo(const mahjong::Action &a);
    static std::optional<mahjong::Action> actionFrom(const QJsonObject &o, QString *error = nullptr);

    QString game() const override { return QStringLiteral("mahjong"); }
    QString seatName(int seat) const override { return settings_.names[std::size_t(seat)]; }
    QString openingKind(int seat) const override { return settings_.kinds[std::size_t(seat)]; }
    int turnSeconds() const override { return settings_.turnSeconds; }
    int bankSeconds() const override { return settings_.bankSeconds; }
    std::uint64_t seed() const override { return settings_.seed; }
    std::uint64_t handSeed() const override { return handSeed_; }

    bool handInProgress() const override { return inProgress_; }
    bool matchFinished() const override { return match_.finished(); }
    int handNumber() const override { return handNumber_; }
    // The wall is shuffled from the match's seed and the hand's number, but the dealer (M3,
    // 連莊) and the streak's factor (M51) follow the match's history: a hand is the same deal
    // only with the same dealer and streak too.
    QString dealKey() const override;
    void dealNextHand() override;
    std::array<std::int64_t, kTableSeats> balances() const override { return match_.balances(); }

    DecisionPoint decision() const override;
    int step() const override { return step_; }
    QString check(int seat, const QJsonObject &action) const override;
    void apply(int seat, const QJsonObject &action) override;
    std::vector<QJsonObject> legalActions(int seat) const override;
    QJsonObject timeoutAction(int seat) const override;
    QJsonObject askFor(int seat) const override;
    QuestionPoint answerPoint(const QJsonObject &act) const override;
    int questionPoint(int seat) const override { return toldBefore(seat, eventCount()); }
    int claimPointEvents() const override { return claimPoint_; }

    bool knowsComputer(const QString &kind) const override;
    QString defaultComputer() const override { return QStringLiteral("efficient"); }
    std::unique_ptr<ComputerBrain> makeComputer(const QString &kind, std::uint64_t seed) const override;

    int eventCount() const override { return int(events_.size()); }
    QJsonObject eventFor(int viewer, int index) const override;
    int eventOwner(int index) const override;
    int eventNumber(int viewer, int index) const override { return toldBefore(viewer, index); }
    QJsonObject stateFor(int viewer, int shownEvents) const override;
    QJsonObject settlementJson() const override;

    std::vector<HiddenPiece> hiddenFrom(int viewer) const override;

    std::int64_t leave(int seat) override;
    void playOut(const std::array<QString, kTableSeats> &kinds, std::uint64_t seed) override;
    QJsonObject save(const std::array<QString, kTableSeats> &kindsNow) const override;

    // How many of the hand's first `index` events `viewer` is told of: the seat's own
    // numbering of events, with no gap where another seat's pass is kept from it.
    int toldBefore(int viewer, int index) const;

protected:
    void swapSeatState(int a, int b) override;

private:
    void engineApply(int seat, const mahjong::Action &a);
    void countTold();
    QJsonArray meldsFor(int viewer, int seat) const;
    QJsonArray flowersOf(int seat) const;
    void feedWindow();
    bool mayChangeOutcome(int seat) const;

    MahjongSettings settings_;
    mahjong::Match match_;
    mahjong::HandState hand_;
    mahjong::EventLog events_;
    // told_[i][v]: how many of the first i events viewer v (a seat, kSpectator) is told of
    // (kept with events_).
    std::vector<std::array<int, kViewers>> told_ {std::array<int, kViewers> {}};
    int handNumber_ = -1;
    std::uint64_t handSeed_ = 0; // the seed of the hand in play's wall (Match::nextSeed)
    bool inProgress_ = false;
    int step_ = 0;
    int claimPoint_ = -1;
    // The open claim window: answers given and not yet handed to the engine, and who has
    // answered (given or handed).
    std::array<std::optional<mahjong::Action>, kTableSeats> window_ {};
    std::array<bool, kTableSeats> answered_ {};
    std::array<std::optional<mahjong::Action>, kTableSeats> given_ {}; // handed to the engine
    bool windowOpen_ = false;
    // Every answer the engine took this hand, in order (the save replays them).
    std::vector<std::pair<int, mahjong::Action>> answers_;
    std::vector<std::vector<std::pair<int, mahjong::Action>>> playedHands_;
    std::optional<mahjong::Settlement> settlement_;
    // Seat swaps between hands (the save replays every hand by chair, so it says when each
    // came); the names and kinds in settings_ are those of the seats now.
    SeatMoves seatMoves_;
};

} // namespace qixing::session
