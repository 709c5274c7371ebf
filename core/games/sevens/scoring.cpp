// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/scoring.h"

#include <algorithm>
#include <numeric>

namespace qixing::sevens {

const char *statusName(Status s)
{
    switch (s) {
    case Status::Covered: return "covered";
    case Status::Clear: return "clear";
    case Status::ClearOnSeven: return "clearOnSeven";
    case Status::AllCovered: return "allCovered";
    }
    return "covered";
}

HandOutcome HandOutcome::of(const HandState &h)
{
    HandOutcome o;
    for (Seat s = 0; s < kSeats; ++s) {
        o.covered[std::size_t(s)] = h.covered(s);
        o.last[std::size_t(s)] = h.lastPlayed(s);
    }
    return o;
}

std::string HandOutcome::validate() const
{
    CardSet seen;
    for (Seat s = 0; s < kSeats; ++s) {
        const std::string who = "player " + std::to_string(s);
        const CardSet c = covered[std::size_t(s)];
        if (c.size() > kRanks)
            return who + " covered " + std::to_string(c.size()) + " cards; at most 13";
        if (!(c & seen).empty())
            return "duplicate card " + (c & seen).first().toString();
        if (!(c & CardSet(CardSet::kSevens)).empty())
            return who + " covered " + (c & CardSet(CardSet::kSevens)).first().toString()
                + ", but a seven is always playable (S5) and can never be covered";
        seen |= c;
    }
    for (Seat s = 0; s < kSeats; ++s) {
        const std::string who = "player " + std::to_string(s);
        const auto &l = last[std::size_t(s)];
        if (!l)
            continue;
        if (seen.contains(*l))
            return who + "'s last card " + l->toString() + " is also a covered card";
        if (covered[std::size_t(s)].size() == kRanks)
            return who + " covered all 13 cards, so cannot have played " + l->toString();
        for (Seat t = 0; t < s; ++t)
            if (last[std::size_t(t)] == l)
                return "duplicate card " + l->toString() + " (last card of two players)";
    }
    return {};
}

Status HandOutcome::status(Seat s) const
{
    const CardSet c = covered[std::size_t(s)];
    if (c.size() == kRanks)
        return Status::AllCovered;
    if (!c.empty())
        return Status::Covered;
    const auto &l = last[std::size_t(s)];
    return (l && l->isSeven()) ? Status::ClearOnSeven : Status::Clear;
}

std::array<std::int64_t, kSeats> largestRemainder(const std::array<Fraction, kSeats> &amounts)
{
    std::array<std::int64_t, kSeats> whole {};
    if (std::all_of(amounts.begin(), amounts.end(), [](Fraction a) { return a.isWhole(); })) {
        for (int i = 0; i < kSeats; ++i)
            whole[std::size_t(i)] = amounts[std::size_t(i)].num();
        return whole;
    }
    std::array<Fraction, kSeats> rest {};
    std::int64_t missing = 0;
    for (int i = 0; i < kSeats; ++i) {
        const Fraction a = amounts[std::size_t(i)];
        std::int64_t f = a.num() / a.den();
        if (a.num() % a.den() != 0 && a.num() < 0)
            --f; // floor, not truncation
        whole[std::size_t(i)] = f;
        rest[std::size_t(i)] = a - Fraction(f);
        missing -= f;
    }
    std::array<int, kSeats> order {0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return rest[std::size_t(a)] > rest[std::size_t(b)]; });
    for (int k = 0; k < missing && k < kSeats; ++k)
        ++whole[std::size_t(order[std::size_t(k)])];
    return whole;
}

