// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/review.h"

#include "records/hand_replay.h"
#include "table/thinking.h"

#include <QJsonArray>
#include <QMetaObject>
#include <QMutexLocker>
#include <QPromise>
#include <QThreadPool>

#include <algorithm>
#include <memory>
#include <set>

using namespace Qt::StringLiterals;

namespace qixing::records {

QJsonObject ReviewedDecision::toJson() const
{
    QJsonArray list;
    for (const session::OptionValue &o : options) {
        QJsonObject j {{"action", o.action}, {"value", o.value}};
        if (!o.reason.isEmpty())
            j.insert("reason"_L1, o.reason);
        list.append(j);
    }
    return QJsonObject {{"decision", decision},
                        {"played", played},
                        {"choice", options.empty() ? QJsonObject() : options.front().action},
                        {"cost", cost},
                        {"options", list}};
}

ReviewedDecision reviewDecision(const session::GameInfo &game, const session::GameModule &m, int seat,
                                const QJsonObject &played)
{
    ReviewedDecision r;
    r.played = played;
    if (!game.reviewOptions)
        return r;
    r.options = game.reviewOptions(m, seat);
    if (r.options.empty())
        return r;
    const auto it = std::find_if(r.options.begin(), r.options.end(), [&](const session::OptionValue &o) { return o.action == played; });
    if (it == r.options.end())
        throw std::runtime_error("the move played is not among the options valued");
    // Not clamped at 0: where the choice is valued on worlds of its own (a game that samples hidden holdings), it may come
    // out a little below the move played, within the noise; a clamp would bias the costs up.
    r.cost = r.options.front().value - it->value;
    return r;
}

namespace {
QJsonObject reviewDocument(const QJsonObject &hand, int seat, QList<QJsonObject> decisions, bool complete, int total)
{
    // The costliest first; equal costs in the order they were played.
    std::stable_sort(decisions.begin(), decisions.end(), [](const QJsonObject &a, const QJsonObject &b) {
        const double ca = a.value("cost"_L1).toDouble(), cb = b.value("cost"_L1).toDouble();
        return ca != cb ? ca > cb : a.value("decision"_L1).toInt() < b.value("decision"_L1).toInt();
    });
    QJsonArray list;
    double totalCost = 0;
    for (const QJsonObject &d : std::as_const(decisions)) {
        list.append(d);
        totalCost += d.value("cost"_L1).toDouble();
    }
    return QJsonObject {{"format", "qixing-review"},
                        {"version", kReviewFormatVersion},
                        {"engine", QLatin1StringView(kReviewEngine)},
                        {"game", hand.value("game"_L1)},
                        {"match", hand.value("match"_L1)},
                        {"hand", hand.value("hand"_L1)},
                        {"seat", seat},
                        {"complete", complete},
                        {"decisionsToReview", total},
                        {"totalCost", totalCost},
                        {"decisions", list}};
}
} // namespace

QJsonObject reviewHand(const QJsonObject &handDocument, int seat, const ReviewProgress &progress, const QJsonObject &resume,
                       const ReviewValuer &valuer)
{
    const HandReplay replay(handDocument);
    if (!replay.full())
        throw RecordError("only a full record can be reviewed: a seat's record lacks the other hands its values need");
    if (seat < 0 || seat >= session::kTableSeats)
        throw RecordError("the seat to review must be 0 to 3");
    const session::GameInfo *game = session::GameRegistry::find(replay.game());
    if (!game || !game->reviewOptions)
        throw RecordError("this game has no review: " + replay.game().toStdString());
    if (const QString why = replay.verify(); !why.isEmpty())
        throw RecordError("the record does not replay: " + why.toStdString());

    // The seat's decisions with a choice ("options" as recorded), those of an earlier review
    // of the same hand and seat kept.
    const QJsonArray all = handDocument.value("decisions"_L1).toArray();
    QList<QJsonObject> done;
    std::set<int> kept;
    if (resume.value("format"_L1) == "qixing-review"_L1 && resume.value("engine"_L1) == QLatin1StringView(kReviewEngine)
        && resume.value("seat"_L1).toInt(-1) == seat && resume.value("match"_L1) == handDocument.value("match"_L1)
        && resume.value("hand"_L1) == handDocument.value("hand"_L1))
        for (const QJsonValue &d : resume.value("decisions"_L1).toArray()) {
            done.append(d.toObject());
            kept.insert(d.toObject().value("decision"_L1).toInt());
        }
    std::vector<int> todo;
    int total = 0;
    for (int i = 0; i < all.size(); ++i) {
        const QJsonObject d = all[i].toObject();
        if (d.value("seat"_L1).toInt(-1) != seat || d.value("options"_L1).toInt(2) < 2)
            continue;
        ++total;
        if (!kept.count(i))
            todo.push_back(i);
    }
    int valued = 0;
    for (int i : todo) {
        if (progress && !progress(valued, int(todo.size())))
            return reviewDocument(handDocument, seat, done, false, total);
        const std::unique_ptr<session::GameModule> m = replay.moduleAt(i);
        session::GameInfo valuing = *game;
        if (valuer)
            valuing.reviewOptions = valuer;
        const ReviewedDecision r = reviewDecision(valuing, *m, seat, all[i].toObject().value("action"_L1).toObject());
        ++valued;
        if (r.options.empty())
            continue; // nothing to compare (a view the computer does not value)
        ReviewedDecision numbered = r;
        numbered.decision = i;
        done.append(numbered.toJson());
    }
    if (progress)
        progress(valued, int(todo.size()));
    return reviewDocument(handDocument, seat, done, true, total);
}

ReviewJob reviewHandAsync(const QJsonObject &handDocument, int seat, const QJsonObject &resume)
{
    ReviewJob job;
    auto promise = std::make_shared<QPromise<QJsonObject>>();
    job.result = promise->future();
    promise->start();
    QThreadPool::globalInstance()->start([promise, stop = job.stop, handDocument, seat, resume] {
        session::yieldToEventLoops();
        QJsonObject result;
        try {
            result = reviewHand(
                handDocument, seat,
                [&](int done, int total) {
                    promise->setProgressRange(0, total);
                    promise->setProgressValue(done);
                    return !stop->load();
                },
                resume);
        } catch (const std::exception &e) {
            result = QJsonObject {{"error", QString::fromUtf8(e.what())}};
        }
        promise->addResult(result);
        promise->finish();
    });
    return job;
}

bool reviewIsComplete(const QJsonObject &review)
{
    return review.value("format"_L1) == "qixing-review"_L1 && review.value("engine"_L1) == QLatin1StringView(kReviewEngine)
           && review.value("complete"_L1).toBool();
}

MatchReviewSummary reviewMatch(const QList<QJsonObject> &hands, int seat, const QHash<int, QJsonObject> &kept,
                               const std::function<void(const QJsonObject &)> &reviewed, const MatchProgress &progress,
                               const ReviewValuer &valuer)
{
    MatchReviewSummary summary;
    summary.hands = int(hands.size());
    for (int i = 0; i < hands.size(); ++i) {
        const int number = hands[i].value("hand"_L1).toInt();
        const QJsonObject before = kept.value(number);
        if (reviewIsComplete(before)) {
            ++summary.skipped;
            continue;
        }
        bool stopped = false;
        QJsonObject review;
        try {
            review = reviewHand(
                hands[i], seat,
                [&](int done, int total) {
                    stopped = stopped || (progress && !progress(i, int(hands.size()), done, total));
                    return !stopped;
                },
                before, valuer);
        } catch (const std::exception &e) {
            summary.error = QStringLiteral("hand %1: %2").arg(number + 1).arg(QString::fromUtf8(e.what()));
            return summary;
        }
        // A hand cancelled before anything of it was valued has nothing new to keep.
        if (review.value("complete"_L1).toBool() || review.value("decisions"_L1).toArray().size() > before.value("decisions"_L1).toArray().size())
            reviewed(review);
        if (!review.value("complete"_L1).toBool())
            return summary;
        ++summary.reviewed;
    }
    summary.complete = true;
    return summary;
}

MatchReview::MatchReview(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<MatchReviewSummary>();
}

MatchReview::~MatchReview()
{
    cancel();
    if (link_) {
        // Under the lock: the worker is not posting to this object while it is taken apart.
        const QMutexLocker locker(&link_->lock);
        link_->owner = nullptr;
    }
}

void MatchReview::cancel()
{
    if (!link_)
        return;
    link_->stop = true;
}

bool MatchReview::start(const QList<QJsonObject> &hands, int seat, const QHash<int, QJsonObject> &kept, const ReviewValuer &valuer)
{
    if (running_)
        return false;
    if (link_) {
        // The last worker, if still winding down, reports to nobody.
        const QMutexLocker locker(&link_->lock);
        link_->owner = nullptr;
    }
    link_ = std::make_shared<Link>();
    link_->owner = this;
    running_ = true;
    match_ = hands.isEmpty() ? QString() : hands.front().value("match"_L1).toString();
    seat_ = seat;
    // Every report is queued to this object's thread, and only while it lives.
    const auto report = [link = link_](auto &&call) {
        const QMutexLocker locker(&link->lock);
        if (MatchReview *owner = link->owner)
            QMetaObject::invokeMethod(owner, [owner, call] { call(owner); }, Qt::QueuedConnection);
    };
    QThreadPool::globalInstance()->start([link = link_, report, hands, seat, kept, valuer] {
        session::yieldToEventLoops();
        const MatchReviewSummary summary = reviewMatch(
            hands, seat, kept,
            [&](const QJsonObject &review) { report([review](MatchReview *o) { emit o->handReviewed(review); }); },
            [&](int hand, int count, int done, int total) {
                report([=](MatchReview *o) { emit o->progress(hand, count, done, total); });
                return !link->stop.load();
            },
            valuer);
        report([summary](MatchReview *o) {
            o->running_ = false;
            emit o->finished(summary);
        });
    });
    return true;
}

} // namespace qixing::records
