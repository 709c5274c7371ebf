// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// 開桌設定 for Zhangzhou mahjong: the base (底分, M51), the streak factor (linear or 1-2-4),
// the 圈 of a match (M3), the claim time (M23), the turn limit, who sits where, and hosting on
// the LAN. Values the engine would refuse are explained rather than silently fixed; the last
// choices are remembered (MahjongUiSettings::lastTable).

#include "mahjong/mahjong_module.h"
#include "ui/kit/table_options.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace qixing {
namespace ui {

class MahjongSettingsDialog : public TableSettingsFrame
{
    Q_OBJECT
public:
    explicit MahjongSettingsDialog(QWidget *parent = nullptr);

    // Exactly what is entered, valid or not (problem() says whether it is).
    session::MahjongSettings settings() const;
    void setSettings(const session::MahjongSettings &s);
    // Empty when the choices are valid, else why not (translated, one reason a line).
    QString problem() const override;
    // The match's seed; 0 (the default) draws one when settings() is read.
    void setSeed(std::uint64_t seed) { seed_ = seed; }

    void load(); // the last choices
    void save() const override;
    static session::MahjongSettings defaults();

private:
    void refresh() override;
    void resetToDefaults() override { setSettings(defaults()); }

    QSpinBox *base_;
    QLabel *baseExample_;
    QComboBox *streak_;
    QLabel *streakHelp_;
    QSpinBox *rounds_;
    QSpinBox *claimSeconds_;
    QComboBox *timeLimit_;
    QComboBox *bank_; // the clock bank (issue 30)
    std::uint64_t seed_ = 0;
};

} // namespace ui
} // namespace qixing
