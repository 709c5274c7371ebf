// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/fraction.h"

#include <numeric>
#include <stdexcept>

namespace qixing {

Fraction::Fraction(std::int64_t num, std::int64_t den)
{
    if (den == 0)
        throw std::domain_error("fraction with zero denominator");
    if (den < 0) {
        num = -num;
        den = -den;
    }
    const std::int64_t g = std::gcd(num, den);
    num_ = num / g;
    den_ = den / g;
}

std::string Fraction::toString() const
{
    return den_ == 1 ? std::to_string(num_) : std::to_string(num_) + "/" + std::to_string(den_);
}

} // namespace qixing
