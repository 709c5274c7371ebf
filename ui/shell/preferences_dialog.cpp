// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/preferences_dialog.h"
#include "ui/kit/settings_store.h"
#include "ui/kit/settings.h"

#include "ui/kit/i18n.h"
#include "ui/kit/sound.h"
#include "ui/kit/text_scale.h"
#include "ui/shell/game_ui.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>

#include <algorithm>

namespace qixing {
namespace ui {

PreferencesDialog::PreferencesDialog(AnimationSpeed speed, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("preferences"));
    setWindowTitle(tr("Settings"));
    const Settings &settings = Settings::shared();
    auto *form = new QFormLayout(this);

    language_ = new QComboBox;
    language_->setObjectName(QStringLiteral("languageBox"));
    language_->addItem(tr("System language"), QStringLiteral("system"));
    for (const QString &c : Language::codes())
        language_->addItem(Language::nativeName(c), c);
    language_->setCurrentIndex(std::max(0, language_->findData(settings.language())));
    form->addRow(tr("Language:"), language_);

    speed_ = new QComboBox;
    speed_->setObjectName(QStringLiteral("speedBox"));
    for (const QString &s : {tr("Off"), tr("Fast"), tr("Normal"), tr("Slow")})
        speed_->addItem(s);
    speed_->setCurrentIndex(int(speed));
    form->addRow(tr("Animation speed:"), speed_);

    // Each game's rows (its card deck, its tileset …), in the hall's order.
    for (const GameUi *game : GameUis::all())
        if (game->preferencesRows)
            storeGameRows_.append(game->preferencesRows(form, this));

    textSize_ = new QComboBox;
    textSize_->setObjectName(QStringLiteral("textSizeBox"));
    for (const QString &s : {tr("Small"), tr("Normal"), tr("Large"), tr("Largest")})
        textSize_->addItem(s);
    textSize_->setCurrentIndex(settings.textSize());
    form->addRow(tr("Text size:"), textSize_);

    auto *soundRow = new QHBoxLayout;
    volume_ = new QSlider(Qt::Horizontal);
    volume_->setObjectName(QStringLiteral("volumeSlider"));
    volume_->setRange(0, 100);
    volume_->setValue(Sound::shared().volume());
    volume_->setAccessibleName(tr("Sound volume"));
    mute_ = new QCheckBox(tr("Mute"));
    mute_->setObjectName(QStringLiteral("muteBox"));
    mute_->setChecked(Sound::shared().muted());
    connect(mute_, &QCheckBox::toggled, volume_, [this](bool on) { volume_->setEnabled(!on); });
    volume_->setEnabled(!mute_->isChecked());
    soundRow->addWidget(volume_, 1);
    soundRow->addWidget(mute_);
    form->addRow(tr("Sound:"), soundRow);
    if (!Sound::available()) {
        auto *note = new QLabel(tr("This copy of Qixing was built without sound."));
        note->setWordWrap(true);
        form->addRow(QString(), note);
    }
    keepRecords_ = new QCheckBox(tr("Keep a record of every match played (the History)"));
    keepRecords_->setObjectName(QStringLiteral("keepRecordsBox"));
    keepRecords_->setChecked(settings.keepRecords());
    form->addRow(tr("Records:"), keepRecords_);

    auto *buttons = new QDialogButtonBox;
    buttons->addButton(tr("OK"), QDialogButtonBox::AcceptRole);
    buttons->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    // Before anyone else hears of the acceptance: the window repaints with the new looks.
    connect(this, &QDialog::accepted, this, &PreferencesDialog::apply);
    followLooks();
}

QString PreferencesDialog::language() const
{
    return language_->currentData().toString();
}

AnimationSpeed PreferencesDialog::animationSpeed() const
{
    return AnimationSpeed(speed_->currentIndex());
}

void PreferencesDialog::apply()
{
    // The renderers and the sound follow the settings' change signals (see applySaved).
    Settings &settings = Settings::shared();
    for (const auto &store : std::as_const(storeGameRows_))
        store();
    settings.setTextSize(textSize_->currentIndex());
    settings.setVolume(volume_->value());
    settings.setMuted(mute_->isChecked());
    settings.setKeepRecords(keepRecords_->isChecked());
}

void PreferencesDialog::applySaved()
{
    Sound::shared().load();
    for (const GameUi *game : GameUis::all())
        if (game->applySavedLooks)
            game->applySavedLooks();
    applyTextSize();
    followLooks();
}

void PreferencesDialog::followLooks()
{
    // Once for the program: every later change of a look redraws with it.
    static const bool following = [] {
        Settings *s = &Settings::shared();
        QObject::connect(s, &Settings::textSizeChanged, s, [] { applyTextSize(); });
        return true;
    }();
    Q_UNUSED(following)
    for (const GameUi *game : GameUis::all())
        if (game->followSavedLooks)
            game->followSavedLooks();
}

void PreferencesDialog::applyTextSize()
{
    const qreal textScale = Settings::shared().textScale();
    // The application font scales every dialog and label; the table scales its own drawing.
    static const QFont base = QApplication::font();
    QFont f = base;
    if (base.pointSizeF() > 0)
        f.setPointSizeF(base.pointSizeF() * textScale);
    else
        f.setPixelSize(std::max(8, int(base.pixelSize() * textScale)));
    if (QApplication::font() != f)
        QApplication::setFont(f);
    TextScale::set(textScale);
    for (QWidget *w : QApplication::allWidgets())
        w->update();
}

} // namespace ui
} // namespace qixing
