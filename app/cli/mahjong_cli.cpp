// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli mahjong: is-win, waits, score, play, replay, duplicate, audit, bench.

#include "cli.h"

#include "common/rng.h"
#include "mahjong/audit.h"
#include "mahjong/mahjong_json.h"
#include "mahjong/players.h"
#include "mahjong/strong_player.h"
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

using namespace qixing::mahjong;

namespace {

const char kHelp[] =
    "usage: qixing-cli mahjong <command> [options]\n"
    "  is-win    < {\"hand\": [...], \"melds\": [{\"type\", \"tiles\"}], \"gold\": \"5m\"}   (17 tiles)\n"
    "  waits     < the same with 16 tiles\n"
    "  score     < {\"winner\": seat|null, \"way\", \"dealer\", \"streak\", \"players\": [{\"flowers\", \"kongs\",\n"
    "               \"concealedKongs\"} x4], \"fenBing\", \"baoPai\", \"base\", \"factor\": \"linear\"|\"1-2-4\"}\n"
    "  play      --games N --seed S [--rules FILE] [--wall FILE|TILES] [--players a,b,c,d] [--log FILE|-]\n"
    "  replay    [FILE|-]   check hand logs written by play --log\n"
    "  duplicate --player P --field Q --deals N --seed S [--rules FILE] [--per-deal]\n"
    "  audit     --player P (--against B | --oracle) --field Q --deals N --seed S [--worlds M]\n"
    "            [--rollout R] [--rules FILE]   B's choices where they differ from P's (or the best\n"
    "            of strong P's own candidates), valued with every hand known\n"
    "  bench     [--seconds T]\n"
    "  bot-client --host H --port P [--player efficient] [--table ID] [--seat S] [--start] [--watch [--hands N]]\n"
    "qixing-cli mahjong <command> --help shows a command's options.\n"
    "Tiles: 1m-9m 萬, 1s-9s 條, 1p-9p 筒, 1z-7z 東南西北白發中, 1f-8f 梅蘭竹菊春夏秋冬.\n";

// Each command's synopsis, for its --help.
QString synopsis(const QString &command)
{
    static const QList<QPair<QString, QString>> kSynopses {
        {"is-win", "is-win < {\"hand\": [...], \"melds\": [...], \"gold\": \"5m\"}   (17 tiles)"},
        {"waits", "waits < {\"hand\": [...], \"melds\": [...], \"gold\": \"5m\"}   (16 tiles)"},
        {"score", "score < {\"winner\", \"way\", \"dealer\", \"streak\", \"players\", \"fenBing\", \"baoPai\", \"base\", \"factor\"}"},
        {"play", "play --games N --seed S [--rules FILE] [--wall FILE|TILES] [--players a,b,c,d] [--log FILE|-]"},
        {"replay", "replay [FILE|-]   check hand logs written by play --log"},
        {"duplicate", "duplicate --player P --field Q --deals N --seed S [--rules FILE] [--per-deal]"},
        {"audit", "audit --player P (--against B | --oracle) --field Q --deals N --seed S [--worlds M] [--rollout R] [--rules FILE]"},
        {"bench", "bench [--seconds T]"},
    };
    for (const auto &[name, text] : kSynopses)
        if (name == command)
            return text;
    return command;
}

// Parses a command's options; false when --help was asked for (the help is written to stdout:
// the command then does nothing and exits with 0). Anything unknown is a UsageError.
bool parseOptions(QCommandLineParser &p, const QString &command, const QStringList &args, int maxPositional = 0)
{
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help = p.addHelpOption();
    if (!p.parse(QStringList {QStringLiteral("qixing-cli mahjong ") + command} + args))
        throw UsageError(QStringLiteral("mahjong %1: %2").arg(command, p.errorText()));
    if (p.isSet(help)) {
        // Qt's help names the program by its path: the first line is replaced by the synopsis.
        QString text = p.helpText();
        text = QStringLiteral("usage: qixing-cli mahjong ") + synopsis(command) + text.mid(text.indexOf(QLatin1Char('\n')));
        std::fputs(text.toUtf8().constData(), stdout);
        return false;
    }
    if (p.positionalArguments().size() > maxPositional)
        throw UsageError(QStringLiteral("mahjong %1: unexpected argument \"%2\"").arg(command, p.positionalArguments().value(maxPositional)));
    return true;
}

// Runs f, turning JSON errors into usage errors (one line, exit 2).
template<typename F>
auto guarded(F &&f)
{
    try {
        return f();
    } catch (const json::JsonError &e) {
        throw UsageError(QString::fromUtf8(e.what()));
    }
}

std::unique_ptr<Player> playerOrThrow(const QString &kind, std::uint64_t seed, const Rules &rules = {})
{
    auto p = makePlayer(kind.toStdString(), seed, rules);
    if (std::string why; !p && (StrongPlayer::parse(kind.toStdString(), &why), !why.empty()))
        throw UsageError(QStringLiteral("bad player \"%1\": %2").arg(kind, QString::fromStdString(why)));
    if (!p) {
        QStringList known;
        for (const auto &k : playerKinds())
            known << QString::fromStdString(k);
        for (const auto &level : playerLevels())
            if (!known.contains(QString::fromStdString(level.id)))
                known << QString::fromStdString(level.id);
        throw UsageError(QStringLiteral("unknown player \"%1\" (known: %2)").arg(kind, known.join(", ")));
    }
    return p;
}

// Passes decisions through to a player and times them.
class TimedPlayer final : public Player
{
public:
    TimedPlayer(Player &inner, DecisionTimer &timer) : inner_(inner), timer_(timer) {}
    std::string kind() const override { return inner_.kind(); }
    Action choose(const HandView &view) override { return timer_([&] { return inner_.choose(view); }); }

private:
    Player &inner_;
    DecisionTimer &timer_;
};

int isWin(const QStringList &args)
{
    QCommandLineParser p;
    if (!parseOptions(p, "is-win", args))
        return 0;
    const QJsonObject in = readJsonObjectFromStdin();
    writeJsonLine(guarded([&] { return json::winTo(json::handFrom(in)); }));
    return 0;
}

int waits(const QStringList &args)
{
    QCommandLineParser p;
    if (!parseOptions(p, "waits", args))
        return 0;
    const QJsonObject in = readJsonObjectFromStdin();
    writeJsonLine(guarded([&] { return json::waitsTo(json::handFrom(in)); }));
    return 0;
}

int score(const QStringList &args)
{
    QCommandLineParser p;
    if (!parseOptions(p, "score", args))
        return 0;
    const QJsonObject in = readJsonObjectFromStdin();
    const json::ScoreInput s = guarded([&] { return json::scoreFrom(in); });
    writeJsonLine(json::settlementTo(settle(s.rules, s.outcome, s.dealer, s.streak)));
    return 0;
}

json::RulesInput readRules(const QCommandLineParser &p, const QCommandLineOption &rulesOpt, const QCommandLineOption *wallOpt)
{
    json::RulesInput r;
    if (p.isSet(rulesOpt)) {
        const QString path = p.value(rulesOpt);
        const QJsonObject o = parseJsonObject(readFileOrStdin(path), path);
        r = guarded([&] { return json::rulesFrom(o); });
    }
    if (wallOpt && p.isSet(*wallOpt)) {
        // A file holding a JSON array or the tiles separated by spaces, or the tiles themselves.
        const QString v = p.value(*wallOpt);
        QByteArray text = v.toUtf8();
        if (QFile::exists(v) || v == "-")
            text = readFileOrStdin(v);
        const QJsonDocument doc = QJsonDocument::fromJson(text);
        const QJsonValue value = doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(QString::fromUtf8(text).simplified());
        r.wall = guarded([&] { return json::wallFrom(value, "--wall"); });
        r.hasWall = true;
    }
    if (const std::string e = r.rules.validate(); !e.empty())
        throw UsageError(QString::fromStdString(e));
    return r;
}

int play(const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption games {"games", "Number of hands.", "N"};
    const QCommandLineOption seedOpt {"seed", "Seed of the series.", "S"};
    const QCommandLineOption rulesOpt {"rules", "Rules as a JSON object.", "FILE"};
    const QCommandLineOption wallOpt {"wall", "An explicit wall for every hand (144 tiles).", "WALL"};
    const QCommandLineOption playersOpt {"players", "Four players, comma-separated (efficient, random).", "LIST",
                                         "efficient,efficient,efficient,efficient"};
    const QCommandLineOption logOpt {"log", "One JSON line per hand to FILE, or - for stdout.", "FILE"};
    const QCommandLineOption recordsOpt {"records", "Play matches of the table's module and keep every hand in the records file "
                                         "FILE (docs/records.md).", "FILE"};
    p.addOptions({games, seedOpt, rulesOpt, wallOpt, playersOpt, logOpt, recordsOpt});
    if (!parseOptions(p, "play", args))
        return 0;
    if (!p.isSet(games) || !p.isSet(seedOpt))
        throw UsageError("mahjong play needs --games N and --seed S");
    const qint64 n = parseWhole(p.value(games), "--games", 1, 100'000'000);
    const quint64 seed = parseSeed(p.value(seedOpt), "--seed");
    const json::RulesInput ri = readRules(p, rulesOpt, &wallOpt);
    const QStringList kinds = p.value(playersOpt).split(',');
    if (kinds.size() != kSeats)
        throw UsageError(QStringLiteral("--players needs exactly 4 players, not %1").arg(kinds.size()));
    if (p.isSet(recordsOpt)) {
        // Whole matches as a table plays them (the records' hand documents come from the
        // module); without --records the engine's faster loop below.
        if (p.isSet(logOpt))
            throw UsageError("use --log or --records, not both (records export writes hand documents)");
        if (p.isSet(wallOpt))
            throw UsageError("--wall is for the engine's loop, not --records");
        QJsonObject settings = session::GameRegistry::find(QStringLiteral("mahjong"))->defaultSettings();
        settings.insert("rules", json::rulesTo(ri.rules));
        settings.insert("firstDealer", int(ri.dealer));
        return playRecorded(QStringLiteral("mahjong"), settings, kinds, n, seed, p.value(recordsOpt));
    }
    std::array<std::unique_ptr<Player>, kSeats> owned;
    std::array<Player *, kSeats> players {};
    for (int s = 0; s < kSeats; ++s) {
        owned[std::size_t(s)] = playerOrThrow(kinds[s].trimmed(), deriveSeed(~seed, std::uint64_t(s)));
        players[std::size_t(s)] = owned[std::size_t(s)].get();
    }
    HandLog log(p.value(logOpt));
    MeanAndError stats[kSeats];
    QElapsedTimer timer;
    timer.start();
    std::uint64_t matchNo = 0;
    auto match = std::make_unique<Match>(ri.rules, deriveSeed(seed, matchNo), ri.dealer);
    for (qint64 k = 0; k < n; ++k) {
        if (match->finished())
            match = std::make_unique<Match>(ri.rules, deriveSeed(seed, ++matchNo));
        HandSetup setup = match->nextSetup();
        const std::optional<std::uint64_t> wallSeed = ri.hasWall ? std::nullopt : std::optional(match->nextSeed());
        if (ri.hasWall)
            setup.wall = ri.wall;
        setup.dice = ri.dice;
        if (const std::string e = setup.validate(); !e.empty())
            throw UsageError(QString::fromStdString(e));
        PlayedHand hand;
        try {
            hand = playHand(ri.rules, setup, players, log.enabled());
        } catch (const std::logic_error &e) {
            throw UsageError(QStringLiteral("hand %1: %2").arg(k).arg(e.what()));
        }
        match->record(hand.settlement);
        for (int s = 0; s < kSeats; ++s)
            stats[s].add(double(hand.settlement.totals[std::size_t(s)]) / double(ri.rules.base));
        if (log.enabled())
            log.write(json::handLogTo(int(k), wallSeed, ri.rules, hand));
    }
    writeJsonLine(playSummary(n, stats, double(timer.nsecsElapsed()) / 1e9));
    return 0;
}

// Replays hand logs: the wall valid, every action legal for the seat that made it, the events
// and the settlement equal to the engine's.
int replay(const QStringList &args)
{
    QCommandLineParser p;
    if (!parseOptions(p, "replay", args, 1))
        return 0;
    return replayLog(QStringLiteral("mahjong"), p.positionalArguments().value(0, "-"), [&](const QJsonObject &o, const QString &where) {
        guarded([&] {
            json::requireOnly(o, {"hand", "seed", "rules", "dealer", "streak", "wall", "deal", "dice", "events", "actions", "settlement"}, where);
            // Everything play --log writes is needed to check the hand; only "seed" is absent
            // for an explicit wall, and "hand" is just a number.
            for (const char *key : {"rules", "dealer", "streak", "wall", "deal", "dice", "events", "actions", "settlement"})
                if (!o.contains(QLatin1String(key)))
                    throw UsageError(QStringLiteral("the hand log has no \"%1\"").arg(key));
            if (o.contains("hand"))
                json::wholeFrom(o.value("hand"), "hand", 0);
            if (!o.value("rules").isObject())
                throw UsageError("\"rules\" must be an object {\"base\", \"streak\", \"claimSeconds\", \"rounds\"}");
            for (const char *key : {"events", "actions"})
                if (!o.value(QLatin1String(key)).isArray())
                    throw UsageError(QStringLiteral("\"%1\" must be an array").arg(key));
            if (!o.value("settlement").isObject())
                throw UsageError("\"settlement\" must be an object");
            const json::RulesInput ri = json::rulesFrom(o.value("rules").toObject());
            if (ri.hasWall || ri.dealer >= 0 || !ri.dice.empty())
                throw UsageError("a hand log's \"rules\" name no wall, dealer or dice (they are the line's own fields)");
            HandSetup setup;
            setup.wall = json::wallFrom(o.value("wall"), "wall");
            setup.dealer = Seat(json::wholeFrom(o.value("dealer"), "dealer", 0, 3));
            setup.streak = int(json::wholeFrom(o.value("streak"), "streak", 1, 10000));
            setup.dice = json::diceFrom(o.value("dice"), "dice");
            if (const std::string e = setup.validate(); !e.empty())
                throw UsageError(QString::fromStdString(e));
            if (o.value("deal") != json::dealTo(setup))
                throw UsageError("\"deal\" is not the deal dealt from the wall (16 tiles each from the dealer on, then the dealer's 17th)");
            if (o.contains("seed")) {
                // The exact 64 bits: a double would round a large seed.
                const QJsonValue v = o.value("seed");
                const qint64 bits = v.toInteger(-1);
                if (!v.isDouble() || (bits == -1 && v.toDouble() != -1.0))
                    throw UsageError("\"seed\" must be the wall's seed as play --log writes it: a whole number, 64 bits as a signed integer");
                if (HandSetup::fromSeed(std::uint64_t(bits), setup.dealer).wall != setup.wall)
                    throw UsageError(QStringLiteral("the wall is not the one shuffled from seed %1").arg(std::uint64_t(bits)));
            }
            EventLog events;
            HandState h(setup, &events);
            const QJsonArray actions = o.value("actions").toArray();
            for (int m = 0; m < actions.size(); ++m) {
                Seat seat = 0;
                const Action a = json::actionFrom(actions[m].toObject(), seat, QStringLiteral("action %1").arg(m + 1));
                if (const std::string e = h.apply(seat, a, &events); !e.empty())
                    throw UsageError(QStringLiteral("action %1 (seat %2 %3) is illegal: %4")
                                         .arg(m + 1).arg(seat).arg(actionKindName(a.kind), QString::fromStdString(e)));
                if (const std::string e = h.checkConservation(); !e.empty())
                    throw UsageError(QString::fromStdString(e));
            }
            if (!h.over())
                throw UsageError("the actions end before the hand does");
            QJsonArray ev;
            for (const Event &e : events)
                ev.append(json::eventTo(e));
            if (ev != o.value("events").toArray())
                throw UsageError("the logged events differ from the engine's");
            const QJsonObject st = json::settlementTo(settle(ri.rules, h.outcome(), setup.dealer, setup.streak));
            if (st != o.value("settlement").toObject())
                throw UsageError("the logged settlement differs from the engine's");
            return 0;
        });
    });
}

// Duplicate format: every deal is played four times with the player under test in each seat
// in turn (the field in the others), so the luck of the deal cancels out.
int duplicate(const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption playerOpt {"player", "The player under test.", "KIND", "efficient"};
    const QCommandLineOption fieldOpt {"field", "The three opponents' kind.", "KIND", "random"};
    const QCommandLineOption dealsOpt {"deals", "Number of deals (each played 4 times).", "N", "5000"};
    const QCommandLineOption seedOpt {"seed", "Seed of the series.", "S", "1"};
    const QCommandLineOption rulesOpt {"rules", "Rules as a JSON object.", "FILE"};
    const QCommandLineOption perDealOpt {"per-deal", "Add every deal's result (\"perDeal\"), to compare two players deal by deal."};
    p.addOptions({playerOpt, fieldOpt, dealsOpt, seedOpt, rulesOpt, perDealOpt});
    if (!parseOptions(p, "duplicate", args))
        return 0;
    const json::RulesInput ri = readRules(p, rulesOpt, nullptr);
    const qint64 deals = parseWhole(p.value(dealsOpt), "--deals", 1, 100'000'000);
    const quint64 seed = parseSeed(p.value(seedOpt), "--seed");
    playerOrThrow(p.value(playerOpt), 0);
    playerOrThrow(p.value(fieldOpt), 0);
    MeanAndError perDeal;
    QJsonArray eachDeal;
    DecisionTimer decisions;
    QElapsedTimer timer;
    timer.start();
    for (qint64 k = 0; k < deals; ++k) {
        const std::uint64_t ds = deriveSeed(seed, std::uint64_t(k));
        const HandSetup setup = HandSetup::fromSeed(ds, Seat(k & 3));
        double sum = 0;
        for (Seat focus = 0; focus < kSeats; ++focus) {
            std::array<std::unique_ptr<Player>, kSeats> owned;
            std::array<Player *, kSeats> players {};
            for (Seat s = 0; s < kSeats; ++s) {
                owned[std::size_t(s)] = playerOrThrow(s == focus ? p.value(playerOpt) : p.value(fieldOpt),
                                                      deriveSeed(ds, 100 + std::uint64_t(s)), ri.rules);
                players[std::size_t(s)] = owned[std::size_t(s)].get();
            }
            TimedPlayer timed(*owned[std::size_t(focus)], decisions);
            players[std::size_t(focus)] = &timed;
            const PlayedHand h = playHand(ri.rules, setup, players, false);
            sum += double(h.settlement.totals[std::size_t(focus)]) / double(ri.rules.base);
        }
        perDeal.add(sum / kSeats);
        if (p.isSet(perDealOpt))
            eachDeal.append(sum / kSeats);
    }
    QJsonObject out {
        {"player", p.value(playerOpt)},
        {"field", p.value(fieldOpt)},
        {"deals", deals},
        {"hands", deals * kSeats},
        {"mean", perDeal.mean()},
        {"stderr", perDeal.stderror()},
        {"msPerMove", decisions.ms.mean()},
        {"maxMsPerMove", decisions.maxMs},
        {"seconds", double(timer.nsecsElapsed()) / 1e9},
    };
    if (p.isSet(perDealOpt))
        out.insert("perDeal", eachDeal);
    writeJsonLine(out);
    return 0;
}

// The deals of `duplicate` (the same setups and seats' seeds), the player under test in each
// seat in turn; at each of its decisions where B would choose otherwise, both choices valued
// from the true state with the wall reshuffled (mahjong/audit.h). A measuring tool: it reads
// every hand, which no player may.
int audit(const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption playerOpt {"player", "The player under test (it plays the hands).", "KIND", "strong"};
    const QCommandLineOption againstOpt {"against", "The player whose other choices are valued.", "KIND"};
    const QCommandLineOption oracleOpt {"oracle", "Value the best of the (strong) player's own candidates, chosen knowing every hand."};
    const QCommandLineOption fieldOpt {"field", "The three opponents' kind.", "KIND", "efficient"};
    const QCommandLineOption dealsOpt {"deals", "Number of deals (each played 4 times).", "N", "100"};
    const QCommandLineOption seedOpt {"seed", "Seed of the series.", "S", "1"};
    const QCommandLineOption worldsOpt {"worlds", "Wall orders per decision that differs.", "M", "200"};
    const QCommandLineOption rolloutOpt {"rollout", "How the seat under test plays on after the choice.", "KIND",
                                         "strong:search=0:depth=0"};
    const QCommandLineOption rulesOpt {"rules", "Rules as a JSON object.", "FILE"};
    p.addOptions({playerOpt, againstOpt, oracleOpt, fieldOpt, dealsOpt, seedOpt, worldsOpt, rolloutOpt, rulesOpt});
    if (!parseOptions(p, "audit", args))
        return 0;
    const bool oracle = p.isSet(oracleOpt);
    if (p.isSet(againstOpt) == oracle)
        throw UsageError(QStringLiteral("audit needs either --against KIND (the player whose other choices are valued) or --oracle"));
    if (oracle && (playerOrThrow(p.value(playerOpt), 0), !StrongPlayer::parse(p.value(playerOpt).toStdString())))
        throw UsageError(QStringLiteral("--oracle plays out a strong player's candidates: --player must be strong or strong:…, not \"%1\"").arg(p.value(playerOpt)));
    const json::RulesInput ri = readRules(p, rulesOpt, nullptr);
    const qint64 deals = parseWhole(p.value(dealsOpt), "--deals", 1, 100'000'000);
    const quint64 seed = parseSeed(p.value(seedOpt), "--seed");
    AuditOptions options;
    options.worlds = int(parseWhole(p.value(worldsOpt), "--worlds", 1, 100'000));
    for (const QCommandLineOption *o : {&playerOpt, &againstOpt, &fieldOpt, &rolloutOpt})
        if (o != &againstOpt || !oracle)
            playerOrThrow(p.value(*o), 0);
    QElapsedTimer timer;
    timer.start();
    const std::string against = p.value(againstOpt).toStdString();
    const AuditTally tally = auditDeals(ri.rules, p.value(playerOpt).toStdString(),
                                        oracle ? std::nullopt : std::optional<std::string_view>(against),
                                        p.value(fieldOpt).toStdString(), p.value(rolloutOpt).toStdString(), deals,
                                        seed, options);
    QJsonObject situations;
    for (int i = 0; i < int(Situation::Count); ++i) {
        const MeanAndError &g = tally.gain[std::size_t(i)];
        if (g.n == 0)
            continue;
        situations.insert(situationName(Situation(i)),
                          QJsonObject {{"differing", g.n},
                                       {"meanGain", g.mean()},
                                       {"stderr", g.stderror()},
                                       {"perHand", g.sum / double(tally.hands)}});
    }
    writeJsonLine(QJsonObject {
        {"player", p.value(playerOpt)},
        {"against", oracle ? QStringLiteral("oracle") : p.value(againstOpt)},
        {"field", p.value(fieldOpt)},
        {"rollout", p.value(rolloutOpt)},
        {"deals", deals},
        {"hands", tally.hands},
        {"worlds", options.worlds},
        {"decisions", tally.decisions},
        {"differing", tally.differing},
        {"gainPerHand", tally.perHand.mean()},
        {"stderr", tally.perHand.stderror()},
        {"situations", situations},
        {"seconds", double(timer.nsecsElapsed()) / 1e9},
    });
    return 0;
}

// Random concealed hands for the benchmark: n tiles from the 136 with 0-3 golds.
Concealed benchHand(Rng &rng, int n)
{
    std::array<Tile, 136> tiles {};
    for (int i = 0; i < 136; ++i)
        tiles[std::size_t(i)] = Tile(i / 4);
    rng.shuffle(tiles.data(), tiles.size());
    Counts c {};
    for (int i = 0; i < n; ++i)
        ++c[std::size_t(tiles[std::size_t(i)].kind())];
    const Tile gold = Tile(int(rng.below(kKinds)));
    return concealedOf(c, gold);
}

int bench(const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption secondsOpt {"seconds", "Time per figure.", "T", "1"};
    p.addOption(secondsOpt);
    if (!parseOptions(p, "bench", args))
        return 0;
    const double seconds = double(parseWhole(p.value(secondsOpt), "--seconds", 1, 600));
    volatile long long sink = 0;
    const auto timeLoop = [&](auto &&batch) {
        QElapsedTimer t;
        t.start();
        long long count = 0;
        while (double(t.nsecsElapsed()) / 1e9 < seconds)
            count += batch();
        return double(count) / (double(t.nsecsElapsed()) / 1e9);
    };
    Rng rng(12345);
    std::vector<Concealed> h17, h16;
    for (int i = 0; i < 4096; ++i) {
        h17.push_back(benchHand(rng, 17));
        h16.push_back(benchHand(rng, 16));
    }
    (void)isComplete(h17[0]); // builds the tables outside the timing
    const double winChecks = timeLoop([&] {
        long long wins = 0;
        for (const Concealed &h : h17)
            wins += isComplete(h);
        sink = sink + wins;
        return static_cast<long long>(h17.size());
    });
    const double waitsRate = timeLoop([&] {
        std::uint64_t acc = 0;
        for (const Concealed &h : h16)
            acc ^= waitingMask(h);
        sink = sink + static_cast<long long>(acc & 1);
        return static_cast<long long>(h16.size());
    });
    const Rules rules;
    std::uint64_t k = 0;
    const auto handsPerSec = [&](const char *kind, int batch) {
        return timeLoop([&] {
            for (int i = 0; i < batch; ++i) {
                std::array<std::unique_ptr<Player>, kSeats> owned;
                std::array<Player *, kSeats> players {};
                for (Seat s = 0; s < kSeats; ++s) {
                    owned[std::size_t(s)] = makePlayer(kind, k * 4 + std::uint64_t(s));
                    players[std::size_t(s)] = owned[std::size_t(s)].get();
                }
                ++k;
                sink = sink + playHand(rules, HandSetup::fromSeed(k, Seat(k & 3)), players, false).settlement.totals[0];
            }
            return static_cast<long long>(batch);
        });
    };
    const double randomHands = handsPerSec("random", 64);
    const double efficientHands = handsPerSec("efficient", 8);
    writeJsonLine(QJsonObject {
        {"winChecksPerSec", winChecks},
        {"waitsPerSec", waitsRate},
        {"randomHandsPerSec", randomHands},
        {"efficientHandsPerSec", efficientHands},
    });
    return 0;
}

} // namespace

int runMahjong(const QStringList &args)
{
    const QString command = args.value(0);
    const QStringList rest = args.mid(1);
    if (command == "--help" || command == "-h" || command == "help") {
        std::fputs(kHelp, stdout);
        return 0;
    }
    if (command == "is-win")
        return isWin(rest);
    if (command == "waits")
        return waits(rest);
    if (command == "score")
        return score(rest);
    if (command == "play")
        return play(rest);
    if (command == "replay")
        return replay(rest);
    if (command == "duplicate")
        return duplicate(rest);
    if (command == "audit")
        return audit(rest);
    if (command == "bench")
        return bench(rest);
    if (command == "bot-client")
        return runBotClient(QStringLiteral("mahjong"), rest);
    throw UsageError(command.isEmpty()
                         ? QStringLiteral("mahjong needs a command: is-win, waits, score, play, replay, duplicate, audit, bench or bot-client")
                         : QStringLiteral("unknown mahjong command \"%1\" (is-win, waits, score, play, replay, duplicate, audit, bench, bot-client)").arg(command));
}

} // namespace qixing::cli
