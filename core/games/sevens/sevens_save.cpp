// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/sevens_save.h"

#include "table/game_module.h"

#include "sevens/sevens_json.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace qixing::session {

using namespace sevens;
using sevens::json::JsonError;

namespace {
[[noreturn]] void fail(const QString &m)
{
    throw JsonError(m.toStdString());
}

std::array<std::int64_t, kSeats> moneyFrom(const QJsonValue &v, const QString &where)
{
    if (!v.isArray() || v.toArray().size() != kSeats)
        fail(where + QStringLiteral(" must be an array of 4 whole numbers"));
    std::array<std::int64_t, kSeats> out {};
    for (int i = 0; i < kSeats; ++i)
        out[std::size_t(i)] = json::wholeFrom(v.toArray()[i], where);
    return out;
}

QString stringFrom(const QJsonValue &v, const QString &where)
{
    if (!v.isString())
        fail(where + QStringLiteral(" must be a string"));
    return v.toString();
}
} // namespace

QString fractionText(Fraction f)
{
    return QString::fromStdString(f.toString());
}

Fraction fractionFrom(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('/'));
    bool ok1 = false, ok2 = true;
    const qint64 num = parts.value(0).toLongLong(&ok1);
    qint64 den = 1;
    if (parts.size() == 2)
        den = parts[1].toLongLong(&ok2);
    if (parts.size() > 2 || !ok1 || !ok2 || den <= 0)
        fail(QStringLiteral("bad amount \"%1\"").arg(text));
    return Fraction(num, den);
}

QString SessionSettings::validate() const
{
    if (const std::string e = match.validate(); !e.empty())
        return QString::fromStdString(e);
    // Seat 0 is the person at this computer on a desktop table; a LAN host may seat remote
    // people anywhere, and a headless server has no local person at all.
    // A computer is any kind makePlayer builds: a kind, a strength level ("master") or a
    // kind with options ("expert:playouts=2000").
    for (int i = 0; i < kSeats; ++i) {
        const QString &k = kinds[std::size_t(i)];
        if (k == QLatin1String("person") ? i != 0 : k != QLatin1String("remote") && !makePlayer(k.toStdString(), 1))
            return i == 0 || k != QLatin1String("person") ? QStringLiteral("unknown player kind \"%1\"").arg(k)
                                                          : QStringLiteral("only seat 0 can be the local person");
    }
    if (turnSeconds < 0 || turnSeconds > 600)
        return QStringLiteral("the turn time limit must be 0 (none) to 600 seconds");
    if (bankSeconds < 0 || bankSeconds > 600)
        return QStringLiteral("the clock bank must be 0 (none) to 600 seconds");
    if (!Match::meetsOpeningLimit(startingBalance, match.rules))
        return QStringLiteral("the starting balance is below one base (S42)");
    return {};
}

QJsonObject settingsTo(const SessionSettings &s)
{
    QJsonArray names, kinds;
    for (int i = 0; i < kSeats; ++i) {
        names.append(s.names[std::size_t(i)]);
        kinds.append(s.kinds[std::size_t(i)]);
    }
    QJsonObject o {
        {"rules", json::rulesTo(s.match.rules)},
        {"hands", s.match.hands},
        {"penaltyBases", s.match.penaltyBases},
        {"seed", qint64(s.match.seed & ((std::uint64_t {1} << 53) - 1))},
        {"names", names},
        {"kinds", kinds},
        {"turnSeconds", s.turnSeconds},
        {"startingBalance", qint64(s.startingBalance)},
    };
    if (s.bankSeconds > 0) // omitted when 0: settings from before the bank are unchanged
        o.insert("bankSeconds", s.bankSeconds);
    return o;
}

