// SPDX-License-Identifier: GPL-3.0-or-later
// A spy at a mahjong table: reads every byte its seat receives from the host (states,
// events, questions with their views, errors, settlements) and checks each field against
// what the rules let that seat know (docs/protocol.md, "What each seat is told"). Over
// hundreds of seeded hands it finds no other seat's concealed tile, no trace of another
// seat's pass (a gap in the numbering of events or questions), the same answers to probes
// whether or not anyone could claim, and a table whose pace does not wait for a computer's
// claim (M23: nobody learns who could claim; M37: concealed kongs stay hidden until
// turned over). The planted-fault cases feed it streams with each old leak put back, and it must
// report every one. A spectator (seat kSpectator) at each table is spied on alike: told no
// seat's tiles, draws, kongs or passes, never asked, and (in "behind" mode) told a finished
// hand only after its settlement.

#include "net/frame.h"
#include "net/server.h"
#include "mahjong/mahjong_module.h"
#include "table/table_session.h"

#include "common/rng.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpSocket>
#include "hosts.h"
#include "spin_until.h"

#include <QTest>
#include <QTimer>

#include <deque>
#include <memory>
#include <set>

using namespace qixing;
using namespace qixing::net;

namespace {

const std::set<QString> &keysOf(const QString &what)
{
    // Every field each message may carry; anything else is a field nobody reviewed.
    static const std::map<QString, std::set<QString>> keys {
        {"state", {"type", "game", "table", "hand", "seat", "eventCount", "rules", "names", "balances", "dealer", "streak",
                   "gold", "drawable", "tiles", "seats", "events"}},
        {"event", {"type", "hand", "index", "event"}},
        {"yourTurn", {"type", "hand", "step", "window", "deadline", "options", "view"}},
        {"view", {"phase", "hand", "gold", "dealer", "drawable", "lastDiscard", "lastDiscarder", "lastDrawn", "passedWin",
                  "visible", "seats"}},
        {"viewSeat", {"tiles", "melds", "flowers", "you"}},
        {"error", {"type", "code", "message"}},
        // verify (issue 30): the commitment alone before the hand; seed and salt after it.
        {"dealCommit", {"type", "hand", "commit"}},
        {"dealReveal", {"type", "hand", "seed", "salt"}},
    };
    static const std::set<QString> none;
    const auto it = keys.find(what);
    return it == keys.end() ? none : it->second;
}

// What one seat may know, checked from its own stream alone.
class SeatSpy
{
public:
    explicit SeatSpy(int seat) : seat_(seat) {}
    int seat() const { return seat_; }
    // The host is about to answer a probe with this error code, or (maybe) an answer that
    // came too late (a claim window settled without it) with staleTurn.
    void expectError(const QString &code) { expected_.push_back({code, false}); }
    void mayBeLate() { expected_.push_back({QStringLiteral("staleTurn"), true}); }
    // One frame's payload as the seat received it.
    void read(const QByteArray &payload)
    {
        const QJsonObject m = QJsonDocument::fromJson(payload).object();
        const QString type = m.value("type").toString();
        ++messages_;
        if (type == "state")
            readState(m);
        else if (type == "event")
            readEvent(m);
        else if (type == "yourTurn")
            readQuestion(m);
        else if (type == "error")
            readError(m);
        else if (type == "settlement") {
            ++hands_, settled_ = m.value("hand").toInt(-1);
            settledHands_.insert(m.value("hand").toInt(-1));
        } else if (type == "handOpen")
            readHandOpen(m);
        else if (type == "dealCommit") {
            onlyKeys(m, type);
            if (m.value("commit").toString().size() != 64)
                flag("a commitment that is not 64 hex digits");
            settledHands_.erase(m.value("hand").toInt(-1)); // that hand is dealt (again, in a new match)
        } else if (type == "dealReveal") {
            onlyKeys(m, type);
            if (!settledHands_.count(m.value("hand").toInt(-1)))
                flag(QStringLiteral("hand %1's seed revealed before its settlement").arg(m.value("hand").toInt()));
        } else if (type == "standings") {
            // The night's standings (issue 30) sum finished hands only: never one in play.
            if (settled_ != hand_)
                flag(QStringLiteral("standings during hand %1, before its settlement").arg(hand_));
        } else if (!QStringList {"welcome", "seated", "watching", "table", "matchOver", "ping", "pong", "chat"}.contains(type))
            flag("an unexpected message " + type);
    }
    const QStringList &violations() const { return violations_; }
    int hands() const { return hands_; }
    int messages() const { return messages_; }
    int questions() const { return questions_; }
    int windows() const { return windows_; }
    int probes() const { return probes_; }
    bool errorsPending() const
    {
        return std::any_of(expected_.begin(), expected_.end(), [](const auto &e) { return !e.second; });
    }
    int lateAnswers() const { return lateAnswers_; }
    int opened() const { return opened_; }

private:
    void flag(const QString &what)
    {
        if (violations_.size() < 20)
            violations_ << QStringLiteral("seat %1, message %2: %3").arg(seat_).arg(messages_).arg(what);
        else if (violations_.size() == 20)
            violations_ << QStringLiteral("…");
    }
    void onlyKeys(const QJsonObject &o, const QString &what)
    {
        const std::set<QString> &allowed = keysOf(what);
        for (const QString &k : o.keys())
            if (!allowed.count(k))
                flag(QStringLiteral("%1 carries \"%2\"").arg(what, k));
    }
    void checkSeats(const QJsonArray &seats, const QString &what)
    {
        if (seats.size() != 4)
            flag(what + " does not list four seats");
        for (int s = 0; s < seats.size(); ++s) {
            const QJsonObject o = seats[s].toObject();
            if (what == "view")
                onlyKeys(o, "viewSeat");
            if (!o.value("tiles").isDouble())
                flag(QStringLiteral("seat %1's tiles are not a count").arg(s));
            for (const QJsonValue &mv : o.value("melds").toArray()) {
                const QJsonObject meld = mv.toObject();
                if (s != seat_ && meld.value("type") == "concealedKong" && !meld.value("revealed").toBool())
                    for (const QJsonValue &t : meld.value("tiles").toArray())
                        if (!t.isNull())
                            flag(QStringLiteral("seat %1's concealed kong shows %2").arg(s).arg(t.toString()));
            }
        }
    }
    void checkEvent(const QJsonObject &e)
    {
        const QString kind = e.value("e").toString();
        const int who = e.value("seat").toInt(-1);
        if (kind == "pass" && who != seat_)
            flag(QStringLiteral("told that seat %1 passed").arg(who));
        if ((kind == "draw" || kind == "replacement" || kind == "concealedKong") && who != seat_ && !e.value("tile").isNull())
            flag(QStringLiteral("told seat %1's %2 %3").arg(who).arg(kind, e.value("tile").toString()));
        lastEvent_ = e;
    }
    void readHandOpen(const QJsonObject &m)
    {
        ++opened_;
        if (seat_ != session::kSpectator)
            flag("a seat is told a hand opened");
        // Only the hand just settled, never one in play.
        if (m.value("hand").toInt(-2) != settled_ || m.value("hand").toInt(-2) != hand_)
            flag(QStringLiteral("hand %1 opened; the last settled is %2").arg(m.value("hand").toInt()).arg(settled_));
    }
    void readState(const QJsonObject &m)
    {
        onlyKeys(m, "state");
        if (m.value("seat").toInt(-1) != seat_)
            flag("a state for another seat");
        if (seat_ == session::kSpectator && !m.value("tiles").toArray().isEmpty())
            flag("a spectator's state holds tiles");
        hand_ = m.value("hand").toInt(-1);
        const QJsonArray events = m.value("events").toArray();
        received_ = int(events.size());
        lastEvent_ = {};
        for (const QJsonValue &e : events)
            checkEvent(e.toObject());
        if (m.value("eventCount").toInt(-1) < received_)
            flag("a snapshot of fewer events than it lists");
        checkSeats(m.value("seats").toArray(), "state");
    }
    void readEvent(const QJsonObject &m)
    {
        onlyKeys(m, "event");
        if (m.value("hand").toInt(-1) != hand_)
            flag("an event of another hand");
        // The seat's own numbering: consecutive, whatever is kept from it.
        if (m.value("index").toInt(-1) != received_)
            flag(QStringLiteral("event index %1 where %2 events were told").arg(m.value("index").toInt()).arg(received_));
        ++received_;
        checkEvent(m.value("event").toObject());
    }
    void readQuestion(const QJsonObject &m)
    {
        onlyKeys(m, "yourTurn");
        ++questions_;
        if (seat_ == session::kSpectator)
            flag("a spectator is asked");
        windows_ += m.value("window").toBool();
        if (m.value("hand").toInt(-1) != hand_)
            flag("a question of another hand");
        // A question's step counts the events the seat was told: nothing else moves it.
        if (m.value("step").toInt(-1) != received_)
            flag(QStringLiteral("step %1 after %2 events told").arg(m.value("step").toInt()).arg(received_));
        const QJsonObject view = m.value("view").toObject();
        onlyKeys(view, "view");
        checkSeats(view.value("seats").toArray(), "view");
        // The drawn tile only on a turn that began with this seat's own draw, just told.
        const QString last = lastEvent_.value("e").toString();
        const bool ownDraw = (last == "draw" || last == "replacement") && lastEvent_.value("seat").toInt(-1) == seat_;
        const QJsonValue expected = view.value("phase").toInt() == int(mahjong::Phase::Turn) && ownDraw
            ? lastEvent_.value("tile") : QJsonValue(QJsonValue::Null);
        if (view.value("lastDrawn") != expected)
            flag(QStringLiteral("lastDrawn %1 where the seat's own draw says %2")
                     .arg(view.value("lastDrawn").toString("null"), expected.toString("null")));
    }
    void readError(const QJsonObject &m)
    {
        onlyKeys(m, "error");
        const QString code = m.value("code").toString();
        // A late answer's staleTurn, if it came, comes before the errors of later acts.
        while (!expected_.empty() && expected_.front().second && code != expected_.front().first)
            expected_.pop_front();
        if (expected_.empty()) {
            flag("an error nobody provoked: " + code + " " + m.value("message").toString());
            return;
        }
        const auto [wanted, late] = expected_.front();
        expected_.pop_front();
        if (late) {
            ++lateAnswers_;
            return;
        }
        ++probes_;
        if (code != wanted)
            flag(QStringLiteral("a probe answered %1, not %2").arg(code, wanted));
    }

