// SPDX-License-Identifier: GPL-3.0-or-later
// The host against peers from outside (issue 27): unfinished frames bounded per source
// address and kept moving by a byte-rate floor, the flood limit charged for what a peer sent
// and not for the host's own stalls, unknown fields in a mahjong act ignored, a client refused
// a table of a game it does not play, and illegal mahjong acts answered with their reason.
//
// The host runs on its own thread under the dispatcher qixing-server uses (epoll on Linux;
// QIXING_DISPATCHER=qt: Qt's own), so that this thread can be its peers and can stall it.

#include "mahjong/mahjong_client.h"
#include "sevens/sevens_client.h"
#include "net/frame.h"
#include "net/server.h"
#ifdef QIXING_HAVE_EPOLL
#include "net/epoll_dispatcher.h"
#endif
#include "mahjong/hand.h"
#include "mahjong/players.h"
#include "mahjong/mahjong_module.h"
#include "hosts.h"
#include "spin_until.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTest>
#include <QThread>
#include <QtEndian>

#include <cerrno>
#include <functional>
#include <memory>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace qixing;
using namespace qixing::net;

namespace {

ServerTableConfig sevensTable()
{
    ServerTableConfig c;
    c.name = "sevens";
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.match.hands = 1; });
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.match.rules.betUnit = 10; });
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.startingBalance = 3000; });
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.kinds.fill("heuristic"); });
    c.computerPauseMs = 0;
    c.nextHandDelayMs = 0;
    return c;
}

// A seeded mahjong table with time to think in claim windows.
ServerTableConfig seededMahjongTable()
{
    ServerTableConfig c = mahjongTable(30);
    c.seed = 27;
    return c;
}

// The host as qixing-server runs it: under the epoll dispatcher unless QIXING_DISPATCHER=qt
// (the sanitizer runs use both).
struct Host : ThreadedHost
{
    explicit Host(const std::function<void(TableServer &)> &setup) : ThreadedHost(setup, Dispatcher::AsServer) {}
};

// A peer on a plain non-blocking loopback socket: sends any bytes, in any pieces.
struct Peer
{
    int fd = -1;
    FrameReader reader {kMaxHostFrame};
    std::vector<QJsonObject> got;
    bool closed = false;

