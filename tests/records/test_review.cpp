// SPDX-License-Identifier: GPL-3.0-or-later
// The review (復盤) of a recorded hand: every decision of the seat with a choice, the
// computer's own choices at no cost, the costliest first; cancelled between decisions and
// taken up again; kept in the records file with its hand.

#include "records/hand_record.h"
#include "records/record_store.h"
#include "records/review.h"
#include "table/game_registry.h"

#include <QFutureWatcher>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace qixing;
using namespace qixing::session;
using namespace qixing::records;

namespace {

// Plays one hand of `game` and records it. The seat `reviewer` answers with the review's own
// choice (the first of GameInfo::reviewOptions, the only option where there is one); the
// others are the game's usual computers.
QJsonObject recordedHand(const QString &game, std::uint64_t seed, int reviewer)
{
    const GameInfo *info = GameRegistry::find(game);
    std::array<QString, kTableSeats> names {QStringLiteral("Ann"), QStringLiteral("Bo"), QStringLiteral("Cy"), QStringLiteral("Di")}, kinds;
    kinds.fill(info->defaultComputer);
    const auto m = info->newMatch(withSeats(info->defaultSettings(), names, kinds, seed));
    std::array<std::unique_ptr<ComputerBrain>, kTableSeats> brains;
    for (int s = 0; s < kTableSeats; ++s)
        brains[std::size_t(s)] = m->makeComputer(kinds[std::size_t(s)], seed + std::uint64_t(s));
    HandRecordBuilder builder(MatchInfo {QString(), QStringLiteral("cli"), QString()});
    m->dealNextHand();
    builder.beginHand(*m, kinds);
    while (m->handInProgress()) {
        const int s = m->decision().seats.front();
        const auto legal = m->legalActions(s);
        QJsonObject a;
        if (s == reviewer) {
            const auto options = info->reviewOptions(*m, s);
            a = options.empty() ? legal.front() : options.front().action;
        } else {
            a = brains[std::size_t(s)]->decide(*m, s);
        }
        builder.decision(s, a, 5, int(legal.size()));
        m->apply(s, a);
    }
    return builder.finishHand(*m);
}

QList<QJsonObject> decisionsOf(const QJsonObject &review)
{
    QList<QJsonObject> out;
    for (const QJsonValue &d : review.value(QStringLiteral("decisions")).toArray())
        out.append(d.toObject());
    return out;
}

} // namespace

