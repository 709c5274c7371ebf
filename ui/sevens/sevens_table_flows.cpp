// SPDX-License-Identifier: GPL-3.0-or-later
// The Sevens screen's match flows (GameScreen): the desktop match (開桌設定, resume, leaving
// with the penalty, S43) and the tables the LanController hands it (hosted, joined). The
// table page itself is sevens_table_screen.cpp.
#include "ui/sevens/sevens_table_screen.h"

#include "net/client.h"
#include "sevens/sevens_client.h"
#include "net/server.h"
#include "sevens/joined_sevens_game.h"
#include "sevens/sevens_model.h"
#include "sevens/sevens_json.h"
#include "ui/shell/rules_help.h"
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/kit/texts.h"

#include <QJsonArray>
#include <QMessageBox>
#include <QPushButton>

namespace qixing::ui {

using namespace sevens;
using session::SevensGame;
using session::SevensSession;

SevensTableScreen::~SevensTableScreen()
{
    // The joined table's goodbyes must not reach this page while it is destroyed.
    if (remote_) {
        disconnect(remote_->client(), nullptr, this, nullptr);
        disconnect(remote_.data(), nullptr, this, nullptr);
        delete remote_.data(); // and its client
    }
}

void SevensTableScreen::start(const session::SessionSettings &settings)
{
    emit aboutToPlay();
    if (settlement_)
        settlement_->close();
    useGame(local_->model());
    emit showRequested();
    local_->start(settings);
}

bool SevensTableScreen::resume()
{
    if (game_ == local_->model() && local_->active() && !local_->isMatchFinished()) {
        emit showRequested(); // the saved match is the one at the table
        return true;
    }
    // Resumed now unless something else must be left first (then once it is).
    auto resumed = std::make_shared<bool>(false);
    emit freeToStart(Start::Resume, [this, resumed] {
        const QString elsewhere = tr("The saved Sevens match is being played in %1.");
        if (savePlayedElsewhere(window(), local_->tableSession(), elsewhere))
            return;
        emit aboutToPlay();
        useGame(local_->model());
        QString error, movedTo;
        switch (local_->resume(&error, &movedTo)) {
        case SevensSession::ResumeResult::Resumed:
            useGame(local_->model());
            emit showRequested();
            *resumed = true;
            return;
        case SevensSession::ResumeResult::NoSave:
            showNotice(window(), tr("Resume"), tr("There is no unfinished match to resume."), false);
            break;
        case SevensSession::ResumeResult::InUse: // taken by another window since the check above
            savePlayedElsewhere(window(), local_->tableSession(), elsewhere);
            break;
        case SevensSession::ResumeResult::Damaged:
            showNotice(window(), tr("The saved match is damaged"),
                       tr("The saved match could not be read and was not resumed.\n\nReason: %1\n\n%2")
                           .arg(error, movedTo.isEmpty() ? tr("The file could not be moved aside.")
                                                         : tr("The file was kept as %1 so that it can be examined.").arg(movedTo)),
                       true);
            break;
        }
        emit matchOver(); // back to the hall
    });
    return *resumed;
}

bool SevensTableScreen::playOn(const QJsonObject &save)
{
    if (savePlayedElsewhere(window(), local_->tableSession(), tr("The saved Sevens match is being played in %1.")))
        return false;
    emit aboutToPlay();
    closeDialogs();
    useGame(local_->model());
    QString error;
    if (!local_->takeUp(save, &error)) {
        showNotice(window(), tr("Play on"), tr("The match cannot be played on from here: %1").arg(error), true);
        return false;
    }
    emit showRequested();
    return true;
}

bool SevensTableScreen::hasSave() const
{
    return SevensSession::hasSave(local_->savePath());
}

void SevensTableScreen::closeDesktop()
{
    if (local_->active())
        local_->close(); // it stays saved
}

net::ServerTableConfig SevensTableScreen::hostConfig(const session::SessionSettings &settings)
{
    net::ServerTableConfig config;
    config.game = gameId();
    session::SessionSettings named = settings;
    named.names[0] = settings.names[0].isEmpty() ? Texts::defaultName(0) : settings.names[0];
    config.settings = session::settingsTo(named);
    return config;
}

void SevensTableScreen::requestHost(const session::SessionSettings &settings, const LanHostOptions &options)
{
    const net::ServerTableConfig config = hostConfig(settings);
    emit hostRequested(config, session::seatStrings(config.settings, QLatin1StringView("names"))[0], options);
}

void SevensTableScreen::openNewTable(bool hostOnLan)
{
    auto *d = new SevensSettingsDialog(window());
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        const session::SessionSettings settings = d->settings();
        const LanHostOptions lan = d->lanOptions();
        if (d->hostOnLan())
            emit freeToStart(Start::NewMatch, [this, settings, lan] { requestHost(settings, lan); });
        else
            emit freeToStart(Start::ReplacingSave, [this, settings] { start(settings); });
    });
    d->open();
    if (hostOnLan)
        d->setHostOnLan(true);
}

