// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/hand_replay.h"

#include "table/game_registry.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <set>

using namespace Qt::StringLiterals;

namespace qixing::records {

namespace {

using session::GameModule;
using session::kTableSeats;

[[noreturn]] void refuse(const QString &why)
{
    throw RecordError(why.toStdString());
}

QString compact(const QJsonValue &v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(QJsonArray {v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

// The first top-level field where two objects differ, for a reason a person can follow.
QString firstDifference(const QJsonObject &recorded, const QJsonObject &replayed)
{
    QStringList keys = recorded.keys() + replayed.keys();
    keys.removeDuplicates();
    keys.sort();
    for (const QString &k : keys)
        if (recorded.value(k) != replayed.value(k))
            return u"\"%1\" is %2 in the record, %3 in the replay"_s.arg(k, compact(recorded.value(k)).left(120),
                                                                       compact(replayed.value(k)).left(120));
    return {};
}

bool personKind(const QString &kind)
{
    return kind == "person"_L1 || kind == "remote"_L1;
}

} // namespace

HandReplay::HandReplay(const QJsonObject &doc) : doc_(doc)
{
    if (doc.value("format"_L1).toString() != "qixing-hand"_L1)
        refuse(u"not a hand record (\"format\" is not \"qixing-hand\")"_s);
    const int version = doc.value("version"_L1).toInt(0);
    if (version < 1)
        refuse(u"the hand record has no valid \"version\""_s);
    if (version > kHandFormatVersion)
        refuse(u"the hand record is of version %1, newer than this program reads (%2)"_s.arg(version).arg(kHandFormatVersion));
    game_ = doc.value("game"_L1).toString();
    info_ = session::GameRegistry::find(game_);
    if (!info_)
        refuse(u"the hand record is of an unknown game \"%1\""_s.arg(game_));
    const QJsonValue view = doc.value("view"_L1);
    if (!view.isDouble() || view.toInt(-2) < -1 || view.toInt() >= kTableSeats)
        refuse(u"the hand record's \"view\" is not -1 or a seat"_s);
    view_ = view.toInt();
    if (!doc.value("settlement"_L1).isObject())
        refuse(u"the hand record has no \"settlement\""_s);
    const QJsonArray kinds = doc.value("kinds"_L1).toArray();
    for (int s = 0; s < kTableSeats && s < kinds.size(); ++s)
        kinds_[std::size_t(s)] = kinds.at(s).toString();
    if (!full()) {
        if (!doc.value("messages"_L1).isArray())
            refuse(u"the seat record has no \"messages\""_s);
        return;
    }
    if (!doc.value("start"_L1).isObject())
        refuse(u"the full record has no \"start\""_s);
    if (!doc.value("decisions"_L1).isArray())
        refuse(u"the full record has no \"decisions\""_s);
    const QJsonArray decisions = doc.value("decisions"_L1).toArray();
    for (qsizetype i = 0; i < decisions.size(); ++i) {
        const QJsonObject d = decisions.at(i).toObject();
        Decision x;
        x.seat = d.value("seat"_L1).toInt(-1);
        x.action = d.value("action"_L1).toObject();
        x.options = d.value("options"_L1).toInt(-1);
        x.held = d.value("held"_L1).toBool();
        if (x.seat < 0 || x.seat >= kTableSeats || !d.value("action"_L1).isObject())
            refuse(u"decision %1 of the record has no valid \"seat\" and \"action\""_s.arg(i));
        decisions_.push_back(x);
    }
    restoreStart(); // throws when the start does not read back
}

std::unique_ptr<GameModule> HandReplay::restoreStart() const
{
    std::array<QString, kTableSeats> kinds;
    std::unique_ptr<GameModule> m;
    try {
        m = info_->restore(doc_.value("start"_L1).toObject(), kinds);
    } catch (const std::exception &e) {
        refuse(u"the hand's start does not restore: %1"_s.arg(QString::fromUtf8(e.what())));
    }
    if (!m || !m->handInProgress())
        refuse(u"the hand's start is not a hand in play"_s);
    return m;
}

QString HandReplay::verify() const
{
    if (!full()) {
        const QJsonArray messages = doc_.value("messages"_L1).toArray();
        if (messages.isEmpty())
            return u"the seat record holds no message"_s;
        for (qsizetype i = 0; i < messages.size(); ++i) {
            const QJsonObject t = messages.at(i).toObject();
            if (!t.value("t"_L1).isDouble() || !t.value("m"_L1).isObject())
                return u"message %1 of the seat record has no \"t\" and \"m\""_s.arg(i);
        }
        if (messages.first().toObject().value("m"_L1).toObject().value("type"_L1) != "state"_L1)
            return u"the seat record does not begin with the hand's state"_s;
        if (messages.last().toObject().value("m"_L1).toObject() != doc_.value("settlement"_L1).toObject())
            return u"the seat record's last message is not its settlement"_s;
        return {};
    }
    std::unique_ptr<GameModule> m;
    try {
        m = restoreStart();
    } catch (const RecordError &e) {
        return QString::fromUtf8(e.what());
    }
    for (std::size_t i = 0; i < decisions_.size(); ++i) {
        const Decision &d = decisions_[i];
        const QString which = u"decision %1 (seat %2, %3)"_s.arg(i).arg(d.seat).arg(compact(d.action));
        if (!m->handInProgress())
            return u"%1: the hand is already over"_s.arg(which);
        if (const QString e = m->check(d.seat, d.action); !e.isEmpty())
            return u"%1 is not legal: %2"_s.arg(which, e);
        if (d.options >= 0) {
            const int offered = int(m->legalActions(d.seat).size());
            if (offered != d.options)
                return u"%1: the record says %2 options, the replay offers %3"_s.arg(which).arg(d.options).arg(offered);
        }
        m->apply(d.seat, d.action);
    }
    if (m->handInProgress())
        return u"the hand is not over after its %1 decisions"_s.arg(decisions_.size());
    if (const QString diff = firstDifference(doc_.value("settlement"_L1).toObject(), m->settlementJson()); !diff.isEmpty())
        return u"the settlement differs from the replay's: %1"_s.arg(diff);
    if (doc_.value("balances"_L1).toArray() != session::moneyTo(m->balances()))
        return u"the balances %1 differ from the replay's %2"_s.arg(compact(doc_.value("balances"_L1)),
                                                                     compact(session::moneyTo(m->balances())));
    return {};
}

int HandReplay::decisionCount() const
{
    if (full())
        return int(decisions_.size());
    int asked = 0;
    for (const QJsonValue &t : doc_.value("messages"_L1).toArray())
        if (t.toObject().value("m"_L1).toObject().value("type"_L1) == "yourTurn"_L1)
            ++asked;
    return asked;
}

QList<HandReplay::Told> HandReplay::messagesFor(int viewer) const
{
    QList<Told> out;
    if (viewer < 0 || viewer >= kTableSeats)
        return out;
    if (!full()) {
        if (viewer != view_)
            return out;
        // The seat's answer to its question k is taken to follow the question at once.
        int answered = -1;
        for (const QJsonValue &t : doc_.value("messages"_L1).toArray()) {
            const QJsonObject m = t.toObject().value("m"_L1).toObject();
            out.append({m, answered});
            if (m.value("type"_L1) == "yourTurn"_L1)
                ++answered;
        }
        return out;
    }
    // The table's own order (TableSession, and each game's local game / the host's handlers):
    // the state at the deal, the events as they are shown, the question of each prompt, and
    // after a claimable discard the events up to it, the window's questions, the rest when
    // the fixed moment ends (with the answers held through it applied together, M23).
    std::unique_ptr<GameModule> m = restoreStart();
    const bool asksByMessage = personKind(kinds_[std::size_t(viewer)]);
    int after = -1;
    const bool resumed = doc_.value("resumed"_L1).toBool();
    int shown = resumed ? m->eventCount() : 0;
    const auto tell = [&](const QJsonObject &msg) { out.append({msg, after, shown}); };
    tell(m->stateFor(viewer, shown));
    const auto showTo = [&](int upTo) {
        upTo = std::min(upTo, m->eventCount());
        for (; shown < upTo; ++shown)
            if (QJsonObject e = m->eventFor(viewer, shown); !e.isEmpty())
                out.append({e, after, shown + 1});
    };
    int promptedStep = -1;
    std::set<int> asked;
    bool holding = false;
    const auto prompt = [&] {
        if (!m->handInProgress())
            return;
        const session::DecisionPoint d = m->decision();
        if (holding && !d.window)
            return;
        if (m->step() != promptedStep) {
            promptedStep = m->step();
            asked.clear();
        }
        for (int s : d.seats)
            if (asked.insert(s).second && s == viewer && asksByMessage)
                tell(m->question(viewer, -1));
    };
    if (!resumed) {
        const int split = m->claimPointEvents();
        showTo(split >= 0 ? split : m->eventCount());
    }
    prompt();
    for (std::size_t k = 0; k < decisions_.size(); ++k) {
        const Decision &d = decisions_[k];
        if (!m->handInProgress() || !m->check(d.seat, d.action).isEmpty())
            break; // verify() says why
        m->apply(d.seat, d.action);
        after = int(k);
        const bool nextHeld = k + 1 < decisions_.size() && decisions_[k + 1].held;
        if (d.held && nextHeld)
            continue; // the answers held through the moment go in together
        if (!d.held) {
            const int split = m->claimPointEvents();
            if (split >= 0 && m->handInProgress()) {
                showTo(split);
                holding = true;
                prompt(); // only a claim window's seats are asked during the moment
                if (nextHeld)
                    continue;
            }
        }
        holding = false;
        showTo(m->eventCount());
        prompt();
    }
    if (!m->handInProgress())
        tell(m->settlementJson());
    return out;
}

std::unique_ptr<GameModule> HandReplay::moduleAt(int decisions) const
{
    if (!full())
        refuse(u"a seat record cannot be played on"_s);
    if (decisions < 0 || std::size_t(decisions) > decisions_.size())
        refuse(u"the record has no decision %1"_s.arg(decisions));
    std::unique_ptr<GameModule> m = restoreStart();
    for (int i = 0; i < decisions; ++i) {
        const Decision &d = decisions_[std::size_t(i)];
        if (const QString e = m->handInProgress() ? m->check(d.seat, d.action) : u"the hand is over"_s; !e.isEmpty())
            refuse(u"decision %1 does not apply: %2"_s.arg(i).arg(e));
        m->apply(d.seat, d.action);
    }
    return m;
}

std::vector<QJsonObject> HandReplay::optionsAt(int decision) const
{
    if (!full() || decision < 0 || std::size_t(decision) >= decisions_.size())
        return {};
    return moduleAt(decision)->legalActions(decisions_[std::size_t(decision)].seat);
}

} // namespace qixing::records
