// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli sevens: score, play, replay, duplicate, deal, bench.

#include "cli.h"

#include "common/rng.h"
#include "net/deal_check.h"
#include "sevens/duplicate.h"
#include "sevens/expert_player.h"
#include "sevens/players.h"
#include "sevens/playout.h"
#include "sevens/sevens_json.h"
#include "sevens/table.h"
#include "table/game_registry.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>

#include <array>
#include <cmath>
#include <cstdio>
#include <memory>

namespace qixing::cli {

using namespace qixing::sevens;

namespace {

// Parses subcommand options; any unknown option or stray argument is a UsageError.
void parseOptions(QCommandLineParser &p, const QString &command, const QStringList &args, int maxPositional = 0)
{
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!p.parse(QStringList {QStringLiteral("qixing-cli sevens ") + command} + args))
        throw UsageError(QStringLiteral("sevens %1: %2").arg(command, p.errorText()));
    if (p.positionalArguments().size() > maxPositional)
        throw UsageError(QStringLiteral("sevens %1: unexpected argument \"%2\"").arg(command, p.positionalArguments().value(maxPositional)));
}

// The rule options shared by play and duplicate.
struct RuleOptions
{
    QCommandLineOption rulesFile {"rules", "Rules as a JSON object (as in score's \"rules\").", "FILE"};
    QCommandLineOption preset {"preset", "Scoring preset: uniform or biqi.", "PRESET"};
    QCommandLineOption headTail {"head-tail", "去頭去尾: a suit closes when its row reaches A or K (S9)."};
    QCommandLineOption allCovered100 {"all-covered-100", "全蓋100分 (S22)."};
    QCommandLineOption sevenClearSix {"seven-clear-six", "七脫手加倍 (S20)."};
    QCommandLineOption bigMidSmall {"big-mid-small", "大中小頭 (S23)."};
    QCommandLineOption betUnit {"bet-unit", "每注金額 in money units (S41).", "U"};

    void addTo(QCommandLineParser &p) const
    {
        p.addOptions({rulesFile, preset, headTail, allCovered100, sevenClearSix, bigMidSmall, betUnit});
    }

