// SPDX-License-Identifier: GPL-3.0-or-later
// The winning hand as the settlement shows it (M54): split into sets and the pair with what
// each gold stood for (M12) and what a 白板 played as (M13); the shapes of 三金倒 (M31) and of
// 游金 (M33–M35). Worked examples, then every winning hand of 1,000 seeded hands played by
// the engine's own computer players.

#include "mahjong/players.h"
#include "mahjong/split.h"
#include "scenario.h"

#include <QTest>

#include <algorithm>
#include <map>

using namespace qixing;
using namespace qixing::mahjong;

namespace {

Counts countsOf(const std::string &text)
{
    Counts c {};
    for (Tile t : scenario::tiles(text))
        ++c[std::size_t(t.kind())];
    return c;
}
Tile tile(const char *name)
{
    return *Tile::parse(name);
}

// "chow 1m 2m 5m>3m" etc.: the group's kind, then each tile, with ">x" when it plays as x.
std::string describe(const ShownGroup &g)
{
    std::string s = shownGroupKindName(g.kind);
    for (const ShownTile &t : g.tiles) {
        s += ' ' + t.tile.toString();
        if (t.playsAs != t.tile)
            s += '>' + t.playsAs.toString();
    }
    return s;
}
std::vector<std::string> describe(const std::vector<ShownGroup> &groups)
{
    std::vector<std::string> out;
    for (const ShownGroup &g : groups)
        out.push_back(describe(g));
    return out;
}

// Every shown tile, as counts: must be exactly the hand's.
Counts tilesOf(const std::vector<ShownGroup> &groups)
{
    Counts c {};
    for (const ShownGroup &g : groups)
        for (const ShownTile &t : g.tiles)
            ++c[std::size_t(t.tile.kind())];
    return c;
}

// A group's tiles play as a set (pung or run) or the pair; golds as any non-flower kind, a
// 白板 as the gold's kind (unless it is the gold), every other tile as itself.
bool playsAsItsKind(const ShownGroup &g, Tile gold)
{
    for (const ShownTile &t : g.tiles) {
        if (t.playsAs.isFlower())
            return false;
        if (t.tile != gold && t.playsAs != Tile(plainKindOf(t.tile, gold)))
            return false;
    }
    std::vector<int> k;
    for (const ShownTile &t : g.tiles)
        k.push_back(t.playsAs.kind());
    switch (g.kind) {
    case ShownGroup::Kind::Pair:
        return k.size() == 2 && k[0] == k[1];
    case ShownGroup::Kind::Pung:
        return k.size() == 3 && k[0] == k[1] && k[1] == k[2];
    case ShownGroup::Kind::Chow:
        return k.size() == 3 && k[0] < 27 && k[0] % 9 <= 6 && k[1] == k[0] + 1 && k[2] == k[0] + 2;
    default:
        return false;
    }
}

} // namespace

class TestMahjongSplit : public QObject
{
    Q_OBJECT
private slots:
    void goldFillsARun_M12()
    {
        // Gold 5m: the one gold completes 1m 2m as 3m; the split keeps decompose()'s order
        // (萬 條 筒, then honours, the pair last).
        const auto g = splitWinningHand(countsOf("12m 5m 789s 345p 111z 666z 77z"), tile("5m"), 0, Way::ZiMo, tile("7z"));
        const std::vector<std::string> want {"chow 1m 2m 5m>3m", "chow 7s 8s 9s", "chow 3p 4p 5p", "pung 1z 1z 1z",
                                             "pung 6z 6z 6z", "pair 7z 7z"};
        QCOMPARE(describe(g), want);
    }

    void whiteDragonPlaysAsTheGoldsKind_M13()
    {
        // Gold 5m: 白板 is a plain 5m (in the run 4m 5m 6m); the gold beside a lone 9p makes
        // the pair 9p 9p.
        const auto g = splitWinningHand(countsOf("4m 5z 6m 123s 456s 789s 111z 9p 5m"), tile("5m"), 0, Way::ZiMo, tile("9p"));
        const std::vector<std::string> want {"chow 4m 5z>5m 6m", "chow 1s 2s 3s", "chow 4s 5s 6s", "chow 7s 8s 9s",
                                             "pung 1z 1z 1z", "pair 9p 5m>9p"};
        QCOMPARE(describe(g), want);
    }

