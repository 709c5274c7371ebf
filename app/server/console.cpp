// SPDX-License-Identifier: GPL-3.0-or-later
#include "console.h"

#include "net/server.h"
#include "table/game_module.h"
#include "table/table_session.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSemaphore>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <cstring>
#include <functional>
#include <thread>
#include <utility>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <poll.h>
#include <unistd.h>
#endif

using namespace qixing;
using namespace Qt::StringLiterals;

namespace {

const QString kHelp = QStringLiteral(
    "commands (a table by its id as the lobby shows it; seats are numbered 1-4):\n"
    "  tables                   each table: game, lobby or hand, seats, spectators, an open vote or rematch\n"
    "  standings [TABLE]        the night's standings and who pays whom; or one table's\n"
    "  say TABLE TEXT           a chat line at the table, from the host\n"
    "  away TABLE SEAT on|off   a computer player plays the person's seat until off\n"
    "  remove TABLE SEAT        the person leaves the table; in a match a computer player takes the seat\n"
    "  swap TABLE SEAT SEAT     two seats change places: in the lobby, or between hands\n"
    "  end TABLE [no]           ask the persons at the table to end the match now (all must agree;\n"
    "                           the host's word is no one's vote); end TABLE no withdraws it\n"
    "  rematch TABLE            offer the same people a rematch after a match\n"
    "  quit                     stop the host as SIGTERM does (running matches are kept)\n"
    "  help                     this list\n");

// How many lines may wait for the host's loop: a pasted or piped flood waits in the pipe.
constexpr int kLinesInFlight = 16;

QString seatsText(const std::vector<int> &seats)
{
    QStringList s;
    for (int x : seats)
        s.append(QString::number(x + 1));
    return s.isEmpty() ? QStringLiteral("none") : s.join(QStringLiteral(", "));
}

} // namespace

// Reads the descriptor on a thread of its own and hands each line to the console's thread.
class ServerConsole::Reader
{
public:
    Reader(ServerConsole *console, int fd) : console_(console), fd_(fd) {}
    ~Reader()
    {
#ifdef Q_OS_UNIX
        stopping_ = true;
        if (thread_.joinable()) {
            [[maybe_unused]] auto n = ::write(wake_[1], "x", 1);
            thread_.join();
        }
        for (int f : wake_)
            if (f >= 0)
                ::close(f);
#endif
    }
    bool start(QString *why)
    {
#ifdef Q_OS_UNIX
        if (::pipe(wake_) != 0) {
            if (why)
                *why = QString::fromLocal8Bit(std::strerror(errno));
            return false;
        }
        thread_ = std::thread([this] { run(); });
        return true;
#else
        if (why)
            *why = QStringLiteral("the console reads standard input on Unix systems only");
        return false;
#endif
    }
    // A line was carried out: room for the next.
    void done() { room_.release(); }

private:
#ifdef Q_OS_UNIX
    // Waits for room in the host's queue; false when the console stops meanwhile.
    bool post(const std::function<void(ServerConsole *)> &f)
    {
        while (!room_.tryAcquire(1, 100))
            if (stopping_)
                return false;
        QMetaObject::invokeMethod(console_, [c = console_, f] { f(c); }, Qt::QueuedConnection);
        return true;
    }
    void run()
    {
        QByteArray line;
        bool skipping = false; // in a line already refused as too long
        char buf[4096];
        for (;;) {
            pollfd fds[2] = {{fd_, POLLIN, 0}, {wake_[0], POLLIN, 0}};
            if (::poll(fds, 2, -1) < 0) {
                if (errno == EINTR)
                    continue;
                post([e = QString::fromLocal8Bit(std::strerror(errno))](ServerConsole *c) { c->inputEnded(e); });
                return;
            }
            if (fds[1].revents)
                return;
            const ssize_t n = ::read(fd_, buf, sizeof buf);
            if (n < 0 && (errno == EINTR || errno == EAGAIN))
                continue;
            if (n <= 0) {
                if (!line.isEmpty() && !skipping && !post([line](ServerConsole *c) { c->lineRead(line); }))
                    return;
                post([e = n < 0 ? QString::fromLocal8Bit(std::strerror(errno)) : QString()](ServerConsole *c) { c->inputEnded(e); });
                return;
            }
            const char *p = buf, *end = buf + n;
            while (p < end) {
                const auto *nl = static_cast<const char *>(std::memchr(p, '\n', std::size_t(end - p)));
                const char *stop = nl ? nl : end;
                if (!skipping) {
                    if (line.size() + (stop - p) > kMaxLine) {
                        skipping = true;
                        line.clear();
                        line.squeeze();
                        if (!post([](ServerConsole *c) { c->tooLong(); }))
                            return;
                    } else {
                        line.append(p, stop - p);
                    }
                }
                if (!nl)
                    break;
                if (!skipping && !post([line](ServerConsole *c) { c->lineRead(line); }))
                    return;
                line.clear();
                skipping = false;
                p = nl + 1;
            }
        }
    }
    int wake_[2] = {-1, -1};
#endif
    ServerConsole *console_;
    int fd_;
    std::thread thread_;
    std::atomic<bool> stopping_ {false};
    QSemaphore room_ {kLinesInFlight};
};

