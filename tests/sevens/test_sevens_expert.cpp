// SPDX-License-Identifier: GPL-3.0-or-later
// The expert player and what it is built from: playouts that follow the rules (S4–S9), a
// quick scoring equal to settle() (S20–S23, S30–S31), worlds consistent with the seat's view
// and uniform once weighted, decisions from the view alone, and the budget.

#include "common/rng.h"
#include "sevens/duplicate.h"
#include "sevens/expert_player.h"
#include "sevens/players.h"
#include "sevens/playout.h"
#include "sevens/scoring.h"
#include "sevens/table.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <vector>

using namespace qixing;
using namespace qixing::sevens;

namespace {

// Every combination of scoring options the rules allow.
std::vector<Rules> allScorings()
{
    std::vector<Rules> out;
    for (int bits = 0; bits < 32; ++bits) {
        Rules r;
        r.preset = bits & 1 ? Preset::Biqi : Preset::Uniform;
        r.allCovered100 = bits & 2;
        r.sevenClearSix = bits & 4;
        r.bigMidSmall = bits & 8;
        r.headTail = bits & 16;
        if (r.validate().empty())
            out.push_back(r);
    }
    return out;
}

// Positions from real hands: every turn of hands played by a mix of heuristic and random
// players, with and without 去頭去尾.
template<typename F>
void forEachPosition(std::uint64_t seeds, F &&visit)
{
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        HandState h(Deal::fromSeed(seed), seed % 2);
        HeuristicPlayer heuristic;
        RandomPlayer random(seed);
        while (!h.finished()) {
            visit(h, seed);
            Player &p = (h.toMove() + int(seed)) % 3 == 0 ? static_cast<Player &>(random) : heuristic;
            h.applyUnchecked(p.chooseAction(HandView(h, h.toMove())));
        }
        visit(h, seed);
    }
}

bool sameView(const HandView &a, const HandView &b)
{
    if (a.turn() != b.turn() || a.hand() != b.hand() || a.myCovered() != b.myCovered() || a.table() != b.table())
        return false;
    for (Seat s = 0; s < kSeats; ++s)
        if (a.handCount(s) != b.handCount(s) || a.coverCount(s) != b.coverCount(s) || a.lastPlayed(s) != b.lastPlayed(s))
            return false;
    for (int i = 0; i < a.turn(); ++i)
        if (a.move(i).seat != b.move(i).seat || a.move(i).cover != b.move(i).cover || a.move(i).card != b.move(i).card)
            return false;
    return true;
}

ExpertPlayer::Options budget(int playouts, int ms = 0)
{
    ExpertPlayer::Options o;
    o.playouts = playouts;
    o.ms = ms;
    return o;
}

// Every world consistent with a late position's view, by brute force: every way to give
// the unseen cards to the other seats' hands and to their covers in the history that
// replays the history. A world is keyed by the hands and the card of each hidden cover.
struct ListedWorlds
{
    std::vector<int> hiddenCovers; // the other seats' covers in the history
    std::map<std::vector<std::uint64_t>, WorldSampler::World> worlds;
    std::vector<std::uint64_t> key(const WorldSampler::World &w) const
    {
        std::vector<std::uint64_t> k;
        for (Seat s = 0; s < kSeats; ++s)
            k.push_back(w.hands[std::size_t(s)].bits());
        for (int i : hiddenCovers)
            k.push_back(std::uint64_t(w.coverCard[std::size_t(i)].index()));
        return k;
    }
};

