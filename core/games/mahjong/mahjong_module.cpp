// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/mahjong_module.h"

#include "table/game_registry.h"
#include "table/presets.h"

#include "common/protocol_error.h"
#include "mahjong/mahjong_json.h"
#include "mahjong/split.h"
#include "mahjong/strong_player.h"

#include <limits>
#include <map>
#include <optional>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace qixing::session {

using namespace mahjong;
namespace mj = mahjong::json;

namespace {
// A kind, a strength level or kind:options that makes one of the game's computer players.
bool isComputerKind(const QString &kind)
{
    return makePlayer(kind.toStdString(), 1) != nullptr;
}

[[noreturn]] void fail(const QString &m)
{
    throw JsonError(m.toStdString());
}

std::array<QString, kTableSeats> stringsFrom(const QJsonValue &v, const QString &where)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != kTableSeats)
        fail(where + QStringLiteral(" must list 4 seats"));
    std::array<QString, kTableSeats> out;
    for (int i = 0; i < kTableSeats; ++i) {
        if (!a[i].isString())
            fail(where + QStringLiteral(" must list strings"));
        out[std::size_t(i)] = a[i].toString();
    }
    return out;
}

// Claim priority (M20): win > pung/kong > chow > pass.
int priority(Action::Kind k)
{
    switch (k) {
    case Action::Kind::Win:
        return 3;
    case Action::Kind::Kong:
    case Action::Kind::Pung:
        return 2;
    case Action::Kind::Chow:
        return 1;
    default:
        return 0;
    }
}

QJsonArray tilesTo(const Counts &c)
{
    QJsonArray out;
    for (int k = 0; k < kKinds; ++k)
        for (int i = 0; i < c[std::size_t(k)]; ++i)
            out.append(mj::tileName(Tile(k)));
    return out;
}

class MahjongBrain final : public ComputerBrain
{
public:
    explicit MahjongBrain(std::unique_ptr<Player> p) : player_(std::move(p)) {}
    Thought think(const GameModule &game, int seat) override
    {
        const auto &m = static_cast<const MahjongModule &>(game);
        // A plain value (no event log): the player sees it only through the seat's HandView.
        HandState state = m.hand().phase() == Phase::Claim ? m.hand().askedInClaim(seat) : m.hand();
        return [player = player_, state = std::move(state), seat] {
            return MahjongModule::actionTo(player->choose(HandView(state, seat)));
        };
    }

private:
    std::shared_ptr<Player> player_;
};
// The concealed tiles after `a` (a claim takes the discard `claimed` and lays out the tiles
// that meld it; a discard lets its tile go): how near to ready the answer leaves the hand.
Concealed concealedAfter(Concealed c, const Action &a, Tile gold, Tile claimed)
{
    const auto take = [&](int plainKind, int n) {
        if (plainKind < 0)
            c.golds = std::max(0, c.golds - n);
        else
            c.plain[std::size_t(plainKind)] = std::uint8_t(std::max(0, int(c.plain[std::size_t(plainKind)]) - n));
    };
    const int k = claimed == kNoTile ? -2 : plainKindOf(claimed, gold);
    switch (a.kind) {
    case Action::Kind::Discard:
    case Action::Kind::You: take(plainKindOf(a.tile, gold), 1); break;
    case Action::Kind::Pung: take(k, 2); break;
    case Action::Kind::Kong: take(k, 3); break;
    case Action::Kind::Chow:
        for (int i = a.tile.kind(); i < a.tile.kind() + 3; ++i)
            if (i != k)
                take(i, 1);
        break;
    default: break;
    }
    return c;
}

// The reason code of an option (docs/records.md, "Review"): what it does, or for a discard,
// chow or pung how many tiles from ready it leaves the hand ("shanten:0" is ready).
QString reasonCode(const HandView &v, const Action &a)
{
    switch (a.kind) {
    case Action::Kind::Win: return QStringLiteral("win");
    case Action::Kind::You: return QStringLiteral("you");
    case Action::Kind::Pass: return QStringLiteral("pass");
    case Action::Kind::RobKong: return QStringLiteral("robKong");
    case Action::Kind::Kong:
    case Action::Kind::ConcealedKong:
    case Action::Kind::AddKong: return QStringLiteral("kong");
    case Action::Kind::Discard:
    case Action::Kind::Chow:
    case Action::Kind::Pung: {
        const Tile claimed = v.phase() == Phase::Claim ? v.lastDiscard() : kNoTile;
        return QStringLiteral("shanten:%1").arg(std::max(0, shanten(concealedAfter(v.concealed(), a, v.gold(), claimed))));
    }
    default: return {};
    }
}

// A seat's decision as the review sees it: a mirror of what the seat is told (askFor's view
// and the events it was told, as a LAN client rebuilds it), so that nothing hidden from it is
// even in what the strong player reads; seeded from that view.
std::vector<OptionValue> reviewOptions(const GameModule &game, int seat)
{
    const auto &m = static_cast<const MahjongModule &>(game);
    const std::vector<int> asked = m.decision().seats;
    if (!m.handInProgress() || std::find(asked.begin(), asked.end(), seat) == asked.end())
        return {};
    const std::vector<Action> offered = m.options(seat);
    if (offered.size() < 2)
        return {};
    const QJsonObject question = m.askFor(seat);
    HandState::SeatMirror seen = seatMirrorFrom(question.value("view"_L1).toObject(), seat);
    DiscardHistory history;
    QByteArray told = QJsonDocument(question).toJson(QJsonDocument::Compact);
    for (int i = 0; i < m.eventCount(); ++i)
        if (const QJsonObject e = m.eventFor(seat, i); !e.isEmpty()) {
            history.follow(e.value("event"_L1).toObject());
            told += QJsonDocument(e).toJson(QJsonDocument::Compact);
        }
    seen.discards = history.records();
    const HandState mirror = HandState::mirror(seen);
    // FNV-1a of what the seat was told: the same view, the same worlds.
    std::uint64_t seed = 14695981039346656037ULL;
    for (char c : std::as_const(told))
        seed = (seed ^ std::uint8_t(c)) * 1099511628211ULL;
    // The choice is made on one set of worlds and every option valued on another: the option
    // that came out best on the first is no longer favoured by its own luck in the values shown
    // (the winner's curse, which made the costs about twice what the moves cost:
    // docs/players.md, "The review's calibration"). The choice comes first, the rest by value.
    const HandView view(mirror, seat, &offered);
    const std::vector<OptionValue> chosen = mahjongOptionValues(view, offered, m.settings().rules, seed, kReviewWorlds);
    std::vector<OptionValue> out = mahjongOptionValues(view, offered, m.settings().rules, deriveSeed(seed, 1), kReviewWorlds);
    if (chosen.empty() || out.empty())
        return {};
    std::stable_sort(out.begin(), out.end(), [&](const OptionValue &a, const OptionValue &b) {
        const bool ac = a.action == chosen.front().action, bc = b.action == chosen.front().action;
        return ac != bc ? ac : a.value > b.value;
    });
    return out;
}
} // namespace