// Writes the console's output on a thread of its own, holding at most kMaxUnwritten bytes.
class ServerConsole::Writer
{
public:
    explicit Writer(int fd) : fd_(fd), thread_([this] { run(); }) {}
    ~Writer()
    {
        {
            std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        wake_.notify_one();
        thread_.join();
    }
    void put(const QByteArray &text)
    {
        {
            std::lock_guard lock(mutex_);
            const QByteArray notShown = dropped_ ? QByteArrayLiteral("qixing-server: ") + QByteArray::number(dropped_)
                                                       + QByteArrayLiteral(" answer(s) of the console not shown: its output was not read\n")
                                                 : QByteArray();
            // What the writer's thread has taken and not yet written counts too: else a write
            // held up by a full pipe kept up to a second kMaxUnwritten.
            if (unwritten_ + pending_.size() + notShown.size() + text.size() > kMaxUnwritten) {
                ++dropped_;
                return;
            }
            pending_ += notShown;
            dropped_ = 0;
            pending_ += text;
        }
        wake_.notify_one();
    }

private:
    void run()
    {
        std::unique_lock lock(mutex_);
        for (;;) {
            wake_.wait(lock, [this] { return stopping_ || !pending_.isEmpty(); });
            if (pending_.isEmpty())
                return; // stopping, everything written
            const QByteArray out = std::exchange(pending_, QByteArray());
            unwritten_ = out.size();
            lock.unlock();
            writeAll(out);
            lock.lock();
            unwritten_ = 0;
        }
    }
    void writeAll(const QByteArray &out)
    {
        if (broken_)
            return;
#ifdef Q_OS_UNIX
        // In pieces: a blocking write returns only once all of it is taken, and the room it
        // leaves for more answers shows as the reader takes each piece.
        constexpr qsizetype kPiece = 64 * 1024;
        for (qsizetype at = 0; at < out.size();) {
            const ssize_t n = ::write(fd_, out.constData() + at, std::size_t(std::min(out.size() - at, kPiece)));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                broken_ = true; // (a closed terminal: nothing more can be shown)
                return;
            }
            at += n;
            std::lock_guard lock(mutex_);
            unwritten_ -= n;
        }
#else
        std::fwrite(out.constData(), 1, std::size_t(out.size()), fd_ == 2 ? stderr : stdout);
        std::fflush(fd_ == 2 ? stderr : stdout);
#endif
    }
    int fd_;
    std::mutex mutex_;
    std::condition_variable wake_;
    QByteArray pending_;
    qsizetype unwritten_ = 0; // of what the writer's thread took, the bytes not yet written
    qint64 dropped_ = 0;
    bool stopping_ = false;
    bool broken_ = false; // only the writer's thread uses it
    std::thread thread_;  // last: starts once the rest is made
};

