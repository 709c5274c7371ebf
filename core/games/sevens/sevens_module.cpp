// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/sevens_module.h"

#include "table/game_registry.h"
#include "table/presets.h"

#include "common/compact_json.h"
#include "common/protocol_error.h"
#include "sevens/sevens_wire.h"
#include "sevens/expert_player.h"
#include "sevens/players.h"
#include "sevens/sevens_json.h"

#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace qixing::session {

using namespace sevens;

namespace {
// A kind, a strength level or kind:options that makes one of the game's computer players.
bool isComputerKind(const QString &kind)
{
    return makePlayer(kind.toStdString(), 1) != nullptr;
}

class SevensBrain final : public ComputerBrain
{
public:
    explicit SevensBrain(std::unique_ptr<Player> p) : player_(std::move(p)) {}
    Thought think(const GameModule &game, int seat) override
    {
        const auto &m = static_cast<const SevensModule &>(game);
        // The hand is a plain value; the player sees it only through the seat's HandView.
        return [player = player_, hand = m.table().hand(), seat] {
            return SevensModule::actionTo(player->chooseAction(HandView(hand, Seat(seat))));
        };
    }

private:
    std::shared_ptr<Player> player_;
};
} // namespace

SevensModule::SevensModule(const SessionSettings &settings) : settings_(settings)
{
    std::array<std::int64_t, kSeats> balances {};
    balances.fill(settings.startingBalance);
    table_ = std::make_unique<Table>(settings.match, balances);
}

std::unique_ptr<GameModule> SevensModule::restore(const QJsonObject &save, std::array<QString, kTableSeats> &kindsNow)
{
    const SavedGame g = SavedGame::fromJson(save);
    std::unique_ptr<SevensModule> m(new SevensModule);
    m->settings_ = g.settings;
    m->table_ = std::make_unique<Table>(g.settings.match, g.openingBalances);
    m->table_->match().restore(g.booked, g.leavings);
    if (g.handNumber >= 0) {
        const MoveError e = m->table_->restoreHand(g.handNumber, m->table_->match().dealFor(g.handNumber), g.moves);
        if (e != MoveError::None)
            throw std::runtime_error(std::string("a saved move does not apply: ") + describe(e));
    }
    // "remote": a person at a LAN host's table (the host decides who plays it on resuming).
    for (const QString &k : g.kindsNow)
        if (k != QLatin1String("person") && k != QLatin1String("remote") && !isComputerKind(k))
            throw std::runtime_error("unknown player kind \"" + k.toStdString() + "\"");
    kindsNow = g.kindsNow;
    if (const QString e = m->restoreBank(save); !e.isEmpty())
        throw std::runtime_error(e.toStdString());
    return m;
}

QJsonObject SevensModule::actionTo(Action a)
{
    return QJsonObject {{a.isCover() ? "cover" : "play", json::cardName(a.card)}};
}

