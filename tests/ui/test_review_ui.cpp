// SPDX-License-Identifier: GPL-3.0-or-later
// The review panel (復盤) in the replay viewer (issue 29): a recorded Sevens hand is reviewed
// on a worker from the panel; its rows are the review's decisions, the costliest first, the
// same as reviewHand's on this thread; a row clicked moves the replay to that decision; the
// review is kept in the store and shown at once when the hand is opened again; Cancel stops a
// review part-way (what was valued is kept, and resumed from); a joined seat's record cannot
// be reviewed.

#include "records/record_store.h"
#include "records/review.h"
#include "ui/records/history_screen.h"
#include "ui/records/records_screenshot.h"
#include "ui/records/replay_screen.h"
#include "ui/records/review_panel.h"

#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace qixing;
using namespace qixing::ui;

class TestReviewUi : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void reviewShownStoredAndCancelled()
    {
        QTemporaryDir dir;
        records::RecordStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("records.sqlite"))).ok);
        QString error;
        const QList<QJsonObject> docs = recordedComputerMatch(QStringLiteral("sevens"), 29, 2,
                                                              {QStringLiteral("Mei"), QString(), QString(), QString()}, &error);
        QVERIFY2(docs.size() == 3, qPrintable(error));
        store.saveHand(docs[0]);
        store.saveHand(docs[1]);
        store.finishMatch(docs[2]);
        store.flush();
        const QString uid = docs[0].value(QLatin1String("match")).toString();
        const QJsonObject expected = records::reviewHand(docs[0], 0);
        const QJsonArray expectedDecisions = expected.value(QLatin1String("decisions")).toArray();
        QVERIFY(expectedDecisions.size() >= 3);

        HistoryScreen w;
        w.setStore(&store);
        w.resize(1280, 800);
        w.show();
        QVERIFY(w.openMatch(uid));
        ReplayScreen *replay = w.replay();
        ReviewPanel *panel = replay->reviewPanel();
        QVERIFY(panel->review().isEmpty());
        QVERIFY(panel->rowDecisions().isEmpty());

        // Reviewed on a worker: the GUI thread goes on (the progress bar shows) meanwhile.
        QSignalSpy finished(panel, &ReviewPanel::reviewFinished);
        panel->findChild<QPushButton *>(QStringLiteral("reviewStart"))->click();
        QVERIFY(panel->running());
        QVERIFY(finished.wait(30000));
        QVERIFY(!panel->running());
        QCOMPARE(panel->review().value(QLatin1String("decisions")).toArray(), expectedDecisions);
        QVERIFY(panel->review().value(QLatin1String("complete")).toBool());

        // The rows: the review's decisions in its order, the costliest first.
        QList<int> want;
        double last = 1e9;
        for (const QJsonValue &v : expectedDecisions) {
            want << v.toObject().value(QLatin1String("decision")).toInt();
            const double cost = v.toObject().value(QLatin1String("cost")).toDouble();
            QVERIFY(cost <= last);
            last = cost;
        }
        QCOMPARE(panel->rowDecisions(), want);
        auto *list = panel->findChild<QTreeWidget *>(QStringLiteral("reviewList"));
        QCOMPARE(list->topLevelItem(0)->text(3), QString::number(expectedDecisions[0].toObject().value(QLatin1String("cost")).toDouble(), 'f', 2));
        // Named in the game's words, not JSON.
        QVERIFY(!list->topLevelItem(0)->text(1).contains(QLatin1Char('{')));

        // A row clicked: the replay goes to where that decision was asked, its options shown.
        QList<int> positions;
        toldInHand(docs[0], 0, nullptr, nullptr, &positions);
        replay->setPosition(0);
        for (int row : {0, int(want.size()) - 1}) {
            QTreeWidgetItem *item = list->topLevelItem(row);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
            QCOMPARE(replay->position(), positions.value(want[row], -1));
            QVERIFY(replay->position() > 0);
            auto *options = panel->findChild<QTreeWidget *>(QStringLiteral("reviewOptions"));
            QCOMPARE(options->topLevelItemCount(),
                     expectedDecisions[row].toObject().value(QLatin1String("options")).toArray().size());
        }

        // Kept in the store, and shown at once when the hand is opened again.
        store.flush();
        QCOMPARE(store.review(uid, 0, 0).value(QLatin1String("decisions")).toArray(), expectedDecisions);
        w.showList();
        QVERIFY(w.openMatch(uid));
        QCOMPARE(panel->rowDecisions(), want);
        QVERIFY(!panel->running());

        // Another seat: its own (no) review.
        replay->showHand(0, 1);
        QVERIFY(panel->rowDecisions().isEmpty());

        // Cancel: the second hand stops after the decision being valued; what was valued is
        // kept, incomplete, and the button resumes it.
        replay->showHand(1, 0);
        QVERIFY(panel->review().isEmpty());
        finished.clear();
        panel->startReview();
        panel->findChild<QPushButton *>(QStringLiteral("reviewCancel"))->click();
        QVERIFY(finished.wait(30000));
        QVERIFY(!panel->running());
        QVERIFY(!panel->review().isEmpty());
        QVERIFY(!panel->review().value(QLatin1String("complete")).toBool(true));
        const int valued = int(panel->review().value(QLatin1String("decisions")).toArray().size());
        QVERIFY(valued < panel->review().value(QLatin1String("decisionsToReview")).toInt());
        store.flush();
        QVERIFY(!store.review(uid, 1, 0).value(QLatin1String("complete")).toBool(true));
        auto *start = panel->findChild<QPushButton *>(QStringLiteral("reviewStart"));
        QVERIFY(start->isEnabled());
        finished.clear();
        start->click();
        QVERIFY(finished.wait(30000));
        QVERIFY(panel->review().value(QLatin1String("complete")).toBool());
        QCOMPARE(panel->review().value(QLatin1String("decisions")).toArray(),
                 records::reviewHand(docs[1], 0).value(QLatin1String("decisions")).toArray());
    }

    void aSeatRecordCannotBeReviewed()
    {
        ReviewPanel panel;
        panel.setHand(QJsonObject {{"format", "qixing-hand"}, {"game", "sevens"}, {"view", 2}}, 2);
        QVERIFY(!panel.findChild<QPushButton *>(QStringLiteral("reviewStart"))->isEnabled());
        panel.startReview();
        QVERIFY(!panel.running());
        QVERIFY(panel.findChild<QLabel *>(QStringLiteral("reviewStatus"))->text().contains(QLatin1String("cannot be reviewed")));
    }
};

QTEST_MAIN(TestReviewUi)
#include "test_review_ui.moc"
