// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs the event loop until `done` holds (checked every 2 ms) or `ms` pass. Unlike
// QTest::qWaitFor, which sleeps between rounds, this reacts to socket traffic at once.

#include <QEventLoop>
#include <QObject>
#include <QTimer>

template<typename Pred>
bool spinUntil(Pred done, int ms = 5000)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer poll, deadline;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
    poll.start(2);
    deadline.setSingleShot(true);
    deadline.start(ms);
    loop.exec();
    return done();
}
