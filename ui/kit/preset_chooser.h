// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The preset chooser of a 開桌設定 dialog (issue 30): the shipped presets and the player's
// own in one list (choosing one applies it), what the choices are now in words (the nearest
// shipped preset and what differs: "制服麻將 夢幻排七 + 5 hands"), and a menu to save the
// choices as a preset, rename or delete the player's own, export and import a file, copy the
// share code and paste one. Game-neutral: the dialog hands it the game's settings JSON, how to
// apply settings, where the player's presets are kept (the game's typed settings) and the
// game's words. Every operation that fails says why and changes nothing.

#include "table/presets.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QMenu;
class QToolButton;

namespace qixing::ui {

class PresetChooser : public QWidget
{
    Q_OBJECT
public:
    struct Hooks
    {
        QString game;
        std::function<QJsonObject()> current;                    // the dialog's choices as the game's settings
        std::function<QString(const QJsonObject &)> apply;       // sets the dialog to settings; "" or why not
        std::function<QList<session::Preset>()> load;            // the player's presets (the game's typed settings)
        std::function<bool(const QList<session::Preset> &)> store;
        // A shipped preset's name in the window's language (from its canonical name).
        std::function<QString(const QString &name)> shippedName;
        // The choices in words: settings JSON with "preset" ({"name", "differs"}) as the
        // lobby's TableInfo has it.
        std::function<QString(const QJsonObject &info)> describe;
    };
    explicit PresetChooser(Hooks hooks, QWidget *parent = nullptr);

    // The dialog's choices changed: the list shows the preset they equal, or "Custom".
    void refresh();
    // The preset the choices equal (own ones first), or nothing.
    std::optional<session::Preset> currentPreset() const;
    QList<session::Preset> ownPresets() const { return own_; }

    // What the menu's actions do once they have a name, a file or a code (the tests call
    // these): "" when done, else why not, translated; nothing changes on failure.
    QString choose(const QString &name);          // apply a preset by its (canonical) name
    QString saveAs(const QString &name);          // the choices as the player's preset (replacing one of the name)
    QString renameCurrent(const QString &name);   // the player's preset the choices equal
    QString deleteCurrent();
    QString exportTo(const QString &path) const;  // the choices as a preset file
    QString importFrom(const QString &path);      // kept among the player's presets and applied
    QString code() const;                         // the choices' share code
    QString paste(const QString &code);           // kept among the player's presets and applied
    // Why a preset was refused, in the window's language.
    static QString problemText(const session::PresetProblem &p);
    // A table's choices in words, for the lobby and the chooser: `info` is settings JSON with
    // "preset" ({"name", "differs"}) as a TableInfo has it; the shipped preset's name, then each
    // field that differs. The clock's fields, which every game has, are said here; the game
    // says its own (`fieldWords`: "" for a field it does not know, which is then named as it is,
    // a setting of a newer version). "" without a preset.
    static QString presetLine(const QJsonObject &info, const std::function<QString(const QString &)> &shippedName,
                              const std::function<QString(const QString &field)> &fieldWords);

    QMenu *menu() const { return menu_; }
    // `window` as it looks with the chooser's menu open (`qixing --screenshot --view presets`:
    // a grab leaves popups out).
    QPixmap grabWithMenu(QWidget *window) const;

private:
    QString displayName(const session::Preset &p) const;
    // The choices as a preset of this name (the current preset's name, or the words).
    session::Preset choices(const QString &name) const;
    QString adopt(const session::Preset &p); // an imported or pasted preset: kept and applied
    QString storeOwn(const QList<session::Preset> &list);
    void fill();
    void askSaveAs();
    void askRename();
    void askExport();
    void askImport();
    void showCode();
    void askPaste();
    void tell(const QString &why);

    Hooks hooks_;
    QList<session::Preset> shipped_, own_;
    QComboBox *list_;
    QLabel *words_;
    QToolButton *button_;
    QMenu *menu_;
    QAction *rename_, *delete_;
    bool filling_ = false;
};

} // namespace qixing::ui
