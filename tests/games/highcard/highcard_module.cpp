// SPDX-License-Identifier: GPL-3.0-or-later
#include "highcard_module.h"

#include "common/protocol_error.h"
#include "table/game_registry.h"

#include <QJsonArray>

#include <mutex>
#include <random>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace qixing::session {

using highcard::cardFrom;
using highcard::cardName;

namespace {
int wholeIn(const QJsonObject &o, const char *key, int min, int max, int fallback)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return fallback;
    const double d = v.toDouble(-1e300);
    if (!v.isDouble() || d < min || d > max || d != double(int(d)))
        throw std::invalid_argument(QStringLiteral("\"%1\" must be a whole number from %2 to %3").arg(QLatin1String(key)).arg(min).arg(max).toStdString());
    return int(d);
}

QJsonArray cardsTo(const std::vector<int> &cards)
{
    QJsonArray a;
    for (int c : cards)
        a.append(QString::fromStdString(cardName(c)));
    return a;
}

int cardOf(const QJsonObject &action)
{
    return cardFrom(action.value("play"_L1).toString().toStdString());
}

// A computer player: "random" plays any card, "high" its highest when it leads and its lowest
// otherwise. It decides from its own cards only (copied by think()).
class HighCardBrain final : public ComputerBrain
{
public:
    HighCardBrain(bool random, std::uint64_t seed) : random_(random), rng_(seed) {}
    Thought think(const GameModule &game, int seat) override
    {
        const auto &m = static_cast<const HighCardModule &>(game);
        const std::vector<int> cards = m.hand()->cards(seat);
        const bool leads = m.hand()->plays().size() % highcard::kSeats == 0;
        return [this, cards, leads] {
            const int c = random_ ? cards[std::size_t(rng_() % cards.size())] : leads ? cards.back() : cards.front();
            return QJsonObject {{"play", QString::fromStdString(cardName(c))}};
        };
    }

private:
    bool random_;
    std::mt19937_64 rng_;
};
} // namespace

HighCardSettings highCardSettingsFrom(const QJsonObject &o)
{
    HighCardSettings s;
    s.names = seatStrings(o, "names"_L1);
    s.kinds = seatStrings(o, "kinds"_L1);
    s.seed = std::uint64_t(o.value("seed"_L1).toInteger(1));
    s.hands = wholeIn(o, "hands", 1, 20, 2);
    s.turnSeconds = wholeIn(o, "turnSeconds", 0, 600, 0);
    for (const QString &k : s.kinds)
        if (!k.isEmpty() && k != "person"_L1 && k != "remote"_L1 && !HighCardModule::isComputerKind(k))
            throw std::invalid_argument(("no such player kind: " + k).toStdString());
    return s;
}

QJsonObject highCardSettingsTo(const HighCardSettings &s)
{
    return withSeats(QJsonObject {{"hands", s.hands}, {"turnSeconds", s.turnSeconds}}, s.names, s.kinds, s.seed);
}

HighCardModule::HighCardModule(const HighCardSettings &settings) : settings_(settings) {}

bool HighCardModule::isComputerKind(const QString &kind)
{
    return kind == "random"_L1 || kind == "high"_L1;
}

void HighCardModule::dealNextHand()
{
    if (hand_) {
        std::vector<int> played;
        for (const highcard::Play &p : hand_->plays())
            played.push_back(p.card);
        playedHands_.push_back(played);
    }
    ++handNumber_;
    hand_.emplace(settings_.seed, handNumber_, handNumber_ % highcard::kSeats);
}

DecisionPoint HighCardModule::decision() const
{
    DecisionPoint d;
    if (handInProgress())
        d.seats = {hand_->toMove()};
    return d;
}

int HighCardModule::step() const
{
    // Grows with every play and every deal.
    return (handNumber_ + 1) * (highcard::kPlays + 1) + eventCount();
}

QString HighCardModule::check(int seat, const QJsonObject &action) const
{
    const int card = cardOf(action);
    if (!card)
        return QStringLiteral("an action is {\"play\": \"c01\"…\"c16\"}");
    if (!hand_)
        return QStringLiteral("no hand is dealt");
    return QString::fromStdString(hand_->check(seat, card));
}

