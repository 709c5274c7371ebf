// SPDX-License-Identifier: GPL-3.0-or-later
// One test at least per rule ID (M1–M54), built from explicit walls.

#include "scenario.h"

#include "mahjong/mahjong_json.h"
#include "mahjong/players.h"
#include "mahjong/scoring.h"

#include <QTest>

using namespace qixing;
using namespace qixing::mahjong;
using namespace scenario;

namespace {
// Junk hands that stay far from ready (no pairs, honours and terminals).
const char *kJunk0 = "1z2z3z4z6z 1m9m1s9s1p9p 2m5s7p3m6s2p"; // 17
const char *kJunk1 = "1z2z3z4z6z 1m9m1s9s1p9p 3s6p4m7s3p";    // 16
const char *kJunk2 = "1z2z3z4z6z 1m9m1s9s1p9p 3s6p4m7s3p";
const char *kJunk3 = "1z2z3z4z6z 1m9m1s9s1p9p 4s7m2s6m4p";

Settlement settleOf(const HandState &h)
{
    return settle(Rules {}, h.outcome(), h.dealer(), h.streak());
}

int countEvents(const EventLog &log, Event::Type t)
{
    return int(std::count_if(log.begin(), log.end(), [t](const Event &e) { return e.type == t; }));
}

// Passes claim prompts until `seat` is asked; true if it may win then.
bool claimWindowOffersWin(HandState &h, Seat seat, EventLog &log)
{
    while (h.phase() == Phase::Claim) {
        if (h.toAct() == seat)
            return hasKind(h.legalActions(seat), Action::Kind::Win);
        if (!h.apply(h.toAct(), Action::pass(), &log).empty())
            return false;
    }
    return false;
}
} // namespace

class TestMahjongRules : public QObject
{
    Q_OBJECT
private slots:
    void tileSetAndSeed_M1_M5()
    {
        const HandSetup s = HandSetup::fromSeed(42, 0);
        QVERIFY(s.validate().empty());
        int flowers = 0;
        for (Tile t : s.wall)
            flowers += t.isFlower();
        QCOMPARE(flowers, 8);
        HandSetup bad = s;
        bad.wall[0] = bad.wall[1] == Tile(0) ? Tile(1) : Tile(0);
        QVERIFY(!bad.validate().empty() || bad.wall[0] == s.wall[0]);
        QCOMPARE(HandSetup::fromSeed(42, 0).wall, s.wall);
        QVERIFY(HandSetup::fromSeed(43, 0).wall != s.wall);
    }

    void dealAndTurnOrder_M2_M4_M20()
    {
        Spec sp;
        sp.dealer = 2;
        sp.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        QCOMPARE(h.phase(), Phase::Turn);
        QCOMPARE(h.toAct(), Seat(2));
        QCOMPARE(h.handSize(2), 17);
        QCOMPARE(h.handSize(3), 16);
        QCOMPARE(h.handSize(0), 16);
        ACT(h, 2, passive(h));
        if (h.phase() == Phase::Claim)
            AUTO_UNTIL(h, h.phase() == Phase::Turn);
        QCOMPARE(h.toAct(), Seat(3)); // the 下家 draws next
        QCOMPARE(h.handSize(3), 17);
    }

    void dealerRotation_M3()
    {
        Rules r;
        r.rounds = 1;
        Match m(r, 7);
        const Seat first = m.dealer();
        Settlement st;
        st.winner = first;
        st.way = Way::ZiMo;
        m.record(st); // dealer wins: 連莊
        QCOMPARE(m.dealer(), first);
        QCOMPARE(m.streak(), 2);
        Settlement drawn;
        drawn.drawn = true;
        m.record(drawn); // 臭莊: the dealer keeps the deal
        QCOMPARE(m.dealer(), first);
        QCOMPARE(m.streak(), 3);
        st.winner = nextSeat(first);
        m.record(st); // another seat wins: the next seat deals
        QCOMPARE(m.dealer(), nextSeat(first));
        QCOMPARE(m.streak(), 1);
        QVERIFY(!m.finished());
        for (int i = 0; i < 3; ++i) {
            st.winner = nextSeat(m.dealer());
            m.record(st);
        }
        QVERIFY(m.finished()); // one 圈: the deal went round the table
        QCOMPARE(m.nextSetup().streak, 1);
    }

    void flowerPasses_M10_and_goldReroll_M11()
    {
        Spec sp;
        sp.hands[0] = "1f";
        sp.hands[2] = "3f";
        // Pass 1: dealer 1f → tail[0] 2f (waits), seat 2 3f → tail[1]; pass 2: dealer 2f → tail[2].
        // Then back = 141: dice 1+1 reach tail[4] (a flower: rolled again), 2+2 reach tail[6].
        sp.tail = {"2f", "1z", "2z", "", "4f", "", "5m"};
        sp.dice = {{1, 1}, {2, 2}};
        EventLog log;
        HandState h(build(sp), &log);
        std::vector<std::pair<int, std::string>> seen;
        for (const Event &e : log) {
            if (e.type != Event::Type::Flower && e.type != Event::Type::Replacement)
                continue;
            std::string what = e.type == Event::Type::Flower ? "F" : "R";
            what += e.tile.toString();
            seen.emplace_back(e.seat, what);
        }
        const std::vector<std::pair<int, std::string>> expected {
            {0, "F1f"}, {0, "R2f"}, {2, "F3f"}, {2, "R1z"}, {0, "F2f"}, {0, "R2z"}};
        QCOMPARE(seen, expected);
        QCOMPARE(h.flowers(0), 2);
        QCOMPARE(h.flowers(2), 1);
        QCOMPARE(countEvents(log, Event::Type::Dice), 2); // M11: the flower is put back, rolled again
        QCOMPARE(h.gold(), Tile::suited(0, 5));
        QCOMPARE(h.handSize(0), 17);
        QVERIFY(h.checkConservation().empty());
    }

    void flowerDrawnInPlay_M10()
    {
        // A flower drawn during play is exposed and replaced from the tail at once.
        Spec sp;
        sp.at[kFirstDraw] = "8f";
        sp.tail = {"7z", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        ACT(h, 0, passive(h));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 1);
        QCOMPARE(h.flowers(1), 1);
        QCOMPARE(h.lastDrawn(), Tile::honour(7));
    }

    void flowerOrNoTileIsNeverDiscarded_M10()
    {
        // Flowers never stay in a hand (M10): a discard of one, or of no tile at all (a bad
        // action from a client), is refused as not in the hand, and the state is unchanged.
        Spec sp;
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        AUTO_UNTIL(h, h.phase() == Phase::Turn);
        const Seat s = h.toAct();
        const HandState before = h;
        for (const Tile t : {Tile::flower(1), Tile::flower(8), kNoTile}) {
            const std::string why = h.apply(s, Action::discard(t));
            QVERIFY2(why.find("is not in the hand") != std::string::npos, why.c_str());
            QCOMPARE(h.hand(s), before.hand(s));
            QCOMPARE(h.phase(), Phase::Turn);
            QCOMPARE(h.toAct(), s);
        }
    }