    void goldsAloneStandForTheirOwnKind_M12_and_exposedMelds()
    {
        // Gold 3p: three golds with nothing to fill make a pung standing for 3p itself.
        const auto own = splitWinningHand(countsOf("123m 456m 789m 123s 77z 3p 3p 3p"), tile("3p"), 0, Way::ZiMo, tile("7z"));
        QCOMPARE(describe(own[4]), std::string("pung 3p 3p 3p"));
        QCOMPARE(describe(own.back()), std::string("pair 7z 7z"));
        // Two melds exposed: eleven concealed tiles. 白板 is a plain 3p and pairs with a gold;
        // the two golds beside a lone 7z make a pung of 7z (golds beside one tile: a pung).
        const Counts hand = countsOf("123m 789m 7z 3p 3p 3p 5z");
        const auto g = splitWinningHand(hand, tile("3p"), 2, Way::ZiMo, tile("7z"));
        const std::vector<std::string> want {"chow 1m 2m 3m", "chow 7m 8m 9m", "pung 7z 3p>7z 3p>7z", "pair 5z>3p 3p"};
        QCOMPARE(describe(g), want);
        QCOMPARE(tilesOf(g), hand);
        for (const ShownGroup &x : g)
            QVERIFY2(playsAsItsKind(x, tile("3p")), describe(x).c_str());
        // The same tiles with no melds are too few.
        QVERIFY(splitWinningHand(hand, tile("3p"), 0, Way::ZiMo, tile("7z")).empty());
    }

    void naturalWhitePairStaysWhole_M12_M13()
    {
        // Gold 5m with two 白板 (plain 5m, M13) and one gold: the run 4m 5m 6m and the pair
        // 5m 5m split either way, but the 白板 pair is whole as held and the gold in the run
        // plays as its own kind, standing for nothing (not "pair 5z>5m 5m" beside "4m 5z>5m 6m").
        const Counts hand = countsOf("123m 4m 5m 6m 789m 123p 123s 5z 5z");
        const auto g = splitWinningHand(hand, tile("5m"), 0, Way::ZiMo, tile("3s"));
        const std::vector<std::string> want {"chow 1m 2m 3m", "chow 4m 5m 6m", "chow 7m 8m 9m", "chow 1s 2s 3s",
                                             "chow 1p 2p 3p", "pair 5z>5m 5z>5m"};
        QCOMPARE(describe(g), want);
        QCOMPARE(tilesOf(g), hand);
        // Three 白板 and a gold: the pung of 白板 whole, the gold in the pair as its own kind.
        const Counts pung = countsOf("123m 456m 789m 123p 5z 5z 5z 5m 5m");
        const auto p = splitWinningHand(pung, tile("5m"), 0, Way::ZiMo, tile("5m"));
        QCOMPARE(tilesOf(p), pung);
        const std::vector<std::string> shown = describe(p);
        QVERIFY2(std::find(shown.begin(), shown.end(), "pung 5z>5m 5z>5m 5z>5m") != shown.end(), shown.back().c_str());
        QCOMPARE(shown.back(), std::string("pair 5m 5m"));
        // 單游 keeps its shape: the gold is the partner of the winning 白板 (M33).
        const auto you = splitWinningHand(countsOf("123m 4m 5z 6m 789m 123p 123s 5z 5m"), tile("5m"), 0, Way::DanYou,
                                          tile("5z"));
        QCOMPARE(describe(you.back()), std::string("pair 5z>5m 5m"));
    }

    void trueGoldWhiteDragon_M13()
    {
        // 正金: the gold is 白板, so 白板s are golds and stand for what the hand needs.
        const auto g = splitWinningHand(countsOf("12m 456m 789m 123s 456s 5z 5z 9p"), tile("5z"), 0, Way::ZiMo, tile("9p"));
        QCOMPARE(describe(g.front()), std::string("chow 1m 2m 5z>3m"));
        QCOMPARE(describe(g.back()), std::string("pair 9p 5z>9p"));
    }

    void youJinPairsTheGoldWithTheWinningTile_M33_M34()
    {
        // 單游 with gold 9p: 123m 456m 789m 123s 456s, the gold, and the drawn 6s. As 自摸 the
        // gold may stand anywhere; as 單游 it is the partner of the tile drawn.
        const Counts hand = countsOf("123m 456m 789m 123s 456s 6s 9p");
        const auto you = splitWinningHand(hand, tile("9p"), 0, Way::DanYou, tile("6s"));
        QCOMPARE(describe(you.back()), std::string("pair 6s 9p>6s"));
        QCOMPARE(tilesOf(you), hand);
        // Drawn 4s instead: 5s 6s 6s are no set, so it was never a 游金 hand.
        QVERIFY(splitWinningHand(countsOf("123m 456m 789m 123s 4s 5s 6s 6s 9p"), tile("9p"), 0, Way::DanYou, tile("4s"))
                    .empty());
        // 雙游 won by drawing a gold: the pair is the two golds, standing for their own kind.
        const auto two = splitWinningHand(countsOf("123m 456m 789m 123s 456s 9p 9p"), tile("9p"), 0, Way::ShuangYou, tile("9p"));
        QCOMPARE(describe(two.back()), std::string("pair 9p 9p"));
    }

