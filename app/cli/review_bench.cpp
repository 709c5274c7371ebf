// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli bench review-calibration: is the review's cost (復盤, GameInfo::reviewOptions) what
// a decision really costs? Plays seeded hands with computers; at each decision of the reviewed
// seat where the review's choice differs from what the seat played, plays the rest of the
// hand twice from that very position (the real hidden cards, the same computers with the same
// seeds), once after the review's choice and once after the move played, and compares the
// realised difference with the predicted cost. One realisation per decision is noisy; the
// agreement is judged on the means, overall and in five groups by predicted cost.
//
// Mahjong with --worlds K: the realised cost is the mean over K paired wall orders (common
// random numbers): the real hands as they are, the tiles not yet drawn reshuffled
// (HandState::shuffleWall, every order the table could hold) and drawn in lanes
// (coupleDraws), the same order and the same computers' seeds for both options. The hidden
// hands are the real ones, so the mean over decisions is still that of the true position;
// only the luck of the wall is averaged away. A second valuation of the two options on worlds
// of their own ("fresh") tells the winner's curse apart from other biases.

#include "cli.h"

#include "common/rng.h"
#include "mahjong/mahjong_module.h"
#include "mahjong/scoring.h"
#include "sevens/sevens_module.h"
#include "table/game_registry.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <mutex>
#include <thread>

