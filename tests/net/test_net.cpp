// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN protocol end to end on loopback: frames, a whole match with remote seats, no card a
// seat may not see ever reaching it, bad input of every kind answered and isolated, reconnect,
// the turn time limit, the host closing, discovery, and the bot client. The host under load
// (connection storms, out of descriptors, a churning lobby, the epoll dispatcher) is tested in
// test_net_load.cpp.

#include "sevens/sevens_client.h"
#include "net/discovery.h"
#include "net/frame.h"
#include "net/server.h"
#include "common/flat_json.h"
#include "common/rng.h"
#include "sevens/sevens_module.h"
#include "sevens/sevens_session.h"
#include "sevens/sevens_wire.h"
#include "sevens/players.h"
#include "sevens/sevens_json.h"

#include <QJsonArray>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QNetworkDatagram>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include "peers.h"
#include "spin_until.h"

#include <QTest>
#include <QtEndian>

#include <memory>

using namespace qixing;
using namespace qixing::net;
using namespace qixing::sevens;

namespace {

// Every card named anywhere in a JSON value.
void cardsIn(const QJsonValue &v, CardSet &out)
{
    if (v.isString()) {
        if (const auto c = Card::parse(v.toString().toStdString()))
            out.insert(*c);
    } else if (v.isArray()) {
        for (const QJsonValue &x : v.toArray())
            cardsIn(x, out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            cardsIn(it.value(), out);
    }
}

} // namespace

class TestNet : public QObject
{
    Q_OBJECT

private slots:
    void framesSplitAndJoined()
    {
        QByteArray stream;
        for (int i = 0; i < 5; ++i)
            stream += encodeFrame({{"type", "chat"}, {"text", QString(i * 300, QChar(0x4E03))}});
        FrameReader byByte;
        int frames = 0;
        QByteArray f;
        for (char c : stream) {
            byByte.append(QByteArray(1, c));
            while (byByte.next(&f) == FrameReader::Status::Frame) {
                QCOMPARE(decodeMessage(f).value("text").toString().size(), frames * 300);
                ++frames;
            }
        }
        QCOMPARE(frames, 5);
        FrameReader whole;
        whole.append(stream);
        frames = 0;
        while (whole.next(&f) == FrameReader::Status::Frame)
            ++frames;
        QCOMPARE(frames, 5);
        QCOMPARE(whole.buffered(), qsizetype(0));
    }

    void badFramesAndMessages()
    {
        FrameReader r;
        QByteArray header(4, 0);
        qToBigEndian<quint32>(quint32(kMaxFrame + 1), header.data());
        r.append(header);
        QByteArray f;
        QCOMPARE(r.next(&f), FrameReader::Status::Oversized);
        FrameReader z;
        z.append(QByteArray(4, 0));
        QCOMPARE(z.next(&f), FrameReader::Status::Empty);
        FrameReader partial;
        partial.append(encodeFrame({{"type", "list"}}).left(7));
        QCOMPARE(partial.next(&f), FrameReader::Status::NeedMore);
        QVERIFY_THROWS_EXCEPTION(ProtocolError, decodeMessage("{nope"));
        QVERIFY_THROWS_EXCEPTION(ProtocolError, decodeMessage("[1,2]"));
        QVERIFY_THROWS_EXCEPTION(ProtocolError, decodeMessage("{\"type\": 3}"));
        QCOMPARE(decodeMessage("{\"type\": \"list\"}").value("type").toString(), QString("list"));
    }

    // The plain reader of a client's hot messages (FlatJson) takes only the plainest text and
    // never reads it differently from Qt: hand-picked cases on both sides of every rule, and
    // thousands of random changes to real messages, each either refused or read as Qt reads it.
    void flatReaderReadsAsQtOrNotAtAll()
    {
        const auto qt = [](const QByteArray &text) {
            QJsonParseError e;
            const QJsonDocument d = QJsonDocument::fromJson(text, &e);
            return e.error == QJsonParseError::NoError && d.isObject() ? std::optional<QJsonObject>(d.object()) : std::nullopt;
        };
        const QList<QByteArray> taken {
            "{\"hand\":3,\"play\":\"7S\",\"seat\":1,\"turn\":5,\"type\":\"move\"}",
            "{\"cover\":null,\"hand\":0,\"seat\":2,\"turn\":51,\"type\":\"move\"}",
            "{\"deadline\":-1,\"ok\":true,\"no\":false,\"n\":999999999999999,\"m\":-999999999999999,\"type\":\"x\"}",
            "{}", "{\"\":\"\"}", "{\"a\":0}",
        };
        for (const QByteArray &t : taken) {
            const auto f = FlatJson::read(t);
            QVERIFY2(f, t.constData());
            QCOMPARE(f->toObject(), *qt(t));
        }
        const auto move = FlatJson::read(taken[0]);
        QCOMPARE(move->integer(QLatin1StringView("turn")), std::optional<qint64>(5));
        QCOMPARE(move->string(QLatin1StringView("play"))->toByteArray(), QByteArray("7S"));
        QVERIFY(!move->integer(QLatin1StringView("play")) && !move->has(QLatin1StringView("cover")));
        QVERIFY(FlatJson::read(taken[1])->isNull(QLatin1StringView("cover")));
        const QList<QByteArray> refused {
            "{\"hand\": 3}", " {\"hand\":3}", "{\"hand\":3} ", "{\"hand\":3,}", "{\"hand\":3}{}",
            "{\"hand\":1.5}", "{\"hand\":1e3}", "{\"hand\":-0}", "{\"hand\":07}", "{\"hand\":-}",
            "{\"hand\":1000000000000000}", "{\"hand\":-11111111111111111111111111}", "{\"a\":\"\\\"\"}", "{\"a\":\"\\u0041\"}", "{\"a\\n\":1}",
            QByteArray("{\"a\":\"\xc3\xa9\"}"), "{\"a\":[1]}", "{\"a\":{}}", "{\"a\":1,\"a\":2}", "{\"a\":tru}",
            "{\"a\":nul}", "{\"a\":True}", "[1]", "{\"a\"", "{\"a\":", "{\"a\":\"x", "{",
            "{\"k0\":0,\"k1\":1,\"k2\":2,\"k3\":3,\"k4\":4,\"k5\":5,\"k6\":6,\"k7\":7,\"k8\":8,\"k9\":9,\"ka\":10,\"kb\":11,\"kc\":12,\"kd\":13,\"ke\":14,\"kf\":15,\"kg\":16}",
        };
        for (const QByteArray &t : refused)
            QVERIFY2(!FlatJson::read(t), t.constData());
        // Random edits of real messages: a byte changed, inserted or removed, a cut.
        Rng rng(7);
        int taken2 = 0, checked = 0;
        const QByteArray alphabet = "{}[]\":,-. 0123456789abenlrstuxE\\";
        for (int i = 0; i < 20000; ++i) {
            QByteArray t = taken[std::size_t(rng.below(3))];
            const int edits = 1 + int(rng.below(3));
            for (int e = 0; e < edits && !t.isEmpty(); ++e) {
                const qsizetype at = qsizetype(rng.below(std::uint32_t(t.size())));
                const char c = alphabet[qsizetype(rng.below(std::uint32_t(alphabet.size())))];
                switch (rng.below(4)) {
                case 0: t[at] = c; break;
                case 1: t.insert(at, c); break;
                case 2: t.remove(at, 1); break;
                default: t.truncate(at); break;
                }
            }
            const auto f = FlatJson::read(t);
            if (!f)
                continue;
            ++taken2;
            const auto q = qt(t);
            QVERIFY2(q && *q == f->toObject(), t.constData());
            ++checked;
        }
        QVERIFY(taken2 > 1000); // many edits keep the text plain, and those were compared
        QCOMPARE(checked, taken2);
    }

