// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/mahjong_json.h"

#include "mahjong/split.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace qixing::mahjong::json {

namespace {
[[noreturn]] void fail(const QString &message)
{
    throw JsonError(message.toStdString());
}
} // namespace

QString tileName(Tile t)
{
    return QString::fromStdString(t.toString());
}

Tile tileFrom(const QJsonValue &v, const QString &where, bool flowersAllowed)
{
    if (!v.isString())
        fail(QStringLiteral("%1: a tile must be a string such as \"5m\"").arg(where));
    const auto t = Tile::parse(v.toString().toStdString());
    if (!t)
        fail(QStringLiteral("%1: bad tile \"%2\" (1m-9m, 1s-9s, 1p-9p, 1z-7z, 1f-8f)").arg(where, v.toString()));
    if (t->isFlower() && !flowersAllowed)
        fail(QStringLiteral("%1: a flower (%2) cannot be in a hand or meld; flowers are exposed at once (M10)")
                 .arg(where, v.toString()));
    return *t;
}

int HandInput::size() const
{
    int n = 3 * int(melds.size());
    for (auto c : hand)
        n += c;
    return n;
}

HandInput handFrom(const QJsonObject &o)
{
    requireOnly(o, {"hand", "melds", "gold"}, "the input");
    HandInput h;
    if (!o.contains("gold"_L1))
        fail("the input needs \"gold\": the gold's tile, e.g. \"5m\"");
    h.gold = tileFrom(o.value("gold"_L1), "gold");
    if (!o.value("hand"_L1).isArray())
        fail("the input needs \"hand\": an array of tiles");
    std::array<int, kKinds> total {};
    const QJsonArray hand = o.value("hand"_L1).toArray();
    for (int i = 0; i < hand.size(); ++i) {
        const Tile t = tileFrom(hand[i], QStringLiteral("hand[%1]").arg(i));
        ++h.hand[std::size_t(t.kind())];
        ++total[std::size_t(t.kind())];
    }
    if (o.contains("melds"_L1) && !o.value("melds"_L1).isArray())
        fail("\"melds\" must be an array");
    const QJsonArray melds = o.value("melds"_L1).toArray();
    if (melds.size() > 5)
        fail("at most 5 melds");
    for (int i = 0; i < melds.size(); ++i) {
        const QString where = QStringLiteral("melds[%1]").arg(i);
        if (!melds[i].isObject())
            fail(where + " must be an object {\"type\", \"tiles\"}");
        const QJsonObject mo = melds[i].toObject();
        requireOnly(mo, {"type", "tiles"}, where);
        const QString type = mo.value("type"_L1).toString();
        Meld m;
        if (type == "chow")
            m.type = Meld::Type::Chow;
        else if (type == "pung")
            m.type = Meld::Type::Pung;
        else if (type == "kong")
            m.type = Meld::Type::Kong;
        else if (type == "concealedKong")
            m.type = Meld::Type::ConcealedKong;
        else
            fail(where + ".type must be chow, pung, kong or concealedKong");
        const QJsonArray tiles = mo.value("tiles"_L1).toArray();
        if (tiles.size() != m.size())
            fail(QStringLiteral("%1: a %2 has %3 tiles").arg(where, type).arg(m.size()));
        std::vector<int> plain;
        for (int j = 0; j < tiles.size(); ++j) {
            const Tile t = tileFrom(tiles[j], QStringLiteral("%1.tiles[%2]").arg(where).arg(j));
            m.tiles[std::size_t(j)] = t;
            ++total[std::size_t(t.kind())];
            const int p = plainKindOf(t, h.gold);
            if (p < 0)
                fail(where + ": a gold is never part of a meld (M12)");
            plain.push_back(p);
        }
        std::sort(plain.begin(), plain.end());
        bool ok;
        if (m.type == Meld::Type::Chow)
            ok = plain[0] < 27 && plain[0] / 9 == plain[2] / 9 && plain[1] == plain[0] + 1 && plain[2] == plain[0] + 2;
        else
            ok = plain.front() == plain.back();
        if (!ok)
            fail(QStringLiteral("%1: the tiles do not form a %2").arg(where, type));
        h.melds.push_back(m);
    }
    for (int k = 0; k < kKinds; ++k)
        if (total[std::size_t(k)] > 4)
            fail(QStringLiteral("there are only four %1, the input has %2").arg(tileName(Tile(k))).arg(total[std::size_t(k)]));
    if (total[std::size_t(h.gold.kind())] > 3)
        fail(QStringLiteral("the revealed gold is set aside, so at most three %1 can be held").arg(tileName(h.gold)));
    return h;
}

