// SPDX-License-Identifier: GPL-3.0-or-later
// The mahjong table's model (ui/mahjong/mahjong_table_model) against the engine: whole seeded
// matches fed exactly what a MahjongModule tells seat 0 (state, events, yourTurn, settlement),
// with the model checked after every message: own tiles equal the engine's hand, every seat's
// count, melds and flowers equal, the wall's drawable count (M40), every visible tile in its
// place (rivers: discards not claimed, M20), and never another seat's concealed tile (M10,
// hidden concealed kongs). Bad messages change nothing.

#include "ui/mahjong/mahjong_table_model.h"

#include "mahjong/mahjong_json.h"
#include "mahjong/mahjong_module.h"

#include <QJsonDocument>
#include <QTest>

using namespace qixing;
using namespace qixing::session;
using namespace qixing::mahjong;
using qixing::ui::MahjongTableModel;

namespace {
MahjongSettings settingsFor(std::uint64_t seed, const QString &seat0)
{
    MahjongSettings s;
    s.rules.rounds = 1;
    s.names = {QStringLiteral("Mei"), QString(), QString(), QString()};
    s.kinds = {seat0, QStringLiteral("efficient"), QStringLiteral("random"), QStringLiteral("efficient")};
    s.seed = seed;
    return s;
}

// The whole-table checks of the model against the engine, as seat `me` sees it.
QString mismatch(const MahjongTableModel &m, const MahjongModule &g, int me)
{
    const HandState &h = g.hand();
    if (m.handNumber() != g.handNumber())
        return QStringLiteral("hand number");
    if (m.ownCounts() != h.hand(me))
        return QStringLiteral("own tiles differ from the engine's hand");
    if (m.gold() != h.gold() || m.dealer() != h.dealer() || m.streak() != h.streak())
        return QStringLiteral("gold, dealer or streak");
    // 開金's last roll (M11), shown beside the gold (checked once every event is told: a
    // desktop table tells the state before the deal's events).
    std::array<int, 2> dice {};
    for (const Event &e : g.events())
        if (e.type == Event::Type::Dice)
            dice = {e.a, e.b};
    if (m.handOver() && m.dice() != dice)
        return QStringLiteral("dice %1+%2, engine %3+%4").arg(m.dice()[0]).arg(m.dice()[1]).arg(dice[0]).arg(dice[1]);
    if (!h.over() && m.drawable() != h.drawable())
        return QStringLiteral("drawable %1, engine %2").arg(m.drawable()).arg(h.drawable());
    std::array<int, kAllKinds> shown {};
    int total = m.wallLeft();
    for (int s = 0; s < 4; ++s) {
        const auto &info = m.seat(s);
        if (info.tiles != h.handSize(s))
            return QStringLiteral("seat %1 holds %2, engine %3").arg(s).arg(info.tiles).arg(h.handSize(s));
        if (info.you != h.youLevel(s) && !(h.over() && info.you == 3))
            return QStringLiteral("seat %1 游金 level").arg(s);
        if (int(info.melds.size()) != h.meldCount(s))
            return QStringLiteral("seat %1 melds").arg(s);
        if (int(info.flowers.size()) != h.flowers(s))
            return QStringLiteral("seat %1 flowers").arg(s);
        for (Tile f : info.flowers)
            if (!(h.flowerMask(s) & (1u << (f.kind() - kKinds))))
                return QStringLiteral("seat %1 flower %2").arg(s).arg(QString::fromStdString(f.toString()));
        total += info.tiles + int(info.flowers.size()) + int(info.river.size());
        for (int i = 0; i < h.meldCount(s); ++i) {
            const Meld &e = h.meld(s, i);
            const auto &mm = info.melds[std::size_t(i)];
            if (mm.type != e.type || mm.from != e.from)
                return QStringLiteral("seat %1 meld %2 type or giver").arg(s).arg(i);
            total += e.size();
            const bool hidden = s != me && e.type == Meld::Type::ConcealedKong && !e.revealed;
            if (hidden != mm.faceDown || (hidden && !mm.tiles.empty()))
                return QStringLiteral("seat %1 meld %2: another seat's concealed kong shown").arg(s).arg(i);
            if (!hidden) {
                for (int k = 0; k < e.size(); ++k)
                    if (mm.tiles[std::size_t(k)] != e.tiles[std::size_t(k)])
                        return QStringLiteral("seat %1 meld %2 tiles").arg(s).arg(i);
                if (e.from >= 0 && (mm.claimed < 0 || mm.claimed >= e.size()))
                    return QStringLiteral("seat %1 meld %2 without its claimed tile").arg(s).arg(i);
                if (e.type != Meld::Type::ConcealedKong || e.revealed)
                    for (Tile t : mm.tiles)
                        ++shown[std::size_t(t.kind())];
            }
        }
        for (const auto &d : info.river)
            ++shown[std::size_t(d.tile.kind())];
        for (Tile f : info.flowers)
            ++shown[std::size_t(f.kind())];
    }
    if (!h.over()) {
        // 144 tiles: the wall, hands, melds, flowers, rivers and the revealed gold (M1).
        if (total + 1 != kTileCount)
            return QStringLiteral("the table holds %1 tiles, not 144").arg(total + 1);
        // Every tile seen is where the engine says the seat can see it.
        ++shown[std::size_t(h.gold().kind())];
        for (int k = 0; k < kAllKinds; ++k)
            if (shown[std::size_t(k)] != h.visible()[std::size_t(k)])
                return QStringLiteral("%1 shown %2 times, visible %3")
                    .arg(QString::fromStdString(Tile(k).toString()))
                    .arg(shown[std::size_t(k)])
                    .arg(h.visible()[std::size_t(k)]);
        if (!m.revealed()[0].empty())
            return QStringLiteral("hands revealed before the settlement");
    }
    return {};
}

// Every message a module sends one seat over a whole match, each folded into the model and
// checked at once; returns the number of messages and counts what was met.
struct Met
{
    int messages = 0, questions = 0, windows = 0, claims = 0, concealedKongs = 0, you = 0, flowers = 0, drawn = 0,
        hands = 0, settlements = 0, late = 0;
};

void playMatch(std::uint64_t seed, const QString &seat0, Met &met, int me = 0)
{
    MahjongModule g(settingsFor(seed, seat0));
    MahjongTableModel model;
    std::array<std::unique_ptr<ComputerBrain>, kTableSeats> brains;
    for (int s = 0; s < kTableSeats; ++s)
        brains[std::size_t(s)] = g.makeComputer(g.settings().kinds[std::size_t(s)], deriveSeed(seed, std::uint64_t(s)));
    const auto feed = [&](const QJsonObject &msg) {
        QVERIFY2(model.apply(msg), qPrintable(QJsonDocument(msg).toJson(QJsonDocument::Compact)));
        ++met.messages;
    };
    const auto check = [&] {
        const QString why = mismatch(model, g, me);
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("seed %1 hand %2 event %3: %4 (after %5)")
                                               .arg(seed)
                                               .arg(g.handNumber())
                                               .arg(g.eventCount())
                                               .arg(why, QString::fromUtf8(QJsonDocument(model.lastEvent()).toJson(QJsonDocument::Compact)))));
    };
    while (!g.matchFinished()) {
        g.dealNextHand();
        ++met.hands;
        // Odd seeds are told the deal as a desktop table tells it: the state first (the
        // snapshot after the deal, no events shown yet), then the deal's events.
        int fed = seed % 2 ? 0 : g.eventCount();
        feed(g.stateFor(me, fed));
        if (fed == g.eventCount())
            check();
        int askedStep = -1;
        while (g.handInProgress()) {
            const DecisionPoint d = g.decision();
            if (std::find(d.seats.begin(), d.seats.end(), me) != d.seats.end() && askedStep != g.step()) {
                askedStep = g.step();
                QJsonObject ask = g.askFor(me);
                ask.insert("type", "yourTurn");
                feed(ask);
                QVERIFY(model.question().has_value());
                QCOMPARE(int(model.question()->options.size()), int(g.options(me).size()));
                ++met.questions;
                met.windows += d.window;
                if (d.window)
                    QVERIFY(!model.drawnTile()); // only the seat's own turn sets a drawn tile apart
                if (model.drawnTile())
                    ++met.drawn;
                check();
            }
            const int s = d.seats.front();
            const int shown = fed;
            g.apply(s, brains[std::size_t(s)]->decide(g, s));
            if (g.eventCount() % 7 == 0 && g.handInProgress()) {
                // A seat that sits down now (a reconnect while the host holds the events after
                // a discard back): the state shows fewer events than its snapshot holds, the
                // rest follow; the table ends up the same.
                MahjongTableModel late;
                QVERIFY(late.apply(g.stateFor(me, shown)));
                for (int i = shown; i < g.eventCount(); ++i)
                    if (const QJsonObject e = g.eventFor(me, i); !e.isEmpty())
                        QVERIFY(late.apply(e));
                const QString why = mismatch(late, g, me);
                QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("seated late: ") + why));
                ++met.late;
            }
            for (; fed < g.eventCount(); ++fed) {
                const QJsonObject e = g.eventFor(me, fed);
                if (e.isEmpty())
                    continue;
                const QString kind = e.value("event").toObject().value("e").toString();
                met.claims += kind == "chow" || kind == "pung" || kind == "kong";
                met.concealedKongs += kind == "concealedKong";
                met.you += kind == "you";
                met.flowers += kind == "flower";
                feed(e);
            }
            // The engine is where the last of these events left it.
            check();
            if (QTest::currentTestFailed())
                return;
        }
        feed(g.settlementJson());
        ++met.settlements;
        QVERIFY(model.handOver());
        QVERIFY(!model.question());
        for (int s = 0; s < 4; ++s) {
            Counts c {};
            for (Tile t : model.revealed()[std::size_t(s)])
                ++c[std::size_t(t.kind())];
            QCOMPARE(c, g.hand().hand(s));
            QCOMPARE(model.seat(s).balance, g.balances()[std::size_t(s)]);
        }
    }
    feed(QJsonObject {{"type", "matchOver"}, {"balances", moneyTo(g.balances())}, {"names", seatStringsTo(g.settings().names)}});
    QVERIFY(model.matchOver());
}
} // namespace

