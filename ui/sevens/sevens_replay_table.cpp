// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sevens/sevens_replay_table.h"

#include "sevens/replay_sevens_source.h"
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
        delete old;
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
};
} // namespace

ReplayTable *newSevensReplayTable(QWidget *parent)
{
    return new SevensReplayTable(parent);
}

} // namespace qixing::ui
