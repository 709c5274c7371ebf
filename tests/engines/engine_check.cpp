// SPDX-License-Identifier: GPL-3.0-or-later
// engine_check: the Qt-free rules engines (core/games/*: each game's engine.cmake; core/common) on their
// own, with the standard library only, so that they can be built for another platform's ABI
// and compared there (scripts/windows-engines-test.sh: MinGW-w64 under Wine; docs/packaging.md).
//
// It prints a transcript of seeded deals (S2), walls (M5) and whole hands played by the
// deterministic computer players, with each settlement's figures, and checks the invariants
// that must hold anywhere: 52 distinct cards in four hands of 13, a wall of exactly the 144
// tiles, settlements that sum to zero. The deal and the wall must be the same on every
// platform (saved games and LAN tables rely on it), and so must every settlement: the
// Windows build's transcript is compared with the native one line by line.
//
//   engine_check [--seeds N]   (default 40)
// Exit status 0 when every check passed; the last line is "engine_check: N passed, N failed".

#include "mahjong/hand.h"
#include "mahjong/players.h"
#include "mahjong/scoring.h"
#include "sevens/hand.h"
#include "sevens/players.h"
#include "sevens/rules.h"
#include "sevens/scoring.h"
#include "sevens/table.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <numeric>
#include <string>

