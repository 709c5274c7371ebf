// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/text_scale.h"

#include <algorithm>

namespace qixing::ui::TextScale {

namespace {
qreal g_scale = 1.0; // the GUI thread's alone
} // namespace

qreal current()
{
    return g_scale;
}

void set(qreal scale)
{
    g_scale = std::clamp(scale, 0.75, 2.0);
}

} // namespace qixing::ui::TextScale
