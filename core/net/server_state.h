// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a host without a window keeps of its running matches, so that a crash or a power cut
// loses none (qixing-server --state-dir; docs/protocol.md, "A host that restarts"). One file
// a table, "table-<id>.json" in the state folder, written atomically by the table's session
// after every answer: the match's own save wrapped with the table it is played at (its id,
// game and rules, each person's name and token, how many matches the table has started). The
// seats and the match are in one file, so they can never disagree. A finished match's file is
// removed: a table in the lobby has none.

#include "net/server.h"

#include <QJsonObject>
#include <QString>

#include <array>
#include <cstdint>

namespace qixing::net::state {

// A person's seat as the file keeps it (a seat with no person is null there).
struct SavedSeat
{
    bool person = false;
    QString name;
    QString token;
};

struct SavedTable
{
    int id = 0;
    QString game;
    QJsonObject rules; // rulesOf() of the table's config when the match was played
    std::array<SavedSeat, session::kTableSeats> seats {};
    std::uint64_t matchesStarted = 0;
    QString matchUid; // the match's uid (records); "" in a file of an older host
    QJsonObject match; // the game module's save (TableSession's autosave)
};

// "<dir>/table-<id>.json".
QString pathFor(const QString &dir, int table);
// The table's rules as its file records them: the game's settings without what each match
// decides for itself (names, kinds, seed). A match is resumed only at a table whose game and
// rules are the same as when it was saved.
QJsonObject rulesOf(const ServerTableConfig &config);

QJsonObject toJson(const SavedTable &t);
// Throws JsonError (std::exception) on anything but a table file of this version; the match
// inside is read by its game's restore function.
SavedTable fromJson(const QJsonObject &o);

struct Loaded
{
    enum class Status {
        Missing,   // no match to resume
        Ok,        // `table` is the match to resume
        Damaged,   // did not read back: put aside as "<path>.damaged-<time>" (`movedTo`)
        Unmatched, // another table's match (id, game or rules differ): set aside as
                   // "<path>.unmatched-<time>" (`movedTo`), kept for the host it belongs to
    } status = Status::Missing;
    SavedTable table;
    QString error;   // why it is damaged or unmatched
    QString movedTo; // empty: it could not be moved and is still in place
};
// Reads table `id`'s file and checks it against the table as configured now.
Loaded load(const QString &dir, int id, const ServerTableConfig &config);

// The table ids that have a file in `dir`.
std::vector<int> savedTables(const QString &dir);

// One host per state folder: two would resume the same matches and overwrite each other's
// files (a second qixing-server on another port, test servers run side by side). The lock is
// the system's own on "<dir>/qixing-server.lock" (flock on Unix, an unshared open file on
// Windows), so it goes with its process however that ends: a host that crashed never keeps
// its successor out, whatever process id or host name that one gets (a container restarted).
// QLockFile is not used because it judges a lock stale by process id and host name.
class FolderLock
{
public:
    enum class Result {
        Locked,    // this process holds the folder
        Held,      // another process holds it (heldBy() says which, when it wrote that)
        Unlockable // the lock file cannot be made or written (full, read-only): no lock
    };
    FolderLock() = default;
    FolderLock(const FolderLock &) = delete;
    FolderLock &operator=(const FolderLock &) = delete;
    ~FolderLock();
    Result lock(const QString &dir);
    QString heldBy() const { return heldBy_; }  // the holder's process id, as it wrote it
    QString error() const { return error_; }    // why Unlockable

private:
    void release();
    QString heldBy_, error_;
#ifdef Q_OS_WIN
    void *handle_ = nullptr;
#else
    int fd_ = -1;
#endif
};

} // namespace qixing::net::state
