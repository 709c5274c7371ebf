// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/server_state.h"

#include "table/game_registry.h"
#include "table/save_file.h"

#include "common/json_checks.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace qixing::net::state {

namespace {

constexpr int kVersion = 1;
const auto kFormat = "qixing-server-table"_L1;

[[noreturn]] void fail(const QString &why)
{
    throw JsonError(why.toStdString());
}

} // namespace

QString pathFor(const QString &dir, int table)
{
    return QDir(dir).filePath(QStringLiteral("table-%1.json").arg(table));
}

QJsonObject rulesOf(const ServerTableConfig &config)
{
    QJsonObject o = config.settings;
    for (const char *perMatch : {"names", "kinds", "seed"})
        o.remove(QLatin1String(perMatch));
    return o;
}

QJsonObject toJson(const SavedTable &t)
{
    QJsonArray seats;
    for (const SavedSeat &s : t.seats)
        seats.append(s.person ? QJsonValue(QJsonObject {{"name", s.name}, {"token", s.token}}) : QJsonValue(QJsonValue::Null));
    return QJsonObject {
        {"format", kFormat},
        {"version", kVersion},
        {"table", QJsonObject {{"id", t.id},
                               {"game", t.game},
                               {"rules", t.rules},
                               {"matchesStarted", qint64(t.matchesStarted)},
                               {"matchUid", t.matchUid},
                               {"seats", seats}}},
        {"match", t.match},
    };
}

