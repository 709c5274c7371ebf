// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/presets.h"

#include "table/game_registry.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <vector>

namespace qixing::session {

using namespace Qt::StringLiterals;

QString PresetProblem::text() const
{
    QString what;
    switch (kind) {
    case None: return {};
    case NotACode: what = u"not a preset code"_s; break;
    case Damaged: what = u"the preset is damaged (mistyped or cut off)"_s; break;
    case Newer: what = u"the preset was made by a newer version"_s; break;
    case NotAFile: what = u"not a preset file"_s; break;
    case UnknownGame: what = u"a preset of a game this program does not have"_s; break;
    case WrongGame: what = u"a preset of another game"_s; break;
    case BadName: what = u"the preset's name is not usable"_s; break;
    case BadSettings: what = u"the game refuses the preset's settings"_s; break;
    }
    return detail.isEmpty() ? what : what + u": "_s + detail;
}

namespace presets {
namespace {

const QLatin1StringView kMatchKeys[] = {"names"_L1, "kinds"_L1, "seed"_L1};
const auto kFormat = "qixing-preset"_L1;
constexpr int kFileVersion = 1;
constexpr int kCodeVersion = 1;
constexpr int kChecksumBytes = 4;
// Crockford's base32: no I, L, O or U, so nothing is mistaken for 1, 0 or a rude word.
constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr int kGroup = 5; // characters between dashes, for reading a code out
constexpr int kAliasLength = 3; // 15 bits of a setting's path

std::optional<Preset> refuse(PresetProblem *problem, PresetProblem::Kind kind, const QString &detail = {})
{
    if (problem)
        *problem = {kind, detail};
    return std::nullopt;
}

// `base` with `top`'s values, objects merged field by field.
QJsonObject overlaid(QJsonObject base, const QJsonObject &top)
{
    for (auto it = top.begin(); it != top.end(); ++it) {
        const QJsonValue was = base.value(it.key());
        if (was.isObject() && it.value().isObject())
            base.insert(it.key(), overlaid(was.toObject(), it.value().toObject()));
        else
            base.insert(it.key(), it.value());
    }
    return base;
}

// What of `settings` differs from `base`: the differing fields only, objects field by field.
QJsonObject difference(const QJsonObject &settings, const QJsonObject &base)
{
    QJsonObject out;
    for (auto it = settings.begin(); it != settings.end(); ++it) {
        const QJsonValue was = base.value(it.key());
        if (was.isObject() && it.value().isObject()) {
            if (const QJsonObject d = difference(it.value().toObject(), was.toObject()); !d.isEmpty())
                out.insert(it.key(), d);
        } else if (was != it.value()) {
            out.insert(it.key(), it.value());
        }
    }
    return out;
}

void differsInto(const QJsonObject &a, const QJsonObject &b, const QString &prefix, QStringList &out)
{
    QStringList keys = a.keys() + b.keys();
    keys.removeDuplicates();
    for (const QString &k : keys) {
        const QJsonValue x = a.value(k), y = b.value(k);
        if (x.isObject() && y.isObject())
            differsInto(x.toObject(), y.toObject(), prefix + k + u'.', out);
        else if (x != y)
            out << prefix + k;
    }
}

QString encode32(const QByteArray &bytes)
{
    QString out;
    quint32 buffer = 0;
    int bits = 0;
    for (const char c : bytes) {
        buffer = (buffer << 8) | quint8(c);
        bits += 8;
        while (bits >= 5) {
            out += QLatin1Char(kAlphabet[(buffer >> (bits - 5)) & 31]);
            bits -= 5;
        }
    }
    if (bits > 0)
        out += QLatin1Char(kAlphabet[(buffer << (5 - bits)) & 31]);
    return out;
}

// Nothing when a character is not of the alphabet. `*tidy` is false when the last
// character's bits beyond the last byte are not zero: a mistyped last character can change
// only those, which the checksum does not see.
std::optional<QByteArray> decode32(const QString &text, bool *tidy)
{
    QByteArray out;
    quint32 buffer = 0;
    int bits = 0;
    for (QChar ch : text) {
        char c = char(ch.toUpper().toLatin1());
        if (c == 'I' || c == 'L')
            c = '1';
        else if (c == 'O')
            c = '0';
        const char *at = c ? std::strchr(kAlphabet, c) : nullptr;
        if (!at)
            return std::nullopt;
        buffer = (buffer << 5) | quint32(at - kAlphabet);
        bits += 5;
        if (bits >= 8) {
            out += char((buffer >> (bits - 8)) & 0xff);
            bits -= 8;
        }
    }
    *tidy = bits < 5 && (buffer & ((1u << bits) - 1)) == 0;
    return out;
}

QByteArray checksum(const QByteArray &payload)
{
    return QCryptographicHash::hash(payload, QCryptographicHash::Sha256).left(kChecksumBytes);
}

// A preset from the file's object (a file, a stored list's entry), checked.
std::optional<Preset> fromObject(const QJsonObject &o, PresetProblem *problem)
{
    if (o.value("format"_L1).toString() != kFormat)
        return refuse(problem, PresetProblem::NotAFile, u"no \"format\": \"qixing-preset\""_s);
    if (!o.value("version"_L1).isDouble() || o.value("version"_L1).toInt() < 1)
        return refuse(problem, PresetProblem::NotAFile, u"no version"_s);
    if (o.value("version"_L1).toInt() > kFileVersion)
        return refuse(problem, PresetProblem::Newer, u"version %1"_s.arg(o.value("version"_L1).toInt()));
    if (!o.value("game"_L1).isString() || !o.value("name"_L1).isString() || !o.value("settings"_L1).isObject())
        return refuse(problem, PresetProblem::NotAFile, u"\"game\", \"name\" and \"settings\" are needed"_s);
    Preset p {o.value("game"_L1).toString(), o.value("name"_L1).toString(), o.value("settings"_L1).toObject(), false};
    if (const PresetProblem why = check(p); why.kind != PresetProblem::None) {
        if (problem)
            *problem = why;
        return std::nullopt;
    }
    return p;
}

// Every field that is no object, as its path and value ("rules.betUnit", 100), in key order.
std::vector<std::pair<QString, QJsonValue>> leaves(const QJsonObject &o, const QString &prefix = {})
{
    std::vector<std::pair<QString, QJsonValue>> out;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.value().isObject()) {
            auto inner = leaves(it.value().toObject(), prefix + it.key() + u'.');
            out.insert(out.end(), inner.begin(), inner.end());
        } else {
            out.emplace_back(prefix + it.key(), it.value());
        }
    }
    return out;
}

// `o` with the field at `path` set to `value`.
QJsonObject withLeaf(QJsonObject o, QStringList path, const QJsonValue &value)
{
    const QString key = path.takeFirst();
    o.insert(key, path.isEmpty() ? value : QJsonValue(withLeaf(o.value(key).toObject(), path, value)));
    return o;
}

// A setting's name in a code: three characters of the alphabet from the SHA-256 of its path,
// so that a code names no field in words and a setting added later changes no other's alias
// (tests/table/test_presets checks that no two settings of a game share one).
QString aliasOf(const QString &path)
{
    return encode32(QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha256).left(2)).left(kAliasLength);
}

