// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/thinking.h"

#include <QThread>

#include <algorithm>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace qixing::session {

void yieldToEventLoops()
{
    thread_local bool lowered = false;
    if (lowered)
        return;
    lowered = true;
#ifdef Q_OS_LINUX
    // On Linux a thread's nice value is its own (setpriority on its thread id), and Qt's
    // thread priorities do nothing under the normal scheduler. +5: about a third of the
    // window's share when both want the processor, yet thinking still goes on under load.
    const int now = getpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)));
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), std::min(19, now + 5));
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
}

} // namespace qixing::session
