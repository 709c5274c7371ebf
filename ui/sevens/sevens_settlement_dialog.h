// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The end of a hand: every seat's covered cards turned up, points, status, multiplier,
// the pairwise transfers with their reasons, the hand result in 注 and money, and the
// running match table. Every figure comes from the engine's Settlement and Match.

#include "sevens/sevens_game.h"

#include <QDialog>
#include <QWidget>

class QScrollArea;
class QTableWidget;
class QVBoxLayout;

namespace qixing {
namespace ui {

// A row of small face-up cards.
class CardStrip : public QWidget
{
    Q_OBJECT
public:
    explicit CardStrip(sevens::CardSet cards, int cardHeight, QWidget *parent = nullptr);
    QSize sizeHint() const override;
    sevens::CardSet cards() const { return cards_; }

protected:
    void paintEvent(QPaintEvent *) override;

private:
    sevens::CardSet cards_;
    int h_;
};

// The frame both games' settlements share: everything but the buttons scrolls, so that the
// dialog fits a 1024 × 640 screen, with room on the right for the scroll bar clear of the
// money; fitted to its content within the screen (at 1280 × 800 nothing scrolls, if it can).
struct ScrolledFrame
{
    QVBoxLayout *dialog = nullptr; // the dialog's layout: the scroll area, then the buttons
    QScrollArea *scroll = nullptr;
    QWidget *content = nullptr;
    QVBoxLayout *outer = nullptr; // the content's layout
};
ScrolledFrame makeScrolledFrame(QDialog *d);
void fitScrolledFrame(QDialog *d, const ScrolledFrame &f, QWidget *buttons, QWidget *parent);

class SevensSettlementDialog : public QDialog
{
    Q_OBJECT
public:
    SevensSettlementDialog(const session::SevensGame &game, const sevens::Settlement &st, QWidget *parent = nullptr);
    // A spectator of a table that shows every hand one hand behind (issue 30): each seat's
    // hand as it was dealt, under the settlement ("dealt-<seat>"). Once; a second call does nothing.
    void showDealtHands(const std::array<sevens::CardSet, sevens::kSeats> &dealt);

    // The match so far as shown (for the final standings too): a table of the hands
    // ("matchTable") over the totals and balances ("matchTotals"), which stay in sight.
    static QWidget *matchTable(const session::MatchSummary &match, QWidget *parent);

private:
    std::array<QString, sevens::kSeats> names_;
    QVBoxLayout *outer_ = nullptr;
    int dealtAt_ = 0; // where the dealt hands go in outer_
    bool dealtShown_ = false;
};

class FinalStandingsDialog : public QDialog
{
    Q_OBJECT
public:
    FinalStandingsDialog(const session::MatchSummary &match, const sevens::Match::Leaving *left, QWidget *parent = nullptr);
};

} // namespace ui
} // namespace qixing
