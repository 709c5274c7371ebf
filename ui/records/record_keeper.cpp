// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/records/record_keeper.h"

#include "net/client.h"
#include "records/hand_record.h"
#include "table/game_registry.h"
#include "table/table_session.h"
#include "ui/kit/settings.h"

#include <QJsonArray>

namespace qixing::ui {

using records::MatchInfo;
using records::RecordStore;

RecordKeeper::RecordKeeper(QObject *parent) : QObject(parent) {}

RecordKeeper::~RecordKeeper() = default; // the store finishes its pending writes

QString RecordKeeper::open(const QString &path)
{
    auto store = std::make_unique<RecordStore>();
    const RecordStore::Opened o = store->open(path.isEmpty() ? RecordStore::defaultPath() : path, RecordStore::Check::InBackground);
    if (!o.ok)
        return tr("Records cannot be kept: %1").arg(o.error);
    connect(store.get(), &RecordStore::writeFailed, this, [this](const QString &why) {
        emit statusMessage(tr("A record could not be written (%1); the game goes on.").arg(why));
    });
    // The file's integrity is checked on the store's writer thread (a large file takes a
    // while to read): a damaged one found there is said as one found on opening.
    connect(store.get(), &RecordStore::movedAside, this, [this](const QString &error, const QString &movedTo) {
        emit statusMessage(movedTo.isEmpty() ? tr("Records cannot be kept: %1").arg(error) : damagedMessage(movedTo));
    });
    store_ = std::move(store);
    if (!o.movedAside.isEmpty())
        return damagedMessage(o.movedAside);
    return {};
}

QString RecordKeeper::damagedMessage(const QString &movedTo)
{
    return tr("The records file was damaged and was put aside as %1; a new one was started.").arg(movedTo);
}

QString RecordKeeper::rulesName(const QString &game, const QString &rulesKey)
{
    if (rulesKey.isEmpty())
        return {};
    static QHash<QString, QString> standard; // game → its default rules' key (GUI thread only)
    if (!standard.contains(game)) {
        const session::GameInfo *info = session::GameRegistry::find(game);
        standard.insert(game, info && info->defaultSettings
                                  ? records::rulesKey(info->defaultSettings().value(QLatin1String("rules")).toObject())
                                  : QString());
    }
    return rulesKey == standard.value(game) ? tr("Standard rules") : tr("Rules %1").arg(rulesKey);
}

bool RecordKeeper::keeping() const
{
    return store_ && Settings::shared().keepRecords();
}

void RecordKeeper::keep(QObject *recorder)
{
    // Through the store's own queue: a hand is one transaction on its writer thread.
    if (auto *t = qobject_cast<records::TableRecorder *>(recorder)) {
        connect(t, &records::TableRecorder::handRecorded, this, [this](const QJsonObject &h) {
            if (store_)
                store_->saveHand(h);
        });
        connect(t, &records::TableRecorder::matchRecorded, this, [this](const QJsonObject &m) {
            if (store_)
                store_->finishMatch(m);
        });
    } else if (auto *s = qobject_cast<records::SeatRecorder *>(recorder)) {
        connect(s, &records::SeatRecorder::handRecorded, this, [this](const QJsonObject &h) {
            if (store_)
                store_->saveHand(h);
        });
        connect(s, &records::SeatRecorder::matchRecorded, this, [this](const QJsonObject &m) {
            if (store_)
                store_->finishMatch(m);
        });
    }
}

void RecordKeeper::record(session::TableSession *table, const QString &origin, const QString &name)
{
    Recording &r = tables_[table];
    if (r.recorder && r.module == table->module())
        return; // this match is recorded already
    delete r.recorder;
    r = {};
    if (!keeping() || !table->module())
        return;
    // A recorder per match: made at the match's first deal (or its resumption), it takes up
    // the hand in play at once.
    r.module = table->module();
    r.recorder = new records::TableRecorder(table, MatchInfo {{}, origin, name}, table);
    keep(r.recorder);
}

void RecordKeeper::watchDesktop(session::TableSession *table)
{
    if (!table)
        return;
    // A new module is a new match (start, resume); the same one deals its next hand.
    connect(table, &session::TableSession::handStarted, this, [this, table] { record(table, QStringLiteral("desktop"), {}); });
    connect(table, &QObject::destroyed, this, [this, table] { tables_.remove(table); });
}

void RecordKeeper::watchHosted(session::TableSession *table, const QString &name)
{
    if (!table)
        return;
    tables_.remove(table);
    record(table, QStringLiteral("hosted"), name);
    connect(table, &QObject::destroyed, this, [this, table] { tables_.remove(table); }, Qt::UniqueConnection);
}

void RecordKeeper::watchJoined(const QString &game, net::TableClient *client)
{
    delete seat_;
    if (!client)
        return;
    connect(client, &net::TableClient::messageArrived, this, [this, game, client](const QJsonObject &m) {
        const QString type = m.value(QLatin1String("type")).toString();
        // A match's first state (or the state after the last match's end) begins a record.
        if (!seat_ && type == QLatin1String("state") && keeping() && client->seat() >= 0
            && client->seat() != session::kSpectator) {
            const QJsonObject info = client->tableInfo();
            seat_ = new records::SeatRecorder(game, client->seat(),
                                              MatchInfo {{}, QStringLiteral("joined"), info.value(QLatin1String("name")).toString(),
                                                        info.value(QLatin1String("rules")).toObject()},
                                              client);
            keep(seat_);
            std::array<QString, 4> names, kinds;
            const QJsonArray seats = info.value(QLatin1String("seats")).toArray();
            for (int s = 0; s < 4; ++s) {
                names[std::size_t(s)] = seats.at(s).toObject().value(QLatin1String("name")).toString();
                kinds[std::size_t(s)] = seats.at(s).toObject().value(QLatin1String("kind")).toString();
            }
            seat_->setSeats(names, kinds);
            connect(seat_, &records::SeatRecorder::matchRecorded, seat_, &QObject::deleteLater);
        }
        if (seat_)
            seat_->message(m);
    });
}

} // namespace qixing::ui