// A value as compact JSON ("true", "100", "\"biqi\""), and back.
QByteArray scalarText(const QJsonValue &v)
{
    return QJsonDocument(QJsonArray {v}).toJson(QJsonDocument::Compact).chopped(1).mid(1);
}

std::optional<QJsonValue> scalarFrom(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson('[' + text + ']', &error);
    if (error.error != QJsonParseError::NoError || doc.array().size() != 1)
        return std::nullopt;
    return doc.array().at(0);
}

QJsonObject toObject(const Preset &p)
{
    return {{"format", kFormat}, {"version", kFileVersion}, {"game", p.game}, {"name", p.name}, {"settings", p.settings}};
}

struct Shipped
{
    std::mutex mutex;
    std::vector<Preset> list;
};

Shipped &shippedList()
{
    static Shipped s;
    return s;
}
} // namespace

QJsonObject settingsPart(const QJsonObject &tableSettings)
{
    QJsonObject o = tableSettings;
    for (QLatin1StringView k : kMatchKeys)
        o.remove(k);
    return o;
}

QJsonObject applied(const QJsonObject &tableSettings, const Preset &preset)
{
    const GameInfo *game = GameRegistry::find(preset.game);
    QJsonObject out = overlaid(settingsPart(game ? game->defaultSettings() : QJsonObject()), settingsPart(preset.settings));
    for (QLatin1StringView k : kMatchKeys)
        if (tableSettings.contains(k))
            out.insert(k, tableSettings.value(k));
    return out;
}

