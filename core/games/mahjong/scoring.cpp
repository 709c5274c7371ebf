// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/scoring.h"

namespace qixing::mahjong {

const char *whyName(Payment::Why w)
{
    switch (w) {
    case Payment::Why::Win: return "win";
    case Payment::Why::Points: return "points";
    case Payment::Why::FenBing: return "fenBing";
    case Payment::Why::ZhaHu: return "zhaHu";
    }
    return "?";
}

Settlement settle(const Rules &rules, const Outcome &o, Seat dealer, int streak)
{
    Settlement st;
    st.payments.reserve(12); // 3 wins, 6 pairs of points, 3 分餅: one allocation per hand
    st.drawn = o.drawn;
    st.winner = o.drawn ? -1 : o.winner;
    st.way = o.way;
    st.dealer = dealer;
    st.streak = streak;
    st.baoPai = o.drawn ? -1 : o.baoPai;
    st.fenBing = o.fenBing;
    for (Seat s = 0; s < kSeats; ++s) {
        const auto i = std::size_t(s);
        st.flowerPoints[i] = flowerPoints(o.flowers[i]);
        st.kongPoints[i] = o.kongs[i] + 2 * o.concealedKongs[i];
        st.points[i] = st.flowerPoints[i] + st.kongPoints[i];
    }
    const auto pay = [&st](Payment p) {
        if (p.amount == 0)
            return;
        st.totals[std::size_t(p.from)] -= p.amount;
        st.totals[std::size_t(p.to)] += p.amount;
        st.payments.push_back(p);
    };
    const bool zhaHu = !o.drawn && o.way == Way::ZhaHu;
    const Seat w = st.winner;

    if (!o.drawn && !zhaHu) {
        // M51: every loser pays the winner; under 包牌 the discarder pays for all (M38).
        for (int i = 1; i < kSeats; ++i) {
            const Seat loser = (w + i) & 3;
            Payment p;
            p.why = Payment::Why::Win;
            p.owedBy = loser;
            p.from = st.baoPai >= 0 ? st.baoPai : loser;
            p.to = w;
            p.base = rules.base;
            p.multiplier = wayMultiplier(o.way);
            p.factor = streakFactor(rules.streak, streak, w == dealer || loser == dealer);
            p.points = st.points[std::size_t(w)];
            p.amount = p.base * p.multiplier * p.factor + p.points * rules.base;
            pay(p);
        }
    }
    if (zhaHu) {
        // M37 [decided]: the guesser pays each other seat what it would receive had it won
        // by 自摸, its own flower and kong points included.
        for (int i = 1; i < kSeats; ++i) {
            const Seat q = (w + i) & 3;
            Payment p;
            p.why = Payment::Why::ZhaHu;
            p.from = p.owedBy = w;
            p.to = q;
            p.base = rules.base;
            p.multiplier = wayMultiplier(Way::ZiMo);
            p.factor = streakFactor(rules.streak, streak, w == dealer || q == dealer);
            p.points = st.points[std::size_t(q)];
            p.amount = p.base * p.multiplier * p.factor + p.points * rules.base;
            pay(p);
        }
    }
    if (!zhaHu) {
        // M52: losers (all four in a drawn hand) settle their points pairwise.
        for (Seat a = 0; a < kSeats; ++a)
            for (Seat b = a + 1; b < kSeats; ++b) {
                if (a == w || b == w)
                    continue;
                const int pa = st.points[std::size_t(a)], pb = st.points[std::size_t(b)];
                if (pa == pb)
                    continue;
                Payment p;
                p.why = Payment::Why::Points;
                p.to = pa > pb ? a : b;
                p.from = p.owedBy = pa > pb ? b : a;
                p.higher = std::max(pa, pb);
                p.lower = std::min(pa, pb);
                p.base = rules.base;
                p.amount = std::int64_t(p.higher - p.lower) * rules.base;
                pay(p);
            }
    }
    if (o.fenBing > 0) {
        // M53: 1 + 2 + 4 + … bases to each of the others.
        for (int i = 1; i < kSeats; ++i) {
            const Seat q = (dealer + i) & 3;
            Payment p;
            p.why = Payment::Why::FenBing;
            p.owedBy = dealer;
            // [decided] under 包牌 the discarder also pays what the dealer owed the winner.
            p.from = (st.baoPai >= 0 && q == w && dealer != w) ? st.baoPai : dealer;
            p.to = q;
            p.rounds = o.fenBing;
            p.base = rules.base;
            p.amount = ((std::int64_t {1} << o.fenBing) - 1) * rules.base;
            if (p.from != p.to)
                pay(p);
        }
    }
    return st;
}

std::string paymentText(const Payment &p, const Settlement &st)
{
    const std::string who = "seat " + std::to_string(p.from) + " pays seat " + std::to_string(p.to);
    const std::string forWhom = p.from != p.owedBy ? " (包牌, for seat " + std::to_string(p.owedBy) + ")" : "";
    const std::string total = std::to_string(p.amount);
    switch (p.why) {
    case Payment::Why::Win:
    case Payment::Why::ZhaHu:
        return who + forWhom + " for " + (p.why == Payment::Why::Win ? wayChinese(st.way) : "詐胡") + ": "
               + std::to_string(p.base) + " x " + std::to_string(p.multiplier) + " x " + std::to_string(p.factor)
               + " + " + std::to_string(p.points) + " x " + std::to_string(p.base) + " = " + total;
    case Payment::Why::Points:
        return who + " for flower and kong points: (" + std::to_string(p.higher) + " - " + std::to_string(p.lower)
               + ") x " + std::to_string(p.base) + " = " + total;
    case Payment::Why::FenBing:
        return who + forWhom + " for 分餅 x" + std::to_string(p.rounds) + ": (" + std::to_string((1 << p.rounds) - 1)
               + ") x " + std::to_string(p.base) + " = " + total;
    }
    return who;
}

} // namespace qixing::mahjong