    // peekType() names a message's type without reading the rest, and never a type other
    // than the one Qt reads: nested "type" keys, "type" inside strings, escaped keys, a key
    // twice, whitespace; and random edits of real messages (a settlement, a state, a chat).
    void peekTypeNamesWhatQtReads()
    {
        const auto peek = [](const char *t) {
            const auto v = FlatJson::peekType(QByteArrayView(t));
            return v ? v->toByteArray() : QByteArray("-");
        };
        QCOMPARE(peek("{\"type\":\"settlement\",\"result\":{\"type\":\"x\"}}"), QByteArray("settlement"));
        QCOMPARE(peek("{\"a\":{\"type\":\"x\"},\"b\":[\"]\",{\"c\":\"}\"}],\"type\":\"chat\"}"), QByteArray("chat"));
        QCOMPARE(peek(" { \"text\" : \"\\\"type\\\":\\\"x\\\"\" ,\n\"type\" : \"chat\" } "), QByteArray("chat"));
        QCOMPARE(peek("{\"a\":[1,2,{\"b\":null}],\"n\":-1.5e3,\"type\":\"tables\"}"), QByteArray("tables"));
        QCOMPARE(peek("{\"typ\\u0065\":\"x\",\"type\":\"chat\"}"), QByteArray("-")); // the first key is "type" too
        QCOMPARE(peek("{\"type\":\"a\",\"type\":\"b\"}"), QByteArray("-"));
        QCOMPARE(peek("{\"type\":3}"), QByteArray("-"));
        QCOMPARE(peek("{\"type\":\"se\\u0074\"}"), QByteArray("-"));
        QCOMPARE(peek("{\"x\":{\"type\":\"chat\"}}"), QByteArray("-"));
        QCOMPARE(peek("{}"), QByteArray("-"));
        QCOMPARE(peek("[{\"type\":\"chat\"}]"), QByteArray("-"));
        // Real messages, edited at random: whenever Qt reads an object with a string type,
        // peekType() says that type or nothing.
        session::SessionSettings settings;
        settings.match.seed = 3;
        session::SevensModule m(settings);
        m.dealNextHand();
        auto brain = m.makeComputer(QStringLiteral("heuristic"), 1);
        while (m.handInProgress()) {
            const int seat = m.decision().seats.front();
            m.apply(seat, brain->decide(m, seat));
        }
        const QList<QByteArray> real {m.settlementText(), m.stateJson(1, 0, 2),
                                      QJsonDocument(QJsonObject {{"type", "chat"}, {"from", "a\"b"}, {"text", "{\"type\":\"x\"}"}}).toJson()};
        for (const QByteArray &t : real)
            QVERIFY(FlatJson::peekType(t) && *FlatJson::peekType(t) == QJsonDocument::fromJson(t).object().value("type").toString().toLatin1());
        Rng rng(11);
        int named = 0;
        const QByteArray alphabet = "{}[]\":,\\ etypx0";
        for (int i = 0; i < 20000; ++i) {
            QByteArray t = real[std::size_t(rng.below(3))];
            for (int e = 0; e < 3; ++e) {
                const qsizetype at = qsizetype(rng.below(std::uint32_t(t.size())));
                const char c = alphabet[qsizetype(rng.below(std::uint32_t(alphabet.size())))];
                switch (rng.below(3)) {
                case 0: t[at] = c; break;
                case 1: t.insert(at, c); break;
                default: t.remove(at, 1); break;
                }
            }
            const auto type = FlatJson::peekType(t);
            QJsonParseError err;
            const QJsonDocument d = QJsonDocument::fromJson(t, &err);
            if (err.error != QJsonParseError::NoError || !d.isObject() || !d.object().value("type").isString())
                continue;
            if (type) {
                QCOMPARE(type->toByteArray(), d.object().value("type").toString().toUtf8());
                ++named;
            }
        }
        QVERIFY(named > 1000);
    }

