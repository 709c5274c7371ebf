// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/lobby_screen.h"

#include "ui/shell/lan_widgets.h"
#include "ui/kit/texts.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTime>
#include <QVBoxLayout>

namespace qixing {
namespace ui {

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

LobbyScreen::LobbyScreen(QWidget *parent) : QWidget(parent)
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
    // The seats, the rules and the hint scroll when the window is too low for them (1024x640
    // with large text), instead of being drawn over one another; the buttons stay in sight.
    auto *body = new QWidget;
    body->setObjectName(QStringLiteral("lobbyBody"));
    auto *bl = new QVBoxLayout(body);
    bl->setContentsMargins(0, 0, 0, 0);
    seatsTitle_ = heading(body);
    bl->addWidget(seatsTitle_);
    seats_ = new QTableWidget(kTableSeats, 2);
    seats_->setObjectName(QStringLiteral("lobbySeats"));
    seats_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    seats_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    seats_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    seats_->verticalHeader()->setDefaultSectionSize(34);
    seats_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    seats_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    seats_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    seats_->setSelectionMode(QAbstractItemView::NoSelection);
    // hosttools (issue 30): the host's menu on a seat.
    seats_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(seats_, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        const int row = seats_->rowAt(at.y());
        if (host_ && row >= 0)
            emit seatMenuRequested(row, seats_->viewport()->mapToGlobal(at));
    });
    seats_->setFocusPolicy(Qt::NoFocus);

    bl->addWidget(seats_);
    // The host's other tables (duplicate tables, issue 30), each to watch.
    tablesTitle_ = heading(body);
    bl->addWidget(tablesTitle_);
    tablesView_ = new QTableWidget(0, 3);
    tablesView_->setObjectName(QStringLiteral("lobbyTables"));
    tablesView_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    tablesView_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    tablesView_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    tablesView_->verticalHeader()->hide();
    tablesView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tablesView_->setSelectionBehavior(QAbstractItemView::SelectRows);
    tablesView_->setSelectionMode(QAbstractItemView::SingleSelection);
    tablesView_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    bl->addWidget(tablesView_);
    auto *watchRow = new QHBoxLayout;
    watchRow->addStretch(1);
    watch_ = new QPushButton;
    watch_->setObjectName(QStringLiteral("lobbyWatch"));
    watchRow->addWidget(watch_);
    bl->addLayout(watchRow);
    connect(tablesView_, &QTableWidget::itemSelectionChanged, this, &LobbyScreen::refreshTables);
    connect(watch_, &QPushButton::clicked, this, [this] {
        const int row = tablesView_->currentRow();
        if (row < 0 || !tablesView_->item(row, 0))
            return;
        const QJsonObject t = tablesView_->item(row, 0)->data(Qt::UserRole).toJsonObject();
        emit watchClicked(t.value("id").toInt(), t.value("game").toString(),
                          t.value("spectators").toObject().value("password").toBool());
    });
    rulesTitle_ = heading(body);
    bl->addWidget(rulesTitle_);
    rules_ = new QLabel;
    rules_->setObjectName(QStringLiteral("lobbyRules"));
    rules_->setWordWrap(true);
    bl->addWidget(rules_);
    bl->addStretch(1);
    hint_ = new QLabel;
    hint_->setWordWrap(true);
    hint_->setObjectName(QStringLiteral("lobbyHint"));
    bl->addWidget(hint_);
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("lobbyScroll"));
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setStyleSheet(QStringLiteral("QScrollArea, QWidget#lobbyBody { background: transparent; }"));
    scroll->viewport()->setAutoFillBackground(false);
    ll->addWidget(scroll, 1);
    auto *buttons = new QHBoxLayout;
    ready_ = new QCheckBox;
    ready_->setObjectName(QStringLiteral("lobbyReady"));
    start_ = new QPushButton;
    start_->setObjectName(QStringLiteral("lobbyStart"));
    leave_ = new QPushButton;
    leave_->setObjectName(QStringLiteral("lobbyLeave"));
    buttons->addWidget(ready_);
    buttons->addStretch(1);
    // --- duplicate (issue 30): the host's tables on the big screen, as a spectator.
    bigScreen_ = new QPushButton;
    bigScreen_->setObjectName(QStringLiteral("lobbyBigScreen"));
    connect(bigScreen_, &QPushButton::clicked, this, &LobbyScreen::bigScreenClicked);
    buttons->addWidget(bigScreen_);
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

    connect(send_, &QPushButton::clicked, this, &LobbyScreen::send);
    connect(input_, &QLineEdit::returnPressed, this, &LobbyScreen::send);
    connect(start_, &QPushButton::clicked, this, &LobbyScreen::startClicked);
    connect(leave_, &QPushButton::clicked, this, &LobbyScreen::leaveClicked);
    connect(ready_, &QCheckBox::toggled, this, [this](bool on) {
        refresh();
        emit readyToggled(on);
    });
    retranslate();
}