void SevensTableScreen::leave()
{
    if (local_->active() && !local_->isMatchFinished())
        askToLeave({});
}

void SevensTableScreen::askToLeave(std::function<void()> then)
{
    // The desktop match, at the table or saved (S43: leaving costs the penalty).
    session::SessionSettings settings;
    int played = 0;
    if (local_->active()) {
        settings = local_->settings();
        played = local_->table().match().handsPlayed();
    } else {
        const session::LoadResult r = session::loadSave(local_->savePath());
        if (r.status != session::LoadResult::Status::Ok) {
            if (then)
                then(); // nothing left to lose (a damaged save was put aside)
            return;
        }
        settings = r.game.settings;
        played = int(r.game.booked.size());
    }
    const std::int64_t penalty = std::int64_t(settings.match.penaltyBases) * settings.match.rules.base();
    QString text = tr("The match is not finished (%1 of %2 hands played). If you leave now you pay the "
                      "leaving penalty of %5 × base = %3, shared equally by the other three players "
                      "(%4 each). A computer player takes your seat to finish the match.")
                       .arg(played)
                       .arg(settings.match.hands)
                       .arg(Texts::money(penalty), Texts::money(penalty / 3))
                       .arg(settings.match.penaltyBases);
    if (then)
        text = tr("Something new can only start once you leave the match you are in.") + QStringLiteral("\n\n") + text;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Leave the table?"), text, QMessageBox::NoButton, window());
    box->setObjectName(QStringLiteral("leaveBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    auto *yes = box->addButton(tr("Leave and pay"), QMessageBox::AcceptRole);
    // Enter and Escape keep the match: leaving has a price.
    auto *stay = box->addButton(tr("Stay"), QMessageBox::RejectRole);
    box->setDefaultButton(stay);
    box->setEscapeButton(stay);
    connect(box, &QMessageBox::buttonClicked, this, [this, yes, then](QAbstractButton *b) {
        if (b != yes)
            return;
        if (!local_->active() && local_->resume() != SevensSession::ResumeResult::Resumed) {
            if (then)
                then();
            return;
        }
        if (settlement_)
            settlement_->close();
        const Match::Leaving l = local_->leave();
        showFinal(&l, then);
    });
    box->open();
}

bool SevensTableScreen::askBeforeReplacing(const std::function<void()> &go)
{
    // A new table replaces the save, and leaving a saved match ends it: neither while another
    // window plays that match.
    if (!local_->active() && savePlayedElsewhere(window(), local_->tableSession(), tr("The saved Sevens match is being played in %1.")))
        return true;
    const bool unfinished = local_->active() ? !local_->isMatchFinished() : hasSave();
    if (!unfinished)
        return false;
    askToLeave(go);
    return true;
}

QString SevensTableScreen::putAsideText() const
{
    if (game_ != local_->model() || !local_->active() || local_->isMatchFinished())
        return {};
    return tr("Your match (hand %1 of %2) is saved as it stands; you can resume it from the "
              "hall later. Putting it aside costs nothing.")
        .arg(local_->handIndex() + 1)
        .arg(local_->handsInMatch());
}

void SevensTableScreen::hint()
{
    table_->showHint();
}

void SevensTableScreen::openRules()
{
    auto *d = new RulesHelp(window(), QStringLiteral("sevens"));
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->show();
}

bool SevensTableScreen::matchRunning() const
{
    return game_ && game_->active() && !game_->isMatchFinished();
}

bool SevensTableScreen::handInProgress() const
{
    return game_ && game_->active() && game_->handInProgress();
}

void SevensTableScreen::setAnimationSpeed(AnimationSpeed speed)
{
    table_->setAnimationSpeed(speed);
    local_->setComputerPause(computerPauseFor(speed));
    local_->setDealPause(table_->dealDuration());
}

void SevensTableScreen::showMessage(const QString &text, bool warning)
{
    table_->showMessage(text, warning);
}

// --- LAN -------------------------------------------------------------------------------

void SevensTableScreen::takeHostedTable(net::TableServer *server, int table)
{
    session::TableSession *ts = server->tableSession(table);
    if (!ts)
        return;
    // The host's seat plays the host's own table, through the same model as a desktop or a
    // joined table.
    delete hosted_;
    hosted_ = new SevensSession(*ts, this);
    ts->setDealPause(table_->dealDuration());
    closeDialogs();
    setLanRole(LanRole::Host);
    useGame(hosted_->model());
}

net::TableClient *SevensTableScreen::newClient() const
{
    return new net::SevensClient;
}

void SevensTableScreen::takeJoinedTable(net::TableClient *client, const QString &host)
{
    remote_ = new net::JoinedSevensGame(static_cast<net::SevensClient *>(client), this);
    session::SevensModel *joined = new session::SevensModel(remote_, remote_); // what the table shows of it
    setLanRole(LanRole::Guest, host);
    connect(client, &net::TableClient::seated, this, [this, joined] {
        // The table follows this game from now on (it deals on screen when the page shows at
        // the first hand); taken back mid-hand, the table shows at once.
        useGame(joined);
        if (handInProgress()) {
            emit showRequested();
            table_->showMessage(tr("You are back at the table."), false);
        }
    });
    connect(client, &net::TableClient::stateChanged, this, [this, joined] {
        // The first state after a reconnect, in the middle of a hand.
        if (game_ == joined && joined->handInProgress() && !shown_)
            emit showRequested();
    });
    // A spectator of a table that shows every hand one hand behind: the hand just settled,
    // every seat's cards as dealt, in its settlement (docs/protocol.md, "Spectators").
    connect(client, &net::TableClient::handOpened, this, [this](const QJsonObject &m) {
        SevensSettlementDialog *d = pendingSettlement_ ? pendingSettlement_.data() : settlement_.data();
        if (!d)
            return;
        std::array<CardSet, kSeats> dealt {};
        const QJsonArray states = m.value(QLatin1String("states")).toArray();
        try {
            for (int s = 0; s < kSeats; ++s)
                dealt[std::size_t(s)] = sevens::json::cardsFrom(states.at(s).toObject().value(QLatin1String("cards")), QStringLiteral("cards"));
        } catch (const std::exception &) {
            return; // a malformed message shows nothing rather than wrong cards
        }
        d->showDealtHands(dealt);
    });
    connect(remote_.data(), &session::SevensSource::refused, this, [this](const QString &code, const QString &message) {
        table_->showMessage(code == QLatin1String("staleTurn") ? tr("Too late: the time limit had already played for you.")
                                                               : tr("The host refused the move: %1").arg(message),
                            true);
    });
    // Connected before the table's own handler: the page shows first, so the deal is animated.
    connect(joined, &SevensGame::handStarted, this, [this, joined] {
        if (!shown_) {
            closeDialogs();
            if (game_ != joined)
                useGame(joined);
            emit showRequested();
        }
    });
}

void SevensTableScreen::dropLanTable()
{
    closeDialogs();
    setLanRole(LanRole::None);
    if (game_ != local_->model())
        useGame(local_->model());
    delete hosted_;
    if (net::JoinedSevensGame *old = remote_) {
        remote_ = nullptr;
        disconnect(old->client(), nullptr, this, nullptr);
        disconnect(old, nullptr, this, nullptr);
        old->deleteLater(); // and its client, once its signals are done
    }
}

net::JoinedSevensGame *SevensTableScreen::remoteGame() const
{
    return remote_;
}

} // namespace qixing::ui
