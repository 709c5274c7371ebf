// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/flat_json.h"

#include <QJsonDocument>

#include <cstring>
#include <string_view>

namespace qixing {

namespace {

// A key or a string value: printable ASCII up to the closing quote, no escapes. *pos is on
// the opening quote and ends after the closing one.
bool readPlainString(QByteArrayView s, qsizetype *pos, QByteArrayView *out)
{
    qsizetype i = *pos;
    if (i >= s.size() || s[i] != '"')
        return false;
    const qsizetype start = ++i;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '"')
            break;
        if (c == '\\' || c < 0x20 || c > 0x7e)
            return false;
    }
    if (i >= s.size())
        return false;
    *out = s.sliced(start, i - start);
    *pos = i + 1;
    return true;
}

// Byte comparison inline: these views are a few bytes long, and Qt's operator== is a call.
bool same(QByteArrayView a, QByteArrayView b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) // keys of a few bytes: no call to memcmp
        if (a[i] != b[i])
            return false;
    return true;
}

bool readWord(QByteArrayView s, qsizetype *pos, std::string_view word)
{
    const qsizetype n = qsizetype(word.size());
    if (s.size() - *pos < n || std::memcmp(s.data() + *pos, word.data(), word.size()) != 0)
        return false;
    *pos += n;
    return true;
}

// -?(0|[1-9][0-9]*), at most 15 digits, not followed by a fraction or an exponent (the
// caller then sees a character it does not expect and refuses the text).
bool readWhole(QByteArrayView s, qsizetype *pos, qint64 *out)
{
    qsizetype i = *pos;
    const bool negative = i < s.size() && s[i] == '-';
    if (negative)
        ++i;
    const qsizetype start = i;
    qint64 v = 0;
    for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
        if (i - start == 15)
            return false; // a 16th digit: refused before it could overflow
        v = v * 10 + (s[i] - '0');
    }
    const qsizetype digits = i - start;
    if (digits == 0 || digits > 15 || (digits > 1 && s[start] == '0') || (negative && v == 0))
        return false; // "-0": leave to Qt what it makes of it
    *out = negative ? -v : v;
    *pos = i;
    return true;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

void skipSpace(QByteArrayView s, qsizetype *pos)
{
    while (*pos < s.size() && isSpace(s[*pos]))
        ++*pos;
}

// Past a string whatever it holds (*pos on its opening quote); *escaped tells whether it had
// an escape. False when it does not end.
bool skipString(QByteArrayView s, qsizetype *pos, bool *escaped)
{
    *escaped = false;
    for (qsizetype i = *pos + 1; i < s.size(); ++i) {
        if (s[i] == '\\') {
            *escaped = true;
            ++i;
        } else if (s[i] == '"') {
            *pos = i + 1;
            return true;
        }
    }
    return false;
}

// Past one value of any kind, unchecked: up to the ',' or '}' that ends it at this depth.
bool skipValue(QByteArrayView s, qsizetype *pos)
{
    int depth = 0;
    bool escaped = false;
    while (*pos < s.size()) {
        const char c = s[*pos];
        if (c == '"') {
            if (!skipString(s, pos, &escaped))
                return false;
            continue;
        }
        if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (depth == 0)
                return c == '}';
            --depth;
        } else if (c == ',' && depth == 0) {
            return true;
        }
        ++*pos;
    }
    return false;
}

} // namespace

std::optional<QByteArrayView> FlatJson::peekType(QByteArrayView s)
{
    qsizetype i = 0;
    skipSpace(s, &i);
    if (i >= s.size() || s[i] != '{')
        return std::nullopt;
    ++i;
    std::optional<QByteArrayView> type;
    bool typeSeen = false;
    for (;;) {
        skipSpace(s, &i);
        if (i >= s.size() || s[i] != '"')
            return std::nullopt; // also an empty object: no type
        const qsizetype keyStart = i + 1;
        bool escaped = false;
        if (!skipString(s, &i, &escaped) || escaped)
            return std::nullopt;
        const bool isType = same(s.sliced(keyStart, i - 1 - keyStart), "type");
        skipSpace(s, &i);
        if (i >= s.size() || s[i] != ':')
            return std::nullopt;
        ++i;
        skipSpace(s, &i);
        if (isType) {
            if (typeSeen)
                return std::nullopt;
            typeSeen = true;
            QByteArrayView value;
            qsizetype at = i;
            if (readPlainString(s, &at, &value))
                type = value;
        }
        if (!skipValue(s, &i))
            return std::nullopt;
        if (s[i] == '}')
            return type;
        ++i; // the ','
    }
}

