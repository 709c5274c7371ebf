// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/duplicate.h"

#include "common/rng.h"
#include "common/stats.h"
#include "sevens/table.h"

#include <algorithm>
#include <stdexcept>

namespace qixing::sevens {

namespace {

// Passes decisions through to a player and times them.
class TimedPlayer final : public Player
{
public:
    TimedPlayer(Player &inner, DecisionTimer &timer) : inner_(inner), timer_(timer) {}
    std::string kind() const override { return inner_.kind(); }
    Action chooseAction(const HandView &view) override { return timer_([&] { return inner_.chooseAction(view); }); }

private:
    Player &inner_;
    DecisionTimer &timer_;
};

} // namespace

DuplicateResult playDuplicate(const Rules &rules, const std::string &player, const std::string &field,
                              long long deals, std::uint64_t seed)
{
    MeanAndError perDeal;
    DecisionTimer timer;
    DuplicateResult r;
    for (long long k = 0; k < deals; ++k) {
        const std::uint64_t dealSeed = deriveSeed(seed, std::uint64_t(k));
        const Deal deal = Deal::fromSeed(dealSeed);
        double total = 0;
        for (Seat focus = 0; focus < kSeats; ++focus) {
            std::array<std::unique_ptr<Player>, kSeats> owned;
            std::array<Player *, kSeats> players {};
            for (Seat s = 0; s < kSeats; ++s) {
                // A seat's randomness depends on the deal and the seat only, so the field plays
                // alike in every rotation wherever it can.
                const std::string &kind = s == focus ? player : field;
                owned[std::size_t(s)] = makePlayer(kind, deriveSeed(dealSeed, std::uint64_t(s)), rules);
                if (!owned[std::size_t(s)])
                    throw std::invalid_argument("unknown player \"" + kind + "\"");
                players[std::size_t(s)] = owned[std::size_t(s)].get();
            }
            TimedPlayer timed(*owned[std::size_t(focus)], timer);
            players[std::size_t(focus)] = &timed;
            total += playHand(rules, deal, players).settlement.results[std::size_t(focus)].toDouble();
        }
        perDeal.add(total / kSeats);
        r.perDeal.push_back(total / kSeats);
    }
    r.deals = deals;
    r.mean = perDeal.mean();
    r.stderror = perDeal.stderror();
    r.moves = timer.ms.n;
    r.msPerMove = timer.ms.mean();
    r.maxMsPerMove = timer.maxMs;
    return r;
}

} // namespace qixing::sevens
