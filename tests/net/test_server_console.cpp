// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-server --console (issue 30): the real server driven through its standard input,
// with two people at a Sevens table. `tables` shows who sits where; a refused command says
// why and the host plays on; an over-long line is refused without being carried out and the
// next command works; `away` hands a seat to the computer and the others see it; `say` reaches
// the table's chat from the host; `end` opens a vote among the persons and `end TABLE no`
// withdraws it; `swap` is refused in a hand and moves the people between hands; `standings`
// tells the night; `remove` sends the person "removed" and a computer takes the seat; `quit`
// stops the host as SIGTERM does (exit 0, clients told "hostStopped", the match kept). The
// end of the console's input stops the console only. `end` at a table with no person ends the
// match at once; `rematch` after a match starts a new one once the people say yes. The
// console's output nobody reads is held up to 1 MiB, the rest counted and dropped (tested on
// ServerConsole itself, with a pipe).

#include "console.h"
#include "net/client.h"
#include "net/server.h"
#include "sevens/players.h"
#include "sevens/sevens_client.h"
#include "spin_until.h"
#include "table_configs.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QThread>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <limits>
#include <memory>
#include <thread>

#include <fcntl.h>
#include <unistd.h>

using namespace qixing;
using namespace qixing::net;

namespace {

// A person at the Sevens table, played by the heuristic player; while `hold` is set it keeps
// its turn unanswered (the hand waits: the table has no time limit).
struct Person
{
    SevensClient client;
    sevens::HeuristicPlayer player;
    std::vector<QJsonObject> received;
    QStringList chat;
    bool hold = false;
    bool asked = false;
    bool rematchYes = false; // says yes to a rematch offered
    int settlements = 0;
    int matchesOver = 0;

    Person(quint16 port, const QString &name)
    {
        QObject::connect(&client, &TableClient::messageArrived, [this](const QJsonObject &m) {
            received.push_back(m);
            if (rematchYes && m.value("type") == "rematch" && m.value("open").toBool())
                client.send({{"type", "rematch"}, {"agree", true}});
        });
        QObject::connect(&client, &TableClient::matchOver, [this](const QJsonObject &) { ++matchesOver; });
        QObject::connect(&client, &TableClient::welcomed, [this](const QJsonArray &) { client.sit(1); });
        QObject::connect(&client, &TableClient::chatReceived, [this](const QString &from, const QString &text) { chat << from + ": " + text; });
        QObject::connect(&client, &TableClient::handSettled, [this](const QJsonObject &) { ++settlements; });
        QObject::connect(&client, &TableClient::yourTurn, [this](int) {
            asked = true;
            if (!hold)
                answer();
        });
        client.connectToHost(QStringLiteral("127.0.0.1"), port, name);
    }
    void answer()
    {
        asked = false;
        client.act(player.chooseAction(client.view()));
    }
    bool got(const QJsonObject &wanted) const
    {
        return std::any_of(received.begin(), received.end(), [&](const QJsonObject &m) {
            for (auto it = wanted.begin(); it != wanted.end(); ++it)
                if (m.value(it.key()) != it.value())
                    return false;
            return true;
        });
    }
};

// The real qixing-server with a console, its standard output kept as it comes.
struct ConsoleHost
{
    QProcess p;
    QByteArray out;

    quint16 start(const QStringList &args)
    {
        QObject::connect(&p, &QProcess::readyReadStandardOutput, [this] { out += p.readAllStandardOutput(); });
        p.start(QStringLiteral(QIXING_SERVER), QStringList {"--console", "--port", "0", "--no-discovery"} + args);
        if (!spinUntil([&] { return out.contains("type help"); }, 15000))
            return 0;
        return quint16(QString::fromUtf8(out).section(QLatin1String("port "), 1).section(QLatin1Char(','), 0, 0).trimmed().toUInt());
    }
    // Sends a command line and returns what the console printed after it once `expect`
    // appears there ("" if it does not within 10 s).
    QString ask(const QByteArray &line, const QByteArray &expect)
    {
        const qsizetype from = out.size();
        p.write(line + '\n');
        if (!spinUntil([&] { return out.indexOf(expect, from) >= 0; }, 10000)) {
            qWarning("no \"%s\" after \"%s\" in:\n%s", expect.constData(), line.left(60).constData(), out.mid(from).constData());
            return {};
        }
        return QString::fromUtf8(out.mid(from));
    }
    ~ConsoleHost()
    {
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished(5000);
        }
    }
};

