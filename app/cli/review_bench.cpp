// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli bench review-calibration: is the review's cost (復盤, GameInfo::reviewOptions) what
// a decision really costs? Plays seeded hands with computers; at each decision of the reviewed
// seat where the review's choice differs from what the seat played, plays the rest of the
// hand twice from that very position (the real hidden cards, the same computers with the same
// seeds), once after the review's choice and once after the move played, and compares the
// realised difference with the predicted cost. One realisation per decision is noisy; the
// agreement is judged on the means, overall and in five groups by predicted cost.

#include "cli.h"

#include "common/rng.h"
#include "mahjong/mahjong_module.h"
#include "sevens/sevens_module.h"
#include "table/game_registry.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>

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

struct Sample
{
    double predicted = 0;
    double realised = 0;
};

int reviewCalibration(const QStringList &args)
{
    QCommandLineParser p;
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption game(QStringLiteral("game"), "sevens or mahjong.", "G");
    const QCommandLineOption hands(QStringLiteral("hands"), "Hands to play (a match of one hand each).", "N", "20");
    const QCommandLineOption seed(QStringLiteral("seed"), "The first match's seed.", "S", "1");
    const QCommandLineOption seat(QStringLiteral("seat"), "The reviewed seat.", "SEAT", "0");
    const QCommandLineOption players(QStringLiteral("players"), "The computers at the table (default: the game's usual one).", "KIND");
    const QCommandLineOption samples(QStringLiteral("samples"), "Write every sample as a JSON line to FILE.", "FILE");
    p.addOptions({game, hands, seed, seat, players, samples});
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
    const QString kind = p.isSet(players) ? p.value(players) : info->defaultComputer;
    if (!info->knowsComputer(kind))
        throw UsageError(QStringLiteral("bench review-calibration: unknown player kind \"%1\"").arg(kind));
    std::array<QString, kTableSeats> kinds, names;
    kinds.fill(kind);
    FILE *out = nullptr;
    if (p.isSet(samples) && !(out = std::fopen(p.value(samples).toLocal8Bit().constData(), "w")))
        throw UsageError(QStringLiteral("cannot write %1").arg(p.value(samples)));

    std::vector<Sample> all;
    int decisions = 0, agreed = 0;
    double reviewSeconds = 0;
    QElapsedTimer clock;
    clock.start();
    for (int h = 0; h < n; ++h) {
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
                reviewSeconds += double(t.nsecsElapsed()) / 1e9;
                if (options.size() >= 2) {
                    ++decisions;
                    const auto it = std::find_if(options.begin(), options.end(),
                                                 [&](const session::OptionValue &o) { return o.action == played; });
                    if (it == options.end())
                        throw std::logic_error("the move played is not among the reviewed options");
                    if (it == options.begin()) {
                        ++agreed;
                    } else {
                        // The same seeds for the rest of the hand in both branches (duplicate).
                        const std::uint64_t rest = deriveSeed(matchSeed, 1000 + std::uint64_t(step));
                        const double best = playOn(*info, *m, kinds, s, options.front().action, rest);
                        const double mine = playOn(*info, *m, kinds, s, played, rest);
                        const Sample x {options.front().value - it->value, best - mine};
                        all.push_back(x);
                        if (out)
                            writeJsonLine(QJsonObject {{"hand", h}, {"step", step}, {"predicted", x.predicted}, {"realised", x.realised}}, out);
                    }
                }
            }
            m->apply(s, played);
            ++step;
        }
        std::fprintf(stderr, "\rhand %d/%d: %zu samples", h + 1, n, all.size());
    }
    std::fputc('\n', stderr);
    if (out)
        std::fclose(out);

    // The means overall, and in five groups of the samples by predicted cost.
    MeanAndError predicted, realised, gap;
    for (const Sample &x : all) {
        predicted.add(x.predicted);
        realised.add(x.realised);
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
        MeanAndError gp, gr;
        for (std::size_t i = from; i < to; ++i) {
            gp.add(sorted[i].predicted);
            gr.add(sorted[i].realised);
        }
        const double rel = gp.mean() != 0 ? std::abs(gr.mean() - gp.mean()) / std::abs(gp.mean()) : 0;
        groupError += rel;
        groupGap += std::abs(gr.mean() - gp.mean());
        groupCost += std::abs(gp.mean());
        ++groupCount;
        groups.append(QJsonObject {{"samples", int(to - from)}, {"predicted", gp.mean()}, {"realised", gr.mean()},
                                   {"realisedStderr", gr.stderror()}, {"relativeError", rel}});
    }
    const double ratio = predicted.mean() != 0 ? realised.mean() / predicted.mean() : 0;
    writeJsonLine(QJsonObject {
        {"game", info->id},
        {"hands", n},
        {"players", kind},
        {"seat", reviewed},
        {"decisions", decisions},       // the seat's decisions with a choice
        {"agreed", agreed},             // of those, the review chose what was played
        {"samples", int(all.size())},   // the others, each played out both ways
        {"predictedMean", predicted.mean()},
        {"realisedMean", realised.mean()},
        {"realisedStderr", realised.stderror()},
        {"gapStderr", gap.stderror()},  // of realised − predicted, the noise of the comparison
        {"ratio", ratio},               // realised / predicted, means over the samples
        {"meanAbsRelativeError", groupCount ? groupError / groupCount : 0}, // over the groups
        // The groups' gaps against their predicted costs, summed: small costs' noise weighs less.
        {"weightedRelativeError", groupCost > 0 ? groupGap / groupCost : 0},
        {"groups", groups},
        {"reviewSecondsPerDecision", decisions ? reviewSeconds / decisions : 0},
        {"seconds", double(clock.elapsed()) / 1000},
        {"threads", QThread::idealThreadCount()},
    });
    return 0;
}

} // namespace

int runReviewCalibration(const QStringList &args)
{
    return reviewCalibration(args);
}

} // namespace qixing::cli
