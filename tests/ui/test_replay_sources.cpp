// SPDX-License-Identifier: GPL-3.0-or-later
// The replay sources (issue 29): the messages one seat was told in a seeded desktop hand,
// captured as they were told and fed back through ReplaySevensSource / ReplayMahjongGame at
// every position, stepping on, stepping back and jumping, give the same table as the live one
// had at that point (SevensModel; the mahjong table's MahjongTableModel). Answers are refused.

#include "mahjong/local_mahjong_game.h"
#include "mahjong/mahjong_module.h"
#include "mahjong/replay_mahjong_game.h"
#include "sevens/local_sevens_game.h"
#include "sevens/replay_sevens_source.h"
#include "sevens/sevens_json.h"
#include "sevens/sevens_model.h"
#include "sevens/sevens_session.h"
#include "ui/mahjong/mahjong_table_model.h"

#include "../net/spin_until.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>
#include <QtTest>

#include <random>

using namespace qixing;
using namespace qixing::session;

namespace {

QString cardsText(sevens::CardSet cards)
{
    QStringList names;
    for (sevens::Card c : cards)
        names << sevens::json::cardName(c);
    return names.join(QLatin1Char(' '));
}

// What the Sevens window reads of a model, as one line.
QString reading(const SevensModel &m)
{
    using namespace sevens;
    QStringList parts {QStringLiteral("hand %1/%2").arg(m.handIndex()).arg(m.handsInMatch())};
    parts << QStringLiteral("active %1 inPlay %2 over %3").arg(m.active()).arg(m.handInProgress()).arg(m.isMatchFinished());
    const HandView v = m.localView();
    parts << QStringLiteral("seat %1 turn %2 toMove %3").arg(m.localSeat()).arg(v.turn()).arg(v.toMove());
    parts << QStringLiteral("hand [%1] covered [%2] playable [%3]").arg(cardsText(v.hand()), cardsText(v.myCovered()), cardsText(v.playable()));
    QStringList log;
    for (const MoveRecord &r : m.moveLog())
        log << QStringLiteral("%1:%2%3").arg(r.seat).arg(r.action.isCover() ? 'c' : 'p').arg(json::cardName(r.action.card));
    parts << QStringLiteral("log [%1]").arg(log.join(QLatin1Char(' ')));
    QStringList money;
    for (Seat s = 0; s < kSeats; ++s)
        money << QString::number(m.balance(s)) + QLatin1Char('/') + m.seatName(s) + QLatin1Char('/') + m.seatKind(s);
    parts << QStringLiteral("balances [%1]").arg(money.join(QLatin1Char(' ')));
    if (const auto &st = m.lastSettlement()) {
        QStringList s;
        for (std::size_t i = 0; i < kSeats; ++i)
            s << QStringLiteral("%1:%2").arg(st->money[i]).arg(st->points[i]);
        parts << QStringLiteral("settled [%1]").arg(s.join(QLatin1Char(' ')));
        QStringList covered;
        for (Seat x = 0; x < kSeats; ++x)
            covered << cardsText(m.coveredAtEnd(x));
        parts << QStringLiteral("revealed [%1]").arg(covered.join(QLatin1String(" | ")));
    }
    return parts.join(QLatin1String("; "));
}

QString tileText(mahjong::Tile t)
{
    return QString::fromStdString(t.toString());
}

QString tilesText(const std::vector<mahjong::Tile> &tiles)
{
    QStringList out;
    for (const mahjong::Tile t : tiles)
        out << tileText(t);
    return out.join(QLatin1Char(','));
}

// What the mahjong window reads of its model, as one line.
QString reading(const ui::MahjongTableModel &m)
{
    QStringList parts;
    parts << QStringLiteral("hand %1 seat %2 gold %3 dice %4+%5 dealer %6 streak %7 wall %8")
                 .arg(m.handNumber()).arg(m.localSeat()).arg(m.hasGold() ? tileText(m.gold()) : QStringLiteral("-")).arg(m.dice()[0]).arg(m.dice()[1])
                 .arg(m.dealer()).arg(m.streak()).arg(m.wallLeft());
    for (int s = 0; s < 4; ++s) {
        const auto &i = m.seat(s);
        QStringList melds;
        for (const auto &x : i.melds)
            melds << QStringLiteral("%1:%2:%3:%4%5").arg(int(x.type)).arg(tilesText(x.tiles)).arg(x.claimed).arg(x.from).arg(x.faceDown ? "d" : "");
        QStringList river;
        for (const auto &d : i.river)
            river << tileText(d.tile) + (d.you ? QStringLiteral("y") : QString());
        parts << QStringLiteral("seat %1 %2 %3 tiles %4 you %5 melds [%6] flowers [%7] river [%8]")
                     .arg(s).arg(i.name).arg(i.balance).arg(i.tiles).arg(i.you).arg(melds.join(QLatin1Char(' ')),
                                                                                   tilesText(i.flowers), river.join(QLatin1Char(',')));
    }
    const auto drawn = m.drawnTile();
    parts << QStringLiteral("own [%1] drawn %2 last %3/%4").arg(tilesText(m.ownTiles())).arg(drawn ? tileText(*drawn) : QStringLiteral("-"))
                 .arg(m.lastDiscard().seat).arg(m.lastDiscard().seat >= 0 ? tileText(m.lastDiscard().tile) : QStringLiteral("-"));
    if (const auto &q = m.question())
        parts << QStringLiteral("asked %1/%2 %3").arg(q->hand).arg(q->step).arg(QString::fromUtf8(QJsonDocument(q->optionsJson).toJson(QJsonDocument::Compact)));
    parts << QStringLiteral("over %1 %2 events %3 matchOver %4")
                 .arg(m.handOver()).arg(QString::fromUtf8(QJsonDocument(m.settlement()).toJson(QJsonDocument::Compact)))
                 .arg(m.eventsSeen()).arg(m.matchOver());
    return parts.join(QLatin1String("; "));
}

// The positions a replay is checked at: every one stepping on, every one stepping back, then
// jumps at random.
QList<int> walk(int n)
{
    QList<int> out;
    for (int i = 1; i <= n; ++i)
        out << i;
    for (int i = n - 1; i >= 1; --i)
        out << i;
    std::mt19937 rng(29);
    for (int k = 0; k < 60; ++k)
        out << int(rng() % unsigned(n)) + 1;
    return out;
}

} // namespace

