// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/expert_player.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <string>

namespace qixing::sevens {

WorldSampler::WorldSampler(const HandView &view, Model model)
    : me_(view.seat()), headTail_(view.headTail()), model_(model), unseen_(view.unseen()), myHand_(view.hand()),
      myCovered_(view.myCovered()), table_(view.table()), targets_(view.targets())
{
    for (Seat s = 0; s < kSeats; ++s)
        lastSeven_[std::size_t(s)] = view.lastPlayed(s) && view.lastPlayed(s)->isSeven();
    for (int r = 1; r <= kRanks; ++r)
        coverOdds_[std::size_t(r - 1)] = std::exp(-model_.coverBias * r);
    if (model_.heuristicOdds > 0) {
        logOdds_ = std::log(model_.heuristicOdds);
        for (int n = 1; n <= kRanks; ++n)
            logChoices_[std::size_t(n)] = std::log(model_.heuristicOdds + n - 1);
    }
    // Replay the public history: a seat that covered held nothing that fitted then (S6), so
    // neither its cover nor anything it still holds is among the cards that fitted at any
    // of its covers up to then.
    std::array<CardSet, kSeats> forbidden {};
    std::array<int, kSeats> covers {};
    CardSet table;
    moves_.reserve(std::size_t(view.turn()));
    for (int i = 0; i < view.turn(); ++i) {
        const PublicMove m = view.move(i);
        const CardSet fit = targetsFor(table, i, headTail_);
        const int othersCovers = covers[0] + covers[1] + covers[2] + covers[3] - covers[std::size_t(m.seat)];
        moves_.push_back({m.seat, m.cover, m.card.has_value(), m.card.value_or(Card()), fit, table, othersCovers});
        if (m.cover) {
            ++covers[std::size_t(m.seat)];
            if (m.seat != me_) {
                forbidden[std::size_t(m.seat)] |= fit;
                slots_.push_back({m.seat, i, unseen_ - forbidden[std::size_t(m.seat)]});
            }
        } else {
            table.insert(*m.card);
            played_[std::size_t(m.seat)].insert(*m.card);
        }
    }
    for (Seat s = 0; s < kSeats; ++s)
        if (s != me_)
            for (int k = 0; k < view.handCount(s); ++k)
                slots_.push_back({s, -1, unseen_ - forbidden[std::size_t(s)]});
    // Most constrained first: when the allowed sets are nested this order draws every
    // consistent deal with the same probability, and the weight corrects the rest.
    std::stable_sort(slots_.begin(), slots_.end(),
                     [](const Slot &a, const Slot &b) { return a.allowed.size() < b.allowed.size(); });
}

namespace {
struct LogTable
{
    double v[kDeckSize + 1] {};
    LogTable()
    {
        for (int i = 1; i <= kDeckSize; ++i)
            v[i] = std::log(double(i));
    }
};
const LogTable kLog;
} // namespace

bool WorldSampler::sample(Rng &rng, World &w) const
{
    for (int attempt = 0; attempt < 16; ++attempt) {
        w.hands = {};
        w.covered = {};
        w.hands[std::size_t(me_)] = myHand_;
        w.covered[std::size_t(me_)] = myCovered_;
        CardSet left = unseen_;
        double logInverse = 0;
        bool ok = true;
        for (std::size_t k = 0; k < slots_.size(); ++k) {
            const Slot &slot = slots_[k];
            const CardSet allowed = left & slot.allowed;
            const int n = allowed.size();
            if (n == 0) {
                ok = false;
                break;
            }
            const Card c = allowed.nth(int(rng.below(std::uint32_t(n))));
            left.erase(c);
            w.slotCard[k] = c;
            logInverse += kLog.v[n];
            if (slot.move >= 0) {
                w.coverCard[std::size_t(slot.move)] = c;
                w.covered[std::size_t(slot.seat)].insert(c);
            } else {
                w.hands[std::size_t(slot.seat)].insert(c);
            }
        }
        if (!ok)
            continue;
        w.seatLog = {};
        for (Seat s = 0; s < kSeats && modelOn(); ++s)
            if (s != me_)
                w.seatLog[std::size_t(s)] = seatLogLikelihood(w, s);
        w.logWeight = logInverse + w.seatLog[0] + w.seatLog[1] + w.seatLog[2] + w.seatLog[3];
        return true;
    }
    return false;
}

// The opponent model, seat by seat: walking the seat's moves backwards, giving each card
// back to it, rebuilds its hand (and cover pile) before each of its moves in the world.
// With the heuristic model (heuristicOdds > 0), a move among n cards has the probability
// odds / (odds + n − 1) when it is HeuristicPlayer's choice from the seat's sight then,
// 1 / (odds + n − 1) when not. The earlier model: the seat plays among its playable cards
// with odds 1 + playBias for a card with some of its own cards beyond it (one that brings
// them closer), 1 for another, and covers a card of p points with odds exp(−coverBias · p).
double WorldSampler::seatLogLikelihood(const World &w, Seat s) const
{
    const bool heuristic = model_.heuristicOdds > 0;
    std::uint64_t hand = w.hands[std::size_t(s)].bits(), covered = w.covered[std::size_t(s)].bits();
    const double odds = heuristic ? logOdds_ : 0;
    double log = 0;
    // Turns rotate strictly (S8): the seat's moves are every fourth, back from its last.
    int i = int(moves_.size()) - 1;
    while (i >= 0 && moves_[std::size_t(i)].seat != s)
        --i;
    for (; i >= 0; i -= kSeats) {
        const Move &m = moves_[std::size_t(i)];
        const Card c = m.visible ? m.card : w.coverCard[std::size_t(i)];
        hand |= c.bit();
        if (m.cover)
            covered &= ~c.bit();
        const std::uint64_t playable = hand & m.targets.bits();
        const int choices = std::popcount(m.cover ? hand : playable);
        if (choices < 2)
            continue;
        if (heuristic) {
            const auto sight = HeuristicPlayer::Sight::of(hand, covered, m.table.bits(), m.othersCovers, headTail_);
            log += (heuristic_.choose(sight, CardSet(playable)).card == c ? odds : 0) - logChoices_[std::size_t(choices)];
        } else if (m.cover) {
            if (model_.coverBias == 0)
                continue;
            double total = 0;
            for (std::uint64_t b = hand; b; b &= b - 1)
                total += coverOdds_[std::size_t(std::countr_zero(b) & 15)];
            log += std::log(coverOdds_[std::size_t(c.rank() - 1)] / total);
        } else if (model_.playBias != 0) {
            const auto odds1 = [&](Card x) { return (hand & beyondMask(x)) ? 1.0 + model_.playBias : 1.0; };
            double total = 0;
            for (std::uint64_t b = playable; b; b &= b - 1)
                total += odds1(Card::fromIndex(std::countr_zero(b)));
            log += std::log(odds1(c) / total);
        }
    }
    return log;
}

double WorldSampler::logLikelihood(const World &w) const
{
    if (!modelOn())
        return 0;
    double log = 0;
    for (Seat s = 0; s < kSeats; ++s)
        if (s != me_)
            log += seatLogLikelihood(w, s);
    return log;
}

void WorldSampler::swap(World &w, std::size_t i, std::size_t j) const
{
    const Card ci = w.slotCard[i], cj = w.slotCard[j];
    const auto pile = [&](const Slot &slot) -> CardSet & {
        return slot.move >= 0 ? w.covered[std::size_t(slot.seat)] : w.hands[std::size_t(slot.seat)];
    };
    // Both out, then both in: the two places may be the same pile.
    pile(slots_[i]).erase(ci);
    pile(slots_[j]).erase(cj);
    pile(slots_[i]).insert(cj);
    pile(slots_[j]).insert(ci);
    if (slots_[i].move >= 0)
        w.coverCard[std::size_t(slots_[i].move)] = cj;
    if (slots_[j].move >= 0)
        w.coverCard[std::size_t(slots_[j].move)] = ci;
    std::swap(w.slotCard[i], w.slotCard[j]);
}

bool WorldSampler::step(Rng &rng, World &w) const
{
    const auto n = std::uint32_t(slots_.size());
    if (n < 2)
        return false;
    const std::uint32_t i = rng.below(n), j0 = rng.below(n - 1), j = j0 >= i ? j0 + 1 : j0;
    const Slot &a = slots_[i], &b = slots_[j];
    const Card ca = w.slotCard[i], cb = w.slotCard[j];
    if ((a.seat == b.seat && a.move < 0 && b.move < 0) || !a.allowed.contains(cb) || !b.allowed.contains(ca))
        return false; // the same world, or one the history rules out: the chain stays
    swap(w, i, j);
    if (!modelOn())
        return true;
    const auto sa = std::size_t(a.seat), sb = std::size_t(b.seat);
    const double oldA = w.seatLog[sa], oldB = w.seatLog[sb];
    const double newA = seatLogLikelihood(w, a.seat), newB = a.seat == b.seat ? newA : seatLogLikelihood(w, b.seat);
    const double delta = a.seat == b.seat ? newA - oldA : newA + newB - oldA - oldB;
    const double u = double(rng.next() >> 11) * 0x1p-53;
    if (delta >= 0 || u < std::exp(delta)) {
        w.seatLog[sa] = newA;
        w.seatLog[sb] = newB;
        return true;
    }
    swap(w, i, j);
    return false;
}

std::optional<HandState> WorldSampler::state(const World &w) const
{
    Deal deal;
    for (Seat s = 0; s < kSeats; ++s)
        deal.hands[std::size_t(s)] = w.hands[std::size_t(s)] | w.covered[std::size_t(s)] | played_[std::size_t(s)];
    HandState h(deal, headTail_);
    for (std::size_t i = 0; i < moves_.size(); ++i) {
        const Move &m = moves_[i];
        const Card c = m.visible ? m.card : w.coverCard[i];
        if (h.apply(m.seat, m.cover ? Action::cover(c) : Action::play(c)) != MoveError::None)
            return std::nullopt;
    }
    return h;
}

Playout WorldSampler::playout(const World &w) const
{
    Playout p;
    for (Seat s = 0; s < kSeats; ++s) {
        const auto i = std::size_t(s);
        p.hands[i] = w.hands[i].bits();
        p.covered[i] = w.covered[i].bits();
        p.coverPoints[i] = w.covered[i].points();
        p.lastSeven[i] = lastSeven_[i];
    }
    p.table = table_.bits();
    p.targets = targets_.bits();
    p.turn = int(moves_.size());
    p.toMove = me_; // a seat thinks on its own turn
    p.headTail = headTail_;
    return p;
}

namespace {
int *policyWeight(PlayoutPolicy &p, std::string_view key)
{
    if (key == "own")
        return &p.own;
    if (key == "ownpts")
        return &p.ownPoints;
    if (key == "gift")
        return &p.gift;
    if (key == "cown")
        return &p.coverOwn;
    if (key == "cblock")
        return &p.coverBlock;
    return nullptr;
}
} // namespace

std::optional<ExpertPlayer::Options> ExpertPlayer::parse(std::string_view spec)
{
    Options o;
    if (spec == "expert")
        return o;
    constexpr std::string_view prefix = "expert:";
    if (!spec.starts_with(prefix))
        return std::nullopt;
    spec.remove_prefix(prefix.size());
    if (spec.empty())
        return std::nullopt;
    while (!spec.empty()) {
        const std::size_t colon = spec.find(':');
        const std::string_view item = spec.substr(0, colon);
        spec = colon == std::string_view::npos ? std::string_view() : spec.substr(colon + 1);
        const std::size_t eq = item.find('=');
        if (eq == std::string_view::npos)
            return std::nullopt;
        const std::string_view key = item.substr(0, eq), value = item.substr(eq + 1);
        const std::string text(value); // std::from_chars for double is not everywhere yet
        char *end = nullptr;
        const double x = std::strtod(text.c_str(), &end);
        if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(x) || x < 0)
            return std::nullopt;
        if (key == "playouts" && x >= 1 && x <= 10'000'000 && x == std::floor(x))
            o.playouts = int(x);
        else if (key == "ms" && x <= 600'000 && x == std::floor(x))
            o.ms = int(x);
        else if (key == "model" && (x == 0 || x == 1))
            o.model = x == 1;
        else if (key == "play" && x <= 100)
            o.weights.playBias = x;
        else if (key == "hplay" && (x == 0 || x == 1))
            o.heuristicPlayouts = x == 1;
        else if (key == "opp" && (x == 0 || x == 1))
            o.heuristicOthers = x == 1;
        else if (key == "self" && (x == 0 || x == 1))
            o.heuristicSelf = x == 1;
        else if (key == "chain" && x <= 1000 && x == std::floor(x))
            o.chain = int(x);
        else if (key == "chains" && x >= 1 && x <= 64 && x == std::floor(x))
            o.chains = int(x);
        else if (key == "end" && x <= 6 && x == std::floor(x))
            o.exactEnd = int(x);
        else if (key == "cover" && x <= 10)
            o.weights.coverBias = x;
        else if (key == "hmodel" && x <= 1000)
            o.weights.heuristicOdds = x;
        else if (const auto weight = policyWeight(o.policy, key); weight && x <= 1000 && x == std::floor(x))
            *weight = int(x);
        else
            return std::nullopt;
    }
    return o;
}

namespace {

// Steps per hidden card before a chain's first world counts.
constexpr int kChainBurnIn = 4;

// The seat's best result in the world over every way it can play its remaining cards, the
// other seats moving by `other`: the playout of a late position where the seat's own few
// choices are searched, not left to the policy. `endings` counts the hands played out.
template<class Other>
double bestEnding(Playout p, Seat me, const Rules &rules, Other &other, int &endings)
{
    while (!p.finished()) {
        if (p.toMove != me) {
            p.apply(other(p));
            continue;
        }
        const std::uint64_t hand = p.hands[std::size_t(me)], playable = hand & p.targets;
        const std::uint64_t options = playable ? playable : hand;
        const auto action = [&](std::uint64_t b) {
            const Card c = Card::fromIndex(std::countr_zero(b));
            return playable ? Action::play(c) : Action::cover(c);
        };
        if (options & (options - 1)) {
            double best = -1e300;
            for (std::uint64_t b = options; b; b &= b - 1) {
                Playout q = p;
                q.apply(action(b));
                best = std::max(best, bestEnding(q, me, rules, other, endings));
            }
            return best;
        }
        p.apply(action(options));
    }
    ++endings;
    return p.result(rules, me);
}

} // namespace

ExpertPlayer::ExpertPlayer(const Rules &rules, std::uint64_t seed, Options options)
    : rules_(rules), rng_(seed), options_(options)
{
}

Action ExpertPlayer::chooseAction(const HandView &view)
{
    const CardSet playable = view.playable();
    const CardSet options = playable.empty() ? view.hand() : playable;
    lastPlayouts_ = 0;
    if (options.size() == 1)
        return playable.empty() ? Action::cover(options.first()) : Action::play(options.first());
    return analyse(view).front().action;
}

std::vector<ExpertPlayer::Estimate> ExpertPlayer::analyse(const HandView &view)
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(options_.ms);
    const bool cover = view.playable().empty();
    std::vector<Estimate> est;
    for (Card c : cover ? view.hand() : view.playable())
        est.push_back({cover ? Action::cover(c) : Action::play(c), 0, 0, 0});
    lastPlayouts_ = 0;
    if (est.size() < 2)
        return est;

