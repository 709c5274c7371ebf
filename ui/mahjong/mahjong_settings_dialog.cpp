// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mahjong/mahjong_settings_dialog.h"
#include "ui/kit/settings_store.h"
#include "ui/mahjong/mahjong_ui_settings.h"

#include "ui/kit/texts.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace qixing {
namespace ui {

using mahjong::StreakOption;
using namespace Qt::StringLiterals;
using session::MahjongSettings;

MahjongSettings MahjongSettingsDialog::defaults()
{
    MahjongSettings s;
    s.rules = mahjong::Rules {};
    for (int i = 0; i < 4; ++i) {
        s.names[std::size_t(i)] = Texts::defaultName(i);
        s.kinds[std::size_t(i)] = i == 0 ? QStringLiteral("person") : QStringLiteral("efficient");
    }
    s.turnSeconds = 0;
    return s;
}

MahjongSettingsDialog::MahjongSettingsDialog(QWidget *parent)
    : TableSettingsFrame(tr("Mahjong table settings"),
                         tr("Zhangzhou mahjong with the gold. Every option is shown to all players and fixed for the "
                            "whole match."),
                         parent)
{
    setObjectName(QStringLiteral("mahjongSettingsDialog"));
    // Left: stakes, scoring and time. The spin boxes take more than the rules allow so that
    // a value out of range is explained (problem()) instead of silently clipped.
    auto *rulesBox = new QGroupBox(tr("Stakes and match"));
    auto *rl = new QFormLayout(rulesBox);
    rl->setRowWrapPolicy(QFormLayout::DontWrapRows);
    base_ = new QSpinBox;
    base_->setObjectName(QStringLiteral("base"));
    base_->setRange(0, 999999999);
    base_->setGroupSeparatorShown(true);
    base_->setToolTip(tr("The money one base (底分) is worth: every payment is a number of bases."));
    rl->addRow(tr("Base:"), base_);
    baseExample_ = TableOptions::help(QString());
    baseExample_->setObjectName(QStringLiteral("baseExample"));
    rl->addRow(baseExample_);
    streak_ = new QComboBox;
    streak_->setObjectName(QStringLiteral("streak"));
    streak_->addItem(tr("Linear (1, 2, 3 …)"), int(StreakOption::Linear));
    streak_->addItem(tr("Doubling (1, 2, 4 …)"), int(StreakOption::Doubling));
    streak_->setToolTip(tr("How the payments grow while the dealer keeps the deal (連莊)."));
    rl->addRow(tr("Dealer streak:"), streak_);
    streakHelp_ = TableOptions::help(QString());
    streakHelp_->setObjectName(QStringLiteral("streakHelp"));
    rl->addRow(streakHelp_);
    rounds_ = new QSpinBox;
    rounds_->setObjectName(QStringLiteral("rounds"));
    rounds_->setRange(0, 9999);
    rounds_->setToolTip(tr("A round (圈) ends when the deal has passed round all four seats."));
    rl->addRow(tr("Rounds (圈):"), rounds_);
    rl->addRow(TableOptions::help(tr("The dealer keeps the deal after winning or after a drawn hand, so a round can "
                                     "last many hands.")));
    claimSeconds_ = new QSpinBox;
    claimSeconds_->setObjectName(QStringLiteral("claimSeconds"));
    claimSeconds_->setRange(0, 99999);
    claimSeconds_->setSuffix(tr(" s", "seconds after a number"));
    claimSeconds_->setToolTip(tr("Time to answer a claim prompt."));
    rl->addRow(tr("Claim time:"), claimSeconds_);
    rl->addRow(TableOptions::help(tr("How long the players have to claim a discard (win, kong, pung, chow) or to "
                                     "answer an opening prompt; no answer is a pass.")));
    timeLimit_ = new QComboBox;
    timeLimit_->setObjectName(QStringLiteral("timeLimit"));
    TableOptions::addTurnLimits(timeLimit_);
    timeLimit_->setToolTip(tr("When your time runs out, the hint's choice is played for you."));
    rl->addRow(tr("Turn time limit:"), timeLimit_);
    bank_ = new QComboBox;
    bank_->setObjectName(QStringLiteral("bankSeconds"));
    TableOptions::addBankChoices(bank_);
    rl->addRow(TableOptions::help(tr("When your time runs out, the hint's choice is played for you.")));
    rl->addRow(tr("Time bank:"), bank_);
    // A bank is spent only after a turn's limit: without a limit there is none.
    const auto bankApplies = [this] { bank_->setEnabled(timeLimit_->currentData().toInt() > 0); };
    connect(timeLimit_, &QComboBox::currentIndexChanged, this, bankApplies);
    leftColumn()->addWidget(rulesBox);
    addSeatsAndButtons(mahjong::playerKinds(),
                       tr("The strong computer player weighs its choices by playing the rest of the hand out many "
                          "times; the casual one plays for the fewest tiles to a ready hand and goes for 游金; the "
                          "beginner plays any legal move."),
                       tr("e.g. Friday mahjong"));

    for (QSpinBox *box : {base_, rounds_, claimSeconds_})
        connect(box, &QSpinBox::valueChanged, this, &MahjongSettingsDialog::refresh);
    connect(streak_, &QComboBox::currentIndexChanged, this, &MahjongSettingsDialog::refresh);
    connect(timeLimit_, &QComboBox::currentIndexChanged, this, &MahjongSettingsDialog::refresh);

    PresetChooser::Hooks hooks;
    hooks.game = QStringLiteral("mahjong");
    hooks.current = [this] { return session::mahjongSettingsTo(settings()); };
    hooks.apply = [this](const QJsonObject &json) -> QString {
        try {
            setSettings(session::mahjongSettingsFrom(json));
            return {};
        } catch (const std::exception &e) {
            return PresetChooser::problemText({session::PresetProblem::BadSettings, QString::fromUtf8(e.what())});
        }
    };
    hooks.load = [] { return MahjongUiSettings::shared().presets(); };
    hooks.store = [](const QList<session::Preset> &list) { return MahjongUiSettings::shared().setPresets(list); };
    hooks.shippedName = &MahjongSettingsDialog::presetName;
    hooks.describe = &MahjongSettingsDialog::presetLine;
    chooser_ = new PresetChooser(std::move(hooks));
    topRow()->addWidget(chooser_);

    setSettings(defaults());
    load();
}

MahjongSettings MahjongSettingsDialog::settings() const
{
    MahjongSettings s;
    s.rules.base = base_->value();
    s.rules.streak = StreakOption(streak_->currentData().toInt());
    s.rules.rounds = rounds_->value();
    s.rules.claimSeconds = claimSeconds_->value();
    s.turnSeconds = timeLimit_->currentData().toInt();
    s.bankSeconds = s.turnSeconds > 0 ? bank_->currentData().toInt() : 0;
    s.names = seatNames();
    s.kinds = seatKinds();
    // A seed of at most 53 bits survives any JSON reader (as Sevens' match seed).
    s.seed = seed_ ? seed_ : (QRandomGenerator::global()->generate64() & ((std::uint64_t {1} << 53) - 1));
    s.firstDealer = -1;
    return s;
}

void MahjongSettingsDialog::setSettings(const MahjongSettings &s)
{
    base_->setValue(int(std::clamp<std::int64_t>(s.rules.base, base_->minimum(), base_->maximum())));
    streak_->setCurrentIndex(std::max(0, streak_->findData(int(s.rules.streak))));
    rounds_->setValue(s.rules.rounds);
    claimSeconds_->setValue(s.rules.claimSeconds);
    timeLimit_->setCurrentIndex(std::max(0, timeLimit_->findData(s.turnSeconds)));
    bank_->setCurrentIndex(std::max(0, bank_->findData(s.bankSeconds)));
    bank_->setEnabled(s.turnSeconds > 0);
    setSeats(s.names, s.kinds);
    refresh();
}

QString MahjongSettingsDialog::problem() const
{
    const MahjongSettings s = settings();
    QStringList why;
    // M51 [decided]: every amount stays an exact integer, hence the largest base.
    if (s.rules.base < 1 || s.rules.base > mahjong::kMaxBase)
        why << tr("The base must be from 1 to %1, so that every payment stays exact.").arg(Texts::money(mahjong::kMaxBase));
    if (s.rules.rounds < 1 || s.rules.rounds > mahjong::kMaxRounds)
        why << tr("A match lasts from 1 to %1 rounds (圈).").arg(mahjong::kMaxRounds);
    if (s.rules.claimSeconds < 1 || s.rules.claimSeconds > mahjong::kMaxClaimSeconds)
        why << tr("The claim time must be from 1 to %1 seconds.").arg(mahjong::kMaxClaimSeconds);
    if (const QString seats = seatsProblem(); !seats.isEmpty())
        why << seats;
    if (why.isEmpty()) {
        // Anything the engine still refuses (it should not happen): show its own words.
        if (const QString e = s.validate(); !e.isEmpty())
            why << e;
    }
    return why.join(QLatin1Char('\n'));
}

void MahjongSettingsDialog::refresh()
{
    const std::int64_t base = base_->value();
    const auto streak = StreakOption(streak_->currentData().toInt());
    // M51 worked out for the commonest case: a non-dealer's 自摸 (×2) in a new dealer's hand.
    const std::int64_t others = 2 * mahjong::streakFactor(streak, 1, false) * base;
    const std::int64_t dealer = 2 * mahjong::streakFactor(streak, 1, true) * base;
    baseExample_->setText(tr("A self-drawn win (自摸) by a player who is not the dealer, in a new dealer's first "
                             "hand: each of the other two pays %1, the dealer pays %2 (flower and kong points come "
                             "on top).")
                              .arg(Texts::money(others), Texts::money(dealer)));
    streakHelp_->setText(streak == StreakOption::Linear
                             ? tr("In the dealer's n-th hand in a row every payment is multiplied by n, or by n + 1 "
                                  "when the dealer pays or wins.")
                             : tr("In the dealer's n-th hand in a row every payment is multiplied by 2ⁿ⁻¹, or by 2ⁿ "
                                  "when the dealer pays or wins (doubling stops after 20 doublings)."));
    if (chooser_)
        chooser_->refresh();
    showProblem();
}

QString MahjongSettingsDialog::presetName(const QString &canonical)
{
    if (canonical == QStringLiteral("北斗七星 漳州麻將"))
        return tr("Beidou Qixing Zhangzhou (北斗七星)");
    if (canonical == QStringLiteral("北斗七星 漳州麻將 一二四連莊"))
        return tr("Beidou Qixing, 1-2-4 streak (北斗七星)");
    return canonical;
}

QString MahjongSettingsDialog::presetLine(const QJsonObject &info)
{
    const QJsonObject rules = info.value("rules"_L1).toObject();
    return PresetChooser::presetLine(info, &presetName, [&](const QString &f) -> QString {
        if (f == "firstDealer"_L1)
            return tr("a chosen first dealer");
        if (f == "rules.base"_L1)
            return tr("base %1").arg(Texts::money(rules.value("base"_L1).toInteger()));
        if (f == "rules.streak"_L1)
            return rules.value("streak"_L1).toString() == "linear"_L1 ? tr("linear streak") : tr("1-2-4 streak");
        if (f == "rules.rounds"_L1)
            return rules.value("rounds"_L1).toInt() == 1 ? tr("one round") : tr("%1 rounds").arg(rules.value("rounds"_L1).toInt());
        if (f == "rules.claimSeconds"_L1)
            return tr("claims in %1 s").arg(rules.value("claimSeconds"_L1).toInt());
        return {};
    });
}

void MahjongSettingsDialog::load()
{
    loadLan();
    // The last table; anything unreadable leaves the defaults.
    if (const auto last = MahjongUiSettings::shared().lastTable())
        setSettings(*last);
}

void MahjongSettingsDialog::save() const
{
    saveLan();
    MahjongUiSettings::shared().setLastTable(settings());
}

} // namespace ui
} // namespace qixing
