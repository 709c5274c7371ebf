// SPDX-License-Identifier: GPL-3.0-or-later
// The Sevens table window, offscreen: the 開桌設定 dialog's choices reach the engine's
// rules, a whole hand is played through simulated clicks against computer players, the
// settlement screen shows the engine's numbers, keyboard play and hints, the rules help in
// three languages, the language switch, and --screenshot.

#include "sevens/players.h"
#include "sevens/scoring.h"
#include "sevens/sevens_save.h"
#include "ui/cards/card_renderer.h"
#include "ui/shell/hall_screen.h"
#include "ui/kit/i18n.h"
#include "ui/kit/text_scale.h"
#include "ui/shell/main_window.h"
#include "window_screens.h"
#include "ui/shell/preferences_dialog.h"
#include "ui/shell/rules_help.h"
#include "ui/shell/screenshot.h"
#include "ui/sevens/sevens_settlement_dialog.h"
#include "ui/kit/sound.h"
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/kit/texts.h"
#include "ui/sevens/sevens_texts.h"

#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QApplication>
#include <functional>
#include <map>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
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
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace qixing;
using namespace qixing::sevens;
using namespace qixing::ui;
using session::SevensSession;

namespace {
session::SessionSettings tableFor(std::uint64_t seed)
{
    session::SessionSettings s = SevensSettingsDialog::defaults();
    s.match.seed = seed;
    s.match.hands = 2;
    return s;
}

// Clicks a card of the person's hand where it is visible (its left strip in the fan).
void clickCard(SevensTableWidget *t, Card c)
{
    const QRectF r = t->handCardRect(c);
    QVERIFY(!r.isNull());
    QTest::mouseClick(t, Qt::LeftButton, Qt::NoModifier, QPoint(int(r.left() + 6), int(r.center().y())));
}

// WCAG 2 contrast ratio of two opaque colours.
double contrast(const QColor &a, const QColor &b)
{
    const auto lum = [](const QColor &c) {
        const auto ch = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF());
    };
    const double x = lum(a), y = lum(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

// The lightest pixel of `area` (text drawn light on a dark ground).
QColor lightest(const QImage &img, const QRect &area)
{
    QColor best(0, 0, 0);
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c = img.pixelColor(x, y);
            if (c.lightnessF() > best.lightnessF())
                best = c;
        }
    return best;
}

// A table window at `size` with a fresh hand, computer players instant, no animation.
struct OpenTable
{
    MainWindow w;
    explicit OpenTable(QSize size, std::uint64_t seed = 5)
    {
        w.setSavePath(QString());
        w.setAnimationSpeed(AnimationSpeed::Off);
        sevensOf(w)->session()->setComputerPause(0);
        w.resize(size);
        w.show();
        sevensOf(w)->start(tableFor(seed));
    }
    bool waitForMyTurn() { return QTest::qWaitFor([&] { return sevensOf(w)->session()->view(0).myTurn(); }, 5000); }
};
// A window that plays at once: no animation, no computer pause, dialogs without delay.
void quickWindow(MainWindow &w, const QString &savePath, QSize size)
{
    w.setSavePath(savePath);
    w.setAnimationSpeed(AnimationSpeed::Off);
    sevensOf(w)->session()->setComputerPause(0);
    sevensOf(w)->setImmediateDialogs(true);
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
        SevensSettingsDialog d;
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
        // The clock bank (issue 30): offered with a turn limit only, and kept.
        auto *bank = d.findChild<QComboBox *>("bankSeconds");
        QVERIFY(bank->isEnabled());
        bank->setCurrentIndex(bank->findData(20));
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
        QCOMPARE(s.bankSeconds, 20);
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
        sevensOf(w)->start(s);
        QVERIFY(sevensOf(w)->session()->table().rules() == s.match.rules);
        QCOMPARE(sevensOf(w)->session()->table().match().settings().penaltyBases, 5);
        sevensOf(w)->session()->close();
    }

