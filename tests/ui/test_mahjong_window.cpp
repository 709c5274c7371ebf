// Zhangzhou mahjong in the main window: the hall's mahjong tile opens a table; a hand is
// played there against computer players, its settlement is shown and closing it deals the
// next hand; leaving keeps the match saved and the hall resumes it where it was.

#include "ui/mahjong/mahjong_table_screen.h"
#include "ui/mahjong/mahjong_table_widget.h"
#include "ui/hall_screen.h"
#include "ui/main_window.h"

#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace qixing;
using namespace qixing::session;

class TestMahjongWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(LocalMahjongGame::defaultSavePath());
    }

    void handPlayedSettledDealtLeftAndResumed()
    {
        ui::MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ui::MahjongTableScreen *screen = w.mahjongScreen();
        TableSession *table = screen->tableSession();
        table->setComputerPause(0);
        table->setClaimPause(0);
        // The person at seat 0 answers every question with the efficient player's choice.
        connect(table, &TableSession::asked, this, [table](int seat) {
            QTimer::singleShot(0, table, [table, seat] {
                if (!table->isAsked(seat))
                    return;
                const auto brain = table->module()->makeComputer(QStringLiteral("efficient"), 1);
                QCOMPARE(table->submit(seat, brain->decide(*table->module(), seat)), QString());
            });
        });
        MahjongSettings s;
        s.names = {QStringLiteral("Mei"), QString(), QString(), QString()};
        s.kinds = {QStringLiteral("person"), QStringLiteral("efficient"), QStringLiteral("efficient"), QStringLiteral("random")};
        s.rules.rounds = 1;
        s.seed = 7;
        screen->start(s);
        QVERIFY(screen->matchRunning());
        QTRY_VERIFY_WITH_TIMEOUT(screen->settlementDialog() != nullptr, 30000);
        QVERIFY(screen->panel()->logLines() > 10); // discards, claims, the gold …
        const int firstHand = table->module()->handNumber();
        screen->settlementDialog()->accept();
        QTRY_VERIFY(table->module()->handNumber() == firstHand + 1);
        QVERIFY(table->handInProgress());

        // Leave mid-hand: back to the hall, the match saved; the hall resumes it.
        emit screen->leaveClicked();
        QVERIFY(!table->active());
        QVERIFY(screen->hasSave());
        QVERIFY(w.resumeMahjongMatch());
        QVERIFY(table->active());
        QCOMPARE(table->module()->handNumber(), firstHand + 1);
        QVERIFY(screen->table()->model().question() || table->handInProgress());
        // QIXING_GRAB=file.png: a picture of the resumed table page, to look at
        // (QIXING_GRAB_LANG=zh_TW, QIXING_GRAB_SIZE=1024x640 choose the language and size).
        if (const QString file = qEnvironmentVariable("QIXING_GRAB"); !file.isEmpty()) {
            if (qEnvironmentVariableIsSet("QIXING_GRAB_LANG"))
                w.setLanguage(qEnvironmentVariable("QIXING_GRAB_LANG"));
            if (const QStringList wh = qEnvironmentVariable("QIXING_GRAB_SIZE").split(QLatin1Char('x')); wh.size() == 2)
                w.resize(wh[0].toInt(), wh[1].toInt());
            QTest::qWait(1500);
            w.grab().save(file);
        }
    }
};

QTEST_MAIN(TestMahjongWindow)
#include "test_mahjong_window.moc"
