// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Settings: language, animation speed, card deck (ours or an installed KDE deck), four-colour
// suits, mahjong tiles (ours or an installed KDE tileset), text size, sound volume and mute. The dialog applies and remembers the looks and the
// sound itself (through the settings' change signals); the language and the animation speed
// are the main window's to apply.

#include "ui/cards/card_renderer.h"
#include "ui/kit/animation_speed.h"
#include "ui/mahjong/tile_renderer.h"
#include "ui/kit/settings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
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

    // The remembered deck, colours, tileset, text size and sound, applied at start.
    static void applySaved();
    // Text sizes offered, as a factor of the normal size.
    static QList<qreal> textScales() { return Settings::textScales(); }

private:
    void apply();
    void showPreview();
    void showTilesetPreview();
    static void applyLooks(); // the stored ones
    static void followLooks(); // applies them again whenever one changes

    QComboBox *language_ = nullptr;
    QComboBox *speed_ = nullptr;
    QComboBox *deck_ = nullptr;
    QLabel *preview_ = nullptr;
    QList<CardDeck> decks_;
    QCheckBox *fourColour_ = nullptr;
    QComboBox *tileset_ = nullptr;
    QLabel *tilesetPreview_ = nullptr;
    QComboBox *textSize_ = nullptr;
    QSlider *volume_ = nullptr;
    QCheckBox *mute_ = nullptr;
    QCheckBox *keepRecords_ = nullptr;
};

} // namespace ui
} // namespace qixing
