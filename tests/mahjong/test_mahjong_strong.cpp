// The strong mahjong player (strong_player.h): it decides from its view alone (a mirror of the
// seat's view with nothing hidden in it gets the same decision from the same seed), the worlds
// it simulates are consistent with the view (144 tiles in place, the seat's hand and everything
// public unchanged, a 游金 seat dealt a 游金 hand, M33), its playout budget holds, and it never
// makes an illegal move over many seeded hands (M20–M38).

#include "mahjong/players.h"
#include "mahjong/strong_player.h"

#include <QTest>

#include <algorithm>
#include <functional>

using namespace qixing;
using namespace qixing::mahjong;

namespace {

// Plays seeded hands with efficient players and calls `visit` at every decision with the
// state and the seat asked.
void forEachDecision(int hands, std::uint64_t seed, const std::function<void(const HandState &, Seat)> &visit)
{
    EfficientPlayer efficient;
    for (int n = 0; n < hands; ++n) {
        HandState h(HandSetup::fromSeed(deriveSeed(seed, std::uint64_t(n)), Seat(n & 3)));
        while (!h.over()) {
            const Seat s = h.toAct();
            visit(h, s);
            const Action a = efficient.choose(HandView(h, s));
            QVERIFY(h.apply(s, a).empty());
        }
    }
}

// What seat s sees of h, as a LAN client is told it; another seat's concealed kong not turned
// over is given a wrong kind on purpose (the view must not depend on it).
HandState::SeatMirror mirrorOf(const HandState &h, Seat s)
{
    HandState::SeatMirror m;
    m.seat = s;
    m.phase = h.phase();
    m.hand = h.hand(s);
    m.gold = h.gold();
    m.lastDiscard = h.lastDiscard();
    m.lastDrawn = h.lastDrawn();
    m.dealer = h.dealer();
    m.lastDiscarder = h.lastDiscarder();
    m.drawable = h.drawable();
    m.passedWin = h.mayNotWinOnDiscard(s);
    m.visible = h.visible();
    for (Seat o = 0; o < kSeats; ++o) {
        for (int i = 0; i < h.meldCount(o); ++i) {
            Meld meld = h.meld(o, i);
            if (o != s && meld.type == Meld::Type::ConcealedKong && !meld.revealed)
                meld.tiles.fill(Tile(h.gold().kind() == 0 ? 1 : 0));
            m.melds[std::size_t(o)].push_back(meld);
        }
        m.flowers[std::size_t(o)] = h.flowers(o);
        m.you[std::size_t(o)] = h.youLevel(o);
    }
    return m;
}

int concealedSize(const HandState &h, Seat s)
{
    int n = 0;
    for (auto c : h.hand(s))
        n += c;
    return n;
}

StrongOptions smallBudget(int playouts)
{
    StrongOptions o;
    o.playouts = playouts;
    o.ms = 0; // reproducible: the budget in playouts only
    return o;
}

} // namespace

class TestMahjongStrong : public QObject
{
    Q_OBJECT

private slots:
    // The sampled worlds hold the 144 tiles exactly once each (no kind more than four times,
    // nothing seen dealt again), keep the seat's hand and everything public, give every other
    // seat as many tiles as it holds, and differ in what the seat cannot see.
    void worldsAreConsistentWithTheView()
    {
        int checked = 0, differing = 0, swimming = 0;
        forEachDecision(40, 41, [&](const HandState &h, Seat s) {
            const HandView view(h, s);
            const WorldSampler sampler(view);
            if (h.phase() == Phase::Opening) {
                QVERIFY(!sampler.usable());
                return;
            }
            QVERIFY2(sampler.usable(), "every decision after the opening can be modelled");
            Rng rng(deriveSeed(7, std::uint64_t(checked)));
            const HandState a = sampler.sample(rng);
            const HandState b = sampler.sample(rng);
            for (const HandState *w : {&a, &b}) {
                QCOMPARE(QString::fromStdString(w->checkConservation()), QString());
                const HandView seen(*w, s);
                QVERIFY(seen.hand() == view.hand());
                QCOMPARE(seen.drawable(), view.drawable());
                QCOMPARE(w->phase(), h.phase());
                QCOMPARE(w->gold(), h.gold());
                for (int k = 0; k < kAllKinds; ++k)
                    QCOMPARE(seen.unseen(k), view.unseen(k));
                for (Seat o = 0; o < kSeats; ++o) {
                    QCOMPARE(w->meldCount(o), h.meldCount(o));
                    for (int i = 0; i < h.meldCount(o); ++i) {
                        QCOMPARE(seen.meldKind(o, i), view.meldKind(o, i));
                        QCOMPARE(int(seen.meldType(o, i)), int(view.meldType(o, i)));
                    }
                    QCOMPARE(w->flowers(o), h.flowers(o));
                    QCOMPARE(w->youLevel(o), h.youLevel(o));
                    if (o != s)
                        QCOMPARE(concealedSize(*w, o), concealedSize(h, o));
                    if (o != s && h.youLevel(o) > 0) {
                        // M33: the next draw wins, whatever it is.
                        ++swimming;
                        Concealed c = w->concealed(o);
                        ++c.plain[0];
                        QVERIFY(isComplete(c));
                    }
                }
                // What the seat may do is still allowed in the world.
                ActionList legal;
                view.legalActions(legal);
                const HandState asked = w->phase() == Phase::Claim ? w->askedInClaim(s) : *w;
                for (const Action &act : legal)
                    QVERIFY2(asked.check(s, act).empty(), actionKindName(act.kind));
            }
            for (Seat o = 0; o < kSeats; ++o)
                differing += o != s && a.hand(o) != b.hand(o);
            ++checked;
        });
        QVERIFY(checked > 500);
        QVERIFY(differing > checked); // the hidden tiles are dealt afresh
        QVERIFY(swimming > 0);
    }

