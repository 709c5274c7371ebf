#include "ui/lan_widgets.h"

#include "net/discovery.h"
#include "sevens/sevens_json.h"
#include "ui/texts.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QTime>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace qixing {
namespace ui {

using namespace sevens;

QString tableRulesText(const QJsonObject &info, bool oneLine)
{
    Rules r;
    try {
        r = json::rulesFrom(info.value("rules"));
    } catch (const std::exception &) {
        return LobbyPage::tr("unknown rules");
    }
    QStringList parts;
    parts << Texts::presetName(r.preset);
    QStringList opts;
    if (r.headTail)
        opts << LobbyPage::tr("head and tail");
    if (r.allCovered100)
        opts << LobbyPage::tr("all covered 100");
    if (r.sevenClearSix)
        opts << LobbyPage::tr("clear on a seven ×6");
    if (r.bigMidSmall)
        opts << LobbyPage::tr("big/middle/small head");
    if (!opts.isEmpty())
        parts << opts.join(QStringLiteral(" · "));
    parts << LobbyPage::tr("Bet %1 · base %2").arg(Texts::money(r.betUnit), Texts::money(r.base()));
    parts << LobbyPage::tr("Hands: %1").arg(info.value("hands").toInt());
    if (!oneLine) {
        parts << LobbyPage::tr("Leaving penalty: %1 × base").arg(info.value("penaltyBases").toInt(1));
        const int t = info.value("turnSeconds").toInt();
        parts << (t > 0 ? LobbyPage::tr("Turn limit: %1 s").arg(t) : LobbyPage::tr("No turn limit"));
    } else if (info.value("turnSeconds").toInt() > 0) {
        parts << LobbyPage::tr("%1 s a turn").arg(info.value("turnSeconds").toInt());
    }
    return parts.join(oneLine ? QStringLiteral(" · ") : QStringLiteral("\n"));
}

int freeSeats(const QJsonObject &info)
{
    int n = 0;
    for (const QJsonValue &s : info.value("seats").toArray())
        if (s.toObject().value("kind").toString() == QLatin1String("empty"))
            ++n;
    return n;
}

namespace {
const char kPanelStyle[] =
    "#lobby { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4, stop:0 #2f7d4c, stop:1 #0c2e1b); }"
    "#lobby QLabel { color: #e6efe8; font-size: 14px; }"
    "#lobby QLabel#lobbyTitle { color: #ffe39a; font-size: 30px; font-weight: 700; }"
    "#lobby QLabel#lobbySubtitle { color: #b9cbbd; font-size: 14px; }"
    "#lobby QLabel[heading=\"true\"] { color: #ffe39a; font-size: 16px; font-weight: 700; }"
    "#lobby QFrame#lobbyPanel { background: rgba(6,20,12,200); border: 1px solid #c9a34a; border-radius: 14px; }"
    "#lobby QTableWidget, #lobby QListWidget { background: #0b1c12; color: #e6efe8; border: 1px solid #2f5a40;"
    " font-size: 14px; gridline-color: #1f3d2b; }"
    "#lobby QTableCornerButton::section { background: #143322; border: none; }"
    "#lobby QHeaderView::section { background: #143322; color: #ffe39a; border: none; padding: 4px; font-weight: 600; }"
    "#lobby QLineEdit { background: #f6f3ea; color: #1d1d1d; border: 1px solid #b89b52; border-radius: 6px; padding: 5px;"
    " font-size: 14px; }"
    "#lobby QCheckBox { color: #e6efe8; font-size: 15px; font-weight: 600; }"
    "#lobby QPushButton { background: #f6efd9; color: #2a2410; border: 1px solid #b89b52; border-radius: 8px;"
    " padding: 6px 18px; font-size: 15px; font-weight: 600; }"
    "#lobby QPushButton:hover { background: #ffe9a8; }"
    "#lobby QPushButton#lobbyStart { background: #ffd54f; }"
    "#lobby QPushButton:disabled { background: #5d6b61; color: #b0b8b2; }";

QLabel *heading(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setProperty("heading", true);
    return l;
}

QFrame *panel()
{
    auto *f = new QFrame;
    f->setObjectName(QStringLiteral("lobbyPanel"));
    return f;
}
} // namespace

LobbyPage::LobbyPage(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("lobby"));
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(QLatin1String(kPanelStyle));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(40, 28, 40, 28);
    title_ = new QLabel;
    title_->setObjectName(QStringLiteral("lobbyTitle"));
    subtitle_ = new QLabel;
    subtitle_->setObjectName(QStringLiteral("lobbySubtitle"));
    outer->addWidget(title_);
    outer->addWidget(subtitle_);
    outer->addSpacing(14);

