// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sevens/joined_sevens_game.h"

#include "sevens/players.h"
#include "sevens/sevens_json.h"

namespace qixing {
namespace ui {

using namespace sevens;
using session::MoveRecord;

JoinedSevensGame::JoinedSevensGame(net::SevensClient *client, QObject *parent) : SevensGame(parent), client_(client)
{
    client_->setParent(this);
    connect(client_, &net::SevensClient::messageArrived, this, &JoinedSevensGame::onMessage);
    connect(client_, &net::SevensClient::stateChanged, this, &JoinedSevensGame::onState);
    connect(client_, &net::SevensClient::yourTurn, this, &JoinedSevensGame::onTurn);
    connect(client_, &net::SevensClient::handSettled, this, &JoinedSevensGame::onSettled);
    connect(client_, &net::SevensClient::tablesChanged, this, [this] { emit changed(); });
    connect(client_, &net::SevensClient::matchOver, this, [this] {
        matchOver_ = true;
        emit changed();
        emit matchFinished();
    });
    connect(client_, &net::SevensClient::errorReceived, this, [this](const QString &code, const QString &message) {
        if (code == QLatin1String("illegal") || code == QLatin1String("notYourTurn") || code == QLatin1String("staleTurn")) {
            sentTurn_ = -1; // the seat may still have its turn: let the person try again
            emit moveRefused(code, message);
            emit changed();
        }
    });
}

QJsonObject JoinedSevensGame::tableInfo() const
{
    return client_->tableInfo();
}

bool JoinedSevensGame::active() const
{
    return client_->mirror().has_value() && client_->seat() >= 0;
}

Seat JoinedSevensGame::localSeat() const
{
    return std::max<Seat>(0, client_->seat());
}

HandView JoinedSevensGame::localView() const
{
    return client_->view();
}

bool JoinedSevensGame::handInProgress() const
{
    return active() && !settled_ && !client_->mirror()->finished();
}

bool JoinedSevensGame::isMatchFinished() const
{
    return matchOver_ || (settled_ && hands_ > 0 && hand_ + 1 >= hands_);
}

QString JoinedSevensGame::seatName(Seat s) const
{
    if (!names_[std::size_t(s)].isEmpty())
        return names_[std::size_t(s)];
    const QJsonArray seats = tableInfo().value("seats").toArray();
    return seats.at(s).toObject().value("name").toString();
}

QString JoinedSevensGame::seatKind(Seat s) const
{
    if (s == client_->seat())
        return QStringLiteral("person");
    const QString kind = tableInfo().value("seats").toArray().at(s).toObject().value("kind").toString();
    // The host's own seat is a person too, at another computer.
    return kind == QLatin1String("person") ? QStringLiteral("remote") : kind;
}

int JoinedSevensGame::penaltyBases() const
{
    return tableInfo().value("penaltyBases").toInt(1);
}

int JoinedSevensGame::turnSeconds() const
{
    return tableInfo().value("turnSeconds").toInt(0);
}

void JoinedSevensGame::onMessage(const QJsonObject &m)
{
    lastType_ = m.value("type").toString();
    const auto readMoney = [](const QJsonValue &v, std::array<std::int64_t, kSeats> &out) {
        const QJsonArray a = v.toArray();
        if (a.size() != kSeats)
            return false;
        for (int i = 0; i < kSeats; ++i)
            out[std::size_t(i)] = std::int64_t(a[i].toDouble());
        return true;
    };
    const auto readNames = [this](const QJsonValue &v) {
        const QJsonArray a = v.toArray();
        if (a.size() == kSeats)
            for (int i = 0; i < kSeats; ++i)
                names_[std::size_t(i)] = a[i].toString();
    };
    if (lastType_ == QLatin1String("state")) {
        if (matchOver_) {
            // The table opened again and a new match begins.
            matchOver_ = false;
            haveOpening_ = false;
            booked_.clear();
            hand_ = -1;
            settled_ = false;
        }
        readNames(m.value("names"));
        if (readMoney(m.value("balances"), balances_) && !haveOpening_) {
            opening_ = balances_;
            haveOpening_ = true;
        }
        hands_ = m.value("hands").toInt(hands_);
    } else if (lastType_ == QLatin1String("settlement")) {
        readMoney(m.value("balances"), balances_);
    } else if (lastType_ == QLatin1String("matchOver")) {
        readMoney(m.value("balances"), balances_);
        readNames(m.value("names"));
    }
}

void JoinedSevensGame::rebuildLog()
{
    log_.clear();
    if (!client_->mirror())
        return;
    const HandState &h = *client_->mirror();
    for (int i = 0; i < h.turn(); ++i)
        log_.push_back({hand_, i, h.moveSeat(i), h.moveAction(i)});
}

void JoinedSevensGame::onState()
{
    if (!client_->mirror())
        return;
    const HandState &h = *client_->mirror();
    if (lastType_ == QLatin1String("state")) {
        // A new hand, or the whole state again after a reconnect.
        const bool fresh = client_->handNumber() != hand_ || settled_ || h.turn() == 0;
        hand_ = client_->handNumber();
        settled_ = false;
        covered_ = {};
        sentTurn_ = -1;
        deadlineTurn_ = -1;
        rebuildLog();
        if (fresh && h.turn() == 0)
            emit handStarted(hand_);
        emit changed();
        return;
    }
    // One more move.
    if (h.turn() != int(log_.size()) + 1) {
        rebuildLog();
        emit changed();
        return;
    }
    const int i = h.turn() - 1;
    const MoveRecord rec {hand_, i, h.moveSeat(i), h.moveAction(i)};
    log_.push_back(rec);
    const bool playedForMe = rec.seat == client_->seat() && sentTurn_ != rec.turn;
    emit moveMade(rec);
    if (playedForMe)
        emit timeLimitPlayed(rec.action);
    emit changed();
}

void JoinedSevensGame::onTurn(int deadlineMs)
{
    deadlineMs_ = deadlineMs;
    deadlineTurn_ = client_->mirror() ? client_->mirror()->turn() : -1;
    deadlineClock_.start();
    emit localTurn();
    emit changed();
}

void JoinedSevensGame::onSettled(const QJsonObject &m)
{
    const QJsonArray covered = m.value("covered").toArray(), last = m.value("last").toArray();
    QJsonArray players;
    for (int i = 0; i < kSeats; ++i)
        players.append(QJsonObject {{"covered", covered.at(i)}, {"last", last.at(i)}});
    Settlement st;
    try {
        const HandOutcome outcome = json::outcomeFrom(players);
        st = settle(client_->rules(), outcome);
        covered_ = outcome.covered;
    } catch (const std::exception &) {
        return; // a host that sends a bad settlement: the next state tells the rest
    }
    settled_ = true;
    hand_ = m.value("hand").toInt(hand_);
    booked_.push_back({st.results, st.money});
    emit changed();
    emit handFinished(st);
}

MoveError JoinedSevensGame::submitLocal(Action a)
{
    if (!handInProgress())
        return MoveError::HandOver;
    const HandState &h = *client_->mirror();
    const MoveError e = h.check(client_->seat(), a);
    if (e != MoveError::None)
        return e;
    if (sentTurn_ == h.turn())
        return MoveError::None; // already on its way
    sentTurn_ = h.turn();
    client_->act(a);
    emit changed();
    return MoveError::None;
}

std::optional<Action> JoinedSevensGame::localHint() const
{
    if (!handInProgress() || !localView().myTurn())
        return std::nullopt;
    HeuristicPlayer h;
    return h.chooseAction(localView());
}

int JoinedSevensGame::secondsLeft() const
{
    if (!handInProgress() || deadlineMs_ < 0 || !localView().myTurn())
        return -1;
    const int turn = client_->mirror()->turn();
    if (deadlineTurn_ != turn || sentTurn_ == turn)
        return -1;
    const qint64 left = deadlineMs_ - deadlineClock_.elapsed();
    return int(std::max<qint64>(0, (left + 999) / 1000));
}

CardSet JoinedSevensGame::coveredAtEnd(Seat s) const
{
    if (settled_)
        return covered_[std::size_t(s)];
    return s == client_->seat() && client_->mirror() ? client_->mirror()->covered(s) : CardSet();
}

session::MatchSummary JoinedSevensGame::summary() const
{
    session::MatchSummary m;
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

} // namespace ui
} // namespace qixing
