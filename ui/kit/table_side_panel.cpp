// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/table_side_panel.h"

#include "ui/kit/text_scale.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace qixing {
namespace ui {

TableSidePanel::TableSidePanel(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("sidePanel"));
    auto *v = new QVBoxLayout(this);
    handLabel_ = new QLabel;
    handLabel_->setObjectName(QStringLiteral("handLabel"));
    rulesLabel_ = new QLabel;
    rulesLabel_->setObjectName(QStringLiteral("rulesLabel"));
    rulesLabel_->setWordWrap(true);
    v->addWidget(handLabel_);
    // The turn clock: a bar that turns red near the end (setClock).
    clock_ = new QProgressBar;
    clock_->setObjectName(QStringLiteral("turnClock"));
    clock_->setTextVisible(true);
    clock_->setAlignment(Qt::AlignCenter);
    clock_->hide();
    v->addWidget(clock_);
    clockNote_ = new QLabel;
    clockNote_->setObjectName(QStringLiteral("clockNote"));
    clockNote_->setWordWrap(true);
    clockNote_->hide();
    v->addWidget(clockNote_);
    v->addWidget(rulesLabel_);
    auto *buttons = new QHBoxLayout;
    hintButton_ = new QPushButton;
    hintButton_->setObjectName(QStringLiteral("hintButton"));
    leaveButton_ = new QPushButton;
    leaveButton_->setObjectName(QStringLiteral("leaveButton"));
    buttons->addWidget(hintButton_);
    buttons->addWidget(leaveButton_);
    v->addLayout(buttons);
    connect(hintButton_, &QPushButton::clicked, this, &TableSidePanel::hintClicked);
    connect(leaveButton_, &QPushButton::clicked, this, &TableSidePanel::leaveClicked);
    // The move log folds away on narrow windows (fitTo) and gives the table the room.
    logToggle_ = new QToolButton;
    logToggle_->setObjectName(QStringLiteral("logToggle"));
    logToggle_->setCheckable(true);
    logToggle_->setChecked(true);
    logToggle_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    logToggle_->setArrowType(Qt::DownArrow);
    logToggle_->setAutoRaise(true);
    v->addWidget(logToggle_);
    log_ = new QListWidget;
    log_->setObjectName(QStringLiteral("moveLog"));
    log_->setFocusPolicy(Qt::NoFocus);
    // Long lines wrap: a name never pushes the card out of sight.
    log_->setWordWrap(true);
    log_->setTextElideMode(Qt::ElideNone);
    log_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    log_->setResizeMode(QListView::Adjust);
    v->addWidget(log_, 1);
    connect(logToggle_, &QToolButton::toggled, this, [this](bool on) {
        log_->setVisible(on);
        logToggle_->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    // At a LAN table: the table's chat, under the moves.
    chatTitle_ = new QLabel;
    chatTitle_->setStyleSheet(QStringLiteral("font-weight: 700; margin-top: 8px;"));
    v->addWidget(chatTitle_);
    chatLog_ = new QListWidget;
    chatLog_->setObjectName(QStringLiteral("tableChat"));
    chatLog_->setFocusPolicy(Qt::NoFocus);
    chatLog_->setWordWrap(true);
    chatLog_->setMaximumHeight(160);
    v->addWidget(chatLog_);
    chatInput_ = new QLineEdit;
    chatInput_->setObjectName(QStringLiteral("tableChatInput"));
    chatInput_->setMaxLength(500);
    chatInput_->setStyleSheet(QStringLiteral("background: #f6f3ea; color: #1d1d1d; border-radius: 4px; padding: 3px;"));
    v->addWidget(chatInput_);
    connect(chatInput_, &QLineEdit::returnPressed, this, [this] {
        const QString text = chatInput_->text().trimmed();
        chatInput_->clear();
        if (!text.isEmpty())
            emit chatEntered(text);
    });
    v->addStretch(0); // takes the room of a folded log
}

void TableSidePanel::fitTo(const QSize &window, bool force)
{
    if (force)
        sideFontPx_ = -1;
    // The panel grows with the window, so that it stays in proportion on large screens; on
    // a narrow one the move log folds away and the panel gives the table its width.
    const bool narrow = window.width() < 1280;
    if (narrow != narrow_) {
        narrow_ = narrow;
        logToggle_->setChecked(!narrow);
    }
    // The text size setting (Settings) scales the panel's text as it does the table's.
    const int px = int(std::clamp(std::min(window.width() / 75, window.height() / 48), 13, 28) * TextScale::current() + 0.5);
    const int w = narrow ? std::clamp(px * 16, 200, 260) : std::clamp(px * 17, 260, 520);
    if (px == sideFontPx_ && width() == w)
        return;
    sideFontPx_ = px;
    setFixedWidth(w);
    setStyleSheet(QStringLiteral(
        "#sidePanel { background: #10261a; border-left: 1px solid #2f5a40; }"
        "#sidePanel QLabel { color: #e6efe8; font-size: %1px; }"
        "#sidePanel QLabel#handLabel { font-size: %2px; font-weight: 700; color: #ffe39a; }"
        "#sidePanel QLabel#clockNote { color: #ffb4a8; }"
        "#sidePanel QToolButton#logToggle { color: #e6efe8; font-size: %1px; font-weight: 700; border: none; }"
        "#sidePanel QProgressBar { background: #0b1c12; color: #f4f1e8; border: 1px solid #2f5a40; border-radius: 4px;"
        " font-size: %1px; font-weight: 700; min-height: %3px; }"
        "#sidePanel QProgressBar::chunk { background: #b8902c; border-radius: 3px; }"
        "#sidePanel QProgressBar[late=\"true\"]::chunk { background: #c0392b; }"
        "#sidePanel QListWidget { background: #0b1c12; color: #dfe9e2; border: 1px solid #2f5a40; font-size: %1px; }"
        "#sidePanel QPushButton { background: #f6efd9; color: #2a2410; border: 1px solid #b89b52; border-radius: 6px;"
        " padding: 5px 6px; font-weight: 600; font-size: %1px; }"
        "#sidePanel QPushButton:hover { background: #ffe9a8; }"
        "#sidePanel QPushButton:disabled { background: #5d6b61; color: #b0b8b2; }")
                      .arg(px)
                      .arg(px * 4 / 3)
                      .arg(px * 3 / 2));
}

void TableSidePanel::retranslate()
{
    hintButton_->setText(tr("Hint"));
    leaveButton_->setText(closesTable_ ? tr("Close the table…") : tr("Leave table…"));
    logToggle_->setText(tr("Moves"));
    logToggle_->setToolTip(tr("Show or hide the moves of this hand"));
    chatTitle_->setText(tr("Chat"));
    chatInput_->setPlaceholderText(chatWritable_ ? tr("Say something to the table…")
                                                  : tr("The host lets spectators read the chat, not write in it"));
    clockNote_->setText(tr("LAN table: the host's clock keeps running while a dialog is open."));
}

void TableSidePanel::setInfo(const QString &headline, const QString &rules)
{
    handLabel_->setText(headline);
    rulesLabel_->setText(rules);
}

void TableSidePanel::setClock(int msLeft, int totalMs, bool paused, bool hostClockNote, int bankMs)
{
    const bool show = msLeft >= 0 && totalMs > 0;
    clock_->setVisible(show);
    clockNote_->setVisible(show && hostClockNote);
    if (!show)
        return;
    // The base counts down first, then the bank (the deadline includes the bank).
    const int bank = std::min(std::max(bankMs, 0), msLeft);
    const int base = msLeft - bank;
    const bool onBank = bankMs > 0 && base <= 0;
    const int shown = onBank ? bank : base;
    const int range = onBank ? bankMs : totalMs;
    clock_->setRange(0, range);
    clock_->setValue(std::min(shown, range));
    const int secs = (shown + 999) / 1000;
    if (bankMs > 0 && !onBank) // "5 + 20 s": the base's seconds and the bank's
        clock_->setFormat(paused ? tr("%1 + %2 s — paused").arg(secs).arg((bank + 999) / 1000)
                                 : tr("%1 + %2 s").arg(secs).arg((bank + 999) / 1000));
    else if (onBank)
        clock_->setFormat(paused ? tr("Bank: %1 s — paused").arg(secs) : tr("Bank: %1 s").arg(secs));
    else
        clock_->setFormat(paused ? tr("%1 s left — paused").arg(secs) : tr("%1 s left").arg(secs));
    msLeft = shown; // red near the end of what counts down now
    // Red for the last quarter (at least the last three seconds).
    const bool late = msLeft <= std::max(3000, totalMs / 4);
    if (late != clockLate_) {
        clockLate_ = late;
        clock_->setProperty("late", late);
        clock_->style()->unpolish(clock_);
        clock_->style()->polish(clock_);
    }
}

void TableSidePanel::setHintEnabled(bool on)
{
    hintButton_->setEnabled(on);
}

void TableSidePanel::setHintVisible(bool on)
{
    hintButton_->setVisible(on);
}

void TableSidePanel::setHintToolTip(const QString &text)
{
    hintButton_->setToolTip(text);
}

void TableSidePanel::setLeave(bool enabled, bool closesTable)
{
    closesTable_ = closesTable;
    leaveButton_->setEnabled(enabled);
    leaveButton_->setText(closesTable ? tr("Close the table…") : tr("Leave table…"));
}

int TableSidePanel::logLines() const
{
    return log_->count();
}

QString TableSidePanel::logLine(int i) const
{
    return log_->item(i)->text();
}

void TableSidePanel::addLogLine(const QString &text, const QColor &colour)
{
    auto *item = new QListWidgetItem(text);
    if (colour.isValid())
        item->setForeground(colour);
    log_->addItem(item);
    log_->scrollToBottom();
}

void TableSidePanel::clearLog()
{
    log_->clear();
}

bool TableSidePanel::logCollapsed() const
{
    return !logToggle_->isChecked();
}

void TableSidePanel::setChatVisible(bool on)
{
    chatTitle_->setVisible(on);
    chatLog_->setVisible(on);
    chatInput_->setVisible(on);
}

void TableSidePanel::setChatWritable(bool on)
{
    chatWritable_ = on;
    chatInput_->setEnabled(on);
    if (!on)
        chatInput_->clear();
    retranslate();
}

void TableSidePanel::addChatLine(const QString &line)
{
    chatLog_->addItem(line);
    chatLog_->scrollToBottom();
}

void TableSidePanel::clearChat()
{
    chatLog_->clear();
}

} // namespace ui
} // namespace qixing
