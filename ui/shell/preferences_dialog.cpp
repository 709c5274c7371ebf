// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/preferences_dialog.h"
#include "ui/kit/settings_store.h"
#include "ui/kit/settings.h"

#include "ui/cards/card_renderer.h"
#include "ui/kit/i18n.h"
#include "ui/kit/sound.h"
#include "ui/kit/text_scale.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSlider>

#include <algorithm>
#include <utility>

namespace qixing {
namespace ui {

namespace {
constexpr int kPreviewHeight = 112;
} // namespace

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

    deck_ = new QComboBox;
    deck_->setObjectName(QStringLiteral("deckBox"));
    decks_ = CardRenderer::decks();
    for (const CardDeck &d : std::as_const(decks_))
        deck_->addItem(d.id == CardRenderer::ownDeckId() ? tr("Qixing (built in)") : d.name, d.id);
    deck_->setCurrentIndex(std::max(0, deck_->findData(CardRenderer::shared().deckId())));
    deck_->setToolTip(tr("Card decks installed on this computer (KDE card decks) are offered too."));
    form->addRow(tr("Cards:"), deck_);
    preview_ = new QLabel;
    preview_->setObjectName(QStringLiteral("deckPreview"));
    preview_->setMinimumHeight(kPreviewHeight);
    form->addRow(QString(), preview_);
    connect(deck_, &QComboBox::currentIndexChanged, this, &PreferencesDialog::showPreview);
    showPreview();

    fourColour_ = new QCheckBox(tr("Four suit colours on the Qixing cards (♦ blue, ♣ green)"));
    fourColour_->setObjectName(QStringLiteral("fourColourBox"));
    fourColour_->setChecked(CardRenderer::shared().fourColour());
    form->addRow(QString(), fourColour_);
    // A KDE deck's faces keep their own two colours (see CardRenderer::setFourColour): the
    // choice is kept for our cards but cannot be made for a deck that would not show it.
    const auto fourColourFollowsDeck = [this] {
        const bool own = deck_->currentData().toString() == CardRenderer::ownDeckId();
        fourColour_->setEnabled(own);
        fourColour_->setToolTip(own ? tr("On the Qixing cards and the table's suit signs.")
                                    : tr("A KDE card deck keeps its own two suit colours."));
    };
    connect(deck_, &QComboBox::currentIndexChanged, this, fourColourFollowsDeck);
    fourColourFollowsDeck();

    tileset_ = new QComboBox;
    tileset_->setObjectName(QStringLiteral("tilesetBox"));
    for (const Tileset &t : TileRenderer::tilesets())
        tileset_->addItem(t.id == TileRenderer::ownTilesetId() ? tr("Qixing (built in)") : t.name, t.id);
    tileset_->setCurrentIndex(std::max(0, tileset_->findData(TileRenderer::shared().tilesetId())));
    tileset_->setToolTip(tr("Mahjong tilesets installed on this computer (KDE tilesets) are offered too. "
                            "Small tiles are always drawn by Qixing, to stay legible."));
    form->addRow(tr("Mahjong tiles:"), tileset_);
    tilesetPreview_ = new QLabel;
    tilesetPreview_->setObjectName(QStringLiteral("tilesetPreview"));
    form->addRow(QString(), tilesetPreview_);
    connect(tileset_, &QComboBox::currentIndexChanged, this, &PreferencesDialog::showTilesetPreview);
    showTilesetPreview();

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

void PreferencesDialog::showPreview()
{
    // The deck's own sample picture; ours is a queen drawn on the spot.
    const qreal dpr = devicePixelRatioF();
    const CardDeck d = decks_.value(deck_->currentIndex());
    QPixmap pm;
    if (!d.previewFile.isEmpty())
        pm = QPixmap(d.previewFile).scaledToHeight(int(kPreviewHeight * dpr), Qt::SmoothTransformation);
    if (pm.isNull()) {
        const QSize size(int(kPreviewHeight * CardRenderer::kAspect), kPreviewHeight);
        pm = QPixmap(size * dpr);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.scale(dpr, dpr);
        CardRenderer::paintFace(p, QRectF(QPointF(0, 0), size), sevens::Card(sevens::Suit::Hearts, 12));
    }
    pm.setDevicePixelRatio(dpr);
    preview_->setPixmap(pm);
}

void PreferencesDialog::showTilesetPreview()
{
    // One of each kind of face: 萬, 條, 筒, a wind, a dragon and a flower.
    using mahjong::Tile;
    const QList<Tile> tiles {Tile::suited(0, 1), Tile::suited(1, 5), Tile::suited(2, 9), Tile::honour(1), Tile::honour(7),
                             Tile::flower(1)};
    tilesetPreview_->setPixmap(TileRenderer::sample(tileset_->currentData().toString(), tiles, 64, devicePixelRatioF()));
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
    settings.setLooks({deck_->currentData().toString(), fourColour_->isChecked(), tileset_->currentData().toString(),
                       textSize_->currentIndex()});
    settings.setVolume(volume_->value());
    settings.setMuted(mute_->isChecked());
    settings.setKeepRecords(keepRecords_->isChecked());
}

void PreferencesDialog::applySaved()
{
    Sound::shared().load();
    applyLooks();
    followLooks();
}

void PreferencesDialog::followLooks()
{
    // Once for the program: every later change of a look redraws with it.
    static const bool following = [] {
        Settings *s = &Settings::shared();
        QObject::connect(s, &Settings::deckChanged, s, [] { applyLooks(); });
        QObject::connect(s, &Settings::fourColourChanged, s, [] { applyLooks(); });
        QObject::connect(s, &Settings::tilesetChanged, s, [] { applyLooks(); });
        QObject::connect(s, &Settings::textSizeChanged, s, [] { applyLooks(); });
        return true;
    }();
    Q_UNUSED(following)
}

void PreferencesDialog::applyLooks()
{
    const Settings &settings = Settings::shared();
    const QString deck = settings.deck();
    const QString tileset = settings.tileset();
    const bool fourColour = settings.fourColour();
    const qreal textScale = settings.textScale();
    CardRenderer &r = CardRenderer::shared();
    if (!r.setDeck(deck) && deck != CardRenderer::ownDeckId())
        qWarning("qixing: card deck %s not found or incomplete; using the Qixing cards", qPrintable(deck));
    if (!TileRenderer::shared().setTileset(tileset))
        qWarning("qixing: mahjong tileset %s not found or incomplete; using the Qixing tiles", qPrintable(tileset));
    if (fourColour != r.fourColour()) {
        r.setFourColour(fourColour);
        r.clear();
    }
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