namespace {

int passed = 0, failed = 0;

void check(bool ok, const std::string &what)
{
    if (ok) {
        ++passed;
        return;
    }
    ++failed;
    std::printf("FAILED: %s\n", what.c_str());
}

// FNV-1a over bytes: a short, platform-independent digest of a wall.
std::uint64_t fnv(std::uint64_t h, std::uint8_t byte)
{
    return (h ^ byte) * 0x100000001b3ull;
}

namespace sv = qixing::sevens;
namespace mj = qixing::mahjong;

void sevensDeals(int seeds)
{
    for (int seed = 1; seed <= seeds; ++seed) {
        const sv::Deal deal = sv::Deal::fromSeed(std::uint64_t(seed));
        check(deal.validate().empty(), "sevens deal " + std::to_string(seed) + ": " + deal.validate());
        std::printf("sevens deal %d:", seed);
        for (const sv::CardSet &hand : deal.hands)
            std::printf(" %016llx", static_cast<unsigned long long>(hand.bits()));
        std::printf("\n");
    }
}

// The table options each played hand cycles through, so that every scoring branch is used.
sv::Rules sevensRules(int i)
{
    sv::Rules r;
    switch (i % 5) {
    case 0: break;                                              // uniform (S20–S21)
    case 1: r.sevenClearSix = true; r.allCovered100 = true; break; // S20, S22
    case 2: r.bigMidSmall = true; break;                        // S23
    case 3: r.preset = sv::Preset::Biqi; break;                 // S30–S31
    case 4: r.preset = sv::Preset::Biqi; r.headTail = true; r.betUnit = 3; break; // S9, S41
    }
    return r;
}

void sevensHands(int seeds)
{
    static const char *const kinds[] = {"random", "heuristic", "search"};
    for (int seed = 1; seed <= seeds; ++seed) {
        const sv::Rules rules = sevensRules(seed);
        check(rules.validate().empty(), "sevens rules " + std::to_string(seed));
        // The search player thinks for a while: two seats of it in every fourth hand.
        const bool search = seed % 4 == 0;
        std::array<std::unique_ptr<sv::Player>, sv::kSeats> owned;
        std::array<sv::Player *, sv::kSeats> players {};
        for (int s = 0; s < sv::kSeats; ++s) {
            const char *kind = search && s % 2 == 0 ? kinds[2] : kinds[(seed + s) % 2];
            owned[std::size_t(s)] = sv::makePlayer(kind, std::uint64_t(seed) * 7 + std::uint64_t(s), rules);
            players[std::size_t(s)] = owned[std::size_t(s)].get();
        }
        const sv::PlayedHand hand = sv::playHand(rules, sv::Deal::fromSeed(std::uint64_t(seed) + 1000), players);
        const sv::Settlement &st = hand.settlement;
        std::int64_t money = 0;
        qixing::Fraction results;
        std::printf("sevens hand %d (%s):", seed, sv::presetName(rules.preset));
        for (int s = 0; s < sv::kSeats; ++s) {
            const std::size_t i = std::size_t(s);
            std::printf(" [%d %s x%d %s %lld]", st.points[i], sv::statusName(st.status[i]), st.multiplier[i],
                        st.results[i].toString().c_str(), static_cast<long long>(st.money[i]));
            money += st.money[i];
            results = results + st.results[i];
        }
        std::printf(" transfers %d\n", st.transferCount);
        for (const sv::Transfer &t : st.transfers())
            std::printf("  %s\n", sv::reasonText(st, t).c_str());
        check(money == 0, "sevens hand " + std::to_string(seed) + ": money sums to " + std::to_string(money));
        check(results == qixing::Fraction(0), "sevens hand " + std::to_string(seed) + ": results sum to " + results.toString());
    }
}

void mahjongWalls(int seeds)
{
    for (int seed = 1; seed <= seeds; ++seed) {
        const mj::HandSetup setup = mj::HandSetup::fromSeed(std::uint64_t(seed), mj::Seat(seed % 4));
        check(setup.validate().empty(), "mahjong wall " + std::to_string(seed) + ": " + setup.validate());
        std::uint64_t h = 0xcbf29ce484222325ull;
        for (const mj::Tile t : setup.wall)
            h = fnv(h, std::uint8_t(t.kind()));
        std::printf("mahjong wall %d: %016llx %s %s %s .. %s\n", seed, static_cast<unsigned long long>(h),
                    setup.wall[0].toString().c_str(), setup.wall[1].toString().c_str(), setup.wall[2].toString().c_str(),
                    setup.wall[mj::kTileCount - 1].toString().c_str());
    }
}

void mahjongHands(int seeds)
{
    const mj::Rules rules;
    check(rules.validate().empty(), "mahjong rules");
    for (int seed = 1; seed <= seeds; ++seed) {
        std::array<std::unique_ptr<mj::Player>, mj::kSeats> owned;
        std::array<mj::Player *, mj::kSeats> players {};
        for (int s = 0; s < mj::kSeats; ++s) {
            owned[std::size_t(s)] = mj::makePlayer((seed + s) % 3 == 0 ? "random" : "efficient",
                                                   std::uint64_t(seed) * 11 + std::uint64_t(s), rules);
            players[std::size_t(s)] = owned[std::size_t(s)].get();
        }
        const mj::HandSetup setup = mj::HandSetup::fromSeed(std::uint64_t(seed) + 5000, mj::Seat(seed % 4), 1 + seed % 3);
        // checkInvariants: the 144 tiles are all in their places after every step.
        const mj::PlayedHand hand = mj::playHand(rules, setup, players, true, true);
        const mj::Settlement &st = hand.settlement;
        std::printf("mahjong hand %d: %s winner %d way %s actions %zu totals", seed, st.drawn ? "drawn" : "won", st.winner,
                    mj::wayName(st.way), hand.actions.size());
        std::int64_t sum = 0;
        for (int s = 0; s < mj::kSeats; ++s) {
            std::printf(" %lld", static_cast<long long>(st.totals[std::size_t(s)]));
            sum += st.totals[std::size_t(s)];
        }
        std::printf("\n");
        for (const mj::Payment &p : st.payments)
            std::printf("  %s\n", mj::paymentText(p, st).c_str());
        check(sum == 0, "mahjong hand " + std::to_string(seed) + ": totals sum to " + std::to_string(sum));
    }
}

} // namespace

int main(int argc, char **argv)
{
    int seeds = 40;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--seeds") == 0 && i + 1 < argc) {
            seeds = std::atoi(argv[++i]);
        } else {
            std::fprintf(stderr, "usage: engine_check [--seeds N]\n");
            return 2;
        }
    }
    if (seeds < 1) {
        std::fprintf(stderr, "engine_check: --seeds needs a positive number\n");
        return 2;
    }
    try {
        sevensDeals(seeds);
        sevensHands(seeds);
        mahjongWalls(seeds);
        mahjongHands(seeds);
    } catch (const std::exception &e) {
        std::printf("FAILED: %s\n", e.what());
        ++failed;
    }
    std::printf("engine_check: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
