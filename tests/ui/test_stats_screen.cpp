// SPDX-License-Identifier: GPL-3.0-or-later
// The Statistics window (ui/records/stats_screen): the figures, the charts' series and the
// night's ledger shown from hand-made rows; screen-reader names on its controls.

#include "ui/records/stats_screen.h"

#include <QApplication>
#include <QComboBox>
#include <QListWidget>
#include <QProcess>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace qixing;
using namespace qixing::records;
using qixing::ui::StatsScreen;

namespace {

StatsHandRow hand(const std::array<QString, 4> &names, std::array<qint64, 4> results, bool annOut)
{
    StatsHandRow h;
    h.names = names;
    h.results = results;
    for (std::size_t s = 0; s < 4; ++s)
        h.facts[s] = QJsonObject {{"out", s == 0 && annOut}, {"sevenOut", false}, {"allCovered", false}, {"covered", s == 0 ? 0 : 12}};
    return h;
}

QList<StatsMatchRow> rows()
{
    const std::array<QString, 4> names {"Ann", "Bob", "Cy", "Dee"};
    StatsMatchRow a;
    a.uid = "a";
    a.game = "sevens";
    a.started = QDateTime(QDate(2026, 12, 1), QTime(21, 0));
    a.names = names;
    a.finished = true;
    a.hands = {hand(names, {36, -12, -12, -12}, true), hand(names, {-10, 20, -5, -5}, false)};
    StatsMatchRow b = a;
    b.uid = "b";
    b.started = QDateTime(QDate(2026, 12, 2), QTime(0, 30));
    b.hands = {hand(names, {-50, 60, -5, -5}, false)};
    return {a, b};
}

QString figure(QTableWidget *t, const QString &label)
{
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0)->text() == label)
            return t->item(r, 1)->text();
    return QStringLiteral("(none)");
}

} // namespace

class TestStatsScreen : public QObject
{
    Q_OBJECT
private slots:
    void figuresAndCharts()
    {
        StatsScreen s;
        s.setRows(rows());
        s.selectGame("sevens");
        s.selectPlayer("Ann");
        QCOMPARE(s.playersTable()->rowCount(), 4);
        QCOMPARE(figure(s.figuresTable(), "Hands"), QStringLiteral("3"));
        QCOMPARE(figure(s.figuresTable(), "Result"), QStringLiteral("−24"));
        QCOMPARE(figure(s.figuresTable(), "Clear (脫手)"), QStringLiteral("1 (33.3%)"));
        QCOMPARE(figure(s.figuresTable(), "Average covered points"), QStringLiteral("0.00"));
        // Ann's nets: +26 then −50; first of the first match, last of the second.
        QCOMPARE(figure(s.figuresTable(), "First places"), QStringLiteral("1 (50.0%)"));
        QCOMPARE(figure(s.figuresTable(), "Fourth places"), QStringLiteral("1 (50.0%)"));
        QCOMPARE(s.balanceChart()->values(), (QList<qint64> {26, -24}));
        QCOMPARE(s.handsChart()->values(), (QList<qint64> {36, -10, -50}));
        QVERIFY(s.balanceChart()->accessibleDescription().contains(QStringLiteral("−24")));
        s.selectPlayer("Bob");
        QCOMPARE(s.handsChart()->values(), (QList<qint64> {-12, 20, 60}));
        QCOMPARE(figure(s.figuresTable(), "Average covered points"), QStringLiteral("12.00"));
    }

