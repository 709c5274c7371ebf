// SPDX-License-Identifier: GPL-3.0-or-later
// Verifiable deals (docs/protocol.md, "Verifiable deals"): every deal of a whole match of
// each game verifies at every seat; a host that deals other than it committed to (two cards
// or tiles swapped after the commitment) is caught by every seat, and the verdict names the
// pieces; a reveal whose seed or salt is not the one committed to is caught; no seat hears a
// hand's seed before that hand's settlement.

#include "common/rng.h"
#include "common/sha256.h"
#include "mahjong/mahjong_client.h"
#include "mahjong/mahjong_module.h"
#include "net/deal_check.h"
#include "net/frame.h"
#include "net/server.h"
#include "records/hand_record.h"
#include "sevens/players.h"
#include "sevens/sevens_client.h"
#include "sevens/sevens_json.h"
#include "sevens/sevens_module.h"
#include "table/game_registry.h"

#include "spin_until.h"
#include "table_configs.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QTest>

#include <memory>

using namespace qixing;
using namespace qixing::net;

namespace {

// One seat: a client of the game with its computer player, and a DealCheck following every
// message it gets. Also notes where each hand's settlement and reveal came in its messages.
struct Seat
{
    std::unique_ptr<TableClient> client;
    std::function<void()> move;
    DealCheck check;
    std::map<int, QString> verdicts;
    std::vector<QJsonObject> received;
    bool over = false;

    Seat(const QString &game, quint16 port, int table, const QString &name) : check(game)
    {
        if (game == QLatin1String("sevens")) {
            auto *c = new SevensClient;
            auto player = std::make_shared<sevens::HeuristicPlayer>();
            client.reset(c);
            QObject::connect(c, &TableClient::yourTurn, [c, player](int) { c->act(player->chooseAction(c->view())); });
        } else {
            auto *c = new MahjongClient;
            std::shared_ptr<mahjong::Player> player = mahjong::makePlayer("efficient", 1);
            client.reset(c);
            QObject::connect(c, &TableClient::yourTurn, [c, player](int) { c->act(player->choose(c->view())); });
        }
        QObject::connect(client.get(), &TableClient::messageArrived, [this](const QJsonObject &m) {
            received.push_back(m);
            check.follow(m);
        });
        QObject::connect(&check, &DealCheck::checked, [this](int hand, const QString &problem) { verdicts[hand] = problem; });
        QObject::connect(client.get(), &TableClient::welcomed, [this, table](const QJsonArray &) { client->sit(table); });
        QObject::connect(client.get(), &TableClient::seated, [this](int, int) { client->setReady(true); });
        QObject::connect(client.get(), &TableClient::matchOver, [this](const QJsonObject &) { over = true; });
        client->connectToHost("127.0.0.1", port, name);
    }
};

// A spectator (docs/protocol.md, "Spectators"): every message it is sent, checked as a seat's.
struct Watcher
{
    QTcpSocket socket;
    FrameReader reader {kMaxHostFrame};
    DealCheck check;
    std::map<int, QString> verdicts;
    std::vector<QJsonObject> received;

