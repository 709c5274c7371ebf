// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every remembered setting of the program in one place: its key, its default and its type (as
// KDE's KConfigSkeleton classes do). A game's own settings (its looks, its last table) are in
// its own typed class in ui/<game>/, made the same way. Reads ask QSettings each time, so a value written elsewhere in
// the process (the tests do) is seen at once; writes go through SettingsStore, which checks
// them. The keys and stored formats are those of earlier versions: a player's settings read
// back.
//
// The settings that change while the window runs (animation speed, text size, volume, mute)
// each have a signal, emitted when a setter changes the value
// (also when the file could not be written: the choice then holds until Qixing closes). One
// signal per setting, not one with a key: a listener connects to what it draws with, typed,
// and nobody compares keys. The language has none: `--lang` can put a language in use that
// differs from the stored one, so choosing is applied by the window, not by a change here.

#include <QObject>
#include <QSize>
#include <QString>
#include <QVariantList>

namespace qixing::ui {

enum class AnimationSpeed; // ui/table_widget.h

class Settings : public QObject
{
    Q_OBJECT
public:
    static Settings &shared();

    // Each setter returns false when the value could not be stored (SettingsStore::writeFailed
    // has said why).

    // The language chosen in Settings or the View menu: "system" or a code ("en", "zh_TW" …).
    QString language() const;
    bool setLanguage(const QString &code);

    AnimationSpeed animationSpeed() const;
    bool setAnimationSpeed(AnimationSpeed speed);

    // The text size: an index into textScales().
    int textSize() const;
    static QList<qreal> textScales() { return {0.9, 1.0, 1.2, 1.45}; }
    qreal textScale() const { return textScales().value(textSize(), 1.0); }
    bool setTextSize(int index);

    int volume() const; // 0–100
    bool muted() const;
    bool setVolume(int volume);
    bool setMuted(bool muted);

    // Issue 29: the matches played in this window are recorded for the History (default on).
    bool keepRecords() const;
    bool setKeepRecords(bool on);

    // The window's last size (invalid when never closed) and whether it was maximized.
    QSize windowSize() const;
    bool windowMaximized() const;
    bool setWindowGeometry(QSize normalSize, bool maximized);

    // The LAN: the name a person joins with, the table they host (name and port), and the
    // seats they hold at others' tables (a list of maps, see ui/lan_widgets.cpp).
    QString lanPlayerName() const;
    bool setLanPlayerName(const QString &name);
    QString lanTableName() const;
    int lanPort() const;
    bool setLanTable(const QString &name, int port);
    // The party switches of a table hosted here (issue 30): whether people may watch, may
    // chat, see every hand one hand behind, and how many duplicate tables. The spectators'
    // password is never kept (as the table's own is not).
    struct LanParty
    {
        bool spectators = true;
        bool spectatorChat = false;
        bool spectatorsBehind = false;
        int duplicateTables = 1;
    };
    LanParty lanParty() const;
    bool setLanParty(const LanParty &party);
    QVariantList lanSeats() const;
    bool setLanSeats(const QVariantList &seats);

signals:
    void animationSpeedChanged(qixing::ui::AnimationSpeed speed);
    void textSizeChanged(int index);
    void volumeChanged(int volume);
    void mutedChanged(bool muted);
    void keepRecordsChanged(bool on);

private:
    Settings() = default;
};

} // namespace qixing::ui