    void sanYouShowsTheDiscardedGold_M35()
    {
        // 三游: the third gold is discarded and the hand stops; the winning tile is not held
        // any more, so the caller adds it back: the pair is the two golds.
        QVERIFY(!wayHoldsWinningTile(Way::SanYou));
        QVERIFY(!wayHoldsWinningTile(Way::QiangGangHu));
        QVERIFY(wayHoldsWinningTile(Way::PingHu) && wayHoldsWinningTile(Way::DanYou) && wayHoldsWinningTile(Way::QiangJin));
        Counts held = countsOf("123m 456m 789m 123s 456s 2z");
        ++held[std::size_t(tile("2z").kind())]; // the discarded gold, added back
        const auto g = splitWinningHand(held, tile("2z"), 0, Way::SanYou, tile("2z"));
        QCOMPARE(describe(g.back()), std::string("pair 2z 2z"));
        QCOMPARE(int(g.size()), 6);
    }

    void threeGoldsNeedNoShape_M31()
    {
        // 三金倒: the three golds, then the rest as held (a 白板 plays as the gold's kind).
        const Counts hand = countsOf("1s 1s 1s 19m 19p 1234z 5z 67z 258m");
        const auto g = splitWinningHand(hand, tile("1s"), 0, Way::SanJinDao, kNoTile);
        QCOMPARE(int(g.size()), 2);
        QCOMPARE(describe(g[0]), std::string("golds 1s 1s 1s"));
        QCOMPARE(g[1].kind, ShownGroup::Kind::Rest);
        QCOMPARE(int(g[1].tiles.size()), 14);
        QCOMPARE(tilesOf(g), hand);
        bool whiteSeen = false;
        for (const ShownTile &t : g[1].tiles)
            if (t.tile == kWhiteDragon) {
                whiteSeen = true;
                QCOMPARE(t.playsAs, tile("1s"));
            }
        QVERIFY(whiteSeen);
        // Two golds are no 三金倒.
        QVERIFY(splitWinningHand(countsOf("1s 1s 2s 19m 19p 1234z 5z 67z 258m"), tile("1s"), 0, Way::SanJinDao, kNoTile).empty());
    }

    void noShapeNoSplit_M37()
    {
        // A 詐胡 has no winning hand; a hand that is not complete, or of the wrong size, none.
        const Counts win = countsOf("123m 456m 789m 123s 456s 6s 9p");
        QVERIFY(splitWinningHand(win, tile("9p"), 0, Way::ZhaHu, tile("3m")).empty());
        QVERIFY(!splitWinningHand(win, tile("9p"), 0, Way::PingHu, tile("6s")).empty());
        QVERIFY(splitWinningHand(win, tile("9p"), 1, Way::PingHu, tile("6s")).empty());
        QVERIFY(splitWinningHand(countsOf("123m 456m 789m 123s 456s 6s 8p"), tile("9p"), 0, Way::PingHu, tile("6s")).empty());
    }