    Watcher(const QString &game, quint16 port, int table) : check(game)
    {
        QObject::connect(&socket, &QTcpSocket::readyRead, [this] {
            reader.append(socket.readAll());
            QByteArray payload;
            while (reader.next(&payload) == FrameReader::Status::Frame) {
                const QJsonObject m = QJsonDocument::fromJson(payload).object();
                received.push_back(m);
                check.follow(m);
            }
        });
        QObject::connect(&check, &DealCheck::checked, [this](int hand, const QString &problem) { verdicts[hand] = problem; });
        socket.connectToHost(QHostAddress::LocalHost, port);
        socket.write(encodeFrame(QJsonObject {{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", "watcher"}}));
        socket.write(encodeFrame(QJsonObject {{"type", "watch"}, {"table", table}}));
    }
};

ServerTableConfig quick(ServerTableConfig c)
{
    c.computerPauseMs = 0;
    c.nextHandDelayMs = 0;
    c.claimPauseMs = 0;
    return c;
}

ServerTableConfig sevensTable(int hands)
{
    ServerTableConfig c;
    editSevens(c, [&](session::SessionSettings &s) { s.match.hands = hands; });
    c.seed = 4242;
    return quick(c);
}

ServerTableConfig mahjongTable()
{
    ServerTableConfig c;
    editMahjong(c, [&](session::MahjongSettings &m) {
        m.rules.rounds = 1;
        m.rules.claimSeconds = 10;
    });
    c.seed = 777;
    return quick(c);
}

// Plays a whole match of four client seats at `config`'s table; `hook` is the host's
// dealtForTests. Returns the seats when every seat has the last hand's verdict.
std::vector<std::unique_ptr<Seat>> playMatch(const ServerTableConfig &config,
                                             std::function<void(int, session::GameModule &)> hook = {},
                                             std::unique_ptr<Watcher> *watcher = nullptr,
                                             const std::function<void(TableServer &, int table, std::vector<std::unique_ptr<Seat>> &)> &also = {})
{
    TableServer server(QStringLiteral("verify"));
    server.dealtForTests = std::move(hook);
    const int table = server.addTable(config);
    if (table < 0 || !server.listen(QHostAddress::LocalHost, 0))
        return {};
    if (watcher) { // watching before the match starts
        *watcher = std::make_unique<Watcher>(config.game, server.port(), table);
        spinUntil([&] { return std::any_of((*watcher)->received.begin(), (*watcher)->received.end(),
                                           [](const QJsonObject &m) { return m.value("type") == "watching"; }); });
    }
    std::vector<std::unique_ptr<Seat>> seats;
    for (int s = 0; s < 4; ++s)
        seats.push_back(std::make_unique<Seat>(config.game, server.port(), table, QStringLiteral("p%1").arg(s)));
    if (also)
        also(server, table, seats);
    const auto done = [&] {
        return std::all_of(seats.begin(), seats.end(), [](const auto &s) {
            // the last hand's reveal follows its settlement, before matchOver
            return s->over;
        });
    };
    spinUntil(done, 50000);
    return seats;
}

// The hands played, by their settlements.
int handsSettled(const Seat &s)
{
    return int(std::count_if(s.received.begin(), s.received.end(), [](const QJsonObject &m) { return m.value("type") == "settlement"; }));
}

} // namespace

class TestDealCheck : public QObject
{
    Q_OBJECT
private slots:
    void commitmentIsSha256OfTheSeedBigEndianThenTheSalt()
    {
        const QByteArray salt = QByteArray::fromHex("000102030405060708090a0b0c0d0e0f");
        const QByteArray bytes = QByteArray::fromHex("0000000000003039") + salt; // 12345
        QCOMPARE(dealCommitment(12345, salt), QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()));
        QCOMPARE(newDealSalt().size(), kDealSaltBytes);
        QVERIFY(newDealSalt() != newDealSalt());
    }

    void theEnginesSha256IsSha256()
    {
        QByteArray text;
        for (int n = 0; n < 300; ++n) {
            const auto d = sha256(reinterpret_cast<const std::uint8_t *>(text.constData()), std::size_t(text.size()));
            QCOMPARE(QByteArray(reinterpret_cast<const char *>(d.data()), 32), QCryptographicHash::hash(text, QCryptographicHash::Sha256));
            text += char('a' + n % 26);
        }
    }

    void aHostsHandSeedsAreOneWay()
    {
        // deriveSeed gives its seed back: one hand's seed would tell every later deal.
        // Inverting SplitMix64's finaliser on the 2^11 values the mask hid finds the match's
        // seed among a handful of candidates.
        const auto unshift = [](std::uint64_t z, int k) {
            std::uint64_t x = z;
            for (int i = 0; i < 64 / k + 1; ++i)
                x = z ^ (x >> k);
            return x;
        };
        const auto inverse = [](std::uint64_t a) { // of an odd number, mod 2^64 (Newton)
            std::uint64_t x = a;
            for (int i = 0; i < 6; ++i)
                x *= 2 - a * x;
            return x;
        };
        const auto candidates = [&](std::uint64_t handSeed) {
            std::vector<std::uint64_t> out;
            for (std::uint64_t high = 0; high < (1u << 11); ++high) {
                std::uint64_t z = handSeed | high << 53;
                z = unshift(z, 31) * inverse(0x94D049BB133111EBull);
                z = unshift(z, 27) * inverse(0xBF58476D1CE4E5B9ull);
                z = unshift(z, 30) - 2 * 0x9E3779B97F4A7C15ull;
                if (z < (std::uint64_t {1} << 53))
                    out.push_back(z);
            }
            return out;
        };
        const std::uint64_t match = 0x1234567890ABCull;
        const auto found = candidates(deriveSeed(match, 0));
        QVERIFY(std::find(found.begin(), found.end(), match) != found.end());
        // The host's matches deal from oneWaySeed: the same attack finds nothing.
        const auto none = candidates(oneWaySeed(match, 0));
        QVERIFY(std::find(none.begin(), none.end(), match) == none.end());
        // And the seeds a host reveals are those.
        const auto seats = playMatch(sevensTable(2));
        QCOMPARE(int(seats.size()), 4);
        QStringList revealed;
        for (const QJsonObject &m : seats[0]->received)
            if (m.value("type") == "dealReveal")
                revealed << m.value("seed").toString();
        QCOMPARE(revealed, (QStringList {QString::number(oneWaySeed(4242, 0)), QString::number(oneWaySeed(4242, 1))}));
    }

    void everyDealOfASevensMatchVerifiesAtEverySeat()
    {
        std::unique_ptr<Watcher> watcher;
        const auto seats = playMatch(sevensTable(3), {}, &watcher);
        QCOMPARE(int(seats.size()), 4);
        for (const auto &s : seats) {
            QVERIFY(s->over);
            QCOMPARE(handsSettled(*s), 3);
            QCOMPARE(int(s->verdicts.size()), 3);
            for (const auto &[hand, problem] : s->verdicts)
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("hand %1: %2").arg(hand).arg(problem)));
        }
        // A spectator checks the same deals from what it is shown.
        QVERIFY(spinUntil([&] { return watcher->verdicts.size() == 3; }));
        for (const auto &[hand, problem] : watcher->verdicts)
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("spectator, hand %1: %2").arg(hand).arg(problem)));
    }

    void everyDealOfAMahjongMatchVerifiesAtEverySeat()
    {
        std::unique_ptr<Watcher> watcher;
        const auto seats = playMatch(mahjongTable(), {}, &watcher);
        QCOMPARE(int(seats.size()), 4);
        const int hands = handsSettled(*seats[0]);
        QVERIFY(spinUntil([&] { return int(watcher->verdicts.size()) == hands; }));
        for (const auto &[hand, problem] : watcher->verdicts)
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("spectator, hand %1: %2").arg(hand).arg(problem)));
        QVERIFY(hands >= 4); // a round: each seat deals at least once
        for (const auto &s : seats) {
            QVERIFY(s->over);
            QCOMPARE(int(s->verdicts.size()), hands);
            for (const auto &[hand, problem] : s->verdicts) {
                if (!problem.isEmpty() && qEnvironmentVariableIsSet("DEAL_DEBUG"))
                    for (const QJsonObject &m : s->received)
                        if (m.value("hand").toInt(-1) == hand)
                            qDebug().noquote() << QJsonDocument(m).toJson(QJsonDocument::Compact);
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("hand %1: %2").arg(hand).arg(problem)));
            }
        }
    }

    void aSevensDealChangedAfterTheCommitmentIsCaught()
    {
        // After committing, the host gives seat 0's first card other than 7S to seat 1 and
        // the reverse: the commitment and the seed are honest, the cards are not.
        std::map<int, QStringList> swapped; // by hand
        const auto hook = [&swapped](int, session::GameModule &m) {
            auto &t = static_cast<session::SevensModule &>(m).table();
            sevens::Deal deal = t.match().dealFor(t.handNumber());
            sevens::CardSet seven;
            seven.insert(sevens::kSevenOfSpades); // the first mover stays the same
            const sevens::Card a = (deal.hands[0] - seven).first();
            const sevens::Card b = (deal.hands[1] - seven).first();
            deal.hands[0].erase(a);
            deal.hands[0].insert(b);
            deal.hands[1].erase(b);
            deal.hands[1].insert(a);
            QCOMPARE(t.restoreHand(t.handNumber(), deal, {}), sevens::MoveError::None);
            swapped[t.handNumber()] = {sevens::json::cardName(a), sevens::json::cardName(b)};
        };
        const auto seats = playMatch(sevensTable(2), hook);
        QCOMPARE(int(seats.size()), 4);
        QCOMPARE(int(swapped.size()), 2);
        for (const auto &s : seats) {
            QCOMPARE(int(s->verdicts.size()), 2);
            for (const auto &[hand, problem] : s->verdicts) {
                QVERIFY2(!problem.isEmpty(), qPrintable(QStringLiteral("hand %1 verified").arg(hand)));
                // Every word names one of the swapped cards (at the seat it was shown of).
                const QStringList cards = swapped.at(hand);
                for (const QString &word : problem.split(u' '))
                    QVERIFY2(word.contains(u'@') && cards.contains(word.section(u'@', 0, 0)), qPrintable(problem));
            }
        }
        // Seat 0 was shown seat 1's card in its hand: it names it at itself.
        QVERIFY2(seats[0]->verdicts.at(1).contains(swapped.at(1).at(1) + QLatin1String("@0")), qPrintable(seats[0]->verdicts.at(1)));
    }

    void aMahjongWallChangedAfterTheCommitmentIsCaught()
    {
        // From the second hand on, the host swaps two tiles of different kinds between the
        // dealer's first sixteen and the next seat's, after committing to the hand's seed.
        QStringList swapped;
        const auto hook = [&swapped](int, session::GameModule &m) {
            auto &mm = static_cast<session::MahjongModule &>(m);
            if (mm.tamperForTests)
                return;
            mm.tamperForTests = [&swapped](mahjong::HandSetup &setup) {
                for (int i = 0; i < 16; ++i)
                    for (int j = 16; j < 32; ++j) {
                        auto &a = setup.wall[std::size_t(i)];
                        auto &b = setup.wall[std::size_t(j)];
                        if (a.isFlower() || b.isFlower() || a.kind() == b.kind())
                            continue;
                        swapped << QString::fromStdString(a.toString()) << QString::fromStdString(b.toString());
                        std::swap(a, b);
                        return;
                    }
            };
        };
        const auto seats = playMatch(mahjongTable(), hook);
        QCOMPARE(int(seats.size()), 4);
        for (const auto &s : seats) {
            QVERIFY(s->verdicts.size() >= 4);
            QVERIFY2(s->verdicts.at(0).isEmpty(), qPrintable(s->verdicts.at(0))); // dealt before the fault
            for (const auto &[hand, problem] : s->verdicts) {
                if (hand == 0)
                    continue;
                QVERIFY2(!problem.isEmpty(), qPrintable(QStringLiteral("hand %1 verified").arg(hand)));
                // It names a swapped tile.
                const QStringList words = problem.split(u' ');
                QVERIFY2(std::any_of(words.begin(), words.end(), [&](const QString &w) { return swapped.contains(w.section(u'@', 0, 0)); }),
                         qPrintable(problem));
            }
        }
    }

    void aWrongSeedOrSaltIsCaught()
    {
        // A hand as seat 0 was told it, fed to a DealCheck with reveals that differ.
        const std::uint64_t seed = 99;
        const QByteArray salt = newDealSalt();
        const sevens::Deal deal = sevens::Deal::fromSeed(seed);
        const QJsonObject state {{"type", "state"}, {"hand", 0}, {"seat", 0}, {"cards", sevens::json::cardsTo(deal.hands[0])},
                                 {"covered", QJsonArray()}, {"moves", QJsonArray()}};
        const auto verdict = [&](const QJsonObject &reveal, bool commit = true) {
            DealCheck check(QStringLiteral("sevens"));
            if (commit)
                check.follow({{"type", "dealCommit"}, {"hand", 0}, {"commit", dealCommitment(seed, salt)}});
            check.follow(state);
            check.follow(reveal);
            return check.verdict(0);
        };
        const QJsonObject honest {{"type", "dealReveal"}, {"hand", 0}, {"seed", "99"}, {"salt", QString::fromLatin1(salt.toHex())}};
        QCOMPARE(verdict(honest), std::optional(QString()));
        QJsonObject wrongSeed = honest;
        wrongSeed["seed"] = "100";
        QCOMPARE(verdict(wrongSeed), std::optional(QStringLiteral("commitment")));
        QByteArray otherSalt = salt;
        otherSalt[0] = char(otherSalt[0] ^ 1);
        QJsonObject wrongSalt = honest;
        wrongSalt["salt"] = QString::fromLatin1(otherSalt.toHex());
        QCOMPARE(verdict(wrongSalt), std::optional(QStringLiteral("commitment")));
        QJsonObject shortSalt = honest;
        shortSalt["salt"] = "00ff";
        QCOMPARE(verdict(shortSalt), std::optional(QStringLiteral("badReveal")));
        QCOMPARE(verdict(honest, false), std::optional(QStringLiteral("noCommitment")));
        // Not revealed: no verdict yet; the next hand's commitment (or the match's end) first:
        // not revealed.
        DealCheck pending(QStringLiteral("sevens"));
        pending.follow({{"type", "dealCommit"}, {"hand", 0}, {"commit", dealCommitment(seed, salt)}});
        pending.follow(state);
        QCOMPARE(pending.verdict(0), std::nullopt);
        pending.follow({{"type", "dealCommit"}, {"hand", 1}, {"commit", dealCommitment(seed, salt)}});
        QCOMPARE(pending.verdict(0), std::optional(QStringLiteral("notRevealed")));
        // A seed whose deal is not the hand shown, committed to honestly: the game's check
        // names what differs.
        DealCheck other(QStringLiteral("sevens"));
        other.follow({{"type", "dealCommit"}, {"hand", 0}, {"commit", dealCommitment(seed + 1, salt)}});
        other.follow(state);
        QJsonObject reveal = honest;
        reveal["seed"] = QString::number(seed + 1);
        other.follow(reveal);
        QVERIFY(other.verdict(0) && other.verdict(0)->contains(u'@'));
    }

    void recordsKeepTheCommitmentSeedAndSalt()
    {
        // A full record of the host's table and a joined seat's record of the same hands.
        std::vector<QJsonObject> full, seat;
        std::unique_ptr<records::TableRecorder> table;
        std::unique_ptr<records::SeatRecorder> joined;
        const auto seats = playMatch(sevensTable(2), {}, nullptr, [&](TableServer &server, int id, auto &people) {
            QObject::connect(&server, &TableServer::matchStarted, [&, id](int t) {
                if (t != id)
                    return;
                table = std::make_unique<records::TableRecorder>(server.tableSession(t), records::MatchInfo {{}, "server", "t"});
                QObject::connect(table.get(), &records::TableRecorder::handRecorded, [&](const QJsonObject &h) { full.push_back(h); });
            });
            joined = std::make_unique<records::SeatRecorder>(QStringLiteral("sevens"), 0, records::MatchInfo {{}, "joined", "t"});
            QObject::connect(joined.get(), &records::SeatRecorder::handRecorded, [&](const QJsonObject &h) { seat.push_back(h); });
            QObject::connect(people[0]->client.get(), &TableClient::messageArrived, joined.get(), &records::SeatRecorder::message);
        });
        QCOMPARE(int(seats.size()), 4);
        QCOMPARE(int(full.size()), 2);
        QCOMPARE(int(seat.size()), 2);
        for (int h = 0; h < 2; ++h) {
            QJsonObject commit, reveal;
            for (const QJsonObject &m : seats[0]->received)
                if (m.value("hand").toInt(-1) == h && m.value("type") == "dealCommit")
                    commit = m;
                else if (m.value("hand").toInt(-1) == h && m.value("type") == "dealReveal")
                    reveal = m;
            QVERIFY(!commit.isEmpty() && !reveal.isEmpty());
            QCOMPARE(seat[std::size_t(h)].value("commit"), commit.value("commit"));
            QCOMPARE(seat[std::size_t(h)].value("seed"), reveal.value("seed"));
            QCOMPARE(seat[std::size_t(h)].value("salt"), reveal.value("salt"));
            QCOMPARE(full[std::size_t(h)].value("commit"), commit.value("commit"));
            QCOMPARE(full[std::size_t(h)].value("salt"), reveal.value("salt"));
        }
    }

    void noSeatHearsASeedBeforeItsHandsSettlement()
    {
        for (const ServerTableConfig &config : {sevensTable(2), mahjongTable()}) {
            std::unique_ptr<Watcher> watcher;
            const auto seats = playMatch(config, {}, &watcher);
            QCOMPARE(int(seats.size()), 4);
            std::vector<const std::vector<QJsonObject> *> streams;
            for (const auto &s : seats)
                streams.push_back(&s->received);
            streams.push_back(&watcher->received); // a spectator's too
            for (const auto *stream : streams) {
                std::set<int> settled, committed;
                int reveals = 0;
                for (const QJsonObject &m : *stream) {
                    const QString type = m.value("type").toString();
                    const int hand = m.value("hand").toInt(-1);
                    if (type == "dealCommit") {
                        QVERIFY(!committed.count(hand));
                        committed.insert(hand);
                        QCOMPARE(m.value("commit").toString().size(), 64);
                        QVERIFY(!m.contains("seed") && !m.contains("salt"));
                    } else if (type == "state") {
                        QVERIFY2(committed.count(hand), "a hand's state before its commitment");
                    } else if (type == "settlement") {
                        settled.insert(hand);
                    } else if (type == "dealReveal") {
                        QVERIFY2(settled.count(hand), "a seed revealed before its hand's settlement");
                        ++reveals;
                    }
                    // The seed goes out in the reveal alone.
                    if (type != "dealReveal")
                        QVERIFY(!m.contains("salt"));
                }
                QCOMPARE(reveals, int(settled.size()));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestDealCheck)
#include "test_deal_check.moc"
