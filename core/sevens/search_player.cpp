#include "sevens/search_player.h"

#include "sevens/scoring.h"

#include <algorithm>
#include <array>
#include <vector>

namespace qixing::sevens {

SearchPlayer::SearchPlayer(const Rules &rules, std::uint64_t seed, int worlds)
    : rules_(rules), rng_(seed), worlds_(std::max(1, worlds))
{
}

bool SearchPlayer::sampleWorld(const HandView &view, HandState &world)
{
    const Seat me = view.seat();
    // Replay the public history to learn, for every other seat, which cards it cannot hold:
    // whatever fit when it covered (S6) it did not have then, nor at any later time.
    struct Slot
    {
        Seat seat;
        int move;        // the cover's move index, or -1 for a card still in hand
        CardSet forbidden;
    };
    std::vector<Slot> slots;
    std::array<CardSet, kSeats> forbidden {};
    std::array<CardSet, kSeats> played {};
    CardSet table;
    for (int i = 0; i < view.turn(); ++i) {
        const HandView::PublicMove m = view.move(i);
        if (m.cover) {
            if (m.seat != me) {
                forbidden[std::size_t(m.seat)] |= targetsFor(table, i, view.headTail());
                slots.push_back({m.seat, i, forbidden[std::size_t(m.seat)]});
            }
        } else {
            table.insert(*m.card);
            played[std::size_t(m.seat)].insert(*m.card);
        }
    }
    for (Seat s = 0; s < kSeats; ++s)
        if (s != me)
            for (int k = 0; k < view.handCount(s); ++k)
                slots.push_back({s, -1, forbidden[std::size_t(s)]});

    // Fill the most constrained slots first, each with a random allowed card.
    std::stable_sort(slots.begin(), slots.end(),
                     [](const Slot &a, const Slot &b) { return a.forbidden.size() > b.forbidden.size(); });
    const CardSet unseen = view.unseen();
    std::vector<Card> chosen(slots.size());
    bool ok = false;
    for (int attempt = 0; attempt < 8 && !ok; ++attempt) {
        CardSet left = unseen;
        ok = true;
        for (std::size_t i = 0; i < slots.size(); ++i) {
            const CardSet allowed = left - slots[i].forbidden;
            if (allowed.empty()) {
                ok = false;
                break;
            }
            chosen[i] = allowed.nth(int(rng_.below(std::uint32_t(allowed.size()))));
            left.erase(chosen[i]);
        }
    }
    if (!ok)
        return false;

    Deal deal;
    std::array<Card, kTurns> coverCard {};
    deal.hands[std::size_t(me)] = view.hand() | view.myCovered() | played[std::size_t(me)];
    for (Seat s = 0; s < kSeats; ++s)
        if (s != me)
            deal.hands[std::size_t(s)] = played[std::size_t(s)];
    for (std::size_t i = 0; i < slots.size(); ++i) {
        deal.hands[std::size_t(slots[i].seat)].insert(chosen[i]);
        if (slots[i].move >= 0)
            coverCard[std::size_t(slots[i].move)] = chosen[i];
    }
    world = HandState(deal, view.headTail());
    for (int i = 0; i < view.turn(); ++i) {
        const HandView::PublicMove m = view.move(i);
        const Card c = m.card ? *m.card : coverCard[std::size_t(i)];
        if (world.apply(m.seat, m.cover ? Action::cover(c) : Action::play(c)) != MoveError::None)
            return false;
    }
    return true;
}

Action SearchPlayer::chooseAction(const HandView &view)
{
    const CardSet playable = view.playable();
    const bool cover = playable.empty();
    const CardSet options = cover ? view.hand() : playable;
    if (options.size() == 1)
        return cover ? Action::cover(options.first()) : Action::play(options.first());

    std::array<double, 64> total {};
    int sampled = 0;
    HandState world;
    for (int w = 0; w < worlds_; ++w) {
        if (!sampleWorld(view, world))
            continue;
        ++sampled;
        for (Card c : options) {
            HandState h = world;
            h.applyUnchecked(cover ? Action::cover(c) : Action::play(c));
            while (!h.finished())
                h.applyUnchecked(rollout_.chooseAction(HandView(h, h.toMove())));
            total[std::size_t(c.index())] += settle(rules_, HandOutcome::of(h)).results[std::size_t(view.seat())].toDouble();
        }
    }
    if (sampled == 0)
        return rollout_.chooseAction(view);
    Card best = options.first();
    for (Card c : options)
        if (total[std::size_t(c.index())] > total[std::size_t(best.index())])
            best = c;
    return cover ? Action::cover(best) : Action::play(best);
}

} // namespace qixing::sevens