ServerConsole::ServerConsole(net::TableServer &server, QObject *parent) : QObject(parent), server_(server)
{
    // What happens at the tables that the person at the console answers or waits for.
    connect(&server_, &net::TableServer::chatPosted, this, [this](int table, const QString &from, const QString &text) {
        emit answered(QStringLiteral("table %1 chat, %2: %3\n").arg(table).arg(from, text));
    });
    connect(&server_, &net::TableServer::tableNotice, this, [this](int table, const QJsonObject &m) {
        const QString type = m.value("type"_L1).toString(), result = m.value("result"_L1).toString();
        if (result.isEmpty())
            return;
        if (type == "vote"_L1)
            emit answered(QStringLiteral("table %1: the vote to end the match %2\n").arg(table).arg(result));
        else if (type == "rematch"_L1)
            emit answered(result == "passed"_L1 ? QStringLiteral("table %1: everyone agreed to a rematch; a new match starts\n").arg(table)
                                                : QStringLiteral("table %1: no rematch\n").arg(table));
    });
}

ServerConsole::~ServerConsole()
{
    reader_.reset(); // stops first: no line reaches this afterwards
    writer_.reset(); // writes what is left
}

void ServerConsole::writeTo(int fd)
{
    writer_ = std::make_unique<Writer>(fd);
    connect(this, &ServerConsole::answered, this, [this](const QString &text) { writer_->put(text.toUtf8()); });
}

bool ServerConsole::readFrom(int fd, QString *why)
{
    reader_ = std::make_unique<Reader>(this, fd);
    if (!reader_->start(why)) {
        reader_.reset();
        return false;
    }
    return true;
}

void ServerConsole::lineRead(const QByteArray &line)
{
    reader_->done();
    if (quitting_) // the host is stopping: what follows "quit" is not carried out
        return;
    QByteArray l = line;
    if (l.endsWith('\r'))
        l.chop(1);
    execute(QString::fromUtf8(l));
}

void ServerConsole::tooLong()
{
    reader_->done();
    emit answered(QStringLiteral("refused: a line is at most %1 bytes; the rest of that line is skipped\n").arg(kMaxLine));
}

void ServerConsole::inputEnded(const QString &error)
{
    reader_->done();
    if (quitting_)
        return;
    emit answered(error.isEmpty() ? QStringLiteral("qixing-server: the console's input ended; the host goes on (stop it with Ctrl-C)\n")
                                  : QStringLiteral("qixing-server: the console cannot read (%1); the host goes on\n").arg(error));
}

QString ServerConsole::tableIds() const
{
    const QJsonArray all = server_.tableInfos();
    if (all.isEmpty())
        return QStringLiteral("none");
    const int first = all.first().toObject().value("id"_L1).toInt(), last = all.last().toObject().value("id"_L1).toInt();
    return first == last ? QString::number(first) : QStringLiteral("%1-%2").arg(first).arg(last);
}

int ServerConsole::tableFrom(const QString &word, QString *why) const
{
    bool ok = false;
    const int id = word.toInt(&ok);
    if (!ok || server_.tableInfo(id).isEmpty()) {
        *why = QStringLiteral("no table \"%1\"; the tables are %2 (see tables)").arg(word, tableIds());
        return 0;
    }
    return id;
}

