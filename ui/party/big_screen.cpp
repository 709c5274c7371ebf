// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/party/big_screen.h"

#include "net/client.h"
#include "ui/kit/texts.h"
#include "ui/party/standings_view.h"
#include "ui/shell/game_ui.h"

#include <QEvent>
#include <QKeyEvent>
#include <QVBoxLayout>
#include <QJsonDocument>
#include <QPainter>
#include <QStackedLayout>

using namespace Qt::StringLiterals;

namespace qixing::ui {

BigScreenModel::BigScreenModel(QObject *parent) : QObject(parent)
{
    connect(&cycle_, &QTimer::timeout, this, &BigScreenModel::advance);
}

void BigScreenModel::setTables(const QJsonArray &infos)
{
    std::map<int, Table> now;
    for (const QJsonValue &v : infos) {
        const QJsonObject info = v.toObject();
        const int id = info.value("id"_L1).toInt();
        Table t;
        if (const auto it = tables_.find(id); it != tables_.end())
            t = it->second;
        t.id = id;
        t.name = info.value("name"_L1).toString();
        t.game = info.value("game"_L1).toString();
        const QJsonArray seats = info.value("seats"_L1).toArray();
        for (int s = 0; s < 4 && s < seats.size(); ++s)
            t.names[std::size_t(s)] = seats[s].toObject().value("name"_L1).toString();
        now[id] = t;
    }
    tables_ = std::move(now);
    if (!tables_.count(shown_))
        shown_ = tables_.empty() ? 0 : (tables_.count(followed_) ? followed_ : tables_.begin()->first);
    follow(followed_); // the cycle runs only with more than one table
    emit changed();
}

void BigScreenModel::take(int table, const QJsonObject &m)
{
    const auto it = tables_.find(table);
    if (it == tables_.end())
        return;
    Table &t = it->second;
    const QString type = m.value("type"_L1).toString();
    const auto readBalances = [&t, &m] {
        const QJsonArray b = m.value("balances"_L1).toArray();
        if (b.size() != 4)
            return;
        for (int s = 0; s < 4; ++s)
            t.balances[std::size_t(s)] = b[s].toInteger();
        t.balancesKnown = true;
    };
    if (type == "state"_L1) {
        t.hand = m.value("hand"_L1).toInt();
        t.betweenHands = false;
        t.lastAction.clear();
        t.lastSeat = -1;
        t.turn = m.value("toMove"_L1).toInt(-1); // Sevens says it; mahjong's draws tell
        t.gold = m.value("gold"_L1).isString() ? m.value("gold"_L1).toString() : QString();
        readBalances();
    } else if (type == "move"_L1) { // Sevens: a card played or covered, or a pass
        QJsonObject action = m;
        for (const char *k : {"type", "hand", "turn", "seat"})
            action.remove(QLatin1String(k));
        t.lastSeat = m.value("seat"_L1).toInt();
        t.lastAction = describe(t.game, action);
        t.turn = (t.lastSeat + 1) % 4; // every turn is a move, in seat order
    } else if (type == "event"_L1) { // mahjong
        const QJsonObject e = m.value("event"_L1).toObject();
        const QString kind = e.value("e"_L1).toString();
        const int seat = e.value("seat"_L1).toInt(-1);
        if (kind == "gold"_L1 && e.value("tile"_L1).isString())
            t.gold = e.value("tile"_L1).toString();
        if (kind == "draw"_L1 || kind == "replacement"_L1) {
            t.turn = seat;
        } else if (QStringList {"discard", "you", "chow", "pung", "kong", "concealedKong", "addKong", "win", "robKong"}.contains(kind)) {
            QJsonObject action {{"seat", seat}, {"action", kind}};
            if (e.value("tile"_L1).isString())
                action.insert("tile"_L1, e.value("tile"_L1));
            t.lastSeat = seat;
            t.lastAction = describe(t.game, action);
            // After a discard the others may claim: nobody's turn until one draws or claims.
            t.turn = kind == "discard"_L1 || kind == "you"_L1 ? -1 : seat;
        }
    } else if (type == "settlement"_L1) {
        t.betweenHands = true;
        t.turn = -1;
        readBalances();
    } else if (type == "matchOver"_L1) {
        t.betweenHands = true;
        t.turn = -1;
    } else if (type == "standings"_L1) {
        standings_ = m;
    } else {
        return;
    }
    emit changed();
}

QString BigScreenModel::describe(const QString &game, const QJsonObject &action) const
{
    if (describe_)
        return describe_(game, action);
    const GameUi *g = GameUis::find(game);
    if (g && g->actionText)
        return g->actionText(action);
    return QString::fromUtf8(QJsonDocument(action).toJson(QJsonDocument::Compact));
}

QString BigScreenModel::describeTile(const QString &game, const QString &tile) const
{
    return describe(game, QJsonObject {{"seat", 0}, {"action", "discard"}, {"tile", tile}});
}

void BigScreenModel::follow(int table)
{
    followed_ = tables_.count(table) ? table : 0;
    if (followed_) {
        shown_ = followed_;
        cycle_.stop();
    } else if (tables_.size() > 1) {
        if (!cycle_.isActive())
            cycle_.start(cycleSeconds_ * 1000);
    } else {
        cycle_.stop();
    }
    emit changed();
}

void BigScreenModel::setCycleSeconds(int seconds)
{
    cycleSeconds_ = std::max(1, seconds);
    if (cycle_.isActive())
        cycle_.start(cycleSeconds_ * 1000);
}

const BigScreenModel::Table *BigScreenModel::table(int id) const
{
    const auto it = tables_.find(id);
    return it == tables_.end() ? nullptr : &it->second;
}

QList<int> BigScreenModel::tableIds() const
{
    QList<int> ids;
    for (const auto &[id, t] : tables_)
        ids.append(id);
    return ids;
}

bool BigScreenModel::showsStandings() const
{
    const Table *t = table(shown_);
    return t && t->betweenHands && !standings_.isEmpty();
}

void BigScreenModel::advance()
{
    if (followed_ || tables_.empty())
        return;
    auto it = tables_.upper_bound(shown_);
    shown_ = it == tables_.end() ? tables_.begin()->first : it->first;
    emit changed();
}

// The table shown, drawn large: the table's name and hand on top, each seat's name and
// balance around the felt, whose turn lit, the last action called out in the middle.
class BigScreenView::TablePage : public QWidget
{
public:
    explicit TablePage(BigScreenModel *model, QWidget *parent) : QWidget(parent), model_(model) {}

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.fillRect(rect(), QColor(0x1f, 0x5a, 0x3a));
        const BigScreenModel::Table *t = model_->table(model_->shown());
        const qreal unit = std::min(width() / 24.0, height() / 14.0); // the type scales with the screen
        QFont f = font();
        const auto text = [&](const QRectF &r, qreal size, const QString &s, int flags, const QColor &c = Qt::white, bool bold = false) {
            f.setPixelSize(std::max(8, int(size)));
            f.setBold(bold);
            p.setFont(f);
            p.setPen(c);
            p.drawText(r, flags | Qt::TextWordWrap, s);
        };
        if (!t) {
            text(rect(), unit * 1.2, BigScreenView::tr("Waiting for the host's tables…"), Qt::AlignCenter);
            return;
        }
        const QRectF top(unit, unit * 0.4, width() - 2 * unit, unit * 1.6);
        const GameUi *g = GameUis::find(t->game);
        const QString game = g && g->title ? g->title() : t->game;
        text(top, unit * 1.1, QStringLiteral("%1 · %2").arg(t->name, game), Qt::AlignLeft | Qt::AlignVCenter, Qt::white, true);
        text(top, unit * 0.9,
             t->hand >= 0 ? BigScreenView::tr("Hand %1").arg(QLocale().toString(t->hand + 1)) : BigScreenView::tr("In the lobby"),
             Qt::AlignRight | Qt::AlignVCenter);
        // The seats: 0 at the bottom, then right, top, left (the turn goes round that way).
        const QRectF felt(unit * 1, unit * 2.4, width() - 2 * unit, height() - unit * 4.2);
        const QSizeF box(std::min(felt.width() / 3.2, unit * 9), unit * 2.6);
        const QPointF c = felt.center();
        const std::array<QPointF, 4> at {QPointF(c.x(), felt.bottom() - box.height() / 2), QPointF(felt.right() - box.width() / 2, c.y()),
                                         QPointF(c.x(), felt.top() + box.height() / 2), QPointF(felt.left() + box.width() / 2, c.y())};
        for (int s = 0; s < 4; ++s) {
            const QRectF r(at[std::size_t(s)] - QPointF(box.width() / 2, box.height() / 2), box);
            const bool turn = t->turn == s;
            p.setPen(QPen(turn ? QColor(0xff, 0xd5, 0x4f) : QColor(255, 255, 255, 90), turn ? unit * 0.18 : unit * 0.06));
            p.setBrush(QColor(0, 0, 0, turn ? 110 : 70));
            p.drawRoundedRect(r, unit * 0.3, unit * 0.3);
            const QString name = t->names[std::size_t(s)].isEmpty() ? BigScreenView::tr("Computer") : t->names[std::size_t(s)];
            text(r.adjusted(unit * 0.3, unit * 0.15, -unit * 0.3, -r.height() / 2), unit * 0.85, name, Qt::AlignCenter, Qt::white, true);
            if (t->balancesKnown)
                text(r.adjusted(unit * 0.3, r.height() / 2, -unit * 0.3, -unit * 0.15), unit * 0.8,
                     Texts::money(t->balances[std::size_t(s)]), Qt::AlignCenter, QColor(0xe8, 0xf5, 0xe9));
        }
        // The middle: the last action called out, whose turn, the gold.
        const QRectF middle(felt.left() + box.width() + unit * 0.5, felt.top() + box.height() + unit * 0.3,
                            felt.width() - 2 * box.width() - unit, felt.height() - 2 * box.height() - unit * 0.6);
        QString called;
        if (t->lastSeat >= 0 && !t->lastAction.isEmpty()) {
            const QString who = t->names[std::size_t(t->lastSeat)].isEmpty() ? BigScreenView::tr("Computer") : t->names[std::size_t(t->lastSeat)];
            called = BigScreenView::tr("%1: %2").arg(who, t->lastAction);
        } else if (t->betweenHands) {
            called = BigScreenView::tr("Between hands");
        }
        text(middle.adjusted(0, 0, 0, -middle.height() * 0.5), unit * 1.5, called, Qt::AlignCenter, Qt::white, true);
        QStringList lines;
        if (t->turn >= 0)
            lines << BigScreenView::tr("%1 to play").arg(t->names[std::size_t(t->turn)].isEmpty() ? BigScreenView::tr("Computer") : t->names[std::size_t(t->turn)]);
        if (!t->gold.isEmpty())
            // The tile in the game's words: a discard of it is called out as the tile alone.
        lines << BigScreenView::tr("Gold: %1").arg(model_->describeTile(t->game, t->gold));
        // One line each: whose turn, the gold (a joined line wrapped and was cut off).
        text(middle.adjusted(0, middle.height() * 0.5, 0, 0), unit * 0.8, lines.join(QLatin1Char('\n')), Qt::AlignHCenter | Qt::AlignTop,
             QColor(0xff, 0xe0, 0x82));
        // The foot: following or cycling.
        const QRectF foot(unit, height() - unit * 1.6, width() - 2 * unit, unit * 1.4);
        text(foot, unit * 0.6,
             model_->followed() ? BigScreenView::tr("Following table %1").arg(t->id)
                                : BigScreenView::tr("Table %1 of %2 · the next in %3 s")
                                      .arg(model_->tableIds().indexOf(t->id) + 1)
                                      .arg(model_->tableIds().size())
                                      .arg(model_->cycleSeconds()),
             Qt::AlignRight | Qt::AlignVCenter, QColor(255, 255, 255, 180));
    }

private:
    BigScreenModel *model_;
};