class TestReplaySources : public QObject
{
    Q_OBJECT
private slots:
    void sevensReplayReadsAsTheLiveTable()
    {
        SessionSettings s;
        s.match.hands = 1;
        s.match.seed = 2929;
        s.names = {QStringLiteral("Mei"), QStringLiteral("Lan"), QString(), QString()};
        s.kinds = {QStringLiteral("person"), QStringLiteral("heuristic"), QStringLiteral("random"), QStringLiteral("heuristic")};
        SevensSession local;
        local.setComputerPause(0);
        SevensModel *model = local.model();
        auto *source = model->source();
        QList<QJsonObject> told;
        QStringList live;
        // Connected after the model: the model has folded each message when it is read.
        connect(source, &SevensSource::message, this, [&](const QJsonObject &m) {
            told << m;
            live << reading(*model);
        });
        bool over = false;
        connect(model, &SevensGame::localTurn, this, [&] {
            QTimer::singleShot(0, this, [&] {
                if (const auto a = model->localHint())
                    model->submitLocal(*a);
            });
        });
        connect(model, &SevensGame::matchFinished, this, [&] { over = true; });
        local.start(s);
        QVERIFY(spinUntil([&] { return over; }, 20000));
        QVERIFY(told.size() > sevens::kTurns + 2);
        QCOMPARE(told.back().value("type").toString(), QStringLiteral("matchOver"));

        std::array<QString, 4> names, kinds;
        for (int i = 0; i < 4; ++i) {
            names[std::size_t(i)] = source->seatName(i);
            kinds[std::size_t(i)] = source->seatKind(i);
        }
        ReplaySevensSource replay(told, 0, names, kinds);
        SevensModel replayed(&replay);
        connect(&replay, &ReplaySevensSource::rewound, &replayed, &SevensModel::reload);
        QVERIFY(!replayed.active());
        int steps = 0;
        for (const int p : walk(int(told.size()))) {
            const bool oneOn = p == replay.position() + 1;
            replay.setPosition(p);
            QCOMPARE(replay.position(), p);
            QCOMPARE(replay.replay().size(), p);
            steps += oneOn;
            QCOMPARE(reading(replayed), live[p - 1]);
        }
        QVERIFY(steps >= int(told.size()));
        replay.setPosition(-5);
        QCOMPARE(replay.position(), 0);
        replay.setPosition(int(told.size()) + 9);
        QCOMPARE(replay.position(), int(told.size()));
        QCOMPARE(replay.submit(QJsonObject {{"play", "7S"}}), QStringLiteral("a replay"));
        QCOMPARE(replay.msLeft(), -1);
        QVERIFY(!replay.dealsNextHand());
        QCOMPARE(replay.seatKind(0), QStringLiteral("person"));
        QCOMPARE(replay.seatName(1), QStringLiteral("Lan"));
    }

