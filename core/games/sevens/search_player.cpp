// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/search_player.h"

#include "sevens/expert_player.h"
#include "sevens/scoring.h"

#include <algorithm>
#include <array>

namespace qixing::sevens {

SearchPlayer::SearchPlayer(const Rules &rules, std::uint64_t seed, int worlds)
    : rules_(rules), rng_(seed), worlds_(std::max(1, worlds))
{
}

bool SearchPlayer::sampleWorld(const HandView &view, HandState &world)
{
    // The expert's sampler, without its opponent model; search ignores the weights (the
    // worlds are close to uniform over the consistent deals, not exactly).
    const WorldSampler sampler(view, WorldSampler::Model {0, 0});
    WorldSampler::World w;
    if (!sampler.sample(rng_, w))
        return false;
    const std::optional<HandState> state = sampler.state(w);
    if (!state)
        return false;
    world = *state;
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