void LobbyScreen::setRole(bool host, const QString &address)
{
    host_ = host;
    address_ = address;
    ready_->setVisible(!host);
    ready_->blockSignals(true);
    ready_->setChecked(false);
    ready_->blockSignals(false);
    retranslate();
}

void LobbyScreen::setTable(const QJsonObject &info, int mySeat)
{
    info_ = info;
    mySeat_ = mySeat;
    refresh();
}

void LobbyScreen::setHostTables(const QJsonArray &tables, int myTable)
{
    const int chosen = tablesView_->currentRow() >= 0 && tablesView_->item(tablesView_->currentRow(), 0)
        ? tablesView_->item(tablesView_->currentRow(), 0)->data(Qt::UserRole).toJsonObject().value("id").toInt(-1)
        : -1;
    tables_ = tables;
    myTable_ = myTable;
    const QSignalBlocker quiet(tablesView_);
    tablesView_->setRowCount(int(tables.size()));
    for (int i = 0; i < int(tables.size()); ++i) {
        const QJsonObject t = tables.at(i).toObject();
        const int id = t.value("id").toInt();
        int people = 0;
        for (const QJsonValue &s : t.value("seats").toArray())
            if (s.toObject().value("kind").toString() != QLatin1String("empty"))
                ++people;
        QString name = t.value("name").toString();
        if (id == myTable)
            name = tr("%1 (this table)").arg(name);
        auto *a = new QTableWidgetItem(name);
        a->setData(Qt::UserRole, t);
        tablesView_->setItem(i, 0, a);
        tablesView_->setItem(i, 1, new QTableWidgetItem(t.value("state").toString() == QLatin1String("playing")
                                                          ? tr("playing")
                                                          : tr("%1 of 4 seated").arg(people)));
        const QJsonObject sp = t.value("spectators").toObject();
        tablesView_->setItem(i, 2, new QTableWidgetItem(!sp.value("allowed").toBool() ? tr("no spectators")
                                                        : sp.value("password").toBool() ? tr("watch with a password")
                                                                                        : tr("open to watch")));
        if (id == chosen)
            tablesView_->selectRow(i);
    }
    refreshTables();
}

void LobbyScreen::refreshTables()
{
    // Only where there is more than the one table above (duplicate tables).
    const bool many = tables_.size() > 1;
    tablesTitle_->setVisible(many);
    tablesView_->setVisible(many);
    watch_->setVisible(many && !host_);
    const int row = tablesView_->currentRow();
    const QJsonObject t = row >= 0 && tablesView_->item(row, 0) ? tablesView_->item(row, 0)->data(Qt::UserRole).toJsonObject()
                                                               : QJsonObject();
    watch_->setEnabled(!t.isEmpty() && t.value("id").toInt() != myTable_
                       && t.value("spectators").toObject().value("allowed").toBool());
    if (!many)
        return;
    const int rowH = std::max(28, tablesView_->fontMetrics().height() + 10);
    tablesView_->verticalHeader()->setDefaultSectionSize(rowH);
    tablesView_->setFixedHeight(tablesView_->horizontalHeader()->sizeHint().height()
                                + int(std::min<qsizetype>(tables_.size(), 4)) * rowH + 2 * tablesView_->frameWidth() + 2);
}

bool LobbyScreen::ready() const
{
    return ready_->isChecked();
}

void LobbyScreen::setReady(bool on)
{
    ready_->setChecked(on);
}

void LobbyScreen::setChatWritable(bool on)
{
    chatWritable_ = on;
    input_->setEnabled(on);
    send_->setEnabled(on);
    if (!on)
        input_->clear();
    retranslate();
}

void LobbyScreen::resetReady()
{
    ready_->blockSignals(true);
    ready_->setChecked(false);
    ready_->blockSignals(false);
    refresh();
}

void LobbyScreen::send()
{
    const QString text = input_->text().trimmed();
    if (text.isEmpty())
        return;
    input_->clear();
    emit chatEntered(text);
}

