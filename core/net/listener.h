// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a host needs to accept many connections (docs/protocol.md, "Errors and limits"): no
// busy loop when the process runs out of file descriptors, and the most descriptors the
// system allows.

#include <QTcpServer>

namespace qixing::net {

// Out of file descriptors, a connection stays waiting in the listen backlog and the listening
// socket stays readable: Qt would try accept() again at once, forever. So accepting pauses
// while fewer than a few descriptors are free (some are kept for the host's own files), and
// is tried again every kAcceptRetryMs; the waiting connections are taken when it resumes.
inline constexpr int kAcceptRetryMs = 100;

// Connections the kernel completes and keeps waiting until the host accepts them. Qt's 50
// made the kernel drop most of a burst of clients, who came back only 1, 3, 7 … s later.
// Linux caps it at net.core.somaxconn (4,096 by default).
inline constexpr int kListenBacklog = 4096;

// Sets the backlog and keeps accepting at the file limit. Call once, before listen(), after
// connecting to newConnection: the check runs after the server's own handler has taken the
// connections.
void keepAccepting(QTcpServer &server);

// Raises this process's soft limit on open files to the hard limit; returns the limit it
// runs with (-1: unlimited or unknown).
long raiseFileLimit();

} // namespace qixing::net