SavedTable fromJson(const QJsonObject &o)
{
    requireOnly(o, {"format", "version", "table", "match"}, QStringLiteral("the table file"));
    if (o.value("format"_L1).toString() != kFormat)
        fail(QStringLiteral("not a qixing-server table file"));
    if (o.value("version"_L1).toInt() != kVersion)
        fail(QStringLiteral("a table file of another version"));
    if (!o.value("table"_L1).isObject() || !o.value("match"_L1).isObject())
        fail(QStringLiteral("\"table\" and \"match\" must be objects"));
    const QJsonObject t = o.value("table"_L1).toObject();
    requireOnly(t, {"id", "game", "rules", "matchesStarted", "matchUid", "seats"}, QStringLiteral("\"table\""));
    SavedTable s;
    s.id = int(wholeFrom(t.value("id"_L1), QStringLiteral("the table's id"), 1, 1'000'000'000));
    s.game = t.value("game"_L1).toString();
    if (!session::GameRegistry::find(s.game))
        fail(QStringLiteral("unknown game \"%1\"").arg(s.game));
    if (!t.value("rules"_L1).isObject())
        fail(QStringLiteral("\"rules\" must be an object"));
    s.rules = t.value("rules"_L1).toObject();
    s.matchesStarted = std::uint64_t(wholeFrom(t.value("matchesStarted"_L1), QStringLiteral("matchesStarted"), 1));
    if (t.contains("matchUid"_L1) && !t.value("matchUid"_L1).isString())
        fail(QStringLiteral("\"matchUid\" must be a string"));
    s.matchUid = t.value("matchUid"_L1).toString();
    const QJsonArray seats = t.value("seats"_L1).toArray();
    if (!t.value("seats"_L1).isArray() || seats.size() != session::kTableSeats)
        fail(QStringLiteral("\"seats\" must list 4 seats"));
    for (int i = 0; i < session::kTableSeats; ++i) {
        if (seats[i].isNull())
            continue;
        const QJsonObject seat = seats[i].toObject();
        requireOnly(seat, {"name", "token"}, QStringLiteral("a seat"));
        SavedSeat &out = s.seats[std::size_t(i)];
        out.person = true;
        out.name = seat.value("name"_L1).toString();
        out.token = seat.value("token"_L1).toString();
        // A seat without a token could never be taken back.
        if (!seats[i].isObject() || out.token.isEmpty())
            fail(QStringLiteral("seat %1 must be null or a person's name and token").arg(i));
    }
    s.match = o.value("match"_L1).toObject();
    return s;
}

Loaded load(const QString &dir, int id, const ServerTableConfig &config)
{
    Loaded r;
    const QString path = pathFor(dir, id);
    QFile f(path);
    if (!f.exists())
        return r;
    const auto damaged = [&](const QString &why) {
        r.status = Loaded::Status::Damaged;
        r.error = why;
        r.movedTo = session::putAside(path);
        return r;
    };
    if (!f.open(QIODevice::ReadOnly))
        return damaged(f.errorString());
    // A long match saves some hundred kilobytes; anything far larger is not ours.
    constexpr qint64 kLargest = 64 * 1024 * 1024;
    if (f.size() > kLargest)
        return damaged(QStringLiteral("larger than %1 MB").arg(kLargest / (1024 * 1024)));
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    f.close();
    if (pe.error != QJsonParseError::NoError)
        return damaged(QStringLiteral("not valid JSON (%1 at byte %2)").arg(pe.errorString()).arg(pe.offset));
    if (!doc.isObject())
        return damaged(QStringLiteral("not a JSON object"));
    try {
        r.table = fromJson(doc.object());
    } catch (const std::exception &e) {
        return damaged(QString::fromUtf8(e.what()));
    }
    QString differs;
    if (r.table.id != id)
        differs = QStringLiteral("it is table %1's").arg(r.table.id);
    else if (r.table.game != config.game)
        differs = QStringLiteral("a %1 match, and the table now plays %2").arg(r.table.game, config.game);
    else if (r.table.rules != rulesOf(config))
        differs = QStringLiteral("it was played under other rules than the table has now");
    if (!differs.isEmpty()) {
        r.status = Loaded::Status::Unmatched;
        r.error = differs;
        r.movedTo = session::putAside(path, QStringLiteral("unmatched"));
        return r;
    }
    r.status = Loaded::Status::Ok;
    return r;
}

std::vector<int> savedTables(const QString &dir)
{
    static const QRegularExpression name(QStringLiteral("^table-([1-9][0-9]{0,8})\\.json$"));
    std::vector<int> ids;
    for (const QString &file : QDir(dir).entryList({QStringLiteral("table-*.json")}, QDir::Files)) {
        const QRegularExpressionMatch m = name.match(file);
        if (m.hasMatch())
            ids.push_back(m.captured(1).toInt());
    }
    return ids;
}

FolderLock::~FolderLock()
{
    release();
}

#ifdef Q_OS_WIN
FolderLock::Result FolderLock::lock(const QString &dir)
{
    release();
    const std::wstring path = QDir::toNativeSeparators(QDir(dir).filePath(QStringLiteral("qixing-server.lock"))).toStdWString();
    // No sharing: a second open fails while this handle lives; the system closes it with the process.
    HANDLE h = ::CreateFileW(path.c_str(), GENERIC_READ | GENERIC_WRITE, 0, nullptr, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) {
        if (::GetLastError() == ERROR_SHARING_VIOLATION)
            return Result::Held;
        error_ = QStringLiteral("cannot open %1 (error %2)").arg(QString::fromStdWString(path)).arg(::GetLastError());
        return Result::Unlockable;
    }
    handle_ = h;
    const QByteArray pid = QByteArray::number(qint64(::GetCurrentProcessId())) + '\n';
    DWORD written = 0;
    ::SetEndOfFile(h);
    ::WriteFile(h, pid.constData(), DWORD(pid.size()), &written, nullptr); // for people only: the lock is the handle
    return Result::Locked;
}

void FolderLock::release()
{
    if (handle_)
        ::CloseHandle(HANDLE(handle_));
    handle_ = nullptr;
}
#else
FolderLock::Result FolderLock::lock(const QString &dir)
{
    release();
    const QByteArray path = QFile::encodeName(QDir(dir).filePath(QStringLiteral("qixing-server.lock")));
    const int fd = ::open(path.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        error_ = QStringLiteral("cannot open %1: %2").arg(QFile::decodeName(path), QString::fromLocal8Bit(std::strerror(errno)));
        return Result::Unlockable;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int why = errno;
        if (why == EWOULDBLOCK) {
            char buf[32] = {};
            const ssize_t n = ::pread(fd, buf, sizeof buf - 1, 0);
            heldBy_ = QString::fromLatin1(buf, n > 0 ? int(n) : 0).trimmed();
            ::close(fd);
            return Result::Held;
        }
        ::close(fd);
        error_ = QStringLiteral("cannot lock %1: %2").arg(QFile::decodeName(path), QString::fromLocal8Bit(std::strerror(why)));
        return Result::Unlockable;
    }
    fd_ = fd;
    // The holder's process id, for the message a second host gives; the lock is the flock,
    // so a write that fails (a full disk) changes nothing.
    const QByteArray pid = QByteArray::number(qint64(::getpid())) + '\n';
    if (::ftruncate(fd, 0) == 0) {
        [[maybe_unused]] const ssize_t written = ::pwrite(fd, pid.constData(), std::size_t(pid.size()), 0);
    }
    return Result::Locked;
}

void FolderLock::release()
{
    if (fd_ >= 0)
        ::close(fd_); // closing drops the flock
    fd_ = -1;
}
#endif

} // namespace qixing::net::state