    // A Sevens client reads its moves and questions the same whether they come in the plain
    // form the host writes (FlatJson, no QJsonObject) or in any other JSON form (Qt's parser,
    // then the same reader): over a whole hand, alternating, its mirror is the host's view
    // after every move, every question for its seat is heard, and a bad move in either form
    // ends the connection with badMessage. A settlement is read only when something listens.
    void movesReadPlainOrNot()
    {
        for (const bool badPlain : {true, false}) {
            QTcpServer listener;
            QVERIFY(listener.listen(QHostAddress::LocalHost, 0));
            SevensClient client;
            client.setLobby(false);
            int turns = 0;
            QString error;
            QObject::connect(&client, &SevensClient::yourTurn, [&](int) { ++turns; });
            QObject::connect(&client, &SevensClient::errorReceived, [&](const QString &code, const QString &) { error = code; });
            client.connectToHost(QStringLiteral("127.0.0.1"), listener.serverPort(), QStringLiteral("reader"));
            QVERIFY(spinUntil([&] { return listener.hasPendingConnections(); }));
            Connection host(listener.nextPendingConnection());
            const int seat = 2;
            session::SessionSettings settings;
            settings.match.seed = 5;
            settings.match.hands = 1;
            session::SevensModule m(settings);
            m.dealNextHand();
            host.send({{"type", "seated"}, {"table", 1}, {"seat", seat}, {"token", "t"}});
            QJsonObject state = m.stateFor(seat, 0);
            state.insert("table", 1);
            host.send(state);
            QVERIFY(spinUntil([&] { return client.mirror().has_value(); }));
            auto brain = m.makeComputer(QStringLiteral("heuristic"), 1);
            int asked = 0;
            for (int i = 0; m.handInProgress() && i < 50; ++i) {
                const int mover = m.decision().seats.front();
                const bool plain = i % 2 == 0;
                const auto frame = [&](const QByteArray &compact, const QJsonObject &o) {
                    return encodeJsonFrame(plain ? compact : QJsonDocument(o).toJson(QJsonDocument::Indented));
                };
                if (mover == seat) {
                    host.sendFrame(frame(m.questionJson(seat, 1000), m.question(seat, 1000)));
                    ++asked;
                    QVERIFY(spinUntil([&] { return turns == asked; }));
                }
                m.apply(mover, brain->decide(m, mover));
                host.sendFrame(frame(m.eventJson(seat, i), m.eventFor(seat, i)));
                QVERIFY(spinUntil([&] { return client.mirror()->turn() == i + 1; }));
                const SeatKnowledge want = m.table().view(seat).knowledge(), got = client.view().knowledge();
                QCOMPARE(got.hand, want.hand);
                QCOMPARE(got.covered, want.covered);
                QCOMPARE(got.moves.size(), want.moves.size());
                QCOMPARE(got.moves.back().card, want.moves.back().card);
                QCOMPARE(got.moves.back().seat, want.moves.back().seat);
            }
            QVERIFY(asked >= 10);
            QVERIFY(error.isEmpty());
            // A settlement nothing listens for is not read at all, even a broken one; once
            // handSettled is connected it is read (and a broken one refused).
            const auto settlement = [&](const QByteArray &json) { host.sendFrame(encodeJsonFrame(json)); };
            settlement("{\"type\":\"settlement\",\"covered\":[1,,2]}");
            bool told = false; // a table update after it: once heard, the settlement was passed
            QObject::connect(&client, &SevensClient::tablesChanged, [&] { told = true; });
            host.send({{"type", "table"}, {"table", QJsonObject {{"id", 1}}}});
            QVERIFY(spinUntil([&] { return told; }));
            int settled = 0;
            QObject::connect(&client, &SevensClient::handSettled, [&](const QJsonObject &) { ++settled; });
            settlement(m.settlementText());
            QVERIFY(spinUntil([&] { return settled == 1; }));
            QVERIFY(error.isEmpty());
            if (!badPlain) {
                QString refused; // the client's answer to what it cannot read
                QObject::connect(&host, &Connection::messageReceived, [&](const QJsonObject &e) {
                    if (e.value("type") == "error")
                        refused = e.value("code").toString();
                });
                settlement("{\"type\":\"settlement\",\"covered\":[1,,2]}");
                QVERIFY(spinUntil([&] { return !refused.isEmpty(); }));
                QCOMPARE(refused, QStringLiteral("badJson"));
                continue;
            }
            // A move of a card nobody can play now (a king as the next move), plain or not.
            const QJsonObject bad {{"type", "move"}, {"hand", 0}, {"seat", 0}, {"turn", 50}, {"play", "KH"}};
            host.sendFrame(encodeJsonFrame(QJsonDocument(bad).toJson(badPlain ? QJsonDocument::Compact : QJsonDocument::Indented)));
            QVERIFY(spinUntil([&] { return !error.isEmpty(); }));
            QCOMPARE(error, QStringLiteral("badMessage"));
        }
    }

    // Four remote seats play a whole match; everything each one received is checked against
    // the host's deals: before a settlement, a seat only ever hears of its own cards and of
    // cards played on the table — never another hand, never a covered card, never the deck.
    // What the handling of one message makes a connection send leaves in one write, in order,
    // and so do frames sent from anywhere else within one turn of the event loop.
    void framesOfOneTurnLeaveInOneWrite()
    {
        QTcpServer listener;
        QVERIFY(listener.listen(QHostAddress::LocalHost, 0));
        Raw raw(listener.serverPort());
        QVERIFY(spinUntil([&] { return listener.hasPendingConnections(); }));
        Connection host(listener.nextPendingConnection());
        int answered = 0;
        QObject::connect(&host, &Connection::messageReceived, [&](const QJsonObject &m) {
            for (int i = 0; i < 3; ++i)
                host.send({{"type", "chat"}, {"text", m.value("text").toString() + QString::number(i)}});
            ++answered;
        });
        const auto texts = [&] {
            QStringList t;
            for (const QJsonObject &m : raw.got)
                t << m.value("text").toString();
            return t;
        };
        raw.send({{"type", "chat"}, {"text", "a"}});
        raw.send({{"type", "chat"}, {"text", "b"}});
        QVERIFY(spinUntil([&] { return raw.got.size() == 6; }));
        QCOMPARE(texts(), QStringList({"a0", "a1", "a2", "b0", "b1", "b2"}));
        QCOMPARE(answered, 2);
        // One write per read on the host's side: both messages may have come in one read.
        QVERIFY(host.flushes() >= 1 && host.flushes() <= 2);
        QVERIFY(host.tookIn(host.queuedBytes()));

        // Outside any handling (a timer, a click): nothing leaves until the loop turns.
        const quint64 before = host.flushes();
        host.send({{"type", "chat"}, {"text", "c"}});
        host.send({{"type", "chat"}, {"text", "d"}});
        QCOMPARE(host.flushes(), before);
        QVERIFY(!host.tookIn(host.queuedBytes()));
        QVERIFY(spinUntil([&] { return raw.got.size() == 8; }));
        QCOMPARE(host.flushes(), before + 1);
        QCOMPARE(texts().mid(6), QStringList({"c", "d"}));
        QVERIFY(host.tookIn(host.queuedBytes()));
    }

    void wholeMatchAndNoLeaks()
    {
        TableServer server("test");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(fastTable(3));
        std::vector<std::unique_ptr<Bot>> bots;
        for (int i = 0; i < 4; ++i)
            bots.push_back(std::make_unique<Bot>(server.port(), QString("p%1").arg(i), table));
        // Deals are derived from the match seed: keep the session's match to check against.
        std::uint64_t seed = 0;
        connect(&server, &TableServer::matchStarted, this, [&](int id) { seed = server.tableSession(id)->module()->seed(); });
        QVERIFY(spinUntil([&] { return std::all_of(bots.begin(), bots.end(), [](auto &b) { return b->over; }); }, 30000));
        QVERIFY(seed != 0);
        MatchSettings ms;
        ms.seed = seed;
        ms.oneWayHandSeeds = true; // as a host deals (docs/protocol.md, "Verifiable deals")
        const Match match(ms, {0, 0, 0, 0});
        int checked = 0;
        for (const auto &b : bots) {
            QVERIFY(b->errors.isEmpty());
            const Seat me = b->client.seat();
            int hand = -1;
            CardSet mine, public_;
            std::array<CardSet, kSeats> dealt {};
            bool settled = false;
            for (const QJsonObject &m : b->received) {
                const QString type = m.value("type").toString();
                if (type == "state") {
                    hand = m.value("hand").toInt();
                    dealt = match.dealFor(hand).hands;
                    mine = dealt[std::size_t(me)];
                    public_ = CardSet();
                    settled = false;
                    for (const QJsonValue &mv : m.value("moves").toArray())
                        if (mv.toObject().contains("play"))
                            public_.insert(*Card::parse(mv.toObject().value("play").toString().toStdString()));
                } else if (type == "move") {
                    const QJsonObject mv = m;
                    const Seat mover = mv.value("seat").toInt();
                    if (mv.contains("play")) {
                        const Card c = *Card::parse(mv.value("play").toString().toStdString());
                        QVERIFY(dealt[std::size_t(mover)].contains(c)); // a real play by that seat
                        public_.insert(c);
                    } else {
                        QCOMPARE(mv.value("cover").isNull(), mover != me);
                    }
                } else if (type == "settlement" || type == "matchOver") {
                    settled = true;
                    continue; // the settlement shows every covered card, by design
                }
                if (hand < 0 || settled)
                    continue;
                CardSet named;
                cardsIn(m, named);
                const CardSet leaked = named - mine - public_;
                if (!leaked.empty())
                    QFAIL(qPrintable(QString("seat %1 was told %2 in a %3 message").arg(me).arg(QString::fromStdString(leaked.toString()), type)));
                ++checked;
            }
        }
        QVERIFY(checked > 4 * 3 * 52);
        // The match is over and the table is open again.
        QCOMPARE(server.tableInfos()[0].toObject().value("state").toString(), QString("lobby"));
    }

