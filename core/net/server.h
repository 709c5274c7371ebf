// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The LAN host (docs/protocol.md): a QTcpServer with any number of tables of any registered
// game (session::GameRegistry; the host names none). Each table runs the same game-neutral TableSession as a desktop game —
// the host is the one authority that checks every action — with remote people behind
// RemoteAgent seats and computer players filling the rest. Every message a client gets is
// built by the game module for that client's seat (stateFor, eventFor, askFor), so no client
// is ever told what its seat may not see.

#include "net/connection.h"
#include "net/night.h"
#include "table/game_registry.h"
#include "table/seat_agent.h"
#include "table/table_session.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QObject>
#include <QTcpServer>
#include <QElapsedTimer>
#include <QTimer>

#include <array>
#include <deque>
#include <map>
#include <set>
#include <memory>
#include <vector>

namespace qixing::net {

inline constexpr quint16 kDefaultPort = 47017;
// sit, stand and ready from one connection (docs/protocol.md, "Errors and limits").
inline constexpr int kTableChangesPerSecond = 4;
inline constexpr int kTableChangesBurst = 10;
// The table's recent chat a person gets on taking a seat (a rejoin too): at most this many
// lines and bytes per table, whatever its players write.
inline constexpr int kChatHistoryLines = 30;
inline constexpr qsizetype kChatHistoryBytes = 16 * 1024;

// A seat played by a person on another computer: the turn goes out as a message, the action
// comes back through deliver() once the host has checked it.
class RemoteAgent final : public session::SeatAgent
{
    Q_OBJECT
public:
    explicit RemoteAgent(std::function<void()> onTurn, QObject *parent = nullptr)
        : SeatAgent(parent), onTurn_(std::move(onTurn)) {}
    QString kind() const override { return QStringLiteral("remote"); }
    bool isPerson() const override { return true; }
    void yourTurn(int, Submit submit) override
    {
        submit_ = std::move(submit);
        onTurn_();
    }
    void cancel() override { submit_ = nullptr; }
    bool deliver(const QJsonObject &a)
    {
        if (!submit_)
            return false;
        Submit s = std::move(submit_);
        submit_ = nullptr;
        s(a);
        return true;
    }

private:
    std::function<void()> onTurn_;
    Submit submit_;
};

// --- spectators (issue 30)
// At most this many spectators watch one table (error "tooManySpectators").
inline constexpr int kMaxSpectators = 64;

// Who may watch a table and what they see (docs/protocol.md, "Spectators"). A spectator is
// told what every seat sees (the viewer session::kSpectator), never asked anything, and
// never holds up play.
struct SpectatorPolicy
{
    bool allowed = true;
    QString password; // empty: anyone may watch (the table's own password guards its seats)
    bool chat = false; // spectators may write in the table's chat (they always read it)
    // Public: only what every seat sees. Behind: also, after each hand's settlement, that
    // finished hand with every hand open ("handOpen") — never the hand in play.
    enum Hands { Public, Behind } hands = Public;
};

struct ServerTableConfig
{
    QString name;
    QString game;                      // a registered game's id (session::GameRegistry)
    // The game's settings (its settings codec: rules, limits, and "names" and "kinds" of
    // the seats): the kinds name the computer player of each seat that no person takes, and
    // of a person's seat while they are away ("person" or "remote": the game's usual one);
    // people's seats are decided when the match starts. Empty: the game's defaults.
    QJsonObject settings;
    int claimPauseMs = 600;            // the fixed moment after every claimable discard (M23)
    QString password;                  // empty: none
    int computerPauseMs = 700;         // computer players' pause before moving
    int nextHandDelayMs = 3000;        // time to read the settlement before the next hand;
                                       // < 0: the host window deals the next hand itself
    // A table hosted from a game window: seat 0 is the person at the host's computer
    // (the settings' first name), always ready; the window plays it through the table's
    // session (tableSession()).
    bool hostSeat = false;
    QString savePath;                  // autosave of the match on the host; empty: none
    // 0: every match deals from a fresh random seed. Otherwise the table's first match uses
    // this seed and each later one the next (reproducible hosts for tests and tournaments);
    // the seed in the settings is not used.
    std::uint64_t seed = 0;
    // --- duplicate (issue 30)
    // The table's duplicate group (0: none). The tables of a group deal every match from the
    // same seeds (the group's first match decides them: `seed` when set, else a random one),
    // and after every hand their seats get the group's standings (docs/protocol.md,
    // "Duplicate tables and standings").
    int duplicateGroup = 0;
    // --- spectators (issue 30)
    SpectatorPolicy spectators;
};

class TableServer : public QObject
{
    Q_OBJECT
public:
    explicit TableServer(const QString &serverName, QObject *parent = nullptr);
    ~TableServer() override;

