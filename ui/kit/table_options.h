// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the 開桌設定 dialogs of every game share: the grey explanation under an option, the
// turn time limits, the check that every seat has its own name, and hosting the table on the
// LAN (its name, port and password; name and port remembered in Settings).

#include <QCoreApplication>
#include <QDialog>
#include <QGroupBox>
#include <QString>

#include <array>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace qixing {
namespace ui {

inline constexpr quint16 kDefaultLanPort = 47017; // docs/protocol.md
// A window hosts at most this many duplicate tables (issue 30): one party's worth.
inline constexpr int kMaxDuplicateTables = 8;

// Hosting the table on the LAN (the "Host on the LAN" part of a table settings dialog).
struct LanHostOptions
{
    QString name;     // the table's name as the LAN browser lists it
    quint16 port = kDefaultLanPort;
    QString password; // empty: none
    // The spectators' switches (issue 30; net::SpectatorPolicy, as qixing-server's
    // --spectators, --spectator-password, --spectator-chat and --spectator-hands).
    bool spectators = true;
    QString spectatorPassword; // empty: anyone may watch
    bool spectatorChat = false;
    bool spectatorsBehind = false; // every hand, one hand behind; else public information only
    // Tables on the same deals (qixing-server --duplicate N): the host's seat at the first,
    // the others open for joiners. 1: no duplicate.
    int duplicateTables = 1;
};

class TableOptions
{
    Q_DECLARE_TR_FUNCTIONS(TableOptions)
public:
    // An option's explanation, in smaller grey type under it (greyed further when disabled).
    static QLabel *help(const QString &text);
    // The turn time limits a table offers ("None", "10 seconds" …), the seconds as item data.
    static void addTurnLimits(QComboBox *box);
    // The clock banks a table offers (issue 30: the figures the well-known online apps use,
    // 5 s for their fast games, 20 s for their usual ones, and longer for a friendly table).
    static void addBankChoices(QComboBox *box);
    // "Two seats are both called …" when two names are the same (ignoring case), else empty:
    // "Mei pays Mei 44 bets" explains nothing.
    static QString sameNameProblem(const std::array<QString, 4> &names);
};

// The checkable "Host on the LAN" box: the table's name, port and password. Only the name and
// the port are remembered (never the password), shared by every game's dialog.
class LanHostBox : public QGroupBox
{
    Q_OBJECT
public:
    // `example`: the table name's placeholder (the game's own example name).
    explicit LanHostBox(const QString &example, QWidget *parent = nullptr);

    // The options; an empty table name becomes "<host>'s table".
    LanHostOptions options(const QString &hostName) const;
    void load();
    void save() const;

private:
    void refreshSpectators();
    QLineEdit *name_, *password_;
    QSpinBox *port_;
    // --- issue 30: the party switches
    QCheckBox *spectators_, *spectatorChat_;
    QLineEdit *spectatorPassword_;
    QComboBox *spectatorHands_;
    QSpinBox *duplicate_;
};

// What every game's 開桌設定 dialog is built in: the heading, the game's options on the left
// (leftColumn()) and at the top right (rightColumn()), then the seats and "Host on the LAN",
// the reasons the choices are refused, and Open / Cancel / Defaults. A game builds its options,
// then calls addSeatsAndButtons() (so that Tab goes through the options first), and supplies
// problem(), save() and its defaults.
class TableSettingsFrame : public QDialog
{
    Q_OBJECT
public:
    // Empty when the choices are valid, else why not (translated, one reason a line).
    virtual QString problem() const = 0;
    virtual void save() const = 0; // to Settings (the LAN part included)

    // Whether the table is hosted on the LAN, and how.
    bool hostOnLan() const;
    void setHostOnLan(bool on);
    LanHostOptions lanOptions() const;

protected:
    TableSettingsFrame(const QString &title, const QString &intro, QWidget *parent);
    // `computerKinds`: the game's computer players (Texts::kindName names them); `seatsHelp`:
    // a line under the seats (none if empty); `lanExample`: the LAN table name's placeholder.
    void addSeatsAndButtons(const std::vector<std::string> &computerKinds, const QString &seatsHelp,
                            const QString &lanExample);

    // Above both columns, under the introduction: the preset chooser (issue 30).
    QVBoxLayout *topRow() const { return top_; }
    QVBoxLayout *leftColumn() const { return left_; }
    QVBoxLayout *rightColumn() const { return right_; }
    // The seats as entered: an empty name is the seat's default name; seat 0 is "person".
    std::array<QString, 4> seatNames() const;
    std::array<QString, 4> seatKinds() const;
    void setSeats(const std::array<QString, 4> &names, const std::array<QString, 4> &kinds);
    // The seats' reason to refuse (two seats of one name), unless the table goes on the LAN.
    QString seatsProblem() const;
    void loadLan() { lanBox_->load(); }
    void saveLan() const { lanBox_->save(); }

    // Brings the frame up to date with the choices: the game's own parts first, then
    // showProblem(). Called on every change of the frame's fields.
    virtual void refresh() { showProblem(); }
    virtual void resetToDefaults() = 0;
    // The Open button, what LAN hosting locks, and problem() shown.
    void showProblem();

private:
    QVBoxLayout *outer_, *top_, *left_, *right_;
    std::array<QLineEdit *, 4> names_ {};
    std::array<QComboBox *, 4> kinds_ {}; // [0] unused: the person's seat
    LanHostBox *lanBox_;
    QLabel *error_;
    QPushButton *ok_;
};

} // namespace ui
} // namespace qixing
