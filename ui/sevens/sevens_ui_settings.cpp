// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sevens/sevens_ui_settings.h"

#include "sevens/sevens_save.h"
#include "ui/cards/card_renderer.h"
#include "ui/kit/settings_store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>

namespace qixing::ui {

namespace {
// The keys, as earlier versions wrote them.
const QString kDeck = QStringLiteral("cards/deck");
const QString kFourColour = QStringLiteral("cards/fourColour");
const QString kTable = QStringLiteral("table"); // a group: preset, headTail …
const QString kPresets = QStringLiteral("tablePresets"); // a JSON list (core/table/presets.h)
} // namespace

SevensUiSettings &SevensUiSettings::shared()
{
    static SevensUiSettings settings;
    return settings;
}

QString SevensUiSettings::deck() const
{
    return QSettings().value(kDeck, CardRenderer::ownDeckId()).toString();
}

bool SevensUiSettings::fourColour() const
{
    return QSettings().value(kFourColour, false).toBool();
}

bool SevensUiSettings::setDeck(const QString &deck, bool fourColour)
{
    const QString deckBefore = this->deck();
    const bool fourBefore = this->fourColour();
    const bool ok = SettingsStore::shared().write({{kDeck, deck}, {kFourColour, fourColour}});
    if (deck != deckBefore)
        emit deckChanged(deck);
    if (fourColour != fourBefore)
        emit fourColourChanged(fourColour);
    return ok;
}

std::optional<session::SessionSettings> SevensUiSettings::lastTable(const session::SessionSettings &defaults) const
{
    using namespace sevens;
    QSettings q;
    q.beginGroup(kTable);
    if (!q.contains(QStringLiteral("preset")))
        return std::nullopt;
    session::SessionSettings s = defaults;
    Rules &r = s.match.rules;
    r.preset = q.value(QStringLiteral("preset")).toString() == QLatin1String("biqi") ? Preset::Biqi : Preset::Uniform;
    r.headTail = q.value(QStringLiteral("headTail")).toBool();
    r.allCovered100 = q.value(QStringLiteral("allCovered100")).toBool();
    r.sevenClearSix = q.value(QStringLiteral("sevenClearSix")).toBool();
    r.bigMidSmall = q.value(QStringLiteral("bigMidSmall")).toBool();
    r.betUnit = q.value(QStringLiteral("betUnit"), 10).toLongLong();
    s.match.hands = q.value(QStringLiteral("hands"), 12).toInt();
    s.match.penaltyBases = q.value(QStringLiteral("penaltyBases"), 1).toInt();
    s.turnSeconds = q.value(QStringLiteral("turnSeconds"), 0).toInt();
    s.bankSeconds = q.value(QStringLiteral("bankSeconds"), 0).toInt();
    s.startingBalance = q.value(QStringLiteral("startingBalance"), 3000).toLongLong();
    const QStringList names = q.value(QStringLiteral("names")).toStringList();
    const QStringList kinds = q.value(QStringLiteral("kinds")).toStringList();
    for (Seat i = 0; i < kSeats; ++i) {
        if (i < names.size() && !names[i].isEmpty())
            s.names[std::size_t(i)] = names[i];
        if (i > 0 && i < kinds.size()) // the first seat is always the person's
            s.kinds[std::size_t(i)] = kinds[i];
    }
    return s;
}

bool SevensUiSettings::setLastTable(const session::SessionSettings &s)
{
    using namespace sevens;
    QStringList names, kinds;
    for (Seat i = 0; i < kSeats; ++i) {
        names << s.names[std::size_t(i)];
        kinds << s.kinds[std::size_t(i)];
    }
    const QString g = kTable + QLatin1Char('/');
    return SettingsStore::shared().write({
        {g + QStringLiteral("preset"), QString::fromLatin1(presetName(s.match.rules.preset))},
        {g + QStringLiteral("headTail"), s.match.rules.headTail},
        {g + QStringLiteral("allCovered100"), s.match.rules.allCovered100},
        {g + QStringLiteral("sevenClearSix"), s.match.rules.sevenClearSix},
        {g + QStringLiteral("bigMidSmall"), s.match.rules.bigMidSmall},
        {g + QStringLiteral("betUnit"), qint64(s.match.rules.betUnit)},
        {g + QStringLiteral("hands"), s.match.hands},
        {g + QStringLiteral("penaltyBases"), s.match.penaltyBases},
        {g + QStringLiteral("turnSeconds"), s.turnSeconds},
        {g + QStringLiteral("bankSeconds"), s.bankSeconds},
        {g + QStringLiteral("startingBalance"), qint64(s.startingBalance)},
        {g + QStringLiteral("names"), names},
        {g + QStringLiteral("kinds"), kinds},
    });
}

QList<session::Preset> SevensUiSettings::presets() const
{
    return session::presets::listFrom(QJsonDocument::fromJson(QSettings().value(kPresets).toByteArray()).array());
}

bool SevensUiSettings::setPresets(const QList<session::Preset> &presets)
{
    return SettingsStore::shared().write(kPresets, QJsonDocument(session::presets::listTo(presets)).toJson(QJsonDocument::Compact));
}

} // namespace qixing::ui
