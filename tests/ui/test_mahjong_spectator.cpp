// SPDX-License-Identifier: GPL-3.0-or-later
// The mahjong spectator screen (issue 30, "Spectators and the big screen"): a real
// net::TableServer in this process hosts a table of four computer players, and a window
// watches it through a real client, chosen with Watch in the LAN browser. The table the
// window draws from (MahjongTableModel) must hold every seat's public facts as the host has
// them and never a concealed tile; the spectator is never asked, has no prompt, toggles or
// hint, and no "you" is written anywhere; the screen follows the hand to its settlement. In
// "behind" mode the settlement adds how each hand was dealt, from the host's handOpen. The
// spectator may turn the table ("View from", or a seat's plaque clicked): only the drawing turns.

#include "mahjong/joined_mahjong_game.h"
#include "mahjong/mahjong_client.h"
#include "mahjong/mahjong_json.h"
#include "mahjong/mahjong_module.h"
#include "net/server.h"
#include "ui/kit/i18n.h"
#include "ui/kit/table_side_panel.h"
#include "ui/kit/texts.h"
#include "ui/mahjong/mahjong_settlement_dialog.h"
#include "ui/mahjong/mahjong_table_model.h"
#include "ui/mahjong/mahjong_table_screen.h"
#include "ui/mahjong/mahjong_table_widget.h"
#include "ui/records/record_keeper.h"
#include "ui/shell/lan_widgets.h"
#include "ui/shell/main_window.h"
#include "lan_window_support.h"
#include "window_screens.h"

#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace qixing;
using namespace qixing::ui;
using namespace qixing::ui::test;

namespace {

const std::array<QString, 4> kNames {QStringLiteral("Mei"), QStringLiteral("Kai"), QStringLiteral("Lan"), QStringLiteral("Wen")};

// A host with one mahjong table of four computer players, quick, that takes spectators.
struct Host
{
    net::TableServer server {QStringLiteral("Ana")};
    int table = -1;