std::vector<OptionValue> mahjongOptionValues(const HandView &view, const std::vector<Action> &offered, const Rules &rules,
                                             std::uint64_t seed, int worlds)
{
    StrongPlayer strong(seed, StrongOptions {}, rules);
    std::vector<OptionValue> out;
    for (const StrongPlayer::Valued &v : strong.value(view, offered, worlds))
        out.push_back({MahjongModule::actionTo(v.action), v.mean, reasonCode(view, v.action)});
    std::stable_sort(out.begin(), out.end(), [](const OptionValue &a, const OptionValue &b) { return a.value > b.value; });
    return out;
}

QJsonObject mahjongHint(const HandView &view, const std::vector<Action> &offered, const Rules &rules, std::uint64_t seed)
{
    const std::vector<OptionValue> values = offered.size() < 2 ? std::vector<OptionValue> {}
                                                               : mahjongOptionValues(view, offered, rules, seed, kHintWorlds);
    if (values.empty()) {
        EfficientPlayer efficient;
        return MahjongModule::actionTo(efficient.choose(view));
    }
    QJsonObject hint = values.front().action;
    QJsonArray list;
    for (const OptionValue &v : values)
        list.append(QJsonObject {{"action", v.action}, {"value", v.value}});
    hint.insert("values"_L1, list);
    return hint;
}

QString MahjongSettings::validate() const
{
    if (const std::string e = rules.validate(); !e.empty())
        return QString::fromStdString(e);
    // A computer is any kind makePlayer builds: a kind, a strength level ("strong") or a kind
    // with options ("strong:playouts=400").
    for (int i = 0; i < kTableSeats; ++i) {
        const QString &k = kinds[std::size_t(i)];
        if (k != QLatin1String("person") && k != QLatin1String("remote") && !isComputerKind(k))
            return QStringLiteral("unknown player kind \"%1\"").arg(k);
    }
    if (turnSeconds < 0 || turnSeconds > 600)
        return QStringLiteral("the turn limit is 0 (none) to 600 seconds");
    if (bankSeconds < 0 || bankSeconds > 600)
        return QStringLiteral("the clock bank is 0 (none) to 600 seconds");
    if (firstDealer < -1 || firstDealer >= kTableSeats)
        return QStringLiteral("the first dealer is a seat 0-3 or -1 (drawn)");
    return {};
}

QJsonObject mahjongSettingsTo(const MahjongSettings &s)
{
    QJsonObject o {{"rules", mj::rulesTo(s.rules)},   {"names", seatStringsTo(s.names)},
                   {"kinds", seatStringsTo(s.kinds)},     {"turnSeconds", s.turnSeconds},
                   {"seed", qint64(s.seed)},          {"firstDealer", s.firstDealer}};
    if (s.oneWayHandSeeds) // written only when set: saves from before it read alike
        o.insert("oneWayHandSeeds"_L1, true);
    if (s.bankSeconds > 0) // omitted when 0: settings from before the bank are unchanged
        o.insert("bankSeconds"_L1, s.bankSeconds);
    return o;
}

MahjongSettings mahjongSettingsFrom(const QJsonValue &v)
{
    if (!v.isObject())
        fail(QStringLiteral("\"settings\" must be an object"));
    const QJsonObject o = v.toObject();
    requireOnly(o, {"rules", "names", "kinds", "turnSeconds", "seed", "firstDealer", "oneWayHandSeeds", "bankSeconds"}, QStringLiteral("settings"));
    MahjongSettings s;
    if (!o.value("rules"_L1).isObject())
        fail(QStringLiteral("\"rules\" must be an object"));
    const mj::RulesInput r = mj::rulesFrom(o.value("rules"_L1).toObject());
    if (r.hasWall || r.dealer >= 0 || !r.dice.empty())
        fail(QStringLiteral("a table's rules name no wall, dealer or dice"));
    s.rules = r.rules;
    s.names = stringsFrom(o.value("names"_L1), QStringLiteral("\"names\""));
    s.kinds = stringsFrom(o.value("kinds"_L1), QStringLiteral("\"kinds\""));
    s.turnSeconds = int(wholeFrom(o.value("turnSeconds"_L1), QStringLiteral("turnSeconds"), 0, 600));
    s.seed = std::uint64_t(wholeFrom(o.value("seed"_L1), QStringLiteral("seed"), 0));
    s.firstDealer = int(wholeFrom(o.value("firstDealer"_L1), QStringLiteral("firstDealer"), -1, 3));
    if (o.contains("oneWayHandSeeds"_L1) && !o.value("oneWayHandSeeds"_L1).isBool())
        fail(QStringLiteral("\"oneWayHandSeeds\" must be true or false"));
    s.oneWayHandSeeds = o.value("oneWayHandSeeds"_L1).toBool();
    if (o.contains("bankSeconds"_L1)) // absent in settings from before the bank: none
        s.bankSeconds = int(wholeFrom(o.value("bankSeconds"_L1), QStringLiteral("bankSeconds"), 0, 600));
    if (const QString e = s.validate(); !e.isEmpty())
        fail(e);
    return s;
}

// The seat that sees more of the event than the others, or -1: the one list of the events
// mahjongEventFor keeps (partly) from the others.
int mahjongEventOwner(const Event &e)
{
    switch (e.type) {
    case Event::Type::Draw:
    case Event::Type::Replacement:
    case Event::Type::ConcealedKong:
    case Event::Type::Pass:
        return e.seat;
    default:
        return -1;
    }
}

namespace {
// A pass tells that the seat had an option: nobody else hears of it.
bool toldTo(int viewer, const Event &e)
{
    return e.type != Event::Type::Pass || e.seat == viewer;
}
} // namespace

QJsonObject mahjongEventFor(int viewer, const Event &e)
{
    const int owner = mahjongEventOwner(e);
    if (owner < 0 || owner == viewer)
        return mj::eventTo(e);
    if (!toldTo(viewer, e))
        return {};
    // What another seat drew, and the kind of its concealed kong, stay hidden.
    QJsonObject o = mj::eventTo(e);
    o.insert("tile"_L1, QJsonValue(QJsonValue::Null));
    return o;
}

