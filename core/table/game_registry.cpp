// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/game_registry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <memory>
#include <mutex>
#include <stdexcept>
#include <vector>

namespace qixing::session {

void registerBuiltInGames(); // generated from QIXING_GAMES (registered_games.cpp)

namespace {
struct Registry
{
    std::mutex mutex;
    std::vector<std::unique_ptr<GameInfo>> games; // unique_ptr: a GameInfo found stays put
};

Registry &games()
{
    static Registry r;
    return r;
}

// The built-in games register on first use, not from static constructors: a static
// library's object file that nothing names would be left out of the program.
Registry &withBuiltIn()
{
    static std::once_flag once;
    std::call_once(once, registerBuiltInGames);
    return games();
}
} // namespace

const GameInfo *GameRegistry::find(const QString &id)
{
    Registry &r = withBuiltIn();
    const std::lock_guard lock(r.mutex);
    for (const auto &g : r.games)
        if (g->id == id)
            return g.get();
    return nullptr;
}

QStringList GameRegistry::ids()
{
    Registry &r = withBuiltIn();
    const std::lock_guard lock(r.mutex);
    QStringList out;
    for (const auto &g : r.games)
        out.append(g->id);
    return out;
}

std::array<QString, kTableSeats> seatStrings(const QJsonObject &settings, QLatin1StringView key)
{
    std::array<QString, kTableSeats> out {};
    const QJsonArray a = settings.value(key).toArray();
    for (int s = 0; s < kTableSeats && s < a.size(); ++s)
        out[std::size_t(s)] = a.at(s).toString();
    return out;
}

QJsonObject withSeats(QJsonObject settings, const std::array<QString, kTableSeats> &names,
                      const std::array<QString, kTableSeats> &kinds, std::uint64_t seed)
{
    settings.insert(QLatin1StringView("names"), seatStringsTo(names));
    settings.insert(QLatin1StringView("kinds"), seatStringsTo(kinds));
    settings.insert(QLatin1StringView("seed"), qint64(seed));
    return settings;
}

std::optional<int> wholeNumber(const QString &text, int min, int max, QString *why)
{
    bool ok = false;
    const int v = text.toInt(&ok);
    if (ok && v >= min && v <= max)
        return v;
    *why = QStringLiteral("must be a whole number from %1 to %2").arg(min).arg(max);
    return std::nullopt;
}

QJsonObject jsonObjectFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw std::runtime_error(QStringLiteral("cannot read %1: %2").arg(path, f.errorString()).toStdString());
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &err);
    if (err.error != QJsonParseError::NoError)
        throw std::runtime_error(QStringLiteral("bad JSON in %1: %2").arg(path, err.errorString()).toStdString());
    if (!doc.isObject())
        throw std::runtime_error(QStringLiteral("%1 must hold a JSON object").arg(path).toStdString());
    return doc.object();
}

void GameRegistry::add(GameInfo game)
{
    Registry &r = games();
    const std::lock_guard lock(r.mutex);
    if (!game.defaultSettings || !game.checkSettings || !game.newMatch || !game.lobbyInfo || !game.restore || !game.knowsComputer)
        throw std::logic_error("the game \"" + game.id.toStdString() + "\" is registered without all it must give");
    for (const auto &g : r.games)
        if (g->id == game.id)
            throw std::logic_error("the game \"" + game.id.toStdString() + "\" is registered twice");
    r.games.push_back(std::make_unique<GameInfo>(std::move(game)));
}

} // namespace qixing::session