// Calls visit(view, listed, seed) on late positions of seeded hands (the seat to move has
// seen another seat cover; 4 to 7 unseen cards; at least 3 consistent worlds) until `wanted`
// of them passed or one failed (visit returns false); returns how many passed.
template<typename F>
int forEachListedPosition(int wanted, F &&visit)
{
    int passed = 0;
    bool failed = false;
    forEachPosition(400, [&](const HandState &h, std::uint64_t seed) {
        if (failed || passed >= wanted || h.finished() || h.turn() < 36)
            return;
        const Seat me = h.toMove();
        const HandView v(h, me);
        int othersCovers = 0;
        for (Seat s = 0; s < kSeats; ++s)
            if (s != me)
                othersCovers += v.coverCount(s);
        const std::vector<Card> unseen(v.unseen().begin(), v.unseen().end());
        if (othersCovers == 0 || unseen.size() > 7 || unseen.size() < 4)
            return;
        ListedWorlds listed;
        std::vector<std::pair<Seat, int>> places; // (seat, cover move or -1)
        for (int i = 0; i < v.turn(); ++i)
            if (v.move(i).cover && v.move(i).seat != me) {
                places.push_back({v.move(i).seat, i});
                listed.hiddenCovers.push_back(i);
            }
        for (Seat s = 0; s < kSeats; ++s)
            if (s != me)
                for (int k = 0; k < v.handCount(s); ++k)
                    places.push_back({s, -1});
        QCOMPARE(places.size(), unseen.size());
        const WorldSampler replay(v, WorldSampler::Model {0, 0});
        std::vector<int> order(unseen.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = int(i);
        do {
            WorldSampler::World w;
            w.hands[std::size_t(me)] = v.hand();
            w.covered[std::size_t(me)] = v.myCovered();
            for (std::size_t i = 0; i < places.size(); ++i) {
                const Card c = unseen[std::size_t(order[i])];
                if (places[i].second >= 0) {
                    w.coverCard[std::size_t(places[i].second)] = c;
                    w.covered[std::size_t(places[i].first)].insert(c);
                } else {
                    w.hands[std::size_t(places[i].first)].insert(c);
                }
            }
            if (replay.state(w))
                listed.worlds.emplace(listed.key(w), w);
        } while (std::next_permutation(order.begin(), order.end()));
        if (listed.worlds.size() < 3)
            return;
        if (visit(v, listed, seed))
            ++passed;
        else
            failed = true;
    });
    return passed;
}

} // namespace

class TestSevensExpert : public QObject
{
    Q_OBJECT

private slots:
    // S20–S23, S30–S31: the playouts' scoring is settle()'s, on every rule combination.
    void quickResultIsSettle()
    {
        int compared = 0;
        Rng rng(5);
        for (int n = 0; n < 4000; ++n) {
            // Random consistent outcomes, rich in the rare cases: clear, clear on a seven,
            // all covered, equal points.
            std::vector<Card> pool;
            for (Card c : CardSet::fullDeck() - CardSet(CardSet::kSevens))
                pool.push_back(c);
            rng.shuffle(pool.data(), pool.size());
            HandOutcome o;
            std::size_t next = 0;
            for (Seat s = 0; s < kSeats; ++s) {
                const std::uint32_t kind = rng.below(5);
                const int covers = kind == 0 ? 0 : kind == 1 ? 13 : int(rng.below(kind == 2 ? 3 : 9));
                for (int k = 0; k < covers && next < pool.size(); ++k)
                    o.covered[std::size_t(s)].insert(pool[next++]);
                if (o.covered[std::size_t(s)].size() < kRanks)
                    o.last[std::size_t(s)] = rng.below(2) || next == pool.size() ? Card(Suit(s), 7) : pool[next++];
            }
            if (!o.validate().empty())
                continue;
            std::array<int, kSeats> points {};
            std::array<Status, kSeats> status {};
            for (Seat s = 0; s < kSeats; ++s) {
                points[std::size_t(s)] = o.covered[std::size_t(s)].points();
                status[std::size_t(s)] = o.status(s);
            }
            for (const Rules &r : allScorings()) {
                const Settlement st = settle(r, o);
                for (Seat s = 0; s < kSeats; ++s)
                    QCOMPARE(quickResult(r, points, status, s), st.results[std::size_t(s)].toDouble());
                ++compared;
            }
        }
        QVERIFY(compared > 20000);
    }

