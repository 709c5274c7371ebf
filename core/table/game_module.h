// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A game as the table layer drives it, in the spirit of OpenSpiel's Game/State and
// boardgame.io's game object. The table layer (TableSession, the LAN host and client) knows
// no rules: it asks the module who must decide now, checks and applies their answers, and
// asks what each seat may see. Actions, saves and what a seat is told are JSON objects, so
// one codec per game serves the autosave, the host's frames and the client.
//
// A module is one match of four seats: the rules options, the hands dealt from the match's
// seed, the match bookkeeping, and the game's computer players. Each game's module lives in
// its folder (core/games/<game>/) and is registered there (table/game_registry.h).

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>


#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace qixing::session {

inline constexpr int kTableSeats = 4;
// The viewer a spectator is (docs/protocol.md, "Spectators"): told what every seat sees and
// no seat's own part (no hand, no drawn tile, no covered card). Every module answers it
// wherever it takes a viewer (stateFor, eventFor, eventNumber, eventJson, stateJson,
// hiddenFrom); it is never asked a question. Not -1: eventOwner() says "no owner" with -1,
// and a spectator must never be an event's owner.
inline constexpr int kSpectator = kTableSeats;
inline constexpr int kViewers = kTableSeats + 1; // the seats and the spectator

// Four seats' names (or kinds) as a JSON array.
inline QJsonArray seatStringsTo(const std::array<QString, kTableSeats> &a)
{
    QJsonArray out;
    for (const QString &x : a)
        out.append(x);
    return out;
}

// Four seats' money as a JSON array (states, settlements, saves and the host's messages).
inline QJsonArray moneyTo(const std::array<std::int64_t, kTableSeats> &m)
{
    QJsonArray a;
    for (std::int64_t x : m)
        a.append(qint64(x));
    return a;
}

class GameModule;

// A computer player of one game, deciding for one seat from what that seat may see.
// Thinking is split in two so that it need not run on the table's thread (a window's or a
// host's event loop): think() runs there and copies what the seat may see now; the job it
// returns decides from that copy alone and may run on any thread. One brain runs one job at
// a time, in the order its jobs were made (a brain may keep state, such as its random
// numbers, from one decision to the next).
class ComputerBrain
{
public:
    using Thought = std::function<QJsonObject()>;
    virtual ~ComputerBrain() = default;
    // For `seat`, which is asked now: a job that returns a legal action for it.
    virtual Thought think(const GameModule &game, int seat) = 0;
    // The same at once, on this thread (play-outs and tests).
    QJsonObject decide(const GameModule &game, int seat) { return think(game, seat)(); }
};

// Who must decide now. Usually one seat (a turn); a claim window asks every seat that has a
// claim option at once, with one shared countdown, and the module resolves the answers by
// the rules' priority as soon as the outcome can no longer change.
struct DecisionPoint
{
    std::vector<int> seats;  // asked now and not yet answered
    bool window = false;     // a claim window (several seats, resolved together)
    // Only seats with an option are asked (a claim window, 搶槓胡, an opening declaration):
    // that a seat is asked must not show in the table's pace (M23).
    bool prompt = false;
    int limitSeconds = -1;   // the window's own limit (M23); -1: the table's turn limit
};

class GameModule
{
public:
    virtual ~GameModule() = default;

    virtual QString game() const = 0; // the game's id in the registry

    // --- the table: who sits where, as opened in 開桌設定
    virtual QString seatName(int seat) const = 0;
    // "person" (the person at this computer), "remote", or a computer player's kind.
    virtual QString openingKind(int seat) const = 0;
    virtual int turnSeconds() const = 0; // 0: no limit
    virtual std::uint64_t seed() const = 0; // the match's seed (computer players derive theirs)
    // The seed the hand in play (or the last one) was dealt from: the host commits to it
    // before the deal and reveals it after the settlement (docs/protocol.md, "Verifiable
    // deals"), so it must tell nothing of any other hand.
    virtual std::uint64_t handSeed() const = 0;

    // --- the match
    virtual bool handInProgress() const = 0;
    virtual bool matchFinished() const = 0;
    virtual int handNumber() const = 0;   // 0-based number of the current (or last) hand
    // --- duplicate (issue 30): which deal the current (or last) hand is; hands with equal keys
    // were dealt alike, so duplicate tables compare them. The default: the match's seed and
    // the hand's number (a game whose deal depends on more, such as who deals, adds it).
    virtual QString dealKey() const { return QString::number(seed()) + QLatin1Char('/') + QString::number(handNumber()); }
    virtual void dealNextHand() = 0;      // only between hands of an unfinished match
    virtual std::array<std::int64_t, kTableSeats> balances() const = 0;