namespace {
QJsonArray groupTo(const ShownGroup &g, Tile gold)
{
    QJsonArray a;
    // Real tiles first, golds after.
    for (const ShownTile &t : g.tiles)
        if (t.tile != gold)
            a.append(tileName(t.tile));
    for (const ShownTile &t : g.tiles)
        if (t.tile == gold)
            a.append(tileName(gold));
    return a;
}
} // namespace

QJsonObject winTo(const HandInput &h)
{
    if (h.size() != 17)
        fail(QStringLiteral("is-win needs 17 tiles (hand + 3 per meld), not %1").arg(h.size()));
    const Concealed c = concealedOf(h.hand, h.gold);
    const auto groups = decompose(c);
    // The concealed part as the settlement shows it: each tile with what it plays as. The
    // decomposition names the same physical tiles (so a 白板 pair is a pair in both).
    const std::vector<ShownGroup> shownGroups = splitWinningHand(h.hand, h.gold, int(h.melds.size()), Way::ZiMo, kNoTile);
    QJsonArray dec;
    if (!groups.empty()) {
        for (const Meld &m : h.melds) {
            QJsonArray a;
            for (int j = 0; j < m.size(); ++j)
                a.append(tileName(m.tiles[std::size_t(j)]));
            dec.append(a);
        }
        for (const ShownGroup &g : shownGroups)
            dec.append(groupTo(g, h.gold));
    }
    QJsonArray split;
    for (const ShownGroup &g : shownGroups) {
        QJsonArray tiles, as;
        for (const ShownTile &t : g.tiles) {
            tiles.append(tileName(t.tile));
            as.append(tileName(t.playsAs));
        }
        split.append(QJsonObject {{"kind", shownGroupKindName(g.kind)}, {"tiles", tiles}, {"as", as}});
    }
    QJsonObject o {{"win", !groups.empty()}, {"decomposition", dec}, {"split", split}};
    if (c.golds >= 3)
        o["sanJinDao"] = true; // M31: may be declared whatever the shape
    return o;
}

QJsonObject waitsTo(const HandInput &h)
{
    if (h.size() != 16)
        fail(QStringLiteral("waits needs 16 tiles (hand + 3 per meld), not %1").arg(h.size()));
    const Concealed c = concealedOf(h.hand, h.gold);
    QJsonArray waits;
    for (std::uint64_t m = waitingMask(c); m; m &= m - 1)
        waits.append(tileName(physicalOf(std::countr_zero(m), h.gold)));
    return QJsonObject {{"waits", waits}, {"shanten", shanten(c)}};
}

std::array<Tile, kTileCount> wallFrom(const QJsonValue &v, const QString &where)
{
    std::array<Tile, kTileCount> wall {};
    std::array<int, kAllKinds> n {};
    std::vector<Tile> tiles;
    if (v.isString()) {
        // "1m 2m 3m …" also accepted.
        for (const QString &s : v.toString().split(' ', Qt::SkipEmptyParts))
            tiles.push_back(tileFrom(QJsonValue(s), where, true));
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i)
            tiles.push_back(tileFrom(a[i], QStringLiteral("%1[%2]").arg(where).arg(i), true));
    } else {
        fail(where + " must be an array of 144 tiles");
    }
    if (tiles.size() != std::size_t(kTileCount))
        fail(QStringLiteral("%1 must hold 144 tiles, not %2").arg(where).arg(tiles.size()));
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        wall[i] = tiles[i];
        if (++n[std::size_t(tiles[i].kind())] > copiesOf(tiles[i].kind()))
            fail(QStringLiteral("%1: too many %2").arg(where, tileName(tiles[i])));
    }
    return wall;
}

RulesInput rulesFrom(const QJsonObject &o)
{
    requireOnly(o, {"base", "streak", "claimSeconds", "rounds", "wall", "dealer", "dice"}, "the rules");
    RulesInput r;
    if (o.contains("base"_L1))
        r.rules.base = wholeFrom(o.value("base"_L1), "base", 1, kMaxBase);
    if (o.contains("streak"_L1)) {
        const QString s = o.value("streak"_L1).toString();
        if (s == "linear")
            r.rules.streak = StreakOption::Linear;
        else if (s == "1-2-4")
            r.rules.streak = StreakOption::Doubling;
        else
            fail("\"streak\" must be \"linear\" or \"1-2-4\"");
    }
    if (o.contains("claimSeconds"_L1))
        r.rules.claimSeconds = int(wholeFrom(o.value("claimSeconds"_L1), "claimSeconds", 1, kMaxClaimSeconds));
    if (o.contains("rounds"_L1))
        r.rules.rounds = int(wholeFrom(o.value("rounds"_L1), "rounds", 1, kMaxRounds));
    if (o.contains("wall"_L1)) {
        r.wall = wallFrom(o.value("wall"_L1), "wall");
        r.hasWall = true;
    }
    if (o.contains("dealer"_L1))
        r.dealer = Seat(wholeFrom(o.value("dealer"_L1), "dealer", 0, 3));
    if (o.contains("dice"_L1))
        r.dice = diceFrom(o.value("dice"_L1), "dice");
    return r;
}