    // S4–S9: the playout policy only makes legal moves, and a playout tracks a HandState
    // move for move, ending with settle()'s results.
    void playoutsFollowTheRules()
    {
        Rng rng(3);
        for (std::uint64_t seed = 1; seed <= 500; ++seed) {
            HandState h(Deal::fromSeed(seed), seed % 2);
            Playout p = Playout::of(h);
            while (!h.finished()) {
                const Action a = p.policy(rng);
                QCOMPARE(h.apply(h.toMove(), a), MoveError::None);
                p.apply(a);
                const Playout q = Playout::of(h);
                QCOMPARE(p.hands, q.hands);
                QCOMPARE(p.covered, q.covered);
                QCOMPARE(p.coverPoints, q.coverPoints);
                QCOMPARE(p.lastSeven, q.lastSeven);
                QCOMPARE(p.targets, q.targets);
                QCOMPARE(p.toMove, q.toMove);
            }
            Rules r;
            r.headTail = seed % 2;
            r.sevenClearSix = seed % 3 == 0;
            const Settlement st = settle(r, HandOutcome::of(h));
            for (Seat s = 0; s < kSeats; ++s)
                QCOMPARE(p.result(r, s), st.results[std::size_t(s)].toDouble());
        }
    }

    // S5–S7: a playout's heuristic move is HeuristicPlayer's from the same seat's view, at
    // every turn of seeded hands (plays, covers, dead cards, 去頭去尾), with the default and
    // with other weights.
    void playoutHeuristicIsTheHeuristicPlayer()
    {
        HeuristicPlayer::Weights other;
        other.gift = 0.5;
        other.block = 0.6;
        other.distanceFactor = 1.2;
        int compared = 0, covers = 0;
        forEachPosition(300, [&](const HandState &h, std::uint64_t) {
            if (h.finished())
                return;
            const HandView v(h, h.toMove());
            const Playout p = Playout::of(h);
            for (const HeuristicPlayer::Weights &w : {HeuristicPlayer::Weights {}, other}) {
                HeuristicPlayer hp(w);
                QCOMPARE(p.heuristic(hp), hp.chooseAction(v));
            }
            ++compared;
            covers += v.playable().empty();
        });
        QVERIFY(compared > 15000);
        QVERIFY(covers > 1000);
    }