    // A Rules chooser beside the game's: "All rules" (both matches together), then each
    // rules the game was played by, whose figures are those matches' alone.
    void perRules()
    {
        QList<StatsMatchRow> r = rows();
        r[0].rulesKey = "aaaaaaaaaaaa";
        r[1].rulesKey = "bbbbbbbbbbbb";
        StatsScreen s;
        s.setRows(r);
        s.selectGame("sevens");
        auto *rules = s.findChild<QComboBox *>("statsRules");
        QVERIFY(rules);
        QCOMPARE(rules->count(), 3);
        QCOMPARE(rules->itemText(0), QStringLiteral("All rules"));
        QCOMPARE(rules->itemText(1), QStringLiteral("Rules aaaaaaaaaaaa"));
        s.selectPlayer("Ann");
        QCOMPARE(figure(s.figuresTable(), "Hands"), QStringLiteral("3"));
        rules->setCurrentIndex(rules->findData("bbbbbbbbbbbb"));
        s.selectPlayer("Ann");
        QCOMPARE(figure(s.figuresTable(), "Hands"), QStringLiteral("1"));
        QCOMPARE(s.handsChart()->values(), (QList<qint64> {-50}));
        rules->setCurrentIndex(0);
        s.selectPlayer("Ann");
        QCOMPARE(figure(s.figuresTable(), "Hands"), QStringLiteral("3"));
    }

    void ledger()
    {
        StatsScreen s;
        s.setRows(rows());
        s.showLedger(); // the last evening with a match: both matches, the second after midnight
        QCOMPARE(s.evening(), QDate(2026, 12, 1));
        QCOMPARE(s.netsTable()->rowCount(), 4);
        QCOMPARE(s.netsTable()->item(0, 0)->text(), QStringLiteral("Bob"));
        QCOMPARE(s.netsTable()->item(0, 1)->text(), QStringLiteral("+68"));
        // Ann −24, Cy −22, Dee −22 pay Bob.
        QStringList pays;
        for (int i = 0; i < s.paymentsList()->count(); ++i)
            pays << s.paymentsList()->item(i)->text();
        QCOMPARE(pays, (QStringList {"Ann pays Bob 24", "Cy pays Bob 22", "Dee pays Bob 22"}));
        s.showLedger(QDate(2026, 12, 2));
        QCOMPARE(s.netsTable()->rowCount(), 0);
        QCOMPARE(s.paymentsList()->item(0)->text(), QStringLiteral("No match that evening"));
    }

    // The window reads a records file off the GUI thread: matches played by qixing-cli.
    void loadsARecordsFile()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath("r.sqlite");
        QProcess play;
        play.start(QStringLiteral(QIXING_CLI), {"sevens", "play", "--games", "3", "--seed", "5", "--records", db});
        QVERIFY(play.waitForFinished(60000));
        QCOMPARE(play.exitCode(), 0);
        StatsScreen s;
        QSignalSpy loaded(&s, &StatsScreen::loaded);
        s.load(db);
        QVERIFY(loaded.wait(20000));
        QCOMPARE(loaded.first().first().toString(), QString());
        QCOMPARE(s.playersTable()->rowCount(), 4);
        QCOMPARE(figure(s.figuresTable(), "Hands"), QStringLiteral("3"));
        QCOMPARE(s.handsChart()->values().size(), 3);
        // No file yet: nothing recorded, no error, and no file made.
        s.load(dir.filePath("none.sqlite"));
        QVERIFY(loaded.wait(20000));
        QCOMPARE(loaded.last().first().toString(), QString());
        QCOMPARE(s.playersTable()->rowCount(), 0);
        QVERIFY(!QFile::exists(dir.filePath("none.sqlite")));
    }

    void everyControlHasAName()
    {
        StatsScreen s;
        s.setRows(rows());
        for (QWidget *w : s.findChildren<QWidget *>()) {
            if (!w->isWindow() && w->focusPolicy() != Qt::NoFocus && w->isVisibleTo(&s) && !qobject_cast<QAbstractScrollArea *>(w->parentWidget())
                && QString::fromLatin1(w->metaObject()->className()) != QLatin1String("QTabBar"))
                QVERIFY2(!w->accessibleName().isEmpty(), w->metaObject()->className());
        }
    }
};

QTEST_MAIN(TestStatsScreen)
#include "test_stats_screen.moc"
