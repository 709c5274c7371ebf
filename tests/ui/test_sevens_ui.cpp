// The Sevens table window, offscreen: the 開桌設定 dialog's choices reach the engine's
// rules, a whole hand is played through simulated clicks against computer players, the
// settlement screen shows the engine's numbers, keyboard play and hints, the rules help in
// three languages, the language switch, and --screenshot.

#include "sevens/players.h"
#include "sevens/scoring.h"
#include "session/sevens_save.h"
#include "ui/card_renderer.h"
#include "ui/i18n.h"
#include "ui/main_window.h"
#include "ui/rules_help.h"
#include "ui/screenshot.h"
#include "ui/settlement_dialog.h"
#include "ui/table_settings_dialog.h"
#include "ui/texts.h"

#include <QApplication>
#include <functional>
#include <map>
#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QHeaderView>
#include <QToolButton>
#include <QPointer>
#include <QProgressBar>
#include <QStyle>
#include <QStyleOptionButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace qixing;
using namespace qixing::sevens;
using namespace qixing::ui;
using session::SevensSession;

namespace {
session::SessionSettings tableFor(std::uint64_t seed)
{
    session::SessionSettings s = TableSettingsDialog::defaults();
    s.match.seed = seed;
    s.match.hands = 2;
    return s;
}

// Clicks a card of the person's hand where it is visible (its left strip in the fan).
void clickCard(TableWidget *t, Card c)
{
    const QRectF r = t->handCardRect(c);
    QVERIFY(!r.isNull());
    QTest::mouseClick(t, Qt::LeftButton, Qt::NoModifier, QPoint(int(r.left() + 6), int(r.center().y())));
}
// A window that plays at once: no animation, no computer pause, dialogs without delay.
void quickWindow(MainWindow &w, const QString &savePath, QSize size)
{
    w.setSavePath(savePath);
    w.setAnimationSpeed(AnimationSpeed::Off);
    w.session()->setComputerPause(0);
    w.setImmediateDialogs(true);
    w.resize(size);
    w.show();
}

// Plays the person's turns (seat 0) by the hint until `done`.
bool playByHints(SevensSession *s, const std::function<bool()> &done, int ms = 10000)
{
    return QTest::qWaitFor(
        [&] {
            if (!done() && s->handInProgress() && s->view(0).myTurn())
                s->submitLocal(*s->hint());
            return done();
        },
        ms);
}

// Every visible label, button and list line under `root` has room for its text.
void checkTextFits(QWidget *root, const QString &where)
{
    for (QLabel *l : root->findChildren<QLabel *>()) {
        if (!l->isVisibleTo(root) || l->text().isEmpty() || Qt::mightBeRichText(l->text()) || !l->pixmap().isNull())
            continue;
        if (l->wordWrap()) {
            QVERIFY2(l->heightForWidth(l->width()) <= l->height() + 1,
                     qPrintable(QStringLiteral("%1: wrapped label cut off: %2").arg(where, l->text())));
            continue;
        }
        for (const QString &line : l->text().split(QLatin1Char('\n')))
            QVERIFY2(l->fontMetrics().horizontalAdvance(line) <= l->contentsRect().width() + 1,
                     qPrintable(QStringLiteral("%1: label cut off: %2").arg(where, line)));
    }
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>()) {
        const bool textButton = qobject_cast<QToolButton *>(b) || qobject_cast<QPushButton *>(b) || qobject_cast<QCheckBox *>(b);
        if (!b->isVisibleTo(root) || b->text().isEmpty() || !textButton)
            continue;
        const QString text = QString(b->text()).remove(QLatin1Char('&'));
        int room = b->width() - 8;
        if (qobject_cast<QPushButton *>(b)) {
            // Inside the style's padding (style sheets add their own).
            QStyleOptionButton opt;
            opt.initFrom(b);
            opt.text = b->text();
            room = b->style()->subElementRect(QStyle::SE_PushButtonContents, &opt, b).width();
        }
        QVERIFY2(b->fontMetrics().horizontalAdvance(text) <= room,
                 qPrintable(QStringLiteral("%1: button cut off: %2").arg(where, text)));
    }
    for (QListWidget *list : root->findChildren<QListWidget *>()) {
        if (!list->isVisibleTo(root))
            continue;
        for (int i = 0; i < list->count(); ++i) {
            const QRect r = list->visualItemRect(list->item(i));
            QVERIFY2(r.right() <= list->viewport()->width() + 1,
                     qPrintable(QStringLiteral("%1: list line cut off: %2").arg(where, list->item(i)->text())));
        }
    }
}
} // namespace