    explicit Peer(quint16 port)
    {
        fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in a {};
        a.sin_family = AF_INET;
        a.sin_port = htons(port);
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        // The host accepts on its own thread: a blocking connect is fine here.
        if (::connect(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0)
            qFatal("cannot connect");
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    }
    ~Peer() { ::close(fd); }
    Peer(const Peer &) = delete;
    Peer &operator=(const Peer &) = delete;

    void write(const QByteArray &bytes)
    {
        if (::send(fd, bytes.constData(), std::size_t(bytes.size()), MSG_NOSIGNAL) < 0 && errno != EAGAIN)
            closed = true;
    }
    void send(const QJsonObject &m) { write(encodeFrame(m)); }
    void hello(const QJsonObject &extra = {})
    {
        QJsonObject m {{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", "peer"}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            m.insert(it.key(), it.value());
        send(m);
    }
    // Reads what has arrived; notes the host closing.
    void read()
    {
        char buf[16384];
        for (;;) {
            const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
            if (n > 0) {
                reader.append(QByteArray(buf, qsizetype(n)));
                continue;
            }
            if (n == 0 || errno != EAGAIN)
                closed = true;
            break;
        }
        QByteArray f;
        while (reader.next(&f) == FrameReader::Status::Frame)
            got.push_back(QJsonDocument::fromJson(f).object());
    }
    int count(const QString &type, const QString &code = {}) const
    {
        return int(std::count_if(got.begin(), got.end(), [&](const QJsonObject &m) {
            return m.value("type").toString() == type && (code.isEmpty() || m.value("code").toString() == code);
        }));
    }
    bool has(const QString &type, const QString &code = {}) const { return count(type, code) > 0; }
    bool waitFor(const QString &type, const QString &code = {}, int ms = 10000)
    {
        return spinUntil([&] {
            read();
            return has(type, code);
        }, ms);
    }
    bool waitClosed(int ms = 10000)
    {
        return spinUntil([&] {
            read();
            return closed;
        }, ms);
    }
    QString errors() const
    {
        QStringList e;
        for (const QJsonObject &m : got)
            if (m.value("type") == "error")
                e << m.value("code").toString() + ": " + m.value("message").toString();
        return e.join("; ");
    }
};

QByteArray header(quint32 length)
{
    QByteArray h(4, 0);
    qToBigEndian<quint32>(length, h.data());
    return h;
}

// A mahjong seat behind a MahjongClient that sends its own acts: the efficient player's
// choice with whatever else the test adds, and before it, if `probe` gives one, an illegal
// act whose refusal is kept.
struct MahjongSeat
{
    MahjongClient client;
    std::unique_ptr<mahjong::Player> player = mahjong::makePlayer("efficient", 1);
    QJsonObject asked; // the last yourTurn
    QStringList errors, illegal;
    int acts = 0;
    bool settled = false;
    QJsonObject extra;
    std::function<std::optional<mahjong::Action>(const QJsonObject &yourTurn)> probe;

    MahjongSeat(quint16 port, int table)
    {
        QObject::connect(&client, &TableClient::messageArrived, [this](const QJsonObject &m) {
            if (m.value("type") == "yourTurn")
                asked = m;
            if (m.value("type") == "settlement")
                settled = true;
        });
        QObject::connect(&client, &TableClient::welcomed, [this, table](const QJsonArray &) { client.sit(table); });
        QObject::connect(&client, &TableClient::seated, [this](int, int) {
            client.setReady(true);
            client.startMatch();
        });
        QObject::connect(&client, &TableClient::errorReceived, [this](const QString &code, const QString &why) {
            if (code == "illegal")
                illegal << why;
            else
                errors << code + ": " + why;
        });
        QObject::connect(&client, &MahjongClient::yourTurn, [this](int) {
            if (probe)
                if (const auto wrong = probe(asked))
                    send(*wrong, {});
            send(player->choose(client.view()), extra);
            ++acts;
        });
        client.setLobby(false);
        client.connectToHost("127.0.0.1", port, "seat");
    }
    void send(const mahjong::Action &a, const QJsonObject &more)
    {
        QJsonObject m = session::MahjongModule::actionTo(a);
        m.insert("type", "act");
        m.insert("hand", asked.value("hand"));
        m.insert("step", asked.value("step"));
        for (auto it = more.begin(); it != more.end(); ++it)
            m.insert(it.key(), it.value());
        client.send(m);
    }
};

bool offers(const QJsonObject &yourTurn, const QString &action)
{
    const QJsonArray options = yourTurn.value("options").toArray();
    return std::any_of(options.begin(), options.end(), [&](const QJsonValue &o) { return o.toObject().value("action") == action; });
}

} // namespace

class TestNetLimits : public QObject
{
    Q_OBJECT

private slots:
    // Sixty connections from one address each hold most of a frame of the longest length:
    // beyond the address's allowance they are closed at once (unfinishedFrames), the host
    // never holds much more than that allowance, whole requests from the same address are
    // still served meanwhile, and the rest are closed by the pace floor (slowSender).
    void unfinishedFramesAreBoundedPerSource()
    {
        const Connection::Limits defaults;
        Host host([](TableServer &s) {
            Connection::Limits l;
            l.silenceMs = 120000; // only the limits under test may close them
            s.setLimits(l);
            s.addTable(sevensTable());
        });
        constexpr int kPeers = 60;
        constexpr qsizetype kPart = 12000;
        static_assert(kPart < kMaxFrame && kPeers * kPart > 2 * 256 * 1024);
        const qsizetype ceiling = defaults.maxHeldPerSource + kMaxFrame + 4; // one read beyond
        qsizetype peak = 0;
        std::vector<std::unique_ptr<Peer>> peers;
        for (int i = 0; i < kPeers; ++i) {
            peers.push_back(std::make_unique<Peer>(host.port()));
            peers.back()->hello();
            peers.back()->write(header(quint32(kMaxFrame)) + QByteArray(kPart, ' '));
            peak = std::max(peak, host.server->heldBytes());
        }
        const auto refused = [&] {
            int n = 0;
            for (auto &p : peers) {
                p->read();
                n += p->has("error", "unfinishedFrames") && p->closed;
            }
            peak = std::max(peak, host.server->heldBytes());
            return n;
        };
        const int allowed = int(defaults.maxHeldPerSource / kPart);
        QVERIFY2(spinUntil([&] { return refused() >= kPeers - allowed - 1; }, 20000),
                 qPrintable(QString("%1 refused").arg(refused())));
        QVERIFY2(peak <= ceiling, qPrintable(QString("held %1 bytes").arg(peak)));

        // Whole requests from the same address are not what the allowance counts.
        Peer honest(host.port());
        honest.hello();
        honest.send({{"type", "list"}});
        QVERIFY(honest.waitFor("tables"));
        QVERIFY2(!honest.has("error"), qPrintable(honest.errors()));

        // The rest: 12,000 bytes held, and then nothing: closed within grace + 12,000 / floor.
        QVERIFY(spinUntil([&] {
            refused();
            return std::all_of(peers.begin(), peers.end(), [](auto &p) { return p->closed; });
        }, 40000));
        for (auto &p : peers)
            QVERIFY2(p->has("error", "unfinishedFrames") || p->has("error", "slowSender"), qPrintable(p->errors()));
        QVERIFY(std::any_of(peers.begin(), peers.end(), [](auto &p) { return p->has("error", "slowSender"); }));
        QVERIFY(peak <= ceiling);
        QVERIFY(spinUntil([&] { return host.server->heldBytes() == 0; }));
        honest.read();
        QVERIFY(!honest.closed);
    }

    // Sources: an IPv4 address, an IPv6 address's /64 (one machine or household has it whole);
    // and all sources together are bounded too (here lowered, the one source unlimited).
    void heldBytesBySourceAndInAll()
    {
        const auto source = [](const char *a) { return HeldBytes::sourceOf(QHostAddress(QString(a))); };
        QCOMPARE(source("2001:db8:1:2:aaaa::1"), source("2001:db8:1:2:bbbb:cccc:dddd:2"));
        QVERIFY(source("2001:db8:1:2::1") != source("2001:db8:1:3::1"));
        QCOMPARE(source("::ffff:10.0.0.1"), QHostAddress(QString("10.0.0.1")));
        QCOMPARE(source("10.0.0.1"), QHostAddress(QString("10.0.0.1")));
        QVERIFY(source("10.0.0.1") != source("10.0.0.2"));

        constexpr qsizetype kTotal = 64 * 1024, kPart = 12000;
        Host host([](TableServer &s) {
            Connection::Limits l;
            l.silenceMs = 120000;
            l.maxHeldPerSource = 0;
            l.maxHeldTotal = kTotal;
            s.setLimits(l);
        });
        std::vector<std::unique_ptr<Peer>> peers;
        qsizetype peak = 0;
        for (int i = 0; i < 12; ++i) {
            peers.push_back(std::make_unique<Peer>(host.port()));
            peers.back()->write(header(quint32(kMaxFrame)) + QByteArray(kPart, ' '));
            peak = std::max(peak, host.server->heldBytes());
        }
        int refused = 0;
        QVERIFY(spinUntil([&] {
            refused = 0;
            for (auto &p : peers) {
                p->read();
                refused += p->closed && p->has("error", "unfinishedFrames");
            }
            peak = std::max(peak, host.server->heldBytes());
            return refused >= 12 - int(kTotal / kPart) - 1;
        }, 20000));
        QVERIFY2(peak <= kTotal + kMaxFrame + 4, qPrintable(QString("held %1 bytes").arg(peak)));
        for (auto &p : peers)
            if (p->closed)
                QVERIFY2(p->errors().contains("of all clients"), qPrintable(p->errors()));
    }

    // Peers that drip a frame a byte at a time (bytes kept coming used to count as being
    // there: they stayed until the hello or silence timers, if ever) are closed by the pace
    // floor; a request that arrives in two pieces a moment apart is served.
    void drippingPeersAreClosed()
    {
        Host host([](TableServer &s) {
            Connection::Limits l;
            l.silenceMs = 120000;
            s.setLimits(l);
            s.helloTimeoutMs = 120000;
            s.addTable(sevensTable());
        });
        std::vector<std::unique_ptr<Peer>> drips;
        for (int i = 0; i < 20; ++i) {
            drips.push_back(std::make_unique<Peer>(host.port()));
            if (i % 2)
                drips.back()->hello(); // greeted or not, the same
            drips.back()->write(header(300) + "{");
        }
        Peer split(host.port());
        split.hello();
        const QByteArray request = encodeFrame({{"type", "list"}, {"pad", QString(3000, 'x')}}); // an unknown field
        split.write(request.left(1500));
        QElapsedTimer clock;
        clock.start();
        bool rest = false;
        QElapsedTimer drip;
        drip.start();
        QVERIFY(spinUntil([&] {
            if (!rest && clock.elapsed() >= 300) {
                split.write(request.mid(1500));
                rest = true;
            }
            if (drip.elapsed() >= 200) { // 5 bytes a second
                drip.restart();
                for (auto &d : drips)
                    if (!d->closed)
                        d->write(" ");
            }
            for (auto &d : drips)
                d->read();
            return std::all_of(drips.begin(), drips.end(), [](auto &d) { return d->closed; });
        }, 40000));
        for (auto &d : drips)
            QVERIFY2(d->has("error", "slowSender"), qPrintable(d->errors()));
        QVERIFY(split.waitFor("tables"));
        QVERIFY2(!split.has("error") && !split.closed, qPrintable(split.errors()));
        QVERIFY(spinUntil([&] { return host.server->heldBytes() == 0; }));
    }

    // A peer within the flood limit (18 messages a second against 20) is not kicked when the
    // host stalls for five seconds and then reads its 90 messages at once; a flood sent during
    // a stall, and one sent to a host that is not stalled, still are.
    void floodIsChargedForArrivalsNotForStalls()
    {
        Host host([](TableServer &s) { s.addTable(sevensTable()); });
        Peer steady(host.port());
        steady.hello();
        QVERIFY(steady.waitFor("welcome"));
        int sent = 0;
        QElapsedTimer pace;
        pace.start();
        const auto keepPace = [&] {
            steady.read();
            if (pace.elapsed() >= 55) { // never faster, however late this thread runs
                pace.restart();
                steady.send({{"type", "ping"}});
                ++sent;
            }
        };
        const auto runFor = [&](int ms) { spinUntil([&] { keepPace(); return steady.closed; }, ms); };
        runFor(500);
        std::atomic<bool> stalled {false};
        host.post([&] {
            stalled = true;
            QThread::msleep(5000); // a slow decision on the host's thread
            stalled = false;
        });
        QVERIFY(spinUntil([&] { keepPace(); return stalled.load(); }));
        const int before = sent;
        QVERIFY(spinUntil([&] { keepPace(); return !stalled.load(); }, 30000));
        QVERIFY2(sent - before > Connection::Limits {}.floodBurst, qPrintable(QString("%1 sent in the stall").arg(sent - before)));
        runFor(1000);
        QVERIFY2(!steady.closed && !steady.has("error"), qPrintable(steady.errors()));
        QVERIFY(spinUntil([&] { keepPace(); return steady.count("pong") >= sent - 5; }));

        // A flood during a stall: more than the stall and the burst together.
        Peer flooder(host.port());
        flooder.hello();
        QVERIFY(flooder.waitFor("welcome"));
        host.post([&] {
            stalled = true;
            QThread::msleep(2000);
            stalled = false;
        });
        QVERIFY(spinUntil([&] { keepPace(); return stalled.load(); }));
        QByteArray many;
        for (int i = 0; i < 400; ++i)
            many += encodeFrame({{"type", "ping"}});
        flooder.write(many);
        QVERIFY(spinUntil([&] { keepPace(); return !stalled.load(); }, 30000));
        QVERIFY(spinUntil([&] { keepPace(); flooder.read(); return flooder.closed; }));
        QVERIFY2(flooder.has("error", "flood"), qPrintable(flooder.errors()));

        // And without a stall.
        Peer plain(host.port());
        plain.hello();
        QVERIFY(plain.waitFor("welcome"));
        plain.write(many.left(many.size() / 4)); // 100 at once
        QVERIFY(plain.waitClosed());
        QVERIFY2(plain.has("error", "flood"), qPrintable(plain.errors()));
        runFor(300);
        QVERIFY2(!steady.closed && !steady.has("error"), qPrintable(steady.errors()));
    }

    // docs/protocol.md: unknown fields are ignored. A seat that adds one to every mahjong act
    // plays a whole hand without a refusal.
    void mahjongActWithUnknownFieldIsAccepted()
    {
        Host host([](TableServer &s) { s.addTable(seededMahjongTable()); });
        MahjongSeat seat(host.port(), 1);
        seat.extra = {{"note", "a field of a later version"}};
        QVERIFY(spinUntil([&] { return seat.settled || !seat.errors.isEmpty() || !seat.illegal.isEmpty(); }, 60000));
        QVERIFY2(seat.errors.isEmpty() && seat.illegal.isEmpty(), qPrintable((seat.errors + seat.illegal).join("; ")));
        QVERIFY(seat.acts > 0);
    }

    // A hello names the games the client plays; the host refuses it a seat at a table of
    // another game (wrongGame, the connection stays). Without "games", any table (clients from
    // before the field); a "games" that is no list is refused. The game clients name theirs,
    // and bot-client says plainly why it could not sit.
    void wrongGameIsRefused()
    {
        int sevens = 0, mahjong = 0;
        Host host([&](TableServer &s) {
            sevens = s.addTable(sevensTable());
            mahjong = s.addTable(seededMahjongTable());
        });
        {
            Peer p(host.port());
            p.hello({{"games", QJsonArray {"sevens", "chess"}}});
            QVERIFY(p.waitFor("welcome"));
            p.send({{"type", "sit"}, {"table", mahjong}});
            QVERIFY(p.waitFor("error", "wrongGame"));
            p.send({{"type", "sit"}, {"table", sevens}});
            QVERIFY(p.waitFor("seated"));
            QVERIFY(!p.closed);
        }
        {
            Peer p(host.port());
            p.hello();
            p.send({{"type", "sit"}, {"table", mahjong}});
            QVERIFY(p.waitFor("seated"));
        }
        for (const QJsonValue &bad : {QJsonValue("sevens"), QJsonValue(QJsonArray {}), QJsonValue(QJsonArray {7})}) {
            Peer p(host.port());
            p.hello({{"games", bad}});
            QVERIFY(p.waitFor("error", "badMessage"));
            QVERIFY(p.waitClosed());
        }
        SevensClient wrong;
        QStringList codes;
        connect(&wrong, &TableClient::welcomed, this, [&](const QJsonArray &) { wrong.sit(mahjong); });
        connect(&wrong, &TableClient::errorReceived, this, [&](const QString &code, const QString &) { codes << code; });
        wrong.connectToHost("127.0.0.1", host.port(), "sevens player");
        QVERIFY(spinUntil([&] { return !codes.isEmpty(); }));
        QCOMPARE(codes, QStringList {"wrongGame"});
        QVERIFY(wrong.connected());
        QCOMPARE(wrong.seat(), -1);

        QProcess bot;
        bot.start(QIXING_CLI, {"sevens", "bot-client", "--port", QString::number(host.port()), "--table", QString::number(mahjong)});
        QVERIFY(bot.waitForFinished(30000));
        const QString said = QString::fromUtf8(bot.readAllStandardError());
        QCOMPARE(bot.exitCode(), 1);
        QVERIFY2(said.contains("wrongGame") && said.contains("not a sevens table"), qPrintable(said));
    }

    // The reasons of illegal mahjong acts, from the seat's own point of view: what it holds,
    // and what the whole table sees.
    void illegalActsSayWhy()
    {
        using mahjong::Action;
        using mahjong::HandState;
        using mahjong::Phase;
        using mahjong::Tile;
        const auto tile = [](const char *t) { return *Tile::parse(t); };
        HandState::SeatMirror m;
        m.seat = 2;
        m.phase = Phase::Claim;
        m.gold = tile("9p");
        m.lastDiscard = tile("2m");
        m.lastDiscarder = 0;
        m.drawable = 40;
        for (const char *t : {"2m", "3m", "4m", "5s", "5s", "5s", "1z", "7p"})
            ++m.hand[std::size_t(tile(t).kind())];
        const HandState claim = HandState::mirror(m);
        QCOMPARE(QString::fromStdString(claim.check(2, Action::pung())), QString("a pung of 2m needs two in your hand: you hold one 2m"));
        QCOMPARE(QString::fromStdString(claim.check(2, Action::kong())), QString("a kong of 2m needs three in your hand: you hold one 2m"));
        QCOMPARE(QString::fromStdString(claim.check(2, Action::chow(tile("2m")))), QString("chow only from the previous player's discard (M20)"));
        QVERIFY(claim.check(2, Action::discard(tile("5s"))).starts_with("no turn of yours now"));
        m.seat = 1; // the next after the discarder: its chows, by the tiles it holds
        m.hand = {};
        for (const char *t : {"3m", "5m", "1z"})
            ++m.hand[std::size_t(tile(t).kind())];
        const HandState next = HandState::mirror(m);
        QCOMPARE(QString::fromStdString(next.check(1, Action::chow(tile("2m")))), QString("a chow from 2m needs 4m: you hold no 4m"));
        QCOMPARE(QString::fromStdString(next.check(1, Action::chow(tile("5m")))), QString("a chow from 5m does not take the discard 2m"));
        QVERIFY(next.check(1, Action::win()).find("does not complete your hand") != std::string::npos);

        m.phase = Phase::Turn;
        m.lastDiscard = mahjong::kNoTile;
        m.lastDiscarder = -1;
        const HandState turn = HandState::mirror(m);
        QCOMPARE(QString::fromStdString(turn.check(1, Action::pung())), QString("no discard to claim: it is your turn"));
        QCOMPARE(QString::fromStdString(turn.check(1, Action::discard(tile("7s")))), QString("you hold no 7s"));
        QCOMPARE(QString::fromStdString(turn.check(1, Action::concealedKong(tile("3m")))),
                 QString("a concealed kong of 3m needs four: you hold one 3m"));
        QCOMPARE(QString::fromStdString(turn.check(1, Action::addKong(tile("3m")))), QString("you have no exposed pung of 3m to add to"));

        // Over the network: the host's refusals carry the reason, in the seat's turn and in
        // the claim windows it is asked in (a pung or kong it is not offered).
        Host host([](TableServer &s) { s.addTable(seededMahjongTable()); });
        MahjongSeat seat(host.port(), 1);
        int probes = 0, claimProbes = 0;
        seat.probe = [&](const QJsonObject &asked) -> std::optional<Action> {
            if (asked.value("window").toBool()) {
                if (!offers(asked, "pung")) {
                    ++claimProbes;
                    return Action::pung();
                }
                if (!offers(asked, "kong")) {
                    ++claimProbes;
                    return Action::kong();
                }
                return std::nullopt;
            }
            if (asked.value("view").toObject().value("phase").toInt() != 2 || probes >= 2)
                return std::nullopt;
            if (++probes == 1)
                return Action::pung();
            // A discard of an honour the seat does not hold.
            const QJsonArray hand = asked.value("view").toObject().value("hand").toArray();
            for (int h = 1; h <= 7; ++h)
                if (!hand.contains(QString("%1z").arg(h)))
                    return Action::discard(Tile::honour(h));
            return std::nullopt;
        };
        QVERIFY(spinUntil([&] { return seat.settled || !seat.errors.isEmpty(); }, 60000));
        QVERIFY2(seat.errors.isEmpty(), qPrintable(seat.errors.join("; ")));
        QVERIFY(probes > 0 && claimProbes > 0);
        QVERIFY2(seat.illegal.contains("no discard to claim: it is your turn"), qPrintable(seat.illegal.join("; ")));
        QVERIFY2(std::any_of(seat.illegal.begin(), seat.illegal.end(), [](const QString &w) { return w.startsWith("you hold no "); }),
                 qPrintable(seat.illegal.join("; ")));
        const QRegularExpression reason("^(no discard to claim: it is your turn|you hold no \\dz"
                                        "|a (pung|kong) of \\d[mspz] needs (two|three) in your hand: you hold (no|one|two) \\d[mspz]"
                                        "|a discarded gold cannot be claimed or won on .*)$");
        for (const QString &why : std::as_const(seat.illegal))
            QVERIFY2(reason.match(why).hasMatch(), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TestNetLimits)
#include "test_net_limits.moc"
