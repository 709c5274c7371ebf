// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// SHA-256 (FIPS 180-4) for the engines, which link no Qt: a hand's seed derived from the
// match's one way (oneWaySeed), so that revealing one hand's seed (docs/protocol.md,
// "Verifiable deals") tells nothing of the match's seed nor of any other hand.

#include <array>
#include <cstddef>
#include <cstdint>

namespace qixing {

std::array<std::uint8_t, 32> sha256(const std::uint8_t *data, std::size_t size);

// The seed of item `index` of a series started with `seed`, as deriveSeed (rng.h) but one
// way: the first 53 bits of SHA-256("qixing hand seed" ‖ seed ‖ index, each 8 bytes most
// significant first). deriveSeed can be inverted: one of its outputs gives its seed back.
std::uint64_t oneWaySeed(std::uint64_t seed, std::uint64_t index);

} // namespace qixing
