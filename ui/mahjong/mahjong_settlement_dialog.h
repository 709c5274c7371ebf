// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The end of a Zhangzhou mahjong hand (M54): "who, how many 番, then the total" first, then
// every hand revealed with the winning hand split into its sets and pair and what each gold
// stood for, the streak factor, flower and kong points, 分餅, 包牌, each payment with its
// arithmetic, and the match so far. Built from the protocol's messages alone (a "settlement"
// and the hand's "state"), so that a local table and a joined LAN table show the same; every
// figure is the engine's (settlementTo), every sentence built here with tr().

#include "sevens/sevens_game.h" // session::MatchSummary, shared with the Sevens standings

#include <QDialog>
#include <QJsonObject>
#include <QWidget>

#include "mahjong/tile.h"

#include <array>
#include <vector>

class QPushButton;
class QVBoxLayout;

namespace qixing::ui {

// What the dialog is built from.
struct MahjongHandResult
{
    QJsonObject settlement; // the "settlement" message (docs/protocol.md)
    QJsonObject state;      // a "state" message of the hand: names, rules (base, streak option)
    int localSeat = 0;      // the person at this computer ("You")
    std::array<std::int64_t, 4> opening {}; // balances when the match began
    // Every finished hand's totals so far, this one last; empty: this one alone.
    std::vector<std::array<std::int64_t, 4>> handTotals;
    bool matchOver = false;     // the button says "Final standings"
    bool dealsNextHand = true;  // else "Close" (a joined table: the host deals)
};

// Tiles in groups, each with an optional caption under a tile (what a gold stands for) and a
// label under the group; wraps onto more rows when narrow. Drawn with TileRenderer only.
class TileGroupsStrip : public QWidget
{
public:
    struct Item
    {
        mahjong::Tile tile;
        QString caption;
        bool gold = false;      // framed in gold
        bool winning = false;   // the highlighted body
        bool faceDown = false;
    };
    struct Group
    {
        QString label;
        std::vector<Item> items;
    };
    TileGroupsStrip(std::vector<Group> groups, int tileHeight, QWidget *parent = nullptr);
    const std::vector<Group> &groups() const { return groups_; }
    int tileHeight() const { return h_; }
    void setTileHeight(int h);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override;

protected:
    void paintEvent(QPaintEvent *) override;

private:
    // The top-left of each group for a width; the height used.
    std::vector<QPoint> place(int width, int *height) const;
    int groupWidth(const Group &g) const;
    int rowHeight() const;
    std::vector<Group> groups_;
    int h_;
    bool captions_ = false, labels_ = false;
};

class MahjongSettlementDialog : public QDialog
{
    Q_OBJECT
public:
    explicit MahjongSettlementDialog(const MahjongHandResult &result, QWidget *parent = nullptr);

    // The match so far in the shape the shared match table and final standings read.
    static session::MatchSummary matchSummary(const MahjongHandResult &result);
    // A way's name for people: "自摸 (self-draw)", in Chinese the region's term alone.
    static QString wayText(const QString &wayName);
    // The match ended with this hand (a LAN host says so after the settlement): the button
    // leads to the final standings.
    void setMatchOver();
    // A spectator of a table that shows every hand after its settlement (issue 30, "behind"):
    // how each seat's hand was dealt and every tile it drew, from the host's "handOpen"
    // message (docs/protocol.md). Added once, below every hand; false when the message does
    // not read (then nothing is added).
    bool showDealtHands(const QJsonObject &handOpen);
    bool showsDealtHands() const { return dealtShown_; }

protected:
    void resizeEvent(QResizeEvent *e) override;

private:
    TileGroupsStrip *winningHand_ = nullptr;
    std::vector<TileGroupsStrip *> hands_;
    QPushButton *next_ = nullptr;
    QVBoxLayout *outer_ = nullptr;
    std::array<QString, 4> names_;
    bool dealtShown_ = false;
};

// The dialog for a seed, as `qixing --screenshot --game mahjong --view settlement` renders it:
// a seeded match of computer players played to the end of its first hand (winning hands
// preferred: up to 40 seeds on), built as a table would, at `size`. Empty error when saved.
bool mahjongSettlementShot(std::uint64_t seed, QSize size, const QString &file, QString *error);

} // namespace qixing::ui
