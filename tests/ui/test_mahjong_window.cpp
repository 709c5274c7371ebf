// SPDX-License-Identifier: GPL-3.0-or-later
// Zhangzhou mahjong in the main window: the hall's mahjong tile opens a table; a hand is
// played there against computer players, its settlement is shown and closing it deals the
// next hand; leaving keeps the match saved and the hall resumes it where it was; a whole match
// ends in the final standings.

#include "ui/mahjong/mahjong_table_screen.h"
#include "ui/mahjong/mahjong_table_widget.h"
#include "ui/shell/hall_screen.h"
#include "ui/shell/main_window.h"
#include "window_screens.h"
#include "ui/shell/screenshot.h"
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/kit/table_side_panel.h"
#include "ui/kit/texts.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QToolButton>
#include <QLabel>
#include <QTableWidget>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace qixing;
using namespace qixing::session;

namespace {
// The window shown at 1280 × 800, its desktop mahjong table without pauses.
bool showAtFullSpeed(ui::MainWindow &w)
{
    w.resize(1280, 800);
    w.show();
    TableSession *table = mahjongOf(w)->tableSession();
    table->setComputerPause(0);
    table->setClaimPause(0);
    return QTest::qWaitForWindowExposed(&w);
}
} // namespace

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
        QVERIFY(showAtFullSpeed(w));
        ui::MahjongTableScreen *screen = mahjongOf(w);
        TableSession *table = screen->tableSession();
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
        emit screen->leaveRequested(); // the side panel's Leave
        QVERIFY(!table->active());
        QVERIFY(screen->hasSave());
        QVERIFY(mahjongOf(w)->resume());
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
        // The resumed match's next settlement lists every hand of the match, not only those
        // played since the resume.
        QTRY_VERIFY_WITH_TIMEOUT(screen->settlementDialog() != nullptr, 30000);
        auto *matchTable = screen->settlementDialog()->findChild<QTableWidget *>(QStringLiteral("matchTable"));
        QVERIFY(matchTable);
        QCOMPARE(matchTable->rowCount(), firstHand + 2);
        // Its total is each seat's balance.
        auto *totals = screen->settlementDialog()->findChild<QTableWidget *>(QStringLiteral("matchTotals"));
        QVERIFY(totals);
        const auto money = [](QTableWidget *t, int row, int col) {
            return t->item(row, col)->text().replace(QChar(0x2212), QLatin1Char('-')).remove(QLatin1Char(',')).toLongLong();
        };
        for (int seat = 0; seat < 4; ++seat) {
            std::int64_t sum = 0;
            for (int row = 0; row < matchTable->rowCount(); ++row)
                sum += money(matchTable, row, seat);
            QCOMPARE(money(totals, 0, seat), sum);
            QCOMPARE(sum, table->module()->balances()[std::size_t(seat)]);
        }
    }

    // Starting a Sevens table while a desktop mahjong match is on puts the mahjong match aside
    // (saved, nothing playing on unseen); resuming it puts the Sevens match aside likewise.
    void switchingGamesPutsTheOtherMatchAside()
    {
        ui::MainWindow w;
        w.setSavePath(QDir::temp().filePath(QStringLiteral("qixing-switch-sevens.json")));
        QFile::remove(QDir::temp().filePath(QStringLiteral("qixing-switch-sevens.json")));
        w.resize(1280, 800);
        w.show();
        ui::MahjongTableScreen *screen = mahjongOf(w);
        TableSession *table = screen->tableSession();
        MahjongSettings s;
        s.kinds = {QStringLiteral("person"), QStringLiteral("efficient"), QStringLiteral("efficient"), QStringLiteral("efficient")};
        s.seed = 9;
        screen->start(s);
        QVERIFY(table->active());
        sevensOf(w)->start(ui::SevensSettingsDialog::defaults());
        QVERIFY((w.currentScreen() == sevensOf(w)));
        QVERIFY(!table->active());
        QVERIFY(screen->hasSave());
        QVERIFY(sevensOf(w)->session()->active());
        QVERIFY(mahjongOf(w)->resume());
        QVERIFY(table->active());
        QVERIFY(!sevensOf(w)->session()->active());
        QVERIFY(SevensSession::hasSave(sevensOf(w)->session()->savePath()));
    }

    // A whole one-圈 match: every settlement closed deals the next hand until the last, whose
    // button leads to the final standings (the balances of the last settlement, summing to
    // zero); closing those returns to the hall with nothing left to resume.
    void wholeMatchEndsInFinalStandings()
    {
        ui::MainWindow w;
        QVERIFY(showAtFullSpeed(w));
        ui::MahjongTableScreen *screen = mahjongOf(w);
        TableSession *table = screen->tableSession();
        MahjongSettings s;
        s.kinds = {QStringLiteral("efficient"), QStringLiteral("efficient"), QStringLiteral("efficient"), QStringLiteral("efficient")};
        s.rules.rounds = 1;
        s.seed = 3;
        screen->start(s);
        int hands = 0;
        QElapsedTimer t;
        t.start();
        while (!screen->finalDialog() && t.elapsed() < 120000) {
            QTRY_VERIFY_WITH_TIMEOUT(screen->settlementDialog() || screen->finalDialog(), 30000);
            if (screen->settlementDialog()) {
                ++hands;
                auto *next = screen->settlementDialog()->findChild<QPushButton *>(QStringLiteral("nextButton"));
                const bool last = table->isMatchFinished();
                QCOMPARE(next->text(), last ? ui::MahjongSettlementDialog::tr("Final standings")
                                            : ui::MahjongSettlementDialog::tr("Next hand"));
                next->click();
                QTRY_VERIFY(!screen->settlementDialog() || screen->finalDialog());
            }
        }
        QVERIFY(screen->finalDialog());
        QVERIFY(hands >= 4); // a 圈: every seat deals at least once (M3)
        // One row per hand in the match table; each seat's balance as the engine has it.
        auto *handTable = screen->finalDialog()->findChild<QTableWidget *>(QStringLiteral("matchTable"));
        QVERIFY(handTable);
        QCOMPARE(handTable->rowCount(), hands);
        std::int64_t sum = 0;
        for (int i = 0; i < 4; ++i) {
            const std::int64_t b = table->module()->balances()[std::size_t(i)];
            sum += b;
            auto *label = screen->finalDialog()->findChild<QLabel *>(QStringLiteral("balance-%1").arg(i));
            QVERIFY(label);
            QCOMPARE(label->text(), ui::Texts::money(b));
        }
        QCOMPARE(sum, std::int64_t(0));
        QSignalSpy ended(screen, &ui::GameScreen::matchOver);
        screen->finalDialog()->accept();
        QCOMPARE(ended.count(), 1);
        QVERIFY(!screen->isVisible());
        QVERIFY(!screen->hasSave());
    }

    // One hint button on the mahjong page, the table's own beside its toggles (the side
    // panel's is hidden); it, the ? key and Game > Hint (Ctrl+H) all point at an answer.
    void oneHintButtonAndItsKeys()
    {
        ui::MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ui::MahjongTableScreen *screen = mahjongOf(w);
        screen->tableSession()->setComputerPause(0);
        screen->tableSession()->setClaimPause(0);
        MahjongSettings s;
        s.names = {QStringLiteral("Mei"), QString(), QString(), QString()};
        s.kinds = {QStringLiteral("person"), QStringLiteral("efficient"), QStringLiteral("efficient"), QStringLiteral("efficient")};
        s.seed = 11;
        screen->start(s);
        ui::MahjongTableWidget *table = screen->table();
        QTRY_VERIFY_WITH_TIMEOUT(table->model().question().has_value(), 20000);
        // Shown as the hall shows a saved match: the page and its menu entries.
        QVERIFY(screen->hasSave());
        QVERIFY(mahjongOf(w)->resume());
        QTRY_VERIFY_WITH_TIMEOUT(table->model().question().has_value(), 20000);
        auto *panelHint = screen->panel()->findChild<QPushButton *>(QStringLiteral("hintButton"));
        QVERIFY(panelHint && panelHint->isHidden());
        auto *tableHint = table->findChild<QToolButton *>(QStringLiteral("hint"));
        QVERIFY(tableHint && tableHint->isVisible() && tableHint->isEnabled());
        QVERIFY(table->hintTarget().isEmpty());
        QTest::mouseClick(tableHint, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!table->hintTarget().isEmpty(), 20000);
        screen->table()->setFocus();
        table->showMessage({}, false);
        QTest::keyClick(table, Qt::Key_Question);
        QTRY_VERIFY_WITH_TIMEOUT(!table->hintPending() && !table->messageText().isEmpty(), 20000);
        QVERIFY(!table->hintTarget().isEmpty());
        QAction *hint = nullptr;
        for (QAction *a : w.findChildren<QAction *>())
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_H))
                hint = a;
        QVERIFY(hint && hint->isEnabled());
        QSignalSpy shown(table, &ui::MahjongTableWidget::hintShown);
        hint->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 20000);
        screen->close();
    }

    // `qixing --screenshot --game mahjong --view table|claim|you|over` renders the window at
    // the size asked, with something on it.
    void screenshotViews()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QSize size(1024, 640);
        for (const QString &view : {QStringLiteral("table"), QStringLiteral("turn"), QStringLiteral("claim"), QStringLiteral("call"),
                                    QStringLiteral("you"), QStringLiteral("win"), QStringLiteral("over")}) {
            ui::ScreenshotRequest r;
            r.file = dir.filePath(view + QStringLiteral(".png"));
            r.game = QStringLiteral("mahjong");
            r.view = view;
            r.size = size;
            r.seed = 7;
            QString error;
            QVERIFY2(ui::renderScreenshot(r, &error), qPrintable(view + ": " + error));
            const QImage image(r.file);
            QCOMPARE(image.size(), size);
            // Not one colour: the felt, the tiles and the side panel are there.
            QSet<QRgb> colours;
            for (int y = 0; y < image.height(); y += 7)
                for (int x = 0; x < image.width(); x += 7)
                    colours.insert(image.pixel(x, y));
            QVERIFY2(colours.size() > 50, qPrintable(view));
        }
        ui::ScreenshotRequest bad;
        bad.file = dir.filePath(QStringLiteral("bad.png"));
        bad.game = QStringLiteral("mahjong");
        bad.view = QStringLiteral("lobby");
        QString error;
        QVERIFY(!ui::renderScreenshot(bad, &error));
        QVERIFY(error.contains(QLatin1String("claim")));
    }
};

QTEST_MAIN(TestMahjongWindow)
#include "test_mahjong_window.moc"
