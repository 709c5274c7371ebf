// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/lan_widgets.h"
#include "ui/kit/settings_store.h"
#include "ui/kit/settings.h"

#include "net/discovery.h"
#include "ui/kit/texts.h"
#include "ui/shell/game_ui.h"
#include "ui/shell/lobby_screen.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace qixing {
namespace ui {

QString turnLimitText(const QJsonObject &info, bool oneLine)
{
    const int t = info.value("turnSeconds").toInt();
    if (oneLine)
        return t > 0 ? LobbyScreen::tr("%1 s a turn").arg(t) : QString();
    return t > 0 ? LobbyScreen::tr("Turn limit: %1 s").arg(t) : LobbyScreen::tr("No turn limit");
}

QString gameName(const QString &game)
{
    const GameUi *g = GameUis::find(game);
    return g ? g->title() : game;
}

QString tableRulesText(const QJsonObject &info, bool oneLine)
{
    const GameUi *g = GameUis::find(info.value("game").toString());
    return g ? g->tableRules(info, oneLine) : LobbyScreen::tr("unknown rules");
}

namespace {
constexpr int kSeatsKept = 16; // hosts remembered; the oldest goes first

QString hostKey(const QString &host, quint16 port)
{
    return QStringLiteral("%1 %2").arg(host.trimmed().toLower()).arg(port);
}

QString writeSeats(const QVariantList &seats)
{
    // Checked like every settings write (SettingsStore); the window also hears why it failed.
    return Settings::shared().setLanSeats(seats) ? QString() : LanBrowserDialog::tr("the settings file could not be written");
}
} // namespace

QString rememberSeat(const QString &host, quint16 port, const RememberedSeat &seat)
{
    const QString key = hostKey(host, port);
    QVariantList kept;
    for (const QVariant &v : Settings::shared().lanSeats())
        if (v.toMap().value(QStringLiteral("host")).toString() != key)
            kept << v;
    kept << QVariantMap {{QStringLiteral("host"), key}, {QStringLiteral("token"), seat.token},
                         {QStringLiteral("game"), seat.game}, {QStringLiteral("table"), seat.table}};
    while (kept.size() > kSeatsKept)
        kept.removeFirst();
    return writeSeats(kept);
}

QString forgetSeat(const QString &host, quint16 port)
{
    const QString key = hostKey(host, port);
    const QVariantList all = Settings::shared().lanSeats();
    QVariantList kept;
    for (const QVariant &v : all)
        if (v.toMap().value(QStringLiteral("host")).toString() != key)
            kept << v;
    return kept.size() == all.size() ? QString() : writeSeats(kept);
}

RememberedSeat rememberedSeat(const QString &host, quint16 port)
{
    const QString key = hostKey(host, port);
    for (const QVariant &v : Settings::shared().lanSeats()) {
        const QVariantMap m = v.toMap();
        if (m.value(QStringLiteral("host")).toString() == key)
            return {m.value(QStringLiteral("token")).toString().left(64), m.value(QStringLiteral("game")).toString(),
                    m.value(QStringLiteral("table"), -1).toInt()};
    }
    return {};
}

int freeSeats(const QJsonObject &info)
{
    int n = 0;
    for (const QJsonValue &s : info.value("seats").toArray())
        if (s.toObject().value("kind").toString() == QLatin1String("empty"))
            ++n;
    return n;
}

// ---------------------------------------------------------------------------------------

LanBrowserDialog::LanBrowserDialog(QWidget *parent)
    : QDialog(parent), browser_(new net::DiscoveryBrowser(this)), port_(net::kDiscoveryPort)
{
    setObjectName(QStringLiteral("lanBrowser"));
    setWindowTitle(tr("Join a LAN table"));
    auto *outer = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Tables hosted on this network. Pick one and join, or type the host's address."));
    intro->setWordWrap(true);
    outer->addWidget(intro);
    list_ = new QTreeWidget;
    list_->setObjectName(QStringLiteral("lanTables"));
    list_->setRootIsDecorated(false);
    list_->setAlternatingRowColors(true);
    list_->setHeaderLabels({tr("Table"), tr("Game"), tr("Host"), tr("Free seats"), tr("Rules")});
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->header()->setStretchLastSection(true);
    list_->setMinimumHeight(220);
    outer->addWidget(list_, 1);
    auto *row = new QHBoxLayout;
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("lanStatus"));
    refresh_ = new QPushButton(tr("Refresh"));
    refresh_->setObjectName(QStringLiteral("lanRefresh"));
    row->addWidget(status_, 1);
    row->addWidget(refresh_);
    outer->addLayout(row);