    auto *columns = new QHBoxLayout;
    columns->setSpacing(20);
    auto *left = panel();
    auto *ll = new QVBoxLayout(left);
    ll->setContentsMargins(18, 14, 18, 18);
    seatsTitle_ = heading(left);
    ll->addWidget(seatsTitle_);
    seats_ = new QTableWidget(kSeats, 2);
    seats_->setObjectName(QStringLiteral("lobbySeats"));
    seats_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    seats_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    seats_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    seats_->verticalHeader()->setDefaultSectionSize(34);
    seats_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    seats_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    seats_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    seats_->setSelectionMode(QAbstractItemView::NoSelection);
    seats_->setFocusPolicy(Qt::NoFocus);

    ll->addWidget(seats_);
    rulesTitle_ = heading(left);
    ll->addWidget(rulesTitle_);
    rules_ = new QLabel;
    rules_->setObjectName(QStringLiteral("lobbyRules"));
    rules_->setWordWrap(true);
    ll->addWidget(rules_);
    ll->addStretch(1);
    hint_ = new QLabel;
    hint_->setWordWrap(true);
    hint_->setObjectName(QStringLiteral("lobbyHint"));
    ll->addWidget(hint_);
    auto *buttons = new QHBoxLayout;
    ready_ = new QCheckBox;
    ready_->setObjectName(QStringLiteral("lobbyReady"));
    start_ = new QPushButton;
    start_->setObjectName(QStringLiteral("lobbyStart"));
    leave_ = new QPushButton;
    leave_->setObjectName(QStringLiteral("lobbyLeave"));
    buttons->addWidget(ready_);
    buttons->addStretch(1);
    buttons->addWidget(leave_);
    buttons->addWidget(start_);
    ll->addLayout(buttons);
    columns->addWidget(left, 3);

    auto *right = panel();
    auto *rl = new QVBoxLayout(right);
    rl->setContentsMargins(18, 14, 18, 18);
    chatTitle_ = heading(right);
    rl->addWidget(chatTitle_);
    chat_ = new QListWidget;
    chat_->setObjectName(QStringLiteral("lobbyChat"));
    chat_->setWordWrap(true);
    chat_->setFocusPolicy(Qt::NoFocus);
    rl->addWidget(chat_, 1);
    auto *line = new QHBoxLayout;
    input_ = new QLineEdit;
    input_->setObjectName(QStringLiteral("lobbyChatInput"));
    input_->setMaxLength(500);
    send_ = new QPushButton;
    send_->setObjectName(QStringLiteral("lobbyChatSend"));
    line->addWidget(input_, 1);
    line->addWidget(send_);
    rl->addLayout(line);
    columns->addWidget(right, 2);
    outer->addLayout(columns, 1);

    connect(send_, &QPushButton::clicked, this, &LobbyPage::send);
    connect(input_, &QLineEdit::returnPressed, this, &LobbyPage::send);
    connect(start_, &QPushButton::clicked, this, &LobbyPage::startClicked);
    connect(leave_, &QPushButton::clicked, this, &LobbyPage::leaveClicked);
    connect(ready_, &QCheckBox::toggled, this, [this](bool on) {
        refresh();
        emit readyToggled(on);
    });
    retranslate();
}

void LobbyPage::setRole(bool host, const QString &address)
{
    host_ = host;
    address_ = address;
    ready_->setVisible(!host);
    ready_->blockSignals(true);
    ready_->setChecked(false);
    ready_->blockSignals(false);
    retranslate();
}

void LobbyPage::setTable(const QJsonObject &info, int mySeat)
{
    info_ = info;
    mySeat_ = mySeat;
    refresh();
}

bool LobbyPage::ready() const
{
    return ready_->isChecked();
}

void LobbyPage::setReady(bool on)
{
    ready_->setChecked(on);
}

void LobbyPage::resetReady()
{
    ready_->blockSignals(true);
    ready_->setChecked(false);
    ready_->blockSignals(false);
    refresh();
}

void LobbyPage::send()
{
    const QString text = input_->text().trimmed();
    if (text.isEmpty())
        return;
    input_->clear();
    emit chatEntered(text);
}

void LobbyPage::addChat(const QString &from, const QString &text)
{
    auto *item = new QListWidgetItem(QStringLiteral("%1  %2: %3").arg(QTime::currentTime().toString(QStringLiteral("HH:mm")), from, text));
    chat_->addItem(item);
    chat_->scrollToBottom();
}

void LobbyPage::addNotice(const QString &text)
{
    auto *item = new QListWidgetItem(QStringLiteral("— %1").arg(text));
    item->setForeground(QColor(0x9f, 0xb8, 0xa6));
    chat_->addItem(item);
    chat_->scrollToBottom();
}

void LobbyPage::clearChat()
{
    chat_->clear();
}

void LobbyPage::changeEvent(QEvent *e)
{
    QWidget::changeEvent(e);
    if (e->type() == QEvent::LanguageChange)
        retranslate();
}

