// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One table of four seats playing a match of any game (a GameModule), as a desktop game or a
// LAN host runs it. Written once for every game: it drives each seat through a SeatAgent
// (the person at this computer, a computer player, a remote person), asks every seat the
// module names at once (a claim window shares one countdown), applies the turn time limit,
// paces computer players, waits a fixed moment after every claimable discard whether or not
// anyone may claim, pauses while the person is in a dialog, and autosaves after every
// answer. Qt Core only.

#include "table/game_module.h"
#include "table/seat_agent.h"

#include <QElapsedTimer>
#include <QLockFile>
#include <QObject>
#include <QTimer>

#include <array>
#include <functional>
#include <memory>
#include <set>

namespace qixing::session {

class TableSession : public QObject
{
    Q_OBJECT
public:
    explicit TableSession(QObject *parent = nullptr);
    ~TableSession() override;

    // Where the autosave goes; empty disables autosave.
    void setSavePath(const QString &path);
    QString savePath() const { return savePath_; }
    // The save belongs to one table at a time (another window or process may have the same
    // path): a session writes, removes or resumes it only while it holds its lock
    // ("<path>.lock", taken by start() and resume(), let go by close() and at the match's
    // end). Returns false, with who holds it in `holder`, when another owner has it. Always
    // true with a Saver (a LAN host's state folder is that host's alone).
    bool claimSave(QString *holder = nullptr);
    // Who plays the save at `path` now: 0 when nobody else does (free, or held by `self`),
    // else the holder's process id (-1 when not known).
    static qint64 saveHolder(const QString &path, const TableSession *self = nullptr);
    // Writes the autosave in place of the session (a LAN host wraps the module's save with
    // its seats); returns an empty string or why it failed. The path stays the save's: resume
    // reads it, and a finished match's save is removed from there.
    using Saver = std::function<QString(const QJsonObject &save)>;
    void setSaver(Saver saver) { saver_ = std::move(saver); }
    // The pause of computer players before they answer, in milliseconds.
    void setComputerPause(int ms);
    int computerPause() const { return pauseMs_; }
    // How long the first decision waits after a deal (the table window animates the deal).
    void setDealPause(int ms) { dealPauseMs_ = ms; }
    // The fixed moment after a claimable discard before anything else happens (M23).
    void setClaimPause(int ms) { claimPauseMs_ = ms; }

    // Opens a table with a new match and deals its first hand.
    void start(std::unique_ptr<GameModule> module);
    // Reads a saved match: the module's restore function builds the module and says who
    // plays each seat now; it throws (any std::exception) when the save does not read back.
    using Restore = std::function<std::unique_ptr<GameModule>(const QJsonObject &save,
                                                              std::array<QString, kTableSeats> &kindsNow)>;
    // InUse: another owner holds the save's lock (see claimSave); nothing was read.
    enum class ResumeResult { Resumed, NoSave, Damaged, InUse };
    ResumeResult resume(const Restore &restore, QString *error = nullptr, QString *movedTo = nullptr);
    // A new match taken up from `save` (a module's save, as resume() reads the file: "play on
    // from here" in the replay viewer): the table plays it from there, replacing what it
    // played, and its autosave replaces the saved match. False with `error` when the save
    // does not read back, is finished, or the save file is another table's (nothing changes).
    bool takeUp(const QJsonObject &save, const Restore &restore, QString *error = nullptr);

