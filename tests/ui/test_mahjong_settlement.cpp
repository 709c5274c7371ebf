// SPDX-License-Identifier: GPL-3.0-or-later
// The mahjong settlement dialog (M54), offscreen, built from the protocol's messages of seeded
// MahjongModule matches played by their computer players: every figure shown equals the
// engine's Settlement (payments with their arithmetic, totals, points, the streak factor,
// the match totals), the winning hand shown uses exactly the winner's tiles with each gold
// standing for a kind (M12), every hand is revealed, and a drawn hand (臭莊, M40) and a
// false win (詐胡, M37) have their own wording, in English and in Chinese.

#include "mahjong/split.h"
#include "mahjong/mahjong_module.h"
#include "ui/kit/i18n.h"
#include "ui/mahjong/mahjong_settlement_dialog.h"
#include "ui/sevens/sevens_settlement_dialog.h"
#include "ui/kit/texts.h"
#include "ui/mahjong/tile_renderer.h"

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace qixing;
using namespace qixing::ui;
using namespace qixing::session;
using namespace qixing::mahjong;

namespace {

// A finished hand: the module as it ended and what a table would hand the dialog.
struct Played
{
    std::uint64_t seed = 0;
    std::unique_ptr<MahjongModule> module;
    MahjongHandResult result;
};

// Plays seeded matches (computer players) until a hand for which `wanted` holds ends.
std::optional<Played> findHand(const std::function<bool(const MahjongModule &)> &wanted, std::uint64_t firstSeed,
                               int seeds, const QString &kind = QStringLiteral("efficient"),
                               StreakOption streak = StreakOption::Linear)
{
    for (std::uint64_t seed = firstSeed; seed < firstSeed + std::uint64_t(seeds); ++seed) {
        MahjongSettings s;
        s.rules.rounds = 1;
        s.rules.base = 5;
        s.rules.streak = streak;
        s.names = {QStringLiteral("Mei"), QStringLiteral("Kai"), QStringLiteral("Lan"), QStringLiteral("Wen")};
        s.kinds = {kind, kind, QStringLiteral("random"), kind};
        s.seed = seed;
        Played p;
        p.seed = seed;
        p.module = std::make_unique<MahjongModule>(s);
        MahjongModule &m = *p.module;
        std::array<std::unique_ptr<ComputerBrain>, 4> brains;
        for (int i = 0; i < 4; ++i)
            brains[std::size_t(i)] = m.makeComputer(s.kinds[std::size_t(i)], deriveSeed(seed, std::uint64_t(i)));
        while (!m.matchFinished()) {
            m.dealNextHand();
            p.result.state = m.stateFor(1, m.eventCount()); // seat 1's view at the deal
            while (m.handInProgress()) {
                const int seat = m.decision().seats.front();
                m.apply(seat, brains[std::size_t(seat)]->decide(m, seat));
            }
            std::array<std::int64_t, 4> t = m.lastSettlement()->totals;
            p.result.handTotals.push_back(t);
            if (wanted(m)) {
                p.result.settlement = m.settlementJson();
                p.result.localSeat = 1;
                p.result.matchOver = m.matchFinished();
                return p;
            }
        }
    }
    return std::nullopt;
}

QString textOf(const QDialog &d, const QString &name)
{
    const auto *l = d.findChild<QLabel *>(name);
    return l ? l->text() : QStringLiteral("<no %1>").arg(name);
}

// The numbers in a text, in order (thousands separators dropped; a minus sign kept).
std::vector<qint64> numbersIn(QString text)
{
    text.replace(QChar(0x2212), QLatin1Char('-'));
    std::vector<qint64> out;
    static const QRegularExpression number(QStringLiteral("-?\\d[\\d,]*"));
    for (auto it = number.globalMatch(text); it.hasNext();)
        out.push_back(it.next().captured().remove(QLatin1Char(',')).toLongLong());
    return out;
}

// Tiles as counts per kind.
std::array<int, kAllKinds> countsOf(const std::vector<Tile> &tiles)
{
    std::array<int, kAllKinds> c {};
    for (Tile t : tiles)
        ++c[std::size_t(t.kind())];
    return c;
}

// Every tile a strip shows (face-down ones as kNoTile would be: none here, the hand is over).
std::vector<Tile> stripTiles(const TileGroupsStrip &s, std::size_t firstGroup = 0, std::size_t groups = 99)
{
    std::vector<Tile> out;
    for (std::size_t g = firstGroup; g < s.groups().size() && g < firstGroup + groups; ++g)
        for (const auto &i : s.groups()[g].items) {
            if (!i.faceDown)
                out.push_back(i.tile);
        }
    return out;
}

// Every figure the dialog shows equals the engine's settlement.
void checkFigures(const MahjongSettlementDialog &d, const MahjongModule &m, const Settlement &st, int localSeat)
{
    const auto names = Texts::shownNames(std::array<QString, 4> {m.seatName(0), m.seatName(1), m.seatName(2), m.seatName(3)});
    for (int s = 0; s < 4; ++s) {
        const auto i = std::size_t(s);
        QCOMPARE(textOf(d, QStringLiteral("total-%1").arg(s)), Texts::signedMoney(st.totals[i]));
        QCOMPARE(textOf(d, QStringLiteral("matchTotal-%1").arg(s)), Texts::signedMoney(m.balances()[i]));
        QCOMPARE(textOf(d, QStringLiteral("points-%1").arg(s)).toInt(), st.points[i]);
        QCOMPARE(textOf(d, QStringLiteral("flowerPoints-%1").arg(s)).toInt(), st.flowerPoints[i]);
        QCOMPARE(textOf(d, QStringLiteral("kongPoints-%1").arg(s)).toInt(), st.kongPoints[i]);
        QVERIFY(textOf(d, QStringLiteral("name-%1").arg(s)).startsWith(names[i]));
    }
    QVERIFY(textOf(d, QStringLiteral("name-%1").arg(localSeat)).contains(MahjongSettlementDialog::tr("you")));
    QVERIFY(textOf(d, QStringLiteral("name-%1").arg(st.dealer)).contains(QStringLiteral("莊")));
    const std::int64_t base = m.settings().rules.base;
    QVERIFY(d.findChild<QLabel *>(QStringLiteral("payment-%1").arg(st.payments.size())) == nullptr);
    for (std::size_t k = 0; k < st.payments.size(); ++k) {
        const Payment &p = st.payments[k];
        const QString who = textOf(d, QStringLiteral("payment-%1").arg(k));
        QVERIFY2(who.contains(names[std::size_t(p.from)]) && who.contains(names[std::size_t(p.to)]), qPrintable(who));
        QVERIFY2(numbersIn(who) == std::vector<qint64> {p.amount}, qPrintable(who));
        QCOMPARE(who.contains(QStringLiteral("包牌")), p.owedBy != p.from);
        const std::vector<qint64> shown = numbersIn(textOf(d, QStringLiteral("arithmetic-%1").arg(k)));
        std::vector<qint64> want;
        switch (p.why) {
        case Payment::Why::Win:
        case Payment::Why::ZhaHu:
            want = {p.base, p.multiplier, p.factor, p.points, p.base, p.amount};
            QCOMPARE(p.base * p.multiplier * p.factor + p.points * p.base, p.amount);
            break;
        case Payment::Why::Points:
            want = {p.higher, p.lower, base, p.amount};
            break;
        case Payment::Why::FenBing:
            want = {p.rounds, (qint64(1) << p.rounds) - 1, base, p.amount};
            break;
        }
        QCOMPARE(shown, want);
    }
    if (st.payments.empty())
        QVERIFY(d.findChild<QLabel *>(QStringLiteral("payment-none")));
    if (!st.drawn) {
        // M51: the factors stated are those the payments use.
        const std::vector<qint64> f = numbersIn(textOf(d, QStringLiteral("streakFactor")));
        QVERIFY(f.size() >= 3);
        QCOMPARE(f[f.size() - 3], qint64(st.streak));
        for (const Payment &p : st.payments)
            if (p.why == Payment::Why::Win || p.why == Payment::Why::ZhaHu) {
                const bool withDealer = p.owedBy == st.dealer || p.to == st.dealer || (p.why == Payment::Why::ZhaHu && p.from == st.dealer);
                QCOMPARE(p.factor, f[withDealer ? f.size() - 1 : f.size() - 2]);
            }
    }
    // Every hand revealed: concealed, melds (face up) and flowers, exactly the engine's.
    const HandState &h = m.hand();
    for (int s = 0; s < 4; ++s) {
        const auto *strip = d.findChild<TileGroupsStrip *>(QStringLiteral("hand-%1").arg(s));
        QVERIFY(strip);
        std::vector<Tile> want;
        for (int k = 0; k < kKinds; ++k)
            for (int n = 0; n < h.hand(s)[std::size_t(k)]; ++n)
                want.push_back(Tile(k));
        for (int i = 0; i < h.meldCount(s); ++i)
            for (int j = 0; j < h.meld(s, i).size(); ++j)
                want.push_back(h.meld(s, i).tiles[std::size_t(j)]);
        for (int f = 0; f < kFlowerKinds; ++f)
            if (h.flowerMask(s) & (1u << f))
                want.push_back(Tile::flower(f + 1));
        QCOMPARE(countsOf(stripTiles(*strip)), countsOf(want));
    }
}

} // namespace

