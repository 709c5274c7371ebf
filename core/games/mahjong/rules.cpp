// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/rules.h"

namespace qixing::mahjong {

std::string Rules::validate() const
{
    if (base < 1 || base > kMaxBase)
        return "the base must be from 1 to " + std::to_string(kMaxBase) + " (M51)";
    if (claimSeconds < 1 || claimSeconds > kMaxClaimSeconds)
        return "the claim time must be from 1 to " + std::to_string(kMaxClaimSeconds) + " seconds";
    if (rounds < 1 || rounds > kMaxRounds)
        return "rounds must be from 1 to " + std::to_string(kMaxRounds);
    return {};
}

} // namespace qixing::mahjong