    const WorldSampler sampler(view, options_.model ? options_.weights : WorldSampler::Model {0, 0});
    starts_.clear();
    logWeights_.clear();
    playoutSeeds_.clear();
    std::vector<std::vector<double>> results(est.size());
    std::vector<std::size_t> alive(est.size());
    for (std::size_t a = 0; a < est.size(); ++a)
        alive[a] = a;

    // Weighted mean and its standard error over the first n worlds.
    const auto summarise = [&](std::size_t a, std::size_t n) {
        const double top = *std::max_element(logWeights_.begin(), logWeights_.begin() + std::ptrdiff_t(n));
        double sw = 0, swr = 0;
        for (std::size_t k = 0; k < n; ++k) {
            const double wk = std::exp(logWeights_[k] - top);
            sw += wk;
            swr += wk * results[a][k];
        }
        const double mean = swr / sw;
        double var = 0;
        for (std::size_t k = 0; k < n; ++k) {
            const double wk = std::exp(logWeights_[k] - top) / sw;
            var += wk * wk * (results[a][k] - mean) * (results[a][k] - mean);
        }
        est[a].mean = mean;
        est[a].stderror = std::sqrt(var);
        est[a].worlds = int(n);
    };

    // Successive halving: spread what is left of the budget over the rounds still to come,
    // give each live candidate the same new worlds, then drop the weaker half.
    int rounds = options_.halving ? 0 : 1;
    while (options_.halving && (std::size_t(1) << rounds) < est.size())
        ++rounds;
    const int budget = std::max(options_.playouts, 1);
    int used = 0;
    bool stop = false;
    WorldSampler::World world;
    std::size_t worlds = 0;
    // Independent weighted worlds, or (chain) Markov chains' worlds, equally weighted, taken
    // from the chains in turn: each chain starts from a sampled world and walks a few steps
    // per hidden card before its first world counts.
    std::vector<WorldSampler::World> chains;
    std::size_t nextChain = 0;
    const auto nextWorld = [&](WorldSampler::World &w) {
        if (options_.chain == 0)
            return sampler.sample(rng_, w);
        const std::size_t c = nextChain++ % std::size_t(options_.chains);
        int steps = options_.chain;
        if (c == chains.size()) {
            chains.emplace_back();
            if (!sampler.sample(rng_, chains.back()))
                return false;
            steps = kChainBurnIn * sampler.hiddenCards();
        }
        for (int k = 0; k < steps; ++k)
            sampler.step(rng_, chains[c]);
        w = chains[c];
        return true;
    };
    const HeuristicPlayer heuristicPlayer;
    const bool exactEnd = view.hand().size() <= options_.exactEnd;
    for (int round = 0; round < rounds && !stop; ++round) {
        const int share = (budget - used) / (rounds - round);
        const std::size_t add = std::size_t(std::max(1, share / int(alive.size())));
        for (std::size_t k = worlds; k < worlds + add; ++k) {
            if (used + int(alive.size()) > budget || (options_.ms > 0 && Clock::now() >= deadline)) {
                stop = true;
                break;
            }
            std::optional<HandState> state; // hplay only: the world as a HandState
            if (!nextWorld(world) || (options_.heuristicPlayouts && !(state = sampler.state(world)))) {
                stop = true;
                break;
            }
            starts_.push_back(sampler.playout(world));
            logWeights_.push_back(options_.chain > 0 ? 0.0 : world.logWeight);
            playoutSeeds_.push_back(rng_.next());
            if (options_.heuristicPlayouts) { // HeuristicPlayer plays the worlds out (slower)
                for (std::size_t a : alive) {
                    HandState h = *state;
                    h.applyUnchecked(est[a].action);
                    HeuristicPlayer hp;
                    while (!h.finished())
                        h.applyUnchecked(hp.chooseAction(HandView(h, h.toMove())));
                    results[a].push_back(Playout::of(h).result(rules_, view.seat()));
                    ++used;
                }
                continue;
            }
            for (std::size_t a : alive) {
                // The same world and the same playout randomness for every candidate, so
                // that they differ by the candidate alone.
                Playout p = starts_[k];
                Rng r(playoutSeeds_[k]);
                p.apply(est[a].action);
                const auto pick = [&](const Playout &q) {
                    const bool heuristic = q.toMove == view.seat() ? options_.heuristicSelf : options_.heuristicOthers;
                    return heuristic ? q.heuristic(heuristicPlayer) : q.policy(r, options_.policy);
                };
                if (exactEnd) {
                    int endings = 0;
                    results[a].push_back(bestEnding(p, view.seat(), rules_, pick, endings));
                    used += endings;
                    continue;
                }
                p.finishWith(pick);
                results[a].push_back(p.result(rules_, view.seat()));
                ++used;
            }
        }
        worlds = starts_.size();
        if (worlds == 0)
            break;
        for (std::size_t a : alive)
            summarise(a, worlds);
        std::stable_sort(alive.begin(), alive.end(), [&](std::size_t x, std::size_t y) { return est[x].mean > est[y].mean; });
        if (round + 1 < rounds)
            alive.resize((alive.size() + 1) / 2);
    }
    lastPlayouts_ = used;
    if (worlds == 0) {
        // Nothing sampled (an inconsistent view): fall back on the heuristic's choice first.
        const Action h = HeuristicPlayer().chooseAction(view);
        std::stable_partition(est.begin(), est.end(), [&](const Estimate &e) { return e.action == h; });
        return est;
    }
    // Best first: the survivors of the last round, then the others by estimate.
    std::vector<Estimate> ordered;
    std::vector<bool> taken(est.size());
    for (std::size_t a : alive) {
        ordered.push_back(est[a]);
        taken[a] = true;
    }
    std::vector<std::size_t> rest;
    for (std::size_t a = 0; a < est.size(); ++a)
        if (!taken[a])
            rest.push_back(a);
    std::stable_sort(rest.begin(), rest.end(), [&](std::size_t x, std::size_t y) { return est[x].mean > est[y].mean; });
    for (std::size_t a : rest)
        ordered.push_back(est[a]);
    return ordered;
}

} // namespace qixing::sevens
