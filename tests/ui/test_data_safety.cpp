// SPDX-License-Identifier: GPL-3.0-or-later
// Desktop data safety (issue 32): a full disk or an unwritable folder never empties a save,
// and is told once, in either game, while play goes on; a second window (a second owner of
// the save's lock) cannot resume, replace or end a match another window plays; settings are
// written only when they change, every settings write is checked, and a failed one keeps
// the file as it was.

#include "mahjong/local_mahjong_game.h"
#include "mahjong/mahjong_module.h"
#include "sevens/sevens_save.h"
#include "sevens/sevens_session.h"
#include "table/table_session.h"
#include "ui/mahjong/mahjong_table_screen.h"
#include "ui/shell/main_window.h"
#include "window_screens.h"
#include "ui/kit/settings_store.h"
#include "ui/sevens/sevens_settings_dialog.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace qixing;
using namespace qixing::ui;
using session::SevensSession;
using session::TableSession;

namespace {
const QString kFull = QStringLiteral("No space left on device");

session::SessionSettings tableFor(std::uint64_t seed)
{
    session::SessionSettings s = SevensSettingsDialog::defaults();
    s.match.seed = seed;
    s.match.hands = 2;
    return s;
}

// Plays the person's turns by the hint until `moves` more moves were made in the hand, and
// stops at the person's turn (so that nothing moves while the test looks at the save).
bool playMoves(SevensSession *s, int moves)
{
    const int until = s->table().hand().turn() + moves;
    return QTest::qWaitFor(
        [&] {
            if (!s->handInProgress())
                return false;
            const bool mine = s->view(0).myTurn();
            if (mine && s->table().hand().turn() >= until)
                return true;
            if (mine && !s->paused())
                s->submitLocal(*s->hint());
            return false;
        },
        20000);
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The message boxes `w` shows now whose text contains `part`.
QList<QMessageBox *> notices(QWidget *w, const QString &part)
{
    QList<QMessageBox *> out;
    for (QMessageBox *b : w->findChildren<QMessageBox *>())
        if (b->isVisible() && b->text().contains(part))
            out << b;
    return out;
}

void closeNotices(QWidget *w)
{
    for (QMessageBox *b : w->findChildren<QMessageBox *>())
        b->done(0);
    QCoreApplication::processEvents();
}

session::MahjongSettings mahjongTable()
{
    session::MahjongSettings s;
    s.names = {QStringLiteral("Mei"), QString(), QString(), QString()};
    s.kinds = {QStringLiteral("person"), QStringLiteral("efficient"), QStringLiteral("efficient"), QStringLiteral("random")};
    s.rules.rounds = 1;
    s.seed = 7;
    return s;
}
} // namespace

class TestDataSafety : public QObject
{
    Q_OBJECT
    QTemporaryDir dir_;
    QString path(const QString &name = QStringLiteral("save.json")) const { return dir_.filePath(name); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Named as the game names itself: QSettings without an organisation reports its
        // organisation-wide file as not writable.
        QCoreApplication::setOrganizationName(QStringLiteral("Qixing"));
        QCoreApplication::setApplicationName(QStringLiteral("qixing-test"));
        QVERIFY(dir_.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_.filePath(QStringLiteral("config")));
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.filePath(QStringLiteral("config")));
        QFile::remove(session::LocalMahjongGame::defaultSavePath());
    }
    void cleanup() { session::setWriteErrorForTesting({}); }