    bool listen(const QHostAddress &address, quint16 port, QString *error = nullptr);
    quint16 port() const { return tcp_.serverPort(); }
    // The connections' limits; the host keeps its own ledger of unfinished frames (`held`).
    void setLimits(const Connection::Limits &limits)
    {
        const std::shared_ptr<HeldBytes> held = limits_.held;
        limits_ = limits;
        limits_.held = held;
    }
    // Bytes of unfinished frames the host holds, over all connections (tests; any thread).
    qsizetype heldBytes() const { return limits_.held->total(); }
    int helloTimeoutMs = 10000;

    // Returns the table's id, or -1 (with a warning) for a game this host does not know
    // (session::GameRegistry) or settings the game refuses.
    int addTable(const ServerTableConfig &config);
    QJsonArray tableInfos() const;
    // One table's TableInfo; {} for an unknown id.
    QJsonObject tableInfo(int table) const;
    QString serverName() const { return name_; }
    // The running match of any table, or nullptr in the lobby.
    session::TableSession *tableSession(int table) const;
    // --- store (issue 29): the uid of the match the table plays or last played ("" before its
    // first): new when a match starts, kept in the state folder, so a restarted host resumes the match under the
    // same uid and its record is not split in two.
    QString matchUid(int table) const;

    // Starts a table's match now (the host window's Start button): empty seats and people
    // not ready are played by computer players. False if the table is not in the lobby.
    bool startTable(int table);
    // The host's own chat line at a table: from the host's seat at a hostSeat table, else from
    // the host itself (qixing-server's console: "from" the server's name, "seat" null, "host":
    // true). False for no such table or nothing to say, with why in `why` (English).
    bool hostChat(int table, const QString &text, QString *why = nullptr);
    // Ends every table with {"type": "closed"} to everyone and closes all connections.
    // The state folder keeps the running matches (a restart resumes them). `code` says why
    // in a word each client words in its own language ("hostClosed": the host closed the
    // table, "hostStopped": the host program stops); `reason` is the same in English.
    void closeAll(const QString &reason, const QString &code = QStringLiteral("hostClosed"));

    // Keeps every running match in `dir` (net/server_state.h) so that a host started again
    // after a crash, a kill or a power cut resumes it: set before adding tables; addTable
    // then resumes the table's saved match, its people away until they come back with their
    // tokens. Empty: nothing is kept. Tables hosted from a window (hostSeat, or a savePath
    // of their own) keep nothing here.
    void setStateDir(const QString &dir);
    QString stateDir() const { return stateDir_; }
    // Sets aside the files of tables this host does not have (after adding its tables).
    void setAsideStateOfOtherTables();

