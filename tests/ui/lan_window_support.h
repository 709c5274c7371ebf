// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the LAN window tests share: loopback ports, finding a shown message box or a name in
// the lobby's seats, a window set up for LAN tests, and joining a host process that may still
// be starting.

#include "ui/shell/main_window.h"
#include "window_screens.h"

#include <QElapsedTimer>
#include <QMessageBox>
#include <QTableWidget>
#include <QTcpServer>
#include <QTest>

namespace qixing::ui::test {

inline const QHostAddress kLoopback(QHostAddress::LocalHost);

inline quint16 freePort()
{
    QTcpServer probe;
    probe.listen(kLoopback, 0);
    return probe.serverPort();
}

inline bool seatsContain(QTableWidget *seats, const QString &text)
{
    for (int r = 0; r < seats->rowCount(); ++r)
        if (seats->item(r, 0) && seats->item(r, 0)->text().contains(text))
            return true;
    return false;
}

// The visible message box of that object name, or nullptr.
inline QMessageBox *messageBox(QWidget *w, const char *name)
{
    for (QMessageBox *b : w->findChildren<QMessageBox *>(QLatin1String(name)))
        if (b->isVisible())
            return b;
    return nullptr;
}

// A window that hosts and looks for tables on loopback only, without animations.
inline void prepare(MainWindow &w, const QString &savePath)
{
    w.setSavePath(savePath);
    w.setAnimationSpeed(AnimationSpeed::Off);
    sevensOf(w)->setImmediateDialogs(true);
    w.setLanListenAddress(kLoopback);
    w.setDiscoveryPort(0);
    w.setBrowserTargets({kLoopback}, 0);
    w.resize(1280, 800);
    w.show();
}

// Joins a host process on loopback, trying again while it is not listening yet (up to 10 s);
// true once the window shows the lobby.
inline bool joinWhenListening(MainWindow &w, quint16 port, const QString &name, int table = -1)
{
    QElapsedTimer t;
    t.start();
    while (!w.onLobbyPage() && t.elapsed() < 10000) {
        w.joinTable(QStringLiteral("127.0.0.1"), port, name, table);
        QElapsedTimer attempt;
        attempt.start();
        while (!w.onLobbyPage() && !messageBox(&w, "notice") && attempt.elapsed() < 3000)
            QTest::qWait(20);
        if (QMessageBox *box = messageBox(&w, "notice")) {
            box->accept(); // not listening yet: try again
            QTest::qWait(200);
        }
    }
    return w.onLobbyPage();
}

} // namespace qixing::ui::test
