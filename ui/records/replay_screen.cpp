// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/records/replay_screen.h"

#include "records/hand_replay.h"
#include "ui/kit/i18n.h"
#include "ui/kit/texts.h"
#include "ui/records/history_screen.h"
#include "ui/records/replay_table.h"
#include "ui/records/review_panel.h"
#include "table/game_registry.h"
#include "ui/shell/game_screen.h"
#include "ui/shell/game_ui.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace qixing::ui {

namespace {
std::array<QString, 4> seatStrings(const QJsonValue &v)
{
    std::array<QString, 4> out;
    const QJsonArray a = v.toArray();
    for (int i = 0; i < 4; ++i)
        out[std::size_t(i)] = a.at(i).toString();
    return out;
}

// Milliseconds between two messages while playing, by the speed chosen (index of the chooser).
constexpr int kPlayMs[] = {1600, 800, 400, 150};
} // namespace

QList<int> recordSeats(const QJsonObject &doc)
{
    const int view = doc.value(QLatin1String("view")).toInt(-1);
    if (view >= 0 && view < 4)
        return {view};
    return {0, 1, 2, 3};
}

QList<QJsonObject> toldInHand(const QJsonObject &doc, int seat, QString *error, QList<int> *decisions, QList<int> *positions,
                              QList<std::pair<int, int>> *clock)
{
    QList<QJsonObject> out;
    try {
        // A full record is replayed through its game's module; a seat record holds its messages.
        const records::HandReplay replay(doc);
        const QList<records::HandReplay::Told> told = replay.messagesFor(seat);
        if (clock)
            clock->clear();
        for (const records::HandReplay::Told &t : told) {
            out << t.message;
            if (clock)
                *clock << std::pair(t.afterDecision, t.shown);
        }
        if (positions) {
            positions->clear();
            const int n = int(doc.value(QLatin1String("decisions")).toArray().size());
            int p = 0;
            for (int d = 0; replay.full() && d < n; ++d) {
                while (p < told.size() && told[p].afterDecision < d)
                    ++p;
                *positions << p;
            }
        }
        if (decisions) {
            decisions->clear();
            if (replay.full()) {
                // Where the seat's decisions were asked: the table as it was told before each.
                const QJsonArray all = doc.value(QLatin1String("decisions")).toArray();
                int p = 0;
                for (int d = 0; d < all.size(); ++d) {
                    while (p < told.size() && told[p].afterDecision < d)
                        ++p;
                    if (all[d].toObject().value(QLatin1String("seat")).toInt(-1) == seat && (decisions->isEmpty() || decisions->back() != p))
                        *decisions << p;
                }
            } else {
                for (int i = 0; i < out.size(); ++i)
                    if (out[i].value(QLatin1String("type")).toString() == QLatin1String("yourTurn"))
                        *decisions << i + 1;
            }
        }
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromUtf8(e.what());
        return {};
    }
    if (out.isEmpty() && error)
        *error = QStringLiteral("the hand's record tells seat %1 nothing").arg(seat + 1);
    return out;
}

