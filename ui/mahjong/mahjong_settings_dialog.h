// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// 開桌設定 for Zhangzhou mahjong: the base (底分, M51), the streak factor (linear or 1-2-4),
// the 圈 of a match (M3), the claim time (M23), the turn limit, who sits where, and hosting on
// the LAN. Values the engine would refuse are explained rather than silently fixed; the last
// choices are remembered (MahjongUiSettings::lastTable).

#include "mahjong/mahjong_module.h"
#include "ui/kit/preset_chooser.h"
#include "ui/kit/table_options.h"

#include <QJsonObject>

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

    // --- presets (issue 30)
    // A shipped preset's name in the window's language (core/games/mahjong's canonical
    // names); any other name as it is.
    static QString presetName(const QString &canonical);
    // The preset line of a table: "北斗七星 漳州麻將 + 20 s a turn" from its settings (or
    // TableInfo) with "preset" ({"name", "differs"}); empty without one.
    static QString presetLine(const QJsonObject &info);
    PresetChooser *presetChooser() const { return chooser_; }

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
    PresetChooser *chooser_ = nullptr;
};

} // namespace ui
} // namespace qixing