    // --- verify (issue 30)
    // Tests only: called at each hand's start, after its commitment went out and before its
    // state, with the hand's module (a planted fault: a deal changed after the commitment).
    std::function<void(int table, session::GameModule &)> dealtForTests;
    // --- duplicate (issue 30)
    // Every hand the host's tables finished tonight, by name (net/night.h): kept in the state
    // folder ("night.json") so that a restarted host keeps the night.
    const Night &night() const { return night_; }
    // The "standings" message a seat of `table` gets now (its group's part if it has one, and
    // the night's); {} for an unknown table.
    QJsonObject standings(int table) const;
    // --- spectators (issue 30)
    // How many watch the table now (0 for an unknown id).
    int spectatorCount(int table) const;
    // A planted fault for the leak tests: spectators are sent the view of this seat instead
    // of kSpectator's. Never set outside tests.
    void plantSpectatorLeakForTests(int seat) { spectatorViewer_ = seat; }
    // Tests: called with every frame sent to a spectator, as it is sent (on the host's
    // thread), so that it can be checked against what a spectator may know at that moment.
    void setSpectatorTapForTests(std::function<void(int table, const QByteArray &frame)> tap) { spectatorTap_ = std::move(tap); }
    // --- hosttools (issue 30): host tools and manners (docs/protocol.md, "Host tools").
    // How long a vote to end the match stays open (tests shorten it).
    int voteSeconds = 60;
    // A person's seat is played by the table's computer player until they return (托管); the
    // host window's own seat too. False when the seat holds no person or no match runs. Each
    // host tool below that can be refused says why in `why` (English, seats numbered 1-4).
    bool setAway(int table, int seat, bool away, QString *why = nullptr);
    bool isAway(int table, int seat) const;
    // The host's own seat says yes or no to ending the match (the first yes opens the vote).
    // A table without a host seat (qixing-server's console): yes opens the vote among the
    // persons, the host's yes counting as nobody's (refused while one is open); no withdraws
    // an open vote (it fails).
    bool hostVote(int table, bool agree, QString *why = nullptr);
    // The person at `seat` (not the host's own) leaves the table: told {"type": "removed"},
    // back in the lobby, their token void; in a match a computer player takes the seat.
    bool removePerson(int table, int seat, QString *why = nullptr);
    // Seats `a` and `b` change places with everything of theirs (names, tokens, readiness,
    // away, their yes to a vote or a rematch): in the lobby, and between hands of a running
    // match, where the match's money and the game's totals follow the people too
    // (GameModule::swapSeats; the chair keeps the deal and who deals). Both people are told
    // `seated` with their new seat and everyone at the table "seatsSwapped". False otherwise,
    // with why in `why` (English): not while a hand is played, nor the host window's own seat.
    bool swapSeats(int table, int a, int b, QString *why = nullptr);
    // After a match: the same people in the same seats are asked to play again; a new match
    // starts when every person has said yes ("rematch"). False when the table has no
    // finished match to repeat, or a match runs.
    bool offerRematch(int table, QString *why = nullptr);
    // The host's own seat answers a rematch offer (it is always ready: this says yes).
    bool hostRematch(int table, bool agree);
    // An open vote to end the match or rematch offer at a table, as the table is told it
    // (qixing-server's console shows them): open false when none is.
    struct Poll
    {
        bool open = false;
        std::vector<int> agree, needed; // seats 0-3
        int secondsLeft = 0;            // the vote's
        bool byHost = false;            // the vote was opened by the host, not by a seat
    };
    Poll voteOf(int table) const;
    Poll rematchOf(int table) const;
    // Whether a seat is a person's (a person who dropped too; not one removed).
    bool holdsPerson(int table, int seat) const;

signals:
    // --- duplicate (issue 30): a table finished a hand; `message` went to the seats of
    // `tables` (the table's duplicate group, or the table alone).
    void standingsChanged(const QList<int> &tables, const QJsonObject &message);

