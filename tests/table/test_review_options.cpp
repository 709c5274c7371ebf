// SPDX-License-Identifier: GPL-3.0-or-later
// GameInfo::reviewOptions (復盤) of both games: the best option where the rules make it known,
// values from the seat's view alone, and the same values for the same position.

#include "mahjong/mahjong_module.h"
#include "mahjong/strong_player.h"
#include "sevens/sevens_module.h"
#include "table/game_registry.h"

#include <QTest>

#include <algorithm>

using namespace qixing;
using namespace qixing::session;

namespace {

std::unique_ptr<GameModule> newMatch(const QString &game, std::uint64_t seed)
{
    const GameInfo *info = GameRegistry::find(game);
    std::array<QString, kTableSeats> names, kinds;
    kinds.fill(info->defaultComputer);
    return info->newMatch(withSeats(info->defaultSettings(), names, kinds, seed));
}

std::vector<OptionValue> review(const GameModule &m, int seat)
{
    return GameRegistry::find(m.game())->reviewOptions(m, seat);
}

// Plays the hand in `m` with the game's usual computers until `stop` says so (true) or the
// hand ends (false).
bool playUntil(GameModule &m, std::uint64_t seed, const std::function<bool(int seat)> &stop)
{
    std::array<std::unique_ptr<ComputerBrain>, kTableSeats> brains;
    for (int s = 0; s < kTableSeats; ++s)
        brains[std::size_t(s)] = m.makeComputer(m.defaultComputer(), seed + std::uint64_t(s));
    while (m.handInProgress()) {
        const int s = m.decision().seats.front();
        if (stop(s))
            return true;
        m.apply(s, brains[std::size_t(s)]->decide(m, s));
    }
    return false;
}

bool sameValues(const std::vector<OptionValue> &a, const std::vector<OptionValue> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].action != b[i].action || a[i].value != b[i].value || a[i].reason != b[i].reason)
            return false;
    return true;
}

} // namespace

class TestReviewOptions : public QObject
{
    Q_OBJECT

private slots:
    // Two adjacent cards of a suit on one side of its 7, and nothing playable: covering the
    // nearer one blocks the farther for good (S6), so it costs both cards' points, while
    // covering the farther keeps the nearer, which is played if its neighbour comes (a card
    // anybody may play now). The farther card is the one to cover.
    void sevensCoversTheFartherCard()
    {
        using namespace qixing::sevens;
        int found = 0;
        for (std::uint64_t seed = 1; seed < 400 && found < 2; ++seed) {
            auto m = newMatch(QStringLiteral("sevens"), seed);
            m->dealNextHand();
            const auto &sm = static_cast<const SevensModule &>(*m);
            Card nearer, farther;
            const bool at = playUntil(*m, seed, [&](int s) {
                const HandState &h = sm.table().hand();
                const CardSet hand = h.hand(Seat(s));
                if (!h.mustCover() || hand.size() != 2)
                    return false;
                const Card a = hand.nth(0), b = hand.nth(1);
                if (a.suit() != b.suit() || std::abs(a.rank() - b.rank()) != 1 || (a.rank() - 7) * (b.rank() - 7) <= 0)
                    return false;
                nearer = std::abs(a.rank() - 7) < std::abs(b.rank() - 7) ? a : b;
                farther = nearer == a ? b : a;
                const Card inner(nearer.suit(), nearer.rank() + (nearer.rank() > 7 ? -1 : 1));
                return h.targets().contains(inner);
            });
            if (!at)
                continue;
            const int seat = sm.table().hand().toMove();
            const auto options = review(*m, seat);
            QCOMPARE(options.size(), std::size_t(2));
            QCOMPARE(options.front().action, SevensModule::actionTo(Action::cover(farther)));
            QVERIFY2(options.front().value > options.back().value, qPrintable(QString::number(options.front().value)));
            ++found;
        }
        QCOMPARE(found, 2);
    }

