// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "records/hand_replay.h"

#include <QFile>
#include <QJsonParseError>

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace qixing::cli {

QByteArray readFileOrStdin(const QString &path)
{
    QFile f;
    const bool ok = path == "-" ? f.open(stdin, QIODevice::ReadOnly) : (f.setFileName(path), f.open(QIODevice::ReadOnly));
    if (!ok)
        throw UsageError(QStringLiteral("cannot read %1: %2").arg(path == "-" ? "standard input" : path, f.errorString()));
    return f.readAll();
}

QJsonObject parseJsonObject(const QByteArray &bytes, const QString &what)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError)
        throw UsageError(QStringLiteral("bad JSON in %1 at offset %2: %3").arg(what).arg(err.offset).arg(err.errorString()));
    if (!doc.isObject())
        throw UsageError(QStringLiteral("%1 must be one JSON object").arg(what));
    return doc.object();
}

QJsonObject readJsonObjectFromStdin()
{
    return parseJsonObject(readFileOrStdin("-"), QStringLiteral("standard input"));
}

void writeJsonLine(const QJsonObject &o, FILE *out)
{
    const QByteArray bytes = QJsonDocument(o).toJson(QJsonDocument::Compact);
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), out);
    std::fputc('\n', out);
}

qint64 parseWhole(const QString &text, const QString &option, qint64 min, qint64 max)
{
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (!ok || v < min || v > max)
        throw UsageError(QStringLiteral("%1 must be a whole number from %2 to %3, not \"%4\"").arg(option).arg(min).arg(max).arg(text));
    return v;
}

quint64 parseSeed(const QString &text, const QString &option)
{
    bool ok = false;
    const quint64 v = text.toULongLong(&ok);
    if (!ok)
        throw UsageError(QStringLiteral("%1 must be a whole number from 0 to 18446744073709551615, not \"%2\"").arg(option, text));
    return v;
}

namespace {
// A line of an exported match or hand (docs/records.md): true when it was one (a hand
// checked by replaying it, the match's own line passed over); throws why it fails.
bool recordLine(const QString &game, const QJsonObject &o, int *hands)
{
    const QString format = o.value("format").toString();
    if (format != "qixing-hand" && format != "qixing-match")
        return false;
    if (o.value("game").toString() != game)
        throw UsageError(QStringLiteral("a record of \"%1\", not of %2").arg(o.value("game").toString(), game));
    if (format == "qixing-match")
        return true;
    const records::HandReplay replay(o); // throws RecordError: malformed, newer, unknown game
    if (const QString why = replay.verify(); !why.isEmpty())
        throw UsageError(QStringLiteral("hand %1: %2").arg(o.value("hand").toInt()).arg(why));
    ++*hands;
    return true;
}
} // namespace

int replayLog(const QString &game, const QString &path,
              const std::function<void(const QJsonObject &line, const QString &where)> &check)
{
    const QList<QByteArray> lines = readFileOrStdin(path).split('\n');
    int checked = 0;
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty())
            continue;
        const QString where = QStringLiteral("line %1").arg(i + 1);
        try {
            const QJsonObject line = parseJsonObject(lines[i], where);
            if (!recordLine(game, line, &checked)) {
                check(line, where);
                ++checked;
            }
        } catch (const std::exception &e) {
            throw UsageError(where + ": " + QString::fromUtf8(e.what()));
        }
    }
    if (checked == 0) // nothing was checked: an empty log proves nothing
        throw UsageError(QStringLiteral("%1 holds no hand log line").arg(path == "-" ? QStringLiteral("standard input") : path));
    writeJsonLine(QJsonObject {{"hands", checked}, {"ok", true}});
    return 0;
}

HandLog::HandLog(const QString &path)
{
    if (path.isEmpty())
        return;
    if (path == "-") {
        toStdout_ = true;
        return;
    }
    file_.setFileName(path);
    if (!file_.open(QIODevice::WriteOnly | QIODevice::Truncate))
        throw UsageError(QStringLiteral("cannot write %1: %2").arg(path, file_.errorString()));
}

void HandLog::write(const QJsonObject &line)
{
    if (toStdout_) {
        writeJsonLine(line);
        return;
    }
    const QByteArray bytes = QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
    if (file_.write(bytes) != bytes.size())
        throw UsageError(QStringLiteral("cannot write %1: %2").arg(file_.fileName(), file_.errorString()));
}

QJsonObject playSummary(qint64 hands, const MeanAndError (&perSeat)[4], double seconds)
{
    QJsonArray mean, err;
    for (const MeanAndError &st : perSeat) {
        mean.append(st.mean());
        err.append(st.stderror());
    }
    return QJsonObject {{"hands", hands}, {"mean", mean}, {"stderr", err}, {"handsPerSec", double(hands) / std::max(1e-9, seconds)}};
}

} // namespace qixing::cli
