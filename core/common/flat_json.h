// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One flat JSON object read straight from its bytes, the reading side of CompactJson: for the
// few messages a client reads at every move (a Sevens move, its question), where Qt's parser
// and QJsonObject's lookups were half of a client's work. Only the plainest text is taken:
// `{"key":value,...}` with no whitespace, keys and strings of printable ASCII without escapes,
// values whole numbers (at most 15 digits: exact in a double, as Qt keeps them), strings,
// true, false or null, no key twice, at most kMaxFields keys. Anything else is refused
// (read() gives nothing) and the caller reads it with Qt: never a different answer from
// Qt's, only a faster one (the tests and the fuzzer compare the two).

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QLatin1StringView>

#include <array>
#include <optional>

namespace qixing {

class FlatJson
{
public:
    static constexpr int kMaxFields = 16;
    enum class Kind : unsigned char { Number, String, True, False, Null };
    struct Field
    {
        QByteArrayView key;
        QByteArrayView text; // a string's characters (without quotes)
        qint64 number = 0;
        Kind kind = Kind::Null;
    };

    // A view of `json`: the bytes must outlive the result.
    static std::optional<FlatJson> read(QByteArrayView json);
    // The same object as Qt writes it compactly, kept by the result: for a message that did
    // not arrive in the plain form, so that one reader serves both (nothing if not flat).
    static std::optional<FlatJson> of(const QJsonObject &object);

    // The "type" of a JSON object, read without reading the rest: the value of its one
    // top-level "type" key when that is a plain string, every other value skipped unchecked
    // (strings, numbers, nested arrays and objects, whitespace). Nothing when there is no
    // such key, when it is there twice, or when a key is escaped (it might spell "type").
    // For a message of a type no one reads, which is then not read at all: whatever the
    // rest of the text holds, it is never trusted (tests: it names the type Qt reads, when
    // Qt reads one).
    static std::optional<QByteArrayView> peekType(QByteArrayView json);

    const Field *find(QLatin1StringView key) const;
    bool has(QLatin1StringView key) const { return find(key) != nullptr; }
    std::optional<qint64> integer(QLatin1StringView key) const;
    std::optional<QByteArrayView> string(QLatin1StringView key) const;
    bool isNull(QLatin1StringView key) const;
    int size() const { return count_; }
    const Field &field(int i) const { return fields_[std::size_t(i)]; }
    // What Qt's parser would have made of the same bytes.
    QJsonObject toObject() const;

private:
    std::array<Field, kMaxFields> fields_ {};
    int count_ = 0;
    QByteArray owned_; // of(): the text the fields view (a QByteArray's data survives moves)
};

} // namespace qixing