    // The values of a seat's options are the same whatever the cards it cannot see: the same
    // position with two cards traded between two other seats' hands.
    void sevensValuesFromTheSeatsViewAlone()
    {
        using namespace qixing::sevens;
        int compared = 0;
        for (std::uint64_t seed = 11; seed < 30 && compared < 3; ++seed) {
            auto m = newMatch(QStringLiteral("sevens"), seed);
            m->dealNextHand();
            auto &sm = static_cast<SevensModule &>(*m);
            if (!playUntil(*m, seed, [&](int s) { return sm.table().hand().turn() >= 16 && m->legalActions(s).size() >= 2; }))
                continue;
            const HandState &h = sm.table().hand();
            const Seat seat = h.toMove();
            std::vector<Action> moves;
            for (int i = 0; i < h.turn(); ++i)
                moves.push_back(h.moveAction(i));
            const Seat o1 = Seat((seat + 1) & 3), o2 = Seat((seat + 2) & 3);
            std::unique_ptr<GameModule> other;
            for (Card c1 : h.hand(o1)) {
                for (Card c2 : h.hand(o2)) {
                    Deal d = sm.table().deal();
                    d.hands[std::size_t(o1)].erase(c1);
                    d.hands[std::size_t(o1)].insert(c2);
                    d.hands[std::size_t(o2)].erase(c2);
                    d.hands[std::size_t(o2)].insert(c1);
                    auto candidate = newMatch(QStringLiteral("sevens"), seed);
                    if (static_cast<SevensModule &>(*candidate).table().restoreHand(0, d, moves) == MoveError::None) {
                        other = std::move(candidate);
                        break;
                    }
                }
                if (other)
                    break;
            }
            QVERIFY(other);
            const HandState &h2 = static_cast<SevensModule &>(*other).table().hand();
            QVERIFY(h2.hand(o1) != h.hand(o1)); // the premise: what the seat cannot see differs
            QVERIFY(h2.hand(seat) == h.hand(seat));
            const auto a = review(*m, seat), b = review(*other, seat);
            QVERIFY(a.size() >= 2);
            QVERIFY(sameValues(a, b));
            // And the same position valued again gives the same values (seeded from the view).
            QVERIFY(sameValues(a, review(*m, seat)));
            ++compared;
        }
        QCOMPARE(compared, 3);
    }

    // A seat that may win (M40 and on) wins: the review values the win above every other
    // option. Taken on a turn (self-drawn) or in a claim window.
    void mahjongWinIsBest()
    {
        int found = 0;
        for (std::uint64_t seed = 1; seed < 60 && found < 2; ++seed) {
            auto m = newMatch(QStringLiteral("mahjong"), seed);
            m->dealNextHand();
            const auto &mm = static_cast<const MahjongModule &>(*m);
            const bool at = playUntil(*m, seed, [&](int s) {
                const auto options = mm.options(s);
                const auto has = [&](mahjong::Action::Kind k) {
                    return std::any_of(options.begin(), options.end(), [&](const mahjong::Action &a) { return a.kind == k; });
                };
                return has(mahjong::Action::Kind::Win) && !has(mahjong::Action::Kind::You) && options.size() >= 2;
            });
            if (!at)
                continue;
            const int seat = m->decision().seats.front();
            const auto options = review(*m, seat);
            QVERIFY(options.size() >= 2);
            QCOMPARE(options.front().action.value(QStringLiteral("action")).toString(), QStringLiteral("win"));
            QCOMPARE(options.front().reason, QStringLiteral("win"));
            QVERIFY(options.front().value > options[1].value);
            ++found;
        }
        QCOMPARE(found, 2);
    }

    // The strong player values from the view: the real state and its mirror (other hands and
    // the wall empty) give the same values from the same seed. And the review of a module's
    // position is the same asked twice.
    void mahjongValuesFromTheSeatsViewAlone()
    {
        using namespace qixing::mahjong;
        int compared = 0;
        for (std::uint64_t seed = 5; seed < 25 && compared < 3; ++seed) {
            auto m = newMatch(QStringLiteral("mahjong"), seed);
            m->dealNextHand();
            const auto &mm = static_cast<const MahjongModule &>(*m);
            if (!playUntil(*m, seed, [&](int s) {
                    return mm.hand().phase() == Phase::Turn && mm.options(s).size() >= 2 && m->eventCount() > 40;
                }))
                continue;
            const int s = m->decision().seats.front();
            const HandState &h = mm.hand();
            const std::vector<Action> offered = mm.options(s);
            // The seat's mirror, as a client rebuilds it: nothing of the other hands in it.
            HandState::SeatMirror seen = seatMirrorFrom(m->askFor(s).value(QStringLiteral("view")).toObject(), s);
            for (int i = 0; i < h.discardHistorySize(); ++i)
                seen.discards.push_back(h.discardRecord(i));
            const HandState mirror = HandState::mirror(seen);
            for (Seat o = 0; o < kSeats; ++o)
                if (o != s)
                    QVERIFY(mirror.hand(o) != h.hand(o));
            const auto real = mahjongOptionValues(HandView(h, s), offered, mm.settings().rules, 77, 24);
            const auto mirrored = mahjongOptionValues(HandView(mirror, s, &offered), offered, mm.settings().rules, 77, 24);
            QVERIFY(real.size() >= 2);
            QVERIFY(sameValues(real, mirrored));
            QVERIFY(sameValues(review(*m, s), review(*m, s)));
            ++compared;
        }
        QCOMPARE(compared, 3);
    }

    // A decision with one option has nothing to review.
    void singleOptionIsNotReviewed()
    {
        auto m = newMatch(QStringLiteral("sevens"), 3);
        m->dealNextHand();
        const int s = m->decision().seats.front();
        QCOMPARE(m->legalActions(s).size(), std::size_t(1)); // the 7 of spades opens (S3)
        QVERIFY(review(*m, s).empty());
        QVERIFY(review(*m, (s + 1) % 4).empty()); // not asked
    }
};

QTEST_GUILESS_MAIN(TestReviewOptions)
#include "test_review_options.moc"
