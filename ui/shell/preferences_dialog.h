// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Settings: language, animation speed, each game's own rows (its looks: GameUi::
// preferencesRows), text size, sound volume and mute. The dialog applies and remembers the
// looks and the sound itself (through the settings' change signals); the language and the
// animation speed are the main window's to apply.

#include "ui/kit/animation_speed.h"
#include "ui/kit/settings.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QSlider;

namespace qixing {
namespace ui {

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(AnimationSpeed speed, QWidget *parent = nullptr);

    QString language() const;
    AnimationSpeed animationSpeed() const;

    // The remembered looks (the text size and each game's: GameUi::applySavedLooks) and
    // sound, applied at start.
    static void applySaved();
    // Text sizes offered, as a factor of the normal size.
    static QList<qreal> textScales() { return Settings::textScales(); }

private:
    void apply();
    static void applyTextSize(); // the stored one
    static void followLooks(); // the text size and each game's looks, applied again whenever one changes

    QComboBox *language_ = nullptr;
    QComboBox *speed_ = nullptr;
    QList<std::function<void()>> storeGameRows_; // each game's rows' (GameUi::preferencesRows)
    QComboBox *textSize_ = nullptr;
    QSlider *volume_ = nullptr;
    QCheckBox *mute_ = nullptr;
    QCheckBox *keepRecords_ = nullptr;
};

} // namespace ui
} // namespace qixing