class TestMahjongTableModel : public QObject
{
    Q_OBJECT
private slots:
    void wholeMatchesAgainstTheEngine()
    {
        Met met;
        for (std::uint64_t seed = 1; seed <= 16; ++seed) {
            playMatch(seed, seed % 2 ? QStringLiteral("efficient") : QStringLiteral("random"), met, int(seed % 4));
            if (QTest::currentTestFailed())
                return;
        }
        qInfo("%d hands, %d messages, %d questions (%d claim windows), %d claims, %d concealed kongs, %d 游金, "
              "%d flowers, %d turns with a drawn tile",
              met.hands, met.messages, met.questions, met.windows, met.claims, met.concealedKongs, met.you,
              met.flowers, met.drawn);
        // The seeds reach what the model folds.
        QVERIFY(met.hands >= 64);
        QVERIFY(met.windows > 0);
        QVERIFY(met.claims > 0);
        QVERIFY(met.flowers > 0);
        QVERIFY(met.drawn > 0);
        QVERIFY(met.concealedKongs > 0);
        QVERIFY(met.you > 0);
        QVERIFY(met.late > 0);
    }

    void ownTilesSortedGoldsFirst()
    {
        // A state as a seat receives it: golds first, 白板 where the gold's kind sorts, the
        // drawn tile apart.
        MahjongTableModel m;
        QJsonArray seats;
        for (int s = 0; s < 4; ++s)
            seats.append(QJsonObject {{"tiles", s == 0 ? 5 : 16}, {"melds", QJsonArray()}, {"flowers", QJsonArray()}, {"you", 0}});
        const QJsonObject state {{"type", "state"}, {"game", "mahjong"}, {"hand", 0}, {"seat", 0},
                                 {"dealer", 1}, {"streak", 2}, {"gold", "3p"}, {"drawable", 50},
                                 {"tiles", QJsonArray {"9m", "5z", "3p", "1s", "2p"}}, {"seats", seats},
                                 {"events", QJsonArray()}};
        QVERIFY(m.apply(state));
        const auto names = [](const std::vector<Tile> &v) {
            QStringList out;
            for (Tile t : v)
                out << QString::fromStdString(t.toString());
            return out.join(' ');
        };
        QCOMPARE(names(m.ownTiles()), QStringLiteral("3p 9m 1s 2p 5z"));
        QCOMPARE(names(m.ownTiles(MahjongTableModel::SortOrder::DotsFirst)), QStringLiteral("3p 2p 5z 1s 9m"));
        QCOMPARE(m.drawable(), 50);
        QCOMPARE(m.keptBack(), 26); // M40: 13 stacks, no points yet
        // The seat draws 4m: apart from the rest.
        QVERIFY(m.apply(QJsonObject {{"type", "event"}, {"hand", 0}, {"index", 0},
                                     {"event", QJsonObject {{"e", "draw"}, {"seat", 0}, {"tile", "4m"}}}}));
        QCOMPARE(m.drawnTile().value(), Tile::suited(0, 4));
        QCOMPARE(names(m.ownTiles()), QStringLiteral("3p 9m 1s 2p 5z"));
        QCOMPARE(m.drawable(), 49);
        QCOMPARE(m.unseen(Tile::suited(2, 3)), 2); // one held, the gold revealed
    }

