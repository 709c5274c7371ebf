// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table's sounds: a card played, a card covered, your turn, the end of a hand. Short WAVs
// of our own (resources/sounds, made by make_sounds.py), played with Qt Multimedia's
// QSoundEffect when the build has it (QIXING_HAS_MULTIMEDIA); without it the sounds are
// silent and the settings are still kept. Volume and mute are settings (ui/kit/settings.h):
// this follows their change signals.

#include <QObject>

#include <array>

class QSoundEffect;

namespace qixing {
namespace ui {

class Sound : public QObject
{
    Q_OBJECT
public:
    enum Kind { Play, Cover, YourTurn, HandEnd };
    static constexpr int kKinds = 4;

    static Sound &shared();
    // Whether this build can make sound at all.
    static bool available();

    int volume() const { return volume_; } // 0–100
    bool muted() const { return muted_; }
    void setVolume(int volume);
    void setMuted(bool muted);
    // Reads the remembered volume and mute (called at start and by the tests).
    void load();

    void play(Kind k);
    // How often each sound was asked for while audible (for tests: a sound-less test machine
    // still shows that the right sound was chosen).
    int requests(Kind k) const { return requests_[std::size_t(k)]; }

private:
    explicit Sound(QObject *parent = nullptr);
    void applyVolume();

    int volume_ = 70;
    bool muted_ = false;
    std::array<int, kKinds> requests_ {};
    std::array<QSoundEffect *, kKinds> effects_ {};
};

} // namespace ui
} // namespace qixing
