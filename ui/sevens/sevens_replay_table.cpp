// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sevens/sevens_replay_table.h"

#include "sevens/replay_sevens_source.h"
#include "sevens/sevens_json.h"
#include "sevens/sevens_model.h"
#include "ui/sevens/sevens_table_widget.h"

#include <QVBoxLayout>

namespace qixing::ui {

namespace {
class SevensReplayTable final : public ReplayTable
{
public:
    explicit SevensReplayTable(QWidget *parent) : ReplayTable(parent)
    {
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        table_ = new SevensTableWidget(nullptr, this);
        // Nobody plays in a replay: the arrows and clicks are the viewer's.
        table_->setFocusPolicy(Qt::NoFocus);
        table_->setAttribute(Qt::WA_TransparentForMouseEvents);
        layout->addWidget(table_);
    }

    void load(const QList<QJsonObject> &messages, int seat, const std::array<QString, 4> &names,
              const std::array<QString, 4> &kinds) override
    {
        session::ReplaySevensSource *old = source_;
        source_ = new session::ReplaySevensSource(messages, seat, names, kinds, this);
        auto *model = new session::SevensModel(source_, source_);
        connect(source_, &session::ReplaySevensSource::rewound, model, &session::SevensModel::reload);
        table_->setGame(model);
        table_->setOpenHands({});
        seat_ = seat;
        names_ = names;
        kinds_ = kinds;
        delete old;
    }
    void setOpenHands(const std::array<QList<QJsonObject>, 4> &told) override
    {
        // Each seat's own hand and covered cards, folded from what it was told.
        std::array<SevensTableWidget::OpenSeat, 4> open {};
        for (int s = 0; s < 4; ++s) {
            const QList<QJsonObject> &m = told[std::size_t(s)];
            if (s == seat_ || m.isEmpty())
                continue;
            session::ReplaySevensSource source(m, s, names_, kinds_);
            session::SevensModel model(&source);
            source.setPosition(int(m.size()));
            model.reload();
            if (!model.handInProgress())
                continue; // the settlement shows every hand itself
            const sevens::HandView v = model.localView();
            open[std::size_t(s)] = {true, v.hand(), v.myCovered()};
        }
        table_->setOpenHands(open);
    }
    std::array<QStringList, 4> openHands() const override
    {
        std::array<QStringList, 4> out;
        for (int s = 0; s < 4; ++s) {
            const SevensTableWidget::OpenSeat &o = table_->openHands()[std::size_t(s)];
            if (!o.shown)
                continue;
            for (sevens::Card c : o.hand)
                out[std::size_t(s)] << sevens::json::cardName(c);
            for (sevens::Card c : o.covered)
                out[std::size_t(s)] << sevens::json::cardName(c);
            out[std::size_t(s)].sort();
        }
        return out;
    }
    void setPosition(int position) override
    {
        if (source_)
            source_->setPosition(position);
    }
    int position() const override { return source_ ? source_->position() : 0; }
    int count() const override { return source_ ? source_->size() : 0; }
    void setAnimationSpeed(AnimationSpeed s) override { table_->setAnimationSpeed(s); }

private:
    SevensTableWidget *table_ = nullptr;
    session::ReplaySevensSource *source_ = nullptr;
    int seat_ = 0;
    std::array<QString, 4> names_, kinds_;
};
} // namespace

ReplayTable *newSevensReplayTable(QWidget *parent)
{
    return new SevensReplayTable(parent);
}

} // namespace qixing::ui