BigScreenView::BigScreenView(BigScreenModel *model, QWidget *parent) : QWidget(parent), model_(model)
{
    stack_ = new QStackedLayout(this);
    tablePage_ = new TablePage(model, this);
    standings_ = new StandingsView(this);
    standings_->setLarge(true);
    standings_->setAutoFillBackground(true);
    stack_->addWidget(tablePage_);
    stack_->addWidget(standings_);
    connect(model, &BigScreenModel::changed, this, &BigScreenView::refresh);
    setWindowTitle(tr("Big screen"));
    refresh();
}

void BigScreenView::refresh()
{
    if (model_->showsStandings()) {
        if (standings_->standings() != model_->standings())
            standings_->setStandings(model_->standings());
        stack_->setCurrentWidget(standings_);
    } else {
        stack_->setCurrentWidget(tablePage_);
        tablePage_->update();
    }
}

void BigScreenView::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("Big screen"));
        tablePage_->update();
    }
    QWidget::changeEvent(e);
}

class BigScreenLink::Watcher final : public net::TableClient
{
public:
    using TableClient::TableClient;

protected:
    void gameMessage(const QString &, const QJsonObject &) override {} // the model reads messageArrived
};

BigScreenLink::BigScreenLink(BigScreenModel *model, QObject *parent) : QObject(parent), model_(model) {}