    // A full disk (the write error injected in the one write function): the last good save
    // stays byte for byte, no temporary file is left, every failed move says so, and the
    // first save that works again is told once.
    void fullDiskKeepsTheLastGoodSave()
    {
        SevensSession s;
        s.setSavePath(path());
        s.setComputerPause(0);
        QSignalSpy failed(&s.tableSession(), &TableSession::saveFailed);
        QSignalSpy works(&s.tableSession(), &TableSession::saveWorks);
        s.start(tableFor(3));
        QVERIFY(playMoves(&s, 4));
        const QByteArray good = bytesOf(path());
        QVERIFY(good.contains("moves"));
        QCOMPARE(failed.count(), 0);

        session::setWriteErrorForTesting(kFull);
        QVERIFY(playMoves(&s, 8));
        QVERIFY(failed.count() >= 2);
        QCOMPARE(failed.last().at(0).toString(), kFull);
        QCOMPARE(bytesOf(path()), good);
        QCOMPARE(works.count(), 0);
        const QStringList left = QDir(dir_.path()).entryList({QStringLiteral("save.json*")}, QDir::Files);
        QCOMPARE(left, QStringList({QStringLiteral("save.json"), QStringLiteral("save.json.lock")}));

        session::setWriteErrorForTesting({});
        const int turn = s.table().hand().turn();
        QVERIFY(playMoves(&s, 4));
        QCOMPARE(works.count(), 1);
        QVERIFY(bytesOf(path()) != good);
        s.close();
        SevensSession r;
        r.setSavePath(path());
        QCOMPARE(r.resume(), SevensSession::ResumeResult::Resumed);
        QVERIFY(r.table().hand().turn() >= turn + 4);
        r.close();
        QFile::remove(path());
    }

