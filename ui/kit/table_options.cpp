// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/table_options.h"
#include "ui/kit/settings_store.h"
#include "ui/kit/settings.h"

#include "ui/kit/texts.h"
#include "ui/kit/window_fit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace qixing {
namespace ui {

QLabel *TableOptions::help(const QString &text)
{
    auto *l = new QLabel(text);
    l->setWordWrap(true);
    QFont f = l->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    l->setFont(f);
    l->setStyleSheet(QStringLiteral("QLabel { color: #5b6470; } QLabel:disabled { color: #a4abb3; }"));
    l->setContentsMargins(24, 0, 0, 4);
    return l;
}

void TableOptions::addTurnLimits(QComboBox *box)
{
    for (int t : {0, 5, 10, 15, 20, 30, 60})
        box->addItem(t == 0 ? tr("None") : tr("%1 seconds").arg(t), t);
}

void TableOptions::addBankChoices(QComboBox *box)
{
    for (int t : {0, 5, 20, 60, 120})
        box->addItem(t == 0 ? tr("None", "no clock bank") : tr("%1 seconds").arg(t), t);
    box->setToolTip(tr("Extra seconds each player has for the whole match, spent only when a turn's limit runs out."));
}

QString TableOptions::sameNameProblem(const std::array<QString, 4> &names)
{
    for (std::size_t a = 0; a < names.size(); ++a)
        for (std::size_t b = a + 1; b < names.size(); ++b)
            if (names[a].compare(names[b], Qt::CaseInsensitive) == 0)
                return tr("Two seats are both called “%1”: give every player a different name.").arg(names[a]);
    return {};
}

LanHostBox::LanHostBox(const QString &example, QWidget *parent) : QGroupBox(tr("Host on the LAN"), parent)
{
    setObjectName(QStringLiteral("lanBox"));
    setCheckable(true);
    setChecked(false);
    auto *ll = new QFormLayout(this);
    name_ = new QLineEdit;
    name_->setObjectName(QStringLiteral("lanName"));
    name_->setMaxLength(40);
    name_->setPlaceholderText(example);
    port_ = new QSpinBox;
    port_->setObjectName(QStringLiteral("lanPort"));
    port_->setRange(1024, 65535);
    port_->setValue(kDefaultLanPort);
    password_ = new QLineEdit;
    password_->setObjectName(QStringLiteral("lanPassword"));
    password_->setMaxLength(40);
    password_->setPlaceholderText(tr("none"));
    ll->addRow(tr("Table name:"), name_);
    ll->addRow(tr("Port:"), port_);
    ll->addRow(tr("Password (optional):"), password_);
    ll->addRow(TableOptions::help(tr("Other players find the table under \"Join a LAN table\". The seats they do not "
                                     "take are played by computer players; the names and players chosen above are not "
                                     "used.")));
    // The party switches (issue 30), as qixing-server's options.
    spectators_ = new QCheckBox(tr("Allow spectators"));
    spectators_->setObjectName(QStringLiteral("lanSpectators"));
    spectatorChat_ = new QCheckBox(tr("Spectators may chat"));
    spectatorChat_->setObjectName(QStringLiteral("lanSpectatorChat"));
    auto *switches = new QHBoxLayout;
    switches->addWidget(spectators_);
    switches->addWidget(spectatorChat_);
    switches->addStretch(1);
    ll->addRow(tr("Spectators:"), switches);
    spectatorPassword_ = new QLineEdit;
    spectatorPassword_->setObjectName(QStringLiteral("lanSpectatorPassword"));
    spectatorPassword_->setMaxLength(40);
    spectatorPassword_->setPlaceholderText(tr("none"));
    ll->addRow(tr("Password to watch:"), spectatorPassword_);
    spectatorHands_ = new QComboBox;
    spectatorHands_->setObjectName(QStringLiteral("lanSpectatorHands"));
    spectatorHands_->addItem(tr("Public information only"));
    spectatorHands_->addItem(tr("Every hand, one hand behind"));
    ll->addRow(tr("Spectators see:"), spectatorHands_);
    duplicate_ = new QSpinBox;
    duplicate_->setObjectName(QStringLiteral("lanDuplicate"));
    duplicate_->setRange(1, kMaxDuplicateTables);
    ll->addRow(tr("Duplicate tables:"), duplicate_);
    ll->addRow(TableOptions::help(tr("Duplicate tables play the same deals: you sit at table 1, the others are open for "
                                     "people who join; the standings compare everyone who held the same hand.")));
    connect(spectators_, &QCheckBox::toggled, this, &LanHostBox::refreshSpectators);
    refreshSpectators();
}

void LanHostBox::refreshSpectators()
{
    for (QWidget *w : std::initializer_list<QWidget *> {spectatorChat_, spectatorPassword_, spectatorHands_})
        w->setEnabled(spectators_->isChecked());
}

LanHostOptions LanHostBox::options(const QString &hostName) const
{
    LanHostOptions o;
    o.name = name_->text().trimmed();
    if (o.name.isEmpty())
        o.name = tr("%1's table").arg(hostName);
    o.port = quint16(port_->value());
    o.password = password_->text();
    o.spectators = spectators_->isChecked();
    o.spectatorPassword = o.spectators ? spectatorPassword_->text() : QString();
    o.spectatorChat = spectatorChat_->isChecked();
    o.spectatorsBehind = spectatorHands_->currentIndex() == 1;
    o.duplicateTables = duplicate_->value();
    return o;
}

void LanHostBox::load()
{
    name_->setText(Settings::shared().lanTableName());
    port_->setValue(Settings::shared().lanPort());
    const Settings::LanParty party = Settings::shared().lanParty();
    spectators_->setChecked(party.spectators);
    spectatorChat_->setChecked(party.spectatorChat);
    spectatorHands_->setCurrentIndex(party.spectatorsBehind ? 1 : 0);
    duplicate_->setValue(party.duplicateTables);
}

void LanHostBox::save() const
{
    Settings::shared().setLanTable(name_->text().trimmed(), port_->value());
    Settings::shared().setLanParty({spectators_->isChecked(), spectatorChat_->isChecked(), spectatorHands_->currentIndex() == 1,
                                    duplicate_->value()});
}

} // namespace ui
} // namespace qixing

