// SPDX-License-Identifier: GPL-3.0-or-later
// A crash, a kill or a power cut loses no match on a host with a state folder (issue 27):
// a host started again on the folder a crashed one left resumes each table's match exactly
// where it was (every seat's view, the same step), the people come back to their seats with
// their tokens and play it to the end, and the finished match leaves nothing behind; the real
// qixing-server killed with SIGKILL mid-hand does the same; a damaged file, or one saved at a
// table with other rules, is put aside with one line and the table starts empty; a state
// folder that takes no more bytes is told once and the host plays on.

#include "mahjong/mahjong_client.h"
#include "sevens/sevens_client.h"
#include "net/server.h"
#include "table_configs.h"
#include "net/server_state.h"
#include "records/record_store.h"

#include "mahjong/players.h"
#include "sevens/players.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include "spin_until.h"

#include <QTest>

#include <csignal>
#include <memory>

#include <sys/resource.h>
#include <unistd.h>

using namespace qixing;
using namespace qixing::net;

namespace {

ServerTableConfig mahjongTable(int pauseMs)
{
    ServerTableConfig c;
    c.name = QStringLiteral("mahjong");
    c.game = QStringLiteral("mahjong");
    editMahjong(c, [&](qixing::session::MahjongSettings &m) { m.rules.claimSeconds = 10; });
    editMahjong(c, [&](qixing::session::MahjongSettings &m) { m.kinds.fill(QStringLiteral("efficient")); });
    c.computerPauseMs = pauseMs;
    c.nextHandDelayMs = 0;
    c.claimPauseMs = 0;
    return c;
}

ServerTableConfig sevensTable(int pauseMs)
{
    ServerTableConfig c;
    c.name = QStringLiteral("sevens");
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.match.hands = 3; });
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.match.rules.betUnit = 10; });
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.kinds.fill(QStringLiteral("heuristic")); });
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.startingBalance = 3000; });
    c.computerPauseMs = pauseMs;
    c.nextHandDelayMs = 0;
    return c;
}

// A person at a table of either game, played by a computer player through the game's client;
// it keeps every message. Without a token it sits and starts the match; with one it takes
// its seat back.
struct Person
{
    std::unique_ptr<TableClient> client;
    SevensClient *sevens = nullptr;
    MahjongClient *mahjong = nullptr;
    sevens::HeuristicPlayer sevensPlayer;
    std::unique_ptr<mahjong::Player> mahjongPlayer = mahjong::makePlayer("efficient", 1);
    std::vector<QJsonObject> received;
    QStringList errors;
    // After matchOver: an answer the host took in after the match ended finds no match.
    QStringList errorsAfterTheMatch;
    int answered = 0;
    bool over = false;
    bool lost = false;

    Person(const QString &game, quint16 port, int table, const QString &token = {})
    {
        if (game == QLatin1String("mahjong")) {
            auto c = std::make_unique<MahjongClient>();
            mahjong = c.get();
            client = std::move(c);
        } else {
            auto c = std::make_unique<SevensClient>();
            sevens = c.get();
            client = std::move(c);
        }
        TableClient *c = client.get();
        QObject::connect(c, &TableClient::messageArrived, [this](const QJsonObject &m) { received.push_back(m); });
        if (token.isEmpty()) {
            QObject::connect(c, &TableClient::welcomed, [c, table](const QJsonArray &) { c->sit(table); });
            QObject::connect(c, &TableClient::seated, [c](int, int) {
                c->setReady(true);
                c->startMatch();
            });
        }
        QObject::connect(c, &TableClient::yourTurn, [this](int) {
            ++answered;
            if (mahjong)
                mahjong->act(mahjongPlayer->choose(mahjong->view()));
            else
                sevens->act(sevensPlayer.chooseAction(sevens->view()));
        });
        QObject::connect(c, &TableClient::matchOver, [this](const QJsonObject &) { over = true; });
        QObject::connect(c, &TableClient::errorReceived, [this](const QString &code, const QString &) {
            (over ? errorsAfterTheMatch : errors) << code;
        });
        QObject::connect(c, &TableClient::disconnected, [this](const QString &) { lost = true; });
        c->connectToHost(QStringLiteral("127.0.0.1"), port, game == QLatin1String("mahjong") ? QStringLiteral("Mei") : QStringLiteral("Lin"),
                         token);
    }