ReplayScreen::ReplayScreen(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("replayScreen"));
    auto *top = new QHBoxLayout;
    title_ = new QLabel;
    title_->setObjectName(QStringLiteral("replayTitle"));
    title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    handLabel_ = new QLabel;
    handChooser_ = new QComboBox;
    handChooser_->setObjectName(QStringLiteral("replayHand"));
    handLabel_->setBuddy(handChooser_);
    seatLabel_ = new QLabel;
    seatChooser_ = new QComboBox;
    seatChooser_->setObjectName(QStringLiteral("replaySeat"));
    seatLabel_->setBuddy(seatChooser_);
    close_ = new QPushButton;
    close_->setObjectName(QStringLiteral("replayClose"));
    top->addWidget(title_, 1);
    top->addWidget(handLabel_);
    top->addWidget(handChooser_);
    top->addWidget(seatLabel_);
    top->addWidget(seatChooser_);
    playOn_ = new QPushButton;
    playOn_->setObjectName(QStringLiteral("replayPlayOn"));
    top->addWidget(playOn_);
    top->addWidget(close_);

    const auto tool = [this](const char *name, QStyle::StandardPixmap icon) {
        auto *b = new QToolButton;
        b->setObjectName(QLatin1String(name));
        b->setIcon(style()->standardIcon(icon));
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::TabFocus);
        return b;
    };
    first_ = tool("replayFirst", QStyle::SP_MediaSkipBackward);
    previousDecision_ = tool("replayPreviousDecision", QStyle::SP_MediaSeekBackward);
    back_ = tool("replayBack", QStyle::SP_ArrowLeft);
    play_ = tool("replayPlay", QStyle::SP_MediaPlay);
    play_->setCheckable(true);
    forward_ = tool("replayForward", QStyle::SP_ArrowRight);
    nextDecision_ = tool("replayNextDecision", QStyle::SP_MediaSeekForward);
    last_ = tool("replayLast", QStyle::SP_MediaSkipForward);
    slider_ = new QSlider(Qt::Horizontal);
    slider_->setObjectName(QStringLiteral("replaySlider"));
    slider_->setPageStep(10);
    where_ = new QLabel;
    where_->setObjectName(QStringLiteral("replayWhere"));
    where_->setMinimumWidth(where_->fontMetrics().horizontalAdvance(QStringLiteral("000 / 000")));
    speedLabel_ = new QLabel;
    speedChooser_ = new QComboBox;
    speedChooser_->setObjectName(QStringLiteral("replaySpeed"));
    speedLabel_->setBuddy(speedChooser_);
    auto *bar = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *> {first_, previousDecision_, back_, play_, forward_, nextDecision_, last_})
        bar->addWidget(w);
    bar->addWidget(slider_, 1);
    bar->addWidget(where_);
    showHands_ = new QCheckBox;
    showHands_->setObjectName(QStringLiteral("replayShowHands"));
    bar->addWidget(showHands_);
    bar->addWidget(speedLabel_);
    bar->addWidget(speedChooser_);

    review_ = new ReviewPanel;
    middle_ = new QSplitter(Qt::Horizontal);
    middle_->setObjectName(QStringLiteral("replayMiddle"));
    middle_->setChildrenCollapsible(false);
    middle_->addWidget(review_); // the table goes before it (buildTable)
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(middle_, 1);
    layout->addLayout(bar);
    connect(review_, &ReviewPanel::decisionChosen, this, &ReplayScreen::showDecision);

    connect(first_, &QToolButton::clicked, this, [this] { setPosition(0); });
    connect(last_, &QToolButton::clicked, this, [this] { setPosition(count()); });
    connect(back_, &QToolButton::clicked, this, &ReplayScreen::stepBack);
    connect(forward_, &QToolButton::clicked, this, &ReplayScreen::stepForward);
    connect(previousDecision_, &QToolButton::clicked, this, &ReplayScreen::previousDecision);
    connect(nextDecision_, &QToolButton::clicked, this, &ReplayScreen::nextDecision);
    connect(play_, &QToolButton::toggled, this, &ReplayScreen::setPlaying);
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        if (!filling_)
            setPosition(v);
    });
    connect(playOn_, &QPushButton::clicked, this, &ReplayScreen::playOn);
    connect(showHands_, &QCheckBox::toggled, this, &ReplayScreen::updateOpenHands);
    connect(close_, &QPushButton::clicked, this, [this] {
        setPlaying(false);
        emit closeRequested();
    });
    connect(handChooser_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!filling_ && i >= 0)
            showHand(i, seat_);
    });
    connect(seatChooser_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!filling_ && i >= 0)
            showHand(hand_, seatChooser_->itemData(i).toInt());
    });
    connect(speedChooser_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            playTimer_.setInterval(kPlayMs[std::clamp(i, 0, 3)]);
    });
    playTimer_.setInterval(kPlayMs[1]);
    connect(&playTimer_, &QTimer::timeout, this, [this] {
        if (position() >= count())
            setPlaying(false);
        else
            stepForward();
    });

    // The keys work wherever the focus is on this page, but not in its choosers' lists.
    const auto key = [this](QKeySequence k, auto slot) {
        auto *s = new QShortcut(k, this, slot);
        s->setContext(Qt::WidgetWithChildrenShortcut);
    };
    key(QKeySequence(Qt::Key_Right), [this] { stepForward(); });
    key(QKeySequence(Qt::Key_Left), [this] { stepBack(); });
    key(QKeySequence(Qt::Key_Down), [this] { nextDecision(); });
    key(QKeySequence(Qt::Key_Up), [this] { previousDecision(); });
    key(QKeySequence(Qt::CTRL | Qt::Key_Right), [this] { nextDecision(); });
    key(QKeySequence(Qt::CTRL | Qt::Key_Left), [this] { previousDecision(); });
    key(QKeySequence(Qt::Key_Home), [this] { setPosition(0); });
    key(QKeySequence(Qt::Key_End), [this] { setPosition(count()); });
    key(QKeySequence(Qt::Key_Space), [this] { setPlaying(!playing()); });
    key(QKeySequence(Qt::Key_Escape), [this] { close_->click(); });
    // The slider and the choosers keep their own arrows when they have the focus; the page
    // takes them otherwise.
    setFocusPolicy(Qt::StrongFocus);
    retranslate();
    refreshControls();
}