    auto *box = new QGroupBox(tr("Join"));
    auto *form = new QFormLayout(box);
    name_ = new QLineEdit;
    name_->setObjectName(QStringLiteral("lanPlayerName"));
    name_->setMaxLength(20);
    name_->setText(Settings::shared().lanPlayerName());
    address_ = new QLineEdit;
    address_->setObjectName(QStringLiteral("lanAddress"));
    address_->setPlaceholderText(tr("e.g. 192.168.1.20"));
    tcpPort_ = new QSpinBox;
    tcpPort_->setObjectName(QStringLiteral("lanPort"));
    tcpPort_->setRange(1, 65535);
    tcpPort_->setValue(47017);
    password_ = new QLineEdit;
    password_->setObjectName(QStringLiteral("lanPassword"));
    password_->setEchoMode(QLineEdit::Password);
    password_->setPlaceholderText(tr("only if the table has one"));
    auto *addr = new QHBoxLayout;
    addr->addWidget(address_, 1);
    addr->addWidget(new QLabel(tr("Port:")));
    addr->addWidget(tcpPort_);
    form->addRow(tr("Your name:"), name_);
    form->addRow(tr("Host address:"), addr);
    form->addRow(tr("Password:"), password_);
    outer->addWidget(box);

    auto *buttons = new QDialogButtonBox;
    join_ = buttons->addButton(tr("Join"), QDialogButtonBox::AcceptRole);
    join_->setObjectName(QStringLiteral("lanJoin"));
    join_->setDefault(true);
    // Watch a listed table as a spectator (its TableInfo says whether it takes any).
    watch_ = buttons->addButton(tr("Watch"), QDialogButtonBox::ActionRole);
    watch_->setObjectName(QStringLiteral("lanWatch"));
    connect(watch_, &QPushButton::clicked, this, [this] {
        if (!watch_->isEnabled())
            return;
        Settings::shared().setLanPlayerName(playerName());
        watchWanted_ = true;
        accept();
    });
    buttons->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!join_->isEnabled())
            return;
        Settings::shared().setLanPlayerName(playerName());
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(buttons);

    connect(browser_, &net::DiscoveryBrowser::hostFound, this, &LanBrowserDialog::addAnswer);
    connect(refresh_, &QPushButton::clicked, this, &LanBrowserDialog::refresh);
    connect(list_, &QTreeWidget::itemSelectionChanged, this, &LanBrowserDialog::onSelection);
    connect(list_, &QTreeWidget::itemDoubleClicked, this, [this] {
        if (join_->isEnabled())
            join_->click();
    });
    connect(address_, &QLineEdit::textEdited, this, [this] {
        selectedTable_ = -1;
        selectedGame_.clear();
        list_->clearSelection();
        updateButtons();
    });
    connect(name_, &QLineEdit::textChanged, this, &LanBrowserDialog::updateButtons);
    timer_.setInterval(4000);
    connect(&timer_, &QTimer::timeout, this, &LanBrowserDialog::refresh);
    status_->setText(tr("Looking for tables…"));
    updateButtons();
    resize(940, 560);
}

void LanBrowserDialog::setTargets(const QList<QHostAddress> &targets, quint16 port)
{
    targets_ = targets;
    targetsSet_ = true;
    port_ = port;
}

void LanBrowserDialog::refresh()
{
    // Answers from before stay until the new ones arrive; a host that is gone drops out at
    // the next refresh.
    QList<QHostAddress> targets = targetsSet_ ? targets_ : net::DiscoveryBrowser::broadcastAddresses();
    for (int i = list_->topLevelItemCount() - 1; i >= 0; --i)
        list_->topLevelItem(i)->setData(0, Qt::UserRole + 3, true); // stale until answered again
    QTimer::singleShot(1500, this, [this] {
        for (int i = list_->topLevelItemCount() - 1; i >= 0; --i)
            if (list_->topLevelItem(i)->data(0, Qt::UserRole + 3).toBool())
                delete list_->takeTopLevelItem(i);
        status_->setText(list_->topLevelItemCount() == 0 ? tr("No tables found yet. Is the host on this network?")
                                                         : tr("Tables found: %1").arg(list_->topLevelItemCount()));
    });
    if (!targets.isEmpty())
        browser_->query(targets, port_);
}