    Rules read(const QCommandLineParser &p) const
    {
        if (p.isSet(rulesFile) && p.isSet(preset))
            throw UsageError("use either --rules FILE or --preset, not both");
        Rules r;
        if (p.isSet(rulesFile)) {
            const QString path = p.value(rulesFile);
            r = json::rulesFrom(parseJsonObject(readFileOrStdin(path), path));
        }
        if (p.isSet(preset)) {
            const QString v = p.value(preset);
            if (v == "uniform")
                r.preset = Preset::Uniform;
            else if (v == "biqi")
                r.preset = Preset::Biqi;
            else
                throw UsageError(QStringLiteral("--preset must be uniform or biqi, not \"%1\"").arg(v));
        }
        r.headTail = r.headTail || p.isSet(headTail);
        r.allCovered100 = r.allCovered100 || p.isSet(allCovered100);
        r.sevenClearSix = r.sevenClearSix || p.isSet(sevenClearSix);
        r.bigMidSmall = r.bigMidSmall || p.isSet(bigMidSmall);
        if (p.isSet(betUnit))
            r.betUnit = parseWhole(p.value(betUnit), "--bet-unit", 1, 1'000'000'000);
        if (const std::string e = r.validate(); !e.empty())
            throw UsageError(QString::fromStdString(e));
        return r;
    }
};

std::unique_ptr<Player> playerOrThrow(const QString &kind, std::uint64_t seed, const Rules &rules = {})
{
    auto p = makePlayer(kind.toStdString(), seed, rules);
    if (!p) {
        QStringList known;
        for (const auto &k : playerKinds())
            known << QString::fromStdString(k);
        for (const auto &level : playerLevels())
            known << QString::fromStdString(level.id);
        throw UsageError(QStringLiteral("unknown player \"%1\" (known: %2, expert:key=value:…)").arg(kind, known.join(", ")));
    }
    return p;
}

int score(const QStringList &args)
{
    QCommandLineParser p;
    parseOptions(p, "score", args);
    const QJsonObject in = readJsonObjectFromStdin();
    json::requireOnly(in, {"rules", "players"}, "the input");
    const Rules rules = in.contains("rules") ? json::rulesFrom(in.value("rules")) : Rules {};
    if (!in.value("players").isArray())
        throw UsageError("the input needs \"players\": an array of 4 players");
    const HandOutcome outcome = json::outcomeFrom(in.value("players").toArray());
    writeJsonLine(json::settlementTo(settle(rules, outcome)));
    return 0;
}

int play(const QStringList &args)
{
    QCommandLineParser p;
    RuleOptions ro;
    const QCommandLineOption games {"games", "Number of hands.", "N"};
    const QCommandLineOption seedOpt {"seed", "Seed of the series; hand k uses a seed derived from it.", "S"};
    const QCommandLineOption playersOpt {"players", "Four players, comma-separated (random, heuristic, search, expert, a level, or expert:…).", "LIST",
                                         "heuristic,heuristic,heuristic,heuristic"};
    const QCommandLineOption logOpt {"log", "Write one JSON line per hand to FILE, or - for stdout.", "FILE"};
    const QCommandLineOption recordsOpt {"records", "Play matches of the table's module and keep every hand in the records file "
                                         "FILE (docs/records.md).", "FILE"};
    ro.addTo(p);
    p.addOptions({games, seedOpt, playersOpt, logOpt, recordsOpt});
    parseOptions(p, "play", args);
    if (!p.isSet(games) || !p.isSet(seedOpt))
        throw UsageError("sevens play needs --games N and --seed S");
    const qint64 n = parseWhole(p.value(games), "--games", 1, 100'000'000);
    const quint64 seed = parseSeed(p.value(seedOpt), "--seed");
    const Rules rules = ro.read(p);
    const QStringList kinds = p.value(playersOpt).split(',');
    if (kinds.size() != kSeats)
        throw UsageError(QStringLiteral("--players needs exactly 4 players, not %1").arg(kinds.size()));
    if (p.isSet(recordsOpt)) {
        // Whole matches as a table plays them (the records' hand documents come from the
        // module); without --records the engine's faster loop below plays single hands.
        if (p.isSet(logOpt))
            throw UsageError("use --log or --records, not both (records export writes hand documents)");
        QJsonObject settings = session::GameRegistry::find(QStringLiteral("sevens"))->defaultSettings();
        settings.insert("rules", json::rulesTo(rules));
        return playRecorded(QStringLiteral("sevens"), settings, kinds, n, seed, p.value(recordsOpt));
    }
    std::array<std::unique_ptr<Player>, kSeats> owned;
    std::array<Player *, kSeats> players {};
    for (int s = 0; s < kSeats; ++s) {
        owned[std::size_t(s)] = playerOrThrow(kinds[s].trimmed(), deriveSeed(~seed, std::uint64_t(s)), rules);
        players[std::size_t(s)] = owned[std::size_t(s)].get();
    }

    HandLog log(p.value(logOpt));
    MeanAndError stats[kSeats];
    QElapsedTimer timer;
    timer.start();
    for (qint64 k = 0; k < n; ++k) {
        const std::uint64_t handSeed = deriveSeed(seed, std::uint64_t(k));
        const PlayedHand hand = playHand(rules, Deal::fromSeed(handSeed), players);
        for (int s = 0; s < kSeats; ++s)
            stats[s].add(hand.settlement.results[std::size_t(s)].toDouble());
        if (log.enabled())
            log.write(json::handLogTo(handSeed, rules, hand));
    }
    writeJsonLine(playSummary(n, stats, double(timer.nsecsElapsed()) / 1e9));
    return 0;
}

// Replays hand logs: every deal valid, every move legal and by the right seat, and the result
// (when given) equal to the engine's.
int replay(const QStringList &args)
{
    QCommandLineParser p;
    parseOptions(p, "replay", args, 1);
    return replayLog(QStringLiteral("sevens"), p.positionalArguments().value(0, "-"), [&](const QJsonObject &o, const QString &where) {
        json::requireOnly(o, {"seed", "rules", "hands", "moves", "result"}, where);
        const Rules rules = json::rulesFrom(o.value("rules"));
        const QJsonArray hands = o.value("hands").toArray();
        if (hands.size() != kSeats)
            throw UsageError("\"hands\" must hold 4 hands");
        Deal deal;
        for (int s = 0; s < kSeats; ++s)
            deal.hands[std::size_t(s)] = json::cardsFrom(hands[s], QStringLiteral("hands[%1]").arg(s));
        if (const std::string e = deal.validate(); !e.empty())
            throw UsageError(QString::fromStdString(e));
        if (o.contains("seed") && Deal::fromSeed(quint64(json::wholeFrom(o.value("seed"), "seed"))).hands != deal.hands)
            throw UsageError("the hands are not the deal of the given seed");
        HandState h(deal, rules.headTail);
        const QJsonArray moves = o.value("moves").toArray();
        if (moves.size() != kTurns)
            throw UsageError(QStringLiteral("a hand has 52 moves, this log has %1").arg(moves.size()));
        for (int m = 0; m < moves.size(); ++m) {
            const QString mw = QStringLiteral("move %1").arg(m + 1);
            const QJsonObject mv = moves[m].toObject();
            json::requireOnly(mv, {"seat", "play", "cover"}, mw);
            const bool cover = mv.contains("cover");
            if (cover == mv.contains("play"))
                throw UsageError(mw + ": needs exactly one of \"play\" or \"cover\"");
            const Card c = json::cardFrom(mv.value(cover ? "cover" : "play"), mw);
            const Seat seat = Seat(json::wholeFrom(mv.value("seat"), mw + ".seat"));
            const Action a = cover ? Action::cover(c) : Action::play(c);
            if (const MoveError e = h.apply(seat, a); e != MoveError::None)
                throw UsageError(QStringLiteral("%1 (seat %2 %3 %4) is illegal: %5")
                                     .arg(mw).arg(seat).arg(cover ? "covers" : "plays", json::cardName(c), describe(e)));
        }
        const QJsonObject result = json::settlementTo(settle(rules, HandOutcome::of(h)));
        if (o.contains("result") && o.value("result").toObject() != result)
            throw UsageError("the logged result differs from the engine's");
    });
}

// Duplicate format: every deal is played four times, the player under test in each seat in
// turn against the field, so the luck of the deal cancels out.
int duplicate(const QStringList &args)
{
    QCommandLineParser p;
    RuleOptions ro;
    const QCommandLineOption playerOpt {"player", "The player under test: random, heuristic, search, expert, a level "
                                        "(beginner, casual, strong, master) or expert:playouts=N:ms=M:model=0|1:play=X:cover=Y.",
                                        "KIND", "heuristic"};
    const QCommandLineOption fieldOpt {"field", "The three opponents' kind.", "KIND", "random"};
    const QCommandLineOption dealsOpt {"deals", "Number of deals (each played 4 times).", "N", "20000"};
    const QCommandLineOption seedOpt {"seed", "Seed of the series.", "S", "1"};
    const QCommandLineOption perDealOpt {"per-deal", "Add every deal's result (\"perDeal\"), to compare two players deal by deal."};
    ro.addTo(p);
    p.addOptions({playerOpt, fieldOpt, dealsOpt, seedOpt, perDealOpt});
    parseOptions(p, "duplicate", args);
    const Rules rules = ro.read(p);
    const qint64 deals = parseWhole(p.value(dealsOpt), "--deals", 1, 100'000'000);
    const quint64 seed = parseSeed(p.value(seedOpt), "--seed");
    playerOrThrow(p.value(playerOpt), 0);
    playerOrThrow(p.value(fieldOpt), 0);
    QElapsedTimer timer;
    timer.start();
    const DuplicateResult r = playDuplicate(rules, p.value(playerOpt).toStdString(), p.value(fieldOpt).toStdString(), deals, seed);
    QJsonObject out {
        {"player", p.value(playerOpt)},
        {"field", p.value(fieldOpt)},
        {"rules", json::rulesTo(rules)},
        {"deals", deals},
        {"hands", deals * kSeats},
        {"mean", r.mean},
        {"stderr", r.stderror},
        {"msPerMove", r.msPerMove},
        {"maxMsPerMove", r.maxMsPerMove},
        {"seconds", double(timer.nsecsElapsed()) / 1e9},
    };
    if (p.isSet(perDealOpt)) {
        QJsonArray perDeal;
        for (double x : r.perDeal)
            perDeal.append(x);
        out.insert("perDeal", perDeal);
    }
    writeJsonLine(out);
    return 0;
}

// Throughput on one thread. Each figure runs for about --seconds.
int bench(const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption secondsOpt {"seconds", "Time per figure.", "T", "1"};
    p.addOption(secondsOpt);
    parseOptions(p, "bench", args);
    const double seconds = double(parseWhole(p.value(secondsOpt), "--seconds", 1, 600));
    const Rules rules;
    volatile long long sink = 0;

    const auto timeLoop = [&](auto &&batch) {
        QElapsedTimer t;
        t.start();
        long long count = 0;
        while (double(t.nsecsElapsed()) / 1e9 < seconds)
            count += batch();
        return double(count) / (double(t.nsecsElapsed()) / 1e9);
    };

    std::uint64_t k = 0;
    RandomPlayer r0(1), r1(2), r2(3), r3(4);
    std::array<Player *, kSeats> randoms {&r0, &r1, &r2, &r3};
    const double randomHands = timeLoop([&] {
        for (int i = 0; i < 1024; ++i)
            sink = sink + playHand(rules, Deal::fromSeed(++k), randoms).settlement.money[0];
        return 1024;
    });

    // Moves alone: legal-move generation and checked application on a dealt hand.
    const Deal fixed = Deal::fromSeed(7);
    Rng rng(9);
    const double moves = timeLoop([&] {
        long long m = 0;
        for (int i = 0; i < 1024; ++i) {
            HandState h(fixed, false);
            while (!h.finished()) {
                const CardSet play = h.playable();
                const CardSet from = play.empty() ? h.hand(h.toMove()) : play;
                const Card c = from.nth(int(rng.below(std::uint32_t(from.size()))));
                sink = sink + int(h.apply(h.toMove(), play.empty() ? Action::cover(c) : Action::play(c)));
                ++m;
            }
        }
        return m;
    });

    HeuristicPlayer h0, h1, h2, h3;
    std::array<Player *, kSeats> heuristics {&h0, &h1, &h2, &h3};
    const double heuristicHands = timeLoop([&] {
        for (int i = 0; i < 64; ++i)
            sink = sink + playHand(rules, Deal::fromSeed(++k), heuristics).settlement.money[0];
        return 64;
    });

    // Search playouts: a position after the first card, played out by the playout policy.
    const Playout start = [&] {
        HandState h(fixed, false);
        h.applyUnchecked(Action::play(kSevenOfSpades));
        return Playout::of(h);
    }();
    const double playouts = timeLoop([&] {
        for (int i = 0; i < 1024; ++i) {
            Playout hand = start;
            hand.finish(rng);
            sink = sink + hand.coverPoints[0];
        }
        return 1024;
    });

    // Expert decisions at the default budget (no time cap), on the positions of hands played
    // by heuristic players where the seat to move has a choice.
    long long decisions = 0, spent = 0;
    QElapsedTimer expertTimer;
    expertTimer.start();
    for (std::uint64_t d = 1; double(expertTimer.nsecsElapsed()) / 1e9 < seconds; ++d) {
        ExpertPlayer::Options budget;
        budget.ms = 0;
        ExpertPlayer expert(rules, d, budget);
        HandState h(Deal::fromSeed(d), false);
        while (!h.finished()) {
            const HandView v(h, h.toMove());
            expert.chooseAction(v);
            if (expert.lastPlayouts() > 0) {
                ++decisions;
                spent += expert.lastPlayouts();
            }
            h.applyUnchecked(h0.chooseAction(v));
        }
    }
    const double expertSeconds = double(expertTimer.nsecsElapsed()) / 1e9;

    writeJsonLine(QJsonObject {
        {"expertMsPerDecision", decisions ? 1000 * expertSeconds / double(decisions) : 0.0},
        {"expertPlayoutsPerDecision", decisions ? double(spent) / double(decisions) : 0.0},
        {"playoutsPerSec", playouts},
        {"randomHandsPerSec", randomHands},
        {"movesPerSec", moves},
        {"heuristicHandsPerSec", heuristicHands},
    });
    return 0;
}

// --- verify (issue 30): the deal a revealed seed deals, to check a hand by hand
// (docs/protocol.md, "Verifiable deals"); with the salt, the commitment too.
int deal(const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption seedOpt {"seed", "The hand's seed (dealReveal's \"seed\").", "S"};
    const QCommandLineOption saltOpt {"salt", "The hand's salt (dealReveal's \"salt\", 32 hex digits): also print the commitment.", "HEX"};
    p.addOptions({seedOpt, saltOpt});
    parseOptions(p, "deal", args);
    bool ok = false;
    const std::uint64_t seed = p.value(seedOpt).toULongLong(&ok, 10);
    if (!p.isSet(seedOpt) || !ok)
        throw UsageError("sevens deal: --seed must be a whole number (the hand's seed)");
    const Deal d = Deal::fromSeed(seed);
    QJsonArray hands;
    for (const CardSet &h : d.hands)
        hands.append(json::cardsTo(h));
    QJsonObject out {{"seed", QString::number(seed)}, {"hands", hands}};
    if (p.isSet(saltOpt)) {
        const QByteArray salt = QByteArray::fromHex(p.value(saltOpt).toLatin1());
        if (salt.size() != net::kDealSaltBytes || p.value(saltOpt).size() != 2 * net::kDealSaltBytes)
            throw UsageError("sevens deal: --salt must be 32 hex digits (16 bytes)");
        out.insert("commit", net::dealCommitment(seed, salt));
    }
    writeJsonLine(out);
    return 0;
}

} // namespace

int runSevens(const QStringList &args)
{
    const QString command = args.value(0);
    const QStringList rest = args.mid(1);
    if (command == "score")
        return score(rest);
    if (command == "play")
        return play(rest);
    if (command == "replay")
        return replay(rest);
    if (command == "duplicate")
        return duplicate(rest);
    if (command == "bench")
        return bench(rest);
    if (command == "deal")
        return deal(rest);
    if (command == "bot-client")
        return runBotClient(QStringLiteral("sevens"), rest);
    throw UsageError(command.isEmpty() ? QStringLiteral("sevens needs a command: score, play, replay, duplicate, deal or bench")
                                       : QStringLiteral("unknown sevens command \"%1\" (score, play, replay, duplicate, deal, bench, bot-client)").arg(command));
}

} // namespace qixing::cli