    // The last state message, {} before one.
    QJsonObject lastState() const
    {
        for (auto it = received.rbegin(); it != received.rend(); ++it)
            if (it->value("type") == QLatin1String("state"))
                return *it;
        return {};
    }
    // The events of the mahjong hand in play as this seat was told them: its last state's and
    // each since; empty once the hand is settled.
    QJsonArray toldOfHand() const
    {
        QJsonArray told;
        for (const QJsonObject &m : received) {
            const QString type = m.value("type").toString();
            if (type == QLatin1String("state"))
                told = m.value("events").toArray();
            else if (type == QLatin1String("event"))
                told.append(m.value("event"));
            else if (type == QLatin1String("settlement"))
                told = QJsonArray();
        }
        return told;
    }
};

// The table as every seat may see it, and where its match is: what a resumed host must give
// back exactly.
struct Snapshot
{
    int hand = -1;
    int step = -1;
    std::array<QJsonObject, session::kTableSeats> views;
};

Snapshot snapshotOf(const session::TableSession &ts)
{
    Snapshot s;
    s.hand = ts.module()->handNumber();
    s.step = ts.module()->step();
    for (int seat = 0; seat < session::kTableSeats; ++seat)
        s.views[std::size_t(seat)] = ts.module()->stateFor(seat, ts.module()->eventCount());
    return s;
}

// The state folder's files, but for the host's lock (it holds nothing of a match).
QStringList filesIn(const QString &dir)
{
    QStringList files = QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    files.removeAll(QStringLiteral("qixing-server.lock"));
    return files;
}

// The folder as it is now, file by file (each was replaced whole by its last write).
bool copyFolder(const QString &from, const QString &to)
{
    for (const QString &f : filesIn(from))
        if (!QFile::copy(QDir(from).filePath(f), QDir(to).filePath(f)))
            return false;
    return true;
}

// The real qixing-server on port 0; start() returns its port once it has said where its
// state is (after resuming).
struct HostProcess
{
    QProcess p;

    quint16 start(const QStringList &args)
    {
        p.start(QStringLiteral(QIXING_SERVER), QStringList {"--port", "0", "--no-discovery"} + args);
        QByteArray out;
        while (!out.contains("resumed") && !out.contains("keeping no state") && p.waitForReadyRead(10000))
            out += p.readAllStandardOutput();
        return quint16(QString::fromUtf8(out).section(QLatin1String("port "), 1).section(QLatin1Char(','), 0, 0).trimmed().toUInt());
    }
    ~HostProcess()
    {
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished(5000);
        }
    }
};

