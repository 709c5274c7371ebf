// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The game's languages: English (the source strings), Traditional Chinese (Taiwan) and
// Simplified Chinese (mainland). Translations are embedded as :/i18n/qixing_<code>.qm.

#include <QString>
#include <QStringList>

namespace qixing {
namespace ui {

class Language
{
public:
    // "en", "zh_TW", "zh_CN".
    static QStringList codes();
    // The language's own name: "English", "繁體中文", "简体中文".
    static QString nativeName(const QString &code);
    // The code for the system locale (zh_HK/zh_MO/Hant → zh_TW, other Chinese → zh_CN).
    static QString systemCode();
    // Installs the translation ("" or "system" follows the system locale). Returns the code
    // in use; widgets get a LanguageChange event.
    static QString apply(const QString &code);
    static QString current();
};

} // namespace ui
} // namespace qixing
