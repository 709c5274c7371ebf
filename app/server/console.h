// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// qixing-server --console (docs/protocol.md, "Server console"): the host tools of the window
// for the person running a host without one: the tables, the night's standings, chat, away,
// removing a person, swapping seats, the vote to end a match, a rematch and quitting, one
// English command a line. Lines are read on a thread of their own, so that a terminal never
// holds up the host's event loop; each is carried out on the host's thread.

#include <QObject>
#include <QString>

#include <memory>

namespace qixing::net {
class TableServer;
}

class ServerConsole : public QObject
{
    Q_OBJECT
public:
    // The longest command line taken, in bytes without its newline: a longer one is refused
    // and the rest of it skipped, never held.
    static constexpr int kMaxLine = 4096;

    explicit ServerConsole(qixing::net::TableServer &server, QObject *parent = nullptr);
    ~ServerConsole() override;

    // The console's output not yet taken by its reader (a paused terminal, a pipe nobody
    // reads) is at most this many bytes; lines past it are counted, not kept.
    static constexpr qsizetype kMaxUnwritten = 1 << 20;

    // Reads command lines from the descriptor (standard input) until its end, which stops the
    // console and nothing else. False, with why, where this system cannot.
    bool readFrom(int fd, QString *why = nullptr);
    // Writes answered() to the descriptor (standard output) on a thread of its own, so that a
    // terminal that does not take it never holds up the host (the chat of every table goes
    // there too); what is left is written before the console is destroyed.
    void writeTo(int fd);
    // Carries out one command line (without its newline); the answer goes to answered().
    void execute(const QString &line);

signals:
    // Whole lines, each ending in a newline: an answer, or something that happened at a table
    // (a chat line, the result of a vote or a rematch offer).
    void answered(const QString &text);
    // "quit": stop the host exactly as SIGTERM does.
    void quitRequested();

private:
    class Reader;
    class Writer;
    void lineRead(const QByteArray &line);
    void tooLong();
    void inputEnded(const QString &error);
    QString tables() const;
    QString tableIds() const;
    // The table named by `word`, or 0 with why in `why`.
    int tableFrom(const QString &word, QString *why) const;
    qixing::net::TableServer &server_;
    std::unique_ptr<Reader> reader_;
    std::unique_ptr<Writer> writer_; // destroyed after the reader: the last answers go out
    bool quitting_ = false;           // after "quit" nothing more is carried out or announced
};