PresetProblem check(const Preset &preset)
{
    const QString name = preset.name.trimmed();
    if (name.isEmpty())
        return {PresetProblem::BadName, u"it is empty"_s};
    if (name.size() > kMaxNameLength)
        return {PresetProblem::BadName, u"it is longer than %1 characters"_s.arg(kMaxNameLength)};
    if (std::any_of(name.begin(), name.end(), [](QChar c) { return c.category() == QChar::Other_Control; }))
        return {PresetProblem::BadName, u"it holds a control character"_s};
    const GameInfo *game = GameRegistry::find(preset.game);
    if (!game)
        return {PresetProblem::UnknownGame, preset.game};
    for (QLatin1StringView k : kMatchKeys)
        if (preset.settings.contains(k))
            return {PresetProblem::BadSettings, u"a preset holds no \"%1\" (seats and seeds belong to a match)"_s.arg(k)};
    if (const QString why = game->checkSettings(applied(game->defaultSettings(), preset)); !why.isEmpty())
        return {PresetProblem::BadSettings, why};
    return {};
}

QStringList differs(const QJsonObject &a, const QJsonObject &b)
{
    QStringList out;
    differsInto(a, b, QString(), out);
    out.sort();
    return out;
}

void addShipped(Preset preset)
{
    preset.shipped = true;
    Shipped &s = shippedList();
    const std::lock_guard lock(s.mutex);
    for (const Preset &p : s.list)
        if (p.game == preset.game && p.name == preset.name)
            throw std::logic_error("a shipped preset registered twice: " + preset.name.toStdString());
    s.list.push_back(std::move(preset));
}

QList<Preset> shipped(const QString &game)
{
    GameRegistry::ids(); // the built-in games register their presets on first use
    Shipped &s = shippedList();
    const std::lock_guard lock(s.mutex);
    QList<Preset> out;
    for (const Preset &p : s.list)
        if (p.game == game)
            out << p;
    return out;
}

QJsonObject describe(const QString &game, const QJsonObject &tableSettings)
{
    const QJsonObject mine = settingsPart(tableSettings);
    std::optional<Preset> nearest;
    QStringList fewest;
    for (const Preset &p : shipped(game)) {
        // Compared as applied, so that a field the preset does not name counts as its default.
        const QStringList d = differs(mine, settingsPart(applied({}, p)));
        if (!nearest || d.size() < fewest.size()) {
            nearest = p;
            fewest = d;
        }
    }
    if (!nearest)
        return {};
    return {{"name", nearest->name}, {"differs", QJsonArray::fromStringList(fewest)}};
}

QString toCode(const Preset &preset)
{
    const GameInfo *game = GameRegistry::find(preset.game);
    const QJsonObject base = settingsPart(game ? game->defaultSettings() : QJsonObject());
    // The game, the name, then a line per setting that differs from the default: the
    // setting's alias and its value as JSON (docs/presets.md). No line holds a line break: a
    // name has no control character and compact JSON none.
    QByteArray text = preset.game.toUtf8() + '\n' + preset.name.trimmed().toUtf8();
    QSet<QString> known; // the settings the defaults name; others (omitted when at their default) go by name
    for (const auto &[path, value] : leaves(base))
        known.insert(path);
    for (const auto &[path, value] : leaves(difference(settingsPart(preset.settings), base)))
        text += '\n' + (known.contains(path) ? aliasOf(path).toUtf8() : '~' + path.toUtf8() + '=') + scalarText(value);
    text += checksum(text);
    const QString body = encode32(text);
    QStringList groups;
    for (qsizetype i = 0; i < body.size(); i += kGroup)
        groups << body.mid(i, kGroup);
    return u"QX%1-"_s.arg(kCodeVersion) + groups.join(u'-');
}

