// SPDX-License-Identifier: GPL-3.0-or-later
// Host tools and manners (issue 30) on loopback: the clock bank is spent once a turn's base
// runs out, kept in the state folder and resumed with the match.

#include "net/frame.h"
#include "net/server.h"
#include "sevens/sevens_module.h"
#include "table_configs.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QElapsedTimer>
#include "spin_until.h"

#include <QTest>

#include <memory>

using namespace qixing;
using namespace qixing::net;

namespace {

ServerTableConfig sevensTable(int turnSeconds, int bankSeconds)
{
    ServerTableConfig c;
    c.name = QStringLiteral("tools");
    editSevens(c, [&](session::SessionSettings &s) {
        s.match.hands = 2;
        s.match.rules.betUnit = 10;
        s.kinds.fill(QStringLiteral("heuristic"));
        s.startingBalance = 3000;
        s.turnSeconds = turnSeconds;
        s.bankSeconds = bankSeconds;
    });
    c.computerPauseMs = 0;
    c.nextHandDelayMs = 0;
    return c;
}

// A connection that speaks frames by hand and keeps every message.
struct Raw
{
    QTcpSocket socket;
    FrameReader reader {kMaxHostFrame};
    std::vector<QJsonObject> got;

    explicit Raw(quint16 port, const QString &name = QStringLiteral("raw"), const QString &token = {})
    {
        socket.connectToHost(QStringLiteral("127.0.0.1"), port);
        if (!socket.waitForConnected(3000))
            qFatal("cannot connect");
        QObject::connect(&socket, &QTcpSocket::readyRead, [this] {
            reader.append(socket.readAll());
            QByteArray f;
            while (reader.next(&f) == FrameReader::Status::Frame)
                got.push_back(QJsonDocument::fromJson(f).object());
        });
        QJsonObject hello {{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", name}};
        if (!token.isEmpty())
            hello.insert("token", token);
        send(hello);
    }
    void send(const QJsonObject &m) { socket.write(encodeFrame(m)); }
    int count(const QString &type) const
    {
        return int(std::count_if(got.begin(), got.end(), [&](const QJsonObject &m) { return m.value("type").toString() == type; }));
    }
    QJsonObject last(const QString &type) const
    {
        for (auto it = got.rbegin(); it != got.rend(); ++it)
            if (it->value("type").toString() == type)
                return *it;
        return {};
    }
    bool waitFor(const QString &type, int atLeast = 1, int ms = 5000)
    {
        return spinUntil([&] { return count(type) >= atLeast; }, ms);
    }
    void sit(int table, int seat = -1)
    {
        send({{"type", "sit"}, {"table", table}, {"seat", seat < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(seat)}});
    }
};

// The seat's first legal answer to the question it was asked (a Sevens act).
QJsonObject actFor(const session::TableSession &ts, int seat, const QJsonObject &yourTurn)
{
    QJsonObject a = ts.module()->legalActions(seat).front();
    a.insert("type", "act");
    a.insert("hand", yourTurn.value("hand"));
    a.insert("turn", yourTurn.value("turn"));
    return a;
}

} // namespace

class TestHostTools : public QObject
{
    Q_OBJECT
private slots:
    // The bank is spent only once the base is over, and only what was used; the rest is saved
    // with the match and a restarted host goes on with it; a seat whose base and bank are both
    // spent is played for at the end of them.
    void clockBankIsSpentSavedAndResumed()
    {
        QTemporaryDir dir;
        const ServerTableConfig cfg = sevensTable(1, 2);
        int seat = -1, table = -1;
        QString token;
        int leftBefore = -1;
        {
            TableServer server(QStringLiteral("bank"));
            server.setStateDir(dir.path());
            QVERIFY(server.listen(QHostAddress::LocalHost, 0));
            table = server.addTable(cfg);
            QCOMPARE(server.tableInfo(table).value("clock").toObject(), (QJsonObject {{"base", 1}, {"bank", 2}}));
            Raw r(server.port());
            r.sit(table);
            QVERIFY(r.waitFor("seated"));
            seat = r.last("seated").value("seat").toInt();
            token = r.last("seated").value("token").toString();
            r.send({{"type", "ready"}, {"ready", true}});
            r.send({{"type", "start"}});
            QVERIFY(r.waitFor("yourTurn"));
            QElapsedTimer asked;
            asked.start();
            const QJsonObject q = r.last("yourTurn");
            // The deadline is the base and the whole bank; "bank" is the bank.
            QCOMPARE(q.value("bank").toInt(), 2000);
            QVERIFY2(q.value("deadline").toInt() > 2500 && q.value("deadline").toInt() <= 3000, qPrintable(QString::number(q.value("deadline").toInt())));
            session::TableSession *ts = server.tableSession(table);
            // Within the base nothing of the bank is spent.
            QTest::qWait(800);
            QCOMPARE(ts->bankMsLeft(seat), 2000);
            // 0.6 s into the bank: answer.
            QVERIFY(spinUntil([&] { return asked.elapsed() >= 1600; }, 3000));
            QVERIFY(ts->bankMsLeft(seat) < 2000);
            r.send(actFor(*ts, seat, q));
            QVERIFY(spinUntil([&] { return ts->module()->bankLeftMs(seat) < 2000; }, 3000));
            leftBefore = ts->module()->bankLeftMs(seat);
            QVERIFY2(leftBefore >= 1100 && leftBefore <= 1500, qPrintable(QString::number(leftBefore)));
            // The state file keeps it.
            QVERIFY(spinUntil([&] { return r.count("yourTurn") > 1; }, 5000));
            QFile f(dir.filePath(QStringLiteral("table-%1.json").arg(table)));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonArray bank = QJsonDocument::fromJson(f.readAll()).object().value("match").toObject().value("bankMs").toArray();
            QCOMPARE(bank.size(), 4);
            QCOMPARE(bank[seat].toInt(), leftBefore);
            // The next question says what is left.
            QCOMPARE(r.last("yourTurn").value("bank").toInt(), leftBefore);
        } // the host stops; its state folder keeps the match

        TableServer again(QStringLiteral("bank again"));
        again.setStateDir(dir.path());
        QVERIFY(again.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig slower = cfg; // the stand-in must not finish the match before the person is back
        slower.computerPauseMs = 150;
        QCOMPARE(again.addTable(slower), table);
        session::TableSession *ts = again.tableSession(table);
        QVERIFY(ts);
        QCOMPARE(ts->module()->bankLeftMs(seat), leftBefore);
        QCOMPARE(ts->module()->bankLeftMs((seat + 1) % 4), 2000);
        // Back with the token, and then silent: played for once the base and the bank left
        // are over, and the bank is gone.
        Raw back(again.port(), QStringLiteral("raw"), token);
        QVERIFY(back.waitFor("seated"));
        QVERIFY(back.waitFor("yourTurn", 1, 5000));
        QElapsedTimer asked;
        asked.start();
        const QJsonObject q = back.last("yourTurn");
        QCOMPARE(q.value("bank").toInt(), leftBefore);
        QVERIFY(back.waitFor("timeUp", 1, 6000));
        QVERIFY2(asked.elapsed() >= 1000 + leftBefore - 150, qPrintable(QString::number(asked.elapsed())));
        QCOMPARE(ts->module()->bankLeftMs(seat), 0);
        QVERIFY(back.waitFor("yourTurn", 2, 5000));
        QCOMPARE(back.last("yourTurn").value("bank").toInt(), 0);
        QVERIFY(back.last("yourTurn").value("deadline").toInt() <= 1000);
    }
};

QTEST_GUILESS_MAIN(TestHostTools)
#include "test_host_tools.moc"