class TestMahjongSettlement : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Language::apply(QStringLiteral("en"));
    }

    void winWithGoldsShowsEveryFigure_M51_M52_M54()
    {
        // A hand won with a gold in the winning hand: the figures, and the split (M12, M13).
        auto p = findHand(
            [](const MahjongModule &m) {
                const Settlement &st = *m.lastSettlement();
                return st.winner >= 0 && st.way != Way::ZhaHu && st.way != Way::SanJinDao
                       && m.hand().concealed(st.winner).golds > 0;
            },
            1, 60);
        QVERIFY2(p, "no hand won with a gold in 60 seeded matches");
        const MahjongModule &m = *p->module;
        const Settlement &st = *m.lastSettlement();
        MahjongSettlementDialog d(p->result);
        d.resize(1280, 800);
        d.show();
        checkFigures(d, m, st, 1);
        const QString head = textOf(d, QStringLiteral("headline"));
        QVERIFY2(head.contains(m.seatName(st.winner)) && head.contains(MahjongSettlementDialog::wayText(wayName(st.way)))
                     && head.contains(QStringLiteral("%1 番").arg(wayMultiplier(st.way))),
                 qPrintable(head));
        // The winning hand: the split uses exactly the winner's concealed tiles (with the
        // winning tile where the way does not hold it), then its melds; each gold stands for
        // a kind, shown under it.
        const auto *strip = d.findChild<TileGroupsStrip *>(QStringLiteral("winningHand"));
        QVERIFY(strip);
        const HandState &h = m.hand();
        const int melds = h.meldCount(st.winner);
        const std::size_t splitGroups = strip->groups().size() - std::size_t(melds);
        QCOMPARE(splitGroups, std::size_t(6 - melds));
        std::vector<Tile> concealed;
        for (int k = 0; k < kKinds; ++k)
            for (int n = 0; n < h.hand(st.winner)[std::size_t(k)]; ++n)
                concealed.push_back(Tile(k));
        if (!wayHoldsWinningTile(st.way))
            concealed.push_back(winningTileOf(h.outcome()));
        QCOMPARE(countsOf(stripTiles(*strip, 0, splitGroups)), countsOf(concealed));
        int golds = 0;
        for (std::size_t g = 0; g < splitGroups; ++g)
            for (const auto &i : strip->groups()[g].items)
                if (i.tile == h.gold()) {
                    ++golds;
                    QVERIFY(i.gold);
                    // "=x" unless it stands for its own kind.
                    QVERIFY(i.caption.isEmpty() || i.caption.startsWith(QLatin1Char('=')));
                }
        QCOMPARE(golds, h.concealed(st.winner).golds + (!wayHoldsWinningTile(st.way) && winningTileOf(h.outcome()) == h.gold()));
        // The match so far: the shared table's totals row.
        QVERIFY(d.findChild<QWidget *>(QStringLiteral("matchTotals")));
        qInfo("seed %llu: %s wins by %s", qulonglong(p->seed), qPrintable(m.seatName(st.winner)), wayName(st.way));
    }

    void drawnHandWording_M40_M52()
    {
        auto p = findHand([](const MahjongModule &m) { return m.lastSettlement()->drawn; }, 1, 60);
        QVERIFY2(p, "no drawn hand in 60 seeded matches");
        const Settlement &st = *p->module->lastSettlement();
        MahjongSettlementDialog d(p->result);
        d.show();
        checkFigures(d, *p->module, st, 1);
        QVERIFY(textOf(d, QStringLiteral("headline")).contains(QStringLiteral("drawn (臭莊)")));
        QVERIFY(textOf(d, QStringLiteral("headline")).contains(p->module->seatName(st.dealer)));
        QVERIFY(!d.findChild<TileGroupsStrip *>(QStringLiteral("winningHand")));
        // In Chinese, each region's word.
        for (const auto &[lang, word] : {std::pair {QStringLiteral("zh_TW"), QStringLiteral("臭莊")},
                                         std::pair {QStringLiteral("zh_CN"), QStringLiteral("臭庄")}}) {
            Language::apply(lang);
            MahjongSettlementDialog z(p->result);
            const QString head = textOf(z, QStringLiteral("headline"));
            QVERIFY2(head.contains(word), qPrintable(head));
            QVERIFY2(!head.contains(QStringLiteral("drawn")), qPrintable(head));
        }
        Language::apply(QStringLiteral("en"));
    }

    void falseWinWording_M37()
    {
        // Random players try 搶槓胡 now and then; a wrong guess is a 詐胡.
        auto p = findHand([](const MahjongModule &m) { return m.lastSettlement()->way == Way::ZhaHu && !m.lastSettlement()->drawn; },
                          1, 400, QStringLiteral("random"));
        QVERIFY2(p, "no 詐胡 in 400 seeded matches");
        const MahjongModule &m = *p->module;
        const Settlement &st = *m.lastSettlement();
        MahjongSettlementDialog d(p->result);
        d.show();
        checkFigures(d, m, st, 1);
        QVERIFY(textOf(d, QStringLiteral("headline")).contains(QStringLiteral("詐胡 (false win)")));
        const QString why = textOf(d, QStringLiteral("explanation"));
        QVERIFY2(why.contains(m.seatName(st.winner)) && why.contains(m.seatName(m.hand().outcome().discarder)), qPrintable(why));
        QVERIFY(!d.findChild<TileGroupsStrip *>(QStringLiteral("winningHand")));
        for (const auto &[lang, word] : {std::pair {QStringLiteral("zh_TW"), QStringLiteral("詐胡")},
                                         std::pair {QStringLiteral("zh_CN"), QStringLiteral("诈胡")}}) {
            Language::apply(lang);
            MahjongSettlementDialog z(p->result);
            QVERIFY2(textOf(z, QStringLiteral("headline")).contains(word), qPrintable(textOf(z, QStringLiteral("headline"))));
        }
        Language::apply(QStringLiteral("en"));
        qInfo("seed %llu: 詐胡 by %s", qulonglong(p->seed), qPrintable(m.seatName(st.winner)));
    }

    void streakFenBingAndBaoPai_M38_M51_M53()
    {
        // The 1-2-4 streak option on a dealer's later hand, 分餅 and 包牌: their payments'
        // arithmetic and the sentences that explain them.
        auto streak = findHand([](const MahjongModule &m) { return m.lastSettlement()->winner >= 0 && m.lastSettlement()->streak >= 3; },
                               1, 100, QStringLiteral("efficient"), StreakOption::Doubling);
        QVERIFY2(streak, "no win on a dealer's third hand in a row in 100 seeded matches");
        {
            MahjongSettlementDialog d(streak->result);
            checkFigures(d, *streak->module, *streak->module->lastSettlement(), 1);
            QVERIFY(textOf(d, QStringLiteral("streakFactor")).contains(QStringLiteral("(1-2-4)")));
        }
        int fenBing = 0, baoPai = 0;
        for (std::uint64_t first = 1; first < 400 && (fenBing == 0 || baoPai == 0); first += 20) {
            auto p = findHand([](const MahjongModule &m) { return m.lastSettlement()->fenBing > 0 || m.lastSettlement()->baoPai >= 0; },
                              first, 20);
            if (!p)
                continue;
            const Settlement &st = *p->module->lastSettlement();
            MahjongSettlementDialog d(p->result);
            checkFigures(d, *p->module, st, 1);
            QStringList all;
            for (const QLabel *l : d.findChildren<QLabel *>())
                all << l->text();
            const QString text = all.join(QLatin1Char('\n'));
            if (st.fenBing > 0) {
                ++fenBing;
                QVERIFY(text.contains(QStringLiteral("分餅: the others matched the dealer's first discards %1 time(s)").arg(st.fenBing)));
            }
            if (st.baoPai >= 0) {
                ++baoPai;
                QVERIFY(text.contains(QStringLiteral("包牌: %1 discarded").arg(p->module->seatName(st.baoPai))));
                QCOMPARE(textOf(d, QStringLiteral("way-%1").arg(st.baoPai)), MahjongSettlementDialog::tr("pays for all (包牌)"));
            }
        }
        qInfo("hands with 分餅: %d, with 包牌: %d", fenBing, baoPai);
        QVERIFY(fenBing > 0);
        QVERIFY(baoPai > 0);
    }

    void fitsSmallScreens()
    {
        // 1024 × 640: nothing cut off sideways; the rest scrolls.
        auto p = findHand([](const MahjongModule &m) { return m.lastSettlement()->winner >= 0; }, 3, 20);
        QVERIFY(p);
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN")}) {
            Language::apply(lang);
            MahjongSettlementDialog d(p->result);
            d.resize(1024, 640);
            d.show();
            QApplication::processEvents();
            auto *scroll = d.findChild<QScrollArea *>();
            QVERIFY(scroll);
            QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
            QVERIFY(d.width() <= 1024 && d.height() <= 640);
        }
        Language::apply(QStringLiteral("en"));
    }

    void readsAtAGlance()
    {
        // Issue 31: at 1280 × 800 the winner, the way, 番 and every seat's total show without
        // scrolling; the full explanation (payments, every hand) is one click away.
        auto p = findHand([](const MahjongModule &m) { return m.lastSettlement()->winner >= 0; }, 3, 20);
        QVERIFY(p);
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN")}) {
            Language::apply(lang);
            QWidget screen;
            screen.resize(1280, 800);
            MahjongSettlementDialog d(p->result, &screen);
            d.show();
            QApplication::processEvents();
            auto *scroll = d.findChild<QScrollArea *>();
            QVERIFY(scroll);
            QVERIFY(d.width() <= 1280 && d.height() <= 800);
            QVERIFY2(scroll->verticalScrollBar()->maximum() == 0, qPrintable(lang + QStringLiteral(" scrolls %1 at %2x%3").arg(scroll->verticalScrollBar()->maximum()).arg(d.width()).arg(d.height())));
            for (const char *name : {"headline", "total-0", "total-1", "total-2", "total-3", "winningHand"}) {
                QWidget *w = d.findChild<QWidget *>(QLatin1String(name));
                QVERIFY2(w && w->isVisible(), name);
            }
            QWidget *payment = d.findChild<QWidget *>(QStringLiteral("payment-0"));
            QVERIFY(payment && !payment->isVisible());
            auto *more = d.findChild<QToolButton *>(QStringLiteral("fullExplanation"));
            QVERIFY(more && more->isVisible());
            more->click();
            QApplication::processEvents();
            QVERIFY(payment->isVisible());
            QVERIFY(d.findChild<QWidget *>(QStringLiteral("hand-0"))->isVisible());
        }
        Language::apply(QStringLiteral("en"));
    }

    void finalStandings()
    {
        // After the last hand: the button says so, and the shared standings show the balances.
        auto p = findHand([](const MahjongModule &m) { return m.matchFinished(); }, 5, 1);
        QVERIFY(p);
        QVERIFY(p->result.matchOver);
        MahjongSettlementDialog d(p->result);
        QCOMPARE(d.findChild<QPushButton *>(QStringLiteral("nextButton"))->text(), MahjongSettlementDialog::tr("Final standings"));
        const session::MatchSummary sum = MahjongSettlementDialog::matchSummary(p->result);
        QCOMPARE(sum.handsPlayed, p->module->match().handsPlayed());
        FinalStandingsDialog f(sum, nullptr);
        for (int s = 0; s < 4; ++s)
            QCOMPARE(textOf(f, QStringLiteral("balance-%1").arg(s)), Texts::money(p->module->balances()[std::size_t(s)]));
    }

    void screenshot()
    {
        QTemporaryDir dir;
        QString error;
        const QString file = dir.filePath(QStringLiteral("s.png"));
        QVERIFY2(mahjongSettlementShot(7, QSize(1024, 640), file, &error), qPrintable(error));
        QCOMPARE(QImage(file).size(), QSize(1024, 640));
    }
};

QTEST_MAIN(TestMahjongSettlement)
#include "test_mahjong_settlement.moc"
