// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/drawn_accessible.h"

#include <QAccessibleWidget>
#include <QPointer>
#include <QWidget>
#include <QWindow>

#include <optional>

namespace qixing::ui {

namespace {

// One drawn thing on the table, found again by its key on every question; invalid once the
// thing is gone (a card played, a tile discarded).
class DrawnItemAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    DrawnItemAccessible(QWidget *widget, DrawnAccessible *table, const QString &key)
        : widget_(widget), table_(table), key_(key)
    {
    }

    std::optional<AccessibleItem> item() const
    {
        if (!widget_)
            return std::nullopt;
        for (const auto &it : table_->accessibleItems())
            if (it.key == key_)
                return it;
        return std::nullopt;
    }
    bool isValid() const override { return bool(item()); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return widget_ && widget_->window() ? widget_->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override { return widget_ ? QAccessible::queryAccessibleInterface(widget_) : nullptr; }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override
    {
        const auto it = item();
        if (!it)
            return {};
        switch (t) {
        case QAccessible::Name: return it->name;
        case QAccessible::Description: return it->description;
        default: return {};
        }
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        const auto it = item();
        if (!it || !widget_)
            return {};
        const QRect r = it->rect.toAlignedRect();
        return QRect(widget_->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override
    {
        const auto it = item();
        return it ? it->role : QAccessible::NoRole;
    }
    QAccessible::State state() const override
    {
        QAccessible::State st;
        const auto it = item();
        if (!it) {
            st.invalid = true;
            return st;
        }
        if (it->selectable) {
            st.focusable = true;
            st.focused = it->focused && widget_->hasFocus();
            st.selectable = true;
            st.selected = it->focused;
            st.disabled = !it->pressable;
        }
        return st;
    }
    void *interface_cast(QAccessible::InterfaceType t) override
    {
        if (t == QAccessible::ActionInterface && item() && item()->selectable)
            return static_cast<QAccessibleActionInterface *>(this);
        return nullptr;
    }
    QStringList actionNames() const override
    {
        const auto it = item();
        return it && it->pressable ? QStringList {pressAction()} : QStringList {};
    }
    void doAction(const QString &name) override
    {
        if (name == pressAction() && widget_)
            table_->pressAccessible(key_);
    }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }

private:
    QPointer<QWidget> widget_;
    DrawnAccessible *table_; // the widget itself: valid while widget_ is
    QString key_;
};

// The table: its drawn items first, then its child widgets as Qt describes them.
class DrawnTableAccessible : public QAccessibleWidget
{
public:
    DrawnTableAccessible(QWidget *w, DrawnAccessible *table) : QAccessibleWidget(w, QAccessible::Pane), table_(table) {}
    ~DrawnTableAccessible() override
    {
        for (QAccessible::Id id : std::as_const(ids_))
            QAccessible::deleteAccessibleInterface(id);
    }

    int childCount() const override { return int(table_->accessibleItems().size()) + QAccessibleWidget::childCount(); }
    QAccessibleInterface *child(int index) const override
    {
        const auto items = table_->accessibleItems();
        if (index < 0)
            return nullptr;
        if (index < int(items.size()))
            return childFor(items[std::size_t(index)].key);
        return QAccessibleWidget::child(index - int(items.size()));
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        const auto items = table_->accessibleItems();
        for (std::size_t i = 0; i < items.size(); ++i)
            if (ids_.contains(items[i].key) && QAccessible::accessibleInterface(ids_.value(items[i].key)) == child)
                return int(i);
        const int widgetIndex = QAccessibleWidget::indexOfChild(child);
        return widgetIndex < 0 ? -1 : int(items.size()) + widgetIndex;
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        // A child widget (the prompt) lies over the drawing, where it is shown.
        for (int i = QAccessibleWidget::childCount() - 1; i >= 0; --i)
            if (QAccessibleInterface *w = QAccessibleWidget::child(i); w && !w->state().invisible && w->rect().contains(x, y))
                return w;
        const QPoint local = widget()->mapFromGlobal(QPoint(x, y));
        const auto items = table_->accessibleItems();
        // Last first: the hand is drawn over everything.
        for (auto it = items.rbegin(); it != items.rend(); ++it)
            if (it->rect.contains(local))
                return childFor(it->key);
        return nullptr;
    }
    QAccessibleInterface *focusChild() const override
    {
        for (const auto &it : table_->accessibleItems())
            if (it.focused)
                return childFor(it.key);
        return QAccessibleWidget::focusChild();
    }
    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            return table_->accessibleTableName();
        if (t == QAccessible::Description)
            return table_->accessibleTableDescription();
        return QAccessibleWidget::text(t);
    }
    QAccessibleInterface *childFor(const QString &key) const
    {
        auto it = ids_.constFind(key);
        if (it != ids_.constEnd())
            return QAccessible::accessibleInterface(*it);
        auto *iface = new DrawnItemAccessible(widget(), table_, key);
        ids_.insert(key, QAccessible::registerAccessibleInterface(iface));
        return iface;
    }

private:
    DrawnAccessible *table_;
    mutable QHash<QString, QAccessible::Id> ids_;
};

QAccessibleInterface *drawnAccessibleFactory(const QString &, QObject *object)
{
    auto *w = qobject_cast<QWidget *>(object);
    if (auto *table = dynamic_cast<DrawnAccessible *>(w))
        return new DrawnTableAccessible(w, table);
    return nullptr;
}

} // namespace

DrawnAccessible::DrawnAccessible()
{
    static const bool installed = [] {
        QAccessible::installFactory(drawnAccessibleFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

void DrawnAccessible::announce(QWidget *self)
{
    // Remembered even while no screen reader listens, so that one starting later is told only
    // what changes from then on.
    struct Told
    {
        QAccessible::Event event;
        QString key; // empty: the table itself
        QString text;
    };
    std::vector<Told> told;
    QString focus, focusName;
    for (const AccessibleItem &it : accessibleItems()) {
        if (it.live && announced_.value(it.key) != it.name) {
            announced_.insert(it.key, it.name);
            told.push_back({QAccessible::NameChanged, it.key, it.name});
        }
        if (it.focused) {
            focus = it.key;
            focusName = it.name;
        }
    }
    const QString description = accessibleTableDescription();
    if (description != announcedDescription_) {
        announcedDescription_ = description;
        told.push_back({QAccessible::DescriptionChanged, QString(), description});
    }
    if (focus != announcedFocus_) {
        announcedFocus_ = focus;
        if (!focus.isEmpty() && self->hasFocus())
            told.push_back({QAccessible::Focus, focus, focusName});
    }
    for (const Told &t : told)
        log_ << (t.event == QAccessible::NameChanged ? QStringLiteral("name ")
                 : t.event == QAccessible::Focus     ? QStringLiteral("focus ")
                                                     : QStringLiteral("description "))
                    + t.text;
    if (log_.size() > 32)
        log_.erase(log_.begin(), log_.end() - 32);
    if (told.empty() || !QAccessible::isActive())
        return;
    auto *me = static_cast<DrawnTableAccessible *>(QAccessible::queryAccessibleInterface(self));
    if (!me)
        return;
    for (const Told &t : told) {
        if (t.key.isEmpty()) {
            QAccessibleEvent e(self, t.event);
            QAccessible::updateAccessibility(&e);
        } else {
            QAccessibleEvent e(me->childFor(t.key), t.event);
            QAccessible::updateAccessibility(&e);
        }
    }
}

} // namespace qixing::ui
