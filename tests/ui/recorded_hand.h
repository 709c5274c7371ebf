// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A desktop hand recorded for the records' window tests (History, the replay viewer).
#include "table/game_registry.h"
#include "table/table_session.h"
#include "ui/records/record_keeper.h"

#include "../net/spin_until.h"

#include <QJsonObject>

namespace qixing::ui::test {

// One hand of `game` played by its computers at a desktop table watched by `keeper`; the
// settlement the table showed ({} when the hand did not end).
inline QJsonObject playOneHand(RecordKeeper &keeper, const QString &game, std::uint64_t seed)
{
    const session::GameInfo *info = session::GameRegistry::find(game);
    std::array<QString, 4> names {QStringLiteral("Mei"), QString(), QString(), QString()}, kinds;
    kinds.fill(info->defaultComputer);
    session::TableSession table;
    table.setComputerPause(0);
    table.setClaimPause(0);
    keeper.watchDesktop(&table);
    QJsonObject settlement;
    QObject::connect(&table, &session::TableSession::handFinished, &table, [&] { settlement = table.module()->settlementJson(); });
    table.start(info->newMatch(session::withSeats(info->defaultSettings(), names, kinds, seed)));
    if (!spinUntil([&] { return !settlement.isEmpty(); }, 30000))
        return {};
    table.close();
    return settlement;
}

} // namespace qixing::ui::test