    void invalidCombinationsAreExplained()
    {
        SevensSettingsDialog d;
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
            SevensSettingsDialog d;
            d.findChild<QSpinBox *>("betUnit")->setValue(7);
            d.findChild<QCheckBox *>("headTail")->setChecked(true);
            d.save();
        }
        SevensSettingsDialog again;
        QCOMPARE(again.settings().match.rules.betUnit, std::int64_t(7));
        QVERIFY(again.settings().match.rules.headTail);
        QSettings().remove(QStringLiteral("table"));
    }

    void wholeHandThroughClicks()
    {
        MainWindow w;
        w.setSavePath(dir_.filePath(QStringLiteral("b.json")));
        w.setAnimationSpeed(AnimationSpeed::Off);
        sevensOf(w)->session()->setComputerPause(0);
        sevensOf(w)->setImmediateDialogs(true);
        w.resize(1024, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        sevensOf(w)->start(tableFor(31));
        SevensTableWidget *t = sevensOf(w)->table();
        auto *s = sevensOf(w)->session();
        bool triedIllegal = false;
        QElapsedTimer clock;
        clock.start();
        while (!sevensOf(w)->settlementDialog()) {
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
                QVERIFY2(t->bannerText().contains(SevensTexts::cardName(stuck.first())), qPrintable(t->bannerText()));
                triedIllegal = true;
            }
            const Card c = playable.empty() ? v.hand().first() : playable.nth(playable.size() - 1);
            clickCard(t, c);
            QVERIFY2(s->view(0).turn() > turn || !s->handInProgress(), "a click did not move");
        }
        QVERIFY(triedIllegal);
        QCOMPARE(sevensOf(w)->panel()->moveLog()->count(), kTurns);

        // The settlement screen shows the engine's numbers.
        SevensSettlementDialog *d = sevensOf(w)->settlementDialog();
        const Settlement st = settle(s->model()->rules(), HandOutcome::of(s->table().hand()));
        QVERIFY(s->table().lastSettlement().has_value());
        QCOMPARE(s->table().lastSettlement()->money, st.money);
        for (Seat i = 0; i < kSeats; ++i) {
            const auto at = std::size_t(i);
            QCOMPARE(d->findChild<QLabel *>(QStringLiteral("points-%1").arg(i))->text(), QString::number(st.points[at]));
            QCOMPARE(d->findChild<QLabel *>(QStringLiteral("status-%1").arg(i))->text(), SevensTexts::statusName(st.status[at]));
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
            QVERIFY(l->text().contains(s->model()->seatName(tr.from)));
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
        sevensOf(w)->session()->setComputerPause(0);
        w.resize(1024, 640);
        w.show();
        sevensOf(w)->start(tableFor(44));
        auto *s = sevensOf(w)->session();
        SevensTableWidget *t = sevensOf(w)->table();
        QVERIFY(QTest::qWaitFor([&] { return s->view(0).myTurn() && s->view(0).turn() > 0; }, 5000));
        const int turn = s->view(0).turn();
        QTest::keyClick(t, Qt::Key_H);
        QTRY_VERIFY(!t->analysis().empty()); // worked out on a worker thread
        // The hint is the expert's analysis (issue 12): every legal card with its estimate in
        // 注, the best first and marked, the same figures when asked again.
        const HandView v = s->view(0);
        const auto &analysis = t->analysis();
        const CardSet legal = v.playable().empty() ? v.hand() : v.playable();
        QCOMPARE(int(analysis.size()), legal.size());
        for (const auto &e : analysis) {
            QVERIFY(legal.contains(e.action.card));
            QCOMPARE(e.action.isCover(), v.playable().empty());
        }
        const auto again = SevensTableWidget::analyse(v, s->model()->rules());
        QCOMPARE(again.size(), analysis.size());
        for (std::size_t i = 0; i < again.size(); ++i) {
            QVERIFY(again[i].action == analysis[i].action);
            QCOMPARE(again[i].mean, analysis[i].mean);
        }
        const std::optional<Action> hint = analysis.front().action;
        QVERIFY(t->bannerText().contains(SevensTexts::cardName(hint->card)));
        if (analysis.size() > 1)
            QVERIFY(t->bannerText().contains(Texts::signedEstimate(analysis.front().mean)));
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
        sevensOf(w)->session()->setComputerPause(20);
        w.resize(1024, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        sevensOf(w)->start(tableFor(52));
        auto *s = sevensOf(w)->session();
        SevensTableWidget *t = sevensOf(w)->table();
        QVERIFY(t->animating()); // the deal
        bool sawFlight = false;
        QElapsedTimer clock;
        clock.start();
        while (!sevensOf(w)->settlementDialog()) {
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
        QVERIFY(!sevensOf(w)->resume());
        QVERIFY(!(w.currentScreen() == sevensOf(w)));
        auto *box = w.findChild<QMessageBox *>(QStringLiteral("notice"));
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral(".damaged-")));
        QVERIFY(!QFile::exists(path));
        QVERIFY(!w.findChild<QPushButton *>(QStringLiteral("sevens-resumeButton"))->isEnabled());
    }

    void resumeThroughTheWindow()
    {
        const QString path = dir_.filePath(QStringLiteral("resume.json"));
        std::vector<Action> moves;
        {
            MainWindow w;
            w.setSavePath(path);
            w.setAnimationSpeed(AnimationSpeed::Off);
            sevensOf(w)->session()->setComputerPause(0);
            sevensOf(w)->start(tableFor(77));
            auto *s = sevensOf(w)->session();
            QVERIFY(playByHints(s, [&] { return s->view(0).myTurn() && s->view(0).turn() > 8; }));
            for (int i = 0; i < s->table().hand().turn(); ++i)
                moves.push_back(s->table().hand().moveAction(i));
        } // the window goes away mid-hand, as in a crash: only the autosave is left
        MainWindow w;
        w.setSavePath(path);
        w.show();
        QVERIFY(w.findChild<QPushButton *>(QStringLiteral("sevens-resumeButton"))->isEnabled());
        QVERIFY(sevensOf(w)->resume());
        QVERIFY((w.currentScreen() == sevensOf(w)));
        QCOMPARE(sevensOf(w)->session()->table().hand().turn(), int(moves.size()));
        QCOMPARE(sevensOf(w)->panel()->moveLog()->count(), int(moves.size()));
        sevensOf(w)->session()->close();
    }

    void leavingAsksShowsAndAppliesThePenalty()
    {
        MainWindow w;
        w.setSavePath(dir_.filePath(QStringLiteral("leave.json")));
        w.setAnimationSpeed(AnimationSpeed::Off);
        sevensOf(w)->session()->setComputerPause(0);
        sevensOf(w)->setImmediateDialogs(true);
        w.show();
        session::SessionSettings st = tableFor(9);
        st.match.penaltyBases = 3;
        sevensOf(w)->start(st);
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
        QVERIFY(QTest::qWaitFor([&] { return sevensOf(w)->finalDialog() != nullptr; }, 3000));
        const Match &m = sevensOf(w)->session()->table().match();
        QCOMPARE(m.leavings().size(), std::size_t(1));
        QCOMPARE(m.leavings()[0].penalty, penalty);
        QVERIFY(m.finished());
        auto *bal = sevensOf(w)->finalDialog()->findChild<QLabel *>(QStringLiteral("balance-0"));
        QVERIFY(bal);
        QCOMPARE(bal->text(), Texts::money(m.balances()[0]));
        sevensOf(w)->finalDialog()->accept();
        QVERIFY(QTest::qWaitFor([&] { return !(w.currentScreen() == sevensOf(w)); }, 3000));
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
        sevensOf(w)->start(st);
        const std::int64_t penalty = 3 * st.match.rules.base();
        const auto askForNewTable = [&w](std::uint64_t seed) -> QMessageBox * {
            if (!QTest::qWaitFor([&w] { return !w.findChild<SevensSettingsDialog *>() && !w.findChild<QMessageBox *>(); }, 3000))
                return nullptr;
            w.openNewTableDialog();
            auto *d = w.findChild<SevensSettingsDialog *>();
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
        QCOMPARE(sevensOf(w)->session()->settings().match.seed, std::uint64_t(21));
        QVERIFY(sevensOf(w)->session()->handInProgress());
        QVERIFY(QFile::exists(path));

        box = askForNewTable(99);
        QVERIFY(box);
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                b->click();
        QTRY_VERIFY(sevensOf(w)->finalDialog() != nullptr);
        {
            const Match &m = sevensOf(w)->session()->table().match();
            QCOMPARE(m.leavings().size(), std::size_t(1));
            QCOMPARE(m.leavings()[0].seat, Seat(0));
            QCOMPARE(m.leavings()[0].penalty, penalty);
        }
        sevensOf(w)->finalDialog()->accept();
        // Then the new table opens, and its save replaces the old one.
        QTRY_VERIFY(sevensOf(w)->session()->active() && sevensOf(w)->session()->settings().match.seed == 99);
        QVERIFY((w.currentScreen() == sevensOf(w)));
        QVERIFY(sevensOf(w)->session()->table().match().leavings().empty());
        QCOMPARE(session::loadSave(path).game.settings.match.seed, std::uint64_t(99));

        // A match left at the hall is still saved: a new table asks about it too.
        sevensOf(w)->session()->close();
        w.showHall();
        QVERIFY(SevensSession::hasSave(path));
        QFile before(path);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray saved = before.readAll();
        before.close();
        box = askForNewTable(100);
        QVERIFY(box);
        const std::int64_t newPenalty = std::int64_t(SevensSettingsDialog::defaults().match.penaltyBases) * st.match.rules.base();
        QVERIFY2(box->text().contains(Texts::money(newPenalty)), qPrintable(box->text()));
        box->defaultButton()->click();
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), saved);
        QVERIFY(!(w.currentScreen() == sevensOf(w)));

        // Hosting or joining puts a running match aside: that asks too, and costs nothing.
        QTRY_VERIFY(!w.findChild<QMessageBox *>());
        QVERIFY(sevensOf(w)->resume());
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
        QVERIFY(sevensOf(w)->session()->table().match().leavings().empty()); // nothing charged
        QVERIFY(QFile::exists(path));
        sevensOf(w)->session()->close();
    }

    // A local game's clock and computer players wait while a dialog is up.
    void clockStopsBehindADialog()
    {
        MainWindow w;
        w.setSavePath(QString());
        w.setAnimationSpeed(AnimationSpeed::Off);
        sevensOf(w)->session()->setComputerPause(0);
        w.show();
        session::SessionSettings st = tableFor(31);
        st.turnSeconds = 2;
        sevensOf(w)->start(st);
        auto *s = sevensOf(w)->session();
        QVERIFY(QTest::qWaitFor([&] { return s->view(0).myTurn(); }, 5000));
        const int turn = s->view(0).turn();
        QVERIFY(s->turnMsLeft() > 0);
        QVERIFY(sevensOf(w)->panel()->turnClock()->isVisible());
        {
            QMessageBox about(QMessageBox::Information, QStringLiteral("About"), QStringLiteral("…"), QMessageBox::Ok, &w);
            about.open();
            QVERIFY(s->paused());
            const int frozen = s->turnMsLeft();
            QVERIFY(frozen > 0);
            QTest::qWait(2300); // longer than the whole turn
            QCOMPARE(s->turnMsLeft(), frozen);
            QCOMPARE(s->view(0).turn(), turn); // nothing was played for the person
            QVERIFY(sevensOf(w)->panel()->turnClock()->text().contains(QStringLiteral("paused")));
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
                const QString text = SevensTexts::hint(a, v);
                QVERIFY(text.contains(SevensTexts::cardName(a.card)));
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
            sevensOf(w)->start(st);
            auto *s = sevensOf(w)->session();
            QVERIFY(playByHints(s, [&] { return s->view(0).myTurn() && s->view(0).turn() > 8; }));
            QVERIFY(sevensOf(w)->panel()->logCollapsed()); // narrow: the table gets the room
            w.findChild<QToolButton *>(QStringLiteral("logToggle"))->setChecked(true);
            QApplication::processEvents();
            checkTextFits(&w, lang + QStringLiteral(" table"));
            const QScrollBar *bar = sevensOf(w)->panel()->moveLog()->horizontalScrollBar();
            QVERIFY(!bar->isVisible());
            {
                SevensSettingsDialog d(&w);
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
            QVERIFY(playByHints(s, [&] { return sevensOf(w)->settlementDialog() != nullptr; }));
            QApplication::processEvents();
            checkTextFits(sevensOf(w)->settlementDialog(), lang + QStringLiteral(" settlement"));
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
        sevensOf(w)->start(st);
        auto *s = sevensOf(w)->session();
        for (int hand = 0; hand < 11; ++hand) {
            QVERIFY(playByHints(s, [&] { return sevensOf(w)->settlementDialog() != nullptr && !s->handInProgress(); }));
            if (hand < 10) {
                QPointer<SevensSettlementDialog> d = sevensOf(w)->settlementDialog();
                d->accept();
                QTRY_VERIFY(d.isNull() || !d->isVisible());
                QTRY_VERIFY(s->handInProgress());
            }
        }
        SevensSettlementDialog *d = sevensOf(w)->settlementDialog();
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
        QCOMPARE(totals->item(1, 0)->text(), Texts::money(s->model()->balance(0)));
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
            QCOMPARE(w.windowTitle(), app); // the hall: the window system adds it no second time
            QCOMPARE(app == QStringLiteral("Qixing"), lang == QLatin1String("en"));
        }
        Language::apply(QStringLiteral("en"));
    }

    void rulesHelpHasEveryDecisionInThreeLanguages()
    {
        QStringList seen;
        for (const QString &lang : Language::codes()) {
            QCOMPARE(Language::apply(lang), lang);
            const QString html = RulesHelp::html(QStringLiteral("sevens"));
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
        auto *newButton = w.findChild<QPushButton *>(QStringLiteral("sevens-newTableButton"));
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
    // --- issue 13: the table's layout, card faces, decks, accessibility, sound ---------

    void handAndRowsUseTheSpace()
    {
        for (const QSize size : {QSize(1024, 640), QSize(1920, 1080)}) {
            OpenTable o(size);
            SevensTableWidget *t = sevensOf(o.w)->table();
            QVERIFY(QTest::qWaitFor([&] { return sevensOf(o.w)->session()->handInProgress(); }, 3000));
            QApplication::processEvents();
            const CardSet hand = sevensOf(o.w)->session()->view(0).hand();
            QVERIFY(hand.size() >= 12);
            std::vector<QRectF> rects;
            for (Card c : hand)
                rects.push_back(t->handCardRect(c));
            const qreal cw = rects.front().width();
            // Every card of the fan shows at least half its face, and a usable width of it.
            for (std::size_t i = 0; i + 1 < rects.size(); ++i) {
                const qreal visible = rects[i + 1].left() - rects[i].left();
                QVERIFY2(visible >= 0.5 * cw && visible >= 45,
                         qPrintable(QStringLiteral("%1: %2 px of a %3 px card").arg(size.width()).arg(visible).arg(cw)));
            }
            // The hand spans the table instead of bunching in the middle, and is a fifth of its height.
            QVERIFY2(rects.back().right() - rects.front().left() >= 0.8 * t->width(),
                     qPrintable(QStringLiteral("hand %1 px of %2").arg(rects.back().right() - rects.front().left()).arg(t->width())));
            QVERIFY(rects.front().height() >= 0.2 * t->height());
            QVERIFY(rects.front().bottom() <= t->height() && rects.front().left() >= 0 && rects.back().right() <= t->width());
            // The rows fit between the side columns, above the hand, with cards big enough to read.
            const QRectF board = t->boardRect();
            QVERIFY(t->rect().contains(board.toAlignedRect()));
            for (int pos : {1, 3, 0})
                QVERIFY2(!board.intersects(t->plaqueRect(pos)), qPrintable(QString::number(pos)));
            QVERIFY(!board.intersects(t->myCoveredRect()));
            QVERIFY(board.bottom() < rects.front().top() - 0.16 * rects.front().height());
            const QRectF slot = t->boardSlotRect(Card(Suit::Hearts, 1));
            const QRectF next = t->boardSlotRect(Card(Suit::Hearts, 2));
            QVERIFY2(slot.width() >= (size.width() >= 1920 ? 70 : 40), qPrintable(QString::number(slot.width())));
            QVERIFY(next.left() - slot.left() >= 0.7 * slot.width()); // a row's index corners stay in sight
            QVERIFY(board.contains(t->boardSlotRect(Card(Suit::Clubs, 13))));
            // The board uses the width or the height it has: it is not a small island.
            QVERIFY(board.width() >= 0.5 * t->width() || board.height() >= 0.4 * t->height());
            sevensOf(o.w)->session()->close();
        }
    }

    void cardFacesKeepPipsAndFramesClearOfTheIndices()
    {
        for (const QSizeF size : {QSizeF(60, 84), QSizeF(100, 140), QSizeF(240, 336)}) {
            const QRectF card(QPointF(0, 0), size);
            const FaceGeometry g = CardRenderer::faceGeometry(card);
            const qreal gap = size.width() * 0.02;
            const QRectF corners[] = {g.topCorner().adjusted(-gap, -gap, gap, gap), g.bottomCorner(card).adjusted(-gap, -gap, gap, gap)};
            for (int rank = 1; rank <= 10; ++rank)
                for (const QRectF &pip : g.pips(rank, card))
                    for (const QRectF &corner : corners)
                        QVERIFY2(!pip.intersects(corner), qPrintable(QStringLiteral("rank %1 at %2 px").arg(rank).arg(size.width())));
            for (const QRectF &corner : corners)
                QVERIFY(!g.courtFrame.intersects(corner));
            QVERIFY(card.contains(g.courtFrame) && card.contains(corners[0]) && card.contains(corners[1]));
        }
        // No dark seam across a court figure: along the frame's middle only the frame's and the
        // robe's side outlines are ink.
        CardRenderer &r = CardRenderer::shared();
        r.clear();
        const QRectF card(0, 0, 100, 140);
        const QRectF frame = CardRenderer::faceGeometry(card).courtFrame;
        for (const int rank : {11, 12, 13}) {
            const QImage img = r.face(Card(Suit::Clubs, rank), QSize(100, 140), 1.0).toImage();
            int ink = 0;
            for (int x = int(frame.left()); x <= int(frame.right()); ++x) {
                const QColor c = img.pixelColor(x, int(frame.center().y()));
                if (c.red() < 60 && c.green() < 60 && c.blue() < 70)
                    ++ink;
            }
            QVERIFY2(ink <= 10, qPrintable(QStringLiteral("%1 ink pixels across rank %2").arg(ink).arg(rank)));
        }
        // Four colours: diamonds blue and clubs green, the others as before.
        r.setFourColour(true);
        QVERIFY(CardRenderer::suitColor(Suit::Diamonds).blue() > 150 && CardRenderer::suitColor(Suit::Diamonds).red() < 80);
        QVERIFY(CardRenderer::suitColor(Suit::Clubs).green() > 100 && CardRenderer::suitColor(Suit::Clubs).red() < 80);
        const QColor ad = r.face(Card(Suit::Diamonds, 1), QSize(100, 140), 1.0).toImage().pixelColor(50, 70);
        QVERIFY(ad.blue() > 150 && ad.red() < 80);
        r.setFourColour(false);
        const QColor ad2 = r.face(Card(Suit::Diamonds, 1), QSize(100, 140), 1.0).toImage().pixelColor(50, 70);
        QVERIFY(ad2.red() > 150 && ad2.blue() < 80);
    }

    void unplayableCardsKeepTheirFaces()
    {
        OpenTable o(QSize(1280, 800), 44);
        SevensTableWidget *t = sevensOf(o.w)->table();
        auto *s = sevensOf(o.w)->session();
        // Play on (the hint's choice) to a turn with cards that fit and cards that do not.
        for (;;) {
            QVERIFY(QTest::qWaitFor([&] { return !s->handInProgress() || s->view(0).myTurn(); }, 5000));
            QVERIFY2(s->handInProgress(), "no turn with both kinds of card");
            const HandView v = s->view(0);
            if (v.turn() > 0 && !v.playable().empty() && !(v.hand() - v.playable()).empty())
                break;
            s->submitLocal(*s->hint());
        }
        QApplication::processEvents();
        const CardSet stuck = s->view(0).hand() - s->view(0).playable();
        const QImage shot = t->grab().toImage();
        const Card c = stuck.first();
        const QRectF r = t->handCardRect(c);
        const QImage face = CardRenderer::shared().face(c, r.size().toSize(), shot.devicePixelRatio()).toImage();
        // The index corner reads exactly as the card's own picture: no grey veil.
        const QPoint at(int(r.width() * 0.1), int(r.height() * 0.1));
        const QColor onTable = shot.pixelColor(int(std::round(r.left())) + at.x(), int(std::round(r.top())) + at.y());
        const QColor own = face.pixelColor(at);
        QVERIFY2(std::abs(onTable.red() - own.red()) <= 3 && std::abs(onTable.green() - own.green()) <= 3
                     && std::abs(onTable.blue() - own.blue()) <= 3,
                 qPrintable(QStringLiteral("%1 vs %2").arg(onTable.name(), own.name())));
        s->close();
    }

    void kdeDecksAreFoundAndOursIsTheFallback()
    {
        QTemporaryDir data;
        const QString deckDir = data.filePath(QStringLiteral("carddecks/svg-test"));
        QVERIFY(QDir().mkpath(deckDir));
        QVERIFY(QDir().mkpath(data.filePath(QStringLiteral("carddecks/svg-nodesktop"))));
        // `named`: the SVG= of index.desktop. KDE's source trees (what the Windows and macOS
        // packages carry) name a .svgz and ship the .svg their build would compress.
        const auto writeDeck = [&](bool complete, const QString &dir = {}, const QString &named = QStringLiteral("test.svg")) {
            const QString at = dir.isEmpty() ? deckDir : dir;
            QVERIFY(QDir().mkpath(at));
            QFile d(at + QStringLiteral("/index.desktop"));
            QVERIFY(d.open(QIODevice::WriteOnly));
            d.write("[KDE Backdeck]\nName=Test Deck\nName[zh_TW]=\xe6\xb8\xac\xe8\xa9\xa6\nSVG=" + named.toUtf8() + "\n");
            d.close();
            // One green card-sized rectangle per element; the back blue.
            QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"5000\" height=\"100\">");
            int x = 0;
            for (int suit = 0; suit < kSuits; ++suit)
                for (int rank = 1; rank <= kRanks; ++rank) {
                    if (!complete && suit == 3 && rank == 13)
                        continue;
                    svg += QStringLiteral("<rect id=\"%1\" x=\"%2\" y=\"0\" width=\"50\" height=\"70\" fill=\"#00c000\"/>")
                               .arg(CardRenderer::kdeElementId(Card(Suit(suit), rank)))
                               .arg(x);
                    x += 60;
                }
            svg += QStringLiteral("<rect id=\"back\" x=\"%1\" y=\"0\" width=\"50\" height=\"70\" fill=\"#0000c0\"/></svg>").arg(x);
            QFile f(at + QStringLiteral("/test.svg"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(svg.toUtf8());
        };
        writeDeck(true);
        const QStringList dirs {data.path()};
        const QList<CardDeck> decks = CardRenderer::decks(dirs);
        QCOMPARE(decks.size(), 2); // ours, then the test deck (the folder without index.desktop is no deck)
        QCOMPARE(decks[0].id, CardRenderer::ownDeckId());
        QCOMPARE(decks[1].id, QStringLiteral("svg-test"));
        QCOMPARE(decks[1].name, QStringLiteral("Test Deck"));
        CardRenderer &r = CardRenderer::shared();
        QVERIFY(r.setDeck(QStringLiteral("svg-test"), dirs));
        QCOMPARE(r.deckId(), QStringLiteral("svg-test"));
        // Drawn from the SVG element, through the cache per size and pixel ratio.
        const QImage big = r.face(Card(Suit::Hearts, 5), QSize(100, 140), 2.0).toImage();
        QCOMPARE(big.size(), QSize(200, 280));
        QCOMPARE(big.pixelColor(100, 140), QColor(0, 0xc0, 0));
        QCOMPARE(r.back(QSize(100, 140), 1.0).toImage().pixelColor(50, 70), QColor(0, 0, 0xc0));
        // Small cards keep our compact face, whose paper is not green.
        QVERIFY(r.face(Card(Suit::Hearts, 5), QSize(40, 56), 1.0).toImage().pixelColor(20, 50).green() > 200);
        QVERIFY(r.face(Card(Suit::Hearts, 5), QSize(40, 56), 1.0).toImage().pixelColor(20, 50).red() > 200);
        // A missing deck, or one without every card, leaves our own.
        QVERIFY(!r.setDeck(QStringLiteral("svg-absent"), dirs));
        QCOMPARE(r.deckId(), CardRenderer::ownDeckId());
        writeDeck(false);
        QVERIFY(!r.setDeck(QStringLiteral("svg-test"), dirs));
        QCOMPARE(r.deckId(), CardRenderer::ownDeckId());
        QCOMPARE(CardRenderer::decks(QStringList()).size(), 1);
        // The decks of the system (Debian's kdegames-card-data-kf5) through QStandardPaths.
        if (!QFile::exists(QStringLiteral("/usr/share/carddecks/svg-standard/index.desktop")))
            QSKIP("kdegames-card-data-kf5 is not installed");
        bool standard = false;
        for (const CardDeck &d : CardRenderer::decks())
            standard = standard || d.id == QLatin1String("svg-standard");
        QVERIFY(standard);
        QVERIFY(r.setDeck(QStringLiteral("svg-standard")));
        QVERIFY(r.setDeck(CardRenderer::ownDeckId()));
    }

    // A deck as the Windows and macOS packages carry it from KDE's source tree: index.desktop
    // names dondorf.svgz, the folder has dondorf.svg. It is offered and drawn; one whose SVG
    // is missing under both names is not.
    void aDeckNamingSvgzThatShipsSvgIsOfferedAndDrawn()
    {
        QTemporaryDir data;
        const QString kde = data.filePath(QStringLiteral("carddecks/svg-kdesource"));
        QVERIFY(QDir().mkpath(kde));
        QFile d(kde + QStringLiteral("/index.desktop"));
        QVERIFY(d.open(QIODevice::WriteOnly));
        d.write("[KDE Backdeck]\nName=Source Deck\nPreview=11.png\nSVG=source.svgz\n");
        d.close();
        QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"5000\" height=\"100\">");
        int x = 0;
        for (int suit = 0; suit < kSuits; ++suit)
            for (int rank = 1; rank <= kRanks; ++rank, x += 60)
                svg += QStringLiteral("<rect id=\"%1\" x=\"%2\" y=\"0\" width=\"50\" height=\"70\" fill=\"#00c000\"/>")
                           .arg(CardRenderer::kdeElementId(Card(Suit(suit), rank)))
                           .arg(x);
        svg += QStringLiteral("<rect id=\"back\" x=\"%1\" y=\"0\" width=\"50\" height=\"70\" fill=\"#0000c0\"/></svg>").arg(x);
        QFile f(kde + QStringLiteral("/source.svg"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.write(svg.toUtf8()) > 0);
        f.close();
        QImage preview(8, 8, QImage::Format_RGB32);
        preview.fill(Qt::white);
        QVERIFY(preview.save(kde + QStringLiteral("/11.png")));
        // A second deck names a .svgz with neither file beside it.
        const QString none = data.filePath(QStringLiteral("carddecks/svg-nosvg"));
        QVERIFY(QDir().mkpath(none));
        QFile n(none + QStringLiteral("/index.desktop"));
        QVERIFY(n.open(QIODevice::WriteOnly));
        n.write("[KDE Backdeck]\nName=No SVG\nSVG=none.svgz\n");
        n.close();

        const QStringList dirs {data.path()};
        const QList<CardDeck> decks = CardRenderer::decks(dirs);
        QCOMPARE(decks.size(), 2);
        QCOMPARE(decks[1].id, QStringLiteral("svg-kdesource"));
        QCOMPARE(decks[1].svgFile, kde + QStringLiteral("/source.svg"));
        QCOMPARE(decks[1].previewFile, kde + QStringLiteral("/11.png"));
        CardRenderer &r = CardRenderer::shared();
        QVERIFY(r.setDeck(QStringLiteral("svg-kdesource"), dirs));
        QCOMPARE(r.face(Card(Suit::Spades, 12), QSize(100, 140), 1.0).toImage().pixelColor(50, 70), QColor(0, 0xc0, 0));
        QCOMPARE(r.back(QSize(100, 140), 1.0).toImage().pixelColor(50, 70), QColor(0, 0, 0xc0));
        QVERIFY(!r.setDeck(QStringLiteral("svg-nosvg"), dirs));
        QVERIFY(r.setDeck(CardRenderer::ownDeckId()));
    }

    void accessibleNamesForCardsSeatsAndBanner()
    {
        OpenTable o(QSize(1280, 800), 44);
        SevensTableWidget *t = sevensOf(o.w)->table();
        auto *s = sevensOf(o.w)->session();
        QVERIFY(o.waitForMyTurn());
        QApplication::processEvents();
        QAccessibleInterface *table = QAccessible::queryAccessibleInterface(t);
        QVERIFY(table);
        const CardSet hand = s->view(0).hand();
        QCOMPARE(table->childCount(), 1 + 4 + 1 + 4 + hand.size());
        QStringList names;
        for (int i = 0; i < table->childCount(); ++i) {
            QAccessibleInterface *c = table->child(i);
            QVERIFY(c && c->isValid());
            QVERIFY2(!c->text(QAccessible::Name).isEmpty(), qPrintable(QString::number(i)));
            QCOMPARE(table->indexOfChild(c), i);
            QCOMPARE(c->parent(), table);
            names << c->text(QAccessible::Name);
        }
        QVERIFY(names.contains(t->bannerText()));
        for (Seat seat = 0; seat < kSeats; ++seat)
            QVERIFY2(names.contains(s->model()->seatName(seat)), qPrintable(s->model()->seatName(seat)));
        QVERIFY(names.contains(QStringLiteral("Ace of spades")) || !hand.contains(Card(Suit::Spades, 1)));
        for (Card c : hand)
            QVERIFY2(names.contains(SevensTableWidget::spokenCardName(c)), qPrintable(SevensTableWidget::spokenCardName(c)));
        // A card is found where it is drawn, says whether it can be played, and can be pressed.
        const CardSet playable = s->view(0).playable();
        const Card pick = playable.empty() ? hand.first() : playable.first();
        const QRectF r = t->handCardRect(pick);
        QAccessibleInterface *card = table->childAt(t->mapToGlobal(QPoint(int(r.left() + 4), int(r.center().y()))).x(),
                                                    t->mapToGlobal(QPoint(int(r.left() + 4), int(r.center().y()))).y());
        QVERIFY(card);
        QCOMPARE(card->text(QAccessible::Name), SevensTableWidget::spokenCardName(pick));
        QCOMPARE(card->role(), QAccessible::ListItem);
        QCOMPARE(card->text(QAccessible::Description),
                 playable.empty() ? QStringLiteral("No card fits: this one can be covered") : QStringLiteral("Can be played now"));
        QAccessibleActionInterface *action = card->actionInterface();
        QVERIFY(action);
        const int turn = s->view(0).turn();
        action->doAction(QAccessibleActionInterface::pressAction());
        QVERIFY(s->view(0).turn() > turn);
        QVERIFY(!card->isValid()); // the card left the hand
        // The seats describe themselves in words.
        bool seatDescribed = false;
        for (int i = 0; i < table->childCount(); ++i)
            if (table->child(i)->role() == QAccessible::Grouping)
                seatDescribed = seatDescribed || table->child(i)->text(QAccessible::Description).contains(QStringLiteral("Balance"));
        QVERIFY(seatDescribed);
        s->close();
    }

    void longNamesShownWhole()
    {
        // Names as long as the settings allow (20 characters), Chinese and Latin, on every
        // plaque at the smallest window and at 1440 wide, in each language: smaller or on two
        // lines, never cut (issue 13).
        const std::array<QString, 4> names {QStringLiteral("歐陽大華與他的阿公阿嬤和孫子小明同學們好"), QStringLiteral("Maximiliana Cortázar"),
                                            QStringLiteral("Wolfgang Amadeus Moz"), QStringLiteral("司馬長風的第二十代子孫")};
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN")}) {
            Language::apply(lang);
            for (const QSize size : {QSize(1024, 640), QSize(1440, 900)}) {
                MainWindow w;
                w.setSavePath(QString());
                w.setAnimationSpeed(AnimationSpeed::Off);
                sevensOf(w)->session()->setComputerPause(0);
                w.resize(size);
                w.show();
                session::SessionSettings s = tableFor(5);
                for (std::size_t i = 0; i < names.size(); ++i) {
                    QCOMPARE(names[i].size(), i == 3 ? 11 : 20);
                    s.names[i] = names[i];
                }
                sevensOf(w)->start(s);
                QVERIFY(QTest::qWaitFor([&] { return sevensOf(w)->session()->handInProgress(); }, 3000));
                sevensOf(w)->table()->grab();
                QVERIFY2(sevensOf(w)->table()->cutNames().isEmpty(),
                         qPrintable(QStringLiteral("%1 %2x%3: %4").arg(lang).arg(size.width()).arg(size.height())
                                        .arg(sevensOf(w)->table()->cutNames().join(QLatin1Char('|')))));
                sevensOf(w)->session()->close();
            }
        }
        Language::apply(QStringLiteral("en"));
    }

    void rowLabelsAndEmptyCoversReadAtFourAndAHalfToOne()
    {
        OpenTable o(QSize(1024, 640), 44);
        SevensTableWidget *t = sevensOf(o.w)->table();
        auto *s = sevensOf(o.w)->session();
        QVERIFY(QTest::qWaitFor([&] { return s->handInProgress(); }, 3000));
        QApplication::processEvents();
        const QImage img = t->grab().toImage();
        const qreal dpr = img.devicePixelRatio();
        // A rank in an empty place of the rows (the 2s are not out this early).
        const Suit suit = s->view(0).row(Suit::Hearts).low > 2 ? Suit::Hearts : Suit::Clubs;
        QVERIFY(!s->view(0).table().contains(Card(suit, 2)));
        const QRectF slot = t->boardSlotRect(Card(suit, 2));
        const QRect text = QRectF(slot.center().x() - slot.width() * 0.2, slot.center().y() - slot.height() * 0.12, slot.width() * 0.4,
                                  slot.height() * 0.24)
                               .toAlignedRect();
        const QColor ink = lightest(img, QRect(text.topLeft() * dpr, text.size() * dpr));
        const QColor ground = img.pixelColor(int((slot.left() + slot.width() * 0.2) * dpr), int((slot.top() + slot.height() * 0.15) * dpr));
        QVERIFY2(contrast(ink, ground) >= 4.5, qPrintable(QStringLiteral("rank label %1 on %2: %3").arg(ink.name(), ground.name()).arg(contrast(ink, ground))));
        // "None yet — stay clear!" where your covered cards will go.
        QVERIFY(s->view(0).myCovered().empty());
        const QRectF area = t->myCoveredRect();
        const QRect middle = area.adjusted(area.width() * 0.1, area.height() * 0.35, -area.width() * 0.1, -area.height() * 0.1).toAlignedRect();
        const QColor words = lightest(img, QRect(middle.topLeft() * dpr, middle.size() * dpr));
        const QColor plaque = img.pixelColor(int((area.left() + 6) * dpr), int((area.bottom() - 6) * dpr));
        QVERIFY2(contrast(words, plaque) >= 4.5, qPrintable(QStringLiteral("%1 on %2: %3").arg(words.name(), plaque.name()).arg(contrast(words, plaque))));
        s->close();
    }

    void soundFollowsTheTableAndItsSettingsPersist()
    {
        Sound &sound = Sound::shared();
        sound.setMuted(false);
        sound.setVolume(60);
        const int plays = sound.requests(Sound::Play), turns = sound.requests(Sound::YourTurn), ends = sound.requests(Sound::HandEnd);
        {
            OpenTable o(QSize(1024, 640), 31);
            auto *s = sevensOf(o.w)->session();
            sevensOf(o.w)->setImmediateDialogs(true);
            QVERIFY(o.waitForMyTurn());
            QVERIFY(sound.requests(Sound::YourTurn) > turns);
            const int moves = int(s->model()->moveLog().size());
            QVERIFY(moves == 0 || sound.requests(Sound::Play) > plays);
            // Play the hand out: every move sounds, a play or a cover, and so does its end.
            const int before = sound.requests(Sound::Play) + sound.requests(Sound::Cover);
            const int logged = int(s->model()->moveLog().size());
            QVERIFY(QTest::qWaitFor([&] {
                if (s->handInProgress() && s->view(0).myTurn())
                    if (const auto a = s->hint())
                        s->submitLocal(*a);
                return sevensOf(o.w)->settlementDialog() != nullptr;
            }, 20000));
            QCOMPARE(sound.requests(Sound::Play) + sound.requests(Sound::Cover) - before, kTurns - logged);
            QCOMPARE(sound.requests(Sound::HandEnd), ends + 1);
            s->close();
        }
        // The settings dialog sets and remembers volume, mute and text size.
        {
            PreferencesDialog d(AnimationSpeed::Normal);
            d.findChild<QSlider *>(QStringLiteral("volumeSlider"))->setValue(35);
            d.findChild<QCheckBox *>(QStringLiteral("muteBox"))->setChecked(true);
            d.findChild<QComboBox *>(QStringLiteral("textSizeBox"))->setCurrentIndex(2);
            d.accept();
        }
        QCOMPARE(QSettings().value(QStringLiteral("sound/volume")).toInt(), 35);
        QCOMPARE(QSettings().value(QStringLiteral("sound/muted")).toBool(), true);
        QCOMPARE(TextScale::current(), PreferencesDialog::textScales()[2]);
        QCOMPARE(sound.volume(), 35);
        QVERIFY(sound.muted());
        {
            PreferencesDialog again(AnimationSpeed::Normal);
            QCOMPARE(again.findChild<QSlider *>(QStringLiteral("volumeSlider"))->value(), 35);
            QVERIFY(again.findChild<QCheckBox *>(QStringLiteral("muteBox"))->isChecked());
            QCOMPARE(again.findChild<QComboBox *>(QStringLiteral("textSizeBox"))->currentIndex(), 2);
        }
        // Muted, nothing sounds.
        const int muted = sound.requests(Sound::Play);
        sound.play(Sound::Play);
        QCOMPARE(sound.requests(Sound::Play), muted);
        sound.setMuted(false);
        sound.play(Sound::Play);
        QCOMPARE(sound.requests(Sound::Play), muted + 1);
        QSettings().remove(QStringLiteral("sound"));
        QSettings().remove(QStringLiteral("ui/textSize"));
        PreferencesDialog::applySaved();
        QCOMPARE(TextScale::current(), 1.0);
    }
    void deckChosenInSettingsIsRememberedAndApplied()
    {
        if (!QFile::exists(QStringLiteral("/usr/share/carddecks/svg-standard/index.desktop")))
            QSKIP("kdegames-card-data-kf5 is not installed");
        CardRenderer &r = CardRenderer::shared();
        {
            PreferencesDialog d(AnimationSpeed::Normal);
            auto *box = d.findChild<QComboBox *>(QStringLiteral("deckBox"));
            QCOMPARE(box->itemData(0).toString(), CardRenderer::ownDeckId());
            const int standard = box->findData(QStringLiteral("svg-standard"));
            QVERIFY(standard > 0);
            // The deck's sample picture shows under the choice.
            box->setCurrentIndex(0);
            auto *preview = d.findChild<QLabel *>(QStringLiteral("deckPreview"));
            const QImage ours = preview->pixmap().toImage();
            QVERIFY(!ours.isNull());
            box->setCurrentIndex(standard);
            QVERIFY(!preview->pixmap().toImage().isNull() && preview->pixmap().toImage() != ours);
            d.findChild<QCheckBox *>(QStringLiteral("fourColourBox"))->setChecked(true);
            d.accept();
        }
        QCOMPARE(r.deckId(), QStringLiteral("svg-standard"));
        QVERIFY(r.fourColour());
        QCOMPARE(QSettings().value(QStringLiteral("cards/deck")).toString(), QStringLiteral("svg-standard"));
        // At the next start the remembered deck comes back.
        r.setDeck(CardRenderer::ownDeckId());
        r.setFourColour(false);
        PreferencesDialog::applySaved();
        QCOMPARE(r.deckId(), QStringLiteral("svg-standard"));
        QVERIFY(r.fourColour());
        // A remembered deck that is gone leaves our own.
        QSettings().setValue(QStringLiteral("cards/deck"), QStringLiteral("svg-uninstalled"));
        PreferencesDialog::applySaved();
        QCOMPARE(r.deckId(), CardRenderer::ownDeckId());
        QSettings().remove(QStringLiteral("cards"));
        PreferencesDialog::applySaved();
        QVERIFY(!r.fourColour());
    }

    void hallMahjongTileOffersATable()
    {
        // The mahjong tile is built as the Sevens tile is: its text, and the Sevens tile's
        // entries for a new table, resuming and the rules (hosting and joining a mahjong
        // table from a window are not wired yet, so those two stay hidden).
        HallScreen hall;
        hall.retranslate();
        hall.resize(1280, 800);
        hall.fitTo(hall.size());
        hall.show();
        QVERIFY(QTest::qWaitForWindowExposed(&hall));
        const HallScreen::GameTile &m = *hall.tile(QStringLiteral("mahjong")), &s = *hall.tile(QStringLiteral("sevens"));
        const QList<QPushButton *> mahjongEntries {m.newTable, m.host, m.join, m.resume, m.rules};
        const QList<QPushButton *> sevensEntries {s.newTable, s.host, s.join, s.resume, s.rules};
        QVERIFY(!m.title->text().isEmpty());
        QVERIFY(m.text->isVisible() && !m.text->text().isEmpty());
        for (int i = 0; i < mahjongEntries.size(); ++i) {
            QVERIFY(mahjongEntries[i]->isVisible());
            QCOMPARE(mahjongEntries[i]->text(), sevensEntries[i]->text());
            QVERIFY(mahjongEntries[i]->objectName() != sevensEntries[i]->objectName());
        }
    }

    void hallFocusIsVisible()
    {
        MainWindow w;
        w.setSavePath(QString());
        w.resize(1024, 640);
        w.show();
        w.showHall();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *button = w.findChild<QPushButton *>(QStringLiteral("sevens-rulesButton"));
        QVERIFY(button);
        const QImage plain = button->grab().toImage();
        w.activateWindow();
        button->setFocus(Qt::TabFocusReason);
        QVERIFY(QTest::qWaitFor([&] { return button->hasFocus(); }, 2000));
        const QImage focused = button->grab().toImage();
        // A ring of the focus blue along the button's edge, which the plain button has not.
        const auto blueRing = [](const QImage &img) {
            int n = 0;
            for (int x = 0; x < img.width(); ++x)
                for (int y : {1, 2, img.height() - 3, img.height() - 2}) {
                    const QColor c = img.pixelColor(x, y);
                    if (c.blue() > 150 && c.red() < 60)
                        ++n;
                }
            return n;
        };
        QCOMPARE(blueRing(plain), 0);
        QVERIFY2(blueRing(focused) > plain.width(), qPrintable(QString::number(blueRing(focused))));
    }
};

QTEST_MAIN(TestSevensUi)
#include "test_sevens_ui.moc"
