// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One JSON object written straight to bytes, exactly as QJsonDocument::toJson(Compact)
// writes the same object, for the few messages sent at every move (a Sevens move, its
// answer) and at every hand (a Sevens state and settlement, nested values given as raw()
// text). Building a QJsonObject and writing it costs some 30 k instructions a message, most
// of the host's own work per move; this costs a few hundred. Keys must come in the order
// QJsonObject keeps them (sorted), values are whole numbers, null, or strings that need no
// escaping (card names, message types): the tests compare the bytes with Qt's.

#include <QByteArray>
#include <QLatin1StringView>

#include <charconv>
#include <string>

namespace qixing {

class CompactJson
{
public:
    CompactJson() { out_.reserve(96); out_ += '{'; }
    CompactJson &number(QLatin1StringView key, qint64 v)
    {
        this->key(key);
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, v).ptr;
        out_.append(digits, std::size_t(end - digits));
        return *this;
    }
    CompactJson &string(QLatin1StringView key, QLatin1StringView plain)
    {
        this->key(key);
        out_ += '"';
        out_.append(plain.data(), std::size_t(plain.size()));
        out_ += '"';
        return *this;
    }
    // A value already written as compact JSON (an array, a nested object, cached text).
    CompactJson &raw(QLatin1StringView key, QByteArrayView json)
    {
        this->key(key);
        out_.append(json.data(), std::size_t(json.size()));
        return *this;
    }
    CompactJson &null(QLatin1StringView key)
    {
        this->key(key);
        out_ += "null";
        return *this;
    }
    // The object, closed.
    QByteArray take()
    {
        out_ += '}';
        return QByteArray(out_.data(), qsizetype(out_.size()));
    }

private:
    void key(QLatin1StringView k)
    {
        if (out_.size() > 1)
            out_ += ',';
        out_ += '"';
        out_.append(k.data(), std::size_t(k.size()));
        out_ += "\":";
    }
    // Built in a std::string, whose appends are inline (QByteArray's are calls), and copied
    // once at the end.
    std::string out_;
};

} // namespace qixing
