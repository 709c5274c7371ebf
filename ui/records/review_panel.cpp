// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/records/review_panel.h"

#include "ui/shell/game_ui.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace qixing::ui {

namespace {
QString number(double v)
{
    return QString::number(v, 'f', 2);
}
} // namespace

ReviewPanel::ReviewPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("reviewPanel"));
    title_ = new QLabel;
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("reviewStatus"));
    status_->setWordWrap(true);
    start_ = new QPushButton;
    start_->setObjectName(QStringLiteral("reviewStart"));
    cancel_ = new QPushButton;
    cancel_->setObjectName(QStringLiteral("reviewCancel"));
    startMatch_ = new QPushButton;
    startMatch_->setObjectName(QStringLiteral("reviewMatchStart"));
    matchStatus_ = new QLabel;
    matchStatus_->setObjectName(QStringLiteral("reviewMatchStatus"));
    matchStatus_->setWordWrap(true);
    matchJob_ = new records::MatchReview(this);
    progress_ = new QProgressBar;
    progress_->setObjectName(QStringLiteral("reviewProgress"));
    filterLabel_ = new QLabel;
    filter_ = new QComboBox;
    filter_->setObjectName(QStringLiteral("reviewFilter"));
    filterLabel_->setBuddy(filter_);
    list_ = new QTreeWidget;
    list_->setObjectName(QStringLiteral("reviewList"));
    list_->setRootIsDecorated(false);
    list_->setColumnCount(4);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    // The actions share what the number columns leave: no column is cut off at 1024x640.
    list_->header()->setStretchLastSection(false);
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    list_->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    optionsLabel_ = new QLabel;
    options_ = new QTreeWidget;
    options_->setObjectName(QStringLiteral("reviewOptions"));
    options_->setRootIsDecorated(false);
    options_->setColumnCount(2);
    options_->setSelectionMode(QAbstractItemView::NoSelection);
    options_->header()->setStretchLastSection(false);
    options_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    options_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    optionsLabel_->setBuddy(options_);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(start_, 1);
    buttons->addWidget(cancel_);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel_);
    filterRow->addWidget(filter_, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_);
    layout->addLayout(buttons);
    layout->addWidget(startMatch_);
    layout->addWidget(progress_);
    layout->addWidget(matchStatus_);
    layout->addWidget(status_);
    layout->addLayout(filterRow);
    layout->addWidget(list_, 3);
    layout->addWidget(optionsLabel_);
    layout->addWidget(options_, 2);

    connect(start_, &QPushButton::clicked, this, &ReviewPanel::startReview);
    connect(cancel_, &QPushButton::clicked, this, &ReviewPanel::cancelReview);
    connect(startMatch_, &QPushButton::clicked, this, [this] {
        startMatchReview(hand_.value(QLatin1String("match")).toString(), seat_);
    });
    connect(matchJob_, &records::MatchReview::progress, this, [this](int hand, int hands, int done, int total) {
        matchHand_ = hand;
        matchHands_ = hands;
        matchDone_ = done;
        matchTotal_ = total;
        progress_->setRange(0, std::max(1, hands * 100));
        progress_->setValue(hand * 100 + (total > 0 ? 100 * done / total : 0));
        refreshControls();
    });
    connect(matchJob_, &records::MatchReview::handReviewed, this, &ReviewPanel::matchHandReviewed);
    connect(matchJob_, &records::MatchReview::finished, this, [this](const records::MatchReviewSummary &summary) {
        matchEnded_ = summary;
        matchCancelling_ = false;
        refreshControls();
        emit reviewFinished();
    });
    connect(filter_, &QComboBox::currentIndexChanged, this, [this] { showReview(); });
    connect(list_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        showOptions();
        if (item)
            emit decisionChosen(item->data(0, Qt::UserRole).toInt());
    });
    // The row already chosen, clicked again after stepping elsewhere, goes back to it.
    connect(list_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        emit decisionChosen(item->data(0, Qt::UserRole).toInt());
    });
    retranslate();
}

