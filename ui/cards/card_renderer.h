// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Card pictures. Our own deck is drawn with QPainter: corner indices, pips laid out for A–10,
// distinct court figures for J, Q and K, and a patterned back (the seven stars of the Big
// Dipper, 七星); it is always there. Installed KDE card decks (carddecks/svg-*/ with an
// index.desktop, e.g. Debian's kdegames-card-data-kf5) are found at run time and drawn from
// their SVG by element id. Small cards (the rows on a small table, the settlement) always use
// our compact face with a big index, which stays readable where a real deck's corner would
// not. Pixmaps are cached per card, logical size and device pixel ratio.

#include "sevens/card.h"
#include "ui/kit/kde_theme.h"

#include <QHash>
#include <QPainterPath>
#include <QPixmap>
#include <QStandardPaths>

#include <functional>
#include <memory>

class QSvgRenderer;

namespace qixing {
namespace ui {

// A deck the person can choose in Settings.
struct CardDeck
{
    QString id;      // "qixing" for our own, else the deck's folder name ("svg-standard")
    QString name;    // in the UI language when the deck's index.desktop has it
    QString svgFile; // empty for our own deck
    QString previewFile; // the deck's own sample picture (index.desktop "Preview"), if any
};

// Where the parts of one of our faces go, in the card's own coordinates. Shared by the
// painting and the tests (pips and court frames keep clear of the corner indices).
struct FaceGeometry
{
    QRectF index;      // top-left rank; the bottom-right one is this turned about the centre
    QRectF indexSuit;  // the suit under it
    QRectF pipArea;    // pip centres lie in here (A–10)
    qreal pipSize = 0; // side of a pip's square
    QRectF courtFrame; // J, Q, K
    // The top-left index with its suit, and the bottom-right one.
    QRectF topCorner() const { return index.united(indexSuit); }
    QRectF bottomCorner(const QRectF &card) const;
    // Every pip's square for a rank 2–10 (the ace's single pip included for rank 1).
    QList<QRectF> pips(int rank, const QRectF &card) const;
};

class CardRenderer
{
public:
    static CardRenderer &shared();
    ~CardRenderer();

    QPixmap face(sevens::Card card, QSize size, qreal dpr);
    QPixmap back(QSize size, qreal dpr);
    void clear() { cache_.clear(); }
    int cacheSize() const { return cache_.size(); }

    // Our deck first, then the installed decks that have every card, by name.
    static QList<CardDeck> decks(const QStringList &dataDirs = themeDataDirs());
    // Chooses a deck by id; an unknown, missing or unreadable deck means our own (false).
    bool setDeck(const QString &id, const QStringList &dataDirs = themeDataDirs());
    QString deckId() const { return deckId_; }
    static QString ownDeckId() { return QStringLiteral("qixing"); }
    // Four suit colours (♠ black, ♥ red, ♦ blue, ♣ green) on our faces and every suit sign the
    // table draws. A KDE deck's faces are pictures with their own two colours (recolouring
    // them would recolour the court figures too), so with a KDE deck the choice is kept but
    // not shown: the table's signs stay in the deck's two colours, and the dialog says so.
    void setFourColour(bool on);
    bool fourColour() const { return fourColour_; }
    bool fourColourShown() const { return fourColour_ && !svg_; }
    // How much of a card's width, from its left edge, the chosen deck's rank index reaches
    // (most print it top left; Oxygen top right): what must stay in sight of a card under the
    // next one in the hand. Ours is known; a KDE deck's is measured from its SVG when it is
    // chosen (measureIndexWidth).
    qreal indexWidth() const { return indexWidth_; }
    // How far from the left edge, as a fraction of the width, two faces `a` and `b` of
    // neighbouring ranks differ in their top band: the reach of the rank's print.
    static qreal measureIndexWidth(const QImage &a, const QImage &b);
    // Cards shorter than this (logical px) use our compact face whatever the deck.
    static constexpr int kCompactHeight = 84;

    // Drawing primitives, also used for row headers and labels.
    static void paintFace(QPainter &p, const QRectF &r, sevens::Card card);
    static void paintBack(QPainter &p, const QRectF &r);
    static FaceGeometry faceGeometry(const QRectF &r);
    // A suit symbol filling `box` (centred, aspect kept).
    static QPainterPath suitPath(sevens::Suit s, const QRectF &box);
    // The suit's ink in the chosen colour scheme.
    static QColor suitColor(sevens::Suit s);
    static bool isRed(sevens::Suit s) { return s == sevens::Suit::Hearts || s == sevens::Suit::Diamonds; }
    static QString rankText(int rank);   // "A", "2" … "10", "J", "Q", "K"
    static QString suitSymbol(sevens::Suit s); // ♠ ♥ ♦ ♣
    static QString cardText(sevens::Card c);   // "10♥"
    // The element of a KDE deck's SVG that holds the card: "1_spade", "queen_club", "back".
    static QString kdeElementId(sevens::Card c);
    // Width / height of a card.
    static constexpr qreal kAspect = 5.0 / 7.0;

private:
    CardRenderer();
    bool drawFromDeck(QPainter &p, const QRectF &r, const QString &element);
    PixmapCache cache_;
    QString deckId_ = ownDeckId();
    std::unique_ptr<QSvgRenderer> svg_;
    bool fourColour_ = false;
    qreal indexWidth_ = kOwnIndexWidth;
    static constexpr qreal kOwnIndexWidth = 0.23; // faceGeometry: the index ends at 0.205
};

} // namespace ui
} // namespace qixing