SessionSettings settingsFrom(const QJsonValue &v)
{
    if (!v.isObject())
        fail(QStringLiteral("\"settings\" must be an object"));
    const QJsonObject o = v.toObject();
    json::requireOnly(o, {"rules", "hands", "penaltyBases", "seed", "names", "kinds", "turnSeconds", "startingBalance", "bankSeconds"},
                      QStringLiteral("settings"));
    SessionSettings s;
    s.match.rules = json::rulesFrom(o.value("rules"));
    s.match.hands = int(json::wholeFrom(o.value("hands"), QStringLiteral("settings.hands")));
    s.match.penaltyBases = int(json::wholeFrom(o.value("penaltyBases"), QStringLiteral("settings.penaltyBases")));
    s.match.seed = std::uint64_t(json::wholeFrom(o.value("seed"), QStringLiteral("settings.seed")));
    const QJsonArray names = o.value("names").toArray(), kinds = o.value("kinds").toArray();
    if (names.size() != kSeats || kinds.size() != kSeats)
        fail(QStringLiteral("settings.names and settings.kinds must list 4 seats"));
    for (int i = 0; i < kSeats; ++i) {
        s.names[std::size_t(i)] = stringFrom(names[i], QStringLiteral("settings.names"));
        s.kinds[std::size_t(i)] = stringFrom(kinds[i], QStringLiteral("settings.kinds"));
    }
    s.turnSeconds = int(json::wholeFrom(o.value("turnSeconds"), QStringLiteral("settings.turnSeconds")));
    s.startingBalance = json::wholeFrom(o.value("startingBalance"), QStringLiteral("settings.startingBalance"));
    if (o.contains("bankSeconds")) // absent in settings from before the bank: none
        s.bankSeconds = int(json::wholeFrom(o.value("bankSeconds"), QStringLiteral("settings.bankSeconds")));
    if (const QString e = s.validate(); !e.isEmpty())
        fail(QStringLiteral("settings: ") + e);
    return s;
}

QJsonObject SavedGame::toJson() const
{
    QJsonArray bookedArr, leavingArr, movesArr, kindsArr;
    for (const auto &b : booked) {
        QJsonArray results;
        for (const Fraction &f : b.results)
            results.append(fractionText(f));
        bookedArr.append(QJsonObject {{"results", results}, {"money", moneyTo(b.money)}});
    }
    for (const auto &l : leavings)
        leavingArr.append(QJsonObject {{"seat", l.seat}, {"penalty", qint64(l.penalty)}, {"change", moneyTo(l.change)}});
    for (const Action &a : moves)
        movesArr.append(QJsonObject {{a.isCover() ? "cover" : "play", json::cardName(a.card)}});
    for (const QString &k : kindsNow)
        kindsArr.append(k);
    return QJsonObject {
        {"format", "qixing-sevens-save"},
        {"version", kSaveVersion},
        {"settings", settingsTo(settings)},
        {"openingBalances", moneyTo(openingBalances)},
        {"booked", bookedArr},
        {"leavings", leavingArr},
        {"handNumber", handNumber},
        {"moves", movesArr},
        {"kindsNow", kindsArr},
    };
}

