// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/sevens_model.h"

#include "common/flat_json.h"
#include "sevens/sevens_module.h"
#include "sevens/sevens_wire.h"
#include "sevens/players.h"
#include "sevens/sevens_json.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace qixing::session {

using namespace sevens;

namespace {
bool readMoney(const QJsonValue &v, std::array<std::int64_t, kSeats> &out)
{
    const QJsonArray a = v.toArray();
    if (a.size() != kSeats)
        return false;
    for (int i = 0; i < kSeats; ++i)
        out[std::size_t(i)] = std::int64_t(a[i].toDouble());
    return true;
}
} // namespace

SevensModel::SevensModel(SevensSource *source, QObject *parent) : SevensGame(parent), source_(source)
{
    qRegisterMetaType<MoveRecord>();
    connect(source, &SevensSource::message, this, &SevensModel::fold);
    connect(source, &SevensSource::changed, this, &SevensGame::changed);
    reload();
}

void SevensModel::forget()
{
    rules_ = Rules {};
    names_ = {};
    balances_ = opening_ = {};
    haveOpening_ = false;
    hands_ = 0;
    hand_ = -1;
    knowledge_ = {};
    mirror_.reset();
    settled_ = matchOver_ = false;
    covered_ = {};
    settlement_.reset();
    log_.clear();
    booked_.clear();
}

void SevensModel::reload()
{
    forget();
    if (!source_)
        return;
    for (const QJsonObject &m : source_->replay())
        fold(m);
    emit changed();
}

void SevensModel::fold(const QJsonObject &m)
{
    const QString type = m.value("type"_L1).toString();
    // A message that does not read changes nothing: a joined table's client has already
    // dropped a host that sends one, and a local table does not write them.
    try {
        if (type == QLatin1String("state")) {
            onState(m);
        } else if (type == QLatin1String("move")) {
            onMove(m);
        } else if (type == QLatin1String("yourTurn")) {
            if (!mirror_ || m.value("hand"_L1).toInt() != hand_ || m.value("turn"_L1).toInt() != mirror_->turn())
                return; // a question overtaken by a move
            bankMs_ = m.value("bank"_L1).toInt(0);
            emit localTurn();
            emit changed();
        } else if (type == QLatin1String("timeUp")) {
            if (const auto a = SevensModule::actionFrom(m.value("action"_L1).toObject()))
                emit timeLimitPlayed(*a);
        } else if (type == QLatin1String("settlement")) {
            onSettlement(m);
        } else if (type == QLatin1String("seatsSwapped")) {
            onSeatsSwapped(m);
        } else if (type == QLatin1String("matchOver")) {
            readSeating(m);
            matchOver_ = true;
            emit changed();
            emit matchFinished();
        }
    } catch (const std::exception &) {
    }
}

void SevensModel::onState(const QJsonObject &m)
{
    const Rules rules = json::rulesFrom(m.value("rules"_L1));
    SeatKnowledge k = net::knowledgeFrom(m, rules.headTail);
    std::optional<HandState> mirror = HandState::mirror(k);
    if (!mirror)
        return;
    if (matchOver_) {
        // The table opened again and a new match begins.
        matchOver_ = false;
        haveOpening_ = false;
        booked_.clear();
        hand_ = -1;
        settled_ = false;
    }
    rules_ = rules;
    if (readSeating(m) && !haveOpening_) {
        opening_ = balances_;
        haveOpening_ = true;
    }
    hands_ = m.value("hands"_L1).toInt(hands_);
    // A new hand, or the whole state again (a reconnect, a resumed match).
    const int hand = m.value("hand"_L1).toInt();
    const bool fresh = hand != hand_ || settled_ || mirror->turn() == 0;
    hand_ = hand;
    knowledge_ = std::move(k);
    mirror_ = std::move(mirror);
    settled_ = false;
    settlement_.reset();
    covered_ = {};
    rebuildLog();
    if (fresh && mirror_->turn() == 0)
        emit handStarted(hand_);
    emit changed();
}

bool SevensModel::readSeating(const QJsonObject &m)
{
    const QJsonArray names = m.value("names"_L1).toArray();
    if (names.size() == kSeats)
        for (int i = 0; i < kSeats; ++i)
            names_[std::size_t(i)] = names[i].toString();
    return readMoney(m.value("balances"_L1), balances_);
}

void SevensModel::onSeatsSwapped(const QJsonObject &m)
{
    const QJsonArray pair = m.value("seats"_L1).toArray();
    const int a = pair.at(0).toInt(-1), b = pair.at(1).toInt(-1);
    if (pair.size() != 2 || a < 0 || a >= kSeats || b < 0 || b >= kSeats || a == b)
        return;
    // The plates read as a state's do; the next state tells the rest.
    readSeating(m);
    // What the host moves with the people moves here too (the match's totals, the opening
    // money); the finished hand's cards stay with the chairs.
    const auto swapped = [a, b](auto &perSeat) { std::swap(perSeat[std::size_t(a)], perSeat[std::size_t(b)]); };
    swapped(opening_);
    for (Match::BookedHand &h : booked_) {
        swapped(h.results);
        swapped(h.money);
    }
    // The person moved sits at the other chair now: the table turns to it at once.
    if (mirror_ && (knowledge_.seat == a || knowledge_.seat == b))
        knowledge_.seat = knowledge_.seat == a ? b : a;
    emit changed();
}