std::vector<std::pair<int, int>> diceFrom(const QJsonValue &v, const QString &where)
{
    if (!v.isArray())
        fail(QStringLiteral("\"%1\" must be an array of rolls [a, b], each die 1-6").arg(where));
    const QJsonArray d = v.toArray();
    if (d.size() > 16)
        fail(QStringLiteral("\"%1\" holds at most 16 rolls, not %2").arg(where).arg(d.size()));
    std::vector<std::pair<int, int>> out;
    for (int i = 0; i < d.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(where).arg(i);
        if (!d[i].isArray() || d[i].toArray().size() != 2)
            fail(at + " must be a roll [a, b]");
        const QJsonArray pair = d[i].toArray();
        out.emplace_back(int(wholeFrom(pair[0], at + "[0]", 1, 6)), int(wholeFrom(pair[1], at + "[1]", 1, 6)));
    }
    return out;
}

QJsonObject rulesTo(const Rules &r)
{
    return QJsonObject {
        {"base", qint64(r.base)},
        {"streak", r.streak == StreakOption::Linear ? "linear" : "1-2-4"},
        {"claimSeconds", r.claimSeconds},
        {"rounds", r.rounds},
    };
}

ScoreInput scoreFrom(const QJsonObject &o)
{
    requireOnly(o, {"winner", "way", "dealer", "streak", "players", "fenBing", "baoPai", "base", "factor", "discarder"},
                "the input");
    ScoreInput in;
    const bool hasWinner = o.contains("winner"_L1) && !o.value("winner"_L1).isNull();
    in.outcome.drawn = !hasWinner;
    if (hasWinner) {
        in.outcome.winner = Seat(wholeFrom(o.value("winner"_L1), "winner", 0, 3));
        if (!wayFromName(o.value("way"_L1).toString().toStdString(), in.outcome.way))
            fail("\"way\" must be one of pingHu, ziMo, danYou, shuangYou, sanYou, sanJinDao, qiangJin, tianHu, "
                 "qiangGangHu, zhaHu (zhaHu: \"winner\" is the guesser)");
    } else if (o.contains("way"_L1)) {
        fail("\"way\" needs a \"winner\" (no winner means a drawn hand)");
    }
    in.dealer = Seat(wholeFrom(o.value("dealer"_L1), "dealer", 0, 3));
    if (o.contains("streak"_L1))
        in.streak = int(wholeFrom(o.value("streak"_L1), "streak", 1, 10000));
    if (o.contains("base"_L1))
        in.rules.base = wholeFrom(o.value("base"_L1), "base", 1, kMaxBase);
    if (o.contains("factor"_L1)) {
        const QString f = o.value("factor"_L1).toString();
        if (f == "linear")
            in.rules.streak = StreakOption::Linear;
        else if (f == "1-2-4")
            in.rules.streak = StreakOption::Doubling;
        else
            fail("\"factor\" must be \"linear\" or \"1-2-4\"");
    }
    if (o.contains("fenBing"_L1))
        in.outcome.fenBing = int(wholeFrom(o.value("fenBing"_L1), "fenBing", 0, 20));
    if (o.contains("baoPai"_L1) && !o.value("baoPai"_L1).isNull()) {
        in.outcome.baoPai = Seat(wholeFrom(o.value("baoPai"_L1), "baoPai", 0, 3));
        if (!hasWinner || in.outcome.baoPai == in.outcome.winner)
            fail("\"baoPai\" must be a discarder other than the winner");
        if (in.outcome.way != Way::PingHu)
            fail("\"baoPai\" exists only for a win on a discard (way pingHu, M38)");
    }
    if (o.contains("discarder"_L1) && !o.value("discarder"_L1).isNull())
        in.outcome.discarder = Seat(wholeFrom(o.value("discarder"_L1), "discarder", 0, 3));
    const QJsonArray players = o.value("players"_L1).toArray();
    if (o.contains("players"_L1)) {
        if (!o.value("players"_L1).isArray() || players.size() != kSeats)
            fail("\"players\" must be an array of 4 players {\"flowers\", \"kongs\", \"concealedKongs\"}");
        for (int s = 0; s < kSeats; ++s) {
            const QString where = QStringLiteral("players[%1]").arg(s);
            if (!players[s].isObject())
                fail(where + " must be an object {\"flowers\", \"kongs\", \"concealedKongs\"} ({} for none)");
            const QJsonObject p = players[s].toObject();
            requireOnly(p, {"flowers", "kongs", "concealedKongs"}, where);
            in.outcome.flowers[std::size_t(s)] = int(wholeFrom(p.value("flowers"_L1).isUndefined() ? QJsonValue(0) : p.value("flowers"_L1), where + ".flowers", 0, 8));
            in.outcome.kongs[std::size_t(s)] = int(wholeFrom(p.value("kongs"_L1).isUndefined() ? QJsonValue(0) : p.value("kongs"_L1), where + ".kongs", 0, 5));
            in.outcome.concealedKongs[std::size_t(s)] = int(wholeFrom(p.value("concealedKongs"_L1).isUndefined() ? QJsonValue(0) : p.value("concealedKongs"_L1), where + ".concealedKongs", 0, 5));
            if (in.outcome.kongs[std::size_t(s)] + in.outcome.concealedKongs[std::size_t(s)] > 4)
                fail(where + ": at most four kongs");
        }
    }
    int flowers = 0;
    for (int f : in.outcome.flowers)
        flowers += f;
    if (flowers > 8)
        fail("there are only eight flowers");
    return in;
}