QString ServerConsole::tables() const
{
    QString out;
    for (const QJsonValue &v : server_.tableInfos()) {
        const QJsonObject info = v.toObject();
        const int id = info.value("id"_L1).toInt();
        const session::TableSession *ts = server_.tableSession(id);
        QString state = QStringLiteral("lobby");
        if (info.value("state"_L1).toString() == "playing"_L1) {
            state = QStringLiteral("playing");
            if (ts && ts->active())
                state += ts->handInProgress() ? QStringLiteral(", hand %1 in play").arg(ts->module()->handNumber() + 1)
                                              : QStringLiteral(", after hand %1").arg(ts->module()->handNumber() + 1);
        }
        out += QStringLiteral("table %1 \"%2\" (%3): %4; %5 watching\n")
                   .arg(id)
                   .arg(info.value("name"_L1).toString(), info.value("game"_L1).toString(), state)
                   .arg(server_.spectatorCount(id));
        const QJsonArray seats = info.value("seats"_L1).toArray();
        for (int s = 0; s < seats.size(); ++s) {
            const QJsonObject seat = seats[s].toObject();
            const QString kind = seat.value("kind"_L1).toString(), name = seat.value("name"_L1).toString();
            QString who;
            if (kind == "empty"_L1)
                who = QStringLiteral("empty");
            else if (kind != "computer"_L1)
                who = state == "lobby"_L1 ? QStringLiteral("%1, %2").arg(name, seat.value("ready"_L1).toBool() ? "ready"_L1 : "not ready"_L1)
                                          : name;
            else if (name.isEmpty())
                who = QStringLiteral("computer");
            else if (server_.holdsPerson(id, s))
                who = QStringLiteral("%1, dropped: a computer player plays until they come back").arg(name);
            else
                who = QStringLiteral("computer (in the place of %1, removed)").arg(name);
            if (seat.value("away"_L1).toBool())
                who += QStringLiteral(", away: a computer player plays the seat");
            out += QStringLiteral("  seat %1: %2\n").arg(s + 1).arg(who);
        }
        if (const net::TableServer::Poll vote = server_.voteOf(id); vote.open)
            out += QStringLiteral("  vote to end the match (opened by %1): yes from seats %2 of %3; %4 s left\n")
                       .arg(vote.byHost ? "the host"_L1 : "a seat"_L1, seatsText(vote.agree), seatsText(vote.needed))
                       .arg(vote.secondsLeft);
        if (const net::TableServer::Poll rematch = server_.rematchOf(id); rematch.open)
            out += QStringLiteral("  rematch offered: yes from seats %1 of %2\n").arg(seatsText(rematch.agree), seatsText(rematch.needed));
    }
    return out;
}