    bool open(net::SpectatorPolicy::Hands hands)
    {
        if (!server.listen(kLoopback, 0))
            return false;
        session::MahjongSettings s;
        s.names = kNames;
        s.kinds.fill(QStringLiteral("efficient"));
        net::ServerTableConfig c;
        c.name = QStringLiteral("Watched");
        c.game = QStringLiteral("mahjong");
        c.settings = session::mahjongSettingsTo(s);
        c.computerPauseMs = 5;
        c.claimPauseMs = 20;
        c.nextHandDelayMs = 600000; // one hand is followed: the next is not dealt meanwhile
        c.seed = 31;
        c.spectators.hands = hands;
        table = server.addTable(c);
        return table >= 0;
    }
    const session::MahjongModule *module() const
    {
        const session::TableSession *ts = server.tableSession(table);
        return ts ? dynamic_cast<const session::MahjongModule *>(ts->module()) : nullptr;
    }
};

// What the window may show a spectator at any moment: nothing of anyone's concealed tiles,
// no question, no prompt, toggles or "you". Empty when all is well, else what is wrong.
QString spectatorFaults(MahjongTableScreen *page)
{
    const MahjongTableWidget *table = page->table();
    const MahjongTableModel &m = table->model();
    if (!m.hasHand())
        return {};
    if (!m.spectating())
        return QStringLiteral("the table is drawn for seat %1, not a spectator").arg(m.localSeat());
    for (int k = 0; k < mahjong::kKinds; ++k)
        if (m.ownCounts()[std::size_t(k)] != 0)
            return QStringLiteral("the spectator holds a concealed %1").arg(mahjong::json::tileName(mahjong::Tile(k)));
    if (!table->handTiles().empty() || m.drawnTile())
        return QStringLiteral("a hand is drawn face up at the bottom");
    // Whichever seat sits at the bottom, each hand is drawn as backs, as many as the seat holds,
    // until the settlement shows it.
    for (int s = 0; s < 4; ++s) {
        const auto shown = table->shownHand(s);
        if (m.handOver() && !m.revealed()[std::size_t(s)].empty())
            continue;
        if (int(shown.size()) != m.seat(s).tiles)
            return QStringLiteral("seat %1 is drawn %2 tiles, it holds %3").arg(s).arg(shown.size()).arg(m.seat(s).tiles);
        for (const auto &t : shown)
            if (t)
                return QStringLiteral("seat %1's %2 is drawn face up").arg(s).arg(mahjong::json::tileName(*t));
    }
    if (!m.handOver()) {
        for (int s = 0; s < 4; ++s) {
            if (!m.revealed()[std::size_t(s)].empty())
                return QStringLiteral("seat %1's hand is revealed before the settlement").arg(s);
            for (const auto &meld : m.seat(s).melds)
                if (meld.type == mahjong::Meld::Type::ConcealedKong && !meld.revealed && !meld.tiles.empty())
                    return QStringLiteral("seat %1's concealed kong is shown").arg(s);
        }
    }
    if (m.question())
        return QStringLiteral("the spectator was asked");
    if (!table->promptRect().isEmpty() || !table->promptButtonNames().isEmpty())
        return QStringLiteral("a prompt is shown: %1").arg(table->promptText());
    if (table->togglesVisible())
        return QStringLiteral("the player's toggles are shown");
    if (table->statusText().contains(QLatin1String("You")) || table->statusText().contains(QLatin1String("your")))
        return QStringLiteral("the status says you: %1").arg(table->statusText());
    for (const AccessibleItem &it : table->accessibleItems()) {
        if (it.key.startsWith(QLatin1String("hand:")) || it.key == QLatin1String("waits"))
            return QStringLiteral("the spectator has %1").arg(it.key);
        if (it.name.contains(QLatin1String("You")) || it.description.contains(QLatin1String("You"))
            || it.description.contains(QLatin1String("your")))
            return QStringLiteral("%1 says you: %2 %3").arg(it.key, it.name, it.description);
    }
    for (int i = 0; i < page->panel()->logLines(); ++i)
        if (page->panel()->logLine(i).startsWith(QLatin1String("You ")))
            return QStringLiteral("the log says %1").arg(page->panel()->logLine(i));
    return {};
}

// The public facts of every seat in the window's model against the host's hand: tiles in
// hand (as a count), flowers, melds, discards left in the river, balances, the gold, the
// dealer and the wall. Empty when they agree.
QString publicFactsDiffer(const MahjongTableModel &m, const session::MahjongModule &host)
{
    const mahjong::HandState &h = host.hand();
    if (m.handNumber() != host.handNumber())
        return QStringLiteral("hand %1, the host plays %2").arg(m.handNumber()).arg(host.handNumber());
    if (m.gold() != h.gold() || m.dealer() != h.dealer())
        return QStringLiteral("the gold or the dealer differs");
    if (m.drawable() != h.drawable())
        return QStringLiteral("%1 tiles to draw, the host has %2").arg(m.drawable()).arg(h.drawable());
    const auto balances = host.balances();
    const QJsonArray names = host.stateFor(session::kSpectator, host.eventCount()).value("names").toArray();
    for (int s = 0; s < 4; ++s) {
        const auto &seat = m.seat(s);
        if (seat.name != names.at(s).toString())
            return QStringLiteral("seat %1 is named \"%2\", the host says \"%3\"").arg(s).arg(seat.name, names.at(s).toString());
        int held = 0;
        for (int k = 0; k < mahjong::kKinds; ++k)
            held += h.hand(s)[std::size_t(k)];
        if (seat.tiles != held)
            return QStringLiteral("seat %1 holds %2 tiles, the host says %3").arg(s).arg(seat.tiles).arg(held);
        if (int(seat.flowers.size()) != h.flowers(s))
            return QStringLiteral("seat %1 has %2 flowers, the host says %3").arg(s).arg(seat.flowers.size()).arg(h.flowers(s));
        if (int(seat.melds.size()) != h.meldCount(s))
            return QStringLiteral("seat %1 has %2 melds, the host says %3").arg(s).arg(seat.melds.size()).arg(h.meldCount(s));
        if (seat.balance != balances[std::size_t(s)])
            return QStringLiteral("seat %1's balance differs").arg(s);
    }
    return {};
}

} // namespace