class TestReview : public QObject
{
    Q_OBJECT

private slots:
    // A hand whose seat 0 played the review's own choices costs nothing anywhere; another
    // seat's (the usual computer's) decisions are reviewed too, costliest first.
    void computersOwnChoicesCostNothing_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("sevens") << QStringLiteral("sevens");
        QTest::newRow("mahjong") << QStringLiteral("mahjong");
    }
    void computersOwnChoicesCostNothing()
    {
        QFETCH(QString, game);
        const QJsonObject hand = recordedHand(game, 8, 0);
        const QJsonObject review = reviewHand(hand, 0);
        QCOMPARE(review.value(QStringLiteral("format")).toString(), QStringLiteral("qixing-review"));
        QVERIFY(review.value(QStringLiteral("complete")).toBool());
        const auto decisions = decisionsOf(review);
        QVERIFY2(decisions.size() >= 2, qPrintable(QString::number(decisions.size())));
        QCOMPARE(decisions.size(), review.value(QStringLiteral("decisionsToReview")).toInt());
        const QJsonArray recorded = hand.value(QStringLiteral("decisions")).toArray();
        for (const QJsonObject &d : decisions) {
            QCOMPARE(d.value(QStringLiteral("cost")).toDouble(), 0.0);
            QCOMPARE(d.value(QStringLiteral("choice")).toObject(), d.value(QStringLiteral("played")).toObject());
            const QJsonObject at = recorded[d.value(QStringLiteral("decision")).toInt()].toObject();
            QCOMPARE(at.value(QStringLiteral("seat")).toInt(), 0);
            QCOMPARE(at.value(QStringLiteral("action")).toObject(), d.value(QStringLiteral("played")).toObject());
            QVERIFY(d.value(QStringLiteral("options")).toArray().size() >= 2);
        }
        // Seat 1 played as the usual computer: its costs sorted, never negative where the choice
        // is the option valued best (Sevens); mahjong values its choice on worlds of its own.
        const auto other = decisionsOf(reviewHand(hand, 1));
        QVERIFY(!other.isEmpty());
        for (int i = 0; i < other.size(); ++i) {
            if (game == QLatin1String("sevens"))
                QVERIFY(other[i].value(QStringLiteral("cost")).toDouble() >= 0);
            if (i > 0)
                QVERIFY(other[i - 1].value(QStringLiteral("cost")).toDouble() >= other[i].value(QStringLiteral("cost")).toDouble());
        }
    }

    // Cancelled after its first decision, a review stops there, incomplete; taken up again it
    // values only the rest and ends as the whole review would.
    void cancelStopsEarlyAndResumes()
    {
        const QJsonObject hand = recordedHand(QStringLiteral("sevens"), 21, -1);
        const ReviewJob job = reviewHandAsync(hand, 0);
        QFutureWatcher<QJsonObject> watcher;
        connect(&watcher, &QFutureWatcher<QJsonObject>::progressValueChanged, this, [&](int done) {
            if (done >= 1)
                job.cancel();
        });
        watcher.setFuture(job.result);
        QTRY_VERIFY_WITH_TIMEOUT(job.result.isFinished(), 20000);
        const QJsonObject partial = job.result.result();
        QVERIFY2(!partial.contains(QStringLiteral("error")), qPrintable(partial.value(QStringLiteral("error")).toString()));
        QVERIFY(!partial.value(QStringLiteral("complete")).toBool());
        const int total = partial.value(QStringLiteral("decisionsToReview")).toInt();
        const auto kept = decisionsOf(partial);
        QVERIFY(total >= 4);
        QVERIFY2(!kept.isEmpty() && kept.size() <= 2, qPrintable(QString::number(kept.size())));

        int valued = 0;
        const QJsonObject resumed = reviewHand(hand, 0, [&](int done, int) { valued = done; return true; }, partial);
        QVERIFY(resumed.value(QStringLiteral("complete")).toBool());
        QCOMPARE(valued, total - int(kept.size()));
        QCOMPARE(decisionsOf(resumed), decisionsOf(reviewHand(hand, 0)));
    }

    // A review is kept with its hand and read back; one of a hand not kept is refused.
    void keptWithTheHand()
    {
        QTemporaryDir dir;
        RecordStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("records.sqlite"))).ok);
        QSignalSpy failed(&store, &RecordStore::writeFailed);
        const QJsonObject hand = recordedHand(QStringLiteral("sevens"), 5, -1);
        store.saveHand(hand);
        const QJsonObject review = reviewHand(hand, 2);
        store.saveReview(review);
        store.flush();
        const QString match = hand.value(QStringLiteral("match")).toString();
        QCOMPARE(store.review(match, 0, 2), review);
        QVERIFY(store.review(match, 0, 1).isEmpty());
        QJsonObject stray = review;
        stray.insert(QStringLiteral("hand"), 7);
        store.saveReview(stray);
        store.flush();
        QTRY_COMPARE(failed.size(), 1);
        QVERIFY(store.review(match, 7, 2).isEmpty());
    }

    // A seat's record (a joined table's) cannot be reviewed: the other hands are not in it.
    void onlyFullRecords()
    {
        QJsonObject hand = recordedHand(QStringLiteral("sevens"), 5, -1);
        hand.insert(QStringLiteral("view"), 2);
        QVERIFY_THROWS_EXCEPTION(RecordError, reviewHand(hand, 2));
    }

    void cleanupTestCase() { QThreadPool::globalInstance()->waitForDone(); }
};

QTEST_GUILESS_MAIN(TestReview)
#include "test_review.moc"
