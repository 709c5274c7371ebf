// SPDX-License-Identifier: GPL-3.0-or-later
// A whole match reviewed in the background (records::MatchReview): every hand of the match,
// progress across hands, cancelled between decisions, taken up again with the hands kept in
// the records file skipped, and a job whose owner is destroyed stops and reports nothing.
// The computer's valuation takes a fraction of a second a decision: a quick valuer stands in
// (values by the order of the legal actions), so what is tested is the job, in well under a
// second of valuing.

#include "records/hand_record.h"
#include "records/record_store.h"
#include "records/review.h"
#include "table/game_registry.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <atomic>

using namespace qixing;
using namespace qixing::session;
using namespace qixing::records;

namespace {

constexpr int kHands = 3;

// A Sevens match of kHands hands played by the usual computers, recorded.
QList<QJsonObject> recordedMatch(std::uint64_t seed)
{
    const GameInfo *info = GameRegistry::find(QStringLiteral("sevens"));
    std::array<QString, kTableSeats> names {QStringLiteral("Ann"), QStringLiteral("Bo"), QStringLiteral("Cy"), QStringLiteral("Di")}, kinds;
    kinds.fill(info->defaultComputer);
    const auto m = info->newMatch(withSeats(info->defaultSettings(), names, kinds, seed));
    std::array<std::unique_ptr<ComputerBrain>, kTableSeats> brains;
    for (int s = 0; s < kTableSeats; ++s)
        brains[std::size_t(s)] = m->makeComputer(kinds[std::size_t(s)], seed + std::uint64_t(s));
    HandRecordBuilder builder(MatchInfo {QString(), QStringLiteral("cli"), QString()});
    QList<QJsonObject> hands;
    for (int h = 0; h < kHands; ++h) {
        m->dealNextHand();
        builder.beginHand(*m, kinds);
        while (m->handInProgress()) {
            const int s = m->decision().seats.front();
            const QJsonObject a = brains[std::size_t(s)]->decide(*m, s);
            builder.decision(s, a, 5, int(m->legalActions(s).size()));
            m->apply(s, a);
        }
        hands.append(builder.finishHand(*m));
    }
    return hands;
}

// Values every legal action by its place in the list; counts the decisions valued and, with
// `pause`, takes that long over each (so that a cancel lands mid-hand).
struct QuickValuer
{
    std::shared_ptr<std::atomic<int>> calls = std::make_shared<std::atomic<int>>(0);
    int pauseMs = 0;
    ReviewValuer valuer() const
    {
        return [calls = calls, pause = pauseMs](const GameModule &m, int seat) {
            ++*calls;
            if (pause > 0)
                QThread::msleep(pause);
            std::vector<OptionValue> out;
            const auto legal = m.legalActions(seat);
            if (legal.size() < 2)
                return out;
            for (std::size_t i = 0; i < legal.size(); ++i)
                out.push_back({legal[i], -double(i), {}});
            return out;
        };
    }
};

int toReview(const QJsonObject &hand, int seat)
{
    int n = 0;
    for (const QJsonValue &d : hand.value(QStringLiteral("decisions")).toArray())
        n += d.toObject().value(QStringLiteral("seat")).toInt() == seat && d.toObject().value(QStringLiteral("options")).toInt(2) >= 2;
    return n;
}

MatchReviewSummary summaryOf(const QSignalSpy &finished)
{
    return finished.last().at(0).value<MatchReviewSummary>();
}

} // namespace

class TestMatchReview : public QObject
{
    Q_OBJECT

private slots:
    // Every hand is reviewed, in order, each review complete with every decision of the seat,
    // and progress goes across the hands.
    void reviewsEveryHand()
    {
        const QList<QJsonObject> hands = recordedMatch(11);
        QuickValuer quick;
        MatchReview job;
        QSignalSpy reviewed(&job, &MatchReview::handReviewed), finished(&job, &MatchReview::finished),
            progress(&job, &MatchReview::progress);
        QVERIFY(job.start(hands, 1, {}, quick.valuer()));
        QVERIFY(job.running());
        QVERIFY(!job.start(hands, 2, {}, quick.valuer())); // one at a time
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QVERIFY(!job.running());
        const MatchReviewSummary summary = summaryOf(finished);
        QVERIFY(summary.complete);
        QVERIFY(summary.error.isEmpty());
        QCOMPARE(summary.hands, kHands);
        QCOMPARE(summary.reviewed, kHands);
        QCOMPARE(summary.skipped, 0);
        QCOMPARE(reviewed.size(), kHands);
        int decisions = 0;
        for (int h = 0; h < kHands; ++h) {
            const QJsonObject r = reviewed.at(h).at(0).toJsonObject();
            QCOMPARE(r.value(QStringLiteral("hand")).toInt(), h);
            QCOMPARE(r.value(QStringLiteral("seat")).toInt(), 1);
            QCOMPARE(r.value(QStringLiteral("match")).toString(), hands[h].value(QStringLiteral("match")).toString());
            QVERIFY(r.value(QStringLiteral("complete")).toBool());
            QCOMPARE(r.value(QStringLiteral("decisionsToReview")).toInt(), toReview(hands[h], 1));
            QVERIFY(toReview(hands[h], 1) >= 2);
            decisions += toReview(hands[h], 1);
        }
        QCOMPARE(quick.calls->load(), decisions);
        // Progress named every hand, of kHands, the last one to its end.
        QSet<int> seen;
        for (const QList<QVariant> &p : std::as_const(progress)) {
            seen.insert(p.at(0).toInt());
            QCOMPARE(p.at(1).toInt(), kHands);
        }
        QCOMPARE(seen, (QSet<int> {0, 1, 2}));
        QCOMPARE(progress.last().at(2).toInt(), progress.last().at(3).toInt());
    }