void ReplayScreen::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void ReplayScreen::retranslate()
{
    handLabel_->setText(tr("&Hand:"));
    seatLabel_->setText(tr("&Watch from:"));
    speedLabel_->setText(tr("Sp&eed:"));
    close_->setText(tr("Back to History"));
    playOn_->setText(tr("&Play on from here"));
    playOn_->setToolTip(tr("A new match from this position: you play the seat watched, computer players the others"));
    playOn_->setAccessibleName(tr("Play on from here against computer players"));
    showHands_->setText(tr("Show &other hands"));
    showHands_->setAccessibleName(tr("Show the other seats' hands face up"));
    close_->setAccessibleName(tr("Back to the History"));
    const auto name = [](QWidget *w, const QString &text) {
        w->setToolTip(text);
        w->setAccessibleName(text);
    };
    name(first_, tr("To the start of the hand (Home)"));
    name(previousDecision_, tr("Previous decision of the seat watched (Up)"));
    name(back_, tr("One step back (Left)"));
    name(play_, tr("Play or pause (Space)"));
    name(forward_, tr("One step on (Right)"));
    name(nextDecision_, tr("Next decision of the seat watched (Down)"));
    name(last_, tr("To the end of the hand (End)"));
    slider_->setAccessibleName(tr("Position in the hand"));
    handChooser_->setAccessibleName(tr("Hand shown"));
    seatChooser_->setAccessibleName(tr("Seat watched from"));
    speedChooser_->setAccessibleName(tr("Playing speed"));
    where_->setAccessibleName(tr("Messages told of the hand"));
    title_->setAccessibleName(tr("Match replayed"));
    const int speed = speedChooser_->currentIndex();
    filling_ = true;
    speedChooser_->clear();
    speedChooser_->addItems({tr("Slow"), tr("Normal"), tr("Fast"), tr("Fastest")});
    speedChooser_->setCurrentIndex(speed < 0 ? 1 : speed);
    filling_ = false;
    fillChoosers();
    refreshControls();
}

QString ReplayScreen::gameTitle() const
{
    const GameUi *g = GameUis::find(game_);
    return g && g->title ? g->title() : game_;
}

QString ReplayScreen::open(const QJsonObject &match, const QList<QJsonObject> &hands, int preferredSeat)
{
    if (hands.isEmpty())
        return tr("The match has no hand recorded.");
    const QString game = hands.front().value(QLatin1String("game")).toString();
    const GameUi *g = GameUis::find(game);
    if (!g || !g->replayTable)
        return tr("This version cannot show a replay of the game “%1”.").arg(game);
    const QList<int> seats = recordSeats(hands.front());
    const int seat = seats.contains(preferredSeat) ? preferredSeat : seats.front();
    QString why;
    if (toldInHand(hands.front(), seat, &why).isEmpty())
        return tr("The first hand's record does not read: %1").arg(why);
    setPlaying(false);
    if (game != game_ || !table_)
        buildTable(game);
    match_ = match;
    hands_ = hands;
    hand_ = -1;
    seat_ = seat;
    showHands_->setChecked(false); // every match opens with the hands as the seat saw them
    showHand(0, seat);
    return {};
}

void ReplayScreen::buildTable(const QString &game)
{
    game_ = game;
    delete table_;
    table_ = GameUis::find(game)->replayTable(this);
    table_->setObjectName(QStringLiteral("replayTable"));
    table_->setAnimationSpeed(speed_);
    middle_->insertWidget(0, table_);
    // Room won by a larger window goes 4 : 1 to the table and the panel (its lists of
    // actions gain room too); the panel starts at about a third of the width.
    const int w = std::max(width(), 800);
    const int panel = std::clamp(w / 3, 260, 520);
    middle_->setSizes({w - panel, panel});
    middle_->setStretchFactor(0, 4);
    middle_->setStretchFactor(1, 1);
}

void ReplayScreen::setStore(records::RecordStore *store)
{
    review_->setStore(store);
}

