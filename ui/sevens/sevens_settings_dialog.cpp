// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/kit/settings_store.h"
#include "ui/sevens/sevens_ui_settings.h"

#include "ui/kit/texts.h"
#include "ui/sevens/sevens_texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace qixing {
namespace ui {

using namespace sevens;
using namespace Qt::StringLiterals;
using session::SessionSettings;


SessionSettings SevensSettingsDialog::defaults()
{
    SessionSettings s;
    s.match.rules = Rules {};
    s.match.rules.sevenClearSix = true;
    s.match.rules.betUnit = 10;
    s.match.hands = 12;
    s.match.penaltyBases = 1;
    for (Seat i = 0; i < kSeats; ++i) {
        s.names[std::size_t(i)] = Texts::defaultName(i);
        s.kinds[std::size_t(i)] = i == 0 ? QStringLiteral("person") : QStringLiteral("heuristic");
    }
    s.turnSeconds = 0;
    s.startingBalance = 3000;
    return s;
}

SevensSettingsDialog::SevensSettingsDialog(QWidget *parent)
    : TableSettingsFrame(tr("Table settings"), tr("Every option is shown to all players and fixed for the whole match."),
                         parent)
{
    setObjectName(QStringLiteral("tableSettingsDialog"));
    // Left: the rules.
    auto *rulesBox = new QGroupBox(tr("Scoring and rules"));
    auto *rl = new QVBoxLayout(rulesBox);
    preset_ = new QComboBox;
    preset_->setObjectName(QStringLiteral("preset"));
    preset_->addItem(SevensTexts::presetName(Preset::Uniform), int(Preset::Uniform));
    preset_->addItem(SevensTexts::presetName(Preset::Biqi), int(Preset::Biqi));
    auto *pl = new QFormLayout;
    pl->addRow(tr("Scoring:"), preset_);
    rl->addLayout(pl);
    presetHelp_ = TableOptions::help(QString());
    rl->addWidget(presetHelp_);

    const auto option = [&](QCheckBox *&box, const char *name, const QString &label, const QString &text) {
        box = new QCheckBox(label);
        box->setObjectName(QLatin1String(name));
        box->setToolTip(text);
        rl->addWidget(box);
        QLabel *l = TableOptions::help(text);
        helpOf_.insert(box, l);
        rl->addWidget(l);
        connect(box, &QCheckBox::toggled, this, &SevensSettingsDialog::refresh);
    };
    option(headTail_, "headTail", tr("Head and tail close"),
           tr("As soon as a row reaches its A or its K, the whole suit is closed: its remaining cards can only be covered."));
    option(allCovered_, "allCovered100", tr("All covered counts 100"),
           tr("Taiwan scoring only. A player who covered all 13 cards counts 0 points, and every other player counts 100 "
              "more."));
    option(sevenSix_, "sevenClearSix", tr("Clear on a seven pays ×6"),
           tr("Taiwan scoring only. A player who is clear and whose last card was a 7 receives six times the difference "
              "instead of twice."));
    option(bigMidSmall_, "bigMidSmall", tr("Big, middle and small head"),
           tr("Taiwan scoring only, replaces the multipliers and the all-covered bonus: the most points pays 7 bets, the "
              "second 3, the third 1; the fewest receives 11. Ties share the positions."));
    rl->addStretch(1);
    leftColumn()->addWidget(rulesBox);

    // Right: money and length, above the seats.
    auto *moneyBox = new QGroupBox(tr("Stakes and match"));
    auto *ml = new QFormLayout(moneyBox);
    bet_ = new QSpinBox;
    bet_->setObjectName(QStringLiteral("betUnit"));
    bet_->setRange(1, 1000000);
    bet_->setToolTip(tr("The money one bet is worth. Results are counted in bets."));
    base_ = new QLabel;
    base_->setObjectName(QStringLiteral("baseLabel"));
    ml->addRow(tr("Bet unit:"), bet_);
    ml->addRow(tr("One base:"), base_);
    balance_ = new QSpinBox;
    balance_->setObjectName(QStringLiteral("startingBalance"));
    balance_->setRange(1, 1000000000);
    balance_->setSingleStep(100);
    balance_->setToolTip(tr("Every seat starts with this money. Opening a table needs at least one base."));
    ml->addRow(tr("Starting balance:"), balance_);
    hands_ = new QSpinBox;
    hands_->setObjectName(QStringLiteral("hands"));
    hands_->setRange(1, 100);
    hands_->setToolTip(tr("How many hands the match lasts."));
    ml->addRow(tr("Hands:"), hands_);
    penalty_ = new QComboBox;
    penalty_->setObjectName(QStringLiteral("penalty"));
    for (int b : {1, 3, 5})
        penalty_->addItem(QString(), b);
    penalty_->setToolTip(tr("What a player who leaves before the last hand pays, shared equally by the three who stay."));
    ml->addRow(tr("Leaving penalty:"), penalty_);
    timeLimit_ = new QComboBox;
    timeLimit_->setObjectName(QStringLiteral("timeLimit"));
    TableOptions::addTurnLimits(timeLimit_);
    timeLimit_->setToolTip(tr("When your time runs out, the hint's choice is played for you."));
    ml->addRow(tr("Turn time limit:"), timeLimit_);
    bank_ = new QComboBox;
    bank_->setObjectName(QStringLiteral("bankSeconds"));
    TableOptions::addBankChoices(bank_);
    ml->addRow(tr("Time bank:"), bank_);
    // A bank is spent only after a turn's limit: without a limit there is none.
    const auto bankApplies = [this] { bank_->setEnabled(timeLimit_->currentData().toInt() > 0); };
    connect(timeLimit_, &QComboBox::currentIndexChanged, this, bankApplies);
    rightColumn()->addWidget(moneyBox);
    addSeatsAndButtons(playerKinds(), QString(), tr("e.g. Friday Sevens"));

    connect(preset_, &QComboBox::currentIndexChanged, this, &SevensSettingsDialog::refresh);
    connect(bet_, &QSpinBox::valueChanged, this, &SevensSettingsDialog::refresh);
    connect(balance_, &QSpinBox::valueChanged, this, &SevensSettingsDialog::refresh);
    // Every choice a preset holds brings the preset chooser up to date.
    connect(hands_, &QSpinBox::valueChanged, this, &SevensSettingsDialog::refresh);
    connect(penalty_, &QComboBox::currentIndexChanged, this, &SevensSettingsDialog::refresh);
    connect(timeLimit_, &QComboBox::currentIndexChanged, this, &SevensSettingsDialog::refresh);

    PresetChooser::Hooks hooks;
    hooks.game = QStringLiteral("sevens");
    hooks.current = [this] { return session::settingsTo(settings()); };
    hooks.apply = [this](const QJsonObject &json) -> QString {
        try {
            setSettings(session::settingsFrom(json));
            return {};
        } catch (const std::exception &e) {
            return PresetChooser::problemText({session::PresetProblem::BadSettings, QString::fromUtf8(e.what())});
        }
    };
    hooks.load = [] { return SevensUiSettings::shared().presets(); };
    hooks.store = [](const QList<session::Preset> &list) { return SevensUiSettings::shared().setPresets(list); };
    hooks.shippedName = &SevensSettingsDialog::presetName;
    hooks.describe = &SevensSettingsDialog::presetLine;
    chooser_ = new PresetChooser(std::move(hooks));
    topRow()->addWidget(chooser_);

    setSettings(defaults());
    load();
}

SessionSettings SevensSettingsDialog::settings() const
{
    SessionSettings s;
    Rules &r = s.match.rules;
    r.preset = Preset(preset_->currentData().toInt());
    r.headTail = headTail_->isChecked();
    // An option that does not apply (greyed out) is off, whatever its box still shows.
    r.allCovered100 = allCovered_->isEnabled() && allCovered_->isChecked();
    r.sevenClearSix = sevenSix_->isEnabled() && sevenSix_->isChecked();
    r.bigMidSmall = bigMidSmall_->isEnabled() && bigMidSmall_->isChecked();
    r.betUnit = bet_->value();
    s.match.hands = hands_->value();
    s.match.penaltyBases = penalty_->currentData().toInt();
    s.match.seed = seed_ ? seed_ : (QRandomGenerator::global()->generate64() & ((std::uint64_t {1} << 53) - 1));
    s.names = seatNames();
    s.kinds = seatKinds();
    s.turnSeconds = timeLimit_->currentData().toInt();
    s.bankSeconds = s.turnSeconds > 0 ? bank_->currentData().toInt() : 0;
    s.startingBalance = balance_->value();
    return s;
}

void SevensSettingsDialog::setSettings(const SessionSettings &s)
{
    const Rules &r = s.match.rules;
    preset_->setCurrentIndex(r.preset == Preset::Biqi ? 1 : 0);
    headTail_->setChecked(r.headTail);
    allCovered_->setChecked(r.allCovered100);
    sevenSix_->setChecked(r.sevenClearSix);
    bigMidSmall_->setChecked(r.bigMidSmall);
    bet_->setValue(int(std::clamp<std::int64_t>(r.betUnit, 1, 1000000)));
    hands_->setValue(s.match.hands);
    penalty_->setCurrentIndex(std::max(0, penalty_->findData(s.match.penaltyBases)));
    timeLimit_->setCurrentIndex(std::max(0, timeLimit_->findData(s.turnSeconds)));
    bank_->setCurrentIndex(std::max(0, bank_->findData(s.bankSeconds)));
    bank_->setEnabled(s.turnSeconds > 0);
    balance_->setValue(int(std::clamp<std::int64_t>(s.startingBalance, 1, 1000000000)));
    setSeats(s.names, s.kinds);
    refresh();
}

QString SevensSettingsDialog::problem() const
{
    const SessionSettings s = settings();
    const Rules &r = s.match.rules;
    QStringList why;
    // Options that do not apply are greyed out (refresh), so no rule combination is refused here.
    if (const QString seats = seatsProblem(); !seats.isEmpty())
        why << seats;
    if (!sevens::Match::meetsOpeningLimit(s.startingBalance, r))
        why << tr("Opening limit: every player needs at least one base (%1) to sit at this table, but the starting "
                  "balance is %2. Lower the bet or raise the balance.")
                   .arg(Texts::money(r.base()), Texts::money(s.startingBalance));
    if (why.isEmpty()) {
        // Anything the engine still refuses (it should not happen): show its own words.
        if (const QString e = s.validate(); !e.isEmpty())
            why << e;
    }
    return why.join(QLatin1Char('\n'));
}

void SevensSettingsDialog::refresh()
{
    const bool uniform = preset_->currentData().toInt() == int(Preset::Uniform);
    presetHelp_->setText(uniform ? tr("Taiwan scoring (排七): for every pair of players the one with more covered points "
                                      "pays the difference, times the receiver's multiplier (×2 when clear).")
                                 : tr("Mainland scoring (憋七): one table multiplier from the number of clear players; "
                                      "everyone's points times it are compared pairwise."));
    // What does not apply is greyed out: the Taiwan-only options under mainland scoring, and
    // what big, middle and small head replaces.
    bigMidSmall_->setEnabled(uniform);
    const bool multipliers = uniform && !bigMidSmall_->isChecked();
    allCovered_->setEnabled(multipliers);
    sevenSix_->setEnabled(multipliers);
    for (QCheckBox *box : {allCovered_, sevenSix_, bigMidSmall_})
        if (QWidget *text = helpOf_.value(box))
            text->setEnabled(box->isEnabled());
    const std::int64_t base = 30 * std::int64_t(bet_->value());
    base_->setText(tr("30 × %1 = %2").arg(Texts::money(bet_->value()), Texts::money(base)));
    for (int i = 0; i < penalty_->count(); ++i) {
        const int b = penalty_->itemData(i).toInt();
        penalty_->setItemText(i, tr("%1 × base = %2").arg(b).arg(Texts::money(base * b)));
    }
    if (chooser_)
        chooser_->refresh();
    showProblem();
}

QString SevensSettingsDialog::presetName(const QString &canonical)
{
    if (canonical == QStringLiteral("制服麻將 夢幻排七"))
        return tr("Dream Sevens (制服麻將)");
    if (canonical == QStringLiteral("制服麻將 夢幻排七 大中小頭"))
        return tr("Dream Sevens, big/middle/small head (制服麻將)");
    if (canonical == QStringLiteral("QQ/联众 憋七"))
        return tr("Biqi (QQ/联众)");
    return canonical;
}

QString SevensSettingsDialog::presetLine(const QJsonObject &info)
{
    const QJsonObject rules = info.value("rules"_L1).toObject();
    const auto option = [&](const char *key, const QString &name) {
        return rules.value(QLatin1String(key)).toBool() ? name : tr("without %1").arg(name);
    };
    return PresetChooser::presetLine(info, &presetName, [&](const QString &f) -> QString {
        if (f == "hands"_L1)
            return info.value(f).toInt() == 1 ? tr("one hand") : tr("%1 hands").arg(info.value(f).toInt());
        if (f == "penaltyBases"_L1)
            return tr("leaving penalty %1 × base").arg(info.value(f).toInt());
        if (f == "startingBalance"_L1)
            return info.contains(f) ? tr("starting balance %1").arg(Texts::money(info.value(f).toInteger())) : tr("another starting balance");
        if (f == "rules.preset"_L1)
            return SevensTexts::presetName(rules.value("preset"_L1).toString() == "biqi"_L1 ? Preset::Biqi : Preset::Uniform);
        if (f == "rules.betUnit"_L1)
            return tr("bet %1").arg(Texts::money(rules.value("betUnit"_L1).toInteger()));
        if (f == "rules.headTail"_L1)
            return option("headTail", SevensTexts::tr("head and tail"));
        if (f == "rules.allCovered100"_L1)
            return option("allCovered100", SevensTexts::tr("all covered 100"));
        if (f == "rules.sevenClearSix"_L1)
            return option("sevenClearSix", SevensTexts::tr("clear on a seven ×6"));
        if (f == "rules.bigMidSmall"_L1)
            return option("bigMidSmall", SevensTexts::tr("big/middle/small head"));
        return {};
    });
}

void SevensSettingsDialog::load()
{
    loadLan();
    if (const auto last = SevensUiSettings::shared().lastTable(defaults()))
        setSettings(*last);
}

void SevensSettingsDialog::save() const
{
    saveLan();
    SevensUiSettings::shared().setLastTable(settings());
}

} // namespace ui
} // namespace qixing
