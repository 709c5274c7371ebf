// SPDX-License-Identifier: GPL-3.0-or-later
// The mahjong table window (ui/mahjong/mahjong_table_widget) played by clicks and keys at
// seat 0 against computer players: whole hands, claim prompts answered by a click and by a
// key (M20), the chow picker, a 游金 announcement (M33), the opening and turn prompts offer
// exactly the seat's options, refusals are shown, the table fits at every size, and a screen
// reader is told every seat, river, meld, flower and tile (issue 13).

#include "ui/mahjong/mahjong_table_screen.h"
#include "ui/mahjong/mahjong_table_view.h"
#include "ui/mahjong/mahjong_table_widget.h"

#include "mahjong/mahjong_json.h"
#include "mahjong/local_mahjong_game.h"
#include "mahjong/mahjong_module.h"
#include "table/table_session.h"
#include "ui/kit/i18n.h"
#include "ui/kit/texts.h"
#include "ui/mahjong/tile_renderer.h"

#include "../net/spin_until.h"

#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QPushButton>
#include <QRegularExpression>
#include <QThreadPool>
#include <QSignalSpy>
#include <QTest>

#include <map>
#include <memory>

using namespace qixing;
using namespace qixing::session;
using namespace qixing::mahjong;
using qixing::ui::MahjongTableWidget;

namespace {
// A desktop table: a TableSession playing a MahjongModule, told to the window by
// LocalMahjongGame (the table owns its session).
struct OwnSession
{
    TableSession ts;
};
class SessionGame final : private OwnSession, public LocalMahjongGame
{
public:
    explicit SessionGame(const MahjongSettings &s) : LocalMahjongGame(&ts, 0)
    {
        ts.setComputerPause(0);
        ts.start(std::make_unique<MahjongModule>(s));
    }
    TableSession &session() { return ts; }
};

// A table told a fixed list of messages; answers are recorded.
class ScriptedGame final : public MahjongGame
{
public:
    QList<QJsonObject> messages;
    QList<QJsonObject> answers;
    Rules rules_;
    bool active() const override { return true; }
    int localSeat() const override { return 0; }
    const Rules &rules() const override { return rules_; }
    QString seatName(int) const override { return {}; }
    QString seatKind(int) const override { return QStringLiteral("computer"); }
    int turnSeconds() const override { return 0; }
    QList<QJsonObject> replay() const override { return messages; }
    QString submit(const QJsonObject &a) override
    {
        answers << a;
        return {};
    }
    int msLeft() const override { return 5000; }
    QJsonObject hint() const override { return {}; }
    void nextHand() override {}
};

// A question of the given phase and options, with the module's view of seat 0.
QJsonObject question(const MahjongModule &m, int phase, const std::vector<Action> &options)
{
    QJsonObject q = m.askFor(0);
    QJsonArray opts;
    for (const Action &a : options)
        opts.append(MahjongModule::actionTo(a));
    QJsonObject view = q.value("view").toObject();
    view.insert("phase", phase);
    q.insert("view", view);
    q.insert("options", opts);
    q.insert("type", "yourTurn");
    q.insert("step", 99);
    q.insert("deadline", 8000);
    return q;
}

MahjongSettings settingsFor(std::uint64_t seed, int rounds = 1)
{
    MahjongSettings s;
    s.rules.rounds = rounds;
    s.rules.claimSeconds = 600;
    s.names = {QStringLiteral("Mei"), QString(), QString(), QString()};
    s.kinds = {QStringLiteral("person"), QStringLiteral("efficient"), QStringLiteral("random"), QStringLiteral("efficient")};
    s.seed = seed;
    return s;
}

template<typename Pred>
bool waitFor(Pred done)
{
    return spinUntil(done, 20000);
}

void clickTile(MahjongTableWidget &w, int index)
{
    QTest::mouseClick(&w, Qt::LeftButton, {}, w.handTileRect(index).center().toPoint());
}

int tileIndex(const MahjongTableWidget &w, Tile t)
{
    const auto tiles = w.handTiles();
    for (int i = int(tiles.size()) - 1; i >= 0; --i)
        if (tiles[std::size_t(i)] == t)
            return i;
    return -1;
}

// Answers the question asked as the computer would, through the window: a discard by two
// clicks on the tile, 游金 by the tile and the announcement's button, anything else by the
// button the hint points at.
void answerByHint(MahjongTableWidget &w, SessionGame &g, int &clicks)
{
    const auto a = MahjongModule::actionFrom(g.hint());
    QVERIFY(a);
    if (a->kind == Action::Kind::Discard || a->kind == Action::Kind::You) {
        const int i = tileIndex(w, a->tile);
        QVERIFY(i >= 0);
        clickTile(w, i);
        clickTile(w, i);
        clicks += 2;
        if (a->kind == Action::Kind::You) {
            QVERIFY(w.promptButton("you"));
            QTest::mouseClick(w.promptButton("you"), Qt::LeftButton);
            ++clicks;
        }
        return;
    }
    w.showHint();
    // Worked out on another thread; shown when back.
    QTRY_VERIFY_WITH_TIMEOUT(!w.hintPending(), 20000);
    // A claim's value, the best and the next best, in words (a discard's is on its tile); the
    // opening declarations are not valued (the efficient player's choice).
    if (w.hintValues().isEmpty() && w.model().question()->options.size() >= 2 && w.model().question()->phase != 0)
        QVERIFY2(w.messageText().contains(QStringLiteral("Expected: ")), qPrintable(w.messageText()));
    QString name = w.hintTarget();
    // The chow itself, not only the button that leads to it. (The window's hint is the option
    // the strong player values best, which may be another than g.hint()'s, the time limit's.)
    if (name.startsWith(QStringLiteral("chow")))
        QVERIFY2(name.startsWith(QStringLiteral("chow:")), qPrintable(name));
    if (!w.promptButton(name) && name.startsWith("chow:")) {
        // The hinted chow is behind the "chow" button: the only chow (answered by it), or the
        // picker, which then shows the hinted one marked.
        QVERIFY(w.promptButton("chow"));
        QVERIFY(w.promptButton("chow")->property("hint").toBool());
        const bool picker = std::count_if(w.model().question()->options.begin(), w.model().question()->options.end(),
                                             [](const Action &o) { return o.kind == Action::Kind::Chow; }) > 1;
        QTest::mouseClick(w.promptButton("chow"), Qt::LeftButton);
        ++clicks;
        if (!picker)
            return;
        QVERIFY2(w.promptButton(name) && w.promptButton(name)->property("hint").toBool(),
                 qPrintable(name + " among " + w.promptButtonNames().join(',')));
    }
    QVERIFY2(w.promptButton(name), qPrintable(name + " among " + w.promptButtonNames().join(',')));
    QTest::mouseClick(w.promptButton(name), Qt::LeftButton);
    ++clicks;
}

// Plays seat 0 by hint through the window until `stop` says the question asked is the one
// wanted (true) or the match ends (false).
bool playUntil(MahjongTableWidget &w, SessionGame &g, const std::function<bool()> &stop, int &clicks)
{
    for (int guard = 0; guard < 20000; ++guard) {
        // Computers think on workers: the seat acts once they have answered, as a window may
        // close meanwhile (a claim that outranks its own, M20).
        if (!waitFor([&] {
                return (w.model().question() && g.session().isAsked(0) && !g.session().awaitsComputer())
                    || !g.module()->handInProgress();
            }))
            return false;
        if (!g.module()->handInProgress()) {
            if (g.module()->matchFinished())
                return false;
            g.nextHand();
            continue;
        }
        if (stop())
            return true;
        const int step = g.module()->step();
        answerByHint(w, g, clicks);
        if (QTest::currentTestFailed())
            return false;
        // The answer was taken: the seat is no longer asked at that step.
        if (!waitFor([&] { return !g.session().isAsked(0) || g.module()->step() != step; }))
            return false;
    }
    return false;
}

bool hasOption(const MahjongTableWidget &w, Action::Kind k)
{
    return w.model().question() && w.model().question()->has(k);
}
} // namespace

