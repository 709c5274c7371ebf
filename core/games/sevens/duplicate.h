// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Duplicate-format comparison of computer players: every deal is played four times with the
// player under test in each seat in turn and the field in the others, so the luck of the
// deal cancels out. Used by `qixing-cli sevens duplicate` and the strength tests.

#include "sevens/rules.h"

#include <cstdint>
#include <string>
#include <vector>

namespace qixing::sevens {

struct DuplicateResult
{
    long long deals = 0;
    double mean = 0;   // the player under test's result per hand, in 注
    double stderror = 0; // standard error of the mean, over deals (each deal's 4 hands averaged)
    // The player under test's decision time (every chooseAction call, forced ones included),
    // in milliseconds of CPU time: on a shared machine wall-clock time measures the load.
    long long moves = 0;
    double msPerMove = 0;
    double maxMsPerMove = 0;
    // Each deal's result (its four hands averaged), in order: two players run on the same
    // series compare deal by deal (paired), which is far more sensitive than their means.
    std::vector<double> perDeal;
};

// Throws std::invalid_argument for an unknown player kind (any makePlayer kind is accepted).
DuplicateResult playDuplicate(const Rules &rules, const std::string &player, const std::string &field,
                              long long deals, std::uint64_t seed);

} // namespace qixing::sevens
