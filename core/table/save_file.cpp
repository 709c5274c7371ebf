// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/save_file.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

namespace qixing::session {

namespace {
QString injectedWriteError;
}

void setWriteErrorForTesting(const QString &reason)
{
    injectedWriteError = reason;
}

QString writeFile(const QString &path, const QByteArray &data)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    // Each step checked here, not left to commit() (see the header).
    if (f.write(data) != data.size() || !f.flush() || !injectedWriteError.isEmpty()) {
        const QString why = injectedWriteError.isEmpty() ? f.errorString() : injectedWriteError;
        f.cancelWriting();
        return why;
    }
    if (!f.commit())
        return f.errorString();
    return {};
}

QString writeJsonFile(const QString &path, const QJsonObject &o)
{
    return writeFile(path, QJsonDocument(o).toJson(QJsonDocument::Indented));
}

QString putAside(const QString &path, const QString &why)
{
    const QString aside = QStringLiteral("%1.%2-%3").arg(path, why, QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")));
    QFile::remove(aside);
    return QFile::rename(path, aside) ? aside : QString();
}

} // namespace qixing::session
