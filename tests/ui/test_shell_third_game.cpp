// SPDX-License-Identifier: GPL-3.0-or-later
// A third game reaches the window with no edit to the shell (issue 28): high card
// (tests/games/highcard), registered here with a small screen of its own, gets its page in the
// main window, its hall tile (whose New table opens the page and plays a match there, back to
// the hall at its end), the menus' New table and Hint on its page, its row in the Settings
// dialog, its looks applied at the window's start, and its name in the About box.

#include "highcard_module.h"
#include "table/table_session.h"
#include "ui/kit/i18n.h"
#include "ui/kit/table_side_panel.h"
#include "ui/shell/game_screen.h"
#include "ui/shell/game_ui.h"
#include "ui/shell/hall_screen.h"
#include "ui/shell/main_window.h"
#include "ui/shell/preferences_dialog.h"

#include <QAction>
#include <QCheckBox>
#include <QFormLayout>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace qixing;
using namespace qixing::ui;

namespace {

int hints = 0, newTables = 0, looksApplied = 0, rowsStored = 0;

// High card's page: a desktop table of four computer players, no save, nothing drawn but the
// side panel. What the window asks of a game's page, and no more.
class HighCardScreen : public GameScreen
{
    Q_OBJECT
public:
    explicit HighCardScreen(QWidget *parent) : GameScreen(parent), panel_(new TableSidePanel(this))
    {
        session_.setComputerPause(0);
        session_.setDealPause(0);
        connect(&session_, &session::TableSession::handFinished, this, [this] {
            if (session_.isMatchFinished())
                emit matchOver();
            else
                QTimer::singleShot(0, &session_, &session::TableSession::nextHand);
        });
    }
    QString gameId() const override { return QStringLiteral("highcard"); }
    QString title() const override { return QStringLiteral("High card"); }
    void openNewTable(bool) override
    {
        ++newTables;
        session::HighCardSettings s;
        s.kinds.fill(QStringLiteral("high"));
        s.names = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D")};
        s.hands = 2;
        emit aboutToPlay();
        session_.close();
        session_.start(std::make_unique<session::HighCardModule>(s));
        emit showRequested();
    }
    bool resume() override { return false; }
    bool hasSave() const override { return false; }
    session::TableSession *tableSession() override { return &session_; }
    void closeDesktop() override { session_.close(); }
    void leave() override { session_.close(); }
    bool askBeforeReplacing(const std::function<void()> &) override { return false; }
    QString putAsideText() const override { return {}; }
    bool playOn(const QJsonObject &save) override
    {
        emit aboutToPlay();
        if (!session_.takeUp(save, &session::HighCardModule::restore))
            return false;
        emit showRequested();
        return true;
    }
    void hint() override { ++hints; }
    void openRules() override {}
    TableSidePanel *panel() const override { return panel_; }
    bool matchRunning() const override { return session_.active() && !session_.isMatchFinished(); }
    bool handInProgress() const override { return session_.handInProgress(); }
    void setActive(bool) override {}
    void setDialogUp(bool) override {}
    void setAnimationSpeed(AnimationSpeed) override {}
    void showMessage(const QString &, bool) override {}
    void retranslate() override {}
    void takeHostedTable(net::TableServer *, int) override {}
    net::TableClient *newClient() const override { return nullptr; }
    void takeJoinedTable(net::TableClient *, const QString &) override {}
    void dropLanTable() override {}
    QString hostedSaveName() const override { return QStringLiteral("lan-host-highcard.json"); }

private:
    session::TableSession session_;
    TableSidePanel *panel_;
};

void registerHighCardUi()
{
    GameUi g;
    g.id = QStringLiteral("highcard");
    g.title = [] { return QStringLiteral("High card"); };
    g.blurb = [] { return QStringLiteral("The highest card takes the hand."); };
    g.rulesTitle = [] { return QStringLiteral("Rules of high card"); };
    g.rulesHtml = [] { return QStringLiteral("<p>Play your highest card.</p>"); };
    g.tableRules = [](const QJsonObject &, bool) { return QStringLiteral("high card"); };
    g.screenshotViews = {};
    g.screenshot = [](const ScreenshotRequest &, QSize, QString *) { return false; };
    g.newScreen = [](QWidget *parent) -> GameScreen * { return new HighCardScreen(parent); };
    g.preferencesRows = [](QFormLayout *form, QWidget *) -> std::function<void()> {
        auto *box = new QCheckBox(QStringLiteral("Show the pips"));
        box->setObjectName(QStringLiteral("highcardPipsBox"));
        form->addRow(QString(), box);
        return [box] { rowsStored += box->isChecked() ? 1 : 0; };
    };
    g.applySavedLooks = [] { ++looksApplied; };
    GameUis::add(std::move(g));
}

} // namespace