HandState::SeatMirror seatMirrorFrom(const QJsonObject &v, int seat)
{
    HandState::SeatMirror m;
    m.seat = seat;
    const auto tileOrNone = [](const QJsonValue &t, const QString &where) {
        return t.isNull() ? kNoTile : mj::tileFrom(t, where);
    };
    m.phase = Phase(wholeFrom(v.value("phase"_L1), QStringLiteral("phase"), 0, int(Phase::Over)));
    const QJsonValue hand = v.value("hand"_L1);
    if (!hand.isArray())
        fail(QStringLiteral("\"hand\" must be a list of tiles"));
    for (const QJsonValue &t : hand.toArray()) {
        const Tile tile = mj::tileFrom(t, QStringLiteral("hand"));
        if (++m.hand[std::size_t(tile.kind())] > 4)
            fail(QStringLiteral("more than four of a tile in the hand"));
    }
    m.gold = tileOrNone(v.value("gold"_L1), QStringLiteral("gold"));
    m.dealer = Seat(wholeFrom(v.value("dealer"_L1), QStringLiteral("dealer"), 0, 3));
    m.drawable = int(wholeFrom(v.value("drawable"_L1), QStringLiteral("drawable"), 0, kTileCount));
    m.lastDiscard = tileOrNone(v.value("lastDiscard"_L1), QStringLiteral("lastDiscard"));
    m.lastDiscarder = Seat(wholeFrom(v.value("lastDiscarder"_L1), QStringLiteral("lastDiscarder"), -1, 3));
    m.lastDrawn = tileOrNone(v.value("lastDrawn"_L1), QStringLiteral("lastDrawn"));
    m.passedWin = v.value("passedWin"_L1).toBool();
    const QJsonArray visible = v.value("visible"_L1).toArray();
    if (visible.size() != kAllKinds)
        fail(QStringLiteral("\"visible\" must count all %1 kinds").arg(kAllKinds));
    for (int k = 0; k < kAllKinds; ++k)
        m.visible[std::size_t(k)] = std::uint8_t(wholeFrom(visible[k], QStringLiteral("visible"), 0, 4));
    const QJsonArray seats = v.value("seats"_L1).toArray();
    if (seats.size() != kTableSeats)
        fail(QStringLiteral("\"seats\" must list 4 seats"));
    for (int s = 0; s < kTableSeats; ++s) {
        const QJsonObject o = seats[s].toObject();
        m.flowers[std::size_t(s)] = int(wholeFrom(o.value("flowers"_L1), QStringLiteral("flowers"), 0, kFlowerKinds));
        m.you[std::size_t(s)] = int(wholeFrom(o.value("you"_L1), QStringLiteral("you"), 0, 3));
        const QJsonArray melds = o.value("melds"_L1).toArray();
        if (melds.size() > 5)
            fail(QStringLiteral("more than five melds"));
        for (const QJsonValue &mv : melds) {
            const QJsonObject mo = mv.toObject();
            Meld meld;
            const QString type = mo.value("type"_L1).toString();
            bool known = false;
            for (auto t : {Meld::Type::Chow, Meld::Type::Pung, Meld::Type::Kong, Meld::Type::ConcealedKong})
                if (type == QLatin1String(meldTypeName(t))) {
                    meld.type = t;
                    known = true;
                }
            if (!known)
                fail(QStringLiteral("unknown meld \"%1\"").arg(type));
            const QJsonArray tiles = mo.value("tiles"_L1).toArray();
            if (tiles.size() != meld.size())
                fail(QStringLiteral("a %1 has %2 tiles").arg(type).arg(meld.size()));
            for (int k = 0; k < meld.size(); ++k)
                meld.tiles[std::size_t(k)] = tiles[k].isNull() ? Tile(0) : mj::tileFrom(tiles[k], QStringLiteral("meld"));
            meld.from = std::int8_t(wholeFrom(mo.value("from"_L1), QStringLiteral("from"), -1, 3));
            meld.revealed = mo.value("revealed"_L1).toBool();
            m.melds[std::size_t(s)].push_back(meld);
        }
    }
    return m;
}

void DiscardHistory::follow(const QJsonObject &e)
{
    const QString type = e.value("e"_L1).toString();
    const auto seatOf = [&] { return int(wholeFrom(e.value("seat"_L1), QStringLiteral("event seat"), 0, 3)); };
    if (type == "discard"_L1 || type == "you"_L1) {
        if (records_.size() >= std::size_t(HandState::kHistoryCapacity))
            fail(QStringLiteral("more discards than a hand has"));
        DiscardRecord r;
        r.seat = std::int8_t(seatOf());
        r.tile = mj::tileFrom(e.value("tile"_L1), QStringLiteral("discard"));
        r.flags = std::uint8_t((type == "you"_L1 ? DiscardRecord::You : 0) | (r.seat == claimer_ ? DiscardRecord::AfterClaim : 0));
        records_.push_back(r);
        claimer_ = -1;
    } else if (type == "chow"_L1 || type == "pung"_L1 || type == "kong"_L1
               || (type == "win"_L1 && e.value("way"_L1).toString() == QLatin1StringView(wayName(Way::PingHu)))) {
        if (records_.empty())
            fail(QStringLiteral("a claim with no discard before it"));
        const int seat = seatOf();
        records_.back().claimedBy = std::int8_t(seat);
        claimer_ = type == "kong"_L1 ? -1 : seat; // a kong draws a replacement
    } else if (type == "draw"_L1 || type == "replacement"_L1) {
        claimer_ = -1;
    }
}

MahjongModule::MahjongModule(const MahjongSettings &settings)
    : settings_(settings), match_(settings.rules, settings.seed, settings.firstDealer, settings.oneWayHandSeeds)
{
}

QJsonObject MahjongModule::actionTo(const Action &a)
{
    QJsonObject o = mj::actionTo(0, a);
    o.remove("seat"_L1);
    return o;
}

