// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The text size setting as a factor (1 = the usual size): the tables, the side panel and the
// hall scale their text by it. The preferences set it; it is not stored here.

#include <QtGlobal>

namespace qixing::ui::TextScale {

qreal current();
// Clamped to 0.75–2.
void set(qreal scale);

} // namespace qixing::ui::TextScale