std::optional<FlatJson> FlatJson::read(QByteArrayView s)
{
    FlatJson r;
    qsizetype i = 0;
    if (s.size() < 2 || s[0] != '{')
        return std::nullopt;
    ++i;
    if (s[i] == '}')
        return i + 1 == s.size() ? std::optional<FlatJson>(std::move(r)) : std::nullopt;
    for (;;) {
        if (r.count_ == kMaxFields)
            return std::nullopt;
        Field f;
        if (!readPlainString(s, &i, &f.key) || i >= s.size() || s[i] != ':')
            return std::nullopt;
        ++i;
        if (i >= s.size())
            return std::nullopt;
        const char c = s[i];
        if (c == '"') {
            f.kind = Kind::String;
            if (!readPlainString(s, &i, &f.text))
                return std::nullopt;
        } else if (c == 't') {
            f.kind = Kind::True;
            if (!readWord(s, &i, "true"))
                return std::nullopt;
        } else if (c == 'f') {
            f.kind = Kind::False;
            if (!readWord(s, &i, "false"))
                return std::nullopt;
        } else if (c == 'n') {
            f.kind = Kind::Null;
            if (!readWord(s, &i, "null"))
                return std::nullopt;
        } else {
            f.kind = Kind::Number;
            if (!readWhole(s, &i, &f.number))
                return std::nullopt;
        }
        for (int k = 0; k < r.count_; ++k)
            if (same(r.fields_[std::size_t(k)].key, f.key))
                return std::nullopt; // Qt keeps one of the two: leave that to Qt
        r.fields_[std::size_t(r.count_++)] = f;
        if (i >= s.size())
            return std::nullopt;
        if (s[i] == '}')
            return i + 1 == s.size() ? std::optional<FlatJson>(std::move(r)) : std::nullopt;
        if (s[i] != ',')
            return std::nullopt;
        ++i;
    }
}

std::optional<FlatJson> FlatJson::of(const QJsonObject &object)
{
    QByteArray text = QJsonDocument(object).toJson(QJsonDocument::Compact);
    std::optional<FlatJson> r = read(text);
    if (r)
        r->owned_ = std::move(text); // the views point into this QByteArray's data
    return r;
}

const FlatJson::Field *FlatJson::find(QLatin1StringView key) const
{
    const QByteArrayView k(key.data(), key.size());
    for (int i = 0; i < count_; ++i)
        if (same(fields_[std::size_t(i)].key, k))
            return &fields_[std::size_t(i)];
    return nullptr;
}

std::optional<qint64> FlatJson::integer(QLatin1StringView key) const
{
    const Field *f = find(key);
    return f && f->kind == Kind::Number ? std::optional<qint64>(f->number) : std::nullopt;
}

std::optional<QByteArrayView> FlatJson::string(QLatin1StringView key) const
{
    const Field *f = find(key);
    return f && f->kind == Kind::String ? std::optional<QByteArrayView>(f->text) : std::nullopt;
}

bool FlatJson::isNull(QLatin1StringView key) const
{
    const Field *f = find(key);
    return f && f->kind == Kind::Null;
}

QJsonObject FlatJson::toObject() const
{
    QJsonObject o;
    for (int i = 0; i < count_; ++i) {
        const Field &f = fields_[std::size_t(i)];
        const QString key = QString::fromLatin1(f.key);
        switch (f.kind) {
        case Kind::Number: o.insert(key, QJsonValue(f.number)); break;
        case Kind::String: o.insert(key, QString::fromLatin1(f.text)); break;
        case Kind::True: o.insert(key, true); break;
        case Kind::False: o.insert(key, false); break;
        case Kind::Null: o.insert(key, QJsonValue(QJsonValue::Null)); break;
        }
    }
    return o;
}

} // namespace qixing