    bool active() const { return module_ != nullptr; }
    GameModule *module() const { return module_.get(); }
    bool handInProgress() const { return module_ && module_->handInProgress(); }
    bool isMatchFinished() const { return module_ && module_->matchFinished(); }
    // How many events of the hand in play have been shown (the rest wait, M23).
    int shownEvents() const { return shownEvents_; }
    QString seatKind(int seat) const { return kindsNow_[std::size_t(seat)]; }
    bool isPerson(int seat) const;
    // The seat of the person at this computer: the lowest seat of kind "person", or -1.
    int personSeat() const;
    // True while `seat` is asked and has not answered.
    bool isAsked(int seat) const;
    // True when `seat` was asked the question now open but is asked no longer: it answered,
    // or its answer could no longer change the outcome and it was passed for (M20). Another
    // answer from it is late, not out of turn.
    bool wasAsked(int seat) const;
    // What an answer from `seat` (an "act" message) is to: the question open to it now, one
    // it was asked before (over: answered, played for it or passed), or none it was ever
    // asked. Judged by the seat's own questions only, so the answer to a probe is the same
    // whether or not another seat had an option (M23). Throws net::ProtocolError on a
    // malformed hand/step.
    enum class AnswerTo { Open, Over, NotAsked };
    AnswerTo answerTo(int seat, const QJsonObject &act) const;
    // The fixed moment after a claimable discard is running.
    bool holding() const { return holding_; }
    // How many answers the module took in the hand in play since this table dealt it; -1
    // when the table took the hand up mid-way (resume), not knowing what came before.
    int handDecisions() const { return handDecisions_; }
    // A computer player asked now has not answered yet (it thinks on a worker): a window
    // may still close before a person's answer is needed (M20).
    bool awaitsComputer() const;

    // Agents for kinds the session does not make itself ("remote" on a LAN host). Return
    // nullptr to fall back to a computer player.
    using AgentFactory = std::function<SeatAgent *(int seat, const QString &kind)>;
    void setAgentFactory(AgentFactory f) { agentFactory_ = std::move(f); }
    // Who plays a seat from now on (a computer player while a remote person is away, the
    // person again after reconnecting). A seat that is asked now is asked again.
    void setSeatKind(int seat, const QString &kind);

    // --- swapping seats between hands (issue 30): the people at seats a and b change chairs
    // with everything the match keeps for them (GameModule::swapSeats) and who plays them
    // (each gets an agent made again for the new chair). Empty when done, else why not; the
    // autosave follows at once; seatsSwapped(a, b) tells the views.
    QString swapSeats(int a, int b);
    // What every view of the table is told of a swap (docs/protocol.md, "Host tools"):
    // {"type": "seatsSwapped", "seats": [a, b], "names": [4], "balances": [4]}, the same
    // to a LAN seat (with its table's id) as to the host window's own table.
    QJsonObject seatsSwappedMessage(int a, int b) const;

    // A person's answer (the local window, or the host for a remote seat). A refused answer
    // changes nothing and returns why (English); an answer for a decision that is over is
    // refused as stale.
    QString submit(int seat, const QJsonObject &action);
    // Seconds left for the decision `seat` is asked now, or -1 without a limit or not asked.
    int secondsLeft(int seat) const;
    int msLeft(int seat) const; // the same in milliseconds (the LAN host's deadline)
    // --- the clock bank (issue 30). msLeft() includes the bank `seat` may still spend on the
    // decision it is asked now; this is that part of it (0 without a bank, or at a prompt:
    // only turns spend the bank, since a person thinking longer at a claim prompt would show
    // that they had an option, M23). While the base runs the bank is whole; once the base
    // is over, the bank counts down.
    int bankMsLeft(int seat) const;

    // The protocol's messages as `seat` is told them (docs/protocol.md), built here once for
    // the LAN host and a desktop window alike: the question it is asked now ("yourTurn",
    // with the deadline), and the end of the match ("matchOver").
    QJsonObject questionFor(int seat) const;
    QByteArray questionJson(int seat) const; // the same as JSON text (the host sends it)
    QJsonObject matchOverMessage() const;

    // A dialog is up at a local table: the clock stops and computer players wait. Pauses
    // nest; the last unpause() carries on.
    void pause();
    void unpause();
    bool paused() const { return pauseDepth_ > 0; }