class TestSevensUi : public QObject
{
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QixingTest"));
        QCoreApplication::setApplicationName(QStringLiteral("qixing-ui-test"));
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
    }

    void dialogChoicesReachTheEngineRules()
    {
        TableSettingsDialog d;
        d.setSeed(1234);
        d.findChild<QComboBox *>("preset")->setCurrentIndex(1); // biqi
        d.findChild<QCheckBox *>("headTail")->setChecked(true);
        d.findChild<QCheckBox *>("sevenClearSix")->setChecked(false);
        d.findChild<QSpinBox *>("betUnit")->setValue(25);
        d.findChild<QSpinBox *>("hands")->setValue(5);
        auto *penalty = d.findChild<QComboBox *>("penalty");
        penalty->setCurrentIndex(penalty->findData(5));
        auto *limit = d.findChild<QComboBox *>("timeLimit");
        limit->setCurrentIndex(limit->findData(20));
        auto *kind2 = d.findChild<QComboBox *>("kind-2");
        kind2->setCurrentIndex(kind2->findData(QStringLiteral("random")));
        d.findChild<QLineEdit *>("name-0")->setText(QStringLiteral("Ada"));
        // The base is shown live: 30 × 25.
        QVERIFY(d.findChild<QLabel *>("baseLabel")->text().contains(QStringLiteral("750")));
        QVERIFY(d.problem().isEmpty());
        const session::SessionSettings s = d.settings();
        QCOMPARE(s.match.rules.preset, Preset::Biqi);
        QVERIFY(s.match.rules.headTail);
        QVERIFY(!s.match.rules.sevenClearSix);
        QCOMPARE(s.match.rules.betUnit, std::int64_t(25));
        QCOMPARE(s.match.rules.base(), std::int64_t(750));
        QCOMPARE(s.match.hands, 5);
        QCOMPARE(s.match.penaltyBases, 5);
        QCOMPARE(s.turnSeconds, 20);
        QCOMPARE(s.kinds[2], QStringLiteral("random"));
        QCOMPARE(s.names[0], QStringLiteral("Ada"));
        QCOMPARE(s.match.seed, std::uint64_t(1234));
        QVERIFY(s.validate().isEmpty());

        // The engine's table gets exactly these rules.
        MainWindow w;
        w.setSavePath(dir_.filePath(QStringLiteral("a.json")));
        w.startTable(s);
        QVERIFY(w.session()->table().rules() == s.match.rules);
        QCOMPARE(w.session()->table().match().settings().penaltyBases, 5);
        w.session()->close();
    }

    void invalidCombinationsAreExplained()
    {
        TableSettingsDialog d;
        auto *ok = d.findChild<QPushButton *>("okButton");
        auto *error = d.findChild<QLabel *>("error");
        auto *sevenSix = d.findChild<QCheckBox *>("sevenClearSix");
        auto *allCovered = d.findChild<QCheckBox *>("allCovered100");
        auto *bigMidSmall = d.findChild<QCheckBox *>("bigMidSmall");
        sevenSix->setChecked(true);
        // Mainland scoring greys out what belongs to Taiwan scoring: nothing to refuse.
        d.findChild<QComboBox *>("preset")->setCurrentIndex(1); // biqi
        QVERIFY(!sevenSix->isEnabled() && !allCovered->isEnabled() && !bigMidSmall->isEnabled());
        QVERIFY(ok->isEnabled());
        QVERIFY(error->text().isEmpty());
        QVERIFY(!d.settings().match.rules.sevenClearSix);
        QVERIFY(d.settings().validate().isEmpty());
        // Back to Taiwan scoring, the choice is as it was made.
        d.findChild<QComboBox *>("preset")->setCurrentIndex(0);
        QVERIFY(sevenSix->isEnabled() && sevenSix->isChecked());
        QVERIFY(d.settings().match.rules.sevenClearSix);
        // Big, middle and small head replaces the multipliers and the all-covered bonus (S23).
        allCovered->setChecked(true);
        bigMidSmall->setChecked(true);
        QVERIFY(!allCovered->isEnabled() && !sevenSix->isEnabled());
        QVERIFY(ok->isEnabled());
        QVERIFY(d.settings().match.rules.bigMidSmall && !d.settings().match.rules.allCovered100);
        QVERIFY(d.settings().validate().isEmpty());
        bigMidSmall->setChecked(false);
        allCovered->setChecked(false);
        // S42: the starting balance must reach one base.
        d.findChild<QSpinBox *>("betUnit")->setValue(100);
        d.findChild<QSpinBox *>("startingBalance")->setValue(2999);
        QVERIFY(!ok->isEnabled());
        QVERIFY(error->text().contains(QStringLiteral("3,000")));
        d.findChild<QSpinBox *>("startingBalance")->setValue(3000);
        QVERIFY(ok->isEnabled());
        // Two players of one name ("Mei pays Mei 44 bets") are refused.
        d.findChild<QLineEdit *>("name-3")->setText(QStringLiteral("mei"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(error->text().contains(QStringLiteral("Mei")));
        d.findChild<QLineEdit *>("name-3")->setText(QStringLiteral("Ling"));
        QVERIFY(ok->isEnabled());
    }

    void settingsAreRemembered()
    {
        {
            TableSettingsDialog d;
            d.findChild<QSpinBox *>("betUnit")->setValue(7);
            d.findChild<QCheckBox *>("headTail")->setChecked(true);
            d.save();
        }
        TableSettingsDialog again;
        QCOMPARE(again.settings().match.rules.betUnit, std::int64_t(7));
        QVERIFY(again.settings().match.rules.headTail);
        QSettings().remove(QStringLiteral("table"));
    }

    void wholeHandThroughClicks()
    {
        MainWindow w;
        w.setSavePath(dir_.filePath(QStringLiteral("b.json")));
        w.setAnimationSpeed(AnimationSpeed::Off);
        w.session()->setComputerPause(0);
        w.setImmediateDialogs(true);
        w.resize(1024, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.startTable(tableFor(31));
        TableWidget *t = w.tableWidget();
        auto *s = w.session();
        bool triedIllegal = false;
        QElapsedTimer clock;
        clock.start();
        while (!w.settlementDialog()) {
            QVERIFY2(clock.elapsed() < 30000, "the hand did not finish");
            QApplication::processEvents(QEventLoop::AllEvents, 5);
            if (!s->handInProgress() || !s->view(0).myTurn())
                continue;
            const HandView v = s->view(0);
            const int turn = v.turn();
            const CardSet playable = v.playable();
            const CardSet stuck = v.hand() - playable;
            if (!triedIllegal && !playable.empty() && !stuck.empty() && turn > 0) {
                // An illegal click does nothing but explain why.
                clickCard(t, stuck.first());
                QCOMPARE(s->view(0).turn(), turn);
                QVERIFY2(t->bannerText().contains(Texts::cardName(stuck.first())), qPrintable(t->bannerText()));
                triedIllegal = true;
            }
            const Card c = playable.empty() ? v.hand().first() : playable.nth(playable.size() - 1);
            clickCard(t, c);
            QVERIFY2(s->view(0).turn() > turn || !s->handInProgress(), "a click did not move");
        }
        QVERIFY(triedIllegal);
        QCOMPARE(w.moveLog()->count(), kTurns);

        // The settlement screen shows the engine's numbers.
        SettlementDialog *d = w.settlementDialog();
        const Settlement st = settle(s->rules(), HandOutcome::of(s->table().hand()));
        QVERIFY(s->table().lastSettlement().has_value());
        QCOMPARE(s->table().lastSettlement()->money, st.money);
        for (Seat i = 0; i < kSeats; ++i) {
            const auto at = std::size_t(i);
            QCOMPARE(d->findChild<QLabel *>(QStringLiteral("points-%1").arg(i))->text(), QString::number(st.points[at]));
            QCOMPARE(d->findChild<QLabel *>(QStringLiteral("status-%1").arg(i))->text(), Texts::statusName(st.status[at]));
            QCOMPARE(d->findChild<QLabel *>(QStringLiteral("compared-%1").arg(i))->text(),
                     QString::number(st.comparedPoints[at]));
            QCOMPARE(d->findChild<QLabel *>(QStringLiteral("result-%1").arg(i))->text(), Texts::signedAmount(st.results[at]));
            QCOMPARE(d->findChild<QLabel *>(QStringLiteral("money-%1").arg(i))->text(), Texts::signedMoney(st.money[at]));
            QCOMPARE(d->findChild<CardStrip *>(QStringLiteral("covered-%1").arg(i))->cards(), s->table().hand().covered(i));
        }
        for (int k = 0; k < st.transferCount; ++k) {
            const Transfer &tr = st.transfers()[std::size_t(k)];
            auto *l = d->findChild<QLabel *>(QStringLiteral("transfer-%1").arg(k));
            QVERIFY(l);
            QVERIFY(l->text().contains(s->seatName(tr.from)));
            QVERIFY(l->text().contains(Texts::amount(tr.amount)));
        }
        auto *mt = d->findChild<QTableWidget *>(QStringLiteral("matchTable"));
        QVERIFY(mt);
        QCOMPARE(mt->item(0, 0)->text(), Texts::signedMoney(st.money[0]));
        auto *totals = d->findChild<QTableWidget *>(QStringLiteral("matchTotals"));
        QVERIFY(totals);
        QCOMPARE(totals->item(1, 1)->text(), Texts::money(s->table().match().balances()[1]));
        // Next hand.
        d->findChild<QPushButton *>(QStringLiteral("nextButton"))->click();
        QVERIFY(QTest::qWaitFor([&] { return s->handInProgress() && s->table().handNumber() == 1; }, 3000));
        s->close();
    }

    void keyboardPlayAndHint()
    {
        MainWindow w;
        w.setSavePath(QString());
        w.setAnimationSpeed(AnimationSpeed::Off);
        w.session()->setComputerPause(0);
        w.resize(1024, 640);
        w.show();
        w.startTable(tableFor(44));
        auto *s = w.session();
        TableWidget *t = w.tableWidget();
        QVERIFY(QTest::qWaitFor([&] { return s->view(0).myTurn() && s->view(0).turn() > 0; }, 5000));
        const int turn = s->view(0).turn();
        QTest::keyClick(t, Qt::Key_H);
        const auto hint = s->hint();
        QVERIFY(hint.has_value());
        QVERIFY(t->bannerText().contains(Texts::cardName(hint->card)));
        // The hint put the keyboard focus on the suggested card: Enter plays it.
        QTest::keyClick(t, Qt::Key_Return);
        QVERIFY(s->view(0).turn() > turn);
        QVERIFY(s->table().hand().moveAction(turn) == *hint);
        // Arrows move the focus; Up jumps to a playable card.
        QVERIFY(QTest::qWaitFor([&] { return s->view(0).myTurn(); }, 5000));
        const int turn2 = s->view(0).turn();
        QTest::keyClick(t, Qt::Key_Right);
        QTest::keyClick(t, Qt::Key_Left);
        if (!s->view(0).playable().empty())
            QTest::keyClick(t, Qt::Key_Up);
        QTest::keyClick(t, Qt::Key_Enter);
        QVERIFY(s->view(0).turn() > turn2);
        s->close();
    }

    void animatedHandReachesTheSettlement()
    {
        MainWindow w;
        w.setSavePath(QString());
        w.setAnimationSpeed(AnimationSpeed::Fast);
        w.session()->setComputerPause(20);
        w.resize(1024, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.startTable(tableFor(52));
        auto *s = w.session();
        TableWidget *t = w.tableWidget();
        QVERIFY(t->animating()); // the deal
        bool sawFlight = false;
        QElapsedTimer clock;
        clock.start();
        while (!w.settlementDialog()) {
            QVERIFY2(clock.elapsed() < 60000, "the animated hand did not finish");
            QApplication::processEvents(QEventLoop::AllEvents, 5);
            if (s->handInProgress() && s->view(0).myTurn() && !t->animating()) {
                const HandView v = s->view(0);
                const int turn = v.turn();
                clickCard(t, v.playable().empty() ? v.hand().first() : v.playable().first());
                QVERIFY(s->view(0).turn() > turn || !s->handInProgress());
                sawFlight = sawFlight || t->animating();
            }
        }
        QVERIFY(sawFlight);
        s->close();
    }

    void damagedSaveIsReportedByTheWindow()
    {
        const QString path = dir_.filePath(QStringLiteral("damaged.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ this is not a save");
        f.close();
        MainWindow w;
        w.setSavePath(path);
        w.show();
        QVERIFY(!w.resumeMatch());
        QVERIFY(!w.onTablePage());
        auto *box = w.findChild<QMessageBox *>(QStringLiteral("notice"));
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral(".damaged-")));
        QVERIFY(!QFile::exists(path));
        QVERIFY(!w.findChild<QPushButton *>(QStringLiteral("resumeButton"))->isEnabled());
    }

    void resumeThroughTheWindow()
    {
        const QString path = dir_.filePath(QStringLiteral("resume.json"));
        std::vector<Action> moves;
        {
            MainWindow w;
            w.setSavePath(path);
            w.setAnimationSpeed(AnimationSpeed::Off);
            w.session()->setComputerPause(0);
            w.startTable(tableFor(77));
            auto *s = w.session();
            QVERIFY(playByHints(s, [&] { return s->view(0).myTurn() && s->view(0).turn() > 8; }));
            for (int i = 0; i < s->table().hand().turn(); ++i)
                moves.push_back(s->table().hand().moveAction(i));
        } // the window goes away mid-hand, as in a crash: only the autosave is left
        MainWindow w;
        w.setSavePath(path);
        w.show();
        QVERIFY(w.findChild<QPushButton *>(QStringLiteral("resumeButton"))->isEnabled());
        QVERIFY(w.resumeMatch());
        QVERIFY(w.onTablePage());
        QCOMPARE(w.session()->table().hand().turn(), int(moves.size()));
        QCOMPARE(w.moveLog()->count(), int(moves.size()));
        w.session()->close();
    }

    void leavingAsksShowsAndAppliesThePenalty()
    {
        MainWindow w;
        w.setSavePath(dir_.filePath(QStringLiteral("leave.json")));
        w.setAnimationSpeed(AnimationSpeed::Off);
        w.session()->setComputerPause(0);
        w.setImmediateDialogs(true);
        w.show();
        session::SessionSettings st = tableFor(9);
        st.match.penaltyBases = 3;
        w.startTable(st);
        w.leaveTable();
        auto *box = w.findChild<QMessageBox *>(QStringLiteral("leaveBox"));
        QVERIFY(box);
        const std::int64_t penalty = 3 * st.match.rules.base();
        QVERIFY2(box->text().contains(Texts::money(penalty)), qPrintable(box->text()));
        QAbstractButton *leave = nullptr;
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                leave = b;
        QVERIFY(leave);
        leave->click();
        QVERIFY(QTest::qWaitFor([&] { return w.finalDialog() != nullptr; }, 3000));
        const Match &m = w.session()->table().match();
        QCOMPARE(m.leavings().size(), std::size_t(1));
        QCOMPARE(m.leavings()[0].penalty, penalty);
        QVERIFY(m.finished());
        auto *bal = w.finalDialog()->findChild<QLabel *>(QStringLiteral("balance-0"));
        QVERIFY(bal);
        QCOMPARE(bal->text(), Texts::money(m.balances()[0]));
        w.finalDialog()->accept();
        QVERIFY(QTest::qWaitFor([&] { return !w.onTablePage(); }, 3000));
    }

    // --- issue 13: what a new player ran into (starting anew mid-match, the clock behind
    // dialogs, the hint's reason, text that fits, the settlement at 1280 × 800)

    // S43: a new table while a match runs (or is saved unfinished) asks first, says what
    // leaving costs, keeps the match on "Stay" (the default), and charges on "Leave and pay".
    void newTableMidMatchAsksAndCharges()
    {
        const QString path = dir_.filePath(QStringLiteral("newtable.json"));
        MainWindow w;
        quickWindow(w, path, QSize(1280, 800));
        session::SessionSettings st = tableFor(21);
        st.match.hands = 4;
        st.match.penaltyBases = 3;
        w.startTable(st);
        const std::int64_t penalty = 3 * st.match.rules.base();
        const auto askForNewTable = [&w](std::uint64_t seed) -> QMessageBox * {
            if (!QTest::qWaitFor([&w] { return !w.findChild<TableSettingsDialog *>() && !w.findChild<QMessageBox *>(); }, 3000))
                return nullptr;
            w.openNewTableDialog();
            auto *d = w.findChild<TableSettingsDialog *>();
            if (!d)
                return nullptr;
            d->setSeed(seed);
            d->findChild<QPushButton *>(QStringLiteral("okButton"))->click();
            return w.findChild<QMessageBox *>(QStringLiteral("leaveBox"));
        };
        QMessageBox *box = askForNewTable(99);
        QVERIFY(box);
        QVERIFY2(box->text().contains(Texts::money(penalty)), qPrintable(box->text()));
        // Enter keeps the match.
        QCOMPARE(box->buttonRole(box->defaultButton()), QMessageBox::RejectRole);
        box->defaultButton()->click();
        QCOMPARE(w.session()->settings().match.seed, std::uint64_t(21));
        QVERIFY(w.session()->handInProgress());
        QVERIFY(QFile::exists(path));

        box = askForNewTable(99);
        QVERIFY(box);
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                b->click();
        QTRY_VERIFY(w.finalDialog() != nullptr);
        {
            const Match &m = w.session()->table().match();
            QCOMPARE(m.leavings().size(), std::size_t(1));
            QCOMPARE(m.leavings()[0].seat, Seat(0));
            QCOMPARE(m.leavings()[0].penalty, penalty);
        }
        w.finalDialog()->accept();
        // Then the new table opens, and its save replaces the old one.
        QTRY_VERIFY(w.session()->active() && w.session()->settings().match.seed == 99);
        QVERIFY(w.onTablePage());
        QVERIFY(w.session()->table().match().leavings().empty());
        QCOMPARE(session::loadSave(path).game.settings.match.seed, std::uint64_t(99));

        // A match left at the hall is still saved: a new table asks about it too.
        w.session()->close();
        w.showHall();
        QVERIFY(SevensSession::hasSave(path));
        QFile before(path);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray saved = before.readAll();
        before.close();
        box = askForNewTable(100);
        QVERIFY(box);
        const std::int64_t newPenalty = std::int64_t(TableSettingsDialog::defaults().match.penaltyBases) * st.match.rules.base();
        QVERIFY2(box->text().contains(Texts::money(newPenalty)), qPrintable(box->text()));
        box->defaultButton()->click();
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), saved);
        QVERIFY(!w.onTablePage());

        // Hosting or joining puts a running match aside: that asks too, and costs nothing.
        QTRY_VERIFY(!w.findChild<QMessageBox *>());
        QVERIFY(w.resumeMatch());
        bool went = false;
        w.whenFreeTo(false, [&went] { went = true; });
        auto *aside = w.findChild<QMessageBox *>(QStringLiteral("asideBox"));
        QVERIFY(aside);
        QVERIFY(!went);
        QCOMPARE(aside->buttonRole(aside->defaultButton()), QMessageBox::RejectRole);
        for (QAbstractButton *b : aside->buttons())
            if (aside->buttonRole(b) == QMessageBox::AcceptRole)
                b->click();
        QVERIFY(went);
        QVERIFY(w.session()->table().match().leavings().empty()); // nothing charged
        QVERIFY(QFile::exists(path));
        w.session()->close();
    }

    // A local game's clock and computer players wait while a dialog is up.
    void clockStopsBehindADialog()
    {
        MainWindow w;
        w.setSavePath(QString());
        w.setAnimationSpeed(AnimationSpeed::Off);
        w.session()->setComputerPause(0);
        w.show();
        session::SessionSettings st = tableFor(31);
        st.turnSeconds = 2;
        w.startTable(st);
        auto *s = w.session();
        QVERIFY(QTest::qWaitFor([&] { return s->view(0).myTurn(); }, 5000));
        const int turn = s->view(0).turn();
        QVERIFY(s->turnMsLeft() > 0);
        QVERIFY(w.turnClock()->isVisible());
        {
            QMessageBox about(QMessageBox::Information, QStringLiteral("About"), QStringLiteral("…"), QMessageBox::Ok, &w);
            about.open();
            QVERIFY(s->paused());
            const int frozen = s->turnMsLeft();
            QVERIFY(frozen > 0);
            QTest::qWait(2300); // longer than the whole turn
            QCOMPARE(s->turnMsLeft(), frozen);
            QCOMPARE(s->view(0).turn(), turn); // nothing was played for the person
            QVERIFY(w.turnClock()->text().contains(QStringLiteral("paused")));
            about.close();
            QVERIFY(!s->paused());
            // Running again from where it stood: no time gained by the pause.
            const int after = s->turnMsLeft();
            QVERIFY2(after >= 0 && after <= frozen, qPrintable(QStringLiteral("%1 after %2").arg(after).arg(frozen)));
        }
        // The clock runs again: the time limit plays for the person.
        QVERIFY(QTest::qWaitFor([&] { return s->view(0).turn() > turn; }, 5000));

        // A computer player about to move waits too.
        s->setComputerPause(50);
        QVERIFY(QTest::qWaitFor([&] { return s->view(0).myTurn(); }, 5000));
        s->submitLocal(*s->hint());
        if (s->handInProgress()) {
            const int next = s->view(0).turn();
            QDialog rules(&w);
            rules.show();
            QTest::qWait(300);
            QCOMPARE(s->view(0).turn(), next);
            rules.hide();
            QVERIFY(QTest::qWaitFor([&] { return s->view(0).turn() > next; }, 5000));
        }
        s->close();
    }

    // The hint gives the computer player's own reason: seeded hands, every decision of
    // every seat, checked against the scores the heuristic weighed.
    void hintExplainsTheComputersOwnReason()
    {
        HeuristicPlayer h;
        HeuristicPlayer::Weights noBlock;
        noBlock.block = 0;
        const HeuristicPlayer own(noBlock);
        std::map<ChoiceReason, int> seen;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            HandState state(Deal::fromSeed(seed), seed % 2 == 0);
            while (!state.finished()) {
                const Seat seat = state.toMove();
                const HandView v(state, seat);
                const Action a = h.chooseAction(v);
                const ChoiceReason why = explainChoice(v, a);
                ++seen[why];
                const QString text = Texts::hint(a, v);
                QVERIFY(text.contains(Texts::cardName(a.card)));
                // "Fewest points" only when it is so (the issue: said of 10♣ beside A♥ and 2s).
                QCOMPARE(text.contains(QStringLiteral("fewest")), why == ChoiceReason::Cheapest);
                double cheapest = -1e300;
                for (Card x : v.hand())
                    cheapest = std::max(cheapest, own.coverScore(v, x));
                switch (why) {
                case ChoiceReason::OnlyPlay: QCOMPARE(v.playable().size(), 1); break;
                case ChoiceReason::OpensOwn:
                case ChoiceReason::HelpsLeast:
                case ChoiceReason::ClosesSuit: QVERIFY(!a.isCover() && v.playable().size() > 1); break;
                case ChoiceReason::Dead: QVERIFY(a.isCover() && own.coverScore(v, a.card) >= 1000); break;
                case ChoiceReason::Cheapest: QVERIFY(a.isCover() && own.coverScore(v, a.card) == cheapest); break;
                case ChoiceReason::Blocks:
                    // A cheaper cover existed; blocking the others' cards decided.
                    QVERIFY(a.isCover() && own.coverScore(v, a.card) < cheapest);
                    QVERIFY(h.coverScore(v, a.card) > own.coverScore(v, a.card));
                    break;
                }
                QCOMPARE(state.apply(seat, a), MoveError::None);
            }
        }
        for (ChoiceReason r : {ChoiceReason::OnlyPlay, ChoiceReason::OpensOwn, ChoiceReason::HelpsLeast,
                               ChoiceReason::ClosesSuit, ChoiceReason::Dead, ChoiceReason::Blocks, ChoiceReason::Cheapest})
            QVERIFY2(seen[r] > 0, qPrintable(QStringLiteral("reason %1 never came up").arg(int(r))));
    }

    // No text is cut off at 1024 × 640 in any language: every visible label, button and
    // move-log line is measured against its room (the hall, the table, 開桌設定, the
    // settlement).
    void noTextIsCutOffAt1024x640()
    {
        for (const QString &lang : Language::codes()) {
            Language::apply(lang);
            MainWindow w;
            quickWindow(w, QString(), QSize(1024, 640));
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QApplication::processEvents();
            checkTextFits(&w, lang + QStringLiteral(" hall"));
            session::SessionSettings st = tableFor(5);
            st.turnSeconds = 30;
            st.names[1] = QStringLiteral("Maximiliane Wolkenstein");
            w.startTable(st);
            auto *s = w.session();
            QVERIFY(playByHints(s, [&] { return s->view(0).myTurn() && s->view(0).turn() > 8; }));
            QVERIFY(w.logCollapsed()); // narrow: the table gets the room
            w.findChild<QToolButton *>(QStringLiteral("logToggle"))->setChecked(true);
            QApplication::processEvents();
            checkTextFits(&w, lang + QStringLiteral(" table"));
            const QScrollBar *bar = w.moveLog()->horizontalScrollBar();
            QVERIFY(!bar->isVisible());
            {
                TableSettingsDialog d(&w);
                d.show();
                QApplication::processEvents();
                checkTextFits(&d, lang + QStringLiteral(" settings"));
                // The LAN help under an error (the issue: clipped then).
                d.setHostOnLan(true);
                d.findChild<QComboBox *>(QStringLiteral("preset"))->setCurrentIndex(1);
                d.findChild<QSpinBox *>(QStringLiteral("startingBalance"))->setValue(1);
                QVERIFY(d.findChild<QLabel *>(QStringLiteral("error"))->isVisible());
                QApplication::processEvents();
                checkTextFits(&d, lang + QStringLiteral(" settings with an error"));
            }
            QVERIFY(playByHints(s, [&] { return w.settlementDialog() != nullptr; }));
            QApplication::processEvents();
            checkTextFits(w.settlementDialog(), lang + QStringLiteral(" settlement"));
            s->close();
        }
        Language::apply(QStringLiteral("en"));
    }

    // The settlement of a long match fits 1280 × 800 without scrolling: the totals stay in
    // sight under the hands, "Counted" is explained, and no money lies under a scroll bar.
    void settlementFitsAt1280x800()
    {
        MainWindow w;
        quickWindow(w, QString(), QSize(1280, 800));
        session::SessionSettings st = tableFor(61);
        st.match.hands = 12;
        st.match.rules.allCovered100 = true;
        w.startTable(st);
        auto *s = w.session();
        for (int hand = 0; hand < 11; ++hand) {
            QVERIFY(playByHints(s, [&] { return w.settlementDialog() != nullptr && !s->handInProgress(); }));
            if (hand < 10) {
                QPointer<SettlementDialog> d = w.settlementDialog();
                d->accept();
                QTRY_VERIFY(d.isNull() || !d->isVisible());
                QTRY_VERIFY(s->handInProgress());
            }
        }
        SettlementDialog *d = w.settlementDialog();
        d->resize(std::min(d->width(), 1240), 760); // 1280 × 800 less the window frame
        QApplication::processEvents();
        auto *scroll = d->findChild<QScrollArea *>();
        QVERIFY(scroll);
        QVERIFY2(!scroll->verticalScrollBar()->isVisible(), "the settlement scrolls at 1280 × 800");
        auto *hands = d->findChild<QTableWidget *>(QStringLiteral("matchTable"));
        auto *totals = d->findChild<QTableWidget *>(QStringLiteral("matchTotals"));
        QVERIFY(hands && totals);
        QCOMPARE(hands->rowCount(), 11);
        QVERIFY(totals->isVisible());
        QCOMPARE(totals->item(1, 0)->text(), Texts::money(s->balance(0)));
        // The totals lie inside the dialog, and every column inside its table's viewport.
        const QRect inDialog(totals->mapTo(d, QPoint(0, 0)), totals->size());
        QVERIFY(d->rect().contains(inDialog));
        for (QTableWidget *t : {hands, totals}) {
            QVERIFY(!t->horizontalScrollBar()->isVisible());
            const int right = t->horizontalHeader()->sectionViewportPosition(kSeats - 1)
                + t->horizontalHeader()->sectionSize(kSeats - 1);
            QVERIFY(right <= t->viewport()->width());
        }
        QVERIFY(d->findChild<QLabel *>(QStringLiteral("countedNote"))->text().contains(QStringLiteral("100")));
        s->close();
    }

    // The window system adds the program's name to every title: ours says it once, in the
    // reader's language.
    void windowTitleNamesTheProgramOnce()
    {
        for (const QString &lang : Language::codes()) {
            Language::apply(lang);
            MainWindow w;
            const QString app = QApplication::applicationDisplayName();
            QVERIFY(!app.isEmpty());
            QVERIFY2(!w.windowTitle().contains(app), qPrintable(w.windowTitle()));
            QCOMPARE(app == QStringLiteral("Qixing"), lang == QLatin1String("en"));
        }
        Language::apply(QStringLiteral("en"));
    }

    void rulesHelpHasEveryDecisionInThreeLanguages()
    {
        QStringList seen;
        for (const QString &lang : Language::codes()) {
            QCOMPARE(Language::apply(lang), lang);
            const QString html = RulesHelp::html();
            // Seven decisions marked [decided] in the rules: S2, notation, S22, S23, S30, S42, S43.
            const QString marker = RulesHelp::tr("[Our rule]").toHtmlEscaped();
            QCOMPARE(html.count(marker), 7);
            QVERIFY(!seen.contains(html));
            seen << html;
            if (lang != QLatin1String("en"))
                QVERIFY2(!html.contains(QStringLiteral("Opening limit")), qPrintable(lang));
        }
        QVERIFY(seen[1].contains(QStringLiteral("蓋牌")));
        QVERIFY(seen[2].contains(QStringLiteral("扣牌")));
        Language::apply(QStringLiteral("en"));
    }

    void languageMenuSwitchesTheWindow()
    {
        MainWindow w;
        w.setSavePath(QString());
        w.show();
        w.setLanguage(QStringLiteral("en"));
        auto *newButton = w.findChild<QPushButton *>(QStringLiteral("newTableButton"));
        const QString english = newButton->text();
        w.setLanguage(QStringLiteral("zh_TW"));
        const QString tw = newButton->text();
        w.setLanguage(QStringLiteral("zh_CN"));
        const QString cn = newButton->text();
        QVERIFY(english != tw && tw != cn && english != cn);
        QVERIFY(tw.contains(QStringLiteral("開桌")));
        w.setLanguage(QStringLiteral("en"));
        QCOMPARE(newButton->text(), english);
        QSettings().remove(QStringLiteral("ui/language"));
    }

    void cardRendererDrawsAndCaches()
    {
        CardRenderer &r = CardRenderer::shared();
        r.clear();
        const QPixmap a = r.face(Card(Suit::Hearts, 10), QSize(100, 140), 2.0);
        QCOMPARE(a.size(), QSize(200, 280));
        QCOMPARE(a.devicePixelRatio(), 2.0);
        const int n = r.cacheSize();
        r.face(Card(Suit::Hearts, 10), QSize(100, 140), 2.0);
        QCOMPARE(r.cacheSize(), n);
        // Distinct pictures for distinct cards, and for the back.
        const QImage k = r.face(Card(Suit::Spades, 13), QSize(100, 140), 1.0).toImage();
        const QImage q = r.face(Card(Suit::Spades, 12), QSize(100, 140), 1.0).toImage();
        const QImage j = r.face(Card(Suit::Spades, 11), QSize(100, 140), 1.0).toImage();
        const QImage b = r.back(QSize(100, 140), 1.0).toImage();
        QVERIFY(k != q && q != j && k != j && b != k);
        // The red suits are drawn in red: the centre pip of the ace of hearts.
        const QImage ah = r.face(Card(Suit::Hearts, 1), QSize(100, 140), 1.0).toImage();
        const QColor c = ah.pixelColor(50, 70);
        QVERIFY(c.red() > 150 && c.green() < 80);
    }

    void screenshotWritesPng()
    {
        ScreenshotRequest req;
        req.file = dir_.filePath(QStringLiteral("shot.png"));
        req.seed = 3;
        req.language = QStringLiteral("zh_TW");
        req.size = QSize(1024, 640);
        QString error;
        QVERIFY2(renderScreenshot(req, &error), qPrintable(error));
        const QImage img(req.file);
        QCOMPARE(img.size(), QSize(1024, 640));
        Language::apply(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestSevensUi)
#include "test_sevens_ui.moc"