    void badInputIsAnsweredAndIsolated()
    {
        TableServer server("test");
        Connection::Limits limits;
        limits.silenceMs = 700;
        limits.pingAfterMs = 300;
        server.setLimits(limits);
        server.helloTimeoutMs = 700;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(fastTable(20, 2));
        std::vector<std::unique_ptr<Bot>> bots;
        for (int i = 0; i < 4; ++i)
            bots.push_back(std::make_unique<Bot>(server.port(), QString("p%1").arg(i), table));
        QVERIFY(spinUntil([&] { return server.tableSession(table) != nullptr; }, 5000));

        { // garbage bytes: an HTTP request is read as a huge length
            Raw r(server.port());
            r.sendBytes("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
            QVERIFY(r.waitFor("error", "badFrame"));
            QVERIFY(r.closedByHost());
        }
        { // an oversized frame
            Raw r(server.port());
            QByteArray h(4, 0);
            qToBigEndian<quint32>(70000, h.data());
            r.sendBytes(h + QByteArray(100, 'x'));
            QVERIFY(r.waitFor("error", "badFrame"));
            QVERIFY(r.closedByHost());
        }
        { // a truncated frame, then silence: the time-out ends it
            Raw r(server.port());
            QByteArray h(4, 0);
            qToBigEndian<quint32>(100, h.data());
            r.sendBytes(h + QByteArray("{\"type\":"));
            QVERIFY(r.closedByHost(5000));
        }
        { // invalid JSON
            Raw r(server.port());
            QByteArray h(4, 0);
            qToBigEndian<quint32>(5, h.data());
            r.sendBytes(h + "{oops");
            QVERIFY(r.waitFor("error", "badJson"));
            QVERIFY(r.closedByHost());
        }
        for (int version : {1, 99}) { // a version-1 client (Sevens only) and a future one
            Raw r(server.port());
            r.send({{"type", "hello"}, {"protocol", version}, {"name", "other"}});
            QVERIFY(r.waitFor("error", "version"));
            QVERIFY(r.closedByHost());
        }
        { // anything before hello
            Raw r(server.port());
            r.send({{"type", "list"}});
            QVERIFY(r.waitFor("error", "badMessage"));
            QVERIFY(r.closedByHost());
        }
        { // an unknown message: an error, but the connection stays
            Raw r(server.port());
            r.hello();
            QVERIFY(r.waitFor("welcome"));
            r.send({{"type", "teleport"}});
            QVERIFY(r.waitFor("error", "unknownType"));
            r.send({{"type", "list"}});
            QVERIFY(r.waitFor("tables"));
            QCOMPARE(r.socket.state(), QAbstractSocket::ConnectedState);
            // lobby mistakes: also answered, not fatal
            r.send({{"type", "sit"}, {"table", 999}});
            QVERIFY(r.waitFor("error", "noSuchTable"));
            r.send({{"type", "sit"}, {"table", table}});
            QVERIFY(r.waitFor("error", "tableFull"));
            r.send({{"type", "act"}, {"hand", 0}, {"turn", 0}, {"play", "7S"}});
            QVERIFY(r.waitFor("error", "notJoined"));
            QCOMPARE(r.socket.state(), QAbstractSocket::ConnectedState);
        }
        { // a flood
            Raw r(server.port());
            r.hello();
            for (int i = 0; i < 300; ++i)
                r.send({{"type", "list"}});
            QVERIFY(r.waitFor("error", "flood"));
            QVERIFY(r.closedByHost());
        }
        { // a field of the wrong type
            Raw r(server.port());
            r.hello();
            r.send({{"type", "sit"}, {"table", "one"}});
            QVERIFY(r.waitFor("error", "badMessage"));
            QVERIFY(r.closedByHost());
        }
        // Numbers out of int's range, not whole, or not numbers at all (a double beyond int
        // must be refused before it is converted: the sanitizer build checks that).
        for (const QJsonValue &bad : {QJsonValue(1e10), QJsonValue(-1e300), QJsonValue(2.5), QJsonValue(4294967297.0)}) {
            Raw r(server.port());
            r.hello();
            r.send({{"type", "sit"}, {"table", bad}});
            QVERIFY(r.waitFor("error", "badMessage"));
            QVERIFY(r.closedByHost());
        }
        // The host and every other client carried on.
        QVERIFY(spinUntil([&] { return std::all_of(bots.begin(), bots.end(), [](auto &b) { return b->over; }); }, 60000));
        for (const auto &b : bots) {
            QVERIFY(b->errors.isEmpty());
            QVERIFY(!b->lost || b->over);
        }
    }

    // A seated person who stops reading while the table chats (flood control off, so the
    // chat is fast): the host holds at most its unsent-bytes cap for it, then drops it; a
    // computer player takes the seat, the others lose nothing, and the token gives it back.
    void slowReaderIsDropped()
    {
        QStringList drops; // before the server: its destructor still logs
        TableServer server("test");
        Connection::Limits limits;
        limits.floodPerSecond = 0;
        server.setLimits(limits);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(fastTable(5, 0));
        connect(&server, &TableServer::logLine, this, [&](const QString &l) {
            if (l.contains("closed: "))
                drops << l;
        });
        NonReader still(server.port());
        still.hello();
        still.send({{"type", "sit"}, {"table", table}, {"seat", 0}});
        still.send({{"type", "ready"}, {"ready", true}});
        QVERIFY(spinUntil([&] { return still.readUntil("seated"); }));
        QString token;
        for (const QJsonObject &m : still.got)
            if (m.value("type") == "seated")
                token = m.value("token").toString();
        std::vector<std::unique_ptr<Raw>> chatters;
        for (int i = 0; i < 3; ++i) {
            chatters.push_back(std::make_unique<Raw>(server.port()));
            chatters.back()->hello();
            chatters.back()->send({{"type", "sit"}, {"table", table}});
            chatters.back()->send({{"type", "ready"}, {"ready", true}});
        }
        QVERIFY(spinUntil([&] { return server.tableSession(table) != nullptr; }));
        auto *s = new session::SevensSession(*server.tableSession(table), this); // the host's match, read as Sevens
        QCOMPARE(s->seatKind(0), QString("remote"));

        const qint64 before = residentBytes();
        qint64 peak = before;
        const QString line(500, QChar('x'));
        const qsizetype lineBytes = encodeFrame({{"type", "chat"}, {"from", "raw"}, {"seat", 1}, {"text", line}}).size();
        int sent = 0;
        std::vector<int> heard(chatters.size(), 0);
        const auto countChat = [&] {
            for (std::size_t i = 0; i < chatters.size(); ++i) {
                for (const QJsonObject &m : chatters[i]->got)
                    heard[i] += m.value("type") == "chat";
                chatters[i]->got.clear();
            }
        };
        // Chat until the host gives up on the silent seat, or far beyond what it should hold.
        const qint64 ceiling = 64 * kMaxUnsent;
        QVERIFY(spinUntil([&] {
            countChat();
            peak = std::max(peak, residentBytes());
            if (!drops.isEmpty() || qint64(sent) * lineBytes > ceiling)
                return true;
            for (auto &c : chatters)
                if (c->socket.bytesToWrite() < 64 * 1024)
                    for (int k = 0; k < 20; ++k, ++sent)
                        c->send({{"type", "chat"}, {"text", line}});
            return false;
        }, 120000));
        QCOMPARE(drops.size(), 1);
        QVERIFY2(drops.first().contains("slowReader"), qPrintable(drops.first()));
        // The kernel's buffers hold some of it too; the host itself no more than the cap.
        QVERIFY(qint64(sent) * lineBytes < ceiling);
        if (kMeasureMemory)
            QVERIFY2(peak - before < 48 * 1024 * 1024, qPrintable(QString("grew %1 bytes").arg(peak - before)));
        QVERIFY(spinUntil([&] { return s->seatKind(0) == "heuristic"; }));
        // Everyone else heard every line and is still there.
        QVERIFY(spinUntil([&] {
            countChat();
            return std::all_of(heard.begin(), heard.end(), [&](int n) { return n == sent; });
        }, 30000));
        for (auto &c : chatters) {
            QCOMPARE(c->socket.state(), QAbstractSocket::ConnectedState);
            QVERIFY(!c->has("error"));
        }
        // The token gives the seat back.
        SevensClient again;
        bool stated = false;
        connect(&again, &SevensClient::messageArrived, this, [&](const QJsonObject &m) { stated = stated || m.value("type") == "state"; });
        again.connectToHost("127.0.0.1", server.port(), "still", token);
        QVERIFY(spinUntil([&] { return stated; }));
        QCOMPARE(again.seat(), 0);
        QVERIFY(spinUntil([&] { return s->seatKind(0) == "remote"; }));
    }

    // A client that shows no lobby (hello's "lobby": false) is sent no table list and no news
    // of other tables, yet sits, plays and can still ask for the list; a lobby client beside
    // it hears of the same changes. A "lobby" that is not a bool is refused.
    void clientWithoutLobbyGetsNoLists()
    {
        TableServer server("test");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        for (int i = 0; i < 3; ++i)
            server.addTable(fastTable());
        Raw bot(server.port()), browser(server.port());
        bot.send({{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", "bot"}, {"lobby", false}});
        browser.hello();
        QVERIFY(bot.waitFor("welcome") && browser.waitFor("welcome"));
        QCOMPARE(bot.got.front().value("tables").toArray().size(), 0);
        QCOMPARE(browser.got.front().value("tables").toArray().size(), 3);
        Raw other(server.port()); // someone else sits at table 2: news for the browser only
        other.hello();
        QVERIFY(other.waitFor("welcome"));
        other.send({{"type", "sit"}, {"table", 2}});
        QVERIFY(other.waitFor("seated"));
        QVERIFY(browser.waitFor("table"));
        bot.send({{"type", "sit"}, {"table", 3}});
        QVERIFY(bot.waitFor("seated"));
        QVERIFY(bot.waitFor("table")); // its own table, once seated
        QVERIFY(spinUntil([&] { return lobbyView(browser.got) == server.tableInfos(); }));
        for (const QJsonObject &m : bot.got)
            if (m.value("type") == "table")
                QCOMPARE(m.value("table").toObject().value("id").toInt(), 3);
        bot.send({{"type", "list"}});
        QVERIFY(bot.waitFor("tables"));

        Raw odd(server.port());
        odd.send({{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", "odd"}, {"lobby", "no"}});
        QVERIFY(odd.waitFor("error", "badMessage"));
        QVERIFY(odd.closedByHost());
    }

    // A seated person's mistakes in play: each rejected with the rule, nothing applied.
    void illegalActionsAreRefused()
    {
        TableServer server("test");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig cfg = fastTable(1, 30);
        const int table = server.addTable(cfg);
        SevensClient c;
        QStringList errors;
        connect(&c, &SevensClient::errorReceived, this, [&](const QString &code, const QString &) { errors << code; });
        connect(&c, &SevensClient::welcomed, this, [&](const QJsonArray &) { c.sit(table); });
        connect(&c, &SevensClient::seated, this, [&](int, int) { c.setReady(true); c.startMatch(); });
        int turns = 0;
        bool triedAll = false;
        HeuristicPlayer player;
        connect(&c, &SevensClient::yourTurn, this, [&](int) {
            ++turns;
            const HandView v = c.view();
            auto *s = new session::SevensSession(*server.tableSession(table), this); // the host's match, read as Sevens
            const int before = s->table().hand().turn();
            if (!triedAll && !v.playable().empty() && v.hand().size() > v.playable().size()) {
                // A card the seat does not hold, and a cover while holding a playable card.
                const Card notMine = (CardSet::fullDeck() - v.hand()).first();
                c.act(Action::play(notMine));
                c.act(Action::cover((v.hand() - v.playable()).first()));
                spinUntil([&] { return errors.count("illegal") >= 2; }, 3000);
                triedAll = true;
                QCOMPARE(s->table().hand().turn(), before); // nothing was applied
            }
            c.act(player.chooseAction(v));
        });
        bool over = false;
        connect(&c, &SevensClient::matchOver, this, [&](const QJsonObject &) { over = true; });
        c.connectToHost("127.0.0.1", server.port(), "me");
        QVERIFY(spinUntil([&] { return over; }, 30000));
        QVERIFY(triedAll);
        QVERIFY(errors.count("illegal") >= 2);
        QVERIFY(turns >= 13);
        // Out of turn: a raw seat acting when it is not its turn.
        TableServer s2("test");
        QVERIFY(s2.listen(QHostAddress::LocalHost, 0));
        // A seeded match whose first hand seat 0 opens (it holds 7♠), so that it has a turn
        // of its own that is over.
        ServerTableConfig opens = fastTable(1, 5000);
        for (opens.seed = 1; opens.seed < 1000; ++opens.seed) {
            MatchSettings ms = session::settingsFrom(opens.settings).match;
            ms.seed = opens.seed;
            ms.oneWayHandSeeds = true; // as a host deals
            if (Match(ms, {3000, 3000, 3000, 3000}).dealFor(0).holderOf(Card(Suit::Spades, 7)) == 0)
                break;
        }
        const int t2 = s2.addTable(opens);
        Raw r(s2.port());
        r.hello();
        r.send({{"type", "sit"}, {"table", t2}, {"seat", 0}});
        QVERIFY(r.waitFor("seated"));
        r.send({{"type", "ready"}, {"ready", true}});
        r.send({{"type", "start"}});
        QVERIFY(r.waitFor("state"));
        auto *ss = new session::SevensSession(*s2.tableSession(t2), this);
        QCOMPARE(ss->table().hand().toMove(), 0);
        QVERIFY(r.waitFor("yourTurn"));
        const Action a = *ss->hint(0);
        r.send({{"type", "act"}, {"hand", 0}, {"turn", 0}, {"play", json::cardName(a.card)}});
        QVERIFY(spinUntil([&] { return ss->table().hand().turn() == 1; }, 3000));
        // A turn the seat was never asked (now, or later in the hand): not its turn.
        r.send({{"type", "act"}, {"hand", 0}, {"turn", ss->table().hand().turn()}, {"play", "8S"}});
        QVERIFY(r.waitFor("error", "notYourTurn"));
        r.send({{"type", "act"}, {"hand", 0}, {"turn", 40}, {"play", "8S"}});
        QVERIFY(spinUntil([&] {
            return std::count_if(r.got.begin(), r.got.end(), [](const QJsonObject &m) { return m.value("code") == "notYourTurn"; }) == 2;
        }));
        // Its own turn, answered: over.
        r.send({{"type", "act"}, {"hand", 0}, {"turn", 0}, {"play", json::cardName(a.card)}});
        QVERIFY(r.waitFor("error", "staleTurn"));
        QCOMPARE(r.socket.state(), QAbstractSocket::ConnectedState);
    }

    // A person who drops is replaced by a computer player; the token gives the seat back with
    // exactly that seat's view of the hand.
    void reconnectRestoresTheSeat()
    {
        TableServer server("test");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(fastTable(1, 60));
        auto first = std::make_unique<Bot>(server.port(), "me", table, true);
        QVERIFY(spinUntil([&] { return first->client.mirror().has_value() && first->client.view().turn() >= 6; }, 10000));
        const QString token = first->client.token();
        const Seat seat = first->client.seat();
        QVERIFY(!token.isEmpty());
        first->client.disconnectFromHost();
        first.reset();
        auto *s = new session::SevensSession(*server.tableSession(table), this); // the host's match, read as Sevens
        QVERIFY(spinUntil([&] { return s->seatKind(seat) == "heuristic"; }, 3000));
        const int turnAtDrop = s->table().hand().turn();
        QVERIFY(spinUntil([&] { return s->table().hand().turn() >= turnAtDrop + 4 || !s->handInProgress(); }, 10000));

        SevensClient again;
        bool stated = false;
        SeatKnowledge told;
        connect(&again, &SevensClient::messageArrived, this, [&](const QJsonObject &m) {
            if (m.value("type") == "state" && !stated) {
                stated = true;
                told = knowledgeFrom(m, false);
                // Compare with the host's own view of that seat at the same turn.
                const HandState &h = s->table().hand();
                HandState at(s->table().deal(), false);
                for (int i = 0; i < int(told.moves.size()); ++i)
                    at.applyUnchecked(h.moveAction(i));
                const SeatKnowledge truth = HandView(at, seat).knowledge();
                QCOMPARE(told.hand, truth.hand);
                QCOMPARE(told.covered, truth.covered);
                QCOMPARE(told.moves.size(), truth.moves.size());
                for (std::size_t i = 0; i < told.moves.size(); ++i) {
                    QCOMPARE(told.moves[i].seat, truth.moves[i].seat);
                    QCOMPARE(told.moves[i].card, truth.moves[i].card);
                }
            }
        });
        HeuristicPlayer p;
        connect(&again, &SevensClient::yourTurn, this, [&](int) { again.act(p.chooseAction(again.view())); });
        bool over = false;
        connect(&again, &SevensClient::matchOver, this, [&](const QJsonObject &) { over = true; });
        again.connectToHost("127.0.0.1", server.port(), "me", token);
        QVERIFY(spinUntil([&] { return stated; }, 5000));
        QCOMPARE(again.seat(), seat);
        QVERIFY(spinUntil([&] { return s->seatKind(seat) == "remote"; }, 3000));
        QVERIFY(spinUntil([&] { return over; }, 20000));
        // A token matches one seat only: a made-up one gets the seat back for nobody.
        Raw r(server.port());
        r.send({{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", "x"}, {"token", "0000"}});
        QVERIFY(r.waitFor("error", "notJoined"));
    }

    // Issue 31: a person who drops mid-match is told to the host (personLeft, and its log),
    // and so is their return; the seat comes back for the token, never for the name alone; the
    // returning seat gets the table's recent chat, at most kChatHistoryLines of it.
    void rejoinBringsTheChatAndTheHostHearsOfIt()
    {
        QStringList log; // outlives the host, which logs as it closes
        TableServer server("test");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(fastTable(1, 300));
        QSignalSpy left(&server, &TableServer::personLeft), back(&server, &TableServer::personBack);
        connect(&server, &TableServer::logLine, this, [&](const QString &l) { log << l; });
        auto first = std::make_unique<Bot>(server.port(), "Mei", table, true);
        QVERIFY(spinUntil([&] { return first->client.mirror().has_value(); }, 5000));
        const int lines = kChatHistoryLines + 5;
        for (int i = 0; i < lines; ++i)
            first->client.chat(QStringLiteral("line %1").arg(i));
        QVERIFY(spinUntil([&] {
            return std::count_if(first->received.begin(), first->received.end(), [](const QJsonObject &m) { return m.value("type") == "chat"; }) == lines;
        }, 5000));
        const QString token = first->client.token();
        const int seat = first->client.seat();
        first->client.disconnectFromHost();
        first.reset();
        QVERIFY(spinUntil([&] { return left.count() == 1; }, 3000));
        QCOMPARE(left.first().at(1).toInt(), seat);
        QCOMPARE(left.first().at(2).toString(), QString("Mei"));
        QVERIFY(left.first().at(3).toBool()); // in play: a computer player stands in
        QVERIFY(log.join('\n').contains(QStringLiteral("Mei (seat %1) dropped").arg(seat + 1)));

        // Someone else with the same name and no token: no seat (the match is on).
        Raw stranger(server.port());
        stranger.send({{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", "Mei"}});
        stranger.send({{"type", "sit"}, {"table", table}});
        QVERIFY(stranger.waitFor("error", "tableFull"));
        QVERIFY(!stranger.has("seated"));
        QCOMPARE(back.count(), 0);

        Raw again(server.port());
        again.send({{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", "whoever"}, {"token", token}});
        QVERIFY(again.waitFor("seated"));
        QVERIFY(spinUntil([&] { return back.count() == 1; }, 3000));
        QCOMPARE(back.first().at(1).toInt(), seat);
        QCOMPARE(back.first().at(2).toString(), QString("Mei")); // the seat's name, not the hello's
        QVERIFY(spinUntil([&] {
            return std::count_if(again.got.begin(), again.got.end(), [](const QJsonObject &m) { return m.value("type") == "chat"; }) == kChatHistoryLines;
        }, 3000));
        QStringList chat;
        for (const QJsonObject &m : again.got)
            if (m.value("type") == "chat")
                chat << m.value("text").toString();
        QCOMPARE(chat.first(), QStringLiteral("line %1").arg(lines - kChatHistoryLines)); // the most recent, in order
        QCOMPARE(chat.last(), QStringLiteral("line %1").arg(lines - 1));
    }

    // However long the lines, the chat a table keeps is bounded in bytes too.
    void chatHistoryIsBoundedInBytes()
    {
        TableServer server("test");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(fastTable(1, 0));
        Raw talker(server.port());
        talker.hello();
        talker.send({{"type", "sit"}, {"table", table}});
        QVERIFY(talker.waitFor("seated"));
        for (int i = 0; i < 20; ++i)
            talker.send({{"type", "chat"}, {"text", QString(500, QChar(0x4e2d))}}); // 1.5 kB each in UTF-8
        QVERIFY(spinUntil([&] { return std::count_if(talker.got.begin(), talker.got.end(), [](const QJsonObject &m) { return m.value("type") == "chat"; }) == 20; }, 5000));
        Raw late(server.port());
        late.hello();
        late.send({{"type", "sit"}, {"table", table}});
        QVERIFY(late.waitFor("seated"));
        QTest::qWait(200);
        const auto got = std::count_if(late.got.begin(), late.got.end(), [](const QJsonObject &m) { return m.value("type") == "chat"; });
        QVERIFY2(got > 0 && got * 1500 <= kChatHistoryBytes, qPrintable(QString::number(got)));
    }

    // Two connections of one name (two bots both "bot-efficient") sit as two names.
    void namesAtATableAreDistinct()
    {
        TableServer server("test");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(fastTable(1, 0));
        Raw a(server.port()), b(server.port()), c(server.port());
        for (Raw *r : {&a, &b, &c}) {
            r->send({{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", "bot-efficient"}});
            r->send({{"type", "sit"}, {"table", table}});
            QVERIFY(r->waitFor("seated"));
        }
        QStringList names;
        for (const QJsonValue &v : server.tableInfo(table).value("seats").toArray())
            if (!v.toObject().value("name").isNull())
                names << v.toObject().value("name").toString();
        names.sort();
        QCOMPARE(names, QStringList({"bot-efficient", "bot-efficient 2", "bot-efficient 3"}));
    }

    void turnTimeLimitPlaysForTheSeat()
    {
        TableServer server("test");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig cfg = fastTable(1, 0);
        editSevens(cfg, [&](qixing::session::SessionSettings &s) { s.turnSeconds = 1; });
        const int table = server.addTable(cfg);
        Raw r(server.port()); // sits, starts, and then never acts
        r.hello();
        r.send({{"type", "sit"}, {"table", table}});
        QVERIFY(r.waitFor("seated"));
        r.send({{"type", "ready"}, {"ready", true}});
        r.send({{"type", "start"}});
        QVERIFY(r.waitFor("yourTurn"));
        QJsonObject yourTurn;
        for (const QJsonObject &m : r.got)
            if (m.value("type") == "yourTurn")
                yourTurn = m;
        const Seat me = static_cast<const session::SevensModule *>(server.tableSession(table)->module())->table().hand().toMove();
        const int turn = yourTurn.value("turn").toInt();
        // Milliseconds left of the 1 s limit when the question went out.
        QVERIFY(yourTurn.value("deadline").toInt() > 500 && yourTurn.value("deadline").toInt() <= 1000);
        QVERIFY(spinUntil([&] {
            for (const QJsonObject &m : r.got)
                if (m.value("type") == "move" && m.value("turn").toInt() == turn && m.value("seat").toInt() == me)
                    return true;
            return false;
        }, 4000));
        // The seat is told what the clock played for it.
        QVERIFY(r.has("timeUp"));
    }

    void hostClosingTellsEveryone()
    {
        auto server = std::make_unique<TableServer>("test");
        QVERIFY(server->listen(QHostAddress::LocalHost, 0));
        const int table = server->addTable(fastTable(5, 300));
        Bot a(server->port(), "a", table, true);
        QVERIFY(spinUntil([&] { return a.client.mirror().has_value(); }, 5000));
        server->closeAll("the host went home", "hostStopped");
        QVERIFY(spinUntil([&] { return a.lost; }, 5000));
        QVERIFY(a.errors.contains("closed"));
        // A code the client words in its own language, besides the English reason.
        QCOMPARE(a.client.closedCode(), QString("hostStopped"));
        QVERIFY(!a.over);
    }

    void passwordAndSeats()
    {
        TableServer server("test");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig cfg = fastTable();
        cfg.password = "tea";
        const int table = server.addTable(cfg);
        QVERIFY(server.tableInfos()[0].toObject().value("password").toBool());
        Raw wrong(server.port());
        wrong.hello();
        wrong.send({{"type", "sit"}, {"table", table}, {"password", "coffee"}});
        QVERIFY(wrong.waitFor("error", "password"));
        QVERIFY(wrong.closedByHost());
        Raw right(server.port()), second(server.port());
        right.hello();
        right.send({{"type", "sit"}, {"table", table}, {"seat", 2}, {"password", "tea"}});
        QVERIFY(right.waitFor("seated"));
        second.hello();
        second.send({{"type", "sit"}, {"table", table}, {"seat", 2}, {"password", "tea"}});
        QVERIFY(second.waitFor("error", "seatTaken"));
        second.send({{"type", "chat"}, {"text", "hi"}});
        QVERIFY(second.waitFor("error", "notJoined"));
        right.send({{"type", "chat"}, {"text", "你好"}});
        QVERIFY(right.waitFor("chat"));
        QCOMPARE(right.got.back().value("text").toString(), QString("你好"));
        const QJsonArray seats = server.tableInfos()[0].toObject().value("seats").toArray();
        QCOMPARE(seats[2].toObject().value("kind").toString(), QString("remote"));
        QCOMPARE(seats[0].toObject().value("kind").toString(), QString("empty"));
    }

    void discoveryOnLoopback()
    {
        TableServer server("LAN party");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        server.addTable(fastTable());
        DiscoveryResponder responder([&] {
            return QJsonObject {{"name", server.serverName()}, {"port", int(server.port())}, {"tables", server.tableInfos()}};
        });
        QVERIFY(responder.listen(0));
        DiscoveryBrowser browser;
        QSignalSpy found(&browser, &DiscoveryBrowser::hostFound);
        QUdpSocket junk; // garbage to the responder gets no answer and harms nothing
        junk.writeDatagram("hello?", QHostAddress::LocalHost, responder.port());
        // A query shorter than the minimum, even the right words, gets nothing: the answer
        // would be many times its size.
        QUdpSocket shortQuery;
        QVERIFY(shortQuery.bind(QHostAddress::LocalHost, 0));
        shortQuery.writeDatagram(kDiscoveryQuery, QHostAddress::LocalHost, responder.port());
        shortQuery.writeDatagram(DiscoveryBrowser::queryDatagram().left(kDiscoveryMinQuery - 1), QHostAddress::LocalHost,
                                 responder.port());
        browser.query({QHostAddress::LocalHost}, responder.port());
        QVERIFY(found.wait(3000));
        const QJsonObject answer = found.first().first().toJsonObject();
        QCOMPARE(answer.value("name").toString(), QString("LAN party"));
        QCOMPARE(answer.value("port").toInt(), int(server.port()));
        QCOMPARE(answer.value("address").toString(), QString("127.0.0.1"));
        QCOMPARE(answer.value("tables").toArray().size(), 1);
        QCOMPARE(answer.value("more").toInt(), 0);
        // The short queries were sent first, on the same loopback: they had their answer by
        // now if any.
        QCoreApplication::processEvents();
        QVERIFY(!shortQuery.hasPendingDatagrams());
    }

    // Many tables: the answer holds those that fit, never more bytes than the query; a
    // source asking in a burst gets a few answers, not one for each.
    void discoveryAnswersAreBounded()
    {
        TableServer server("many");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        for (int i = 0; i < 250; ++i)
            server.addTable(fastTable());
        DiscoveryResponder responder([&] {
            return QJsonObject {{"name", QString(500, 'n')}, {"port", int(server.port())}, {"tables", server.tableInfos()}};
        });
        QVERIFY(responder.listen(0));
        QUdpSocket asker;
        QVERIFY(asker.bind(QHostAddress::LocalHost, 0));
        const QByteArray query = DiscoveryBrowser::queryDatagram().left(kDiscoveryMinQuery);
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < 40; ++i)
            asker.writeDatagram(query, QHostAddress::LocalHost, responder.port());
        std::vector<QByteArray> answers;
        QVERIFY(spinUntil([&] {
            while (asker.hasPendingDatagrams())
                answers.push_back(asker.receiveDatagram(64 * 1024).data());
            return !answers.empty();
        }));
        spinUntil([] { return false; }, 300);
        while (asker.hasPendingDatagrams())
            answers.push_back(asker.receiveDatagram(64 * 1024).data());
        const double seconds = double(clock.elapsed()) / 1000.0;
        qInfo() << "discovery:" << answers.size() << "answers to 40 queries of" << query.size() << "bytes; the first"
                << answers.front().size() << "bytes";
        QVERIFY2(double(answers.size()) <= kDiscoveryPerSourceBurst + kDiscoveryPerSource * seconds + 1,
                 qPrintable(QString("%1 answers to 40 queries in %2 s").arg(answers.size()).arg(seconds)));
        for (const QByteArray &a : answers) {
            QVERIFY(a.size() <= query.size());
            const QJsonObject o = QJsonDocument::fromJson(a).object();
            const int shown = int(o.value("tables").toArray().size());
            QVERIFY(shown >= 1);
            QCOMPARE(shown + o.value("more").toInt(), 250);
            QCOMPARE(o.value("name").toString().size(), 64);
        }
    }

    void botClientProcesses()
    {
        TableServer server("test");
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(fastTable(2));
        std::vector<std::unique_ptr<QProcess>> procs;
        for (int i = 0; i < 4; ++i) {
            auto p = std::make_unique<QProcess>();
            p->start(QIXING_CLI, {"sevens", "bot-client", "--host", "127.0.0.1", "--port", QString::number(server.port()),
                                  "--table", QString::number(table), "--name", QString("bot%1").arg(i),
                                  "--player", i == 0 ? "search" : "heuristic"});
            procs.push_back(std::move(p));
        }
        QVERIFY(spinUntil([&] {
            return std::all_of(procs.begin(), procs.end(), [](auto &p) { return p->state() == QProcess::NotRunning; });
        }, 60000));
        for (auto &p : procs) {
            QCOMPARE(p->exitStatus(), QProcess::NormalExit);
            QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
        }
        // No host: exit status 1 with a message.
        QProcess lonely;
        lonely.start(QIXING_CLI, {"sevens", "bot-client", "--port", "1"});
        QVERIFY(lonely.waitForFinished(15000));
        QCOMPARE(lonely.exitCode(), 1);
        QVERIFY(lonely.readAllStandardError().startsWith("qixing-cli: "));
        QProcess bad;
        bad.start(QIXING_CLI, {"sevens", "bot-client", "--port", "99999"});
        QVERIFY(bad.waitForFinished(5000));
        QCOMPARE(bad.exitCode(), 2);
    }

    // qixing-server takes every strength level (the README's own --computer master) and kind
    // with options for its computer players, and refuses an unknown one with exit status 2.
    void serverTakesEveryStrength()
    {
        const QList<QStringList> good {
            {"--computer", "master", "--mahjong-computer", "strong"},
            {"--computer", "beginner", "--mahjong-computer", "casual"},
            {"--computer", "expert:playouts=500", "--mahjong-computer", "strong:playouts=100"},
        };
        for (const QStringList &kinds : good) {
            QProcess host;
            host.start(QIXING_SERVER, QStringList {"--port", "0", "--no-discovery", "--no-state"} + kinds);
            QVERIFY2(host.waitForReadyRead(15000), qPrintable(kinds.join(' ') + ": " + host.readAllStandardError()));
            QVERIFY(QString::fromUtf8(host.readAllStandardOutput()).contains("on port"));
            host.terminate();
            QVERIFY(host.waitForFinished(10000));
        }
        for (const QStringList &kinds : QList<QStringList> {{"--computer", "grandmaster"}, {"--mahjong-computer", "strong:playouts=-5"}}) {
            QProcess host;
            host.start(QIXING_SERVER, QStringList {"--port", "0", "--no-discovery", "--no-state"} + kinds);
            QVERIFY(host.waitForFinished(15000));
            QCOMPARE(host.exitCode(), 2);
            // The option is named with the reason (each game reads its own options).
            QVERIFY(QString::fromUtf8(host.readAllStandardError()).startsWith("qixing-server: " + kinds.first() + ": unknown player kind"));
        }
    }
};

QTEST_GUILESS_MAIN(TestNet)
#include "test_net.moc"
