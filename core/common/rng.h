// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A seeded random number generator whose output is the same on every platform and
// standard library (rules S2, M5): xoshiro256** seeded through SplitMix64, with our own
// unbiased bounded draw and Fisher-Yates shuffle. Never use std::uniform_int_distribution
// or std::shuffle for anything a seed must reproduce: their output is implementation-defined.

#include <cstdint>
#include <utility>

namespace qixing {

// SplitMix64 step: also used to derive independent seeds (hand k of a match, and so on).
constexpr std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// The seed of item `index` of a series started with `seed`. Kept below 2^53 so that it
// survives a round trip through JSON in any language (doubles).
constexpr std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t index)
{
    std::uint64_t s = seed ^ (index * 0xD1B54A32D192ED03ull);
    splitMix64(s);
    return splitMix64(s) & ((std::uint64_t{1} << 53) - 1);
}

class Rng
{
public:
    explicit constexpr Rng(std::uint64_t seed = 0) { reseed(seed); }

    constexpr void reseed(std::uint64_t seed)
    {
        for (auto &w : s_)
            w = splitMix64(seed);
        haveSpare_ = false;
    }

    constexpr std::uint64_t next()
    {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform integer in [0, bound), bound > 0, without bias (Lemire's multiply-shift with
    // rejection on 32-bit draws; bound is always small here).
    constexpr std::uint32_t below(std::uint32_t bound)
    {
        std::uint64_t m = std::uint64_t(next32()) * bound;
        std::uint32_t low = std::uint32_t(m);
        if (low < bound) {
            const std::uint32_t threshold = std::uint32_t(-bound) % bound;
            while (low < threshold) {
                m = std::uint64_t(next32()) * bound;
                low = std::uint32_t(m);
            }
        }
        return std::uint32_t(m >> 32);
    }

    // 32 random bits: both halves of each 64-bit output are used, high half first.
    constexpr std::uint32_t next32()
    {
        if (haveSpare_) {
            haveSpare_ = false;
            return spare_;
        }
        const std::uint64_t x = next();
        spare_ = std::uint32_t(x);
        haveSpare_ = true;
        return std::uint32_t(x >> 32);
    }

    // Fisher-Yates, from the back, with below(): the same permutation everywhere.
    template<typename T, std::size_t N>
    constexpr void shuffle(T (&items)[N]) { shuffle(items, N); }

    template<typename T>
    constexpr void shuffle(T *items, std::size_t n)
    {
        for (std::size_t i = n; i > 1; --i) {
            const std::size_t j = below(std::uint32_t(i));
            std::swap(items[i - 1], items[j]);
        }
    }

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4] {};
    std::uint32_t spare_ = 0;
    bool haveSpare_ = false;
};

} // namespace qixing