QJsonObject settlementTo(const Settlement &st)
{
    QJsonObject o;
    o["drawn"] = st.drawn;
    o["winner"] = st.winner >= 0 ? QJsonValue(st.winner) : QJsonValue();
    if (st.winner >= 0) {
        o["way"] = wayName(st.way);
        o["wayChinese"] = QString::fromUtf8(wayChinese(st.way));
        o["multiplier"] = wayMultiplier(st.way);
    }
    o["dealer"] = st.dealer;
    o["streak"] = st.streak;
    o["baoPai"] = st.baoPai >= 0 ? QJsonValue(st.baoPai) : QJsonValue();
    o["fenBing"] = st.fenBing;
    QJsonArray players, totals;
    for (Seat s = 0; s < kSeats; ++s) {
        const auto i = std::size_t(s);
        players.append(QJsonObject {
            {"flowerPoints", st.flowerPoints[i]},
            {"kongPoints", st.kongPoints[i]},
            {"points", st.points[i]},
            {"total", qint64(st.totals[i])},
        });
        totals.append(qint64(st.totals[i]));
    }
    o["players"] = players;
    QJsonArray pays;
    for (const Payment &p : st.payments) {
        QJsonObject po {{"why", whyName(p.why)}, {"from", p.from}, {"to", p.to}, {"amount", qint64(p.amount)}};
        if (p.owedBy != p.from)
            po["owedBy"] = p.owedBy;
        if (p.why == Payment::Why::Win || p.why == Payment::Why::ZhaHu) {
            po["base"] = qint64(p.base);
            po["multiplier"] = p.multiplier;
            po["factor"] = qint64(p.factor);
            po["points"] = p.points;
        } else if (p.why == Payment::Why::Points) {
            po["higher"] = p.higher;
            po["lower"] = p.lower;
        } else {
            po["rounds"] = p.rounds;
        }
        po["text"] = QString::fromStdString(paymentText(p, st));
        pays.append(po);
    }
    o["payments"] = pays;
    o["totals"] = totals;
    return o;
}

QJsonObject eventTo(const Event &e)
{
    QJsonObject o {{"e", eventTypeName(e.type)}};
    if (e.seat >= 0)
        o["seat"] = e.seat;
    switch (e.type) {
    case Event::Type::Deal:
        o["tiles"] = e.a;
        break;
    case Event::Type::Dice:
        o["dice"] = QJsonArray {e.a, e.b};
        o["tile"] = tileName(e.tile);
        break;
    case Event::Type::Draw:
        o["tile"] = tileName(e.tile);
        if (e.a)
            o["lastFour"] = true;
        break;
    case Event::Type::You:
        o["tile"] = tileName(e.tile);
        o["level"] = e.a;
        break;
    case Event::Type::Chow:
        o["tile"] = tileName(e.tile);
        o["lowest"] = tileName(Tile(e.a)); // plain kind
        break;
    case Event::Type::Pass:
        o["prompt"] = e.a == 0 ? "claim" : e.a == 1 ? "robKong" : "opening";
        if (e.a == 0)
            o["tile"] = tileName(e.tile);
        break;
    case Event::Type::RobKong:
        o["tile"] = tileName(e.tile);
        o["target"] = e.a;
        o["meld"] = e.b;
        break;
    case Event::Type::Win:
        o["way"] = wayName(Way(e.a));
        if (e.b >= 0)
            o["from"] = e.b;
        if (Way(e.a) != Way::TianHu && Way(e.a) != Way::SanJinDao)
            o["tile"] = tileName(e.tile);
        break;
    case Event::Type::FenBing:
        o["tile"] = tileName(e.tile);
        o["round"] = e.a;
        break;
    case Event::Type::DrawnHand:
    case Event::Type::ForcedRound:
        break;
    default:
        o["tile"] = tileName(e.tile);
        break;
    }
    return o;
}

