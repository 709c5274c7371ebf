#pragma once
// The end of a hand: every seat's covered cards turned up, points, status, multiplier,
// the pairwise transfers with their reasons, the hand result in 注 and money, and the
// running match table. Every figure comes from the engine's Settlement and Match.

#include "session/sevens_game.h"

#include <QDialog>
#include <QWidget>

class QTableWidget;

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

class SettlementDialog : public QDialog
{
    Q_OBJECT
public:
    SettlementDialog(const session::SevensGame &game, const sevens::Settlement &st, QWidget *parent = nullptr);

    // The match so far as shown (for the final standings too): a table of the hands
    // ("matchTable") over the totals and balances ("matchTotals"), which stay in sight.
    static QWidget *matchTable(const session::MatchSummary &match, QWidget *parent);
};

class FinalStandingsDialog : public QDialog
{
    Q_OBJECT
public:
    FinalStandingsDialog(const session::MatchSummary &match, const sevens::Match::Leaving *left, QWidget *parent = nullptr);
};

} // namespace ui
} // namespace qixing