void SevensModel::onMove(const QJsonObject &m)
{
    if (!mirror_ || settled_ || m.value("hand"_L1).toInt() != hand_)
        return; // a move of a hand we have no state for: the next state tells
    const std::optional<FlatJson> flat = FlatJson::of(m);
    if (!flat)
        return;
    net::applyMove(knowledge_, *mirror_, *flat);
    const int i = mirror_->turn() - 1;
    if (i != int(log_.size())) {
        rebuildLog();
    } else {
        const MoveRecord rec {hand_, i, mirror_->moveSeat(i), mirror_->moveAction(i)};
        log_.push_back(rec);
        emit moveMade(rec);
    }
    emit changed();
}

void SevensModel::onSettlement(const QJsonObject &m)
{
    const QJsonArray covered = m.value("covered"_L1).toArray(), last = m.value("last"_L1).toArray();
    QJsonArray players;
    for (int i = 0; i < kSeats; ++i)
        players.append(QJsonObject {{"covered", covered.at(i)}, {"last", last.at(i)}});
    // The settlement from the hands revealed, by the same rules as the host's (S20-S33).
    const HandOutcome outcome = json::outcomeFrom(players);
    const Settlement st = settle(rules_, outcome);
    covered_ = outcome.covered;
    settled_ = true;
    settlement_ = st;
    hand_ = m.value("hand"_L1).toInt(hand_);
    readMoney(m.value("balances"_L1), balances_);
    booked_.push_back({st.results, st.money});
    emit changed();
    emit handFinished(st);
}

void SevensModel::rebuildLog()
{
    log_.clear();
    if (!mirror_)
        return;
    for (int i = 0; i < mirror_->turn(); ++i)
        log_.push_back({hand_, i, mirror_->moveSeat(i), mirror_->moveAction(i)});
}

bool SevensModel::active() const
{
    // What was told stays to be read when the table is gone (a LAN host drops a match as
    // soon as its last hand is settled); a desktop table's close() makes it forget.
    return source_ && mirror_.has_value();
}

Seat SevensModel::localSeat() const
{
    if (mirror_)
        return knowledge_.seat;
    return source_ ? std::max(0, source_->localSeat()) : 0;
}

HandView SevensModel::localView() const
{
    static const HandState none;
    return HandView(mirror_ ? *mirror_ : none, localSeat());
}

bool SevensModel::handInProgress() const
{
    return active() && !settled_ && !matchOver_ && !mirror_->finished();
}

bool SevensModel::isMatchFinished() const
{
    return matchOver_ || (settled_ && hands_ > 0 && hand_ + 1 >= hands_);
}

QString SevensModel::seatName(Seat s) const
{
    if (!names_[std::size_t(s)].isEmpty())
        return names_[std::size_t(s)];
    return source_ ? source_->seatName(s) : QString();
}

QString SevensModel::seatKind(Seat s) const
{
    return source_ ? source_->seatKind(s) : QString();
}

int SevensModel::penaltyBases() const
{
    return source_ ? source_->penaltyBases() : 1;
}

int SevensModel::turnSeconds() const
{
    return source_ ? source_->turnSeconds() : 0;
}

MoveError SevensModel::submitLocal(Action a)
{
    if (!handInProgress() || !source_)
        return MoveError::HandOver;
    if (const MoveError e = mirror_->check(localSeat(), a); e != MoveError::None)
        return e;
    // The table may still refuse (its seat was taken over, the clock played first).
    return source_->submit(SevensModule::actionTo(a)).isEmpty() ? MoveError::None : MoveError::NotYourTurn;
}

std::function<std::optional<Action>()> SevensModel::localHintWork() const
{
    if (!handInProgress() || !localView().myTurn())
        return [] { return std::optional<Action>(); };
    return [hand = *mirror_, seat = localSeat()] {
        HeuristicPlayer h;
        return std::optional<Action>(h.chooseAction(HandView(hand, seat)));
    };
}

std::optional<Action> SevensModel::localHint() const
{
    if (!handInProgress() || !localView().myTurn())
        return std::nullopt;
    HeuristicPlayer h;
    return h.chooseAction(localView());
}

int SevensModel::msLeft() const
{
    if (!handInProgress() || !localView().myTurn() || !source_)
        return -1;
    return source_->msLeft();
}

int SevensModel::secondsLeft() const
{
    const int ms = msLeft();
    return ms < 0 ? -1 : (ms + 999) / 1000;
}

CardSet SevensModel::coveredAtEnd(Seat s) const
{
    if (settled_)
        return covered_[std::size_t(s)];
    return s == localSeat() && mirror_ ? mirror_->covered(s) : CardSet();
}

MatchSummary SevensModel::summary() const
{
    if (source_) {
        if (std::optional<MatchSummary> kept = source_->matchRecord()) {
            kept->localSeat = localSeat();
            return *kept;
        }
    }
    // What the messages told: the hands this seat saw settled.
    MatchSummary m;
    for (Seat s = 0; s < kSeats; ++s)
        m.names[std::size_t(s)] = seatName(s);
    m.localSeat = localSeat();
    m.hands = hands_;
    m.handsPlayed = settled_ ? hand_ + 1 : std::max(0, hand_);
    m.booked = booked_;
    m.opening = opening_;
    m.balances = balances_;
    return m;
}

bool SevensModel::dealsNextHand() const
{
    return source_ && source_->dealsNextHand();
}

void SevensModel::nextHand()
{
    if (source_)
        source_->nextHand();
}

} // namespace qixing::session
