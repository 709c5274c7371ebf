#include "sevens/players.h"

#include "sevens/expert_player.h"
#include "sevens/rules.h"
#include "sevens/search_player.h"

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

double HeuristicPlayer::playScore(const HandView &v, Card c) const
{
    const Suit s = c.suit();
    const CardSet mine = v.hand(), myCovered = v.myCovered(), unseen = v.unseen();
    const Row row = v.row(s);
    double score = 0;

    if (v.headTail() && (c.rank() == 1 || c.rank() == kRanks)) {
        // Closing the suit (S9): my other cards of it die, others' cards of it die too.
        const CardSet rest = CardSet::ofSuit(s) - CardSet(c.bit());
        score -= (rest & mine).points();
        score += w_.block * (rest & unseen).points();
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
            if (myCovered.contains(x))
                break; // nothing beyond my own cover can ever be played
            if (mine.contains(x)) {
                score += w_.unlock * x.points() * distance;
                reachedOwn = true;
            } else if (unseen.contains(x)) {
                if (!reachedOwn)
                    score -= w_.gift * x.points() * distance;
                distance *= w_.distanceFactor;
            }
        }
    }
    return score;
}

double HeuristicPlayer::coverScore(const HandView &v, Card c) const
{
    const Suit s = c.suit();
    const CardSet mine = v.hand(), myCovered = v.myCovered(), unseen = v.unseen();
    const Row row = v.row(s);
    if (v.headTail() && row.closed)
        return 1000.0 + c.points(); // dead already: its points are lost whatever I do
    const int end = rowEnd(row, c.rank());
    const int d = direction(row, c.rank());
    for (int r = end + d; r != c.rank() && r >= 1 && r <= kRanks; r += d)
        if (myCovered.contains(Card(s, r)))
            return 1000.0 + c.points(); // behind my own cover: dead already

    // Covering c shuts off everything beyond it: my cards there die, and so do others'.
    double cost = c.points();
    double blocked = 0;
    for (int r = c.rank() + d; r >= 1 && r <= kRanks; r += d) {
        const Card x(s, r);
        if (mine.contains(x))
            cost += x.points();
        else if (unseen.contains(x))
            blocked += x.points();
    }
    // An unseen card may already sit in someone's cover pile; weigh by the chance it is held.
    int othersCovers = 0;
    for (Seat o = 0; o < kSeats; ++o)
        if (o != v.seat())
            othersCovers += v.coverCount(o);
    const int unseenCount = unseen.size();
    const double held = unseenCount ? double(unseenCount - othersCovers) / unseenCount : 0.0;
    return -(cost - w_.block * held * blocked);
}

Action HeuristicPlayer::chooseAction(const HandView &view)
{
    const CardSet playable = view.playable();
    if (playable.size() == 1)
        return Action::play(playable.first());
    const bool cover = playable.empty();
    const CardSet options = cover ? view.hand() : playable;
    Card best = options.first();
    double bestScore = -1e300;
    for (Card c : options) {
        const double sc = cover ? coverScore(view, c) : playScore(view, c);
        if (sc > bestScore) {
            bestScore = sc;
            best = c;
        }
    }
    return cover ? Action::cover(best) : Action::play(best);
}

std::vector<std::string> playerKinds()
{
    return {"random", "heuristic", "search", "expert"};
}

std::vector<PlayerLevel> playerLevels()
{
    // Each measured in duplicate play against the one below (docs/players.md). More playouts
    // than the expert's 10,000 add too little to make a fifth step (1,000 play as well
    // within the error), so the levels are the four kinds.
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