void HighCardModule::play(int seat, int card)
{
    hand_->play(seat, card);
    if (hand_->finished()) {
        const auto r = hand_->result();
        for (int s = 0; s < kTableSeats; ++s)
            balances_[std::size_t(s)] += r[std::size_t(s)];
    }
}

void HighCardModule::apply(int seat, const QJsonObject &action)
{
    play(seat, cardOf(action));
}

std::vector<QJsonObject> HighCardModule::legalActions(int seat) const
{
    std::vector<QJsonObject> out;
    if (handInProgress() && hand_->toMove() == seat)
        for (int c : hand_->cards(seat))
            out.push_back({{"play", QString::fromStdString(cardName(c))}});
    return out;
}

QJsonObject HighCardModule::timeoutAction(int seat) const
{
    const auto legal = legalActions(seat);
    return legal.empty() ? QJsonObject {} : legal.front(); // the lowest card
}

QJsonObject HighCardModule::askFor(int) const
{
    return {{"hand", handNumber_}, {"turn", eventCount()}};
}

GameModule::QuestionPoint HighCardModule::answerPoint(const QJsonObject &act) const
{
    return {net::wholeField(act, "hand", 0, 1'000'000), net::wholeField(act, "turn", 0, highcard::kPlays)};
}

int HighCardModule::questionPoint(int) const
{
    return eventCount(); // every play is public
}

std::unique_ptr<ComputerBrain> HighCardModule::makeComputer(const QString &kind, std::uint64_t seed) const
{
    return std::make_unique<HighCardBrain>(kind == "random"_L1, seed);
}

QJsonObject HighCardModule::eventFor(int, int index) const
{
    const highcard::Play p = hand_->plays()[std::size_t(index)];
    return {{"type", "move"}, {"hand", handNumber_}, {"turn", index}, {"seat", p.seat},
            {"play", QString::fromStdString(cardName(p.card))}};
}

QJsonObject HighCardModule::stateFor(int viewer, int shownEvents) const
{
    QJsonArray moves;
    for (int i = 0; i < std::min(shownEvents, eventCount()); ++i)
        moves.append(eventFor(viewer, i));
    return {{"type", "state"}, {"game", "highcard"}, {"hand", handNumber_}, {"hands", settings_.hands},
            {"seat", viewer}, {"names", seatStringsTo(settings_.names)}, {"balances", moneyTo(balances_)},
            {"cards", hand_ && viewer != kSpectator ? cardsTo(hand_->cards(viewer)) : QJsonArray {}}, {"moves", moves},
            {"toMove", handInProgress() ? hand_->toMove() : -1}, {"turn", eventCount()}};
}

QJsonObject HighCardModule::settlementJson() const
{
    QJsonArray dealt, tricks;
    for (int s = 0; s < kTableSeats; ++s) {
        dealt.append(cardsTo(hand_->dealt()[std::size_t(s)]));
        tricks.append(hand_->tricks()[std::size_t(s)]);
    }
    return {{"type", "settlement"}, {"hand", handNumber_}, {"dealt", dealt}, {"tricks", tricks}, {"balances", moneyTo(balances_)}};
}

std::vector<GameModule::HiddenPiece> HighCardModule::hiddenFrom(int viewer) const
{
    std::vector<HiddenPiece> out;
    if (!handInProgress())
        return out; // the settlement shows every hand
    for (int s = 0; s < kTableSeats; ++s)
        if (s != viewer)
            for (int c : hand_->cards(s))
                out.push_back({QString::fromStdString(cardName(c)), 1, 1});
    return out;
}

void HighCardModule::playOut(const std::array<QString, kTableSeats> &kinds, std::uint64_t seed)
{
    std::array<std::unique_ptr<ComputerBrain>, kTableSeats> brains;
    for (int s = 0; s < kTableSeats; ++s)
        brains[std::size_t(s)] = makeComputer(kinds[std::size_t(s)], seed + std::uint64_t(s));
    for (;;) {
        while (handInProgress()) {
            const int s = hand_->toMove();
            apply(s, brains[std::size_t(s)]->decide(*this, s));
        }
        if (matchFinished())
            return;
        dealNextHand();
    }
}

