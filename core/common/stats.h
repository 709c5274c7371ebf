#pragma once
// Mean and standard error of a running series (bot strength, per-seat results).

#include <algorithm>
#include <cmath>

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

} // namespace qixing
