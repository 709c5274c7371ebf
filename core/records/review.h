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
#include <QJsonObject>

#include <atomic>
#include <functional>
#include <memory>

namespace qixing::records {

inline constexpr int kReviewFormatVersion = 1;
// Stored with a review (the store's reviews.engine): a review made by an older valuation is
// made again rather than shown beside newer ones.
inline constexpr char kReviewEngine[] = "review-1";

// One decision of the reviewed seat with more than one option.
struct ReviewedDecision
{
    int decision = -1;                         // its index in the hand's decisions
    std::vector<session::OptionValue> options; // best first: options.front() is the computer's choice
    QJsonObject played;
    double cost = 0;                           // options.front().value − the played option's value
    QJsonObject toJson() const;
};

// The decision `played` of `seat` in the module's position now, or an empty `options` when the
// game has no review there (a single option, a view its computer does not value). Throws
// std::runtime_error when `played` is not among the options.
ReviewedDecision reviewDecision(const session::GameInfo &game, const session::GameModule &m, int seat,
                                const QJsonObject &played);

// Called after each decision valued (done of total); returning false cancels the review.
using ReviewProgress = std::function<bool(int done, int total)>;

// Reviews `seat`'s decisions in a full hand record (view −1) on the calling thread. `resume`
// is an earlier, incomplete review of the same hand and seat (or {}): its decisions are kept,
// not valued again. A cancelled review is returned incomplete ("complete": false). Throws
// RecordError for a record that cannot be reviewed (a seat record, a game without a review,
// a record that does not replay).
QJsonObject reviewHand(const QJsonObject &handDocument, int seat, const ReviewProgress &progress = {},
                       const QJsonObject &resume = {});

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

} // namespace qixing::records