// The options of a host with one Sevens table of computer players that never pause, no time
// limit, no rematch offered by the host itself and no state kept.
QStringList oneTable(int hands, int nextHandDelayMs)
{
    return {"--tables", "1", "--hands", QString::number(hands), "--pause", "0", "--next-hand-delay", QString::number(nextHandDelayMs),
            "--turn-seconds", "0", "--no-rematch", "--no-state"};
}

} // namespace

class TestServerConsole : public QObject
{
    Q_OBJECT
private slots:
    void consoleRunsTheParty()
    {
        QTemporaryDir state;
        QVERIFY(state.isValid());
        ConsoleHost host;
        const quint16 port = host.start({"--tables", "1", "--name", "Party", "--hands", "3", "--pause", "0", "--next-hand-delay", "60000",
                                         "--turn-seconds", "0", "--state-dir", state.path()});
        QVERIFY(port > 0);
        Person ann(port, QStringLiteral("Ann"));
        QVERIFY(spinUntil([&] { return ann.client.seat() == 0; }));
        Person bo(port, QStringLiteral("Bo"));
        QVERIFY(spinUntil([&] { return bo.client.seat() == 1; }));

        // The lobby as the console shows it.
        QString a = host.ask("tables", "seat 4:");
        QVERIFY2(a.contains("table 1 \"Party\" (sevens): lobby") && a.contains("seat 1: Ann, not ready") && a.contains("seat 2: Bo, not ready")
                     && a.contains("seat 3: empty"),
                 qPrintable(a));

        // Refused, each with why; the host runs on.
        QVERIFY(host.ask("away 1 2 on", "\n").contains("refused: no match runs at table 1"));
        QVERIFY(host.ask("remove 1 3", "\n").contains("refused: seat 3 holds no person"));
        QVERIFY(host.ask("away 1 5 on", "\n").contains("refused: seats are numbered 1-4"));
        QVERIFY(host.ask("swap 7 1 2", "\n").contains("refused: no table \"7\""));
        QVERIFY(host.ask("frobnicate", "\n").contains("unknown command \"frobnicate\""));
        QVERIFY(host.ask("away 1", "\n").contains("away: needs TABLE SEAT on|off"));
        // Over 4096 bytes: refused once, never carried out (a valid command at its start
        // included), and the next line is a command again.
        QVERIFY(!host.ask("say 1 " + QByteArray(5000, 'x'), "refused: a line is at most 4096 bytes").isEmpty());
        a = host.ask("tables", "seat 4:");
        QVERIFY2(!a.contains("xxx") && a.contains("seat 2: Bo"), qPrintable(a));
        QVERIFY(ann.chat.isEmpty());
        QCOMPARE(host.p.state(), QProcess::Running);

        // A match; Bo keeps his first turn, so the hand waits in play.
        bo.hold = true;
        bo.client.setReady(true);
        QVERIFY(host.ask("tables", "seat 4:").contains("seat 2: Bo, ready")); // (start needs every person ready)
        ann.client.setReady(true);
        ann.client.startMatch();
        QVERIFY(spinUntil([&] { return bo.asked; }, 10000));
        QVERIFY(host.ask("tables", "seat 4:").contains("playing, hand 1 in play"));
        QVERIFY(host.ask("swap 1 1 2", "\n").contains("refused: seats are swapped only between hands"));
        QVERIFY(host.ask("rematch 1", "\n").contains("refused: a match runs at table 1"));

        // say: the host's line at the table, from the host (no seat).
        QVERIFY(host.ask("say 1   hello, table  ", "table 1 chat, Party: hello, table").size() > 0);
        QVERIFY(spinUntil([&] { return ann.chat.contains("Party: hello, table") && bo.chat.contains("Party: hello, table"); }));
        QVERIFY(bo.got({{"type", "chat"}, {"host", true}, {"seat", QJsonValue()}}));

        // end: the persons are asked (the host's word is nobody's yes); end 1 no withdraws it.
        QVERIFY(host.ask("end 1", "\n").contains("the persons at seats 1, 2 are asked to end the match"));
        QVERIFY(spinUntil([&] { return ann.got({{"type", "vote"}, {"open", true}, {"agree", QJsonArray()}, {"needed", QJsonArray {0, 1}}}); }));
        QVERIFY(host.ask("tables", "seat 4:").contains("vote to end the match (opened by the host): yes from seats none of 1, 2"));
        QVERIFY(host.ask("end 1", "\n").contains("refused: a vote to end the match is open at table 1 already"));
        QVERIFY(host.ask("end 1 no", "the vote to end the match failed").contains("withdrawn"));
        QVERIFY(spinUntil([&] { return bo.got({{"type", "vote"}, {"open", false}, {"result", "failed"}}); }));
        QVERIFY(host.ask("end 1 no", "\n").contains("refused: no vote to end the match is open at table 1"));
        QVERIFY(!bo.got({{"type", "matchOver"}}));

        // away: Bo's held turn is the computer's; Ann sees seat 2 away, and back.
        bo.hold = false;
        QVERIFY(host.ask("away 1 2 on", "\n").contains("table 1: Bo (seat 2) is away"));
        QVERIFY(spinUntil([&] { return ann.got({{"type", "away"}, {"seat", 1}, {"away", true}}); }));
        QVERIFY(host.ask("tables", "seat 4:").contains("seat 2: Bo, away"));
        QVERIFY(host.ask("away 1 2 off", "\n").contains("table 1: Bo (seat 2) plays again"));
        QVERIFY(spinUntil([&] { return ann.got({{"type", "away"}, {"seat", 1}, {"away", false}}); }));

        // Between hands (the next one waits a minute): swap moves the people.
        QVERIFY(spinUntil([&] { return ann.settlements == 1 && bo.settlements == 1; }, 15000));
        QVERIFY(host.ask("tables", "seat 4:").contains("playing, after hand 1"));
        a = host.ask("swap 1 1 2", "\n");
        QVERIFY2(a.contains("table 1: seats 1 and 2 swapped"), qPrintable(a));
        QVERIFY(spinUntil([&] { return ann.client.seat() == 1 && bo.client.seat() == 0; }));
        QVERIFY(ann.got({{"type", "seatsSwapped"}, {"seats", QJsonArray {0, 1}}}));

        a = host.ask("standings", "pays");
        QVERIFY2(a.contains("the night (1 hands)") && a.contains("Ann") && a.contains("Bo"), qPrintable(a));
        QVERIFY(host.ask("standings 1", "\n").contains("table 1 tonight (1 hands)"));

        // remove: Ann (now at seat 2) leaves; a computer player plays her seat.
        QVERIFY(host.ask("remove 1 2", "\n").contains("table 1: Ann (seat 2) removed; a computer player plays the seat"));
        QVERIFY(spinUntil([&] { return ann.got({{"type", "removed"}, {"table", 1}, {"seat", 1}}); }));
        QVERIFY(!bo.got({{"type", "removed"}}));
        a = host.ask("tables", "seat 4:");
        QVERIFY2(a.contains("seat 1: Bo\n") && a.contains("seat 2: computer (in the place of Ann, removed)"), qPrintable(a));
        QVERIFY(host.ask("remove 1 2", "\n").contains("refused: seat 2 holds no person"));

        // quit: as SIGTERM, the match kept for the next start. What follows it is not
        // carried out (Bo keeps his seat to the end), and the input's end is not announced.
        const qsizetype beforeQuit = host.out.size();
        host.p.write("quit\nremove 1 1\n");
        host.p.closeWriteChannel();
        QVERIFY(host.p.waitForFinished(10000));
        QCOMPARE(host.p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(host.p.exitCode(), 0);
        QVERIFY(spinUntil([&] { return bo.client.closedCode() == QLatin1String("hostStopped"); }));
        host.out += host.p.readAllStandardOutput();
        const QByteArray afterQuit = host.out.mid(beforeQuit);
        QVERIFY2(afterQuit.contains("stopping") && !afterQuit.contains("removed") && !afterQuit.contains("input ended"),
                 afterQuit.constData());
        QVERIFY(!bo.got({{"type", "removed"}}));
        QVERIFY(QFile::exists(QDir(state.path()).filePath("table-1.json")));
    }

    // end TABLE at a table in play with no person at it: nobody is asked, the match ends at
    // once (a spectator is told matchOver) and the table is open again.
    void endWithNoPersonEndsTheMatchAtOnce()
    {
        ConsoleHost host;
        const quint16 port = host.start(oneTable(3, 60000));
        QVERIFY(port > 0);
        Person ann(port, QStringLiteral("Ann"));
        QVERIFY(spinUntil([&] { return ann.client.seat() == 0; }));
        SevensClient watcher;
        bool over = false;
        connect(&watcher, &TableClient::welcomed, this, [&](const QJsonArray &) { watcher.watch(1); });
        connect(&watcher, &TableClient::matchOver, this, [&](const QJsonObject &) { over = true; });
        watcher.connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("Watcher"));
        QVERIFY(spinUntil([&] { return watcher.seat() == session::kSpectator; }));
        ann.client.setReady(true);
        ann.client.startMatch();
        QVERIFY(spinUntil([&] { return ann.settlements == 1; }, 15000)); // hand 1 over; hand 2 waits a minute
        // Ann leaves the table: four computer players, nobody to ask.
        QVERIFY(host.ask("remove 1 1", "\n").contains("table 1: Ann (seat 1) removed; a computer player plays the seat"));
        QString a = host.ask("tables", "seat 4:");
        QVERIFY2(a.contains("playing, after hand 1") && a.contains("seat 1: computer (in the place of Ann, removed)"), qPrintable(a));
        a = host.ask("end 1", "\n");
        QVERIFY2(a.contains("table 1: the match ended (no person at the table to ask)"), qPrintable(a));
        QVERIFY(spinUntil([&] { return over; }));
        a = host.ask("tables", "seat 4:");
        QVERIFY2(a.contains("(sevens): lobby") && !a.contains("vote to end"), qPrintable(a));
        QVERIFY(host.ask("end 1", "\n").contains("refused: no match runs at table 1"));
        QCOMPARE(host.p.state(), QProcess::Running);
    }