    // The heuristic opponent model (hmodel): in hands played by four heuristic players, the
    // real deal's likelihood is odds / (odds + n − 1) for every move another seat made among
    // n > 1 cards (each was the heuristic's choice), the seats' sights rebuilt from the world
    // alone.
    void heuristicModelReadsTheRealHand()
    {
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            HandState h(Deal::fromSeed(seed), seed % 2);
            HeuristicPlayer heuristic;
            double expected = 0; // log-likelihood of the other seats' moves so far
            const Seat me = Seat(seed % kSeats);
            while (!h.finished()) {
                if (h.toMove() == me && h.turn() > 0) {
                    const HandView v(h, me);
                    WorldSampler::Model model;
                    model.heuristicOdds = 3;
                    const WorldSampler sampler(v, model);
                    WorldSampler::World w;
                    for (Seat s = 0; s < kSeats; ++s) {
                        w.hands[std::size_t(s)] = h.hand(s);
                        w.covered[std::size_t(s)] = h.covered(s);
                    }
                    for (int i = 0; i < h.turn(); ++i)
                        if (h.moveAction(i).isCover())
                            w.coverCard[std::size_t(i)] = h.moveAction(i).card;
                    QVERIFY(std::abs(sampler.logLikelihood(w) - expected) < 1e-9);
                    ++checked;
                }
                const HandView v(h, h.toMove());
                const int options = v.playable().empty() ? v.hand().size() : v.playable().size();
                if (h.toMove() != me && options > 1)
                    expected += std::log(3.0 / (3 + options - 1));
                h.applyUnchecked(heuristic.chooseAction(v));
            }
        }
        QVERIFY(checked > 300);
    }

    // Every sampled world agrees with all the seat has seen: the whole public history
    // replays on the deal it implies (so a seat that covered held nothing that fitted, S6),
    // and the seat's view of it is the seat's view of the real hand.
    void worldsAreConsistentWithTheView()
    {
        int worlds = 0, positions = 0;
        Rng rng(17);
        forEachPosition(40, [&](const HandState &h, std::uint64_t) {
            if (h.finished())
                return;
            const Seat me = Seat(rng.below(kSeats)); // any seat, not only the one to move
            const HandView v(h, me);
            const WorldSampler sampler(v, WorldSampler::Model {2.0, 0.2});
            ++positions;
            for (int k = 0; k < 3; ++k) {
                WorldSampler::World w;
                QVERIFY(sampler.sample(rng, w));
                const std::optional<HandState> state = sampler.state(w);
                QVERIFY(state);
                QVERIFY(sameView(HandView(*state, me), v));
                QCOMPARE(w.hands[std::size_t(me)], v.hand());
                ++worlds;
            }
        });
        QVERIFY(positions > 2000);
        QVERIFY(worlds == 3 * positions);
    }

    // Weighted by their weights, the sampled worlds are uniform over the consistent deals:
    // late positions small enough to list every consistent deal are compared with the
    // weighted frequencies of 200,000 samples (model off).
    void weightedWorldsAreUniform()
    {
        const int checked = forEachListedPosition(6, [](const HandView &v, const ListedWorlds &listed, std::uint64_t seed) {
            const WorldSampler sampler(v, WorldSampler::Model {0, 0});
            Rng rng(seed);
            constexpr int kSamples = 200000;
            std::map<std::vector<std::uint64_t>, double> weight, count;
            double total = 0;
            for (int n = 0; n < kSamples; ++n) {
                WorldSampler::World w;
                if (!sampler.sample(rng, w))
                    return false;
                const auto k = listed.key(w);
                if (!listed.worlds.count(k))
                    return false;
                weight[k] += std::exp(w.logWeight);
                count[k] += 1;
                total += std::exp(w.logWeight);
            }
            // Total variation distance from uniform, weighted and (for information) not.
            double distance = 0, unweighted = 0;
            const double uniform = 1.0 / double(listed.worlds.size());
            for (const auto &[k, world] : listed.worlds) {
                distance += std::abs(weight[k] / total - uniform) / 2;
                unweighted += std::abs(count[k] / kSamples - uniform) / 2;
            }
            // Sampling noise alone gives about 0.4·sqrt(worlds / samples).
            const double noise = 0.4 * std::sqrt(double(listed.worlds.size()) / kSamples);
            qInfo("%d consistent worlds: distance from uniform %.4f weighted, %.4f unweighted (noise %.4f)",
                  int(listed.worlds.size()), distance, unweighted, noise);
            return distance < 3 * noise + 0.005;
        });
        QCOMPARE(checked, 6);
    }

    // The Markov chain's worlds follow the opponent model's posterior: on late positions
    // small enough to list every consistent deal, the frequencies of 300,000 steps of the
    // chain match each world's likelihood under the heuristic model (odds 3) normalised over
    // all of them, and, with the model off, the uniform distribution. The posterior is far
    // from uniform on some positions, so a chain that ignored the model would fail.
    void chainFollowsTheModel()
    {
        double farthest = 0; // the largest distance of a posterior from uniform
        const int checked = forEachListedPosition(6, [&](const HandView &v, const ListedWorlds &listed, std::uint64_t seed) {
            for (const double odds : {3.0, 0.0}) {
                const WorldSampler sampler(v, WorldSampler::Model {0, 0, odds});
                std::map<std::vector<std::uint64_t>, double> target;
                double total = 0;
                for (const auto &[k, world] : listed.worlds)
                    total += target[k] = std::exp(sampler.logLikelihood(world));
                Rng rng(seed);
                WorldSampler::World w;
                if (!sampler.sample(rng, w))
                    return false;
                constexpr int kSteps = 300000;
                std::map<std::vector<std::uint64_t>, double> count;
                for (int n = 0; n < kSteps; ++n) {
                    sampler.step(rng, w);
                    if (!sampler.state(w) || w.hands[std::size_t(v.seat())] != v.hand())
                        return false;
                    count[listed.key(w)] += 1;
                }
                double distance = 0, fromUniform = 0;
                for (const auto &[k, p] : target) {
                    distance += std::abs(count[k] / kSteps - p / total) / 2;
                    fromUniform += std::abs(1.0 / double(listed.worlds.size()) - p / total) / 2;
                }
                farthest = std::max(farthest, fromUniform);
                // Successive steps are correlated: a looser bound than independent samples'.
                const double noise = 0.4 * std::sqrt(double(listed.worlds.size()) / kSteps);
                qInfo("odds %.0f, %d worlds: chain %.4f from the posterior, which is %.4f from uniform", odds,
                      int(listed.worlds.size()), distance, fromUniform);
                if (distance > 10 * noise + 0.01)
                    return false;
            }
            return true;
        });
        QCOMPARE(checked, 6);
        QVERIFY2(farthest > 0.1, qPrintable(QString::number(farthest)));
    }

    // Two states that look the same from the seat to move — the real one and the mirror
    // built from the seat's knowledge alone, where hidden cards sit anywhere — get the same
    // decision from experts with the same seed.
    void decidesFromItsViewAlone()
    {
        int compared = 0;
        forEachPosition(30, [&](const HandState &h, std::uint64_t seed) {
            if (h.finished() || h.turn() % 5 != 1)
                return;
            const HandView v(h, h.toMove());
            const std::optional<HandState> mirror = HandState::mirror(v.knowledge());
            QVERIFY(mirror);
            const HandView mv(*mirror, h.toMove());
            QVERIFY(sameView(mv, v));
            ExpertPlayer a(Rules {}, seed, budget(300)), b(Rules {}, seed, budget(300));
            QCOMPARE(a.chooseAction(v), b.chooseAction(mv));
            ++compared;
        });
        QVERIFY(compared > 200);
    }

    // The budget: never more playouts than allowed, all of them spent without a time cap,
    // nothing for a forced move, and a time cap ends a huge budget early.
    void budgetIsRespected()
    {
        int decisions = 0;
        forEachPosition(12, [&](const HandState &h, std::uint64_t seed) {
            if (h.finished())
                return;
            const HandView v(h, h.toMove());
            const int options = v.playable().empty() ? v.hand().size() : v.playable().size();
            for (int playouts : {40, 500, 3000}) {
                ExpertPlayer p(Rules {}, seed, budget(playouts));
                const Action a = p.chooseAction(v);
                QCOMPARE(h.check(h.toMove(), a), MoveError::None);
                QVERIFY(p.lastPlayouts() <= playouts);
                if (options == 1)
                    QCOMPARE(p.lastPlayouts(), 0);
                else
                    QVERIFY2(p.lastPlayouts() >= playouts * 3 / 4,
                             qPrintable(QString("%1 of %2 with %3 options").arg(p.lastPlayouts()).arg(playouts).arg(options)));
                ++decisions;
            }
        });
        QVERIFY(decisions > 500);
        // Ten million playouts take seconds; a 1 ms cap stops long before.
        HandState h(Deal::fromSeed(9), false);
        h.applyUnchecked(Action::play(kSevenOfSpades));
        while (HandView(h, h.toMove()).playable().size() < 2)
            h.applyUnchecked(HeuristicPlayer().chooseAction(HandView(h, h.toMove())));
        ExpertPlayer capped(Rules {}, 1, budget(10'000'000, 1));
        QCOMPARE(h.check(h.toMove(), capped.chooseAction(HandView(h, h.toMove()))), MoveError::None);
        QVERIFY(capped.lastPlayouts() > 0 && capped.lastPlayouts() < 10'000'000);
    }

    // The analysis lists every legal action once, best first, and the best is the choice.
    void analysisCoversEveryLegalAction()
    {
        int checked = 0;
        forEachPosition(10, [&](const HandState &h, std::uint64_t seed) {
            if (h.finished())
                return;
            const HandView v(h, h.toMove());
            const CardSet options = v.playable().empty() ? v.hand() : v.playable();
            ExpertPlayer a(Rules {}, seed, budget(400)), b(Rules {}, seed, budget(400));
            const auto estimates = a.analyse(v);
            QCOMPARE(int(estimates.size()), options.size());
            CardSet listed;
            for (const auto &e : estimates) {
                QCOMPARE(h.check(h.toMove(), e.action), MoveError::None);
                listed.insert(e.action.card);
            }
            QCOMPARE(listed, options);
            QCOMPARE(estimates.front().action, b.chooseAction(v));
            ++checked;
        });
        QVERIFY(checked > 400);
    }

    void optionsAndLevels()
    {
        QVERIFY(ExpertPlayer::parse("expert"));
        const auto o = ExpertPlayer::parse("expert:playouts=500:ms=0:model=0:play=1.5:cover=0");
        QVERIFY(o);
        QCOMPARE(o->playouts, 500);
        QCOMPARE(o->ms, 0);
        QCOMPARE(o->model, false);
        QCOMPARE(o->weights.playBias, 1.5);
        QCOMPARE(o->weights.coverBias, 0.0);
        QVERIFY(ExpertPlayer::parse("expert:hplay=1:gift=2:own=8:ownpts=1:cown=2:cblock=0"));
        QCOMPARE(ExpertPlayer::parse("expert:gift=2")->policy.gift, 2);
        const auto h = ExpertPlayer::parse("expert:opp=1:self=1:hmodel=2.5:end=4");
        QVERIFY(h && h->heuristicOthers && h->heuristicSelf);
        QCOMPARE(h->weights.heuristicOdds, 2.5);
        QCOMPARE(h->exactEnd, 4);
        const auto c = ExpertPlayer::parse("expert:chain=7:chains=3");
        QVERIFY(c && c->chain == 7 && c->chains == 3);
        QCOMPARE(ExpertPlayer::parse("expert:chain=0")->chain, 0);
        for (const char *bad : {"expert:", "expert:playouts", "expert:playouts=0", "expert:playouts=1.5", "expert:gift=1.5",
                                "expert:ms=-1", "expert:model=2", "expert:hmodel=1001", "expert:opp=2", "expert:end=7", "expert:chain=1.5", "expert:chains=0", "expert:colour=1", "expert:playouts=5x", "experts"})
            QVERIFY2(!ExpertPlayer::parse(bad), bad);
        QVERIFY(!makePlayer("expert:colour=1", 1));

        // Levels: distinct ids, each builds a player, weakest first by budget.
        std::set<std::string> ids;
        for (const PlayerLevel &level : playerLevels()) {
            QVERIFY(ids.insert(level.id).second);
            QVERIFY(!level.english.empty());
            QVERIFY(makePlayer(level.id, 1, Rules {}));
            QVERIFY(makePlayer(level.kind, 1, Rules {}));
        }
        QCOMPARE(int(ids.size()), 4);
    }

    // Strength, on a small budget so the test stays quick (ms=0: the same result every run):
    // clearly ahead of the heuristic under uniform scoring and biqi, and ahead of search.
    void expertBeatsTheOthers()
    {
        const std::string expert = "expert:playouts=300:ms=0";
        const DuplicateResult u = playDuplicate(Rules {}, expert, "heuristic", 100, 61);
        QVERIFY2(u.mean > 2 * u.stderror, qPrintable(QString("uniform: %1 ± %2").arg(u.mean).arg(u.stderror)));
        Rules biqi;
        biqi.preset = Preset::Biqi;
        const DuplicateResult b = playDuplicate(biqi, expert, "heuristic", 100, 62);
        QVERIFY2(b.mean > 2 * b.stderror, qPrintable(QString("biqi: %1 ± %2").arg(b.mean).arg(b.stderror)));
        const DuplicateResult s = playDuplicate(Rules {}, expert, "search", 40, 63);
        QVERIFY2(s.mean > 0, qPrintable(QString("against search: %1 ± %2").arg(s.mean).arg(s.stderror)));
        qInfo("expert (300 playouts): %+.2f ± %.2f uniform, %+.2f ± %.2f biqi against heuristic; %+.2f ± %.2f against search",
              u.mean, u.stderror, b.mean, b.stderror, s.mean, s.stderror);
    }

    // Duplicate play reports the decision time of the player under test.
    void duplicateTimesTheDecisions()
    {
        const DuplicateResult d = playDuplicate(Rules {}, "expert:playouts=200:ms=0", "heuristic", 4, 3);
        QCOMPARE(d.moves, 4LL * kSeats * kRanks); // one player, 13 turns a hand, 4 hands a deal
        QVERIFY(d.msPerMove > 0 && d.maxMsPerMove >= d.msPerMove);
        // Every deal's result, for paired comparisons: their mean is the mean.
        QCOMPARE(int(d.perDeal.size()), 4);
        double sum = 0;
        for (double x : d.perDeal)
            sum += x;
        QVERIFY(std::abs(sum / 4 - d.mean) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestSevensExpert)
#include "test_sevens_expert.moc"
