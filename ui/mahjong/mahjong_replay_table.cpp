// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mahjong/mahjong_replay_table.h"

#include "mahjong/mahjong_json.h"
#include "mahjong/replay_mahjong_game.h"
#include "ui/mahjong/mahjong_table_model.h"
#include "ui/mahjong/mahjong_table_widget.h"

#include <QVBoxLayout>

namespace qixing::ui {

namespace {
class MahjongReplayTable final : public ReplayTable
{
public:
    explicit MahjongReplayTable(QWidget *parent) : ReplayTable(parent)
    {
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        table_ = new MahjongTableWidget(nullptr, this);
        // Nobody plays in a replay: no answer is given for the seat, and the arrows and clicks
        // are the viewer's.
        table_->setAutoWin(false);
        table_->setAutoPass(false);
        table_->setTogglesVisible(false);
        table_->setFocusPolicy(Qt::NoFocus);
        table_->setAttribute(Qt::WA_TransparentForMouseEvents);
        layout->addWidget(table_);
    }

    void load(const QList<QJsonObject> &messages, int seat, const std::array<QString, 4> &names,
              const std::array<QString, 4> &kinds) override
    {
        session::ReplayMahjongGame *old = game_;
        game_ = new session::ReplayMahjongGame(messages, seat, names, kinds, this);
        // Anything but one message on: the table folds what is told from the start again.
        connect(game_, &session::ReplayMahjongGame::rewound, table_, [this] { table_->setGame(game_); });
        table_->setGame(game_);
        table_->setOpenHands({});
        seat_ = seat;
        delete old;
    }
    void setOpenHands(const std::array<QList<QJsonObject>, 4> &told) override
    {
        // Each seat's concealed tiles as it held them (the drawn one last), folded from what
        // it was told.
        std::array<std::vector<mahjong::Tile>, 4> open {};
        for (int s = 0; s < 4; ++s) {
            if (s == seat_)
                continue;
            MahjongTableModel model;
            for (const QJsonObject &m : told[std::size_t(s)])
                model.apply(m);
            if (!model.hasHand() || model.handOver())
                continue; // the settlement shows every hand itself
            auto &tiles = open[std::size_t(s)];
            tiles = model.ownTiles();
            if (const auto drawn = model.drawnTile())
                tiles.push_back(*drawn);
        }
        table_->setOpenHands(open);
    }
    std::array<QStringList, 4> openHands() const override
    {
        std::array<QStringList, 4> out;
        for (int s = 0; s < 4; ++s) {
            for (mahjong::Tile t : table_->openHands()[std::size_t(s)])
                out[std::size_t(s)] << mahjong::json::tileName(t);
            out[std::size_t(s)].sort();
        }
        return out;
    }
    void setPosition(int position) override
    {
        if (game_)
            game_->setPosition(position);
    }
    int position() const override { return game_ ? game_->position() : 0; }
    int count() const override { return game_ ? game_->size() : 0; }
    void setAnimationSpeed(AnimationSpeed s) override { table_->setAnimationMs(s == AnimationSpeed::Off ? 0 : 250); }

private:
    MahjongTableWidget *table_ = nullptr;
    session::ReplayMahjongGame *game_ = nullptr;
    int seat_ = 0;
};
} // namespace

ReplayTable *newMahjongReplayTable(QWidget *parent)
{
    return new MahjongReplayTable(parent);
}

} // namespace qixing::ui
