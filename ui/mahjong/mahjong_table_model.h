// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a mahjong table shows to one seat, folded from the protocol's messages that seat
// receives (docs/protocol.md "Zhangzhou mahjong": state, event, yourTurn, settlement,
// matchOver; and a host's seatsSwapped between hands), so that a local and a joined table
// are one code path. Qt Core and core/mahjong only: the table widget draws it, the tests
// check it against the engine. A message that does not parse is ignored with a warning and
// changes nothing.
//
// A "state" is the hand after its first "eventCount" events; its events are history (the
// rivers, the last discard), and so are later events the snapshot already holds (a host's
// claim moment, a new hand's deal). Later "event" messages change everything they tell of. A "yourTurn" carries the seat's view, which
// is taken as the truth again (own tiles, counts, melds, the wall), so that a state sent while
// some events were still held back (a LAN host's claim moment) cannot leave the table wrong.

#include "mahjong/hand.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace qixing::ui {

class MahjongTableModel
{
public:
    struct SeatMeld
    {
        mahjong::Meld::Type type = mahjong::Meld::Type::Chow;
        // The meld's tiles; a concealed kong another seat may not see has none (faceDown).
        std::vector<mahjong::Tile> tiles;
        int claimed = -1;  // index in tiles of the claimed discard, -1 if none
        int from = -1;     // the seat it came from, -1 if none
        bool faceDown = false;
        bool revealed = false; // a concealed kong turned over by 搶槓胡
    };
    struct Discard
    {
        mahjong::Tile tile;
        bool you = false; // discarded announcing 游金
    };
    struct SeatInfo
    {
        QString name;          // "" for an unnamed computer player
        std::int64_t balance = 0;
        int tiles = 0;         // concealed tiles (the drawn one included)
        std::vector<SeatMeld> melds;
        std::vector<mahjong::Tile> flowers;
        std::vector<Discard> river; // in order; a claimed discard has left it
        int you = 0;           // 游金: 1 單游, 2 雙游, 3 三游
    };
    struct Question
    {
        int hand = -1, step = -1;
        bool window = false;   // a claim window (with others asked at once)
        int phase = -1;        // 0 opening, 1 搶槓胡 prompt, 2 turn, 3 claim (the view's phase)
        int deadlineMs = -1;   // when asked; -1 none
        int bankMs = 0;        // of the deadline, the seat's clock bank (issue 30)
        std::vector<mahjong::Action> options;
        QJsonArray optionsJson; // as sent: what to submit
        bool has(mahjong::Action::Kind k) const;
        std::vector<mahjong::Action> of(mahjong::Action::Kind k) const;
    };
    struct LastDiscard
    {
        int seat = -1;
        mahjong::Tile tile;
        int riverIndex = -1; // its place in that seat's river
    };
    enum class SortOrder { CharactersFirst, DotsFirst };

    MahjongTableModel() = default;

    // Folds one message; false (with a qWarning) when it was ignored.
    bool apply(const QJsonObject &message);
    void clear() { *this = MahjongTableModel(); }

    bool hasHand() const { return hand_ >= 0; }
    int handNumber() const { return hand_; }
    // The seat told the messages, or kSpectatorSeat for a spectator.
    int localSeat() const { return local_; }
    // A spectator (issue 30) holds no tiles and is never asked; the seat it views the table
    // from (viewFrom(), seat 0 unless chosen) is drawn at the bottom.
    static constexpr int kSpectatorSeat = 4; // session::kSpectator
    bool spectating() const { return local_ == kSpectatorSeat; }
    // A spectator turns the table (only what is drawn changes); kept across the messages
    // folded. A seated person always sees the table from their own seat.
    void setViewFrom(int seat) { viewFrom_ = seat & 3; }
    int viewFrom() const { return viewFrom_; }
    // The seat drawn at the bottom: the person's own, or the one a spectator views from.
    int bottomSeat() const { return spectating() ? viewFrom_ : local_; }
    // The seat drawn at screen position pos (0 bottom = local, 1 right, 2 top, 3 left).
    int seatAt(int pos) const { return (bottomSeat() + pos) & 3; }
    int posOf(int seat) const { return (seat - bottomSeat()) & 3; }
    const SeatInfo &seat(int s) const { return seats_[std::size_t(s & 3)]; }
    // The seat's name as this hand was dealt: a seat swap between hands changes the plates
    // (seat().name), not who played the hand that ended.
    const QString &handName(int s) const { return handNames_[std::size_t(s & 3)]; }

