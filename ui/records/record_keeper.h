// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Recording from the window (issue 29): the RecordStore the window keeps (at
// RecordStore::defaultPath()) and a recorder for every table played here while "Keep
// records" is on: each desktop table's TableSession and each table hosted from the window
// (TableRecorder: full records, origin "desktop" / "hosted"), and a joined table (SeatRecorder
// fed its client's messages: the seat's record, origin "joined"). A failed write is said in
// the status bar; the game goes on. Knows no game.

#include "records/record_store.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <memory>

namespace qixing {
namespace session {
class TableSession;
class GameModule;
} // namespace session
namespace net {
class TableClient;
}
namespace records {
class TableRecorder;
class SeatRecorder;
} // namespace records
namespace ui {

class RecordKeeper : public QObject
{
    Q_OBJECT
public:
    explicit RecordKeeper(QObject *parent = nullptr);
    ~RecordKeeper() override;

    // Opens the store (`path` empty: RecordStore::defaultPath()). Returns what to tell the
    // person once ("" when all is well): a damaged store put aside, or one that cannot be used.
    QString open(const QString &path = {});
    records::RecordStore *store() const { return store_.get(); }
    // "Keep records" is on and the store is open.
    bool keeping() const;
    // A match's rules in a few words (the History's Rules column, the statistics' chooser):
    // "Standard rules" when they are the game's defaults (GameInfo::defaultSettings), else
    // "Rules <key>"; "" for a record that holds no rules.
    static QString rulesName(const QString &game, const QString &rulesKey);

    // A desktop table: every match its session starts or resumes from now on is recorded.
    void watchDesktop(session::TableSession *table);
    // The match of a table hosted from this window began (`name`: the table's).
    void watchHosted(session::TableSession *table, const QString &name);
    // A table joined from this window: the seat's record from the client's messages.
    // A spectator's view is no seat's: a table only watched is not recorded.
    void watchJoined(const QString &game, net::TableClient *client);
    // The joined table's seat is being recorded now (tests).
    bool recordingJoined() const { return !seat_.isNull(); }

signals:
    // For the status bar (a write that failed, the store put aside).
    void statusMessage(const QString &text);

private:
    static QString damagedMessage(const QString &movedTo);
    void record(session::TableSession *table, const QString &origin, const QString &name);
    void keep(QObject *recorder);

    std::unique_ptr<records::RecordStore> store_;
    // The recorder of the match each table plays now, and the module it records.
    struct Recording
    {
        QPointer<records::TableRecorder> recorder;
        const session::GameModule *module = nullptr;
    };
    QHash<session::TableSession *, Recording> tables_;
    QPointer<records::SeatRecorder> seat_;
};

} // namespace ui
} // namespace qixing
