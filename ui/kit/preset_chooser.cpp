// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/preset_chooser.h"

#include "table/save_file.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

namespace qixing::ui {

using session::Preset;
using session::PresetProblem;
namespace presets = session::presets;

namespace {
constexpr int kShippedRole = Qt::UserRole + 1;
} // namespace

PresetChooser::PresetChooser(Hooks hooks, QWidget *parent) : QWidget(parent), hooks_(std::move(hooks))
{
    setObjectName(QStringLiteral("presetChooser"));
    shipped_ = presets::shipped(hooks_.game);
    own_ = hooks_.load ? hooks_.load() : QList<Preset>();
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    outer->addLayout(row);
    auto *label = new QLabel(tr("House rules:"));
    row->addWidget(label);
    list_ = new QComboBox;
    list_->setObjectName(QStringLiteral("presetList"));
    list_->setPlaceholderText(tr("Custom"));
    list_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    list_->setToolTip(tr("Named table settings: the ones that come with Qixing, named after where they are played, "
                         "and your own. Choosing one sets every rule and table option; the seats stay."));
    label->setBuddy(list_);
    row->addWidget(list_);
    button_ = new QToolButton;
    button_->setObjectName(QStringLiteral("presetMenu"));
    button_->setText(tr("Presets"));
    button_->setPopupMode(QToolButton::InstantPopup);
    button_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    menu_ = new QMenu(button_);
    menu_->addAction(tr("Save as…"), this, &PresetChooser::askSaveAs);
    rename_ = menu_->addAction(tr("Rename…"), this, &PresetChooser::askRename);
    delete_ = menu_->addAction(tr("Delete"), this, [this] { tell(deleteCurrent()); });
    menu_->addSeparator();
    menu_->addAction(tr("Export…"), this, &PresetChooser::askExport);
    menu_->addAction(tr("Import…"), this, &PresetChooser::askImport);
    menu_->addSeparator();
    menu_->addAction(tr("Copy code"), this, &PresetChooser::showCode);
    menu_->addAction(tr("Paste code…"), this, &PresetChooser::askPaste);
    button_->setMenu(menu_);
    row->addWidget(button_);
    row->addStretch(1);
    words_ = new QLabel;
    words_->setObjectName(QStringLiteral("presetWords"));
    words_->setWordWrap(true);
    QFont f = words_->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    words_->setFont(f);
    words_->setStyleSheet(QStringLiteral("QLabel { color: #5b6470; }"));
    words_->setContentsMargins(24, 0, 0, 4);
    outer->addWidget(words_);
    connect(list_, &QComboBox::activated, this, [this](int i) {
        if (filling_ || i < 0)
            return;
        tell(choose(list_->itemData(i).toString()));
    });
    fill();
}

QString PresetChooser::displayName(const Preset &p) const
{
    return p.shipped && hooks_.shippedName ? hooks_.shippedName(p.name) : p.name;
}

void PresetChooser::fill()
{
    filling_ = true;
    list_->clear();
    for (const Preset &p : shipped_) {
        list_->addItem(displayName(p), p.name);
        list_->setItemData(list_->count() - 1, true, kShippedRole);
    }
    if (!own_.isEmpty())
        list_->insertSeparator(list_->count());
    for (const Preset &p : own_)
        list_->addItem(p.name, p.name);
    filling_ = false;
    refresh();
}

std::optional<Preset> PresetChooser::currentPreset() const
{
    const QJsonObject now = presets::settingsPart(hooks_.current());
    // The player's own first: a preset saved from a shipped one unchanged is theirs now.
    for (const QList<Preset> *list : {&own_, &shipped_})
        for (const Preset &p : *list)
            if (presets::differs(now, presets::settingsPart(presets::applied({}, p))).isEmpty())
                return p;
    return std::nullopt;
}

void PresetChooser::refresh()
{
    const std::optional<Preset> p = currentPreset();
    filling_ = true;
    int index = -1;
    if (p)
        for (int i = 0; i < list_->count(); ++i)
            if (list_->itemData(i).toString() == p->name && list_->itemData(i, kShippedRole).toBool() == p->shipped)
                index = i;
    list_->setCurrentIndex(index);
    filling_ = false;
    rename_->setEnabled(p && !p->shipped);
    delete_->setEnabled(p && !p->shipped);
    QJsonObject info = presets::settingsPart(hooks_.current());
    info.insert(QStringLiteral("preset"), presets::describe(hooks_.game, hooks_.current()));
    const QString words = hooks_.describe ? hooks_.describe(info) : QString();
    words_->setText(p && !p->shipped ? tr("Your own: %1").arg(words) : words);
    words_->setVisible(!words.isEmpty() && !(p && p->shipped));
}

QString PresetChooser::choose(const QString &name)
{
    for (const QList<Preset> *list : {&own_, &shipped_})
        for (const Preset &p : *list)
            if (p.name == name)
                return hooks_.apply(presets::applied(hooks_.current(), p));
    return tr("There is no preset “%1”.").arg(name);
}

Preset PresetChooser::choices(const QString &name) const
{
    return {hooks_.game, name, presets::settingsPart(hooks_.current()), false};
}

QString PresetChooser::storeOwn(const QList<Preset> &list)
{
    if (hooks_.store && !hooks_.store(list))
        return tr("The presets could not be stored: the settings file could not be written.");
    own_ = list;
    fill();
    return {};
}

QString PresetChooser::saveAs(const QString &name)
{
    const Preset p = choices(name.trimmed());
    for (const Preset &s : shipped_)
        if (s.name == p.name || displayName(s) == p.name)
            return tr("“%1” is the name of a preset that comes with Qixing: choose another.").arg(p.name);
    if (const PresetProblem why = presets::check(p); why.kind != PresetProblem::None)
        return problemText(why);
    QList<Preset> list = own_;
    list.removeIf([&](const Preset &o) { return o.name == p.name; });
    list << p;
    return storeOwn(list);
}

QString PresetChooser::renameCurrent(const QString &name)
{
    const std::optional<Preset> now = currentPreset();
    if (!now || now->shipped)
        return tr("Only your own presets can be renamed.");
    Preset renamed = *now;
    renamed.name = name.trimmed();
    if (renamed.name == now->name)
        return {};
    for (const Preset &s : shipped_)
        if (s.name == renamed.name || displayName(s) == renamed.name)
            return tr("“%1” is the name of a preset that comes with Qixing: choose another.").arg(renamed.name);
    for (const Preset &o : own_)
        if (o.name == renamed.name)
            return tr("You already have a preset called “%1”.").arg(renamed.name);
    if (const PresetProblem why = presets::check(renamed); why.kind != PresetProblem::None)
        return problemText(why);
    QList<Preset> list = own_;
    for (Preset &o : list)
        if (o.name == now->name)
            o = renamed;
    return storeOwn(list);
}

QString PresetChooser::deleteCurrent()
{
    const std::optional<Preset> now = currentPreset();
    if (!now || now->shipped)
        return tr("Only your own presets can be deleted.");
    QList<Preset> list = own_;
    list.removeIf([&](const Preset &o) { return o.name == now->name; });
    return storeOwn(list);
}

QString PresetChooser::exportTo(const QString &path) const
{
    const std::optional<Preset> now = currentPreset();
    const Preset p = choices(now ? now->name : words_->text().left(presets::kMaxNameLength));
    if (const QString why = session::writeFile(path, presets::toFile(p)); !why.isEmpty())
        return tr("The preset could not be written to %1: %2").arg(QDir::toNativeSeparators(path), why);
    return {};
}

QString PresetChooser::adopt(const Preset &incoming)
{
    if (incoming.game != hooks_.game)
        return problemText({PresetProblem::WrongGame, incoming.game});
    Preset p = incoming;
    // One of the same name and settings is already here: choose it. Another of the same name
    // is kept: the newcomer gets a number.
    const auto same = [&](const Preset &o) {
        return presets::differs(presets::applied({}, o), presets::applied({}, p)).isEmpty();
    };
    for (const QList<Preset> *list : {&own_, &shipped_})
        for (const Preset &o : *list)
            if ((o.name == p.name || displayName(o) == p.name) && same(o))
                return hooks_.apply(presets::applied(hooks_.current(), o));
    const auto taken = [&](const QString &name) {
        for (const QList<Preset> *list : {&own_, &shipped_})
            for (const Preset &o : *list)
                if (o.name == name || displayName(o) == name)
                    return true;
        return false;
    };
    const QString base = p.name;
    for (int n = 2; taken(p.name); ++n)
        p.name = QStringLiteral("%1 (%2)").arg(base.left(presets::kMaxNameLength - 6)).arg(n);
    // Applied first: settings the dialog cannot show are refused before anything is kept.
    const QJsonObject before = hooks_.current();
    if (const QString why = hooks_.apply(presets::applied(before, p)); !why.isEmpty()) {
        hooks_.apply(before);
        return why;
    }
    if (const QString why = storeOwn(own_ + QList<Preset> {p}); !why.isEmpty()) {
        hooks_.apply(before);
        return why;
    }
    return {};
}

QString PresetChooser::importFrom(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return tr("%1 could not be opened: %2").arg(QDir::toNativeSeparators(path), f.errorString());
    const QByteArray bytes = f.read(presets::kMaxFileBytes + 1);
    PresetProblem why;
    const std::optional<Preset> p = presets::fromFile(bytes, &why);
    return p ? adopt(*p) : problemText(why);
}

QString PresetChooser::code() const
{
    const std::optional<Preset> now = currentPreset();
    return presets::toCode(choices(now ? now->name : words_->text().left(presets::kMaxNameLength)));
}

QString PresetChooser::paste(const QString &code)
{
    PresetProblem why;
    const std::optional<Preset> p = presets::fromCode(code, &why);
    return p ? adopt(*p) : problemText(why);
}

QString PresetChooser::presetLine(const QJsonObject &info, const std::function<QString(const QString &)> &shippedName,
                                  const std::function<QString(const QString &field)> &fieldWords)
{
    const QJsonObject preset = info.value(QLatin1String("preset")).toObject();
    if (preset.isEmpty())
        return {};
    QStringList words;
    for (const QJsonValue &v : preset.value(QLatin1String("differs")).toArray()) {
        const QString f = v.toString();
        if (f == QLatin1String("bankSeconds") || f == QLatin1String("clock")) {
            // From settings ("bankSeconds") or a TableInfo ("clock"); hosttools (issue 30).
            const int bank = info.contains(QLatin1String("bankSeconds"))
                ? info.value(QLatin1String("bankSeconds")).toInt()
                : info.value(QLatin1String("clock")).toObject().value(QLatin1String("bank")).toInt();
            words << (bank > 0 ? tr("a bank of %1 s").arg(bank) : tr("no time bank"));
        } else if (f == QLatin1String("turnSeconds")) {
            const int s = info.value(f).toInt();
            words << (s > 0 ? tr("%1 s a turn").arg(s) : tr("no turn limit"));
        } else if (const QString w = fieldWords(f); !w.isEmpty()) {
            words << w;
        } else {
            words << f;
        }
    }
    const QString name = shippedName(preset.value(QLatin1String("name")).toString());
    return words.isEmpty() ? name : tr("%1 + %2").arg(name, words.join(tr(", ")));
}

QString PresetChooser::problemText(const PresetProblem &p)
{
    switch (p.kind) {
    case PresetProblem::None: return {};
    case PresetProblem::NotACode: return tr("This is not a preset code. A code starts with QX1-.");
    case PresetProblem::Damaged:
        return tr("The preset is damaged: a character was mistyped or some of it is missing. Nothing was changed.");
    case PresetProblem::Newer: return tr("The preset was made by a newer version of Qixing. Nothing was changed.");
    case PresetProblem::NotAFile: return tr("This is not a Qixing preset file. Nothing was changed.");
    case PresetProblem::UnknownGame: return tr("The preset is for a game this version of Qixing does not have.");
    case PresetProblem::WrongGame: return tr("The preset is for another game: open it in that game's table settings.");
    case PresetProblem::BadName: return tr("A preset needs a name of 1 to %1 characters.").arg(presets::kMaxNameLength);
    case PresetProblem::BadSettings: return tr("The preset's settings cannot open a table: %1").arg(p.detail);
    }
    return {};
}

QPixmap PresetChooser::grabWithMenu(QWidget *window) const
{
    QApplication::processEvents();
    QPixmap pm = window->grab();
    menu_->ensurePolished();
    menu_->adjustSize();
    const QPixmap m = menu_->grab();
    const QSize size = m.deviceIndependentSize().toSize();
    // Beside the button rather than under it, so that the line of differences stays in view.
    QPoint at = button_->mapTo(window, QPoint(button_->width() + 4, 0));
    at.setX(std::min(at.x(), window->width() - size.width()));
    QPainter p(&pm);
    p.drawPixmap(at, m);
    p.setPen(QColor(0, 0, 0, 90));
    p.drawRect(QRect(at, size).adjusted(0, 0, -1, -1));
    return pm;
}

void PresetChooser::tell(const QString &why)
{
    if (!why.isEmpty())
        QMessageBox::warning(this, tr("Presets"), why);
}

void PresetChooser::askSaveAs()
{
    const std::optional<Preset> now = currentPreset();
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save as preset"), tr("Name of your preset:"), QLineEdit::Normal,
                                               now && !now->shipped ? now->name : QString(), &ok);
    if (ok)
        tell(saveAs(name));
}