void LanBrowserDialog::addAnswer(const QJsonObject &answer)
{
    const QString address = answer.value("address").toString();
    const int port = answer.value("port").toInt();
    for (const QJsonValue &v : answer.value("tables").toArray()) {
        const QJsonObject t = v.toObject();
        const int id = t.value("id").toInt();
        QTreeWidgetItem *item = nullptr;
        for (int i = 0; i < list_->topLevelItemCount(); ++i) {
            QTreeWidgetItem *it = list_->topLevelItem(i);
            if (it->data(0, Qt::UserRole).toString() == address && it->data(0, Qt::UserRole + 1).toInt() == port
                && it->data(0, Qt::UserRole + 2).toInt() == id)
                item = it;
        }
        if (!item) {
            item = new QTreeWidgetItem(list_);
            item->setData(0, Qt::UserRole, address);
            item->setData(0, Qt::UserRole + 1, port);
            item->setData(0, Qt::UserRole + 2, id);
        }
        item->setData(0, Qt::UserRole + 4, t.value("game").toString());
        // Watchable: a host from before spectators says nothing, and takes none; and only a
        // game whose screen can show a spectator's table (GameUi::watchable).
        const GameUi *gameUi = GameUis::find(t.value("game").toString());
        item->setData(0, Qt::UserRole + 5, t.value("spectators").toObject().value("allowed").toBool() && gameUi && gameUi->watchable);
        item->setData(0, Qt::UserRole + 3, false);
        const bool locked = t.value("password").toBool();
        item->setText(0, locked ? tr("%1 (password)").arg(t.value("name").toString()) : t.value("name").toString());
        item->setText(1, gameName(t.value("game").toString()));
        item->setText(2, QStringLiteral("%1 (%2:%3)").arg(answer.value("name").toString(), address).arg(port));
        const int free = freeSeats(t);
        item->setText(3, t.value("state").toString() == QLatin1String("playing") ? tr("playing") : tr("%1 of 4").arg(free));
        item->setText(4, tableRulesText(t, true));
        item->setToolTip(4, tableRulesText(t, false));
        const bool open = t.value("state").toString() == QLatin1String("lobby") && free > 0;
        for (int c = 0; c < 5; ++c)
            item->setForeground(c, open ? palette().color(QPalette::Text) : palette().color(QPalette::PlaceholderText));
    }
    status_->setText(tr("Tables found: %1").arg(list_->topLevelItemCount()));
}

int LanBrowserDialog::rowCount() const
{
    return list_->topLevelItemCount();
}

void LanBrowserDialog::selectRow(int row)
{
    if (QTreeWidgetItem *it = list_->topLevelItem(row))
        list_->setCurrentItem(it);
}

void LanBrowserDialog::onSelection()
{
    const auto items = list_->selectedItems();
    if (items.isEmpty())
        return;
    QTreeWidgetItem *it = items.first();
    address_->setText(it->data(0, Qt::UserRole).toString());
    tcpPort_->setValue(it->data(0, Qt::UserRole + 1).toInt());
    selectedTable_ = it->data(0, Qt::UserRole + 2).toInt();
    selectedGame_ = it->data(0, Qt::UserRole + 4).toString();
    selectedWatchable_ = it->data(0, Qt::UserRole + 5).toBool();
    updateButtons();
}

void LanBrowserDialog::updateButtons()
{
    join_->setEnabled(!address_->text().trimmed().isEmpty() && !name_->text().trimmed().isEmpty());
    watch_->setEnabled(join_->isEnabled() && selectedTable_ >= 0 && selectedWatchable_);
}

void LanBrowserDialog::showEvent(QShowEvent *e)
{
    QDialog::showEvent(e);
    refresh();
    timer_.start();
}

void LanBrowserDialog::hideEvent(QHideEvent *e)
{
    timer_.stop();
    QDialog::hideEvent(e);
}

QString LanBrowserDialog::host() const
{
    return address_->text().trimmed();
}

quint16 LanBrowserDialog::port() const
{
    return quint16(tcpPort_->value());
}

int LanBrowserDialog::tableId() const
{
    return selectedTable_;
}

QString LanBrowserDialog::game() const
{
    return selectedGame_;
}

QString LanBrowserDialog::playerName() const
{
    return name_->text().trimmed();
}

QString LanBrowserDialog::password() const
{
    return password_->text();
}

} // namespace ui
} // namespace qixing