    // rematch TABLE after a match (the host offers none by itself here): the two people say
    // yes, the console says so, and a new match is played with them in the same seats.
    void rematchAfterAMatchStartsANewOne()
    {
        ConsoleHost host;
        const quint16 port = host.start(oneTable(1, 0));
        QVERIFY(port > 0);
        Person ann(port, QStringLiteral("Ann"));
        QVERIFY(spinUntil([&] { return ann.client.seat() == 0; }));
        Person bo(port, QStringLiteral("Bo"));
        QVERIFY(spinUntil([&] { return bo.client.seat() == 1; }));
        QVERIFY(host.ask("rematch 1", "\n").contains("refused: table 1 has played no match to play again"));
        ann.rematchYes = bo.rematchYes = true;
        bo.client.setReady(true);
        QVERIFY(host.ask("tables", "seat 4:").contains("seat 2: Bo, ready"));
        ann.client.setReady(true);
        ann.client.startMatch();
        QVERIFY(spinUntil([&] { return ann.matchesOver == 1 && bo.matchesOver == 1; }, 15000));
        QVERIFY(host.ask("tables", "seat 4:").contains("(sevens): lobby"));
        QVERIFY(!ann.got({{"type", "rematch"}})); // (--no-rematch)
        QString a = host.ask("rematch 1", "a new match starts");
        QVERIFY2(a.contains("table 1: a rematch is offered to seats 1, 2") && a.contains("table 1: everyone agreed to a rematch; a new match starts"),
                 qPrintable(a));
        QVERIFY(ann.got({{"type", "rematch"}, {"result", "passed"}}));
        QVERIFY(spinUntil([&] { return ann.matchesOver == 2 && bo.matchesOver == 2; }, 15000));
        QCOMPARE(ann.client.seat(), 0);
        QCOMPARE(bo.client.seat(), 1);
    }