std::optional<Action> MahjongModule::actionFrom(const QJsonObject &o, QString *error)
{
    try {
        // A message's unknown fields are ignored (docs/protocol.md: later versions may add
        // some); the engine's reader, strict for saves and logs, sees the action's own only.
        QJsonObject withSeat;
        for (const char *field : {"action", "tile", "target", "meld"})
            if (const auto it = o.constFind(QLatin1StringView(field)); it != o.constEnd())
                withSeat.insert(QLatin1StringView(field), *it);
        withSeat.insert("seat"_L1, 0);
        Seat ignored = 0;
        return mj::actionFrom(withSeat, ignored, QStringLiteral("action"));
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
}

QString MahjongModule::dealKey() const
{
    return QStringLiteral("%1/%2/d%3/s%4").arg(settings_.seed).arg(handNumber_).arg(hand_.dealer()).arg(hand_.streak());
}

void MahjongModule::dealNextHand()
{
    if (inProgress_ || match_.finished())
        throw std::logic_error("a hand is in play or the match is over");
    handNumber_ = match_.handsPlayed();
    events_.clear();
    told_.assign(1, std::array<int, kViewers> {});
    answers_.clear();
    settlement_.reset();
    windowOpen_ = false;
    claimPoint_ = -1;
    handSeed_ = match_.nextSeed();
    HandSetup setup = match_.nextSetup();
    if (tamperForTests)
        tamperForTests(setup);
    hand_ = HandState(setup, &events_);
    inProgress_ = true;
    ++step_;
    engineApply(-1, Action::pass()); // only opens a window or ends the hand if the deal did
}

void MahjongModule::engineApply(int seat, const Action &a)
{
    if (seat >= 0) {
        const bool claim = hand_.phase() == Phase::Claim;
        if (const std::string e = hand_.apply(seat, a, &events_); !e.empty())
            throw std::logic_error("engine refused a checked action: " + e);
        answers_.emplace_back(seat, a);
        if (claim) {
            answered_[std::size_t(seat)] = true;
            window_[std::size_t(seat)].reset();
            given_[std::size_t(seat)] = a;
        } else {
            ++step_; // a turn or a prompt answered: the next decision is a new one
        }
    }
    if (hand_.phase() == Phase::Claim && !windowOpen_) {
        // A claim window opens: every seat with an option is asked; the others have answered.
        windowOpen_ = true;
        ++step_;
        for (int s = 0; s < kTableSeats; ++s) {
            answered_[std::size_t(s)] = options(s).empty();
            window_[std::size_t(s)].reset();
            given_[std::size_t(s)].reset();
        }
    } else if (hand_.phase() != Phase::Claim && windowOpen_) {
        windowOpen_ = false;
        ++step_;
    }
    countTold();
    if (inProgress_ && hand_.over()) {
        settlement_ = settle(settings_.rules, hand_.outcome(), hand_.dealer(), hand_.streak());
        match_.record(*settlement_);
        playedHands_.push_back(answers_);
        inProgress_ = false;
        windowOpen_ = false;
        ++step_;
    }
}

bool MahjongModule::mayChangeOutcome(int seat) const
{
    const Seat d = hand_.lastDiscarder();
    const auto distance = [d](int s) { return (s - d) & 3; };
    int best = 0, winner = -1;
    for (int s = 0; s < kTableSeats; ++s) {
        const auto &g = window_[std::size_t(s)] ? window_[std::size_t(s)] : given_[std::size_t(s)];
        if (!g)
            continue;
        const int p = priority(g->kind);
        if (p > best || (p == 3 && (winner < 0 || distance(s) < distance(winner)))) {
            if (p == 3)
                winner = s;
            best = p;
        }
    }
    int mine = 0;
    for (const Action &a : options(seat))
        mine = std::max(mine, priority(a.kind));
    if (mine > best)
        return true;
    // Among several who may win, the nearest after the discarder wins alone (M20).
    return mine == 3 && best == 3 && distance(seat) < distance(winner);
}

void MahjongModule::feedWindow()
{
    // Answers go to the engine in its order; a seat whose every option ranks below an answer
    // already given can no longer change the outcome and passes, so the window closes as
    // soon as its result is certain.
    while (inProgress_ && hand_.phase() == Phase::Claim) {
        const Seat t = hand_.toAct();
        if (const auto a = window_[std::size_t(t)]) {
            engineApply(t, *a);
        } else if (!mayChangeOutcome(t)) {
            engineApply(t, Action::pass());
        } else {
            break;
        }
    }
}

DecisionPoint MahjongModule::decision() const
{
    DecisionPoint d;
    if (!inProgress_)
        return d;
    switch (hand_.phase()) {
    case Phase::Claim:
        d.window = d.prompt = true;
        d.limitSeconds = settings_.rules.claimSeconds;
        for (int s = 0; s < kTableSeats; ++s)
            if (!answered_[std::size_t(s)] && !window_[std::size_t(s)])
                d.seats.push_back(s);
        break;
    case Phase::Opening:
    case Phase::RobKong:
        // Prompts (天胡, 三金倒, 搶金, 搶槓胡) have the claim prompt's limit (M23).
        d.prompt = true;
        d.limitSeconds = settings_.rules.claimSeconds;
        d.seats.push_back(hand_.toAct());
        break;
    case Phase::Turn:
        d.seats.push_back(hand_.toAct());
        break;
    case Phase::Over:
        break;
    }
    return d;
}

QString MahjongModule::check(int seat, const QJsonObject &action) const
{
    QString why;
    const auto a = actionFrom(action, &why);
    if (!a)
        return why;
    if (!inProgress_)
        return QStringLiteral("the hand is over");
    if (seat < 0 || seat >= kTableSeats)
        return QStringLiteral("no such seat");
    if (hand_.phase() == Phase::Claim) {
        const auto legal = options(seat);
        if (answered_[std::size_t(seat)] || window_[std::size_t(seat)])
            return legal.empty() ? QStringLiteral("no claim is offered to this seat")
                                 : QStringLiteral("this seat has answered the claim already");
        if (std::find(legal.begin(), legal.end(), *a) != legal.end())
            return {};
        // Why not, as this seat is asked: from its own hand and the table only, whichever
        // seat the engine takes answers from next (that depends on the others' options).
        const std::string reason = hand_.askedInClaim(seat).check(seat, *a);
        return reason.empty() ? QStringLiteral("that claim is not offered to you (M12, M20-M22, M33)") : QString::fromStdString(reason);
    }
    return QString::fromStdString(hand_.check(seat, *a));
}

void MahjongModule::apply(int seat, const QJsonObject &action)
{
    const Action a = *actionFrom(action);
    claimPoint_ = -1;
    if (hand_.phase() == Phase::Claim) {
        window_[std::size_t(seat)] = a;
        feedWindow();
        return;
    }
    const int before = eventCount();
    engineApply(seat, a);
    if (a.kind == Action::Kind::Discard || a.kind == Action::Kind::You)
        for (int i = before; i < eventCount(); ++i)
            if (events_[std::size_t(i)].type == Event::Type::Discard || events_[std::size_t(i)].type == Event::Type::You) {
                claimPoint_ = i + 1;
                break;
            }
}

std::vector<Action> MahjongModule::options(int seat) const
{
    if (hand_.phase() == Phase::Claim)
        return hand_.askedInClaim(seat).legalActions(seat);
    return hand_.legalActions(seat);
}

std::vector<QJsonObject> MahjongModule::legalActions(int seat) const
{
    std::vector<QJsonObject> out;
    const std::vector<int> asked = decision().seats;
    if (!inProgress_ || std::find(asked.begin(), asked.end(), seat) == asked.end())
        return out;
    for (const Action &a : options(seat))
        out.push_back(actionTo(a));
    return out;
}

QJsonObject MahjongModule::timeoutAction(int seat) const
{
    // What the computer player would do: on a turn its move; at a prompt or in a claim window
    // a win it would take (a win offered is not lost to the clock; a 天胡 or 搶槓胡 it would
    // decline, M36/M37, stays declined), else a pass: the clock never makes a chow, pung or
    // kong for a person.
    EfficientPlayer p;
    if (hand_.phase() == Phase::Turn)
        return actionTo(p.choose(view(seat)));
    const Action a = hand_.phase() == Phase::Claim ? p.choose(HandView(hand_.askedInClaim(seat), seat)) : p.choose(view(seat));
    if (a.kind == Action::Kind::Win || a.kind == Action::Kind::RobKong)
        return actionTo(a);
    return actionTo(Action::pass());
}

bool MahjongModule::knowsComputer(const QString &kind) const
{
    return isComputerKind(kind);
}

std::unique_ptr<ComputerBrain> MahjongModule::makeComputer(const QString &kind, std::uint64_t seed) const
{
    auto p = makePlayer(kind.toStdString(), seed);
    if (!p)
        p = makePlayer("efficient", seed);
    return std::make_unique<MahjongBrain>(std::move(p));
}

void MahjongModule::countTold()
{
    while (told_.size() <= events_.size()) {
        const Event &e = events_[told_.size() - 1];
        std::array<int, kViewers> next = told_.back();
        for (int v = 0; v < kViewers; ++v)
            next[std::size_t(v)] += toldTo(v, e);
        told_.push_back(next);
    }
}

int MahjongModule::toldBefore(int viewer, int index) const
{
    // Events are added only by engine steps, each of which ends with countTold().
    Q_ASSERT(std::size_t(index) < told_.size());
    return told_[std::size_t(index)][std::size_t(viewer)];
}

QJsonObject MahjongModule::eventFor(int viewer, int index) const
{
    QJsonObject e = mahjongEventFor(viewer, events_[std::size_t(index)]);
    if (e.isEmpty())
        return e;
    // The seat's own numbering: an index skipped where another's pass is withheld would
    // tell that the other seat could claim (M23).
    return QJsonObject {{"type", "event"}, {"hand", handNumber_}, {"index", toldBefore(viewer, index)}, {"event", e}};
}

int MahjongModule::eventOwner(int index) const
{
    return mahjongEventOwner(events_[std::size_t(index)]);
}

QJsonArray MahjongModule::flowersOf(int s) const
{
    QJsonArray flowers;
    for (int f = 0; f < kFlowerKinds; ++f)
        if (hand_.flowerMask(s) & (1u << f))
            flowers.append(mj::tileName(Tile::flower(f + 1)));
    return flowers;
}

QJsonArray MahjongModule::meldsFor(int viewer, int s) const
{
    QJsonArray melds;
    for (int i = 0; i < hand_.meldCount(s); ++i) {
        const Meld &m = hand_.meld(s, i);
        // Another seat's concealed kong shows its kind only once 搶槓胡 turned it over.
        const bool hidden = s != viewer && m.type == Meld::Type::ConcealedKong && !m.revealed;
        QJsonArray tiles;
        for (int k = 0; k < m.size(); ++k)
            tiles.append(hidden ? QJsonValue(QJsonValue::Null) : QJsonValue(mj::tileName(m.tiles[std::size_t(k)])));
        melds.append(QJsonObject {{"type", meldTypeName(m.type)}, {"tiles", tiles}, {"from", m.from}, {"revealed", m.revealed}});
    }
    return melds;
}

QJsonObject MahjongModule::askFor(int seat) const
{
    // What the seat decides from: its options and its view (a client rebuilds the same
    // HandView from it, see mahjong_wire.h).
    QJsonArray options, seats, visible;
    for (const Action &a : this->options(seat))
        options.append(actionTo(a));
    for (int s = 0; s < kTableSeats; ++s)
        seats.append(QJsonObject {{"tiles", hand_.handSize(s)}, {"melds", meldsFor(seat, s)}, {"flowers", hand_.flowers(s)},
                                  {"you", hand_.youLevel(s)}});
    for (int k = 0; k < kAllKinds; ++k)
        visible.append(int(hand_.visible()[std::size_t(k)]));
    const auto tile = [](Tile t) { return QJsonValue(mj::tileName(t)); };
    const QJsonObject view {
        {"phase", int(hand_.phase())},
        {"hand", tilesTo(hand_.hand(seat))},
        {"gold", tile(hand_.gold())},
        {"dealer", hand_.dealer()},
        {"drawable", hand_.drawable()},
        {"lastDiscard", hand_.lastDiscarder() < 0 ? QJsonValue(QJsonValue::Null) : tile(hand_.lastDiscard())},
        {"lastDiscarder", hand_.lastDiscarder()},
        // The tile the seat has just drawn, on the turn that began with that draw; never
        // another seat's draw (in a window or after a claim the latest draw is someone
        // else's), nor anything before the hand's first draw.
        {"lastDrawn", hand_.phase() == Phase::Turn && hand_.toAct() == seat && hand_.turnBeganWithDraw()
                          ? tile(hand_.lastDrawn()) : QJsonValue(QJsonValue::Null)},
        {"passedWin", hand_.mayNotWinOnDiscard(seat)},
        {"visible", visible},
        {"seats", seats},
    };
    return QJsonObject {{"hand", handNumber_}, {"step", questionPoint(seat)}, {"window", hand_.phase() == Phase::Claim},
                        {"options", options}, {"view", view}};
}

GameModule::QuestionPoint MahjongModule::answerPoint(const QJsonObject &act) const
{
    return {net::wholeField(act, "hand", 0, 1'000'000), net::wholeField(act, "step", 0, std::numeric_limits<int>::max())};
}

QJsonObject MahjongModule::stateFor(int viewer, int shownEvents) const
{
    QJsonArray seats, events;
    for (int s = 0; s < kTableSeats; ++s) {
        const QJsonArray melds = meldsFor(viewer, s);
        seats.append(QJsonObject {{"tiles", hand_.handSize(s)}, {"melds", melds}, {"flowers", flowersOf(s)},
                                  {"you", hand_.youLevel(s)}});
    }
    for (int i = 0; i < std::min(shownEvents, eventCount()); ++i)
        if (const QJsonObject e = mahjongEventFor(viewer, events_[std::size_t(i)]); !e.isEmpty())
            events.append(e);
    return QJsonObject {
        {"type", "state"},
        {"game", "mahjong"},
        {"hand", handNumber_},
        {"seat", viewer},
        // The snapshot below (seats, tiles, drawable) is the hand after this many events
        // (counted as the seat is told them, like "index"); "events" may hold fewer (those
        // shown so far), the rest follow as event messages.
        {"eventCount", toldBefore(viewer, eventCount())},
        {"rules", mj::rulesTo(settings_.rules)},
        {"names", seatStringsTo(settings_.names)},
        {"balances", moneyTo(match_.balances())},
        {"dealer", hand_.dealer()},
        {"streak", hand_.streak()},
        {"gold", mj::tileName(hand_.gold())},
        {"drawable", hand_.drawable()},
        {"tiles", viewer == kSpectator ? QJsonArray() : tilesTo(hand_.hand(viewer))}, // a spectator holds none
        {"seats", seats},
        {"events", events},
    };
}

QJsonObject MahjongModule::settlementJson() const
{
    QJsonArray hands, melds, flowers;
    for (int s = 0; s < kTableSeats; ++s) {
        hands.append(tilesTo(hand_.hand(s)));
        melds.append(meldsFor(s, s)); // every meld face up, concealed kongs too
        flowers.append(flowersOf(s));
    }
    QJsonObject m {{"type", "settlement"}, {"hand", handNumber_}, {"hands", hands}, {"melds", melds}, {"flowers", flowers},
                   {"balances", moneyTo(match_.balances())}, {"gold", mj::tileName(hand_.gold())}};
    // Every hand of the match so far: a window that resumed or joined mid-match still shows
    // the whole match table.
    QJsonArray handTotals;
    for (const auto &t : match_.handTotals())
        handTotals.append(moneyTo(t));
    m.insert("handTotals"_L1, handTotals);
    if (settlement_) {
        m.insert("result"_L1, mj::settlementTo(*settlement_));
        // What the settlement screen needs to split the winning hand (mahjong/split.h).
        const Tile won = winningTileOf(hand_.outcome());
        m.insert("winningTile"_L1, won == kNoTile ? QJsonValue() : QJsonValue(mj::tileName(won)));
        const Seat from = hand_.outcome().discarder;
        m.insert("discarder"_L1, from >= 0 ? QJsonValue(from) : QJsonValue());
    }
    return m;
}

std::vector<GameModule::HiddenPiece> MahjongModule::hiddenFrom(int viewer) const
{
    if (!inProgress_)
        return {}; // the settlement shows every hand
    // What every seat sees (discards, exposed melds, flowers, the gold) and the viewer's own
    // hand and concealed kongs; every other copy is in another hand, another's concealed
    // kong or the wall.
    std::array<int, kAllKinds> known {};
    for (int k = 0; k < kAllKinds; ++k)
        known[std::size_t(k)] = hand_.visible()[std::size_t(k)];
    if (viewer != kSpectator) { // a spectator has no hand and no kong of its own
        for (int k = 0; k < kKinds; ++k)
            known[std::size_t(k)] += hand_.hand(viewer)[std::size_t(k)];
        for (int i = 0; i < hand_.meldCount(viewer); ++i)
            if (const Meld &m = hand_.meld(viewer, i); m.type == Meld::Type::ConcealedKong && !m.revealed)
                for (int t = 0; t < m.size(); ++t)
                    ++known[std::size_t(m.tiles[std::size_t(t)].kind())];
    }
    // A flower reached while counting for the gold is shown and put back (M11).
    for (const Event &e : events_)
        if (e.type == Event::Type::Dice && e.tile.isFlower())
            ++known[std::size_t(e.tile.kind())];
    std::vector<HiddenPiece> out;
    for (int k = 0; k < kAllKinds; ++k)
        if (const int copies = copiesOf(k); known[std::size_t(k)] < copies)
            out.push_back({mj::tileName(Tile(k)), copies, copies - known[std::size_t(k)]});
    return out;
}

std::int64_t MahjongModule::leave(int)
{
    // [Qixing] Zhangzhou mahjong has no leaving penalty: the seat is played to the end.
    return 0;
}

void MahjongModule::playOut(const std::array<QString, kTableSeats> &kinds, std::uint64_t seed)
{
    std::array<std::unique_ptr<ComputerBrain>, kTableSeats> brains;
    for (int s = 0; s < kTableSeats; ++s)
        brains[std::size_t(s)] = makeComputer(kinds[std::size_t(s)], deriveSeed(seed, 2000 + std::uint64_t(s)));
    while (!match_.finished()) {
        if (!inProgress_)
            dealNextHand();
        while (inProgress_) {
            const DecisionPoint d = decision();
            const int s = d.seats.front();
            apply(s, brains[std::size_t(s)]->decide(*this, s));
        }
    }
}

QJsonObject MahjongModule::save(const std::array<QString, kTableSeats> &kindsNow) const
{
    const auto answersTo = [](const std::vector<std::pair<int, Action>> &list) {
        QJsonArray out;
        for (const auto &[s, a] : list)
            out.append(mj::actionTo(s, a));
        return out;
    };
    QJsonArray hands, window;
    for (const auto &h : playedHands_)
        hands.append(answersTo(h));
    for (int s = 0; s < kTableSeats; ++s)
        if (const auto &a = window_[std::size_t(s)])
            window.append(mj::actionTo(s, *a));
    QJsonObject save {
        {"format", "qixing-mahjong-save"},
        {"version", 1},
        {"settings", mahjongSettingsTo(settings_)},
        {"hands", hands},
        {"current", inProgress_ ? QJsonValue(answersTo(answers_)) : QJsonValue(QJsonValue::Null)},
        {"window", window},
        {"kindsNow", seatStringsTo(kindsNow)},
    };
    if (!seatMoves_.empty()) // written only after a swap: saves from before it read alike
        save.insert("seatMoves"_L1, seatMoves_.toJson());
    saveBank(save);
    return save;
}

void MahjongModule::swapSeatState(int a, int b)
{
    seatMoves_.swap(handNumber_, a, b);
    match_.swapSeats(Seat(a), Seat(b));
    std::swap(settings_.names[std::size_t(a)], settings_.names[std::size_t(b)]);
    std::swap(settings_.kinds[std::size_t(a)], settings_.kinds[std::size_t(b)]);
}

std::unique_ptr<GameModule> MahjongModule::restore(const QJsonObject &o, std::array<QString, kTableSeats> &kindsNow)
{
    // "bankMs": what each seat has left of its clock bank (GameModule::saveBank, issue 30).
    // "seatMoves": the seats swapped between hands (issue 30), made again where they came.
    requireOnly(o, {"format", "version", "settings", "hands", "current", "window", "kindsNow", "bankMs", "seatMoves"},
                QStringLiteral("the save"));
    if (o.value("format"_L1).toString() != QLatin1String("qixing-mahjong-save"))
        fail(QStringLiteral("not a Qixing mahjong save"));
    if (o.value("version"_L1).toInt() != 1)
        fail(QStringLiteral("a save of another version"));
    auto m = std::make_unique<MahjongModule>(mahjongSettingsFrom(o.value("settings"_L1)));
    if (const QString e = m->seatMoves_.read(o.value("seatMoves"_L1)); !e.isEmpty())
        fail(e);
    // The saved settings name the seats as they are now: a move made again exchanges only
    // what the replay books by chair.
    const auto moveSeats = [&m](int hand) { m->seatMoves_.replay(hand, [&m](int a, int b) { m->match_.swapSeats(Seat(a), Seat(b)); }); };
    moveSeats(-1);
    const auto replay = [&](const QJsonValue &v, const QString &where) {
        if (!v.isArray())
            fail(where + QStringLiteral(" must be a list of actions"));
        for (const QJsonValue &x : v.toArray()) {
            if (!m->inProgress_)
                fail(where + QStringLiteral(" has actions after the hand ended"));
            Seat s = 0;
            const Action a = mj::actionFrom(x.toObject(), s, where);
            if (const std::string e = m->hand_.check(s, a); !e.empty())
                fail(where + QStringLiteral(": a saved action does not apply: ") + QString::fromStdString(e));
            m->engineApply(s, a);
        }
    };
    if (!o.value("hands"_L1).isArray())
        fail(QStringLiteral("\"hands\" must be a list"));
    for (const QJsonValue &h : o.value("hands"_L1).toArray()) {
        if (m->match_.finished())
            fail(QStringLiteral("more hands saved than the match has"));
        m->dealNextHand();
        replay(h, QStringLiteral("hand %1").arg(m->handNumber_));
        if (m->inProgress_)
            fail(QStringLiteral("a finished hand's actions do not finish it"));
        moveSeats(m->handNumber_);
    }
    if (m->seatMoves_.beyond(m->handNumber_))
        fail(QStringLiteral("\"seatMoves\" after the hands saved"));
    if (!o.value("current"_L1).isNull()) {
        if (m->match_.finished())
            fail(QStringLiteral("a hand in play after the end of the match"));
        m->dealNextHand();
        replay(o.value("current"_L1), QStringLiteral("the hand in play"));
        if (!o.value("window"_L1).isArray())
            fail(QStringLiteral("\"window\" must be a list"));
        for (const QJsonValue &x : o.value("window"_L1).toArray()) {
            Seat s = 0;
            const Action a = mj::actionFrom(x.toObject(), s, QStringLiteral("window"));
            if (!m->inProgress_ || !m->check(s, actionTo(a)).isEmpty() || m->hand_.phase() != Phase::Claim)
                fail(QStringLiteral("a saved claim answer does not apply"));
            m->window_[std::size_t(s)] = a;
        }
        m->feedWindow();
    }
    kindsNow = stringsFrom(o.value("kindsNow"_L1), QStringLiteral("\"kindsNow\""));
    for (const QString &k : kindsNow)
        if (k != QLatin1String("person") && k != QLatin1String("remote") && !m->knowsComputer(k))
            fail(QStringLiteral("unknown player kind \"%1\"").arg(k));
    if (const QString e = m->restoreBank(o); !e.isEmpty())
        fail(e);
    return m;
}

namespace {
std::vector<GameInfo::HostOption> mahjongHostOptions()
{
    const auto edit = [](std::function<QString(MahjongSettings &, const QString &)> change) {
        return [change = std::move(change)](QJsonObject &settings, const QString &value) -> QString {
            try {
                MahjongSettings st = mahjongSettingsFrom(settings);
                if (QString why = change(st, value); !why.isEmpty())
                    return why;
                settings = mahjongSettingsTo(st);
                return {};
            } catch (const std::exception &e) {
                return QString::fromUtf8(e.what());
            }
        };
    };
    return {
        {{QStringLiteral("mahjong-rules"), QStringLiteral("Mahjong table rules, the object qixing-cli mahjong play --rules reads."),
          QStringLiteral("FILE")},
         edit([](MahjongSettings &st, const QString &path) -> QString {
             if (path.isEmpty())
                 return {};
             const auto r = mj::rulesFrom(jsonObjectFile(path));
             if (r.hasWall || r.dealer >= 0 || !r.dice.empty())
                 return QStringLiteral("a table's rules name no wall, dealer or dice");
             st.rules = r.rules;
             return {};
         })},
        {{QStringLiteral("mahjong-computer"), QStringLiteral("Mahjong computer players: a strength or a kind."),
          QStringLiteral("KIND"), QStringLiteral("efficient")},
         edit([](MahjongSettings &st, const QString &kind) -> QString {
             if (!isComputerKind(kind))
                 return QStringLiteral("unknown player kind \"%1\"").arg(kind);
             st.kinds.fill(kind);
             return {};
         })},
    };
}

// 戰績 facts of one seat from a settlement message (settlementJson): whether it won, and how
// (the settlement's way name and its 番, M30–M36), whether its win was not on a discard (every
// way but 平胡: 自摸, the 游金 ways, 搶金, 三金倒, 天胡, 搶槓胡), whether it dealt the winning
// discard in (平胡: "discarder") and whether it guessed a 搶槓胡 wrong (詐胡, M37). A drawn
// hand (臭莊) is a hand nobody won.
QJsonObject mahjongHandFacts(const QJsonObject &settlement, int seat)
{
    const QJsonObject result = settlement.value("result"_L1).toObject();
    if (result.isEmpty())
        return {};
    const QString way = result.value("way"_L1).toString();
    const bool falseWin = way == QLatin1StringView(wayName(Way::ZhaHu));
    const bool onDiscard = way == QLatin1StringView(wayName(Way::PingHu));
    const int winner = result.value("winner"_L1).toInt(-1); // null when drawn
    const bool won = winner == seat && !falseWin;
    const bool dealtIn = onDiscard && winner != seat && settlement.value("discarder"_L1).toInt(-1) == seat;
    QJsonObject facts {{"won", won},
                       {"selfDrawn", won && !onDiscard},
                       {"dealtIn", dealtIn},
                       {"falseWin", falseWin && winner == seat},
                       {"way", won ? way : QString()}};
    if (won) // only a win has 番: statistics average a number over the hands that have it
        facts.insert("fan"_L1, result.value("multiplier"_L1).toInt());
    return facts;
}

// The shipped presets (issue 30); docs/presets.md says why. Seed 003 (北斗七星棋牌): a base of
// one (its tables count in 底分), the streak as its tables (第二庄 ×2/×3, 第三庄 ×3/×4: linear,
// M51), one round (一圈), claims in 10 s (M23), a random first dealer (M3); its line "按一二四
// 连庄" names the doubling streak, shipped as the second preset.
void addMahjongPresets()
{
    const auto preset = [](const char *name, StreakOption streak) {
        MahjongSettings st;
        st.rules.base = 1;
        st.rules.streak = streak;
        st.rules.rounds = 1;
        st.rules.claimSeconds = 10;
        st.turnSeconds = 0;
        st.firstDealer = -1;
        presets::addShipped({QStringLiteral("mahjong"), QString::fromUtf8(name), presets::settingsPart(mahjongSettingsTo(st)), true});
    };
    preset("北斗七星 漳州麻將", StreakOption::Linear);
    preset("北斗七星 漳州麻將 一二四連莊", StreakOption::Doubling);
}
} // namespace

namespace {
// --- verify (issue 30): the wall shuffled from a revealed seed against every tile one seat
// was shown. The deal, 補花 and 開金 are rebuilt by the engine and must be told exactly as
// they were; then the wall is followed draw by draw (from the front, replacements from the
// tail) so that each seat's own draws and everyone's flowers are checked as told, and at the
// settlement each seat's hand, melds and flowers must be what the wall gave it, less what it
// discarded, plus what it claimed.
QString verifyMahjongDeal(const QJsonObject &, std::uint64_t handSeed, const QList<QJsonObject> &told)
{
    QStringList differs;
    const auto differ = [&](Tile t, int seat) {
        const QString word = QStringLiteral("%1@%2").arg(mj::tileName(t)).arg(seat);
        if (!differs.contains(word))
            differs.append(word);
    };
    try {
        // The hand's first state, its events by number (a later state repeats them), and the
        // settlement.
        const QJsonObject *first = nullptr;
        std::map<int, QJsonObject> events;
        QJsonObject settlement;
        for (const QJsonObject &m : told) {
            const QString type = m.value("type"_L1).toString();
            if (type == "state"_L1) {
                if (!first)
                    first = &m;
                const QJsonArray es = m.value("events"_L1).toArray();
                for (int i = 0; i < es.size(); ++i)
                    events.emplace(i, es[i].toObject());
            } else if (type == "event"_L1) {
                events.emplace(m.value("index"_L1).toInt(-1), m.value("event"_L1).toObject());
            } else if (type == "settlement"_L1) {
                settlement = m;
            }
        }
        if (!first)
            return QString(); // nothing of the hand was shown
        // A seat, or a spectator (kSpectator), who is shown nobody's own tiles.
        const int viewer = int(wholeFrom(first->value("seat"_L1), QStringLiteral("seat"), 0, kSpectator));
        const Seat dealer = Seat(wholeFrom(first->value("dealer"_L1), QStringLiteral("dealer"), 0, 3));
        const int streak = int(wholeFrom(first->value("streak"_L1), QStringLiteral("streak"), 1, 10000));
        const HandSetup setup = HandSetup::fromSeed(handSeed, dealer, streak);
        EventLog log;
        const HandState dealt(setup, &log);
        const auto toldEvent = [&](int n) -> std::optional<QJsonObject> {
            const auto it = events.find(n);
            return it == events.end() ? std::nullopt : std::optional(it->second);
        };
        const auto tileOf = [](const QJsonObject &e) {
            const QJsonValue t = e.value("tile"_L1);
            return t.isString() ? mj::tileFrom(t, QStringLiteral("tile"), true) : kNoTile;
        };
        // The deal, 補花 and 開金 as the seat is told them.
        int n = 0;
        for (const Event &e : log) {
            const QJsonObject expected = mahjongEventFor(viewer, e);
            if (expected.isEmpty())
                continue;
            const std::optional<QJsonObject> got = toldEvent(n++);
            if (got && *got != expected) {
                const Tile shown = tileOf(*got);
                differ(shown == kNoTile ? e.tile : shown, got->value("seat"_L1).toInt(e.seat));
            }
        }
        // Its own hand as first told, when told right after the deal.
        if (viewer < kTableSeats && first->value("eventCount"_L1).toInt(-1) == n) {
            Counts shown {};
            for (const QJsonValue &t : first->value("tiles"_L1).toArray())
                ++shown[std::size_t(mj::tileFrom(t, QStringLiteral("tiles")).kind())];
            for (int k = 0; k < kKinds; ++k)
                if (shown[std::size_t(k)] != dealt.hand(viewer)[std::size_t(k)])
                    differ(Tile(k), viewer);
        }
        // The wall as the deal left it: the deal took the front, 補花 the tail, and 開金 took the
        // gold out of it.
        std::vector<Tile> wall(setup.wall.begin(), setup.wall.end());
        std::size_t front = 0, back = wall.size();
        std::array<std::array<int, kAllKinds>, kTableSeats> holds {}; // what each seat should hold
        for (int s = 0; s < kTableSeats; ++s) {
            for (int k = 0; k < kKinds; ++k)
                holds[std::size_t(s)][std::size_t(k)] = dealt.hand(s)[std::size_t(k)];
        }
        for (const Event &e : log) {
            if (e.type == Event::Type::Deal)
                front += std::size_t(e.a);
            else if (e.type == Event::Type::Replacement)
                --back;
            else if (e.type == Event::Type::Flower)
                ++holds[std::size_t(e.seat)][std::size_t(e.tile.kind())];
            else if (e.type == Event::Type::Dice && !e.tile.isFlower()) {
                wall.erase(wall.begin() + std::ptrdiff_t(back - std::size_t(e.a + e.b)));
                --back;
            }
        }
        std::array<Tile, kTableSeats> lastDrawn;
        lastDrawn.fill(kNoTile);
        int setAside = -1; // the dealer who won by 搶金 and set a tile aside
        const auto count = [&](int seat, Tile t, int by) {
            if (seat >= 0 && seat < kTableSeats && t != kNoTile)
                holds[std::size_t(seat)][std::size_t(t.kind())] += by;
        };
        for (auto it = events.lower_bound(n); it != events.end(); ++it) {
            const QJsonObject &e = it->second;
            const QString type = e.value("e"_L1).toString();
            const int seat = e.value("seat"_L1).toInt(-1);
            const Tile shown = tileOf(e);
            if (type == QLatin1String(eventTypeName(Event::Type::Draw)) || type == QLatin1String(eventTypeName(Event::Type::Replacement))) {
                const bool fromFront = type == QLatin1String(eventTypeName(Event::Type::Draw));
                if (front >= back)
                    return QStringLiteral("unreadable"); // more draws than the wall holds
                const Tile t = fromFront ? wall[front++] : wall[--back];
                if (shown != kNoTile && shown != t)
                    differ(shown, seat);
                if (seat >= 0 && seat < kTableSeats)
                    lastDrawn[std::size_t(seat)] = t;
                if (!t.isFlower()) // a flower is counted when it is shown
                    count(seat, t, 1);
            } else if (type == QLatin1String(eventTypeName(Event::Type::Flower))) {
                if (seat >= 0 && seat < kTableSeats && shown != lastDrawn[std::size_t(seat)])
                    differ(shown, seat);
                count(seat, shown, 1);
            } else if (type == QLatin1String(eventTypeName(Event::Type::Discard)) || type == QLatin1String(eventTypeName(Event::Type::You))) {
                count(seat, shown, -1);
            } else if (type == QLatin1String(eventTypeName(Event::Type::Chow)) || type == QLatin1String(eventTypeName(Event::Type::Pung))
                       || type == QLatin1String(eventTypeName(Event::Type::Kong))) {
                count(seat, shown, 1); // the claimed discard
            } else if (type == QLatin1String(eventTypeName(Event::Type::Win))) {
                const QString way = e.value("way"_L1).toString();
                if (way == QLatin1String(wayName(Way::PingHu))) {
                    count(seat, shown, 1); // the discard won on joins the hand
                } else if (way == QLatin1String(wayName(Way::QiangJin))) {
                    count(seat, shown, 1); // 搶金: the gold joins the hand
                    if (seat == dealer)
                        setAside = seat; // and the dealer sets one tile aside, unnamed
                }
            }
        }
        if (settlement.isEmpty())
            return differs.join(u' ');
        // Each seat at the settlement: its hand, its melds and its flowers.
        const QJsonArray hands = settlement.value("hands"_L1).toArray(), melds = settlement.value("melds"_L1).toArray(),
                         flowers = settlement.value("flowers"_L1).toArray();
        for (int s = 0; s < kTableSeats; ++s) {
            std::array<int, kAllKinds> shown {};
            const auto add = [&](const QJsonValue &t) {
                if (t.isString())
                    ++shown[std::size_t(mj::tileFrom(t, QStringLiteral("settlement"), true).kind())];
            };
            for (const QJsonValue &t : hands.at(s).toArray())
                add(t);
            for (const QJsonValue &m : melds.at(s).toArray())
                for (const QJsonValue &t : m.toObject().value("tiles"_L1).toArray())
                    add(t);
            for (const QJsonValue &t : flowers.at(s).toArray())
                add(t);
            bool asideSeen = false;
            for (int k = 0; k < kAllKinds; ++k) {
                const int d = holds[std::size_t(s)][std::size_t(k)] - shown[std::size_t(k)];
                if (d == 1 && s == setAside && !asideSeen)
                    asideSeen = true; // the tile set aside (one, of any kind)
                else if (d != 0)
                    differ(Tile(k), s);
            }
        }
    } catch (const std::exception &) {
        return QStringLiteral("unreadable"); // a message that does not read cannot be checked
    }
    return differs.join(u' ');
}
} // namespace

void registerGame_mahjong()
{
    addMahjongPresets();
    GameRegistry::add({.id = QStringLiteral("mahjong"),
                       .name = QStringLiteral("Zhangzhou mahjong"),
                       .defaultComputer = QStringLiteral("efficient"),
                       .knowsComputer = isComputerKind,
                       .restore = &MahjongModule::restore,
                       .defaultSettings = [] {
                           MahjongSettings st;
                           st.kinds.fill(QStringLiteral("efficient"));
                           return mahjongSettingsTo(st);
                       },
                       .checkSettings = [](const QJsonObject &settings) {
                           try {
                               return mahjongSettingsFrom(settings).validate();
                           } catch (const std::exception &e) {
                               return QString::fromUtf8(e.what());
                           }
                       },
                       .newMatch = [](const QJsonObject &settings) -> std::unique_ptr<GameModule> {
                           return std::make_unique<MahjongModule>(mahjongSettingsFrom(settings));
                       },
                       .lobbyInfo = [](const QJsonObject &settings) {
                           const MahjongSettings st = mahjongSettingsFrom(settings);
                           return QJsonObject {{"rules", mj::rulesTo(st.rules)}, {"turnSeconds", st.turnSeconds}};
                       },
                       .handFacts = mahjongHandFacts,
                       .verifyDeal = verifyMahjongDeal,
                       .tablesOption = QStringLiteral("mahjong-tables"),
                       .defaultTables = 0,
                       .hostOptions = mahjongHostOptions,
                       .reviewOptions = reviewOptions});
}

} // namespace qixing::session