    // --- decisions
    virtual DecisionPoint decision() const = 0;
    // Grows with every change of the decision point: an answer for an older step is stale.
    virtual int step() const = 0;
    // Empty when `seat` may answer `action` now, else why not (English, with the rule).
    virtual QString check(int seat, const QJsonObject &action) const = 0;
    // Applies a checked answer. In a window it may only be recorded until the window closes.
    virtual void apply(int seat, const QJsonObject &action) = 0;
    // Every action `seat` may answer now, each one check() accepts (OpenSpiel's
    // LegalActions: random players and the conformance test play from it).
    virtual std::vector<QJsonObject> legalActions(int seat) const = 0;
    // What is played for a person who does not answer in time (a pass in a claim window,
    // the computer's choice on a turn).
    virtual QJsonObject timeoutAction(int seat) const = 0;
    // The game's part of a "yourTurn" message to `seat`, which is asked now: what the seat
    // needs to answer and which question it answers (a turn, a step).
    virtual QJsonObject askFor(int seat) const = 0;
    // The whole "yourTurn" message: askFor() with its type and the milliseconds left to
    // answer (-1: no limit, sent as null).
    QJsonObject question(int seat, int deadlineMs) const
    {
        QJsonObject m = askFor(seat);
        m.insert(QLatin1StringView("type"), QLatin1StringView("yourTurn"));
        m.insert(QLatin1StringView("deadline"), deadlineMs >= 0 ? QJsonValue(deadlineMs) : QJsonValue(QJsonValue::Null));
        return m;
    }
    // The same as compact JSON text, what the host sends; a module may write it directly.
    virtual QByteArray questionJson(int seat, int deadlineMs) const
    {
        return QJsonDocument(question(seat, deadlineMs)).toJson(QJsonDocument::Compact);
    }
    // Which question an "act" message answers: its hand and its point, as askFor() wrote
    // them (a turn, a step: each game names its own). Throws net::ProtocolError("badMessage")
    // when those fields are malformed.
    struct QuestionPoint
    {
        int hand = -1;
        int point = -1;
        auto operator<=>(const QuestionPoint &) const = default;
    };
    virtual QuestionPoint answerPoint(const QJsonObject &act) const = 0;
    // The point of the question `seat` is asked now (askFor()'s). It counts only what the
    // seat itself is told, so the numbers of its questions say nothing of other seats'
    // options (M23): e.g. the events of the hand the seat has been told so far.
    virtual int questionPoint(int seat) const = 0;
    // Right after a discard that others may claim: how many events may be shown at once
    // (up to the discard); -1 otherwise. The table waits a fixed moment before showing the
    // rest, whether or not anyone may claim, so its speed tells nobody who could (M23).
    virtual int claimPointEvents() const { return -1; }

    // --- seats
    virtual bool knowsComputer(const QString &kind) const = 0;
    virtual QString defaultComputer() const = 0;
    virtual std::unique_ptr<ComputerBrain> makeComputer(const QString &kind, std::uint64_t seed) const = 0;

    // --- what seats may see. Events of the current hand in order; eventFor() is the event
    // as `viewer` may know it ({} when that seat is told nothing of it).
    virtual int eventCount() const = 0;
    virtual QJsonObject eventFor(int viewer, int index) const = 0;
    // The one seat that may see more of event `index` than the others (the card it covered,
    // the tile it drew), or -1: the seats other than it that number the event alike
    // (eventNumber) get the same eventFor(), so the host builds and encodes each event about
    // twice, not once per seat.
    virtual int eventOwner(int index) const = 0;
    // The number event `index` has for `viewer` ("index" in its event message): a seat numbers
    // only the events it is told, so that nothing kept from it leaves a gap.
    virtual int eventNumber(int /*viewer*/, int index) const { return index; }
    // eventFor() as compact JSON text, empty when that seat is told nothing: what the host
    // sends. A module may write its most frequent events directly (the same bytes, faster).
    virtual QByteArray eventJson(int viewer, int index) const
    {
        const QJsonObject e = eventFor(viewer, index);
        return e.isEmpty() ? QByteArray() : QJsonDocument(e).toJson(QJsonDocument::Compact);
    }
    // Everything `viewer` may know of the hand in play (a reconnect, a new hand), with the
    // first `shownEvents` events (the rest follow as events).
    virtual QJsonObject stateFor(int viewer, int shownEvents) const = 0;
    // stateFor() with the host's table id added ("table"), as compact JSON text: what the host
    // sends each seat at every hand's start. A module may write it directly (the same bytes).
    virtual QByteArray stateJson(int viewer, int shownEvents, int table) const
    {
        QJsonObject m = stateFor(viewer, shownEvents);
        m.insert(QLatin1StringView("table"), table);
        return QJsonDocument(m).toJson(QJsonDocument::Compact);
    }
    // The settlement of the last finished hand, hands revealed.
    virtual QJsonObject settlementJson() const = 0;
    // The same as compact JSON text, what the host sends; a module may write it directly.
    virtual QByteArray settlementText() const { return QJsonDocument(settlementJson()).toJson(QJsonDocument::Compact); }