namespace {

// S20 (with S22's points): for each pair the seat with more points pays the other the
// difference times the receiver's own multiplier.
void settleUniform(const Rules &rules, Settlement &st)
{
    int allCovered = 0;
    for (Seat s = 0; s < kSeats; ++s)
        allCovered += st.status[std::size_t(s)] == Status::AllCovered;
    for (Seat s = 0; s < kSeats; ++s) {
        const auto i = std::size_t(s);
        int p = st.points[i];
        if (rules.allCovered100) {
            // S22 [decided]: +100 for each all-covered player other than oneself.
            p = st.status[i] == Status::AllCovered ? 0 : p + 100 * allCovered;
        }
        st.comparedPoints[i] = p;
        switch (st.status[i]) {
        case Status::ClearOnSeven: st.multiplier[i] = rules.sevenClearSix ? 6 : 2; break;
        case Status::Clear: st.multiplier[i] = 2; break;
        default: st.multiplier[i] = 1; break;
        }
    }
    for (Seat a = 0; a < kSeats; ++a) {
        for (Seat b = a + 1; b < kSeats; ++b) {
            const int pa = st.comparedPoints[std::size_t(a)], pb = st.comparedPoints[std::size_t(b)];
            if (pa == pb)
                continue;
            const Seat payer = pa > pb ? a : b, receiver = pa > pb ? b : a;
            const int hi = std::max(pa, pb), lo = std::min(pa, pb);
            const int m = st.multiplier[std::size_t(receiver)];
            Transfer t;
            t.from = payer;
            t.to = receiver;
            t.amount = Fraction(std::int64_t(hi - lo) * m);
            t.higher = hi;
            t.lower = lo;
            t.multiplier = m;
            st.addTransfer(t);
        }
    }
}

// S30–S31: one table multiplier M on every non-clear seat's points, then pairwise differences.
void settleBiqi(Settlement &st)
{
    int clear = 0, sevens = 0;
    for (Seat s = 0; s < kSeats; ++s) {
        const Status x = st.status[std::size_t(s)];
        clear += x == Status::Clear || x == Status::ClearOnSeven;
        sevens += x == Status::ClearOnSeven;
    }
    // k = 4 leaves every E at 0, so every score is 0 as decided.
    const int byClear = 1 << std::min(clear, 3);
    const int M = std::max(byClear, 8 * sevens);
    for (Seat s = 0; s < kSeats; ++s) {
        const auto i = std::size_t(s);
        const Status x = st.status[i];
        const bool isClear = x == Status::Clear || x == Status::ClearOnSeven;
        st.multiplier[i] = M;
        st.comparedPoints[i] = isClear ? 0 : st.points[i] * M;
    }
    for (Seat a = 0; a < kSeats; ++a) {
        for (Seat b = a + 1; b < kSeats; ++b) {
            const int ea = st.comparedPoints[std::size_t(a)], eb = st.comparedPoints[std::size_t(b)];
            if (ea == eb)
                continue;
            Transfer t;
            t.from = ea > eb ? a : b;
            t.to = ea > eb ? b : a;
            t.higher = std::max(ea, eb);
            t.lower = std::min(ea, eb);
            t.multiplier = 1; // M is already inside the compared points
            t.amount = Fraction(t.higher - t.lower);
            st.addTransfer(t);
        }
    }
}

// S23: 大頭 −7, 中頭 −3, 小頭 −1, lowest +11; ties share the average of their positions.
void settleBigMidSmall(Settlement &st)
{
    static constexpr int kPositionAmount[kSeats] = {-7, -3, -1, 11}; // highest points first
    std::array<int, kSeats> order {0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return st.points[std::size_t(a)] > st.points[std::size_t(b)];
    });
    for (int i = 0; i < kSeats;) {
        int j = i;
        int sum = 0;
        while (j < kSeats && st.points[std::size_t(order[std::size_t(j)])] == st.points[std::size_t(order[std::size_t(i)])])
            sum += kPositionAmount[j++];
        const Fraction share(sum, j - i);
        for (int k = i; k < j; ++k) {
            const auto seat = std::size_t(order[std::size_t(k)]);
            st.results[seat] = share;
            st.positionFirst[seat] = i + 1;
            st.positionLast[seat] = j;
        }
        i = j;
    }
    for (Seat s = 0; s < kSeats; ++s) {
        st.comparedPoints[std::size_t(s)] = st.points[std::size_t(s)];
        st.multiplier[std::size_t(s)] = 1;
    }
    // Payers settle with receivers in seat order (a flow that adds up to the results).
    std::array<Fraction, kSeats> owe {}, due {};
    for (Seat s = 0; s < kSeats; ++s) {
        const Fraction r = st.results[std::size_t(s)];
        if (r < Fraction(0))
            owe[std::size_t(s)] = -r;
        else
            due[std::size_t(s)] = r;
    }
    for (Seat p = 0; p < kSeats; ++p) {
        for (Seat r = 0; r < kSeats && owe[std::size_t(p)] > Fraction(0); ++r) {
            if (!(due[std::size_t(r)] > Fraction(0)))
                continue;
            const Fraction x = std::min(owe[std::size_t(p)], due[std::size_t(r)]);
            owe[std::size_t(p)] -= x;
            due[std::size_t(r)] -= x;
            Transfer t;
            t.from = p;
            t.to = r;
            t.amount = x;
            t.why = Transfer::Why::Position;
            t.higher = st.points[std::size_t(p)];
            t.lower = st.points[std::size_t(r)];
            st.addTransfer(t);
        }
    }
}

} // namespace

