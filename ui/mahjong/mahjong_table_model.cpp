// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mahjong/mahjong_table_model.h"

#include "mahjong/mahjong_json.h"
#include "mahjong/mahjong_module.h"

#include <QtDebug>

#include <algorithm>

namespace qixing::ui {

static_assert(MahjongTableModel::kSpectatorSeat == session::kSpectator);

using namespace mahjong;
namespace mj = mahjong::json;

namespace {
[[noreturn]] void fail(const QString &m)
{
    throw JsonError(m.toStdString());
}

int seatFrom(const QJsonValue &v, const QString &where, int low = 0)
{
    return int(wholeFrom(v, where, low, 3));
}

// A tile, or kNoTile for null (what another seat drew).
Tile tileOrNone(const QJsonValue &v, const QString &where, bool flowers = true)
{
    return v.isNull() || v.isUndefined() ? kNoTile : mj::tileFrom(v, where, flowers);
}

Meld::Type meldTypeFrom(const QString &name)
{
    for (auto t : {Meld::Type::Chow, Meld::Type::Pung, Meld::Type::Kong, Meld::Type::ConcealedKong})
        if (name == QLatin1String(meldTypeName(t)))
            return t;
    fail(QStringLiteral("unknown meld \"%1\"").arg(name));
}

int meldSize(Meld::Type t)
{
    return t == Meld::Type::Chow || t == Meld::Type::Pung ? 3 : 4;
}

// Where a meld's claimed tile lies: among the tiles, the first equal to the discard.
int claimedIndex(const std::vector<Tile> &tiles, Tile discard)
{
    for (std::size_t i = 0; i < tiles.size(); ++i)
        if (tiles[i] == discard)
            return int(i);
    return -1;
}
} // namespace

bool MahjongTableModel::Question::has(Action::Kind k) const
{
    return std::any_of(options.begin(), options.end(), [k](const Action &a) { return a.kind == k; });
}

std::vector<Action> MahjongTableModel::Question::of(Action::Kind k) const
{
    std::vector<Action> out;
    for (const Action &a : options)
        if (a.kind == k)
            out.push_back(a);
    return out;
}

int MahjongTableModel::tablePoints() const
{
    int points = 0;
    for (const SeatInfo &s : seats_) {
        points += flowerPoints(int(s.flowers.size()));
        for (const SeatMeld &m : s.melds)
            points += m.type == Meld::Type::Kong ? 1 : m.type == Meld::Type::ConcealedKong ? 2 : 0;
    }
    return points;
}

int MahjongTableModel::keptBack() const
{
    return 2 * (kKeptStacks + tablePoints()); // M40
}

bool MahjongTableModel::apply(const QJsonObject &m)
{
    const QString type = m.value("type").toString();
    // Every reader works on a copy: a message that fails half-way changes nothing.
    const MahjongTableModel before = *this;
    bool ok = false;
    try {
        if (type == QLatin1String("state"))
            ok = applyState(m);
        else if (type == QLatin1String("event"))
            ok = applyEvent(m, false);
        else if (type == QLatin1String("yourTurn"))
            ok = applyYourTurn(m);
        else if (type == QLatin1String("settlement"))
            ok = applySettlement(m);
        else if (type == QLatin1String("matchOver"))
            ok = applyMatchOver(m);
        else if (type == QLatin1String("seatsSwapped"))
            ok = applySeatsSwapped(m);
        else
            qWarning("mahjong table: ignored a message of type \"%s\"", qPrintable(type));
    } catch (const std::exception &e) {
        qWarning("mahjong table: ignored a \"%s\" message: %s", qPrintable(type), e.what());
        ok = false;
    }
    if (!ok)
        *this = before;
    return ok;
}

void MahjongTableModel::readSeats(const QJsonArray &seats, bool flowerLists)
{
    if (seats.size() != 4)
        fail(QStringLiteral("\"seats\" must list 4 seats"));
    for (int s = 0; s < 4; ++s) {
        if (!seats[s].isObject())
            fail(QStringLiteral("a seat must be an object"));
        const QJsonObject o = seats[s].toObject();
        SeatInfo &info = seats_[std::size_t(s)];
        info.tiles = int(wholeFrom(o.value("tiles"), QStringLiteral("tiles"), 0, 18));
        info.you = int(wholeFrom(o.value("you"), QStringLiteral("you"), 0, 3));
        if (flowerLists) {
            if (!o.value("flowers").isArray())
                fail(QStringLiteral("\"flowers\" must list tiles"));
            info.flowers.clear();
            for (const QJsonValue &f : o.value("flowers").toArray()) {
                const Tile t = mj::tileFrom(f, QStringLiteral("flowers"), true);
                if (!t.isFlower())
                    fail(QStringLiteral("\"flowers\" holds %1").arg(mj::tileName(t)));
                info.flowers.push_back(t);
            }
        }
        if (!o.value("melds").isArray() || o.value("melds").toArray().size() > 5)
            fail(QStringLiteral("\"melds\" must list at most 5 melds"));
        const std::vector<SeatMeld> before = std::move(info.melds);
        info.melds.clear();
        for (const QJsonValue &mv : o.value("melds").toArray()) {
            const QJsonObject mo = mv.toObject();
            SeatMeld meld;
            meld.type = meldTypeFrom(mo.value("type").toString());
            const QJsonArray tiles = mo.value("tiles").toArray();
            if (tiles.size() != meldSize(meld.type))
                fail(QStringLiteral("a meld with %1 tiles").arg(tiles.size()));
            meld.faceDown = tiles[0].isNull();
            if (meld.faceDown && meld.type != Meld::Type::ConcealedKong)
                fail(QStringLiteral("only a concealed kong is face down"));
            if (!meld.faceDown)
                for (const QJsonValue &t : tiles)
                    meld.tiles.push_back(mj::tileFrom(t, QStringLiteral("meld")));
            meld.from = int(wholeFrom(mo.value("from"), QStringLiteral("from"), -1, 3));
            meld.revealed = mo.value("revealed").toBool();
            // The engine puts the claimed discard first in a pung or kong; a chow keeps its order.
            if (meld.from >= 0 && !meld.tiles.empty())
                meld.claimed = 0;
            // A chow keeps the claimed tile its event told of.
            const std::size_t i = info.melds.size();
            if (meld.type == Meld::Type::Chow && i < before.size() && before[i].tiles == meld.tiles)
                meld.claimed = before[i].claimed;
            info.melds.push_back(meld);
        }
    }
}

void MahjongTableModel::readPlates(const QJsonObject &m)
{
    const QJsonArray names = m.value("names").toArray(), balances = m.value("balances").toArray();
    for (int s = 0; s < 4; ++s) {
        seats_[std::size_t(s)].name = names.size() == 4 ? names[s].toString() : QString();
        seats_[std::size_t(s)].balance = balances.size() == 4 ? qint64(balances[s].toDouble()) : 0;
    }
}

bool MahjongTableModel::applySeatsSwapped(const QJsonObject &m)
{
    if (hand_ < 0)
        fail(QStringLiteral("seats swapped before any state"));
    const QJsonArray pair = m.value("seats").toArray();
    if (pair.size() != 2)
        fail(QStringLiteral("\"seats\" must name two seats"));
    const int a = seatFrom(pair[0], QStringLiteral("seats")), b = seatFrom(pair[1], QStringLiteral("seats"));
    if (m.value("names").toArray().size() != 4 || m.value("balances").toArray().size() != 4)
        fail(QStringLiteral("\"names\" and \"balances\" must list 4 seats"));
    // The plates as a state sets them; the next state tells the rest.
    readPlates(m);
    // The person moved sits at the other chair now: the table turns to it at once. The hand
    // that ended stays with the chairs; the hand shown at the bottom is the new chair's, as
    // the settlement opened it.
    if (a != b && (local_ == a || local_ == b)) {
        local_ = local_ == a ? b : a;
        own_ = {};
        for (Tile t : revealed_[std::size_t(local_)])
            if (t.kind() < kKinds)
                ++own_[std::size_t(t.kind())];
        drawn_.reset();
        question_.reset();
    }
    return true;
}

bool MahjongTableModel::applyState(const QJsonObject &m)
{
    if (m.contains("game") && m.value("game").toString() != QLatin1String("mahjong"))
        fail(QStringLiteral("a state of another game"));
    MahjongTableModel next;
    next.viewFrom_ = viewFrom_; // a picture of the table does not turn it
    next.hand_ = int(wholeFrom(m.value("hand"), QStringLiteral("hand"), 0, 1'000'000));
    // A spectator's state is for no seat (docs/protocol.md, "Spectators"): no tiles of its own.
    next.local_ = int(wholeFrom(m.value("seat"), QStringLiteral("seat"), 0, kSpectatorSeat));
    if (next.spectating() && !m.value("tiles").toArray().isEmpty())
        fail(QStringLiteral("a spectator's state with tiles"));
    if (m.value("rules").isObject()) {
        const mj::RulesInput r = mj::rulesFrom(m.value("rules").toObject());
        next.rules_ = r.rules;
    }
    next.readPlates(m);
    for (int s = 0; s < 4; ++s)
        next.handNames_[std::size_t(s)] = next.seats_[std::size_t(s)].name;
    next.dealer_ = seatFrom(m.value("dealer"), QStringLiteral("dealer"));
    next.streak_ = int(wholeFrom(m.value("streak"), QStringLiteral("streak"), 1, 1'000'000));
    next.gold_ = tileOrNone(m.value("gold"), QStringLiteral("gold"), false);
    next.readSeats(m.value("seats").toArray(), true);
    if (!m.value("tiles").isArray())
        fail(QStringLiteral("\"tiles\" must list the seat's tiles"));
    for (const QJsonValue &t : m.value("tiles").toArray()) {
        const Tile tile = mj::tileFrom(t, QStringLiteral("tiles"));
        if (++next.own_[std::size_t(tile.kind())] > 4)
            fail(QStringLiteral("more than four %1").arg(mj::tileName(tile)));
    }
    const int drawable = int(wholeFrom(m.value("drawable"), QStringLiteral("drawable"), -200, kTileCount));
    next.wallLeft_ = drawable + next.keptBack();
    next.matchOver_ = false;
    // Events up to here are in the snapshot, though some may only follow (a host's claim moment).
    next.snapshotEvents_ = m.contains("eventCount") ? int(wholeFrom(m.value("eventCount"), QStringLiteral("eventCount"), 0, 100'000)) : 0;
    // The events so far: what they left on the table that the snapshot does not hold.
    if (!m.value("events").isArray())
        fail(QStringLiteral("\"events\" must be a list"));
    for (const QJsonValue &e : m.value("events").toArray())
        next.applyEvent(QJsonObject {{"type", "event"}, {"hand", next.hand_}, {"event", e}}, true);
    // A state that does not say how many events its snapshot holds is told after the deal.
    if (!m.contains("eventCount") && next.gold_ != kNoTile)
        next.dealt_ = true;
    *this = next;
    return true;
}

void MahjongTableModel::removeOwn(Tile t, int n)
{
    if (t == kNoTile || t.isFlower())
        return;
    auto &c = own_[std::size_t(t.kind())];
    if (c < n)
        fail(QStringLiteral("the seat does not hold %1").arg(mj::tileName(t)));
    c = std::uint8_t(c - n);
}

void MahjongTableModel::addOwn(Tile t)
{
    if (t == kNoTile || t.isFlower())
        return;
    if (++own_[std::size_t(t.kind())] > 4)
        fail(QStringLiteral("more than four %1").arg(mj::tileName(t)));
}

void MahjongTableModel::takeLastDiscard()
{
    // A claimed or won-on discard leaves its river.
    if (lastDiscard_.seat < 0)
        return;
    auto &river = seats_[std::size_t(lastDiscard_.seat)].river;
    if (lastDiscard_.riverIndex >= 0 && lastDiscard_.riverIndex < int(river.size()))
        river.erase(river.begin() + lastDiscard_.riverIndex);
    lastDiscard_ = {};
}

bool MahjongTableModel::applyEvent(const QJsonObject &m, bool history)
{
    if (hand_ < 0)
        fail(QStringLiteral("an event before any state"));
    if (int(wholeFrom(m.value("hand"), QStringLiteral("hand"), 0, 1'000'000)) != hand_)
        fail(QStringLiteral("an event of another hand"));
    if (!m.value("event").isObject())
        fail(QStringLiteral("\"event\" must be an object"));
    const QJsonObject e = m.value("event").toObject();
    const QString kind = e.value("e").toString();
    // An event the state's snapshot holds already adds only to the history.
    if (!history && m.contains("index")
        && int(wholeFrom(m.value("index"), QStringLiteral("index"), 0, 100'000)) < snapshotEvents_)
        history = true;
    const int seat = e.contains("seat") ? seatFrom(e.value("seat"), QStringLiteral("seat")) : -1;
    const auto needSeat = [&] {
        if (seat < 0)
            fail(QStringLiteral("\"%1\" needs a seat").arg(kind));
        return seat;
    };
    const auto tile = [&](bool flowers = false) { return tileOrNone(e.value("tile"), QStringLiteral("tile"), flowers); };
    const bool mine = seat == local_;
    // In a state's history only what the snapshot does not hold changes: rivers, the last
    // discard and draw, the forced round, 分餅. Everything else the snapshot has already.
    const bool live = !history;
    SeatInfo *info = seat >= 0 ? &seats_[std::size_t(seat)] : nullptr;

    if (kind == QLatin1String("deal")) {
        needSeat();
        if (live)
            info->tiles = int(wholeFrom(e.value("tiles"), QStringLiteral("tiles"), 0, 17));
    } else if (kind == QLatin1String("flower")) {
        needSeat();
        const Tile t = tile(true);
        if (!t.isFlower())
            fail(QStringLiteral("a flower event without a flower"));
        if (live) {
            info->flowers.push_back(t);
            info->tiles = std::max(0, info->tiles - 1);
        }
    } else if (kind == QLatin1String("replacement") || kind == QLatin1String("draw")) {
        needSeat();
        const Tile t = tile(true);
        if (mine && t == kNoTile)
            fail(QStringLiteral("the seat's own draw without its tile"));
        if (!mine && t != kNoTile && live)
            qWarning("mahjong table: told another seat's drawn tile");
        lastDrawSeat_ = seat;
        if (forcedFor_ == seat && kind == QLatin1String("draw"))
            forcedFor_ = -1; // the 雙游 seat's turn again: the forced round is over (M34)
        if (live) {
            ++info->tiles;
            --wallLeft_;
            if (mine)
                addOwn(t); // a flower is exposed at once (its own event follows)
        }
        // A tile drawn in play stands apart; the deal's replacements (補花) join the hand.
        if (mine && !t.isFlower() && dealt_)
            drawn_ = t;
        else if (mine)
            drawn_.reset();
    } else if (kind == QLatin1String("dice")) {
        // 開金's roll, shown beside the gold it turned up.
        const QJsonArray d = e.value("dice").toArray();
        if (d.size() == 2)
            dice_ = {std::clamp(d[0].toInt(), 1, 6), std::clamp(d[1].toInt(), 1, 6)};
    } else if (kind == QLatin1String("gold")) {
        const Tile t = tile();
        dealt_ = true;
        if (live) {
            gold_ = t;
            --wallLeft_;
        }
    } else if (kind == QLatin1String("discard") || kind == QLatin1String("you")) {
        needSeat();
        const Tile t = tile();
        if (t == kNoTile)
            fail(QStringLiteral("a discard without its tile"));
        const bool you = kind == QLatin1String("you");
        info->river.push_back({t, you});
        lastDiscard_ = {seat, t, int(info->river.size()) - 1};
        if (live) {
            if (mine)
                removeOwn(t);
            info->tiles = std::max(0, info->tiles - 1);
            if (you)
                info->you = int(wholeFrom(e.value("level"), QStringLiteral("level"), 1, 3));
        }
        if (mine)
            drawn_.reset();
    } else if (kind == QLatin1String("chow") || kind == QLatin1String("pung") || kind == QLatin1String("kong")) {
        needSeat();
        const Tile t = tile();
        const int from = lastDiscard_.seat;
        if (live) {
            if (gold_ == kNoTile)
                fail(QStringLiteral("a claim before the gold"));
            SeatMeld meld;
            meld.from = from;
            if (kind == QLatin1String("chow")) {
                meld.type = Meld::Type::Chow;
                const int low = mj::tileFrom(e.value("lowest"), QStringLiteral("lowest")).kind();
                const int p = plainKindOf(t, gold_);
                if (low >= 27 || low % 9 > 6 || p < low || p > low + 2)
                    fail(QStringLiteral("a chow that does not hold its tile"));
                for (int k = low; k < low + 3; ++k) {
                    if (k == p) {
                        meld.claimed = int(meld.tiles.size());
                        meld.tiles.push_back(t);
                    } else {
                        const Tile phys = physicalOf(k, gold_);
                        if (mine)
                            removeOwn(phys);
                        meld.tiles.push_back(phys);
                    }
                }
            } else {
                const bool kong = kind == QLatin1String("kong");
                meld.type = kong ? Meld::Type::Kong : Meld::Type::Pung;
                meld.claimed = 0;
                meld.tiles.push_back(t);
                const int p = plainKindOf(t, gold_);
                if (p < 0)
                    fail(QStringLiteral("a gold claimed"));
                const Tile phys = physicalOf(p, gold_);
                for (int i = 0; i < (kong ? 3 : 2); ++i)
                    meld.tiles.push_back(phys);
                if (mine)
                    removeOwn(phys, kong ? 3 : 2);
            }
            info->tiles = std::max(0, info->tiles - int(meld.tiles.size()) + 1);
            if (info->melds.size() >= 5)
                fail(QStringLiteral("a sixth meld"));
            info->melds.push_back(meld);
        }
        if (history && kind == QLatin1String("chow")) {
            // The snapshot's chow does not say which tile was claimed; its event does.
            const std::size_t i = std::size_t(historyMelds_[std::size_t(seat)]);
            if (i < info->melds.size())
                info->melds[i].claimed = claimedIndex(info->melds[i].tiles, t);
        }
        if (history)
            ++historyMelds_[std::size_t(seat)];
        takeLastDiscard();
        if (mine)
            drawn_.reset();
    } else if (kind == QLatin1String("concealedKong")) {
        needSeat();
        const Tile t = tile();
        if (live) {
            SeatMeld meld;
            meld.type = Meld::Type::ConcealedKong;
            meld.faceDown = t == kNoTile;
            if (!meld.faceDown)
                meld.tiles.assign(4, t);
            if (mine)
                removeOwn(t, 4);
            info->tiles = std::max(0, info->tiles - 4);
            if (info->melds.size() >= 5)
                fail(QStringLiteral("a sixth meld"));
            info->melds.push_back(meld);
        }
        if (history)
            ++historyMelds_[std::size_t(seat)];
        if (mine)
            drawn_.reset();
    } else if (kind == QLatin1String("addKong")) {
        needSeat();
        const Tile t = tile();
        if (live) {
            auto it = std::find_if(info->melds.begin(), info->melds.end(), [t](const SeatMeld &sm) {
                return sm.type == Meld::Type::Pung && !sm.tiles.empty() && sm.tiles[0] == t;
            });
            if (it == info->melds.end())
                fail(QStringLiteral("a kong added to no pung"));
            it->type = Meld::Type::Kong;
            it->tiles.push_back(t);
            if (mine)
                removeOwn(t);
            info->tiles = std::max(0, info->tiles - 1);
        }
        if (mine)
            drawn_.reset();
    } else if (kind == QLatin1String("pass")) {
        // Only the seat's own pass is told.
        if (mine && e.value("prompt").toString() == QLatin1String("opening"))
            ++openingPasses_;
    } else if (kind == QLatin1String("robKong")) {
        needSeat();
        const int target = seatFrom(e.value("target"), QStringLiteral("target"));
        const int index = int(wholeFrom(e.value("meld"), QStringLiteral("meld"), 0, 4));
        const Tile t = tile();
        auto &melds = seats_[std::size_t(target)].melds;
        if (live && index < int(melds.size())) {
            melds[std::size_t(index)].revealed = true;
            melds[std::size_t(index)].faceDown = false;
            melds[std::size_t(index)].tiles.assign(4, t);
        }
    } else if (kind == QLatin1String("win")) {
        needSeat();
        const QString way = e.value("way").toString();
        Way w;
        if (!wayFromName(way.toStdString(), w))
            fail(QStringLiteral("unknown way \"%1\"").arg(way));
        const int from = e.contains("from") ? int(wholeFrom(e.value("from"), QStringLiteral("from"), -1, 3)) : -1;
        if (w == Way::PingHu && from >= 0) {
            // The winning discard joins the winner's hand.
            if (live) {
                ++info->tiles;
                if (mine)
                    addOwn(tile());
            }
            takeLastDiscard();
        }
        if (live)
            over_ = true;
        forcedFor_ = -1;
    } else if (kind == QLatin1String("drawnHand")) {
        if (live)
            over_ = true;
        forcedFor_ = -1;
    } else if (kind == QLatin1String("fenBing")) {
        fenBing_ = int(wholeFrom(e.value("round"), QStringLiteral("round"), 0, 100));
    } else if (kind == QLatin1String("forcedRound")) {
        forcedFor_ = needSeat();
    } else {
        fail(QStringLiteral("unknown event \"%1\"").arg(kind));
    }

    if (live) {
        lastEvent_ = e;
        ++eventsSeen_;
        // The question is over once play moved on: an answer of anyone's, or (for a claim
        // window or an opening offer) the next draw.
        static const QStringList answers {"discard", "you", "chow", "pung", "kong", "concealedKong", "addKong",
                                          "pass", "robKong", "win", "drawnHand"};
        if (question_ && (answers.contains(kind) || (question_->phase != 2 && kind == QLatin1String("draw"))))
            question_.reset();
    } else {
        // What was done last, also when a state tells it (a table joined or resumed, or a
        // picture): whose turn it is, the call to call out.
        lastEvent_ = e;
    }
    return true;
}

bool MahjongTableModel::applyYourTurn(const QJsonObject &m)
{
    if (hand_ < 0)
        fail(QStringLiteral("a question before any state"));
    Question q;
    q.hand = int(wholeFrom(m.value("hand"), QStringLiteral("hand"), 0, 1'000'000));
    if (q.hand != hand_)
        fail(QStringLiteral("a question of another hand"));
    q.step = int(wholeFrom(m.value("step"), QStringLiteral("step"), 0, std::numeric_limits<int>::max()));
    q.window = m.value("window").toBool();
    q.deadlineMs = m.value("deadline").isNull() || m.value("deadline").isUndefined()
        ? -1
        : int(wholeFrom(m.value("deadline"), QStringLiteral("deadline"), 0, 3'600'000));
    if (m.contains("bank"))
        q.bankMs = int(wholeFrom(m.value("bank"), QStringLiteral("bank"), 0, 3'600'000));
    if (!m.value("options").isArray() || m.value("options").toArray().isEmpty())
        fail(QStringLiteral("a question without options"));
    q.optionsJson = m.value("options").toArray();
    for (const QJsonValue &o : q.optionsJson) {
        QString why;
        const auto a = session::MahjongModule::actionFrom(o.toObject(), &why);
        if (!a)
            fail(why);
        q.options.push_back(*a);
    }
    // The view: what the seat decides from, the truth about its own tiles and the counts.
    if (m.value("view").isObject()) {
        const QJsonObject v = m.value("view").toObject();
        q.phase = int(wholeFrom(v.value("phase"), QStringLiteral("phase"), 0, int(Phase::Over)));
        Counts own {};
        for (const QJsonValue &t : v.value("hand").toArray()) {
            const Tile tile = mj::tileFrom(t, QStringLiteral("hand"));
            if (++own[std::size_t(tile.kind())] > 4)
                fail(QStringLiteral("more than four %1").arg(mj::tileName(tile)));
        }
        readSeats(v.value("seats").toArray(), false);
        own_ = own;
        gold_ = tileOrNone(v.value("gold"), QStringLiteral("gold"), false);
        dealer_ = seatFrom(v.value("dealer"), QStringLiteral("dealer"));
        wallLeft_ = int(wholeFrom(v.value("drawable"), QStringLiteral("drawable"), 0, kTileCount)) + keptBack();
        // The drawn tile stands apart (the events said which) while the seat still holds it.
        if (drawn_ && own_[std::size_t(drawn_->kind())] == 0)
            drawn_.reset();
    }
    question_ = q;
    return true;
}

bool MahjongTableModel::applySettlement(const QJsonObject &m)
{
    if (hand_ < 0)
        fail(QStringLiteral("a settlement before any state"));
    const QJsonArray hands = m.value("hands").toArray();
    if (hands.size() != 4)
        fail(QStringLiteral("\"hands\" must list 4 hands"));
    std::array<std::vector<Tile>, 4> revealed;
    for (int s = 0; s < 4; ++s)
        for (const QJsonValue &t : hands[s].toArray())
            revealed[std::size_t(s)].push_back(mj::tileFrom(t, QStringLiteral("hands")));
    const QJsonArray balances = m.value("balances").toArray();
    if (balances.size() == 4)
        for (int s = 0; s < 4; ++s)
            seats_[std::size_t(s)].balance = qint64(balances[s].toDouble());
    revealed_ = revealed;
    settlement_ = m;
    over_ = true;
    question_.reset();
    drawn_.reset();
    return true;
}

bool MahjongTableModel::applyMatchOver(const QJsonObject &m)
{
    const QJsonArray balances = m.value("balances").toArray(), names = m.value("names").toArray();
    if (balances.size() != 4)
        fail(QStringLiteral("\"balances\" must list 4 seats"));
    for (int s = 0; s < 4; ++s) {
        seats_[std::size_t(s)].balance = qint64(balances[s].toDouble());
        if (names.size() == 4)
            seats_[std::size_t(s)].name = names[s].toString();
    }
    matchOver_ = true;
    question_.reset();
    return true;
}

std::vector<Tile> MahjongTableModel::ownTiles(SortOrder order) const
{
    Counts c = own_;
    if (drawn_ && c[std::size_t(drawn_->kind())] > 0)
        --c[std::size_t(drawn_->kind())];
    std::vector<Tile> out;
    for (int k = 0; k < kKinds; ++k)
        for (int i = 0; i < c[std::size_t(k)]; ++i)
            out.push_back(Tile(k));
    // Golds first; a 白板 standing in for the gold's kind sorts as that kind; then the suits in
    // the order asked, honours last.
    const auto key = [&](Tile t) {
        if (gold_ != kNoTile && t == gold_)
            return -1;
        const int plain = gold_ != kNoTile ? plainKindOf(t, gold_) : t.kind();
        const int suit = plain / 9;
        const int rank = plain % 9;
        const int suitOrder = suit == 3 ? 3 : order == SortOrder::DotsFirst ? 2 - suit : suit;
        return suitOrder * 16 + rank * 2 + (t == kWhiteDragon && plain != t.kind() ? 1 : 0);
    };
    std::stable_sort(out.begin(), out.end(), [&](Tile a, Tile b) { return key(a) < key(b); });
    return out;
}

int MahjongTableModel::unseen(Tile t) const
{
    if (t == kNoTile)
        return 0;
    int seen = t.kind() < kKinds ? own_[std::size_t(t.kind())] : 0;
    if (t == gold_)
        ++seen; // the revealed gold
    for (const SeatInfo &s : seats_) {
        for (const Discard &d : s.river)
            seen += d.tile == t;
        for (const SeatMeld &m : s.melds)
            for (Tile x : m.tiles)
                seen += x == t;
        for (Tile f : s.flowers)
            seen += f == t;
    }
    return std::max(0, copiesOf(t.kind()) - seen);
}

} // namespace qixing::ui
