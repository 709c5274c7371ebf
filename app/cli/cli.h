#pragma once
// Shared plumbing of qixing-cli: one-line errors with exit status 2, JSON in and out.

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <stdexcept>

namespace qixing::cli {

// Thrown for any bad input; main() prints "qixing-cli: <message>" and exits with 2.
class UsageError : public std::runtime_error
{
public:
    explicit UsageError(const QString &message) : std::runtime_error(message.toStdString()) {}
};

// Reads all of stdin and parses one JSON object.
QJsonObject readJsonObjectFromStdin();
QJsonObject parseJsonObject(const QByteArray &bytes, const QString &what);
QByteArray readFileOrStdin(const QString &path);
// Compact, one line, with a newline.
void writeJsonLine(const QJsonObject &o, FILE *out = stdout);
// Whole number option, e.g. --games; throws UsageError naming the option.
qint64 parseWhole(const QString &text, const QString &option, qint64 min, qint64 max);
quint64 parseSeed(const QString &text, const QString &option);

// Subcommands: args are what follows "qixing-cli sevens" / "qixing-cli mahjong".
int runSevens(const QStringList &args);
int runMahjong(const QStringList &args);
int runSevensBotClient(const QStringList &args);
int runBenchServer(const QStringList &args);

} // namespace qixing::cli
