// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Thinking (computer players, hints) runs on worker threads; so that it never holds up the
// window or a LAN host's event loop for its share of the processor, each thinking thread
// lowers its own priority below theirs.
namespace qixing::session {

// Called first by every thinking job: the calling worker thread yields to the others (once
// per thread; Linux: nice +5 for this thread alone, elsewhere QThread::LowPriority).
void yieldToEventLoops();

} // namespace qixing::session