void ReplayScreen::showDecision(int decision)
{
    if (decision >= 0 && decision < decisionPositions_.size())
        setPosition(decisionPositions_[decision]);
}

QList<int> ReplayScreen::seats() const
{
    return hand_ >= 0 && hand_ < hands_.size() ? recordSeats(hands_[hand_]) : QList<int>();
}

void ReplayScreen::showHand(int hand, int seat)
{
    if (!table_ || hand < 0 || hand >= hands_.size())
        return;
    setPlaying(false);
    const QJsonObject &doc = hands_[hand];
    const QList<int> can = recordSeats(doc);
    if (!can.contains(seat))
        seat = can.contains(seat_) ? seat_ : can.front();
    hand_ = hand;
    seat_ = seat;
    messages_ = toldInHand(doc, seat, nullptr, &decisions_, &decisionPositions_, &clock_);
    seatTold_ = {};
    seatClock_ = {};
    table_->load(messages_, seat, seatStrings(doc.value(QLatin1String("names"))), seatStrings(doc.value(QLatin1String("kinds"))));
    // The hand's first message (its deal) is shown at once: an empty felt tells nothing.
    table_->setPosition(messages_.isEmpty() ? 0 : 1);
    updateOpenHands();
    review_->setHand(doc, seat);
    fillChoosers();
    refreshControls();
}

void ReplayScreen::fillChoosers()
{
    filling_ = true;
    handChooser_->clear();
    for (int i = 0; i < hands_.size(); ++i)
        handChooser_->addItem(tr("Hand %1 of %2").arg(i + 1).arg(hands_.size()));
    handChooser_->setCurrentIndex(hand_);
    seatChooser_->clear();
    const QJsonObject doc = hands_.value(hand_);
    const std::array<QString, 4> names = Texts::shownNames(seatStrings(doc.value(QLatin1String("names"))));
    for (int s : seats()) {
        seatChooser_->addItem(tr("Seat %1: %2").arg(s + 1).arg(names[std::size_t(s)]), s);
    }
    seatChooser_->setCurrentIndex(std::max(0, int(seats().indexOf(seat_))));
    seatChooser_->setEnabled(seatChooser_->count() > 1);
    // Only a full record holds the other seats' hands, and only it can be played on.
    const bool full = seats().size() == 4;
    showHands_->setEnabled(full);
    showHands_->setToolTip(full ? tr("Every seat's hand face up, as it was at each moment")
                                : tr("This record is one seat's: it holds only what that seat was shown, not the other "
                                     "hands."));
    if (!full)
        showHands_->setChecked(false);
    playOn_->setEnabled(full);
    playOn_->setToolTip(full ? tr("A new match from this position: you play the seat watched, computer players the others")
                             : tr("This record is one seat's: without the other hands it cannot be played on."));
    filling_ = false;
}

int ReplayScreen::position() const
{
    return table_ ? table_->position() : 0;
}

int ReplayScreen::count() const
{
    return table_ ? table_->count() : 0;
}

void ReplayScreen::setPosition(int p)
{
    if (!table_)
        return;
    table_->setPosition(std::clamp(p, 0, count()));
    updateOpenHands();
    refreshControls();
}

void ReplayScreen::setOtherHandsShown(bool on)
{
    showHands_->setChecked(on && showHands_->isEnabled());
}

bool ReplayScreen::otherHandsShown() const
{
    return showHands_->isChecked();
}

void ReplayScreen::updateOpenHands()
{
    if (!table_)
        return;
    const int p = position();
    if (!showHands_->isChecked() || seats().size() < 4 || p <= 0 || p > clock_.size()) {
        table_->setOpenHands({});
        return;
    }
    if (seatTold_[0].isEmpty())
        for (int s = 0; s < 4; ++s)
            seatTold_[std::size_t(s)] = toldInHand(hands_[hand_], s, nullptr, nullptr, nullptr, &seatClock_[std::size_t(s)]);
    // Every seat's messages up to the moment of the last one the seat watched was told: the
    // hand's clock is the decisions applied, then the events shown.
    const std::pair<int, int> now = clock_[p - 1];
    std::array<QList<QJsonObject>, 4> told;
    for (int s = 0; s < 4; ++s) {
        const QList<std::pair<int, int>> &c = seatClock_[std::size_t(s)];
        const int n = int(std::upper_bound(c.begin(), c.end(), now) - c.begin());
        told[std::size_t(s)] = seatTold_[std::size_t(s)].mid(0, n);
    }
    table_->setOpenHands(told);
}

