// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Mean and standard error of a running series (bot strength, per-seat results).

#include <algorithm>
#include <cmath>
#include <ctime>

namespace qixing {

struct MeanAndError
{
    double sum = 0, sumSq = 0;
    long long n = 0;
    void add(double x) { sum += x; sumSq += x * x; ++n; }
    double mean() const { return n ? sum / double(n) : 0; }
    // Standard error of the mean (sample variance / n), 0 below two samples.
    double stderror() const
    {
        if (n < 2)
            return 0;
        const double m = mean();
        const double var = (sumSq - double(n) * m * m) / double(n - 1);
        return std::sqrt(std::max(0.0, var) / double(n));
    }
};

// The decision time of a player under test (duplicate summaries: msPerMove, maxMsPerMove), in
// CPU time: on a shared machine wall-clock time measures the load.
struct DecisionTimer
{
    MeanAndError ms;
    double maxMs = 0;
    template<typename Decide>
    auto operator()(Decide &&decide)
    {
        const std::clock_t start = std::clock();
        auto choice = decide();
        const double spent = 1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC;
        ms.add(spent);
        maxMs = std::max(maxMs, spent);
        return choice;
    }
};

} // namespace qixing
