// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mahjong/mahjong_table_view.h"

#include "mahjong/mahjong_module.h"

namespace qixing::ui {

using namespace mahjong;

namespace {
// A game that only shows: the messages seat 0 would have received up to the moment, and the
// question asked then. Answers are refused.
class FrozenGame final : public session::MahjongGame
{
public:
    FrozenGame(std::unique_ptr<session::MahjongModule> m, QObject *parent)
        : session::MahjongGame(parent), module_(std::move(m))
    {
    }
    bool active() const override { return true; }
    int localSeat() const override { return 0; }
    const Rules &rules() const override { return module_->settings().rules; }
    QString seatName(int seat) const override { return module_->seatName(seat); }
    QString seatKind(int seat) const override { return seat == 0 ? QStringLiteral("person") : module_->openingKind(seat); }
    int turnSeconds() const override { return module_->turnSeconds(); }
    QList<QJsonObject> replay() const override
    {
        QList<QJsonObject> out {module_->stateFor(0, module_->eventCount())};
        if (!module_->handInProgress())
            return out << module_->settlementJson();
        if (asked()) {
            QJsonObject ask = module_->askFor(0);
            ask.insert("type", "yourTurn");
            ask.insert("deadline", msLeft());
            out << ask;
        }
        return out;
    }
    QString submit(const QJsonObject &) override { return QStringLiteral("this table is a picture"); }
    // The clock stopped at six tenths of the claim window while seat 0 is asked; none after.
    int msLeft() const override { return asked() ? module_->settings().rules.claimSeconds * 600 : -1; }
    QJsonObject hint() const override { return {}; }
    void nextHand() override {}

private:
    bool asked() const
    {
        if (!module_->handInProgress())
            return false;
        const auto d = module_->decision();
        return std::find(d.seats.begin(), d.seats.end(), 0) != d.seats.end();
    }
    std::unique_ptr<session::MahjongModule> module_;
};

bool reached(const QString &view, const session::MahjongModule &m)
{
    if (view == QLatin1String("over") || view == QLatin1String("win"))
        return !m.handInProgress() && m.lastSettlement() && !m.lastSettlement()->drawn;
    if (view == QLatin1String("call"))
        return false; // seen by playTo, right after the call
    const auto d = m.decision();
    if (std::find(d.seats.begin(), d.seats.end(), 0) == d.seats.end())
        return false;
    const auto options = m.options(0);
    const auto count = [&](Action::Kind k) { return std::count_if(options.begin(), options.end(), [k](const Action &a) { return a.kind == k; }); };
    if (view == QLatin1String("claim"))
        return d.window && options.size() >= 3;
    if (view == QLatin1String("you"))
        return count(Action::Kind::You) > 0;
    int discards = 0;
    for (int s = 0; s < 4; ++s)
        discards += m.hand().discardCount(s);
    return m.hand().phase() == Phase::Turn && discards >= 26 && m.hand().youLevel(0) == 0;
}


// The frozen game of the first match from `seed` on (50 tried) that reaches the view.
std::unique_ptr<session::MahjongModule> playTo(const QString &view, std::uint64_t seed, const QStringList &names)
{
    for (std::uint64_t tries = 0; tries < 50; ++tries, ++seed) {
        session::MahjongSettings s;
        s.rules.rounds = 4;
        s.names = {QStringLiteral("Mei"), QString(), QString(), QString()};
        for (int i = 0; i < names.size() && i < 4; ++i)
            s.names[std::size_t(i)] = names[i];
        s.kinds = {QStringLiteral("efficient"), QStringLiteral("efficient"), QStringLiteral("random"), QStringLiteral("efficient")};
        s.seed = seed;
        auto m = std::make_unique<session::MahjongModule>(s);
        std::array<std::unique_ptr<session::ComputerBrain>, 4> brains;
        for (int i = 0; i < 4; ++i)
            brains[std::size_t(i)] = m->makeComputer(s.kinds[std::size_t(i)], seed + std::uint64_t(i));
        while (!m->matchFinished()) {
            m->dealNextHand();
            while (m->handInProgress()) {
                if (reached(view, *m))
                    return m;
                const int seat = m->decision().seats.front();
                const auto melds = [&] {
                    int n = 0;
                    for (int x = 0; x < 4; ++x)
                        n += m->hand().meldCount(x);
                    return n;
                };
                const int before = melds();
                m->apply(seat, brains[std::size_t(seat)]->decide(*m, seat));
                // "call": a chow, pung or kong just made from a discard, by another seat.
                if (view == QLatin1String("call") && m->handInProgress() && melds() > before && m->hand().toAct() != 0
                    && m->hand().meld(m->hand().toAct(), m->hand().meldCount(m->hand().toAct()) - 1).type != Meld::Type::ConcealedKong)
                    return m;
            }
            if (reached(view, *m))
                return m;
        }
    }
    return nullptr;
}
} // namespace

session::MahjongGame *mahjongGameForScreenshot(const QString &view, std::uint64_t seed, QObject *parent, QString *error,
                                               const QStringList &names)
{
    auto m = playTo(view, seed, names);
    if (!m) {
        if (error)
            *error = QStringLiteral("no match from seed %1 on reaches the view \"%2\"").arg(seed).arg(view);
        return nullptr;
    }
    return new FrozenGame(std::move(m), parent);
}

void showScreenshotMoment(MahjongTableWidget *table, const QString &view)
{
    // A call or a win as it is called out on the table, held there.
    if (view == QLatin1String("call") || view == QLatin1String("win")) {
        table->showLastMoment();
        return;
    }
    const auto &q = table->model().question();
    if (view != QLatin1String("you") || !q)
        return;
    const auto you = q->of(Action::Kind::You);
    if (you.empty())
        return;
    // The announcement asked: the tile clicked a second time (the drawn one when it is that tile).
    const auto tiles = table->handTiles();
    for (int i = int(tiles.size()) - 1; i >= 0; --i)
        if (tiles[std::size_t(i)] == you.back().tile) {
            table->discardAt(i);
            return;
        }
}

MahjongTableWidget *mahjongTableForScreenshot(const QString &view, std::uint64_t seed, QWidget *parent, QString *error,
                                              const QStringList &names)
{
    auto *w = new MahjongTableWidget(nullptr, parent);
    session::MahjongGame *game = mahjongGameForScreenshot(view, seed, w, error, names);
    if (!game) {
        delete w;
        return nullptr;
    }
    w->setAnimationMs(0);
    w->setGame(game);
    showScreenshotMoment(w, view);
    return w;
}

} // namespace qixing::ui
