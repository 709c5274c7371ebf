// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers for rule tests built from explicit walls: place each seat's deal, chosen draws and
// tail tiles, fill the rest deterministically, and drive a hand step by step with a passive
// default for everything a test does not script.

#include "mahjong/hand.h"

#include <QTest>

#include <map>
#include <string>
#include <vector>

namespace scenario {

using namespace qixing::mahjong;

// "123m 456p 7z 1f" → tiles.
inline std::vector<Tile> tiles(const std::string &text)
{
    std::vector<Tile> out;
    std::string digits;
    for (char ch : text) {
        if (ch >= '0' && ch <= '9') {
            digits += ch;
        } else if (ch == 'm' || ch == 's' || ch == 'p' || ch == 'z' || ch == 'f') {
            for (char d : digits)
                out.push_back(*Tile::parse(std::string {d, ch}));
            digits.clear();
        }
    }
    return out;
}

struct Spec
{
    Seat dealer = 0;
    std::array<std::string, kSeats> hands; // by seat; the dealer's holds 17, missing tiles are filled
    std::map<int, std::string> at;         // wall index → tile (the first draw is index 65)
    std::vector<std::string> tail;         // tail[0] is the last tile of the wall (index 143)
    std::vector<std::pair<int, int>> dice {{1, 1}};
    int streak = 1;
};

// Draw k (0-based, no claims, dealer's seat first discarding) is at wall index 65 + k.
constexpr int kFirstDraw = 65;

inline HandSetup build(const Spec &spec)
{
    std::array<int, kAllKinds> left {};
    for (int k = 0; k < kAllKinds; ++k)
        left[std::size_t(k)] = copiesOf(k);
    std::array<int, kTileCount> wall;
    wall.fill(-1);
    const auto take = [&](Tile t) {
        if (--left[std::size_t(t.kind())] < 0)
            qFatal("scenario uses too many %s", t.toString().c_str());
        return t.kind();
    };
    // Deal positions of each seat.
    std::array<std::vector<int>, kSeats> places;
    for (int i = 0; i < kSeats; ++i) {
        const Seat s = (spec.dealer + i) & 3;
        for (int j = 0; j < 16; ++j)
            places[std::size_t(s)].push_back(16 * i + j);
    }
    places[std::size_t(spec.dealer)].push_back(64);
    for (Seat s = 0; s < kSeats; ++s) {
        const auto ts = tiles(spec.hands[std::size_t(s)]);
        for (std::size_t j = 0; j < ts.size(); ++j)
            wall[std::size_t(places[std::size_t(s)][j])] = take(ts[j]);
    }
    for (const auto &[index, name] : spec.at)
        wall[std::size_t(index)] = take(tiles(name).at(0));
    for (std::size_t j = 0; j < spec.tail.size(); ++j)
        if (!spec.tail[j].empty())
            wall[kTileCount - 1 - j] = take(tiles(spec.tail[j]).at(0));
    // Flowers left over go to indices 120.. (never reached by front draws in these tests,
    // nor by the few replacements from the tail); other tiles fill the rest in kind order.
    int flowerAt = 120;
    for (int f = kKinds; f < kAllKinds; ++f) {
        while (left[std::size_t(f)] > 0) {
            while (wall[std::size_t(flowerAt)] >= 0)
                ++flowerAt;
            wall[std::size_t(flowerAt)] = f;
            --left[std::size_t(f)];
        }
    }
    // Shuffled (with a fixed seed) so that filled hands are ordinary, far from ready.
    std::vector<int> rest;
    for (int k = 0; k < kKinds; ++k)
        for (; left[std::size_t(k)] > 0; --left[std::size_t(k)])
            rest.push_back(k);
    qixing::Rng rng(12345);
    rng.shuffle(rest.data(), rest.size());
    std::size_t next = 0;
    for (int i = 0; i < kTileCount; ++i)
        if (wall[std::size_t(i)] < 0)
            wall[std::size_t(i)] = rest[next++];
    HandSetup setup;
    for (int i = 0; i < kTileCount; ++i)
        setup.wall[std::size_t(i)] = Tile(wall[std::size_t(i)]);
    setup.dealer = spec.dealer;
    setup.dice = spec.dice;
    setup.streak = spec.streak;
    const std::string e = setup.validate();
    if (!e.empty())
        qFatal("bad scenario wall: %s", e.c_str());
    return setup;
}

// Passes the opening offers (天胡, 三金倒, 搶金) of filled hands.
#define SKIP_OPENING(h) AUTO_UNTIL(h, (h).phase() != Phase::Opening)

inline bool has(const std::vector<Action> &v, const Action &a)
{
    return std::find(v.begin(), v.end(), a) != v.end();
}

inline bool hasKind(const std::vector<Action> &v, Action::Kind k)
{
    return std::any_of(v.begin(), v.end(), [k](const Action &a) { return a.kind == k; });
}

// The passive default: pass every prompt, discard the tile just drawn (or the first tile),
// and take a win only when it is the one legal action (M38).
inline Action passive(const HandState &h)
{
    const Seat s = h.toAct();
    const auto legal = h.legalActions(s);
    if (h.phase() != Phase::Turn)
        return Action::pass();
    if (legal.size() == 1)
        return legal.front();
    const Action d = Action::discard(h.lastDrawn());
    if (has(legal, d))
        return d;
    for (const Action &a : legal)
        if (a.kind == Action::Kind::Discard)
            return a;
    return legal.front();
}

} // namespace scenario

// Applies an action that must be legal.
#define ACT(h, seat, action) \
    do { \
        const std::string e_ = (h).apply((seat), (action), &log); \
        QVERIFY2(e_.empty(), e_.c_str()); \
        QVERIFY2((h).checkConservation().empty(), (h).checkConservation().c_str()); \
    } while (0)

// Plays the passive default until cond holds or the hand ends.
#define AUTO_UNTIL(h, cond) \
    do { \
        for (int n_ = 0; !(h).over() && !(cond); ++n_) { \
            QVERIFY(n_ < 2000); \
            ACT(h, (h).toAct(), scenario::passive(h)); \
        } \
    } while (0)
