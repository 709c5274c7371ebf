#pragma once
// What the 開桌設定 dialogs of every game share: the grey explanation under an option, the
// turn time limits, the check that every seat has its own name, and hosting the table on the
// LAN (its name, port and password, remembered with QSettings).

#include <QCoreApplication>
#include <QGroupBox>
#include <QString>

#include <array>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace qixing {
namespace ui {

inline constexpr quint16 kDefaultLanPort = 47017; // docs/protocol.md

// Hosting the table on the LAN (the "Host on the LAN" part of a table settings dialog).
struct LanHostOptions
{
    QString name;     // the table's name as the LAN browser lists it
    quint16 port = kDefaultLanPort;
    QString password; // empty: none
};

class TableOptions
{
    Q_DECLARE_TR_FUNCTIONS(TableOptions)
public:
    // An option's explanation, in smaller grey type under it (greyed further when disabled).
    static QLabel *help(const QString &text);
    // The turn time limits a table offers ("None", "10 seconds" …), the seconds as item data.
    static void addTurnLimits(QComboBox *box);
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
    // `example`: the table name's placeholder ("e.g. Friday Sevens").
    explicit LanHostBox(const QString &example, QWidget *parent = nullptr);

    // The options; an empty table name becomes "<host>'s table".
    LanHostOptions options(const QString &hostName) const;
    void load();
    void save() const;

private:
    QLineEdit *name_, *password_;
    QSpinBox *port_;
};

} // namespace ui
} // namespace qixing
