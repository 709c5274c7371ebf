// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/rules.h"

namespace qixing::sevens {

const char *presetName(Preset p)
{
    return p == Preset::Biqi ? "biqi" : "uniform";
}

std::string Rules::validate() const
{
    if (betUnit < 1)
        return "betUnit must be a whole number of at least 1";
    if (betUnit > 1'000'000'000)
        return "betUnit must be at most 1000000000";
    if (preset == Preset::Biqi) {
        if (allCovered100)
            return "allCovered100 (全蓋100分) belongs to the uniform preset, not biqi";
        if (sevenClearSix)
            return "sevenClearSix (七脫手加倍) belongs to the uniform preset; biqi always scores 独头七 (S30)";
        if (bigMidSmall)
            return "bigMidSmall (大中小頭) belongs to the uniform preset, not biqi";
    }
    if (bigMidSmall && (allCovered100 || sevenClearSix))
        return "bigMidSmall (大中小頭) replaces the multipliers and the 全蓋 bonus (S23): "
               "it cannot be combined with allCovered100 or sevenClearSix";
    return {};
}

} // namespace qixing::sevens