ReviewPanel::~ReviewPanel()
{
    // The worker goes on alone to its next decision and stops; nothing of this panel is in it.
    job_.cancel();
}

void ReviewPanel::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void ReviewPanel::retranslate()
{
    title_->setText(tr("Review (how the computer values your decisions)"));
    title_->setWordWrap(true);
    start_->setText(tr("&Review this hand"));
    start_->setAccessibleName(tr("Review this hand's decisions of the seat watched"));
    startMatch_->setText(tr("Review the whole &match"));
    startMatch_->setAccessibleName(tr("Review every hand of this match for the seat watched, in the background"));
    matchStatus_->setAccessibleName(tr("The whole match's review"));
    cancel_->setText(tr("Cancel"));
    cancel_->setAccessibleName(tr("Cancel the review"));
    progress_->setAccessibleName(tr("Decisions reviewed"));
    status_->setAccessibleName(tr("Review status"));
    filterLabel_->setText(tr("&Show:"));
    filter_->setAccessibleName(tr("Which decisions are listed"));
    const int f = filter_->currentIndex();
    {
        const QSignalBlocker block(filter_);
        filter_->clear();
        filter_->addItems({tr("All decisions"), tr("Costly (cost %1 or more)").arg(number(kCostly))});
        filter_->setCurrentIndex(f < 0 ? 0 : f);
    }
    list_->setHeaderLabels({tr("#"), tr("Played"), tr("Computer's choice"), tr("Cost")});
    list_->setAccessibleName(tr("Reviewed decisions, the costliest first"));
    optionsLabel_->setText(tr("Options of the decision chosen:"));
    options_->setHeaderLabels({tr("Option"), tr("Value")});
    options_->setAccessibleName(tr("Every option's value for the decision chosen"));
    showReview();
}

QString ReviewPanel::actionText(const QJsonObject &action) const
{
    const GameUi *g = GameUis::find(hand_.value(QLatin1String("game")).toString());
    if (g && g->actionText)
        return g->actionText(action);
    return QString::fromUtf8(QJsonDocument(action).toJson(QJsonDocument::Compact));
}

void ReviewPanel::setHand(const QJsonObject &handDocument, int seat)
{
    if (watcher_) {
        // The running review stops; what it valued still reaches the store (its handler
        // holds its own hand and seat), but no longer this panel.
        job_.cancel();
        watcher_ = nullptr;
    }
    hand_ = handDocument;
    seat_ = seat;
    error_.clear();
    cancelling_ = false;
    review_ = {};
    if (store_ && hand_.value(QLatin1String("view")).toInt(-1) < 0) {
        const QJsonObject kept = store_->review(hand_.value(QLatin1String("match")).toString(), hand_.value(QLatin1String("hand")).toInt(), seat);
        if (kept.value(QLatin1String("engine")).toString() == QLatin1String(records::kReviewEngine))
            review_ = kept;
    }
    showReview();
}

void ReviewPanel::startReview()
{
    if (running() || hand_.isEmpty() || hand_.value(QLatin1String("view")).toInt(-1) >= 0)
        return;
    error_.clear();
    const QJsonObject resume = review_.value(QLatin1String("complete")).toBool(true) ? QJsonObject() : review_;
    job_ = records::reviewHandAsync(hand_, seat_, resume);
    watcher_ = new QFutureWatcher<QJsonObject>(this);
    connect(watcher_, &QFutureWatcher<QJsonObject>::progressRangeChanged, progress_, &QProgressBar::setRange);
    connect(watcher_, &QFutureWatcher<QJsonObject>::progressValueChanged, progress_, &QProgressBar::setValue);
    const QJsonObject hand = hand_;
    const int seat = seat_;
    QFutureWatcher<QJsonObject> *w = watcher_;
    connect(watcher_, &QFutureWatcher<QJsonObject>::finished, this, [this, w, hand, seat] {
        const QJsonObject result = w->future().resultCount() > 0 ? w->result() : QJsonObject {{QStringLiteral("error"), tr("no result")}};
        w->deleteLater();
        if (w == watcher_) {
            watcher_ = nullptr;
            cancelling_ = false;
        }
        if (result.contains(QLatin1String("error"))) {
            if (hand == hand_ && seat == seat_)
                error_ = result.value(QLatin1String("error")).toString();
        } else {
            if (store_)
                store_->saveReview(result);
            if (hand == hand_ && seat == seat_)
                review_ = result;
        }
        showReview();
        emit reviewFinished();
    });
    progress_->setRange(0, 0);
    watcher_->setFuture(job_.result);
    refreshControls();
}