    // --- what a seat must not know now (the conformance test checks every message against
    // it). The game's pieces by the names its messages use ("7S", "3m"), each with how many
    // copies of it the game has and how many of those are hidden from `viewer` now: the other
    // seats' concealed holdings, the wall, what is covered face down. Counting copies serves
    // unique cards and four-copy tiles alike. Only pieces with a hidden copy are listed; the
    // default (nothing hidden) suits a game of open information.
    struct HiddenPiece
    {
        QString name;
        int copies = 1; // in the whole game
        int hidden = 0; // of those, unknown to the viewer now
    };
    virtual std::vector<HiddenPiece> hiddenFrom(int /*viewer*/) const { return {}; }

    // --- leaving and saving
    // The person at `seat` leaves the match before its end (a game may charge a penalty).
    // Returns what it cost in the match's money (0 when the game charges nothing).
    virtual std::int64_t leave(int seat) = 0;
    // Finishes the match with computer players (after a leave).
    virtual void playOut(const std::array<QString, kTableSeats> &kinds, std::uint64_t seed) = 0;
    // The whole match as saved: rules, seats, match history, the answers of the hand in
    // play, and who plays each seat now. Each game reads its own format back (its module's
    // restore function, given to TableSession::resume).
    virtual QJsonObject save(const std::array<QString, kTableSeats> &kindsNow) const = 0;

    // --- swapping seats between hands (issue 30; docs/protocol.md, "Host tools"). The people
    // at seats `a` and `b` change chairs and take along everything the match keeps for a
    // person: their name and kind, money, the game's match totals, what is left of their clock
    // bank. What belongs to the chair stays: the deals, who deals and the winds,
    // the order of play. Only between hands of a running match: nothing of a hand in play may
    // change hands. Empty when done, else why not (English); a refused swap changes nothing.
    QString swapSeats(int a, int b)
    {
        if (a == b || a < 0 || b < 0 || a >= kTableSeats || b >= kTableSeats)
            return QStringLiteral("two different seats 0-3 swap");
        if (handInProgress())
            return QStringLiteral("seats are swapped only between hands, not in a hand in play");
        if (matchFinished())
            return QStringLiteral("the match is over");
        // The person at this computer sees the table from their seat (a desktop table, the
        // host window's own seat): it stays theirs.
        if (openingKind(a) == QLatin1StringView("person") || openingKind(b) == QLatin1StringView("person"))
            return QStringLiteral("the seat of the person at this computer stays theirs");
        swapSeatState(a, b);
        std::swap(bankLeftMs_[std::size_t(a)], bankLeftMs_[std::size_t(b)]);
        return {};
    }

    // --- the clock bank (issue 30): besides the base (turnSeconds) of each decision, a bank
    // per seat per match, spent when a turn's base runs out (TableSession). The module keeps
    // what each seat has left so that its save keeps it: a resumed match goes on with it.
    virtual int bankSeconds() const { return 0; } // 0: no bank
    int bankLeftMs(int seat) const
    {
        const int left = bankLeftMs_[std::size_t(seat)];
        return left < 0 ? bankSeconds() * 1000 : left;
    }
    void setBankLeftMs(int seat, int ms) { bankLeftMs_[std::size_t(seat)] = std::clamp(ms, 0, bankSeconds() * 1000); }
    // The save's "bankMs" (what each seat has left), written once any of it is spent: a save
    // of a table without a bank, or of a match whose bank is whole, is as before.
    void saveBank(QJsonObject &save) const
    {
        if (std::none_of(bankLeftMs_.begin(), bankLeftMs_.end(), [](int ms) { return ms >= 0; }))
            return;
        QJsonArray a;
        for (int s = 0; s < kTableSeats; ++s)
            a.append(bankLeftMs(s));
        save.insert(QLatin1StringView("bankMs"), a);
    }
    // Reads "bankMs" back (absent: every bank whole); empty, or why it does not read.
    QString restoreBank(const QJsonObject &save)
    {
        const QJsonValue v = save.value(QLatin1StringView("bankMs"));
        if (v.isUndefined())
            return {};
        const QJsonArray a = v.toArray();
        if (!v.isArray() || a.size() != kTableSeats)
            return QStringLiteral("\"bankMs\" must list 4 seats");
        for (int s = 0; s < kTableSeats; ++s) {
            const double ms = a[s].toDouble(-1);
            if (!a[s].isDouble() || ms != double(qint64(ms)) || ms < 0 || ms > bankSeconds() * 1000.0)
                return QStringLiteral("\"bankMs\" must be whole milliseconds from 0 to the bank (%1 s)").arg(bankSeconds());
            bankLeftMs_[std::size_t(s)] = int(ms);
        }
        return {};
    }

protected:
    // swapSeats() once allowed: the game's own part (all but the clock bank, kept here). The
    // save must say it: a restored match has the people where they sit now.
    virtual void swapSeatState(int a, int b) = 0;

private:
    std::array<int, kTableSeats> bankLeftMs_ {-1, -1, -1, -1}; // -1: whole
};

