// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// 開桌設定: every table option of a match (S44), who sits where, with a short explanation
// of each rule, the base (一底 = 30 × bet) shown live, and invalid combinations explained
// rather than silently fixed. The last choices are remembered (SevensUiSettings::lastTable).

#include "sevens/sevens_save.h"
#include "ui/kit/table_options.h"

#include <QHash>

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
};

} // namespace ui
} // namespace qixing
