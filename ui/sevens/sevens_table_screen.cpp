// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sevens/sevens_table_screen.h"

#include "ui/kit/deal_verdict.h"
#include "ui/kit/i18n.h"
#include "ui/kit/texts.h"
#include "ui/sevens/sevens_texts.h"

#include "sevens/joined_sevens_game.h"
#include "sevens/sevens_json.h"

#include <QHBoxLayout>

namespace qixing {
namespace ui {

using namespace sevens;
using session::SevensGame;
using session::SevensSession;

SevensTableScreen::SevensTableScreen(QWidget *parent) : GameScreen(parent), local_(new SevensSession(this))
{
    local_->setSavePath(SevensSession::defaultSavePath());
    table_ = new SevensTableWidget(local_->model());
    table_->setObjectName(QStringLiteral("table"));
    auto *h = new QHBoxLayout(this);
    h->setContentsMargins(0, 0, 0, 0);
    h->setSpacing(0);
    h->addWidget(table_, 1);
    side_ = new TableSidePanel;
    h->addWidget(side_);
    clockTick_.setInterval(100);
    connect(&clockTick_, &QTimer::timeout, this, &SevensTableScreen::refreshClock);
    connect(side_, &TableSidePanel::hintClicked, this, [this] {
        table_->showHint();
        table_->setFocus();
    });
    connect(side_, &TableSidePanel::leaveClicked, this, &GameScreen::leaveRequested);
    connect(side_, &TableSidePanel::chatEntered, this, [this](const QString &text) {
        emit chatEntered(text);
        table_->setFocus();
    });
    // A hosted match's session is gone once it is over: the table lets go of it (before the
    // window goes back to the lobby). A joined table stays shown until the host deals again.
    connect(this, &GameScreen::matchOver, this, [this] {
        if (lan_ == LanRole::Host)
            useGame(nullptr);
    });
}

void SevensTableScreen::setLanRole(LanRole role, const QString &host)
{
    lan_ = role;
    lanHost_ = host;
    refreshSide();
}

void SevensTableScreen::setActive(bool on)
{
    shown_ = on;
    if (!on) {
        clockTick_.stop();
        return;
    }
    clockTick_.start();
    refreshSide();
    table_->setFocus();
}

void SevensTableScreen::setDialogUp(bool up)
{
    if (up && !pausedHere_ && game_ == local_->model()) {
        local_->pause();
        pausedHere_ = true;
    } else if (!up && pausedHere_) {
        pausedHere_ = false;
        local_->unpause();
    }
    dialogUp_ = up;
    refreshClock();
}

void SevensTableScreen::retranslate()
{
    side_->retranslate();
    side_->setHintToolTip(tr("Suggest a card (H)"));
    refreshSide();
    refreshLog();
}

void SevensTableScreen::useGame(SevensGame *game)
{
    if (game_)
        disconnect(game_.data(), nullptr, this, nullptr);
    game_ = game;
    table_->setGame(game);
    refreshSide();
    refreshLog();
    if (!game)
        return;
    connect(game, &SevensGame::changed, this, [this] {
        refreshSide();
        refreshLog();
    });
    connect(game, &SevensGame::handFinished, this, &SevensTableScreen::onHandFinished);
    connect(game, &SevensGame::localTurn, this, &SevensTableScreen::refreshClock); // the clock starts
    connect(game, &SevensGame::handStarted, this, [this] {
        // On a joined table the host deals: a settlement still open gives way to the new hand.
        if (settlement_ && game_ && !game_->dealsNextHand()) {
            settlement_->disconnect(this);
            settlement_->close();
        }
    });
}

void SevensTableScreen::onHandFinished(const Settlement &st)
{
    if (game_)
        lastSummary_ = game_->summary();
    // The dialog is built now, while the game is there to read (a LAN host's session goes
    // away as soon as its last hand is settled), and shown once the last card has landed.
    if (pendingSettlement_)
        pendingSettlement_->close();
    if (!game_)
        return;
    auto *d = new SevensSettlementDialog(*game_, st, window());
    d->setAttribute(Qt::WA_DeleteOnClose);
    pendingSettlement_ = d;
    if (remote_) // verify (issue 30): a joined table checks the host's deal
        addDealVerdict(d, remote_->deals(), game_->handIndex(), [](const QString &piece) {
            try {
                return SevensTexts::cardName(sevens::json::cardFrom(piece, QStringLiteral("card")));
            } catch (const std::exception &) {
                return piece;
            }
        });
    const bool finished = game_->isMatchFinished();
    connect(d, &QDialog::finished, this, [this, finished] {
        // A LAN host's session is gone once its match is over: the summary stays.
        if (finished || (game_ && game_->isMatchFinished()))
            showFinal(nullptr);
        else if (game_ && game_->active() && game_->dealsNextHand())
            game_->nextHand();
    });
    if (immediate_ || table_->animationSpeed() == AnimationSpeed::Off) {
        showSettlement(d);
        return;
    }
    QTimer::singleShot(table_->moveDuration() + 450, d, [this, d] {
        if (!game_ || (game_->active() && !game_->handInProgress()))
            showSettlement(d);
        else
            d->deleteLater(); // the table was left meanwhile
    });
}

void SevensTableScreen::showSettlement(SevensSettlementDialog *d)
{
    if (settlement_ && settlement_ != d) {
        settlement_->disconnect(this);
        settlement_->close();
    }
    pendingSettlement_ = nullptr;
    settlement_ = d;
    d->open();
    emit settlementShown();
}

void SevensTableScreen::showFinal(const Match::Leaving *left, std::function<void()> then)
{
    auto *d = new FinalStandingsDialog(game_ ? game_->summary() : lastSummary_, left, window());
    d->setAttribute(Qt::WA_DeleteOnClose);
    final_ = d;
    connect(d, &QDialog::finished, this, [this, then] {
        if (then) {
            then(); // what the person left the match for
            return;
        }
        emit matchOver();
    });
    d->open();
}

void SevensTableScreen::closeDialogs()
{
    for (QDialog *d : {static_cast<QDialog *>(settlement_.data()), static_cast<QDialog *>(pendingSettlement_.data()),
                       final_.data()}) {
        if (d) {
            d->disconnect(this);
            d->close();
        }
    }
}

void SevensTableScreen::refreshClock()
{
    int ms = -1;
    const bool myTurn = game_ && game_->active() && game_->handInProgress() && game_->localView().myTurn();
    if (myTurn)
        ms = game_->msLeft();
    const int limitMs = game_ ? game_->turnSeconds() * 1000 : 0;
    // A local game waits for the person reading a dialog; a LAN table's clock is the
    // host's and keeps running (the panel warns).
    side_->setClock(ms, limitMs, game_ == local_->model() && local_->paused(), lan_ != LanRole::None && dialogUp_,
                    myTurn ? game_->questionBankMs() : 0);
}

void SevensTableScreen::refreshSide()
{
    side_->setChatVisible(lan_ != LanRole::None);
    if (!game_ || !game_->active()) {
        side_->setInfo({}, {});
        refreshClock();
        side_->setHintEnabled(false);
        return;
    }
    const Rules &r = game_->rules();
    const QString headline = tr("Hand %1 of %2").arg(game_->handIndex() + 1).arg(game_->handsInMatch());
    QStringList lines;
    lines << SevensTexts::presetName(r.preset);
    if (const QStringList opts = SevensTexts::tableOptions(r); !opts.isEmpty())
        lines << opts.join(QStringLiteral(" · "));
    lines << tr("Bet %1 · base %2").arg(Texts::money(r.betUnit), Texts::money(r.base()));
    lines << tr("Leaving penalty: %1 × base").arg(game_->penaltyBases());
    if (game_->turnSeconds() > 0)
        lines << tr("Turn limit: %1 s").arg(game_->turnSeconds());
    if (lan_ == LanRole::Host)
        lines << tr("Hosted on the LAN");
    else if (lan_ == LanRole::Guest && table_->watching())
        lines << tr("Watching the table at %1").arg(lanHost_);
    else if (lan_ == LanRole::Guest)
        lines << tr("LAN table at %1").arg(lanHost_);
    side_->setInfo(headline, lines.join(QLatin1Char('\n')));
    const bool myTurn = game_->handInProgress() && game_->localView().myTurn();
    side_->setHintVisible(!table_->watching()); // a spectator has no hand to hint at
    side_->setHintEnabled(myTurn);
    side_->setLeave(!game_->isMatchFinished() || lan_ != LanRole::None, lan_ == LanRole::Host);
    refreshClock();
}

QString SevensTableScreen::moveText(const session::MoveRecord &m) const
{
    const QString who = SevensTexts::shownName(*game_, m.seat);
    if (m.action.isCover())
        return m.seat == game_->localSeat() ? tr("%1. %2 covered %3").arg(m.turn + 1).arg(who, SevensTexts::cardName(m.action.card))
                           : tr("%1. %2 covered a card").arg(m.turn + 1).arg(who);
    return tr("%1. %2 played %3").arg(m.turn + 1).arg(who, SevensTexts::cardName(m.action.card));
}

void SevensTableScreen::refreshLog()
{
    if (!game_ || !game_->active()) {
        side_->clearLog();
        logMoves_ = 0;
        return;
    }
    const auto &moves = game_->moveLog();
    // Another game, hand or language rewrites everything; a seat swap between hands does not:
    // the finished hand's moves stay named as they were played (and a cover stays hidden from
    // whoever sits at that chair now). The host's notices between the moves stay too.
    const LogFor now {game_.data(), game_->handIndex(), Language::current()};
    if (!(now == logFor_) || int(moves.size()) < logMoves_ || side_->logLines() < logMoves_) {
        side_->clearLog();
        logMoves_ = 0;
    }
    logFor_ = now;
    for (int i = logMoves_; i < int(moves.size()); ++i) {
        QColor colour;
        if (moves[std::size_t(i)].seat == game_->localSeat())
            colour = QColor(0xff, 0xe3, 0x9a);
        else if (moves[std::size_t(i)].action.isCover())
            colour = QColor(0x9f, 0xb8, 0xa6);
        side_->addLogLine(moveText(moves[std::size_t(i)]), colour);
    }
    logMoves_ = int(moves.size());
}

} // namespace ui
} // namespace qixing