std::optional<Action> SevensModule::actionFrom(const QJsonObject &o)
{
    try {
        return net::actionFrom(o);
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

std::optional<Action> SevensModule::hint(Seat seat) const
{
    if (!table_->handInProgress() || table_->hand().toMove() != seat)
        return std::nullopt;
    HeuristicPlayer h;
    return h.chooseAction(table_->view(seat));
}

DecisionPoint SevensModule::decision() const
{
    DecisionPoint d;
    if (table_->handInProgress())
        d.seats.push_back(table_->hand().toMove());
    return d;
}

int SevensModule::step() const
{
    return (table_->handNumber() + 1) * (kTurns + 1) + table_->hand().turn();
}

QString SevensModule::check(int seat, const QJsonObject &action) const
{
    const auto a = actionFrom(action);
    if (!a)
        return QStringLiteral("not a Sevens action: {\"play\": card} or {\"cover\": card}");
    if (!table_->handInProgress())
        return QString::fromLatin1(describe(MoveError::HandOver));
    const MoveError e = table_->hand().check(seat, *a);
    return e == MoveError::None ? QString() : QString::fromLatin1(describe(e));
}

void SevensModule::apply(int seat, const QJsonObject &action)
{
    table_->submit(seat, *actionFrom(action));
}

std::vector<QJsonObject> SevensModule::legalActions(int seat) const
{
    const HandState &h = table_->hand();
    if (!table_->handInProgress() || h.toMove() != seat)
        return {};
    // Plays if any, else a cover of any card (S6, S7).
    const bool cover = h.mustCover();
    std::vector<QJsonObject> out;
    for (Card c : cover ? h.hand(seat) : h.playable())
        out.push_back(actionTo(cover ? Action::cover(c) : Action::play(c)));
    return out;
}

QJsonObject SevensModule::timeoutAction(int seat) const
{
    const auto a = hint(seat);
    return a ? actionTo(*a) : QJsonObject {};
}

QJsonObject SevensModule::askFor(int) const
{
    QJsonObject m;
    m.insert("hand"_L1, table_->handNumber());
    m.insert("turn"_L1, table_->hand().turn());
    return m;
}

QByteArray SevensModule::questionJson(int, int deadlineMs) const
{
    // question() written directly, keys in QJsonObject's order (tested against Qt's bytes).
    CompactJson j;
    if (deadlineMs >= 0)
        j.number("deadline"_L1, deadlineMs);
    else
        j.null("deadline"_L1);
    return j.number("hand"_L1, table_->handNumber()).number("turn"_L1, table_->hand().turn()).string("type"_L1, "yourTurn"_L1).take();
}

GameModule::QuestionPoint SevensModule::answerPoint(const QJsonObject &act) const
{
    return {net::wholeField(act, "hand", 0, 1'000'000), net::wholeField(act, "turn", 0, kTurns)};
}

int SevensModule::questionPoint(int) const
{
    // Every Sevens move is public (a cover shows that a card was covered): the turn is.
    return table_->hand().turn();
}

bool SevensModule::knowsComputer(const QString &kind) const
{
    return isComputerKind(kind);
}

std::unique_ptr<ComputerBrain> SevensModule::makeComputer(const QString &kind, std::uint64_t seed) const
{
    auto p = makePlayer(kind.toStdString(), seed, settings_.match.rules);
    if (!p)
        p = makePlayer("heuristic", seed, settings_.match.rules);
    return std::make_unique<SevensBrain>(std::move(p));
}

QJsonObject SevensModule::eventFor(int viewer, int index) const
{
    const HandState &h = table_->hand();
    QJsonObject m = net::moveFor(viewer, h.moveSeat(index), h.moveAction(index));
    m.insert("type"_L1, "move"_L1);
    m.insert("hand"_L1, table_->handNumber());
    m.insert("turn"_L1, index);
    return m;
}

QByteArray SevensModule::eventJson(int viewer, int index) const
{
    // eventFor() written directly, keys in QJsonObject's order (the Sevens session test
    // compares the bytes with Qt's for every event of many hands).
    const HandState &h = table_->hand();
    const Seat mover = h.moveSeat(index);
    CompactJson j;
    net::writeHandAndCard(j, table_->handNumber(), h.moveAction(index), viewer == mover); // moveFor() hides a cover
    return j.number("seat"_L1, mover).number("turn"_L1, index).string("type"_L1, "move"_L1).take();
}

int SevensModule::eventOwner(int index) const
{
    const HandState &h = table_->hand();
    return h.moveAction(index).isCover() ? h.moveSeat(index) : -1; // moveFor() hides a cover's card
}

QJsonObject SevensModule::stateFor(int viewer, int) const
{
    // A Sevens move is shown as it is made: the state holds every move so far.
    QJsonObject m = net::knowledgeTo(knowledgeFor(viewer), table_->hand().toMove(), table_->hand().turn());
    m.insert("type"_L1, "state"_L1);
    m.insert("hand"_L1, table_->handNumber());
    m.insert("hands"_L1, settings_.match.hands);
    m.insert("rules"_L1, json::rulesTo(settings_.match.rules));
    m.insert("names"_L1, seatStringsTo(settings_.names));
    m.insert("balances"_L1, moneyTo(table_->match().balances()));
    return m;
}

namespace {
// A JSON array of n values, each written by each(out, i).
template <class Each>
QByteArray arrayJson(std::size_t n, Each each)
{
    QByteArray a = "[";
    for (std::size_t i = 0; i < n; ++i) {
        if (i)
            a += ',';
        each(a, i);
    }
    a += ']';
    return a;
}

void quoted(QByteArray &out, QByteArrayView plain)
{
    out += '"';
    out += plain;
    out += '"';
}

void number(QByteArray &out, std::int64_t v)
{
    out += QByteArray::number(qint64(v));
}

template <class Int>
QByteArray numbersJson(const std::array<Int, kSeats> &values)
{
    return arrayJson(values.size(), [&](QByteArray &a, std::size_t i) { number(a, std::int64_t(values[i])); });
}

// ["7S","8S"]: card names need no escaping.
QByteArray cardsJson(CardSet cards)
{
    const std::vector<Card> list(cards.begin(), cards.end());
    return arrayJson(list.size(), [&](QByteArray &a, std::size_t i) { quoted(a, json::cardText(list[i])); });
}
} // namespace

QByteArray SevensModule::stateJson(int viewer, int, int tableId) const
{
    // stateFor() with "table", written directly, keys in QJsonObject's order (the Sevens
    // session test compares the bytes with Qt's at every turn of many hands).
    if (rulesJson_.isEmpty())
        rulesJson_ = QJsonDocument(json::rulesTo(settings_.match.rules)).toJson(QJsonDocument::Compact);
    if (namesJson_.isEmpty()) // (again after a swap of seats)
        namesJson_ = QJsonDocument(seatStringsTo(settings_.names)).toJson(QJsonDocument::Compact);
    const HandState &view = table_->hand();
    const SeatKnowledge k = knowledgeFor(viewer);
    const QByteArray moves = arrayJson(k.moves.size(), [&](QByteArray &a, std::size_t i) { a += net::publicMoveJson(k.moves[i]); });
    CompactJson j;
    j.raw("balances"_L1, numbersJson(table_->match().balances())).raw("cards"_L1, cardsJson(k.hand)).raw("covered"_L1, cardsJson(k.covered));
    j.number("first"_L1, k.first).number("hand"_L1, table_->handNumber()).number("hands"_L1, settings_.match.hands);
    j.raw("moves"_L1, moves).raw("names"_L1, namesJson_).raw("rules"_L1, rulesJson_);
    j.number("seat"_L1, k.seat).number("table"_L1, tableId).number("toMove"_L1, view.toMove()).number("turn"_L1, view.turn());
    return j.string("type"_L1, "state"_L1).take();
}

QJsonObject SevensModule::settlementJson() const
{
    const HandState &h = table_->hand();
    QJsonArray covered, last;
    for (Seat x = 0; x < kSeats; ++x) {
        covered.append(json::cardsTo(h.covered(x)));
        const auto l = h.lastPlayed(x);
        last.append(l ? QJsonValue(json::cardName(*l)) : QJsonValue(QJsonValue::Null));
    }
    QJsonObject m {{"type", "settlement"}, {"hand", table_->handNumber()}, {"covered", covered}, {"last", last},
                   {"balances", moneyTo(table_->match().balances())}};
    if (const auto &st = table_->lastSettlement())
        m.insert("result"_L1, json::settlementTo(*st));
    return m;
}

QByteArray SevensModule::settlementText() const
{
    // settlementJson() written directly, keys in QJsonObject's order (the Sevens session test
    // compares the bytes with Qt's for every hand of many matches under every preset). Left
    // to Qt: an amount that is not whole (written as a double) and a reason that would need
    // escaping.
    const auto &st = table_->lastSettlement();
    if (!st)
        return GameModule::settlementText();
    const std::span<const Transfer> transfers = st->transfers();
    std::vector<std::string> reasons;
    bool plain = std::all_of(st->results.begin(), st->results.end(), [](const Fraction &r) { return r.isWhole(); });
    for (const Transfer &t : transfers) {
        reasons.push_back(reasonText(*st, t));
        plain = plain && t.amount.isWhole()
            && std::none_of(reasons.back().begin(), reasons.back().end(), [](char c) { return c == '"' || c == '\\' || (unsigned char)c < 0x20; });
    }
    if (!plain)
        return GameModule::settlementText();
    std::array<std::int64_t, kSeats> results {};
    for (std::size_t s = 0; s < kSeats; ++s)
        results[s] = st->results[s].num();
    CompactJson result;
    result.raw("comparedPoints"_L1, numbersJson(st->comparedPoints)).raw("money"_L1, numbersJson(st->money));
    result.raw("multipliers"_L1, numbersJson(st->multiplier)).raw("points"_L1, numbersJson(st->points)).raw("results"_L1, numbersJson(results));
    result.raw("resultsExact"_L1, arrayJson(kSeats, [&](QByteArray &a, std::size_t s) { quoted(a, QByteArray::fromStdString(st->results[s].toString())); }));
    result.raw("status"_L1, arrayJson(kSeats, [&](QByteArray &a, std::size_t s) { quoted(a, statusName(st->status[s])); }));
    result.raw("transfers"_L1, arrayJson(transfers.size(), [&](QByteArray &a, std::size_t i) {
        const Transfer &t = transfers[i];
        CompactJson o;
        o.number("amount"_L1, t.amount.num()).number("from"_L1, t.from);
        o.string("kind"_L1, t.why == Transfer::Why::Position ? "position"_L1 : "pointsDifference"_L1);
        QByteArray reason;
        quoted(reason, reasons[i]); // UTF-8, as Qt writes it
        a += o.raw("reason"_L1, reason).number("to"_L1, t.to).take();
    }));
    const HandState &h = table_->hand();
    CompactJson j;
    j.raw("balances"_L1, numbersJson(table_->match().balances()));
    j.raw("covered"_L1, arrayJson(kSeats, [&](QByteArray &a, std::size_t s) { a += cardsJson(h.covered(Seat(s))); }));
    j.number("hand"_L1, table_->handNumber());
    j.raw("last"_L1, arrayJson(kSeats, [&](QByteArray &a, std::size_t s) {
        if (const auto l = h.lastPlayed(Seat(s)))
            quoted(a, json::cardText(*l));
        else
            a += "null";
    }));
    return j.raw("result"_L1, result.take()).string("type"_L1, "settlement"_L1).take();
}

SeatKnowledge SevensModule::knowledgeFor(int viewer) const
{
    if (viewer != kSpectator)
        return table_->view(viewer).knowledge();
    // A spectator: what every seat sees, no hand and no covered card (any seat's view,
    // with that seat's own part taken out).
    SeatKnowledge k = table_->view(0).knowledge();
    k.seat = kSpectator;
    k.hand = {};
    k.covered = {};
    for (PublicMove &m : k.moves)
        if (m.cover)
            m.card.reset();
    return k;
}

std::vector<GameModule::HiddenPiece> SevensModule::hiddenFrom(int viewer) const
{
    if (!table_->handInProgress())
        return {}; // the settlement shows every hand
    // Every card is unique: the other seats' hands and the cards they covered.
    CardSet hidden;
    for (int s = 0; s < kSeats; ++s)
        if (s != viewer)
            hidden |= table_->hand().hand(Seat(s)) | table_->hand().covered(Seat(s));
    std::vector<HiddenPiece> out;
    for (Card c : hidden)
        out.push_back({QString(json::cardText(c)), 1, 1});
    return out;
}

std::int64_t SevensModule::leave(int seat)
{
    return table_->match().leave(seat).penalty;
}

void SevensModule::playOut(const std::array<QString, kTableSeats> &kinds, std::uint64_t seed)
{
    std::array<std::unique_ptr<Player>, kSeats> players;
    for (Seat s = 0; s < kSeats; ++s) {
        players[std::size_t(s)] = makePlayer(kinds[std::size_t(s)].toStdString(), deriveSeed(seed, 2000 + std::uint64_t(s)),
                                             settings_.match.rules);
        if (!players[std::size_t(s)])
            players[std::size_t(s)] = makePlayer("heuristic", deriveSeed(seed, 2000 + std::uint64_t(s)), settings_.match.rules);
    }
    while (!table_->match().finished()) {
        if (!table_->handInProgress())
            table_->startHand();
        while (table_->handInProgress()) {
            const Seat s = table_->hand().toMove();
            table_->submit(s, players[std::size_t(s)]->chooseAction(table_->view(s)));
        }
    }
}

void SevensModule::swapSeatState(int a, int b)
{
    // The save books every hand by seat (no replay from the seed): relabelled, the history is
    // as if the two had sat in each other's chairs all match, and it needs no log of swaps.
    table_->match().swapSeats(Seat(a), Seat(b));
    std::swap(settings_.names[std::size_t(a)], settings_.names[std::size_t(b)]);
    std::swap(settings_.kinds[std::size_t(a)], settings_.kinds[std::size_t(b)]);
    namesJson_.clear();
}

QJsonObject SevensModule::save(const std::array<QString, kTableSeats> &kindsNow) const
{
    SavedGame g;
    g.settings = settings_;
    g.openingBalances = table_->match().openingBalances();
    g.booked = table_->match().booked();
    g.leavings = table_->match().leavings();
    g.handNumber = table_->handInProgress() ? table_->handNumber() : -1;
    if (table_->handInProgress())
        for (int i = 0; i < table_->hand().turn(); ++i)
            g.moves.push_back(table_->hand().moveAction(i));
    g.kindsNow = kindsNow;
    QJsonObject o = g.toJson();
    saveBank(o);
    return o;
}

namespace {
// The review's playouts per decision, spread evenly over the options (no halving, so that any
// two options' values compare on the same worlds): about 0.2 s a decision on one core.
constexpr int kReviewPlayouts = 20000;

// The expert's value of every legal card for `seat` (the Hint's analysis, with a larger
// budget), from a mirror of what the seat knows: the cards the others hold or covered are not
// even in what it reads. Seeded from that knowledge, so a position is valued alike each time.
std::vector<OptionValue> reviewOptions(const GameModule &game, int seat)
{
    const auto &m = static_cast<const SevensModule &>(game);
    if (!m.handInProgress() || m.table().hand().toMove() != seat || m.legalActions(seat).size() < 2)
        return {};
    const SeatKnowledge known = m.table().view(Seat(seat)).knowledge();
    const std::optional<HandState> mirror = HandState::mirror(known);
    if (!mirror)
        return {};
    std::uint64_t seed = deriveSeed(known.hand.bits(), known.covered.bits());
    seed = deriveSeed(seed, std::uint64_t(known.moves.size()) * kSeats + std::uint64_t(seat));
    ExpertPlayer::Options o;
    o.playouts = kReviewPlayouts;
    o.ms = 0;
    o.halving = false;
    ExpertPlayer expert(m.settings().match.rules, seed, o);
    std::vector<OptionValue> out;
    for (const ExpertPlayer::Estimate &e : expert.analyse(HandView(*mirror, known.seat)))
        out.push_back({SevensModule::actionTo(e.action), e.mean, QString()});
    return out;
}

// A host option that changes one thing in the table's Sevens settings.
GameInfo::HostOption sevensOption(QCommandLineOption option,
                                  std::function<QString(SessionSettings &, const QString &)> change)
{
    return {std::move(option), [change = std::move(change)](QJsonObject &settings, const QString &value) -> QString {
                try {
                    SessionSettings st = settingsFrom(settings);
                    if (QString why = change(st, value); !why.isEmpty())
                        return why;
                    settings = settingsTo(st);
                    return {};
                } catch (const std::exception &e) {
                    return QString::fromUtf8(e.what());
                }
            }};
}

std::vector<GameInfo::HostOption> sevensHostOptions()
{
    // A whole number into `field`, or why not.
    const auto whole = [](int min, int max, auto field) {
        return [min, max, field](SessionSettings &st, const QString &v) -> QString {
            QString why;
            const std::optional<int> n = wholeNumber(v, min, max, &why);
            if (n)
                field(st, *n);
            return why;
        };
    };
    return {
        sevensOption({QStringLiteral("rules"), QStringLiteral("Sevens table rules, a JSON object as in qixing-cli sevens score."),
                      QStringLiteral("FILE")},
                     [](SessionSettings &st, const QString &path) -> QString {
                         if (!path.isEmpty())
                             st.match.rules = sevens::json::rulesFrom(jsonObjectFile(path));
                         return {};
                     }),
        sevensOption({QStringLiteral("hands"), QStringLiteral("Hands per Sevens match."), QStringLiteral("N"), QStringLiteral("12")},
                     whole(1, 10000, [](SessionSettings &st, int n) { st.match.hands = n; })),
        sevensOption({QStringLiteral("penalty"), QStringLiteral("Leaving penalty in bases: 1, 3 or 5 (S43)."), QStringLiteral("B"),
                      QStringLiteral("1")},
                     whole(1, 5, [](SessionSettings &st, int n) { st.match.penaltyBases = n; })),
        // After the rules: a balance is counted in their base.
        sevensOption({QStringLiteral("balance"), QStringLiteral("Each seat's starting balance in bases."), QStringLiteral("B"),
                      QStringLiteral("100")},
                     whole(1, 1'000'000, [](SessionSettings &st, int n) { st.startingBalance = std::int64_t(n) * st.match.rules.base(); })),
        sevensOption({QStringLiteral("computer"),
                      QStringLiteral("Sevens computer players (empty seats and stand-ins): a strength (beginner, casual, "
                                     "strong, master) or a kind."),
                      QStringLiteral("KIND"), QStringLiteral("heuristic")},
                     [](SessionSettings &st, const QString &kind) -> QString {
                         if (!isComputerKind(kind))
                             return QStringLiteral("unknown player kind \"%1\"").arg(kind);
                         st.kinds.fill(kind);
                         return {};
                     }),
    };
}

// 戰績 facts of one seat from a settlement message: its status (S11–S13) and covered points
// (S10), as settlementTo writes them. A settlement without a result (a match left before
// any hand was settled) says nothing.
QJsonObject sevensHandFacts(const QJsonObject &settlement, int seat)
{
    const QJsonObject result = settlement.value("result"_L1).toObject();
    const QString status = result.value("status"_L1).toArray().at(seat).toString();
    if (status.isEmpty())
        return {};
    const bool sevenOut = status == QLatin1StringView(statusName(Status::ClearOnSeven));
    return QJsonObject {{"out", sevenOut || status == QLatin1StringView(statusName(Status::Clear))},
                        {"sevenOut", sevenOut},
                        {"allCovered", status == QLatin1StringView(statusName(Status::AllCovered))},
                        {"covered", result.value("points"_L1).toArray().at(seat).toInt()}};
}

// --- verify (issue 30): the deal dealt from a revealed seed against every card one seat was
// shown: its own thirteen (in hand, covered or played), every card another seat played or
// covered face up to it, and the covered cards and last plays of the settlement.
QString verifySevensDeal(const QJsonObject &, std::uint64_t handSeed, const QList<QJsonObject> &told)
{
    const Deal deal = Deal::fromSeed(handSeed);
    QStringList differs;
    const auto shown = [&](const QJsonValue &card, int seat) {
        if (card.isNull() || card.isUndefined() || seat < 0 || seat >= kSeats)
            return;
        const Card c = json::cardFrom(card, QStringLiteral("card"));
        if (!deal.hands[std::size_t(seat)].contains(c)) {
            const QString word = QStringLiteral("%1@%2").arg(json::cardName(c)).arg(seat);
            if (!differs.contains(word))
                differs.append(word);
        }
    };
    const auto shownAll = [&](const QJsonValue &cards, int seat) {
        for (const QJsonValue &c : cards.toArray())
            shown(c, seat);
    };
    const auto moveShown = [&](const QJsonObject &m) {
        const int seat = m.value("seat"_L1).toInt(-1);
        shown(m.value("play"_L1), seat);
        shown(m.value("cover"_L1), seat);
    };
    try {
        for (const QJsonObject &m : told) {
            const QString type = m.value("type"_L1).toString();
            if (type == "state"_L1) {
                const int seat = m.value("seat"_L1).toInt(-1);
                if (seat < 0 || seat >= kSeats)
                    continue;
                // Everything the seat holds or held: its cards now, those it covered and
                // those it played are together the thirteen it was dealt.
                CardSet held = json::cardsFrom(m.value("cards"_L1), QStringLiteral("cards"))
                               | json::cardsFrom(m.value("covered"_L1), QStringLiteral("covered"));
                shownAll(m.value("cards"_L1), seat);
                shownAll(m.value("covered"_L1), seat);
                for (const QJsonValue &v : m.value("moves"_L1).toArray()) {
                    const QJsonObject move = v.toObject();
                    moveShown(move);
                    if (move.value("seat"_L1).toInt(-1) == seat && move.value("play"_L1).isString())
                        held.insert(json::cardFrom(move.value("play"_L1), QStringLiteral("play")));
                }
                for (const Card c : deal.hands[std::size_t(seat)] - held) // dealt but never shown
                    if (const QString word = QStringLiteral("%1@%2").arg(json::cardName(c)).arg(seat); !differs.contains(word))
                        differs.append(word);
            } else if (type == "move"_L1) {
                moveShown(m);
            } else if (type == "settlement"_L1) {
                const QJsonArray covered = m.value("covered"_L1).toArray(), last = m.value("last"_L1).toArray();
                for (int s = 0; s < kSeats; ++s) {
                    shownAll(covered.at(s), s);
                    shown(last.at(s), s);
                }
            }
        }
    } catch (const std::exception &) {
        return QStringLiteral("unreadable"); // a message that does not read cannot be checked
    }
    return differs.join(u' ');
}

// The shipped presets (issue 30), named as players know them; docs/presets.md says which rule
// each sets and why. Seed 000 (制服麻將 夢幻排七): its special rules 七脫手加倍 and 全蓋100分
// (the worked example S21 and the page's title ask about them), or 大中小頭, which replaces
// both (S23); a bet of 100 as its example, 12 hands as its example, the smallest leaving
// penalty (一底). Seed 002 (QQ/联众 憋七): mainland scoring (S30-S31) counted in points (a bet
// of 1). Every one: 100 bases to start (as qixing-server's --balance), no turn limit (the
// seeds name none).
void addSevensPresets()
{
    const auto preset = [](const char *name, auto change) {
        SessionSettings st;
        st.match.hands = 12;
        st.match.penaltyBases = 1;
        st.turnSeconds = 0;
        change(st.match.rules);
        st.startingBalance = 100 * st.match.rules.base();
        presets::addShipped({QStringLiteral("sevens"), QString::fromUtf8(name), presets::settingsPart(settingsTo(st)), true});
    };
    preset("制服麻將 夢幻排七", [](Rules &r) {
        r.preset = sevens::Preset::Uniform;
        r.sevenClearSix = true;
        r.allCovered100 = true;
        r.betUnit = 100;
    });
    preset("制服麻將 夢幻排七 大中小頭", [](Rules &r) {
        r.preset = sevens::Preset::Uniform;
        r.bigMidSmall = true;
        r.betUnit = 100;
    });
    preset("QQ/联众 憋七", [](Rules &r) {
        r.preset = sevens::Preset::Biqi;
        r.betUnit = 1;
    });
}
} // namespace

std::uint64_t SevensModule::handSeed() const
{
    return table_->match().handSeed(std::max(0, table_->handNumber()));
}

void registerGame_sevens()
{
    addSevensPresets();
    GameRegistry::add({.id = QStringLiteral("sevens"),
                       .name = QStringLiteral("Sevens"),
                       .defaultComputer = QStringLiteral("heuristic"),
                       .knowsComputer = isComputerKind,
                       .restore = &SevensModule::restore,
                       .defaultSettings = [] {
                           SessionSettings st;
                           st.kinds.fill(QStringLiteral("heuristic"));
                           return settingsTo(st);
                       },
                       .checkSettings = [](const QJsonObject &settings) {
                           try {
                               return settingsFrom(settings).validate();
                           } catch (const std::exception &e) {
                               return QString::fromUtf8(e.what());
                           }
                       },
                       .newMatch = [](const QJsonObject &settings) -> std::unique_ptr<GameModule> {
                           return std::make_unique<SevensModule>(settingsFrom(settings));
                       },
                       .lobbyInfo = [](const QJsonObject &settings) {
                           const SessionSettings st = settingsFrom(settings);
                           return QJsonObject {{"rules", sevens::json::rulesTo(st.match.rules)},
                                               {"hands", st.match.hands},
                                               {"penaltyBases", st.match.penaltyBases},
                                               {"turnSeconds", st.turnSeconds}};
                       },
                       .handFacts = sevensHandFacts,
                       .verifyDeal = verifySevensDeal,
                       .tablesOption = QStringLiteral("tables"),
                       .defaultTables = 1,
                       .hostOptions = sevensHostOptions,
                       .reviewOptions = reviewOptions});
}

} // namespace qixing::session