class TestMahjongTable : public QObject
{
    Q_OBJECT
private slots:
    void init() { ui::Language::apply(QStringLiteral("en")); }

    void wholeHandByClicks()
    {
        SessionGame g(settingsFor(3));
        MahjongTableWidget w(&g);
        w.setAnimationMs(0);
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        int clicks = 0, questions = 0, waitsSeen = 0;
        for (int guard = 0; guard < 2000 && g.module()->handInProgress(); ++guard) {
            QVERIFY(waitFor([&] {
                return (w.model().question() && g.session().isAsked(0) && !g.session().awaitsComputer())
                    || !g.module()->handInProgress();
            }));
            if (!g.module()->handInProgress())
                break;
            ++questions;
            // The prompt offers exactly the seat's options (a discard is a click on a tile).
            const auto options = g.module()->options(0);
            QCOMPARE(int(w.model().question()->options.size()), int(options.size()));
            for (const Action &a : options) {
                if (a.kind == Action::Kind::Pass)
                    QVERIFY(w.promptButton("pass"));
                if (a.kind == Action::Kind::Pung)
                    QVERIFY(w.promptButton("pung"));
                if (a.kind == Action::Kind::Chow)
                    QVERIFY(w.promptButton("chow"));
                if (a.kind == Action::Kind::Discard)
                    QVERIFY(tileIndex(w, a.tile) >= 0);
            }
            // Own tiles on the table are the engine's hand.
            QCOMPARE(w.model().ownCounts(), g.module()->hand().hand(0));
            if (w.model().question()->window) {
                // The waits panel: the engine's waits, each with the copies the seat cannot see.
                const HandView view(g.module()->hand(), 0);
                const auto panel = w.waits();
                const auto kinds = waitingKinds(view.concealed());
                QCOMPARE(int(panel.size()), int(kinds.size()));
                for (std::size_t i = 0; i < kinds.size(); ++i) {
                    const Tile t = physicalOf(kinds[i], view.gold());
                    QCOMPARE(panel[i].first, t);
                    QCOMPARE(panel[i].second, view.unseen(t.kind()));
                }
                waitsSeen += int(!kinds.empty());
            }
            const int step = g.module()->step();
            answerByHint(w, g, clicks);
            if (QTest::currentTestFailed())
                return;
            QVERIFY(waitFor([&] { return !g.session().isAsked(0) || g.module()->step() != step; }));
        }
        QVERIFY(waitFor([&] { return w.model().handOver() && !w.model().settlement().isEmpty(); }));
        qInfo("a whole hand in %d questions, %d clicks, %d windows with waits", questions, clicks, waitsSeen);
        QVERIFY(clicks >= 10);
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(w.model().seat(s).balance, g.module()->balances()[std::size_t(s)]);
            Counts shown {};
            for (Tile t : w.model().revealed()[std::size_t(s)])
                ++shown[std::size_t(t.kind())];
            QCOMPARE(shown, g.module()->hand().hand(s));
        }
        // The next hand from the table's own button.
        QVERIFY(w.promptButton("nextHand"));
        QTest::keyClick(&w, Qt::Key_Return);
        QVERIFY(waitFor([&] { return w.model().handNumber() == 1 && !w.model().handOver(); }));
        QVERIFY(!w.promptButton("nextHand"));
        QCOMPARE(w.model().ownCounts(), g.module()->hand().hand(0));
    }

    void claimByKeyAndByClick()
    {
        // M20: the first window offered is passed with the Space key; the next one with a pung
        // is answered by a click on 碰, the next one with a chow by the C key.
        SessionGame g(settingsFor(5, 4));
        MahjongTableWidget w(&g);
        w.setAnimationMs(0);
        w.resize(1024, 640);
        w.show();
        int clicks = 0;
        const auto window = [&] { return w.model().question() && w.model().question()->window; };
        QVERIFY(playUntil(w, g, window, clicks));
        const int passStep = g.module()->step();
        QVERIFY(w.promptButton("pass"));
        QTest::keyClick(&w, Qt::Key_Space);
        QVERIFY(waitFor([&] { return !g.session().isAsked(0) || g.module()->step() != passStep; }));
        QVERIFY(!w.model().question() || w.model().question()->step != passStep);

        QVERIFY(playUntil(w, g, [&] { return window() && hasOption(w, Action::Kind::Pung); }, clicks));
        const int melds = int(w.model().seat(0).melds.size());
        QTest::mouseClick(w.promptButton("pung"), Qt::LeftButton);
        QVERIFY(waitFor([&] { return int(w.model().seat(0).melds.size()) == melds + 1 || !g.module()->handInProgress(); }));
        if (g.module()->handInProgress()) {
            QCOMPARE(w.model().seat(0).melds.back().type, Meld::Type::Pung);
            QCOMPARE(g.module()->hand().meldCount(0), melds + 1);
        }

        QVERIFY(playUntil(w, g, [&] { return window() && hasOption(w, Action::Kind::Chow) && !hasOption(w, Action::Kind::Win); }, clicks));
        const int chows = int(w.model().question()->of(Action::Kind::Chow).size());
        const int before = int(w.model().seat(0).melds.size());
        QTest::keyClick(&w, Qt::Key_C);
        if (chows > 1) {
            // The picker: one button per chow; the first by its key.
            QCOMPARE(w.promptButtonNames().filter("chow:").size(), chows);
            QTest::keyClick(&w, Qt::Key_1);
        }
        QVERIFY(waitFor([&] { return int(w.model().seat(0).melds.size()) == before + 1 || !g.module()->handInProgress(); }));
        if (g.module()->handInProgress())
            QCOMPARE(w.model().seat(0).melds.back().type, Meld::Type::Chow);
    }

    void chowPicker()
    {
        // Several chows on one discard: the picker lists each, and the one clicked is made.
        int clicks = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            SessionGame g(settingsFor(seed, 4));
            MahjongTableWidget w(&g);
            w.setAnimationMs(0);
            w.resize(1280, 800);
            const auto several = [&] {
                return w.model().question() && w.model().question()->window && w.model().question()->of(Action::Kind::Chow).size() >= 2
                    && !hasOption(w, Action::Kind::Win);
            };
            if (!playUntil(w, g, several, clicks))
                continue;
            const auto chows = w.model().question()->of(Action::Kind::Chow);
            QTest::mouseClick(w.promptButton("chow"), Qt::LeftButton);
            QCOMPARE(w.promptText(), QStringLiteral("Which chow?"));
            QCOMPARE(w.promptButtonNames().filter("chow:").size(), int(chows.size()));
            // Back and again, then the last chow by a click.
            QTest::keyClick(&w, Qt::Key_Escape);
            QVERIFY(w.promptButton("pass"));
            QTest::mouseClick(w.promptButton("chow"), Qt::LeftButton);
            // Issue 31: each chow drawn as its tiles, their names only for a reader and the tip.
            for (const QString &n : w.promptButtonNames().filter("chow:")) {
                QPushButton *b = w.promptButton(n);
                QVERIFY2(!b->icon().isNull() && b->iconSize().height() >= 24, qPrintable(n));
                QVERIFY2(!b->text().contains(QStringLiteral("萬")) && !b->text().contains(QStringLiteral("條"))
                             && !b->text().contains(QStringLiteral("筒")),
                         qPrintable(b->text()));
                QCOMPARE(b->accessibleName().split(' ').size(), 3);
            }
            const Tile lowest = chows.back().tile;
            const int before = g.module()->hand().meldCount(0);
            QTest::mouseClick(w.promptButton("chow:" + mahjong::json::tileName(lowest)), Qt::LeftButton);
            QVERIFY(waitFor([&] { return g.module()->hand().meldCount(0) == before + 1 || !g.module()->handInProgress(); }));
            if (g.module()->hand().meldCount(0) == before + 1) {
                const Meld &m = g.module()->hand().meld(0, before);
                QCOMPARE(m.type, Meld::Type::Chow);
                QCOMPARE(plainKindOf(m.tiles[0], g.module()->hand().gold()), plainKindOf(lowest, g.module()->hand().gold()));
            }
            return;
        }
        QFAIL("no seed up to 40 offered seat 0 two chows at once");
    }

    void youAnnouncement()
    {
        // M33: a discard that enters 游金 asks first; "Just discard" and "Back" are there too.
        // MahjongModule deals from its seed (no stacked wall reaches it), so the seeds are
        // searched for the first 游金 offered to seat 0.
        int clicks = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            SessionGame g(settingsFor(seed, 4));
            MahjongTableWidget w(&g);
            w.setAnimationMs(0);
            w.setAutoWin(false);
            w.resize(1280, 800);
            if (!playUntil(w, g, [&] { return hasOption(w, Action::Kind::You); }, clicks))
                continue;
            const Tile t = w.model().question()->of(Action::Kind::You).front().tile;
            const bool gold = t == w.model().gold();
            const int i = tileIndex(w, t);
            QVERIFY(i >= 0);
            clickTile(w, i);
            clickTile(w, i);
            const QString level = gold ? QStringLiteral("雙游") : QStringLiteral("單游");
            QVERIFY2(w.promptText().startsWith(QStringLiteral("Discard %1 and announce %2?").arg(ui::TileRenderer::tileText(t), level)),
                     qPrintable(w.promptText()));
            QVERIFY(w.promptButton("back"));
            QTest::keyClick(&w, Qt::Key_Escape);
            QVERIFY(!w.promptButton("you"));
            QCOMPARE(w.model().seat(0).you, 0);
            clickTile(w, i);
            clickTile(w, i);
            QTest::mouseClick(w.promptButton("you"), Qt::LeftButton);
            QVERIFY(waitFor([&] { return w.model().seat(0).you > 0 || !g.module()->handInProgress(); }));
            QCOMPARE(g.module()->hand().youLevel(0) > 0 || !g.module()->handInProgress(), true);
            QCOMPARE(w.model().seat(0).you, gold ? 2 : 1);
            QCOMPARE(w.model().seat(0).river.back().you, true);
            qInfo("游金 at seed %llu", static_cast<unsigned long long>(seed));
            // The next own turn: any draw wins (M33); a discard is refused with the game's reason.
            QVERIFY(waitFor([&] { return (w.model().question() && g.session().isAsked(0) && w.model().question()->phase == int(Phase::Turn))
                                         || !g.module()->handInProgress(); }));
            if (!g.module()->handInProgress())
                return;
            QVERIFY(w.promptButton("win"));
            clickTile(w, 0);
            clickTile(w, 0);
            QVERIFY2(w.messageText().startsWith("Not allowed:"), qPrintable(w.messageText()));
            QVERIFY(g.session().isAsked(0));
            QTest::keyClick(&w, Qt::Key_H);
            QVERIFY(waitFor([&] { return !g.module()->handInProgress(); }));
            QCOMPARE(g.module()->hand().outcome().winner, 0);
            QCOMPARE(g.module()->hand().outcome().way, gold ? Way::ShuangYou : Way::DanYou);
            return;
        }
        QFAIL("no seed up to 60 offered seat 0 游金");
    }

    void promptsOfferExactlyTheOptions()
    {
        // The opening offers (M31, M32 with the tile to set aside, M36), the 搶槓胡 prompt with
        // its warning (M37) and a claim: one button per option, nothing else; each answers
        // exactly its action.
        session::MahjongSettings st = settingsFor(4);
        st.kinds[0] = QStringLiteral("efficient");
        MahjongModule m(st);
        m.dealNextHand();
        const Tile a = Tile::suited(0, 3), b = Tile::suited(1, 9);
        struct Case
        {
            int phase;
            std::vector<Action> options;
            QStringList buttons;
            QString says;
        };
        const std::vector<Case> cases {
            {0, {Action::win(a), Action::win(b), Action::pass()}, {"win:3m", "win:9s", "pass"}, "搶金"},
            {1, {Action::pass(), Action::robKong(2, 0)}, {"robKong:2:0", "pass"}, "詐胡"},
            {3, {Action::win(), Action::pung(), Action::kong(), Action::pass()}, {"win", "kong", "pung", "pass"}, ""},
            {3, {Action::chow(Tile::suited(2, 1)), Action::chow(Tile::suited(2, 2)), Action::pass()}, {"chow", "pass"}, ""},
            {2, {Action::concealedKong(a), Action::addKong(b), Action::discard(a)}, {"concealedKong:3m", "addKong:9s"}, ""},
        };
        for (const Case &c : cases) {
            ScriptedGame g;
            g.messages = {m.stateFor(0, m.eventCount()), question(m, c.phase, c.options)};
            MahjongTableWidget w(&g);
            w.resize(1280, 800);
            QCOMPARE(w.promptButtonNames(), c.buttons);
            QVERIFY2(w.promptText().contains(c.says), qPrintable(w.promptText()));
            for (const QString &name : c.buttons) {
                if (name == "chow")
                    continue;
                QTest::mouseClick(w.promptButton(name), Qt::LeftButton);
                const auto answered = MahjongModule::actionFrom(g.answers.last());
                QVERIFY(answered);
                QVERIFY(std::find(c.options.begin(), c.options.end(), *answered) != c.options.end());
                g.messages.last().insert("step", g.messages.last().value("step").toInt() + 1);
                w.setGame(&g); // asked again
            }
        }
    }

    void forcedRoundRunsByItself()
    {
        // M34: while another seat's 雙游 gold goes round, the tile drawn is discarded for the
        // person (no choice), and the table says why.
        session::MahjongSettings st = settingsFor(4);
        st.kinds[0] = QStringLiteral("efficient");
        MahjongModule m(st);
        m.dealNextHand();
        ScriptedGame g;
        QJsonObject state = m.stateFor(0, m.eventCount());
        state.remove("eventCount");
        g.messages = {state};
        MahjongTableWidget w(&g);
        w.resize(1280, 800);
        Tile drawn;
        for (int k = 0; k < kKinds; ++k)
            if (m.hand().hand(0)[std::size_t(k)] == 0)
                drawn = Tile(k);
        QList<QJsonObject> events {
            {{"type", "event"}, {"hand", 0}, {"index", 100}, {"event", QJsonObject {{"e", "forcedRound"}, {"seat", 2}}}},
            {{"type", "event"}, {"hand", 0}, {"index", 101}, {"event", QJsonObject {{"e", "draw"}, {"seat", 0}, {"tile", mahjong::json::tileName(drawn)}}}},
        };
        for (const QJsonObject &e : events)
            emit g.message(e);
        QVERIFY(w.messageText().contains("雙游"));
        QCOMPARE(w.model().forcedRoundFor(), 2);
        emit g.message(question(m, 2, {Action::discard(drawn)}));
        QCOMPARE(g.answers.size(), 1);
        QCOMPARE(MahjongModule::actionFrom(g.answers[0]).value(), Action::discard(drawn));
        // With a win among the options the person chooses.
        emit g.message(question(m, 2, {Action::win(), Action::discard(drawn)}));
        QCOMPARE(g.answers.size(), 1);
        QVERIFY(w.promptButton("win"));
        QVERIFY(w.promptText().contains("雙游"));
    }

    void autoPassAndAutoWin()
    {
        // Auto-pass answers a claim that is not a win; auto-win takes a win that is the only
        // option (M38); neither touches anything else.
        session::MahjongSettings st = settingsFor(4);
        st.kinds[0] = QStringLiteral("efficient");
        MahjongModule m(st);
        m.dealNextHand();
        ScriptedGame g;
        g.messages = {m.stateFor(0, m.eventCount()), question(m, 3, {Action::pung(), Action::pass()})};
        MahjongTableWidget w;
        w.setAutoPass(true);
        w.setGame(&g);
        QCOMPARE(g.answers.size(), 1);
        QCOMPARE(g.answers[0].value("action").toString(), QStringLiteral("pass"));
        g.messages[1] = question(m, 3, {Action::win(), Action::pass()});
        w.setGame(&g);
        QCOMPARE(g.answers.size(), 1); // a win is never passed by itself
        g.messages[1] = question(m, 2, {Action::win()});
        w.setGame(&g);
        QCOMPARE(g.answers.size(), 2);
        QCOMPARE(g.answers[1].value("action").toString(), QStringLiteral("win"));
        w.setAutoWin(false);
        g.messages[1].insert("step", 100);
        w.setGame(&g);
        QCOMPARE(g.answers.size(), 2);
        QVERIFY(w.promptButton("win"));
    }

    // Issue 10's movements follow the model and never hold it up: a discard is in the river
    // (and the next seat asked) while it still slides there; a key finishes every movement; the
    // offscreen platform (tests, screenshots) has none, and none lasts over 250 ms.
    void animationsNeverDelayTheGame()
    {
        QCOMPARE(MahjongTableWidget().animationMs(), 0);
        SessionGame g(settingsFor(3));
        MahjongTableWidget w(&g);
        w.setAnimationMs(1000);
        QCOMPARE(w.animationMs(), 250);
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        int clicks = 0;
        QVERIFY(playUntil(w, g, [&] { return hasOption(w, Action::Kind::Discard); }, clicks));
        const auto before = w.model().seat(0).river.size();
        const int step = g.module()->step();
        const int i = int(w.handTiles().size()) - 1;
        clickTile(w, i);
        clickTile(w, i);
        // At once: the tile is in the river and the engine has moved on, the slide still runs.
        QCOMPARE(w.model().seat(0).river.size(), before + 1);
        QVERIFY(g.module()->step() > step);
        QVERIFY(w.animating());
        QTest::keyClick(&w, Qt::Key_Left);
        QVERIFY(!w.animating());
        // Left alone, a movement ends by itself.
        QVERIFY(playUntil(w, g, [&] { return hasOption(w, Action::Kind::Discard); }, clicks));
        clickTile(w, int(w.handTiles().size()) - 1);
        clickTile(w, int(w.handTiles().size()) - 1);
        QVERIFY(w.animating());
        // QIXING_SHOTS=dir: the table as the slide runs, to look at.
        if (const QString dir = qEnvironmentVariable("QIXING_SHOTS"); !dir.isEmpty())
            for (int frame = 0; frame < 3 && w.animating(); ++frame, QTest::qWait(70))
                w.grab().save(QDir(dir).filePath(QStringLiteral("mahjong-discard-frame%1.png").arg(frame)));
        QTRY_VERIFY_WITH_TIMEOUT(!w.animating(), 2000);
        if (const QString dir = qEnvironmentVariable("QIXING_SHOTS"); !dir.isEmpty()) {
            // A claim of the person's flashes over their melds.
            if (playUntil(w, g, [&] { return hasOption(w, Action::Kind::Pung) || hasOption(w, Action::Kind::Chow); }, clicks)) {
                const auto q = *w.model().question();
                QTest::keyClick(&w, q.has(Action::Kind::Pung) ? Qt::Key_P : Qt::Key_C);
                if (w.promptButton(QStringLiteral("back")))
                    QTest::keyClick(&w, Qt::Key_1);
                QTest::qWait(40);
                w.grab().save(QDir(dir).filePath(QStringLiteral("mahjong-claim-frame.png")));
            }
        }
    }

    // --- issue 13: what a screen reader is told ---------------------------------------

    void spokenTileNames()
    {
        // M1's tiles named in each UI language as they are said, not as printed.
        const Tile dots3 = Tile::suited(2, 3), east = Tile::honour(1), green = Tile::honour(6), plum = Tile::flower(1);
        QCOMPARE(ui::TileRenderer::spokenTileName(dots3), QStringLiteral("3 Dots"));
        QCOMPARE(ui::TileRenderer::spokenTileName(Tile::suited(0, 9)), QStringLiteral("9 Characters"));
        QCOMPARE(ui::TileRenderer::spokenTileName(east), QStringLiteral("East Wind"));
        QCOMPARE(ui::TileRenderer::spokenTileName(green), QStringLiteral("Green Dragon"));
        QCOMPARE(ui::TileRenderer::spokenTileName(plum), QStringLiteral("Plum flower"));
        QCOMPARE(ui::TileRenderer::spokenTileName(Tile::suited(2, 1)), QStringLiteral("1 Dot"));
        ui::Language::apply(QStringLiteral("zh_TW"));
        QCOMPARE(ui::TileRenderer::spokenTileName(dots3), QStringLiteral("三筒"));
        QCOMPARE(ui::TileRenderer::spokenTileName(Tile::suited(0, 9)), QStringLiteral("九萬"));
        QCOMPARE(ui::TileRenderer::spokenTileName(east), QStringLiteral("東風"));
        QCOMPARE(ui::TileRenderer::spokenTileName(green), QStringLiteral("發財"));
        ui::Language::apply(QStringLiteral("zh_CN"));
        QCOMPARE(ui::TileRenderer::spokenTileName(dots3), QStringLiteral("三筒"));
        QCOMPARE(ui::TileRenderer::spokenTileName(Tile::suited(0, 9)), QStringLiteral("九万"));
        QCOMPARE(ui::TileRenderer::spokenTileName(east), QStringLiteral("东风"));
        QCOMPARE(ui::TileRenderer::spokenTileName(green), QStringLiteral("发财"));
        ui::Language::apply(QStringLiteral("en"));
    }

    void accessibleTreeTellsTheTable()
    {
        // The frozen table of the screenshots: rivers well filled, melds and flowers out.
        QString error;
        std::unique_ptr<MahjongTableWidget> w(ui::mahjongTableForScreenshot(QStringLiteral("table"), 2, nullptr, &error));
        QVERIFY2(w, qPrintable(error));
        w->resize(1280, 800);
        w->show();
        QCoreApplication::processEvents();
        const auto &m = w->model();
        QAccessibleInterface *table = QAccessible::queryAccessibleInterface(w.get());
        QVERIFY(table);
        QCOMPARE(table->text(QAccessible::Name), QStringLiteral("Mahjong table"));
        QCOMPARE(table->text(QAccessible::Description), w->statusText());
        const auto spoken = [](Tile t) { return ui::TileRenderer::spokenTileName(t); };
        std::map<QString, QAccessibleInterface *> byName;
        std::vector<QAccessibleInterface *> seats, rivers, melds, flowers, hand;
        QAccessibleInterface *status = nullptr;
        for (int i = 0; i < table->childCount(); ++i) {
            QAccessibleInterface *c = table->child(i);
            QVERIFY(c && c->isValid());
            QCOMPARE(table->indexOfChild(c), i);
            QCOMPARE(c->parent(), table);
            const QString name = c->text(QAccessible::Name);
            if (c->object()) // the prompt and the toggles: real widgets after the drawing
                continue;
            QVERIFY2(!name.isEmpty() || c->role() == QAccessible::StatusBar, qPrintable(QString::number(i)));
            switch (c->role()) {
            case QAccessible::StatusBar: status = c; break;
            case QAccessible::Grouping: seats.push_back(c); break;
            case QAccessible::List: rivers.push_back(c); break;
            case QAccessible::ListItem: hand.push_back(c); break;
            default:
                if (name.startsWith(QLatin1String("Chow")) || name.startsWith(QLatin1String("Pung")) || name.startsWith(QLatin1String("Kong"))
                    || name.startsWith(QLatin1String("Concealed kong")))
                    melds.push_back(c);
                else if (name.endsWith(QLatin1String("'s flowers")))
                    flowers.push_back(c);
                else
                    byName[name] = c;
            }
        }
        QVERIFY(status);
        QCOMPARE(status->text(QAccessible::Name), w->statusText());
        QCOMPARE(int(seats.size()), 4);
        QCOMPARE(int(rivers.size()), 4);
        QCOMPARE(int(flowers.size()), 4);
        // The gold and the wall (M11, M40).
        QVERIFY(m.hasGold());
        QVERIFY(byName.count(QStringLiteral("Gold: %1").arg(spoken(m.gold()))));
        QVERIFY(byName[QStringLiteral("Gold: %1").arg(spoken(m.gold()))]->text(QAccessible::Description)
                    .contains(QStringLiteral("%1 to draw").arg(m.drawable())));
        int meldCount = 0;
        for (int pos = 0; pos < 4; ++pos) {
            const int seat = m.seatAt(pos);
            const auto &info = m.seat(seat);
            meldCount += int(info.melds.size());
            // Each seat: its name, its wind (東 for the dealer, M3), 莊, balance, 游金, tiles.
            const QString d = seats[std::size_t(pos)]->text(QAccessible::Description);
            const Tile wind = Tile::honour(1 + ((seat - m.dealer()) & 3));
            QVERIFY2(d.contains(QStringLiteral("Seat wind: %1").arg(spoken(wind))), qPrintable(d));
            QCOMPARE(d.contains(QStringLiteral("Dealer (莊)")), seat == m.dealer());
            QVERIFY2(d.contains(QStringLiteral("Tiles: %1").arg(info.tiles)), qPrintable(d));
            QVERIFY2(d.contains(ui::Texts::signedMoney(info.balance)), qPrintable(d));
            QCOMPARE(seats[std::size_t(pos)]->rect().isEmpty(), false);
            // Its river, in order, the last discard marked.
            QStringList river;
            for (const auto &dsc : info.river)
                river << spoken(dsc.tile);
            const QString rd = rivers[std::size_t(pos)]->text(QAccessible::Description);
            if (river.isEmpty())
                QCOMPARE(rd, QStringLiteral("None yet"));
            for (const QString &t : river)
                QVERIFY2(rd.contains(t), qPrintable(rd + " lacks " + t));
            QCOMPARE(rd.contains(QLatin1String("(the last discard)")), m.lastDiscard().seat == seat);
            // Its flowers.
            for (Tile f : info.flowers)
                QVERIFY(flowers[std::size_t(pos)]->text(QAccessible::Description).contains(spoken(f)));
        }
        QVERIFY2(meldCount > 0, "the frozen table has melds to tell");
        // A claim: the status says the discard and every answer with its key (M20).
        std::unique_ptr<MahjongTableWidget> claim(ui::mahjongTableForScreenshot(QStringLiteral("claim"), 2, nullptr, &error));
        QVERIFY2(claim, qPrintable(error));
        QVERIFY(claim->statusText().startsWith(claim->promptText()));
        for (const QString &n : claim->promptButtonNames())
            QVERIFY2(claim->statusText().contains(claim->promptButton(n)->text()), qPrintable(claim->statusText()));
        QVERIFY(claim->statusText().contains(QLatin1String("Pass (Space)")));
        // Its prompt bar is a real widget over the drawing, found where it is shown.
        claim->resize(1280, 800);
        claim->show();
        QCoreApplication::processEvents();
        QAccessibleInterface *claimTable = QAccessible::queryAccessibleInterface(claim.get());
        const QPoint onPass = claim->promptButton("pass")->mapToGlobal(claim->promptButton("pass")->rect().center());
        QAccessibleInterface *hit = claimTable->childAt(onPass.x(), onPass.y());
        QVERIFY(hit);
        QCOMPARE(hit->object(), claim->findChild<QObject *>(QStringLiteral("mahjongPrompt")));
        QCOMPARE(int(melds.size()), meldCount);
        // The person's tiles, in the order drawn, each named and found where it is drawn.
        const auto tiles = w->handTiles();
        QCOMPARE(int(hand.size()), int(tiles.size()));
        for (int i = 0; i < int(tiles.size()); ++i) {
            QCOMPARE(hand[std::size_t(i)]->text(QAccessible::Name), spoken(tiles[std::size_t(i)]));
            QCOMPARE(hand[std::size_t(i)]->text(QAccessible::Description).contains(QLatin1String("a gold")),
                     tiles[std::size_t(i)] == m.gold());
            const QPoint at = w->mapToGlobal(w->handTileRect(i).center().toPoint());
            QCOMPARE(table->childAt(at.x(), at.y()), hand[std::size_t(i)]);
        }
    }

    void accessibleFocusFollowsKeysAndATileIsPressed()
    {
        SessionGame g(settingsFor(3));
        MahjongTableWidget w(&g);
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setFocus();
        QVERIFY(waitFor([&] { return w.model().question() && g.session().isAsked(0) && w.model().question()->phase == 2; }));
        QAccessibleInterface *table = QAccessible::queryAccessibleInterface(&w);
        QCOMPARE(w.statusText(), QStringLiteral("Your turn: discard a tile."));
        QCOMPARE(table->text(QAccessible::Description), w.statusText());
        QVERIFY(!table->focusChild() || !table->focusChild()->object() || table->focusChild()->role() != QAccessible::ListItem);
        // The arrow keys walk the hand: the tile the keyboard is on is the focused, selected child.
        QTest::keyClick(&w, Qt::Key_Right);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(w.selectedIndex(), 1);
        QAccessibleInterface *focused = table->focusChild();
        QVERIFY(focused);
        QCOMPARE(focused->role(), QAccessible::ListItem);
        QCOMPARE(focused->text(QAccessible::Name), ui::TileRenderer::spokenTileName(w.handTiles()[1]));
        QVERIFY(focused->state().selected);
        QVERIFY(focused->state().focused);
        // Pressed through its action, the tile is discarded (as Enter does) into the river.
        const int river = int(w.model().seat(0).river.size());
        const Tile t = w.handTiles()[1];
        QAccessibleActionInterface *action = focused->actionInterface();
        QVERIFY(action);
        QVERIFY(action->actionNames().contains(QAccessibleActionInterface::pressAction()));
        action->doAction(QAccessibleActionInterface::pressAction());
        if (w.promptButton("you")) // 游金 is asked first (M33): just discard
            w.promptButton("discard")->click();
        QVERIFY(waitFor([&] { return int(w.model().seat(0).river.size()) == river + 1; }));
        QCOMPARE(w.model().seat(0).river.back().tile, t);
        // While others play no tile may be pressed.
        if (!w.model().question()) {
            for (int i = 0; i < table->childCount(); ++i)
                if (table->child(i)->role() == QAccessible::ListItem)
                    QVERIFY(table->child(i)->actionInterface()->actionNames().isEmpty());
        }
        // A screen reader is told the keyboard's tile and each change of the status: the turn,
        // the discards (scripts/atspi_tree.sh shows the events reaching AT-SPI).
        const QStringList told = w.announced();
        QVERIFY2(told.contains(QStringLiteral("focus ") + ui::TileRenderer::spokenTileName(t)), qPrintable(told.join('|')));
        QVERIFY2(told.contains(QStringLiteral("name Your turn: discard a tile.")), qPrintable(told.join('|')));
        QVERIFY2(told.contains(QStringLiteral("name Mei discarded %1.").arg(ui::TileRenderer::spokenTileName(t))),
                 qPrintable(told.join('|')));
    }

    void longNamesShownWhole()
    {
        // 20-character names, Chinese and Latin, on every plaque: smaller, never cut, and the
        // balance and 莊 beside them stay whole (issue 13).
        const QStringList names {QStringLiteral("歐陽大華與他的阿公阿嬤和孫子小明同學們好"), QStringLiteral("Maximiliana Cortázar"),
                                 QStringLiteral("Wolfgang Amadeus Moz"), QStringLiteral("司馬長風的第二十代子孫")};
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN")}) {
            ui::Language::apply(lang);
            QString error;
            std::unique_ptr<MahjongTableWidget> w(ui::mahjongTableForScreenshot(QStringLiteral("table"), 2, nullptr, &error, names));
            QVERIFY2(w, qPrintable(error));
            for (const QSize size : {QSize(1024, 640) - QSize(200, 0), QSize(1440, 900) - QSize(280, 0)}) { // the window less its side panel
                w->resize(size);
                w->show();
                w->grab();
                QVERIFY2(w->cutNames().isEmpty(), qPrintable(QStringLiteral("%1 %2: %3").arg(lang).arg(size.width()).arg(w->cutNames().join('|'))));
            }
            // A name the plaque cannot hold is told as cut: the check sees what it should.
            std::unique_ptr<MahjongTableWidget> longer(ui::mahjongTableForScreenshot(
                QStringLiteral("table"), 2, nullptr, &error, {QString(QStringLiteral("長")).repeated(40)}));
            longer->resize(800, 500);
            longer->show();
            longer->grab();
            QCOMPARE(longer->cutNames().size(), 1);
        }
        ui::Language::apply(QStringLiteral("en"));
    }

    void middleBoxHoldsItsWords()
    {
        // The gold and the wall's two lines (可摸 n 張, 留 n 張（臭莊）) each on one line, the box
        // between the rivers and touching none, down to the smallest window.
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN")}) {
            ui::Language::apply(lang);
            QString error;
            std::unique_ptr<MahjongTableWidget> w(ui::mahjongTableForScreenshot(QStringLiteral("table"), 2, nullptr, &error));
            QVERIFY2(w, qPrintable(error));
            for (const QSize size : {QSize(1024, 640) - QSize(200, 0), QSize(1280, 800) - QSize(250, 0), QSize(1920, 1080) - QSize(375, 0)}) {
                w->resize(size);
                const QString where = QStringLiteral("%1 %2x%3").arg(lang).arg(size.width()).arg(size.height());
                QVERIFY2(w->middleWordsFit(), qPrintable(where + QStringLiteral(" box %1 rivers %2 %3").arg(w->middleRect().width()).arg(w->riverRect(3).left()).arg(w->riverRect(1).right())));
                for (int pos = 0; pos < 4; ++pos)
                    QVERIFY2(!w->riverRect(pos).intersects(w->middleRect()), qPrintable(where + QStringLiteral(" river %1").arg(pos)));
            }
        }
        ui::Language::apply(QStringLiteral("en"));
    }

    void screenshots()
    {
        // Every view at every size in every language builds, and the prompt stays on screen.
        const QString dir = qEnvironmentVariable("QIXING_SHOTS");
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN")}) {
            ui::Language::apply(lang);
            for (const QString &view : {QStringLiteral("table"), QStringLiteral("claim"), QStringLiteral("you"), QStringLiteral("over")}) {
                QString error;
                std::unique_ptr<MahjongTableWidget> w(ui::mahjongTableForScreenshot(view, 2, nullptr, &error));
                QVERIFY2(w, qPrintable(error));
                for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1920, 1080)}) {
                    w->resize(size);
                    w->show();
                    QCoreApplication::processEvents();
                    if (view == QLatin1String("claim") || view == QLatin1String("you")) {
                        QWidget *prompt = w->findChild<QWidget *>("mahjongPrompt");
                        QVERIFY(prompt && prompt->isVisible());
                        QVERIFY2(w->rect().contains(prompt->geometry()), qPrintable(view + " " + lang));
                    }
                    for (int i = 0; i < int(w->handTiles().size()); ++i)
                        QVERIFY(w->rect().contains(w->handTileRect(i).toRect()));
                    // Neither the prompt bar nor the banner covers a river (room for four rows
                    // each), not even with a long note shown; after a win the result is shown.
                    const auto coversNoRiver = [&](const QString &what) {
                        const QRectF prompt = w->promptRect(), banner = w->bannerRect();
                        for (int pos = 0; pos < 4; ++pos) {
                            const QRectF river = w->riverRect(pos);
                            QVERIFY(!river.isEmpty());
                            const QString where = QStringLiteral("%1 %2 %3x%4 river %5 %6")
                                                      .arg(view, lang)
                                                      .arg(size.width())
                                                      .arg(size.height())
                                                      .arg(pos)
                                                      .arg(what);
                            QVERIFY2(!prompt.intersects(river), qPrintable("prompt over " + where));
                            QVERIFY2(!banner.intersects(river), qPrintable("banner over " + where));
                        }
                    };
                    coversNoRiver(QStringLiteral("as dealt"));
                    // Issue 31: the prompt says things in words, not by rule numbers.
                    QVERIFY2(!w->promptText().contains(QRegularExpression(QStringLiteral("M\\d\\d"))), qPrintable(w->promptText()));
                    if (view == QLatin1String("over")) {
                        QVERIFY(!w->promptRect().isEmpty() || !w->bannerRect().isEmpty());
                        QVERIFY2(w->promptText().contains(QLatin1String("Computer")) || lang != QLatin1String("en"),
                                 qPrintable(w->promptText()));
                    }
                    w->showMessage(QStringLiteral("Not allowed: %1").arg(QString(QStringLiteral("a long reason ")).repeated(12)), true);
                    QCoreApplication::processEvents();
                    coversNoRiver(QStringLiteral("with a note"));
                    if (w->promptRect().isEmpty())
                        QVERIFY(!w->bannerRect().isEmpty());
                    w->showMessage({}, false);
                    if (!dir.isEmpty())
                        w->grab().save(QDir(dir).filePath(QStringLiteral("mahjong-%1-%2-%3x%4.png")
                                                              .arg(view, lang)
                                                              .arg(size.width())
                                                              .arg(size.height())));
                }
            }
        }
        ui::Language::apply(QStringLiteral("en"));
    }

    // --- issue 31: a table that feels like one -----------------------------------------

    void turnIsShownOnTheTable()
    {
        // The person's turn: their seat lit, the clock by the middle, and the table says so.
        QString error;
        std::unique_ptr<MahjongTableWidget> w(ui::mahjongTableForScreenshot(QStringLiteral("turn"), 2, nullptr, &error));
        QVERIFY2(w, qPrintable(error));
        w->resize(1280, 800);
        QCOMPARE(w->activeSeat(), 0);
        QCOMPARE(w->promptText(), QStringLiteral("Your turn: discard a tile."));
        QVERIFY(!w->promptRect().isEmpty());
        QVERIFY(w->clockSeconds() > 0);
        QVERIFY(w->middleRect().contains(w->clockRect()));
        QVERIFY(w->statusText().contains(QStringLiteral("Your turn")));
        // A claim window: every seat may be asked, none is lit; the clock runs.
        w.reset(ui::mahjongTableForScreenshot(QStringLiteral("claim"), 2, nullptr, &error));
        QVERIFY2(w, qPrintable(error));
        QCOMPARE(w->activeSeat(), -1);
        QVERIFY(w->clockSeconds() > 0);
        // Another seat's turn after its call: that seat lit, no clock (the person is not asked).
        w.reset(ui::mahjongTableForScreenshot(QStringLiteral("call"), 2, nullptr, &error));
        QVERIFY2(w, qPrintable(error));
        QVERIFY(w->activeSeat() > 0);
        QCOMPARE(w->clockSeconds(), -1);
        QVERIFY(w->clockRect().isEmpty());
    }

    void fitsAtTwiceTheScale()
    {
        // 1920x1080 at twice the scale is 960x540 logical: the table beside the side panel
        // and under the menu, every tile of the hand whole, the prompt on the felt above it.
        for (const QString &view : {QStringLiteral("turn"), QStringLiteral("claim"), QStringLiteral("win")}) {
            QString error;
            std::unique_ptr<MahjongTableWidget> w(ui::mahjongTableForScreenshot(view, 2, nullptr, &error));
            QVERIFY2(w, qPrintable(error));
            QVERIFY(w->minimumWidth() <= 960 - 190 && w->minimumHeight() <= 540 - 30);
            w->resize(960 - 190, 540 - 30);
            w->show();
            QCoreApplication::processEvents();
            QVERIFY(!w->handTiles().empty());
            for (int i = 0; i < int(w->handTiles().size()); ++i) {
                const QRectF t = w->handTileRect(i);
                QVERIFY2(QRectF(w->rect()).contains(t), qPrintable(view));
                QVERIFY2(!t.intersects(w->promptRect()), qPrintable(view));
                QVERIFY(t.height() >= 30);
            }
            QVERIFY2(QRectF(w->rect()).contains(w->promptRect()), qPrintable(view));
            for (int pos = 0; pos < 4; ++pos)
                QVERIFY2(!w->riverRect(pos).intersects(w->middleRect()) && QRectF(w->rect()).contains(w->riverRect(pos)),
                         qPrintable(view + QString::number(pos)));
        }
    }

    void riversFillTheFelt()
    {
        // Rows of six as large as the felt allows: at 1920x1080 a river tile is at least half
        // the height of the hand's, and the four rivers with the middle take most of the
        // height between the seats.
        QString error;
        std::unique_ptr<MahjongTableWidget> w(ui::mahjongTableForScreenshot(QStringLiteral("turn"), 2, nullptr, &error));
        QVERIFY2(w, qPrintable(error));
        w->resize(1920 - 375, 1080 - 30);
        const QRectF hand = w->handTileRect(0), top = w->riverRect(2), bottom = w->riverRect(0);
        QVERIFY2(top.height() / 3 >= hand.height() * 0.5, qPrintable(QStringLiteral("%1 %2").arg(top.height()).arg(hand.height())));
        QCOMPARE(qRound(top.width() * 10), qRound(6 * top.height() / 3 * ui::TileRenderer::kAspect * 10));
        QVERIFY2(bottom.bottom() - top.top() >= (w->promptRect().top() - w->riverRect(2).top()) * 0.85,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(top.top()).arg(bottom.bottom()).arg(w->promptRect().top())));
    }

    void hintIsCurrentAndSaysWhy()
    {
        SessionGame g(settingsFor(3));
        MahjongTableWidget w(&g);
        w.setAnimationMs(0);
        w.resize(1280, 800);
        int clicks = 0;
        QVERIFY(playUntil(w, g, [&] { return hasOption(w, Action::Kind::Discard); }, clicks));
        // Worked out off the GUI thread: nothing is shown until it is back.
        w.showHint();
        QVERIFY(w.hintPending());
        QVERIFY(w.hintTarget().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!w.hintPending(), 20000);
        QVERIFY2(w.messageText().startsWith(QStringLiteral("Hint: discard")) && w.messageText().contains(QStringLiteral(" Why: ")),
                 qPrintable(w.messageText()));
        QVERIFY(!w.hintTarget().isEmpty());
        // The strong player's value of each discard, shown on its tile as the Sevens hint
        // shows the expert's; the best is the one hinted.
        QVERIFY2(w.hintValues().size() >= 2, qPrintable(QString::number(w.hintValues().size())));
        QCOMPARE(w.hintValues().front().first, w.hintTarget());
        for (const auto &v : w.hintValues())
            QVERIFY(v.second <= w.hintValues().front().second);
        // Answered: the hint goes with its question.
        const int step = w.model().question()->step;
        w.discardAt(w.selectedIndex());
        QVERIFY(!w.model().question() || w.model().question()->step != step);
        QVERIFY(w.messageText().isEmpty());
        QVERIFY(w.hintTarget().isEmpty());
        QVERIFY(w.hintValues().isEmpty());
        // A hint asked and the question answered before it comes back: it is never shown.
        QVERIFY(playUntil(w, g, [&] { return hasOption(w, Action::Kind::Discard); }, clicks));
        w.showHint();
        QVERIFY(w.hintPending());
        w.discardAt(int(w.handTiles().size()) - 1);
        QVERIFY(!w.hintPending());
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QVERIFY2(!w.messageText().startsWith(QStringLiteral("Hint")), qPrintable(w.messageText()));
        QVERIFY(w.hintTarget().isEmpty());
    }

    void momentOfACallAndAWin()
    {
        // A call is called out over the middle, with its seat's name, for a few movements'
        // lengths; with the animation off there is none.
        for (const int ms : {0, 200}) {
            SessionGame g(settingsFor(3));
            MahjongTableWidget w(&g);
            w.resize(1280, 800);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.setAnimationMs(ms);
            QStringList calls, words; // every call of the hand, and the word the table showed
            connect(&g, &MahjongGame::message, &w, [&](const QJsonObject &m) {
                const QString kind = m.value("event").toObject().value("e").toString();
                if (QStringList({"chow", "pung", "kong"}).contains(kind)) {
                    calls << kind;
                    words << w.momentText();
                }
            });
            int clicks = 0;
            playUntil(w, g, [&] { return !calls.isEmpty(); }, clicks);
            QVERIFY(!calls.isEmpty());
            const QString expected = calls.first() == "chow" ? "吃" : calls.first() == "pung" ? "碰" : "槓";
            QCOMPARE(words.first(), ms ? expected : QString());
        }
        // A win: its way called out; a key ends it, or it ends by itself. Its momentOver() is
        // what the settlement waits for (at once without a moment).
        QString error;
        std::unique_ptr<session::MahjongGame> frozen(ui::mahjongGameForScreenshot(QStringLiteral("win"), 2, nullptr, &error));
        QVERIFY2(frozen, qPrintable(error));
        const QList<QJsonObject> all = frozen->replay();
        QCOMPARE(all.back().value("type").toString(), QStringLiteral("settlement"));
        for (const auto &[ms, skip] : {std::pair {0, false}, std::pair {200, true}, std::pair {120, false}}) {
            ScriptedGame g;
            g.messages = all.mid(0, all.size() - 1);
            MahjongTableWidget w(&g);
            w.resize(1280, 800);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.setAnimationMs(ms);
            QSignalSpy over(&w, &MahjongTableWidget::momentOver);
            emit g.message(all.back());
            if (ms == 0) {
                QVERIFY(w.momentText().isEmpty());
                QCOMPARE(over.count(), 1);
                continue;
            }
            const QString word = w.momentText();
            QVERIFY2(QStringList({"胡", "自摸", "游金", "三金倒", "搶金", "天胡", "搶槓胡", "詐胡"}).contains(word), qPrintable(word));
            QVERIFY(!w.momentRect().isEmpty());
            QVERIFY(w.statusText().contains(word));
            QCOMPARE(over.count(), 0);
            if (skip)
                QTest::keyClick(&w, Qt::Key_Space);
            else
                QTRY_VERIFY_WITH_TIMEOUT(w.momentText().isEmpty(), 5000);
            QVERIFY(w.momentText().isEmpty());
            QCOMPARE(over.count(), 1);
        }
        // On the table page the settlement opens after the win's moment, not over it.
        ScriptedGame g;
        g.messages = all.mid(0, all.size() - 1);
        ui::MahjongTableScreen screen;
        screen.resize(1280, 800);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        screen.showLanGame(&g, ui::LanRole::None);
        screen.table()->setAnimationMs(200);
        emit g.message(all.back());
        QVERIFY(!screen.table()->momentText().isEmpty());
        QVERIFY(screen.settlementDialog() && !screen.settlementDialog()->isVisible());
        QTest::mouseClick(screen.table(), Qt::LeftButton, {}, QPoint(5, 5));
        QVERIFY(screen.table()->momentText().isEmpty());
        QVERIFY(screen.settlementDialog() && screen.settlementDialog()->isVisible());
        screen.showDesktop();
    }
};

QTEST_MAIN(TestMahjongTable)
#include "test_mahjong_table.moc"
