// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A table drawn with QPainter rather than built of widgets tells a screen reader what it shows:
// one accessible child per drawn thing (a card or tile of the hand, a seat, a row, a river, a
// meld, the banner …), found again by its key on every question, so that the tree always
// says what is drawn now. Every game's table describes itself this way: a table widget also
// derives from DrawnAccessible, lists its items, and calls announce() after anything it shows
// changed. The widget's own child widgets (a prompt's buttons) follow the drawn items in the
// tree.

#include <QAccessible>
#include <QHash>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QWidget;

namespace qixing::ui {

struct AccessibleItem
{
    // Stable while the thing lasts: "banner", "seat:<pos>", "hand:<card>" …
    QString key;
    QAccessible::Role role = QAccessible::StaticText;
    QString name, description;
    QRectF rect; // in the widget
    // One of the person's cards or tiles, which the keyboard walks through.
    bool selectable = false;
    bool focused = false;   // the one the keyboard is on
    bool pressable = false; // pressing it plays it, as a click would
    // What the table says now (the banner, the question): a change is told at once.
    bool live = false;
};

class DrawnAccessible
{
public:
    virtual ~DrawnAccessible() = default;
    virtual std::vector<AccessibleItem> accessibleItems() const = 0;
    // An item pressed through the accessibility interface (like a click).
    virtual void pressAccessible(const QString &key) = 0;
    virtual QString accessibleTableName() const = 0;
    virtual QString accessibleTableDescription() const = 0;
    // What announce() told, oldest first (the last 32): "name <text>" for a live item,
    // "description <text>" for the table, "focus <name>" for the keyboard's item. Kept whether
    // a screen reader listens or not (Qt sends the events only to one that does).
    const QStringList &announced() const { return log_; }

protected:
    DrawnAccessible();
    // Tells a screen reader what changed since the last call: a live item's words, the table's
    // description (whose turn it is) and the item the keyboard moved to.
    void announce(QWidget *self);

private:
    QHash<QString, QString> announced_; // live items' names by key
    QString announcedDescription_;
    QString announcedFocus_;
    QStringList log_;
};

} // namespace qixing::ui