    void goldsWildNotClaimable_M12_M14_and_whiteDragon_M13()
    {
        Spec sp;
        sp.hands[0] = "5m 5z";       // the dealer holds a gold and a 白板
        sp.hands[1] = "5z5z 4m6m";   // two 白板 (plain 5萬) and 4萬 6萬
        sp.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        const Tile gold = Tile::suited(0, 5);
        QCOMPARE(h.gold(), gold);
        ACT(h, 0, Action::discard(gold)); // M14: a gold may be discarded
        QCOMPARE(h.phase(), Phase::Turn); // nobody may claim it: seat 1 draws at once
        QCOMPARE(h.toAct(), Seat(1));
        // Seat 1 discards; back to the dealer later, who discards 白板.
        ACT(h, 1, passive(h));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 0);
        ACT(h, 0, Action::discard(kWhiteDragon));
        AUTO_UNTIL(h, h.phase() != Phase::Claim || h.toAct() == 1);
        QCOMPARE(h.toAct(), Seat(1));
        const auto legal = h.legalActions(1);
        QVERIFY(has(legal, Action::pung()));                 // 白板 as 5萬 (M13)
        QVERIFY(has(legal, Action::chow(Tile::suited(0, 4)))); // 4萬 白板 6萬
        ACT(h, 1, Action::chow(Tile::suited(0, 4)));
        AUTO_UNTIL(h, h.phase() == Phase::Turn);
        QCOMPARE(h.meldCount(1), 1);
        QCOMPARE(h.meld(1, 0).tiles[1], kWhiteDragon);
        // M12: no meld ever holds a gold, and the pung option ignores golds.
        QVERIFY(!h.check(1, Action::pung()).empty());
        // 正金: when 白板 is the gold nothing stands in.
        QCOMPARE(plainKindOf(kWhiteDragon, kWhiteDragon), -1);
    }

    void claimPriority_M20()
    {
        // Nearest winner: seats 1 and 3 both win on the dealer's 9p; seat 1 (nearer) wins.
        Spec sp;
        sp.hands[0] = "9p";
        sp.hands[1] = "123m 678m 123s 456s 789s 9p";
        sp.hands[3] = "234m 789m 234s 678s 1z1z1z 9p";
        sp.tail = {"", "5m"};
        {
            EventLog log;
            HandState h(build(sp), &log);
            SKIP_OPENING(h);
            ACT(h, 0, Action::discard(Tile::suited(2, 9)));
            QCOMPARE(h.phase(), Phase::Claim);
            QCOMPARE(h.toAct(), Seat(1));
            ACT(h, 1, Action::win());
            if (h.toAct() == 2)
                ACT(h, 2, Action::pass());
            QCOMPARE(h.toAct(), Seat(3));
            ACT(h, 3, Action::win());
            QVERIFY(h.over());
            QCOMPARE(h.outcome().winner, Seat(1));
            QCOMPARE(h.outcome().way, Way::PingHu);
            QCOMPARE(h.outcome().discarder, Seat(0));
        }
        // Pung beats chow: seat 1 may chow the dealer's 7s, seat 2 pungs it.
        Spec sp2;
        sp2.hands[0] = "7s";
        sp2.hands[1] = "6s8s";
        sp2.hands[2] = "7s7s 3p3p3p3p";
        sp2.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp2), &log);
        SKIP_OPENING(h);
        ACT(h, 0, Action::discard(Tile::suited(1, 7)));
        ACT(h, 1, Action::chow(Tile::suited(1, 6)));
        ACT(h, 2, Action::pung());
        AUTO_UNTIL(h, h.phase() == Phase::Turn);
        QCOMPARE(h.toAct(), Seat(2));
        QCOMPARE(h.meldCount(2), 1);
        QCOMPARE(h.meldCount(1), 0);
        // [decided] right after a chow or pung only a discard (游金 is one): no win, no kong.
        const auto afterPung = h.legalActions(2);
        QVERIFY(hasKind(afterPung, Action::Kind::Discard));
        for (const Action &a : afterPung)
            QVERIFY(a.kind == Action::Kind::Discard || a.kind == Action::Kind::You);
        QVERIFY(!h.check(2, Action::concealedKong(Tile::suited(2, 3))).empty());
    }

    void kongsDrawFromTail_M20()
    {
        Spec sp;
        sp.hands[0] = "7z";
        sp.hands[1] = "7z7z7z 3p3p3p3p";
        sp.tail = {"1p", "5m", "2p"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        ACT(h, 0, Action::discard(Tile::honour(7)));
        ACT(h, 1, Action::kong());
        QCOMPARE(h.phase(), Phase::Turn);
        QCOMPARE(h.lastDrawn(), Tile::suited(2, 1)); // tail[0]
        QVERIFY(has(h.legalActions(1), Action::concealedKong(Tile::suited(2, 3))));
        ACT(h, 1, Action::concealedKong(Tile::suited(2, 3)));
        QCOMPARE(h.lastDrawn(), Tile::suited(2, 2)); // tail[2]: tail[1] became the gold
        QCOMPARE(h.tablePoints(), 3);                // exposed 1 + concealed 2 (M50)
        QCOMPARE(h.keptBack(), 2 * (13 + 3));        // M40: one stack per point
    }

    void passedWinWaitsForOwnTurn_M21()
    {
        Spec sp;
        sp.hands[0] = "9p";
        sp.hands[3] = "234m 789m 234s 678s 1z1z1z 9p"; // waits on 9p (and any gold)
        sp.at[kFirstDraw] = "9p";      // seat 1 draws and discards another 9p
        sp.at[kFirstDraw + 2] = "5m";  // seat 3 then draws a gold: self-draw still allowed
        sp.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        ACT(h, 0, Action::discard(Tile::suited(2, 9)));
        QVERIFY(claimWindowOffersWin(h, 3, log));
        ACT(h, 3, Action::pass());
        QVERIFY(h.mayNotWinOnDiscard(3));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 1);
        ACT(h, 1, Action::discard(Tile::suited(2, 9)));
        QVERIFY(!claimWindowOffersWin(h, 3, log)); // 先棄後和
        QVERIFY(!h.over());
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 3);
        QVERIFY(!h.mayNotWinOnDiscard(3));
        QVERIFY(has(h.legalActions(3), Action::win()));
        ACT(h, 3, Action::win());
        QCOMPARE(h.outcome().way, Way::ZiMo);
    }

    void twoGoldsNoDiscardWin_M22()
    {
        Spec sp;
        sp.hands[0] = "4s";
        sp.hands[2] = "5m5m 123p 456p 789p 789s 2s3s"; // two golds: 1s/4s would complete
        sp.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        ACT(h, 0, Action::discard(Tile::suited(1, 4)));
        QVERIFY(!claimWindowOffersWin(h, 2, log));
        // The same hand may win by self-draw.
        Counts c = h.hand(2);
        ++c[std::size_t(Tile::suited(1, 4).kind())];
        QVERIFY(isComplete(concealedOf(c, h.gold())));
    }

    void refusedByTwoGoldsIsNoPass_M21_M22()
    {
        // Seat 2 holds two golds; seat 1's 4s would complete its hand, but M22 forbids the win,
        // so seat 2 chows it instead and discards a gold. [decided] Letting go a discard that M22
        // forbids one to win on is not a pass under M21: seat 2 may win on the next discard
        // that completes it, before its own next turn.
        Spec sp;
        sp.hands[0] = kJunk0;
        sp.hands[1] = kJunk1;
        sp.hands[2] = "5m5m 123p456p789p 2s3s 7s8s 9m";
        sp.hands[3] = kJunk3;
        sp.at[kFirstDraw] = "4s";     // seat 1 draws it and lets it go
        sp.at[kFirstDraw + 1] = "9s"; // seat 3 draws it and lets it go
        sp.tail = {"", "5m", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        ACT(h, 0, passive(h));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 1);
        ACT(h, 1, Action::discard(Tile::suited(1, 4)));
        {
            Counts c = h.hand(2);
            ++c[std::size_t(Tile::suited(1, 4).kind())];
            QVERIFY(isComplete(concealedOf(c, h.gold()))); // 4s would complete it ...
        }
        QCOMPARE(h.phase(), Phase::Claim);
        QCOMPARE(h.toAct(), Seat(2));
        const auto legal = h.legalActions(2);
        QVERIFY(!hasKind(legal, Action::Kind::Win)); // ... but M22 forbids the win
        QVERIFY(has(legal, Action::chow(Tile::suited(1, 2))));
        ACT(h, 2, Action::chow(Tile::suited(1, 2)));
        QVERIFY(!h.mayNotWinOnDiscard(2)); // not 先棄後和
        ACT(h, 2, Action::discard(Tile::suited(0, 5))); // one gold left: discard wins allowed
        AUTO_UNTIL(h, h.phase() == Phase::Claim && h.lastDiscard() == Tile::suited(1, 9));
        QCOMPARE(h.lastDiscarder(), Seat(3));
        QVERIFY(claimWindowOffersWin(h, 2, log));
        ACT(h, 2, Action::win());
        QCOMPARE(h.outcome().way, Way::PingHu);
        QCOMPARE(h.outcome().winner, Seat(2));
    }

    void claimTimeOption_M23()
    {
        Rules r;
        QCOMPARE(r.claimSeconds, 10);
        r.claimSeconds = 0;
        QVERIFY(!r.validate().empty());
    }

    void waysAndMultipliers_M30()
    {
        QCOMPARE(wayMultiplier(Way::PingHu), 1);
        QCOMPARE(wayMultiplier(Way::ZiMo), 2);
        QCOMPARE(wayMultiplier(Way::DanYou), 4);
        QCOMPARE(wayMultiplier(Way::ShuangYou), 8);
        QCOMPARE(wayMultiplier(Way::SanYou), 16);
        QCOMPARE(wayMultiplier(Way::SanJinDao), 2);
        QCOMPARE(wayMultiplier(Way::QiangJin), 2);
        QCOMPARE(wayMultiplier(Way::TianHu), 4);
        QCOMPARE(wayMultiplier(Way::QiangGangHu), 2);
    }

    void threeGolds_M31()
    {
        // At the opening.
        Spec sp;
        sp.hands[0] = kJunk0;
        sp.hands[1] = "5m5m5m";
        sp.tail = {"", "5m"};
        {
            EventLog log;
            HandState h(build(sp), &log);
            QCOMPARE(h.phase(), Phase::Opening);
            QCOMPARE(h.toAct(), Seat(1));
            ACT(h, 1, Action::win());
            QCOMPARE(h.outcome().way, Way::SanJinDao);
            const Settlement st = settleOf(h);
            QCOMPARE(st.totals[1], std::int64_t(2 + 2 + 4)); // as 自摸
        }
        // During play: the third gold drawn.
        Spec sp2;
        sp2.hands[0] = kJunk0;
        sp2.hands[1] = "5m5m";
        sp2.at[kFirstDraw] = "5m";
        sp2.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp2), &log);
        ACT(h, 0, passive(h));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 1);
        QVERIFY(!isComplete(h.concealed(1)));
        ACT(h, 1, Action::win());
        QCOMPARE(h.outcome().way, Way::SanJinDao);
    }

    void robTheGold_M32()
    {
        // A non-dealer one tile short takes the revealed gold.
        Spec sp;
        sp.hands[0] = kJunk0;
        sp.hands[2] = "123p 456p 789p 123s 456s 9s";
        sp.tail = {"", "5m"};
        {
            EventLog log;
            HandState h(build(sp), &log);
            QCOMPARE(h.phase(), Phase::Opening);
            QCOMPARE(h.toAct(), Seat(2));
            ACT(h, 2, Action::win());
            QCOMPARE(h.outcome().way, Way::QiangJin);
            QCOMPARE(int(h.hand(2)[4]), 1); // the revealed gold is in the hand
            QCOMPARE(settleOf(h).totals[2], std::int64_t(2 + 4 + 2));
        }
        // The dealer sets one of 17 aside and has priority over seat 2.
        Spec sp2 = sp;
        sp2.hands[0] = "123s 456s 789s 234m 7z7z7z 6z 1z";
        EventLog log;
        HandState h(build(sp2), &log);
        QCOMPARE(h.toAct(), Seat(0));
        QVERIFY(has(h.legalActions(0), Action::win(Tile::honour(1))));
        ACT(h, 0, Action::win(Tile::honour(1)));
        QCOMPARE(h.outcome().way, Way::QiangJin);
        QCOMPARE(h.outcome().winner, Seat(0));
        QCOMPARE(settleOf(h).totals[0], std::int64_t(3 * 4));
    }

    void robTheGoldSettingAside1m_M32()
    {
        // The dealer may set aside 9s (then 1m and the gold pair) or 1m: 1m is the tile kind 0,
        // the same value as a default tile; the logged action must still name it.
        Spec sp;
        sp.hands[0] = "123p 456p 789p 123s 456s 9s 1m";
        sp.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        QCOMPARE(h.toAct(), Seat(0));
        const auto legal = h.legalActions(0);
        const Tile oneM = Tile::suited(0, 1);
        QVERIFY(has(legal, Action::win(oneM)));
        QVERIFY(has(legal, Action::win(Tile::suited(1, 9))));
        QVERIFY(!has(legal, Action::win())); // the dealer must say what it sets aside
        ACT(h, 0, Action::win(oneM));
        QCOMPARE(h.outcome().way, Way::QiangJin);
        QCOMPARE(int(h.hand(0)[std::size_t(oneM.kind())]), 0);
        // Written and read back: the same action.
        const QJsonObject written = json::actionTo(0, Action::win(oneM));
        QCOMPARE(written.value("tile").toString(), QStringLiteral("1m"));
        Seat seat = -1;
        QCOMPARE(json::actionFrom(written, seat, "test"), Action::win(oneM));
        QVERIFY(!json::actionTo(0, Action::win()).contains("tile"));
        QCOMPARE(json::actionFrom(json::actionTo(2, Action::win()), seat, "test"), Action::win());
        QCOMPARE(seat, Seat(2));
    }

    void youJinClimbsToSanYou_M33_M34_M35()
    {
        Spec sp;
        sp.hands[0] = "123p456p789p123s456s 9s 5m"; // five sets + gold + 9s
        sp.at[kFirstDraw + 3] = "5m";                // the dealer's next draw: a gold
        sp.at[kFirstDraw + 7] = "5m";                // and after the forced round another
        sp.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        QCOMPARE(h.phase(), Phase::Opening); // 天胡 (M36) and 搶金 (M32) offered; declined here
        SKIP_OPENING(h);
        QVERIFY(has(h.legalActions(0), Action::you(Tile::suited(1, 9))));
        ACT(h, 0, Action::you(Tile::suited(1, 9)));
        QCOMPARE(h.youLevel(0), 1);
        // M33: in 游金 no win on a discard, no claims.
        for (int n = 0; !(h.phase() == Phase::Turn && h.toAct() == 0); ++n) {
            QVERIFY(n < 50);
            QVERIFY(h.legalActions(0).empty());
            ACT(h, h.toAct(), passive(h));
        }
        QCOMPARE(h.lastDrawn(), Tile::suited(0, 5));
        QVERIFY(has(h.legalActions(0), Action::win()));
        ACT(h, 0, Action::you(Tile::suited(0, 5))); // M34: 雙游
        QCOMPARE(h.youLevel(0), 2);
        QVERIFY(h.forcedRound());
        // The others draw and may only discard the tile drawn.
        for (Seat s = 1; s <= 3; ++s) {
            QCOMPARE(h.toAct(), s);
            const auto legal = h.legalActions(s);
            QVERIFY(has(legal, Action::discard(h.lastDrawn())));
            QCOMPARE(int(std::count_if(legal.begin(), legal.end(), [](const Action &a) { return a.kind == Action::Kind::Discard; })), 1);
            Tile other;
            for (int k = 0; k < kKinds; ++k)
                if (h.hand(s)[std::size_t(k)] > 0 && Tile(k) != h.lastDrawn())
                    other = Tile(k);
            QVERIFY(!h.check(s, Action::discard(other)).empty());
            ACT(h, s, Action::discard(h.lastDrawn()));
        }
        QCOMPARE(h.toAct(), Seat(0));
        QCOMPARE(h.lastDrawn(), Tile::suited(0, 5));
        ACT(h, 0, Action::you(Tile::suited(0, 5))); // M35: 三游 stops the hand
        QVERIFY(h.over());
        QCOMPARE(h.outcome().way, Way::SanYou);
        QCOMPARE(settleOf(h).totals[0], std::int64_t(3 * 16 * 2));
        // M51 [decided]: the same hand as the dealer's 25th in a row under "1-2-4" with the
        // largest base: the factor stopped doubling at 2^20 (2^21 with the dealer), every
        // amount is exact and below 2^53, and the totals sum to zero.
        Rules big;
        big.base = kMaxBase;
        big.streak = StreakOption::Doubling;
        QVERIFY(big.validate().empty());
        const std::int64_t each = kMaxBase * 16 * (std::int64_t {1} << 21);
        for (const int streak : {21, 22, 25, 10000}) {
            const Settlement st = settle(big, h.outcome(), h.dealer(), streak);
            std::int64_t sum = 0;
            for (Seat s = 0; s < kSeats; ++s) {
                sum += st.totals[std::size_t(s)];
                QVERIFY(std::abs(st.totals[std::size_t(s)]) < (std::int64_t {1} << 53));
            }
            QCOMPARE(sum, std::int64_t(0));
            for (const Payment &p : st.payments) {
                QCOMPARE(p.factor, std::int64_t {1} << 21);
                QCOMPARE(p.amount, each);
            }
            QCOMPARE(st.totals[0], 3 * each);
        }
        // The streak before the cap still doubles.
        QCOMPARE(settle(big, h.outcome(), h.dealer(), 20).payments.at(0).factor, std::int64_t {1} << 20);
        // [decided] the cap is on the streak factor; the dealer's own doubling comes on top: a
        // non-dealer's win in the dealer's 30th hand takes 2^20 from each non-dealer, 2^21
        // from the dealer.
        Outcome other = h.outcome();
        other.winner = 2;
        other.way = Way::ZiMo;
        const Settlement capped = settle(big, other, h.dealer(), 30);
        int wins = 0;
        for (const Payment &p : capped.payments) {
            if (p.why != Payment::Why::Win)
                continue;
            ++wins;
            QCOMPARE(p.to, Seat(2));
            QCOMPARE(p.factor, std::int64_t {1} << (p.from == h.dealer() ? 21 : 20));
            QCOMPARE(p.amount, kMaxBase * 2 * p.factor);
        }
        QCOMPARE(wins, 3);
        big.base = kMaxBase + 1;
        QVERIFY(!big.validate().empty());
        big.base = 0;
        QVERIFY(!big.validate().empty());
    }

    void youJinNotOfferedClaims_M33()
    {
        // The dealer holds a concealed 111p; seat 1 draws and discards the fourth 1p.
        Spec sp;
        sp.hands[0] = "111p 456p 789p 123s 456s 9s 5m";
        sp.at[kFirstDraw] = "1p";
        sp.tail = {"", "5m"};
        for (const bool swim : {false, true}) {
            EventLog log;
            HandState h(build(sp), &log);
            SKIP_OPENING(h);
            ACT(h, 0, swim ? Action::you(Tile::suited(1, 9)) : Action::discard(Tile::suited(1, 9)));
            QCOMPARE(h.youLevel(0), swim ? 1 : 0);
            AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 1);
            ACT(h, 1, Action::discard(Tile::suited(2, 1)));
            bool offered = false;
            while (h.phase() == Phase::Claim) {
                if (h.toAct() == 0) {
                    offered = true;
                    const auto legal = h.legalActions(0);
                    QVERIFY(has(legal, Action::kong()) && has(legal, Action::pung()));
                }
                ACT(h, h.toAct(), Action::pass());
            }
            QCOMPARE(offered, !swim); // in 游金: not asked at all (M33 [decided])
        }
    }

    void youJinWins_M33_M34()
    {
        // 單游 won on the next draw.
        Spec sp;
        sp.hands[0] = "123p456p789p123s456s 9s 5m";
        sp.at[kFirstDraw + 3] = "7z";
        sp.tail = {"", "5m"};
        {
            EventLog log;
            HandState h(build(sp), &log);
            SKIP_OPENING(h);
            ACT(h, 0, Action::you(Tile::suited(1, 9)));
            AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 0);
            QCOMPARE(h.legalActions(0), std::vector<Action> {Action::win()});
            ACT(h, 0, Action::win());
            QCOMPARE(h.outcome().way, Way::DanYou);
            QCOMPARE(settleOf(h).totals[0], std::int64_t(3 * 4 * 2));
        }
        // A pair of two golds: discard one, straight into 雙游; won on the next draw.
        Spec sp2;
        sp2.hands[0] = "123p456p789p123s456s 5m5m";
        sp2.at[kFirstDraw + 3] = "7z";
        sp2.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp2), &log);
        SKIP_OPENING(h); // 天胡 and 搶金 declined
        ACT(h, 0, Action::you(Tile::suited(0, 5)));
        QCOMPARE(h.youLevel(0), 2);
        QVERIFY(h.forcedRound());
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 0);
        ACT(h, 0, Action::win());
        QCOMPARE(h.outcome().way, Way::ShuangYou);
        QCOMPARE(settleOf(h).totals[0], std::int64_t(3 * 8 * 2));
    }

    void heavenlyOverThreeGolds_M36()
    {
        Spec sp;
        sp.hands[0] = "123p456p789p123s456s 9s9s";
        sp.hands[1] = "5m5m5m";
        sp.tail = {"", "5m"};
        {
            EventLog log;
            HandState h(build(sp), &log);
            QCOMPARE(h.toAct(), Seat(0)); // 天胡 is offered before 三金倒
            ACT(h, 0, Action::win());
            QCOMPARE(h.outcome().way, Way::TianHu);
            QCOMPARE(settleOf(h).totals[0], std::int64_t(3 * 4 * 2)); // as 單游
        }
        EventLog log;
        HandState h(build(sp), &log);
        ACT(h, 0, Action::pass());
        QCOMPARE(h.toAct(), Seat(1)); // then 三金倒
        ACT(h, 1, Action::win());
        QCOMPARE(h.outcome().way, Way::SanJinDao);
    }

    void heavenlyWithThreeGolds_M36_M31()
    {
        // [decided] the dealer could declare 天胡 and 三金倒: one win, scored as 天胡 (×4).
        Spec sp;
        sp.hands[0] = "123p456p789p123s 5m5m5m 9s9s";
        sp.tail = {"", "5m"};
        {
            EventLog log;
            HandState h(build(sp), &log);
            QCOMPARE(h.phase(), Phase::Opening);
            QCOMPARE(h.toAct(), Seat(0));
            QCOMPARE(h.legalActions(0), (std::vector<Action> {Action::win(), Action::pass()}));
            ACT(h, 0, Action::win());
            QCOMPARE(h.outcome().way, Way::TianHu);
            QCOMPARE(settleOf(h).totals[0], std::int64_t(3 * 4 * 2));
        }
        {
            // Declined at the opening, the dealer is not asked again for 三金倒 there; on its
            // first turn the win is still 天胡.
            EventLog log;
            HandState h(build(sp), &log);
            ACT(h, 0, Action::pass());
            // Not asked again at the opening, not even for 搶金 (M36 [decided]).
            QVERIFY(!(h.phase() == Phase::Opening && h.toAct() == 0));
            SKIP_OPENING(h);
            QCOMPARE(h.phase(), Phase::Turn);
            QCOMPARE(h.toAct(), Seat(0));
            ACT(h, 0, Action::win());
            QCOMPARE(h.outcome().way, Way::TianHu);
        }
        // Three golds without a complete hand: the dealer's one offer is 三金倒 (×2).
        Spec sp2;
        sp2.hands[0] = "1z2z3z4z6z 1m9m1s9s1p9p 2m5s7p 5m5m5m";
        sp2.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp2), &log);
        QCOMPARE(h.toAct(), Seat(0));
        ACT(h, 0, Action::win());
        QCOMPARE(h.outcome().way, Way::SanJinDao);
    }

    void declinedHeavenlyNotOfferedAsRobbingTheGold_M36_M32()
    {
        // The dealer's 17 tiles win (天胡). Set aside any one and the revealed gold completes
        // them again, so they would also qualify for 搶金 (×2, lower than 天胡's ×4).
        Spec sp;
        sp.hands[0] = "123p456p789p123s456s 9s9s";
        sp.hands[1] = "123m 456m 789m 789s 1z1z 2z2z"; // one short: the gold completes it (搶金)
        sp.tail = {"", "5m"};
        const HandSetup setup = build(sp);
        {
            HandState probe(setup);
            Counts c = probe.hand(0);
            --c[std::size_t(Tile::suited(1, 9).kind())];
            ++c[std::size_t(probe.gold().kind())];
            QVERIFY(isComplete(concealedOf(c, probe.gold()))); // the 搶金 the rule forbids
        }
        EventLog log;
        HandState h(setup, &log);
        QCOMPARE(h.phase(), Phase::Opening);
        QCOMPARE(h.toAct(), Seat(0));
        ACT(h, 0, Action::pass()); // 天胡 declined
        // M36 [decided]: the dealer is not asked for 搶金; the next seat still is (M32).
        QCOMPARE(h.phase(), Phase::Opening);
        QCOMPARE(h.toAct(), Seat(1));
        QVERIFY(has(h.legalActions(1), Action::win()));
        ACT(h, 1, Action::pass());
        QCOMPARE(h.phase(), Phase::Turn); // nobody else has an offer; the dealer discards
        QCOMPARE(h.toAct(), Seat(0));
        QCOMPARE(countEvents(log, Event::Type::Pass), 2);
        // [Qixing] the dealer may still declare the win on its first turn, as 天胡 again.
        ACT(h, 0, Action::win());
        QCOMPARE(h.outcome().way, Way::TianHu);
    }

    void robConcealedKong_M37()
    {
        Spec sp;
        sp.hands[0] = kJunk0;
        sp.hands[1] = "3p3p3p3p";
        sp.hands[2] = "1p2p 456s 789s 123s 789m 7z7z"; // waits on 3p
        sp.tail = {"6z", "5m"};
        {
            EventLog log;
            HandState h(build(sp), &log);
            SKIP_OPENING(h);
            ACT(h, 0, passive(h));
            AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 1);
            ACT(h, 1, Action::concealedKong(Tile::suited(2, 3)));
            ACT(h, 1, passive(h));
            AUTO_UNTIL(h, h.toAct() == 2 && h.phase() == Phase::RobKong);
            // Players never see another's concealed kong: its kind is hidden in their view.
            QCOMPARE(HandView(h, 2).meldKind(1, 0), -1);
            QCOMPARE(HandView(h, 1).meldKind(1, 0), Tile::suited(2, 3).kind());
            QCOMPARE(HandView(h, 2).unseen(Tile::suited(2, 3).kind()), 4);
            ACT(h, 2, Action::robKong(1, 0));
            QCOMPARE(h.outcome().way, Way::QiangGangHu);
            QCOMPARE(h.outcome().winner, Seat(2));
            QCOMPARE(settleOf(h).totals[2], std::int64_t(4 + 2 + 2)); // as 自摸
            // [decided] the robbed concealed kong still scores 2 points for its owner.
            QCOMPARE(settleOf(h).points[1], 2);
            QCOMPARE(h.outcome().concealedKongs[1], 1);
        }
        // 詐胡: a wrong guess; the guesser pays each as if that seat had won by 自摸.
        Spec sp2 = sp;
        sp2.hands[2] = "6p7p 456s 789s 123s 789m 7z7z"; // waits on 5p/8p
        EventLog log;
        HandState h(build(sp2), &log);
        SKIP_OPENING(h);
        ACT(h, 0, passive(h));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 1);
        ACT(h, 1, Action::concealedKong(Tile::suited(2, 3)));
        ACT(h, 1, passive(h));
        AUTO_UNTIL(h, h.toAct() == 2 && h.phase() == Phase::RobKong);
        ACT(h, 2, Action::robKong(1, 0));
        QVERIFY(h.over());
        QCOMPARE(h.outcome().way, Way::ZhaHu);
        const Settlement st = settleOf(h);
        QCOMPARE(st.totals[2], std::int64_t(-(4 + (2 + 2) + 2)));
        QCOMPARE(st.totals[1], std::int64_t(2 + 2)); // its concealed kong's 2 points included
    }

    void robKongBySeatInYouJin_M37()
    {
        // Seat 2 goes 游金 on its first turn; seat 1 declares a concealed kong on its second.
        // Before its next draw seat 2 is asked too, and robs.
        Spec sp;
        sp.hands[1] = "3p3p3p3p";
        sp.hands[2] = "123m 456p 789p 123s 456s 5m"; // five sets and a gold
        sp.at[kFirstDraw + 1] = "9s";                // seat 2's first draw
        sp.tail = {"6z", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 2);
        QCOMPARE(h.lastDrawn(), Tile::suited(1, 9));
        ACT(h, 2, Action::you(Tile::suited(1, 9)));
        QCOMPARE(h.youLevel(2), 1);
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 1);
        ACT(h, 1, Action::concealedKong(Tile::suited(2, 3)));
        ACT(h, 1, passive(h));
        AUTO_UNTIL(h, h.toAct() == 2);
        QCOMPARE(h.phase(), Phase::RobKong);
        QCOMPARE(h.youLevel(2), 1);
        QVERIFY(has(h.legalActions(2), Action::robKong(1, 0)));
        ACT(h, 2, Action::robKong(1, 0));
        QCOMPARE(h.outcome().way, Way::QiangGangHu);
        QCOMPARE(h.outcome().winner, Seat(2));
    }

    void lastFourAutoWin_M38()
    {
        Spec sp;
        sp.hands[0] = kJunk0;
        sp.hands[1] = "123m456m789m123s456s 7z"; // waits on 7z only (golds kept in the tail)
        sp.hands[2] = kJunk2;
        sp.hands[3] = kJunk3;
        sp.at[kFirstDraw + 48] = "7z"; // seat 1's draw among the last four
        sp.tail = {"", "8p", "8p", "8p", "8p", "7z", "7z"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        QCOMPARE(h.gold(), Tile::suited(2, 8));
        QCOMPARE(h.drawable(), 52);
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.lastDrawn() == Tile::honour(7));
        QCOMPARE(h.toAct(), Seat(1));
        QVERIFY(h.lastDrawWasLastFour());
        QCOMPARE(h.legalActions(1), std::vector<Action> {Action::win()}); // automatic
        ACT(h, 1, Action::win());
        QCOMPARE(h.outcome().way, Way::ZiMo);
    }

    void lastFourReplacementWinsAutomatically_M38()
    {
        // Seat 1 waits on 7z only and holds three 8s. Its draw of the fourth 8s is not among
        // the last four (8 drawable before it); the concealed kong keeps two more stacks back
        // (M40), so the replacement, 7z from the tail, is taken with only 3 drawable left.
        Spec sp;
        sp.hands[0] = kJunk0;
        sp.hands[1] = "123m456m789m 123p 8s8s8s 7z";
        sp.hands[2] = kJunk2;
        sp.hands[3] = kJunk3;
        sp.at[kFirstDraw + 44] = "8s";
        sp.tail = {"7z", "8p", "8p", "8p", "8p", "7z", "7z"}; // tail[0]: the first replacement
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        QCOMPARE(h.gold(), Tile::suited(2, 8));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.lastDrawn() == Tile::suited(1, 8));
        QCOMPARE(h.toAct(), Seat(1));
        QCOMPARE(h.drawable(), 7);
        QVERIFY(!h.lastDrawWasLastFour());
        ACT(h, 1, Action::concealedKong(Tile::suited(1, 8)));
        QCOMPARE(log.back().type, Event::Type::Replacement);
        QCOMPARE(h.lastDrawn(), Tile::honour(7));
        QVERIFY(h.drawable() < kLastDrawable); // the replacement was one of the last four
        QVERIFY(h.lastDrawWasLastFour());
        // M38 [decided]: a winning replacement among the last four wins automatically.
        QCOMPARE(h.legalActions(1), std::vector<Action> {Action::win()});
        QVERIFY(!h.check(1, Action::discard(Tile::honour(7))).empty());
        ACT(h, 1, Action::win());
        QCOMPARE(h.outcome().way, Way::ZiMo);
        QCOMPARE(h.outcome().winningTile, Tile::honour(7));
    }

    void lastFourAutoWinInDoubleYouRound_M34_M38()
    {
        // The dealer holds five sets and a gold from the start and draws its second gold with
        // five drawable tiles left: it discards one and is in 雙游. Seat 1, drawing in the
        // round, draws the first of the last four, 7z, which completes its hand: the round
        // lets it win or discard that tile, but among the last four the win is automatic.
        Spec sp;
        sp.hands[0] = "123p 456p 567s 789s 7p7p7p 8p 7z";
        sp.hands[1] = "123m456m789m123s456s 7z"; // waits on 7z only
        sp.hands[2] = kJunk2;
        sp.hands[3] = kJunk3;
        sp.at[kFirstDraw + 47] = "8p"; // the dealer's draw: its second gold
        sp.at[kFirstDraw + 48] = "7z"; // seat 1's draw in the round
        sp.tail = {"", "8p", "8p", "7z"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        QCOMPARE(h.gold(), Tile::suited(2, 8));
        ACT(h, 0, Action::discard(Tile::honour(7)));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 0 && h.lastDrawn() == Tile::suited(2, 8));
        QCOMPARE(h.drawable(), kLastDrawable); // five were left before this draw
        QVERIFY(has(h.legalActions(0), Action::you(Tile::suited(2, 8))));
        ACT(h, 0, Action::you(Tile::suited(2, 8)));
        QVERIFY(h.forcedRound());
        QCOMPARE(h.toAct(), Seat(1));
        QCOMPARE(h.lastDrawn(), Tile::honour(7));
        QVERIFY(h.lastDrawWasLastFour());
        QCOMPARE(h.legalActions(1), std::vector<Action> {Action::win()});
        const std::string why = h.check(1, Action::discard(Tile::honour(7)));
        QVERIFY2(why.find("M38") != std::string::npos, why.c_str());
        ACT(h, 1, Action::win());
        QCOMPARE(h.outcome().winner, Seat(1));
        QCOMPARE(h.outcome().way, Way::ZiMo);
    }

    void noRobKongPromptInDoubleYouRound_M34_M37_M38()
    {
        // Seat 1 declares a concealed kong of 7z on its first turn; the dealer, in 單游 since
        // its first discard, draws a gold and climbs to 雙游.
        Spec sp;
        sp.hands[0] = "123p456p789p123s456s 9s 5m";
        sp.hands[1] = "7z7z7z";
        sp.at[kFirstDraw] = "7z";     // seat 1's first draw: the fourth 7z
        sp.at[kFirstDraw + 3] = "5m"; // the dealer's first draw: a gold
        sp.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        ACT(h, 0, Action::you(Tile::suited(1, 9)));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 1);
        ACT(h, 1, Action::concealedKong(Tile::honour(7)));
        ACT(h, 1, passive(h));
        AUTO_UNTIL(h, h.toAct() == 2 && h.phase() != Phase::Claim);
        QCOMPARE(h.phase(), Phase::RobKong); // before the round the others are asked (M37)
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 0);
        QCOMPARE(h.lastDrawn(), Tile::suited(0, 5));
        ACT(h, 0, Action::you(Tile::suited(0, 5)));
        QVERIFY(h.forcedRound());
        // M34, M38 [decided]: while the gold goes round nobody has a choice: no 搶槓胡 prompt.
        const std::size_t roundStart = log.size();
        for (Seat s = 1; s <= 3; ++s) {
            QCOMPARE(h.toAct(), s);
            QCOMPARE(h.phase(), Phase::Turn);
            QVERIFY(!hasKind(h.legalActions(s), Action::Kind::RobKong));
            QVERIFY(!h.check(s, Action::robKong(1, 0)).empty());
            ACT(h, s, passive(h));
            QVERIFY(!h.over()); // the filled hands are far from complete
        }
        for (std::size_t i = roundStart; i < log.size(); ++i)
            QVERIFY(!(log[i].type == Event::Type::Pass && log[i].a == 1));
        // The round is over: before its own draw the 雙游 seat is asked again.
        QVERIFY(!h.forcedRound());
        QCOMPARE(h.toAct(), Seat(0));
        QCOMPARE(h.phase(), Phase::RobKong);
    }

    void lastFourDiscarderPays_M38()
    {
        Spec sp;
        sp.hands[0] = kJunk0;
        sp.hands[1] = kJunk1;
        sp.hands[2] = kJunk2;
        sp.hands[3] = "123m456m789m123s456s 7z";
        sp.at[kFirstDraw + 49] = "7z"; // seat 2 draws it among the last four and discards it
        sp.tail = {"", "8p", "8p", "8p", "8p", "7z", "7z"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        AUTO_UNTIL(h, h.phase() == Phase::Claim && h.lastDiscard() == Tile::honour(7));
        QCOMPARE(h.lastDiscarder(), Seat(2));
        QVERIFY(claimWindowOffersWin(h, 3, log));
        ACT(h, 3, Action::win());
        QCOMPARE(h.outcome().baoPai, Seat(2));
        const Settlement st = settleOf(h);
        QCOMPARE(st.totals[3], std::int64_t(2 + 1 + 1));
        QCOMPARE(st.totals[2], std::int64_t(-4)); // 包牌: the discarder pays for all three
        QCOMPARE(st.totals[0], std::int64_t(0));
    }

    void baoPaiAfterClaimInLastFour_M38()
    {
        // Seat 1 draws the first of the last four (5p) and lets it go; seat 2 pungs it and
        // discards 7z, on which seat 3 wins: a discard after a claim counts too ([decided]).
        Spec sp;
        sp.hands[0] = kJunk0;
        sp.hands[1] = kJunk1;
        sp.hands[2] = "1z2z3z4z6z 1m9m1s9s1p9p 5p5p 7z 3p 4p";
        sp.hands[3] = "123m456m789m123s456s 7z"; // waits on 7z only
        sp.at[kFirstDraw + 48] = "5p";
        sp.tail = {"", "8p", "8p", "8p", "8p", "5p", "7z", "7z"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        AUTO_UNTIL(h, h.phase() == Phase::Claim && h.lastDiscard() == Tile::suited(2, 5));
        QCOMPARE(h.lastDiscarder(), Seat(1));
        QCOMPARE(h.drawable(), kLastDrawable - 1); // the first of the last four was drawn
        QCOMPARE(h.toAct(), Seat(2));
        ACT(h, 2, Action::pung());
        AUTO_UNTIL(h, h.phase() == Phase::Turn);
        QCOMPARE(h.toAct(), Seat(2));
        QVERIFY(!h.lastDrawWasLastFour()); // the turn began with a claim, not a draw
        ACT(h, 2, Action::discard(Tile::honour(7)));
        QVERIFY(claimWindowOffersWin(h, 3, log));
        ACT(h, 3, Action::win());
        QCOMPARE(h.outcome().way, Way::PingHu);
        QCOMPARE(h.outcome().baoPai, Seat(2));
        const Settlement st = settleOf(h);
        QCOMPARE(st.totals[3], std::int64_t(1 + 1 + 2));
        QCOMPARE(st.totals[2], std::int64_t(-4));
        QCOMPARE(st.totals[0], std::int64_t(0));
        QCOMPARE(st.totals[1], std::int64_t(0));
    }

    void drawnHandKeptStacks_M40()
    {
        Spec sp;
        sp.hands[0] = kJunk0;
        sp.hands[1] = kJunk1;
        sp.hands[2] = kJunk2;
        sp.hands[3] = kJunk3;
        sp.tail = {"", "8p", "8p", "8p", "8p"};
        {
            EventLog log;
            HandState h(build(sp), &log);
            SKIP_OPENING(h);
            AUTO_UNTIL(h, false);
            QVERIFY(h.outcome().drawn);
            QCOMPARE(h.wallLeft(), 26); // 13 stacks never drawn
            QCOMPARE(countEvents(log, Event::Type::Draw), 52);
        }
        // Four flowers are one point: one more stack kept back.
        Spec sp2 = sp;
        sp2.hands[3] = "1z2z3z4z6z 1m9m1s9s1p9p 4s 1f2f3f4f";
        sp2.tail = {"", "", "", "", "", "8p", "8p", "8p", "8p"};
        EventLog log;
        HandState h(build(sp2), &log);
        SKIP_OPENING(h);
        QCOMPARE(h.flowers(3), 4);
        QCOMPARE(h.keptBack(), 28);
        AUTO_UNTIL(h, false);
        QVERIFY(h.outcome().drawn);
        QCOMPARE(h.wallLeft(), 28);
        QCOMPARE(settleOf(h).totals[3], std::int64_t(3)); // M52: drawn hand, all settle points
    }

    void replacementWithoutDrawableTileEndsDrawn_M40()
    {
        // The dealer draws the last drawable tile, its fourth 7z, and declares the kong: the
        // kong's 2 points keep two more stacks back, so no replacement can be drawn and the
        // hand ends drawn ([decided]).
        Spec sp;
        sp.hands[0] = "1z2z3z4z6z 1m9m1s9s1p9p 2m5s7p 7z7z7z";
        sp.hands[1] = kJunk1;
        sp.hands[2] = kJunk2;
        sp.hands[3] = kJunk3;
        sp.at[kFirstDraw + 51] = "7z";
        sp.tail = {"", "8p", "8p", "8p", "8p"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 0 && h.lastDrawn() == Tile::honour(7));
        QCOMPARE(h.drawable(), 0);
        ACT(h, 0, Action::concealedKong(Tile::honour(7)));
        QVERIFY(h.over());
        QVERIFY(h.outcome().drawn);
        QCOMPARE(h.outcome().concealedKongs[0], 1);
        QCOMPARE(countEvents(log, Event::Type::Replacement), 0);
        QCOMPARE(settleOf(h).totals[0], std::int64_t(3 * 2)); // M52: its 2 points, pairwise
    }

    void fenBingTwiceThenStops_M53()
    {
        Spec sp;
        sp.hands[0] = "1z 2z 3z";
        sp.at[kFirstDraw] = "1z";
        sp.at[kFirstDraw + 1] = "1z";
        sp.at[kFirstDraw + 2] = "1z";
        sp.at[kFirstDraw + 4] = "2z";
        sp.at[kFirstDraw + 5] = "2z";
        sp.at[kFirstDraw + 6] = "2z";
        sp.at[kFirstDraw + 8] = "4z"; // seat 1 does not follow the third time
        sp.at[kFirstDraw + 9] = "3z";
        sp.at[kFirstDraw + 10] = "3z";
        sp.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        ACT(h, 0, Action::discard(Tile::honour(1)));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 0);
        QCOMPARE(h.fenBing(), 1);
        ACT(h, 0, Action::discard(Tile::honour(2)));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 0);
        QCOMPARE(h.fenBing(), 2);
        ACT(h, 0, Action::discard(Tile::honour(3)));
        AUTO_UNTIL(h, h.phase() == Phase::Turn && h.toAct() == 0);
        QCOMPARE(h.fenBing(), 2);
        AUTO_UNTIL(h, false);
        QCOMPARE(h.outcome().fenBing, 2);
        const Settlement st = settleOf(h);
        std::int64_t fen = 0;
        for (const Payment &p : st.payments)
            if (p.why == Payment::Why::FenBing)
                fen += p.amount;
        QCOMPARE(fen, std::int64_t(3 * (1 + 2)));
    }

    void fenBingBrokenByClaim_M53()
    {
        Spec sp;
        sp.hands[0] = "1z";
        sp.hands[2] = "1z1z";
        sp.at[kFirstDraw] = "2z"; // seat 1's draw
        sp.tail = {"", "5m"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        ACT(h, 0, Action::discard(Tile::honour(1)));
        AUTO_UNTIL(h, h.phase() == Phase::Claim && h.toAct() == 2);
        ACT(h, 2, Action::pung());
        AUTO_UNTIL(h, false);
        QCOMPARE(h.outcome().fenBing, 0);
    }

    void settlementItemised_M50_M51_M52_M54()
    {
        Spec sp;
        sp.hands[0] = "123p456p789p123s456s 9s9s";
        sp.hands[1] = "1f2f3f4f5f";
        sp.tail = {"", "", "", "", "", "", "5m"};
        sp.streak = 2;
        EventLog log;
        HandState h(build(sp), &log);
        QCOMPARE(h.flowers(1), 5);
        ACT(h, 0, Action::win()); // 天胡 in the dealer's second hand
        const Settlement st = settleOf(h);
        QCOMPARE(st.points[1], 2);
        // Each loser pays 1 × 4 × 3; seat 1 (2 points) is paid 2 by each other loser.
        QCOMPARE(st.totals[0], std::int64_t(3 * 12));
        QCOMPARE(st.totals[1], std::int64_t(-12 + 4));
        for (const Payment &p : st.payments)
            QVERIFY(!paymentText(p, st).empty());
    }

    void computerPlayersLegal_M37()
    {
        // The efficient player tries 搶槓胡 only when sure: never a 詐胡 over many hands.
        int zhaHu = 0;
        for (int k = 0; k < 300; ++k) {
            std::array<std::unique_ptr<Player>, kSeats> owned;
            std::array<Player *, kSeats> ps {};
            for (Seat s = 0; s < kSeats; ++s) {
                owned[std::size_t(s)] = makePlayer("efficient", 0);
                ps[std::size_t(s)] = owned[std::size_t(s)].get();
            }
            const PlayedHand hand = playHand(Rules {}, HandSetup::fromSeed(std::uint64_t(k), Seat(k & 3)), ps, false, true);
            zhaHu += hand.outcome.way == Way::ZhaHu && !hand.outcome.drawn;
        }
        QCOMPARE(zhaHu, 0);
    }
    void whiteDragonIsGold_M13()
    {
        // 正金: 白板 is the gold; the 白板s are wild and cannot be punged, nothing stands in.
        Spec sp;
        sp.hands[0] = "5z 1m";
        sp.hands[1] = "5z5z";
        sp.tail = {"", "5z"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        QCOMPARE(h.gold(), kWhiteDragon);
        QCOMPARE(h.concealed(1).golds, 2);
        ACT(h, 0, Action::discard(kWhiteDragon));
        QCOMPARE(h.phase(), Phase::Turn); // a gold: no claim
        QCOMPARE(h.toAct(), Seat(1));
    }

    void claimsAllowedInLastFour_M38()
    {
        Spec sp;
        sp.hands[0] = kJunk0;
        sp.hands[1] = kJunk1;
        sp.hands[2] = "1z2z3z4z6z 1m9m1s9s1p9p 5p5p 7s 3p 4p";
        sp.hands[3] = kJunk3;
        sp.at[kFirstDraw + 48] = "5p"; // seat 1 draws it among the last four and lets it go
        sp.tail = {"", "8p", "8p", "8p", "8p", "5p"};
        EventLog log;
        HandState h(build(sp), &log);
        SKIP_OPENING(h);
        AUTO_UNTIL(h, h.phase() == Phase::Claim && h.lastDiscard() == Tile::suited(2, 5));
        QCOMPARE(h.toAct(), Seat(2));
        QVERIFY(h.drawable() < kLastDrawable);
        QVERIFY(has(h.legalActions(2), Action::pung()));
        ACT(h, 2, Action::pung());
        AUTO_UNTIL(h, false);
        QCOMPARE(h.meldCount(2), 1);
    }
};

QTEST_GUILESS_MAIN(TestMahjongRules)
#include "test_mahjong_rules.moc"