SavedGame SavedGame::fromJson(const QJsonObject &o)
{
    // "bankMs": what each seat has left of its clock bank (GameModule::saveBank, issue 30).
    json::requireOnly(o, {"format", "version", "settings", "openingBalances", "booked", "leavings", "handNumber",
                          "moves", "kindsNow", "bankMs"},
                      QStringLiteral("save file"));
    if (o.value("format").toString() != QLatin1String("qixing-sevens-save"))
        fail(QStringLiteral("not a Qixing Sevens save file"));
    if (json::wholeFrom(o.value("version"), QStringLiteral("version")) != kSaveVersion)
        fail(QStringLiteral("unsupported save file version"));
    SavedGame g;
    g.settings = settingsFrom(o.value("settings"));
    g.openingBalances = moneyFrom(o.value("openingBalances"), QStringLiteral("openingBalances"));
    for (const QJsonValue &v : o.value("booked").toArray()) {
        const QJsonObject b = v.toObject();
        json::requireOnly(b, {"results", "money"}, QStringLiteral("booked hand"));
        Match::BookedHand h;
        const QJsonArray r = b.value("results").toArray();
        if (r.size() != kSeats)
            fail(QStringLiteral("a booked hand must have 4 results"));
        Fraction sum;
        for (int i = 0; i < kSeats; ++i) {
            h.results[std::size_t(i)] = fractionFrom(stringFrom(r[i], QStringLiteral("booked.results")));
            sum += h.results[std::size_t(i)];
        }
        h.money = moneyFrom(b.value("money"), QStringLiteral("booked.money"));
        std::int64_t moneySum = 0;
        for (auto m : h.money)
            moneySum += m;
        if (!(sum == Fraction(0)) || moneySum != 0)
            fail(QStringLiteral("a booked hand does not sum to zero"));
        g.booked.push_back(h);
    }
    for (const QJsonValue &v : o.value("leavings").toArray()) {
        const QJsonObject l = v.toObject();
        json::requireOnly(l, {"seat", "penalty", "change"}, QStringLiteral("leaving"));
        Match::Leaving x;
        x.seat = int(json::wholeFrom(l.value("seat"), QStringLiteral("leaving.seat")));
        if (x.seat < 0 || x.seat >= kSeats)
            fail(QStringLiteral("leaving.seat out of range"));
        x.penalty = json::wholeFrom(l.value("penalty"), QStringLiteral("leaving.penalty"));
        x.change = moneyFrom(l.value("change"), QStringLiteral("leaving.change"));
        g.leavings.push_back(x);
    }
    g.handNumber = int(json::wholeFrom(o.value("handNumber"), QStringLiteral("handNumber")));
    if (g.handNumber < -1 || g.handNumber >= g.settings.match.hands
        || (g.handNumber >= 0 && g.handNumber != int(g.booked.size())) || int(g.booked.size()) > g.settings.match.hands)
        fail(QStringLiteral("the hand number does not match the booked hands"));
    const QJsonValue movesV = o.value("moves");
    if (!movesV.isArray())
        fail(QStringLiteral("\"moves\" must be an array"));
    for (const QJsonValue &v : movesV.toArray()) {
        const QJsonObject m = v.toObject();
        json::requireOnly(m, {"play", "cover"}, QStringLiteral("move"));
        if (m.contains("play") == m.contains("cover"))
            fail(QStringLiteral("a move is either a play or a cover"));
        const bool cover = m.contains("cover");
        const Card c = json::cardFrom(m.value(cover ? "cover" : "play"), QStringLiteral("move"));
        g.moves.push_back(cover ? Action::cover(c) : Action::play(c));
    }
    if (int(g.moves.size()) >= kTurns)
        fail(QStringLiteral("too many moves for a hand in play"));
    const QJsonArray kinds = o.value("kindsNow").toArray();
    if (kinds.size() != kSeats)
        fail(QStringLiteral("\"kindsNow\" must list 4 seats"));
    for (int i = 0; i < kSeats; ++i)
        g.kindsNow[std::size_t(i)] = stringFrom(kinds[i], QStringLiteral("kindsNow"));
    return g;
}

LoadResult loadSave(const QString &path)
{
    LoadResult r;
    QFile f(path);
    if (!f.exists())
        return r;
    try {
        if (!f.open(QIODevice::ReadOnly))
            fail(f.errorString());
        const QByteArray data = f.read(16 * 1024 * 1024);
        f.close();
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
        if (pe.error != QJsonParseError::NoError)
            fail(QStringLiteral("not valid JSON (%1 at byte %2)").arg(pe.errorString()).arg(pe.offset));
        if (!doc.isObject())
            fail(QStringLiteral("not a JSON object"));
        r.game = SavedGame::fromJson(doc.object());
        r.status = LoadResult::Status::Ok;
    } catch (const std::exception &e) {
        r.status = LoadResult::Status::Damaged;
        r.error = QString::fromStdString(e.what());
        r.movedTo = putAside(path);
    }
    return r;
}

} // namespace qixing::session