void LobbyScreen::addChat(const QString &from, const QString &text)
{
    auto *item = new QListWidgetItem(QStringLiteral("%1  %2: %3").arg(QTime::currentTime().toString(QStringLiteral("HH:mm")), from, text));
    chat_->addItem(item);
    chat_->scrollToBottom();
}

void LobbyScreen::addNotice(const QString &text)
{
    auto *item = new QListWidgetItem(QStringLiteral("— %1").arg(text));
    item->setForeground(QColor(0x9f, 0xb8, 0xa6));
    chat_->addItem(item);
    chat_->scrollToBottom();
}

void LobbyScreen::clearChat()
{
    chat_->clear();
}

void LobbyScreen::changeEvent(QEvent *e)
{
    QWidget::changeEvent(e);
    if (e->type() == QEvent::LanguageChange)
        retranslate();
}

void LobbyScreen::retranslate()
{
    seatsTitle_->setText(tr("Seats"));
    rulesTitle_->setText(tr("Table rules"));
    chatTitle_->setText(tr("Chat"));
    send_->setText(tr("Send"));
    input_->setPlaceholderText(chatWritable_ ? tr("Say something to the table…")
                                             : tr("The host lets spectators read the chat, not write in it"));
    ready_->setText(tr("I'm ready"));
    start_->setText(tr("Start the match"));
    leave_->setText(host_ ? tr("Close the table") : tr("Leave"));
    bigScreen_->setText(tr("Big screen…"));
    tablesTitle_->setText(tr("Tables at this host"));
    tablesView_->setHorizontalHeaderLabels({tr("Table"), tr("Players"), tr("Spectators")});
    watch_->setText(tr("Watch"));
    setHostTables(tables_, myTable_);
    seats_->setHorizontalHeaderLabels({tr("Player"), tr("Who")});
    hint_->setText(host_ ? tr("Others join with \"Join a LAN table…\" in the hall, or by this computer's address: %1.")
                                   .arg(address_)
                             + QStringLiteral("\n\n") + tr("Start when everyone is seated: empty seats are played by computer players.")
                         : tr("Tick \"I'm ready\" when you are. The match starts when the host starts it, or as soon as "
                              "four ready people sit at the table."));
    refresh();
}

void LobbyScreen::refresh()
{
    const QString name = info_.value("name").toString();
    title_->setText(name.isEmpty() ? tr("LAN table") : name);
    const QString state = info_.value("state").toString();
    QString sub = host_ ? tr("You are hosting this table.")
                        : tr("Connected to %1.").arg(address_);
    // Which game the table plays, first: the rules below are that game's.
    if (const QString game = info_.value("game").toString(); !game.isEmpty())
        sub = tr("%1 · %2").arg(gameName(game), sub);
    if (state == QLatin1String("playing"))
        sub += QLatin1Char(' ') + tr("The match is being played.");
    if (info_.value("password").toBool())
        sub += QLatin1Char(' ') + tr("The table has a password.");
    subtitle_->setText(sub);
    rules_->setText(info_.isEmpty() ? QString() : tableRulesText(info_, false));
    const QJsonArray seats = info_.value("seats").toArray();
    QStringList roles;
    // A computer seat comes without a name: it is named here, in the reader's language.
    std::array<QString, kTableSeats> names;
    for (int s = 0; s < kTableSeats; ++s)
        names[std::size_t(s)] = seats.at(s).toObject().value("kind").toString() == QLatin1String("computer")
            ? seats.at(s).toObject().value("name").toString()
            : QStringLiteral("-");
    names = Texts::shownNames(names);
    for (int s = 0; s < kTableSeats; ++s) {
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
        if (seat.value("away").toBool()) // hosttools (issue 30)
            what = tr("away (托管)");
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
    seats_->setFixedHeight(seats_->horizontalHeader()->sizeHint().height() + kTableSeats * rowH + 2 * seats_->frameWidth() + 2);
    start_->setEnabled(state != QLatin1String("playing"));
    // A spectator (issue 30) is neither ready nor starts anything.
    const bool watching = !host_ && mySeat_ >= kTableSeats;
    ready_->setVisible(!host_ && !watching);
    start_->setVisible(!watching);
    if (watching)
        hint_->setText(tr("You are watching this table: it shows as soon as the host deals. Leave goes back to where you "
                          "chose to watch."));
}

} // namespace ui
} // namespace qixing