    void mahjongReplayReadsAsTheLiveTable()
    {
        MahjongSettings s;
        s.rules.rounds = 1;
        s.names = {QStringLiteral("Mei"), QString(), QString(), QString()};
        s.kinds = {QStringLiteral("person"), QStringLiteral("efficient"), QStringLiteral("random"), QStringLiteral("efficient")};
        s.seed = 2929;
        TableSession table;
        table.setComputerPause(0);
        table.setClaimPause(0);
        LocalMahjongGame game(&table, 0);
        ui::MahjongTableModel liveModel;
        QList<QJsonObject> told;
        QStringList live;
        bool settled = false;
        connect(&game, &MahjongGame::message, this, [&](const QJsonObject &m) {
            liveModel.apply(m);
            told << m;
            live << reading(liveModel);
            const QString type = m.value("type").toString();
            if (type == QLatin1String("settlement"))
                settled = true;
            if (type == QLatin1String("yourTurn"))
                QTimer::singleShot(0, this, [&] { game.submit(game.hint()); });
        });
        table.start(std::make_unique<MahjongModule>(s));
        QVERIFY(spinUntil([&] { return settled; }, 30000));
        QVERIFY(told.size() > 20);
        std::array<QString, 4> names, kinds;
        for (int i = 0; i < 4; ++i) {
            names[std::size_t(i)] = game.seatName(i);
            kinds[std::size_t(i)] = game.seatKind(i);
        }
        table.close();

        ReplayMahjongGame replay(told, 0, names, kinds);
        QCOMPARE(replay.rules().rounds, 1);
        ui::MahjongTableModel replayed;
        // The table widget's two paths: a message folded on, or everything told folded again.
        connect(&replay, &MahjongGame::message, this, [&](const QJsonObject &m) { replayed.apply(m); });
        connect(&replay, &ReplayMahjongGame::rewound, this, [&] {
            replayed.clear();
            for (const QJsonObject &m : replay.replay())
                replayed.apply(m);
        });
        for (const int p : walk(int(told.size()))) {
            replay.setPosition(p);
            QCOMPARE(replay.position(), p);
            QCOMPARE(reading(replayed), live[p - 1]);
        }
        QVERIFY(!replay.submit(QJsonObject {{"action", "pass"}}).isEmpty());
        QCOMPARE(replay.msLeft(), -1);
        QVERIFY(replay.hint().isEmpty());
        QVERIFY(!replay.dealsNextHand());
    }
};

QTEST_MAIN(TestReplaySources)
#include "test_replay_sources.moc"