namespace qixing {
namespace ui {

TableSettingsFrame::TableSettingsFrame(const QString &title, const QString &intro, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(title);
    outer_ = new QVBoxLayout(this);
    auto *heading = new QLabel(title);
    QFont hf = heading->font();
    hf.setPointSizeF(hf.pointSizeF() * 1.6);
    hf.setBold(true);
    heading->setFont(hf);
    outer_->addWidget(heading);
    // The options scroll where the screen is too low for them (1024x640, or 2x on 1080 px):
    // the heading and the buttons stay in view.
    auto *options = new QWidget;
    auto *optionsLayout = new QVBoxLayout(options);
    optionsLayout->setContentsMargins(0, 0, 0, 0);
    auto *introLabel = new QLabel(intro);
    introLabel->setWordWrap(true);
    optionsLayout->addWidget(introLabel);
    top_ = new QVBoxLayout;
    optionsLayout->addLayout(top_);
    auto *columns = new QHBoxLayout;
    optionsLayout->addLayout(columns);
    auto *scroll = new WholeScrollArea(options);
    scroll->setObjectName(QStringLiteral("optionsScroll"));
    outer_->addWidget(scroll, 1);
    left_ = new QVBoxLayout;
    right_ = new QVBoxLayout;
    columns->addLayout(left_, 1);
    columns->addLayout(right_, 1);
    setMinimumWidth(860);
}

void TableSettingsFrame::addSeatsAndButtons(const std::vector<std::string> &computerKinds, const QString &seatsHelp,
                                            const QString &lanExample)
{
    auto *seatsBox = new QGroupBox(tr("Seats"));
    auto *sl = new QGridLayout(seatsBox);
    for (int s = 0; s < 4; ++s) {
        auto *name = new QLineEdit;
        name->setObjectName(QStringLiteral("name-%1").arg(s));
        name->setMaxLength(20);
        names_[std::size_t(s)] = name;
        connect(name, &QLineEdit::textChanged, this, [this] { refresh(); });
        if (s == 0) {
            sl->addWidget(new QLabel(tr("Your name:")), 0, 0);
            sl->addWidget(name, 0, 1, 1, 2);
            continue;
        }
        name->setMinimumWidth(110);
        auto *kind = new QComboBox;
        kind->setObjectName(QStringLiteral("kind-%1").arg(s));
        for (const std::string &k : computerKinds)
            kind->addItem(Texts::kindName(QString::fromStdString(k)), QString::fromStdString(k));
        kind->setToolTip(tr("How well the computer player plays this seat."));
        kinds_[std::size_t(s)] = kind;
        sl->addWidget(new QLabel(tr("%1:", "a seat's label in the seats list").arg(Texts::seatRole(s))), s, 0);
        sl->addWidget(name, s, 1);
        sl->addWidget(kind, s, 2);
    }
    if (!seatsHelp.isEmpty())
        sl->addWidget(TableOptions::help(seatsHelp), 4, 0, 1, 3);
    right_->addWidget(seatsBox);
    // Hosting: the same table, opened to the LAN; people take the seats, computer players
    // fill the rest when the host starts.
    // The game's options keep their height: the columns end where their content does, not
    // in a tall empty box beside a long right column.
    left_->addStretch(1);
    lanBox_ = new LanHostBox(lanExample);
    connect(lanBox_, &QGroupBox::toggled, this, [this] { refresh(); });
    right_->addWidget(lanBox_);
    right_->addStretch(1);

    error_ = new QLabel;
    error_->setObjectName(QStringLiteral("error"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }"));
    outer_->addWidget(error_);

    auto *buttons = new QDialogButtonBox;
    ok_ = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    ok_->setObjectName(QStringLiteral("okButton"));
    ok_->setDefault(true);
    auto *cancel = buttons->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    auto *reset = buttons->addButton(tr("Defaults"), QDialogButtonBox::ResetRole);
    reset->setObjectName(QStringLiteral("defaultsButton"));
    connect(reset, &QPushButton::clicked, this, [this] { resetToDefaults(); });
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!problem().isEmpty())
            return;
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer_->addWidget(buttons);
}

std::array<QString, 4> TableSettingsFrame::seatNames() const
{
    std::array<QString, 4> n;
    for (int i = 0; i < 4; ++i) {
        n[std::size_t(i)] = names_[std::size_t(i)]->text().trimmed();
        if (n[std::size_t(i)].isEmpty())
            n[std::size_t(i)] = Texts::defaultName(i);
    }
    return n;
}

std::array<QString, 4> TableSettingsFrame::seatKinds() const
{
    std::array<QString, 4> k;
    k[0] = QStringLiteral("person");
    for (std::size_t i = 1; i < 4; ++i)
        k[i] = kinds_[i]->currentData().toString();
    return k;
}

void TableSettingsFrame::setSeats(const std::array<QString, 4> &names, const std::array<QString, 4> &kinds)
{
    for (std::size_t i = 0; i < 4; ++i) {
        names_[i]->setText(names[i]);
        if (i > 0)
            kinds_[i]->setCurrentIndex(std::max(0, kinds_[i]->findData(kinds[i])));
    }
}

QString TableSettingsFrame::seatsProblem() const
{
    // On the LAN the people who join bring their own names.
    return hostOnLan() ? QString() : TableOptions::sameNameProblem(seatNames());
}

bool TableSettingsFrame::hostOnLan() const
{
    return lanBox_->isChecked();
}

void TableSettingsFrame::setHostOnLan(bool on)
{
    lanBox_->setChecked(on);
}

LanHostOptions TableSettingsFrame::lanOptions() const
{
    return lanBox_->options(seatNames()[0]);
}

void TableSettingsFrame::showProblem()
{
    const bool lan = lanBox_->isChecked();
    ok_->setText(lan ? tr("Host the table") : tr("Open the table"));
    for (std::size_t s = 1; s < 4; ++s) {
        names_[s]->setEnabled(!lan);
        kinds_[s]->setEnabled(!lan);
    }
    const QString why = problem();
    error_->setText(why);
    error_->setVisible(!why.isEmpty());
    ok_->setEnabled(why.isEmpty());
    // An error takes room: the dialog grows rather than squeezing the wrapped help texts.
    if (isVisible()) {
        const int h = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width()) : sizeHint().height();
        if (height() < h)
            resize(width(), std::min(h, fittingSize(this, availableArea(this)).height()));
    }
}

} // namespace ui
} // namespace qixing