    void stackedSanYouAndRobbedKong_M35_M37()
    {
        // Stacked walls played through the engine: the hands at the end, with the winning
        // tile added back (it is not held), split as the settlement shows them.
        using namespace scenario;
        {
            // 三游: five sets, a gold and 9s; 9s goes for 單游, two drawn golds climb to 三游.
            Spec sp;
            sp.hands[0] = "123p456p789p123s456s 9s 5m";
            sp.at[kFirstDraw + 3] = "5m";
            sp.at[kFirstDraw + 7] = "5m";
            sp.tail = {"", "5m"};
            EventLog log;
            HandState h(build(sp), &log);
            SKIP_OPENING(h);
            ACT(h, 0, Action::you(tile("9s")));
            AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 0);
            ACT(h, 0, Action::you(tile("5m")));
            AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 0);
            ACT(h, 0, Action::you(tile("5m")));
            QCOMPARE(h.outcome().way, Way::SanYou);
            Counts hand = h.hand(0);
            const Tile won = winningTileOf(h.outcome());
            QCOMPARE(won, tile("5m"));
            ++hand[std::size_t(won.kind())];
            const auto g = splitWinningHand(hand, h.gold(), h.meldCount(0), Way::SanYou, won);
            QCOMPARE(tilesOf(g), hand);
            QCOMPARE(describe(g.back()), std::string("pair 5m 5m"));
        }
        {
            // 搶槓胡: seat 2 waits on 3p and turns over seat 1's concealed kong of 3p.
            Spec sp;
            sp.hands[1] = "3p3p3p3p";
            sp.hands[2] = "1p2p 456s 789s 123s 789m 7z7z";
            sp.tail = {"6z", "5m"};
            EventLog log;
            HandState h(build(sp), &log);
            SKIP_OPENING(h);
            AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 1);
            ACT(h, 1, Action::concealedKong(tile("3p")));
            AUTO_UNTIL(h, h.toAct() == 2 && h.phase() == Phase::RobKong);
            ACT(h, 2, Action::robKong(1, 0));
            QCOMPARE(h.outcome().way, Way::QiangGangHu);
            Counts hand = h.hand(2);
            QCOMPARE(hand[std::size_t(tile("3p").kind())], std::uint8_t(0)); // the kong's tile stays in its meld
            ++hand[std::size_t(winningTileOf(h.outcome()).kind())];
            const auto g = splitWinningHand(hand, h.gold(), h.meldCount(2), Way::QiangGangHu, winningTileOf(h.outcome()));
            QCOMPARE(tilesOf(g), hand);
            const std::vector<std::string> shown = describe(g);
            QVERIFY(std::find(shown.begin(), shown.end(), "chow 1p 2p 3p") != shown.end());
        }
    }

    void everyWinOfSeededHandsSplits_M4_M54()
    {
        // 1,000 seeded hands of the engine's computer players: every winning hand (the winning
        // tile added where the way does not hold it) splits into the way's shape, using
        // exactly its tiles, each group a set or the pair as its tiles play.
        Rules rules;
        std::map<Way, int> seen;
        int wins = 0;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const HandSetup setup = HandSetup::fromSeed(seed, Seat(seed % 4));
            std::array<std::unique_ptr<Player>, kSeats> players;
            for (int s = 0; s < kSeats; ++s)
                players[std::size_t(s)] = makePlayer(s == 3 ? "random" : "efficient", deriveSeed(seed, std::uint64_t(s)));
            HandState h(setup);
            for (int steps = 0; !h.over(); ++steps) {
                QVERIFY(steps < 5000);
                const Seat s = h.toAct();
                QVERIFY(h.apply(s, players[std::size_t(s)]->choose(HandView(h, s))).empty());
            }
            const Outcome &o = h.outcome();
            if (o.drawn || o.way == Way::ZhaHu)
                continue;
            ++wins;
            ++seen[o.way];
            Counts hand = h.hand(o.winner);
            const Tile won = winningTileOf(o);
            if (!wayHoldsWinningTile(o.way))
                ++hand[std::size_t(won.kind())];
            const auto g = splitWinningHand(hand, h.gold(), h.meldCount(o.winner), o.way, won);
            const QByteArray where = QByteArray("seed ") + QByteArray::number(qulonglong(seed)) + " way " + wayName(o.way);
            QVERIFY2(!g.empty(), where.constData());
            QCOMPARE(tilesOf(g), hand);
            if (o.way == Way::SanJinDao) {
                QCOMPARE(g[0].kind, ShownGroup::Kind::Golds);
                QCOMPARE(int(g[0].tiles.size()), 3);
                continue;
            }
            QCOMPARE(int(g.size()), 6 - h.meldCount(o.winner));
            QCOMPARE(g.back().kind, ShownGroup::Kind::Pair);
            for (const ShownGroup &x : g)
                QVERIFY2(playsAsItsKind(x, h.gold()), (where + " " + QByteArray(describe(x).c_str())).constData());
            const bool you = o.way == Way::DanYou || o.way == Way::ShuangYou || o.way == Way::SanYou;
            if (you) {
                // The gold partners the winning tile.
                QCOMPARE(g.back().tiles[0].tile, won);
                QCOMPARE(g.back().tiles[1].tile, h.gold());
            }
        }
        QString ways;
        for (const auto &[w, n] : seen)
            ways += QStringLiteral(" %1 %2").arg(QString::fromUtf8(wayName(w))).arg(n);
        qInfo("wins %d:%s", wins, qPrintable(ways));
        QVERIFY(wins > 300);
        QVERIFY(seen[Way::PingHu] > 0 && seen[Way::ZiMo] > 0 && seen[Way::DanYou] > 0);
    }
};

QTEST_GUILESS_MAIN(TestMahjongSplit)
#include "test_mahjong_split.moc"