BigScreenLink::~BigScreenLink() = default; // the watchers are children

BigScreenLink::Watcher *BigScreenLink::newWatcher(int table)
{
    auto *w = new Watcher(this);
    watchers_.push_back(w);
    connect(w, &net::TableClient::errorReceived, this, [this](const QString &code, const QString &message) {
        if (code != QLatin1String("tooFast"))
            emit failed(message);
    });
    connect(w, &net::TableClient::disconnected, this, &BigScreenLink::failed);
    connect(w, &net::TableClient::messageArrived, this, [this, w, table](const QJsonObject &m) {
        const QString type = m.value("type"_L1).toString();
        if (type == "welcome"_L1) {
            if (table > 0) {
                w->watch(table, password_);
                return;
            }
            // The first connection learns the tables: it watches the first, one more each other.
            const QJsonArray tables = m.value("tables"_L1).toArray();
            model_->setTables(tables);
            for (qsizetype i = 0; i < tables.size(); ++i) {
                const int id = tables[i].toObject().value("id"_L1).toInt();
                if (i == 0)
                    w->watch(id, password_);
                else
                    newWatcher(id)->connectToHost(host_, port_, tr("Big screen"));
            }
            return;
        }
        if (w->spectating())
            model_->take(w->tableId(), m);
    });
    return w;
}

