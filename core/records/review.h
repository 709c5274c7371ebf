// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The review of one's own decisions (復盤): for each decision of one seat in a full hand record,
// every option valued by the game's computer from that seat's view alone
// (GameInfo::reviewOptions), the computer's choice, and what the move played cost (the best
// value − the played one), the costliest first. The result is a JSON document
// (docs/records.md, "Review") that the record store keeps with the hand. Game-neutral: the
// games are reached through the registry and the hand through HandReplay.
//
// Valuing a decision takes a fraction of a second: a hand is reviewed on a worker thread
// (reviewHandAsync), with progress, and can be cancelled between decisions.

#include "table/game_registry.h"

#include <QFuture>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>

namespace qixing::records {

inline constexpr int kReviewFormatVersion = 1;
// Stored with a review (the store's reviews.engine): a review made by an older valuation is
// made again rather than shown beside newer ones.
inline constexpr char kReviewEngine[] = "review-2";

// One decision of the reviewed seat with more than one option.
struct ReviewedDecision
{
    int decision = -1;                         // its index in the hand's decisions
    std::vector<session::OptionValue> options; // options.front() is the computer's choice
    QJsonObject played;
    double cost = 0;                           // options.front().value − the played option's value
                                               // (an estimate: may be a little below 0)
    QJsonObject toJson() const;
};

// The decision `played` of `seat` in the module's position now, or an empty `options` when the
// game has no review there (a single option, a view its computer does not value). Throws
// std::runtime_error when `played` is not among the options.
ReviewedDecision reviewDecision(const session::GameInfo &game, const session::GameModule &m, int seat,
                                const QJsonObject &played);

// Called after each decision valued (done of total); returning false cancels the review.
using ReviewProgress = std::function<bool(int done, int total)>;

// What values a decision's options: the game's GameInfo::reviewOptions unless another is given
// (a test's quicker one).
using ReviewValuer = std::function<std::vector<session::OptionValue>(const session::GameModule &m, int seat)>;

// Reviews `seat`'s decisions in a full hand record (view −1) on the calling thread. `resume`
// is an earlier, incomplete review of the same hand and seat (or {}): its decisions are kept,
// not valued again. A cancelled review is returned incomplete ("complete": false). Throws
// RecordError for a record that cannot be reviewed (a seat record, a game without a review,
// a record that does not replay).
QJsonObject reviewHand(const QJsonObject &handDocument, int seat, const ReviewProgress &progress = {},
                       const QJsonObject &resume = {}, const ReviewValuer &valuer = {});

// A review on a worker of the global thread pool, below the event loops' priority
// (table/thinking.h). `result` reports progress (decisions valued of those to value; a
// QFutureWatcher's progressValueChanged) and ends with the review document, incomplete when
// cancelled, or {"error": why}. cancel() stops it after the decision being valued (QFuture's
// own cancel() would throw the incomplete review away).
struct ReviewJob
{
    QFuture<QJsonObject> result;
    std::shared_ptr<std::atomic<bool>> stop = std::make_shared<std::atomic<bool>>(false);
    void cancel() const { stop->store(true); }
};
ReviewJob reviewHandAsync(const QJsonObject &handDocument, int seat, const QJsonObject &resume = {});

// --- A whole match (every hand of one seat), docs/records.md "Review"

// The review stored for a hand and seat, kept as it is by a whole-match review: complete and
// of this engine (skipped), incomplete (resumed), or neither (reviewed again).
bool reviewIsComplete(const QJsonObject &review);

// Called before each decision valued: the hand being reviewed (its index in the list, 0-based)
// of `hands`, and that hand's decisions valued of those to value; false cancels.
using MatchProgress = std::function<bool(int hand, int hands, int done, int total)>;

struct MatchReviewSummary
{
    int hands = 0;     // in the match
    int skipped = 0;   // already reviewed completely: not valued again
    int reviewed = 0;  // reviewed now (resumed ones included), complete
    bool complete = false; // every hand reviewed (false: cancelled)
    QString error;     // a hand that cannot be reviewed: the review stops there
};

// Reviews every hand in `hands` (one match's full records, in order) for `seat` on the calling
// thread. `kept` holds the reviews already stored for that seat by hand number: a complete one
// is skipped, an incomplete one resumed. `reviewed` is called with each hand's review as it
// ends, an incomplete one too when cancelled mid-hand, so that what was valued is kept.
MatchReviewSummary reviewMatch(const QList<QJsonObject> &hands, int seat, const QHash<int, QJsonObject> &kept,
                               const std::function<void(const QJsonObject &)> &reviewed,
                               const MatchProgress &progress = {}, const ReviewValuer &valuer = {});

// A whole match reviewed on a worker of the global thread pool (below the event loops'
// priority), reporting on the thread that made it. One at a time: start() refuses while one
// runs. Destroyed or cancelled, the worker stops after the decision being valued; once this
// object is gone it reports nothing more (a window closed mid-review: the hands it finished
// were handed over already, the one in progress is valued again next time).
class MatchReview : public QObject
{
    Q_OBJECT
public:
    explicit MatchReview(QObject *parent = nullptr);
    ~MatchReview() override;

    bool start(const QList<QJsonObject> &hands, int seat, const QHash<int, QJsonObject> &kept,
               const ReviewValuer &valuer = {});
    void cancel();
    bool running() const { return running_; }
    QString match() const { return match_; }
    int seat() const { return seat_; }

signals:
    // Hand `hand` (0-based index) of `hands`, `done` of its `total` decisions to value.
    void progress(int hand, int hands, int done, int total);
    // A hand's review as it ended (complete, or incomplete when cancelled): for the store.
    void handReviewed(const QJsonObject &review);
    void finished(const qixing::records::MatchReviewSummary &summary);

private:
    // Shared with the worker: it reports only while `owner` is set (under `lock`).
    struct Link
    {
        QMutex lock;
        QPointer<MatchReview> owner;
        std::atomic<bool> stop {false};
    };
    std::shared_ptr<Link> link_;
    bool running_ = false;
    QString match_;
    int seat_ = -1;
};

} // namespace qixing::records

Q_DECLARE_METATYPE(qixing::records::MatchReviewSummary)