    // Cancelled in the second hand, the job stops there: the first hand's review is kept
    // complete, the second's part-way. Started again from what the records file keeps, it
    // values only what is left (nothing of the first hand, the second's rest) and ends with
    // the reviews an uninterrupted one makes.
    void cancelsAndResumesWithoutRedoing()
    {
        const QList<QJsonObject> hands = recordedMatch(12);
        const QString match = hands.front().value(QStringLiteral("match")).toString();
        QTemporaryDir dir;
        RecordStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("records.sqlite"))).ok);
        for (const QJsonObject &h : hands)
            store.saveHand(h);

        QuickValuer slow;
        slow.pauseMs = 100; // the cancel, queued from the worker's report, lands in this hand
        MatchReview job;
        QSignalSpy finished(&job, &MatchReview::finished);
        connect(&job, &MatchReview::handReviewed, &store, &RecordStore::saveReview);
        connect(&job, &MatchReview::progress, this, [&](int hand, int, int done) {
            if (hand == 1 && done >= 1)
                job.cancel();
        });
        QVERIFY(job.start(hands, 0, {}, slow.valuer()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        const MatchReviewSummary cancelled = summaryOf(finished);
        QVERIFY(!cancelled.complete);
        QCOMPARE(cancelled.reviewed, 1);
        store.flush();
        const QJsonObject first = store.review(match, 0, 0), second = store.review(match, 1, 0);
        QVERIFY(reviewIsComplete(first));
        QVERIFY(!second.isEmpty());
        QVERIFY(!second.value(QStringLiteral("complete")).toBool());
        const int secondKept = int(second.value(QStringLiteral("decisions")).toArray().size());
        QVERIFY(secondKept >= 1 && secondKept < toReview(hands[1], 0));
        QVERIFY(store.review(match, 2, 0).isEmpty());

        // Resumed from the store.
        QHash<int, QJsonObject> kept;
        for (int h = 0; h < kHands; ++h)
            if (const QJsonObject r = store.review(match, h, 0); !r.isEmpty())
                kept.insert(h, r);
        QuickValuer quick;
        MatchReview again;
        QSignalSpy finishedAgain(&again, &MatchReview::finished), progress(&again, &MatchReview::progress);
        connect(&again, &MatchReview::handReviewed, &store, &RecordStore::saveReview);
        QVERIFY(again.start(hands, 0, kept, quick.valuer()));
        QTRY_COMPARE_WITH_TIMEOUT(finishedAgain.size(), 1, 30000);
        const MatchReviewSummary resumed = summaryOf(finishedAgain);
        QVERIFY(resumed.complete);
        QCOMPARE(resumed.skipped, 1);
        QCOMPARE(resumed.reviewed, 2);
        QCOMPARE(quick.calls->load(), toReview(hands[1], 0) - secondKept + toReview(hands[2], 0));
        for (const QList<QVariant> &p : std::as_const(progress))
            QVERIFY(p.at(0).toInt() >= 1); // the first hand is not even opened
        store.flush();
        for (int h = 0; h < kHands; ++h) {
            const QJsonObject r = store.review(match, h, 0);
            QVERIFY(reviewIsComplete(r));
            QCOMPARE(r.value(QStringLiteral("decisions")).toArray(),
                     reviewHand(hands[h], 0, {}, {}, QuickValuer().valuer()).value(QStringLiteral("decisions")).toArray());
        }
    }

    // The window closed mid-review: its job is destroyed, the worker stops after the decision
    // it is valuing, and nothing is reported to the object gone.
    void destroyedStopsTheWorker()
    {
        const QList<QJsonObject> hands = recordedMatch(13);
        QuickValuer slow;
        slow.pauseMs = 30;
        auto *job = new MatchReview;
        QSignalSpy progress(job, &MatchReview::progress);
        QVERIFY(job->start(hands, 0, {}, slow.valuer()));
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 30000);
        delete job;
        QVERIFY(QThreadPool::globalInstance()->waitForDone(30000));
        const int total = toReview(hands[0], 0) + toReview(hands[1], 0) + toReview(hands[2], 0);
        QVERIFY2(slow.calls->load() < total / 2, qPrintable(QString::number(slow.calls->load())));
        QCoreApplication::processEvents(); // a report queued to the job would crash here
    }

    void cleanupTestCase() { QThreadPool::globalInstance()->waitForDone(); }
};

QTEST_GUILESS_MAIN(TestMatchReview)
#include "test_match_review.moc"