QStringList warningLines(QProcess &p)
{
    return QString::fromUtf8(p.readAllStandardError()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestServerState : public QObject
{
    Q_OBJECT
private slots:
    // The host dies mid-hand at a mahjong and a Sevens table (modelled by copying its state
    // folder as it is at that moment, then throwing the host away): a host started on the
    // copy has both matches where they were, every seat's view the same, the people's seats
    // kept for them with computer players standing in; their tokens bring them back with the
    // same hand, and they play the matches to the end, which leaves no state behind.
    void matchesResumeWhereTheCrashLeftThem()
    {
        QTemporaryDir live, crashed;
        QVERIFY(live.isValid() && crashed.isValid());
        auto first = std::make_unique<TableServer>(QStringLiteral("host"));
        first->setStateDir(live.path());
        QVERIFY(first->listen(QHostAddress::LocalHost, 0));
        const int mj = first->addTable(mahjongTable(15));
        const int sv = first->addTable(sevensTable(15));
        auto mei = std::make_unique<Person>(QStringLiteral("mahjong"), first->port(), mj);
        auto lin = std::make_unique<Person>(QStringLiteral("sevens"), first->port(), sv);
        // Both hands under way, each person having played some of theirs.
        QVERIFY(spinUntil([&] {
            const session::TableSession *m = first->tableSession(mj), *s = first->tableSession(sv);
            return m && s && m->handInProgress() && s->handInProgress() && m->module()->step() >= 20 && s->module()->step() >= 6
                && mei->answered >= 2 && lin->answered >= 1;
        }, 40000));
        const Snapshot mahjongWas = snapshotOf(*first->tableSession(mj));
        const Snapshot sevensWas = snapshotOf(*first->tableSession(sv));
        QVERIFY(copyFolder(live.path(), crashed.path()));
        // The night's standings are kept too once a hand has finished at either table.
        QStringList kept {"table-1.json", "table-2.json"};
        if (!first->night().hands().empty())
            kept.prepend(QStringLiteral("night.json"));
        QCOMPARE(filesIn(crashed.path()), kept);
        const QString meiToken = mei->client->token(), linToken = lin->client->token();
        const int meiSeat = mei->client->seat(), linSeat = lin->client->seat();
        first.reset();
        QVERIFY(spinUntil([&] { return (mei->lost || mei->errors.contains("closed")) && (lin->lost || lin->errors.contains("closed")); }));
        mei.reset();
        lin.reset();

        TableServer again(QStringLiteral("host"));
        QSignalSpy warnings(&again, &TableServer::warning);
        again.setStateDir(crashed.path());
        QVERIFY(again.listen(QHostAddress::LocalHost, 0));
        QCOMPARE(again.addTable(mahjongTable(15)), mj);
        QCOMPARE(again.addTable(sevensTable(15)), sv);
        QCOMPARE(warnings.count(), 0);
        for (const auto &[table, was, seat, standIn] :
             {std::tuple {mj, &mahjongWas, meiSeat, "efficient"}, std::tuple {sv, &sevensWas, linSeat, "heuristic"}}) {
            // Nothing has run since: the match is exactly where it was.
            const session::TableSession *ts = again.tableSession(table);
            QVERIFY(ts && ts->handInProgress());
            QCOMPARE(ts->module()->handNumber(), was->hand);
            QCOMPARE(ts->module()->step(), was->step);
            for (int s = 0; s < session::kTableSeats; ++s)
                QCOMPARE(ts->module()->stateFor(s, ts->module()->eventCount()), was->views[std::size_t(s)]);
            QCOMPARE(ts->seatKind(seat), QString::fromLatin1(standIn));
            const QJsonObject info = again.tableInfo(table);
            QCOMPARE(info.value("state").toString(), QStringLiteral("playing"));
            QCOMPARE(info.value("seats").toArray().at(seat).toObject().value("kind").toString(), QStringLiteral("computer"));
        }

        // The tokens bring the people back to their seats, told the same hand.
        Person meiBack(QStringLiteral("mahjong"), again.port(), mj, meiToken);
        Person linBack(QStringLiteral("sevens"), again.port(), sv, linToken);
        QVERIFY(spinUntil([&] { return !meiBack.lastState().isEmpty() && !linBack.lastState().isEmpty(); }, 10000));
        for (const auto &[back, table, was, seat, list] : {std::tuple {&meiBack, mj, &mahjongWas, meiSeat, "events"},
                                                           std::tuple {&linBack, sv, &sevensWas, linSeat, "moves"}}) {
            QCOMPARE(back->client->seat(), seat);
            QJsonObject state = back->lastState();
            QCOMPARE(state.value("hand").toInt(), was->hand);
            QCOMPARE(state.value("seat").toInt(), seat);
            // Its stand-in may have moved since the host started: what it was told before
            // begins what it is told now, and with nothing moved it is the same state.
            const QJsonArray before = was->views[std::size_t(seat)].value(list).toArray();
            const QJsonArray now = state.value(list).toArray();
            QVERIFY(now.size() >= before.size());
            for (int i = 0; i < before.size(); ++i)
                QCOMPARE(now.at(i), before.at(i));
            state.remove("table");
            if (now.size() == before.size())
                QCOMPARE(state, was->views[std::size_t(seat)]);
            QVERIFY(spinUntil([&] { return again.tableSession(table)->seatKind(seat) == QLatin1String("remote"); }, 5000));
            again.tableSession(table)->setComputerPause(0); // the rest of the match at full speed
        }
        QVERIFY(spinUntil([&] { return meiBack.over && linBack.over; }, 45000));
        for (const Person *p : {&meiBack, &linBack}) {
            // Only a claim answered after its window closed may be refused.
            QVERIFY2(p->errors.count("staleTurn") == p->errors.size(), qPrintable(p->errors.join(',')));
            QVERIFY2(p->errorsAfterTheMatch.count("notJoined") == p->errorsAfterTheMatch.size(),
                     qPrintable(p->errorsAfterTheMatch.join(',')));
            QVERIFY(p->answered > 0);
        }
        // Both tables back in the lobby, and nothing left to resume.
        QVERIFY(spinUntil([&] { return !again.tableSession(mj) && !again.tableSession(sv); }));
        QCOMPARE(filesIn(crashed.path()), QStringList {"night.json"}); // the night's standings stay for the evening
        QCOMPARE(warnings.count(), 0);
    }

    // A host started with other rules for a table, or without that table, does not resume
    // its match there: the file is set aside (kept, not overwritten) with one line each.
    void anotherTablesMatchIsSetAside()
    {
        QTemporaryDir live, crashed;
        QVERIFY(live.isValid() && crashed.isValid());
        {
            TableServer first(QStringLiteral("host"));
            first.setStateDir(live.path());
            QVERIFY(first.listen(QHostAddress::LocalHost, 0));
            const int mj = first.addTable(mahjongTable(15));
            Person mei(QStringLiteral("mahjong"), first.port(), mj);
            QVERIFY(spinUntil([&] { return mei.answered >= 1 && first.tableSession(mj) && first.tableSession(mj)->handInProgress(); }, 20000));
            QVERIFY(copyFolder(live.path(), crashed.path()));
        }
        const QByteArray saved = [&] {
            QFile f(crashed.filePath("table-1.json"));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY(!saved.isEmpty());
        {
            TableServer other(QStringLiteral("host"));
            QSignalSpy warnings(&other, &TableServer::warning);
            other.setStateDir(crashed.path());
            ServerTableConfig stricter = mahjongTable(15);
            editMahjong(stricter, [&](qixing::session::MahjongSettings &m) { m.rules.claimSeconds = 5; });
            const int table = other.addTable(stricter);
            QCOMPARE(warnings.count(), 1);
            const QString line = warnings.at(0).at(0).toString();
            QVERIFY2(line.contains("not this table's match") && line.contains("other rules") && line.contains("unmatched"), qPrintable(line));
            QVERIFY(!other.tableSession(table));
            QCOMPARE(other.tableInfo(table).value("state").toString(), QStringLiteral("lobby"));
        }
        const QStringList left = filesIn(crashed.path());
        QCOMPARE(left.size(), 1);
        QVERIFY(left[0].startsWith("table-1.json.unmatched-"));
        QFile aside(crashed.filePath(left[0]));
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), saved); // kept as it was
        aside.close();
        // Renamed back, for a host without that table.
        QVERIFY(QFile::rename(aside.fileName(), crashed.filePath("table-1.json")));
        TableServer none(QStringLiteral("host"));
        QSignalSpy warnings(&none, &TableServer::warning);
        none.setStateDir(crashed.path());
        none.setAsideStateOfOtherTables();
        QCOMPARE(warnings.count(), 1);
        QVERIFY2(warnings.at(0).at(0).toString().contains("no such table"), qPrintable(warnings.at(0).at(0).toString()));
        QVERIFY(!QFile::exists(crashed.filePath("table-1.json")));
    }

    // qixing-server killed with SIGKILL mid-hand, started again on its state folder: the
    // person's token gives the seat back, told the hand it was playing, and the match goes on.
    void killedHostResumesTheMatch()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList args {"--tables", "0", "--mahjong-tables", "1", "--pause", "30", "--claim-pause", "0",
                                "--next-hand-delay", "0", "--turn-seconds", "0", "--state-dir", dir.path()};
        QString token;
        int seat = -1, hand = -1;
        QJsonArray told;
        {
            HostProcess host;
            const quint16 port = host.start(args);
            QVERIFY(port > 0);
            Person mei(QStringLiteral("mahjong"), port, 1);
            QVERIFY(spinUntil([&] { return mei.answered >= 3 && mei.toldOfHand().size() >= 20; }, 30000));
            token = mei.client->token();
            seat = mei.client->seat();
            hand = mei.lastState().value("hand").toInt();
            told = mei.toldOfHand();
            host.p.kill(); // SIGKILL: no goodbye, no last write
            QVERIFY(host.p.waitForFinished(5000));
            QCOMPARE(host.p.exitStatus(), QProcess::CrashExit);
            QVERIFY(spinUntil([&] { return mei.lost; }));
            QVERIFY(QFile::exists(dir.filePath("table-1.json")));
            QCOMPARE(warningLines(host.p), QStringList());
        }
        HostProcess host;
        const quint16 port = host.start(args);
        QVERIFY(port > 0);
        Person back(QStringLiteral("mahjong"), port, 1, token);
        QVERIFY(spinUntil([&] { return !back.lastState().isEmpty(); }, 10000));
        QCOMPARE(back.client->seat(), seat);
        const QJsonObject state = back.lastState();
        QCOMPARE(state.value("hand").toInt(), hand);
        const QJsonArray now = state.value("events").toArray();
        QVERIFY(now.size() >= told.size());
        for (int i = 0; i < told.size(); ++i)
            QCOMPARE(now.at(i), told.at(i));
        // The match goes on with the person playing.
        const int answeredBefore = back.answered;
        QVERIFY(spinUntil([&] { return back.answered >= answeredBefore + 2 || back.over; }, 30000));
        QVERIFY2(back.errors.count("staleTurn") == back.errors.size(), qPrintable(back.errors.join(',')));
        QCOMPARE(warningLines(host.p), QStringList());
        // SIGTERM tells the people the host is closing and keeps the match for the next start.
        host.p.terminate();
        QVERIFY(host.p.waitForFinished(10000));
        QVERIFY(back.over || QFile::exists(dir.filePath("table-1.json")));
    }

    // --- store (issue 29): a host killed mid-match and started again on its state folder
    // records the resumed match under the same uid: one match in the records, with every hand
    // and the match's first start, not two halves.
    void resumedMatchKeepsItsRecord()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString db = dir.filePath("records.sqlite");
        QVERIFY(QDir().mkpath(dir.filePath("state")));
        const QStringList args {"--tables", "1", "--mahjong-tables", "0", "--hands", "3", "--pause", "20", "--next-hand-delay", "0",
                                "--state-dir", dir.filePath("state"), "--records", db};
        records::RecordStore reader;
        QVERIFY(reader.open(db).ok);
        QString uid;
        QDateTime started;
        {
            HostProcess host;
            const quint16 port = host.start(args);
            QVERIFY(port > 0);
            Person ann(QStringLiteral("sevens"), port, 1);
            // The first hand kept, the second under way.
            QVERIFY(spinUntil([&] {
                const QList<records::RecordStore::MatchRow> rows = reader.matches();
                return rows.size() == 1 && rows.first().hands >= 1 && ann.lastState().value("hand").toInt() >= 1;
            }, 30000));
            uid = reader.matches().first().uid;
            started = reader.matches().first().started;
            host.p.kill(); // SIGKILL: no goodbye, no last write
            QVERIFY(host.p.waitForFinished(5000));
            QVERIFY(spinUntil([&] { return ann.lost; }));
            QVERIFY(QFile::exists(dir.filePath("state/table-1.json")));
        }
        HostProcess host;
        QVERIFY(host.start(args) > 0);
        // Nobody comes back: the stand-ins play the match to its end, and its file goes.
        QVERIFY(spinUntil([&] {
            const QList<records::RecordStore::MatchRow> rows = reader.matches();
            return !rows.isEmpty() && rows.first().finished;
        }, 45000));
        host.p.terminate();
        QVERIFY(host.p.waitForFinished(10000));
        const QList<records::RecordStore::MatchRow> rows = reader.matches();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().uid, uid);
        QCOMPARE(rows.first().hands, 3);
        QCOMPARE(rows.first().started, started);
        const QList<QJsonObject> hands = reader.hands(uid);
        QCOMPARE(hands.size(), 3);
        for (int n = 0; n < 3; ++n)
            QCOMPARE(hands[n].value("hand").toInt(), n);
    }

    // One host per state folder: a second one on another port would resume the same matches
    // and overwrite the first one's files. It is refused, saying which process holds the
    // folder; the first plays on; once that one is killed (no clean exit), the next starts.
    void secondHostOnTheSameFolderIsRefused()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        HostProcess first;
        const quint16 port = first.start({"--tables", "1", "--state-dir", dir.path()});
        QVERIFY(port > 0);
        QProcess second;
        second.start(QStringLiteral(QIXING_SERVER), {"--port", "0", "--no-discovery", "--tables", "1", "--state-dir", dir.path()});
        QVERIFY(second.waitForFinished(10000));
        QCOMPARE(second.exitCode(), 1);
        const QString said = QString::fromUtf8(second.readAllStandardError());
        QVERIFY2(said.contains(QStringLiteral("is in use by another qixing-server (process %1)").arg(first.p.processId()))
                     && said.contains("--state-dir") && said.contains("--no-state"),
                 qPrintable(said));
        QCOMPARE(first.p.state(), QProcess::Running);
        SevensClient visitor;
        bool welcomed = false;
        connect(&visitor, &TableClient::welcomed, this, [&] { welcomed = true; });
        visitor.connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("visitor"));
        QVERIFY(spinUntil([&] { return welcomed; }, 10000));
        // A host that dies leaves the lock file, not the lock.
        first.p.kill();
        QVERIFY(first.p.waitForFinished(5000));
        QVERIFY(QFile::exists(dir.filePath("qixing-server.lock")));
        HostProcess next;
        QVERIFY(next.start({"--tables", "1", "--state-dir", dir.path()}) > 0);
        QCOMPARE(next.p.state(), QProcess::Running);
    }

    // A state file that does not read back: put aside under a name that says so, one line on
    // stderr, and the host starts with the table empty and serves it.
    void damagedStateFileIsPutAside()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        {
            QFile f(dir.filePath("table-1.json"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.write("{\"format\": \"qixing-server-table\", \"version\": 1, \"table\": {\"id\": 1") > 0);
        }
        HostProcess host;
        const quint16 port = host.start({"--tables", "1", "--state-dir", dir.path()});
        QVERIFY(port > 0);
        SevensClient visitor;
        QJsonArray tables;
        connect(&visitor, &TableClient::welcomed, this, [&](const QJsonArray &t) { tables = t; });
        visitor.connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("visitor"));
        QVERIFY(spinUntil([&] { return !tables.isEmpty(); }, 10000));
        QCOMPARE(tables.at(0).toObject().value("state").toString(), QStringLiteral("lobby"));
        const QStringList lines = warningLines(host.p);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].contains("table-1.json") && lines[0].contains("does not read back") && lines[0].contains("put aside")
                     && lines[0].contains("starts empty"),
                 qPrintable(lines[0]));
        const QStringList left = filesIn(dir.path());
        QVERIFY2(left.size() == 1 && left[0].startsWith("table-1.json.damaged-"), qPrintable(left.join(',')));
        QCOMPARE(host.p.state(), QProcess::Running);
    }

    // A state folder that takes no more bytes (a file size limit of 0 on the host: every
    // write fails as on a full disk): said once on stderr, nothing half-written is left, and
    // the host plays on.
    void fullStateFolderIsToldOnceAndPlayGoesOn()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        HostProcess host;
        host.p.setChildProcessModifier([] {
            ::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails with EFBIG, as a full disk's does
            const rlimit none {0, 0};
            ::setrlimit(RLIMIT_FSIZE, &none);
        });
        const quint16 port = host.start({"--tables", "0", "--mahjong-tables", "1", "--pause", "5", "--claim-pause", "0",
                                         "--next-hand-delay", "0", "--turn-seconds", "0", "--state-dir", dir.path()});
        QVERIFY(port > 0);
        Person mei(QStringLiteral("mahjong"), port, 1);
        QVERIFY(spinUntil([&] { return mei.answered >= 5 || mei.over; }, 30000));
        QVERIFY2(mei.errors.count("staleTurn") == mei.errors.size(), qPrintable(mei.errors.join(',')));
        const QStringList lines = warningLines(host.p);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].contains("cannot write its state") && lines[0].contains("the match goes on"), qPrintable(lines[0]));
        QCOMPARE(filesIn(dir.path()), QStringList());
        QCOMPARE(host.p.state(), QProcess::Running);
    }

    // A state folder that cannot be made (a file is in its place): said at once, then once by
    // the table whose match cannot be written; the match plays on.
    void stateFolderThatCannotBeMadeIsTold()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString notAFolder = dir.filePath("state");
        {
            QFile f(notAFolder);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        TableServer server(QStringLiteral("host"));
        QSignalSpy warnings(&server, &TableServer::warning);
        server.setStateDir(notAFolder);
        QCOMPARE(warnings.count(), 1);
        QVERIFY2(warnings.at(0).at(0).toString().contains("cannot make the state folder"), qPrintable(warnings.at(0).at(0).toString()));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int mj = server.addTable(mahjongTable(0));
        Person mei(QStringLiteral("mahjong"), server.port(), mj);
        QVERIFY(spinUntil([&] { return mei.answered >= 5 || mei.over; }, 30000));
        QVERIFY2(mei.errors.count("staleTurn") == mei.errors.size(), qPrintable(mei.errors.join(',')));
        QCOMPARE(warnings.count(), 2);
        QVERIFY2(warnings.at(1).at(0).toString().contains("cannot write its state"), qPrintable(warnings.at(1).at(0).toString()));
    }

    // A folder the host may not write to. (Root writes anyway, so this runs only for other
    // users; the full folder above is the same failure as root sees it.)
    void readOnlyStateFolderIsToldAndPlayGoesOn()
    {
        if (::geteuid() == 0)
            QSKIP("root writes to a read-only folder: run as another user");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner));
        TableServer server(QStringLiteral("host"));
        QSignalSpy warnings(&server, &TableServer::warning);
        server.setStateDir(dir.path());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int mj = server.addTable(mahjongTable(0));
        Person mei(QStringLiteral("mahjong"), server.port(), mj);
        QVERIFY(spinUntil([&] { return mei.answered >= 5 || mei.over; }, 30000));
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QCOMPARE(warnings.count(), 1);
        QVERIFY(warnings.at(0).at(0).toString().contains("cannot write its state"));
    }
};

QTEST_GUILESS_MAIN(TestServerState)
#include "test_server_state.moc"
