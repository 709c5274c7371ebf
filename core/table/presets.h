// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// House rules that travel (issue 30): a named preset of a game's table settings, the ones each
// game ships (named after what players know, registered from the game's own folder) and the
// player's own; a preset as a file and as a short share code ("QX1-…", docs/presets.md); and
// how a table's settings differ from the nearest shipped preset, as the settings' own field
// paths ("hands", "rules.betUnit"), which the lobby's TableInfo carries as "preset" and each
// game's window words in its own language. Game-neutral: a preset is the game's settings JSON
// (GameInfo) less what belongs to one match ("names", "kinds", "seed").

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace qixing::session {

struct Preset
{
    QString game;         // a GameRegistry id
    QString name;         // as the player named it; a shipped preset's canonical name
    QJsonObject settings; // the game's settings without "names", "kinds" and "seed"
    bool shipped = false; // comes with the program: not renamed, deleted or overwritten

    friend bool operator==(const Preset &, const Preset &) = default;
};

// Why a code, a file or a preset is refused; `detail` adds the particulars in English (the
// game's own reason for settings it refuses). The window says each kind in its own words.
struct PresetProblem
{
    enum Kind {
        None,
        NotACode,     // does not read as a share code at all (no "QX1-", a stray character)
        Damaged,      // a code or file whose checksum or compressed data does not match: mistyped or cut off
        Newer,        // made by a newer version (a code "QX2-…", a file of version 2)
        NotAFile,     // not a preset file
        UnknownGame,  // a game this program does not have
        WrongGame,    // a preset of another game than the one asked for
        BadName,      // empty, too long or with control characters
        BadSettings,  // the game refuses the settings (detail: its reason)
    };
    Kind kind = None;
    QString detail;
    QString text() const; // in English, for logs, the CLI and test failures
};

namespace presets {

inline constexpr int kMaxNameLength = 60;
inline constexpr qsizetype kMaxFileBytes = 64 * 1024;  // a preset file, a stored list's entry
inline constexpr qsizetype kMaxCodeLength = 2048;

// The part of a table's settings a preset keeps (everything but "names", "kinds", "seed").
QJsonObject settingsPart(const QJsonObject &tableSettings);
// `tableSettings` with the preset applied: the game's default settings, overlaid with the
// preset's (a preset written before a setting existed gets its default), keeping the table's
// seats and seed. Not checked: see check().
QJsonObject applied(const QJsonObject &tableSettings, const Preset &preset);
// Why the preset cannot open a table of its game (its name, its game, its settings), or None.
PresetProblem check(const Preset &preset);

// The field paths in which two settings objects differ, sorted: a nested object's fields as
// "object.field" ("rules.betUnit"), a value that is no object as its key ("hands").
QStringList differs(const QJsonObject &a, const QJsonObject &b);

// Shipped presets, registered by each game from its own folder at its registerGame_x() (not
// checked there: the registry is not ready; tests/table/test_presets checks every one). A
// name registered twice for a game is a programming error (std::logic_error).
void addShipped(Preset preset);
QList<Preset> shipped(const QString &game);
// The shipped preset nearest a table's settings (fewest differing fields; the first
// registered on a tie) and how they differ: {"name": str, "differs": [paths]} as TableInfo's
// "preset" (docs/protocol.md); {} when the game ships none.
QJsonObject describe(const QString &game, const QJsonObject &tableSettings);

// The share code: "QX1-" then Crockford base32 in groups of five joined by "-" (docs/presets.md):
// the game, the name and each setting that differs from the game's default settings (by its
// alias), closed by a checksum.
QString toCode(const Preset &preset);
// A setting's alias in a code (three characters from its path "rules.betUnit"): no two
// settings of a game may share one (the tests check every game's).
QString codeAlias(const QString &path);
// A code as typed or pasted: case, spaces, line breaks and dashes do not matter; I and L
// read as 1, O as 0. The preset is checked (check()) and never shipped.
std::optional<Preset> fromCode(const QString &code, PresetProblem *problem);

// A preset file: {"format": "qixing-preset", "version": 1, "game", "name", "settings"}.
QByteArray toFile(const Preset &preset);
std::optional<Preset> fromFile(const QByteArray &data, PresetProblem *problem);

// The player's presets as stored (the game's typed settings): a list of the file's objects.
// Reading skips an entry that does not check, so one bad entry loses nothing else.
QJsonArray listTo(const QList<Preset> &list);
QList<Preset> listFrom(const QJsonArray &array);

} // namespace presets
} // namespace qixing::session