    mahjong::Tile gold() const { return gold_; }
    bool hasGold() const { return gold_ != mahjong::kNoTile; }
    // 開金's last roll (M11), {0, 0} before it.
    std::array<int, 2> dice() const { return dice_; }
    int dealer() const { return dealer_; }
    int streak() const { return streak_; }
    const mahjong::Rules &rules() const { return rules_; }
    // The wall: tiles left, what can still be drawn, and the stacks kept back for 臭莊 (M40).
    int wallLeft() const { return wallLeft_; }
    int drawable() const { return wallLeft_ - keptBack(); }
    int keptBack() const;
    int tablePoints() const;

    // The local seat's concealed tiles as counts, sorted golds first (a 白板 standing in for
    // the gold's kind sits where that kind does), without the drawn tile when it is set apart.
    const mahjong::Counts &ownCounts() const { return own_; }
    std::vector<mahjong::Tile> ownTiles(SortOrder order = SortOrder::CharactersFirst) const;
    // The tile just drawn by the local seat on its turn (shown apart), if any.
    std::optional<mahjong::Tile> drawnTile() const { return drawn_; }
    // The rules' view of the local concealed tiles (golds wild).
    mahjong::Concealed ownConcealed() const { return mahjong::concealedOf(own_, gold_); }
    // Copies of a physical kind the local seat cannot see (in others' hands or the wall).
    int unseen(mahjong::Tile t) const;

    const LastDiscard &lastDiscard() const { return lastDiscard_; }
    int lastDrawSeat() const { return lastDrawSeat_; }
    // The seat in 雙游 while the others' forced round runs (M34), else -1.
    int forcedRoundFor() const { return forcedFor_; }
    int fenBing() const { return fenBing_; }
    // Opening offers the local seat passed this hand: a seat's second offer is 搶金 (M31, M32).
    int openingPasses() const { return openingPasses_; }

    const std::optional<Question> &question() const { return question_; }
    // The person answered (the game took it): the question is over.
    void answered() { question_.reset(); }

    bool handOver() const { return over_; }
    const QJsonObject &settlement() const { return settlement_; } // {} before the hand ends
    // Every hand as the settlement showed it (empty before).
    const std::array<std::vector<mahjong::Tile>, 4> &revealed() const { return revealed_; }
    bool matchOver() const { return matchOver_; }
    // The newest event folded (for animation and the banner), or the last a state told: its JSON.
    const QJsonObject &lastEvent() const { return lastEvent_; }
    int eventsSeen() const { return eventsSeen_; }

private:
    bool applyState(const QJsonObject &m);
    bool applyEvent(const QJsonObject &e, bool history);
    bool applyYourTurn(const QJsonObject &m);
    bool applySettlement(const QJsonObject &m);
    bool applyMatchOver(const QJsonObject &m);
    // Between hands the host swapped two seats (docs/protocol.md, "Host tools").
    bool applySeatsSwapped(const QJsonObject &m);
    // The seats' names and balances as a state or a seat swap tells them.
    void readPlates(const QJsonObject &m);
    void readSeats(const QJsonArray &seats, bool flowerLists); // throws JsonError
    void removeOwn(mahjong::Tile t, int n = 1);
    void addOwn(mahjong::Tile t);
    void takeLastDiscard();

    int hand_ = -1;
    int local_ = 0;
    int viewFrom_ = 0; // a spectator's bottom seat
    mahjong::Rules rules_;
    std::array<SeatInfo, 4> seats_ {};
    std::array<QString, 4> handNames_ {};
    mahjong::Tile gold_ = mahjong::kNoTile;
    std::array<int, 2> dice_ {};
    int dealer_ = 0, streak_ = 1;
    int wallLeft_ = 0;
    mahjong::Counts own_ {};
    std::optional<mahjong::Tile> drawn_;
    LastDiscard lastDiscard_;
    int lastDrawSeat_ = -1;
    int forcedFor_ = -1;
    int fenBing_ = 0;
    std::optional<Question> question_;
    bool over_ = false;
    QJsonObject settlement_;
    std::array<std::vector<mahjong::Tile>, 4> revealed_ {};
    bool matchOver_ = false;
    QJsonObject lastEvent_;
    int eventsSeen_ = 0;
    std::array<int, 4> historyMelds_ {}; // melds met in a state's history, per seat
    int openingPasses_ = 0;
    bool dealt_ = false;                 // the gold is turned up: play has begun
    int snapshotEvents_ = 0;             // the state's snapshot holds the hand's first events
};

} // namespace qixing::ui