QJsonObject actionTo(Seat seat, const Action &a)
{
    QJsonObject o {{"seat", seat}, {"action", actionKindName(a.kind)}};
    switch (a.kind) {
    case Action::Kind::Discard:
    case Action::Kind::You:
    case Action::Kind::ConcealedKong:
    case Action::Kind::AddKong:
    case Action::Kind::Chow:
        o["tile"] = tileName(a.tile);
        break;
    case Action::Kind::Win:
        if (a.tile != kNoTile) // the dealer's 搶金 names the tile set aside, 1m too
            o["tile"] = tileName(a.tile);
        break;
    case Action::Kind::RobKong:
        o["target"] = a.seat;
        o["meld"] = a.index;
        break;
    default:
        break;
    }
    return o;
}

Action actionFrom(const QJsonObject &o, Seat &seat, const QString &where)
{
    requireOnly(o, {"seat", "action", "tile", "target", "meld"}, where);
    seat = Seat(wholeFrom(o.value("seat"_L1), where + ".seat", 0, 3));
    const QString k = o.value("action"_L1).toString();
    Action a;
    bool found = false;
    for (int i = 0; i <= int(Action::Kind::RobKong); ++i)
        if (k == QLatin1String(actionKindName(Action::Kind(i)))) {
            a.kind = Action::Kind(i);
            found = true;
        }
    if (!found)
        fail(where + ": unknown action \"" + k + "\"");
    if (a.kind == Action::Kind::Win)
        a = Action::win();
    if (o.contains("tile"_L1))
        a.tile = tileFrom(o.value("tile"_L1), where + ".tile");
    if (o.contains("target"_L1))
        a.seat = std::int8_t(wholeFrom(o.value("target"_L1), where + ".target", 0, 3));
    if (o.contains("meld"_L1))
        a.index = std::int8_t(wholeFrom(o.value("meld"_L1), where + ".meld", 0, 4));
    return a;
}

QJsonArray dealTo(const HandSetup &setup)
{
    // 16 each from the front in turn from the dealer, then the dealer's 17th (M4).
    std::array<QJsonArray, kSeats> dealt;
    for (int i = 0; i < 65; ++i) {
        const Seat s = i == 64 ? setup.dealer : (setup.dealer + i / 16) & 3;
        dealt[std::size_t(s)].append(tileName(setup.wall[std::size_t(i)]));
    }
    QJsonArray deal;
    for (const auto &d : dealt)
        deal.append(d);
    return deal;
}

QJsonObject handLogTo(int handNumber, std::optional<std::uint64_t> wallSeed, const Rules &rules, const PlayedHand &hand)
{
    QJsonArray wall, events, actions;
    for (Tile t : hand.setup.wall)
        wall.append(tileName(t));
    for (const Event &e : hand.events)
        events.append(eventTo(e));
    for (const auto &[s, a] : hand.actions)
        actions.append(actionTo(s, a));
    QJsonArray dice;
    for (const Event &e : hand.events)
        if (e.type == Event::Type::Dice)
            dice.append(QJsonArray {e.a, e.b});
    QJsonObject o {
        {"hand", handNumber},
        {"rules", rulesTo(rules)},
        {"dealer", hand.setup.dealer},
        {"streak", hand.setup.streak},
        {"wall", wall},
        {"deal", dealTo(hand.setup)},
        {"dice", dice},
        {"events", events},
        {"actions", actions},
        {"settlement", settlementTo(hand.settlement)},
    };
    // The 64 bits as a signed integer, exact in the text (read back with toInteger()).
    if (wallSeed)
        o.insert("seed", qint64(*wallSeed));
    return o;
}

} // namespace qixing::mahjong::json