void LobbyPage::retranslate()
{
    seatsTitle_->setText(tr("Seats"));
    rulesTitle_->setText(tr("Table rules"));
    chatTitle_->setText(tr("Chat"));
    send_->setText(tr("Send"));
    input_->setPlaceholderText(tr("Say something to the table…"));
    ready_->setText(tr("I'm ready"));
    start_->setText(tr("Start the match"));
    leave_->setText(host_ ? tr("Close the table") : tr("Leave"));
    seats_->setHorizontalHeaderLabels({tr("Player"), tr("Who")});
    hint_->setText(host_ ? tr("Others join with \"Join a LAN table…\" in the hall, or by this computer's address: %1.")
                                   .arg(address_)
                             + QStringLiteral("\n\n") + tr("Start when everyone is seated: empty seats are played by computer players.")
                         : tr("Tick \"I'm ready\" when you are. The match starts when the host starts it, or as soon as "
                              "four ready people sit at the table."));
    refresh();
}

void LobbyPage::refresh()
{
    const QString name = info_.value("name").toString();
    title_->setText(name.isEmpty() ? tr("LAN table") : name);
    const QString state = info_.value("state").toString();
    QString sub = host_ ? tr("You are hosting this table.")
                        : tr("Connected to %1.").arg(address_);
    if (state == QLatin1String("playing"))
        sub += QLatin1Char(' ') + tr("The match is being played.");
    if (info_.value("password").toBool())
        sub += QLatin1Char(' ') + tr("The table has a password.");
    subtitle_->setText(sub);
    rules_->setText(info_.isEmpty() ? QString() : tableRulesText(info_, false));
    const QJsonArray seats = info_.value("seats").toArray();
    QStringList roles;
    // A computer seat comes without a name: it is named here, in the reader's language.
    std::array<QString, kSeats> names;
    for (int s = 0; s < kSeats; ++s)
        names[std::size_t(s)] = seats.at(s).toObject().value("kind").toString() == QLatin1String("computer")
            ? seats.at(s).toObject().value("name").toString()
            : QStringLiteral("-");
    names = Texts::shownNames(names);
    for (int s = 0; s < kSeats; ++s) {
        const QJsonObject seat = seats.at(s).toObject();
        const QString kind = seat.value("kind").toString(QStringLiteral("empty"));
        QString who = kind == QLatin1String("computer") ? names[std::size_t(s)] : seat.value("name").toString();
        if (kind == QLatin1String("empty") || who.isEmpty())
            who = tr("(free seat)");
        if (s == mySeat_)
            who = tr("%1 (you)").arg(who);
        QString what;
        if (kind == QLatin1String("empty"))
            what = tr("computer player if nobody sits");
        else if (kind == QLatin1String("person"))
            what = tr("host");
        else if (kind == QLatin1String("remote") && state != QLatin1String("playing"))
            what = seat.value("ready").toBool() ? tr("person, ready") : tr("person, not ready yet");
        else if (kind == QLatin1String("remote"))
            what = tr("person");
        else
            what = tr("computer player");
        if (s == mySeat_ && !host_)
            what = ready_->isChecked() ? tr("you, ready") : tr("you, not ready yet");
        auto *a = new QTableWidgetItem(who);
        auto *b = new QTableWidgetItem(what);
        if (s == mySeat_) {
            QFont f = a->font();
            f.setBold(true);
            a->setFont(f);
            a->setForeground(QColor(0xff, 0xe3, 0x9a));
        } else if (kind == QLatin1String("empty")) {
            a->setForeground(QColor(0x9f, 0xb8, 0xa6));
            b->setForeground(QColor(0x9f, 0xb8, 0xa6));
        }
        seats_->setItem(s, 0, a);
        seats_->setItem(s, 1, b);
        roles << tr("Seat %1").arg(s + 1);
    }
    seats_->setVerticalHeaderLabels(roles);
    // Exactly four rows tall, whatever the language's font.
    seats_->ensurePolished();
    seats_->horizontalHeader()->ensurePolished();
    const int rowH = std::max(34, seats_->fontMetrics().height() + 14);
    seats_->verticalHeader()->setDefaultSectionSize(rowH);
    seats_->setFixedHeight(seats_->horizontalHeader()->sizeHint().height() + kSeats * rowH + 2 * seats_->frameWidth() + 2);
    start_->setEnabled(state != QLatin1String("playing"));
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
    name_->setText(QSettings().value(QStringLiteral("lan/name"), Texts::defaultName(0)).toString());
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
    buttons->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!join_->isEnabled())
            return;
        QSettings().setValue(QStringLiteral("lan/name"), playerName());
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
        item->setData(0, Qt::UserRole + 3, false);
        const bool locked = t.value("password").toBool();
        item->setText(0, locked ? tr("%1 (password)").arg(t.value("name").toString()) : t.value("name").toString());
        item->setText(1, t.value("game").toString() == QLatin1String("sevens") ? tr("Sevens") : t.value("game").toString());
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
    updateButtons();
}

void LanBrowserDialog::updateButtons()
{
    join_->setEnabled(!address_->text().trimmed().isEmpty() && !name_->text().trimmed().isEmpty());
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