    void robbedKongTurnsOver()
    {
        // M37: another seat's concealed kong is face down to this seat until 搶槓胡 turns it over.
        MahjongTableModel m;
        QJsonArray seats;
        const QJsonObject hidden {{"type", "concealedKong"}, {"tiles", QJsonArray {QJsonValue(), QJsonValue(), QJsonValue(), QJsonValue()}},
                                  {"from", -1}, {"revealed", false}};
        for (int s = 0; s < 4; ++s)
            seats.append(QJsonObject {{"tiles", s == 2 ? 13 : 16}, {"melds", s == 2 ? QJsonArray {hidden} : QJsonArray()},
                                      {"flowers", QJsonArray()}, {"you", 0}});
        QJsonArray own;
        for (const char *t : {"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1s", "2s", "3s", "4s", "5s", "6s", "8p"})
            own.append(t);
        QVERIFY(m.apply(QJsonObject {{"type", "state"}, {"hand", 0}, {"seat", 0}, {"dealer", 0}, {"streak", 1}, {"gold", "1z"},
                                     {"drawable", 40}, {"tiles", own}, {"seats", seats}, {"events", QJsonArray()}}));
        QVERIFY(m.seat(2).melds[0].faceDown);
        QVERIFY(m.seat(2).melds[0].tiles.empty());
        QCOMPARE(m.keptBack(), 2 * (13 + 2)); // a concealed kong keeps two stacks back (M40, M50)
        QVERIFY(m.apply(QJsonObject {{"type", "event"}, {"hand", 0}, {"index", 9},
                                     {"event", QJsonObject {{"e", "robKong"}, {"seat", 0}, {"tile", "7p"}, {"target", 2}, {"meld", 0}}}}));
        QVERIFY(!m.seat(2).melds[0].faceDown);
        QVERIFY(m.seat(2).melds[0].revealed);
        QCOMPARE(int(m.seat(2).melds[0].tiles.size()), 4);
        QCOMPARE(m.unseen(Tile::suited(2, 7)), 0);
    }

