// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The small bar at the top of the window that shows a LAN table's vote to end the match or a
// rematch offer (issue 30, docs/protocol.md "Host tools"): who agreed, the time left, and
// Agree / Refuse for this window's seat. Non-modal: the table goes on under it.

#include <QFrame>
#include <QJsonObject>
#include <QTimer>

class QLabel;
class QPushButton;

namespace qixing::ui {

class HostToolsBar : public QFrame
{
    Q_OBJECT
public:
    explicit HostToolsBar(QWidget *window);
    // A "vote" or "rematch" message as the host sent it; `mySeat` is this window's seat.
    void display(const QJsonObject &message, int mySeat);
    void dismiss();
    QString text() const;
    bool isVote() const { return vote_; }

signals:
    void answered(bool vote, bool agree);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void place();

    QLabel *label_;
    QPushButton *agree_, *refuse_;
    QTimer tick_, hide_;
    QJsonObject message_;
    int mySeat_ = -1;
    bool vote_ = false;
    qint64 shownAt_ = 0;
};

} // namespace qixing::ui
