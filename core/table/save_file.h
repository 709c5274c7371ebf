// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Writing and setting aside user data files: saves, the host's state, a copy of the settings.
#include <QJsonObject>
#include <QString>

namespace qixing::session {

// The one way user data is written (saves, the host's state, a copy of the settings):
// atomically, with every write and the flush checked before the rename, because Qt 6.4's
// QSaveFile::commit() reports success when its own final flush fails (a full disk) and then
// renames a short file over the good one. Returns an empty string or the reason it failed;
// the older file is left as it was.
QString writeFile(const QString &path, const QByteArray &data);
QString writeJsonFile(const QString &path, const QJsonObject &o);
// Tests only: every writeFile() fails with `reason` (as a full disk would) until it is
// cleared with an empty string.
void setWriteErrorForTesting(const QString &reason);

// Renames a file that is not to be read (by default: it did not read back) to
// "<path>.<why>-<time>"; returns the new path or an empty string if it could not be moved.
QString putAside(const QString &path, const QString &why = QStringLiteral("damaged"));

} // namespace qixing::session