    void badMessagesChangeNothing()
    {
        MahjongModule g(settingsFor(9, QStringLiteral("efficient")));
        g.dealNextHand();
        MahjongTableModel m;
        QVERIFY(m.apply(g.stateFor(0, g.eventCount())));
        const auto own = m.ownCounts();
        const int wall = m.wallLeft();
        const QList<QJsonObject> bad {
            {},
            {{"type", "nonsense"}},
            {{"type", "event"}, {"hand", 0}},
            {{"type", "event"}, {"hand", 7}, {"event", QJsonObject {{"e", "draw"}, {"seat", 0}, {"tile", "1m"}}}},
            {{"type", "event"}, {"hand", 0}, {"event", QJsonObject {{"e", "draw"}, {"seat", 0}, {"tile", "0x"}}}},
            {{"type", "event"}, {"hand", 0}, {"event", QJsonObject {{"e", "draw"}, {"seat", 9}, {"tile", "1m"}}}},
            {{"type", "event"}, {"hand", 0}, {"event", QJsonObject {{"e", "draw"}, {"seat", 0}}}},
            {{"type", "event"}, {"hand", 0}, {"event", QJsonObject {{"e", "teleport"}, {"seat", 0}}}},
            {{"type", "event"}, {"hand", 0}, {"event", QJsonObject {{"e", "addKong"}, {"seat", 1}, {"tile", "1m"}}}},
            {{"type", "event"}, {"hand", 0}, {"event", QJsonObject {{"e", "win"}, {"seat", 1}, {"way", "magic"}}}},
            {{"type", "yourTurn"}, {"hand", 0}, {"step", 1}, {"options", QJsonArray {QJsonObject {{"action", "fly"}}}}},
            {{"type", "yourTurn"}, {"hand", 0}, {"step", 1}, {"options", QJsonArray()}},
            {{"type", "state"}, {"hand", 1}, {"seat", 0}},
            {{"type", "state"}, {"game", "sevens"}},
            {{"type", "settlement"}, {"hand", 0}, {"hands", QJsonArray {1, 2}}},
            {{"type", "matchOver"}},
        };
        for (const QJsonObject &b : bad) {
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression("mahjong table: ignored"));
            QVERIFY2(!m.apply(b), qPrintable(QJsonDocument(b).toJson(QJsonDocument::Compact)));
            QCOMPARE(m.ownCounts(), own);
            QCOMPARE(m.wallLeft(), wall);
            QCOMPARE(m.handNumber(), 0);
        }
        // A discard of a tile the seat does not hold is refused whole (the river unchanged).
        int missing = 0;
        while (own[std::size_t(missing)] > 0)
            ++missing;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("mahjong table: ignored"));
        QVERIFY(!m.apply(QJsonObject {{"type", "event"}, {"hand", 0}, {"event", QJsonObject {{"e", "discard"}, {"seat", 0}, {"tile", QString::fromStdString(Tile(missing).toString())}}}}));
        QVERIFY(m.seat(0).river.empty());
    }
};

QTEST_GUILESS_MAIN(TestMahjongTableModel)
#include "test_mahjong_table_model.moc"
