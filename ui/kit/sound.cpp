// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/sound.h"
#include "ui/kit/settings_store.h"
#include "ui/kit/settings.h"

#include <QCoreApplication>
#include <QUrl>

#ifdef QIXING_HAS_MULTIMEDIA
#include <QSoundEffect>
#endif

#include <algorithm>

namespace qixing {
namespace ui {

namespace {
const char *const kFiles[Sound::kKinds] = {"play", "cover", "turn", "hand_end"};
} // namespace

Sound &Sound::shared()
{
    // Owned by the application object, so that the effects go before the audio backend does.
    static Sound *s = new Sound(QCoreApplication::instance());
    return *s;
}

bool Sound::available()
{
#ifdef QIXING_HAS_MULTIMEDIA
    return true;
#else
    return false;
#endif
}

Sound::Sound(QObject *parent) : QObject(parent)
{
    load();
    // A change from anywhere (the Settings dialog, setVolume) is heard at once.
    connect(&Settings::shared(), &Settings::volumeChanged, this, [this](int volume) {
        volume_ = volume;
        applyVolume();
    });
    connect(&Settings::shared(), &Settings::mutedChanged, this, [this](bool muted) {
        muted_ = muted;
        applyVolume();
    });
}

void Sound::load()
{
    volume_ = Settings::shared().volume();
    muted_ = Settings::shared().muted();
    applyVolume();
}

void Sound::setVolume(int volume)
{
    Settings::shared().setVolume(volume);
}

void Sound::setMuted(bool muted)
{
    Settings::shared().setMuted(muted);
}

void Sound::applyVolume()
{
#ifdef QIXING_HAS_MULTIMEDIA
    for (QSoundEffect *e : effects_)
        if (e)
            e->setVolume(float(volume_) / 100.0f);
#endif
}

void Sound::play(Kind k)
{
    if (muted_ || volume_ == 0)
        return;
    ++requests_[std::size_t(k)];
#ifdef QIXING_HAS_MULTIMEDIA
    // Loaded on first use: no audio device is opened by a game that never makes a sound.
    QSoundEffect *&e = effects_[std::size_t(k)];
    if (!e) {
        e = new QSoundEffect(this);
        e->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(kFiles[k]))));
        e->setVolume(float(volume_) / 100.0f);
    }
    e->play();
#endif
}

} // namespace ui
} // namespace qixing