class TestMahjongSpectator : public QObject
{
    Q_OBJECT
    QTemporaryDir dir_;

    // The window watches the host's table through Watch in the LAN browser; the table starts.
    bool watchFromBrowser(MainWindow &w, Host &host)
    {
        w.setBrowserTargets({}, 0); // no discovery: the host's answer is given below
        w.openJoinDialog(QStringLiteral("mahjong"));
        LanBrowserDialog *b = w.lanBrowser();
        if (!b)
            return false;
        b->addAnswer(QJsonObject {{"address", "127.0.0.1"}, {"name", "Ana"}, {"port", host.server.port()},
                                  {"tables", host.server.tableInfos()}});
        if (b->rowCount() != 1)
            return false;
        b->selectRow(0);
        auto *watch = b->findChild<QPushButton *>(QStringLiteral("lanWatch"));
        if (!watch || !watch->isEnabled()) // Watch is offered for a mahjong table
            return false;
        b->findChild<QLineEdit *>(QStringLiteral("lanPlayerName"))->setText(QStringLiteral("Onlooker"));
        QTest::mouseClick(watch, Qt::LeftButton);
        if (!QTest::qWaitFor([&] { return w.onLobbyPage(); }, 10000))
            return false;
        return host.server.startTable(host.table);
    }

    // Follows one hand to its settlement, checking every moment; once, in the middle of the
    // hand with melds or flowers out, the host is paused and the public facts compared.
    // With `turning`, the table is turned to another seat every few moments on the way.
    void followHand(MainWindow &w, Host &host, int *yourTurns, bool turning = false)
    {
        MahjongTableScreen *page = mahjongOf(w);
        bool compared = false;
        QElapsedTimer t;
        t.start();
        for (int round = 0; !page->settlementDialog(); ++round) {
            QVERIFY2(t.elapsed() < 45000, "the hand did not reach its settlement");
            QTest::qWait(2);
            if (turning && round % 40 == 0)
                page->table()->viewFromChooser()->setCurrentIndex((round / 40) % 4);
            const QString fault = spectatorFaults(page);
            QVERIFY2(fault.isEmpty(), qPrintable(fault));
            const session::MahjongModule *m = host.module();
            if (compared || !m || !m->handInProgress() || m->eventCount() < 40)
                continue;
            int out = 0;
            for (int s = 0; s < 4; ++s)
                out += m->hand().meldCount(s) + m->hand().flowers(s);
            if (out == 0)
                continue;
            session::TableSession *ts = host.server.tableSession(host.table);
            ts->pause();
            // The host stands still: the window catches up with every event sent.
            QTest::qWait(300);
            QVERIFY(w.currentScreen() == page);
            const QString differ = publicFactsDiffer(page->table()->model(), *m);
            QVERIFY2(differ.isEmpty(), qPrintable(differ));
            ts->unpause();
            compared = true;
        }
        QVERIFY2(compared, "the hand ended before anything was laid out");
        QCOMPARE(*yourTurns, 0);
        // The settlement: every hand revealed on the table, the balances the host's.
        const MahjongTableModel &model = page->table()->model();
        QVERIFY(model.handOver());
        const QJsonArray hands = model.settlement().value("hands").toArray();
        for (int s = 0; s < 4; ++s)
            QCOMPARE(int(model.revealed()[std::size_t(s)].size()), hands.at(s).toArray().size());
        QCOMPARE(page->settlementDialog()->findChild<QPushButton *>(QStringLiteral("nextButton"))->text(), QStringLiteral("Close"));
        for (int s = 0; s < 4; ++s)
            QVERIFY(!page->settlementDialog()->findChild<QLabel *>(QStringLiteral("name-%1").arg(s))->text().contains(QLatin1String("you")));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QixingTest"));
        QCoreApplication::setApplicationName(QStringLiteral("qixing-mahjong-spectator-test"));
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
    }

