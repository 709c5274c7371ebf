// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/audit.h"

#include "mahjong/strong_player.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace qixing::mahjong {

const char *situationName(Situation s)
{
    switch (s) {
    case Situation::ClaimPass: return "claimPass";
    case Situation::ClaimChow: return "claimChow";
    case Situation::ClaimPung: return "claimPung";
    case Situation::ClaimKong: return "claimKong";
    case Situation::DiscardComplete: return "discardComplete";
    case Situation::DiscardReady: return "discardReady";
    case Situation::DiscardOneAway: return "discardOneAway";
    case Situation::DiscardFarther: return "discardFarther";
    case Situation::DiscardLastFour: return "discardLastFour";
    case Situation::Win: return "win";
    case Situation::Kong: return "kong";
    case Situation::You: return "you";
    case Situation::RobKong: return "robKong";
    case Situation::Other:
    case Situation::Count: break;
    }
    return "other";
}

Situation situationOf(const HandView &view, const Action &chosen)
{
    using K = Action::Kind;
    switch (view.phase()) {
    case Phase::Claim:
        switch (chosen.kind) {
        case K::Pass: return Situation::ClaimPass;
        case K::Chow: return Situation::ClaimChow;
        case K::Pung: return Situation::ClaimPung;
        case K::Kong: return Situation::ClaimKong;
        case K::Win: return Situation::Win;
        default: return Situation::Other;
        }
    case Phase::RobKong: return Situation::RobKong;
    case Phase::Turn:
        switch (chosen.kind) {
        case K::Discard: {
            if (view.drawable() <= kLastDrawable)
                return Situation::DiscardLastFour;
            const int sh = shanten(view.concealed()); // a 3n+2 hand: after its best discard
            return sh < 0 ? Situation::DiscardComplete
                   : sh == 0 ? Situation::DiscardReady
                   : sh == 1 ? Situation::DiscardOneAway
                             : Situation::DiscardFarther;
        }
        case K::ConcealedKong:
        case K::AddKong: return Situation::Kong;
        case K::You: return Situation::You;
        case K::Win: return Situation::Win;
        default: return Situation::Other;
        }
    case Phase::Opening:
    case Phase::Over: break;
    }
    return Situation::Other;
}

namespace {

// One wall order played to the end from `world` with the focus seat's choice `first`: the
// focus seat's result in bases.
double playOut(const Rules &rules, HandState world, Seat focus, const Action &first, Player &rollout,
               const std::array<Player *, kSeats> &continuation)
{
    bool played = false;
    for (int steps = 0; !world.over(); ++steps) {
        const Seat s = world.toAct();
        const HandView view(world, s);
        const bool mine = s == focus && !played;
        const Action a = mine ? first : s == focus ? rollout.choose(view) : continuation[std::size_t(s)]->choose(view);
        played = played || mine;
        if (const std::string e = world.apply(s, a); !e.empty() || steps > 5000)
            throw std::logic_error("audit playout: " + (e.empty() ? std::string("the hand does not end") : e));
    }
    const Settlement st = settle(rules, world.outcome(), world.dealer(), world.streak());
    return double(st.totals[std::size_t(focus)]) / double(rules.base);
}

// The wall orders of one decision: `worlds` copies of `h`, each with the wall reshuffled and in
// lanes, each played out from every action in `choices`; results[w * n + i].
std::vector<double> playOutAll(const Rules &rules, const HandState &h, Seat focus, const std::vector<Action> &choices,
                               int worlds, Player &rollout, const std::array<Player *, kSeats> &continuation, Rng &rng)
{
    const std::size_t n = choices.size();
    std::vector<double> results(std::size_t(worlds) * n);
    for (int w = 0; w < worlds; ++w) {
        HandState world = h;
        world.shuffleWall(rng);
        world.coupleDraws();
        for (std::size_t i = 0; i < n; ++i)
            results[std::size_t(w) * n + i] = playOut(rules, world, focus, choices[i], rollout, continuation);
    }
    return results;
}

// The oracle's gain over `chosen` at one decision (see auditHand), or nullopt when the player
// under test did not search it.
std::optional<double> oracleGain(const Rules &rules, const HandState &h, const HandView &view, const Action &chosen,
                                 const StrongPlayer &player, int worlds, Player &rollout,
                                 const std::array<Player *, kSeats> &continuation, Rng &rng)
{
    const std::vector<Action> cands = player.searchCandidates(view);
    const auto at = std::find(cands.begin(), cands.end(), chosen);
    if (cands.size() < 2 || at == cands.end())
        return std::nullopt;
    const std::size_t n = cands.size(), mine = std::size_t(at - cands.begin());
    const std::vector<double> r = playOutAll(rules, h, view.seat(), cands, std::max(2, worlds), rollout, continuation, rng);
    const std::size_t orders = r.size() / n;
    // Sums over the even and the odd wall orders: each half chooses, the other values.
    std::array<std::vector<double>, 2> half {std::vector<double>(n), std::vector<double>(n)};
    for (std::size_t w = 0; w < orders; ++w)
        for (std::size_t i = 0; i < n; ++i)
            half[w & 1][i] += r[w * n + i];
    double gain = 0;
    for (int by = 0; by < 2; ++by) {
        const std::vector<double> &pick = half[std::size_t(by)], &value = half[std::size_t(1 - by)];
        const std::size_t best = std::size_t(std::max_element(pick.begin(), pick.end()) - pick.begin());
        const double count = double(by == 0 ? orders / 2 : (orders + 1) / 2); // orders valued by the odd or even half
        gain += (value[best] - value[mine]) / count / 2;
    }
    return gain;
}

} // namespace

