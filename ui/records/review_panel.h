// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The review panel (復盤) beside the replay table: for the seat watched in a full hand
// record, "Review this hand" values that seat's decisions on a worker (records::reviewHandAsync,
// never on the GUI thread) with a progress bar and Cancel; the result is kept in the store
// (RecordStore::saveReview) and shown at once when the hand is opened again. One row per
// decision with a choice, the costliest first; a row chosen shows every option's value and
// asks the replay to go to that decision. Knows no game: actions are named by the game's
// GameUi::actionText where it has one.
//
// "Review the whole match" reviews every hand of the match for the seat watched on a worker
// (records::MatchReview), hand by hand, keeping each hand's review in the store as it ends and
// skipping hands reviewed before; the History screen starts it too (startMatchReview). One
// review runs at a time in a window (this panel is the window's only one): while the match's
// runs, a hand's cannot start, and it goes on while other hands are shown.

#include "records/record_store.h"
#include "records/review.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <QPointer>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace qixing::ui {

class ReviewPanel : public QWidget
{
    Q_OBJECT
public:
    // The cost from which a decision counts as costly (the "Costly" filter): in the game's
    // unit (注, base); well above the noise of one position (docs/records.md, "Review").
    static constexpr double kCostly = 1.0;

    explicit ReviewPanel(QWidget *parent = nullptr);
    ~ReviewPanel() override;

    void setStore(records::RecordStore *store) { store_ = store; }
    // The hand shown and the seat watched; a running review is cancelled (what it valued is
    // kept). A stored review of this hand and seat is shown at once.
    void setHand(const QJsonObject &handDocument, int seat);
    // Starts the review (the button); resumes a stored incomplete one.
    void startReview();
    // Cancels whichever review runs (a hand's or the match's).
    void cancelReview();
    bool running() const { return watcher_ != nullptr || matchJob_->running(); }
    // Reviews every hand of match `match` in the store for `seat`; false (nothing started)
    // while a review runs, without a store, or when the match has no full record.
    bool startMatchReview(const QString &match, int seat);
    bool matchReviewRunning() const { return matchJob_->running(); }
    records::MatchReview *matchReview() const { return matchJob_; }
    // "Hand 3 of 8, decision 5 of 14" while the match's review runs, then how it ended.
    QString matchStatus() const;
    // The review shown ({} when none).
    const QJsonObject &review() const { return review_; }
    // The rows shown, in order: the decision index in the hand record of each.
    QList<int> rowDecisions() const;
    void chooseRow(int row);
    void retranslate();

signals:
    // A row chosen: the replay goes to decision `decision` of the hand's record.
    void decisionChosen(int decision);
    // A review finished (complete or cancelled) and was handed to the store.
    void reviewFinished();
    // The match's review progressed or ended: matchStatus() says how far.
    void matchReviewChanged(const QString &status);

protected:
    void changeEvent(QEvent *e) override;

private:
    void showReview();
    void showOptions();
    void refreshControls();
    QString actionText(const QJsonObject &action) const;
    void matchHandReviewed(const QJsonObject &review);

    QPointer<records::RecordStore> store_;
    QJsonObject hand_, review_;
    int seat_ = 0;
    QString error_;
    bool cancelling_ = false;
    records::ReviewJob job_;
    QFutureWatcher<QJsonObject> *watcher_ = nullptr;
    records::MatchReview *matchJob_ = nullptr;
    // The match's review: where it is (hand, hands, done, total) or how it ended.
    int matchHand_ = 0, matchHands_ = 0, matchDone_ = 0, matchTotal_ = 0;
    bool matchCancelling_ = false;
    std::optional<records::MatchReviewSummary> matchEnded_;

    QLabel *title_ = nullptr, *status_ = nullptr, *filterLabel_ = nullptr, *optionsLabel_ = nullptr;
    QPushButton *start_ = nullptr, *cancel_ = nullptr, *startMatch_ = nullptr;
    QLabel *matchStatus_ = nullptr;
    QProgressBar *progress_ = nullptr;
    QComboBox *filter_ = nullptr;
    QTreeWidget *list_ = nullptr, *options_ = nullptr;
};

} // namespace qixing::ui