    // Public mode: every seat's public facts, never a concealed tile, never asked; the hand
    // followed to its settlement, which opens no hand as dealt.
    void watchesAHand()
    {
        Host host;
        QVERIFY(host.open(net::SpectatorPolicy::Public));
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("public.json")));
        QVERIFY(watchFromBrowser(w, host));
        MahjongTableScreen *page = mahjongOf(w);
        QTRY_VERIFY_WITH_TIMEOUT(page->joinedGame() != nullptr, 5000);
        net::JoinedMahjongGame *joined = page->joinedGame();
        QVERIFY(joined->spectating());
        int yourTurns = 0;
        connect(joined->client(), &net::TableClient::messageArrived, this, [&](const QJsonObject &m) {
            const QString type = m.value("type").toString();
            yourTurns += type == QLatin1String("yourTurn") || type == QLatin1String("timeUp");
        });
        QTRY_VERIFY_WITH_TIMEOUT(w.currentScreen() == page && page->table()->model().hasHand(), 10000);
        // A watched table is no seat's match: nothing of it goes into this window's records
        // (the store takes only a seat's view).
        QVERIFY(w.records()->keeping());
        QVERIFY(!w.records()->recordingJoined());
        followHand(w, host, &yourTurns, true);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!w.records()->recordingJoined());
        // Nothing of the hand as dealt comes in public mode.
        QTest::qWait(300);
        QVERIFY(joined->handOpen().isEmpty());
        QVERIFY(!page->settlementDialog()->showsDealtHands());
        QVERIFY(!page->settlementDialog()->findChild<QWidget *>(QStringLiteral("dealt-0")));
    }

    // "View from" seat 3 puts seat 3's plaque at the bottom and its river where the bottom
    // river is drawn; a plaque clicked turns the table the same way; the model's seats and
    // their public facts stay as the host has them, and a new picture of the table keeps the turn.
    void turnsTheTable()
    {
        Host host;
        QVERIFY(host.open(net::SpectatorPolicy::Public));
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("turns.json")));
        QVERIFY(watchFromBrowser(w, host));
        MahjongTableScreen *page = mahjongOf(w);
        QTRY_VERIFY_WITH_TIMEOUT(w.currentScreen() == page && page->table()->model().hasHand(), 10000);
        MahjongTableWidget *table = page->table();
        const MahjongTableModel &model = table->model();
        // Every river has a discard; then the host holds still and the window catches up.
        QVERIFY(QTest::qWaitFor(
            [&] {
                const session::MahjongModule *m = host.module();
                if (!m || !m->handInProgress())
                    return false;
                for (int s = 0; s < 4; ++s)
                    if (m->hand().discardCount(s) == 0)
                        return false;
                return true;
            },
            30000));
        session::TableSession *ts = host.server.tableSession(host.table);
        ts->pause();
        QTest::qWait(300);
        QVERIFY(host.module()->handInProgress());
        QCOMPARE(model.viewFrom(), 0);

        // The seats' names as the table shows them (the host's computer players as numbered).
        std::array<QString, 4> told;
        for (int s = 0; s < 4; ++s)
            told[std::size_t(s)] = model.seat(s).name;
        const std::array<QString, 4> names = Texts::shownNames(told);
        QVERIFY(names[1] != names[3] && !names[1].isEmpty());
        QComboBox *chooser = table->viewFromChooser();
        QVERIFY(chooser && chooser->isVisible());
        QCOMPARE(chooser->count(), 4);
        for (int s = 0; s < 4; ++s)
            QVERIFY2(chooser->itemText(s).contains(names[std::size_t(s)]), qPrintable(chooser->itemText(s)));
        const auto item = [&](const QString &key) {
            for (const AccessibleItem &it : table->accessibleItems())
                if (it.key == key)
                    return it;
            return AccessibleItem {};
        };
        // Where the seat at each position is drawn, told by the table's accessible items.
        const auto drawnAsTurned = [&](int bottom) -> QString {
            if (model.viewFrom() != bottom)
                return QStringLiteral("viewed from seat %1, not %2").arg(model.viewFrom()).arg(bottom);
            if (chooser->currentIndex() != bottom)
                return QStringLiteral("the chooser says seat %1").arg(chooser->currentIndex());
            for (int pos = 0; pos < 4; ++pos) {
                const int seat = model.seatAt(pos);
                if (seat != ((bottom + pos) & 3) || model.posOf(seat) != pos)
                    return QStringLiteral("position %1 shows seat %2").arg(pos).arg(seat);
                const AccessibleItem plaque = item(QStringLiteral("seat:%1").arg(pos));
                const AccessibleItem river = item(QStringLiteral("river:%1").arg(pos));
                if (plaque.name != names[std::size_t(seat)] || plaque.rect != table->plaqueRect(pos))
                    return QStringLiteral("the plaque at %1 is %2's").arg(pos).arg(plaque.name);
                if (!river.name.contains(names[std::size_t(seat)]) || river.rect != table->riverRect(pos))
                    return QStringLiteral("the river at %1 is %2").arg(pos).arg(river.name);
            }
            // The bottom seat's plaque in the bottom left corner, its river below the middle.
            const QRectF plaque = table->plaqueRect(0), river = table->riverRect(0), middle = table->middleRect();
            if (plaque.center().x() > table->width() / 2.0 || plaque.center().y() < table->height() / 2.0)
                return QStringLiteral("the bottom seat's plaque is not at the bottom");
            if (river.top() < middle.bottom() || river.center().x() < middle.left() || river.center().x() > middle.right())
                return QStringLiteral("the bottom seat's river is not below the middle");
            return {};
        };
        QVERIFY2(drawnAsTurned(0).isEmpty(), qPrintable(drawnAsTurned(0)));

        const MahjongTableModel before = model;
        // "View from" seat 3.
        chooser->setCurrentIndex(2);
        QVERIFY2(drawnAsTurned(2).isEmpty(), qPrintable(drawnAsTurned(2)));
        QVERIFY2(spectatorFaults(page).isEmpty(), qPrintable(spectatorFaults(page)));
        // The right seat's plaque clicked: that seat (4) to the bottom. The bottom's own does nothing.
        QTest::mouseClick(table, Qt::LeftButton, {}, table->plaqueRect(1).center().toPoint());
        QVERIFY2(drawnAsTurned(3).isEmpty(), qPrintable(drawnAsTurned(3)));
        QTest::mouseClick(table, Qt::LeftButton, {}, table->plaqueRect(0).center().toPoint());
        QVERIFY2(drawnAsTurned(3).isEmpty(), qPrintable(drawnAsTurned(3)));
        // The opposite plaque: seat 2.
        QTest::mouseClick(table, Qt::LeftButton, {}, table->plaqueRect(2).center().toPoint());
        QVERIFY2(drawnAsTurned(1).isEmpty(), qPrintable(drawnAsTurned(1)));
        // Only the drawing turned: every seat's facts are as they were, by seat.
        for (int s = 0; s < 4; ++s) {
            const auto &now = model.seat(s), &was = before.seat(s);
            QCOMPARE(now.name, was.name);
            QCOMPARE(now.tiles, was.tiles);
            QCOMPARE(now.balance, was.balance);
            QCOMPARE(now.river.size(), was.river.size());
            QCOMPARE(now.melds.size(), was.melds.size());
            QCOMPARE(now.flowers.size(), was.flowers.size());
        }
        QCOMPARE(model.drawable(), before.drawable());
        QCOMPARE(model.dealer(), before.dealer());
        QVERIFY2(spectatorFaults(page).isEmpty(), qPrintable(spectatorFaults(page)));

        // A new picture of the table (a state, as on a new hand or a reconnection) keeps the turn.
        MahjongTableModel again = model;
        QJsonObject state = host.module()->stateFor(session::kSpectator, host.module()->eventCount());
        state.insert("type", "state");
        QVERIFY(again.apply(state));
        QCOMPARE(again.viewFrom(), 1);
        QCOMPARE(again.seatAt(0), 1);
        // A seated person's table is never turned.
        QJsonObject seated = host.module()->stateFor(2, host.module()->eventCount());
        seated.insert("type", "state");
        QVERIFY(again.apply(seated));
        QCOMPARE(again.seatAt(0), 2);
        ts->unpause();
    }

    // Behind mode: after the settlement, the hand as each seat was dealt it and every tile it
    // drew, in the settlement the spectator reads.
    void behindShowsTheDealtHands()
    {
        Host host;
        QVERIFY(host.open(net::SpectatorPolicy::Behind));
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("behind.json")));
        QVERIFY(watchFromBrowser(w, host));
        MahjongTableScreen *page = mahjongOf(w);
        QTRY_VERIFY_WITH_TIMEOUT(page->joinedGame() != nullptr, 5000);
        net::JoinedMahjongGame *joined = page->joinedGame();
        int yourTurns = 0;
        connect(joined->client(), &net::TableClient::messageArrived, this, [&](const QJsonObject &m) {
            const QString type = m.value("type").toString();
            yourTurns += type == QLatin1String("yourTurn") || type == QLatin1String("timeUp");
        });
        QTRY_VERIFY_WITH_TIMEOUT(w.currentScreen() == page && page->table()->model().hasHand(), 10000);
        followHand(w, host, &yourTurns);
        if (QTest::currentTestFailed())
            return;
        MahjongSettlementDialog *d = page->settlementDialog();
        QTRY_VERIFY_WITH_TIMEOUT(d->showsDealtHands(), 5000);
        const QJsonArray states = joined->handOpen().value("states").toArray();
        QCOMPARE(states.size(), 4);
        // Every tile each seat drew, in order, after its dealt hand.
        int draws = 0, shownDraws = 0;
        for (const QJsonValue &v : joined->handOpen().value("events").toArray()) {
            const QJsonObject e = v.toObject().value("event").toObject();
            const QString kind = e.value("e").toString();
            draws += (kind == QLatin1String("draw") || kind == QLatin1String("replacement")) && e.value("tile").isString();
        }
        for (int s = 0; s < 4; ++s)
            if (auto *strip = d->findChild<TileGroupsStrip *>(QStringLiteral("dealt-%1").arg(s)); strip && strip->groups().size() > 1)
                shownDraws += int(strip->groups()[1].items.size());
        QVERIFY(draws > 0);
        QCOMPARE(shownDraws, draws);
        for (int s = 0; s < 4; ++s) {
            auto *strip = d->findChild<TileGroupsStrip *>(QStringLiteral("dealt-%1").arg(s));
            QVERIFY(strip);
            QVERIFY(!strip->groups().empty());
            // Each seat's hand as its own state told it when the hand began, face up.
            std::vector<mahjong::Tile> shown;
            for (const auto &item : strip->groups().front().items) {
                QVERIFY(!item.faceDown);
                shown.push_back(item.tile);
            }
            std::vector<mahjong::Tile> dealt;
            for (const QJsonValue &v : states.at(s).toObject().value("tiles").toArray())
                dealt.push_back(mahjong::json::tileFrom(v, QStringLiteral("tiles"), true));
            QVERIFY(!dealt.empty());
            QVERIFY(shown == dealt);
        }
    }
};

QTEST_MAIN(TestMahjongSpectator)
#include "test_mahjong_spectator.moc"
