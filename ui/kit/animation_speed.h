// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How fast the tables move cards and tiles (Settings): off, fast, normal or slow.

namespace qixing::ui {

enum class AnimationSpeed { Off = 0, Fast = 1, Normal = 2, Slow = 3 };

} // namespace qixing::ui
