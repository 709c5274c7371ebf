// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table options of a Sevens hand and match (開桌設定, S9, S20–S31, S40–S44).

#include <cstdint>
#include <string>

namespace qixing::sevens {

enum class Preset : std::uint8_t {
    Uniform, // 制服 排七: pairwise differences with per-winner multipliers (S20–S23)
    Biqi,    // 憋七: everyone's points times one table multiplier (S30–S31)
};

struct Rules
{
    Preset preset = Preset::Uniform;
    bool headTail = false;      // 去頭去尾 (S9), a play rule: allowed with both presets
    bool allCovered100 = false; // 全蓋100分 (S22), uniform only
    bool sevenClearSix = false; // 七脫手加倍 (S20), uniform only
    bool bigMidSmall = false;   // 大中小頭 (S23), uniform only, replaces S20–S22
    std::int64_t betUnit = 1;   // 每注金額 (S41), whole money units

    // Empty when the combination is valid, otherwise why not (in English, for errors and logs).
    std::string validate() const;
    // 一底 (S41).
    std::int64_t base() const { return 30 * betUnit; }

    friend bool operator==(const Rules &, const Rules &) = default;
};

const char *presetName(Preset p); // "uniform" | "biqi"

} // namespace qixing::sevens