void PresetChooser::askRename()
{
    const std::optional<Preset> now = currentPreset();
    if (!now || now->shipped)
        return;
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Rename preset"), tr("New name:"), QLineEdit::Normal, now->name, &ok);
    if (ok)
        tell(renameCurrent(name));
}

void PresetChooser::askExport()
{
    const std::optional<Preset> now = currentPreset();
    QString file = now ? displayName(*now) : tr("House rules");
    file.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|]")), QStringLiteral("_"));
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export preset"), dir + QLatin1Char('/') + file
                                                      + QStringLiteral(".qixing-preset"),
                                                      tr("Qixing presets (*.qixing-preset);;All files (*)"));
    if (!path.isEmpty())
        tell(exportTo(path));
}

void PresetChooser::askImport()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import preset"),
                                                      QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
                                                      tr("Qixing presets (*.qixing-preset);;All files (*)"));
    if (!path.isEmpty())
        tell(importFrom(path));
}

void PresetChooser::showCode()
{
    const QString c = code();
    QApplication::clipboard()->setText(c);
    QMessageBox box(QMessageBox::Information, tr("Preset code"),
                    tr("The code of these settings is on the clipboard. Anyone can paste it (Presets ▸ Paste code) "
                       "to play by the same rules:"),
                    QMessageBox::Ok, this);
    box.setInformativeText(c);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.exec();
}

void PresetChooser::askPaste()
{
    const QString clip = QApplication::clipboard()->text().trimmed();
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(this, tr("Paste code"), tr("Preset code (QX1-…):"),
                                                        clip.startsWith(QLatin1String("QX"), Qt::CaseInsensitive) ? clip : QString(), &ok);
    if (ok)
        tell(paste(text));
}

} // namespace qixing::ui
