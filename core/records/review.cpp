// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/review.h"

#include "records/hand_replay.h"
#include "table/thinking.h"

#include <QJsonArray>
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
    // Values are estimates: the first is the highest, so a cost is never below 0.
    r.cost = std::max(0.0, r.options.front().value - it->value);
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

QJsonObject reviewHand(const QJsonObject &handDocument, int seat, const ReviewProgress &progress, const QJsonObject &resume)
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
        const ReviewedDecision r = reviewDecision(*game, *m, seat, all[i].toObject().value("action"_L1).toObject());
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

} // namespace qixing::records
