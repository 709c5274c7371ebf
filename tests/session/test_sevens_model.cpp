// SPDX-License-Identifier: GPL-3.0-or-later
// The one Sevens model (issue 28): a desktop table and a joined LAN table, dealt from the same
// seed and played alike, read the same at every step; and a desktop model holds nothing of
// another seat that the seat's own messages do not carry.

#include "sevens/sevens_client.h"
#include "sevens/joined_sevens_game.h"
#include "net/server.h"
#include "sevens/local_sevens_game.h"
#include "sevens/sevens_model.h"
#include "sevens/sevens_session.h"
#include "sevens/sevens_json.h"

#include "../net/spin_until.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>
#include <QtTest>

using namespace qixing;
using namespace qixing::sevens;
using session::SevensGame;
using session::SevensModel;

namespace {

QString cardsText(CardSet cards)
{
    QStringList names;
    for (Card c : cards)
        names << json::cardName(c);
    return names.join(QLatin1Char(' '));
}

// What the window reads of a model, as one line: the seat's view, the move log (another
// seat's cover without its card, as the window shows it), the balances and the settlement.
QString reading(const SevensModel &m, const QString &when)
{
    QStringList parts {when, QStringLiteral("hand %1/%2").arg(m.handIndex()).arg(m.handsInMatch())};
    parts << QStringLiteral("active %1 inPlay %2 over %3").arg(m.active()).arg(m.handInProgress()).arg(m.isMatchFinished());
    const HandView v = m.localView();
    parts << QStringLiteral("seat %1 turn %2 toMove %3").arg(m.localSeat()).arg(v.turn()).arg(v.toMove());
    parts << QStringLiteral("hand [%1] covered [%2] playable [%3]").arg(cardsText(v.hand()), cardsText(v.myCovered()), cardsText(v.playable()));
    QStringList log;
    for (const session::MoveRecord &r : m.moveLog()) {
        const bool shown = !r.action.isCover() || r.seat == m.localSeat();
        log << QStringLiteral("%1:%2%3").arg(r.seat).arg(r.action.isCover() ? 'c' : 'p').arg(shown ? json::cardName(r.action.card) : QStringLiteral("?"));
    }
    parts << QStringLiteral("log [%1]").arg(log.join(QLatin1Char(' ')));
    QStringList money;
    for (Seat s = 0; s < kSeats; ++s)
        money << QString::number(m.balance(s)) + QLatin1Char('/') + m.seatName(s);
    parts << QStringLiteral("balances [%1]").arg(money.join(QLatin1Char(' ')));
    if (const auto &st = m.lastSettlement()) {
        QStringList s;
        for (std::size_t i = 0; i < kSeats; ++i)
            s << QStringLiteral("%1:%2:%3").arg(st->money[i]).arg(QString::fromStdString(st->results[i].toString())).arg(st->points[i]);
        parts << QStringLiteral("settled [%1]").arg(s.join(QLatin1Char(' ')));
        QStringList covered;
        for (Seat x = 0; x < kSeats; ++x)
            covered << cardsText(m.coveredAtEnd(x));
        parts << QStringLiteral("revealed [%1]").arg(covered.join(QLatin1String(" | ")));
    }
    return parts.join(QLatin1String("; "));
}

// Records a reading at every step a window sees (a deal, a move, a settlement, the end), and
// plays the person's seat by the model's hint.
struct Trace
{
    QStringList lines;
    bool over = false;

    void follow(SevensModel *m, QObject *context)
    {
        QObject::connect(m, &SevensGame::handStarted, context, [this, m] { lines << reading(*m, QStringLiteral("deal")); });
        QObject::connect(m, &SevensGame::moveMade, context, [this, m] { lines << reading(*m, QStringLiteral("move")); });
        QObject::connect(m, &SevensGame::handFinished, context, [this, m] {
            lines << reading(*m, QStringLiteral("settled"));
            if (m->dealsNextHand() && !m->isMatchFinished())
                QTimer::singleShot(0, m, [m] { m->nextHand(); });
        });
        QObject::connect(m, &SevensGame::matchFinished, context, [this, m] {
            lines << reading(*m, QStringLiteral("over"));
            over = true;
        });
        QObject::connect(m, &SevensGame::localTurn, context, [m] {
            QTimer::singleShot(0, m, [m] {
                if (const auto a = m->localHint())
                    QCOMPARE(m->submitLocal(*a), MoveError::None);
            });
        });
    }
};

// Every string in a message that names a card.
void cardsIn(const QJsonValue &v, CardSet &out)
{
    if (v.isString()) {
        const QByteArray s = v.toString().toLatin1();
        if (const auto c = Card::parse(std::string_view(s.constData(), std::size_t(s.size()))))
            out.insert(*c);
    } else if (v.isArray()) {
        for (const QJsonValue &x : v.toArray())
            cardsIn(x, out);
    } else if (v.isObject()) {
        for (const QJsonValue &x : v.toObject())
            cardsIn(x, out);
    }
}

} // namespace