    // Output nobody reads (a pipe left unread): the console holds at most kMaxUnwritten bytes,
    // counting what its writer's thread has taken but not written; past that each answer is
    // counted and dropped, and one line says how many once there is room again. Every answer
    // is shown whole or counted, and the host's loop goes on meanwhile (a person is seated).
    void unreadOutputIsBounded()
    {
        int ends[2];
        QVERIFY(::pipe(ends) == 0);
        qsizetype kernel = 64 * 1024; // what the pipe itself holds
#ifdef F_SETPIPE_SZ
        ::fcntl(ends[1], F_SETPIPE_SZ, 4096);
        kernel = ::fcntl(ends[1], F_GETPIPE_SZ);
#endif
        QVERIFY(::fcntl(ends[0], F_SETFL, O_NONBLOCK) == 0);
        QByteArray shown;
        // Reads what the pipe has, up to `upTo` bytes read in all (the writer refills it as
        // fast as it is read).
        const auto readAll = [&](qsizetype upTo = std::numeric_limits<qsizetype>::max()) {
            char buf[4096];
            for (ssize_t n; shown.size() < upTo && (n = ::read(ends[0], buf, std::size_t(std::min<qsizetype>(sizeof buf, upTo - shown.size())))) > 0;)
                shown.append(buf, n);
        };
        TableServer server(QStringLiteral("console"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig table;
        editSevens(table, [](session::SessionSettings &) {});
        server.addTable(table);
        auto console = std::make_unique<ServerConsole>(server);
        console->writeTo(ends[1]);
        // However this ends, the console's last words are read while it is destroyed (its
        // writer's thread would wait on a full pipe for ever).
        const auto finish = qScopeGuard([&] {
            std::atomic<bool> stopped {false};
            std::thread drain([&] {
                char buf[65536];
                while (!stopped)
                    if (::read(ends[0], buf, sizeof buf) <= 0)
                        QThread::msleep(1);
            });
            console.reset();
            stopped = true;
            drain.join();
            ::close(ends[1]);
            ::close(ends[0]);
        });
        // Numbered answers of about a kilobyte: "unknown command "q12xxx…"; the commands: …".
        int asked = 0;
        const QString filler(900, QLatin1Char('x'));
        const auto flood = [&](int n) {
            for (int i = 0; i < n; ++i, ++asked)
                console->execute(QStringLiteral("q%1%2").arg(asked).arg(filler));
        };
        // Far more than the bound; then, a few times, some of it read (the writer's thread
        // takes the next of what waited, whatever its size) and more than there is room for.
        // Where reading stopped: how much was read, and how many had been asked by then.
        std::vector<std::pair<qsizetype, int>> stops;
        flood(1500);
        stops.emplace_back(0, asked);
        for (int round = 0; round < 4; ++round) {
            const qsizetype target = shown.size() + 128 * 1024;
            QVERIFY(spinUntil([&] {
                readAll(target);
                return shown.size() >= target;
            }));
            const qsizetype read = shown.size();
            flood(300);
            stops.emplace_back(read, asked);
        }
        // The host's loop was never held up: a person is seated while the output waits.
        Person cy(server.port(), QStringLiteral("Cy"));
        QVERIFY(spinUntil([&] { return cy.client.seat() == 0; }));
        // Read again, asking until an answer gets through: everything before it is out.
        int marks = 0;
        QVERIFY(spinUntil([&] {
            readAll();
            if (shown.contains("unknown command \"mark"))
                return true;
            console->execute(QStringLiteral("mark%1").arg(marks++));
            return false;
        }, 30000));
        console->execute(QStringLiteral("last"));
        QVERIFY(spinUntil([&] {
            readAll();
            return shown.contains("unknown command \"last\"");
        }));

        static const QRegularExpression answer(QStringLiteral("^unknown command \"(q(\\d+)x+|mark\\d+|last)\"; the commands: .*$"));
        static const QRegularExpression notShown(QStringLiteral("^qixing-server: (\\d+) answer\\(s\\) of the console not shown: its output was not read$"));
        int answers = 0, dropped = 0, notShownLines = 0;
        bool afterNotShown = false; // a "not shown" line is followed by an answer, never another
        std::vector<qsizetype> shownBy(stops.size(), 0); // where the last answer asked before each stop ends
        qsizetype at = 0;
        for (const QByteArray &line : shown.split('\n')) {
            at += line.size() + 1;
            if (line.isEmpty())
                continue;
            const QString l = QString::fromUtf8(line);
            if (const QRegularExpressionMatch m = answer.match(l); m.hasMatch()) {
                ++answers;
                afterNotShown = false;
                if (!m.captured(2).isEmpty())
                    for (std::size_t i = 0; i < stops.size(); ++i)
                        if (m.captured(2).toInt() < stops[i].second)
                            shownBy[i] = at;
            } else if (const QRegularExpressionMatch n = notShown.match(l); n.hasMatch()) {
                QVERIFY2(!afterNotShown && n.captured(1).toInt() > 0, qPrintable(l));
                afterNotShown = true;
                dropped += n.captured(1).toInt();
                ++notShownLines;
            } else {
                QFAIL(qPrintable(QStringLiteral("not a whole answer: ") + l.left(120)));
            }
        }
        qsizetype mostWaiting = 0;
        for (std::size_t i = 0; i < stops.size(); ++i)
            mostWaiting = std::max(mostWaiting, shownBy[i] - stops[i].first);
        qInfo() << "unread output: at most" << mostWaiting << "bytes waited;" << answers << "answers shown," << dropped << "dropped,"
                << notShownLines << "lines said so";
        QVERIFY(shown.endsWith('\n'));
        // Every answer shown whole or counted; one line, before the next answer shown, for each
        // run of answers dropped (in the first flood, the rounds, and while asking: as the
        // pipe is read, room comes and goes, so how many runs there are is not fixed).
        QCOMPARE(answers + dropped, asked + marks + 1);
        QVERIFY(notShownLines >= 1 && dropped > 0);
        // What the console held where reading stopped: at most its bound and what the pipe holds.
        QVERIFY2(mostWaiting <= ServerConsole::kMaxUnwritten + kernel, qPrintable(QStringLiteral("%1 bytes waited").arg(mostWaiting)));
    }

    // Ctrl-D or a closed pipe ends the console, not the host.
    void endOfInputLeavesTheHostRunning()
    {
        ConsoleHost host;
        const quint16 port = host.start({"--tables", "1", "--no-state"});
        QVERIFY(port > 0);
        host.p.closeWriteChannel();
        QVERIFY(spinUntil([&] { return host.out.contains("the console's input ended; the host goes on"); }));
        Person cy(port, QStringLiteral("Cy"));
        QVERIFY(spinUntil([&] { return cy.client.seat() == 0; }));
        QCOMPARE(host.p.state(), QProcess::Running);
        host.p.terminate();
        QVERIFY(host.p.waitForFinished(10000));
        QCOMPARE(host.p.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestServerConsole)
#include "test_server_console.moc"