QJsonObject ReplayScreen::playOnSave(QString *why) const
{
    const auto refuse = [why](const QString &text) {
        if (why)
            *why = text;
        return QJsonObject();
    };
    if (hand_ < 0 || hand_ >= hands_.size() || seats().size() < 4)
        return refuse(tr("Only a full record (a match played or hosted here) can be played on: a seat's record lacks the "
                         "other hands."));
    const session::GameInfo *info = session::GameRegistry::find(game_);
    if (!info)
        return refuse(tr("This version cannot play the game “%1”.").arg(game_));
    const int p = position();
    const int decisions = p > 0 && p <= clock_.size() ? clock_[p - 1].first + 1 : 0;
    try {
        const records::HandReplay replay(hands_[hand_]);
        const std::unique_ptr<session::GameModule> m = replay.moduleAt(decisions);
        if (!m->handInProgress() && m->matchFinished())
            return refuse(tr("The match ended with this hand: there is nothing to play on from here."));
        // The seat watched is the person's; a seat a computer played keeps its computer, and
        // a seat another person played gets the table's.
        const std::array<QString, 4> recorded = seatStrings(hands_[hand_].value(QLatin1String("kinds")));
        QString tableComputer = info->defaultComputer;
        for (const QString &k : recorded)
            if (info->knowsComputer && info->knowsComputer(k)) {
                tableComputer = k;
                break;
            }
        std::array<QString, 4> kinds;
        for (int s = 0; s < 4; ++s) {
            const QString &k = recorded[std::size_t(s)];
            kinds[std::size_t(s)] = s == seat_ ? QStringLiteral("person")
                                  : info->knowsComputer && info->knowsComputer(k) ? k
                                                                                  : tableComputer;
        }
        return m->save(kinds);
    } catch (const std::exception &e) {
        return refuse(tr("The record cannot be played on from here: %1").arg(QString::fromUtf8(e.what())));
    }
}

void ReplayScreen::playOn()
{
    setPlaying(false);
    QString why;
    const QJsonObject save = playOnSave(&why);
    if (save.isEmpty()) {
        showNotice(this, tr("Play on from here"), why, true);
        return;
    }
    emit playOnRequested(game_, save);
}

void ReplayScreen::nextDecision()
{
    const int now = position();
    for (int d : decisions_)
        if (d > now) {
            setPosition(d);
            return;
        }
    setPosition(count());
}

void ReplayScreen::previousDecision()
{
    const int now = position();
    for (int i = int(decisions_.size()) - 1; i >= 0; --i)
        if (decisions_[i] < now) {
            setPosition(decisions_[i]);
            return;
        }
    setPosition(0);
}

void ReplayScreen::setPlaying(bool on)
{
    if (on && position() >= count())
        setPosition(0); // from the start again
    if (on)
        playTimer_.start();
    else
        playTimer_.stop();
    refreshControls();
}

void ReplayScreen::setAnimationSpeed(AnimationSpeed s)
{
    speed_ = s;
    if (table_)
        table_->setAnimationSpeed(s);
}

void ReplayScreen::refreshControls()
{
    const int n = count(), p = position();
    filling_ = true;
    slider_->setRange(0, n);
    slider_->setValue(p);
    filling_ = false;
    where_->setText(QStringLiteral("%1 / %2").arg(p).arg(n));
    first_->setEnabled(p > 0);
    back_->setEnabled(p > 0);
    previousDecision_->setEnabled(p > 0);
    forward_->setEnabled(p < n);
    nextDecision_->setEnabled(p < n);
    last_->setEnabled(p < n);
    play_->setEnabled(n > 0);
    const QSignalBlocker block(play_);
    play_->setChecked(playTimer_.isActive());
    play_->setIcon(style()->standardIcon(playTimer_.isActive() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    if (hands_.isEmpty()) {
        title_->clear();
        return;
    }
    const QJsonObject &doc = hands_.value(hand_);
    const QString table = doc.value(QLatin1String("table")).toString();
    const QDateTime started = QDateTime::fromString(doc.value(QLatin1String("started")).toString(), Qt::ISODateWithMs).toLocalTime();
    QString t = gameTitle();
    if (!table.isEmpty())
        t += QStringLiteral(" · ") + table;
    t += QStringLiteral(" · ") + shownDateTime(started);
    title_->setText(t);
}

} // namespace qixing::ui