QJsonObject HighCardModule::save(const std::array<QString, kTableSeats> &kindsNow) const
{
    QJsonArray hands;
    for (const auto &h : playedHands_)
        hands.append(cardsTo(h));
    if (hand_) {
        std::vector<int> now;
        for (const highcard::Play &p : hand_->plays())
            now.push_back(p.card);
        hands.append(cardsTo(now));
    }
    QJsonObject o {{"format", "qixing-highcard-save"}, {"settings", highCardSettingsTo(settings_)},
                   {"kindsNow", seatStringsTo(kindsNow)}, {"hands", hands}};
    if (!seatMoves_.empty())
        o.insert("seatMoves", seatMoves_.toJson());
    return o;
}

void HighCardModule::swapSeatState(int a, int b)
{
    // The names in the settings are the seats' now; the money the replay books by chair is
    // exchanged again where the swap came (restore).
    seatMoves_.swap(handNumber_, a, b);
    std::swap(balances_[std::size_t(a)], balances_[std::size_t(b)]);
    std::swap(settings_.names[std::size_t(a)], settings_.names[std::size_t(b)]);
    std::swap(settings_.kinds[std::size_t(a)], settings_.kinds[std::size_t(b)]);
}

std::unique_ptr<GameModule> HighCardModule::restore(const QJsonObject &save, std::array<QString, kTableSeats> &kindsNow)
{
    if (save.value("format"_L1).toString() != "qixing-highcard-save"_L1)
        throw std::invalid_argument("not a high card save");
    auto m = std::make_unique<HighCardModule>(highCardSettingsFrom(save.value("settings"_L1).toObject()));
    const QJsonArray hands = save.value("hands"_L1).toArray();
    if (hands.size() > m->settings_.hands)
        throw std::invalid_argument("more hands saved than the match has");
    if (const QString e = m->seatMoves_.read(save.value("seatMoves"_L1)); !e.isEmpty())
        throw std::invalid_argument(e.toStdString());
    const auto moveSeats = [&m](int hand) {
        m->seatMoves_.replay(hand, [&m](int a, int b) { std::swap(m->balances_[std::size_t(a)], m->balances_[std::size_t(b)]); });
    };
    moveSeats(-1);
    for (const QJsonValue &h : hands) {
        if (m->hand_ && m->handInProgress())
            throw std::invalid_argument("a hand saved unfinished before another");
        m->dealNextHand();
        for (const QJsonValue &c : h.toArray()) {
            const int card = cardFrom(c.toString().toStdString());
            const int seat = m->hand_->toMove();
            if (!card || !m->hand_->check(seat, card).empty())
                throw std::invalid_argument("a saved play does not apply");
            m->play(seat, card);
        }
        if (!m->handInProgress())
            moveSeats(m->handNumber_);
    }
    if (m->seatMoves_.beyond(m->handInProgress() ? m->handNumber_ - 1 : m->handNumber_))
        throw std::invalid_argument("seat moves after the hands saved");
    kindsNow = seatStrings(save, "kindsNow"_L1);
    return m;
}

void registerGame_highcard()
{
    static std::once_flag once;
    std::call_once(once, [] {
        GameInfo g;
        g.id = QStringLiteral("highcard");
        g.name = QStringLiteral("High card");
        g.defaultComputer = QStringLiteral("high");
        g.knowsComputer = &HighCardModule::isComputerKind;
        g.restore = &HighCardModule::restore;
        g.defaultSettings = [] { return highCardSettingsTo(HighCardSettings {}); };
        g.checkSettings = [](const QJsonObject &s) {
            try {
                highCardSettingsFrom(s);
                return QString();
            } catch (const std::exception &e) {
                return QString::fromStdString(e.what());
            }
        };
        g.newMatch = [](const QJsonObject &s) -> std::unique_ptr<GameModule> {
            return std::make_unique<HighCardModule>(highCardSettingsFrom(s));
        };
        g.lobbyInfo = [](const QJsonObject &s) {
            const HighCardSettings h = highCardSettingsFrom(s);
            return QJsonObject {{"rules", QStringLiteral("High card, %1 hands").arg(h.hands)}, {"turnSeconds", h.turnSeconds},
                                {"hands", h.hands}};
        };
        GameRegistry::add(std::move(g));
    });
}

} // namespace qixing::session
