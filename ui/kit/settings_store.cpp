// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/settings_store.h"

#include "table/save_file.h"

#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace qixing::ui {

namespace {

// QSettings gives back what an INI file holds (a bool as "true", a number as text): equal
// when either form matches.
bool sameValue(const QVariant &stored, const QVariant &wanted)
{
    if (stored == wanted)
        return true;
    if (wanted.metaType().id() == QMetaType::QStringList)
        return stored.toStringList() == wanted.toStringList();
    return stored.canConvert<QString>() && wanted.canConvert<QString>() && stored.toString() == wanted.toString();
}

// The file on disk, not QSettings' cache of it (which every QSettings of this file in the
// process shares): whole (every line ends), and naming every key just written.
bool readsBack(const QString &file, const SettingsStore::Values &changed)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = f.readAll();
    if (text.isEmpty() || !text.endsWith('\n'))
        return false;
    for (const auto &[key, value] : changed)
        if (!text.contains(key.section(QLatin1Char('/'), -1).toUtf8() + '='))
            return false;
    return true;
}

} // namespace

SettingsStore &SettingsStore::shared()
{
    static SettingsStore store;
    return store;
}

bool SettingsStore::write(const Values &values)
{
    QSettings q;
    Values changed;
    for (const auto &[key, value] : values)
        if (!q.contains(key) || !sameValue(q.value(key), value))
            changed.push_back({key, value});
    if (changed.empty())
        return true;

    QString why;
    const QString file = q.fileName();
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    // An INI file here (Windows keeps settings in the registry, macOS in a plist that its own
    // service writes).
    const bool isFile = QFileInfo(file).isAbsolute();
#else
    const bool isFile = false;
#endif
    const QString copy = file + QStringLiteral(".bak");
    bool copied = false;
    if (isFile && QFile::exists(file)) {
        // The last good file stays aside until the new one reads back.
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            why = f.errorString();
        else if (const QString e = session::writeFile(copy, f.readAll()); !e.isEmpty())
            why = e;
        copied = why.isEmpty();
    }
    if (why.isEmpty()) {
        for (const auto &[key, value] : changed)
            q.setValue(key, value);
        q.sync();
        if (q.status() != QSettings::NoError) {
            why = q.status() == QSettings::AccessError ? QStringLiteral("the settings file cannot be written")
                                                       : QStringLiteral("the settings file is not in the right format");
        } else if (isFile && !readsBack(file, changed)) {
            why = QStringLiteral("the settings file did not read back whole (is the disk full?)");
        }
        if (!why.isEmpty() && copied) {
            QFile::remove(file);
            QFile::rename(copy, file);
        }
    }
    if (why.isEmpty())
        return true;
    const bool first = !failedBefore_;
    failedBefore_ = true;
    emit writeFailed(why, first);
    return false;
}

} // namespace qixing::ui