void ReviewPanel::cancelReview()
{
    // The worker stops after the decision being valued and still delivers what it valued.
    job_.cancel();
    cancelling_ = watcher_ != nullptr;
    if (matchJob_->running()) {
        matchJob_->cancel();
        matchCancelling_ = true;
    }
    refreshControls();
}

bool ReviewPanel::startMatchReview(const QString &match, int seat)
{
    if (running() || !store_ || match.isEmpty() || seat < 0 || seat >= 4)
        return false;
    const QList<QJsonObject> hands = store_->hands(match);
    QHash<int, QJsonObject> kept;
    for (const QJsonObject &h : hands) {
        if (h.value(QLatin1String("view")).toInt(-1) >= 0)
            return false; // a joined seat's record: nothing of it can be reviewed
        const int n = h.value(QLatin1String("hand")).toInt();
        if (const QJsonObject r = store_->review(match, n, seat); !r.isEmpty())
            kept.insert(n, r);
    }
    if (hands.isEmpty() || !matchJob_->start(hands, seat, kept))
        return false;
    matchEnded_.reset();
    matchCancelling_ = false;
    matchHand_ = matchDone_ = matchTotal_ = 0;
    matchHands_ = int(hands.size());
    progress_->setRange(0, 0);
    refreshControls();
    return true;
}

void ReviewPanel::matchHandReviewed(const QJsonObject &review)
{
    if (store_)
        store_->saveReview(review);
    // The hand shown, for the seat watched: shown at once.
    if (review.value(QLatin1String("match")) == hand_.value(QLatin1String("match"))
        && review.value(QLatin1String("hand")) == hand_.value(QLatin1String("hand")) && review.value(QLatin1String("seat")).toInt() == seat_
        && watcher_ == nullptr) {
        review_ = review;
        showReview();
    }
}

QString ReviewPanel::matchStatus() const
{
    if (matchJob_->running()) {
        if (matchCancelling_)
            return tr("Whole match: cancelling after the decision being valued…");
        if (matchTotal_ == 0)
            return tr("Whole match: hand %1 of %2…").arg(matchHand_ + 1).arg(matchHands_);
        return tr("Whole match: hand %1 of %2, decision %3 of %4").arg(matchHand_ + 1).arg(matchHands_).arg(std::min(matchDone_ + 1, matchTotal_)).arg(matchTotal_);
    }
    if (!matchEnded_)
        return {};
    if (!matchEnded_->error.isEmpty())
        return tr("The match's review stopped: %1").arg(matchEnded_->error);
    if (!matchEnded_->complete)
        return tr("The match's review was cancelled; it goes on from there next time.");
    return tr("The whole match is reviewed.")
           + (matchEnded_->skipped > 0 ? QLatin1Char(' ') + tr("Hands reviewed before, not valued again: %1.").arg(matchEnded_->skipped) : QString());
}

QList<int> ReviewPanel::rowDecisions() const
{
    QList<int> out;
    for (int i = 0; i < list_->topLevelItemCount(); ++i)
        out << list_->topLevelItem(i)->data(0, Qt::UserRole).toInt();
    return out;
}

void ReviewPanel::chooseRow(int row)
{
    if (row >= 0 && row < list_->topLevelItemCount())
        list_->setCurrentItem(list_->topLevelItem(row));
}

