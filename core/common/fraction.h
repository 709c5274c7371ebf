// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An exact rational amount, used where results in 注 or bases are not whole (大中小頭 ties,
// S23). Always normalised: den > 0 and gcd(num, den) == 1.

#include <cstdint>
#include <string>

namespace qixing {

class Fraction
{
public:
    constexpr Fraction(std::int64_t whole = 0) : num_(whole), den_(1) {}
    Fraction(std::int64_t num, std::int64_t den);

    constexpr std::int64_t num() const { return num_; }
    constexpr std::int64_t den() const { return den_; }
    constexpr bool isWhole() const { return den_ == 1; }
    double toDouble() const { return double(num_) / double(den_); }
    // "7", "-11/3".
    std::string toString() const;

    // Whole amounts (the common case: every preset but 大中小頭 ties) skip the gcd.
    friend Fraction operator+(Fraction a, Fraction b)
    {
        if (a.den_ == 1 && b.den_ == 1)
            return Fraction(a.num_ + b.num_);
        return {a.num_ * b.den_ + b.num_ * a.den_, a.den_ * b.den_};
    }
    friend Fraction operator-(Fraction a, Fraction b)
    {
        if (a.den_ == 1 && b.den_ == 1)
            return Fraction(a.num_ - b.num_);
        return {a.num_ * b.den_ - b.num_ * a.den_, a.den_ * b.den_};
    }
    friend Fraction operator*(Fraction a, Fraction b)
    {
        if (a.den_ == 1 && b.den_ == 1)
            return Fraction(a.num_ * b.num_);
        return {a.num_ * b.num_, a.den_ * b.den_};
    }
    friend Fraction operator/(Fraction a, Fraction b) { return {a.num_ * b.den_, a.den_ * b.num_}; }
    Fraction operator-() const { Fraction f = *this; f.num_ = -f.num_; return f; }
    Fraction &operator+=(Fraction b) { return *this = *this + b; }
    Fraction &operator-=(Fraction b) { return *this = *this - b; }
    friend constexpr bool operator==(Fraction a, Fraction b) { return a.num_ == b.num_ && a.den_ == b.den_; }
    friend constexpr bool operator<(Fraction a, Fraction b) { return a.num_ * b.den_ < b.num_ * a.den_; }
    friend constexpr bool operator>(Fraction a, Fraction b) { return b < a; }

private:
    std::int64_t num_;
    std::int64_t den_;
};

} // namespace qixing