class TestShellThirdGame : public QObject
{
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Qixing"));
        QCoreApplication::setApplicationName(QStringLiteral("qixing-test"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
        session::registerGame_highcard();
        GameUis::all(); // the built-in games register on first use: they come first, as in the program
        registerHighCardUi();
        Language::apply(QStringLiteral("en"));
    }

    void theWindowTakesAThirdGame()
    {
        MainWindow w;
        w.setSavePath(QString()); // the first game's desktop save: none in a test
        QVERIFY(looksApplied >= 1); // at the window's start (PreferencesDialog::applySaved)
        // One page per registered game, the third last (the registry's order).
        QCOMPARE(w.screens().size(), GameUis::all().size());
        auto *page = w.screen<HighCardScreen>();
        QVERIFY(page);
        QCOMPARE(w.screens().last(), page);

        // Its hall tile opens its page, where a match is played to the end; then the hall.
        QSignalSpy over(page, &GameScreen::matchOver);
        auto *newTable = w.findChild<QPushButton *>(QStringLiteral("highcard-newTableButton"));
        QVERIFY(newTable);
        newTable->click();
        QCOMPARE(newTables, 1);
        QCOMPARE(w.currentScreen(), page);
        QCOMPARE(w.windowTitle(), QStringLiteral("High card"));
        // The menus act on the game in front: Hint and New table go to its page.
        QAction *hint = nullptr, *newAct = nullptr;
        for (QAction *a : w.menuBar()->findChildren<QAction *>()) {
            if (a->text() == MainWindow::tr("&Hint"))
                hint = a;
            if (a->text() == MainWindow::tr("&New table…"))
                newAct = a;
        }
        QVERIFY(hint && newAct);
        hint->trigger();
        QCOMPARE(hints, 1);
        newAct->trigger();
        QCOMPARE(newTables, 2);
        QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 20000);
        QCOMPARE(w.currentScreen(), static_cast<GameScreen *>(nullptr)); // the match over: the hall
        QVERIFY(!page->tableSession()->active()); // put away by the window
    }

    void itsSettingsRowAndItsNameInTheAboutBox()
    {
        MainWindow w;
        {
            PreferencesDialog d(AnimationSpeed::Normal, &w);
            auto *box = d.findChild<QCheckBox *>(QStringLiteral("highcardPipsBox"));
            QVERIFY(box);
            box->setChecked(true);
            d.accept();
        }
        QCOMPARE(rowsStored, 1);

        // "Sevens, Zhangzhou mahjong and High card": every game, by its hall title.
        QStringList titles;
        for (const GameUi *g : GameUis::all())
            titles << g->title();
        QAction *about = nullptr;
        for (QAction *a : w.menuBar()->findChildren<QAction *>())
            if (a->text() == MainWindow::tr("&About Qixing"))
                about = a;
        QVERIFY(about);
        about->trigger();
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = w.findChild<QMessageBox *>(QStringLiteral("notice"))));
        const QString last = titles.takeLast();
        QVERIFY2(box->text().contains(QStringLiteral("— %1 and %2 for four players").arg(titles.join(QStringLiteral(", ")), last)),
                 qPrintable(box->text()));
        box->close();
    }
};

QTEST_MAIN(TestShellThirdGame)
#include "test_shell_third_game.moc"