void auditHand(const Rules &rules, const HandSetup &setup, const std::array<Player *, kSeats> &players, Seat focus,
               Player *other, Player &rollout, const std::array<Player *, kSeats> &continuation,
               const AuditOptions &options, Rng &rng, AuditTally &tally)
{
    const auto *strong = dynamic_cast<const StrongPlayer *>(players[std::size_t(focus)]);
    if (!other && !strong)
        throw std::invalid_argument("the oracle audits a strong player only: it plays out the strong player's candidates");
    HandState h(setup);
    double handGain = 0;
    ActionList legal;
    for (int steps = 0; !h.over(); ++steps) {
        if (steps > 5000)
            throw std::logic_error("the hand does not end");
        const Seat s = h.toAct();
        const HandView view(h, s);
        const Action a = players[std::size_t(s)]->choose(view);
        if (s == focus) {
            view.legalActions(legal);
            if (legal.size() > 1) {
                ++tally.decisions;
                std::optional<double> gain;
                if (other) {
                    const Action b = other->choose(view);
                    if (!legal.contains(b))
                        throw std::logic_error(other->kind() + " chose an illegal action");
                    if (!(b == a)) {
                        const std::vector<double> r =
                            playOutAll(rules, h, focus, {b, a}, options.worlds, rollout, continuation, rng);
                        double sum = 0;
                        for (std::size_t w = 0; w < r.size(); w += 2)
                            sum += r[w] - r[w + 1];
                        gain = sum / double(options.worlds);
                    }
                } else {
                    gain = oracleGain(rules, h, view, a, *strong, options.worlds, rollout, continuation, rng);
                }
                if (gain) {
                    ++tally.differing;
                    tally.gain[std::size_t(situationOf(view, a))].add(*gain);
                    handGain += *gain;
                }
            }
        }
        if (const std::string e = h.apply(s, a); !e.empty())
            throw std::logic_error("seat " + std::to_string(s) + " (" + players[std::size_t(s)]->kind()
                                   + ") chose an illegal action: " + e);
    }
    ++tally.hands;
    tally.perHand.add(handGain);
}

AuditTally auditDeals(const Rules &rules, std::string_view player, std::optional<std::string_view> against,
                      std::string_view field, std::string_view rollout, long long deals, std::uint64_t seed,
                      const AuditOptions &options)
{
    const auto make = [&](std::string_view kind, std::uint64_t playerSeed) {
        auto p = makePlayer(kind, playerSeed, rules);
        if (!p)
            throw std::invalid_argument("unknown player \"" + std::string(kind) + "\"");
        return p;
    };
    AuditTally tally;
    Rng rng(deriveSeed(seed, 0xA0D17));
    for (long long k = 0; k < deals; ++k) {
        const std::uint64_t ds = deriveSeed(seed, std::uint64_t(k));
        const HandSetup setup = HandSetup::fromSeed(ds, Seat(k & 3));
        for (Seat focus = 0; focus < kSeats; ++focus) {
            std::array<std::unique_ptr<Player>, kSeats> owned, continued;
            std::array<Player *, kSeats> players {}, continuation {};
            for (Seat s = 0; s < kSeats; ++s) {
                owned[std::size_t(s)] = make(s == focus ? player : field, deriveSeed(ds, 100 + std::uint64_t(s)));
                players[std::size_t(s)] = owned[std::size_t(s)].get();
                continued[std::size_t(s)] = make(field, deriveSeed(ds, 200 + std::uint64_t(s)));
                continuation[std::size_t(s)] = continued[std::size_t(s)].get();
            }
            const auto other = against ? make(*against, deriveSeed(ds, 100 + std::uint64_t(focus))) : nullptr;
            const auto seatPlaysOn = make(rollout, deriveSeed(ds, 300));
            auditHand(rules, setup, players, focus, other.get(), *seatPlaysOn, continuation, options, rng, tally);
        }
    }
    return tally;
}

} // namespace qixing::mahjong