    // Two states that look the same from a seat: the real one, and its mirror in which the
    // other hands and the wall are empty and hidden kongs have a wrong kind. The same seed
    // gives the same worlds and the same decision.
    void decidesFromTheViewAlone()
    {
        int searched = 0, compared = 0;
        forEachDecision(6, 43, [&](const HandState &h, Seat s) {
            if (h.phase() == Phase::Opening)
                return;
            const std::vector<Action> offered = h.legalActions(s);
            const HandState m = HandState::mirror(mirrorOf(h, s));
            const HandView real(h, s), mirrored(m, s, &offered);
            const WorldSampler a(real), b(mirrored);
            QCOMPARE(a.usable(), b.usable());
            QVERIFY(a.unseen() == b.unseen());
            Rng ra(5), rb(5);
            const HandState wa = a.sample(ra), wb = b.sample(rb);
            for (Seat o = 0; o < kSeats; ++o)
                QVERIFY(wa.hand(o) == wb.hand(o));
            StrongPlayer pa(99, smallBudget(24)), pb(99, smallBudget(24));
            const Action da = pa.choose(real), db = pb.choose(mirrored);
            QVERIFY(da == db);
            QCOMPARE(pa.playouts(), pb.playouts());
            searched += pa.lastPlayouts() > 0;
            ++compared;
        });
        QVERIFY(compared > 200);
        QVERIFY(searched > 20); // many of them were real searches
    }

    // The playout budget: no decision runs more than it, real choices use it, forced ones none.
    void respectsThePlayoutBudget()
    {
        constexpr int kBudget = 64;
        StrongPlayer strong(3, smallBudget(kBudget));
        long long sum = 0;
        int searched = 0;
        forEachDecision(6, 47, [&](const HandState &h, Seat s) {
            const HandView view(h, s);
            strong.choose(view);
            QVERIFY(strong.lastPlayouts() <= kBudget);
            if (h.legalActions(s).size() == 1)
                QCOMPARE(strong.lastPlayouts(), 0);
            searched += strong.lastPlayouts() > 0;
            sum += strong.lastPlayouts();
        });
        QCOMPARE(strong.playouts(), sum);
        QVERIFY(searched > 20);
        QVERIFY(sum > 20LL * kBudget / 2);
    }

    // Over many seeded hands, with the engine checking every action and the 144 tiles after
    // every step: strong in one or two seats, the others efficient or random.
    void neverMakesAnIllegalMove()
    {
        EfficientPlayer efficient;
        for (int n = 0; n < 40; ++n) {
            StrongPlayer a(deriveSeed(11, std::uint64_t(n)), smallBudget(16));
            StrongPlayer b(deriveSeed(12, std::uint64_t(n)), smallBudget(16));
            RandomPlayer random(deriveSeed(13, std::uint64_t(n)));
            std::array<Player *, kSeats> players {&a, &efficient, n % 2 ? static_cast<Player *>(&b) : &random, &efficient};
            const PlayedHand p = playHand(Rules {}, HandSetup::fromSeed(deriveSeed(17, std::uint64_t(n)), Seat(n & 3)),
                                          players, false, true);
            std::int64_t total = 0;
            for (auto t : p.settlement.totals)
                total += t;
            QCOMPARE(total, std::int64_t(0));
        }
    }

    // Levels and kinds: makePlayer knows every kind and level, and the strong options.
    void levelsAndKinds()
    {
        for (const std::string &k : playerKinds())
            QVERIFY(makePlayer(k, 1) != nullptr);
        const auto levels = playerLevels();
        QCOMPARE(int(levels.size()), 3);
        QCOMPARE(QString::fromStdString(levels.back().kind), QStringLiteral("strong"));
        for (const PlayerLevel &l : levels)
            QCOMPARE(QString::fromStdString(makePlayer(l.id, 1)->kind()), QString::fromStdString(l.kind));
        const auto o = StrongPlayer::parse("strong:playouts=500:ms=20:margin=0.5");
        QVERIFY(o.has_value());
        QCOMPARE(o->playouts, 500);
        QCOMPARE(o->ms, 20.0);
        QCOMPARE(o->margin, 0.5);
        QVERIFY(!StrongPlayer::parse("strong:playouts=0"));
        QVERIFY(!StrongPlayer::parse("strong:speed=2"));
        QVERIFY(!StrongPlayer::parse("strongest"));
        QVERIFY(makePlayer("strong:nonsense", 1) == nullptr);
    }
};

QTEST_GUILESS_MAIN(TestMahjongStrong)
#include "test_mahjong_strong.moc"
