#include "sevens/duplicate.h"

#include "common/rng.h"
#include "common/stats.h"
#include "sevens/table.h"

#include <stdexcept>

namespace qixing::sevens {

DuplicateResult playDuplicate(const Rules &rules, const std::string &player, const std::string &field,
                              long long deals, std::uint64_t seed)
{
    MeanAndError perDeal;
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
            total += playHand(rules, deal, players).settlement.results[std::size_t(focus)].toDouble();
        }
        perDeal.add(total / kSeats);
    }
    DuplicateResult r;
    r.deals = deals;
    r.mean = perDeal.mean();
    r.stderror = perDeal.stderror();
    return r;
}

} // namespace qixing::sevens