Settlement settle(const Rules &rules, const HandOutcome &o)
{
    Settlement st;
    st.mode = rules.preset == Preset::Biqi ? ScoringMode::Biqi
        : rules.bigMidSmall                ? ScoringMode::BigMidSmall
                                           : ScoringMode::Uniform;
    for (Seat s = 0; s < kSeats; ++s) {
        st.points[std::size_t(s)] = o.covered[std::size_t(s)].points();
        st.status[std::size_t(s)] = o.status(s);
    }
    switch (st.mode) {
    case ScoringMode::Biqi: settleBiqi(st); break;
    case ScoringMode::BigMidSmall: settleBigMidSmall(st); break;
    case ScoringMode::Uniform: settleUniform(rules, st); break;
    }
    if (st.mode != ScoringMode::BigMidSmall) {
        for (const Transfer &t : st.transfers()) {
            st.results[std::size_t(t.to)] += t.amount;
            st.results[std::size_t(t.from)] -= t.amount;
        }
    }
    std::array<Fraction, kSeats> moneyExact;
    for (int i = 0; i < kSeats; ++i)
        moneyExact[std::size_t(i)] = st.results[std::size_t(i)] * Fraction(rules.betUnit);
    st.money = largestRemainder(moneyExact);
    return st;
}

} // namespace qixing::sevens

namespace qixing::sevens {

namespace {
std::string positionWords(int first, int last)
{
    static constexpr const char *kName[kSeats] = {"大頭 (highest points)", "中頭 (second highest)",
                                                  "小頭 (third highest)", "lowest points"};
    if (first == last)
        return kName[first - 1];
    return "tied for positions " + std::to_string(first) + "-" + std::to_string(last);
}
} // namespace

std::string reasonText(const Settlement &st, const Transfer &t)
{
    const std::string diff = std::to_string(t.higher) + " - " + std::to_string(t.lower) + " = "
        + std::to_string(t.higher - t.lower);
    switch (st.mode) {
    case ScoringMode::Uniform: {
        std::string s = "points " + diff + " x " + std::to_string(t.multiplier);
        const Status rs = st.status[std::size_t(t.to)];
        if (t.multiplier == 6)
            s += " (receiver clear on a seven, 七脫手加倍)";
        else if (rs == Status::Clear || rs == Status::ClearOnSeven)
            s += " (receiver clear, 脫手)";
        return s;
    }
    case ScoringMode::Biqi:
        return "effective points " + diff + " (M = " + std::to_string(st.multiplier[0]) + ")";
    case ScoringMode::BigMidSmall:
        return "大中小頭: payer " + positionWords(st.positionFirst[std::size_t(t.from)], st.positionLast[std::size_t(t.from)])
            + ", receiver " + positionWords(st.positionFirst[std::size_t(t.to)], st.positionLast[std::size_t(t.to)]);
    }
    return {};
}

} // namespace qixing::sevens