namespace qixing::cli {

namespace {

using session::GameInfo;
using session::GameModule;
using session::kTableSeats;

// The money of one unit of the review's values (Sevens 注, mahjong base) at this table.
double valueUnit(const GameModule &m)
{
    if (const auto *s = dynamic_cast<const session::SevensModule *>(&m))
        return double(s->settings().match.rules.betUnit);
    if (const auto *mj = dynamic_cast<const session::MahjongModule *>(&m))
        return double(mj->settings().rules.base);
    return 1;
}

using Brains = std::array<std::unique_ptr<session::ComputerBrain>, kTableSeats>;

Brains brainsFor(const GameModule &m, const std::array<QString, kTableSeats> &kinds, std::uint64_t seed)
{
    Brains b;
    for (int s = 0; s < kTableSeats; ++s)
        b[std::size_t(s)] = m.makeComputer(kinds[std::size_t(s)], deriveSeed(seed, 100 + std::uint64_t(s)));
    return b;
}

// The next decision of the hand: the first seat asked and its computer's answer.
std::pair<int, QJsonObject> nextAnswer(const GameModule &m, Brains &brains)
{
    const int s = m.decision().seats.front();
    return {s, brains[std::size_t(s)]->decide(m, s)};
}

// Plays the hand to its end from a copy of `m` with `first` answered for `seat`; the seat's
// result in the review's unit. Every copy's computers start from the same seeds.
double playOn(const GameInfo &info, const GameModule &m, const std::array<QString, kTableSeats> &kinds, int seat,
              const QJsonObject &first, std::uint64_t seed)
{
    std::array<QString, kTableSeats> kindsNow;
    const std::unique_ptr<GameModule> copy = info.restore(m.save(kinds), kindsNow);
    const auto before = copy->balances();
    if (const QString why = copy->check(seat, first); !why.isEmpty())
        throw std::logic_error("the reviewed option is refused: " + why.toStdString());
    copy->apply(seat, first);
    Brains brains = brainsFor(*copy, kinds, seed);
    while (copy->handInProgress()) {
        const auto [s, a] = nextAnswer(*copy, brains);
        copy->apply(s, a);
    }
    return double(copy->balances()[std::size_t(seat)] - before[std::size_t(seat)]) / valueUnit(m);
}

// Mahjong: the mean over `worlds` paired wall orders of (the seat's result after `a`) − (after
// `b`), in base, from the true position of `m` (see the file's comment). Answers already given
// in the open claim window stand; every other move is the table's computer's.
double pairedWorlds(const session::MahjongModule &m, const QString &kind, int seat, const QJsonObject &a,
                    const QJsonObject &b, int worlds, std::uint64_t seed)
{
    using namespace qixing::mahjong;
    const Rules &rules = m.settings().rules;
    const Action first[2] = {*session::MahjongModule::actionFrom(a), *session::MahjongModule::actionFrom(b)};
    const bool window = m.hand().phase() == Phase::Claim;
    double sum = 0;
    for (int w = 0; w < worlds; ++w) {
        Rng rng(deriveSeed(seed, std::uint64_t(w)));
        HandState world = m.hand();
        world.shuffleWall(rng);
        world.coupleDraws();
        double result[2] {};
        for (int o = 0; o < 2; ++o) {
            HandState h = world;
            std::array<std::unique_ptr<Player>, kSeats> players;
            for (int s = 0; s < kSeats; ++s)
                players[std::size_t(s)] = makePlayer(kind.toStdString(), deriveSeed(seed, 7919 * std::uint64_t(w) + std::uint64_t(s)), rules);
            bool played = false, firstWindow = window;
            for (int steps = 0; !h.over(); ++steps) {
                firstWindow = firstWindow && h.phase() == Phase::Claim;
                const Seat t = h.toAct();
                Action act;
                if (t == seat && !played) {
                    act = first[o];
                    played = true;
                } else if (const auto given = firstWindow ? m.windowAnswer(t) : std::nullopt) {
                    act = *given;
                } else {
                    act = players[std::size_t(t)]->choose(HandView(h, t));
                }
                if (const std::string e = h.apply(t, act); !e.empty() || steps > 5000)
                    throw std::logic_error("review-calibration playout: " + (e.empty() ? std::string("the hand does not end") : e));
            }
            const Settlement st = settle(rules, h.outcome(), h.dealer(), h.streak());
            result[o] = double(st.totals[std::size_t(seat)]) / double(rules.base);
        }
        sum += result[0] - result[1];
    }
    return sum / double(worlds);
}

// Mahjong: the review's choice and the move played valued again as the review values them,
// on worlds of their own (another seed): their difference is free of the winner's curse.
double freshCost(const session::MahjongModule &m, int seat, const QJsonObject &choice, const QJsonObject &played,
                 std::uint64_t seed)
{
    using namespace qixing::mahjong;
    const HandState asked = m.hand().phase() == Phase::Claim ? m.hand().askedInClaim(seat) : m.hand();
    const std::vector<Action> two {*session::MahjongModule::actionFrom(choice), *session::MahjongModule::actionFrom(played)};
    const std::vector<session::OptionValue> v =
        session::mahjongOptionValues(HandView(asked, seat, &two), two, m.settings().rules, seed, session::kReviewWorlds);
    double c = 0, p = 0;
    for (const session::OptionValue &o : v)
        (o.action == choice ? c : p) = o.value;
    return c - p;
}

struct Sample
{
    int hand = 0;
    double predicted = 0;
    double realised = 0;
    double fresh = 0;
};

// The ratio Σ realised / Σ predicted over the samples, with its standard error by the delta
// method, the samples of one hand taken together (they share a deal): the residuals
// realised − ratio × predicted summed by hand.
struct Ratio
{
    double ratio = 0, stderror = 0;
};
Ratio ratioOf(const std::vector<Sample> &all, double Sample::*top)
{
    double sy = 0, sx = 0;
    for (const Sample &x : all) {
        sy += x.*top;
        sx += x.predicted;
    }
    if (sx == 0)
        return {};
    const double r = sy / sx;
    std::map<int, double> byHand;
    for (const Sample &x : all)
        byHand[x.hand] += x.*top - r * x.predicted;
    const double h = double(byHand.size());
    double v = 0;
    for (const auto &[hand, e] : byHand)
        v += e * e;
    if (h > 1)
        v *= h / (h - 1);
    return {r, std::sqrt(v) / std::abs(sx)};
}

int reviewCalibration(const QStringList &args)
{
    QCommandLineParser p;
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption game(QStringLiteral("game"), "sevens or mahjong.", "G");
    const QCommandLineOption hands(QStringLiteral("hands"), "Hands to play (a match of one hand each).", "N", "20");
    const QCommandLineOption seed(QStringLiteral("seed"), "The first match's seed.", "S", "1");
    const QCommandLineOption seat(QStringLiteral("seat"), "The reviewed seat.", "SEAT", "0");
    const QCommandLineOption players(QStringLiteral("players"), "The computers at the table (default: the game's usual one).", "KIND");
    const QCommandLineOption worlds(QStringLiteral("worlds"),
                                    "Mahjong: the paired wall orders each sample is played out on (1: the real wall only).", "K", "1");
    const QCommandLineOption threads(QStringLiteral("threads"), "Hands played at once.", "N", "1");
    const QCommandLineOption minutes(QStringLiteral("minutes"),
                                     "Start no hand after this many minutes (the hands played are reported).", "M");
    const QCommandLineOption samples(QStringLiteral("samples"), "Write every sample as a JSON line to FILE.", "FILE");
    p.addOptions({game, hands, seed, seat, players, worlds, threads, minutes, samples});
    const QCommandLineOption help = p.addHelpOption();
    if (!p.parse(QStringList {QStringLiteral("qixing-cli bench review-calibration")} + args))
        throw UsageError(QStringLiteral("bench review-calibration: %1").arg(p.errorText()));
    if (p.isSet(help)) {
        std::fputs(p.helpText().toUtf8().constData(), stdout);
        return 0;
    }
    if (!p.positionalArguments().isEmpty())
        throw UsageError(QStringLiteral("bench review-calibration: unexpected argument \"%1\"").arg(p.positionalArguments().first()));
    const GameInfo *info = session::GameRegistry::find(p.value(game));
    if (!info)
        throw UsageError(QStringLiteral("bench review-calibration: --game is one of %1").arg(session::GameRegistry::ids().join(", ")));
    if (!info->reviewOptions)
        throw UsageError(QStringLiteral("bench review-calibration: %1 has no review").arg(info->id));
    const int n = int(parseWhole(p.value(hands), "--hands", 1, 100000));
    const std::uint64_t seed0 = parseSeed(p.value(seed), "--seed");
    const int reviewed = int(parseWhole(p.value(seat), "--seat", 0, kTableSeats - 1));
    const int k = int(parseWhole(p.value(worlds), "--worlds", 1, 100000));
    const int threadCount = int(parseWhole(p.value(threads), "--threads", 1, 64));
    const qint64 limitMs = p.isSet(minutes) ? 60'000 * parseWhole(p.value(minutes), "--minutes", 1, 100000) : -1;
    const bool mahjong = info->id == QLatin1String("mahjong");
    if (k > 1 && !mahjong)
        throw UsageError(QStringLiteral("bench review-calibration: --worlds is for mahjong (a Sevens deal has no wall)"));
    const QString kind = p.isSet(players) ? p.value(players) : info->defaultComputer;
    if (!info->knowsComputer(kind))
        throw UsageError(QStringLiteral("bench review-calibration: unknown player kind \"%1\"").arg(kind));
    std::array<QString, kTableSeats> kinds, names;
    kinds.fill(kind);
    FILE *out = nullptr;
    if (p.isSet(samples) && !(out = std::fopen(p.value(samples).toLocal8Bit().constData(), "w")))
        throw UsageError(QStringLiteral("cannot write %1").arg(p.value(samples)));

    std::vector<Sample> all;
    std::vector<int> handsPlayed; // the hands played to the end (all of them without --minutes)
    int decisions = 0, agreed = 0;
    double reviewSeconds = 0;
    std::mutex lock;
    std::atomic<int> nextHand {0}, handsDone {0};
    std::exception_ptr failure;
    QElapsedTimer clock;
    clock.start();
    const auto playHands = [&] {
        for (int h = nextHand++; h < n && (limitMs < 0 || clock.elapsed() < limitMs); h = nextHand++) {
            std::vector<Sample> mine;
            int myDecisions = 0, myAgreed = 0;
            double mySeconds = 0;
            const std::uint64_t matchSeed = deriveSeed(seed0, std::uint64_t(h));
            const std::unique_ptr<GameModule> m = info->newMatch(session::withSeats(info->defaultSettings(), names, kinds, matchSeed));
            m->dealNextHand();
            Brains brains = brainsFor(*m, kinds, deriveSeed(matchSeed, 1));
            int step = 0;
            while (m->handInProgress()) {
                const auto [s, played] = nextAnswer(*m, brains);
                if (s == reviewed) {
                    QElapsedTimer t;
                    t.start();
                    const std::vector<session::OptionValue> options = info->reviewOptions(*m, s);
                    mySeconds += double(t.nsecsElapsed()) / 1e9;
                    if (options.size() >= 2) {
                        ++myDecisions;
                        const auto it = std::find_if(options.begin(), options.end(),
                                                     [&](const session::OptionValue &o) { return o.action == played; });
                        if (it == options.end())
                            throw std::logic_error("the move played is not among the reviewed options");
                        if (it == options.begin()) {
                            ++myAgreed;
                        } else {
                            // The same seeds for the rest of the hand in both branches (duplicate).
                            const std::uint64_t rest = deriveSeed(matchSeed, 1000 + std::uint64_t(step));
                            Sample x {h, options.front().value - it->value, 0, 0};
                            if (mahjong) {
                                const auto &mm = static_cast<const session::MahjongModule &>(*m);
                                x.realised = k > 1 ? pairedWorlds(mm, kind, s, options.front().action, played, k, rest)
                                                   : playOn(*info, *m, kinds, s, options.front().action, rest)
                                                         - playOn(*info, *m, kinds, s, played, rest);
                                x.fresh = freshCost(mm, s, options.front().action, played, deriveSeed(rest, 77));
                            } else {
                                x.realised = playOn(*info, *m, kinds, s, options.front().action, rest) - playOn(*info, *m, kinds, s, played, rest);
                                x.fresh = x.predicted;
                            }
                            mine.push_back(x);
                        }
                    }
                }
                m->apply(s, played);
                ++step;
            }
            const std::lock_guard<std::mutex> g(lock);
            all.insert(all.end(), mine.begin(), mine.end());
            handsPlayed.push_back(h);
            decisions += myDecisions;
            agreed += myAgreed;
            reviewSeconds += mySeconds;
            std::fprintf(stderr, "\rhand %d/%d: %zu samples", ++handsDone, n, all.size());
        }
    };
    std::vector<std::thread> workers;
    for (int t = 0; t < threadCount; ++t)
        workers.emplace_back([&] {
            try {
                playHands();
            } catch (...) {
                const std::lock_guard<std::mutex> g(lock);
                failure = std::current_exception();
                nextHand = n;
            }
        });
    for (std::thread &t : workers)
        t.join();
    if (failure)
        std::rethrow_exception(failure);
    std::fputc('\n', stderr);
    // In the order of the hands, whatever thread played them.
    std::stable_sort(all.begin(), all.end(), [](const Sample &a, const Sample &b) { return a.hand < b.hand; });
    if (out) {
        for (const Sample &x : all)
            writeJsonLine(QJsonObject {{"hand", x.hand}, {"predicted", x.predicted}, {"realised", x.realised}, {"fresh", x.fresh}}, out);
        std::fclose(out);
    }

    // The means overall, and in five groups of the samples by predicted cost.
    MeanAndError predicted, realised, fresh, gap;
    for (const Sample &x : all) {
        predicted.add(x.predicted);
        realised.add(x.realised);
        fresh.add(x.fresh);
        gap.add(x.realised - x.predicted);
    }
    std::vector<Sample> sorted = all;
    std::sort(sorted.begin(), sorted.end(), [](const Sample &a, const Sample &b) { return a.predicted < b.predicted; });
    QJsonArray groups;
    double groupError = 0, groupGap = 0, groupCost = 0;
    int groupCount = 0;
    const int kGroups = std::min<int>(5, int(sorted.size()));
    for (int g = 0; g < kGroups; ++g) {
        const std::size_t from = sorted.size() * std::size_t(g) / std::size_t(kGroups);
        const std::size_t to = sorted.size() * std::size_t(g + 1) / std::size_t(kGroups);
        MeanAndError gp, gr, gf;
        for (std::size_t i = from; i < to; ++i) {
            gp.add(sorted[i].predicted);
            gr.add(sorted[i].realised);
            gf.add(sorted[i].fresh);
        }
        const double rel = gp.mean() != 0 ? std::abs(gr.mean() - gp.mean()) / std::abs(gp.mean()) : 0;
        groupError += rel;
        groupGap += std::abs(gr.mean() - gp.mean());
        groupCost += std::abs(gp.mean());
        ++groupCount;
        groups.append(QJsonObject {{"samples", int(to - from)}, {"predicted", gp.mean()}, {"realised", gr.mean()},
                                   {"realisedStderr", gr.stderror()}, {"fresh", gf.mean()}, {"relativeError", rel}});
    }
    const Ratio ratio = ratioOf(all, &Sample::realised), freshRatio = ratioOf(all, &Sample::fresh);
    writeJsonLine(QJsonObject {
        {"game", info->id},
        {"hands", int(handsPlayed.size())},
        {"players", kind},
        {"seat", reviewed},
        {"worlds", k},                  // paired wall orders per sample (mahjong)
        {"decisions", decisions},       // the seat's decisions with a choice
        {"agreed", agreed},             // of those, the review chose what was played
        {"samples", int(all.size())},   // the others, each played out both ways
        {"predictedMean", predicted.mean()},
        {"realisedMean", realised.mean()},
        {"realisedStderr", realised.stderror()},
        {"freshMean", fresh.mean()},    // the same two options valued again on other worlds
        {"gapStderr", gap.stderror()},  // of realised − predicted, the noise of the comparison
        {"ratio", ratio.ratio},         // Σ realised / Σ predicted over the samples
        {"ratioStderr", ratio.stderror}, // by hand (delta method); ± 1.96 of it is the 95 % interval
        {"ratioLow95", ratio.ratio - 1.96 * ratio.stderror},
        {"ratioHigh95", ratio.ratio + 1.96 * ratio.stderror},
        {"freshRatio", freshRatio.ratio}, // Σ fresh / Σ predicted: below 1 is the winner's curse
        {"freshRatioStderr", freshRatio.stderror},
        {"meanAbsRelativeError", groupCount ? groupError / groupCount : 0}, // over the groups
        // The groups' gaps against their predicted costs, summed: small costs' noise weighs less.
        {"weightedRelativeError", groupCost > 0 ? groupGap / groupCost : 0},
        {"groups", groups},
        {"reviewSecondsPerDecision", decisions ? reviewSeconds / decisions : 0},
        {"seconds", double(clock.elapsed()) / 1000},
        {"threads", threadCount},
    });
    return 0;
}

} // namespace

int runReviewCalibration(const QStringList &args)
{
    return reviewCalibration(args);
}

} // namespace qixing::cli
