// SPDX-License-Identifier: GPL-3.0-or-later
// The mahjong screen's match flows (GameScreen): the desktop match (開桌設定, resume, leaving)
// and the tables the LanController hands it (hosted, joined). The table page itself is
// mahjong_table_screen.cpp.
#include "ui/mahjong/mahjong_table_screen.h"

#include "mahjong/mahjong_client.h"
#include "mahjong/joined_mahjong_game.h"
#include "net/server.h"
#include "ui/mahjong/mahjong_settings_dialog.h"
#include "ui/mahjong/mahjong_table_widget.h"
#include "ui/shell/rules_help.h"
#include "ui/kit/texts.h"

#include <QMessageBox>
#include <QPushButton>

namespace qixing::ui {

MahjongTableScreen::~MahjongTableScreen()
{
    // The joined table's goodbyes must not reach this page while it is destroyed.
    if (joined_) {
        disconnect(joined_->client(), nullptr, this, nullptr);
        disconnect(joined_.data(), nullptr, this, nullptr);
        delete joined_.data(); // and its client
    }
}

void MahjongTableScreen::requestHost(const session::MahjongSettings &settings, const LanHostOptions &options)
{
    net::ServerTableConfig config;
    config.game = gameId();
    session::MahjongSettings named = settings;
    named.names[0] = settings.names[0].isEmpty() ? Texts::defaultName(0) : settings.names[0];
    config.settings = session::mahjongSettingsTo(named);
    emit hostRequested(config, named.names[0], options);
}

void MahjongTableScreen::openNewTable(bool hostOnLan)
{
    auto *d = new MahjongSettingsDialog(window());
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        const session::MahjongSettings settings = d->settings();
        if (d->hostOnLan()) {
            const LanHostOptions lan = d->lanOptions();
            emit freeToStart(Start::NewMatch, [this, settings, lan] { requestHost(settings, lan); });
            return;
        }
        emit freeToStart(Start::ReplacingSave, [this, settings] {
            emit aboutToPlay();
            start(settings);
            emit showRequested();
        });
    });
    d->open();
    if (hostOnLan)
        d->setHostOnLan(true);
}

bool MahjongTableScreen::askBeforeReplacing(const std::function<void()> &go)
{
    // A new match replaces the saved one (a desktop mahjong match is left without a penalty,
    // so the question is only whether to give it up); never the match another window plays.
    if (savePlayedElsewhere(window(), session_, tr("The saved mahjong match is being played in %1.")))
        return true;
    if (!hasSave() && !(game_ == &local_ && matchRunning()))
        return false;
    auto *box = new QMessageBox(QMessageBox::Question, tr("New mahjong table"),
                                tr("An unfinished mahjong match is saved. A new table replaces it. Go on?"), QMessageBox::NoButton,
                                window());
    box->setObjectName(QStringLiteral("replaceBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    auto *yes = box->addButton(QMessageBox::Yes);
    auto *no = box->addButton(QMessageBox::No);
    box->setDefaultButton(no);
    box->setEscapeButton(no);
    connect(box, &QMessageBox::buttonClicked, this, [yes, go](QAbstractButton *b) {
        if (b == yes)
            go();
    });
    box->open();
    return true;
}

bool MahjongTableScreen::playOn(const QJsonObject &save)
{
    if (game_ != &local_)
        showDesktop();
    emit aboutToPlay();
    resetMatch();
    QString error;
    if (!session_.takeUp(save, &session::MahjongModule::restore, &error)) {
        showNotice(window(), tr("Play on"), tr("The match cannot be played on from here: %1").arg(error), true);
        return false;
    }
    emit showRequested();
    return true;
}

bool MahjongTableScreen::resume()
{
    // Resumed now unless something else must be left first (then once it is).
    auto resumed = std::make_shared<bool>(false);
    emit freeToStart(Start::Resume, [this, resumed] { *resumed = resumeNow(); });
    return *resumed;
}

bool MahjongTableScreen::resumeNow()
{
    if (savePlayedElsewhere(window(), session_, tr("The saved mahjong match is being played in %1.")))
        return false;
    emit aboutToPlay();
    QString error;
    if (!resume(&error)) {
        showNotice(window(), tr("Could not resume"), tr("The saved mahjong match could not be resumed: %1").arg(error), true);
        emit matchOver(); // back to the hall
        return false;
    }
    emit showRequested();
    return true;
}

void MahjongTableScreen::leave()
{
    // A desktop mahjong table is left without a penalty: the match stays saved.
    close();
    emit matchOver();
}

void MahjongTableScreen::hint()
{
    table_->showHint();
}

void MahjongTableScreen::openRules()
{
    auto *d = new RulesHelp(window(), QStringLiteral("mahjong"));
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->show();
}

bool MahjongTableScreen::handInProgress() const
{
    return game_ && game_->active() && !matchOver_;
}

void MahjongTableScreen::setAnimationSpeed(AnimationSpeed)
{
    if (shown_)
        setActive(true); // the page reads the speed when it shows
}

void MahjongTableScreen::showMessage(const QString &text, bool warning)
{
    table_->showMessage(text, warning);
}

// --- LAN -------------------------------------------------------------------------------

void MahjongTableScreen::takeHostedTable(net::TableServer *server, int table)
{
    session::TableSession *ts = server->tableSession(table);
    if (!ts)
        return;
    // The host's seat plays through the host's own TableSession, as a desktop table does.
    delete hosted_.data();
    hosted_ = new session::LocalMahjongGame(ts, 0, this);
    showLanGame(hosted_, LanRole::Host);
}

net::TableClient *MahjongTableScreen::newClient() const
{
    return new net::MahjongClient;
}

void MahjongTableScreen::takeJoinedTable(net::TableClient *client, const QString &host)
{
    auto *joined = new net::JoinedMahjongGame(static_cast<net::MahjongClient *>(client), this);
    joined_ = joined;
    // The page follows the joined game from the seat on; the host's state brings it up.
    connect(client, &net::TableClient::seated, this, [this, joined, host] {
        // Seated again while following this game: the host moved the person between hands.
        // The match goes on (the settlement stays up); its seatsSwapped turns the table.
        if (game_ == joined)
            return;
        showLanGame(joined, LanRole::Guest, host);
    });
    // A hand's state (the first deal, or the table as it is after a reconnect) brings the
    // table page up; connected before the page's own handler, so the page shows first.
    // A spectator shown every hand after its settlement (issue 30, "behind"): the settlement
    // shown adds how each hand was dealt.
    connect(joined, &net::JoinedMahjongGame::handOpened, this, [this, joined](const QJsonObject &m) {
        if (settlement_ && game_ == joined && last_.settlement.value("hand") == m.value("hand"))
            settlement_->showDealtHands(m);
    });
    connect(joined, &session::MahjongGame::message, this, [this, joined, host](const QJsonObject &m) {
        if (m.value("type").toString() != QLatin1String("state") || shown_)
            return;
        if (game_ != joined)
            showLanGame(joined, LanRole::Guest, host);
        emit showRequested();
    });
}

void MahjongTableScreen::dropLanTable()
{
    if (game_ != &local_)
        showDesktop();
    delete hosted_.data();
    if (net::JoinedMahjongGame *old = joined_) {
        joined_ = nullptr;
        disconnect(old->client(), nullptr, this, nullptr);
        disconnect(old, nullptr, this, nullptr);
        old->deleteLater(); // and its client, once its signals are done
    }
}

net::JoinedMahjongGame *MahjongTableScreen::joinedGame() const
{
    return joined_;
}

} // namespace qixing::ui