void ServerConsole::execute(const QString &line)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    const QStringList w = line.split(space, Qt::SkipEmptyParts);
    if (w.isEmpty())
        return;
    const QString command = w.first().toLower();
    const auto answer = [this](const QString &text) { emit answered(text + QLatin1Char('\n')); };
    const auto usage = [&](const QString &form) { answer(QStringLiteral("%1: needs %2 (help lists the commands)").arg(command, form)); };
    QString why;
    // The table named by the second word; 0 after saying why not.
    const auto table = [&]() {
        const int id = tableFrom(w.value(1), &why);
        if (!id)
            answer(QStringLiteral("refused: ") + why);
        return id;
    };
    // A seat as people number them (1-4), as the host numbers it (0-3); -1 after saying why not.
    const auto seat = [&](const QString &word) {
        bool ok = false;
        const int s = word.toInt(&ok);
        if (!ok || s < 1 || s > session::kTableSeats) {
            answer(QStringLiteral("refused: seats are numbered 1-%1, not \"%2\"").arg(session::kTableSeats).arg(word));
            return -1;
        }
        return s - 1;
    };
    const auto seatName = [this](int id, int s) {
        const QString name = server_.tableInfo(id).value("seats"_L1).toArray().at(s).toObject().value("name"_L1).toString();
        return name.isEmpty() ? QStringLiteral("seat %1").arg(s + 1) : QStringLiteral("%1 (seat %2)").arg(name).arg(s + 1);
    };

    if (command == "help"_L1) {
        emit answered(kHelp);
    } else if (command == "tables"_L1) {
        emit answered(tables());
    } else if (command == "standings"_L1) {
        if (w.size() > 2)
            return usage(QStringLiteral("no table or one: standings [TABLE]"));
        int id = 0;
        if (w.size() == 2 && !(id = table()))
            return;
        const bool any = std::any_of(server_.night().hands().begin(), server_.night().hands().end(),
                                     [id](const net::NightHand &h) { return id == 0 || h.table == id; });
        if (!any)
            return answer(id ? QStringLiteral("table %1 has finished no hand tonight").arg(id) : QStringLiteral("no hand finished tonight yet"));
        emit answered(server_.night().report(id));
    } else if (command == "say"_L1) {
        static const QRegularExpression form(QStringLiteral("^\\s*\\S+\\s+\\S+\\s+(.*\\S)\\s*$"));
        const QRegularExpressionMatch m = form.match(line);
        if (!m.hasMatch())
            return usage(QStringLiteral("TABLE TEXT: say 1 welcome"));
        const int id = table();
        if (id && !server_.hostChat(id, m.captured(1), &why))
            answer(QStringLiteral("refused: ") + why);
        // (the line itself is shown as the table's chat)
    } else if (command == "away"_L1) {
        const QString onOff = w.value(3).toLower();
        if (w.size() != 4 || (onOff != "on"_L1 && onOff != "off"_L1))
            return usage(QStringLiteral("TABLE SEAT on|off: away 1 2 on"));
        int id = 0, s = 0;
        if (!(id = table()) || (s = seat(w[2])) < 0)
            return;
        if (!server_.setAway(id, s, onOff == "on"_L1, &why))
            return answer(QStringLiteral("refused: ") + why);
        answer(onOff == "on"_L1 ? QStringLiteral("table %1: %2 is away; a computer player plays the seat").arg(id).arg(seatName(id, s))
                                : QStringLiteral("table %1: %2 plays again").arg(id).arg(seatName(id, s)));
    } else if (command == "remove"_L1) {
        if (w.size() != 3)
            return usage(QStringLiteral("TABLE SEAT: remove 1 2"));
        int id = 0, s = 0;
        if (!(id = table()) || (s = seat(w[2])) < 0)
            return;
        const QString who = seatName(id, s);
        if (!server_.removePerson(id, s, &why))
            return answer(QStringLiteral("refused: ") + why);
        answer(server_.tableSession(id) ? QStringLiteral("table %1: %2 removed; a computer player plays the seat to the match's end").arg(id).arg(who)
                                        : QStringLiteral("table %1: %2 removed; the seat is free").arg(id).arg(who));
    } else if (command == "swap"_L1) {
        if (w.size() != 4)
            return usage(QStringLiteral("TABLE SEAT SEAT: swap 1 2 3"));
        int id = 0, a = 0, b = 0;
        if (!(id = table()) || (a = seat(w[2])) < 0 || (b = seat(w[3])) < 0)
            return;
        if (!server_.swapSeats(id, a, b, &why))
            return answer(QStringLiteral("refused: ") + why);
        answer(QStringLiteral("table %1: seats %2 and %3 swapped; now %4 and %5").arg(id).arg(a + 1).arg(b + 1).arg(seatName(id, a), seatName(id, b)));
    } else if (command == "end"_L1) {
        if (w.size() > 3 || w.size() < 2 || (w.size() == 3 && w[2].toLower() != "no"_L1))
            return usage(QStringLiteral("TABLE, or TABLE no: end 1, end 1 no"));
        const int id = table();
        if (!id)
            return;
        const bool agree = w.size() == 2;
        if (!server_.hostVote(id, agree, &why))
            return answer(QStringLiteral("refused: ") + why);
        if (!agree)
            return answer(QStringLiteral("table %1: the vote to end the match is withdrawn").arg(id));
        const net::TableServer::Poll vote = server_.voteOf(id);
        answer(vote.open ? QStringLiteral("table %1: the persons at seats %2 are asked to end the match now (all must agree within %3 s)")
                               .arg(id).arg(seatsText(vote.needed)).arg(vote.secondsLeft)
                         : QStringLiteral("table %1: the match ended (no person at the table to ask)").arg(id));
    } else if (command == "rematch"_L1) {
        if (w.size() != 2)
            return usage(QStringLiteral("TABLE: rematch 1"));
        const int id = table();
        if (!id)
            return;
        if (!server_.offerRematch(id, &why))
            return answer(QStringLiteral("refused: ") + why);
        answer(QStringLiteral("table %1: a rematch is offered to seats %2").arg(id).arg(seatsText(server_.rematchOf(id).needed)));
    } else if (command == "quit"_L1) {
        if (w.size() != 1)
            return usage(QStringLiteral("nothing more: quit"));
        answer(QStringLiteral("qixing-server: stopping; running matches are kept"));
        quitting_ = true;
        emit quitRequested();
    } else {
        answer(QStringLiteral("unknown command \"%1\"; the commands: tables, standings, say, away, remove, swap, end, rematch, quit, help")
                   .arg(w.first()));
    }
}