class TestSevensModel : public QObject
{
    Q_OBJECT
private slots:
    // A match of two hands played at a desktop table and joined over the LAN from the same
    // seed: the model reads the same at every deal, move and settlement.
    void desktopAndJoinedReadAlike()
    {
        net::TableServer server(QStringLiteral("Model host"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Same seed");
        config.game = QStringLiteral("sevens");
        session::SessionSettings two;
        two.match.hands = 2;
        two.kinds.fill(QStringLiteral("heuristic"));
        config.settings = session::settingsTo(two);
        config.computerPauseMs = 0;
        config.nextHandDelayMs = 0;
        config.seed = 4242;
        const int id = server.addTable(config);
        QVERIFY(id >= 0);
        session::SessionSettings hosted;
        connect(&server, &net::TableServer::matchStarted, this, [&](int t) {
            hosted = static_cast<const session::SevensModule *>(server.tableSession(t)->module())->settings();
        });

        auto *client = new net::SevensClient;
        net::JoinedSevensGame joined(client);
        SevensModel joinedModel(&joined);
        Trace joinedTrace;
        joinedTrace.follow(&joinedModel, this);
        connect(client, &net::TableClient::welcomed, this, [&] { client->sit(id, 0); });
        connect(client, &net::TableClient::seated, this, [&] {
            client->setReady(true);
            client->startMatch();
        });
        client->connectToHost(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"));
        QVERIFY(spinUntil([&] { return joinedTrace.over; }, 40000));
        QVERIFY(!joinedModel.dealsNextHand());

        // The desktop: the host's match, seat 0 the person at this computer.
        session::SessionSettings desk = hosted;
        desk.kinds[0] = QStringLiteral("person");
        session::SevensSession local;
        local.setComputerPause(0);
        Trace localTrace;
        localTrace.follow(local.model(), this);
        local.start(desk);
        QVERIFY(spinUntil([&] { return localTrace.over; }, 40000));

        // Two deals, 52 moves each, two settlements and the end.
        QCOMPARE(localTrace.lines.size(), 2 + 2 * kTurns + 2 + 1);
        QCOMPARE(joinedTrace.lines.size(), localTrace.lines.size());
        for (int i = 0; i < localTrace.lines.size(); ++i)
            QCOMPARE(joinedTrace.lines[i], localTrace.lines[i]);
        QCOMPARE(joinedModel.summary().balances, local.summary().balances);
        QCOMPARE(joinedModel.summary().booked.size(), local.summary().booked.size());
        client->disconnectFromHost();
    }

    // A desktop model is told what its seat's messages carry and nothing else: no message
    // before the settlement names a card another seat holds or covered, and the model's
    // reading of its seat is the table's, its hint the module's.
    void localModelHoldsOnlyItsSeat()
    {
        session::SessionSettings s;
        s.match.hands = 1;
        s.match.seed = 77;
        s.kinds = {QStringLiteral("person"), QStringLiteral("heuristic"), QStringLiteral("random"), QStringLiteral("heuristic")};
        session::SevensSession local;
        local.setComputerPause(0);
        SevensModel *model = local.model();
        auto *source = qobject_cast<session::LocalSevensGame *>(model->source());
        QVERIFY(source);
        int messages = 0, checkedTurns = 0;
        QStringList leaks;
        connect(source, &session::SevensSource::message, this, [&](const QJsonObject &m) {
            ++messages;
            const QString type = m.value("type").toString();
            if (type == QLatin1String("settlement") || type == QLatin1String("matchOver"))
                return; // the hands are shown at the end (S12)
            const Table &t = local.table();
            CardSet secret;
            for (Seat x = 1; x < kSeats; ++x)
                secret = secret | t.hand().hand(x) | t.hand().covered(x);
            CardSet named;
            cardsIn(m, named);
            if (const CardSet leaked = named & secret; !leaked.empty())
                leaks << type + QLatin1String(": ") + cardsText(leaked);
        });
        connect(model, &SevensGame::changed, this, [&] {
            if (!model->handInProgress())
                return;
            const HandView truth = local.view(0);
            QCOMPARE(model->localView().hand(), truth.hand());
            QCOMPARE(model->localView().myCovered(), truth.myCovered());
            QCOMPARE(model->localView().turn(), truth.turn());
            for (Seat x = 1; x < kSeats; ++x) {
                QVERIFY(model->coveredAtEnd(x).empty());
                QCOMPARE(model->localView().coverCount(x), truth.coverCount(x));
            }
            if (truth.myTurn()) {
                QCOMPARE(model->localHint(), local.hint(0));
                ++checkedTurns;
            }
        });
        bool done = false;
        connect(model, &SevensGame::localTurn, this, [&] {
            QTimer::singleShot(0, this, [&] {
                if (const auto a = model->localHint())
                    model->submitLocal(*a);
            });
        });
        connect(model, &SevensGame::handFinished, this, [&] { done = true; });
        local.start(s);
        QVERIFY(spinUntil([&] { return done; }, 20000));
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char('\n'))));
        QVERIFY(messages > kTurns);
        QVERIFY(checkedTurns > 0);
        // After the hand every seat's covers are shown, as the table has them.
        for (Seat x = 0; x < kSeats; ++x)
            QCOMPARE(model->coveredAtEnd(x), local.table().hand().covered(x));
    }
};

QTEST_GUILESS_MAIN(TestSevensModel)
#include "test_sevens_model.moc"