    void logLine(const QString &line);
    // --- hosttools (issue 30): a message the host window's own seat is to hear (away,
    // vote, rematch), as it goes to the table's clients.
    void tableNotice(int table, const QJsonObject &message);
    void tablesChanged(); // sent to clients at most every 100 ms
    // A table's match began (its session() is now set) or ended (session() is gone).
    void matchStarted(int table);
    void matchEnded(int table);
    void chatPosted(int table, const QString &from, const QString &text);
    // A person on another computer lost the connection to a seat in play (a computer player
    // stands in until they come back with their token), or left a seat in the lobby
    // (playing: false); and one who came back to their seat.
    void personLeft(int table, int seat, const QString &name, bool playing);
    void personBack(int table, int seat, const QString &name);
    // Something the person running the host must hear of (a state file put aside, or one
    // that cannot be written): one line, also sent as logLine.
    void warning(const QString &line);

private:
    struct Peer;
    struct SeatSlot
    {
        QString name;
        QString token;
        Peer *peer = nullptr;
        bool person = false;
        bool local = false; // the person at the host's computer
        bool ready = false;
        RemoteAgent *agent = nullptr;
        // --- hosttools (issue 30)
        bool away = false; // 托管: the table's computer player plays the person's seat
    };
    struct HostedTable
    {
        int id = 0;
        ServerTableConfig config;
        std::array<SeatSlot, session::kTableSeats> seats {};
        enum class State { Lobby, Playing } state = State::Lobby;
        const session::GameInfo *game = nullptr;
        // The game's fields of its TableInfo (GameInfo::lobbyInfo), read once: the settings
        // never change, and every lobby update shows them.
        QJsonObject shownRules;
        std::unique_ptr<session::TableSession> match;
        session::TableSession *session() const { return match.get(); }
        QTimer nextHand;
        std::uint64_t matchesStarted = 0;
        // --- store (issue 29): the match's uid (matchUid())
        QString matchUid;
        // The recent chat, as sent (frames), oldest first; bounded by kChatHistoryLines and
        // kChatHistoryBytes.
        std::deque<QByteArray> chat;
        qsizetype chatBytes = 0;
        // --- verify (issue 30)
        // The hand committed to (docs/protocol.md, "Verifiable deals"): its number (-1: none),
        // seed and secret salt, and its dealCommit message (compact JSON), sent again to a seat
        // that comes back.
        int dealHand = -1;
        std::uint64_t dealSeed = 0;
        QByteArray dealSalt;
        QByteArray dealCommitJson;
        // --- duplicate (issue 30)
        std::array<std::int64_t, session::kTableSeats> handBefore {}; // balances as the hand began
        // --- spectators (issue 30)
        std::vector<Peer *> spectators; // watching now, in the order they came
        // "behind": each seat's state at the start of the hand in play and the number of
        // events it held (handOpen); empty when the hand was not seen from its start.
        QJsonArray openStates;
        int openFrom = -1;
        // --- hosttools (issue 30): the vote to end the match, and a rematch offer
        std::set<int> voteAgree;           // seats that said yes
        bool voteByHost = false;           // opened by the host without a seat (voteOpen())
        QTimer voteTimer;
        QElapsedTimer voteClock;
        bool rematchOpen = false;
        std::set<int> rematchAgree;
    };
    struct Peer
    {
        Connection *conn = nullptr;
        QString name;
        bool greeted = false;
        HostedTable *table = nullptr;
        int seat = -1;
        QTimer *helloTimer = nullptr;
        TokenBucket tableChanges {kTableChangesPerSecond, kTableChangesBurst};
        // In the lobby: the tables changed since its last news, and where that news ended
        // in its connection (Connection::tookIn).
        std::set<int> lobbyPending;
        qint64 lobbySent = 0;
        std::uint64_t lobbyKnownAt = 0; // the lobby it was told of is as of this change
        bool lobby = true; // false: the client shows no lobby (hello's "lobby": false)
        QStringList games = session::GameRegistry::ids(); // hello's "games"; without it, every game
        // --- spectators (issue 30)
        HostedTable *watching = nullptr; // the table it watches (never one it sits at)
    };

    void onNewConnection();
    void sendTableList(Peer *peer);
    void onMessage(Peer *peer, const QJsonObject &m);
    void onClosed(Peer *peer);
    void handleHello(Peer *peer, const QJsonObject &m);
    void handleSit(Peer *peer, const QJsonObject &m);
    void handleAct(Peer *peer, const QJsonObject &m);
    void startMatch(HostedTable &t);
    // The table's session, wired to this host (a new match and a resumed one alike).
    void openSession(HostedTable &t);
    // The state folder (server_state.h): whether a table keeps its match there, resuming a
    // saved one in addTable, writing it for the session, and forgetting it at the end.
    bool keepsState(const HostedTable &t) const;
    void resumeSavedMatch(HostedTable &t);
    QString saveState(HostedTable &t, const QJsonObject &match);
    void forgetState(HostedTable &t);
    void warn(const QString &line);
    // Ends the table's hold on its running match (the match is deleted later).
    void dropSession(HostedTable &t);
    // The computer player for a seat no person plays, and for a person's seat while they are
    // away (a stand-in).
    static QString computerFor(const HostedTable &t, int seat);
    void endMatch(HostedTable &t, const QString &endedBy = {});
    void sendState(HostedTable &t, int seat);
    void sendEvents(HostedTable &t, int first, int count);
    void sendToTable(HostedTable &t, const QJsonObject &message);
    // A chat line to everyone at the table, kept in its recent chat.
    void postChat(HostedTable &t, const QString &from, int seat, const QString &text);
    // A person takes a seat (sat down, or came back with the token): `seated`, then the
    // table's recent chat.
    void sendSeated(HostedTable &t, int seat);
    void sendToTable(HostedTable &t, const QByteArray &json); // compact JSON text
    void tableChanged(const HostedTable *t);
    void broadcastTables();
    QJsonObject tableInfo(const HostedTable &t) const;
    HostedTable *tableById(int id) const;
    // --- verify (issue 30)
    // Commits to the hand just dealt and tells the table; reveals it after its settlement.
    void commitDeal(HostedTable &t);
    void revealDeal(HostedTable &t);

