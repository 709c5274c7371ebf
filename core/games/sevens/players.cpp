// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/players.h"

#include "sevens/expert_player.h"
#include "sevens/rules.h"
#include "sevens/search_player.h"

#include <bit>
#include <cmath>

namespace qixing::sevens {

Action RandomPlayer::chooseAction(const HandView &view)
{
    const CardSet playable = view.playable();
    if (!playable.empty())
        return Action::play(playable.nth(int(rng_.below(std::uint32_t(playable.size())))));
    const CardSet hand = view.hand();
    return Action::cover(hand.nth(int(rng_.below(std::uint32_t(hand.size())))));
}

namespace {

bool has(std::uint64_t set, Card c)
{
    return (set & c.bit()) != 0;
}

// The end of the row a card is on the far side of, as the rank the row will grow from:
// the row's low or high end, or 7 for a suit not opened yet.
int rowEnd(const Row &row, int rank)
{
    if (!row.opened())
        return 7;
    return rank < row.low ? row.low : row.high;
}

int direction(const Row &row, int rank)
{
    return rank < rowEnd(row, rank) ? -1 : 1;
}

} // namespace

HeuristicPlayer::Sight HeuristicPlayer::Sight::of(std::uint64_t mine, std::uint64_t myCovered, std::uint64_t table,
                                                  int othersCovers, bool headTail)
{
    return {mine, myCovered, CardSet::fullDeck().bits() & ~(table | mine | myCovered), table, othersCovers, headTail};
}

HeuristicPlayer::Sight HeuristicPlayer::Sight::of(const HandView &view)
{
    int othersCovers = 0;
    for (Seat o = 0; o < kSeats; ++o)
        if (o != view.seat())
            othersCovers += view.coverCount(o);
    return of(view.hand().bits(), view.myCovered().bits(), view.table().bits(), othersCovers, view.headTail());
}

double HeuristicPlayer::playScore(const Sight &v, Card c) const
{
    const Suit s = c.suit();
    const Row row = Row::of(CardSet(v.table), s, v.headTail);
    double score = 0;

    if (v.headTail && (c.rank() == 1 || c.rank() == kRanks)) {
        // Closing the suit (S9): my other cards of it die, others' cards of it die too.
        const std::uint64_t rest = CardSet::ofSuit(s).bits() & ~c.bit();
        score -= CardSet(rest & v.mine).points();
        score += w_.block * CardSet(rest & v.unseen).points();
        return score;
    }

    const int dirs[2] = {c.isSeven() ? -1 : direction(row, c.rank()), c.isSeven() ? 1 : 0};
    for (int d : dirs) {
        if (d == 0)
            continue;
        double distance = 1.0; // distanceFactor ^ (unseen cards between)
        bool reachedOwn = false;
        for (int r = c.rank() + d; r >= 1 && r <= kRanks; r += d) {
            const Card x(s, r);
            if (has(v.myCovered, x))
                break; // nothing beyond my own cover can ever be played
            if (has(v.mine, x)) {
                score += w_.unlock * x.points() * distance;
                reachedOwn = true;
            } else if (has(v.unseen, x)) {
                if (!reachedOwn)
                    score -= w_.gift * x.points() * distance;
                distance *= w_.distanceFactor;
            }
        }
    }
    return score;
}

double HeuristicPlayer::coverScore(const Sight &v, Card c) const
{
    const Suit s = c.suit();
    const Row row = Row::of(CardSet(v.table), s, v.headTail);
    if (row.closed)
        return 1000.0 + c.points(); // dead already: its points are lost whatever I do
    const int end = rowEnd(row, c.rank());
    const int d = direction(row, c.rank());
    for (int r = end + d; r != c.rank() && r >= 1 && r <= kRanks; r += d)
        if (has(v.myCovered, Card(s, r)))
            return 1000.0 + c.points(); // behind my own cover: dead already

    // Covering c shuts off everything beyond it: my cards there die, and so do others'.
    double cost = c.points();
    double blocked = 0;
    for (int r = c.rank() + d; r >= 1 && r <= kRanks; r += d) {
        const Card x(s, r);
        if (has(v.mine, x))
            cost += x.points();
        else if (has(v.unseen, x))
            blocked += x.points();
    }
    // An unseen card may already sit in someone's cover pile; weigh by the chance it is held.
    const int unseenCount = std::popcount(v.unseen);
    const double held = unseenCount ? double(unseenCount - v.othersCovers) / unseenCount : 0.0;
    return -(cost - w_.block * held * blocked);
}

Action HeuristicPlayer::choose(const Sight &v, CardSet playable) const
{
    if (playable.size() == 1)
        return Action::play(playable.first());
    const bool cover = playable.empty();
    const CardSet options = cover ? CardSet(v.mine) : playable;
    Card best = options.first();
    double bestScore = -1e300;
    for (Card c : options) {
        const double sc = cover ? coverScore(v, c) : playScore(v, c);
        if (sc > bestScore) {
            bestScore = sc;
            best = c;
        }
    }
    return cover ? Action::cover(best) : Action::play(best);
}

Action HeuristicPlayer::chooseAction(const HandView &view)
{
    return choose(Sight::of(view), view.playable());
}

std::vector<std::string> playerKinds()
{
    return {"random", "heuristic", "search", "expert"};
}

std::vector<PlayerLevel> playerLevels()
{
    // Each measured in duplicate play against the one below (docs/players.md). A cheaper
    // expert has not been measured as a step of its own, so the levels are the four kinds.
    return {
        {"beginner", "Beginner", "random"},
        {"casual", "Casual", "heuristic"},
        {"strong", "Strong", "search"},
        {"master", "Master", "expert"},
    };
}

std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed, const Rules &rules)
{
    if (kind == "random")
        return std::make_unique<RandomPlayer>(seed);
    if (kind == "heuristic")
        return std::make_unique<HeuristicPlayer>();
    if (kind == "search")
        return std::make_unique<SearchPlayer>(rules, seed);
    if (const auto options = ExpertPlayer::parse(kind))
        return std::make_unique<ExpertPlayer>(rules, seed, *options);
    for (const PlayerLevel &level : playerLevels())
        if (kind == level.id)
            return makePlayer(level.kind, seed, rules);
    return nullptr;
}

std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed)
{
    return makePlayer(kind, seed, Rules {});
}

ChoiceReason explainChoice(const HandView &view, Action chosen, HeuristicPlayer::Weights w)
{
    const Card c = chosen.card;
    if (!chosen.isCover()) {
        if (view.playable().size() == 1)
            return ChoiceReason::OnlyPlay;
        if (view.headTail() && (c.rank() == 1 || c.rank() == kRanks))
            return ChoiceReason::ClosesSuit;
        // Without the gift term the score is what the play frees of one's own.
        w.gift = 0;
        return HeuristicPlayer(w).playScore(view, c) > 0 ? ChoiceReason::OpensOwn : ChoiceReason::HelpsLeast;
    }
    // Without the block term a cover's score is minus what it costs oneself (1000+ when dead).
    w.block = 0;
    const HeuristicPlayer own(w);
    const double chosenScore = own.coverScore(view, c);
    if (chosenScore >= 1000.0)
        return ChoiceReason::Dead;
    for (Card x : view.hand())
        if (own.coverScore(view, x) > chosenScore)
            return ChoiceReason::Blocks; // a cheaper cover existed: blocking decided
    return ChoiceReason::Cheapest;
}

} // namespace qixing::sevens
