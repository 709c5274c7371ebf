// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/sevens_session.h"

#include <QDir>
#include <QStandardPaths>

namespace qixing::session {

using namespace sevens;

SevensSession::SevensSession(QObject *parent)
    : QObject(parent), owned_(std::make_unique<TableSession>()), core_(owned_.get())
{
}

SevensSession::SevensSession(TableSession &table, QObject *parent) : QObject(parent), core_(&table) {}

SevensModel *SevensSession::model()
{
    if (!model_) {
        // A desktop table follows the person's seat; a LAN host's own seat is seat 0.
        local_ = new LocalSevensGame(core_, owned_ ? LocalSevensGame::kPersonSeat : kLocalSeat, this);
        model_ = new SevensModel(local_, this);
    }
    return model_;
}

MatchSummary SevensSession::summary() const
{
    return active() ? matchRecordOf(*module(), localSeat()) : MatchSummary {};
}

SevensSession::~SevensSession()
{
    // The model and the source go first: the table they read may be ours.
    delete model_;
    delete local_;
}

QString SevensSession::defaultSavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/sevens-autosave.json");
}

void SevensSession::start(const SessionSettings &settings)
{
    // A new match: the model forgets the last one before the first deal is told.
    if (model_)
        model_->forget();
    core_->start(std::make_unique<SevensModule>(settings));
}

SevensSession::ResumeResult SevensSession::resume(QString *error, QString *movedTo)
{
    // The saved match is told from its resumed hand's state on.
    if (model_)
        model_->forget();
    const ResumeResult r = core_->resume(&SevensModule::restore, error, movedTo);
    if (model_ && r != ResumeResult::Resumed)
        model_->reload(); // nothing read: the table as it was
    return r;
}

bool SevensSession::takeUp(const QJsonObject &save, QString *error)
{
    if (model_)
        model_->forget(); // the match is told from the state taken up
    const bool ok = core_->takeUp(save, &SevensModule::restore, error);
    if (model_ && !ok)
        model_->reload(); // nothing taken up: the table as it was
    return ok;
}

const SessionSettings &SevensSession::settings() const
{
    static const SessionSettings none;
    return active() ? module()->settings() : none;
}

std::optional<Action> SevensSession::hint(Seat seat) const
{
    if (!active())
        return std::nullopt;
    return module()->hint(seat);
}

Match::Leaving SevensSession::leave()
{
    if (!active())
        return {};
    core_->leave(localSeat());
    const auto &l = table().match().leavings();
    return l.empty() ? Match::Leaving {} : l.back();
}

void SevensSession::close()
{
    if (!owned_)
        return;
    core_->close();
    if (model_)
        model_->reload(); // nothing to show
}

} // namespace qixing::session