// The seat swaps of a match whose save replays every hand from the match's seed (each hand's
// answers are by chair, and the replay books each chair its money): when each swap came, so
// that restoring makes it again at the same point. Swaps between the same two hands compose
// into one move of the people, and a move that leaves everyone where they were is no move:
// a swap undone before the next deal leaves the save as it was, byte for byte. Saved as
// "seatMoves": [{"after": hand, "from": [4 seats]}], "from"[s] being the chair the person
// at chair s came from, and "after" the hand they moved after (-1: before the first).
class SeatMoves
{
public:
    void swap(int afterHand, int a, int b)
    {
        if (moves_.empty() || moves_.back().after != afterHand)
            moves_.push_back({afterHand, {0, 1, 2, 3}});
        std::swap(moves_.back().from[std::size_t(a)], moves_.back().from[std::size_t(b)]);
        if (moves_.back().from == std::array<int, kTableSeats> {0, 1, 2, 3})
            moves_.pop_back();
    }
    bool empty() const { return moves_.empty(); }
    QJsonArray toJson() const
    {
        QJsonArray out;
        for (const Move &m : moves_) {
            QJsonArray from;
            for (int s : m.from)
                from.append(s);
            out.append(QJsonObject {{QStringLiteral("after"), m.after}, {QStringLiteral("from"), from}});
        }
        return out;
    }
    // Reads "seatMoves" (absent: none); empty, or why it does not read.
    QString read(const QJsonValue &v)
    {
        moves_.clear();
        if (v.isUndefined())
            return {};
        const QString bad = QStringLiteral("\"seatMoves\" must list {\"after\": a hand, \"from\": the 4 seats moved}, in order");
        if (!v.isArray())
            return bad;
        for (const QJsonValue &x : v.toArray()) {
            const QJsonArray from = x.toObject().value(QLatin1StringView("from")).toArray();
            const QJsonValue after = x.toObject().value(QLatin1StringView("after"));
            Move m {after.toInt(-2), {}};
            if (!after.isDouble() || m.after < -1 || after.toDouble() != m.after || from.size() != kTableSeats
                || (!moves_.empty() && moves_.back().after >= m.after))
                return bad;
            std::array<bool, kTableSeats> seen {};
            for (int s = 0; s < kTableSeats; ++s) {
                const int f = from[s].toInt(-1);
                if (f < 0 || f >= kTableSeats || seen[std::size_t(f)] || from[s].toDouble() != f)
                    return bad;
                seen[std::size_t(f)] = true;
                m.from[std::size_t(s)] = f;
            }
            if (m.from == std::array<int, kTableSeats> {0, 1, 2, 3})
                return bad;
            moves_.push_back(m);
        }
        return {};
    }
    // Makes the moves saved after `hand` again with `swap(a, b)` (a module's swapSeatState), as
    // a restore reaches that point; a move is made of swaps, as it was made.
    void replay(int hand, const std::function<void(int, int)> &swap) const
    {
        for (const Move &m : moves_) {
            if (m.after != hand)
                continue;
            std::array<int, kTableSeats> at {0, 1, 2, 3}; // the chair each person here came from
            for (int s = 0; s < kTableSeats; ++s)
                for (int j = s + 1; at[std::size_t(s)] != m.from[std::size_t(s)] && j < kTableSeats; ++j)
                    if (at[std::size_t(j)] == m.from[std::size_t(s)]) {
                        swap(s, j);
                        std::swap(at[std::size_t(s)], at[std::size_t(j)]);
                    }
        }
    }
    // Moves saved after a hand later than `lastHand` (a save that does not read back).
    bool beyond(int lastHand) const { return !moves_.empty() && moves_.back().after > lastHand; }

private:
    struct Move
    {
        int after = -1;
        std::array<int, kTableSeats> from {};
    };
    std::vector<Move> moves_;
};

} // namespace qixing::session