std::optional<Preset> fromCode(const QString &code, PresetProblem *problem)
{
    if (code.size() > kMaxCodeLength)
        return refuse(problem, PresetProblem::NotACode, u"longer than %1 characters"_s.arg(kMaxCodeLength));
    QString text;
    for (QChar c : code)
        if (!c.isSpace())
            text += c.toUpper();
    const qsizetype dash = text.indexOf(u'-');
    if (!text.startsWith("QX"_L1) || dash < 3)
        return refuse(problem, PresetProblem::NotACode, u"a code starts with QX1-"_s);
    bool number = false;
    const int version = text.mid(2, dash - 2).toInt(&number);
    if (!number || version < 1)
        return refuse(problem, PresetProblem::NotACode, u"a code starts with QX1-"_s);
    if (version > kCodeVersion)
        return refuse(problem, PresetProblem::Newer, u"QX%1"_s.arg(version));
    bool tidy = false;
    const std::optional<QByteArray> payload = decode32(text.mid(dash + 1).remove(u'-'), &tidy);
    if (!payload)
        return refuse(problem, PresetProblem::NotACode, u"a character that no code has"_s);
    if (!tidy || payload->size() < kChecksumBytes || checksum(payload->chopped(kChecksumBytes)) != payload->right(kChecksumBytes))
        return refuse(problem, PresetProblem::Damaged, u"its checksum does not match"_s);
    const QList<QByteArray> lines = payload->chopped(kChecksumBytes).split('\n');
    if (lines.size() < 2)
        return refuse(problem, PresetProblem::Damaged, u"no game and name"_s);
    const GameInfo *game = GameRegistry::find(QString::fromUtf8(lines[0]));
    if (!game)
        return refuse(problem, PresetProblem::UnknownGame, QString::fromUtf8(lines[0]));
    QJsonObject settings = settingsPart(game->defaultSettings());
    QHash<QString, QString> paths; // alias → path, of the settings this version has
    for (const auto &[path, value] : leaves(settings))
        paths.insert(aliasOf(path), path);
    for (qsizetype i = 2; i < lines.size(); ++i) {
        QString path;
        QByteArray valueText;
        if (lines[i].startsWith('~')) { // "~path=value": a setting the defaults leave out
            const qsizetype eq = lines[i].indexOf('=');
            if (eq < 2)
                return refuse(problem, PresetProblem::Damaged, u"a setting without a name"_s);
            path = QString::fromUtf8(lines[i].mid(1, eq - 1));
            valueText = lines[i].mid(eq + 1);
        } else {
            const QString a = QString::fromLatin1(lines[i].left(kAliasLength));
            if (!paths.contains(a))
                return refuse(problem, PresetProblem::Newer, u"a setting this version does not have"_s);
            path = paths.value(a);
            valueText = lines[i].mid(kAliasLength);
        }
        const std::optional<QJsonValue> value = scalarFrom(valueText);
        if (!value)
            return refuse(problem, PresetProblem::Damaged, u"a value that does not read"_s);
        settings = withLeaf(settings, path.split(u'.'), *value);
    }
    Preset p {game->id, QString::fromUtf8(lines[1]), settings, false};
    if (const PresetProblem why = check(p); why.kind != PresetProblem::None) {
        if (problem)
            *problem = why;
        return std::nullopt;
    }
    return p;
}

QString codeAlias(const QString &path)
{
    return aliasOf(path);
}

QByteArray toFile(const Preset &preset)
{
    return QJsonDocument(toObject(preset)).toJson(QJsonDocument::Indented);
}

std::optional<Preset> fromFile(const QByteArray &data, PresetProblem *problem)
{
    if (data.size() > kMaxFileBytes)
        return refuse(problem, PresetProblem::NotAFile, u"larger than %1 kB"_s.arg(kMaxFileBytes / 1024));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError) {
        // A file that starts as ours but does not parse was cut off or changed.
        const bool ours = data.contains(QByteArray(kFormat.data(), kFormat.size()));
        return refuse(problem, ours ? PresetProblem::Damaged : PresetProblem::NotAFile, error.errorString());
    }
    if (!doc.isObject())
        return refuse(problem, PresetProblem::NotAFile, u"not a JSON object"_s);
    return fromObject(doc.object(), problem);
}

QJsonArray listTo(const QList<Preset> &list)
{
    QJsonArray a;
    for (const Preset &p : list)
        a.append(toObject(p));
    return a;
}

QList<Preset> listFrom(const QJsonArray &array)
{
    QList<Preset> out;
    for (const QJsonValue &v : array)
        if (std::optional<Preset> p = fromObject(v.toObject(), nullptr))
            out << *p;
    return out;
}

} // namespace presets
} // namespace qixing::session
