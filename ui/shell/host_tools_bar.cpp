// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/host_tools_bar.h"

#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>

namespace qixing::ui {

HostToolsBar::HostToolsBar(QWidget *window) : QFrame(window)
{
    setObjectName(QStringLiteral("hostToolsBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setStyleSheet(QStringLiteral("#hostToolsBar { background: #fff8e1; border: 1px solid #c9a227; border-radius: 6px; }"));
    auto *h = new QHBoxLayout(this);
    h->setContentsMargins(12, 6, 12, 6);
    label_ = new QLabel;
    label_->setObjectName(QStringLiteral("hostToolsText"));
    agree_ = new QPushButton;
    agree_->setObjectName(QStringLiteral("hostToolsAgree"));
    refuse_ = new QPushButton;
    refuse_->setObjectName(QStringLiteral("hostToolsRefuse"));
    h->addWidget(label_, 1);
    h->addWidget(agree_);
    h->addWidget(refuse_);
    connect(agree_, &QPushButton::clicked, this, [this] { emit answered(vote_, true); });
    connect(refuse_, &QPushButton::clicked, this, [this] { emit answered(vote_, false); });
    tick_.setInterval(1000);
    connect(&tick_, &QTimer::timeout, this, &HostToolsBar::refresh);
    hide_.setSingleShot(true);
    connect(&hide_, &QTimer::timeout, this, &HostToolsBar::dismiss);
    window->installEventFilter(this); // follows the window's size
    hide();
}

void HostToolsBar::display(const QJsonObject &message, int mySeat)
{
    message_ = message;
    mySeat_ = mySeat;
    vote_ = message.value(QStringLiteral("type")).toString() == QLatin1String("vote");
    shownAt_ = QDateTime::currentMSecsSinceEpoch();
    const bool open = message.value(QStringLiteral("open")).toBool();
    if (open)
        tick_.start();
    else
        tick_.stop();
    hide_.stop();
    if (!open)
        hide_.start(5000); // the result stays a moment
    refresh();
    place();
    QFrame::show();
    raise();
}

void HostToolsBar::dismiss()
{
    tick_.stop();
    hide_.stop();
    message_ = {};
    hide();
}

QString HostToolsBar::text() const
{
    return label_->text();
}

void HostToolsBar::refresh()
{
    const bool open = message_.value(QStringLiteral("open")).toBool();
    const QJsonArray agree = message_.value(QStringLiteral("agree")).toArray();
    const QJsonArray needed = message_.value(QStringLiteral("needed")).toArray();
    const QString result = message_.value(QStringLiteral("result")).toString();
    const bool mine = agree.contains(mySeat_);
    QString text;
    if (vote_) {
        const int left = std::max<qint64>(0, message_.value(QStringLiteral("secondsLeft")).toInt()
                                                 - (QDateTime::currentMSecsSinceEpoch() - shownAt_) / 1000);
        text = open ? tr("Vote to end the match now: %1 of %2 agree · %3 s left").arg(agree.size()).arg(needed.size()).arg(left)
             : result == QLatin1String("passed") ? tr("Everyone agreed: the match ends now; the hand in play is not scored.")
                                                 : tr("The vote to end the match failed: play goes on.");
    } else {
        text = open ? tr("Rematch with the same players and seats: %1 of %2 agree").arg(agree.size()).arg(needed.size())
             : result == QLatin1String("passed") ? tr("Everyone agreed: a new match starts.")
                                                 : tr("No rematch: not everyone agreed.");
    }
    label_->setText(text);
    agree_->setText(tr("Agree"));
    refuse_->setText(tr("Refuse"));
    agree_->setVisible(open && !mine);
    refuse_->setVisible(open);
}

void HostToolsBar::place()
{
    QWidget *w = parentWidget();
    const int width = std::min(w->width() - 24, std::max(420, sizeHint().width()));
    resize(width, sizeHint().height());
    move((w->width() - width) / 2, 34); // under the menu bar, over the table's top
}

bool HostToolsBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        place();
    return QFrame::eventFilter(watched, event);
}

} // namespace qixing::ui
