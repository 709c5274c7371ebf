// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/records/records_screenshot.h"

#include "records/hand_record.h"
#include "table/game_registry.h"
#include "ui/records/history_screen.h"
#include "records/review.h"
#include "ui/records/replay_screen.h"
#include "ui/records/review_panel.h"
#include "ui/shell/game_ui.h"
#include "ui/shell/screenshot.h"

#include <QTableView>
#include <QTemporaryDir>

namespace qixing::ui {

QStringList recordsScreenshotViews()
{
    return {QStringLiteral("history"), QStringLiteral("replay"), QStringLiteral("review")};
}

QList<QJsonObject> recordedComputerMatch(const QString &game, std::uint64_t seed, int hands, const std::array<QString, 4> &names,
                                         QString *error)
{
    const session::GameInfo *info = session::GameRegistry::find(game);
    if (!info) {
        *error = QStringLiteral("unknown game %1").arg(game);
        return {};
    }
    std::array<QString, 4> kinds;
    kinds.fill(info->defaultComputer);
    std::unique_ptr<session::GameModule> m;
    try {
        m = info->newMatch(session::withSeats(info->defaultSettings(), names, kinds, seed));
    } catch (const std::exception &e) {
        *error = QString::fromUtf8(e.what());
        return {};
    }
    std::array<std::unique_ptr<session::ComputerBrain>, 4> brains;
    for (int s = 0; s < 4; ++s)
        brains[std::size_t(s)] = m->makeComputer(kinds[std::size_t(s)], seed + std::uint64_t(s));
    // Seat 0 is recorded as the person's, as at a desktop table: its questions are told.
    std::array<QString, 4> recorded = kinds;
    recorded[0] = QStringLiteral("person");
    records::HandRecordBuilder builder(records::MatchInfo {{}, QStringLiteral("desktop"), {}});
    QList<QJsonObject> out;
    for (int h = 0; h < hands && !m->matchFinished(); ++h) {
        m->dealNextHand();
        builder.beginHand(*m, recorded);
        while (m->handInProgress()) {
            const int seat = m->decision().seats.front();
            const QJsonObject action = brains[std::size_t(seat)]->think(*m, seat)();
            builder.decision(seat, action, 700 + 37 * ((seat + h) % 5), int(m->legalActions(seat).size()));
            m->apply(seat, action);
        }
        out << builder.finishHand(*m);
    }
    out << builder.matchDocument(*m, m->matchFinished(), -1);
    return out;
}

namespace {
const std::array<QString, 4> &seatNames()
{
    static const std::array<QString, 4> names {QStringLiteral("Mei"), QStringLiteral("阿明"), QString(), QStringLiteral("Lan")};
    return names;
}

// A store in a temporary folder with a few matches of every game (and of `first` on top).
bool fillStore(records::RecordStore &store, const QString &path, std::uint64_t seed, QString *error)
{
    const records::RecordStore::Opened o = store.open(path);
    if (!o.ok) {
        *error = o.error;
        return false;
    }
    for (const QString &game : session::GameRegistry::ids())
        for (std::uint64_t k = 0; k < 3; ++k) {
            const QList<QJsonObject> docs = recordedComputerMatch(game, seed + k, 2, seatNames(), error);
            if (docs.isEmpty())
                return false;
            for (int i = 0; i + 1 < docs.size(); ++i)
                store.saveHand(docs[i]);
            store.finishMatch(docs.back());
        }
    store.flush();
    return true;
}
} // namespace

bool recordsScreenshot(const ScreenshotRequest &r, QSize screen, QString *error)
{
    QTemporaryDir dir;
    records::RecordStore store;
    if (!fillStore(store, dir.filePath(QStringLiteral("records.sqlite")), r.seed, error))
        return false;
    HistoryScreen w;
    w.setStore(&store);
    w.resize(screen);
    w.show();
    if (r.view == QLatin1String("replay") || r.view == QLatin1String("review")) {
        w.setGameFilter(r.game);
        if (w.model()->rowCount() == 0) {
            *error = QStringLiteral("no match of %1 recorded").arg(r.game);
            return false;
        }
        const QString uid = w.uidAt(0);
        if (r.view == QLatin1String("review")) {
            // The review computed here, on this thread, for the picture only (the panel runs it
            // on a worker); kept in the store as the panel would, so the panel shows it.
            try {
                store.saveReview(records::reviewHand(store.hands(uid).value(0), 0));
                store.flush();
            } catch (const std::exception &e) {
                *error = QString::fromUtf8(e.what());
                return false;
            }
        }
        if (!w.openMatch(uid))
            return false;
        ReplayScreen *replay = w.replay();
        replay->setAnimationSpeed(AnimationSpeed::Off);
        if (r.view == QLatin1String("review")) {
            replay->reviewPanel()->chooseRow(0); // the costliest decision, its options shown
        } else {
            // The watched seat's decision nearest the middle of the hand, every hand face up.
            replay->setPosition(replay->count() / 2);
            replay->nextDecision();
            replay->setOtherHandsShown(true);
        }
    } else {
        w.view()->selectRow(0);
    }
    handleEventsFor(300);
    return saveScreenshot(&w, r.file, error);
}

} // namespace qixing::ui
