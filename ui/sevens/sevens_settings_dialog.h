// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// 開桌設定: every table option of a match (S44), who sits where, with a short explanation
// of each rule, the base (一底 = 30 × bet) shown live, and invalid combinations explained
// rather than silently fixed. The last choices are remembered (SevensUiSettings::lastTable).

#include "sevens/sevens_save.h"
#include "ui/kit/preset_chooser.h"
#include "ui/kit/table_options.h"

#include <QHash>
#include <QJsonObject>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace qixing {
namespace ui {

class SevensSettingsDialog : public TableSettingsFrame
{
    Q_OBJECT
public:
    explicit SevensSettingsDialog(QWidget *parent = nullptr);

    session::SessionSettings settings() const;
    void setSettings(const session::SessionSettings &s);
    // Empty when the choices are valid, else why not (translated).
    QString problem() const override;
    void setSeed(std::uint64_t seed) { seed_ = seed; }

    void load();  // the last choices
    void save() const override;
    static session::SessionSettings defaults();

    // --- presets (issue 30)
    // A shipped preset's name in the window's language (core/games/sevens' canonical names);
    // any other name as it is.
    static QString presetName(const QString &canonical);
    // The preset line of a table: "制服麻將 夢幻排七 + 5 hands, bet 50" from its settings (or
    // TableInfo) with "preset" ({"name", "differs"}); empty without one.
    static QString presetLine(const QJsonObject &info);
    PresetChooser *presetChooser() const { return chooser_; }

private:
    void refresh() override;
    void resetToDefaults() override { setSettings(defaults()); }

    QHash<QCheckBox *, QLabel *> helpOf_; // each option's explanation under it
    QComboBox *preset_;
    QLabel *presetHelp_;
    QCheckBox *headTail_, *allCovered_, *sevenSix_, *bigMidSmall_;
    QSpinBox *bet_;
    QLabel *base_;
    QSpinBox *balance_;
    QSpinBox *hands_;
    QComboBox *penalty_;
    QComboBox *timeLimit_;
    QComboBox *bank_; // the clock bank (issue 30)
    std::uint64_t seed_ = 0;
    PresetChooser *chooser_ = nullptr;
};

} // namespace ui
} // namespace qixing