    // --- spectators (issue 30)
    void handleWatch(Peer *peer, const QJsonObject &m);
    void handleSpectatorChat(Peer *peer, const QJsonObject &m);
    void unwatch(Peer *peer); // quietly: the peer is no longer a spectator
    // A message to everyone at the table, built per viewer: each seated person gets
    // frameFor(its seat), every spectator frameFor(session::kSpectator) (built once for them
    // all); an empty frame is not sent. Every per-viewer message (events, settlements, the
    // chat) goes out through it, so spectators get what seats get, as their own viewer.
    void sendToViewers(HostedTable &t, const std::function<QByteArray(int viewer)> &frameFor);
    // Every frame a spectator gets goes through here.
    void sendToSpectator(HostedTable &t, Peer *spectator, const QByteArray &frame);
    // The hand in play as spectators see it, to one spectator or (nullptr) all of them.
    void sendSpectatorState(HostedTable &t, Peer *only = nullptr);
    // "behind": note the hand's start; after its settlement send it with every hand open.
    void noteHandStart(HostedTable &t);
    void sendHandOpen(HostedTable &t);
    QJsonObject spectatorInfo(const HostedTable &t) const;
    int spectatorViewer_ = session::kSpectator;
    std::function<void(int table, const QByteArray &frame)> spectatorTap_;
    // --- hosttools (issue 30)
    void handleAway(Peer *peer, const QJsonObject &m);
    void handleVoteEnd(Peer *peer, const QJsonObject &m);
    void handleRematch(Peer *peer, const QJsonObject &m);
    void applyAway(HostedTable &t, int seat, bool away);
    void vote(HostedTable &t, int seat, bool agree);
    // A vote is open once a seat said yes, or the host opened it (console).
    static bool voteOpen(const HostedTable &t) { return t.voteByHost || !t.voteAgree.empty(); }
    void openVote(HostedTable &t, const QString &by);
    std::vector<int> rematchVoters(const HostedTable &t) const; // who must say yes to a rematch
    std::vector<int> voters(const HostedTable &t) const; // the persons who vote now
    void sendVote(HostedTable &t, const QJsonValue &result);
    void closeVote(HostedTable &t, bool passed);
    void rematch(HostedTable &t, int seat, bool agree);
    void sendRematch(HostedTable &t, const QJsonValue &result);
    void tellTable(HostedTable &t, const QJsonObject &message); // the clients and the host window

    QString name_;
    QTcpServer tcp_;
    Connection::Limits limits_ {.held = std::make_shared<HeldBytes>()};
    std::map<int, std::unique_ptr<HostedTable>> tables_;
    std::map<Peer *, std::unique_ptr<Peer>> peers_;
    std::map<int, std::uint64_t> changed_; // table id -> the number of its latest change
    std::uint64_t changes_ = 0;            // table changes so far
    std::uint64_t welcomeAt_ = 0;          // changes_ when welcomeFrame_ was made
    QTimer flushTimer_;
    bool lobbyBehind_ = false; // a lobby connection still has news waiting
    QByteArray welcomeFrame_; // encoded once per broadcast of changes
    int nextId_ = 1;
    QString stateDir_;
    std::set<int> stateFailing_;  // tables whose last write failed (each failure told once)
    std::set<int> stateOff_;      // tables whose file could not be moved out of the way
    bool nightFailing_ = false;   // the night's file failed at its last write (told once)
    // --- duplicate (issue 30)
    Night night_;
    // The seed of the table's next match: its group's (decided by the group's first match).
    std::uint64_t groupMatchSeed(HostedTable &t);
    void recordHand(HostedTable &t);
    void loadNight();
    void saveNight();
};

} // namespace qixing::net
