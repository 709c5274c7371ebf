// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mahjong/mahjong_table_screen.h"

#include "ui/mahjong/mahjong_settlement_dialog.h"
#include "ui/mahjong/mahjong_table_widget.h"
#include "ui/sevens/sevens_settlement_dialog.h"
#include "mahjong/joined_mahjong_game.h"
#include "mahjong/mahjong_json.h"
#include "ui/kit/deal_verdict.h"
#include "ui/kit/texts.h"
#include "ui/mahjong/tile_renderer.h"

#include "mahjong/tile.h"

#include "ui/sevens/sevens_table_widget.h"

#include <QGuiApplication>
#include <QHBoxLayout>
#include <QJsonArray>

namespace qixing::ui {

namespace {
std::array<std::int64_t, 4> moneyFrom(const QJsonValue &v)
{
    std::array<std::int64_t, 4> out {};
    const QJsonArray a = v.toArray();
    for (int i = 0; i < 4 && i < a.size(); ++i)
        out[std::size_t(i)] = a[i].toInteger();
    return out;
}
} // namespace

MahjongTableScreen::MahjongTableScreen(QWidget *parent)
    : GameScreen(parent), local_(&session_, session::LocalMahjongGame::kPersonSeat)
{
    session_.setSavePath(session::LocalMahjongGame::defaultSavePath());
    session_.setClaimPause(600);
    table_ = new MahjongTableWidget(nullptr, this);
    side_ = new TableSidePanel(this);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(0);
    row->addWidget(table_, 1);
    row->addWidget(side_);
    // One hint button: the table's own, among its toggles where the prompts are (also the ?
    // key and Game > Hint).
    side_->setHintVisible(false);
    connect(side_, &TableSidePanel::leaveClicked, this, &GameScreen::leaveRequested);
    connect(side_, &TableSidePanel::chatEntered, this, [this](const QString &text) {
        emit chatEntered(text);
        table_->setFocus();
    });
    side_->setChatVisible(false); // a desktop table: no LAN chat
    side_->retranslate();
    clockTick_.setInterval(200);
    connect(&clockTick_, &QTimer::timeout, this, &MahjongTableScreen::refreshSide);
    connect(&Settings::shared(), &Settings::animationSpeedChanged, this, &MahjongTableScreen::followAnimationSpeed);
    followAnimationSpeed(Settings::shared().animationSpeed());
    useGame(&local_);
}

void MahjongTableScreen::followAnimationSpeed(AnimationSpeed speed)
{
    // The movements at the speed the person chose for the cards (View > Animation speed);
    // none offscreen, where tests and screenshots run.
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        return;
    static constexpr std::array<int, 4> kMs {0, 120, 200, 250}; // Off, Fast, Normal, Slow
    table_->setAnimationMs(kMs[std::size_t(speed)]);
}

void MahjongTableScreen::useGame(session::MahjongGame *game)
{
    if (game_)
        disconnect(game_, nullptr, this, nullptr);
    game_ = game;
    table_->setGame(game);
    connect(game, &session::MahjongGame::message, this, &MahjongTableScreen::onMessage);
    connect(game, &session::MahjongGame::refused, this, [this](const QString &why) {
        table_->showMessage(tr("The host refused the answer: %1").arg(why), true);
    });
}

void MahjongTableScreen::closeDialogs()
{
    // Closed from here, they must not deal on or end the match as the person closing them would.
    for (QDialog *d : {static_cast<QDialog *>(settlement_.data()), final_.data()})
        if (d) {
            d->disconnect(this);
            d->close();
        }
}

void MahjongTableScreen::resetMatch()
{
    closeDialogs();
    matchOver_ = false;
    handTotals_.clear();
    state_ = {};
    side_->clearLog();
}

void MahjongTableScreen::showLanGame(session::MahjongGame *game, LanRole role, const QString &host)
{
    lan_ = role;
    lanHost_ = host;
    side_->setChatVisible(role != LanRole::None);
    resetMatch();
    useGame(game);
    // What happened before this page took the game over (a joined seat comes back mid-hand).
    // A settlement in it is not shown again: the table shows the hand as it ended.
    for (const QJsonObject &m : game->replay())
        if (m.value("type").toString() != QLatin1String("settlement"))
            onMessage(m);
}

void MahjongTableScreen::showDesktop()
{
    lan_ = LanRole::None;
    lanHost_.clear();
    side_->setChatVisible(false);
    side_->clearChat();
    resetMatch();
    useGame(&local_);
}

void MahjongTableScreen::setDialogUp(bool up)
{
    dialogUp_ = up;
    // Only the desktop table waits for the person reading a dialog; a LAN table's clock is the
    // host's own (the side panel says so).
    if (game_ == &local_) {
        if (up)
            session_.pause();
        else
            session_.unpause();
    }
    refreshSide();
}

void MahjongTableScreen::start(const session::MahjongSettings &settings)
{
    if (game_ != &local_)
        showDesktop();
    resetMatch();
    session_.start(std::make_unique<session::MahjongModule>(settings));
}

bool MahjongTableScreen::resume(QString *error)
{
    if (game_ != &local_)
        showDesktop();
    resetMatch();
    const auto r = session_.resume(&session::MahjongModule::restore, error);
    // The table and this page hear the resumed hand's state as it is dealt or restored.
    return r == session::TableSession::ResumeResult::Resumed;
}

bool MahjongTableScreen::hasSave() const
{
    return session::TableSession::hasSave(session_.savePath());
}

bool MahjongTableScreen::matchRunning() const
{
    if (game_ != &local_)
        return game_ && game_->active() && !matchOver_;
    return session_.active() && !session_.isMatchFinished();
}

void MahjongTableScreen::close()
{
    closeDialogs();
    session_.close();
    setActive(false);
}

void MahjongTableScreen::setActive(bool on)
{
    shown_ = on;
    if (on) {
        clockTick_.start();
        refreshSide();
        table_->setFocus();
    } else {
        clockTick_.stop();
    }
}

void MahjongTableScreen::onMessage(const QJsonObject &m)
{
    const QString type = m.value("type").toString();
    if (type == QLatin1String("state")) {
        // A joined table's host deals on by itself: the new hand closes the last settlement.
        if (settlement_ && m.value("hand") != state_.value("hand"))
            settlement_->close();
        state_ = m;
        side_->clearLog();
        for (const QJsonValue &e : m.value("events").toArray())
            if (const QString t = eventText(e.toObject()); !t.isEmpty())
                side_->addLogLine(t);
    } else if (type == QLatin1String("event")) {
        if (const QString t = eventText(m.value("event").toObject()); !t.isEmpty())
            side_->addLogLine(t);
    } else if (type == QLatin1String("settlement")) {
        showSettlement(m);
    } else if (type == QLatin1String("seatsSwapped")) {
        // The people changed chairs between hands (the table's model took the plates): the
        // match's totals go with them, as the host's next settlement will say.
        const QJsonArray pair = m.value("seats").toArray();
        const int a = pair.at(0).toInt(-1), b = pair.at(1).toInt(-1);
        if (a >= 0 && a < 4 && b >= 0 && b < 4)
            for (auto &totals : handTotals_)
                std::swap(totals[std::size_t(a)], totals[std::size_t(b)]);
        if (m.value("names").toArray().size() == 4)
            state_.insert(QStringLiteral("names"), m.value("names"));
    } else if (type == QLatin1String("matchOver")) {
        matchOver_ = true;
        // On the LAN this may come after the last settlement was shown.
        if (settlement_)
            settlement_->setMatchOver();
    }
    refreshSide();
}

QString MahjongTableScreen::eventText(const QJsonObject &e) const
{
    const int seat = e.value("seat").toInt(-1);
    // The person's own moves read "You discard …", the others' "Kai discards …".
    const bool you = seat == game_->localSeat();
    // Named as the plaques name the seat (computer players numbered among themselves).
    std::array<QString, 4> names;
    for (int s = 0; s < 4; ++s)
        names[std::size_t(s)] = state_.value("names").toArray().at(s).toString();
    const QString name = Texts::shownNames(names)[std::size_t(std::clamp(seat, 0, 3))];
    const auto tile = [&] {
        const auto t = mahjong::Tile::parse(e.value("tile").toString().toStdString());
        return t ? TileRenderer::tileText(*t) : QString();
    };
    const QString kind = e.value("e").toString();
    if (kind == QLatin1String("discard"))
        return you ? tr("You discard %1").arg(tile()) : tr("%1 discards %2").arg(name, tile());
    if (kind == QLatin1String("you"))
        return you ? tr("You discard %1 and announce 游金").arg(tile()) : tr("%1 discards %2 and announces 游金").arg(name, tile());
    if (kind == QLatin1String("chow"))
        return you ? tr("You chow %1").arg(tile()) : tr("%1 chows %2").arg(name, tile());
    if (kind == QLatin1String("pung"))
        return you ? tr("You pung %1").arg(tile()) : tr("%1 pungs %2").arg(name, tile());
    if (kind == QLatin1String("kong") || kind == QLatin1String("addKong"))
        return you ? tr("You kong %1").arg(tile()) : tr("%1 kongs %2").arg(name, tile());
    if (kind == QLatin1String("concealedKong"))
        return you ? tr("You declare a concealed kong") : tr("%1 declares a concealed kong").arg(name);
    if (kind == QLatin1String("gold"))
        return tr("The gold is %1").arg(tile());
    if (kind == QLatin1String("win"))
        return you ? tr("You win") : tr("%1 wins").arg(name);
    if (kind == QLatin1String("drawnHand"))
        return tr("The wall is used up: a drawn hand (臭莊)");
    return {};
}

void MahjongTableScreen::refreshSide()
{
    if (!game_ || !game_->active()) {
        side_->setInfo({}, {});
        side_->setClock(-1, 0, false, false);
        return;
    }
    const mahjong::Rules &r = game_->rules();
    // Two short lines: a narrow panel never wraps inside "10 s".
    QString rules = tr("Base %1").arg(qint64(r.base)) + QStringLiteral(" · ") + tr("Rounds: %1").arg(r.rounds) + QLatin1Char('\n')
        + tr("Claims: %1 s").arg(r.claimSeconds);
    if (lan_ == LanRole::Host)
        rules += QLatin1Char('\n') + tr("Hosted on the LAN");
    else if (lan_ == LanRole::Guest && game_->localSeat() == MahjongTableModel::kSpectatorSeat)
        rules += QLatin1Char('\n') + tr("Watching a LAN table at %1").arg(lanHost_); // issue 30: a spectator
    else if (lan_ == LanRole::Guest)
        rules += QLatin1Char('\n') + tr("LAN table at %1").arg(lanHost_);
    side_->setInfo(tr("Hand %1").arg(state_.value("hand").toInt() + 1), rules);
    const int left = game_->msLeft();
    const auto &question = table_->model().question();
    const int bank = question ? question->bankMs : 0; // the clock bank (issue 30): then the total is the base
    const int total = question ? 1000 * (bank > 0 ? game_->turnSeconds() : std::max(game_->turnSeconds(), r.claimSeconds)) : 0;
    const bool desktop = game_ == &local_;
    side_->setClock(left, bank > 0 ? total : std::max(total, left), desktop && session_.paused(), !desktop && dialogUp_, bank);
    side_->setLeave(true, lan_ == LanRole::Host);
}

void MahjongTableScreen::showSettlement(const QJsonObject &settlement)
{
    MahjongHandResult r;
    r.settlement = settlement;
    r.state = state_;
    r.localSeat = game_->localSeat();
    // r.opening stays zero: a mahjong match starts every seat at 0.
    if (settlement.contains("handTotals")) {
        // The host's (or this table's) own record of the match: complete after a resume or a
        // join mid-match.
        handTotals_.clear();
        for (const QJsonValue &t : settlement.value("handTotals").toArray())
            handTotals_.push_back(moneyFrom(t));
    } else {
        handTotals_.push_back(moneyFrom(settlement.value("result").toObject().value("totals")));
    }
    r.handTotals = handTotals_;
    r.matchOver = game_ == &local_ ? session_.isMatchFinished() : matchOver_;
    r.dealsNextHand = game_->dealsNextHand();
    last_ = r;
    closeDialogs();
    auto *d = new MahjongSettlementDialog(r, this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    settlement_ = d;
    if (net::JoinedMahjongGame *joined = joinedGame(); joined && game_ == joined) // verify (issue 30)
        addDealVerdict(d, joined->deals(), settlement.value("hand").toInt(), [](const QString &piece) {
            try {
                return TileRenderer::tileText(mahjong::json::tileFrom(piece, QStringLiteral("tile"), true));
            } catch (const std::exception &) {
                return piece;
            }
        });
    // A spectator where the host shows finished hands (issue 30): the hand as dealt, if the
    // host's handOpen came already (else takeJoinedTable adds it when it comes).
    if (net::JoinedMahjongGame *joined = joinedGame(); joined && game_ == joined && !joined->handOpen().isEmpty()
        && joined->handOpen().value("hand") == settlement.value("hand"))
        d->showDealtHands(joined->handOpen());
    connect(d, &QDialog::finished, this, [this] {
        settlement_ = nullptr; // read and closed: no longer the one shown
        if (matchOver_ || (game_ == &local_ && session_.isMatchFinished())) {
            showFinal();
            return;
        }
        if (game_)
            game_->nextHand();
    });
    // After the win's moment on the table (the table heard the settlement first: it was
    // connected to the game before this page).
    if (!table_->momentText().isEmpty())
        connect(table_, &MahjongTableWidget::momentOver, d, &QDialog::open, Qt::SingleShotConnection);
    else
        d->open();
}

void MahjongTableScreen::showFinal()
{
    // The same standings as Sevens: every seat's place, start, change and balance.
    auto *d = new FinalStandingsDialog(MahjongSettlementDialog::matchSummary(last_), nullptr, window());
    d->setAttribute(Qt::WA_DeleteOnClose);
    final_ = d;
    connect(d, &QDialog::finished, this, &GameScreen::matchOver);
    d->open();
}

void MahjongTableScreen::retranslate()
{
    side_->retranslate();
    refreshSide();
}

} // namespace qixing::ui
