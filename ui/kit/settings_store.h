// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one way settings are written. A value is written only when it differs from the stored
// one (starting the game writes nothing), and every write is checked: the settings file is
// copied aside first (session::writeFile, flushed and checked), QSettings::sync() is checked
// by its status and by reading the file back, and a file that did not come back whole is
// replaced by the copy. Qt 6.4 can otherwise leave an empty qixing.conf on a full disk
// (QSaveFile::commit() ignores a failed flush, QTBUG-75077).

#include <QObject>
#include <QString>
#include <QVariant>

#include <utility>
#include <vector>

namespace qixing::ui {

class SettingsStore : public QObject
{
    Q_OBJECT
public:
    static SettingsStore &shared();

    using Values = std::vector<std::pair<QString, QVariant>>;
    // True when the values are stored (or already were); false after writeFailed().
    bool write(const Values &values);
    bool write(const QString &key, const QVariant &value) { return write(Values {{key, value}}); }

signals:
    // `first`: the first failure since the program started (the window shows that one in a
    // message box, later ones in its status bar).
    void writeFailed(const QString &reason, bool first);

private:
    bool failedBefore_ = false;
};

} // namespace qixing::ui