    int seat_;
    int hand_ = -1;
    int settled_ = -1; // the last hand whose settlement came
    int opened_ = 0;   // hands opened ("behind" spectators)
    int received_ = 0; // events of the hand this seat was told
    std::set<int> settledHands_; // hands whose settlement this seat was told (verify, issue 30)
    QJsonObject lastEvent_;
    std::deque<std::pair<QString, bool>> expected_; // (code, only if the answer was late)
    QStringList violations_;
    int hands_ = 0, messages_ = 0, questions_ = 0, windows_ = 0, probes_ = 0, lateAnswers_ = 0;
};

// A seat of its own making on a raw socket: every frame goes through the spy first. It plays
// quickly and at random (wins whenever it can), and after each of its discards probes the
// host with two answers no seat may make: one to the discard's question (over) and one to a
// question it was never asked.
struct SpyClient
{
    QTcpSocket socket;
    FrameReader reader {kMaxHostFrame};
    SeatSpy spy {-1};
    Rng rng;
    int table = 0;
    bool starter = false;
    bool record = false;
    bool watcher = false; // a spectator, not a seat
    std::vector<QByteArray> recorded;

    SpyClient(quint16 port, int tableId, bool starts, std::uint64_t seed, bool watches = false)
        : rng(seed), table(tableId), starter(starts), watcher(watches)
    {
        QObject::connect(&socket, &QTcpSocket::readyRead, [this] {
            reader.append(socket.readAll());
            QByteArray f;
            while (reader.next(&f) == FrameReader::Status::Frame)
                onFrame(QByteArray(f.constData(), f.size()));
        });
        socket.connectToHost("127.0.0.1", port);
        if (!socket.waitForConnected(3000))
            qFatal("cannot connect");
        send({{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", "spy"}});
        // A spectator sends nothing of its own: it keeps the connection alive as a client's
        // Connection does (docs/protocol.md, "Keep-alive").
        if (watcher) {
            keepAlive.start(4000);
            QObject::connect(&keepAlive, &QTimer::timeout, [this] { send({{"type", "ping"}}); });
        }
    }
    QTimer keepAlive;
    void send(const QJsonObject &m) { socket.write(encodeFrame(m)); }
    // What the spy is told to expect goes into the recording too, in its place.
    void expect(const QString &code)
    {
        spy.expectError(code);
        if (record)
            recorded.push_back("!expect " + code.toUtf8());
    }
    void late()
    {
        spy.mayBeLate();
        if (record)
            recorded.push_back("!late");
    }
    void onFrame(const QByteArray &payload)
    {
        if (record)
            recorded.push_back(payload);
        const QJsonObject m = QJsonDocument::fromJson(payload).object();
        const QString type = m.value("type").toString();
        if (type == "seated")
            spy = SeatSpy(m.value("seat").toInt());
        if (type == "watching")
            spy = SeatSpy(session::kSpectator);
        spy.read(payload);
        if (type == "welcome" && watcher) {
            send({{"type", "watch"}, {"table", table}});
        } else if (type == "welcome") {
            send({{"type", "sit"}, {"table", table}});
        } else if (type == "seated") {
            send({{"type", "ready"}, {"ready", true}});
            if (starter)
                send({{"type", "start"}});
        } else if (type == "ping") {
            send({{"type", "pong"}});
        } else if (type == "yourTurn") {
            answer(m);
        }
    }
    void answer(const QJsonObject &q)
    {
        const QJsonArray options = q.value("options").toArray();
        QJsonObject chosen = options.at(int(rng.below(std::uint32_t(options.size())))).toObject();
        for (const QJsonValue &o : options)
            if (o.toObject().value("action") == "win")
                chosen = o.toObject();
        if (q.value("window").toBool() && rng.below(4) != 0)
            chosen = QJsonObject {{"action", "pass"}};
        const int hand = q.value("hand").toInt(), step = q.value("step").toInt();
        QJsonObject act = chosen;
        act.insert("type", "act");
        act.insert("hand", hand);
        act.insert("step", step);
        // One write: the host reads the probes right after the discard.
        QByteArray out = encodeFrame(act);
        late();
        if (chosen.value("action") == "discard") {
            // Never asked first, so that a late answer's staleTurn cannot pass for a probe's.
            QJsonObject probe {{"type", "act"}, {"hand", hand}, {"action", "pass"}};
            probe.insert("step", step + 1); // told the discard, never asked there
            out += encodeFrame(probe);
            expect("notYourTurn");
            probe.insert("step", step); // the discard's own question: over
            out += encodeFrame(probe);
            expect("staleTurn");
        }
        socket.write(out);
    }
};

ServerTableConfig spyTable(std::uint64_t seed, int claimPauseMs)
{
    ServerTableConfig c = mahjongTable();
    c.name = QStringLiteral("spied");
    editMahjong(c, [](session::MahjongSettings &m) { m.rules.rounds = mahjong::kMaxRounds; }); // one long match
    c.claimPauseMs = claimPauseMs;
    c.seed = seed;
    return c;
}

// Replays a recorded stream (frames, and what the spy was told to expect) into a fresh spy.
QStringList replay(int seat, const std::vector<QByteArray> &stream)
{
    SeatSpy spy(seat);
    for (const QByteArray &p : stream) {
        if (p == "!late")
            spy.mayBeLate();
        else if (p.startsWith("!expect "))
            spy.expectError(QString::fromUtf8(p.mid(8)));
        else
            spy.read(p);
    }
    return spy.violations();
}

QByteArray jsonOf(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class TestMahjongSpy : public QObject
{
    Q_OBJECT

private slots:
    // Three tables, each with two spies and two computer players, play seeded hands on one
    // host until 300 hands are over; each spy's every byte is checked as it arrives.
    void spiesLearnNothingTheRulesHide()
    {
        TableServer server(QStringLiteral("spied"));
        Connection::Limits limits;
        limits.floodPerSecond = 0; // the probes are extra messages, many a second
        server.setLimits(limits);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        std::vector<std::unique_ptr<SpyClient>> spies;
        std::vector<std::unique_ptr<SpyClient>> watchers; // one spectator a table; the last table's "behind"
        for (int t = 0; t < 3; ++t) {
            ServerTableConfig config = spyTable(900 + std::uint64_t(t), 1);
            if (t == 2)
                config.spectators.hands = SpectatorPolicy::Behind;
            const int table = server.addTable(config);
            watchers.push_back(std::make_unique<SpyClient>(server.port(), table, false, 0, true));
            QVERIFY(spinUntil([&] { return watchers.back()->spy.seat() == session::kSpectator; }));
            spies.push_back(std::make_unique<SpyClient>(server.port(), table, false, 10 + std::uint64_t(t)));
            QVERIFY(spinUntil([&] { return spies.back()->spy.seat() >= 0; }));
            spies.push_back(std::make_unique<SpyClient>(server.port(), table, true, 20 + std::uint64_t(t)));
        }
        const auto hands = [&] {
            int n = 0;
            for (std::size_t i = 0; i < spies.size(); i += 2)
                n += spies[i]->spy.hands();
            return n;
        };
        QVERIFY2(spinUntil([&] { return hands() >= 300; }, 240000), qPrintable(QString::number(hands())));
        int messages = 0, questions = 0, windows = 0, probes = 0;
        for (auto &c : spies) {
            QVERIFY2(c->spy.violations().isEmpty(), qPrintable(c->spy.violations().join('\n')));
            messages += c->spy.messages();
            questions += c->spy.questions();
            windows += c->spy.windows();
            probes += c->spy.probes();
        }
        int watched = 0;
        for (auto &w : watchers) {
            QVERIFY2(w->spy.violations().isEmpty(), qPrintable(w->spy.violations().join('\n')));
            QCOMPARE(w->spy.questions(), 0);
            watched += w->spy.messages();
        }
        QVERIFY(watchers[2]->spy.opened() > 0 && watchers[2]->spy.opened() >= watchers[2]->spy.hands() - 1);
        QCOMPARE(watchers[0]->spy.opened(), 0);
        qInfo("%d hands: %d messages, %d questions (%d claim windows), %d probes checked; spectators: %d messages", hands(), messages,
              questions, windows, probes, watched);
        QVERIFY(windows > 100 && probes > 1000);
    }

    // The checks can fail: a stream recorded from the host is clean, and each of the leaks
    // this host once had, put back into it, is reported.
    void plantedLeaksAreCaught()
    {
        TableServer server(QStringLiteral("planted"));
        Connection::Limits limits;
        limits.floodPerSecond = 0;
        server.setLimits(limits);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(spyTable(77, 1));
        SpyClient a(server.port(), table, false, 1);
        a.record = true;
        QVERIFY(spinUntil([&] { return a.spy.seat() >= 0; }));
        SpyClient b(server.port(), table, true, 2);
        QVERIFY(spinUntil([&] { return a.spy.hands() >= 3 && !a.spy.errorsPending(); }, 60000));
        a.record = false;
        const int seat = a.spy.seat();
        std::vector<QByteArray> clean(a.recorded.begin(), a.recorded.end());
        QVERIFY2(replay(seat, clean).isEmpty(), qPrintable(replay(seat, clean).join('\n')));

        const auto objectAt = [&](std::size_t i) { return QJsonDocument::fromJson(clean[i]).object(); };
        const auto find = [&](const std::function<bool(const QJsonObject &)> &pred) -> std::size_t {
            for (std::size_t i = 0; i < clean.size(); ++i)
                if (pred(objectAt(i)))
                    return i;
            return clean.size();
        };
        const auto caught = [&](const char *leak, std::vector<QByteArray> stream) {
            const QStringList v = replay(seat, stream);
            if (v.isEmpty())
                qWarning("not caught: %s", leak);
            return !v.isEmpty();
        };

        // Each of the leaks this host once had (and two it never had), put back in one message.
        const auto planted = [&](const char *leak, const std::function<bool(const QJsonObject &)> &where,
                                 const std::function<void(QJsonObject &)> &change) {
            const std::size_t i = find(where);
            if (i >= clean.size()) {
                qWarning("no place to plant: %s", leak);
                return false;
            }
            auto s = clean;
            QJsonObject m = objectAt(i);
            change(m);
            s[i] = jsonOf(m);
            return caught(leak, s);
        };
        const auto isType = [](const char *type) { return [type](const QJsonObject &m) { return m.value("type") == QLatin1String(type); }; };
        const auto inView = [](QJsonObject &m, const std::function<void(QJsonObject &)> &change) {
            QJsonObject view = m.value("view").toObject();
            change(view);
            m["view"] = view;
        };
        // A gap in the event numbering where another seat's pass was withheld.
        QVERIFY(planted("an index gap", [](const QJsonObject &m) { return m.value("type") == "event" && m.value("index").toInt() > 5; },
                        [](QJsonObject &m) { m["index"] = m.value("index").toInt() + 1; }));
        // lastDrawn holding the latest draw of whoever drew last, in a claim window.
        QVERIFY(planted("lastDrawn in a window", [](const QJsonObject &m) { return m.value("type") == "yourTurn" && m.value("window").toBool(); },
                        [&](QJsonObject &m) { inView(m, [](QJsonObject &v) { v["lastDrawn"] = "5p"; }); }));
        // Another seat's drawn tile.
        QVERIFY(planted("another seat's draw",
                        [seat](const QJsonObject &m) {
                            const QJsonObject e = m.value("event").toObject();
                            return m.value("type") == "event" && e.value("e") == "draw" && e.value("seat").toInt() != seat;
                        },
                        [](QJsonObject &m) {
                            QJsonObject e = m.value("event").toObject();
                            e["tile"] = "3s";
                            m["event"] = e;
                        }));
        // A question numbered by the host's own steps (which count others' windows).
        QVERIFY(planted("a step that moved with others' windows", isType("yourTurn"),
                        [](QJsonObject &m) { m["step"] = m.value("step").toInt() + 2; }));
        // A probe answered one way when a window opened and another way when not.
        QVERIFY(planted("a probe's code that depends on a window",
                        [](const QJsonObject &m) { return m.value("type") == "error" && m.value("code") == "notYourTurn"; },
                        [](QJsonObject &m) { m["code"] = "staleTurn"; }));
        // verify (issue 30): the seed in the commitment, and a reveal before its settlement.
        QVERIFY(planted("a seed with the commitment", isType("dealCommit"), [](QJsonObject &m) { m["seed"] = "12345"; }));
        {
            const std::size_t reveal = find(isType("dealReveal"));
            QVERIFY(reveal < clean.size() && reveal > 0);
            auto early = clean;
            std::swap(early[reveal], early[reveal - 1]); // the settlement came right before it
            QVERIFY(objectAt(reveal - 1).value("type") == "settlement");
            QVERIFY(caught("a seed revealed before its settlement", early));
        }
        // A field nobody reviewed (the wall, say) added to the state.
        QVERIFY(planted("an unreviewed field", isType("state"), [](QJsonObject &m) { m["wall"] = QJsonArray {"1m", "2m"}; }));
        // Another seat's concealed kong shown before 搶槓胡 turns it over.
        QVERIFY(planted("another seat's concealed kong", isType("yourTurn"), [&](QJsonObject &m) {
            inView(m, [seat](QJsonObject &v) {
                QJsonArray seats = v.value("seats").toArray();
                QJsonObject other = seats[(seat + 1) % 4].toObject();
                QJsonArray melds = other.value("melds").toArray();
                melds.append(QJsonObject {{"type", "concealedKong"}, {"tiles", QJsonArray {"7z", "7z", "7z", "7z"}}, {"from", -1},
                                          {"revealed", false}});
                other["melds"] = melds;
                seats[(seat + 1) % 4] = other;
                v["seats"] = seats;
            });
        }));
        // Another seat's pass told (numbered as if it belonged: only the pass gives it away).
        {
            const std::size_t i = find([](const QJsonObject &m) { return m.value("type") == "event" && m.value("index").toInt() > 5; });
            QVERIFY(i < clean.size());
            auto s = clean;
            QJsonObject pass = objectAt(i);
            pass["event"] = QJsonObject {{"e", "pass"}, {"seat", (seat + 1) % 4}};
            s.insert(s.begin() + std::ptrdiff_t(i), jsonOf(pass));
            const int hand = pass.value("hand").toInt();
            for (std::size_t k = i + 1; k < s.size(); ++k) {
                QJsonObject m = QJsonDocument::fromJson(s[k]).object();
                if (m.value("hand").toInt(-1) != hand || m.value("type") == "state")
                    break;
                if (m.value("type") == "event")
                    m["index"] = m.value("index").toInt() + 1;
                else if (m.value("type") == "yourTurn")
                    m["step"] = m.value("step").toInt() + 1;
                s[k] = jsonOf(m);
            }
            QVERIFY(caught("another seat's pass", s));
        }
    }

    // The spectator's checks can fail: a host that sends spectators seat 1's view is caught,
    // and so is a stream whose finished hand is opened before its settlement.
    void plantedSpectatorLeaksAreCaught()
    {
        TableServer server(QStringLiteral("planted"));
        Connection::Limits limits;
        limits.floodPerSecond = 0;
        server.setLimits(limits);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig config = spyTable(78, 1);
        config.spectators.hands = SpectatorPolicy::Behind;
        const int table = server.addTable(config);
        SpyClient honest(server.port(), table, false, 0, true);
        honest.record = true;
        QVERIFY(spinUntil([&] { return honest.spy.seat() == session::kSpectator; }));
        SpyClient seat(server.port(), table, true, 3);
        QVERIFY(spinUntil([&] { return honest.spy.opened() >= 2; }, 60000));
        QVERIFY2(honest.spy.violations().isEmpty(), qPrintable(honest.spy.violations().join('\n')));
        std::vector<QByteArray> clean(honest.recorded.begin(), honest.recorded.end());
        QVERIFY(replay(session::kSpectator, clean).isEmpty());
        // The first handOpen moved before its hand's settlement.
        std::size_t open = clean.size(), settled = clean.size();
        for (std::size_t i = 0; i < clean.size() && open == clean.size(); ++i) {
            const QString type = QJsonDocument::fromJson(clean[i]).object().value("type").toString();
            if (type == "settlement")
                settled = i;
            else if (type == "handOpen")
                open = i;
        }
        QVERIFY(settled < open && open < clean.size());
        auto early = clean;
        std::swap(early[settled], early[open]);
        QVERIFY(!replay(session::kSpectator, early).isEmpty());

        server.plantSpectatorLeakForTests(1);
        SpyClient leaked(server.port(), table, false, 0, true);
        // Caught by what it was told (seat 1's tiles, its draws), not only by the state's seat.
        const auto told = [&] {
            const QStringList v = leaked.spy.violations();
            return v.filter("holds tiles").size() > 0 && v.filter("told seat 1's").size() > 0;
        };
        QVERIFY2(spinUntil(told, 30000), qPrintable(leaked.spy.violations().join('\n')));
        qInfo("caught: %s", qPrintable(leaked.spy.violations().filter("told seat 1's").first()));
    }

    // The pace after a discard is the table's fixed moment whether or not a computer could
    // claim: a computer asked in a claim window answers within the moment (without its
    // pause), so when the moment ends no computer is still being waited for. Computer
    // players pause 30 ms and the moment is 5 ms: a computer that took its pause in a window
    // would still be asked when the moment ends.
    void claimMomentWaitsForNoComputer()
    {
        session::MahjongSettings st;
        for (auto &k : st.kinds)
            k = QStringLiteral("efficient");
        st.seed = 5;
        st.rules.rounds = 2;
        session::TableSession table;
        table.setComputerPause(30);
        table.setClaimPause(5);
        int moments = 0, windows = 0, waited = 0;
        bool wasHolding = false;
        QObject::connect(&table, &session::TableSession::changed, [&] {
            const session::GameModule *m = table.module();
            if (!m || !m->handInProgress())
                return;
            const session::DecisionPoint d = m->decision();
            if (table.holding()) {
                if (!wasHolding) {
                    ++moments;
                    windows += d.window;
                }
            } else if (wasHolding && d.window) {
                for (int s : d.seats)
                    waited += !table.isPerson(s);
            }
            wasHolding = table.holding();
        });
        QObject::connect(&table, &session::TableSession::handFinished, [&] {
            QTimer::singleShot(0, &table, [&] { table.nextHand(); });
        });
        table.start(std::make_unique<session::MahjongModule>(st));
        QVERIFY(spinUntil([&] { return table.module()->handNumber() >= 6 || table.isMatchFinished(); }, 60000));
        qInfo("%d moments after a discard, %d with a computer's claim window", moments, windows);
        QVERIFY(moments > 40 && windows > 5);
        QCOMPARE(waited, 0);
    }
};

QTEST_GUILESS_MAIN(TestMahjongSpy)
#include "test_mahjong_spy.moc"
