// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The review panel (復盤) beside the replay table: for the seat watched in a full hand
// record, "Review this hand" values that seat's decisions on a worker (records::reviewHandAsync,
// never on the GUI thread) with a progress bar and Cancel; the result is kept in the store
// (RecordStore::saveReview) and shown at once when the hand is opened again. One row per
// decision with a choice, the costliest first; a row chosen shows every option's value and
// asks the replay to go to that decision. Knows no game: actions are named by the game's
// GameUi::actionText where it has one.

#include "records/record_store.h"
#include "records/review.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <QPointer>
#include <QWidget>

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
    void cancelReview();
    bool running() const { return watcher_ != nullptr; }
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

protected:
    void changeEvent(QEvent *e) override;

private:
    void showReview();
    void showOptions();
    void refreshControls();
    QString actionText(const QJsonObject &action) const;

    QPointer<records::RecordStore> store_;
    QJsonObject hand_, review_;
    int seat_ = 0;
    QString error_;
    bool cancelling_ = false;
    records::ReviewJob job_;
    QFutureWatcher<QJsonObject> *watcher_ = nullptr;

    QLabel *title_ = nullptr, *status_ = nullptr, *filterLabel_ = nullptr, *optionsLabel_ = nullptr;
    QPushButton *start_ = nullptr, *cancel_ = nullptr;
    QProgressBar *progress_ = nullptr;
    QComboBox *filter_ = nullptr;
    QTreeWidget *list_ = nullptr, *options_ = nullptr;
};

} // namespace qixing::ui