void BigScreenLink::connectTo(const QString &host, quint16 port, const QString &spectatorPassword)
{
    host_ = host;
    port_ = port;
    password_ = spectatorPassword;
    newWatcher(0)->connectToHost(host, port, tr("Big screen"));
}

namespace {

class BigScreenWindow final : public QWidget
{
public:
    explicit BigScreenWindow(QWidget *parent) : QWidget(parent, Qt::Window)
    {
        setAttribute(Qt::WA_DeleteOnClose);
        auto *box = new QVBoxLayout(this);
        box->setContentsMargins(0, 0, 0, 0);
        model_ = new BigScreenModel(this);
        view_ = new BigScreenView(model_, this);
        box->addWidget(view_);
        link_ = new BigScreenLink(model_, this);
        setWindowTitle(view_->windowTitle());
    }
    BigScreenLink *link() const { return link_; }

protected:
    void keyPressEvent(QKeyEvent *e) override
    {
        if (e->key() == Qt::Key_Escape && isFullScreen())
            showNormal();
        else if (e->key() == Qt::Key_F11)
            isFullScreen() ? showNormal() : showFullScreen();
        else
            QWidget::keyPressEvent(e);
    }
    void mouseDoubleClickEvent(QMouseEvent *) override { isFullScreen() ? showNormal() : showFullScreen(); }

private:
    BigScreenModel *model_;
    BigScreenView *view_;
    BigScreenLink *link_;
};

} // namespace

QWidget *openBigScreen(const QString &host, quint16 port, QWidget *parent)
{
    auto *w = new BigScreenWindow(parent);
    w->link()->connectTo(host, port);
    w->showFullScreen();
    return w;
}

} // namespace qixing::ui