void ReviewPanel::showReview()
{
    const QSignalBlocker block(list_);
    list_->clear();
    const bool costlyOnly = filter_->currentIndex() == 1;
    // The document lists the costliest first (equal costs in the order played).
    for (const QJsonValue &v : review_.value(QLatin1String("decisions")).toArray()) {
        const QJsonObject d = v.toObject();
        const double cost = d.value(QLatin1String("cost")).toDouble();
        if (costlyOnly && cost < kCostly)
            continue;
        auto *item = new QTreeWidgetItem(list_);
        const int decision = d.value(QLatin1String("decision")).toInt();
        item->setData(0, Qt::UserRole, decision);
        item->setText(0, QString::number(decision + 1));
        item->setText(1, actionText(d.value(QLatin1String("played")).toObject()));
        item->setText(2, actionText(d.value(QLatin1String("choice")).toObject()));
        item->setText(3, number(cost));
        item->setTextAlignment(3, Qt::AlignRight | Qt::AlignVCenter);
    }
    showOptions();
    refreshControls();
}

void ReviewPanel::showOptions()
{
    options_->clear();
    const QTreeWidgetItem *item = list_->currentItem();
    if (!item)
        return;
    const int decision = item->data(0, Qt::UserRole).toInt();
    for (const QJsonValue &v : review_.value(QLatin1String("decisions")).toArray()) {
        const QJsonObject d = v.toObject();
        if (d.value(QLatin1String("decision")).toInt() != decision)
            continue;
        const QJsonObject played = d.value(QLatin1String("played")).toObject();
        for (const QJsonValue &o : d.value(QLatin1String("options")).toArray()) {
            const QJsonObject option = o.toObject();
            const QJsonObject action = option.value(QLatin1String("action")).toObject();
            auto *row = new QTreeWidgetItem(options_);
            row->setText(0, action == played ? tr("%1 (played)").arg(actionText(action)) : actionText(action));
            row->setText(1, number(option.value(QLatin1String("value")).toDouble()));
            row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        }
    }
}

void ReviewPanel::refreshControls()
{
    const bool seatRecord = hand_.value(QLatin1String("view")).toInt(-1) >= 0;
    const bool busy = watcher_ != nullptr;
    const bool matchBusy = matchJob_->running();
    const bool complete = review_.value(QLatin1String("complete")).toBool(false);
    start_->setEnabled(!hand_.isEmpty() && !seatRecord && !busy && !matchBusy && !complete);
    startMatch_->setEnabled(!hand_.isEmpty() && !seatRecord && !busy && !matchBusy && store_ != nullptr);
    startMatch_->setVisible(!seatRecord);
    const QString ms = matchStatus();
    if (ms != matchStatus_->text()) {
        matchStatus_->setText(ms);
        emit matchReviewChanged(ms);
    }
    matchStatus_->setVisible(!ms.isEmpty());
    start_->setText(!review_.isEmpty() && !complete ? tr("&Resume the review") : tr("&Review this hand"));
    cancel_->setEnabled((busy && !cancelling_) || (matchBusy && !matchCancelling_));
    progress_->setVisible(busy || matchBusy);
    filter_->setEnabled(!review_.isEmpty());
    QString s;
    if (seatRecord)
        s = tr("A joined seat's record holds only what that seat was told: it cannot be reviewed.");
    else if (!error_.isEmpty())
        s = tr("The review failed: %1").arg(error_);
    else if (busy)
        s = cancelling_ ? tr("Cancelling after the decision being valued…") : tr("Reviewing…");
    else if (review_.isEmpty())
        s = tr("Not reviewed yet.");
    else {
        const int n = review_.value(QLatin1String("decisions")).toArray().size();
        s = tr("Decisions with a choice reviewed: %1; total cost %2.").arg(n).arg(number(review_.value(QLatin1String("totalCost")).toDouble()));
        if (!complete)
            s += QLatin1Char(' ') + tr("Cancelled part-way.");
    }
    status_->setText(s);
    list_->setVisible(!seatRecord);
    options_->setVisible(!seatRecord);
    optionsLabel_->setVisible(!seatRecord);
}

} // namespace qixing::ui