    // A folder that cannot be written (here a file stands where the folder should be, which
    // holds for root too): every save fails with the system's reason and the match goes on.
    void unwritableFolderFailsEverySaveAndPlayGoesOn()
    {
        QFile blocker(path(QStringLiteral("not-a-folder")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        SevensSession s;
        s.setSavePath(path(QStringLiteral("not-a-folder/save.json")));
        s.setComputerPause(0);
        QSignalSpy failed(&s.tableSession(), &TableSession::saveFailed);
        s.start(tableFor(4));
        QVERIFY(!failed.isEmpty());
        QVERIFY(!failed.first().at(0).toString().isEmpty());
        QVERIFY(playMoves(&s, 6));
        QVERIFY(failed.count() > 3);
        s.close();
    }

    // Two owners of one save (two windows): the second can neither read, overwrite nor
    // remove it while the first plays; once the first lets go, it can resume it.
    void secondOwnerCannotTouchThePlayedSave()
    {
        SevensSession a;
        a.setSavePath(path());
        a.setComputerPause(0);
        a.start(tableFor(5));
        QVERIFY(playMoves(&a, 3));
        const QByteArray good = bytesOf(path());
        QVERIFY(!good.isEmpty());

        SevensSession b;
        b.setSavePath(path());
        QCOMPARE(TableSession::saveHolder(path(), &b.tableSession()), QCoreApplication::applicationPid());
        QCOMPARE(TableSession::saveHolder(path(), &a.tableSession()), 0);
        QString error;
        QCOMPARE(b.resume(&error), SevensSession::ResumeResult::InUse);
        QVERIFY2(error.contains(QString::number(QCoreApplication::applicationPid())), qPrintable(error));
        QVERIFY(!b.active());
        b.discardSave();
        QCOMPARE(bytesOf(path()), good);
        QSignalSpy failed(&b.tableSession(), &TableSession::saveFailed);
        b.start(tableFor(6)); // played, but never written over a's match
        QVERIFY(!failed.isEmpty());
        QVERIFY(failed.first().at(0).toString().contains(QStringLiteral("in use")));
        QCOMPARE(bytesOf(path()), good);
        b.close();

        a.close(); // back to the hall: the match stays saved, and free
        QCOMPARE(TableSession::saveHolder(path()), 0);
        QCOMPARE(b.resume(), SevensSession::ResumeResult::Resumed);
        QCOMPARE(TableSession::saveHolder(path(), &a.tableSession()), QCoreApplication::applicationPid());
        b.close();
        QFile::remove(path());
    }

    // The window tells the first failure in a message and keeps a "Not saved" mark until a
    // save works; the Sevens table and the desktop mahjong table alike.
    void saveFailureToldOnceAndMarkedUntilSavingWorks()
    {
        MainWindow w;
        w.setSavePath(path());
        w.setAnimationSpeed(AnimationSpeed::Off);
        sevensOf(w)->session()->setComputerPause(0);
        sevensOf(w)->setImmediateDialogs(true);
        w.show();
        sevensOf(w)->start(tableFor(8));
        QVERIFY(playMoves(sevensOf(w)->session(), 2));
        session::setWriteErrorForTesting(kFull);
        sevensOf(w)->session()->submitLocal(*sevensOf(w)->session()->hint());
        QTRY_COMPARE(notices(&w, kFull).size(), 1);
        auto *mark = w.findChild<QLabel *>(QStringLiteral("notSaved"));
        QVERIFY(mark && mark->isVisible());
        QVERIFY(mark->toolTip().contains(kFull));
        closeNotices(&w); // the person reads it and plays on
        const int turn = sevensOf(w)->session()->table().hand().turn();
        QVERIFY(playMoves(sevensOf(w)->session(), 6)); // a box left open would hold the table
        QVERIFY(sevensOf(w)->session()->table().hand().turn() >= turn + 6);
        QCOMPARE(notices(&w, kFull).size(), 0); // every move failed; told once
        QVERIFY(mark->isVisible());

        session::setWriteErrorForTesting({});
        QVERIFY(playMoves(sevensOf(w)->session(), 1));
        QVERIFY(!mark->isVisible());
        QVERIFY(!w.statusBar()->currentMessage().isEmpty());
        // Failing again is a new story: told again.
        session::setWriteErrorForTesting(kFull);
        sevensOf(w)->session()->submitLocal(*sevensOf(w)->session()->hint());
        QTRY_COMPARE(notices(&w, kFull).size(), 1);
        session::setWriteErrorForTesting({});
        closeNotices(&w);
        sevensOf(w)->session()->close();
        QFile::remove(path());
    }

    void mahjongSaveFailureIsToldInItsOwnWindow()
    {
        MainWindow w;
        w.show();
        MahjongTableScreen *screen = mahjongOf(w);
        screen->tableSession()->setComputerPause(0);
        screen->tableSession()->setClaimPause(0);
        session::setWriteErrorForTesting(kFull);
        screen->start(mahjongTable());
        w.showScreen(mahjongOf(w));
        QTRY_COMPARE(notices(&w, kFull).size(), 1);
        QVERIFY(w.findChild<QLabel *>(QStringLiteral("notSaved"))->isVisible());
        QVERIFY(!QFile::exists(screen->tableSession()->savePath()));
        session::setWriteErrorForTesting({});
        closeNotices(&w);
        screen->close();
        QFile::remove(screen->tableSession()->savePath());
    }

    // "Leave and pay" (or a new table) in window B while window A plays: B says why not and
    // A's match stays, saved and playing; resuming in B is refused too, in both games.
    void secondWindowLeavesTheFirstWindowsMatchAlone()
    {
        MainWindow a, b;
        for (MainWindow *w : {&a, &b}) {
            w->setSavePath(path());
            w->setAnimationSpeed(AnimationSpeed::Off);
            sevensOf(*w)->session()->setComputerPause(0);
            sevensOf(*w)->setImmediateDialogs(true);
            w->show();
        }
        sevensOf(a)->start(tableFor(9));
        QVERIFY(playMoves(sevensOf(a)->session(), 3));
        const QByteArray good = bytesOf(path());
        QVERIFY(!good.isEmpty());

        bool went = false;
        b.whenFreeTo(true, [&] { went = true; }); // a new Sevens table, after "Leave and pay"
        QVERIFY(!went);
        QCOMPARE(notices(&b, QString::number(QCoreApplication::applicationPid())).size(), 1);
        QVERIFY(b.findChildren<QMessageBox *>(QStringLiteral("leaveBox")).isEmpty());
        closeNotices(&b);
        QVERIFY(!sevensOf(b)->resume());
        QCOMPARE(notices(&b, QString::number(QCoreApplication::applicationPid())).size(), 1);
        closeNotices(&b);
        QCOMPARE(bytesOf(path()), good);
        QVERIFY(sevensOf(a)->session()->active());
        QVERIFY(playMoves(sevensOf(a)->session(), 2)); // and A plays on, saving
        QVERIFY(bytesOf(path()) != good);

        // The desktop mahjong table: its own save, locked the same way.
        MahjongTableScreen *screen = mahjongOf(a);
        screen->tableSession()->setComputerPause(0);
        sevensOf(a)->session()->close();
        screen->start(mahjongTable());
        a.showScreen(mahjongOf(a));
        QTRY_VERIFY(QFile::exists(screen->tableSession()->savePath()));
        QVERIFY(!mahjongOf(b)->resume());
        QCOMPARE(notices(&b, QString::number(QCoreApplication::applicationPid())).size(), 1);
        closeNotices(&b);
        QVERIFY(screen->matchRunning());

        // Once A is back in the hall, B may resume either match.
        screen->close();
        a.showHall();
        QVERIFY(mahjongOf(b)->resume());
        mahjongOf(b)->close();
        QVERIFY(sevensOf(b)->resume());
        sevensOf(b)->session()->close();
        QFile::remove(path());
        QFile::remove(screen->tableSession()->savePath());
    }

    // Starting the game writes no settings; a value is written when it changes, not again.
    void settingsWrittenOnlyWhenChanged()
    {
        const QString file = QSettings().fileName();
        const QString copy = file + QStringLiteral(".bak");
        QSignalSpy failed(&SettingsStore::shared(), &SettingsStore::writeFailed);
        QVERIFY2(SettingsStore::shared().write(QStringLiteral("ui/animation"), 1),
                 qPrintable(failed.isEmpty() ? QString() : failed.first().at(0).toString()));
        const QByteArray written = bytesOf(file);
        QVERIFY(written.contains("animation=1"));
        QFile::remove(copy); // every write copies the last good file aside first
        QVERIFY(SettingsStore::shared().write(QStringLiteral("ui/animation"), 1));
        QVERIFY(!QFile::exists(copy));
        const QDateTime modified = QFileInfo(file).lastModified();
        QTest::qWait(50); // a rewrite would change the time
        {
            MainWindow w; // reads the speed and sets it: the same value
            w.setAnimationSpeed(AnimationSpeed(1));
        }
        QVERIFY(!QFile::exists(copy));
        QCOMPARE(bytesOf(file), written);
        QCOMPARE(QFileInfo(file).lastModified(), modified);
        QVERIFY(SettingsStore::shared().write(QStringLiteral("ui/animation"), 3));
        QVERIFY(QFile::exists(copy));
        QVERIFY(bytesOf(file).contains("animation=3"));
    }

    // A settings write that fails (a full disk; an unwritable folder) keeps the file as it
    // was and is told; the window shows it.
    void failedSettingsWriteKeepsTheFileAndIsTold()
    {
        MainWindow w;
        w.show();
        const QString file = QSettings().fileName();
        QVERIFY(SettingsStore::shared().write(QStringLiteral("ui/animation"), 2));
        const QByteArray before = bytesOf(file);
        QSignalSpy failed(&SettingsStore::shared(), &SettingsStore::writeFailed);
        session::setWriteErrorForTesting(kFull);
        QVERIFY(!SettingsStore::shared().write(QStringLiteral("ui/animation"), 0));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.first().at(0).toString(), kFull);
        QCOMPARE(bytesOf(file), before);
        QVERIFY(!notices(&w, kFull).isEmpty() || w.statusBar()->currentMessage().contains(kFull));
        closeNotices(&w);
        session::setWriteErrorForTesting({});

        QFile blocker(path(QStringLiteral("blocked")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, path(QStringLiteral("blocked/config")));
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, path(QStringLiteral("blocked/config")));
        QVERIFY(!SettingsStore::shared().write(QStringLiteral("ui/animation"), 0));
        QCOMPARE(failed.count(), 2);
        QVERIFY(!failed.last().at(1).toBool()); // not the first: shown in the status bar
        QVERIFY(w.statusBar()->currentMessage().contains(failed.last().at(0).toString()));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_.filePath(QStringLiteral("config")));
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.filePath(QStringLiteral("config")));
    }
};

QTEST_MAIN(TestDataSafety)
#include "test_data_safety.moc"