    // After a hand's settlement: deal the next one (no effect if the match is over).
    void nextHand();
    // The local person at `seat` leaves before the end (the game's leaving rule applies);
    // computer players finish the match at once and the save is removed. Returns the cost.
    std::int64_t leave(int seat);
    // Forget the table (back to the hall). The save stays so the match can be resumed.
    void close();
    // The people at the table end the match before its last hand (a LAN host's vote,
    // `endedBy` "vote"): nothing more is asked, the hand in play is not scored, the save is
    // removed, and matchEndedEarly tells the recorders how it ended.
    void endEarly(const QString &endedBy);
    void discardSave();
    static bool hasSave(const QString &path);

signals:
    void changed();            // something visible changed: views are stale
    void viewChanged(int seat);
    void handStarted(int handNumber);
    // Events [first, first + count) of the hand in play may now be shown (module eventFor).
    void eventsShown(int first, int count);
    void asked(int seat);      // a person's seat is asked to decide
    void handFinished();
    void seatsSwapped(int a, int b); // between hands: swapSeats() moved the people
    void matchFinished();
    void matchEndedEarly(const QString &endedBy); // endEarly(): not finished as played
    void timeLimitPlayed(int seat, const QJsonObject &action);
    // Right before the module takes `seat`'s answer (records): `ms` from the seat's question
    // to its answer (an answer held through the moment after a discard: when it came, not
    // when applied; holding() is still true while the held answers are applied).
    void decided(int seat, const QJsonObject &action, qint64 ms);
    // Every autosave that fails says why; saveWorks() follows the first one that succeeds
    // after a failure.
    void saveFailed(const QString &reason);
    void saveWorks();

private:
    void buildAgents(const std::array<QString, kTableSeats> &kinds);
    // Plays a restored module from where it stands (resume, takeUp).
    void playFrom(std::unique_ptr<GameModule> m, const std::array<QString, kTableSeats> &kinds);
    SeatAgent *makeAgent(int seat, const QString &kind);
    void dealNextHand();
    void afterDeal();
    void prompt();
    void afterApply();
    void afterApplyPrompt();
    void endHold();
    bool computerAnswerAwaited() const; // a computer asked in the window has not answered
    bool answerHeld(int seat) const;    // the seat's answer waits for the moment's end
    void showEvents(int upTo);
    void onTimeout();
    // --- the clock bank (issue 30)
    bool bankApplies(const DecisionPoint &d) const;
    void chargeBank();          // books the bank spent so far by every seat on its bank
    void stopBank(int seat);    // the seat answered or is played by a computer now
    void autosave();
    void releaseSave();
    void notifyChanged();
    void cancelAll();
    QString accept(int seat, const QJsonObject &action);
    void applyAnswer(int seat, const QJsonObject &action);

    std::unique_ptr<GameModule> module_;
    std::array<SeatAgent *, kTableSeats> agents_ {};
    std::array<QString, kTableSeats> kindsNow_ {};
    std::array<quint64, kTableSeats> seatGen_ {}; // a replaced or cancelled agent's answer is ignored
    std::set<int> asked_;     // seats prompted at promptedStep_
    // The question each seat was last asked, as the seat saw it (its hand and point).
    std::array<GameModule::QuestionPoint, kTableSeats> lastAsked_ {};
    int promptedStep_ = -1;
    int shownEvents_ = 0;
    bool holding_ = false;    // the fixed moment after a claimable discard
    bool holdOver_ = false;   // its time is up, but a computer asked in it has not answered
    std::vector<std::pair<int, QJsonObject>> held_; // answers that arrived during it
    int pauseDepth_ = 0;
    std::vector<std::tuple<int, int, QJsonObject>> pausedAnswers_; // seat, step, action
    int pausedRemainingMs_ = -1;
    bool handOpen_ = false;   // handFinished not yet emitted for the hand in play
    int handDecisions_ = 0;
    QElapsedTimer clock_;     // when each seat was asked its question and when it answered
    std::array<qint64, kTableSeats> askedAt_ {};
    std::array<qint64, kTableSeats> answeredAt_ {};
    QString savePath_;
    std::unique_ptr<QLockFile> lock_;
    bool saveFailing_ = false;
    int pauseMs_ = 700;
    int dealPauseMs_ = 0;
    int claimPauseMs_ = 0;
    QTimer turnTimer_;
    // --- the clock bank (issue 30): the seats whose base ran out and who spend their bank
    // now (the turn timer then counts down the smallest bank), since bankSince_ (clock_).
    std::set<int> onBank_;
    qint64 bankSince_ = 0;
    QTimer holdTimer_;
    quint64 dealGen_ = 0;
    AgentFactory agentFactory_;
    Saver saver_;
};

} // namespace qixing::session
